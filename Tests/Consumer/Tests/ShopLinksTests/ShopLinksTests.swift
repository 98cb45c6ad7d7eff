import Foundation
import ShopLinks
import Testing

@Suite struct ShopLinksTests {
  @Test func linksOpenTheirScreens() {
    #expect(
      ShopLinks.screen(for: URL(string: "https://shop.example/p/AB-12?color=navy-blue")!)
        == "product AB-12 in navy-blue")
    #expect(
      ShopLinks.screen(for: URL(string: "https://www.shop.example/products/AB-12")!)
        == "product AB-12")
    #expect(ShopLinks.screen(for: URL(string: "shop://cart")!) == "cart")
    #expect(ShopLinks.screen(for: URL(string: "https://shop.example/p/ab-12")!) == nil)
    #expect(ShopLinks.screen(for: URL(string: "https://evil.example/p/AB-12")!) == nil)
  }

  @Test func shareLinksRoundTrip() throws {
    let link = try #require(ShopLinks.shareLink(sku: "XY-9"))
    #expect(link.absoluteString == "https://shop.example/p/XY-9")
    #expect(ShopLinks.screen(for: link) == "product XY-9")
    #expect(ShopLinks.shareLink(sku: "") == nil, "an empty SKU has no link")
  }

  /// A package target chooses the build at run time (SwiftPM has no Xcode configurations): this process has no
  /// Info.plist value and no condition, so it is production; the staging menu's choice reads and writes staging's
  /// links, and production's scheme too (push services send it from every build).
  @Test func aBuildChosenAtRunTime() throws {
    #expect(ShopRoute.Environment.current == .production)
    let staging = URL(string: "https://shop-staging.example/p/AB-12")!
    #expect(ShopLinks.screen(for: staging) == nil)
    #expect(ShopLinks.screen(for: staging, environment: .staging) == "product AB-12")
    #expect(ShopLinks.screen(for: URL(string: "shop://cart")!, environment: .staging) == "cart")
    let link = try #require(ShopLinks.shareLink(sku: "XY-9", environment: .staging))
    #expect(link.absoluteString == "https://shop-staging.example/p/XY-9")
    #expect(ShopLinks.screen(for: link) == nil)
  }

  /// The spec's examples, with the values they state, hold for the compiled parser and builders.
  @Test func theSpecsExamplesHold() throws {
    try ShopRoute.checkExamples()
  }

  @Test func theGeneratedTypeIsPublicAPIOfTheModule() throws {
    #expect(
      try ShopRoute(string: "shop://product/AB-12?color=red") == .product(sku: "AB-12", color: .red)
    )
    #expect(ShopRoute.cart.universalLink == nil)
    #expect(ShopRoute.allRoutes.map(\.name) == ["home", "product", "cart"])
  }
}
