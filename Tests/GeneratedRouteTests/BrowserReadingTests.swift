import Foundation
import RouteGenCore
import Testing

/// ParsingRules, **A string is read as a browser reads it**: a link typed or pasted as text means what it means
/// to a browser (the WHATWG URL standard), on every OS version. `BrowserReadings.json` pins what the standard
/// makes of each text (`scripts/whatwg-href.py`, by ada-url; CI checks it against the standard): the generated
/// parser reads each text as it reads its `href`, the same route and values, or refuses it; never a third
/// reading. The reference matcher agrees with the generated parser on every text.
@Suite struct BrowserReadingTests {
  static let readings: [(text: String, href: String?)] = {
    let url = packageRoot.appendingPathComponent("Tests/GeneratedRouteTests/BrowserReadings.json")
    let pairs = (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [[Any]] ?? []
    return pairs.map { ($0[0] as! String, $0[1] as? String) }
  }()

  @Test func aTextReadsAsABrowserReadsIt() throws {
    let app = try #require(GeneratedApp.all.first { $0.name == "NovaSocial" })
    let matcher = RouteMatcher(app: try PropertyTests.model("NovaSocial"))
    var accepted = 0
    for (text, href) in Self.readings {
      let read = PropertyTests.agree(text, app, matcher)
      guard case .success(let route) = read else { continue }
      accepted += 1
      let browsers = try #require(
        href, "a browser refuses \(text.debugDescription), which the parser reads")
      guard case .success(let opened) = app.parse(browsers) else {
        Issue.record("\(text.debugDescription) is read, but not the browser's \(browsers)")
        continue
      }
      #expect(
        opened.name == route.name && opened.parameters == route.parameters,
        "\(text.debugDescription) reads as \(route.name) \(route.parameters); a browser opens \(browsers), read as \(opened.name) \(opened.parameters)"
      )
    }
    #expect(Self.readings.count > 40 && accepted > 30, "\(accepted) of \(Self.readings.count)")
  }

  /// The cases that once read otherwise: spaces kept at the end of a value, a newline kept in a query key, and
  /// escapes taken for text when another byte of the string had to be encoded.
  @Test func whitespaceAroundAndInsideAndEscapesBesideInvalidBytes() throws {
    #expect(
      try NovaSocialRoute(string: "https://nova.social/user/123  ") == .userProfile(userId: "123"))
    #expect(
      try NovaSocialRoute(string: " https://nova.social/user/1\t23") == .userProfile(userId: "123"))
    #expect(
      try NovaSocialRoute(string: "https://nova.social/search?q=secret_\nreward_token")
        == .search(q: "secret_reward_token"))
    #expect(
      try NovaSocialRoute(string: "https://nova.social/search?q=a%20b c") == .search(q: "a b c"))
    #expect(throws: NovaSocialRoute.ParseError.self) {
      try NovaSocialRoute(string: "https://nova.social/user/%2e%2e/ é")
    }
    // Invalid escapes are text, as a browser decodes them; an empty port is no port.
    #expect(
      try NovaSocialRoute(string: "https://nova.social/search?q=100%zz") == .search(q: "100%zz"))
    #expect(try NovaSocialRoute(string: "https://nova.social:/user/1") == .userProfile(userId: "1"))
  }
}
