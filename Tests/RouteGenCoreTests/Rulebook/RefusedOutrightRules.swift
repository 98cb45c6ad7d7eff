import RouteGenRuntime
import Testing

/// ParsingRules, **Refused outright**: user info, ports other than the scheme's default (the default is read as no
/// port unless the spec sets `refuseDefaultPort`), other schemes and hosts, URLs longer than `maxURLLength`.
@Suite struct RefusedOutrightRules {
  static let routes = """
    { "name": "item", "summary": "An item.", "params": { "id": "int" }, "web": "/items/{id}", "scheme": "items/{id}" }
    """

  @Test func userInfoIsRefusedOnEitherSide() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com@evil.com/items/1": .refused(.userInfoNotAllowed),
      "https://evil.com@example.com/items/1": .refused(.userInfoNotAllowed),
    ])
  }

  @Test func onlyTheDefaultPortIsRead() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com:443/items/1": .route("item", ["id": "1"]),
      "https://example.com:8443/items/1": .refused(.portNotAllowed("8443")),
      "test://items:80/1": .refused(.portNotAllowed("80")),
    ])
    try Rulebook(routes: Self.routes, extra: #" "refuseDefaultPort": true,"#).check([
      "https://example.com:443/items/1": .refused(.portNotAllowed("443")),
      "https://example.com/items/1": .route("item", ["id": "1"]),
    ])
  }

  @Test func urlsLongerThanMaxURLLengthAreRefused() throws {
    let long = "https://example.com/items/" + String(repeating: "1", count: 80)
    try Rulebook(routes: Self.routes, extra: #" "maxURLLength": 100,"#).check([
      "https://example.com/items/1": .route("item", ["id": "1"]),
      long: .refused(.urlTooLong(length: long.utf8.count, maximum: 100)),
    ])
  }
}
