import RouteGenRuntime
import Testing

/// ParsingRules, **Typed values** are validated and canonical: decimal integers without overflow, finite decimal
/// doubles within their bounds, UUIDs in any case (written lowercase), ISO 8601 dates kept to the millisecond,
/// enum values by their wire values and aliases.
@Suite struct TypedValueRules {
  static let routes = """
    { "name": "item", "summary": "An item.", "params": { "id": "int" }, "web": "/items/{id}" },
    { "name": "pin", "summary": "A pin.", "params": { "lat": { "type": "double", "min": -90, "max": 90 } }, "web": "/pin?lat={lat}" },
    { "name": "event", "summary": "An event.", "params": { "id": "uuid" }, "web": "/events/{id}" },
    { "name": "day", "summary": "A day.", "params": { "at": "date" }, "web": "/day?at={at}" },
    { "name": "sorted", "summary": "A list.", "params": { "order": { "type": "enum", "values": ["new", { "case": "top", "wire": "top", "aliases": ["best"] }] } },
      "web": "/list?order={order}" }
    """

  @Test func integersAreDecimalDigitsWithoutOverflow() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/items/042": .route("item", ["id": "42"]),
      "https://example.com/items/-3": .route("item", ["id": "-3"]),
      "https://example.com/items/+3": .refused(
        .invalidParameter(
          name: "id", value: "+3", reason: RouteGen.Reason.notInteger(keywords: []))),
      "https://example.com/items/1e3": .refused(
        .invalidParameter(
          name: "id", value: "1e3", reason: RouteGen.Reason.notInteger(keywords: []))),
      "https://example.com/items/99999999999999999999": .refused(
        .invalidParameter(
          name: "id", value: "99999999999999999999",
          reason: RouteGen.Reason.notInteger(keywords: []))),
    ])
  }

  /// `"digits": 2`: builders zero-pad to two digits (dated URLs: `/2026/01/05/…`); the parser reads the value with
  /// or without the zeros, as every int, so old and hand-written links still open, and the bounds still hold.
  @Test func digitsZeroPadWhatBuildersWrite() throws {
    let rulebook = try Rulebook(
      routes: """
        { "name": "post", "summary": "A dated post.", "web": "/{year}/{month}/{day}/{slug}",
          "params": { "year": "int", "month": { "type": "int", "min": 1, "max": 12, "digits": 2 },
                      "day": { "type": "int", "min": 1, "max": 31, "digits": 2 }, "slug": "string" } },
        { "name": "issue", "summary": "An issue.", "params": { "n": { "type": "int", "digits": 3 } }, "web": "/issues?n={n}" }
        """)
    let post = ["year": "2026", "month": "1", "day": "5", "slug": "budget"]
    rulebook.check([
      "https://example.com/2026/01/05/budget": .route("post", post),
      "https://example.com/2026/1/5/budget": .route("post", post),
      "https://example.com/2026/13/05/budget": .refused(
        .invalidParameter(name: "month", value: "13", reason: "is greater than 12")),
    ])
    rulebook.checkLinks([
      "https://example.com/2026/1/5/budget": (
        web: "https://example.com/2026/01/05/budget", scheme: nil
      ),
      "https://example.com/2026/12/31/budget": (
        web: "https://example.com/2026/12/31/budget", scheme: nil
      ),
      "https://example.com/issues?n=-7": (web: "https://example.com/issues?n=-007", scheme: nil),
      "https://example.com/issues?n=1234": (web: "https://example.com/issues?n=1234", scheme: nil),
    ])
  }

  @Test func doublesAreFiniteDecimalsWithinBounds() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/pin?lat=40.78": .route("pin", ["lat": "40.78"]),
      "https://example.com/pin?lat=NaN": .refused(
        .invalidParameter(name: "lat", value: "NaN", reason: RouteGen.Reason.notDecimal)),
      "https://example.com/pin?lat=inf": .refused(
        .invalidParameter(name: "lat", value: "inf", reason: RouteGen.Reason.notDecimal)),
      "https://example.com/pin?lat=91": .refused(
        .invalidParameter(name: "lat", value: "91", reason: RouteGen.Reason.greater(than: 90.0))),
    ])
  }

  @Test func uuidsInAnyCaseAreWrittenLowercase() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/events/123E4567-E89B-12D3-A456-426614174000": .route(
        "event", ["id": "123e4567-e89b-12d3-a456-426614174000"]),
      "https://example.com/events/123e4567": .refused(
        .invalidParameter(name: "id", value: "123e4567", reason: RouteGen.Reason.notUUID)),
    ])
  }

  @Test func datesAreISO8601KeptToTheMillisecondInUTC() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/day?at=2025-08-26T06:00:00Z": .route(
        "day", ["at": "2025-08-26T06:00:00Z"]),
      "https://example.com/day?at=2025-08-26T08:00:00.5%2B02:00": .route(
        "day", ["at": "2025-08-26T06:00:00.500Z"]),
      "https://example.com/day?at=yesterday": .refused(
        .invalidParameter(name: "at", value: "yesterday", reason: RouteGen.Reason.notDate)),
    ])
  }

  @Test func enumValuesMatchTheirWireValuesAndAliases() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/list?order=top": .route("sorted", ["order": "top"]),
      "https://example.com/list?order=best": .route("sorted", ["order": "top"]),
      "https://example.com/list?order=old": .refused(
        .invalidParameter(
          name: "order", value: "old", reason: RouteGen.Reason.oneOf(["new", "top"]))),
    ])
  }

  /// Allowed characters may be single characters and ranges, within ASCII and beyond it (`é` alone, `à-ÿ`).
  @Test func charactersBeyondASCIIAreAllowedAsWritten() throws {
    let routes = """
      { "name": "tag", "summary": "A tag.", "params": { "t": { "type": "string", "characters": "a-zé" } },
        "web": "/tags/{t}" },
      { "name": "word", "summary": "A word.", "params": { "w": { "type": "string", "characters": "à-ÿ0-9" } },
        "web": "/words/{w}" }
      """
    try Rulebook(routes: routes).check([
      "https://example.com/tags/caf%C3%A9": .route("tag", ["t": "café"]),
      "https://example.com/tags/Caf%C3%A9": .refused(
        .invalidParameter(
          name: "t", value: "Café", reason: RouteGen.Reason.outside("C", characters: "a-zé"))),
      "https://example.com/words/%C3%A09": .route("word", ["w": "à9"]),
      "https://example.com/words/a": .refused(
        .invalidParameter(
          name: "w", value: "a", reason: RouteGen.Reason.outside("a", characters: "à-ÿ0-9"))),
    ])
  }
}
