import Testing

@testable import RouteGenRuntime
@testable import RouteGenTableCompiler

/// The generator compiles a generated file's records (a line per route, in spec order) into the trie it walks: these
/// tests read records as a generated file writes them and print what the parser will walk.
@Suite struct CompiledTableTests {
  /// Five routes in spec order, none of them in precedence order (`RouteGen.RouteRecords` has the format).
  static let records = """
    app \(RouteGen.tableFormat) caseSensitive false scheme "ex" domains "example.com"
    route name "A name." \
      param name string \
      web "/user/{name}"
    route user "A user." \
      param id int \
      web "/user/{id}" \
      scheme "{id}"
    route handle "A handle." \
      param name string \
      web "/user/@{name}"
    route me "The signed-in user." auth required \
      web "/user/me"
    route files "A file \\"quoted\\"." \
      param path string \
      web "/files/{path...}"
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

  @Test func recordsCompileIntoATrieInPrecedenceOrder() {
    let table = RouteGen.RouteTable(compiling: Self.records)
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
            end name#0
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

  /// A compiler of a table whose only record is the app's, with `domains` as its domains.
  static func withCompiler<Result>(
    domains: [String], _ body: (borrowing RouteGen.TableCompiler) -> Result
  )
    -> Result
  {
    let record =
      "app \(RouteGen.tableFormat) domains "
      + domains.map(RouteGen.RouteRecords.quoted).joined(separator: " ")
    var bytes = Array(record.utf8) + Array(repeating: 0, count: record.utf8.count + 64)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      body(
        RouteGen.TableCompiler(
          buffer.baseAddress!, count: record.utf8.count, capacity: buffer.count))
    }
  }

  /// The parser halves a node's literals and the query keys by length first, then bytes.
  @Test func searchedListsAreShortestFirst() {
    let texts = ["settings", "u", "user", "feed", "p", "post", "@", "explore", "éa", "zz"]
    let sorted = Self.withCompiler(domains: texts) { compiler in
      compiler.listed[compiler.domains].sorted { compiler.precedesInSearch($0, $1) }.map { text in
        String(
          decoding: UnsafeBufferPointer(start: compiler.texts + text.start, count: text.count),
          as: UTF8.self)
      }
    }
    #expect(sorted == ["@", "p", "u", "zz", "éa", "feed", "post", "user", "explore", "settings"])
  }

  /// A record's texts are quoted so that a record stays on its line; the reader gives back every byte.
  @Test func textsKeepEveryByteThroughQuoting() {
    let text = "a \"b\" \\c\n\u{7}é"
    #expect(RouteGen.RouteRecords.quoted(text) == #""a \"b\" \\c\x0A\x07é""#)
    let read = Self.withCompiler(domains: [text, "next"]) { compiler in
      compiler.listed[compiler.domains].map { text in
        String(
          decoding: UnsafeBufferPointer(start: compiler.texts + text.start, count: text.count),
          as: UTF8.self)
      }
    }
    #expect(read == [text, "next"])
  }

  /// Records whose texts the compiler changes in place (an escaped quote, a folded capital, a wildcard's label) and
  /// to which it adds texts (the bases, decoded literals), for production and an environment.
  static let changedInPlace = """
    app \(RouteGen.tableFormat) scheme "ex" domains "Example.com" "{site}.example.com"\u{0}
    environment staging scheme "ex-staging" rename "Example.com" "staging.example.com" \
      "{site}.example.com" "{site}.staging.example.com"
    route quoted "A \\"quoted\\" page." \
      param site string optional \
      web "/Caf%C3%A9/{site}?q=%2F" \
      scheme "page"
    """

  /// What a generated `…Route+Table.swift` holds reads back as the table the compiler made, number for number and
  /// byte for byte, and its digits hold no character that would end or escape their raw literal.
  @Test(arguments: [records, changedInPlace], [nil, "staging"])
  func theGeneratedTextReadsBackAsTheCompiledTable(_ records: String, _ environment: String?) throws
  {
    guard environment == nil || records.contains("environment \(environment!)") else { return }
    let compiled = RouteGen.CompiledTableWriter(records: records, environment: environment)
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
      Array(UnsafeBufferPointer(start: read.numbers, count: read.numberCount)) == compiled.numbers)
    #expect(Array(UnsafeBufferPointer(start: read.texts, count: read.textCount)) == compiled.texts)
    #expect(compiled.texts.count > records.utf8.count, "the compiler derived texts")
    if records == Self.changedInPlace {
      #expect(compiled.texts.prefix(records.utf8.count).elementsEqual(records.utf8) == false)
    }
  }
}
