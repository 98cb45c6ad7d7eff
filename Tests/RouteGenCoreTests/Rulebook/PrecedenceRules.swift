import RouteGenRuntime
import Testing

/// SpecFormat, **Precedence and ambiguity**: when several patterns match a URL, the most specific wins, segment by
/// segment from the left (a literal, then literal text around a placeholder, longer first, then a typed
/// placeholder, then a free string, then a catch-all); then the pattern that requires more of the rest of the URL
/// (fragment text, then query values with literal text, more then longer, then required query parameters).
@Suite struct PrecedenceRules {
  static let routes = """
    { "name": "catchAll", "summary": "Anything else.", "params": { "path": "string" }, "web": "/{path...}" },
    { "name": "named", "summary": "By name.", "params": { "name": "string" }, "web": "/u/{name}" },
    { "name": "numbered", "summary": "By number.", "params": { "id": "int" }, "web": "/u/{id}" },
    { "name": "handle", "summary": "By handle.", "params": { "handle": "string" }, "web": "/u/@{handle}" },
    { "name": "tilde", "summary": "By tilde handle.", "params": { "handle": "string" }, "web": "/u/@~{handle}" },
    { "name": "me", "summary": "Me.", "web": "/u/me" },
    { "name": "shop", "summary": "Any shop link.", "params": { "rest": "string" }, "web": "/go?u=https%3A{rest}" },
    { "name": "product", "summary": "A product link.", "params": { "pid": "string" }, "web": "/go?u=https%3A%2F%2Fshop.example%2Fp%2F{pid}" },
    { "name": "list", "summary": "A list.", "params": { "page": { "type": "int", "optional": true } }, "web": "/list?page={page}" },
    { "name": "listAnchor", "summary": "A list's section.", "web": "/list#top" }
    """

  @Test func segmentBySegmentTheMostSpecificWins() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/u/me": .route("me"),
      "https://example.com/u/@~ann": .route("tilde", ["handle": "ann"]),
      "https://example.com/u/@ann": .route("handle", ["handle": "ann"]),
      "https://example.com/u/42": .route("numbered", ["id": "42"]),
      "https://example.com/u/ann": .route("named", ["name": "ann"]),
      "https://example.com/u/ann/x": .route("catchAll", ["path": "u/ann/x"]),
    ])
  }

  @Test func thenThePatternThatRequiresMoreOfTheRest() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/go?u=https%3A%2F%2Fshop.example%2Fp%2F7": .route(
        "product", ["pid": "7"]),
      "https://example.com/go?u=https%3A%2F%2Fother.example": .route(
        "shop", ["rest": "//other.example"]),
      "https://example.com/list#top": .route("listAnchor"),
      "https://example.com/list?page=2": .route("list", ["page": "2"]),
    ])
  }
}
