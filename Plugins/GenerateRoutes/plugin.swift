import Foundation
import PackagePlugin

/// Command plugin `generate-routes`: regenerates every output of the package's `Specs/*.routes.json` (and of the
/// specs in targets named with `--target`) into `Generated/<App>/`, by running `routegen generate`.
///
///     swift package --allow-writing-to-package-directory generate-routes [--check] [--embed-runtime] [--target T]…
@main
struct GenerateRoutes: CommandPlugin {
    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory generate-routes [--check] [--embed-runtime]
               [--target <name>]…

        Regenerates Generated/<App>/ from every Specs/*.routes.json of the package (and the specs of the targets
        named with --target) by running `routegen generate`; outputs of specs that are gone are removed.

        OPTIONS:
          --check          Write nothing; fail and list every file that would change (the drift check for CI).
          --embed-runtime  Also write the runtime as Generated/RouteGenRuntime.swift, for targets that compile the
                           generated files without depending on the RouteGenRuntime library.
          --target <name>  Also the *.routes.json specs of this target (repeat for more).
          --help           Show this help.
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Self.usage)
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let embed = extractor.extractFlag(named: "embed-runtime") > 0
        // SwiftPM hands its own flags after the verb to the plugin too; they are not ours to reject.
        let unknown = extractor.remainingArguments.filter { !$0.hasPrefix("--allow-") && !$0.hasPrefix("--disable-") }
        guard unknown.isEmpty else {
            throw RouteGenPluginSupport.Failure(description: "generate-routes: unknown arguments \(unknown.joined(separator: " ")); use [--check] [--embed-runtime] [--target <name>]…")
        }
        let package = context.package.directoryURL
        var specs = RouteGenPluginSupport.specs(in: package.appendingPathComponent("Specs"))
        for target in try context.package.targets(named: targetNames) {
            guard let target = target as? SourceModuleTarget else { continue }
            specs += target.sourceFiles(withSuffix: RouteGenPluginSupport.specSuffix).map(\.url).sorted { $0.path < $1.path }
        }
        guard !specs.isEmpty else {
            throw RouteGenPluginSupport.Failure(description: "generate-routes: no specs found; add Specs/<App>.routes.json to the package, or name a target that has specs with --target")
        }
        // Relative paths, so generated files cite `Specs/X.routes.json` rather than this machine's folders.
        let relative = specs.map { $0.path.hasPrefix(package.path + "/") ? String($0.path.dropFirst(package.path.count + 1)) : $0.path }
        // Every spec of the package is here unless targets are named: only then can a missing app's outputs go.
        let prune = targetNames.isEmpty ? ["--prune"] : []
        let arguments = ["generate"] + (check ? ["--check"] : []) + (embed ? ["--embed-runtime"] : []) + prune + relative
            + ["--output", "Generated"]
        // routegen's hint for stale files names this command, which is how this package regenerates them.
        let regenerate = (["swift package --allow-writing-to-package-directory generate-routes"] + (embed ? ["--embed-runtime"] : [])
            + targetNames.map { "--target \($0)" }).joined(separator: " ")
        let status = try RouteGenPluginSupport.run(
            try context.tool(named: "routegen").url, arguments, in: package, environment: ["ROUTEGEN_REGENERATE_COMMAND": regenerate])
        if status != 0 {
            throw RouteGenPluginSupport.Failure(description: check ? "generate-routes --check: Generated/ is stale (see above)" : "generate-routes: routegen failed (see the errors above); nothing was written")
        }
    }
}
