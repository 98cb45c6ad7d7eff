/// Renders `<App>/assetlinks.json`: the Digital Asset Links statement that lets the Android app open the domains'
/// links (its package and signing certificates), with the dynamic rules of Android 15+ written from the AASA file's
/// components, so that both platforms claim the same links. One file per AASA file, for the same hosts:
/// `assetlinks.json`, else `assetlinks.json.<host>`, each served at `https://<host>/.well-known/assetlinks.json`.
///
/// Android's rules read as Apple's components do but for what is handled here: they have no `percentEncoded` or
/// `caseSensitive` (Android compares decoded, case-sensitively: a spec that folds case is noted), nor `comment`; a
/// path matches as written (Apple ignores one trailing `/`, and `/x/*` also takes `/x`: such a rule is written with
/// its other form beside it); and `*` stops at the first occurrence of the pattern's next character (Apple's is
/// greedy): a value that holds that character (`a%2Fb` before `/followers`) opens the app on iOS only, and an
/// exclusion of the spec's with `*` inside is noted, as Android may open what it excludes. The last rule says what
/// Android does with every other link: it does not open it.
public struct AssetLinksRenderer: Renderer {
  public static let fileName = "assetlinks.json"
  static let relation = "delegate_permission/common.handle_all_urls"

  public var rendersPerEnvironment: Bool { true }

  public init() {}

  public func render(_ model: AppModel) -> [OutputFile] {
    guard let android = model.android else { return [] }
    return AASAFile.all(in: model).map { file in
      OutputFile(
        path: Self.path(of: file),
        contents: document(android, rules: rules(model, claiming: file.patterns)).rendered())
    }
  }

  /// The AASA file's name with `assetlinks.json` for `apple-app-site-association`.
  public static func path(of file: AASAFile) -> String {
    fileName + file.path.dropFirst(AASARenderer.fileName.count)
  }

  public func diagnostics(_ model: AppModel) -> [Diagnostic] {
    guard model.android != nil else { return [] }
    var notes: [String] = []
    if !model.caseSensitive {
      notes.append(
        "Android's dynamic rules compare case-sensitively, and the spec folds case (\"caseSensitive\": false): a link whose literals differ in case from the spec's opens the app on iOS only"
      )
    }
    for pattern in model.aasa.exclude where pattern.dropLast().contains("*") {
      notes.append(
        "the exclusion '\(pattern)' has a '*' before more of the pattern; Android's '*' stops at the first occurrence of the character after it (Apple's takes the longest run), so a path holding that character again may be excluded on iOS and opened on Android 15+: write the exclusion without an inner '*', or add exclusions for the deeper paths"
      )
    }
    // `UriRelativeFilter` matches `key=value` against the decoded query's pairs, split at `&` (or `;`).
    for route in model.liveRoutes {
      for pattern in route.web?.patterns ?? [] {
        for item in pattern.query {
          guard case .literal(let text) = item.value,
            text.contains(where: { $0 == "&" || $0 == ";" })
          else { continue }
          notes.append(
            "route '\(route.name)': the query value '\(text)' of '\(item.key)' holds '&' or ';'; Android 15+ splits the decoded query there, so its dynamic rule never matches and such links open in the browser on Android 15+: choose a value without them"
          )
        }
      }
    }
    return notes.map { Diagnostic(.note, file: model.specPath, at: .start, $0) }
  }

  /// The statement: the app, and its dynamic rules.
  func document(_ android: AndroidConfiguration, rules: [JSONOutput]) -> JSONOutput {
    .array([
      .object([
        ("relation", .array([.string(Self.relation)])),
        (
          "target",
          .object([
            ("namespace", .string("android_app")), ("package_name", .string(android.package)),
            ("sha256_cert_fingerprints", .array(android.fingerprints.map { .string($0) })),
          ])
        ),
        (
          "relation_extensions",
          .object([(Self.relation, .object([("dynamic_app_link_components", .array(rules))]))])
        ),
      ])
    ])
  }

  /// The AASA components of a file, as Android's rules, then the rules that refuse every other link. A link
  /// without a path (`https://host`, as an app may pass it; browsers add the `/`) has the empty path, which no rule
  /// may name (an empty field discards the file): with a rule for the root (`/`, or `/*`), every other path is refused
  /// first, and the root's rules follow with `*`, which only the empty path then reaches.
  func rules(_ app: AppModel, claiming ordered: [RoutePattern]) -> [JSONOutput] {
    let rules = AASARenderer().components(app, claiming: ordered).flatMap(Self.rules)
    let root = rules.compactMap { rule -> JSONOutput? in
      guard case .object(let members) = rule, !members.contains(where: { $0.0 == "exclude" }),
        members.contains(where: {
          if case ("/", .string(let path)) = $0 { path == "/" || path == "/*" } else { false }
        })
      else { return nil }
      return .object(members.map { $0.0 == "/" ? ("/", .string("*")) : $0 })
    }
    return rules + [.object([("/", .string(root.isEmpty ? "*" : "?*")), ("exclude", .bool(true))])]
      + root
  }

  /// One AASA component as Android's rules: its keys Android reads, and a path in each form Apple's reading
  /// gives it (with and without one trailing `/`; `/x` beside `/x/*`).
  static func rules(_ component: JSONOutput) -> [JSONOutput] {
    guard case .object(let members) = component else { return [] }
    let kept = members.filter { ["/", "?", "#", "exclude"].contains($0.0) }
    guard let path = kept.first(where: { $0.0 == "/" }), case .string(let text) = path.1 else {
      return [.object(kept)]
    }
    var paths = [text]
    if text.hasSuffix("/*") {
      // Not the root's: Android discards a file whose rules hold an empty field.
      if text.count > 2 { paths.append(String(text.dropLast(2))) }
    } else if text.count > 1 && text.hasSuffix("/") {
      paths.append(String(text.dropLast()))
    } else if !text.hasSuffix("*") {
      paths.append(text + "/")
    }
    return paths.map { form in .object(kept.map { $0.0 == "/" ? ("/", .string(form)) : $0 }) }
  }
}
