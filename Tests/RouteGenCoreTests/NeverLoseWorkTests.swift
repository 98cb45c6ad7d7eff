import Foundation
import Testing
@testable import RouteGenCore

/// The generator never loses work: it deletes only files it generated (by its manifest), a run killed at any
/// moment leaves each file old or new but whole, and runs in parallel over one folder do not corrupt it.
@Suite struct NeverLoseWorkTests {
    func run(_ arguments: [String]) -> (code: CommandLineTool.ExitCode, output: String, errors: String) {
        final class Streams: @unchecked Sendable {
            var output = ""
            var errors = ""
        }
        let streams = Streams()
        let code = CommandLineTool(standardOutput: { streams.output += $0 + "\n" }, standardError: { streams.errors += $0 + "\n" }).run(arguments)
        return (code, streams.output, streams.errors)
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-never-lose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Every file under `folder`, by path relative to it.
    func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for app in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(app).path) {
                files["\(app)/\(name)"] = FileManager.default.contents(atPath: folder.appendingPathComponent("\(app)/\(name)").path)
            }
        }
        return files
    }

    static func isTemporary(_ path: String) -> Bool {
        OutputWriter.temporaryFileOwner(String(path.split(separator: "/").last ?? "")) != nil
    }

    /// A spec with a web domain (so AASA and entitlements are generated) and the same app without one.
    let withDomain = spec(routes: #"    { "name": "a", "summary": "A.", "web": "/a", "scheme": "a" }"#)
    let withoutDomain = #"{ "app": "Test", "scheme": "test", "routes": [ { "name": "a", "summary": "A.", "scheme": "a" } ] }"#

    // MARK: - Deleting only what was generated

    /// The app with a domain, generated: its spec file, the output folder and its AASA file.
    func generatedWithDomain() throws -> (spec: URL, output: URL, aasa: URL) {
        let folder = try temporaryFolder()
        let specFile = folder.appendingPathComponent("Test.routes.json")
        let output = folder.appendingPathComponent("Generated")
        try write(withDomain, to: specFile)
        #expect(run(["generate", specFile.path, "--output", output.path]).code == .success)
        let aasa = output.appendingPathComponent("Test/apple-app-site-association")
        #expect(FileManager.default.fileExists(atPath: aasa.path))
        return (specFile, output, aasa)
    }

    @Test func removesOutputsNoLongerGeneratedAndNothingElse() throws {
        let (specFile, output, aasa) = try generatedWithDomain()
        // The user's files, in the app folder and beside it.
        try write("mine", to: output.appendingPathComponent("Test/NOTES.md"))
        try write("mine too", to: output.appendingPathComponent("README.md"))

        try write(withoutDomain, to: specFile)
        let check = run(["generate", "--check", specFile.path, "--output", output.path])
        #expect(check.code == .failure)
        #expect(check.errors.contains("Test/apple-app-site-association: error: no longer generated (would be removed)"))
        #expect(FileManager.default.fileExists(atPath: aasa.path), "--check removes nothing")

        let result = run(["generate", specFile.path, "--output", output.path])
        #expect(result.code == .success)
        #expect(result.output.contains("removed   \(output.path)/Test/apple-app-site-association"))
        #expect(result.output.contains("removed   \(output.path)/Test/Test.entitlements.fragment"))
        #expect(!FileManager.default.fileExists(atPath: aasa.path))
        #expect(FileManager.default.contents(atPath: output.appendingPathComponent("Test/NOTES.md").path) == Data("mine".utf8))
        #expect(FileManager.default.contents(atPath: output.appendingPathComponent("README.md").path) == Data("mine too".utf8))
        #expect(run(["generate", "--check", specFile.path, "--output", output.path]).code == .success)
    }

    @Test func anEditedLeftoverIsKeptWithAWarning() throws {
        let (specFile, output, aasa) = try generatedWithDomain()
        try write("{ \"edited\": true }", to: aasa)

        try write(withoutDomain, to: specFile)
        let result = run(["generate", specFile.path, "--output", output.path])
        #expect(result.code == .success)
        #expect(result.errors.contains("Test/apple-app-site-association: warning: generated by an earlier run and no longer generated, but it no longer looks generated (edited since?); left in place"))
        #expect(FileManager.default.contents(atPath: aasa.path) == Data("{ \"edited\": true }".utf8))
    }

    @Test func pruneRemovesTheOutputsOfAppsWithoutASpec() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("Generated")
        #expect(run(["generate", specPath("Ghost"), specPath("iBurn"), "--output", output.path]).code == .success)
        try write("mine", to: output.appendingPathComponent("iBurn/NOTES.md"))

        // Without --prune, other apps' outputs are none of this run's business.
        #expect(run(["generate", specPath("Ghost"), "--output", output.path]).code == .success)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("iBurn/iBurnRoute.swift").path))

        let check = run(["generate", "--check", "--prune", specPath("Ghost"), "--output", output.path])
        #expect(check.code == .failure)
        #expect(check.errors.contains("iBurn/iBurnRoute.swift: error: no longer generated (would be removed)"))
        #expect(run(["generate", "--prune", specPath("Ghost"), "--output", output.path]).code == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("iBurn").path) == ["NOTES.md"])
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Ghost/GhostRoute.swift").path))

        // Once only the user's file is left, nothing more is ever pruned; a folder with no files goes entirely.
        try FileManager.default.removeItem(at: output.appendingPathComponent("iBurn/NOTES.md"))
        #expect(run(["generate", "--check", "--prune", specPath("Ghost"), "--output", output.path]).code == .success)
    }

    @Test func aManifestCannotPointOutsideItsFolder() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("Generated")
        try write("precious", to: folder.appendingPathComponent("precious.txt"))
        // A manifest naming that file by a path out of the folder, with its exact size and fingerprint.
        let forged = Manifest(names: ["../../precious.txt"]).text
        try write(forged, to: output.appendingPathComponent("Test/\(Manifest.fileName)"))
        #expect(Manifest(text: forged) == nil)
        #expect(run(["generate", "--prune", specPath("Ghost"), "--output", output.path]).code == .success)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("precious.txt").path) == Data("precious".utf8))
    }

    @Test func removesTemporaryFilesOfKilledRunsOnly() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("Generated")
        #expect(run(["generate", specPath("Ghost"), "--output", output.path]).code == .success)
        // A process that has exited: its temporary file is abandoned. This process is alive: its file is not.
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/sh")
        exited.arguments = ["-c", "exit 0"]
        try exited.run()
        exited.waitUntilExit()
        let abandoned = ".GhostRoute.swift.routegen-\(exited.processIdentifier)-\(UUID().uuidString)"
        let live = ".GhostRoute.swift.routegen-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let userDotFile = ".routegen-notes"
        for name in [abandoned, live, userDotFile] { try write("partial", to: output.appendingPathComponent("Ghost/\(name)")) }
        try write("// edited", to: output.appendingPathComponent("Ghost/GhostRoute.swift"))
        #expect(run(["generate", specPath("Ghost"), "--output", output.path]).code == .success)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("Ghost").path))
        #expect(!names.contains(abandoned))
        #expect(names.contains(live))
        #expect(names.contains(userDotFile))
    }

    // MARK: - Killed runs and parallel runs (the real executable, in child processes)

    /// The `routegen` executable SwiftPM built beside this test bundle.
    static func executable() throws -> URL {
        let bundleFolder = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [Bundle.main.bundleURL, bundleFolder, bundleFolder.deletingLastPathComponent()].map { $0.appendingPathComponent("routegen") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw TestFailure("routegen is not built beside the tests (looked in \(candidates.map(\.path))); run `swift build` first")
        }
        return found
    }

    /// Two versions of a large spec whose every output differs, the old outputs, and the new ones.
    struct Versions {
        var newSpec: URL
        var old: [String: Data]
        var new: [String: Data]
    }

    func versions(in folder: URL, routes: Int) throws -> Versions {
        let newText = SyntheticSpec.json(routes: routes)
        let oldText = newText.replacingOccurrences(of: "synth", with: "synthold")  // scheme, domain, app ID, examples
        let oldSpec = folder.appendingPathComponent("old/Synthetic.routes.json")
        let newSpec = folder.appendingPathComponent("new/Synthetic.routes.json")
        try write(oldText, to: oldSpec)
        try write(newText, to: newSpec)
        #expect(run(["generate", oldSpec.path, "--output", folder.appendingPathComponent("old-out").path]).code == .success)
        #expect(run(["generate", newSpec.path, "--output", folder.appendingPathComponent("new-out").path]).code == .success)
        let old = try snapshot(folder.appendingPathComponent("old-out"))
        let new = try snapshot(folder.appendingPathComponent("new-out"))
        // (The manifests list the same names.)
        #expect(Set(old.keys) == Set(new.keys) && old.allSatisfy { new[$0.key] != $0.value || $0.key.hasSuffix(Manifest.fileName) }, "every output differs")
        return Versions(newSpec: newSpec, old: old, new: new)
    }

    func restore(_ files: [String: Data], in output: URL) throws {
        for (path, data) in files {
            let url = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func aRunKilledAtAnyMomentLeavesEachFileOldOrNewNeverPartial() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("out")
        let versions = try versions(in: folder, routes: 400)
        var generator = SystemRandomNumberGenerator()
        var mixed = 0, allOld = 0, allNew = 0, kills = 0
        // At least 24 kills, and more (up to 60) until one lands between two writes, as on a loaded machine.
        while kills < 24 || (mixed == 0 && kills < 60) {
            kills += 1
            try restore(versions.old, in: output)
            let process = try start(["generate", versions.newSpec.path, "--output", output.path])
            // Kill during the writes: wait for the first temporary file, then a random moment of the next few ms.
            let appFolder = output.appendingPathComponent("Synthetic400").path
            func writing() -> Bool {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: appFolder)) ?? []
                return names.contains { OutputWriter.temporaryFileOwner($0) == process.processIdentifier }
            }
            while process.isRunning, !writing() {
                usleep(100)
            }
            usleep(UInt32.random(in: 0...(kills.isMultiple(of: 2) ? 4_000 : 20_000), using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            var sawOld = false, sawNew = false
            for (path, data) in try snapshot(output) where !Self.isTemporary(path) {
                if data == versions.old[path] {
                    sawOld = true
                } else if data == versions.new[path] {
                    sawNew = true
                } else {
                    Issue.record("\(path) is neither the old nor the new file after a kill (\(data.count) bytes)")
                }
            }
            switch (sawOld, sawNew) {
            case (true, true): mixed += 1
            case (true, false): allOld += 1
            default: allNew += 1
            }
        }
        // The kills must have landed mid-run, or this test proved nothing.
        #expect(mixed > 0, "no kill landed between two writes (all old: \(allOld), all new: \(allNew))")
        print("NeverLoseWork: \(kills) kills; \(mixed) mid-write (old and new files side by side), \(allOld) before any rename, \(allNew) after the last")

        // The next run completes the work and clears the temporary files the killed runs left.
        let finish = try start(["generate", versions.newSpec.path, "--output", output.path])
        finish.waitUntilExit()
        #expect(finish.terminationStatus == 0)
        #expect(try snapshot(output) == versions.new)
    }

    @Test func parallelRunsOverOneFolderDoNotCorruptIt() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("out")
        let versions = try versions(in: folder, routes: 200)
        for _ in 0..<6 {
            try restore(versions.old, in: output)
            // Two builds of the same spec, and a third app, all at once into one output folder.
            let runs = try [
                start(["generate", versions.newSpec.path, "--output", output.path]),
                start(["generate", versions.newSpec.path, "--output", output.path]),
                start(["generate", specPath("Ghost"), "--output", output.path]),
            ]
            for run in runs { run.waitUntilExit() }
            #expect(runs.allSatisfy { $0.terminationStatus == 0 })
            let files = try snapshot(output)
            #expect(files.filter { $0.key.hasPrefix("Synthetic200/") } == versions.new)
            #expect(files.keys.filter { Self.isTemporary($0) }.isEmpty)
            #expect(run(["generate", "--check", specPath("Ghost"), "--output", output.path]).code == .success)
        }
    }
}
