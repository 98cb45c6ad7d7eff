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
    guard let first = arguments.first else {
      standardError(Self.usage)
      return .usage
    }
    switch first {
    case "--help", "-h":
      standardOutput(Self.usage)
      return .success
    case "help":
      // `routegen help <command>` is `routegen <command> --help`.
      guard let name = arguments.dropFirst().first else {
        standardOutput(Self.usage)
        return .success
      }
      return run([name, "--help"])
    case "--version":
      standardOutput("routegen \(Self.version)")
      return .success
    default: break
    }
    guard let command = Self.commands.first(where: { $0.name == first }) else {
      var message = "error: unknown command '\(first)'"
      if let suggestion = Suggestion.nearest(to: first, in: Self.commands.map(\.name)) {
        message += "; did you mean '\(suggestion)'?"
      }
      standardError(message + "\n\n" + Self.usage)
      return .usage
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      standardOutput(command.help)
      return .success
    }
    do throws(CommandStop) {
      return try command.run(self, ParsedArguments(rest, for: command))
    } catch {
      switch error {
      case .usage(let message): standardError("error: \(message)\n\n\(command.help)")
      }
      return .usage
    }
  }

  /// The one spec of a command, as production and as the build of `--environment` reads it (production without
  /// the option); nil after its errors were printed. An environment the spec does not have is wrong usage.
  func loadApp(_ arguments: ParsedArguments, action: String? = "nothing was written")
    throws(CommandStop) -> (production: AppModel, app: AppModel)?
  {
    guard let production = loadAll([arguments.positional[0]], notes: false, action: action)?.first
    else { return nil }
    guard let name = arguments[.environment], name != "production" else {
      return (production, production)
    }
    guard let environment = production.environments.first(where: { $0.name == name }) else {
      let names = ["production"] + production.environments.map(\.name)
      throw .usage(
        "the spec has no environment '\(name)'; its environments: \(names.joined(separator: ", "))")
    }
    return (production, environment.app)
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
}
