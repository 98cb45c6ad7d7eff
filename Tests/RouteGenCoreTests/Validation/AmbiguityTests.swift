import Foundation
import Testing

@testable import RouteGenCore

/// Pairs of routes that do and do not collide, and what the precedence rule decides.
@Suite struct AmbiguityTests {
  /// Two routes with the given web patterns and parameters; returns the notes and errors about them.
  /// `params` holds `"name": type` entries; each route declares those its pattern uses.
  func check(_ a: String, _ b: String, params: String = "") -> (errors: [String], notes: [String]) {
    let entries = params.isEmpty ? [] : splitEntries(params)
    func declared(_ pattern: String) -> String {
      entries.filter { pattern.contains("{" + $0.name) }.map(\.text).joined(separator: ", ")
    }
    let routes = """
          { "name": "first", "summary": "A.", "params": { \(declared(a)) }, "web": "\(a)" },
          { "name": "second", "summary": "B.", "params": { \(declared(b)) }, "web": "\(b)" }
      """
    let found = diagnostics(of: spec(routes: routes))
    return (found.filter { $0.contains(": error: ") }, found.filter { $0.contains(": note: ") })
  }

  /// Splits `"x": "string", "y": { … }` into its top-level entries.
  func splitEntries(_ text: String) -> [(name: String, text: String)] {
    var entries: [(String, String)] = []
    var depth = 0
    var current = ""
    var inString = false
    for character in text + "," {
      if character == "\"" { inString.toggle() }
      if !inString && (character == "{" || character == "[") { depth += 1 }
      if !inString && (character == "}" || character == "]") { depth -= 1 }
      if character == "," && depth == 0 && !inString {
        let entry = current.trimmingCharacters(in: .whitespaces)
        let name = String(entry.dropFirst().prefix { $0 != "\"" })
        entries.append((name, entry))
        current = ""
      } else {
        current.append(character)
      }
    }
    return entries
  }

  @Test(arguments: [
    ("/a/{x}", "/b/{x}", #""x": "string""#),
    ("/user/{id}", "/user/{id}/followers", #""id": "string""#),
    ("/e/{id}", "/e/create", #""id": "uuid""#),
    ("/n/{id}", "/n/{u}", #""id": "int", "u": "uuid""#),
    (
      "/t/{p}", "/t/{q}",
      #""p": { "type": "enum", "values": ["a", "b"] }, "q": { "type": "enum", "values": ["c"] }"#
    ),
    ("/s?goto=post&id={x}", "/s?goto=last&id={x}", #""x": "string""#),
    ("/@{x}", "/feed", #""x": "string""#),
  ])
  func disjointPatternsAreSilent(a: String, b: String, params: String) {
    let result = check(a, b, params: params)
    #expect(result.errors.isEmpty && result.notes.isEmpty, "\(result)")
  }

  @Test(arguments: [
    (
      "/user/{x}", "/user/me", #""x": "string""#,
      "'second' wins (segment 2: a literal segment before a free string)"
    ),
    (
      "/i/{x}", "/i/{n}", #""x": "string", "n": "int""#,
      "'second' wins (segment 2: a typed parameter before a free string)"
    ),
    (
      "/{x}", "/@{y}", #""x": "string", "y": "string""#,
      "'second' wins (segment 1: a segment with literal text around its parameter before a free string)"
    ),
    (
      "/d/{x...}", "/d/{y}", #""x": "string", "y": "string""#,
      "is a catch-all that a more specific route wins over (segment 2: a free string before a catch-all): 'second' (line 6); so 'first' cannot round-trip a 'x' value those routes read ('{y}')"
    ),
    (
      "/s?q={x}", "/s?q=%23{y}", #""x": { "type": "string", "optional": true }, "y": "string""#,
      "'second' wins (it requires more of the URL: query literals)"
    ),
    (
      "/b", "/b?u={y}", #""y": "string""#,
      "'second' wins (it requires more of the URL: required query parameters)"
    ),
    (
      "/go?u=https%3A{x}", "/go?u=https%3A%2F%2Fshop.example%2Fp%2F{y}",
      #""x": "string", "y": "string""#,
      "'second' wins (it requires more of the URL: query literals: longer literal text is more specific)"
    ),
    (
      "/p?t={y}", "/p#post{x}", #""x": "string", "y": "string""#,
      "'second' wins (it requires more of the URL: fragment text)"
    ),
  ])
  func overlapsTheRuleDecidesAreNotes(a: String, b: String, params: String, decision: String) {
    let result = check(a, b, params: params)
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(result.notes.count == 1)
    #expect(result.notes.first?.contains(decision) == true, "\(result.notes)")
  }

  @Test(arguments: [
    ("/i/{x}", "/i/{y}", #""x": "string", "y": "string""#),
    ("/n/{x}", "/n/{y}", #""x": "int", "y": "double""#),
    ("/p?a={x}", "/p?b={y}", #""x": "string", "y": "string""#),
    (
      "/t/{p}", "/t/{q}",
      #""p": { "type": "enum", "values": ["a", "b"] }, "q": { "type": "enum", "values": ["b"] }"#
    ),
  ])
  func overlapsNoRuleDecidesAreErrors(a: String, b: String, params: String) {
    let result = check(a, b, params: params)
    #expect(result.errors.count == 1, "\(result)")
    #expect(result.errors.first?.contains("is ambiguous with route 'first'") == true)
    #expect(result.errors.first?.hasPrefix("t.json:6:") == true)
    #expect(
      result.notes.contains {
        $0.hasPrefix("t.json:5:") && $0.contains("route 'first' is declared here")
      })
  }

  /// The note says which of the losing route's values cannot round-trip (its builder returns nil for them), or
  /// nothing when the winner never takes the loser's links.
  @Test(arguments: [
    ("/r/{slug}", "/r/new", #""slug": "string""#, "values where slug is 'new'"),
    (
      "/r/{slug}", "/r/{id}", #""slug": "string", "id": "int""#,
      "values where slug reads as second's id (int)"
    ),
    (
      "/s?q={q}", "/s?q=%23{tag}", #""q": "string", "tag": "string""#,
      "values where q starts with '#'"
    ),
    ("/f/{name}", "/f/{name}.json", #""name": "string""#, "values where name ends with '.json'"),
    ("/t?id={id}", "/t?id={id}#top", #""id": "int""#, nil),
  ])
  func theNoteNamesTheValuesThatCannotRoundTrip(
    loser: String, winner: String, params: String, values: String?
  ) {
    let result = check(loser, winner, params: params)
    #expect(result.errors.isEmpty, "\(result.errors)")
    let note = result.notes.first ?? ""
    if let values {
      #expect(
        note.hasSuffix(
          "so 'first' cannot round-trip \(values) through this pattern: its builder returns nil for them"
        ), "\(note)")
    } else {
      #expect(!note.isEmpty && !note.contains("round-trip"), "\(note)")
    }
  }

  /// Two routes on one path, each keyed by its own query item and refusing the other's, accept no URL in common:
  /// no error, and no winner note for a URL the winner refuses. A key refused by one route only does not part them.
  @Test func refusedKeysPartRoutesOnOnePath() {
    func routes(_ first: String, _ second: String) -> [String] {
      diagnostics(
        of: spec(
          routes: """
                { "name": "byX", "summary": "s", "params": { "x": "string" }\(first), "web": "/p?x={x}", "examples": ["https://example.com/p?x=1"] },
                { "name": "byY", "summary": "s", "params": { "y": "string" }\(second), "web": "/p?y={y}", "examples": ["https://example.com/p?y=1"] }
            """)
      ).filter { $0.contains(": error: ") || $0.contains(": note: ") }
    }
    #expect(routes(#", "forbiddenQuery": ["y"]"#, #", "forbiddenQuery": ["x"]"#).isEmpty)
    #expect(
      routes(#", "forbiddenQuery": ["y"]"#, "").isEmpty, "byX refuses every URL that byY needs")
    #expect(routes("", "").contains { $0.contains("is ambiguous with route 'byX'") })
    #expect(
      routes(#", "refuseOtherQuery": true"#, "").isEmpty, "byX refuses every key it does not read")
    // A more specific route needs a key the other refuses: no URL reaches both, so no winner note.
    let plan = """
          { "name": "donate", "summary": "s", "params": { "a": "string" }%@, "web": "/d?a={a}", "examples": ["https://example.com/d?a=1"] },
          { "name": "monthly", "summary": "s", "params": { "a": "string" }, "web": "/d?a={a}&plan=monthly", "examples": ["https://example.com/d?a=1&plan=monthly"] }
      """
    let noted = diagnostics(of: spec(routes: plan.replacingOccurrences(of: "%@", with: "")))
    #expect(noted.contains { $0.contains("'monthly' wins") }, "\(noted)")
    let refused = diagnostics(
      of: spec(routes: plan.replacingOccurrences(of: "%@", with: #", "forbiddenQuery": ["plan"]"#)))
    #expect(!refused.contains { $0.contains("wins") }, "\(refused)")
  }

  /// A catch-all that every other route wins over gets one note, naming the paths those routes read, the values
  /// whose links its builder cannot give; its other values build.
  @Test func aCatchAllGetsOneNoteNamingThePathsOthersTake() throws {
    let json = spec(
      routes: """
            { "name": "search", "summary": "s", "params": { "q": "string" }, "web": "/search/{q}", "examples": ["https://example.com/search/a"] },
            { "name": "product", "summary": "s", "params": { "id": "int" }, "web": "/p/{id}", "examples": ["https://example.com/p/1"] },
            { "name": "about", "summary": "s", "web": "/about", "examples": ["https://example.com/about"] },
            { "name": "web", "summary": "s", "params": { "path": "string" }, "web": "/{path...}", "examples": ["https://example.com/help/x"] }
        """)
    let notes = diagnostics(of: json).filter { $0.contains(": note: ") }
    #expect(
      notes == [
        "t.json:8:77: note: route 'web' ('/{path...}') is a catch-all that 3 more specific routes win over: 'about' (line 7), 'product' (line 6), 'search' (line 5); so 'web' cannot round-trip a 'path' value those routes read ('about', 'p/{id}', 'search/{q}'): its builder returns nil for them"
      ])
    let model = try #require(Pipeline.load(bytes: Array(json.utf8), path: "t.json").model)
    let builder = URLBuilder(app: model)
    #expect(
      builder.url(
        for: RouteValue(name: "web", values: ["path": .string("about/careers")]), form: .web)
        == "https://example.com/about/careers")
    #expect(
      builder.url(
        for: RouteValue(name: "web", values: ["path": .string("search/shoes")]), form: .web) == nil)
  }

  @Test func theErrorNamesAWitnessURL() {
    let result = check("/i/{x}", "/i/{y}", params: #""x": "string", "y": "string""#)
    #expect(result.errors.first?.contains("both match URLs like 'https://example.com/i/x'") == true)
  }

  /// A builder whose links only a more specific pattern could take checks which pattern accepts its link before it
  /// compares values: NovaSocial's custom-scheme search (`#ios` is the hashtag route). Destinations, other query
  /// items and universal links on hosts of their own are always compared.
  @Test func patternsShadowedOnlyAreThoseAMoreSpecificPatternCouldTake() throws {
    let nova = try loadApp("NovaSocial")
    let search = try #require(nova.routes.first { $0.name == "search" })
    let shadowed = LinkCheck.patternsShadowedOnly(in: nova)
    #expect(shadowed.contains(LinkCheck.PatternID(search.scheme!.patterns[0], of: search)))
    #expect(!shadowed.contains(LinkCheck.PatternID(search.web!.patterns[0], of: search)))
    for app in ["Unveil", "WordPress"] {
      let model = try loadApp(app)
      let checked = LinkCheck.patternsToCheck(in: model)
      let destinations = model.routes.filter { $0.parameters.contains { $0.type == .destination } }
      let ids = destinations.flatMap { route in
        (route.web?.patterns ?? []).map { LinkCheck.PatternID($0, of: route) }
      }
      #expect(
        !ids.isEmpty
          && ids.allSatisfy {
            checked.contains($0) && !LinkCheck.patternsShadowedOnly(in: model).contains($0)
          })
    }
  }
}
