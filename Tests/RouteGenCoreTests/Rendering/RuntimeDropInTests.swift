import Foundation
import RouteGenRuntime
import Testing

@testable import RouteGenCore

/// `--embed-runtime`: the runtime as one file, RouteGenRuntime's sources verbatim, with which the route files
/// generated into one folder compile in one module.
@Suite struct RuntimeDropInTests {
  static let runtimeFolder = packageRoot.appendingPathComponent("Sources/RouteGenRuntime")

  /// The library's files as they are, but for what it shares with the generator (`package`), which is `internal`
  /// in an app target (it has no package name).
  @Test func theDropInIsTheLibrarysSourcesVerbatim() throws {
    let text = try RuntimeDropIn.file().contents
    let names = try FileManager.default.subpathsOfDirectory(atPath: Self.runtimeFolder.path).filter
    { $0.hasSuffix(".swift") }.sorted()
    #expect(names.count > 5)
    var rest = Substring(text)
    for name in names {
      let source = try String(
        contentsOf: Self.runtimeFolder.appendingPathComponent(name), encoding: .utf8
      )
      .replacingOccurrences(
        of: "(?m)^( *(?:@\\S+ )*)package ", with: "$1internal ", options: .regularExpression)
      let marked = "\n// MARK: - \(name)\n\n" + source
      let range = try #require(
        rest.range(of: marked), "\(name) is not in the drop-in as it is, in path order")
      rest = rest[range.upperBound...]
    }
    #expect(rest.isEmpty)
    #expect(text.hasPrefix("// RouteGen's runtime"))
    #expect(text.contains("\n  internal enum SegmentRank {\n"))
    // The compiler, and what only it and the generator use, run in the generator, not in apps.
    #expect(!text.contains("struct TableCompiler"))
    #expect(!text.contains("enum Precedence") && !text.contains("Specificity"))
    #expect(!text.contains("init?(word: String)"))
    #expect(text.contains("@inline(__always) internal func contains(_ byte: UInt8)"))
    #expect(text.range(of: "(?m)^ *(@\\S+ )*package ", options: .regularExpression) == nil)
  }

  /// Specs generated into one folder compile in one module with the drop-in, without warnings, and swift format
  /// leaves their files as they are: one spec per feature of the runtime (a route that uses it beside a home
  /// page), and one with them all.
  @Test func routeFilesOfOneFolderCompileWithTheDropInAndAreFormatted() throws {
    let routes = [
      "date":
        #"{ "name": "date", "summary": "A date.", "params": { "v": "date" }, "web": "/date?v={v}" }"#,
      "dateDefault":
        #"{ "name": "since", "summary": "Since a date.", "params": { "v": { "type": "date", "default": "2025-08-26T06:00:00Z" } }, "web": "/since?v={v}" }"#,
      "uuid":
        #"{ "name": "uuid", "summary": "A UUID.", "params": { "v": "uuid" }, "web": "/uuid?v={v}" }"#,
      "double":
        #"{ "name": "double", "summary": "A double.", "params": { "v": "double" }, "web": "/double?v={v}" }"#,
      "destination":
        #"{ "name": "next", "summary": "A destination.", "params": { "v": "route" }, "web": "/next?v={v}" }"#,
      "keywords":
        #"{ "name": "page", "summary": "A page or 'last'.", "params": { "v": { "type": "int", "keywords": ["last"] } }, "web": "/page?v={v}" }"#,
      "hosts":
        #"{ "name": "blog", "summary": "A blog's page.", "hosts": ["{v}.blogs.example"], "params": { "v": "string" }, "web": "/" }"#,
      "otherQuery":
        #"{ "name": "find", "summary": "A search.", "otherQuery": true, "params": { "q": "string" }, "web": "/find?q={q}" }"#,
      // Custom-scheme links: universal links are bound to hosts (and always compared) when `hosts` is used.
      "shadowed":
        #"{ "name": "new", "summary": "New.", "scheme": "item/new" }, { "name": "item", "summary": "An item.", "params": { "v": "string" }, "scheme": "item/{v}" }"#,
      "affixes":
        #"{ "name": "handle", "summary": "A handle.", "params": { "v": "string" }, "web": "/@{v}" }"#,
      "fragment":
        #"{ "name": "note", "summary": "A note.", "params": { "v": "int" }, "web": "/notes#{v}" }"#,
      "forbiddenQuery":
        #"{ "name": "pay", "summary": "Pay.", "forbiddenQuery": ["debug"], "web": "/pay" }"#,
      "queryLiterals": #"{ "name": "inbox", "summary": "The inbox.", "web": "/mail?box=inbox" }"#,
      "setValues":
        #"{ "name": "chapter", "summary": "A chapter.", "params": { "n": "int" }, "web": ["/chapters/{n}", { "pattern": "/first", "set": { "n": 1 } }] }"#,
    ]
    let all = routes.keys.sorted()
    let combinations = [[], all] + all.map { [$0] }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-drop-in-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for (index, used) in combinations.enumerated() {
      let list =
        ([#"{ "name": "home", "summary": "Home.", "web": "/" }"#] + used.map { routes[$0]! })
        .joined(separator: ", ")
      let json =
        #"{ "app": "S\#(index)", "domains": ["s.example"], "scheme": "s", "aasa": { "appIDs": ["ABCDE12345.com.example.s"] }, "routes": [\#(list)] }"#
      let loaded = Pipeline.load(bytes: Array(json.utf8), path: "S\(index).routes.json")
      let model = try #require(loaded.model, "\(loaded.diagnostics)")
      let file = folder.appendingPathComponent("S\(index)Route.swift")
      let source = generatedSwift(model, embedsRuntime: true)
      #expect(!source.contains("import RouteGenRuntime"))
      try source.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
      let table = folder.appendingPathComponent("S\(index)Route+Table.swift")
      let tableSource = generatedTable(model, embedsRuntime: true)
      try tableSource.write(to: table, atomically: true, encoding: .utf8)
      files.append(table.path)
      for (path, text) in [(file.path, source), (table.path, tableSource)] {
        let formatted = try runProcess("swift", ["format", path])
        #expect(
          formatted.status == 0 && formatted.output == text,
          "swift format changes \(path) with \(used)")
      }
    }
    let runtime = folder.appendingPathComponent(RuntimeDropIn.fileName)
    try RuntimeDropIn.file().contents.write(to: runtime, atomically: true, encoding: .utf8)
    files.append(runtime.path)
    // One module, as an app holds several generated files; compiled, not only type-checked: some warnings
    // (a `default` that is never executed) come after type-checking.
    let library = folder.appendingPathComponent("libDropIn.so").path
    let compiled = try runProcess(
      "swiftc",
      [
        "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
        "-parse-as-library", "-emit-library", "-o", library,
      ] + files)
    #expect(compiled.status == 0, "\(compiled.output.prefix(2000))")

    // A file generated for another runtime format fails to compile, on the line that says what to do.
    let stale = try String(contentsOf: URL(fileURLWithPath: files[0]), encoding: .utf8)
      .replacingOccurrences(
        of: "RouteGen.Format\(RouteGen.tableFormat)",
        with: "RouteGen.Format\(RouteGen.tableFormat - 1)")
    try stale.write(toFile: files[0], atomically: true, encoding: .utf8)
    let checked = try runProcess(
      "swiftc", ["-swift-version", "6", "-parse-as-library", "-typecheck", files[0], runtime.path])
    #expect(
      checked.status != 0 && checked.output.contains("regenerate it, or update"),
      "\(checked.output.prefix(2000))")

    // A table of other routes (here: one summary edited, as a merge that kept the other side's table leaves it)
    // fails to compile with the file, on the line that says which file to regenerate and how.
    let other = try #require(
      Pipeline.load(
        bytes: Array(
          #"{ "app": "S0", "domains": ["s.example"], "scheme": "s", "aasa": { "appIDs": ["ABCDE12345.com.example.s"] }, "routes": [{ "name": "home", "summary": "The home.", "web": "/" }] }"#
            .utf8), path: "S0.routes.json"
      ).model)
    try generatedSwift(other, embedsRuntime: true).write(
      toFile: files[0], atomically: true, encoding: .utf8)
    let paired = try runProcess(
      "swiftc",
      ["-swift-version", "6", "-parse-as-library", "-typecheck", files[0], files[1], runtime.path])
    #expect(
      paired.status != 0 && paired.output.contains("error: 'Record_")
        && paired.output.contains("_homeRecord = _RouteTable.Record_")
        && paired.output.contains("// not in S0Route+Table.swift? Regenerate it"),
      "\(paired.output.prefix(2000))")
  }

  /// `checkExamples()` holds the compiled type to the spec's examples and names what does not hold: the example,
  /// its route and the value (here the generated list is edited as a stale or hand-edited file would be).
  @Test func checkExamplesNamesTheExampleTheRouteAndTheValue() throws {
    let json = #"""
      { "app": "Shop", "domains": ["shop.example", "{region}.shop.example"], "scheme": "shop",
        "aasa": { "appIDs": ["ABCDE12345.com.example.shop"] },
        "routes": [{ "name": "product", "summary": "P.",
          "params": { "region": { "type": "string", "optional": true }, "id": "int" },
          "web": "/products/{id}", "scheme": "product/{id}?region={region}", "examples": [
            { "url": "https://de.shop.example/products/42", "values": { "region": "de", "id": 42 } },
            { "url": "https://shop.example/products/x", "refused": "invalidParameter" }] }] }
      """#
    let model = try #require(Pipeline.load(bytes: Array(json.utf8), path: "Shop.routes.json").model)
    let source = generatedSwift(model, embedsRuntime: true)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-examples-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let held = source.contains(
      #".init("https://de.shop.example/products/42", .product(region: "de", id: 42)),"#)
    #expect(held, "\(source)")
    let edits = [
      ("holds", source),
      (
        "value",
        source.replacingOccurrences(of: #"region: "de", id: 42"#, with: #"region: "fr", id: 42"#)
      ),
      (
        "refusal",
        source.replacingOccurrences(
          of: #"refused: "invalidParameter""#, with: #"refused: "noRoute""#)
      ),
    ]
    var files = [folder.appendingPathComponent(RuntimeDropIn.fileName).path]
    try RuntimeDropIn.file().contents.write(toFile: files[0], atomically: true, encoding: .utf8)
    var calls: [String] = []
    for (index, (name, text)) in edits.enumerated() {
      let file = folder.appendingPathComponent("\(name).swift")
      try text.replacingOccurrences(of: "ShopRoute", with: "Shop\(index)Route").write(
        to: file, atomically: true, encoding: .utf8)
      let table = folder.appendingPathComponent("\(name)+Table.swift")
      try generatedTable(model, embedsRuntime: true).replacingOccurrences(
        of: "ShopRoute", with: "Shop\(index)Route"
      )
      .write(to: table, atomically: true, encoding: .utf8)
      files += [file.path, table.path]
      calls.append(
        "do { try Shop\(index)Route.checkExamples(); print(\"\(name): holds\") } catch { print(\"\(name): \\(error)\") }"
      )
    }
    let main = folder.appendingPathComponent("main.swift")
    try (calls.joined(separator: "\n") + "\n").write(to: main, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent("examples").path
    let compiled = try runProcess(
      "swiftc", ["-swift-version", "6", "-Onone", "-o", executable, main.path] + files)
    try #require(compiled.status == 0, "\(compiled.output.prefix(2000))")
    let ran = try runProcess(executable, [])
    #expect(
      ran.output.split(separator: "\n") == [
        "holds: holds",
        "value: the example https://de.shop.example/products/42 of route 'product' reads region as 'de' (not 'fr'); the spec says product(region: \"fr\", id: 42)",
        "refusal: the example https://shop.example/products/x of route 'product' is refused with invalidParameter (the parameter 'id' has the value 'x', which is not an integer); the spec says noRoute",
      ], "\(ran.output)")
  }

  @Test func initWritesTheSchemaByteForByte() throws {
    let schema = try String(
      contentsOf: packageRoot.appendingPathComponent("Specs/route-spec.schema.json"),
      encoding: .utf8)
    #expect(EmbeddedSchema.text == schema, "run scripts/embed-schema.py")
  }
}
