import RouteGenRuntime
import Testing

/// ParsingRules, **`+` in a query** is a space, as HTML forms send it (`%2B` is a plus); in a path, `+` is a plus.
@Suite struct PlusInQueryRules {
  static let routes = """
    { "name": "search", "summary": "Search.", "params": { "q": "string" }, "web": "/search?q={q}" },
    { "name": "phone", "summary": "A number.", "params": { "number": "string" }, "web": "/p/{number}" }
    """

  @Test func aPlusInAQueryIsASpace() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/search?q=a+b": .route("search", ["q": "a b"]),
      "https://example.com/search?q=a%2Bb": .route("search", ["q": "a+b"]),
    ])
  }

  @Test func aPlusInAPathIsAPlus() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/p/+15551234567": .route("phone", ["number": "+15551234567"])
    ])
  }
}
