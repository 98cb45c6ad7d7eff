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

  /// The manifest's filters, as Android's `PatternMatcher` reads them: a value is one or more characters, any
  /// number of trailing `/` is taken, a catch-all's path without it too, and literal dots are escaped.
  @Test func theManifestsPathsTakeThePatternsLinks() throws {
    let text = spec(
      routes: """
        { "name": "a", "summary": "s", "params": {"id": "int"}, "web": "/p/{id}/edit" },
        { "name": "b", "summary": "s", "params": {"rest": "string"}, "web": "/files/{rest...}" },
        { "name": "c", "summary": "s", "params": {"slug": "string"}, "web": "/{slug}.html" }
        """,
      extra:
        #" "android": {"package": "com.example.app", "fingerprints": ["\#(Self.fingerprint)"]},"#)
    let model = try #require(Pipeline.load(bytes: Array(text.utf8), path: "t.json").model)
    let xml = try #require(ManifestRenderer().render(model).first).contents
    #expect(xml.contains(#"<data android:pathPattern="/p/..*/edit/*" />"#))
    #expect(xml.contains(#"<data android:pathPattern="/files/.*" />"#))
    #expect(xml.contains(#"<data android:path="/files" />"#))
    #expect(xml.contains(#"<data android:pathPattern="/..*\\.html/*" />"#))
    let manifest = AndroidManifestMatcher(xml: xml)
    for link in [
      "https://example.com/p/1/edit", "https://example.com/p/1/edit/", "https://example.com/files",
      "https://example.com/files/a/b", "https://example.com/x.html",
    ] {
      #expect(manifest.opensApp(link), "\(link)")
    }
    for link in [
      "https://example.com/p//edit", "https://example.com/filesx", "https://example.com/xhtml",
      "http://example.com/p/1/edit", "https://other.com/p/1/edit",
    ] {
      #expect(!manifest.opensApp(link), "\(link)")
    }
    // A value holding the character after it stops Android's `*` there (ROUTES.md lists it).
    let c = model.route(named: "c")!
    #expect(
      AndroidStop.all(in: c.web!.patterns[0], of: c).map { "\($0.place) \($0.character)" }
        == ["{slug} ."])
    #expect(!manifest.opensApp("https://example.com/a.b.html"))
  }
}
