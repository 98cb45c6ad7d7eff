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
  /// Where `verify --android --api` asks Google's Digital Asset Links API (`ROUTEGEN_ASSETLINKS_API_BASE` in tests).
  var assetLinksAPIBase = AssetLinksVerification.apiBase

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
    if let base = ProcessInfo.processInfo.environment["ROUTEGEN_ASSETLINKS_API_BASE"] {
      tool.assetLinksAPIBase = base
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
    switch command {
    case "--help", "-h", "help":
      standardOutput(Self.usage)
      return .success
    case "--version":
      standardOutput("routegen \(Self.version)")
      return .success
    default: break
    }
    guard let subcommand = Self.commands.first(where: { $0.name == command }) else {
      var message = "error: unknown command '\(command)'"
      if let suggestion = Suggestion.nearest(to: command, in: Self.commands.map(\.name)) {
        message += "; did you mean '\(suggestion)'?"
      }
      standardError(message + "\n\n" + Self.usage)
      return .usage
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      standardOutput(subcommand.help)
      return .success
    }
    let parsed: ParsedArguments
    switch ParsedArguments.parse(rest, valueOptions: subcommand.valueOptions) {
    case .success(let arguments): parsed = arguments
    case .failure(let problem):
      standardError("error: \(problem.message)\n\n\(subcommand.help)")
      return .usage
    }
    if let unknown = parsed.unknownOptions(allowed: subcommand.valueOptions.union(subcommand.flags))
      .sorted().first
    {
      return usageError("unknown option \(unknown)", subcommand.help)
    }
    return subcommand.run(self, parsed)
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

  // MARK: - Helpers

  /// Loads every spec and prints all diagnostics; nil if any spec has an error.
  func loadAll(
    _ paths: [String], notes: Bool = true, action: String? = "nothing was written",
    load: (String) -> Pipeline.Loaded = { Pipeline.load(path: $0) }
  ) -> [AppModel]? {
    var models: [AppModel] = []
    var failed = false
    for path in paths {
      let loaded = load(path)
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

  func usageError(_ message: String, _ help: String) -> ExitCode {
    standardError("error: \(message)\n\n\(help)")
    return .usage
  }
}
