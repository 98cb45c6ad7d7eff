import RouteGenRuntime
import Testing

/// ParsingRules, **A string is read as a browser reads it**: the whitespace around a link typed or pasted as text
/// and its tabs and newlines are dropped, what a URL cannot hold is read percent-encoded, escapes are kept, and a
/// `%` without two hex digits is text, as a browser decodes it. (GeneratedRouteTests' BrowserReadingTests holds
/// the generated parser to the WHATWG URL standard itself.)
@Suite struct StringReadAsBrowserRules {
  static let routes = """
    { "name": "search", "summary": "Search.", "params": { "q": "string" }, "web": "/search?q={q}" }
    """

  @Test func aValidLinkIsReadAsWritten() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/search?q=a%20b": .route("search", ["q": "a b"])
    ])
  }

  @Test func whatAURLCannotHoldIsReadEncodedAndEscapesAreKept() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/search?q=a%20b c": .route("search", ["q": "a b c"]),
      "https://example.com/search?q=é%C3%A9": .route("search", ["q": "éé"]),
      "https://example.com/search?q=50%": .route("search", ["q": "50%"]),
      "https://example.com/search?q=%zz%41": .route("search", ["q": "%zzA"]),
    ])
  }

  @Test func whitespaceAroundAndTabsAndNewlinesInsideAreDropped() throws {
    try Rulebook(routes: Self.routes).check([
      "  https://example.com/search?q=ab  ": .route("search", ["q": "ab"]),
      "https://example.com/search?q=a\tb\n": .route("search", ["q": "ab"]),
      "https://example.com/search?q\r\n=ab": .route("search", ["q": "ab"]),
      "https://example.com/sea\trch?q=%2\t0": .route("search", ["q": " "]),
    ])
  }

  @Test func anEmptyPortIsNoPort() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com:/search?q=ab": .route("search", ["q": "ab"]),
      "https://example.com:/search?q=a b": .route("search", ["q": "a b"]),
    ])
  }
}
