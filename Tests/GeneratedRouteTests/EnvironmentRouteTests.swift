import Foundation
import RouteGenRuntime
import Testing

/// The shop's staging environment chosen at run time (`ShopLink.Environment`), as a QA build's menu chooses it:
/// the same compiled type parses and builds each build's links, and this test process, with no Info.plist value
/// and no compilation condition, is production.
@Suite struct EnvironmentRouteTests {
  @Test func thisBuildIsProductionWithoutASettingOrACondition() throws {
    #expect(ShopLink.Environment.current == .production)
    #expect(ShopLink.Environment.allCases.map(\.rawValue) == ["production", "staging"])
    #expect(
      try ShopLink(string: "https://de.shop.example/products/42")
        == ShopLink(.product(id: 42), region: .germany))
    #expect(throws: ShopLink.ParseError.unsupportedHost("de.shop-staging.example")) {
      try ShopLink(string: "https://de.shop-staging.example/products/42")
    }
  }

  /// What `current` makes of the Info.plist value: none or empty is no choice (the condition, else production), a
  /// name is that environment (a name the spec lacks stops the app, naming the environments).
  @Test func theInfoPlistValueNamesTheEnvironment() {
    let names = ShopLink.Environment.allCases.map(\.rawValue)
    #expect(RouteGen.environmentIndex("ShopLink", names, named: nil) == nil)
    #expect(RouteGen.environmentIndex("ShopLink", names, named: "") == nil)
    #expect(RouteGen.environmentIndex("ShopLink", names, named: "staging") == 1)
    #expect(RouteGen.environmentIndex("ShopLink", names, named: "production") == 0)
    #expect(RouteGen.environmentKey == "RouteGenEnvironment")
  }

  @Test func eachEnvironmentParsesItsOwnLinksOnly() throws {
    let german = ShopLink(.product(id: 42), region: .germany)
    #expect(
      try ShopLink(string: "https://de.shop-staging.example/products/42", environment: .staging)
        == german)
    #expect(
      try ShopLink(
        url: URL(string: "https://shop-staging.example/orders/7")!, environment: .staging)
        == ShopLink(.order(number: 7)))
    // Staging also reads production's scheme (its extraSchemes), and its own.
    #expect(
      try ShopLink(string: "shop://product/42", environment: .staging) == ShopLink(.product(id: 42))
    )
    #expect(
      try ShopLink(string: "shop-staging://product/42", environment: .staging)
        == ShopLink(.product(id: 42)))
    #expect(throws: ShopLink.ParseError.unsupportedHost("de.shop.example")) {
      try ShopLink(string: "https://de.shop.example/products/42", environment: .staging)
    }
    #expect(throws: ShopLink.ParseError.unsupportedScheme("shop-staging")) {
      try ShopLink(string: "shop-staging://product/42", environment: .production)
    }
  }

  @Test func eachEnvironmentBuildsItsOwnLinks() {
    let german = ShopLink(.product(id: 42), region: .germany)
    #expect(
      german.universalLinkString(in: .staging) == "https://de.shop-staging.example/products/42")
    #expect(german.universalLinkString(in: .production) == german.universalLinkString)
    #expect(
      ShopLink(.order(number: 7)).universalLink(in: .staging)
        == URL(string: "https://shop-staging.example/orders/7"))
    #expect(
      ShopLink(.product(id: 42)).customSchemeURLString(in: .staging) == "shop-staging://product/42")
    #expect(
      ShopLink(.product(id: 42)).customSchemeURL(in: .production)
        == URL(string: "shop://product/42")
    )
  }

  /// A switch at run time: a menu's choice, held by the app and passed on, with no state of the route type's.
  @Test func aMenuSwitchesBetweenBuildsAtRunTime() throws {
    let route = ShopLink(.category(slug: "shoes"), region: .italy)
    for environment in ShopLink.Environment.allCases {
      let link = try #require(route.universalLinkString(in: environment))
      #expect(try ShopLink(string: link, environment: environment) == route)
      let other = environment == .production ? ShopLink.Environment.staging : .production
      #expect(throws: ShopLink.ParseError.self) { try ShopLink(string: link, environment: other) }
    }
    // The examples are production's links whatever the build: they still hold.
    try ShopLink.checkExamples()
  }
}
