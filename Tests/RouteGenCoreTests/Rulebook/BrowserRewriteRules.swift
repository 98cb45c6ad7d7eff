import RouteGenRuntime
import Testing

/// ParsingRules, **What browsers rewrite**: each form a browser rewrites before it requests a URL is read as the
/// browser means it, or refused.
@Suite struct BrowserRewriteRules {
  static let routes = """
    { "name": "item", "summary": "An item.", "params": { "id": "string" }, "web": "/items/{id}" },
    { "name": "docs", "summary": "A document.", "params": { "path": "string" }, "web": "/docs/{path...}" }
    """

  @Test func dotSegmentsAndBackslashesInValuesAreRefused() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/items/.": .refused(
        .invalidParameter(name: "id", value: ".", reason: RouteGen.Reason.dotSegment)),
      "https://example.com/items/.%2e": .refused(
        .invalidParameter(name: "id", value: "..", reason: RouteGen.Reason.dotSegment)),
      "https://example.com/items/a%5Cb": .refused(
        .invalidParameter(name: "id", value: "a\\b", reason: RouteGen.Reason.backslash)),
    ])
  }

  /// The rest of a path never holds an empty segment, written (`a//b`) or encoded (`a%2F%2Fb`): servers merge it.
  @Test func emptySegmentsInTheRestOfAPathAreRefused() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/docs/a/b": .route("docs", ["path": "a/b"]),
      "https://example.com/docs/a//b": .refused(
        .invalidParameter(name: "path", value: "a//b", reason: RouteGen.Reason.emptySegment)),
      "https://example.com/docs/a%2F%2Fb": .refused(
        .invalidParameter(name: "path", value: "a//b", reason: RouteGen.Reason.emptySegment)),
      // One trailing slash is ignored, as in every path.
      "https://example.com/docs/a//b/": .refused(
        .invalidParameter(name: "path", value: "a//b", reason: RouteGen.Reason.emptySegment)),
    ])
  }

  /// Typed or pasted, a link loses the whitespace around it and its tabs and newlines, as a browser drops them;
  /// an encoded tab (`%09`) is a control character in a value, refused; a trailing-dot host is another host.
  @Test func tabsNewlinesAndSpacesAroundAreDroppedEncodedOnesRefused() throws {
    try Rulebook(routes: Self.routes).check([
      " https://example.com/items/a \t": .route("item", ["id": "a"]),
      "https://example.com/items/a\tb\n": .route("item", ["id": "ab"]),
      "https://example.com/items/a%09b": .refused(
        .invalidParameter(name: "id", value: "a\tb", reason: RouteGen.Reason.control)),
      "https://example.com./items/a": .refused(.unsupportedHost("example.com.")),
    ])
  }

  @Test func encodedUnreservedBytesAreReadDecoded() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/%69tems/a": .route("item", ["id": "a"]),
      "HTTPS://Example.COM:443/items/a": .route("item", ["id": "a"]),
    ])
  }
}
