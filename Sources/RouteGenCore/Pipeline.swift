import Foundation

/// The whole pipeline for one spec file: read → decode → validate → model → renderers.
public enum Pipeline {
  /// The result of loading one spec: its diagnostics, and the model when it has no errors.
  public struct Loaded: Sendable {
    public var path: String
    public var diagnostics: [Diagnostic]
    public var model: AppModel?
  }

  /// Reads and validates the spec at `path` (a path as the user wrote it; diagnostics repeat it).
  public static func load(path: String, withEnvironments: Bool = true) -> Loaded {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      let diagnostic = Diagnostic(
        .error, file: path, at: .start,
        "this is a folder, not a spec file; give the spec itself (e.g. \(path.hasSuffix("/") ? path : path + "/")App.routes.json)"
      )
      return Loaded(path: path, diagnostics: [diagnostic], model: nil)
    }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > SpecDocument.maximumSize
    {
      return Loaded(path: path, diagnostics: [tooLarge(size, path: path)], model: nil)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      let diagnostic = Diagnostic(
        .error, file: path, at: .start, "cannot read the spec file (does it exist?)")
      return Loaded(path: path, diagnostics: [diagnostic], model: nil)
    }
    var loaded = load(bytes: Array(data), path: path, withEnvironments: withEnvironments)
    loaded.model?.citedPath = portablePath(path)
    for index in loaded.model?.environments.indices ?? 0..<0 {
      loaded.model?.environments[index].app.citedPath = portablePath(path)
    }
    return loaded
  }

  /// A spec's path as generated files cite it: relative to the current folder (`../shop/Shop.routes.json` when
  /// outside it), never absolute, so that the same spec generated in another checkout gives the same bytes.
  static func portablePath(
    _ path: String, from directory: String = FileManager.default.currentDirectoryPath
  ) -> String {
    if !path.hasPrefix("/")
      && !path.split(separator: "/").contains(where: { $0 == "." || $0 == ".." })
    {
      return path
    }
    func components(_ path: String) -> [Substring] {
      URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/")
    }
    let target = components(path.hasPrefix("/") ? path : directory + "/" + path)
    let base = components(directory)
    let common = zip(target, base).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: base.count - common) + target[common...].map(String.init))
      .joined(separator: "/")
  }

  /// Reads and validates the spec `bytes`, named `path`; `read` reads the parts it includes (`SpecParts`), by
  /// their paths from the current folder. Without `withEnvironments`, the spec's environments are left out
  /// (production alone, as `routegen breaking` reads an old spec whose environments a newer rule refuses).
  public static func load(
    bytes: [UInt8], path: String,
    read: (String) -> [UInt8]? = { FileManager.default.contents(atPath: $0).map(Array.init) },
    withEnvironments: Bool = true
  ) -> Loaded {
    if bytes.count > SpecDocument.maximumSize {
      return Loaded(path: path, diagnostics: [tooLarge(bytes.count, path: path)], model: nil)
    }
    var (document, log) = SpecDecoder.decode(bytes: bytes, file: path)
    guard var document else { return Loaded(path: path, diagnostics: log.sorted, model: nil) }
    SpecParts.merge(into: &document, log: &log, read: read)
    if !withEnvironments { document.environments = [] }
    var validator = SpecValidator(document: document)
    guard let model = validator.validate(into: &log) else {
      return Loaded(path: path, diagnostics: log.sorted, model: nil)
    }
    // What a renderer could not write is refused here, so that `validate` and the build-tool plugin say so too.
    let rendering = Renderers.all(embedsRuntime: false).flatMap { $0.diagnostics(model) }
    let refused = rendering.contains { $0.severity == .error }
    return Loaded(
      path: path, diagnostics: log.sorted + rendering, model: refused ? nil : model)
  }

  private static func tooLarge(_ size: Int, path: String) -> Diagnostic {
    Diagnostic(
      .error, file: path, at: .start,
      "the spec is \(size) bytes; routegen reads specs of at most \(SpecDocument.maximumSize) bytes (\(SpecDocument.maximumSize >> 20) MiB). Is this the right file?"
    )
  }

  /// Every output file of one app, relative to the output directory. (A model comes from `load`, which refuses
  /// a spec whose output could not be written, such as an AASA file over Apple's size limit.)
  /// `embedsRuntime`: the Swift file finds the runtime in its own module (`--embed-runtime`) instead of importing it.
  public static func render(_ model: AppModel, embedsRuntime: Bool = false) -> [OutputFile] {
    render(model, with: Renderers.all(embedsRuntime: embedsRuntime))
  }

  /// The files of some renderers only (`routegen swift` writes the Swift file alone).
  public static func render(_ model: AppModel, with renderers: [any Renderer]) -> [OutputFile] {
    var files = renderers.flatMap { $0.render(model) }
    // Each environment's AASA files and configuration fragments, in a folder of its own.
    for environment in model.environments {
      files += renderers.filter(\.rendersPerEnvironment).flatMap { $0.render(environment.app) }.map
      {
        OutputFile(path: "\(environment.name)/\($0.path)", contents: $0.contents)
      }
    }
    return files.map { OutputFile(path: "\(model.name)/\($0.path)", contents: $0.contents) }
  }
}
