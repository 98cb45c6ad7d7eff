// A stand-in for Xcode's `XcodeProjectPlugin` module, which ships only inside Xcode: it declares the API that Xcode 16
// gives plugins, and nothing more, so that `scripts/typecheck-xcode-plugins.sh` can type-check the plugins' Xcode
// entry points on Linux. A plugin that uses a member Xcode does not have fails to type-check against it; one that
// uses a member deprecated there (the `Path`-based ones) gets a warning, which the script makes an error.
//
// Where each declaration comes from:
// - The shape (types, members, `ID`s, `Kind`s): Xcode's own interface, `XcodeProjectPlugin.swiftmodule/
//   arm64-apple-macos.swiftinterface` (Xcode 14.1, published at gist.github.com/ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9),
//   and SwiftPM's `XcodeProjectRepresentation`, the model Xcode serializes to plugins (swift-package-manager,
//   Sources/SPMBuildCore/Plugins/).
// - The URL-based members (`pluginWorkDirectoryURL`, `directoryURL`, `Tool.url`) and the deprecation of the
//   `Path`-based ones, from Xcode 16 (tools version 6.0): Apple's documentation of PackagePlugin and
//   XcodeProjectPlugin (developer.apple.com/documentation/packageplugin), as the Xcode entry points of
//   swift-openapi-generator, swift-protobuf, swift-format and SwiftLint use them.
// Xcode later than 16 may add members; a plugin that keeps to these builds with Xcode 16 too.

import Foundation
import PackagePlugin

/// An Xcode build-tool plugin: `XcodeBuildToolPlugin.createBuildCommands(context:target:)` (not `async`).
public protocol XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// An Xcode command plugin, run from the project's context menu; Xcode passes the chosen targets as `--target`.
public protocol XcodeCommandPlugin {
  func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// What Xcode tells a plugin about the project it runs on.
public struct XcodePluginContext {
  public let xcodeProject: XcodeProject
  @available(*, deprecated, message: "Use pluginWorkDirectoryURL")
  public let pluginWorkDirectory: Path
  public let pluginWorkDirectoryURL: URL

  public func tool(named name: String) throws -> PluginContext.Tool {
    fatalError("stand-in: type-checking only")
  }
}

public struct XcodeProject {
  public typealias ID = String
  public let id: ID
  public let displayName: String
  @available(*, deprecated, message: "Use directoryURL")
  public let directory: Path
  public let directoryURL: URL
  public let filePaths: PathList
  public let targets: [XcodeTarget]
}

public struct XcodeTarget {
  public typealias ID = String
  public let id: ID
  public let displayName: String
  public let product: XcodeProduct?
  public let dependencies: [XcodeTargetDependency]
  /// Every file of the target's build phases, sources and resources alike.
  public let inputFiles: FileList
}

public struct XcodeProduct {
  public typealias ID = String
  public let id: ID
  public let name: String
  public let kind: Kind

  public enum Kind {
    case application
    case executable
    case framework
    case library
    case other(String)
  }
}

public enum XcodeTargetDependency {
  case target(XcodeTarget)
  case product(Product)
}
