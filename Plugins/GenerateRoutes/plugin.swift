import Foundation
import PackagePlugin

/// Command plugin `generate-routes`: regenerates every output of the package's specs into `Generated/<App>/` by
/// running `routegen generate`. The specs are `Specs/*.routes.json` and those in the targets, where the build-tool
/// plugin compiles them: one spec serves both plugins.
///
///     swift package --allow-writing-to-package-directory generate-routes [--check] [--embed-runtime]
///         [--target T]… [--skip-target T]…
@main
struct GenerateRoutes: CommandPlugin {
  static let usage = """
    USAGE: swift package --allow-writing-to-package-directory generate-routes [--check] [--embed-runtime]
           [--target <name>]… [--skip-target <name>]…

    Regenerates Generated/<App>/ (the Swift for review, the AASA files, ROUTES.md and the Info.plist and
    entitlements fragments) by running `routegen generate` over the package's specs: every
    Specs/*.routes.json, and every *.routes.json in the package's targets (test targets aside), which is where
    the build-tool plugin compiles them. Two specs of one app are refused. Outputs of specs that are gone are
    removed.

    OPTIONS:
      --check               Write nothing; fail and list every file that would change (the drift check for CI).
      --embed-runtime       Also write the runtime as Generated/RouteGenRuntime.swift, for targets that compile
                            the generated files without depending on the RouteGenRuntime library.
      --target <name>       Only the specs of this target (repeat for more), besides Specs/; a test target too.
                            Outputs of other apps are kept.
      --skip-target <name>  Not the specs of this target (repeat for more): fixtures, benchmarks.
      --help                Show this help.
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }.map {
      TargetFiles(name: $0.name, isTest: $0.kind == .test, files: $0.sourceFiles.map(\.url))
    }
    try run(
      arguments, root: context.package.directoryURL, targets: targets,
      tool: context.tool(named: "routegen").url)
  }

  /// Shared by SwiftPM packages and Xcode projects: picks the specs and runs routegen over them.
  func run(
    _ arguments: [String], root: URL, targets: [TargetFiles], tool: URL, inXcode: Bool = false
  ) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(Self.usage)
      return
    }
    var extractor = ArgumentExtractor(arguments)
    let named = extractor.extractOption(named: "target")
    let skipped = extractor.extractOption(named: "skip-target")
    let check = extractor.extractFlag(named: "check") > 0
    let embed = extractor.extractFlag(named: "embed-runtime") > 0
    // SwiftPM hands its own flags after the verb to the plugin too; they are not ours to reject.
    let unknown = extractor.remainingArguments.filter {
      !$0.hasPrefix("--allow-") && !$0.hasPrefix("--disable-")
    }
    guard unknown.isEmpty else {
      throw RouteGenPluginSupport.Failure(
        description:
          "generate-routes: unknown arguments \(unknown.joined(separator: " ")); use [--check] [--embed-runtime] [--target <name>]… [--skip-target <name>]…"
      )
    }
    let known = Set(targets.map(\.name))
    if let missing = (named + skipped).first(where: { !known.contains($0) }) {
      throw RouteGenPluginSupport.Failure(
        description:
          "generate-routes: no target named '\(missing)'; the targets are \(targets.map(\.name).sorted().joined(separator: ", "))"
      )
    }
    let chosen =
      named.isEmpty
      ? targets.filter { !$0.isTest && !skipped.contains($0.name) }
      : targets.filter { named.contains($0.name) }
    var specs = RouteGenPluginSupport.specs(in: root.appendingPathComponent("Specs"))
    for target in chosen.sorted(by: { $0.name < $1.name }) {
      specs += target.files.filter {
        $0.lastPathComponent.hasSuffix(RouteGenPluginSupport.specSuffix)
      }.sorted { $0.path < $1.path }
    }
    guard !specs.isEmpty else {
      throw RouteGenPluginSupport.Failure(
        description: inXcode
          ? "generate-routes: no *.routes.json among the chosen targets' files, nor in Specs/ beside the project: add the spec to the app target (File inspector, Target Membership) and choose that target"
          : "generate-routes: no specs found; put <App>.routes.json in the target that applies RouteGenPlugin (or, without that plugin, in Specs/)"
      )
    }
    // Relative paths, so generated files cite `Specs/X.routes.json` rather than this machine's folders.
    let relative = specs.map {
      $0.path.hasPrefix(root.path + "/") ? String($0.path.dropFirst(root.path.count + 1)) : $0.path
    }
    // Every spec of the package is here unless targets are named: only then can a missing app's outputs go.
    let prune = named.isEmpty ? ["--prune"] : []
    let routegen =
      ["generate"] + (check ? ["--check"] : []) + (embed ? ["--embed-runtime"] : []) + prune
      + relative
      + ["--output", "Generated"]
    // routegen's hint for stale files names this command, as it was run, which is how this package regenerates.
    var regenerate =
      (["swift package --allow-writing-to-package-directory generate-routes"]
      + (embed ? ["--embed-runtime"] : [])
      + named.map { "--target \($0)" } + skipped.map { "--skip-target \($0)" }).joined(
        separator: " ")
    if inXcode {
      regenerate = "generate-routes from the project's context menu in the Project navigator"
    }
    let (status, output) = try RouteGenPluginSupport.run(
      tool, routegen, in: root, environment: ["ROUTEGEN_REGENERATE_COMMAND": regenerate])
    // routegen exits 1 for stale files as for spec errors: its last line says which.
    if status != 0 && check && output.contains(" are stale; run `") {
      throw RouteGenPluginSupport.Failure(
        description:
          "generate-routes --check: Generated/ is stale (the files above); run \(regenerate) and commit the result"
      )
    }
    if status != 0 {
      throw RouteGenPluginSupport.Failure(
        description:
          "generate-routes\(check ? " --check" : ""): routegen stopped with the errors it printed; nothing was written"
      )
    }
  }
}

/// A target, as far as finding specs goes: its files (a SwiftPM target's sources, an Xcode target's inputs).
struct TargetFiles {
  var name: String
  var isTest: Bool
  var files: [URL]
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // In Xcode, the project's context menu runs the plugin with `--target` for each target chosen in its dialog.
  extension GenerateRoutes: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let targets = context.xcodeProject.targets.map {
        TargetFiles(name: $0.displayName, isTest: false, files: $0.inputFiles.map(\.url))
      }
      try run(
        arguments, root: context.xcodeProject.directoryURL, targets: targets,
        tool: context.tool(named: "routegen").url, inXcode: true)
    }
  }
#endif
