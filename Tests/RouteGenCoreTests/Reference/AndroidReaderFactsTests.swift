import Foundation
import Testing

@testable import RouteGenCore

/// Android's readers of a link, held to facts stated outside RouteGen: the cases of AOSP's own tests (CTS
/// `PatternMatcherTest`), what AOSP's code does where its tests are silent (`PatternMatcher.matchGlobPattern`,
/// `Uri`, `IntentFilter.AuthorityEntry`, `UriRelativeFilter`), and the `<data>` documentation's examples.
/// Each row: pattern, input, answer.
@Suite struct AndroidReaderFactsTests {
  struct Fact: CustomTestStringConvertible, Sendable {
    var kind: AndroidPatternMatcher.Kind
    var pattern: String
    var input: String
    var matches: Bool
    var escapedDot: AndroidPatternMatcher.EscapedDot = .anyUnit
    var testDescription: String { "\(kind) '\(pattern)' on '\(input)'" }
  }

  static func glob(
    _ pattern: String, _ input: String, _ matches: Bool,
    _ escapedDot: AndroidPatternMatcher.EscapedDot = .anyUnit
  ) -> Fact {
    Fact(
      kind: .simpleGlob, pattern: pattern, input: input, matches: matches, escapedDot: escapedDot)
  }

  /// CTS `PatternMatcherTest.testMatch` and `testMatch_simpleGlobPattern_dot`.
  static let cts: [Fact] = [
    Fact(kind: .literal, pattern: "test", input: "test", matches: true),
    Fact(kind: .literal, pattern: "test", input: "test1", matches: false),
    Fact(kind: .prefix, pattern: "test", input: "testHello", matches: true),
    Fact(kind: .prefix, pattern: "test", input: "atestHello", matches: false),
    glob("", "", true),
    glob("d*", "test", false),
    glob(".", "", false), glob(".", "a", true), glob(".", ".", true),
    glob("....", "test", true), glob("....", "tests", false),
    glob("te.t", "te.t", true), glob("te.t", "test", true),
    // Releases whose CTS holds this case read an escaped `.` as a literal.
    glob(#"te\.t"#, "te.t", true, .literal), glob(#"te\.t"#, "test", false, .literal),
    glob(#"te\.t"#, #"te\t"#, false, .literal),
    glob("te.*st", "terandomst", true), glob("te.*st", "te.*st", true),
    glob("te.*st", "test", true),
    glob("te.*st", "te...st", true),
    // `.*` stops at the first `s`: no backtracking.
    glob("te.*st", "terstst", false), glob("te.*st", "testst", false),
    glob("te*.t", "teest", true), glob("te*.t", "te.t", true),
    glob(#"te\.*st"#, "terandomst", false), glob(#"te\.*st"#, "te...st", true),
  ]

  /// What `matchGlobPattern`'s code does with the patterns a manifest of App Links holds.
  static let codePaths: [Fact] = [
    // The text used up first: only a remaining `.*` is forgiven.
    glob("/search/*", "/search", false), glob("/search/*", "/search/", true),
    glob("/search/*", "/search//", true), glob("/a/b*", "/a/", false), glob("/a/b*", "/a/b", true),
    glob("/x/.*", "/x/", true), glob("/x/.*", "/x", false), glob("/x/.*", "/x/a/b", true),
    glob("/u/..*", "/u/", false), glob("/u/..*", "/u/1", true), glob("/u/..*", "/u/1/2", true),
    glob("/user/..*/followers", "/user/12/followers", true),
    glob("/user/..*/followers", "/user/a/b/followers", false),
    glob(#"/..*\.html"#, "/page.html", true), glob(#"/..*\.html"#, "/1.5.html", false),
    glob("/", "", false), glob(".*", "", true),
    Fact(kind: .literal, pattern: "", input: "", matches: true),
    // Android 15's source: an escaped `.` outside `\.*` is any unit.
    glob(#"te\.t"#, "test", true, .anyUnit),
    // Units, not characters: `é` decoded from `%C3%A9` is one unit, an emoji two.
    glob("/.", "/é", true), glob("/.", "/😀", false), glob("/..", "/😀", true),
  ]

  @Test(arguments: cts + codePaths)
  func patternMatcher(_ fact: Fact) {
    #expect(
      AndroidPatternMatcher.matches(
        fact.kind, fact.pattern, fact.input, escapedDot: fact.escapedDot)
        == fact.matches)
  }

  @Test func aURIWithoutThePartNeverMatches() {
    #expect(!AndroidPatternMatcher.matches(.simpleGlob, ".*", nil))
    #expect(!AndroidPatternMatcher.matches(.prefix, "", nil))
  }

  /// `Uri.parse`: parts cut without validation, decoded by `Uri.decode`.
  @Test func uriParts() {
    let bare = AndroidURI("https://nova.social")
    #expect(bare.scheme == "https" && bare.host == "nova.social" && bare.path == "")
    #expect(bare.query == nil && bare.fragment == nil)
    #expect(AndroidURI("https://nova.social?q=1").path == "")
    let full = AndroidURI("https://Nova.Social/A%2Fb/%C3%A9?q=a%26b+c#f%20g")
    #expect(full.host == "Nova.Social", "hosts keep their case; AuthorityEntry ignores it")
    #expect(full.path == "/A/b/é")
    #expect(full.query == "q=a&b+c", "decoded whole; `+` kept")
    #expect(full.fragment == "f g")
    let backslash = AndroidURI(#"https://a.com\evil/x"#)
    #expect(backslash.host == "a.com" && backslash.path == #"\evil/x"#)
    #expect(AndroidURI("https://user@a.com:8080/x").host == "a.com")
    #expect(AndroidURI("https://a.com/x#f?g").query == nil, "a `?` after `#` is the fragment's")
    #expect(AndroidURI("mailto:x@y").path == nil, "opaque")
    #expect(AndroidURI("novasocial://user/123").host == "user")
  }

  @Test func uriDecode() {
    #expect(AndroidURI.decode("%C3%A9") == "é")
    #expect(AndroidURI.decode("a+b") == "a+b")
    #expect(AndroidURI.decode("%FF") == "\u{FFFD}")
    // A bad escape: U+FFFD, then the byte read so far, then the rest.
    #expect(AndroidURI.decode("%zz") == "\u{FFFD}\u{0}z")
    #expect(AndroidURI.decode("%4") == "\u{FFFD}")
  }

  /// `AuthorityEntry.match`.
  @Test func hosts() {
    #expect(AndroidManifestMatcher.hostMatches("*.example.com", "a.example.com"))
    #expect(AndroidManifestMatcher.hostMatches("*.example.com", "A.EXAMPLE.com"))
    #expect(!AndroidManifestMatcher.hostMatches("*.example.com", "example.com"))
    #expect(AndroidManifestMatcher.hostMatches("nova.social", "NOVA.social"))
    #expect(!AndroidManifestMatcher.hostMatches("nova.social", nil))
  }

  /// The `<data>` docs: in XML a literal `*` is `\\*` and a literal `\` is `\\\\` (aapt reads the string, then
  /// `PatternMatcher` the pattern).
  @Test func manifestEscapes() {
    let xml = #"""
      <intent-filter android:autoVerify="true">
        <data android:scheme="https" />
        <data android:host="a.com" />
        <data android:pathPattern="/star\\*" />
        <data android:pathPattern="/back\\\\slash" />
        <data android:path="/it\'s" />
        <data android:path="/q\&quot;uote" />
      </intent-filter>
      """#
    let manifest = AndroidManifestMatcher(xml: xml)
    #expect(
      manifest.filters[0].paths == [
        .init(.simpleGlob, #"/star\*"#), .init(.simpleGlob, #"/back\\slash"#),
        .init(.literal, "/it's"),
        .init(.literal, #"/q"uote"#),
      ])
    #expect(manifest.opensApp("https://a.com/star*"))
    #expect(!manifest.opensApp("https://a.com/sta"))
    #expect(manifest.opensApp(#"https://a.com/back%5Cslash"#))
    #expect(manifest.opensApp("https://a.com/it's"))
  }

  /// `IntentFilter.matchData`: paths count only in a filter with hosts; the scheme compares exactly.
  @Test func filters() {
    let xml = """
      <intent-filter>
        <data android:scheme="app" />
        <data android:pathPattern="/never" />
      </intent-filter>
      """
    let manifest = AndroidManifestMatcher(xml: xml)
    #expect(manifest.takes("app://anything/at/all"))
    #expect(!manifest.takes("APP://x"))
    #expect(!manifest.opensApp("app://x"), "not verified")
  }

  /// `UriRelativeFilter`: path and fragment whole, query entries as `key=value` against any decoded pair.
  @Test func dynamicRules() {
    func rules(_ rules: AndroidRuleMatcher.Rule...) -> AndroidRuleMatcher {
      AndroidRuleMatcher(rules: rules)
    }
    let goto = rules(.init(path: "/x", query: ["goto": "post"], fragment: nil, exclude: false))
    #expect(goto.opensApp("https://a.com/x?goto=post%26z%3D1"), "the query is decoded, then split")
    #expect(goto.opensApp("https://a.com/x?goto=other&goto=post"), "any pair of a repeated key")
    #expect(goto.opensApp("https://a.com/x?z=1;goto=post"), "`;` when there is no `&`")
    #expect(!goto.opensApp("https://a.com/x?goto=posts"))
    #expect(!goto.opensApp("https://a.com/x"))
    let fragment = rules(.init(path: "/x", query: [:], fragment: "*", exclude: false))
    #expect(!fragment.opensApp("https://a.com/x"), "no fragment: a `#` rule does not match")
    #expect(fragment.opensApp("https://a.com/x#"))
    let dotted = rules(.init(path: "/a.b", query: [:], fragment: nil, exclude: false))
    #expect(dotted.opensApp("https://a.com/a.b") && !dotted.opensApp("https://a.com/axb"))
    #expect(
      rules(.init(path: "/p/*", query: [:], fragment: nil, exclude: false)).opensApp(
        "https://a.com/p/"))
  }

  @Test func anEmptyFieldDiscardsTheFile() {
    let rules = AndroidRuleMatcher(rules: [
      .init(path: "/a", query: [:], fragment: nil, exclude: false),
      .init(path: "", query: [:], fragment: nil, exclude: false),
    ])
    #expect(rules.discarded == #"an empty path ("/": "")"#)
    #expect(rules.opensApp("https://a.com/elsewhere"), "the manifest decides")
  }
}
