import Foundation
import RouteGenCore
import Testing

/// Routes bound to hosts (`hosts`), wildcard hosts (`{blog}.blogs.example`), and the AASA file each host serves.
@Suite struct HostTests {
  static let text = """
    {
      "app": "Hosts", "scheme": "hosts", "domains": ["example.com"],
      "aasa": { "appIDs": ["ABCDE12345.com.example.test"] },
      "routes": [
        { "name": "project", "summary": "A project.", "params": { "id": "int" }, "web": "/projects/{id}", "examples": ["https://example.com/projects/1"] },
        { "name": "click", "summary": "An email click.", "hosts": ["clicks.example.com"], "params": { "path": "string" }, "web": "/{path...}",
          "examples": ["https://clicks.example.com/projects/1"] },
        { "name": "post", "summary": "A post.", "hosts": ["example.com", "{blog}.blogs.example"],
          "params": { "blog": { "type": "string", "optional": true }, "id": "int" }, "web": "/posts/{id}", "scheme": "post/{id}?blog={blog}",
          "examples": ["https://my.blogs.example/posts/3", "https://example.com/posts/3"] }
      ]
    }
    """

  static func model() throws -> AppModel {
    let loaded = Pipeline.load(bytes: Array(text.utf8), path: "Hosts.routes.json")
    guard let model = loaded.model else {
      throw TestFailure(loaded.diagnostics.map(\.description).joined(separator: "\n"))
    }
    return model
  }

  @Test func aRouteMatchesOnlyOnItsHosts() throws {
    let matcher = RouteMatcher(app: try Self.model())
    func reached(_ url: String) -> String {
      switch matcher.match(url) {
      case .success(let match): "\(match.value)"
      case .failure(let failure): "\(failure.kind): \(failure)"
      }
    }
    #expect(
      reached("https://clicks.example.com/projects/1") == #"click(path: "projects/1")"#,
      "the click host takes any path")
    #expect(reached("https://example.com/projects/1") == "project(id: 1)")
    #expect(
      reached("https://example.com/anything") == "noRoute: no route matches the path '/anything'",
      "not on the main domain")
    #expect(reached("https://my.blogs.example/posts/3") == #"post(blog: "my", id: 3)"#)
    #expect(reached("https://My.Blogs.Example/posts/3") == #"post(blog: "my", id: 3)"#)
    #expect(reached("https://example.com/posts/3") == "post(id: 3)")
    #expect(
      reached("https://my.blogs.example/projects/1")
        == "noRoute: no route matches the path '/projects/1'")
    #expect(
      reached("https://blogs.example/posts/3")
        == "unsupportedHost: the host 'blogs.example' is not one of this app's domains",
      "not the apex")
    #expect(
      reached("https://a.b.blogs.example/posts/3")
        == "unsupportedHost: the host 'a.b.blogs.example' is not one of this app's domains")
    #expect(
      reached("https://my_blog.blogs.example/posts/3")
        == "invalidParameter: the parameter 'blog' has the value 'my_blog', which is not a host label (letters, digits and inner '-')"
    )
  }

  @Test func buildersWriteTheHost() throws {
    let model = try Self.model()
    let builder = URLBuilder(app: model)
    func post(_ blog: String?) -> RouteValue {
      RouteValue(
        name: "post",
        values: ["id": .int(3)].merging(blog.map { ["blog": .string($0)] } ?? [:]) { $1 })
    }
    #expect(builder.url(for: post("my"), form: .web) == "https://my.blogs.example/posts/3")
    #expect(builder.url(for: post(nil), form: .web) == "https://example.com/posts/3")
    #expect(builder.url(for: post("My"), form: .web) == nil, "not written as it would parse back")
    #expect(builder.url(for: post("a.b"), form: .web) == nil)
    #expect(builder.url(for: post("my"), form: .scheme) == "hosts://post/3?blog=my")
    #expect(
      builder.url(for: RouteValue(name: "click", values: ["path": .string("a/b")]), form: .web)
        == "https://clicks.example.com/a/b")
  }

  /// Each host serves the AASA file that claims exactly its routes; the entitlements list every host.
  @Test func anAASAFilePerSetOfRoutesAndEveryHostEntitled() throws {
    let model = try Self.model()
    let files = AASARenderer().render(model)
    #expect(
      files.map(\.path) == [
        "apple-app-site-association", "apple-app-site-association.clicks.example.com",
        "apple-app-site-association.wildcard.blogs.example",
      ])
    func opens(_ path: String, _ url: String) throws -> Bool {
      let file = try #require(files.first { $0.path == path })
      return try AASAMatcher(json: Data(file.contents.utf8), appID: "ABCDE12345.com.example.test")
        .opensApp(url)
    }
    #expect(try opens("apple-app-site-association", "https://example.com/projects/1"))
    #expect(try opens("apple-app-site-association", "https://example.com/posts/1"))
    #expect(try !opens("apple-app-site-association", "https://example.com/anything"))
    #expect(
      try opens(
        "apple-app-site-association.clicks.example.com", "https://clicks.example.com/anything"))
    #expect(
      try opens(
        "apple-app-site-association.wildcard.blogs.example", "https://my.blogs.example/posts/1"))
    #expect(
      try !opens(
        "apple-app-site-association.wildcard.blogs.example", "https://my.blogs.example/projects/1"))
    let served = AASAFile.all(in: model)
    #expect(
      AASAFile.servedOn("x.blogs.example", among: served)?.path
        == "apple-app-site-association.wildcard.blogs.example")
    #expect(AASAFile.servedOn("example.com", among: served)?.path == "apple-app-site-association")
    let entitlements = try #require(
      PlistRenderer().render(model).first { $0.path.hasSuffix(".entitlements.fragment") })
    #expect(
      entitlements.contents.contains(
        "<string>applinks:example.com</string>\n\t\t<string>applinks:clicks.example.com</string>\n\t\t<string>applinks:*.blogs.example</string>"
      ))
    let routes = try #require(MarkdownRenderer().render(model).first).contents
    #expect(
      routes.contains("- `apple-app-site-association.wildcard.blogs.example` on `*.blogs.example`.")
    )
    #expect(routes.contains("| `post` | on `example.com`, `{blog}.blogs.example`: `/posts/{id}` |"))
  }

  /// A host named like a wildcard's file (`wildcard.blogs.example`) does not take that file's name.
  @Test func aasaFileNamesAreDistinct() throws {
    let text = spec(
      routes: #"""
            { "name": "a", "summary": "A.", "hosts": ["wildcard.blogs.example"], "web": "/a" },
            { "name": "b", "summary": "B.", "hosts": ["{v}.blogs.example"], "params": { "v": "string" }, "web": "/b" }
        """#)
    let model = try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
    #expect(
      AASARenderer().render(model).map(\.path) == [
        "apple-app-site-association", "apple-app-site-association.wildcard.blogs.example",
        "apple-app-site-association.wildcard.blogs.example-2",
      ])
  }

  /// iOS reads the file of `*.example.com` from `https://example.com/` (TN3155), the address of `example.com`'s own
  /// file: the two hosts get one file, claiming both hosts' patterns, and ROUTES.md says which links that opens
  /// on the other host.
  @Test func aWildcardSharesItsApexFile() throws {
    let text = spec(
      routes: #"""
            { "name": "home", "summary": "Home.", "web": "/home" },
            { "name": "post", "summary": "A post.", "hosts": ["{blog}.example.com"], "params": { "blog": "string", "id": "int" }, "web": "/posts/{id}" }
        """#)
    let model = try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
    let files = AASAFile.all(in: model)
    #expect(files.map(\.path) == ["apple-app-site-association"])
    #expect(files.map(\.addresses) == [["example.com"]])
    #expect(files.map { $0.hosts.map(\.entitlement) } == [["example.com", "*.example.com"]])
    let aasa = try AASAMatcher(
      json: Data(AASARenderer().render(model)[0].contents.utf8),
      appID: "ABCDE12345.com.example.test")
    #expect(
      aasa.opensApp("https://my.example.com/posts/1") && aasa.opensApp("https://example.com/home"))
    let routes = try #require(MarkdownRenderer().render(model).first).contents
    #expect(
      routes.contains(
        "- `home`: its links on `{blog}.example.com` too (one AASA file serves them: iOS reads a wildcard's from its apex)."
      ))
    #expect(
      routes.contains(
        "- `post`: its links on hosts of more labels under `*.example.com` (`a.b.example.com`: the entitlement takes every subdomain, the app one label); any text as `{id}` (the app requires an integer); extra path segments in or after `{id}`; its links on `example.com` too"
      ))
  }

  /// A web pattern with hosts of its own (email click-tracking hosts where any path opens the app, while on the
  /// main domains only `/` does): matched, claimed, entitled and built there.
  @Test func aPatternWithHostsOfItsOwn() throws {
    let text = #"""
      { "app": "Mail", "scheme": "mail", "domains": ["example.com"], "aasa": { "appIDs": ["ABCDE12345.com.example.mail"] },
        "routes": [
          { "name": "open", "summary": "Open.", "params": { "path": { "type": "string", "optional": true } },
            "web": ["/", { "pattern": "/{path...}", "hosts": ["click.example.com"] }] },
          { "name": "item", "summary": "An item.", "params": { "id": "int" }, "web": "/items/{id}" } ] }
      """#
    let model = try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
    let matcher = RouteMatcher(app: model)
    func reached(_ url: String) -> String {
      switch matcher.match(url) {
      case .success(let match): "\(match.value)"
      case .failure(let failure): "\(failure)"
      }
    }
    #expect(reached("https://click.example.com/items/1") == #"open(path: "items/1")"#)
    #expect(reached("https://example.com/items/1") == "item(id: 1)")
    #expect(reached("https://example.com/a") == "no route matches the path '/a'")
    #expect(reached("https://example.com/") == "open")
    let builder = URLBuilder(app: model)
    #expect(
      builder.url(for: RouteValue(name: "open", values: ["path": .string("a/b")]), form: .web)
        == "https://click.example.com/a/b")
    #expect(
      builder.url(for: RouteValue(name: "open", values: [:]), form: .web) == "https://example.com/")
    let files = AASAFile.all(in: model)
    #expect(
      files.map(\.path) == [
        "apple-app-site-association", "apple-app-site-association.click.example.com",
      ])
    #expect(
      files.map { $0.patterns.map(\.pattern.source) } == [["/", "/items/{id}"], ["/{path...}"]])
    #expect(
      PlistRenderer().render(model).contains {
        $0.contents.contains("<string>applinks:click.example.com</string>")
      })

    func errors(_ web: String, hosts: String = "") -> [String] {
      diagnostics(
        of: spec(
          routes:
            #"    { "name": "a", "summary": "A.", \#(hosts)"params": { "p": { "type": "string", "optional": true } }, "web": \#(web), "scheme": [{ "pattern": "a", "hosts": ["x.com"] }] }"#
        ), severity: .error)
    }
    #expect(
      errors(#"[{ "pattern": "/{p...}", "hosts": ["{b}.x.com"] }, "/"]"#) == [
        "t.json:5:137: error: route 'a': the web pattern '/{p...}' lists the wildcard host '{b}.x.com'; a pattern's own hosts are names (a wildcard's label is a value of the whole route: put it in the route's 'hosts')",
        "t.json:5:198: error: route 'a': the custom-scheme pattern 'a' has 'hosts'; only web patterns match on hosts (remove it)",
      ])
  }

  /// `{site...}` takes one or more labels, as Apple's `*.` takes every subdomain; iOS picks the longest entry that
  /// takes a host, so a longer wildcard's routes alone are on its hosts, even those its one label cannot take.
  @Test func aWildcardOfSeveralLabelsAndTheLongestEntry() throws {
    let text = spec(
      routes: #"""
            { "name": "post", "summary": "A post.", "hosts": ["example.com", "{site...}.example.com", "en.news.example.com"],
              "params": { "site": { "type": "string", "optional": true }, "id": "int" }, "web": "/p/{id}" },
            { "name": "team", "summary": "A team.", "hosts": ["{team}.teams.example.com"], "params": { "team": "string" }, "web": "/t" }
        """#)
    let model = try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
    let matcher = RouteMatcher(app: model)
    func reached(_ url: String) -> String {
      switch matcher.match(url) {
      case .success(let match): "\(match.value)"
      case .failure(let failure): "\(failure.kind)"
      }
    }
    #expect(reached("https://fr.blog.example.com/p/1") == #"post(id: 1, site: "fr.blog")"#)
    #expect(reached("https://en.news.example.com/p/1") == "post(id: 1)")
    #expect(reached("https://a.teams.example.com/t") == #"team(team: "a")"#)
    #expect(
      reached("https://a.b.teams.example.com/t") == "noRoute", "*.teams.example.com is picked")
    #expect(reached("https://a.teams.example.com/p/1") == "noRoute")
    let builder = URLBuilder(app: model)
    func post(_ site: String) -> String? {
      builder.url(
        for: RouteValue(name: "post", values: ["id": .int(1), "site": .string(site)]), form: .web)
    }
    #expect(post("fr.blog") == "https://fr.blog.example.com/p/1")
    #expect(post("en.news") == nil, "a host of its own")
    #expect(post("a.teams") == nil, "the teams' wildcard is picked there")
    #expect(post("a..b") == nil)
    #expect(
      Host.matching("a.b.teams.example.com", in: model.allHosts)?.spelled
        == "{team}.teams.example.com")
  }

  /// A wildcard's label may be narrowed to the labels a team ships, and left out of custom-scheme links; what no
  /// host label can be is an error that says so.
  @Test func labelsAreCheckedAsHostsGiveThem() {
    func errors(
      _ params: String, hosts: String = #"["x.com", "{b}.x.com"]"#, scheme: String = "a?b={b}"
    )
      -> [String]
    {
      diagnostics(
        of:
          #"{"app": "Test", "scheme": "test", "domains": ["example.com"], "aasa": { "appIDs": ["ABCDE12345.com.example.test"] }, "routes": [ { "name": "a", "summary": "A.", "hosts": \#(hosts), "params": { "b": \#(params) }, "web": "/a", "scheme": "\#(scheme)" } ]}"#,
        severity: .error
      ).map { String($0.split(separator: " error: ", maxSplits: 1)[1]) }
    }
    #expect(errors(#"{"type": "enum", "values": ["de", "fr"], "optional": true}"#) == [])
    #expect(
      errors(
        #"{"type": "string", "characters": "a-z", "minLength": 2, "maxLength": 2, "optional": true}"#
      )
        == [])
    #expect(
      errors(#"{"type": "enum", "values": ["DE", "fr"], "optional": true}"#) == [
        "route 'a': the parameter 'b', which the host in 'hosts' gives, has the value 'DE', which is not a host label (lowercase letters, digits and inner '-', 63 at most)"
      ])
    #expect(
      errors(#"{"type": "string", "characters": "a-zA-Z", "optional": true}"#) == [
        "route 'a': the parameter 'b', which the host in 'hosts' gives, allows 'A' in 'characters', which a host label cannot have (lowercase letters, digits and '-'); allow only those, like \"a-z0-9-\""
      ])
    #expect(
      errors(
        #"{"type": "string", "characters": "a-z.", "optional": true}"#,
        hosts: #"["x.com", "{b...}.x.com"]"#) == [], "labels are joined by '.'")
    #expect(errors(#"{"type": "string", "format": "hostName", "optional": true}"#).count == 1)
    // An optional label may stay out of custom-scheme links; a required one may not.
    #expect(errors(#"{"type": "string", "optional": true}"#, scheme: "a") == [])
    #expect(
      errors(#""string""#, hosts: #"["{b}.x.com"]"#, scheme: "a") == [
        "route 'a': the parameter 'b' does not appear in the scheme form; add {b} to 'a' (or list a host without a label beside the wildcard and make it optional: custom-scheme links are then built only without a label)"
      ])
  }

  /// A label declared once (`"labels"`) is each route's that reads it, first among its parameters, optional
  /// exactly where some link of the route has none; what is wrong with it is said once, at the declaration.
  @Test func aLabelIsDeclaredOnceForTheApp() throws {
    func load(_ label: String, _ routes: String, domains: [String] = ["x.com", "{site}.x.com"])
      -> (model: AppModel?, errors: [String])
    {
      let text = spec(
        routes: routes, extra: #" "labels": { "site": \#(label) },"#, domains: domains)
      let loaded = Pipeline.load(bytes: Array(text.utf8), path: "t.json")
      return (
        loaded.model,
        loaded.diagnostics.filter { $0.severity == .error }.map {
          String($0.description.split(separator: " error: ", maxSplits: 1)[1])
        }
      )
    }
    let label = #"{"type": "string", "characters": "a-z", "doc": "The site."}"#
    let routes = """
      { "name": "home", "summary": "s", "web": "/", "scheme": "home" },
      { "name": "post", "summary": "s", "params": {"id": "int"}, "web": "/p/{id}", "scheme": "p/{id}?site={site}" },
      { "name": "sites", "summary": "s", "hosts": ["{site}.x.com"], "web": "/sites", "scheme": "sites/{site}" },
      { "name": "help", "summary": "s", "hosts": ["x.com"], "web": "/help" }
      """
    let model = try #require(load(label, routes).model)
    func read(_ route: String) -> [String] {
      model.route(named: route)!.parameters.map {
        "\($0.name)\($0.isLabel ? " label" : "")\($0.isOptional ? " optional" : "")"
      }
    }
    #expect(read("home") == ["site label optional"])
    #expect(read("post") == ["site label optional", "id"])
    // Only on the wildcard: every link has it (its custom-scheme pattern must name it).
    #expect(read("sites") == ["site label"])
    #expect(read("help") == [])
    #expect(model.labels.map(\.name) == ["site"] && model.linkTypeName == "TestLink")

    #expect(
      load(
        label,
        #"{ "name": "sites", "summary": "s", "hosts": ["{site}.x.com"], "web": "/s", "scheme": "s" }"#
      )
      .errors == [
        "route 'sites': the parameter 'site' does not appear in the scheme form; add {site} to 's' (or list a host without a label beside the wildcard and make it optional: custom-scheme links are then built only without a label)"
      ])
    #expect(
      load(label, #"{ "name": "a", "summary": "s", "params": {"site": "string"}, "web": "/" }"#)
        .errors
        == [
          "route 'a': 'site' is the app's label, declared once in 'labels'; remove it from the route's 'params'"
        ])
    // Said once, however many routes read it.
    #expect(
      load(#"{"type": "int"}"#, routes).errors == [
        "'labels': the label 'site' must be a string or an enum (its value is a host label), not int"
      ])
    #expect(
      load(#"{"type": "string", "optional": true}"#, routes).errors == [
        "'labels', label 'site': 'optional' is not written for a label; a route's links have it where their host (or pattern) gives it, and are optional where some link has none: remove 'optional'"
      ])
    #expect(
      load(
        label, #"{ "name": "home", "summary": "s", "web": "/" }"#,
        domains: ["x.com", "{sites}.x.com"]
      ).errors.contains(
        "'labels': 'site' is no wildcard of the app's hosts; a label is the first label of a host, like \"{site}.example.com\" in 'domains'; did you mean 'sites'?"
      ))
    #expect(
      load(#"{"type": "string", "characters": "A-Z"}"#, routes).errors == [
        "'labels': the label 'site' allows 'A' in 'characters', which a host label cannot have (lowercase letters, digits and '-'); allow only those, like \"a-z0-9-\""
      ])
  }

  @Test func hostsAreCheckedAgainstTheRoutesParameters() {
    func errors(domains: String = #"["example.com"]"#, _ route: String) -> [String] {
      diagnostics(
        of:
          #"{"app": "Test", "scheme": "test", "domains": \#(domains), "aasa": { "appIDs": ["ABCDE12345.com.example.test"] }, "routes": [ \#(route) ]}"#,
        severity: .error)
    }
    #expect(
      errors(#"{ "name": "a", "summary": "A.", "hosts": ["{blog}.x.com"], "web": "/a" }"#) == [
        #"t.json:1:171: error: route 'a': the placeholder {blog} in 'hosts' is not declared in 'params'; add "blog": {"type": "string", "characters": "a-z0-9-"} to 'params'"#
      ])
    #expect(
      errors(
        #"{ "name": "a", "summary": "A.", "hosts": ["a.{b}.com", "*.x.com", "X.com", "{b}.com"], "web": "/a" }"#
      ) == [
        #"t.json:1:172: error: 'a.{b}.com' is not a host name; write just the host, like "nova.social" (no scheme, port or path)"#,
        #"t.json:1:185: error: '*.x.com' is not a host name; write just the host, like "nova.social" (no scheme, port or path); for any first label write a placeholder: "{blog}.example.com""#,
        "t.json:1:196: error: write the host 'X.com' in lowercase ('x.com'); hosts are matched case-insensitively",
        #"t.json:1:205: error: '{b}.com' is not a host name; write just the host, like "nova.social" (no scheme, port or path)"#,
      ])
    #expect(
      errors(
        #"{ "name": "a", "summary": "A.", "hosts": ["x.com", "x.com", "{b}.x.com", "www.x.com"], "params": {"b": {"type":"string","optional":true}}, "web": "/a" }"#
      ) == [
        "t.json:1:181: error: the host 'x.com' is listed twice; keep one"
      ])
    // A name beside a wildcard over it is more specific, not a second match (Apple's longest-entitlement rule).
    #expect(
      errors(
        #"{ "name": "a", "summary": "A.", "hosts": ["x.com", "{b}.x.com", "www.x.com"], "params": {"b": {"type":"string","optional":true}}, "web": "/a" }"#
      ) == [])
    #expect(
      errors(
        #"{ "name": "a", "summary": "A.", "hosts": ["x.com", "{b}.x.com"], "params": {"b": "string"}, "web": "/a" }"#
      ) == [
        "t.json:1:211: error: route 'a': the parameter 'b', which the host in 'hosts' gives, must be optional: on the host 'x.com' a link has no value for it"
      ])
    #expect(
      errors(
        #"{ "name": "a", "summary": "A.", "hosts": ["{b}.x.com"], "params": {"b": {"type":"string","optional":true}}, "web": "/a" }"#
      ) == [
        "t.json:1:202: error: route 'a': the parameter 'b', which the host in 'hosts' gives, cannot be optional: every host in 'hosts' is a wildcard, so every link has a value for it (or add a host without a placeholder)"
      ])
    #expect(
      errors(
        #"{ "name": "a", "summary": "A.", "hosts": ["{b}.x.com"], "params": {"b": "int"}, "web": "/a" }"#
      ) == [
        "t.json:1:202: error: route 'a': the parameter 'b', which the host in 'hosts' gives, must be a string or an enum (its value is a host label), not int"
      ])
    #expect(
      errors(
        #"{ "name": "a", "summary": "A.", "hosts": ["{b}.x.com"], "params": {"b": "string"}, "web": "/a/{b}" }"#
      ) == [
        "t.json:1:224: error: route 'a': {b} is the first label of the route's host; the web pattern '/a/{b}' cannot give it too (remove it from the pattern)"
      ])
    #expect(
      errors(#"{ "name": "a", "summary": "A.", "hosts": ["x.com"], "scheme": "a" }"#) == [
        "t.json:1:171: error: route 'a' has 'hosts' but no 'web' form; hosts are where its web patterns match: add 'web' or remove 'hosts'"
      ])
    // One error for a second placeholder, not also one for the parameter the refused host gives.
    #expect(
      errors(
        #"{ "name": "a", "summary": "A.", "hosts": ["{b}.{c}.x.com"], "params": {"b": "string"}, "web": "/a" }"#
      ) == [
        #"t.json:1:172: error: the host '{b}.{c}.x.com' has a placeholder after its first label; only the first label may be one, like "{b}.example.com""#
      ])
    // Two wildcards giving one parameter: a link built from it could not tell which host it came from.
    #expect(
      errors(
        #"{ "name": "a", "summary": "A.", "hosts": ["{blog}.blog.x.com", "{blog}.x.com"], "params": {"blog": "string"}, "web": "/a" }"#
      ) == [
        "t.json:1:171: error: route 'a': the wildcard hosts '{blog}.blog.x.com' and '{blog}.x.com' in 'hosts' both give {blog}, so a link built from its value could not tell which host it came from; keep one wildcard host here and give the other to a route of its own"
      ])
    // An invalid domain is one error: its routes are not also said to have no domain.
    #expect(
      errors(domains: #"["Bad_Domain"]"#, #"{ "name": "a", "summary": "A.", "web": "/a" }"#) == [
        #"t.json:1:47: error: 'Bad_Domain' is not a domain name; write just the host, like "nova.social" (no scheme, port or path)"#
      ])
    // A wildcard domain gives a parameter to every route without hosts of its own.
    #expect(
      errors(domains: #"["{blog}.example.com"]"#, #"{ "name": "a", "summary": "A.", "web": "/a" }"#)
        == [
          #"t.json:1:176: error: route 'a': the placeholder {blog} in the app's 'domains' is not declared in 'params'; add "blog": {"type": "string", "characters": "a-z0-9-"} to 'params' or give the route 'hosts' of its own"#
        ])
    // The app's enum of the label's name, and optional where a plain host gives links without it.
    #expect(
      errors(
        domains:
          #"["{edition}.example.com", "example.com"], "enums": {"Edition": {"values": ["uk", "us"]}}"#,
        #"{ "name": "a", "summary": "A.", "web": "/a" }"#
      ) == [
        #"t.json:1:242: error: route 'a': the placeholder {edition} in the app's 'domains' is not declared in 'params'; add "edition": {"type": "Edition", "optional": true} to 'params' or give the route 'hosts' of its own"#
      ])
    #expect(
      errors(
        domains: #"["{blog}.example.com"]"#,
        #"{ "name": "a", "summary": "A.", "params": {"blog": "string"}, "web": "/a", "scheme": "a/{blog}", "examples": ["https://x.example.com/a"] }"#
      ).isEmpty)
  }
}

/// A wildcard whose label is an enum (closed) publishes its values' hosts, one by one: entitlements, AASA files,
/// intent filters; a host outside the values is claimed by neither platform, while the parser still says why it
/// refuses it. An open label keeps the wildcard.
@Suite struct ClosedLabelTests {
  static func model(label: String) throws -> AppModel {
    let text = spec(
      routes: #"""
          { "name": "product", "summary": "s", "params": { "region": \#(label), "id": "int" }, "web": "/p/{id}" }
        """#,
      extra:
        #" "android": {"package": "com.example.app", "fingerprints": ["\#(AndroidSpecTests.fingerprint)"]},"#,
      domains: ["example.com", "{region}.example.com"])
    return try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
  }

  @Test func aClosedLabelNamesItsHosts() throws {
    let closed = try Self.model(
      label:
        #"{ "type": "enum", "values": ["de", { "case": "france", "wire": "fr", "aliases": ["fra"] }], "optional": true }"#
    )
    let entitlements = try #require(
      Pipeline.render(closed).first { $0.path.hasSuffix(".entitlements.fragment") }
    ).contents
    for host in ["example.com", "de.example.com", "fr.example.com", "fra.example.com"] {
      #expect(entitlements.contains("<string>applinks:\(host)</string>"), "\(host)")
    }
    #expect(!entitlements.contains("*."))
    let files = AASAFile.all(in: closed)
    #expect(
      files.flatMap(\.addresses) == [
        "example.com", "de.example.com", "fr.example.com", "fra.example.com",
      ])
    #expect(AASAFile.servedOn("de.example.com", among: files) != nil)
    #expect(AASAFile.servedOn("us.example.com", among: files) == nil, "no entitlement takes it")
    #expect(closed.address(ofLinkHost: "us.example.com") == nil)
    let manifest = AndroidManifestMatcher(
      xml: try #require(ManifestRenderer().render(closed).first).contents)
    #expect(manifest.opensApp("https://fr.example.com/p/1"))
    #expect(!manifest.opensApp("https://us.example.com/p/1"))
    // The parser still reads the label, and says why it refuses another.
    guard
      case .failure(.invalidParameter) = RouteMatcher(app: closed).match(
        "https://us.example.com/p/1")
    else {
      Issue.record("us.example.com is not refused as an invalid parameter")
      return
    }
  }

  /// A host is closed when every route on it reads its label as an enum; one string label keeps it open.
  @Test func oneOpenRouteKeepsTheHostOpen() throws {
    let text = spec(
      routes: #"""
          { "name": "a", "summary": "s", "params": { "region": { "type": "enum", "values": ["de"] } }, "web": "/a" },
          { "name": "b", "summary": "s", "params": { "region": "string" }, "web": "/b" }
        """#, domains: ["{region}.example.com"])
    let model = try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
    #expect(model.closedLabels.isEmpty)
    #expect(model.allHosts.flatMap(model.publishedNames(of:)) == ["*.example.com"])
  }

  @Test func anOpenLabelKeepsTheWildcard() throws {
    let open = try Self.model(
      label: #"{ "type": "string", "characters": "a-z", "optional": true }"#)
    let entitlements = try #require(
      Pipeline.render(open).first { $0.path.hasSuffix(".entitlements.fragment") }
    ).contents
    #expect(entitlements.contains("<string>applinks:*.example.com</string>"))
    #expect(AASAFile.all(in: open).flatMap(\.addresses) == ["example.com"])
    #expect(AASAFile.servedOn("us.example.com", among: AASAFile.all(in: open)) != nil)
  }
}
