import Foundation

/// The spec `routegen init` starts an app with: a few routes of the common kinds, each explained in its
/// `$comment`, with examples on the app's own domain and scheme, so that it validates and generates as written.
enum SpecTemplate {
  /// The spec's text; `example` writes each example link (nil: the spec has no examples yet).
  static func json(
    app: String, scheme: String?, domains: [String], appID: String,
    example: ((String) -> JSONOutput)? = nil
  ) -> String {
    let web = domains.first.map { "https://\($0)" }
    let custom = scheme.map { "\($0)://" }
    func route(
      _ comment: String, _ members: [(String, JSONOutput)], web webPatterns: [String],
      scheme schemePattern: String, examples: [String]
    ) -> JSONOutput {
      var object: [(String, JSONOutput)] = [("$comment", .string(comment))] + members
      if web != nil {
        object.append(
          (
            "web",
            webPatterns.count == 1
              ? .string(webPatterns[0]) : .array(webPatterns.map { .string($0) })
          ))
      }
      if custom != nil { object.append(("scheme", .string(schemePattern))) }
      let links = examples.compactMap { example -> [String]? in
        let parts = example.split(separator: "|", maxSplits: 1).map(String.init)
        return [web.map { $0 + parts[0] }, custom.map { $0 + parts[1] }].compactMap { $0 }
      }.flatMap { $0 }
      var seen: Set<String> = []
      if let example {
        object.append(("examples", .array(links.filter { seen.insert($0).inserted }.map(example))))
      }
      return .object(object)
    }
    let routes: [JSONOutput] = [
      route(
        "A page without parameters. The web form is a path on the domains; in the custom scheme the first segment is the URL's host (\(custom ?? "app://")home).",
        [("name", .string("home")), ("summary", .string("The start page."))],
        web: ["/", "/home"], scheme: "home", examples: ["/|home", "/home|home"]),
      route(
        "A typed id: /items/abc is refused with ParseError.invalidParameter instead of opening a wrong screen. Patterns after the first are aliases: accepted, never built.",
        [
          ("name", .string("item")), ("summary", .string("One item.")),
          (
            "params",
            .object([
              (
                "id",
                .object([
                  ("type", .string("int")), ("min", .integer(1)),
                  ("doc", .string("The item's number.")),
                ])
              )
            ])
          ),
        ],
        web: ["/items/{id}", "/i/{id}"], scheme: "items/{id}",
        examples: ["/items/42|items/42", "/i/42|items/7", "/items/abc|items/abc"]),
      route(
        "Optional query values: left out of links when absent. An enum with a default is left out when it is the default.",
        [
          ("name", .string("search")), ("summary", .string("Search, optionally with a query.")),
          (
            "params",
            .object([
              (
                "q",
                .object([
                  ("type", .string("string")), ("optional", .bool(true)),
                  ("doc", .string("What to search for.")),
                ])
              ),
              (
                "sort",
                .object([
                  ("type", .string("enum")),
                  ("values", .array([.string("relevance"), .string("newest")])),
                  ("default", .string("relevance")),
                ])
              ),
            ])
          ),
        ],
        web: ["/search?q={q}&sort={sort}"], scheme: "search?q={q}&sort={sort}",
        examples: ["/search?q=shoes|search?q=shoes&sort=newest"]),
      route(
        "A route for signed-in users: requiresAuthentication is true, and the app decides what to do first.",
        [
          ("name", .string("orders")), ("summary", .string("The signed-in user's orders.")),
          ("auth", .string("required")),
        ],
        web: ["/account/orders"], scheme: "orders", examples: ["/account/orders|orders"]),
    ]
    var root: [(String, JSONOutput)] = [
      ("$schema", .string("./\(EmbeddedSchema.fileName)")),
      (
        "$comment",
        .string(
          "The deep links of \(app): one source for the parser, the link builders, the AASA file and the docs. Generate with `routegen generate <this file> --output Generated` or RouteGen's plugins; RouteGen's README explains every key."
        )
      ),
      ("app", .string(app)),
    ]
    if let scheme { root.append(("scheme", .string(scheme))) }
    if !domains.isEmpty {
      root.append(("domains", .array(domains.map { .string($0) })))
      root.append(("aasa", .object([("appIDs", .array([.string(appID)]))])))
    }
    root.append(("routes", .array(routes)))
    return JSONOutput.object(root).rendered()
  }

  /// The custom scheme an app starts with when none is given: its name in lowercase, letters and digits only.
  static func scheme(named app: String) -> String {
    let scheme = String(
      app.lowercased().filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
    return scheme.first?.isLetter == true ? scheme : "app" + scheme
  }

  /// `shop` for `shop://` or `shop:`, nil for text that is no scheme with those trimmed.
  static func bareScheme(_ written: String) -> String? {
    var text = Substring(written)
    if text.hasSuffix("://") {
      text = text.dropLast(3)
    } else if text.hasSuffix(":") {
      text = text.dropLast()
    }
    return text.isEmpty ? nil : String(text)
  }

  /// `example.com` for `https://example.com/`, nil for text without a scheme or path to trim.
  static func bareHost(_ written: String) -> String? {
    guard let components = URLComponents(string: written), let host = components.host, !host.isEmpty
    else { return nil }
    return host
  }

  /// What `--app-id` stands in for until the team sets it.
  static func standInAppID(_ app: String) -> String {
    "ABCDE12345.com.example.\(app.lowercased())"
  }
}

extension Command {
  static let initSpec = Command(
    name: "init",
    summary:
      "Start a spec: write Specs/<App>.routes.json with example routes, and the schema beside it.",
    operands: Operands(
      synopsis: "<App>", count: 1...1,
      what: "the app's name, e.g. routegen init Shop --scheme shop"),
    about: """
      Writes <dir>/<App>.routes.json (default folder: Specs), a valid spec with a few example routes of the common
      kinds (a page, a typed id with an alias, an optional query with an enum, a route that needs signing in),
      each explained in its "$comment"; and route-spec.schema.json beside it when the folder has none, so that
      editors check and complete the spec. Give a custom scheme, universal-link domains, or both; with neither,
      the custom scheme is the app's name in lowercase (routegen init Shop: shop://). Never overwrites a file.
      """,
    options: [.scheme, .domain, .appID, .folder],
    success: "written",
    failure: "the spec exists already, or the name, scheme or a domain is not valid",
    examples: [
      "routegen init Shop --scheme shop --domain shop.example --app-id ABCDE12345.com.example.shop"
    ],
    run: { tool, arguments throws(CommandStop) in try tool.initSpec(arguments) })
}

extension Option {
  fileprivate static let scheme = Option(
    name: "--scheme", value: .text(placeholder: "<scheme>"),
    help: "The custom URL scheme (e.g. shop for shop://).")
  fileprivate static let domain = Option(
    name: "--domain", value: .text(placeholder: "<domain>"), isRepeatable: true,
    help: "A universal-link domain (the first is canonical).")
  fileprivate static let appID = Option(
    name: "--app-id", value: .text(placeholder: "<TEAMID.bundle.id>"),
    help: "The app ID for the AASA file (else a stand-in to replace before shipping).")
  fileprivate static let folder = Option(
    name: "--folder", value: .text(placeholder: "<dir>"), defaultValue: "Specs",
    help: "Where to write.")
}

extension CommandLineTool {
  /// `routegen init`: a valid spec to start from, with the schema beside it.
  func initSpec(_ arguments: ParsedArguments) throws(CommandStop) -> ExitCode {
    let app = arguments.positional[0]
    let domains = arguments.values(.domain)
    // Without options the app starts with a custom scheme named after it; domains are added later.
    var scheme = arguments[.scheme]
    if scheme == nil && domains.isEmpty { scheme = SpecTemplate.scheme(named: app) }
    if let written = scheme, let bare = SpecTemplate.bareScheme(written), bare != written {
      throw .usage("give the scheme's name alone: --scheme \(bare) (for \(bare)://)")
    }
    for domain in domains {
      if let host = SpecTemplate.bareHost(domain), host != domain {
        throw .usage("give the domain's host alone: --domain \(host)")
      }
    }
    let folderPath = arguments.value(.folder)
    let folder = URL(fileURLWithPath: folderPath, isDirectory: true)
    let specURL = folder.appendingPathComponent("\(app).routes.json")
    let displayPath = folderPath + "/\(app).routes.json"
    if FileManager.default.fileExists(atPath: specURL.path) {
      standardError(
        "error: \(displayPath) already exists; routegen init never overwrites a spec (edit it, or remove it first)"
      )
      return .failure
    }
    let appID = arguments[.appID] ?? SpecTemplate.standInAppID(app)
    var text = SpecTemplate.json(app: app, scheme: scheme, domains: domains, appID: appID)
    // The template must validate as written: a bad name, scheme or domain is reported against it. Then its
    // examples are added, each with the values it parses to, or the error that refuses it.
    var loaded = Pipeline.load(bytes: Array(text.utf8), path: displayPath)
    if let model = loaded.model {
      text = SpecTemplate.json(
        app: app, scheme: scheme, domains: domains, appID: appID,
        example: ExampleValues(app: model).example)
      loaded = Pipeline.load(bytes: Array(text.utf8), path: displayPath)
    }
    guard loaded.model != nil else {
      // The file was not written: the messages stand alone, without a place in it.
      for diagnostic in loaded.diagnostics where diagnostic.severity == .error {
        standardError("error: " + diagnostic.message)
      }
      standardError(
        "routegen: the app name, scheme or a domain is not valid (see above); nothing was written")
      return .failure
    }
    let schema = folder.appendingPathComponent(EmbeddedSchema.fileName)
    var files = [OutputFile(path: specURL.lastPathComponent, contents: text)]
    if !FileManager.default.fileExists(atPath: schema.path) {
      files.append(OutputFile(path: EmbeddedSchema.fileName, contents: EmbeddedSchema.text))
    }
    do {
      try OutputWriter(directory: folder).write(files)
    } catch {
      standardError("error: cannot write to \(folder.path): \(error.localizedDescription)")
      return .failure
    }
    for file in files { standardOutput("wrote     \(folder.relativePath)/\(file.path)") }
    if files.count == 2 && folder.pathComponents.contains("Sources") {
      standardOutput(
        "note: in a SwiftPM target, add exclude: [\"\(EmbeddedSchema.fileName)\"] to the target (SwiftPM warns about files it does not handle), and at least one Swift file"
      )
    }
    if !arguments.isSet(.appID) && !domains.isEmpty {
      standardOutput(
        "note: aasa.appIDs holds a stand-in, \(appID); put your Team ID and bundle ID there before you ship the AASA file"
      )
    }
    if domains.isEmpty {
      standardOutput(
        "note: links reach the app by its custom scheme, \(scheme ?? app.lowercased())://; for universal links add \"domains\": [\"example.com\"] and \"aasa\": {\"appIDs\": [\"TEAMID.bundle.id\"]} to the spec (or start it with --domain)"
      )
    }
    standardOutput(
      "next: edit the routes, then run `\(invocation) generate \(displayPath) --output Generated` (or add the build-tool plugin)"
    )
    return .success
  }
}
