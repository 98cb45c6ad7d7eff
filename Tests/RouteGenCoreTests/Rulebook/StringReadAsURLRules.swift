import RouteGenRuntime
import Testing

/// ParsingRules, **A string is read as `URL` reads it**: a part that holds a byte a URL cannot hold, or a `%`
/// without two hex digits, is percent-encoded whole by Foundation, its `%`s included, so those are text there.
@Suite struct StringReadAsURLRules {
  static let routes = """
    { "name": "search", "summary": "Search.", "params": { "q": "string" }, "web": "/search?q={q}" }
    """

  @Test func aValidPartIsReadAsWritten() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/search?q=a%20b": .route("search", ["q": "a b"])
    ])
  }

  @Test func aPartFoundationWouldEncodeIsTextWhole() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/search?q=a%20b c": .route("search", ["q": "a%20b c"]),
      "https://example.com/search?q=50%": .route("search", ["q": "50%"]),
      "https://example.com/search?q=é": .route("search", ["q": "é"]),
    ])
  }

  @Test func rewritingDropsAnEmptyPort() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com:/search?q=a b": .route("search", ["q": "a b"])
    ])
  }
}
