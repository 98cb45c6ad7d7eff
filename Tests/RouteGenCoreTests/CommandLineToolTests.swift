import Foundation
import Testing
@testable import RouteGenCore

/// The `routegen` commands, run in-process on temporary folders.
@Suite struct CommandLineToolTests {
    final class Output: @unchecked Sendable {
        var standardOutput = ""
        var standardError = ""
    }

    func run(_ arguments: [String]) -> (code: CommandLineTool.ExitCode, output: Output) {
        let output = Output()
        let tool = CommandLineTool(standardOutput: { output.standardOutput += $0 + "\n" }, standardError: { output.standardError += $0 + "\n" })
        return (tool.run(arguments), output)
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    let spec = specPath("NovaSocial")

    @Test func generateWritesThenReportsUnchanged() throws {
        let folder = try temporaryFolder()
        let first = run(["generate", spec, "--output", folder.path])
        #expect(first.code == .success)
        #expect(first.output.standardOutput.contains("wrote     \(folder.path)/NovaSocial/NovaSocialRoute.swift"))
        let file = folder.appendingPathComponent("NovaSocial/NovaSocialRoute.swift")
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        let second = run(["generate", spec, "--output", folder.path])
        #expect(second.code == .success)
        #expect(second.output.standardOutput.contains("unchanged \(folder.path)/NovaSocial/NovaSocialRoute.swift"))
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == modified)
        // No temporary files are left behind.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("NovaSocial").path).filter { $0.hasPrefix(".") && $0 != Manifest.fileName }
        #expect(leftovers.isEmpty)
    }

    @Test func checkDetectsEveryKindOfDrift() throws {
        let folder = try temporaryFolder()
        #expect(run(["generate", spec, "--output", folder.path]).code == .success)
        #expect(run(["generate", "--check", spec, "--output", folder.path]).code == .success)

        // Changed: a hand edit.
        let file = folder.appendingPathComponent("NovaSocial/NovaSocialRoute.swift")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "  case feed\n", with: "  case home\n")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let changed = run(["generate", "--check", spec, "--output", folder.path])
        #expect(changed.code == .failure)
        #expect(changed.output.standardError.contains("NovaSocial/NovaSocialRoute.swift: error: out of date"))
        #expect(changed.output.standardError.contains("    line 11 -   case home\n    line 11 +   case feed"))
        #expect(try String(contentsOf: file, encoding: .utf8) == text, "--check writes nothing")

        // Missing: a new output not yet generated (a new spec, or a deleted file).
        try FileManager.default.removeItem(at: file)
        let missing = run(["generate", "--check", spec, "--output", folder.path])
        #expect(missing.code == .failure)
        #expect(missing.output.standardError.contains("missing (would be created)"))
        #expect(!FileManager.default.fileExists(atPath: file.path))

        // New: a second spec added to the run produces files that do not exist yet.
        #expect(run(["generate", spec, "--output", folder.path]).code == .success)
        let added = run(["generate", "--check", spec, specPath("Ghost"), "--output", folder.path])
        #expect(added.code == .failure)
        #expect(added.output.standardError.contains("Ghost/GhostRoute.swift: error: missing (would be created)"))
        #expect(added.output.standardError.contains("routegen: 4 file(s) are stale"), "Ghost adds its Swift file, ROUTES.md, Info.plist fragment and manifest")
    }

    @Test func aFailingRunWritesNothing() throws {
        let folder = try temporaryFolder()
        let broken = folder.appendingPathComponent("Broken.routes.json")
        try #"{ "app": "Broken", "scheme": "b", "routes": [ { "name": "x", "scheme": "x/{y}" } ] }"#.write(to: broken, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        let result = run(["generate", spec, broken.path, "--output", output.path])
        #expect(result.code == .failure)
        #expect(result.output.standardError.contains("Broken.routes.json:1:75: error: route 'x': the placeholder {y} in 'x/{y}' is not declared in 'params'"))
        #expect(result.output.standardError.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: output.path), "the valid spec's outputs are not written either")
    }

    @Test func validateAndMatch() {
        let valid = run(["validate", spec])
        #expect(valid.code == .success)
        #expect(valid.output.standardOutput.contains("19 routes, no errors"))
        let hit = run(["match", spec, "https://nova.social/u/123"])
        #expect(hit.code == .success)
        #expect(hit.output.standardOutput.contains("route:   userProfile"))
        #expect(hit.output.standardOutput.contains("userId = \"123\""))
        let miss = run(["match", spec, "novasocial://auth/oauth/github?code=1"])
        #expect(miss.code == .failure)
        #expect(miss.output.standardOutput.contains("the parameter 'provider' has the value 'github', which is not one of google, apple, facebook"))
        #expect(miss.output.standardOutput.contains("NovaSocialRoute.ParseError.invalidParameter"))
    }

    @Test func usageErrorsExitWithTwo() {
        #expect(run([]).code == .usage)
        #expect(run(["generat"]).output.standardError.contains("did you mean 'generate'?"))
        #expect(run(["generate", spec]).code == .usage)
        #expect(run(["generate", spec, "--output"]).code == .usage)
        #expect(run(["validate", "--bogus", spec]).code == .usage)
        #expect(run(["match", spec]).code == .usage)
        #expect(run(["--help"]).code == .success)
        #expect(run(["generate", "--help"]).output.standardOutput.contains("USAGE: routegen generate"))
        #expect(run(["--version"]).output.standardOutput == "routegen \(CommandLineTool.version)\n")
    }

    @Test func missingSpecFileIsAnError() {
        let result = run(["validate", "Specs/Nope.routes.json"])
        #expect(result.code == .failure)
        #expect(result.output.standardError.contains("Specs/Nope.routes.json:1:1: error: cannot read the spec file"))
    }
}
