import Foundation
import RouteGenRuntime
import Testing

/// The shop's staging environment chosen at run time (`ShopRoute.Environment`), as a QA build's menu chooses it:
/// the same compiled type parses and builds each build's links, and this test process, with no Info.plist value
/// and no compilation condition, is production.
@Suite struct EnvironmentRouteTests {
  @Test func thisBuildIsProductionWithoutASettingOrACondition() throws {
    #expect(ShopRoute.Environment.current == .production)
    #expect(ShopRoute.Environment.allCases.map(\.rawValue) == ["production", "staging"])
    #expect(
      try ShopRoute(string: "https://de.shop.example/products/42")
        == .product(region: .germany, id: 42))
    #expect(throws: ShopRoute.ParseError.unsupportedHost("de.shop-staging.example")) {
      try ShopRoute(string: "https://de.shop-staging.example/products/42")
    }
  }

  /// What `current` makes of the Info.plist value: none or empty is no choice (the condition, else production), a
  /// name is that environment (a name the spec lacks stops the app, naming the environments).
  @Test func theInfoPlistValueNamesTheEnvironment() {
    let names = ShopRoute.Environment.allCases.map(\.rawValue)
    #expect(RouteGen.environmentIndex("ShopRoute", names, named: nil) == nil)
    #expect(RouteGen.environmentIndex("ShopRoute", names, named: "") == nil)
    #expect(RouteGen.environmentIndex("ShopRoute", names, named: "staging") == 1)
    #expect(RouteGen.environmentIndex("ShopRoute", names, named: "production") == 0)
    #expect(RouteGen.environmentKey == "RouteGenEnvironment")
  }

  @Test func eachEnvironmentParsesItsOwnLinksOnly() throws {
    let german = ShopRoute.product(region: .germany, id: 42)
    #expect(
      try ShopRoute(string: "https://de.shop-staging.example/products/42", environment: .staging)
        == german)
    #expect(
      try ShopRoute(
        url: URL(string: "https://shop-staging.example/orders/7")!, environment: .staging)
        == .order(number: 7))
    // Staging also reads production's scheme (its extraSchemes), and its own.
    #expect(try ShopRoute(string: "shop://product/42", environment: .staging) == .product(id: 42))
    #expect(
      try ShopRoute(string: "shop-staging://product/42", environment: .staging) == .product(id: 42))
    #expect(throws: ShopRoute.ParseError.unsupportedHost("de.shop.example")) {
      try ShopRoute(string: "https://de.shop.example/products/42", environment: .staging)
    }
    #expect(throws: ShopRoute.ParseError.unsupportedScheme("shop-staging")) {
      try ShopRoute(string: "shop-staging://product/42", environment: .production)
    }
  }

  @Test func eachEnvironmentBuildsItsOwnLinks() {
    let german = ShopRoute.product(region: .germany, id: 42)
    #expect(
      german.universalLinkString(in: .staging) == "https://de.shop-staging.example/products/42")
    #expect(german.universalLinkString(in: .production) == german.universalLinkString)
    #expect(
      ShopRoute.order(number: 7).universalLink(in: .staging)
        == URL(string: "https://shop-staging.example/orders/7"))
    #expect(
      ShopRoute.product(id: 42).customSchemeURLString(in: .staging) == "shop-staging://product/42")
    #expect(
      ShopRoute.product(id: 42).customSchemeURL(in: .production) == URL(string: "shop://product/42")
    )
  }

  /// A switch at run time: a menu's choice, held by the app and passed on, with no state of the route type's.
  @Test func aMenuSwitchesBetweenBuildsAtRunTime() throws {
    let route = ShopRoute.category(region: .italy, slug: "shoes")
    for environment in ShopRoute.Environment.allCases {
      let link = try #require(route.universalLinkString(in: environment))
      #expect(try ShopRoute(string: link, environment: environment) == route)
      let other = environment == .production ? ShopRoute.Environment.staging : .production
      #expect(throws: ShopRoute.ParseError.self) { try ShopRoute(string: link, environment: other) }
    }
    // The examples are production's links whatever the build: they still hold.
    try ShopRoute.checkExamples()
  }
}
