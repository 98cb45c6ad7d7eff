import Testing

@testable import RouteGenCore
@testable import RouteGenRuntime
@testable import RouteGenTableCompiler

/// The generator compiles each build of an app's route model (`TableDrafts`) into the trie the parser walks:
/// these tests compile small specs and print what the parser will walk.
@Suite struct CompiledTableTests {
  /// A spec of `routes` (JSON objects) with `extra` app keys, read and validated.
  static func model(_ routes: String, extra: String = "") throws -> AppModel {
    let text = """
      { "app": "T", "scheme": "ex", "domains": ["example.com"],
        "aasa": { "appIDs": ["ABCDE12345.com.example.t"] }\(extra), "routes": [\(routes)] }
      """
    let loaded = Pipeline.load(bytes: Array(text.utf8), path: "T.routes.json")
    return try #require(loaded.model, "\(loaded.diagnostics.map(\.description))")
  }

  /// Five routes in spec order, none of them in precedence order.
  static let fiveRoutes = """
    { "name": "byName", "summary": "A name.", "params": { "name": "string" }, "web": "/user/{name}" },
    { "name": "user", "summary": "A user.", "params": { "id": "int" }, "web": "/user/{id}", "scheme": "{id}" },
    { "name": "handle", "summary": "A handle.", "params": { "name": "string" }, "web": "/user/@{name}" },
    { "name": "me", "summary": "The signed-in user.", "auth": "required", "web": "/user/me" },
    { "name": "files", "summary": "A file \\"quoted\\".", "params": { "path": "string" }, "web": "/files/{path...}" }
    """

  /// The compiled trie as text: a node's literals (sorted for halving, so shortest first), its placeholders in
  /// precedence order, and the patterns that end there or take the rest of the path (route and pattern index).
  static func describe(_ routeTable: RouteGen.RouteTable, web: Bool) -> String {
    let table = RouteGen.Table(routeTable)
    var lines: [String] = []
    func pattern(_ position: Int) -> String {
      let ordinal = table[position]
      let route = table.route(ordinal)
      let index = (0..<route.patterns(web: web).count).first {
        route.patternPosition(web: web, $0) == position
      }!
      return "\(table.string(route.details.name))#\(index)"
    }
    func node(_ at: Int, _ depth: Int) {
      let indent = String(repeating: "  ", count: depth)
      var cursor = RouteGen.Cursor(table: table, at: at + 1)
      for _ in 0..<cursor.next() { lines.append(indent + "end " + pattern(cursor.next())) }
      for _ in 0..<cursor.next() {
        lines.append(indent + "\"" + table.string(cursor.text()) + "\"")
        node(cursor.next(), depth + 1)
      }
      for _ in 0..<cursor.next() {
        let rank = cursor.next()
        let label =
          rank == 1
          ? "{\"\(table.string(cursor.text()))\" … \"\(table.string(cursor.text()))\"}"
          : rank == 2 ? "{typed}" : "{free}"
        lines.append(indent + label)
        node(cursor.next(), depth + 1)
      }
      for _ in 0..<cursor.next() { lines.append(indent + "rest " + pattern(cursor.next())) }
    }
    node(web ? table.webRoot : table.schemeRoot, 0)
    return lines.joined(separator: "\n")
  }

  @Test func aModelCompilesIntoATrieInPrecedenceOrder() throws {
    let app = try Self.model(Self.fiveRoutes, extra: #", "caseSensitive": false"#)
    let table = RouteGen.RouteTable(compiling: RouteGen.TableDrafts(app: app))
    #expect(
      Self.describe(table, web: true) == """
        "user"
          "me"
            end me#0
          {"@" … ""}
            end handle#0
          {typed}
            end user#0
          {free}
            end byName#0
        "files"
          rest files#0
        """)
    #expect(
      Self.describe(table, web: false) == """
        {typed}
          end user#0
        """)
    let compiled = RouteGen.Table(table)
    #expect(compiled.routeCount == 5 && compiled.maxParameters == 1 && !compiled.caseSensitive)
    #expect(compiled.string(compiled.route(4).details.summary) == "A file \"quoted\".")
    #expect(
      compiled.string(compiled.route(3).details.name) == "me"
        && compiled.route(3).details.access == .signedIn
    )
  }

  /// The parser halves a node's literals and the query keys by length first, then bytes.
  @Test func searchedListsAreShortestFirst() {
    let texts = ["settings", "u", "user", "feed", "p", "post", "@", "explore", "éa", "zz"]
    #expect(
      texts.sorted(by: RouteGen.TableCompiler.precedesInSearch)
        == ["@", "p", "u", "zz", "éa", "feed", "post", "user", "explore", "settings"])
  }

  /// A spec whose texts repeat (a literal in two routes, a key in two patterns) and spell one letter two ways
  /// (`é` composed and decomposed, which Swift's `==` calls equal).
  static let repeatedTexts = """
    { "name": "composed", "summary": "Composed.", "params": { "q": "string" }, "web": "/caf\\u00e9?q={q}" },
    { "name": "decomposed", "summary": "Decomposed.", "params": { "q": "string" }, "web": "/cafe\\u0301?q={q}" },
    { "name": "again", "summary": "Again.", "params": { "q": "string" }, "web": "/caf\\u00e9/again?q={q}" }
    """

  /// Each distinct text is kept once, by its bytes: the two spellings of `é` stay two texts (the parser compares
  /// bytes), and a repeated one is one.
  @Test func eachDistinctTextIsKeptOnceByItsBytes() throws {
    var buffer = RouteGen.TableBuffer()
    for text in ["caf\u{e9}", "cafe\u{301}", "q", "caf\u{e9}", "q"] { buffer.text(text) }
    #expect(buffer.texts == Array("caf\u{e9}cafe\u{301}q".utf8))
    let table = RouteGen.RouteTable(
      compiling: RouteGen.TableDrafts(app: try Self.model(Self.repeatedTexts)))
    #expect(
      Self.describe(table, web: true) == """
        "café"
          end composed#0
          "again"
            end again#0
        "café"
          end decomposed#0
        """)
  }

  /// A spec with an environment whose build renames the hosts and the scheme, and texts the compiler folds and
  /// decodes.
  static let withEnvironment = (
    routes: """
    { "name": "quoted", "summary": "A \\"quoted\\" page.", "params": { "site": "string" },
      "web": "/Caf%C3%A9/{site}?q=%2F", "scheme": "Page/{site}" }
    """,
    extra: """
    , "caseSensitive": false, "environments": { "staging": { "scheme": "ex-staging",
      "hosts": { "example.com": "staging.example.com" } } }
    """
  )

  /// What a generated `…Route+Table.swift` holds reads back as the table the compiler made, number for number and
  /// byte for byte, and its digits hold no character that would end or escape their raw literal.
  @Test(arguments: [(fiveRoutes, ""), withEnvironment])
  func theGeneratedTextReadsBackAsTheCompiledTable(_ routes: String, _ extra: String) throws {
    let app = try Self.model(routes, extra: extra)
    for build in [app] + app.environments.map(\.app) {
      let compiled = RouteGen.CompiledTableWriter(RouteGen.TableDrafts(app: build))
      let forbidden: Set<Character> = ["\"", "#", "\\"]
      #expect(!compiled.digits.contains(where: forbidden.contains))
      // As a generated file ends them, with a NUL.
      let (digits, texts) = (Array(compiled.digits.utf8) + [0], compiled.texts + [0])
      let read = try digits.withUnsafeBufferPointer { digits in
        try texts.withUnsafeBufferPointer {
          try RouteGen.CompiledTable.read(numbers: digits, texts: $0).get()
        }
      }
      #expect(
        Array(UnsafeBufferPointer(start: read.numbers, count: read.numberCount)) == compiled.numbers
      )
      #expect(
        Array(UnsafeBufferPointer(start: read.texts, count: read.textCount)) == compiled.texts)
    }
    #expect(
      app.environments.isEmpty || app.environments[0].app.domains[0].name == "staging.example.com")
  }
}
