import Foundation
import RouteGenRuntime
import Testing

@testable import RouteGenCore

/// The Swift emitter, fragment by fragment: a tiny spec in, the exact Swift out, so that a change to the generated
/// code shows here as a small diff.
@Suite struct SwiftEmitterSnippetTests {
  static let tiny = spec(
    routes: """
      { "name": "home", "summary": "The start page.", "web": "/", "scheme": "home" },
      { "name": "post", "summary": "A post.", "params": { "postId": "string", "page": { "type": "int", "optional": true } },
        "web": "/p/{postId}?page={page}", "scheme": "post/{postId}?page={page}" },
      { "name": "sorted", "summary": "A sorted list.",
        "params": { "order": { "type": "enum", "values": ["new", { "case": "topRated", "wire": "top" }], "default": "new" } },
        "web": "/list?order={order}" },
      { "name": "thread", "summary": "A thread page.",
        "params": { "self": "string", "page": { "type": "int", "keywords": ["last"], "optional": true } },
        "web": "/t/{self}?page={page}" }
      """)

  static func source(_ json: String) throws -> String {
    let loaded = Pipeline.load(bytes: Array(json.utf8), path: "Test.routes.json")
    let model = try #require(loaded.model, "\(loaded.diagnostics)")
    return generatedSwift(model)
  }

  /// The lines from the one that starts (after indentation) with `start` to the closing brace at its indentation.
  static func fragment(_ source: String, _ start: String) throws -> String {
    let lines = source.components(separatedBy: "\n")
    let first = try #require(
      lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(start) },
      "no line starts with \(start)")
    let indentation = String(lines[first].prefix { $0 == " " })
    let last = try #require(
      lines[first...].firstIndex { $0 == indentation + "}" }, "\(start) is not closed")
    return lines[first...last].joined(separator: "\n")
  }

  @Test func theRouteEnumReadsLikeTheSpec() throws {
    #expect(
      try Self.fragment(Self.source(Self.tiny), "public enum TestRoute") == """
        public enum TestRoute: Hashable, Sendable, Codable, CustomStringConvertible {
          /// The start page.
          ///
          /// - Web: `/`
          /// - Scheme: `test://home`
          case home
          /// A post.
          ///
          /// - Web: `/p/{postId}?page={page}`
          /// - Scheme: `test://post/{postId}?page={page}`
          case post(postId: String, page: Int? = nil)
          /// A sorted list.
          ///
          /// - Web: `/list?order={order}`
          case sorted(order: Order = .new)
          /// A thread page.
          ///
          /// - Web: `/t/{self}?page={page}`
          case thread(`self`: String, page: Page? = nil)
        }
        """)
  }

  @Test func parameterTypesAreNestedEnums() throws {
    let source = try Self.source(Self.tiny)
    #expect(
      try Self.fragment(source, "public enum Order") == """
          public enum Order: String, Hashable, Sendable, Codable, CaseIterable {
            case new
            case topRated = "top"
          }
        """)
    #expect(
      try Self.fragment(source, "public enum Page") == """
          public enum Page: Hashable, Sendable, Codable {
            case number(Int)
            case last
          }
        """)
    // What the runtime needs of them: an enum's cases in the spec's order (its `allCases`), a keyword's wire text.
    #expect(!source.contains("extension TestRoute.Order"))
    #expect(
      try Self.fragment(source, "extension TestRoute.Page: RouteGen.KeywordInt") == """
        extension TestRoute.Page: RouteGen.KeywordInt {
          public static let _keywords: [Self] = [.last]

          public var _wire: RouteGen.Value {
            switch self {
            case .number(let value): return .int(value)
            case .last: return .text("last")
            }
          }

          /// Codable as its wire value: the number, or the keyword's text.
          public func encode(to encoder: any Encoder) throws { try _encodeWire(to: encoder) }

          public init(from decoder: any Decoder) throws { self = try Self._decodeWire(from: decoder) }
        }
        """)
  }

  @Test func eachRouteIsMadeByOneLine() throws {
    #expect(
      try Self.fragment(Self.source(Self.tiny), "@inline(__always) public static func _make") == """
          @inline(__always) public static func _make(_ ordinal: Int, _ values: RouteGen.Values) -> Self? {
            guard let route = _RouteOrdinal(rawValue: ordinal) else { return nil }
            switch route {
            case .home: return .home
            case .post: return .post(postId: values.text(0), page: values.optionalInt(1))
            case .sorted: return .sorted(order: values.enumCase(0))
            case .thread: return .thread(self: values.text(0), page: values.optionalKeywordInt(1))
            }
          }
        """)
  }

  @Test func eachRouteReportsItsValuesInOneLine() throws {
    #expect(
      try Self.fragment(Self.source(Self.tiny), "public func _visit") == """
          public func _visit(_ sink: RouteGen.Sink) -> RouteGen.Sink {
            switch self {
            case .home: sink.route(.home)
            case .post(let postId, let page): sink.route(.post).text(postId).int(page)
            case .sorted(let order): sink.route(.sorted).enumCase(order)
            case .thread(let `self`, let page): sink.route(.thread).text(`self`).keywordInt(page)
            }
          }
        """)
  }

  /// A builder is the route's pattern read aloud: literals the generator encoded, then each value for its place.
  @Test func eachRouteWritesItsLinkAsItsPatternReads() throws {
    #expect(
      try Self.fragment(Self.source(Self.tiny), "public func _write") == """
          public func _write(_ link: inout RouteGen.Link) -> Bool {
            switch self {
            case .home:
              if link.web { return true }
              return link.add("home")
            case .post(let postId, let page):
              if link.web {
                return link.add("p/") && link.text(postId, .segment) && link.int(page, .query("page="))
              }
              return link.add("post/") && link.text(postId, .segment) && link.int(page, .query("page="))
            case .sorted(let order):
              return link.web && link.add("list")
                && (!link.writesDefaults && order == Order.new || link.enumCase(order, .query("order=")))
            case .thread(let `self`, let page):
              return link.web && link.add("t/") && link.text(`self`, .segment)
                && link.keywordInt(page, .query("page="))
            }
          }
        """)
  }

  /// Which pattern a value takes is decided by conditions on the values that decide it (the last pattern needs
  /// none when every other value takes it); constrained values name where their rule is; a default is left out
  /// of the query; catch-alls and fragments have places of their own, and their links are parsed back.
  @Test func patternChoicesAndPlacesAreSpelledOut() throws {
    let source = try Self.source(
      spec(
        routes: """
          { "name": "thread", "summary": "A thread page.",
            "params": { "id": { "type": "string", "maxLength": 8 },
                        "page": { "type": "int", "keywords": ["last"], "optional": true, "min": 1 } },
            "web": ["/t/{id}/{page}", { "pattern": "/t/{id}/end", "set": { "page": "last" } }, "/t/{id}"] },
          { "name": "file", "summary": "A file.",
            "params": { "path": "string", "line": "int",
                        "raw": { "type": "bool", "default": false, "trueValues": ["1"], "falseValues": ["0"] } },
            "web": "/files/{path...}?raw={raw}#L{line}" }
          """))
    #expect(
      try Self.fragment(source, "public func _write") == """
          public func _write(_ link: inout RouteGen.Link) -> Bool {
            switch self {
            case .thread(let id, let page):
              if link.web {
                if page != nil && page != Page.last {
                  return link.route(.thread) && link.add("t/") && link.text(id, .segment, slot: 0)
                    && link.add("/") && link.keywordInt(page, .segment, slot: 1)
                }
                if page == Page.last {
                  return link.route(.thread) && link.add("t/") && link.text(id, .segment, slot: 0)
                    && link.add("/end")
                }
                return link.route(.thread) && link.add("t/") && link.text(id, .segment, slot: 0)
              }
              return false
            case .file(let path, let line, let raw):
              return link.web && link.add("files/") && link.text(path, .rest)
                && (!link.writesDefaults && raw == false || link.bool(raw, .query("raw="), "1", "0"))
                && link.int(line, .fragment("L")) && link.verify()
            }
          }
        """)
  }

  /// Literal text is written as the spec spells it: in a fragment (`eu/`, `p/+`; an item's `key=`), a query value
  /// (`$label`), escapes kept as written (`%3A%2F%2F`), a path's trailing `/`. The core builder writes the same links.
  @Test func literalsAreWrittenAsTheSpecSpellsThem() throws {
    let json = spec(
      routes: """
        { "name": "region", "summary": "s", "params": { "id": "string" }, "web": "/r#eu/{id}" },
        { "name": "phone", "summary": "s", "params": { "e164": { "type": "string", "characters": "0-9" } }, "web": "/c#p/+{e164}" },
        { "name": "call", "summary": "s", "params": { "key": "string" }, "web": "/call/#key={key}" },
        { "name": "labelled", "summary": "s", "web": "/l?label=$label" },
        { "name": "mbar", "summary": "s", "params": { "login": "string" }, "web": "/mbar?to=https%3A%2F%2Fexample.com%2F{login}" }
        """)
    #expect(
      try Self.fragment(Self.source(json), "public func _write") == """
          public func _write(_ link: inout RouteGen.Link) -> Bool {
            switch self {
            case .region(let id): return link.web && link.add("r") && link.text(id, .fragment("eu/"))
            case .phone(let e164):
              return link.web && link.route(.phone) && link.add("c")
                && link.text(e164, .fragment("p/+"), slot: 0)
            case .call(let key):
              return link.web && link.add("call/") && link.text(key, .fragmentItem("key="))
            case .labelled: return link.web && link.add("l") && link.item("label=$label")
            case .mbar(let login):
              return link.web && link.add("mbar")
                && link.text(login, .query("to=https%3A%2F%2Fexample.com%2F"))
            }
          }
        """)
    let model = try #require(Pipeline.load(bytes: Array(json.utf8), path: "t.json").model)
    let builder = URLBuilder(app: model)
    for (value, link) in [
      (
        RouteValue(name: "region", values: ["id": .string("a/b?c")]),
        "https://example.com/r#eu/a/b?c"
      ),
      (
        RouteValue(name: "phone", values: ["e164": .string("15551234567")]),
        "https://example.com/c#p/+15551234567"
      ),
      // A fragment of items: its values encoded as a query's (`&` would start another item).
      (
        RouteValue(name: "call", values: ["key": .string("k=1&2")]),
        "https://example.com/call/#key=k=1%262"
      ),
      (RouteValue(name: "labelled", values: [:]), "https://example.com/l?label=$label"),
      (
        RouteValue(name: "mbar", values: ["login": .string("x=1&y")]),
        "https://example.com/mbar?to=https%3A%2F%2Fexample.com%2Fx=1%26y"
      ),
    ] {
      #expect(builder.url(for: value, form: .web) == link)
    }
  }

  /// `link.route(.x)` and `link.verify(.x, pattern:)` go through helpers of the file's own; it declares only those
  /// its builders call (a retired route's constrained value is never written).
  @Test func theFileDeclaresOnlyTheRouteNamingCallsItUses() throws {
    let checked = try Self.source(
      spec(
        routes: """
          { "name": "item", "summary": "An item.", "params": { "id": { "type": "string", "maxLength": 8 } },
            "web": "/i/{id}" }
          """))
    #expect(
      checked.contains(
        "extension RouteGen.Link {\n  @inline(never) fileprivate mutating func route(_ ordinal: _RouteOrdinal) -> Bool {\n"
      ))
    #expect(!checked.contains("mutating func verify("))
    let retired = try Self.source(
      spec(
        routes: """
          { "name": "home", "summary": "The start page.", "web": "/" },
          { "name": "old", "retired": "Moved.", "params": { "id": { "type": "int", "min": 1 } }, "web": "/old/{id}" }
          """))
    #expect(!retired.contains("link.route(") && !retired.contains("extension RouteGen.Link"))
  }

  /// A retired route keeps its place in the table (its links still reach it) but has no case: `_make` says so.
  @Test func aRetiredRouteHasNoCase() throws {
    let source = try Self.source(
      spec(
        routes: """
          { "name": "home", "summary": "The start page.", "web": "/", "scheme": "home" },
          { "name": "old", "retired": "Moved to the web.", "params": { "id": "int" }, "web": "/old/{id}" }
          """))
    #expect(
      try Self.fragment(source, "public enum TestRoute") == """
        public enum TestRoute: Hashable, Sendable, Codable, CustomStringConvertible {
          /// The start page.
          ///
          /// - Web: `/`
          /// - Scheme: `test://home`
          case home
        }
        """)
    #expect(
      source.contains(
        """
            switch route {
            case .home: return .home
            case .old: return nil  // retired
            }
        """))
    #expect(
      source.contains(
        """
            switch self {
            case .home: sink.route(.home)
            }
        """))
  }

  /// `otherQuery` is the case's last value, made and reported like a parameter.
  @Test func otherQueryItemsAreTheLastValue() throws {
    let source = try Self.source(
      spec(
        routes: """
          { "name": "search", "summary": "Search.", "otherQuery": true, "params": { "q": { "type": "string", "optional": true } }, "web": "/s?q={q}" }
          """))
    #expect(source.contains("  case search(q: String? = nil, otherQuery: [QueryItem] = [])\n"))
    #expect(
      source.contains(
        "    case .search: return .search(q: values.optionalText(0), otherQuery: values.otherQuery())\n"
      ))
    #expect(
      source.contains(
        "    case .search(let q, let otherQuery): sink.route(.search).text(q).otherQuery(otherQuery)\n"
      ))
    #expect(
      source.contains(
        "    case .search(let q, let otherQuery):\n      return link.web && link.add(\"s\") && link.text(q, .query(\"q=\")) && link.otherQuery(otherQuery)\n        && link.verify()\n"
      ))
  }

  /// The table's records are readable comments, a route's on lines of its own: its head, then a line per parameter
  /// and per pattern, as written; under each, the type that pairs it with the compiled table (named by the record's
  /// digest, here `…`), with what to do when it is not found.
  @Test func theRouteTableIsARecordPerRoute() throws {
    let source = try Self.source(Self.tiny)
    let start = try #require(source.range(of: "  // app \(RouteGen.tableFormat) "))
    let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
    let records = source[start.lowerBound..<end.lowerBound].replacingOccurrences(
      of: "Record_[0-9A-F]{16}", with: "Record_…", options: .regularExpression)
    #expect(
      records == """
          // app \(RouteGen.tableFormat) scheme "test" domains "example.com"
          private typealias _appRecord = _RouteTable.Record_…  // not in TestRoute+Table.swift? Regenerate it

          // route home "The start page."
          //   web "/"
          //   scheme "home"
          private typealias _homeRecord = _RouteTable.Record_…  // not in TestRoute+Table.swift? Regenerate it

          // route post "A post."
          //   param postId string
          //   param page int optional
          //   web "/p/{postId}?page={page}"
          //   scheme "post/{postId}?page={page}"
          private typealias _postRecord = _RouteTable.Record_…  // not in TestRoute+Table.swift? Regenerate it

          // route sorted "A sorted list."
          //   param order enum default "new" value "new" value "top"
          //   web "/list?order={order}"
          private typealias _sortedRecord = _RouteTable.Record_…  // not in TestRoute+Table.swift? Regenerate it

          // route thread "A thread page."
          //   param self string
          //   param page int optional keywords "last"
          //   web "/t/{self}?page={page}"
          private typealias _threadRecord = _RouteTable.Record_…  // not in TestRoute+Table.swift? Regenerate it
        """)
    #expect(source.contains("  public static let _routeTable = _RouteTable.production\n"))
  }

  @Test func pastSixtyFourRoutesTheSwitchesAreChunked() throws {
    let routes = (0..<65).map {
      #"{ "name": "r\#($0)", "summary": "R.", "params": { "id": "int" }, "web": "/r\#($0)/{id}" }"#
    }
    let source = try Self.source(spec(routes: routes.joined(separator: ",\n")))
    let make = try Self.fragment(source, "@inline(__always) public static func _make(")
    #expect(
      make.contains(
        "switch ordinal / 64 {\n    case 0: return _make0(route, values)\n    default: return _make1(route, values)"
      ))
    #expect(
      try Self.fragment(source, "private static func _make1").contains(
        "case .r64: return .r64(id: values.int(0))\n    default: return nil"))
    #expect(
      source.contains(
        "public func _visit(_ sink: RouteGen.Sink) -> RouteGen.Sink { _visit0(sink) }"))
    #expect(try Self.fragment(source, "private func _visit0").contains("default: _visit1(sink)"))
    #expect(
      try Self.fragment(source, "private func _visit1").contains(
        "case .r64(let id): sink.route(.r64).int(id)\n    default: sink"))
    #expect(
      source.contains("public func _write(_ link: inout RouteGen.Link) -> Bool { _write0(&link) }"))
    #expect(
      try Self.fragment(source, "private func _write0").contains("default: return _write1(&link)"))
    #expect(
      try Self.fragment(source, "private func _write1").contains(
        """
            case .r64(let id): return link.web && link.add("r64/") && link.int(id, .segment)
            default: return false
        """))
  }

  /// The file holds what the spec says and imports the runtime (or, for `--embed-runtime`, finds it in its module);
  /// it conforms to the runtime's protocol on a line that names the runtime format it was written for.
  @Test func theFileImportsTheRuntimeAndNamesItsFormat() throws {
    let source = try Self.source(Self.tiny)
    #expect(source.contains("\nimport Foundation\nimport RouteGenRuntime\n"))
    #expect(source.contains("extension TestRoute: RouteGenRoute {\n"))
    #expect(
      source.contains("private typealias _RuntimeFormat = RouteGen.Format\(RouteGen.tableFormat)\n")
    )
    #expect(!source.contains("extension RouteGen {") && !source.contains("Unsafe"))
    // Routes are named by their index case, through calls kept out of line (see `emitIndexCalls`).
    #expect(
      source.contains(
        "extension RouteGen.Sink {\n  @inline(never) fileprivate func route(_ ordinal: _RouteOrdinal) -> Self {\n"
      ))
    let model = try #require(
      Pipeline.load(bytes: Array(Self.tiny.utf8), path: "Test.routes.json").model)
    let embedding = generatedSwift(model, embedsRuntime: true)
    #expect(embedding == source.replacingOccurrences(of: "import RouteGenRuntime\n", with: ""))
  }

  /// The examples as Swift values: each with the route value it states (a case whose values are all left out is
  /// still called, `.search()`; a destination is a value too), the route it reaches, or the error that refuses
  /// it; a long one broken as swift-format breaks it.
  @Test func examplesAreSwiftValues() throws {
    let source = try Self.source(
      spec(
        routes: """
          { "name": "search", "summary": "Search.", "params": { "q": { "type": "string", "optional": true } },
            "web": "/search?q={q}", "examples": [
              { "url": "https://example.com/search", "values": {} },
              { "url": "https://example.com/search?q=a", "values": { "q": "a" } },
              "https://example.com/search?q=b",
              { "url": "https://example.com/search?q=%zz%C0", "refused": "invalidPercentEncoding" }] },
          { "name": "login", "summary": "Sign in.", "params": { "next": { "type": "route", "optional": true } },
            "web": "/login?next={next}", "examples": [
              { "url": "https://example.com/login?next=%2Fsearch", "values": { "next": "/search" } },
              { "url": "https://example.com/login?next=%2Fsearch%3Fq%3Da-rather-long-query-for-one-line",
                "values": { "next": "/search?q=a-rather-long-query-for-one-line" } }] }
          """))
    let start = try #require(source.range(of: "  public static let _examples"))
    let end = try #require(source.range(of: "\n  ]\n", range: start.upperBound..<source.endIndex))
    #expect(
      source[start.lowerBound..<end.upperBound] == """
          public static let _examples: [RouteGen.Example<TestRoute>] = [
            .init("https://example.com/search", .search()),
            .init("https://example.com/search?q=a", .search(q: "a")),
            .init("https://example.com/search?q=b", route: "search"),
            .init(
              "https://example.com/search?q=%zz%C0",
              route: "search",
              refused: "invalidPercentEncoding"
            ),
            .init("https://example.com/login?next=%2Fsearch", .login(next: .search())),
            .init(
              "https://example.com/login?next=%2Fsearch%3Fq%3Da-rather-long-query-for-one-line",
              .login(next: .search(q: "a-rather-long-query-for-one-line"))
            ),
          ]

        """)
  }
}
