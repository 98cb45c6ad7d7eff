import RouteGenRuntime
import Testing

/// ParsingRules, **Percent-decoding**: per segment and per query key or value, after splitting (`%2F` stays inside a
/// value); escapes that do not spell UTF-8 are refused, never guessed at; decoded values are never empty and never
/// hold control characters.
@Suite struct PercentDecodingRules {
  static let routes = """
    { "name": "tag", "summary": "A tag.", "params": { "name": "string" }, "web": "/tag/{name}" },
    { "name": "search", "summary": "Search.", "params": { "q": "string" }, "web": "/search?q={q}" }
    """

  @Test func decodingFollowsSplitting() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/search?q=a%2Fb%26c%3Dd": .route("search", ["q": "a/b&c=d"]),
      "https://example.com/tag/caf%C3%A9": .route("tag", ["name": "café"]),
      "https://example.com/%74ag/x": .route("tag", ["name": "x"]),
    ])
  }

  @Test func escapesThatAreNotUTF8AreRefused() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/search?q=%E2%82": .refused(.invalidPercentEncoding("%E2%82")),
      "https://example.com/tag/%C0%AF": .refused(.invalidPercentEncoding("%C0%AF")),
    ])
  }

  @Test func decodedValuesHoldNoControlCharacters() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/search?q=a%00b": .refused(
        .invalidParameter(name: "q", value: "a\u{0}b", reason: RouteGen.Reason.control)),
      "https://example.com/tag/a%0Ab": .refused(
        .invalidParameter(name: "name", value: "a\nb", reason: RouteGen.Reason.control)),
    ])
  }
}
