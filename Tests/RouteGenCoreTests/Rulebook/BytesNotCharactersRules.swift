import RouteGenRuntime
import Testing

/// ParsingRules, **Bytes, not characters**: the URL is split on its ASCII bytes, so a combining mark after a `/`
/// cannot hide the separator; literals compare byte for byte, so `é` precomposed and `e` + U+0301 differ.
@Suite struct BytesNotCharactersRules {
  static let routes = """
    { "name": "cafe", "summary": "The café.", "web": "/caf%C3%A9" },
    { "name": "user", "summary": "A user.", "params": { "name": "string" }, "web": "/user/{name}" }
    """

  @Test func aCombiningMarkDoesNotHideASeparator() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/user/%CC%81": .route("user", ["name": "\u{301}"]),
      "https://example.com/user/\u{301}": .route("user", ["name": "\u{301}"]),
      "https://example.com/user/a/\u{301}": .refused(.noRoute(path: "/user/a/%CC%81")),
    ])
  }

  @Test func literalsCompareByteForByte() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/caf%C3%A9": .route("cafe"),
      "https://example.com/café": .route("cafe"),
      "https://example.com/cafe%CC%81": .refused(.noRoute(path: "/cafe%CC%81")),
    ])
  }
}
