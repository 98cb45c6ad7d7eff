/// One file a renderer produced, relative to the output directory (`NovaSocial/NovaSocialRoute.swift`).
public struct OutputFile: Sendable, Hashable {
  public var path: String
  public var contents: String

  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}

/// Produces some output files from an app model. Each kind of output (Swift, AASA, Markdown…) is one renderer.
public protocol Renderer: Sendable {
  /// Files relative to the app's output folder.
  func render(_ model: AppModel) -> [OutputFile]

  /// What it reports of a model before any file is written: an error for output it could not write as it must
  /// (an AASA file over Apple's size limit), which `Pipeline.load` then refuses like a spec error.
  func diagnostics(_ model: AppModel) -> [Diagnostic]

  /// Whether each environment gets its own copy of these files (`staging/…`): what differs between builds.
  var rendersPerEnvironment: Bool { get }
}

extension Renderer {
  public func diagnostics(_ model: AppModel) -> [Diagnostic] { [] }
  public var rendersPerEnvironment: Bool { false }
}

public enum Renderers {
  /// The renderers `routegen generate` runs, in a fixed order; the Swift file imports the runtime or
  /// (`embedsRuntime`) is compiled beside it.
  public static func all(embedsRuntime: Bool) -> [any Renderer] {
    [
      SwiftRenderer(embedsRuntime: embedsRuntime), AASARenderer(), AssetLinksRenderer(),
      ManifestRenderer(), MarkdownRenderer(), PlistRenderer(),
    ]
  }
}
