import Foundation
import RouteGenCore
import Testing

/// The spec's `android` key: what it must hold, said at its place; and the files it adds.
@Suite struct AndroidSpecTests {
  static let fingerprint = Array(repeating: "0A", count: 32).joined(separator: ":")

  func errors(_ android: String, environment: String = "", domains: [String] = ["example.com"])
    -> [String]
  {
    diagnostics(
      of: spec(
        routes: #"{ "name": "a", "summary": "s", "web": "/a", "scheme": "a" }"#,
        extra: #" "android": \#(android),\#(environment)"#, domains: domains),
      severity: .error)
  }

  @Test func thePackageAndFingerprintsAreChecked() {
    #expect(
      errors(#"{"package": "com.example.app", "fingerprints": ["\#(Self.fingerprint)"]}"#) == [])
    #expect(
      errors(#"{"package": "shop", "fingerprints": ["\#(Self.fingerprint)"]}"#) == [
        "t.json:3:81: error: 'android.package' must be an Android application ID such as \"com.example.shop\": two or more segments joined by '.', each a letter then letters, digits or '_'; 'shop' is not"
      ])
    #expect(
      errors(#"{"package": "com.example.app", "fingerprints": []}"#) == [
        "t.json:3:69: error: 'android' has no 'fingerprints'; add the SHA-256 fingerprint of the app's signing certificate (`keytool -list -v`, or Play Console's app signing key with Play App Signing)"
      ])
    let lower = Self.fingerprint.lowercased()
    #expect(
      errors(#"{"package": "com.example.app", "fingerprints": ["\#(lower)", "AB:CD"]}"#) == [
        "t.json:3:117: error: 'android.fingerprints': write '\(lower)' in uppercase ('\(Self.fingerprint)'), as keytool and Play Console print it and Android's examples spell it",
        "t.json:3:216: error: 'android.fingerprints': 'AB:CD' is not a SHA-256 fingerprint; write its 32 bytes in hex joined by ':' (\"14:6D:E9:…\", as keytool prints it)",
      ])
    #expect(
      errors(#"{"fingerprints": ["\#(Self.fingerprint)"]}"#) == [
        "t.json:3:69: error: 'android' has no 'package'; add the app's application ID, e.g. \"package\": \"com.example.shop\""
      ])
  }

  @Test func anEnvironmentNamesItsOwnApp() throws {
    let staging =
      #" "environments": { "staging": { "hosts": { "example.com": "staging.test" }, "android": { "package": "com.example.app.staging", "fingerprints": ["\#(Self.fingerprint)"] } } },"#
    let text = spec(
      routes: #"{ "name": "a", "summary": "s", "web": "/a", "scheme": "a" }"#,
      extra:
        #" "android": {"package": "com.example.app", "fingerprints": ["\#(Self.fingerprint)"]},"#
        + staging)
    let model = try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
    #expect(model.android?.package == "com.example.app")
    #expect(model.environments.first?.app.android?.package == "com.example.app.staging")
    let files = Pipeline.render(model).map(\.path)
    #expect(
      files.contains("Test/assetlinks.json") && files.contains("Test/staging/assetlinks.json"))
    #expect(files.contains("Test/staging/AndroidManifest.fragment.xml"))
    // Without production's Android app, an environment's is refused.
    let orphan = spec(
      routes: #"{ "name": "a", "summary": "s", "web": "/a" }"#, extra: staging)
    #expect(
      diagnostics(of: orphan, severity: .error).contains {
        $0.contains("environment 'staging' has 'android' but the app has no 'android'")
      })
  }

  /// The manifest's filters, as Android's `PatternMatcher` code reads them: a path of literals and a pattern with
  /// values each with and without one trailing `/` (a trailing `/*` never takes the path without it), a value of
  /// one or more characters, a catch-all's path without it too, literal dots escaped (`\\` in XML), and a value that
  /// may hold the character after it once per count of it.
  @Test func theManifestsPathsTakeThePatternsLinks() throws {
    let text = spec(
      routes: """
        { "name": "a", "summary": "s", "params": {"id": "int"}, "web": "/p/{id}/edit" },
        { "name": "b", "summary": "s", "params": {"rest": "string"}, "web": "/files/{rest...}" },
        { "name": "c", "summary": "s", "params": {"slug": "string"}, "web": "/{slug}.html" },
        { "name": "d", "summary": "s", "web": "/about" }
        """,
      extra:
        #" "android": {"package": "com.example.app", "fingerprints": ["\#(Self.fingerprint)"]},"#)
    let model = try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
    let xml = try #require(ManifestRenderer().render(model).first).contents
    for element in [
      #"pathPattern="/p/..*/edit""#, #"pathPattern="/p/..*/edit/""#, #"pathPattern="/files/.*""#,
      #"path="/files""#, #"pathPattern="/..*\\.html""#, #"pathPattern="/..*\\..*\\..*\\.html""#,
      #"path="/about""#, #"path="/about/""#,
    ] {
      #expect(xml.contains("<data android:\(element) />"), "\(element)")
    }
    let manifest = AndroidManifestMatcher(xml: xml)
    for link in [
      "https://example.com/p/1/edit", "https://example.com/p/1/edit/", "https://example.com/files",
      "https://example.com/files/a/b", "https://example.com/x.html", "https://example.com/a.b.html",
      "https://example.com/a.b.c.html", "https://example.com/about", "https://example.com/about/",
    ] {
      #expect(manifest.opensApp(link), "\(link)")
    }
    for link in [
      "https://example.com/p//edit", "https://example.com/p/1/edit//", "https://example.com/filesx",
      "https://example.com/xhtml", "https://example.com/about//", "http://example.com/p/1/edit",
      "https://other.com/p/1/edit", "https://example.com/a.b.c.d.html",
    ] {
      #expect(!manifest.opensApp(link), "\(link)")
    }
    // A value holding the character after it stops Android's `*` there (ROUTES.md lists it).
    let c = model.route(named: "c")!
    #expect(
      AndroidStop.all(in: c.web!.patterns[0], of: c).map { "\($0.place) \($0.character)" }
        == ["{slug} ."])
  }
}

/// What Android's code makes of the files for links at the edges: the empty path, a retired route, a query value
/// Android splits.
@Suite struct AndroidEdgeTests {
  func model(_ routes: String) throws -> AppModel {
    let text = spec(
      routes: routes,
      extra:
        #" "android": {"package": "com.example.app", "fingerprints": ["\#(AndroidSpecTests.fingerprint)"]},"#
    )
    return try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
  }

  func dynamicRules(_ model: AppModel) throws -> AndroidRuleMatcher {
    let json = try #require(AssetLinksRenderer().render(model).first).contents
    return try AndroidRuleMatcher(json: Data(json.utf8), package: "com.example.app")
  }

  /// `https://example.com` (no `/`, as an app may pass it) has the empty path: a rule may not name it (an empty
  /// field discards the file), so the root's rules come last with `*`, after every other path is refused.
  @Test func theRootTakesTheEmptyPath() throws {
    let root = try model(
      #"{ "name": "home", "summary": "s", "web": "/" }, { "name": "a", "summary": "s", "web": "/a" }"#
    )
    let rules = try dynamicRules(root)
    #expect(rules.discarded == nil)
    for link in ["https://example.com", "https://example.com/", "https://example.com/a"] {
      #expect(rules.opensApp(link), "\(link)")
    }
    #expect(!rules.opensApp("https://example.com/b"))
    let manifest = AndroidManifestMatcher(
      xml: try #require(ManifestRenderer().render(root).first).contents)
    #expect(manifest.opensApp("https://example.com") && manifest.opensApp("https://example.com/"))
    #expect(!manifest.opensApp("https://example.com//"))
    // An optional catch-all on the root wrote `{"/": ""}` beside `{"/": "/*"}`, and Android discarded the file.
    let catchAll = try model(
      #"{ "name": "page", "summary": "s", "params": {"path": {"type": "string", "optional": true}}, "web": ["/{path...}", "/"] }"#
    )
    let catchAllRules = try dynamicRules(catchAll)
    #expect(catchAllRules.discarded == nil)
    #expect(
      catchAllRules.opensApp("https://example.com")
        && catchAllRules.opensApp("https://example.com/x/y"))
    // Without a root, the empty path stays the browser's.
    let noRoot = try model(#"{ "name": "a", "summary": "s", "web": "/a" }"#)
    #expect(!(try dynamicRules(noRoot)).opensApp("https://example.com"))
  }

  /// A retired route's links open the app, which says why: in the AASA file and in the filters alike.
  @Test func retiredRoutesStayInTheFilters() throws {
    let retired = try model(
      #"{ "name": "a", "summary": "s", "web": "/a" }, { "name": "old", "summary": "s", "web": "/events/{id}", "params": {"id": "int"}, "retired": "Events moved to the web." }"#
    )
    let manifest = AndroidManifestMatcher(
      xml: try #require(ManifestRenderer().render(retired).first).contents)
    #expect(manifest.opensApp("https://example.com/events/1"))
    #expect(try dynamicRules(retired).opensApp("https://example.com/events/1"))
  }

  /// Android 15+ matches `key=value` against the decoded query's pairs: a literal value holding `&` never matches.
  @Test func aQueryValueAndroidSplitsIsNoted() throws {
    let split = try model(#"{ "name": "go", "summary": "s", "web": "/go?to=a%26b" }"#)
    let notes = AssetLinksRenderer().diagnostics(split).map(\.message)
    #expect(
      notes.contains {
        $0.hasPrefix(
          "route 'go': the query value 'a&b' of 'to' holds '&' or ';'; Android 15+ splits")
      }, "\(notes)")
    #expect(!(try dynamicRules(split)).opensApp("https://example.com/go?to=a%26b"))
  }
}
