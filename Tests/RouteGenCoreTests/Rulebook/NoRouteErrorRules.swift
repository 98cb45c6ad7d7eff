import RouteGenRuntime
import Testing

/// ParsingRules, the last rule: **when no route accepts a URL**, the error is the first real failure of the most
/// specific pattern whose literals matched (a missing value yielding to an invalid one a later pattern found), or
/// `noRoute` when none did.
@Suite struct NoRouteErrorRules {
  static let routes = """
    { "name": "singleUser", "summary": "One user's posts.", "params": { "threadID": "int", "userID": "int", "page": { "type": "int", "optional": true } },
      "web": "/showthread.php?threadid={threadID}&userid={userID}&pagenumber={page}" },
    { "name": "thread", "summary": "A thread.", "params": { "threadID": "int", "page": { "type": "int", "optional": true, "min": 1 } },
      "web": "/showthread.php?threadid={threadID}&pagenumber={page}" }
    """

  @Test func theMostSpecificRealFailureIsReported() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/showthread.php?threadid=4&pagenumber=2": .route(
        "thread", ["threadID": "4", "page": "2"]),
      "https://example.com/showthread.php?threadid=4&pagenumber=0":
        .refused(
          .invalidParameter(name: "page", value: "0", reason: RouteGen.Reason.less(than: 1))),
      "https://example.com/showthread.php?threadid=4&pagenumber=last":
        .refused(
          .invalidParameter(
            name: "page", value: "last", reason: RouteGen.Reason.notInteger(keywords: []))),
      "https://example.com/showthread.php?pagenumber=2": .refused(.missingParameter("threadID")),
    ])
  }

  @Test func noRouteWhenNoLiteralsMatch() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/forumdisplay.php?forumid=4": .refused(
        .noRoute(path: "/forumdisplay.php"))
    ])
  }
}
