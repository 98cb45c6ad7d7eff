import Foundation
import PackagePlugin

/// Build-tool plugin: every `*.routes.json` in a target becomes `<name>.routes.swift`, compiled into it (with
/// the `*.routes-part.json` files it includes, which may be in other folders, such as a feature module's).
///
/// One build command per spec with exact inputs and outputs, so a build with nothing changed runs nothing and
/// editing one spec regenerates only its file. Spec errors fail the build with `file:line:column: error:` lines.
@main
struct RouteGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let specs = target.sourceFiles(withSuffix: RouteGenPluginSupport.specSuffix).map(\.url).sorted {
      $0.path < $1.path
    }
    if !specs.isEmpty && target.sourceFiles(withSuffix: ".swift").isEmpty {
      Diagnostics.warning(
        "target '\(target.name)' has a route spec but no Swift file; SwiftPM skips a target without one (\"Source files for target … should be located under …\", then \"no such module\"): add a Swift file to it, e.g. \(target.name)/\(target.name).swift"
      )
    }
    // The generated code imports the runtime: say what to add rather than leave the build at "no such module".
    if !specs.isEmpty
      && !target.recursiveTargetDependencies.contains(where: { $0.name == "RouteGenRuntime" })
    {
      Diagnostics.error(
        "target '\(target.name)' applies RouteGenPlugin, whose generated code imports RouteGenRuntime: add .product(name: \"RouteGenRuntime\", package: \"RouteGen\") to the target's dependencies"
      )
    }
    guard !specs.isEmpty else {
      throw RouteGenPluginSupport.Failure(
        description:
          "RouteGenPlugin is applied to target '\(target.name)', which has no *.routes.json spec; add one (e.g. \(target.name)/App.routes.json) or remove the plugin from the target"
      )
    }
    return try commands(
      for: specs, targetName: target.name, tool: context.tool(named: "routegen").url,
      workDirectory: context.pluginWorkDirectoryURL,
      root: context.package.directoryURL,
      regenerate: "swift package --allow-writing-to-package-directory generate-routes")
  }

  /// One build command per spec (never none: each entry point first says, in its own terms, that a target has none).
  /// Where `root` has a committed `Generated/` folder, each also warns of its files that the spec has outdated
  /// (`routegen swift --warn-stale`), naming `regenerate`, and reruns when they change.
  func commands(
    for specs: [URL], targetName: String, tool: URL, workDirectory: URL, root: URL,
    regenerate: String
  ) throws -> [Command] {
    let generated = root.appendingPathComponent("Generated")
    let committed = RouteGenPluginSupport.files(under: generated)
    var seen: [String: URL] = [:]
    return try specs.map { spec in
      let name = RouteGenPluginSupport.swiftFileName(for: spec)
      if let other = seen[name] {
        throw RouteGenPluginSupport.Failure(
          description:
            "\(spec.path) and \(other.path) would both generate \(name) in target '\(targetName)'; rename one of them"
        )
      }
      seen[name] = spec
      let output = workDirectory.appendingPathComponent(name)
      return .buildCommand(
        displayName: "RouteGen: generating \(name) from \(spec.lastPathComponent)",
        executable: tool,
        arguments: ["swift", spec.path, "--output-file", output.path]
          + (committed.isEmpty ? [] : ["--warn-stale", generated.path]),
        environment: ["ROUTEGEN_REGENERATE_COMMAND": regenerate],
        inputFiles: [spec] + RouteGenPluginSupport.parts(of: spec) + committed,
        outputFiles: [
          output,
          workDirectory.appendingPathComponent(
            RouteGenPluginSupport.compiledTableFileName(for: spec)),
        ])
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // In Xcode, the target's files are its build phases' files (a JSON file added to a target lands in Copy Bundle
  // Resources; either phase will do), and messages speak of what a developer sees in Xcode.
  extension RouteGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let name = target.displayName
      let specs = target.inputFiles.map(\.url).filter {
        $0.lastPathComponent.hasSuffix(RouteGenPluginSupport.specSuffix)
      }.sorted { $0.path < $1.path }
      guard !specs.isEmpty else {
        throw RouteGenPluginSupport.Failure(
          description:
            "RouteGenPlugin found no *.routes.json among target '\(name)''s files: select the spec in the Project navigator and tick '\(name)' under Target Membership in the File inspector, or remove RouteGenPlugin from the target's Build Phases (Run Build Tool Plug-ins)"
        )
      }
      let linksRuntime = target.dependencies.contains { dependency in
        if case .product(let product) = dependency { return product.name == "RouteGenRuntime" }
        return false
      }
      // A warning, not an error: whether Xcode lists a package product among a target's dependencies is for a
      // Mac to confirm (AdoptingInXcode.md); the compiler's "no such module" follows when it is really missing.
      if !linksRuntime {
        Diagnostics.warning(
          "target '\(name)' runs RouteGenPlugin, whose generated code imports RouteGenRuntime: if the build then fails with \"no such module 'RouteGenRuntime'\", add RouteGenRuntime under the target's General tab, Frameworks, Libraries, and Embedded Content"
        )
      }
      return try commands(
        for: specs, targetName: name, tool: context.tool(named: "routegen").url,
        workDirectory: context.pluginWorkDirectoryURL,
        root: context.xcodeProject.directoryURL,
        regenerate: "generate-routes from the project's context menu in the Project navigator")
    }
  }
#endif
