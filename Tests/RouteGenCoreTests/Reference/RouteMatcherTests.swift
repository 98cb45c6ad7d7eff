import Foundation
import RouteGenRuntime
import Testing

@testable import RouteGenCore

/// The parsing rules of the README, checked on the reference matcher (the generated parsers are held to it).
@Suite struct RouteMatcherTests {
  func match(_ app: String, _ url: String) throws -> Result<RouteMatcher.Match, RouteParseError> {
    RouteMatcher(app: try loadApp(app)).match(url)
  }

  func route(_ app: String, _ url: String) throws -> RouteValue? {
    if case .success(let match) = try match(app, url) { return match.value }
    return nil
  }

  func failure(_ app: String, _ url: String) throws -> RouteParseError? {
    if case .failure(let failure) = try match(app, url) { return failure }
    return nil
  }

  @Test func schemeAndHostAreCaseInsensitivePathsAreNot() throws {
    #expect(try route("NovaSocial", "HTTPS://NOVA.Social/user/1")?.name == "userProfile")
    #expect(try failure("NovaSocial", "https://nova.social/User/1") == .noRoute(path: "/User/1"))
    #expect(
      try route("Awful", "https://forums.somethingawful.com/ShowThread.php?ThreadID=1")?.name
        == "threadPage")
  }

  @Test func customSchemeAcceptsBothShapes() throws {
    let expected = RouteValue(name: "userProfile", values: ["userId": .string("123")])
    #expect(try route("NovaSocial", "novasocial://user/123") == expected)
    #expect(try route("NovaSocial", "novasocial:///user/123") == expected)
  }

  @Test func trailingSlashIsIgnoredButEmptyAndDotSegmentsAreNot() throws {
    #expect(try route("NovaSocial", "https://nova.social/user/123/")?.name == "userProfile")
    #expect(
      try failure("NovaSocial", "https://nova.social/user//followers")
        == .noRoute(path: "/user//followers"))
    #expect(
      try failure("NovaSocial", "https://nova.social/user/../followers")
        == .invalidParameter(name: "userId", value: "..", reason: RouteGen.Reason.dotSegment))
    #expect(
      try failure("NovaSocial", "https://nova.social/user/.")
        == .invalidParameter(name: "userId", value: ".", reason: RouteGen.Reason.dotSegment))
  }

  @Test func percentDecodingIsPerSegmentAndReadsLikeABrowser() throws {
    #expect(
      try route("NovaSocial", "https://nova.social/user/a%2Fb")
        == RouteValue(name: "userProfile", values: ["userId": .string("a/b")]))
    #expect(
      try route("NovaSocial", "https://nova.social/user/100%25")
        == RouteValue(name: "userProfile", values: ["userId": .string("100%")]))
    #expect(
      try route("NovaSocial", "https://nova.social/user/%C3%A9")
        == RouteValue(name: "userProfile", values: ["userId": .string("é")]))
    // As a browser reads it: a `%` without two hex digits is text, a byte a URL cannot hold is read
    // percent-encoded, the escapes beside it are kept. Escapes that do not spell UTF-8 are refused.
    #expect(
      try route("NovaSocial", "https://nova.social/user/%zz")?.values["userId"] == .string("%zz"))
    #expect(try route("NovaSocial", "https://nova.social/user/%")?.values["userId"] == .string("%"))
    #expect(
      try failure("NovaSocial", "https://nova.social/user/é%C0")
        == .invalidPercentEncoding("%C3%A9%C0"))
    #expect(
      try route("NovaSocial", "https://nova.social/user/a%20b c")?.values["userId"]
        == .string("a b c"))
    #expect(
      try route("NovaSocial", "https://nova.social/search?q=a%20b c")?.values["q"]
        == .string("a b c"))
    #expect(
      try route("NovaSocial", "https://nova.social/search?q=a%20b#x y")?.values["q"]
        == .string("a b"))
    #expect(
      try failure("NovaSocial", "https://nova.social/u ser/x") == .noRoute(path: "/u%20ser/x"))
    #expect(
      try failure("NovaSocial", "https://nova.social/user/%e2%82")
        == .invalidPercentEncoding("%e2%82"))
    #expect(
      try failure("NovaSocial", "https://nova.social/user/%C0%AF")
        == .invalidPercentEncoding("%C0%AF"))
  }

  /// An IP literal is never one of the app's hosts, whatever it holds (its zone ID is read as written, as a
  /// browser reads a special URL's host, which refuses a zone ID).
  @Test func ipLiteralsAreNoHostOfTheApp() throws {
    #expect(try failure("NovaSocial", "https://[::1%41]/user/1") == .unsupportedHost("[::1%41]"))
    #expect(
      try failure("NovaSocial", "https://[fe80::1%25en0]/user/1")
        == .unsupportedHost("[fe80::1%25en0]"))
    #expect(try failure("NovaSocial", "https://[::1]:/user/1") == .unsupportedHost("[::1]"))
  }

  @Test func plusInAQueryIsASpaceAndEncodedPlusIsAPlus() throws {
    #expect(
      try route("NovaSocial", "https://nova.social/search?q=swift+ui")?.values["q"]
        == .string("swift ui"))
    #expect(
      try route("NovaSocial", "https://nova.social/search?q=c%2B%2B")?.values["q"] == .string("c++")
    )
    #expect(
      try route("NovaSocial", "https://nova.social/user/a+b")?.values["userId"] == .string("a+b"))
  }

  @Test func queryRules() throws {
    // Any order, unknown keys ignored.
    #expect(
      try route(
        "Awful", "https://forums.somethingawful.com/member.php?userid=5&utm=x&action=getinfo")
        == RouteValue(name: "profile", values: ["userID": .string("5")]))
    // A repeated key is refused, never guessed (the shipping iBurn crashed on it).
    #expect(
      try failure("iBurn", "https://iburnapp.com/art/?uid=1&uid=2") == .repeatedParameter("uid"))
    // An empty value counts as absent.
    #expect(
      try route("NovaSocial", "https://nova.social/search?q=")
        == RouteValue(name: "search", values: [:]))
    #expect(
      try failure("NovaSocial", "https://nova.social/verify?token=") == .missingParameter("token"))
  }

  @Test func typedValuesAreValidatedAndCanonical() throws {
    #expect(try route("Awful", "awful://threads/1/pages/042")?.values["page"] == .int(42))
    #expect(
      try failure("Awful", "awful://threads/1/pages/99999999999999999999")
        == .invalidParameter(
          name: "page", value: "99999999999999999999",
          reason: "is not an integer or one of last, unread"))
    #expect(
      try failure("iBurn", "iburn://pin?lat=NaN&lng=-119.2")
        == .invalidParameter(name: "lat", value: "NaN", reason: "is not a finite decimal number"))
    #expect(
      try failure("iBurn", "iburn://pin?lat=1e309&lng=-119.2")
        == .invalidParameter(name: "lat", value: "1e309", reason: "is not a finite decimal number"))
    #expect(
      try route("Unveil", "unveil://guest/event/123E4567-E89B-12D3-A456-426614174000")?.values[
        "eventId"] == .uuid("123e4567-e89b-12d3-a456-426614174000"))
    #expect(
      try failure("Unveil", "unveil://guest/event/123e4567e89b12d3a456426614174000")
        == .invalidParameter(
          name: "eventId", value: "123e4567e89b12d3a456426614174000",
          reason: "is not a UUID (8-4-4-4-12 hex digits)"))
    #expect(
      try failure("NovaSocial", "novasocial://auth/oauth/github?code=1")
        == .invalidParameter(
          name: "provider", value: "github", reason: "is not one of google, apple, facebook"))
  }

  /// `"format": "hostName"`, in the reference matcher and builder, in the runtime's words.
  @Test func hostNameValues() throws {
    let json = spec(
      routes: """
            { "name": "proxy", "summary": "s", "params": { "host": { "type": "string", "format": "hostName" } },
              "web": "/proxy#{host}", "examples": ["https://example.com/proxy#proxy.example.com"] }
        """)
    let model = try #require(Pipeline.load(bytes: Array(json.utf8), path: "t.json").model)
    let matcher = RouteMatcher(app: model)
    guard case .success(let match) = matcher.match("https://example.com/proxy#Proxy-1.example.com")
    else { throw TestFailure("a host name") }
    #expect(match.value.values["host"] == .string("Proxy-1.example.com"))
    for host in ["localhost", "a..b", "a.b.", "a_b.c"] {
      guard case .failure(let failure) = matcher.match("https://example.com/proxy#" + host) else {
        throw TestFailure(host)
      }
      #expect(
        failure == .invalidParameter(name: "host", value: host, reason: RouteGen.Reason.hostName))
      #expect(
        URLBuilder(app: model).url(
          for: RouteValue(name: "proxy", values: ["host": .string(host)]), form: .web) == nil)
    }
  }

  /// `"list": true` in the reference matcher and builder: the items in URL order (an empty one adds none), the
  /// first refused item's reason in the runtime's words, one query item per item written, none when empty.
  @Test func listQueryValues() throws {
    let json = spec(
      routes: """
            { "name": "filter", "summary": "s", "params": { "tags": { "type": "string", "list": true }, "sizes": { "type": "int", "list": true, "min": 1 } },
              "web": "/filter?tag={tags}&size={sizes}", "examples": ["https://example.com/filter?tag=a&tag=b"] }
        """)
    let model = try #require(Pipeline.load(bytes: Array(json.utf8), path: "t.json").model)
    let matcher = RouteMatcher(app: model)
    guard
      case .success(let match) = matcher.match(
        "https://example.com/filter?tag=b+c&size=2&tag=&tag=a&size=02")
    else { throw TestFailure("a list") }
    #expect(
      match.value
        == RouteValue(
          name: "filter",
          values: [
            "tags": .list([.string("b c"), .string("a")]), "sizes": .list([.int(2), .int(2)]),
          ]))
    guard case .success(let empty) = matcher.match("https://example.com/filter?tag=") else {
      throw TestFailure("no items")
    }
    #expect(empty.value == RouteValue(name: "filter", values: [:]))
    guard
      case .failure(let failure) = matcher.match("https://example.com/filter?size=1&size=0&size=x")
    else { throw TestFailure("a bad item") }
    #expect(failure == .invalidParameter(name: "sizes", value: "0", reason: "is less than 1"))
    let builder = URLBuilder(app: model)
    let value = RouteValue(
      name: "filter",
      values: ["tags": .list([.string("x&y"), .string("a")]), "sizes": .list([.int(3)])])
    #expect(
      builder.url(for: value, form: .web) == "https://example.com/filter?tag=x%26y&tag=a&size=3")
    #expect(
      builder.url(for: RouteValue(name: "filter", values: [:]), form: .web)
        == "https://example.com/filter")
    #expect(
      builder.url(
        for: RouteValue(name: "filter", values: ["tags": .list([.string("")])]), form: .web) == nil)
  }

  /// A fragment of items in the reference matcher and builder: any order, others ignored, a literal item required,
  /// a read key given twice refused; links written in the pattern's order, values encoded as a query's.
  @Test func fragmentItems() throws {
    let json = spec(
      routes: """
            { "name": "pack", "summary": "s", "params": { "id": "string", "key": { "type": "string", "optional": true } },
              "web": "/add/#pack_id={id}&v=2&pack_key={key}", "examples": ["https://example.com/add/#v=2&pack_id=1"] }
        """)
    let model = try #require(Pipeline.load(bytes: Array(json.utf8), path: "t.json").model)
    #expect(
      model.route(named: "pack")!.web!.patterns[0].fragmentItems.map(\.key) == [
        "pack_id", "v", "pack_key",
      ])
    let matcher = RouteMatcher(app: model)
    guard
      case .success(let match) = matcher.match(
        "https://example.com/add#pack_key=a+b&x&v=2&pack_id=1")
    else { throw TestFailure("items") }
    #expect(
      match.value == RouteValue(name: "pack", values: ["id": .string("1"), "key": .string("a b")]))
    for (url, failure) in [
      ("https://example.com/add#pack_id=1", RouteParseError.noRoute(path: "/add")),
      ("https://example.com/add#v=2&pack_id=1&pack_id=2", .repeatedParameter("id")),
      ("https://example.com/add#v=2&v=2&pack_id=1", .repeatedParameter("v")),
      ("https://example.com/add?v=2&pack_id=1", .noRoute(path: "/add")),
    ] {
      guard case .failure(let found) = matcher.match(url) else { throw TestFailure(url) }
      #expect(found == failure, "\(url)")
    }
    let builder = URLBuilder(app: model)
    #expect(
      builder.url(
        for: RouteValue(name: "pack", values: ["id": .string("a&b"), "key": .string("+")]),
        form: .web) == "https://example.com/add/#pack_id=a%26b&v=2&pack_key=%2B")
    #expect(
      builder.url(for: RouteValue(name: "pack", values: ["id": .string("1")]), form: .web)
        == "https://example.com/add/#pack_id=1&v=2")
  }

  @Test func hostileAuthorities() throws {
    #expect(try failure("NovaSocial", "https://nova.social@evil.com/user/1") == .userInfoNotAllowed)
    #expect(try failure("NovaSocial", "https://evil.com@nova.social/user/1") == .userInfoNotAllowed)
    #expect(try failure("NovaSocial", "https://nova.social:8080/user/1") == .portNotAllowed("8080"))
    // The scheme's default port is no port (as browsers read it); any other is refused.
    #expect(
      try route("NovaSocial", "https://nova.social:443/user/1")?.values["userId"] == .string("1"))
    #expect(try failure("NovaSocial", "https://nova.social:80/user/1") == .portNotAllowed("80"))
    #expect(
      try route("Awful", "HTTP://forums.somethingawful.com:80/member.php?action=getinfo&userid=1")?
        .name == "profile")
    #expect(try failure("NovaSocial", "novasocial://user:443/1") == .portNotAllowed("443"))
    // An app that refuses the default port too (`refuseDefaultPort`).
    var strict = try loadApp("NovaSocial")
    strict.refusesDefaultPort = true
    guard
      case .failure(let refused) = RouteMatcher(app: strict).match("https://nova.social:443/user/1")
    else {
      Issue.record("the default port was read")
      return
    }
    #expect(refused == .portNotAllowed("443"))
    #expect(
      try failure("NovaSocial", "https://nova.social.evil.com/user/1")
        == .unsupportedHost("nova.social.evil.com"))
    #expect(try failure("NovaSocial", "http://nova.social/user/1") == .unsupportedScheme("http"))
    #expect(
      try failure("NovaSocial", "https://nova social/user/1")
        == .malformedURL(reason: "it contains a space"))
    #expect(
      try route("NovaSocial", "https://nova.social/user/1 2")?.values["userId"] == .string("1 2"))
    let long = "https://nova.social/user/" + String(repeating: "a", count: 2000)
    #expect(try failure("NovaSocial", long) == .urlTooLong(length: 2025, maximum: 2000))
  }

  @Test func awfulPagesAndItsOtherSchemes() throws {
    #expect(
      try route(
        "Awful", "https://forums.somethingawful.com/showthread.php?threadid=456&goto=lastpost")?
        .values["page"] == .keyword("last"))
    #expect(
      try route(
        "Awful", "awfulhttps://forums.somethingawful.com/showthread.php?threadid=456&goto=newpost")?
        .values["page"] == .keyword("unread"))
    #expect(
      try route("Awful", "awful://threads/456/pages/unread")?.values["page"] == .keyword("unread"))
    #expect(
      try failure(
        "Awful", "https://forums.somethingawful.com/showthread.php?threadid=456&pagenumber=last")
        == .invalidParameter(
          name: "page", value: "last", reason: "is written differently in web links"))
    #expect(
      try route(
        "Awful", "https://forums.somethingawful.com/showthread.php?threadid=4&pagenumber=2#post789")
        == RouteValue(name: "post", values: ["id": .string("789")]))
  }

  @Test func unveilLoginCarriesATypedDestination() throws {
    let destination = RouteValue(
      name: "guestEvent", values: ["eventId": .uuid("123e4567-e89b-12d3-a456-426614174000")])
    #expect(
      try route(
        "Unveil",
        "https://app.sendunveil.com/login?next=%2Fguest%2Fevents%2F123e4567-e89b-12d3-a456-426614174000"
      ) == RouteValue(name: "login", values: ["next": .destination(destination)]))
    #expect(
      try route(
        "Unveil",
        "unveil://login?next=unveil%3A%2F%2Fguest%2Fevent%2F123e4567-e89b-12d3-a456-426614174000")
        == RouteValue(name: "login", values: ["next": .destination(destination)]))
    let nested = try failure(
      "Unveil", "https://app.sendunveil.com/login?next=%2Flogin%3Fnext%3D%252Fsetup")
    #expect(nested?.kind == "invalidParameter")
    #expect(
      try failure("Unveil", "https://app.sendunveil.com/login?next=https%3A%2F%2Fevil.com%2F")?.kind
        == "invalidParameter")
  }

  @Test func ghostTabsAndFeatures() throws {
    #expect(
      try route("Ghost", "ghost://dashboard")
        == RouteValue(name: "tab", values: ["tab": .enumCase("dashboard")]))
    #expect(
      try route("Ghost", "ghost://weather/city?name=Chicago")
        == RouteValue(
          name: "weatherCity", values: ["tab": .enumCase("dashboard"), "name": .string("Chicago")]))
    #expect(
      try route("Ghost", "ghost://settings/weather/units")
        == RouteValue(name: "weatherUnits", values: ["tab": .enumCase("settings")]))
    #expect(
      try failure("Ghost", "ghost://profile")
        == .invalidParameter(
          name: "tab", value: "profile", reason: "is not one of dashboard, settings"))
    #expect(try failure("Ghost", "ghost://dashboard/weather/city") == .missingParameter("name"))
  }

  @Test func defaultsApplyWhenParsing() throws {
    let pin = try route("iBurn", "iburn://pin?lat=40.78&lng=-119.2")
    #expect(pin?.values["title"] == .string("Custom Pin"))
    #expect(pin?.values["color"] == .string("red"))
  }

  @Test func datesAreISO8601() {
    #expect(ISODate.parse("2025-08-26T06:00:00Z") == 1_756_188_000_000)
    #expect(ISODate.parse("2025-08-26T08:00:00+02:00") == 1_756_188_000_000)
    #expect(ISODate.parse("2025-08-26T06:00:00.250Z") == 1_756_188_000_250)
    #expect(ISODate.parse("2025-02-29T00:00:00Z") == nil)
    #expect(ISODate.parse("2025-08-26 06:00:00Z") == nil)
    #expect(ISODate.format(milliseconds: 1_756_188_000_250) == "2025-08-26T06:00:00.250Z")
    #expect(ISODate.format(milliseconds: -1) == "1969-12-31T23:59:59.999Z")
  }

  /// A route that refuses a query key lets the next candidate take the URL, and explains itself when none does.
  @Test func aRefusedQueryKeyPassesTheURLOn() throws {
    let text = spec(
      routes: #"""
            { "name": "project", "summary": "A project.", "params": { "id": "int" }, "forbiddenQuery": ["token"],
              "web": "/projects/{id}", "examples": ["https://example.com/projects/1"] },
            { "name": "page", "summary": "Any other page.", "params": { "path": "string" }, "web": "/projects/{path...}",
              "examples": ["https://example.com/projects/a/b"] },
            { "name": "invite", "summary": "An invitation.", "params": { "id": "int" }, "forbiddenQuery": ["token", "t"],
              "web": "/invites/{id}", "examples": ["https://example.com/invites/1"] },
            { "name": "gift", "summary": "A gift.", "params": { "id": "int" }, "forbiddenQuery": [{ "key": "t", "onlyWithValue": true }],
              "web": "/gifts/{id}", "examples": ["https://example.com/gifts/1"] }
        """#)
    let model = try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
    let matcher = RouteMatcher(app: model)
    func reached(_ url: String) -> String {
      switch matcher.match(url) {
      case .success(let match): "\(match.value)"
      case .failure(let failure): "\(failure.kind): \(failure)"
      }
    }
    // Which route takes such a link is the rulebook's `ForbiddenKeyRules`; here, what the error says.
    #expect(
      reached("https://example.com/invites/1?t=1")
        == "forbiddenQueryKey: the query key 't' means the link is not for the app (its route refuses it)"
    )
    // The AASA file sends such links to Safari; an empty value it cannot tell from no key.
    let aasa = try AASAMatcher(
      json: Data(AASARenderer().render(model)[0].contents.utf8),
      appID: "ABCDE12345.com.example.test")
    #expect(!aasa.opensApp("https://example.com/invites/1?t=1"))
    #expect(aasa.opensApp("https://example.com/invites/1"))
    #expect(aasa.opensApp("https://example.com/invites/1?t="))
    // A key refused only with a value: alone it is harmless, and the AASA file says exactly that.
    #expect(reached("https://example.com/gifts/1?t") == "gift(id: 1)")
    #expect(
      reached("https://example.com/gifts/1?t=2")
        == "forbiddenQueryKey: the query key 't' means the link is not for the app (its route refuses it)"
    )
    #expect(aasa.opensApp("https://example.com/gifts/1?t"))
    #expect(!aasa.opensApp("https://example.com/gifts/1?t=2"))
    let gift = try #require(model.route(named: "gift"))
    #expect(
      !AASALimit.limits(of: gift.web!.patterns[0], in: gift, of: model).contains(
        .emptyRefusedKey("t")))
    let entry = diagnostics(
      of: spec(
        routes:
          #"    { "name": "a", "summary": "A.", "forbiddenQuery": [{ "onlyWithValue": true, "x": 1 }], "web": "/a" }"#
      ), severity: .error)
    #expect(
      entry == [
        #"t.json:5:56: error: route 'a': 'forbiddenQuery': an entry object needs a 'key' string, like {"key": "token", "onlyWithValue": true}"#,
        "t.json:5:81: error: route 'a': 'forbiddenQuery' entry: unknown key 'x'; known keys are 'key', 'onlyWithValue'",
      ])
  }

  /// The reference agrees with the runtime on two holes in the round trip (the third, a repeated fixed query key,
  /// is the rulebook's `QueryParameterRules`): a rest of the path ending with `/`, and a control character in an
  /// item passed on.
  @Test func trailingSlashesAndControlsInOtherItems() throws {
    let text = spec(
      routes: #"""
            { "name": "page", "summary": "A page.", "params": { "path": "string" }, "otherQuery": true, "web": "/docs/{path...}",
              "examples": ["https://example.com/docs/a"] }
        """#)
    let matcher = RouteMatcher(
      app: try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model))
    #expect(
      matcher.match("https://example.com/docs/a//")
        == .failure(
          .invalidParameter(
            name: "path", value: "a/", reason: "ends with '/', which a link cannot keep")))
    #expect(
      matcher.match("https://example.com/docs/a%2F")
        == .failure(
          .invalidParameter(
            name: "path", value: "a/", reason: "ends with '/', which a link cannot keep")))
    for (escape, control) in [("%00", "\u{0}"), ("%0A", "\n"), ("%7F", "\u{7F}")] {
      #expect(
        matcher.match("https://example.com/docs/a?x=\(escape)")
          == .failure(
            .invalidParameter(name: "x", value: control, reason: "contains control characters")))
    }
  }

  @Test func aRouteCannotRefuseAKeyItReads() {
    let errors = diagnostics(
      of: spec(
        routes:
          #"    { "name": "a", "summary": "A.", "params": { "q": "string" }, "forbiddenQuery": ["q", "x", "x"], "web": "/a?q={q}" }"#
      ),
      severity: .error)
    #expect(
      errors == [
        "t.json:5:85: error: route 'a': 'forbiddenQuery' lists 'q', which the pattern '/a?q={q}' reads; a route cannot refuse a key it reads (remove it from one of them)",
        "t.json:5:95: error: route 'a': 'forbiddenQuery' lists 'x' twice",
      ])
  }

  /// The reference matcher and builder agree with the runtime on other query items and bool spellings.
  @Test func otherQueryItemsAndBoolSpellings() throws {
    let text = spec(
      routes: #"""
            { "name": "discover", "summary": "Discover.", "otherQuery": true,
              "params": { "q": { "type": "string", "optional": true }, "open": { "type": "bool", "optional": true, "trueValues": ["1"], "falseValues": ["0"] } },
              "web": ["/discover?q={q}&open={open}", "/d?query={q}"], "examples": ["https://example.com/discover?q=a&utm=1"] }
        """#)
    let model = try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
    let matcher = RouteMatcher(app: model)
    guard
      case .success(let match) = matcher.match(
        "https://example.com/discover?utm=mail&q=a&open=1&x=%26")
    else {
      Issue.record("refused")
      return
    }
    #expect(match.value.values["open"] == .bool(true))
    #expect(
      match.value.otherQueryItems == [
        QueryItemValue(name: "utm", value: "mail"), QueryItemValue(name: "x", value: "&"),
      ])
    #expect(
      URLBuilder(app: model).url(for: match.value, form: .web)
        == "https://example.com/discover?q=a&open=1&utm=mail&x=%26")
    // A key another pattern of the route reads is the route's own: not an other item.
    guard case .success(let alias) = matcher.match("https://example.com/discover?query=z") else {
      Issue.record("refused")
      return
    }
    #expect(alias.value.otherQueryItems.isEmpty)
    #expect(
      matcher.match("https://example.com/discover?open=yes")
        == .failure(.invalidParameter(name: "open", value: "yes", reason: "is not one of 1, 0")))
  }
}
