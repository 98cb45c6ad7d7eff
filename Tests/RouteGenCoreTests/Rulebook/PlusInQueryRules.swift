import RouteGenRuntime
import Testing

/// ParsingRules, **`+` in a query** is a space, as HTML forms send it (`%2B` is a plus), and so in a fragment of
/// items, read as a query is; in a path, `+` is a plus.
@Suite struct PlusInQueryRules {
  static let routes = """
    { "name": "search", "summary": "Search.", "params": { "q": "string" }, "web": "/search?q={q}" },
    { "name": "phone", "summary": "A number.", "params": { "number": "string" }, "web": "/p/{number}" },
    { "name": "sorted", "summary": "Sorted.", "params": { "sort": "string" }, "web": "/sorted#sort=@{sort}" }
    """

  @Test func aPlusInAQueryIsASpace() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/search?q=a+b": .route("search", ["q": "a b"]),
      "https://example.com/search?q=a%2Bb": .route("search", ["q": "a+b"]),
    ])
  }

  @Test func aPlusInAFragmentItemIsASpace() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/sorted#sort=@a+b": .route("sorted", ["sort": "a b"]),
      "https://example.com/sorted#sort=@a%2Bb": .route("sorted", ["sort": "a+b"]),
    ])
  }

  @Test func aPlusInAPathIsAPlus() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/p/+15551234567": .route("phone", ["number": "+15551234567"])
    ])
  }
}
