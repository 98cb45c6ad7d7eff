import RouteGenRuntime
import Testing

/// ParsingRules, **A link belongs to its most specific path**: the patterns that take the link's path most
/// specifically are its candidates (a pattern takes the path when it is on the link's host, its route forbids no key
/// the link has, and each path value is its parameter's); the query, the fragment and a host's label choose among
/// them, and when all of them refuse, the link is refused with their error, never handed to a route that would read
/// one of the path's literals as a value.
@Suite struct MostSpecificPathRules {
  static let routes = """
    { "name": "search", "summary": "Search.", "params": { "page": { "type": "int", "min": 1, "default": 1 } },
      "web": "/search?page={page}" },
    { "name": "searchTopic", "summary": "Search a topic.", "params": { "topic": "string" },
      "web": "/search?topic={topic}" },
    { "name": "newsletter", "summary": "A newsletter.", "params": { "cmp": "string" },
      "web": "/newsletters?CMP={cmp}#top" },
    { "name": "section", "summary": "A section front.", "params": { "name": "string", "page": { "type": "int", "optional": true } },
      "web": "/{name}?page={page}" },
    { "name": "user", "summary": "A user by number.", "params": { "id": { "type": "int", "min": 1 } }, "web": "/u/{id}" },
    { "name": "userName", "summary": "A user by name.", "params": { "name": "string" }, "web": "/u/{name}" },
    { "name": "sale", "summary": "A sale.", "forbiddenQuery": ["preview"], "web": "/sale" },
    { "name": "page", "summary": "Any other page.", "params": { "path": "string" }, "web": "/{path...}" }
    """

  /// A value the literal route refuses is refused, with its reason; the section front never reads `search`.
  @Test func aRefusedLinkIsNotHandedToALessSpecificRoute() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/search?page=2": .route("search", ["page": "2"]),
      "https://example.com/search": .route("search", ["page": "1"]),
      "https://example.com/search?page=0": .refused(
        .invalidParameter(name: "page", value: "0", reason: "is less than 1")),
      "https://example.com/search?page=abc": .refused(
        .invalidParameter(name: "page", value: "abc", reason: "is not an integer")),
      "https://example.com/search?page=2&page=3": .refused(.repeatedParameter("page")),
      "https://example.com/newsletters?CMP=a&CMP=b#top": .refused(.repeatedParameter("cmp")),
      "https://example.com/politics?page=2": .route("section", ["name": "politics", "page": "2"]),
    ])
  }

  /// Patterns on the same path are all candidates: the query chooses among them (the more specific first), and
  /// when none accepts, the link is refused with the first one's reason.
  @Test func theQueryAndFragmentChooseAmongThePathsPatterns() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/search?topic=budget": .route("searchTopic", ["topic": "budget"]),
      "https://example.com/search?topic=budget&page=x": .route("searchTopic", ["topic": "budget"]),
      // The topic's missing value yields to the page's refused one: it says more.
      "https://example.com/search?page=x": .refused(
        .invalidParameter(name: "page", value: "x", reason: "is not an integer")),
      "https://example.com/newsletters?CMP=spring#top": .route("newsletter", ["cmp": "spring"]),
      // Without the fragment the newsletter's pattern does not apply; the path is still its, and no one else's.
      "https://example.com/newsletters?CMP=spring": .refused(.noRoute(path: "/newsletters")),
    ])
  }

  /// A path value is its parameter's or the pattern does not take the path: a typed family (`/u/{id}` by
  /// number, `/u/{name}` by name) sends a value the number refuses, by type or by constraint, to the name.
  @Test func aPathValueTheParameterRefusesLeavesThePathToTheNext() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/u/42": .route("user", ["id": "42"]),
      "https://example.com/u/ann": .route("userName", ["name": "ann"]),
      "https://example.com/u/0": .route("userName", ["name": "0"]),
    ])
  }

  /// A key the route forbids makes the link not the route's (the spec says so): the next patterns then take it.
  @Test func aForbiddenKeyLeavesThePathToTheNext() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/sale": .route("sale"),
      "https://example.com/sale?preview=1": .route("section", ["name": "sale"]),
    ])
  }

  /// A host's label chooses among the candidates as the query does: refused by its parameter, the link is
  /// refused, never read by a route on every host.
  @Test func aHostsLabelChoosesAmongThem() throws {
    let routes = """
      { "name": "post", "summary": "A post.", "hosts": ["{blog}.blogs.example"],
        "params": { "blog": { "type": "string", "characters": "a-z", "maxLength": 8 }, "id": "int" },
        "web": "/p/{id}" },
      { "name": "any", "summary": "Any page.", "hosts": ["{blog}.blogs.example"],
        "params": { "blog": "string", "rest": "string" }, "web": "/{rest...}" }
      """
    try Rulebook(routes: routes, domains: ["example.com"]).check([
      "https://news.blogs.example/p/7": .route("post", ["blog": "news", "id": "7"]),
      "https://news.blogs.example/p/x": .route("any", ["blog": "news", "rest": "p/x"]),
      "https://news9.blogs.example/p/7": .refused(
        .invalidParameter(
          name: "blog", value: "news9", reason: "contains '9', outside [a-z]")),
    ])
  }
}
