import Foundation
import RouteGenCore

/// The package root, found from this file's path, so tests can read `Specs/`.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

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

/// Diagnostics of a spec given as text, as printed (`t.json:3:5: error: …`).
func diagnostics(of json: String, severity: Diagnostic.Severity? = nil) -> [String] {
    Pipeline.load(bytes: Array(json.utf8), path: "t.json").diagnostics
        .filter { severity == nil || $0.severity == severity }
        .map(\.description)
}

/// A small valid spec whose routes can be replaced, for tests that need one route at a time.
func spec(routes: String, extra: String = "") -> String {
    """
    {
      "app": "Test", "scheme": "test", "domains": ["example.com"],
      "aasa": { "appIDs": ["ABCDE12345.com.example.test"] },\(extra)
      "routes": [
    \(routes)
      ]
    }
    """
}

/// Runs a tool found on PATH: its exit status and its output and errors together.
func runProcess(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
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

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
