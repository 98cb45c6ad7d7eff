import Foundation
import Testing

@testable import RouteGenCore

/// A route's `parent`: the screens a link opens from a cold start (`stack`), the parent's values taken from the
/// child's by name, and every parent the app could not build refused where it is written.
@Suite struct ParentTests {
  /// The routes of a small app, each `(name, parent, params)`: a path of its name, its parameters in the query.
  static func app(_ routes: [(String, String?, String)]) -> String {
    spec(
      routes: routes.map { name, parent, params in
        let parent = parent.map { #", "parent": "\#($0)""# } ?? ""
        let names =
          ((try? JSONSerialization.jsonObject(with: Data("{\(params)}".utf8))) as? [String: Any])?
          .keys.sorted() ?? []
        let query = names.isEmpty ? "" : "?" + names.map { "\($0)={\($0)}" }.joined(separator: "&")
        return
          #"{ "name": "\#(name)"\#(parent), "params": {\#(params)}, "web": "/\#(name)\#(query)" }"#
      }.joined(separator: ",\n"))
  }

  @Test func theStackOfNovaSocialsFollowersIsTheFeedAndTheProfile() throws {
    let model = try loadApp("NovaSocial")
    let followers = RouteValue(name: "followers", values: ["userId": .string("123")])
    #expect(
      model.stack(of: followers) == [
        RouteValue(name: "feed", values: [:]),
        RouteValue(name: "userProfile", values: ["userId": .string("123")]), followers,
      ])
    #expect(model.stack(of: RouteValue(name: "feed", values: [:])).count == 1)
    #expect(
      model.stack(of: RouteValue(name: "privacySettings", values: [:])).map(\.name) == [
        "settings", "privacySettings",
      ])
  }

  /// A value the child lacks takes the parent's default (an optional's nil); an optional child value the
  /// parent has a default for falls back to it.
  @Test func aParentValueTheChildLacksIsItsDefault() throws {
    let text = Self.app([
      (
        "list", nil,
        #""page": { "type": "int", "default": 1 }, "q": { "type": "string", "optional": true }"#
      ),
      ("item", "list", #""id": "int", "page": { "type": "int", "optional": true }"#),
    ])
    let model = try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
    let item = RouteValue(name: "item", values: ["id": .int(7)])
    #expect(model.parent(of: item) == RouteValue(name: "list", values: ["page": .int(1)]))
    let paged = RouteValue(name: "item", values: ["id": .int(7), "page": .int(3)])
    #expect(model.parent(of: paged) == RouteValue(name: "list", values: ["page": .int(3)]))
    // The generated `_parent` says the same in Swift.
    let swift = generatedSwift(model)
    #expect(swift.contains("case .item(_, let page): return .list(page: page ?? 1)"), "\(swift)")
  }

  @Test(arguments: [
    (
      [("a", "b", "")], "route 'a': its parent 'b' is no route of the app"
    ),
    (
      [("home", nil, ""), ("a", "hom", "")],
      "route 'a': its parent 'hom' is no route of the app; did you mean 'home'?"
    ),
    (
      [("a", "b", ""), ("b", "a", "")],
      "route 'a': its parents go round (a → b → a); a stack needs a route without a parent at its root"
    ),
    (
      [("user", nil, #""userId": "string""#), ("followers", "user", "")],
      "route 'followers': its parent 'user' needs 'userId' (string), which 'followers' does not have; add the parameter 'userId' to 'followers' (its links then carry it), or make it optional in 'user'"
    ),
    (
      [("user", nil, #""userId": "string""#), ("followers", "user", #""userId": "int""#)],
      "route 'followers': its parent 'user' reads 'userId' as string, and 'followers' as int: the parent's value is the child's, so give both one type and the same constraints (an enum declared once in the app's \"enums\")"
    ),
    (
      [
        ("user", nil, #""userId": { "type": "string", "maxLength": 30 }"#),
        ("followers", "user", #""userId": { "type": "string", "maxLength": 40 }"#),
      ],
      "route 'followers': its parent 'user' reads 'userId' as string with maxLength 30, and 'followers' with maxLength 40: the parent's value is the child's, so give both one type and the same constraints (an enum declared once in the app's \"enums\")"
    ),
    (
      [
        ("user", nil, #""userId": { "type": "int", "min": 1 }"#),
        ("followers", "user", #""userId": "int""#),
      ],
      "route 'followers': its parent 'user' reads 'userId' as int with min 1, and 'followers' with min none: the parent's value is the child's, so give both one type and the same constraints (an enum declared once in the app's \"enums\")"
    ),
    (
      [
        ("user", nil, #""userId": "string""#),
        ("followers", "user", #""userId": { "type": "string", "optional": true }"#),
      ],
      "route 'followers': its parent 'user' needs 'userId', which may be absent in 'followers'; make it required or give it a default there, or make it optional in 'user'"
    ),
  ])
  func aParentTheAppCannotBuildIsAnErrorAtItsName(
    _ routes: [(String, String?, String)], _ message: String
  ) throws {
    let text = Self.app(routes)
    let errors = diagnostics(of: text, severity: .error)
    let line =
      try #require(
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
          $0.contains(#""parent""#)
        }) + 1
    #expect(
      errors.contains { $0.hasPrefix("t.json:\(line):") && $0.hasSuffix(message) }, "\(errors)")
  }

  @Test func aChangedParentIsASourceChangeForBreaking() throws {
    let before = Self.app([("feed", nil, ""), ("settings", nil, ""), ("post", "feed", "")])
    let after = Self.app([("feed", nil, ""), ("settings", nil, ""), ("post", "settings", "")])
    let old = try #require(Pipeline.load(bytes: Array(before.utf8), path: "old.json").model)
    let new = try #require(Pipeline.load(bytes: Array(after.utf8), path: "new.json").model)
    let findings = BreakingCheck(old: old, new: new).run()
    #expect(
      findings.map(\.message) == [
        "the parent of .post is now 'settings' (it was 'feed'): the screens its links open under it (`stack`) change"
      ])
    #expect(findings.allSatisfy { $0.kind == .source && $0.severity == .warning })
  }

  @Test func matchShowsTheStack() throws {
    let matched = try runProcess(
      routegenBinary(), ["match", specPath("NovaSocial"), "novasocial://user/123/following"])
    #expect(
      matched.output.contains(
        "\n  stack:   feed > userProfile(userId: \"123\") > following(userId: \"123\")"),
      "\(matched.output)")
    // A route at a root has no stack line.
    let feed = try runProcess(
      routegenBinary(), ["match", specPath("NovaSocial"), "novasocial://feed"])
    #expect(feed.status == 0 && !feed.output.contains("stack:"))
  }

  @Test func routesMdDrawsTheTree() throws {
    let routes = try String(
      contentsOf: packageRoot.appendingPathComponent("Generated/NovaSocial/ROUTES.md"),
      encoding: .utf8)
    #expect(
      routes.contains(
        """
        - `feed`
          - `userProfile`
            - `followers`
            - `following`
          - `post`
        - `settings`
        """))
  }
}
