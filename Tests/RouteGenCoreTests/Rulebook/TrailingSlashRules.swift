import RouteGenRuntime
import Testing

/// ParsingRules, **Trailing slash**: one is ignored, whether the pattern is written with one or not; empty segments
/// match nothing; a value in the path never has a `.` or `..` segment, an empty segment or a `\`, however it is
/// written.
@Suite struct TrailingSlashRules {
  static let routes = """
    { "name": "call", "summary": "A call.", "params": { "key": "string" }, "web": "/call/#key={key}" },
    { "name": "user", "summary": "A user.", "params": { "name": "string" }, "web": "/user/{name}" },
    { "name": "docs", "summary": "Docs.", "params": { "path": "string" }, "web": "/docs/{path...}" }
    """

  @Test func oneTrailingSlashIsIgnored() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/call#key=k1": .route("call", ["key": "k1"]),
      "https://example.com/call/#key=k1": .route("call", ["key": "k1"]),
      "https://example.com/user/ann": .route("user", ["name": "ann"]),
      "https://example.com/user/ann/": .route("user", ["name": "ann"]),
    ])
  }

  @Test func emptySegmentsMatchNothing() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com//user/ann": .refused(.noRoute(path: "//user/ann")),
      "https://example.com/user//ann": .refused(.noRoute(path: "/user//ann")),
    ])
  }

  @Test func aPathValueHasNoDotSegmentEmptySegmentOrBackslash() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/docs/a/b": .route("docs", ["path": "a/b"]),
      "https://example.com/user/%2E%2E": .refused(
        .invalidParameter(name: "name", value: "..", reason: RouteGen.Reason.dotSegment)),
      "https://example.com/docs/a%2F..%2Fb": .refused(
        .invalidParameter(name: "path", value: "a/../b", reason: RouteGen.Reason.dotSegment)),
      "https://example.com/user/a%5Cb": .refused(
        .invalidParameter(name: "name", value: "a\\b", reason: RouteGen.Reason.backslash)),
      "https://example.com/user/a%2F%2Fb": .refused(
        .invalidParameter(name: "name", value: "a//b", reason: RouteGen.Reason.emptySegment)),
    ])
  }
}
