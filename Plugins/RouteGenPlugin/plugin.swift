import Foundation
import PackagePlugin

/// Build-tool plugin: every `*.routes.json` in a target becomes `<name>.routes.swift`, compiled into it.
///
/// One build command per spec with exact inputs and outputs, so a build with nothing changed runs nothing and
/// editing one spec regenerates only its file. Spec errors fail the build with `file:line:column: error:` lines.
@main
struct RouteGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles(withSuffix: RouteGenPluginSupport.specSuffix).map(\.url).sorted { $0.path < $1.path }
        if !specs.isEmpty && target.sourceFiles(withSuffix: ".swift").isEmpty {
            Diagnostics.warning("target '\(target.name)' has a route spec but no Swift file; SwiftPM skips a target without one (\"Source files for target … should be located under …\", then \"no such module\"): add a Swift file to it, e.g. \(target.name)/\(target.name).swift")
        }
        // The generated code imports the runtime: say what to add rather than leave the build at "no such module".
        if !specs.isEmpty && !target.recursiveTargetDependencies.contains(where: { $0.name == "RouteGenRuntime" }) {
            Diagnostics.error("target '\(target.name)' applies RouteGenPlugin, whose generated code imports RouteGenRuntime: add .product(name: \"RouteGenRuntime\", package: \"RouteGen\") to the target's dependencies")
        }
        return try commands(for: specs, targetName: target.name, tool: context.tool(named: "routegen").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    func commands(for specs: [URL], targetName: String, tool: URL, workDirectory: URL) throws -> [Command] {
        guard !specs.isEmpty else {
            throw RouteGenPluginSupport.Failure(description: "RouteGenPlugin is applied to target '\(targetName)', which has no *.routes.json spec; add one (e.g. \(targetName)/App.routes.json) or remove the plugin from the target")
        }
        var seen: [String: URL] = [:]
        return try specs.map { spec in
            let name = RouteGenPluginSupport.swiftFileName(for: spec)
            if let other = seen[name] {
                throw RouteGenPluginSupport.Failure(description: "\(spec.path) and \(other.path) would both generate \(name) in target '\(targetName)'; rename one of them")
            }
            seen[name] = spec
            let output = workDirectory.appendingPathComponent(name)
            return .buildCommand(
                displayName: "RouteGen: generating \(name) from \(spec.lastPathComponent)",
                executable: tool,
                arguments: ["swift", spec.path, "--output-file", output.path],
                inputFiles: [spec],
                outputFiles: [output])
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RouteGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(RouteGenPluginSupport.specSuffix) }.sorted { $0.path < $1.path }
        return try commands(for: specs, targetName: target.displayName, tool: context.tool(named: "routegen").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
