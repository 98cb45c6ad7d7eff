import Foundation
import Testing

@testable import RouteGenCore

/// The generated builders never hand out a link that does not parse back: for every route of every spec in
/// `Specs/` and of the test specs, random and adversarial values are built into both forms of link, and each link
/// is nil or parses back (from `String` and from `URL`) to an equal value; `url` never traps.
///
/// The values are Swift values, so the check runs as a program: the generated files and a driver that constructs
/// each route's cases, compiled together with `swiftc`.
@Suite struct BuilderRoundTripTests {
  /// Parameter and value names that collide with the generated code's and Swift's own names: the generated file
  /// must compile with all of them.
  static let namesSpec = """
    {
      "app": "Names", "scheme": "names", "domains": ["names.example"], "aasa": { "appIDs": ["ABCDE12345.com.example.names"] },
      "routes": [
        { "name": "type", "params": {
            "type": { "type": "enum", "values": ["self", "Type", "init", "default", "rawValue", "allCases"] },
            "result": "string", "self": { "type": "int", "optional": true }, "Self": { "type": "bool", "optional": true }
          },
          "web": "/type/{type}/{result}?self={self}&Self={Self}", "scheme": "type/{type}/{result}?self={self}&Self={Self}" },
        { "name": "types", "params": {
            "String": "string", "Int": "int", "URL": { "type": "string", "optional": true },
            "UUID": { "type": "uuid", "optional": true }, "Type": { "type": "double", "optional": true }
          },
          "web": "/types/{String}/{Int}?url={URL}&uuid={UUID}&t={Type}" },
        { "name": "helpers", "params": {
            "string": { "type": "enum", "values": ["a", "b"] }, "error": { "type": "enum", "values": ["e"], "optional": true },
            "int": { "type": "enum", "values": ["one"], "optional": true }, "bool": { "type": "enum", "values": ["yes"], "optional": true },
            "array": { "type": "enum", "values": ["x"], "optional": true }, "range": { "type": "enum", "values": ["r"], "optional": true },
            "sendable": { "type": "enum", "values": ["s"], "optional": true }, "any": { "type": "enum", "values": ["q"], "optional": true },
            "protocol": { "type": "enum", "values": ["p"], "optional": true }, "Text": { "type": "string", "optional": true },
            "Input": { "type": "string", "optional": true }, "m": { "type": "string", "optional": true },
            "values": { "type": "string", "optional": true }, "table": { "type": "string", "optional": true }
          },
          "web": "/helpers/{string}?error={error}&int={int}&bool={bool}&array={array}&range={range}&sendable={sendable}&any={any}&protocol={protocol}&text={Text}&input={Input}&m={m}&values={values}&table={table}" },
        { "name": "links", "params": {
            "link": "uuid", "url": { "type": "string", "optional": true }, "hash": { "type": "int", "optional": true },
            "description": { "type": "string", "optional": true }, "route": { "type": "route", "optional": true },
            "index": { "type": "int", "keywords": ["first", "last"], "optional": true }
          },
          "web": "/links/{link}?url={url}&hash={hash}&description={description}&route={route}&index={index}",
          "scheme": "links/{link}?url={url}&hash={hash}&description={description}&route={route}&index={index}" },
        { "name": "builders", "params": {
            "add": "string", "text": { "type": "string", "optional": true }, "segment": { "type": "int", "optional": true },
            "query": { "type": "string", "optional": true }, "web": { "type": "bool", "optional": true },
            "verify": { "type": "string", "optional": true }, "rule": { "type": "string", "maxLength": 5, "optional": true },
            "item": { "type": "string", "optional": true }, "l": { "type": "string", "optional": true }
          },
          "web": "/builders/{add}?text={text}&segment={segment}&query={query}&web={web}&verify={verify}&rule={rule}&item={item}&l={l}" },
        { "name": "hashValue", "web": "/hash-value", "scheme": "hash-value" },
        { "name": "description", "web": "/description" },
        { "name": "universalLinkString", "web": "/link-string" }
      ]
    }
    """

  /// Every spec the check covers, as (name, model).
  static func specs() throws -> [(String, AppModel)] {
    var specs = try appNames.map { ($0, try loadApp($0)) }
    for path in [
      "Tests/RuntimeTests/RuntimeHost.routes.json", "Tests/RuntimeTests/Regional.routes.json",
      "Tests/PluginTests/Cafe.routes.json",
    ] {
      let loaded = Pipeline.load(path: packageRoot.appendingPathComponent(path).path)
      guard let model = loaded.model else { throw TestFailure("\(path): \(loaded.diagnostics)") }
      specs.append((model.name, model))
    }
    let names = Pipeline.load(bytes: Array(namesSpec.utf8), path: "Names.routes.json")
    guard let model = names.model else {
      throw TestFailure(names.diagnostics.map(\.description).joined(separator: "\n"))
    }
    specs.append(("Names", model))
    return specs
  }

  @Test func everyLinkABuilderGivesParsesBackToTheSameValue() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-roundtrip-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    var calls: [String] = []
    for (name, model) in try Self.specs() {
      let generated = folder.appendingPathComponent("\(model.typeName).swift")
      try generatedSwift(model, embedsRuntime: true).write(
        to: generated, atomically: true, encoding: .utf8)
      let table = folder.appendingPathComponent("\(model.typeName)+Table.swift")
      try generatedTable(model, embedsRuntime: true).write(
        to: table, atomically: true, encoding: .utf8)
      let driver = folder.appendingPathComponent("\(model.typeName)Driver.swift")
      try RoundTripDriver(app: model).source().write(to: driver, atomically: true, encoding: .utf8)
      files += [generated.path, table.path, driver.path]
      calls.append(
        "run(\(SwiftLiteral.string(name)), \(model.typeName).self, routes: \(model.liveRoutes.map(\.ordinal)))"
      )
    }
    // The runtime compiled with them, as `--embed-runtime` writes it.
    let runtime = folder.appendingPathComponent(RuntimeDropIn.fileName)
    try RuntimeDropIn.file().contents.write(to: runtime, atomically: true, encoding: .utf8)
    files.append(runtime.path)
    let main = folder.appendingPathComponent("main.swift")
    let program =
      "let passed = [\n" + calls.joined(separator: ",\n")
      + "\n]\nexit(passed.allSatisfy { $0 } ? 0 : 1)\n"
    try (RoundTripDriver.support + program).write(to: main, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent("roundtrip").path
    let compiled = try runProcess(
      "swiftc",
      ["-swift-version", "6", "-Onone", "-warnings-as-errors", "-o", executable, main.path] + files)
    try #require(
      compiled.status == 0, "the generated files and drivers do not compile:\n\(compiled.output)")
    let ran = try runProcess(executable, [])
    #expect(ran.status == 0, "\(ran.output)")
    // One line per spec: `<name> links <n> nil <n> failures <n> unbuilt [<routes that gave no link>]`, then
    // the failures.
    let lines = ran.output.split(separator: "\n").map(String.init)
    for (name, model) in try Self.specs() {
      let summary = try #require(
        lines.first { $0.hasPrefix(name + " links ") }, "\(name) did not run:\n\(ran.output)")
      print(summary)
      let fields = summary.split(separator: " ")
      let links = Int(fields[2]) ?? 0
      let nils = Int(fields[4]) ?? 0
      let failures = Int(fields[6]) ?? -1
      #expect(
        failures == 0,
        "\(name):\n\(lines.filter { $0.hasPrefix(name + ": ") }.prefix(20).joined(separator: "\n"))"
      )
      // Every route gave links, and adversarial values were refused rather than written.
      #expect(summary.hasSuffix("unbuilt []") && links >= model.liveRoutes.count * 10, "\(summary)")
      #expect(nils > 0, "\(summary)")
    }
  }
}

/// Writes Swift that makes values of every route of an app from a `Values` source (random and adversarial), for
/// `BuilderRoundTripTests`.
struct RoundTripDriver {
  let app: AppModel
  let names: GeneratedNames

  init(app: AppModel) {
    self.app = app
    names = GeneratedNames(app: app)
  }

  func source() -> String {
    var lines = ["import Foundation", "", "extension \(app.typeName): RoundTripped {"]
    lines.append(
      "    static let literals: [String] = [\(literals().map(SwiftLiteral.string).joined(separator: ", "))]"
    )
    lines.append("    static func make(_ route: Int, _ v: Values, depth: Int) -> Self {")
    lines.append("        switch route {")
    for route in app.liveRoutes {
      var arguments = route.parameters.map {
        "\(SwiftName.argumentLabel($0.swiftName)): \(expression($0, in: route))"
      }
      // Other query items: none to a few, with the same adversarial texts as the values.
      if route.otherQuery {
        arguments.append(
          "otherQuery: (0..<v.below(4)).map { _ in QueryItem(name: v.text(Self.literals), value: v.text(Self.literals)) }"
        )
      }
      lines.append(
        "        case \(route.ordinal): return .\(route.caseName)"
          + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"))
    }
    lines.append("        default: fatalError()")
    lines += ["        }", "    }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// The texts of the spec's patterns, enum values and keywords: values a neighbouring route's literal or typed
  /// parameter would take.
  func literals() -> [String] {
    var texts: Set<String> = []
    for route in app.routes {
      for pattern in FormKind.allCases.compactMap(route.form).flatMap(\.patterns) {
        for segment in pattern.segments {
          if case .literal(let text) = segment { texts.insert(text) }
        }
        for item in pattern.query {
          texts.insert(item.key)
          if case .literal(let text) = item.value { texts.insert(text) }
        }
      }
      for parameter in route.parameters {
        switch parameter.type {
        case .enumeration(let type): texts.formUnion(type.values.flatMap { [$0.wire] + $0.aliases })
        case .int(_, _, let keywords): texts.formUnion(keywords)
        default: break
        }
      }
    }
    return texts.sorted()
  }

  func expression(_ parameter: Parameter, in route: Route) -> String {
    let nested = names.nestedTypeName(parameter, in: route)
    let value: String
    switch parameter.type {
    case .string(let constraints):
      // A parameter that allows few characters (`0-9`) gets texts of them too: else two such values in one
      // route would rarely both be valid, and the route would give no link to check.
      let allowed = constraints.characters.map { set in
        String(
          set.ranges.filter { $0.overlaps(0x20...0x7E) }.flatMap { $0.clamped(to: 0x20...0x7E) }
            .compactMap(Unicode.Scalar.init).map(Character.init))
      }
      value =
        allowed.map { "v.text(Self.literals, allowed: \(SwiftLiteral.string($0)))" }
        ?? "v.text(Self.literals)"
    case .int(let minimum, let maximum, let keywords):
      let number = "v.int(\(minimum ?? -1_000_000), \(maximum ?? 1_000_000))"
      if let nested, !keywords.isEmpty {
        let cases = keywords.map { "\(nested).\(SwiftName.escaped($0))" }
        value =
          "(v.bool() ? \(nested).number(\(number)) : v.pick([\(cases.joined(separator: ", "))]))"
      } else {
        value = number
      }
    case .double(let minimum, let maximum):
      value = "v.double(\(minimum ?? -1e6), \(maximum ?? 1e6))"
    case .bool: value = "v.bool()"
    case .uuid: value = "v.uuid()"
    case .date: value = "v.date()"
    case .enumeration: value = "v.pick(\(nested!).allCases)"
    case .destination:
      // A destination: another route of the app, at most two deep.
      let leaves = app.liveRoutes.filter { !$0.parameters.contains { $0.type == .destination } }
        .map(
          \.ordinal)
      value =
        "make(v.pick(depth < 2 ? \(app.liveRoutes.map(\.ordinal)) : \(leaves)), v, depth: depth + 1)"
    }
    // A list: none to a few items, each a value as above.
    if parameter.isList { return "(0..<v.below(4)).map { _ in \(value) }" }
    return parameter.isOptional ? "v.optional(\(value))" : value
  }

  /// The driver's shared part: the value source and the check.
  static let support = #"""
    import Foundation

    protocol RoundTripped: Hashable {
        init(string: String) throws
        init(url: URL) throws
        var universalLinkString: String? { get }
        var customSchemeURLString: String? { get }
        var url: URL? { get }
        static func make(_ route: Int, _ v: Values, depth: Int) -> Self
    }

    /// Random and adversarial values from a fixed seed.
    final class Values {
        var state: UInt64 = 0x5EED_1234_ABCD_0001
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func below(_ count: Int) -> Int { Int(next() % UInt64(max(count, 1))) }
        func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
        func bool() -> Bool { next() & 1 == 0 }
        func optional<T>(_ value: @autoclosure () -> T) -> T? { below(4) == 0 ? nil : value() }

        static let texts = [
            "", ".", "..", "...", "\u{0}", "a\u{0}b", "/", "a/b", "/a", "a/", "%", "%2F", "%zz", "%25", "#", "#ios",
            "?", "&", "=", "a=b&c=d", "+", "a+b", " ", "a b", " a", "\u{202E}abc", "\u{200B}", "é", "e\u{301}",
            "日本語", "🏳️‍🌈", "\u{7F}", "\u{85}", "\u{9F}", "\n", "\t", "0", "123", "-1", "1.5", "true", "false",
            "123e4567-e89b-12d3-a456-426614174000", "2025-08-26T06:00:00Z", "UPPER", "MiXeD", "@", ":", "a:b",
            "~", "_", "-", "a.b", "x.php", String(repeating: "a", count: 300), String(repeating: "é", count: 1200),
        ]

        /// Half of them of the `allowed` characters when there are some; of the rest, half plain (letters and
        /// digits, which most constrained parameters take), half adversarial.
        func text(_ literals: [String], allowed: String = "") -> String {
            if !allowed.isEmpty && bool() { return String((0..<(1 + below(12))).map { _ in pick(Array(allowed)) }) }
            switch below(8) {
            case 0: return pick(literals.isEmpty ? Self.texts : literals)
            case 1: return pick(Self.texts)
            case 2: return pick(Self.texts) + pick(literals.isEmpty ? Self.texts : literals) + pick(Self.texts)
            case 3:
                let alphabet = Array("abcXYZ019-._~ %/?#&=+:@é日\u{0}")
                return String((0..<(1 + below(12))).map { _ in pick(alphabet) })
            default:
                let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
                return String((0..<(1 + below(20))).map { _ in pick(alphabet) })
            }
        }

        /// Half within the parameter's bounds, half anywhere (the bounds and just past them included).
        func int(_ minimum: Int, _ maximum: Int) -> Int {
            if bool() { return minimum + below(maximum - minimum + 1) }
            return pick([0, 1, -1, 2, 42, 1000, 1001, Int.max, Int.min, minimum, maximum, minimum &- 1, maximum &+ 1,
                         Int(truncatingIfNeeded: next())])
        }

        func double(_ minimum: Double, _ maximum: Double) -> Double {
            if bool() { return minimum + (maximum - minimum) * Double(below(1_000_001)) / 1_000_000 }
            return pick([minimum, maximum, minimum.nextDown, maximum.nextUp,0, -0.0, 1.5, -119.2068, 40.7868, 90, 90.000_001, -180, 1e300, .leastNonzeroMagnitude, .nan, .infinity, -.infinity,
                  Double(bitPattern: next())])
        }

        func uuid() -> UUID { pick([UUID(), UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))]) }

        func date() -> Date {
            pick([
                Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_756_188_000), .distantPast, .distantFuture,
                Date(timeIntervalSince1970: 1.0005), Date(timeIntervalSince1970: -62_167_219_200),
                Date(timeIntervalSince1970: 253_402_300_800), Date(timeIntervalSince1970: Double(below(2_000_000_000))),
            ])
        }
    }

    /// Checks the links of every route's values; false when one does not parse back.
    func run<R: RoundTripped>(_ name: String, _ type: R.Type, routes: [Int]) -> Bool {
        let v = Values()
        var links = 0, nils = 0, failures: [String] = [], unbuilt: [Int] = []
        for route in routes {
            let linksBefore = links
            defer { if links == linksBefore { unbuilt.append(route) } }
            for _ in 0..<150 {
                let value = R.make(route, v, depth: 0)
                for link in [value.universalLinkString, value.customSchemeURLString] {
                    guard let link else {
                        nils += 1
                        continue
                    }
                    links += 1
                    guard let back = try? R(string: link) else {
                        failures.append("\(value) built \(link), which is refused")
                        continue
                    }
                    if back != value { failures.append("\(value) built \(link), which parses as \(back)") }
                    guard let url = URL(string: link) else {
                        failures.append("\(value) built \(link), which URL(string:) refuses")
                        continue
                    }
                    if (try? R(url: url)) != value { failures.append("\(value) built \(link), which init(url:) reads differently") }
                }
                _ = value.url
            }
        }
        print("\(name) links \(links) nil \(nils) failures \(failures.count) unbuilt \(unbuilt)")
        for failure in failures.prefix(20) { print("\(name): \(failure)") }
        return failures.isEmpty
    }


    """#
}
