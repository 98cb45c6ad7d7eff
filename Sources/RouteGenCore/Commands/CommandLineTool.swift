import Foundation
import RouteGenRuntime

/// The `routegen` command line, kept in the core so that tests can run it in-process. The executable only
/// forwards `CommandLine.arguments` and exits with the returned code.
public struct CommandLineTool {
  public static let version = "0.1.0"

  /// Exit codes: 0 success, 1 errors in a spec or drift, 2 wrong usage.
  public enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case usage = 2
  }

  var standardOutput: (String) -> Void
  var standardError: (String) -> Void
  /// The command that runs this tool, as hints print it so that they work as printed: the path it was started
  /// by (`.build/debug/routegen`, or `routegen` from PATH).
  var invocation = "routegen"
  /// The command that regenerates stale files, when a plugin runs this tool (its own verb, not ours).
  var regenerateCommand: String?
  /// Where `verify --cdn` fetches Apple's CDN copies: `<base><host>`. Tests serve it themselves
  /// (`ROUTEGEN_AASA_CDN_BASE`).
  var cdnBase = AASAVerification.cdnBase

  public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void)
  {
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// A tool that prints to the process's stdout and stderr, started as `invocation`; a plugin that runs it
  /// names its own command for regenerating in `ROUTEGEN_REGENERATE_COMMAND`.
  public static func processTool(invocation: String) -> CommandLineTool {
    var tool = CommandLineTool(
      standardOutput: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
      standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    tool.invocation = Self.command(
      startedAs: invocation, in: FileManager.default.currentDirectoryPath)
    tool.regenerateCommand = ProcessInfo.processInfo.environment["ROUTEGEN_REGENERATE_COMMAND"]
    if let base = ProcessInfo.processInfo.environment["ROUTEGEN_AASA_CDN_BASE"] {
      tool.cdnBase = base
    }
    return tool
  }

  /// How hints name this tool: as it was started, unless that is a path into a package's build folder
  /// (`swift run --package-path ../RouteGen routegen` starts `../RouteGen/.build/…/debug/routegen`), which is
  /// not a command to type; then as `swift run` of that package (`--package-path` unless it is `directory`).
  static func command(startedAs path: String, in directory: String) -> String {
    guard
      let build = path.range(of: "/.build/")
        ?? (path.hasPrefix(".build/") ? path.range(of: ".build/") : nil)
    else { return path }
    let package = String(path[..<build.lowerBound])
    let absolute = package.hasPrefix("/") ? package : directory + "/" + package
    let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
    if package.isEmpty || standardized == URL(fileURLWithPath: directory).standardizedFileURL.path {
      return "swift run routegen"
    }
    return "swift run --package-path \(package) routegen"
  }

  public func run(_ arguments: [String]) -> ExitCode {
    guard let command = arguments.first else {
      standardError(Self.usage)
      return .usage
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h", "help":
      standardOutput(Self.usage)
      return .success
    case "--version":
      standardOutput("routegen \(Self.version)")
      return .success
    case "generate": return runParsed(rest, help: Self.generateHelp, generate)
    case "validate": return runParsed(rest, help: Self.validateHelp, validate)
    case "match": return runParsed(rest, help: Self.matchHelp, match)
    case "breaking": return runParsed(rest, help: Self.breakingHelp, breaking)
    case "verify": return runParsed(rest, help: Self.verifyHelp, verify)
    case "init": return runParsed(rest, help: Self.initHelp, initSpec)
    case "docs": return runParsed(rest, help: Self.docsHelp, docs)
    case "swift": return runParsed(rest, help: Self.swiftHelp, swift)
    case "synthesize": return runParsed(rest, help: Self.synthesizeHelp, synthesize)
    default:
      var message = "error: unknown command '\(command)'"
      if let suggestion = Suggestion.nearest(
        to: command,
        in: [
          "init", "generate", "validate", "match", "breaking", "verify", "docs", "swift",
          "synthesize",
        ])
      {
        message += "; did you mean '\(suggestion)'?"
      }
      standardError(message + "\n\n" + Self.usage)
      return .usage
    }
  }

  private func runParsed(_ arguments: [String], help: String, _ body: (ParsedArguments) -> ExitCode)
    -> ExitCode
  {
    if arguments.contains("--help") || arguments.contains("-h") {
      standardOutput(help)
      return .success
    }
    switch ParsedArguments.parse(arguments) {
    case .success(let parsed): return body(parsed)
    case .failure(let problem):
      standardError("error: \(problem.message)\n\n\(help)")
      return .usage
    }
  }

  // MARK: - Commands

  func generate(_ arguments: ParsedArguments) -> ExitCode {
    if let failure = rejectUnknownOptions(
      arguments, allowed: ["--output", "--check", "--prune", "--embed-runtime"], Self.generateHelp)
    {
      return failure
    }
    guard !arguments.positional.isEmpty else {
      return usageError("give at least one spec file", Self.generateHelp)
    }
    guard let output = arguments.values["--output"] else {
      return usageError("--output <dir> is required", Self.generateHelp)
    }
    guard !output.isEmpty else {
      return usageError(
        "--output needs a folder (e.g. Generated), not an empty path", Self.generateHelp)
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), !isFolder.boolValue {
      standardError(
        "error: the output '\(output)' is a file; --output names the folder that holds one folder per app (e.g. Generated)"
      )
      return .failure
    }
    guard let models = loadAll(arguments.positional) else { return .failure }
    let embedsRuntime = arguments.flags.contains("--embed-runtime")

    let writer = OutputWriter(directory: URL(fileURLWithPath: output, isDirectory: true))
    var rendered: [(app: String, files: [OutputFile])] = []
    var owners: [String: String] = [:]
    for model in models {
      if let other = owners[model.name] {
        standardError(
          "\(model.specPath):1:1: error: the app name '\(model.name)' is also used by \(other); outputs would collide in \(output)/\(model.name)/; keep one spec per app (with the build-tool plugin, the one in its target) and delete the other"
        )
        return .failure
      }
      owners[model.name] = model.specPath
      rendered.append((model.name, Pipeline.render(model, embedsRuntime: embedsRuntime)))
    }
    // The runtime once for the folder, beside the apps' folders (`--embed-runtime`).
    var runtime: (file: OutputFile, status: FileStatus)?
    if embedsRuntime {
      do {
        let file = try RuntimeDropIn.file()
        runtime = (file, writer.status(of: file))
      } catch {
        standardError("error: \(error)")
        return .failure
      }
    }
    // Planned and written under the folder's lock: a run in parallel into the same folder waits its turn.
    var lock: OutputLock?
    if !arguments.flags.contains("--check") {
      do {
        lock = try writer.lock {
          standardError("routegen: waiting for another routegen run that is writing into \(output)")
        }
      } catch {
        standardError("error: cannot write to \(output): \(error.localizedDescription)")
        return .failure
      }
    }
    defer { withExtendedLifetime(lock) {} }
    var plans = rendered.map { writer.plan(app: $0.app, files: $0.files) }
    if arguments.flags.contains("--prune") {
      plans += writer.abandonedPlans(keeping: Set(owners.keys))
    }
    for plan in plans {
      for path in plan.editedLeftovers {
        standardError(
          "\(output)/\(path): warning: generated by an earlier run and no longer generated, but it no longer looks generated (edited since?); left in place (delete it by hand if it is not yours)"
        )
      }
    }
    let runtimeChanges = runtime.map { $0.status == .unchanged ? 0 : 1 } ?? 0
    let fileCount = plans.reduce(0) { $0 + $1.files.count } + (runtime == nil ? 0 : 1)
    let changes = plans.reduce(0) { $0 + $1.changes } + runtimeChanges
    if arguments.flags.contains("--check") {
      if changes == 0 {
        standardOutput("routegen: \(fileCount) file(s) in \(output) are up to date")
        return .success
      }
      for (file, status) in (runtime.map { [$0] } ?? []) + plans.flatMap(\.files)
      where status != .unchanged {
        let what = status == .created ? "missing (would be created)" : "out of date"
        standardError("\(output)/\(file.path): error: \(what)\n\(writer.difference(for: file))")
      }
      for path in plans.flatMap(\.removals) {
        standardError("\(output)/\(path): error: no longer generated (would be removed)")
      }
      let prune = arguments.flags.contains("--prune") ? " --prune" : ""
      let embed = embedsRuntime ? " --embed-runtime" : ""
      let regenerate =
        regenerateCommand
        ?? "\(invocation) generate \(arguments.positional.joined(separator: " ")) --output \(output)\(prune)\(embed)"
      standardError(
        "routegen: \(changes) file(s) are stale; run `\(regenerate)` and commit the result")
      return .failure
    }
    do {
      if let runtime {
        try writer.write([runtime.file])
        standardOutput(
          "\(runtime.status == .unchanged ? "unchanged" : "wrote    ") \(output)/\(runtime.file.path)"
        )
      }
      for plan in plans {
        try writer.apply(plan)
        for (file, status) in plan.files {
          standardOutput(
            "\(status == .unchanged ? "unchanged" : "wrote    ") \(output)/\(file.path)")
        }
        for path in plan.removals { standardOutput("removed   \(output)/\(path)") }
      }
      let written =
        plans.reduce(0) { $0 + $1.files.filter { $0.status != .unchanged }.count } + runtimeChanges
      let removed = plans.reduce(0) { $0 + $1.removals.count }
      standardOutput(
        "routegen: \(written) file(s) written, \(fileCount - written) unchanged\(removed > 0 ? ", \(removed) removed" : "")"
      )
      return .success
    } catch {
      standardError("error: cannot write to \(output): \(error.localizedDescription)")
      return .failure
    }
  }

  /// Writes only the Swift file of one spec to an exact path: what the build-tool plugin runs, because a
  /// build command must name its output before the spec is read.
  func swift(_ arguments: ParsedArguments) -> ExitCode {
    if let failure = rejectUnknownOptions(
      arguments, allowed: ["--output-file", "--warn-stale"], Self.swiftHelp)
    {
      return failure
    }
    guard arguments.positional.count == 1, let outputPath = arguments.values["--output-file"] else {
      return usageError("give one spec file and --output-file <path.swift>", Self.swiftHelp)
    }
    guard let model = loadAll(arguments.positional, notes: false)?.first else { return .failure }
    if let generated = arguments.values["--warn-stale"] { warnOfStaleOutputs(model, in: generated) }
    let output = URL(fileURLWithPath: outputPath)
    let swift = Pipeline.render(model, with: [SwiftRenderer()])[0]
    let file = OutputFile(path: output.lastPathComponent, contents: swift.contents)
    do {
      try OutputWriter(directory: output.deletingLastPathComponent()).write([file])
      return .success
    } catch {
      standardError("error: cannot write \(outputPath): \(error.localizedDescription)")
      return .failure
    }
  }

  /// `swift --warn-stale <dir>` (the build-tool plugin, when the package commits `<dir>/<App>/`): a warning for each
  /// committed output that `generate` would change, so that the developer hears of drift at build time, before CI.
  /// The spec is cited as `generate` run in `<dir>`'s parent writes it, wherever the build runs.
  func warnOfStaleOutputs(_ model: AppModel, in generated: String) {
    let folder = URL(fileURLWithPath: generated, isDirectory: true)
    guard
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("\(model.name)/\(Manifest.fileName)").path)
    else { return }
    var cited = model
    cited.citedPath = Pipeline.portablePath(
      model.specPath, from: folder.deletingLastPathComponent().path)
    let plan = OutputWriter(directory: folder).plan(
      app: model.name, files: Pipeline.render(cited, embedsRuntime: false))
    let stale = plan.files.filter { $0.status != .unchanged }.map(\.file.path) + plan.removals
    let regenerate =
      regenerateCommand
      ?? "\(invocation) generate \(cited.citedPath) --output \(folder.lastPathComponent)"
    for path in stale {
      standardError(
        "\(folder.appendingPathComponent(path).path): warning: out of date with \(model.specPath); run `\(regenerate)` and commit the result"
      )
    }
  }

  /// Prints a deterministic synthetic spec (for benchmarks).
  func synthesize(_ arguments: ParsedArguments) -> ExitCode {
    guard arguments.unknownOptions(allowed: ["--routes"]).isEmpty, arguments.positional.isEmpty,
      let count = arguments.values["--routes"].flatMap(Int.init), count >= 5
    else { return usageError("give --routes <count>, at least 5", Self.synthesizeHelp) }
    standardOutput(String(SyntheticSpec.json(routes: count).dropLast()))
    return .success
  }

  func validate(_ arguments: ParsedArguments) -> ExitCode {
    if let failure = rejectUnknownOptions(arguments, allowed: [], Self.validateHelp) {
      return failure
    }
    guard !arguments.positional.isEmpty else {
      return usageError("give at least one spec file", Self.validateHelp)
    }
    guard let models = loadAll(arguments.positional, action: nil) else { return .failure }
    for model in models {
      standardOutput(
        "\(model.specPath): \(model.routes.count) route\(model.routes.count == 1 ? "" : "s"), no errors"
      )
    }
    return .success
  }

  func match(_ arguments: ParsedArguments) -> ExitCode {
    if let failure = rejectUnknownOptions(
      arguments, allowed: ["--example", "--environment"], Self.matchHelp)
    {
      return failure
    }
    guard arguments.positional.count >= 2 else {
      return usageError("give a spec file and at least one URL", Self.matchHelp)
    }
    guard let production = loadAll([arguments.positional[0]], notes: false)?.first else {
      return .failure
    }
    guard let model = environment(arguments, of: production, Self.matchHelp) else {
      return .failure
    }
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
            "  \(parameter.name) = \(parameter.describe(match.value.values[parameter.name]))")
        }
        if route?.otherQuery == true {
          lines.append(
            "  otherQuery = ["
              + match.value.otherQueryItems.map {
                "\(RouteGen.LogText.quoted($0.name, "\"")): \(RouteGen.LogText.quoted($0.value, "\""))"
              }.joined(separator: ", ") + "]")
        }
        standardOutput(lines.joined(separator: "\n"))
      case .failure(let failure):
        allMatched = false
        var text =
          "\(RouteGen.LogText.link(url))\n  no route: \(failure)\n  error:    \(model.typeName).ParseError.\(failure.kind)"
        // A near-miss the AASA file claims reaches the app anyway: it must hand the link to Safari.
        if claims?.claims(url) == true {
          text +=
            "\n  iOS:      opens it in the app (the AASA file its host serves claims it); the app should open it in Safari"
        }
        standardOutput(text)
      }
    }
    return allMatched ? .success : .failure
  }

  /// The app as the build of `--environment` has it (production without the option); nil after saying why.
  func environment(_ arguments: ParsedArguments, of app: AppModel, _ help: String) -> AppModel? {
    guard let name = arguments.values["--environment"], name != "production" else { return app }
    if let environment = app.environments.first(where: { $0.name == name }) {
      return environment.app
    }
    let names = ["production"] + app.environments.map(\.name)
    _ = usageError(
      "the spec has no environment '\(name)'; its environments: \(names.joined(separator: ", "))",
      help)
    return nil
  }

  func breaking(_ arguments: ParsedArguments) -> ExitCode {
    if let failure = rejectUnknownOptions(
      arguments, allowed: ["--against", "--source", "--format"], Self.breakingHelp)
    {
      return failure
    }
    guard arguments.positional.count == 1, let oldPath = arguments.values["--against"] else {
      return usageError("give the new spec and --against <old spec>", Self.breakingHelp)
    }
    let format = arguments.values["--format"] ?? "text"
    guard format == "text" || format == "json" else {
      return usageError("--format must be text or json, not '\(format)'", Self.breakingHelp)
    }
    guard
      let models = loadAll(
        [arguments.positional[0], oldPath], notes: false, action: "nothing was compared")
    else { return .failure }
    var findings = BreakingCheck(old: models[1], new: models[0]).run()
    if arguments.flags.contains("--source") {
      for index in findings.indices where findings[index].kind == .source {
        findings[index].severity = .error
      }
    }
    let errors = findings.count { $0.severity == .error }
    if format == "json" {
      standardOutput(String(CompatibilityFinding.jsonReport(findings).dropLast()))
    } else {
      for finding in findings {
        (finding.severity == .note ? standardOutput : standardError)(finding.diagnostic.description)
      }
      let warnings = findings.count { $0.severity == .warning }
      let summary =
        errors == 0
        ? "every link of \(oldPath) still opens the same way"
        : "\(errors) break(s) of links of \(oldPath)"
      // Published links are production's; an environment's hosts are renames of them, for its own builds.
      let compared = models.contains { !$0.environments.isEmpty } ? " (production's links)" : ""
      standardOutput(
        "routegen: \(summary)\(compared)\(warnings > 0 ? "; \(warnings) source warning(s)" : "")")
    }
    return errors == 0 ? .success : .failure
  }

  // MARK: - Helpers

  /// Loads every spec and prints all diagnostics; nil if any spec has an error.
  func loadAll(_ paths: [String], notes: Bool = true, action: String? = "nothing was written")
    -> [AppModel]?
  {
    var models: [AppModel] = []
    var failed = false
    for path in paths {
      let loaded = Pipeline.load(path: path)
      for diagnostic in loaded.diagnostics where notes || diagnostic.severity != .note {
        standardError(diagnostic.description)
      }
      if let model = loaded.model { models.append(model) } else { failed = true }
    }
    if failed {
      let errors = paths.count == 1 ? "the spec has errors" : "a spec has errors"
      standardError("routegen: \(errors)\(action.map { "; \($0)" } ?? "")")
      return nil
    }
    return models
  }

  /// A usage error naming the first option the command does not take, or nil when there is none.
  func rejectUnknownOptions(_ arguments: ParsedArguments, allowed: Set<String>, _ help: String)
    -> ExitCode?
  {
    arguments.unknownOptions(allowed: allowed).sorted().first.map {
      usageError("unknown option \($0)", help)
    }
  }

  func usageError(_ message: String, _ help: String) -> ExitCode {
    standardError("error: \(message)\n\n\(help)")
    return .usage
  }
}

/// Options, flags and positional arguments of one subcommand.
struct ParsedArguments {
  var positional: [String] = []
  var flags: Set<String> = []
  /// Every value of each option, in order (`--domain a --domain b`).
  var lists: [String: [String]] = [:]
  /// Each option's value: the last one given.
  var values: [String: String] { lists.compactMapValues(\.last) }
  var options: [String] { Array(flags) + Array(lists.keys) }

  struct Problem: Error {
    var message: String
  }

  static let valueOptions: Set<String> = [
    "--output", "--update", "--output-file", "--warn-stale", "--routes", "--against", "--format",
    "--scheme", "--domain", "--app-id", "--folder",
    "--host", "--file", "--url", "--timeout", "--environment",
  ]

  static func parse(_ arguments: [String]) -> Result<ParsedArguments, Problem> {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || !argument.hasPrefix("--") {
        parsed.positional.append(argument)
      } else if argument == "--" {
        onlyPositional = true
      } else if let equals = argument.firstIndex(of: "="),
        valueOptions.contains(String(argument[..<equals]))
      {
        parsed.lists[String(argument[..<equals]), default: []].append(
          String(argument[argument.index(after: equals)...]))
      } else if valueOptions.contains(argument) {
        guard index < arguments.count else {
          return .failure(Problem(message: "\(argument) needs a value"))
        }
        parsed.lists[argument, default: []].append(arguments[index])
        index += 1
      } else {
        parsed.flags.insert(argument)
      }
    }
    return .success(parsed)
  }

  func unknownOptions(allowed: Set<String>) -> [String] {
    options.filter { !allowed.contains($0) }
  }
}
