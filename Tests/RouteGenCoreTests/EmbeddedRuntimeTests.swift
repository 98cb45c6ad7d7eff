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
        // Its spec uses every section, whose markers only the runtime's home keeps.
        #expect(RuntimeSections.withoutMarkers(String(text[header.upperBound...])) == SwiftRenderer().source(for: model), "run scripts/regenerate-runtime-host.sh")
    }

    /// Sections are well formed, and the runtime's own spec uses every one (so that its home is the whole runtime).
    @Test func sectionsAreBalancedAndTheRuntimesSpecKeepsThemAll() throws {
        var open: String?
        for line in EmbeddedRuntime.body.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix(RuntimeSections.marker) {
                #expect(open == nil, "sections do not nest: \(line)")
                open = String(line.dropFirst(RuntimeSections.marker.count))
                #expect(RuntimeSections.all.contains(open!), "unknown section \(line)")
            } else if line == RuntimeSections.end {
                #expect(open != nil, "an end without a section")
                open = nil
            }
        }
        #expect(open == nil)
        let spec = packageRoot.appendingPathComponent("Tests/RuntimeTests/RuntimeHost.routes.json").path
        #expect(RuntimeSections.capabilities(of: try #require(Pipeline.load(path: spec).model)) == RuntimeSections.all)
    }

    /// Sections in every useful combination make a file that compiles without warnings and that swift format
    /// leaves as it is: none, each alone, all, and all but each (sections do not nest, so what one leaves out can
    /// only meet its neighbours). Each file's spec has one route per section it uses and none for the others.
    @Test func sectionsInEveryCombinationCompileAndAreFormatted() throws {
        let routes = [
            "date": #"{ "name": "date", "summary": "A date.", "params": { "v": "date" }, "web": "/date?v={v}" }"#,
            "uuid": #"{ "name": "uuid", "summary": "A UUID.", "params": { "v": "uuid" }, "web": "/uuid?v={v}" }"#,
            "double": #"{ "name": "double", "summary": "A double.", "params": { "v": "double" }, "web": "/double?v={v}" }"#,
            "destination": #"{ "name": "next", "summary": "A destination.", "params": { "v": "route" }, "web": "/next?v={v}" }"#,
            "keywords": #"{ "name": "page", "summary": "A page or 'last'.", "params": { "v": { "type": "int", "keywords": ["last"] } }, "web": "/page?v={v}" }"#,
            "hosts": #"{ "name": "blog", "summary": "A blog's page.", "hosts": ["{v}.blogs.example"], "params": { "v": "string" }, "web": "/" }"#,
            "otherQuery": #"{ "name": "find", "summary": "A search.", "otherQuery": true, "params": { "q": "string" }, "web": "/find?q={q}" }"#,
            // Custom-scheme links: universal links are bound to hosts (and always compared) when `hosts` is used.
            "shadowed": #"{ "name": "new", "summary": "New.", "scheme": "item/new" }, { "name": "item", "summary": "An item.", "params": { "v": "string" }, "scheme": "item/{v}" }"#,
            "affixes": #"{ "name": "handle", "summary": "A handle.", "params": { "v": "string" }, "web": "/@{v}" }"#,
            "fragment": #"{ "name": "note", "summary": "A note.", "params": { "v": "int" }, "web": "/notes#{v}" }"#,
            "forbiddenQuery": #"{ "name": "pay", "summary": "Pay.", "forbiddenQuery": ["debug"], "web": "/pay" }"#,
            "queryLiterals": #"{ "name": "inbox", "summary": "The inbox.", "web": "/mail?box=inbox" }"#,
            "setValues": #"{ "name": "chapter", "summary": "A chapter.", "params": { "n": "int" }, "web": ["/chapters/{n}", { "pattern": "/first", "set": { "n": 1 } }] }"#,
        ]
        #expect(Set(routes.keys) == RuntimeSections.all)
        let all = RuntimeSections.all.sorted()
        let combinations = [[], all] + all.map { [$0] } + all.map { left in all.filter { $0 != left } }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-sections-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (index, used) in combinations.enumerated() {
            let list = ([#"{ "name": "home", "summary": "Home.", "web": "/" }"#] + used.map { routes[$0]! }).joined(separator: ", ")
            let json = #"{ "app": "S\#(index)", "domains": ["s.example"], "scheme": "s", "aasa": { "appIDs": ["ABCDE12345.com.example.s"] }, "routes": [\#(list)] }"#
            let loaded = Pipeline.load(bytes: Array(json.utf8), path: "S\(index).routes.json")
            let model = try #require(loaded.model, "\(loaded.diagnostics)")
            #expect(RuntimeSections.capabilities(of: model) == Set(used))
            let file = folder.appendingPathComponent("S\(index)Route.swift")
            let source = SwiftRenderer().source(for: model)
            try source.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            let formatted = try runProcess("swift", ["format", file.path])
            #expect(formatted.status == 0 && formatted.output == source, "swift format changes the file with sections \(used)")
        }
        // One module, as an app holds several generated files; compiled, not only type-checked: some warnings
        // (a `default` that is never executed) come after type-checking.
        let library = folder.appendingPathComponent("libSections.so").path
        let compiled = try runProcess(
            "swiftc", ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-parse-as-library", "-emit-library", "-o", library] + files)
        #expect(compiled.status == 0, "\(compiled.output.prefix(2000))")
    }

    @Test func initWritesTheSchemaByteForByte() throws {
        let schema = try String(contentsOf: packageRoot.appendingPathComponent("Specs/route-spec.schema.json"), encoding: .utf8)
        #expect(EmbeddedSchema.text == schema, "run scripts/embed-schema.py")
    }
}
