import Foundation

/// The runtime as one file, for `routegen generate --embed-runtime`: RouteGenRuntime's source files verbatim, in path
/// order, for targets that add generated files by hand (or build with Bazel or Buck) instead of depending on the
/// library. It is written once per output folder; every route file generated into that folder uses it. What the
/// runtime shares with the generator only (`package`) is `internal` there: an app target has no package name.
///
/// The files are read where this routegen was built from (`Sources/RouteGenRuntime` of its package), so the runtime
/// is kept once, as the library's own files.
public enum RuntimeDropIn {
  public static let fileName = "RouteGenRuntime.swift"

  /// The folder of RouteGenRuntime's sources in the package this file was compiled from.
  static let sourceFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("RouteGenRuntime", isDirectory: true)

  struct Unavailable: Error, CustomStringConvertible {
    let description: String
  }

  /// The drop-in file, or why it cannot be made (a routegen binary moved away from its package's sources).
  public static func file() throws -> OutputFile {
    let manager = FileManager.default
    guard
      let names = try? manager.subpathsOfDirectory(atPath: sourceFolder.path).filter({
        $0.hasSuffix(".swift")
      }),
      !names.isEmpty
    else {
      throw Unavailable(
        description:
          "--embed-runtime copies RouteGenRuntime's sources from the RouteGen package this routegen was built from, and \(sourceFolder.path) is gone; run routegen from that package (swift run, or its plugins)"
      )
    }
    var text = """
      // RouteGen's runtime: RouteGenRuntime's source files in one, written by routegen generate --embed-runtime.
      // Do not edit: routegen rewrites it whenever it generates into this folder.
      // swiftlint:disable all

      """
    for name in names.sorted() {
      guard let data = manager.contents(atPath: sourceFolder.appendingPathComponent(name).path)
      else {
        throw Unavailable(description: "cannot read \(sourceFolder.path)/\(name)")
      }
      let source = String(decoding: data, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(Self.packageMadeInternal)
      text += "\n// MARK: - \(name)\n\n" + source.joined(separator: "\n")
    }
    return OutputFile(path: fileName, contents: text)
  }

  /// A line that declares something `package`, after its indentation and attributes
  /// (`@inline(__always) package func`), declares it `internal`.
  static func packageMadeInternal(_ line: Substring) -> Substring {
    var code = line.drop { $0 == " " }
    while code.hasPrefix("@"), let space = code.firstIndex(of: " ") {
      code = code[code.index(after: space)...]
    }
    guard code.hasPrefix("package ") else { return line }
    return line[..<code.startIndex] + "internal " + code.dropFirst(8)
  }
}
