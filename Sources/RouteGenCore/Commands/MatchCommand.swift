import Foundation
import RouteGenRuntime

extension CommandLineTool {
  /// `routegen match`: the route each link reaches with its values, or why none does.
  func match(_ arguments: ParsedArguments) -> ExitCode {
    let replays = arguments.values["--urls"]
    guard arguments.positional.count >= (replays == nil ? 2 : 1) else {
      return usageError("give a spec file and at least one URL (or --urls <file>)", Self.matchHelp)
    }
    let format = arguments.values["--format"] ?? "text"
    guard format == "text" || format == "json" else {
      return usageError("--format must be text or json, not '\(format)'", Self.matchHelp)
    }
    guard let production = loadAll([arguments.positional[0]], notes: false)?.first else {
      return .failure
    }
    guard let model = environment(arguments, of: production, Self.matchHelp) else {
      return .failure
    }
    if let replays { return replay(replays, model, json: format == "json") }
    let matcher = RouteMatcher(app: model)
    var allMatched = true
    if arguments.flags.contains("--example") {
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
