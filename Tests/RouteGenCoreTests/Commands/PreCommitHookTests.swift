import Foundation
import Testing

/// The pre-commit hook the docs give (CommandLine.md, "Drift checks"), run by `sh` as git runs it, with `swift`
/// replaced by a function that answers as the `generate-routes --check` plugin does.
@Suite struct PreCommitHookTests {
  static let article = "Sources/RouteGenCore/RouteGenCore.docc/CommandLine.md"

  static func hook() throws -> String {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(Self.article), encoding: .utf8)
    let start = try #require(text.range(of: "```sh\n#!/bin/sh\n"), "\(Self.article) has no hook")
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound])
  }

  /// Runs the hook after a `swift` that prints `output` and exits with `status`.
  static func run(swiftPrints output: String, status: Int) throws -> (status: Int32, output: String)
  {
    let stub = "swift() {\ncat <<'OUTPUT'\n\(output)\nOUTPUT\nreturn \(status)\n}\n"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pre-commit-\(UUID().uuidString)")
    try (stub + hook()).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    return try runProcess("sh", [file.path])
  }

  @Test func itRunsTheCheckTheDocsName() throws {
    #expect(
      try Self.hook().contains(
        "swift package --allow-writing-to-package-directory generate-routes --check"))
  }

  /// A spec error is shown where it is, not reported as stale files.
  @Test func aSpecErrorIsShownAtItsPosition() throws {
    let error =
      "Specs/Shop.routes.json:12:7: error: route 'cart': unknown key 'requiresAuth'; did you mean 'auth'?"
    let (status, output) = try Self.run(
      swiftPrints:
        "[1/4] Compiling routegen main.swift\nBuild of product 'routegen' complete! (2.1s)\n"
        + error + "\nroutegen: the spec has errors; nothing was written",
      status: 1)
    #expect(status == 1)
    #expect(output.contains(error))
    #expect(!output.contains("[1/4]") && !output.contains("Build of product"))
  }

  @Test func anUpToDateFolderLetsTheCommitThroughQuietly() throws {
    let (status, output) = try Self.run(
      swiftPrints: "[1/1] Planning build\nroutegen: 46 file(s) in Generated are up to date",
      status: 0)
    #expect(status == 0 && output.isEmpty)
  }
}
