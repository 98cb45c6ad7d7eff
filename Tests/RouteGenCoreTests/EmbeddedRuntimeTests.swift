import Foundation
import Testing

@testable import RouteGenCore

/// The runtime has one source, Sources/RouteGenRuntime/RuntimeHostRoute.swift, compiled and tested as itself; the
/// generator carries a copy. After editing the runtime, `scripts/regenerate-runtime-host.sh` brings both in line.
@Suite struct EmbeddedRuntimeTests {
    static let hostFile = packageRoot.appendingPathComponent("Sources/RouteGenRuntime/RuntimeHostRoute.swift")

    @Test func theGeneratorEmbedsTheRuntimeByteForByte() throws {
        let lines = try String(contentsOf: Self.hostFile, encoding: .utf8).components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex(of: "// routegen:runtime:begin"))
        let end = try #require(lines.firstIndex(of: "// routegen:runtime:end"))
        #expect(lines[begin + 1] == "extension RuntimeHostRoute {" && lines[end - 1] == "}")
        let runtime = lines[(begin + 2)..<(end - 1)].joined(separator: "\n") + "\n"
        #expect(EmbeddedRuntime.body == runtime, "run scripts/regenerate-runtime-host.sh")
    }

    @Test func theRuntimesHomeIsWhatTheGeneratorWritesForItsSpec() throws {
        let text = try String(contentsOf: Self.hostFile, encoding: .utf8)
        // The file's own header comment, then exactly the generated file.
        let header = try #require(text.range(of: "\n\n"))
        // Named as the script names it, relative to the package: the generated header quotes the path.
        let spec = "Tests/RuntimeTests/RuntimeHost.routes.json"
        let bytes = try Data(contentsOf: packageRoot.appendingPathComponent(spec))
        let loaded = Pipeline.load(bytes: Array(bytes), path: spec)
        let model = try #require(loaded.model)
        #expect(String(text[header.upperBound...]) == SwiftRenderer().source(for: model), "run scripts/regenerate-runtime-host.sh")
    }

    @Test func initWritesTheSchemaByteForByte() throws {
        let schema = try String(contentsOf: packageRoot.appendingPathComponent("Specs/route-spec.schema.json"), encoding: .utf8)
        #expect(EmbeddedSchema.text == schema, "run scripts/embed-schema.py")
    }
}
