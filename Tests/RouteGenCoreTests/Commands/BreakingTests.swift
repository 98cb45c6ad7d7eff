import Foundation
import RouteGenCore
import Testing

/// `routegen breaking`: edits to the five example specs, each with the exact report it must produce (the old
/// spec, `Specs/<App>.routes.json`, is where every finding points), and the edits that must pass.
struct BreakingTests {
  struct Edit: CustomTestStringConvertible, Sendable {
    var name: String
    var app: String
    /// Text replacements applied to the spec's JSON, each of which must occur.
    var replacements: [(String, String)]
    var report: [String]
    var testDescription: String { "\(app): \(name)" }
  }

  static let nova = "Specs/NovaSocial.routes.json"
  static let hashtagRoute = """
        {
          "name": "hashtag",
          "summary": "Posts with a hashtag.",
          "params": { "tag": { "type": "string", "doc": "The hashtag without '#'." } },
          "web": ["/hashtag/{tag}", "/tag/{tag}"],
          "scheme": "search?q=%23{tag}",
          "examples": [
            "https://nova.social/hashtag/ios",
            "https://nova.social/tag/ios",
            "novasocial://search?q=%23ios"
          ]
        },

    """

  /// The spec's text with each example that states its values written as its URL alone, on the same line:
  /// `breaking` compares links, and an edit of a parameter would otherwise have to edit the values too.
  static func withPlainExamples(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"\{ "url": ("(?:[^"\\]|\\.)*"), "values": \{(?:[^{}]|\{[^{}]*\})*\} \}"#, with: "$1",
      options: .regularExpression)
  }

  static let breaking: [Edit] = [
    Edit(
      name: "a pattern moved", app: "NovaSocial",
      replacements: [
        (
          #""web": ["/post/{postId}", "/p/{postId}"]"#,
          #""web": ["/posts/{postId}", "/p/{postId}"]"#
        ),
        (#""https://nova.social/post/456""#, #""https://nova.social/posts/456""#),
      ],
      report: [
        "\(nova):59:5: error: route 'post': https://nova.social/post/456 reached post(postId: \"456\") before; now it is refused: no route matches the path '/post/456' (and 5 more links of this route)"
      ]),
    Edit(
      name: "a route removed", app: "NovaSocial",
      replacements: [(hashtagRoute, "")],
      report: [
        "old.routes.json:101:5: error: route 'hashtag' is gone (to retire it on purpose, keep it with \"retired\"): https://nova.social/hashtag/ios reached hashtag(tag: \"ios\") before; now it is refused: no route matches the path '/hashtag/ios' (and 17 more links of this route)",
        "old.routes.json:101:5: warning: case .hashtag is gone (the route is gone); code that names it no longer compiles",
      ]),
    Edit(
      name: "a parameter retyped", app: "NovaSocial",
      // Its parent reads a string `userId`: the retyped route leaves it (a change of its stack, said too).
      replacements: [
        (#""name": "followers", "parent": "userProfile","#, #""name": "followers","#),
        (
          #""params": { "userId": { "type": "string", "doc": "User ID or username." } },\#n      "web": "/user/{userId}/followers""#,
          #""params": { "userId": { "type": "int", "doc": "User ID." } },\#n      "web": "/user/{userId}/followers""#
        ),
      ],
      report: [
        "\(nova):37:5: error: route 'followers': https://nova.social/user/ab3/followers reached followers(userId: \"ab3\") before; now it is refused: the parameter 'userId' has the value 'ab3', which is not an integer (and 7 more links of this route)",
        "\(nova):37:5: warning: the parent of .followers is now none (it was 'userProfile'): the screens its links open under it (`stack`) change",
        "\(nova):37:5: warning: the associated values of .followers are now (userId: Int); they were (userId: String)",
      ]),
    Edit(
      name: "an enum value removed", app: "NovaSocial",
      replacements: [
        (#""values": ["google", "apple", "facebook"]"#, #""values": ["google", "apple"]"#)
      ],
      report: [
        "\(nova):137:5: error: route 'oauthCallback': novasocial://auth/oauth/facebook?code=ab3 reached oauthCallback(provider: \"facebook\", code: \"ab3\") before; now it is refused: the parameter 'provider' has the value 'facebook', which is not one of google, apple",
        "\(nova):141:21: warning: Provider no longer has .facebook (parameter 'provider' of route 'oauthCallback')",
      ]),
    Edit(
      name: "an optional parameter made required", app: "NovaSocial",
      replacements: [
        (#""q": { "type": "string", "optional": true,"#, #""q": { "type": "string","#),
        (
          "\"novasocial://search?q=test\",\n        \"novasocial://search\"\n",
          "\"novasocial://search?q=test\"\n"
        ),
      ],
      report: [
        "\(nova):87:5: error: route 'search': novasocial://search reached search before; now it is refused: the required parameter 'tag' is missing",
        "\(nova):87:5: error: route 'search': https://nova.social/search reached search before; now it is refused: the required parameter 'q' is missing",
        "\(nova):87:5: warning: the associated values of .search are now (q: String); they were (q: String?)",
      ]),
    Edit(
      name: "a domain dropped", app: "NovaSocial",
      replacements: [
        (#""domains": ["nova.social"]"#, #""domains": ["www.nova.social"]"#),
        ("https://nova.social/", "https://www.nova.social/"),
      ],
      report: [
        "\(nova):1:1: error: universal links on https://nova.social no longer open the app: the new spec drops the domain 'nova.social' from 'domains'; add it back to keep them"
      ]),
    Edit(
      name: "the custom scheme changed", app: "NovaSocial",
      replacements: [
        (#""scheme": "novasocial""#, #""scheme": "nova""#), ("novasocial://", "nova://"),
      ],
      report: [
        "\(nova):1:1: error: novasocial:// links no longer open the app: the new spec does not accept the scheme (keep it in 'extraSchemes' to accept old links)"
      ]),
    Edit(
      name: "the AASA file stops claiming a path", app: "NovaSocial",
      replacements: [
        (
          #""appIDs": ["ABCDE12345.com.nova.social"] }"#,
          #""appIDs": ["ABCDE12345.com.nova.social"], "exclude": ["/p/1*"] }"#
        )
      ],
      report: [
        "\(nova):59:5: error: route 'post': https://nova.social/p/123 reached post(postId: \"123\") before; now it is refused: the path '/p/123' is excluded by the app's AASA file: it never opens the app"
      ]),
    Edit(
      name: "a new route takes old links by precedence", app: "NovaSocial",
      replacements: [
        (
          "\"https://nova.social/post/456\",\n        \"https://nova.social/p/456\"",
          "\"https://nova.social/p/456\""
        ),
        (
          hashtagRoute,
          hashtagRoute + """
                {
                  "name": "numberedPost", "summary": "A post by number.", "web": "/post/{n}",
                  "params": { "n": { "type": "int" } }, "examples": ["https://nova.social/post/7"]
                },

            """
        ),
      ],
      report: [
        "\(nova):59:5: error: route 'post': https://nova.social/post/456 reached post(postId: \"456\") before; now it reaches numberedPost(n: 456) instead (and 1 more link of this route)"
      ]),
    Edit(
      name: "a query literal changed", app: "Awful",
      replacements: [
        (#"&goto=lastpost", "set""#, #"&goto=last", "set""#),
        ("threadid=456&goto=lastpost\"", "threadid=456&goto=last\""),
      ],
      report: [
        "Specs/Awful.routes.json:27:5: error: route 'threadPage': https://forums.somethingawful.com/showthread.php?threadid=456&goto=lastpost reached threadPage(threadID: \"456\", page: \"last\") before; now it reaches threadPage(threadID: \"456\"), with 'page' = nil (it was \"last\") (and 10 more links of this route)"
      ]),
    Edit(
      name: "a new required parameter", app: "NovaSocial",
      replacements: [
        (
          #""params": { "postId": { "type": "string", "doc": "Post ID." } },"#,
          #""params": { "postId": { "type": "string", "doc": "Post ID." }, "ref": "string" },"#
        ),
        (
          #""web": ["/post/{postId}", "/p/{postId}"]"#,
          #""web": ["/post/{postId}?ref={ref}", "/p/{postId}?ref={ref}"]"#
        ),
        (#""scheme": "post/{postId}","#, #""scheme": "post/{postId}?ref={ref}","#),
        (
          """
          "examples": [
                  "https://nova.social/post/456",
                  "https://nova.social/p/456",
                  "novasocial://post/456",
                  "novasocial://post/123"
                ]
          """,
          #""examples": []"#
        ),
      ],
      report: [
        "\(nova):59:5: error: route 'post': https://nova.social/post/456 reached post(postId: \"456\") before; now it is refused: the required parameter 'ref' is missing (and 17 more links of this route)",
        "\(nova):59:5: warning: the associated values of .post are now (postId: String, ref: String); they were (postId: String)",
      ]),
    Edit(
      name: "a tighter minimum", app: "Awful",
      replacements: [
        (#""type": "int", "min": 1, "keywords""#, #""type": "int", "min": 2, "keywords""#)
      ],
      report: [
        "Specs/Awful.routes.json:27:5: error: route 'threadPage': https://forums.somethingawful.com/showthread.php?threadid=090&pagenumber=1 reached threadPage(threadID: \"090\", page: 1) before; now it is refused: the parameter 'page' has the value '1', which is less than 2 (and 12 more links of this route)",
        "Specs/Awful.routes.json:59:5: error: route 'threadPageSingleUser': https://forums.somethingawful.com/showthread.php?threadid=090&userid=090&pagenumber=1 reached threadPageSingleUser(threadID: \"090\", userID: \"090\", page: 1) before; now it is refused: the parameter 'page' has the value '1', which is less than 2 (and 16 more links of this route)",
      ]),
    Edit(
      name: "tighter bounds", app: "iBurn",
      replacements: [(#""min": 1986,"#, #""min": 2000,"#)],
      report: [
        "Specs/iBurn.routes.json:19:5: error: route 'art': https://iburnapp.com/art/AZa?title=ab3&lat=37.7749&lng=37.7749&addr=ab3&desc=ab3&year=1986 reached art(uid: \"AZa\", title: \"ab3\", lat: 37.7749, lng: 37.7749, addr: \"ab3\", desc: \"ab3\", year: 1986) before; now it is refused: the parameter 'year' has the value '1986', which is less than 2000 (and 107 more links of this route)",
        "Specs/iBurn.routes.json:79:5: error: route 'camp': https://iburnapp.com/camp/AZa?title=ab3&lat=37.7749&lng=37.7749&addr=ab3&desc=ab3&year=1986 reached camp(uid: \"AZa\", title: \"ab3\", lat: 37.7749, lng: 37.7749, addr: \"ab3\", desc: \"ab3\", year: 1986) before; now it is refused: the parameter 'year' has the value '1986', which is less than 2000 (and 107 more links of this route)",
        "Specs/iBurn.routes.json:137:5: error: route 'event': https://iburnapp.com/event/AZa?title=ab3&lat=37.7749&lng=37.7749&addr=ab3&desc=ab3&start=2025-08-25T19:00:00Z&end=2025-08-25T19:00:00Z&host=ab3&host_id=AZa&host_type=camp&all_day=true&year=1986 reached event(uid: \"AZa\", title: \"ab3\", lat: 37.7749, lng: 37.7749, addr: \"ab3\", desc: \"ab3\", year: 1986, start: \"2025-08-25T19:00:00Z\", end: \"2025-08-25T19:00:00Z\", host: \"ab3\", host_id: \"AZa\", host_type: \"camp\", all_day: true) before; now it is refused: the parameter 'year' has the value '1986', which is less than 2000 (and 171 more links of this route)",
      ]),
    Edit(
      name: "a shorter maxLength", app: "Ghost",
      replacements: [(#""maxLength": 100,"#, #""maxLength": 20,"#)],
      report: [
        "Specs/Ghost.routes.json:50:5: error: route 'weatherCity': ghost://dashboard/weather/city?name=ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3- reached weatherCity(tab: \"dashboard\", name: \"ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-…\") before; now it is refused: the parameter 'name' has the value 'ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab3-C_ab…', which is longer than 20 characters (and 1 more link of this route)"
      ]),
    Edit(
      name: "a route moved off its own host", app: "WordPress",
      replacements: [
        ("      \"hosts\": [\n        \"apps.wordpress.com\"\n      ],\n", ""),
        ("\"https://apps.wordpress.com/get?campaign", "\"https://wordpress.com/get?campaign"),
        ("\"https://apps.wordpress.com/get/\"", "\"https://wordpress.com/get/\""),
        ("\"https://apps.wordpress.com/get/?campaign", "\"https://wordpress.com/get/?campaign"),
      ],
      report: [
        "Specs/WordPress.routes.json:848:5: error: route 'appBanner': https://apps.wordpress.com/get?campaign=qr-code-media#/post/example.wordpress.com reached appBanner(campaign: \"qr-code-media\", destination: \"/post/example.wordpress.com\") before; now it is refused: no route matches the path '/get' (and 14 more links of this route)"
      ]),
    Edit(
      name: "a route starts refusing the query keys it does not read", app: "NovaSocial",
      replacements: [
        (#""name": "userProfile","#, #""name": "userProfile", "refuseOtherQuery": true,"#)
      ],
      report: [
        "\(nova):16:5: error: route 'userProfile': https://nova.social/user/ab3?utm_source=mail reached userProfile(userId: \"ab3\") before; now it is refused: the query key 'utm_source' means the link is not for the app (its route refuses it) (links carry query keys their route does not read: tracking keys, and the keys other routes read; so do 'q', 'token', 'code')"
      ]),
    // A profile shared from a search carries the search's `q`: a route that starts forbidding it breaks such links,
    // though no sample of the route's own pattern carries the key.
    Edit(
      name: "a route starts forbidding a key another route reads", app: "NovaSocial",
      replacements: [
        (#""name": "userProfile","#, #""name": "userProfile", "forbiddenQuery": ["q"],"#)
      ],
      report: [
        "\(nova):16:5: error: route 'userProfile': https://nova.social/user/ab3?q=1 reached userProfile(userId: \"ab3\") before; now it is refused: the query key 'q' means the link is not for the app (its route refuses it) (links carry query keys their route does not read: tracking keys, and the keys other routes read)"
      ]),
  ]

  /// Changes that break no link but change what the app does with one: reported, never silently passed.
  static let behaviour: [Edit] = [
    Edit(
      name: "a route no longer needs sign-in", app: "NovaSocial",
      replacements: [
        (
          "\"name\": \"currentUserProfile\",\n      \"summary\": \"The signed-in user's own profile.\",\n      \"auth\": \"required\",",
          "\"name\": \"currentUserProfile\",\n      \"summary\": \"The signed-in user's own profile.\","
        )
      ],
      report: [
        "\(nova):29:5: warning: the auth of .currentUserProfile is now 'none' (it was 'required'): its links now open for viewers the app kept out (`authRequirement`, `PendingSignIn`)"
      ]),
    Edit(
      name: "a route needs a role", app: "NovaSocial",
      replacements: [(#""name": "search","#, #""name": "search", "auth": "role:staff","#)],
      report: [
        "\(nova):87:5: warning: the auth of .search is now 'role:staff' (it was 'none'): its links now wait for a viewer the app lets in (`authRequirement`, `PendingSignIn`)"
      ]),
    Edit(
      name: "an environment's host moves", app: "Shop",
      replacements: [
        (#""shop.example": "shop-staging.example""#, #""shop.example": "shop-qa.example""#)
      ],
      report: [
        "Specs/Shop.routes.json:1:1: warning: universal links on https://shop-staging.example no longer open the 'staging' build: the new spec moves its hosts to 'shop-qa.example', '{region}.shop-staging.example', 'www.shop-staging.example'; keep the old host to keep its testers' links"
      ]),
    Edit(
      name: "the region declared in each route again", app: "Shop",
      replacements: [
        (
          """
            "labels": {
              "region": { "type": "Region", "doc": "The regional site; nil on shop.example and www.shop.example." }
            },

          """, ""
        ),
        (
          #""summary": "The front page: the main site's, or a regional site's.","#,
          #""summary": "The front page.", "params": { "region": { "type": "Region", "optional": true } },"#
        ),
        (
          #""id": { "type": "int", "min": 1,"#,
          #""region": { "type": "Region", "optional": true }, "id": { "type": "int", "min": 1,"#
        ),
        (
          #""slug": { "type": "string","#,
          #""region": { "type": "Region", "optional": true }, "slug": { "type": "string","#
        ),
      ],
      report: [
        "Specs/Shop.routes.json:1:1: warning: links are now parsed and built by ShopRoute (it was ShopLink, which held the route and its region); code that parses, builds or switches over them no longer compiles",
        "Specs/Shop.routes.json:38:5: warning: the associated values of .home are now (region: Region?); they were ()",
        "Specs/Shop.routes.json:50:5: warning: the associated values of .product are now (region: Region?, id: Int); they were (id: Int)",
        "Specs/Shop.routes.json:67:5: warning: the associated values of .category are now (region: Region?, slug: String); they were (slug: String)",
      ]),
  ]

  static let compatible: [Edit] = [
    // A closed label publishes each value's host: a new value is a host to publish, which the report says.
    Edit(
      name: "a label value added", app: "Shop",
      replacements: [
        (
          #"{ "case": "italy", "wire": "it", "doc": "it.shop.example" }"#,
          #"{ "case": "italy", "wire": "it", "doc": "it.shop.example" }, { "case": "spain", "wire": "es" }"#
        )
      ],
      report: [
        "Specs/Shop.routes.json:1:1: warning: the published hosts change (the new spec adds 'es.shop.example'): update the app's associated domains (the entitlements fragment) and its intent filters, and serve the association files on every new host"
      ]),
    Edit(name: "unchanged", app: "iBurn", replacements: [], report: []),
    Edit(name: "unchanged", app: "Awful", replacements: [], report: []),
    Edit(name: "unchanged", app: "Ghost", replacements: [], report: []),
    Edit(name: "unchanged", app: "NovaSocial", replacements: [], report: []),
    Edit(name: "unchanged", app: "Unveil", replacements: [], report: []),
    Edit(
      name: "a new route", app: "NovaSocial",
      replacements: [
        (
          hashtagRoute,
          hashtagRoute
            + #"    { "name": "bookmarks", "summary": "Saved posts.", "web": "/bookmarks", "examples": ["https://nova.social/bookmarks"] },\#n"#
        )
      ],
      report: []),
    // Renamed with `formerNames`: the same value under a new name, a source change only.
    Edit(
      name: "a renamed parameter", app: "NovaSocial",
      replacements: [
        (
          #""params": { "postId": { "type": "string", "doc": "Post ID." } },"#,
          #""params": { "id": { "type": "string", "doc": "Post ID.", "formerNames": ["postId"] } },"#
        ),
        (#""web": ["/post/{postId}", "/p/{postId}"],"#, #""web": ["/post/{id}", "/p/{id}"],"#),
        (#""scheme": "post/{postId}","#, #""scheme": "post/{id}","#),
      ],
      report: [
        "Specs/NovaSocial.routes.json:59:5: warning: the associated values of .post are now (id: String); they were (postId: String)"
      ]),
    Edit(
      name: "a new alias", app: "NovaSocial",
      replacements: [
        (
          #""web": ["/post/{postId}", "/p/{postId}"]"#,
          #""web": ["/post/{postId}", "/p/{postId}", "/posts/{postId}"]"#
        )
      ],
      report: []),
    Edit(
      name: "a pattern moved, the old one kept as an alias", app: "NovaSocial",
      replacements: [
        (
          #""web": ["/post/{postId}", "/p/{postId}"]"#,
          #""web": ["/posts/{postId}", "/post/{postId}", "/p/{postId}"]"#
        )
      ],
      report: []),
    Edit(
      name: "a new enum value", app: "NovaSocial",
      replacements: [
        (
          #""values": ["google", "apple", "facebook"]"#,
          #""values": ["google", "apple", "facebook", "github"]"#
        )
      ],
      report: []),
    Edit(
      name: "a route parameter widened to a string", app: "Unveil",
      replacements: [
        (
          #""next": { "type": "route", "optional": true,"#,
          #""next": { "type": "string", "optional": true,"#
        )
      ],
      report: [
        "Specs/Unveil.routes.json:23:5: warning: the associated values of .login are now (next: String?); they were (next: UnveilRoute?)"
      ]),
    Edit(
      name: "a new optional parameter (a source change only)", app: "NovaSocial",
      replacements: [
        (
          #""params": { "postId": { "type": "string", "doc": "Post ID." } },"#,
          #""params": { "postId": { "type": "string", "doc": "Post ID." }, "ref": { "type": "string", "optional": true } },"#
        ),
        (
          #""web": ["/post/{postId}", "/p/{postId}"]"#,
          #""web": ["/post/{postId}?ref={ref}", "/p/{postId}?ref={ref}"]"#
        ),
        (#""scheme": "post/{postId}","#, #""scheme": "post/{postId}?ref={ref}","#),
      ],
      report: [
        "\(nova):59:5: warning: the associated values of .post are now (postId: String, ref: String?); they were (postId: String)"
      ]),
    Edit(
      name: "a query value the route now passes on (otherQuery): it still reaches the app",
      app: "NovaSocial",
      replacements: [
        (
          #""params": { "q": { "type": "string", "optional": true, "doc": "The search query; a query starting with '#' is a hashtag search." } },"#,
          #""otherQuery": true,"#
        ),
        (#""web": "/search?q={q}","#, #""web": "/search","#),
        (#""scheme": "search?q={q}","#, #""scheme": "search","#),
      ],
      report: [
        "\(nova):87:5: warning: the associated values of .search are now (otherQuery: [QueryItem]); they were (q: String?)"
      ]),
    Edit(
      name: "a renamed route that names its former name", app: "NovaSocial",
      replacements: [(#""name": "post","#, #""name": "article", "formerNames": ["post"],"#)],
      report: ["\(nova):59:5: warning: case .post is now .article"]),
    Edit(
      name: "a retired route", app: "NovaSocial",
      replacements: [
        (#""name": "explore","#, #""name": "explore", "retired": "Explore moved into search.","#)
      ],
      report: [
        "\(nova):72:5: note: route 'explore' is retired, as intended: https://nova.social/explore now parses to ParseError.retired (Explore moved into search.)",
        "\(nova):72:5: warning: case .explore is gone (the route is retired); code that names it no longer compiles",
      ]),
  ]

  /// The report of `routegen breaking` for the edited spec, `Specs/<App>.routes.json` as the user edits it,
  /// against the committed one, `old.routes.json` as a copy from git would be.
  static func report(_ edit: Edit) throws -> (lines: [String], errors: Int) {
    let oldPath = "old.routes.json"
    var text = withPlainExamples(try String(contentsOfFile: specPath(edit.app), encoding: .utf8))
    for (old, new) in edit.replacements {
      guard text.contains(old) else {
        throw TestFailure("\(edit.app): the edit's text is not in the spec: \(old)")
      }
      text = text.replacingOccurrences(of: old, with: new)
    }
    guard
      let before = Pipeline.load(
        bytes: Array(try String(contentsOfFile: specPath(edit.app), encoding: .utf8).utf8),
        path: oldPath
      ).model
    else {
      throw TestFailure("\(oldPath) has errors")
    }
    let loaded = Pipeline.load(bytes: Array(text.utf8), path: "Specs/\(edit.app).routes.json")
    guard let after = loaded.model else {
      throw TestFailure(loaded.diagnostics.map(\.description).joined(separator: "\n"))
    }
    let findings = BreakingCheck(old: before, new: after).run()
    return (findings.map(\.diagnostic.description), findings.count { $0.severity == .error })
  }

  @Test(arguments: breaking)
  func breakingEditIsReported(_ edit: Edit) throws {
    let (lines, errors) = try Self.report(edit)
    #expect(lines == edit.report)
    #expect(errors > 0)
  }

  @Test(arguments: compatible)
  func compatibleEditPasses(_ edit: Edit) throws {
    let (lines, errors) = try Self.report(edit)
    #expect(lines == edit.report)
    #expect(errors == 0)
  }

  @Test(arguments: behaviour)
  func behaviourChangeIsAWarning(_ edit: Edit) throws {
    let (lines, errors) = try Self.report(edit)
    #expect(lines == edit.report)
    #expect(errors == 0)
  }

  /// A parameter that becomes a list still reads every link (one item is a list of one): a source change. A list
  /// that becomes one value refuses the links that gave two items.
  @Test func aParameterThatBecomesAListOrStopsBeingOne() throws {
    let scalar = Self.withPlainExamples(
      try String(contentsOfFile: specPath("NovaSocial"), encoding: .utf8))
    let one =
      #""q": { "type": "string", "optional": true, "doc": "The search query; a query starting with '#' is a hashtag search." }"#
    let list = scalar.replacingOccurrences(
      of: one, with: one.replacingOccurrences(of: #""optional": true"#, with: #""list": true"#))
    try #require(list != scalar)
    func model(_ text: String) throws -> AppModel {
      let loaded = Pipeline.load(bytes: Array(text.utf8), path: Self.nova)
      return try #require(loaded.model, "\(loaded.diagnostics)")
    }
    let widened = BreakingCheck(old: try model(scalar), new: try model(list)).run()
    #expect(
      widened.map(\.diagnostic.description) == [
        "Specs/NovaSocial.routes.json:87:5: warning: the associated values of .search are now (q: [String]); they were (q: String?)"
      ])
    #expect(widened.allSatisfy { $0.severity != .error })
    let narrowed = BreakingCheck(old: try model(list), new: try model(scalar)).run()
    #expect(
      narrowed.filter { $0.severity == .error }.map(\.diagnostic.description) == [
        #"Specs/NovaSocial.routes.json:87:5: error: route 'search': https://nova.social/search?q=ab3&q=a reached search(q: ["ab3", "a"]) before; now it is refused: the query parameter for 'q' appears more than once"#,
        // (The hashtag route, `search?q=%23{tag}`, is the candidate that says why here.)
        #"Specs/NovaSocial.routes.json:87:5: error: route 'search': novasocial://search?q=ab3&q=a reached search(q: ["ab3", "a"]) before; now it is refused: the query parameter for 'tag' appears more than once"#,
      ])
  }

  /// Without `formerNames`, a renamed parameter is reported: the old name's value is no longer read.
  @Test func aParameterRenamedWithoutFormerNamesIsReported() throws {
    let edit = Edit(
      name: "renamed", app: "NovaSocial",
      replacements: [
        (
          #""params": { "postId": { "type": "string", "doc": "Post ID." } },"#,
          #""params": { "id": { "type": "string", "doc": "Post ID." } },"#
        ),
        (#""web": ["/post/{postId}", "/p/{postId}"],"#, #""web": ["/post/{id}", "/p/{id}"],"#),
        (#""scheme": "post/{postId}","#, #""scheme": "post/{id}","#),
      ],
      report: [])
    let (lines, errors) = try Self.report(edit)
    #expect(errors > 0)
    #expect(lines.contains { $0.contains("'postId' no longer read") }, "\(lines)")
    // The same link now gives the value to 'id': the report names the fix.
    #expect(
      lines.contains {
        $0.contains(
          #"'postId' no longer read (it was 456); if 'id' is its new name, add "formerNames": ["postId"] to 'id'"#
        )
      }, "\(lines)")
  }

  /// The command: exit codes, `--source`, `--format json`, and usage errors.
  /// An old spec whose environments a rule added since refuses (staging on a host production publishes: a closed
  /// label's `de.shop.example`) is still compared: its published links are production's. Its errors are warnings,
  /// and it says what was left out.
  @Test func anOldSpecWhoseEnvironmentsNoLongerValidateIsStillCompared() throws {
    let folder = try temporaryFolder("breaking")
    defer { try? FileManager.default.removeItem(at: folder) }
    let new = specPath("Shop")
    let old = folder.appendingPathComponent("old.routes.json").path
    try String(contentsOfFile: new, encoding: .utf8)
      .replacingOccurrences(of: "shop-staging.example", with: "de.shop.example")
      .write(toFile: old, atomically: true, encoding: .utf8)
    final class Output: @unchecked Sendable { var out = "", err = "" }
    let output = Output()
    let code = CommandLineTool(
      standardOutput: { output.out += $0 + "\n" }, standardError: { output.err += $0 + "\n" }
    ).run(["breaking", new, "--against", old])
    #expect(code == .success, "\(output.err)")
    #expect(
      output.err.contains(
        "\(old):14:25: warning: environment 'staging': 'de.shop.example' is also a host of production"
      ))
    #expect(
      output.err.hasSuffix(
        "\(old):1:1: warning: the old spec's environments do not validate under this routegen (above): production's links are compared, its environments' are not\n"
      ))
    #expect(
      output.out == "routegen: every link of \(old) still opens the same way (production's links)\n"
    )
  }

  @Test func command() throws {
    let folder = try temporaryFolder("breaking")
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = specPath("NovaSocial")
    let text = Self.withPlainExamples(try String(contentsOfFile: old, encoding: .utf8))
    let renamed = folder.appendingPathComponent("renamed.routes.json").path
    try text.replacingOccurrences(
      of: #""name": "post","#, with: #""name": "article", "formerNames": ["post"],"#
    ).write(
      toFile: renamed, atomically: true, encoding: .utf8)
    let moved = folder.appendingPathComponent("moved.routes.json").path
    try text.replacingOccurrences(
      of: #""web": ["/post/{postId}", "/p/{postId}"]"#,
      with: #""web": ["/posts/{postId}", "/p/{postId}"]"#
    )
    .replacingOccurrences(of: "https://nova.social/post/", with: "https://nova.social/posts/")
    .write(toFile: moved, atomically: true, encoding: .utf8)

    func run(_ arguments: [String]) -> (code: CommandLineTool.ExitCode, out: String, err: String) {
      final class Output: @unchecked Sendable { var out = "", err = "" }
      let output = Output()
      let tool = CommandLineTool(
        standardOutput: { output.out += $0 + "\n" }, standardError: { output.err += $0 + "\n" })
      let code = tool.run(arguments)
      return (code, output.out, output.err)
    }

    let same = run(["breaking", old, "--against", old])
    #expect(same.code == .success)
    #expect(same.out == "routegen: every link of \(old) still opens the same way\n")

    // A renamed case breaks the app's code, not its links: a warning, an error with --source.
    let warned = run(["breaking", renamed, "--against", old])
    #expect(warned.code == .success)
    // In the file being edited, not in the old copy (often a temporary one from git).
    #expect(warned.err == "\(renamed):59:5: warning: case .post is now .article\n")
    let strict = run(["breaking", renamed, "--against", old, "--source"])
    #expect(strict.code == .failure)
    // Counted apart: no link broke, one change breaks the app's code.
    #expect(
      strict.out
        == "routegen: every link of \(old) still opens the same way; 1 break(s) of the generated API (--source)\n"
    )

    let broken = run(["breaking", moved, "--against", old, "--format", "json"])
    #expect(broken.code == .failure)
    let report = try JSONSerialization.jsonObject(with: Data(broken.out.utf8)) as? [String: Any]
    #expect(report?["errors"] as? Int == 1)
    let finding = (report?["findings"] as? [[String: Any]])?.first
    #expect(finding?["kind"] as? String == "link")
    #expect(finding?["file"] as? String == moved)
    #expect(finding?["line"] as? Int == 59)
    #expect(finding?["url"] as? String == "https://nova.social/post/456")
    #expect(finding?["before"] as? String == #"post(postId: "456")"#)
    #expect(finding?["now"] as? String == "it is refused: no route matches the path '/post/456'")

    #expect(run(["breaking", old]).code == .usage)
    #expect(run(["breaking", old, "--against", old, "--format", "xml"]).code == .usage)
    let bad = folder.appendingPathComponent("bad.routes.json").path
    try "{".write(toFile: bad, atomically: true, encoding: .utf8)
    let refused = run(["breaking", bad, "--against", old])
    #expect(refused.code == .failure)
    #expect(refused.err.hasSuffix("routegen: the spec has errors; nothing was compared\n"))
  }
}
