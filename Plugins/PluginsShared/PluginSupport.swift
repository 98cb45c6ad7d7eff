import Foundation
import PackagePlugin

/// Code both plugins share (symlinked into each plugin's folder: plugins can import only Foundation and
/// PackagePlugin). The plugins stay thin: they find specs and run the `routegen` executable.
enum RouteGenPluginSupport {
  static let specSuffix = ".routes.json"

  /// The Swift file the build plugin generates for a spec, named from the spec's file name alone:
  /// `NovaSocial.routes.json` → `NovaSocial.routes.swift`.
  static func swiftFileName(for spec: URL) -> String {
    String(spec.lastPathComponent.dropLast(specSuffix.count)) + ".routes.swift"
  }

  /// Its compiled route table, which `routegen swift` writes beside it: `NovaSocial.routes+Table.swift`.
  static func compiledTableFileName(for spec: URL) -> String {
    String(spec.lastPathComponent.dropLast(specSuffix.count)) + ".routes+Table.swift"
  }

  /// The parts a spec includes (`"include": ["Features/Cart.routes-part.json"]`, relative to it), which its build
  /// command reads too: a build reruns it when one changes. Read here only to name them; `routegen` reports any
  /// problem with them (an unreadable spec has none here).
  static func parts(of spec: URL) -> [URL] {
    guard let data = FileManager.default.contents(atPath: spec.path),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let include = root["include"] as? [String]
    else { return [] }
    let folder = spec.deletingLastPathComponent()
    return include.map { folder.appendingPathComponent($0).standardizedFileURL }
  }

  /// Every file under a folder (none when it does not exist), sorted for a stable order.
  static func files(under folder: URL) -> [URL] {
    let found =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])?
      .allObjects as? [URL] ?? []
    return found.filter {
      (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
    }.sorted { $0.path < $1.path }
  }

  /// Spec files directly in a folder, sorted for a stable order.
  static func specs(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(specSuffix) }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  /// Runs `tool` with `arguments` in `directory`, `environment` added to the plugin's own, and prints its output,
  /// stdout and stderr in the order written (SwiftPM would otherwise show them apart, a summary before the list
  /// it sums up); returns its exit status and what it printed.
  static func run(
    _ tool: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    let pipe = Pipe()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let text = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: text, as: UTF8.self)
    print(output, terminator: "")
    return (process.terminationStatus, output)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }
}
