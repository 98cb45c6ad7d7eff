import RouteGenRuntime
import Testing

/// ParsingRules, **Custom-scheme URLs**: both shapes are read (`test://user/7`, the first segment in the host, and
/// `test:///user/7`); the first segment of the first shape is a host to iOS, so literals, enum values and keywords
/// match there in any case, while a value captured there keeps its case.
@Suite struct CustomSchemeURLRules {
  static let routes = """
    { "name": "user", "summary": "A user.", "params": { "id": "int" }, "scheme": "user/{id}" },
    { "name": "sorted", "summary": "A list.", "params": { "order": { "type": "enum", "values": ["new", "top"] } }, "scheme": "{order}/list" },
    { "name": "page", "summary": "A page.", "params": { "page": { "type": "int", "keywords": ["last"] } }, "scheme": "{page}/page" },
    { "name": "team", "summary": "A team.", "params": { "slug": "string" }, "scheme": "{slug}/x" }
    """

  @Test func bothShapesAreRead() throws {
    try Rulebook(routes: Self.routes).check([
      "test://user/7": .route("user", ["id": "7"]),
      "test:///user/7": .route("user", ["id": "7"]),
    ])
  }

  @Test func theFirstSegmentMatchesInAnyCase() throws {
    try Rulebook(routes: Self.routes).check([
      "test://USER/7": .route("user", ["id": "7"]),
      "test://Top/list": .route("sorted", ["order": "top"]),
      "test://LAST/page": .route("page", ["page": "last"]),
    ])
  }

  @Test func aValueInTheFirstSegmentKeepsItsCase() throws {
    try Rulebook(routes: Self.routes).check([
      "test://AbC/x": .route("team", ["slug": "AbC"]),
      "test:///AbC/x": .route("team", ["slug": "AbC"]),
    ])
  }

  @Test func laterSegmentsFollowTheAppsCase() throws {
    try Rulebook(routes: Self.routes).check([
      "test://user/7": .route("user", ["id": "7"]),
      "test://new/LIST": .refused(.noRoute(path: "/new/LIST")),
    ])
  }
}
