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

extension CommandLineTool {
  func initSpec(_ arguments: ParsedArguments) -> ExitCode {
    guard arguments.positional.count == 1, let app = arguments.positional.first else {
      return usageError("give the app's name, e.g. routegen init Shop --scheme shop", Self.initHelp)
    }
    let domains = arguments.lists["--domain"] ?? []
    // Without options the app starts with a custom scheme named after it; domains are added later.
    var scheme = arguments.values["--scheme"]
    if scheme == nil && domains.isEmpty { scheme = SpecTemplate.scheme(named: app) }
    if let written = scheme, let bare = SpecTemplate.bareScheme(written), bare != written {
      return usageError(
        "give the scheme's name alone: --scheme \(bare) (for \(bare)://)", Self.initHelp)
    }
    for domain in domains {
      if let host = SpecTemplate.bareHost(domain), host != domain {
        return usageError("give the domain's host alone: --domain \(host)", Self.initHelp)
      }
    }
    let folder = URL(fileURLWithPath: arguments.values["--folder"] ?? "Specs", isDirectory: true)
    let specURL = folder.appendingPathComponent("\(app).routes.json")
    let displayPath = (arguments.values["--folder"] ?? "Specs") + "/\(app).routes.json"
    if FileManager.default.fileExists(atPath: specURL.path) {
      standardError(
        "error: \(displayPath) already exists; routegen init never overwrites a spec (edit it, or remove it first)"
      )
      return .failure
    }
    let appID = arguments.values["--app-id"] ?? SpecTemplate.standInAppID(app)
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
    if arguments.values["--app-id"] == nil && !domains.isEmpty {
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
