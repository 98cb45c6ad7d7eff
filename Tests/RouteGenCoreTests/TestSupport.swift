import Foundation
import RouteGenCore
// What every test family shares (`packageRoot`, `TestFailure`, random values), seen by every file of this target.
@_exported import RouteGenTestSupport
import Testing

let appNames = ["iBurn", "Awful", "Ghost", "NovaSocial", "Unveil", "WordPress"]

func specPath(_ app: String) -> String {
  packageRoot.appendingPathComponent("Specs/\(app).routes.json").path
}

/// Loads one of the five app specs; fails loudly if it has errors.
func loadApp(_ app: String) throws -> AppModel {
  let loaded = Pipeline.load(path: specPath(app))
  guard let model = loaded.model else {
    throw TestFailure(loaded.diagnostics.map(\.description).joined(separator: "\n"))
  }
  return model
}

/// The `routegen` binary beside the test bundle (`swift build`'s, or the build-tool plugin's `-tool` one).
func routegenBinary() throws -> String {
  let folder = Bundle.main.bundleURL.deletingLastPathComponent()
  let candidates = [Bundle.main.bundleURL, folder].flatMap {
    [$0.appendingPathComponent("routegen"), $0.appendingPathComponent("routegen-tool")]
  }
  return try #require(
    candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
    "no routegen binary in \(folder.path)"
  ).path
}

/// The Swift file `routegen generate` writes for a model (through the pipeline's renderers).
func generatedSwift(_ model: AppModel, embedsRuntime: Bool = false) -> String {
  Pipeline.render(model, embedsRuntime: embedsRuntime).first { $0.path.hasSuffix(".swift") }!
    .contents
}

/// The compiled route table that goes with it (`<App>Route+Table.swift`).
func generatedTable(_ model: AppModel, embedsRuntime: Bool = false) -> String {
  Pipeline.render(model, embedsRuntime: embedsRuntime).first { $0.path.hasSuffix("+Table.swift") }!
    .contents
}

/// Diagnostics of a spec given as text, as printed (`t.json:3:5: error: …`).
func diagnostics(of json: String, severity: Diagnostic.Severity? = nil) -> [String] {
  Pipeline.load(bytes: Array(json.utf8), path: "t.json").diagnostics
    .filter { severity == nil || $0.severity == severity }
    .map(\.description)
}

/// A small valid spec whose routes can be replaced, for tests that need one route at a time.
func spec(
  routes: String, extra: String = "", domains: [String] = ["example.com"], exclude: [String] = []
) -> String {
  """
  {
    "app": "Test", "scheme": "test", "domains": [\(domains.map { "\"\($0)\"" }.joined(separator: ", "))],
    "aasa": { "appIDs": ["ABCDE12345.com.example.test"]\(exclude.isEmpty ? "" : ", \"exclude\": [\(exclude.map { "\"\($0)\"" }.joined(separator: ", "))]") },\(extra)
    "routes": [
  \(routes)
    ]
  }
  """
}

/// A new empty folder of its own in the temporary directory (`routegen-<purpose>-<UUID>`); the test removes it.
func temporaryFolder(_ purpose: String = "tests") throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "routegen-\(purpose)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Runs a tool found on PATH: its exit status and its output and errors together.
func runProcess(_ executable: String, _ arguments: [String]) throws -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [executable] + arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// A git repository in a temporary folder, for tests of what git itself does with generated files.
struct GitRepository {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-merge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(try git("init", "-q", "-b", "main").status == 0)
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  func git(_ arguments: String...) throws -> (status: Int32, output: String) {
    try runProcess(
      "git",
      ["-C", folder.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments)
  }

  /// Two teammates' branches: `base` committed on main, then `first` and `second` each on a branch of its own from
  /// it (`write` puts a version's files in the folder), then the first merged into the second by git. Returns the
  /// merge's status and output.
  func mergeBranches<Version>(
    base: Version, first: Version, second: Version, write: (Version) throws -> Void
  ) throws -> (status: Int32, output: String) {
    func commit(_ version: Version, _ message: String) throws {
      try write(version)
      #expect(try git("add", "-A").status == 0)
      #expect(try git("commit", "-q", "-m", message).status == 0)
    }
    try commit(base, "base")
    #expect(try git("checkout", "-q", "-b", "first").status == 0)
    try commit(first, "first")
    #expect(try git("checkout", "-q", "-b", "second", "main").status == 0)
    try commit(second, "second")
    return try git("merge", "-q", "--no-edit", "first")
  }

  /// Finishes a merge as the docs say: git stops only at compiled route tables (`<App>Route+Table.swift`, numbers
  /// that any route change moves), which `regenerate` rewrites from the merged spec before the merge is committed.
  /// Returns the files git could not merge.
  func finishMerge(_ merge: (status: Int32, output: String), regenerate: () throws -> Void)
    throws -> [String]
  {
    guard merge.status != 0 else { return [] }
    let conflicted = try git("diff", "--name-only", "--diff-filter=U").output
      .split(separator: "\n").map(String.init)
    if conflicted.allSatisfy({ $0.hasSuffix("Route+Table.swift") }) {
      try regenerate()
      #expect(try git("add", "-A").status == 0)
      #expect(try git("commit", "-q", "--no-edit").status == 0)
    }
    return conflicted
  }
}
