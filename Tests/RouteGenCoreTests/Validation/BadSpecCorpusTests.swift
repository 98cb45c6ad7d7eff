import Foundation
import Testing

@testable import RouteGenCore

/// Tests/BadSpecs: broken spec files, each with the exact diagnostics it must produce (`<name>.expected`).
/// A run that includes one of them writes nothing, even for the valid spec beside it.
@Suite struct BadSpecCorpusTests {
  static let folder = packageRoot.appendingPathComponent("Tests/BadSpecs")
  static let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".routes.json") }.map { String($0.dropLast(".routes.json".count)) }
    .sorted()

  final class Streams: @unchecked Sendable {
    var output = ""
    var errors = ""
  }

  func generate(_ specs: [String], output: URL, in directory: URL) -> (
    CommandLineTool.ExitCode, Streams
  ) {
    let streams = Streams()
    // Diagnostics without the folder, to read `name.routes.json:line:column` as in the expected files.
    let prefix = directory.path + "/"
    let tool = CommandLineTool(
      standardOutput: { streams.output += $0 + "\n" },
      standardError: { streams.errors += $0.replacingOccurrences(of: prefix, with: "") + "\n" })
    return (
      tool.run(["generate"] + specs.map { prefix + $0 } + ["--output", output.path]), streams
    )
  }

  /// Every file under `folder` with its bytes and modification date.
  func snapshot(_ folder: URL) throws -> [String: (Data, Date)] {
    var files: [String: (Data, Date)] = [:]
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.contentModificationDateKey])
    while let url = enumerator?.nextObject() as? URL {
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      files[url.path] = (
        data,
        try url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
          ?? .distantPast
      )
    }
    return files
  }

  @Test func theCorpusCoversEveryKindOfBreakage() {
    for kind in [
      "truncated", "wrong-types", "duplicate-keys", "unknown-keys", "undeclared-placeholder",
      "conflicting-routes",
      "invalid-identifiers", "default-breaks-constraint", "deep-nesting", "non-utf8",
      "byte-order-mark", "utf16", "empty",
    ] {
      #expect(Self.names.contains(kind), "Tests/BadSpecs/\(kind).routes.json is missing")
    }
  }

  @Test(arguments: names)
  func exactDiagnosticsAndNothingTouched(name: String) throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let spec = "\(name).routes.json"
    try FileManager.default.copyItem(
      at: Self.folder.appendingPathComponent(spec), to: work.appendingPathComponent(spec))
    try FileManager.default.copyItem(
      atPath: specPath("Ghost"), toPath: work.appendingPathComponent("Ghost.routes.json").path)
    let output = work.appendingPathComponent("Generated")
    #expect(generate(["Ghost.routes.json"], output: output, in: work).0 == .success)
    let before = try snapshot(output)

    let expected = try String(
      contentsOf: Self.folder.appendingPathComponent("\(name).expected"), encoding: .utf8
    )
    .split(separator: "\n").map(String.init)
    let (code, streams) = generate(["Ghost.routes.json", spec], output: output, in: work)
    let diagnostics = streams.errors.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix(spec + ":")
    }
    #expect(diagnostics == expected)

    let after = try snapshot(output)
    if expected.contains(where: { $0.contains(": error: ") }) {
      #expect(code == .failure)
      #expect(streams.errors.contains("nothing was written"))
      #expect(after.keys == before.keys)
      for (path, (data, date)) in before {
        #expect(after[path]?.0 == data && after[path]?.1 == date, "\(path) was touched")
      }
    } else {
      #expect(code == .success, "a spec with only warnings generates")
    }
  }

  @Test func anEnormousFileIsRefusedWithoutReadingIt() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-enormous-\(UUID().uuidString).routes.json")
    // Sparse: the size is what counts, and the reader refuses before reading a byte.
    try Data("{".utf8).write(to: file)
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(SpecDocument.maximumSize + 1))
    try handle.close()
    defer { try? FileManager.default.removeItem(at: file) }
    let loaded = Pipeline.load(path: file.path)
    #expect(
      loaded.diagnostics.map(\.description) == [
        "\(file.path):1:1: error: the spec is \(SpecDocument.maximumSize + 1) bytes; routegen reads specs of at most \(SpecDocument.maximumSize) bytes (16 MiB). Is this the right file?"
      ])
  }

  @Test func aLargeSpecJustUnderTheLimitIsReadInOnePass() throws {
    // 10,000 routes (2.3 MB) padded with whitespace to 12 MB: valid, read and validated like any other.
    var json = Array(SyntheticSpec.json(routes: 10_000).utf8)
    json.insert(
      contentsOf: [UInt8](repeating: UInt8(ascii: " "), count: 12_000_000 - json.count), at: 1)
    let loaded = Pipeline.load(bytes: json, path: "large.routes.json")
    #expect(loaded.model?.routes.count == 10_000)
    #expect(!loaded.diagnostics.contains { $0.severity == .error })
  }
}
