import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// The independent AASA matcher, checked on Apple's documented examples.
@Suite struct AASAMatcherTests {
  func component(
    _ path: String? = nil, query: [String: String]? = nil, fragment: String? = nil,
    exclude: Bool = false, caseSensitive: Bool = true
  ) -> AASAMatcher.Component {
    AASAMatcher.Component(
      path: path, query: query.map { .items($0) }, fragment: fragment, exclude: exclude,
      caseSensitive: caseSensitive, percentEncoded: true)
  }

  @Test func wildcards() {
    let star = AASAMatcher(components: [component("/buy/*")])
    #expect(star.opensApp("https://a.com/buy/shoes"))
    #expect(star.opensApp("https://a.com/buy/shoes/red"))
    #expect(star.opensApp("https://a.com/buy"), "/x/* also matches /x")
    #expect(!star.opensApp("https://a.com/sell/shoes"))
    let some = AASAMatcher(components: [component("/u/?*")])
    #expect(some.opensApp("https://a.com/u/1"))
    #expect(some.opensApp("https://a.com/u/1/2"), "?* crosses /")
    #expect(!some.opensApp("https://a.com/u/"), "?* needs at least one character")
    let four = AASAMatcher(components: [component("/a/????")])
    #expect(four.opensApp("https://a.com/a/abcd"))
    #expect(!four.opensApp("https://a.com/a/abc"))
  }

  @Test func trailingSlashesAreIgnored() {
    let matcher = AASAMatcher(components: [component("/profile")])
    #expect(matcher.opensApp("https://a.com/profile/"))
    #expect(matcher.opensApp("https://a.com/profile"))
  }

  @Test func excludesComeFirstAndStopTheSearch() {
    let matcher = AASAMatcher(components: [
      component("/help/website/*", exclude: true), component("/help/*"),
    ])
    #expect(!matcher.opensApp("https://a.com/help/website/faq"))
    #expect(matcher.opensApp("https://a.com/help/app"))
    // An exclude like /users/*/* also knocks out /users/1; /users/?*/?* does not.
    let broad = AASAMatcher(components: [
      component("/users/*/*", exclude: true), component("/users/*"),
    ])
    #expect(!broad.opensApp("https://a.com/users/1"))
    let narrow = AASAMatcher(components: [
      component("/users/?*/?*", exclude: true), component("/users/*"),
    ])
    #expect(narrow.opensApp("https://a.com/users/1"))
    #expect(!narrow.opensApp("https://a.com/users/1/2"))
  }

  @Test func queryDictionaries() {
    let matcher = AASAMatcher(components: [component("/show", query: ["id": "?*", "goto": "post"])])
    #expect(matcher.opensApp("https://a.com/show?goto=post&id=3&extra=1"), "extra keys are ignored")
    #expect(
      !matcher.opensApp("https://a.com/show?goto=post"),
      "a missing key is empty, and ?* needs a character")
    #expect(!matcher.opensApp("https://a.com/show?goto=last&id=3"))
    let optional = AASAMatcher(components: [component("/search", query: ["q": "*"])])
    #expect(optional.opensApp("https://a.com/search"), "\"*\" does not require the key")
  }

  @Test func fragmentsAndCase() {
    let matcher = AASAMatcher(components: [
      component("/t", fragment: "post?*"), component("/T", caseSensitive: false),
    ])
    #expect(matcher.opensApp("https://a.com/t#post12"))
    #expect(!matcher.opensApp("https://a.com/tt#post12"))
    #expect(matcher.opensApp("https://a.com/t"), "the second component matches case-insensitively")
    #expect(!AASAMatcher(components: [component("/T")]).opensApp("https://a.com/t"))
  }
}

/// Every URL the generated parser accepts as a universal link opens the app through the committed AASA file; and
/// near-misses open it only where ROUTES.md says the AASA cannot tell them apart.
@Suite struct AASAAgreementTests {
  static let webApps = ["iBurn", "Awful", "NovaSocial", "Unveil", "WordPress", "Shop"]

  @Test(arguments: webApps)
  func agreement(appName: String) throws {
    let model = try PropertyTests.model(appName)
    let app = GeneratedApp.all.first { $0.name == appName }!
    let files = try AASAFile.all(in: model).map { file in
      (
        file,
        try Data(
          contentsOf: packageRoot.appendingPathComponent("Generated/\(appName)/\(file.path)"))
      )
    }
    try AASAAgreement(model: model, files: files) {
      if case .success = app.parse($0) { true } else { false }
    }.check()
  }

  /// The same, with the reference matcher and the AASA files rendered, for specs with what none of the example
  /// apps has: routes that refuse query keys (an exclusion must not send another route's links to Safari), and
  /// a pattern with hosts of its own.
  @Test(arguments: Array(AASAAgreement.referenceSpecs.keys.sorted()))
  func agreementOfTheReferenceMatcher(specName: String) throws {
    let loaded = Pipeline.load(
      bytes: Array(AASAAgreement.referenceSpecs[specName]!.utf8), path: "\(specName).routes.json")
    let model = try #require(loaded.model, "\(loaded.diagnostics)")
    let rendered = Dictionary(
      uniqueKeysWithValues: AASARenderer().render(model).map { ($0.path, Data($0.contents.utf8)) })
    let files = AASAFile.all(in: model).map { ($0, rendered[$0.path]!) }
    let matcher = RouteMatcher(app: model)
    try AASAAgreement(model: model, files: files) {
      if case .success(let match) = matcher.match($0), match.form == .web { true } else { false }
    }.check()
  }

  /// A fragment of items is claimed in each order of the items a link needs, among others; without one of them it
  /// opens in Safari, as the app would refuse it. More than three needed items: any fragment (a limit ROUTES.md
  /// states).
  @Test func fragmentItemsAreClaimedInAnyOrder() throws {
    let model = try #require(
      Pipeline.load(
        bytes: Array(AASAAgreement.referenceSpecs["Messenger"]!.utf8), path: "Messenger.routes.json"
      ).model)
    let file = try #require(AASARenderer().render(model).first)
    let aasa = try AASAMatcher(json: Data(file.contents.utf8), appID: "ABCDE12345.com.example.msg")
    for (url, opens) in [
      ("https://msg.example/addstickers/#pack_id=9a&pack_key=5b", true),
      ("https://msg.example/addstickers/#v=1&pack_key=5b&pack_id=9a", true),
      ("https://msg.example/addstickers/#pack_id=9a", false),
      ("https://msg.example/addstickers/", false),
      ("https://msg.example/oauth#token_type=bearer&access_token=t", true),
      ("https://msg.example/oauth#access_token=t&token_type=mac", false),
      ("https://msg.example/many#x", true),
    ] {
      #expect(aasa.opensApp(url) == opens, "\(url)")
    }
    let limits = AASALimit.limits(
      of: model.route(named: "many")!.web!.patterns[0], in: model.route(named: "many")!, of: model)
    #expect(limits.contains(.anyFragment))
  }

  @Test func legacyPathsAndWebcredentialsWhereAsked() throws {
    let unveil =
      try JSONSerialization.jsonObject(
        with: Data(
          contentsOf: packageRoot.appendingPathComponent(
            "Generated/Unveil/apple-app-site-association"))) as! [String: Any]
    #expect(
      (unveil["webcredentials"] as? [String: Any])?["apps"] as? [String] == [
        "ABCDE12345.com.unveil.wedding"
      ])
    let details = (unveil["applinks"] as! [String: Any])["details"] as! [[String: Any]]
    #expect(
      details.contains {
        $0["appID"] as? String == "ABCDE12345.com.unveil.wedding"
          && ($0["paths"] as? [String])?.contains("/host/events/?*/dashboard") == true
      })
    let awful = try String(
      contentsOf: packageRoot.appendingPathComponent("Generated/Awful/apple-app-site-association"),
      encoding: .utf8)
    #expect(
      awful.contains("\"/\": \"/admin/*\",\n            \"exclude\": true"), "excludes come first")
    #expect(
      !FileManager.default.fileExists(
        atPath: packageRoot.appendingPathComponent("Generated/Ghost/apple-app-site-association")
          .path))
  }
}

/// The check both agreement tests make: on a corpus of examples, random links on every host, their variations, and
/// each of those with every key some route refuses, what the parser accepts opens the app through the file its
/// host serves; and a near-miss opens it only where ROUTES.md says the AASA cannot tell it apart.
struct AASAAgreement {
  var model: AppModel
  var files: [(AASAFile, Data)]
  var accepts: (String) -> Bool

  func check() throws {
    let appName = model.name
    var matchers: [String: AASAMatcher] = [:]
    for (file, json) in files {
      matchers[file.path] = try AASAMatcher(json: json, appID: model.aasa.appIDs[0])
    }
    let served = files.map(\.0)
    func matcher(_ url: String) -> AASAMatcher? {
      let host = URLComponents(string: url)?.host?.lowercased() ?? ""
      return AASAFile.servedOn(host, among: served).flatMap { matchers[$0.path] }
    }
    // Accepted ⇒ matched, on examples, random values on every domain, and their variations.
    var accepted = 0
    for url in corpus() where url.hasPrefix("https://") {
      guard accepts(url) else { continue }
      accepted += 1
      // iOS judges the link as the browser made it of the text (a `%` without hex digits, a second `#`, encoded).
      let link = URLParts.browserNormalized(url)
      let opens = matcher(link)?.opensApp(link) == true
      #expect(opens, "\(appName): the app accepts \(url) but the AASA leaves it to Safari")
    }
    #expect(accepted > model.routes.filter { $0.web != nil }.count * 20)

    // Near-misses: refused by the parser. The AASA may open one only through a component whose route
    // ROUTES.md lists as unable to tell it apart: with extra path segments, or with an unchecked value.
    var counts: [String: Int] = [:]
    for nearMiss in NearMiss.all(in: model) {
      guard !accepts(nearMiss.url), let matcher = matcher(nearMiss.url),
        let index = matcher.deciding(nearMiss.url),
        !matcher.components[index].exclude
      else { continue }
      let deciding = matcher.components[index]
      guard let (route, pattern) = NearMiss.pattern(named: deciding.comment, in: model) else {
        Issue.record("\(appName): component '\(deciding.comment)' names no pattern of the spec")
        continue
      }
      let limits = AASALimit.limits(of: pattern, in: route, of: model)
      var path = URLComponents(string: nearMiss.url)!.path
      if path.count > 1 && path.hasSuffix("/") { path.removeLast() }  // a trailing slash is ignored by both
      let segments =
        path == "/" ? 0 : path.split(separator: "/", omittingEmptySubsequences: false).count - 1
      let host = URLComponents(string: nearMiss.url)?.host ?? ""
      let explained =
        limits.contains(.spaceInQuery)
        ? true
        : !pattern.hosts.contains { $0.label(of: host) != nil }
          ? limits.contains { if case .sharedFile = $0 { true } else { false } }
          : segments > pattern.segments.count
            ? limits.contains { if case .extraSegments = $0 { true } else { false } }
            : limits.contains { if case .untypedValue = $0 { true } else { false } }
      #expect(
        explained,
        "\(appName): the AASA opens \(nearMiss.url) (\(nearMiss.kind)) through \(pattern.source), the parser refuses it, and ROUTES.md does not say so"
      )
      counts[nearMiss.kind, default: 0] += 1
    }
    print(
      "\(appName): \(accepted) accepted URLs all matched by the AASA; near-misses it cannot tell apart: \(counts.sorted { $0.key < $1.key })"
    )
  }

  /// The links the checks try: the examples, and random values' links on every host of their route, each with
  /// its variations (a key a route refuses, a query item given twice).
  func corpus() -> [String] {
    let builder = URLBuilder(app: model)
    var random = RandomValues(
      app: model, generator: SeededGenerator(seed: 0xAA5A + UInt64(model.name.utf8.count)))
    var corpus = model.routes.flatMap { $0.examples.map(\.value) }
    for route in model.routes where route.web != nil {
      for _ in 0..<25 {
        guard let url = builder.url(for: random.value(for: route), form: .web) else { continue }
        // On each host of the route (a wildcard with its label).
        let host = URLComponents(string: url)!.host!
        for other in route.hosts {
          let name =
            other.isWildcard ? String(host.prefix { $0 != "." }) + "." + other.name : other.name
          let onHost = url.replacingOccurrences(of: "://\(host)/", with: "://\(name)/")
          corpus.append(onHost)
          corpus += random.mutations(of: onHost)
        }
      }
    }
    // A key one route refuses, on every other route's links (it must not send them to Safari); each query item
    // given twice (which the parser refuses, wherever the route reads the key).
    let refusedKeys = Set(model.routes.flatMap(\.forbiddenQuery)).sorted()
    corpus += corpus.flatMap { url in refusedKeys.map { Self.adding("\($0)=4", to: url) } }
    corpus += corpus.flatMap { url in
      (URLComponents(string: url)?.percentEncodedQuery ?? "").split(separator: "&").map {
        Self.adding(String($0), to: url)
      }
    }
    return corpus
  }

  /// `url` with one more query item, before its fragment.
  static func adding(_ item: String, to url: String) -> String {
    let hash = url.firstIndex(of: "#") ?? url.endIndex
    let separator = url[..<hash].contains("?") ? "&" : "?"
    return url[..<hash] + separator + item + url[hash...]
  }

  /// A crowdfunding app's routes that refuse query keys: a project page that refuses `token` under which its
  /// sub-pages accept it, a literal page that falls back to the placeholder beside it, and a catch-all that
  /// refuses a key that an edit page below it reads. A mail app whose click-tracking hosts open any path.
  static let referenceSpecs: [String: String] = [
    "Crowdfunding": """
    {
      "app": "Crowdfunding", "scheme": "crowd", "domains": ["shop.example"],
      "aasa": { "appIDs": ["ABCDE12345.com.example.crowd"] },
      "routes": [
        { "name": "project", "params": { "id": "string" }, "forbiddenQuery": ["token"], "web": "/p/{id}",
          "examples": ["https://shop.example/p/1"] },
        { "name": "comments", "params": { "id": "string" }, "web": "/p/{id}/comments",
          "examples": ["https://shop.example/p/1/comments?token=4"] },
        { "name": "update", "params": { "id": "string", "number": "int" }, "forbiddenQuery": ["ref"],
          "web": "/p/{id}/updates/{number}", "examples": ["https://shop.example/p/1/updates/2?token=4"] },
        { "name": "pledge", "params": { "id": "string", "reward": "int" }, "web": "/p/{id}/pledge?reward={reward}",
          "examples": ["https://shop.example/p/1/pledge?reward=3&token=4&ref=5"] },
        { "name": "newProject", "forbiddenQuery": ["draft"], "web": "/p/new",
          "examples": ["https://shop.example/p/new"] },
        { "name": "docs", "params": { "path": "string" }, "forbiddenQuery": ["edit"], "web": "/docs/{path...}",
          "examples": ["https://shop.example/docs/a/b"] },
        { "name": "editDoc", "params": { "id": "string", "edit": { "type": "string", "optional": true } },
          "web": "/docs/{id}/edit?edit={edit}", "examples": ["https://shop.example/docs/a/edit?edit=1"] }
      ]
    }
    """,
    // A messenger's fragments of items (in any order, one of them a literal) and a filter's list values.
    "Messenger": """
    {
      "app": "Messenger", "scheme": "msg", "domains": ["msg.example"],
      "aasa": { "appIDs": ["ABCDE12345.com.example.msg"] },
      "routes": [
        { "name": "stickers", "params": { "packId": { "type": "string", "characters": "0-9a-f" }, "packKey": "string" },
          "web": "/addstickers/#pack_id={packId}&pack_key={packKey}",
          "examples": ["https://msg.example/addstickers/#pack_id=9a&pack_key=5b", "https://msg.example/addstickers#pack_key=5b&pack_id=9a"] },
        { "name": "token", "params": { "token": "string", "state": { "type": "string", "optional": true } },
          "web": "/oauth#access_token={token}&token_type=bearer&state={state}",
          "examples": ["https://msg.example/oauth#state=s&token_type=bearer&access_token=t"] },
        { "name": "many", "params": { "a": "string", "b": "string", "c": "string", "d": "string" },
          "web": "/many#a={a}&b={b}&c={c}&d={d}", "examples": ["https://msg.example/many#d=4&c=3&b=2&a=1"] },
        { "name": "filter", "params": { "tags": { "type": "string", "list": true } }, "web": "/filter?tag={tags}",
          "examples": ["https://msg.example/filter?tag=a&tag=b", "https://msg.example/filter"] }
      ]
    }
    """,
    // Query text with spaces, which links may write as `+` (the parser reads a space; iOS compares `+` as it is).
    "Forms": """
    {
      "app": "Forms", "scheme": "forms", "domains": ["forms.example"],
      "aasa": { "appIDs": ["ABCDE12345.com.example.forms"] },
      "routes": [
        { "name": "search", "params": { "q": "string" }, "web": "/search?sort%20by=new%20first&q=my%20{q}",
          "examples": ["https://forms.example/search?sort+by=new+first&q=my+x", "https://forms.example/search?sort%20by=new%20first&q=my%20x"] },
        { "name": "pack", "params": { "id": "string" }, "web": "/pack#pack%20id=no%20{id}",
          "examples": ["https://forms.example/pack#pack+id=no+1", "https://forms.example/pack#pack%20id=no%201"] }
      ]
    }
    """,
    "Mail": """
    {
      "app": "Mail", "scheme": "mail", "domains": ["example.com", "www.example.com"],
      "aasa": { "appIDs": ["ABCDE12345.com.example.mail"] },
      "routes": [
        { "name": "open", "params": { "path": { "type": "string", "optional": true } },
          "web": ["/", { "pattern": "/{path...}", "hosts": ["click.example.com", "email.example.com"] }],
          "examples": ["https://example.com/", "https://click.example.com/a/b", "https://email.example.com/items/1"] },
        { "name": "item", "params": { "id": "int" }, "web": "/items/{id}", "scheme": "items/{id}",
          "examples": ["https://example.com/items/1"] }
      ]
    }
    """,
  ]
}

/// URLs one step away from the spec's own web examples: another literal, a wrong value, an extra segment, a
/// changed query literal, a missing required query key.
struct NearMiss {
  var url: String
  var kind: String

  static func all(in model: AppModel) -> [NearMiss] {
    let matcher = RouteMatcher(app: model)
    var result: [NearMiss] = []
    for route in model.routes {
      for example in route.examples.map(\.value) where example.hasPrefix("https://") {
        guard case .success(let match) = matcher.match(example), match.form == .web,
          let pattern = route.web?.patterns.first(where: { $0.source == match.pattern }),
          let parts = URLComponents(string: example)
        else { continue }
        let base = "https://\(parts.host ?? "")"
        let query = parts.percentEncodedQuery.map { "?" + $0 } ?? ""
        let fragment = parts.percentEncodedFragment.map { "#" + $0 } ?? ""
        let pieces = parts.percentEncodedPath.split(
          separator: "/", omittingEmptySubsequences: false
        ).map(String.init)
        for (index, segment) in pattern.segments.enumerated() where index + 1 < pieces.count {
          var changed = pieces
          switch segment {
          case .literal: changed[index + 1] = "zz" + changed[index + 1]
          case .template(let template):
            changed[index + 1] = template.prefix + "x!y" + template.suffix
          }
          result.append(
            NearMiss(
              url: base + changed.joined(separator: "/") + query + fragment,
              kind: segment.template == nil ? "other literal" : "wrong value"))
        }
        result.append(
          NearMiss(
            url: base + parts.percentEncodedPath + "/extra" + query + fragment,
            kind: "extra segment"))
        for host in AASAFile.sharingHosts(of: pattern, in: model) {
          result.append(
            NearMiss(
              url: "https://\(host.sampleName)" + parts.percentEncodedPath + query + fragment,
              kind: "host sharing the file"))
        }
        for key in route.forbiddenQuery {
          result.append(
            NearMiss(url: AASAAgreement.adding("\(key)=4", to: example), kind: "refused key"))
        }
        let items = (parts.percentEncodedQuery ?? "").split(separator: "&").map(String.init)
        for item in pattern.query {
          let key = PercentEncoding.encode(item.key, for: .queryKey) + "="
          let others = items.filter { !$0.hasPrefix(key) }
          switch item.value {
          case .literal(let literal):
            result.append(
              NearMiss(
                url: base + parts.percentEncodedPath + "?"
                  + (others + [key + "zz" + literal]).joined(separator: "&") + fragment,
                kind: "other query literal"))
          case .template(let template):
            guard route.parameter(named: template.parameter)?.mayBeAbsent == false else { continue }
            result.append(
              NearMiss(
                url: base + parts.percentEncodedPath
                  + (others.isEmpty ? "" : "?" + others.joined(separator: "&")) + fragment,
                kind: "missing query key"))
            result.append(
              NearMiss(
                url: base + parts.percentEncodedPath + "?"
                  + (others + [key + "x!y"]).joined(separator: "&") + fragment,
                kind: "wrong query value"))
          }
        }
      }
    }
    return result
  }

  /// The route and pattern an AASA component's comment names: `route: summary (pattern)`.
  static func pattern(named comment: String, in model: AppModel) -> (Route, Pattern)? {
    guard let open = comment.lastIndex(of: "(") else { return nil }
    let source = String(comment[comment.index(after: open)...].dropLast())
    let name = String(comment.prefix { $0 != ":" && $0 != " " })
    guard let route = model.route(named: name),
      let pattern = route.web?.patterns.first(where: { $0.source == source })
    else { return nil }
    return (route, pattern)
  }
}
