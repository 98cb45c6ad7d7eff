import RouteGenRuntime
import Testing

/// ParsingRules, **Scheme and host**: they match ignoring ASCII case (and only ASCII: look-alike letters never
/// match); path literals match case-sensitively unless the spec sets `"caseSensitive": false`.
@Suite struct SchemeAndHostRules {
  static let routes = """
    { "name": "item", "summary": "An item.", "params": { "id": "int" }, "web": "/Items/{id}", "scheme": "items/{id}" }
    """

  @Test func schemeAndHostIgnoreASCIICase() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/Items/1": .route("item", ["id": "1"]),
      "HTTPS://EXAMPLE.COM/Items/1": .route("item", ["id": "1"]),
      "Test://items/1": .route("item", ["id": "1"]),
      // A dotless `ı` is not an `i`, nor a Kelvin sign a `k`.
      "https://exampıe.com/Items/1": .refused(.unsupportedHost("exampıe.com")),
    ])
  }

  @Test func pathLiteralsMatchCaseSensitivelyByDefault() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/items/1": .refused(.noRoute(path: "/items/1")),
      "https://example.com/ITEMS/1": .refused(.noRoute(path: "/ITEMS/1")),
    ])
  }

  @Test func caseSensitiveFalseFoldsPathLiterals() throws {
    try Rulebook(routes: Self.routes, extra: #" "caseSensitive": false,"#).check([
      "https://example.com/items/1": .route("item", ["id": "1"]),
      "https://example.com/ITEMS/1": .route("item", ["id": "1"]),
    ])
  }

  @Test func otherSchemesAndHostsAreRefused() throws {
    try Rulebook(routes: Self.routes).check([
      "http://example.com/Items/1": .refused(.unsupportedScheme("http")),
      "https://www.example.com/Items/1": .refused(.unsupportedHost("www.example.com")),
      "other://items/1": .refused(.unsupportedScheme("other")),
    ])
  }
}
