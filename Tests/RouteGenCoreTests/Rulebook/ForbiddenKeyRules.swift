import RouteGenRuntime
import Testing

/// ParsingRules, **Forbidden query keys**: a key in a route's `forbiddenQuery` means the link is not the route's
/// (`forbiddenQueryKey`), with any value, checked before any value is read, and precedence tries the next routes; a
/// key forbidden only with a value may come alone or empty; a route with `refuseOtherQuery` forbids every key it
/// does not read, naming the first in URL order after those it forbids by name. Keys compare as the spec says
/// (case-sensitively by default).
@Suite struct ForbiddenKeyRules {
  static let routes = """
    { "name": "project", "summary": "A project.", "params": { "id": "int" }, "forbiddenQuery": ["token"],
      "web": "/projects/{id}", "scheme": "projects/{id}" },
    { "name": "page", "summary": "Any other page.", "params": { "path": "string" }, "web": "/projects/{path...}" },
    { "name": "invite", "summary": "An invitation.", "params": { "id": { "type": "int", "min": 1 } },
      "forbiddenQuery": ["token", { "key": "t", "onlyWithValue": true }], "web": "/invites/{id}" },
    { "name": "strict", "summary": "Strict.", "params": { "code": "string" }, "refuseOtherQuery": true,
      "forbiddenQuery": ["token"], "web": "/strict?code={code}" },
    { "name": "join", "summary": "Join.", "params": { "code": "string" }, "refuseOtherQuery": true,
      "web": "/open/join?code={code}" },
    { "name": "open", "summary": "Any open page.", "params": { "path": "string" }, "web": "/open/{path...}" }
    """

  @Test func aForbiddenKeyMakesTheLinkAnotherRoutes() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/projects/1": .route("project", ["id": "1"]),
      "https://example.com/projects/1?token=abc": .route("page", ["path": "1"]),
      "https://example.com/projects/1?other=1&token=": .route("page", ["path": "1"]),
      "test://projects/1?a=1&token=": .refused(.forbiddenQueryKey("token")),
      "https://example.com/invites/1?token=abc": .refused(.forbiddenQueryKey("token")),
      "https://example.com/invites/1?tokens=1": .route("invite", ["id": "1"]),
      "https://example.com/invites/1?Token=1": .route("invite", ["id": "1"]),
    ])
  }

  @Test func aKeyForbiddenOnlyWithAValueMayComeAloneOrEmpty() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/invites/1?t": .route("invite", ["id": "1"]),
      "https://example.com/invites/1?t=&t": .route("invite", ["id": "1"]),
      "https://example.com/invites/1?t&t=1": .refused(.forbiddenQueryKey("t")),
    ])
  }

  @Test func theKeyIsTheReasonBeforeAnyValue() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/invites/0": .refused(
        .invalidParameter(name: "id", value: "0", reason: "is less than 1")),
      "https://example.com/invites/0?token=1": .refused(.forbiddenQueryKey("token")),
    ])
  }

  @Test func refuseOtherQueryForbidsEveryKeyTheRouteDoesNotRead() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/strict?code=k1": .route("strict", ["code": "k1"]),
      "https://example.com/strict?utm_source=mail&code=k1": .refused(
        .forbiddenQueryKey("utm_source")),
      "https://example.com/strict?code=k1&flag&x=1": .refused(.forbiddenQueryKey("flag")),
      "https://example.com/strict?code=k1&a+b=1": .refused(.forbiddenQueryKey("a b")),
      "https://example.com/strict?a+b=1&token=2&code=1": .refused(.forbiddenQueryKey("token")),
      // Precedence then tries the next routes.
      "https://example.com/open/join?code=1": .route("join", ["code": "1"]),
      "https://example.com/open/join?code=1&utm_source=x": .route("open", ["path": "join"]),
    ])
  }
}
