import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// The Android rule matcher, checked on what Android's documentation says of dynamic rules.
@Suite struct AndroidRuleMatcherTests {
  func rule(
    _ path: String? = nil, query: [String: String] = [:], fragment: String? = nil,
    exclude: Bool = false
  ) -> AndroidRuleMatcher.Rule {
    AndroidRuleMatcher.Rule(path: path, query: query, fragment: fragment, exclude: exclude)
  }

  @Test func aStarStopsAtTheNextCharacter() {
    let matcher = AndroidRuleMatcher(rules: [rule("/user/?*/followers")])
    #expect(matcher.opensApp("https://a.com/user/12/followers"))
    // Apple's greedy `*` takes `a/b`; Android's stops at the first `/`.
    #expect(!matcher.opensApp("https://a.com/user/a%2Fb/followers"))
    var apple = matcher
    apple.applesReading = true
    #expect(apple.opensApp("https://a.com/user/a%2Fb/followers"))
    let last = AndroidRuleMatcher(rules: [rule("/p/?*")])
    #expect(last.opensApp("https://a.com/p/1/2/"), "a last `*` takes the rest")
    #expect(!last.opensApp("https://a.com/p/"), "`?*` needs one character")
    #expect(!AndroidRuleMatcher(rules: [rule("/profile")]).opensApp("https://a.com/profile/"))
  }

  @Test func theFirstRuleThatMatchesDecides() {
    let matcher = AndroidRuleMatcher(rules: [
      rule("/help/web/*", exclude: true), rule("/help/*"), rule("/q", query: ["id": "?*"]),
    ])
    #expect(!matcher.opensApp("https://a.com/help/web/faq"))
    #expect(matcher.opensApp("https://a.com/help/app"))
    #expect(matcher.opensApp("https://a.com/q?x=1&id=3"), "other keys are allowed")
    #expect(!matcher.opensApp("https://a.com/q?x=1"), "every key of the rule must be there")
    #expect(!matcher.opensApp("https://a.com/elsewhere"), "no rule: not opened")
    #expect(!AndroidRuleMatcher(rules: [rule("/a")]).opensApp("https://a.com/A"), "case counts")
  }

  @Test func itReadsThePackagesRulesOfAFile() throws {
    let json = #"""
      [{"relation": ["delegate_permission/common.handle_all_urls"],
        "target": {"namespace": "android_app", "package_name": "com.other", "sha256_cert_fingerprints": []},
        "relation_extensions": {"delegate_permission/common.handle_all_urls": {
          "dynamic_app_link_components": [{"/": "*"}]}}},
       {"relation": ["delegate_permission/common.handle_all_urls"],
        "target": {"namespace": "android_app", "package_name": "com.example", "sha256_cert_fingerprints": []},
        "relation_extensions": {"delegate_permission/common.handle_all_urls": {
          "dynamic_app_link_components": [{"/": "/a/*", "#": "x", "?": {"k": "v"}}, {"/": "*", "exclude": true}]}}}]
      """#
    let matcher = try AndroidRuleMatcher(json: Data(json.utf8), package: "com.example")
    #expect(
      matcher.rules == [
        .init(path: "/a/*", query: ["k": "v"], fragment: "x", exclude: false),
        .init(path: "*", query: [:], fragment: nil, exclude: true),
      ])
    #expect(matcher.opensApp("https://a.com/a/b?k=v#x"))
    #expect(!matcher.opensApp("https://a.com/a/b?k=v"))
  }
}

/// Android's dynamic rules, written from the AASA components, read every link as Apple's components do when their
/// `*` is read as Apple's (exactly: no rule missing, none too broad); read as Android's code reads them, every link
/// the parser accepts is claimed but those whose value holds the character after a wildcard (`a%2Fb` before
/// `/followers`) or whose query Android splits otherwise, and the manifest's filters take them all but the first.
@Suite struct AndroidAgreementTests {
  static let fingerprint = Array(repeating: "AB", count: 32).joined(separator: ":")

  @Test(arguments: AASAAgreementTests.webApps)
  func dynamicRulesClaimWhatTheAASAClaims(appName: String) throws {
    var model = try PropertyTests.model(appName)
    if model.android == nil {
      model.android = AndroidConfiguration(
        package: "com.example.app", fingerprints: [Self.fingerprint])
    }
    let app = GeneratedApp.all.first { $0.name == appName }!
    let files = AASAFile.all(in: model)
    let aasa = Dictionary(
      uniqueKeysWithValues: AASARenderer().render(model).map { ($0.path, $0.contents) })
    let assetLinks = Dictionary(
      uniqueKeysWithValues: AssetLinksRenderer().render(model).map { ($0.path, $0.contents) })
    var apple: [String: AASAMatcher] = [:]
    var android: [String: AndroidRuleMatcher] = [:]
    for file in files {
      apple[file.path] = try AASAMatcher(
        json: Data(aasa[file.path]!.utf8), appID: model.aasa.appIDs[0])
      android[file.path] = try AndroidRuleMatcher(
        json: Data(assetLinks[AssetLinksRenderer.path(of: file)]!.utf8),
        package: model.android!.package)
    }
    let manifest = AndroidManifestMatcher(
      xml: ManifestRenderer().render(model).first { $0.path == ManifestRenderer.fileName }!.contents
    )
    let reference = RouteMatcher(app: model)
    var (compared, claimed, stopped) = (0, 0, 0)
    let corpus = AASAAgreement(model: model, files: [], accepts: { _ in false }).corpus()
    for url in corpus where url.hasPrefix("https://") {
      let link = URLParts.browserNormalized(url)
      guard let host = URLComponents(string: link)?.host?.lowercased(),
        let file = AASAFile.servedOn(host, among: files)
      else { continue }
      let rules = android[file.path]!
      var asApple = rules
      (asApple.applesReading, asApple.caseSensitive) = (true, model.caseSensitive)
      compared += 1
      #expect(
        asApple.opensApp(link) == apple[file.path]!.opensApp(link),
        "\(appName): \(link): the AASA file says \(apple[file.path]!.opensApp(link)), its Android rules read as Apple's say otherwise"
      )
      guard case .success = app.parse(url) else { continue }
      // A value before more of its pattern stops Android's `*` at the next character (ROUTES.md lists them).
      var stops: [AndroidStop] = []
      if case .success(let match) = reference.match(url),
        let route = model.route(named: match.value.name),
        let pattern = route.web?.patterns.first(where: { $0.source == match.pattern })
      {
        stops = AndroidStop.all(in: pattern, of: route)
      }
      let explained = !stops.isEmpty && asApple.opensApp(link)
      #expect(
        manifest.opensApp(link) || explained,
        "\(appName): the app accepts \(link), and the manifest's filters do not take it")
      if rules.opensApp(link) {
        claimed += 1
      } else {
        stopped += 1
        // Or its query, decoded and then split, gives the rules other pairs than the parser's (ROUTES.md).
        #expect(
          explained || AndroidRuleMatcher.splitsQueryOtherwise(link),
          "\(appName): the app accepts \(link), Android's rules leave it to the browser, and no value of it stops a '*'"
        )
      }
    }
    #expect(claimed > 0)
    print(
      "\(appName): \(compared) links read alike by the AASA file and the Android rules read as Apple's; of the accepted, \(claimed) claimed by the dynamic rules, \(stopped) not (a '*' stopped by a value)"
    )
  }
}
