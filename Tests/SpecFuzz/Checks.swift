import Foundation
import RouteGenCore
import RouteGenRuntime

/// A disagreement: which check, the spec and link it is about, and what differed.
struct Finding {
  var check: String
  var spec: FuzzSpec
  var link: String
  var detail: String
  /// What findings of one kind say alike; nil: the detail's words (`signature`).
  var kind: String? = nil

  /// Findings of one kind share it: the check and the detail's words, without what is in parentheses or quotes,
  /// and without links, names and numbers.
  var signature: String {
    if let kind { return check + ": " + kind }
    var words = ""
    var depth = 0
    var quoted = false
    for character in detail {
      switch character {
      case "\"": quoted.toggle()
      case "(" where !quoted:
        if depth == 0 { words += "(…)" }
        depth += 1
      case ")" where !quoted: depth = max(0, depth - 1)
      default: if depth == 0 && !quoted { words.append(character) }
      }
    }
    let kept = words.split(separator: " ").filter { word in
      !word.contains { "/%=?#[]'0123456789:".contains($0) } || word.hasSuffix("(…)")
    }
    return check + ": " + kept.joined(separator: " ")
  }
}

/// The checks of one spec that need no compiled code: the AASA file the link's host is served, ROUTES.md, and
/// `routegen match`.
struct SpecChecks {
  let spec: FuzzSpec
  let reference: Reference
  private let aasa: [(file: AASAFile, matcher: AASAMatcher)]
  /// With an Android app: each AASA file's Android rules (by the AASA file's path), and the manifest's filters.
  private let androidRules: [String: AndroidRuleMatcher]
  private let manifest: AndroidManifestMatcher?
  private let rows: [String: [String]]

  init(_ spec: FuzzSpec) throws {
    self.spec = spec
    reference = Reference(spec: spec)
    let rendered = Pipeline.render(spec.model)
    let contents = Dictionary(uniqueKeysWithValues: rendered.map { ($0.path, $0.contents) })
    // An environment's AASA files are in its folder.
    let folder = spec.model.name + "/" + (spec.environment.map { $0.name + "/" } ?? "")
    aasa = try AASAFile.all(in: spec.app).map { file in
      let json = Data(contents[folder + file.path, default: ""].utf8)
      return (file, try AASAMatcher(json: json, appID: spec.app.aasa.appIDs.first ?? ""))
    }
    rows = Self.routeRows(contents["\(spec.model.name)/ROUTES.md", default: ""])
    var rules: [String: AndroidRuleMatcher] = [:]
    if let android = spec.app.android {
      for (file, _) in aasa {
        let json = Data(contents[folder + AssetLinksRenderer.path(of: file), default: ""].utf8)
        rules[file.path] = try AndroidRuleMatcher(json: json, package: android.package)
      }
      manifest = AndroidManifestMatcher(
        xml: contents[folder + ManifestRenderer.fileName, default: ""])
    } else {
      manifest = nil
    }
    androidRules = rules
  }

  /// The AASA file a link's https host is served (nil: none), and its matcher and Android rules; nil for a link
  /// that is not https.
  private func served(_ link: String) -> (
    file: AASAFile?, aasa: AASAMatcher?, android: AndroidRuleMatcher?
  )? {
    guard let parts = URLComponents(string: link), parts.scheme == "https",
      let host = parts.host?.lowercased()
    else { return nil }
    guard let file = AASAFile.servedOn(host, among: aasa.map(\.file)) else {
      return (nil, nil, nil)
    }
    return (file, aasa.first { $0.file.path == file.path }?.matcher, androidRules[file.path])
  }

  /// Any link: the Android rules, read as Apple reads components, decide it as the AASA file does (they are its
  /// translation; Android's own `*` is checked on the accepted links).
  func checkAndroid(_ link: String) -> [Finding] {
    let normalized = URLParts.browserNormalized(link)
    guard let served = served(normalized), let apple = served.aasa, var asApple = served.android
    else { return [] }
    (asApple.applesReading, asApple.caseSensitive) = (true, spec.app.caseSensitive)
    guard asApple.opensApp(normalized) != apple.opensApp(normalized) else { return [] }
    return [
      Finding(
        check: "Android rules", spec: spec, link: link,
        detail:
          "the AASA file \(apple.opensApp(normalized) ? "opens" : "does not open") it, its Android rules read as Apple's do otherwise"
      )
    ]
  }

  /// The cells of each route's row in ROUTES.md's table, by route name.
  static func routeRows(_ markdown: String) -> [String: [String]] {
    var rows: [String: [String]] = [:]
    for line in markdown.split(separator: "\n") where line.hasPrefix("| `") {
      // Cells split at pipes that are not escaped (`\|` is a pipe in a code span).
      var cells: [String] = []
      var cell = ""
      var previous: Character = " "
      for character in line.dropFirst(2) {
        if character == "|" && previous != "\\" {
          cells.append(cell.trimmingCharacters(in: .whitespaces))
          cell = ""
        } else {
          cell.append(character)
        }
        previous = character
      }
      // The first table (the routes); the examples' table comes after it.
      guard let cell = cells.first, cell.hasPrefix("`") else { continue }
      let name = String(cell.dropFirst().dropLast())
      if rows[name] == nil { rows[name] = cells }
    }
    return rows
  }

  /// What the link's accepted match breaks of the other outputs: the AASA file and ROUTES.md.
  func check(accepted link: String, _ match: RouteMatcher.Match) -> [Finding] {
    var findings: [Finding] = []
    func finding(_ check: String, _ detail: String) {
      findings.append(Finding(check: check, spec: spec, link: link, detail: detail))
    }
    // iOS opens an https link in the app only when the file its host is served claims it (the link as a browser
    // made it of the text).
    let normalized = URLParts.browserNormalized(link)
    let served = served(normalized)
    if let served, served.aasa?.opensApp(normalized) != true {
      finding(
        "AASA",
        "the link reaches '\(match.value.name)' but \(served.file?.path ?? "no AASA file") does not claim it"
      )
    }
    // Android opens it too: the dynamic rules and the manifest's filters, but for a value that holds the character
    // after its pattern's `*` (Android's stops there; ROUTES.md lists them).
    if let android = served?.android, let manifest,
      let route = spec.app.route(named: match.value.name),
      let pattern = route.web?.patterns.first(where: { $0.source == match.pattern })
    {
      if let emptyField = android.discarded {
        finding(
          "Android rules",
          "its assetlinks.json's rules hold \(emptyField), and Android discards them all")
      }
      let stops = !AndroidStop.all(in: pattern, of: route).isEmpty || !spec.app.caseSensitive
      if !android.opensApp(normalized) && !stops
        && !AndroidRuleMatcher.splitsQueryOtherwise(normalized)
      {
        finding(
          "Android rules",
          "the link reaches '\(match.value.name)' but its Android rules do not claim it")
      }
      if !manifest.opensApp(normalized) && !stops {
        finding(
          "Android manifest", "the link reaches '\(match.value.name)' but no intent filter takes it"
        )
      }
    }
    // No pattern takes its path more specifically than the one that took it (read without the matchers' precedence).
    if let stronger = MostSpecificPath(app: spec.app).moreSpecific(than: match, link) {
      finding(
        "most specific path",
        "the link reaches '\(match.value.name)' ('\(match.pattern)') though \(stronger) takes its path more specifically"
      )
    }
    // ROUTES.md lists the pattern that took it, in its route's row and form.
    let cell = rows[match.value.name].map { $0.count > 2 ? $0[match.form == .web ? 1 : 2] : "" }
    let code =
      "`"
      + match.pattern.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(
        of: "`", with: "'") + "`"
    if cell?.contains(code) != true {
      finding(
        "ROUTES.md",
        "the pattern '\(match.pattern)' of '\(match.value.name)' is not in its row: \(cell ?? "no row")"
      )
    }
    return findings
  }

  /// `routegen match` on the spec file prints each link on its lines, whatever it holds, and names the route the
  /// compiled parser names, or the error it throws.
  func checkMatchCommand(_ links: [(link: String, fields: [String])], specFile: URL) -> [Finding] {
    guard !links.isEmpty else { return [] }
    var output: [String] = []
    let tool = CommandLineTool(standardOutput: { output.append($0) }, standardError: { _ in })
    let environment = spec.environment.map { ["--environment", $0.name] } ?? []
    _ = tool.run(["match", specFile.path] + environment + links.map(\.link))
    let blocks = output.joined(separator: "\n").split(
      separator: "\n", omittingEmptySubsequences: false)
    var findings: [Finding] = []
    var index = 0
    for (link, fields) in links {
      // The link's block: its line (escaped as logs write it), then the indented lines.
      guard index < blocks.count, blocks[index] == RouteGen.LogText.link(link) else {
        findings.append(
          Finding(
            check: "routegen match", spec: spec, link: link,
            detail:
              "its output is not the link's line: \(index < blocks.count ? blocks[index] : "none")",
            kind: "a link's output is not on its lines"))
        return findings
      }
      index += 1
      var lines: [Substring] = []
      while index < blocks.count && blocks[index].hasPrefix("  ") {
        lines.append(blocks[index])
        index += 1
      }
      let expected =
        fields[0] == "ok"
        ? "  route:   \(fields[1])"
        : "  error:    \(spec.model.linkTypeName).ParseError.\(fields[1].prefix { $0 != "(" })"
      if !lines.contains(where: { $0 == expected }) {
        findings.append(
          Finding(
            check: "routegen match", spec: spec, link: link,
            detail:
              "it prints \(lines.joined(separator: " / ")); the compiled parser says \(fields.joined(separator: " "))",
            kind: "it names another route or error"))
      }
    }
    return findings
  }
}

/// A browser's reading of links (the WHATWG URL standard, by the `ada-url` package from PyPI), in one process per
/// batch.
enum Browser {
  static let script = DriverBuild.packageRoot.appendingPathComponent("scripts/whatwg-href.py")

  /// Each link as a browser writes it (`href`), or nil where a browser refuses it.
  static func hrefs(_ links: [String], in folder: URL) throws -> [String?] {
    guard !links.isEmpty else { return [] }
    let input = folder.appendingPathComponent("whatwg-input.json")
    try JSONSerialization.data(withJSONObject: links).write(to: input)
    let result = try Shell.run("python3", [script.path], input: input)
    guard result.status == 0,
      let hrefs = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [Any],
      hrefs.count == links.count
    else {
      throw Shell.Failure(
        "\(script.path) failed (is ada-url installed? pip install ada-url):\n\(result.output.prefix(2000))"
      )
    }
    return hrefs.map { $0 as? String }
  }
}
