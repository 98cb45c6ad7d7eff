import Foundation
import RouteGenRuntime

extension Command {
  static let match = Command(
    name: "match",
    summary: "Show which route a URL reaches, with its typed values, or exactly why none does.",
    operands: Operands(
      synopsis: "<spec> <url>...", count: 1...Int.max,
      what: "a spec file and at least one URL (or --urls <file>)"),
    about: """
      Prints the route each URL reaches and its typed parameter values, or exactly why no route accepts it
      (scheme, host, path, missing or invalid parameter), with the generated ParseError case. Texts from the
      URL are quoted and escaped, as error messages write them.
      """,
    options: [.example, .environment, .urls, .format],
    success:
      "every URL reaches a route (or --urls: no link is read otherwise than the old router did)",
    failure: "a URL no route accepts, a disagreement with the old router, or a spec with errors",
    examples: [
      "routegen match Specs/NovaSocial.routes.json 'https://nova.social/u/123'",
      "routegen match Specs/NovaSocial.routes.json --urls links.tsv",
    ],
    run: { tool, arguments throws(CommandStop) in try tool.match(arguments) })
}

extension Option {
  fileprivate static let example = Option(
    name: "--example",
    help:
      "Print each URL as an example of the spec instead, with the values it parses to (or the error it is refused with), to paste into the route's \"examples\"."
  )
  fileprivate static let urls = Option(
    name: "--urls", value: .text(placeholder: "<file>"),
    help:
      "Replay a file of links, one a line (- for standard input): links per route, refused links by reason and the most refused paths. A second tab-separated column is what the app's old router answered: a route name, \"reject\", or a route name and tab-separated key=value items; each link read otherwise is listed with why, and the exit code is 1."
  )
  fileprivate static let format = Option.format(
    help: "With --urls: the report as JSON, for scripts.")
}

extension CommandLineTool {
  /// `routegen match`: the route each link reaches with its values, or why none does.
  func match(_ arguments: ParsedArguments) throws(CommandStop) -> ExitCode {
    let replays = arguments[.urls]
    if replays == nil && arguments.positional.count < 2 {
      throw .usage("give a spec file and at least one URL (or --urls <file>)")
    }
    guard let model = try loadApp(arguments)?.app else { return .failure }
    if let replays { return replay(replays, model, json: arguments.format == .json) }
    let matcher = RouteMatcher(app: model)
    var allMatched = true
    if arguments.isSet(.example) {
      // Each link as an example of the spec, with the values it parses to (or the error it is refused with).
      let examples = ExampleValues(app: model)
      standardOutput(arguments.positional.dropFirst().map(examples.line).joined(separator: "\n"))
      return .success
    }
    let claims = model.aasa.appIDs.first.map { BreakingCheck.AASAClaims(model, appID: $0) }
    for url in arguments.positional.dropFirst() {
      switch matcher.match(url) {
      case .success(let match):
        let route = model.route(named: match.value.name)
        var lines = [
          RouteGen.LogText.link(url), "  route:   \(match.value.name)",
          "  form:    \(match.form == .web ? "universal link" : "custom scheme") (pattern '\(match.pattern)')",
        ]
        for parameter in route?.parameters ?? [] {
          lines.append(
            "  \(parameter.name) = "
              + model.describe(
                match.value.values[parameter.name], of: parameter,
                valuesUpTo: RouteGen.LogText.valueLength))
        }
        if route?.otherQuery == true {
          lines.append(
            "  otherQuery = ["
              + match.value.otherQueryItems.map {
                "\(RouteGen.LogText.quoted($0.name, "\"")): \(RouteGen.LogText.quoted($0.value, "\""))"
              }.joined(separator: ", ") + "]")
        }
        // The screens it opens under its own, when the spec names parents.
        let stack = model.stack(of: match.value)
        if stack.count > 1 {
          lines.append(
            "  stack:   "
              + stack.map { model.routeDescription($0, valuesUpTo: RouteGen.LogText.valueLength) }
              .joined(separator: " > "))
        }
        standardOutput(lines.joined(separator: "\n"))
      case .failure(let failure):
        allMatched = false
        var text =
          "\(RouteGen.LogText.link(url))\n  no route: \(failure)\n  error:    \(model.linkTypeName).ParseError.\(failure.kind)"
        // A near-miss the AASA file claims reaches the app anyway: it must hand the link to Safari.
        if case .excludedPath = failure {
          text +=
            "\n  iOS:      does not open it in the app (the AASA file its host serves excludes the path)"
        } else if claims?.claims(url) == true {
          text +=
            "\n  iOS:      opens it in the app (the AASA file its host serves claims it); the app should open it in Safari"
        }
        standardOutput(text)
      }
    }
    return allMatched ? .success : .failure
  }

  /// `--urls <file>` (`-`: standard input): every link of the file, a summary, and each disagreement with the old
  /// router where the file says what it answered; exit 1 on any disagreement.
  private func replay(_ path: String, _ model: AppModel, json: Bool) -> ExitCode {
    let data =
      path == "-"
      ? FileHandle.standardInput.readDataToEndOfFile()
      : FileManager.default.contents(atPath: path)
    guard let data else {
      standardError(
        "error: --urls \(path): cannot read the file; give a file of links, one a line (- for stdin)"
      )
      return .failure
    }
    let report = LinkReplay(app: model).run(String(decoding: data, as: UTF8.self))
    standardOutput(json ? String(report.json.rendered().dropLast()) : report.text())
    return report.disagreements.isEmpty ? .success : .failure
  }
}
