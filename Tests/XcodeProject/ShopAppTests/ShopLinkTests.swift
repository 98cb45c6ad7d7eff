import XCTest

@testable import ShopApp

/// The app's links, parsed and built by the route type the build-tool plugin generated inside Xcode.
final class ShopLinkTests: XCTestCase {
  func testLinksOpenTheirScreens() throws {
    XCTAssertEqual(
      Screen(url: try XCTUnwrap(URL(string: "https://shop.example/p/AB-12?color=red"))),
      .product(sku: "AB-12"))
    XCTAssertEqual(
      Screen(url: try XCTUnwrap(URL(string: "https://www.shop.example/products/AB-12"))),
      .product(sku: "AB-12"))
    XCTAssertEqual(Screen(url: try XCTUnwrap(URL(string: "shop://cart"))), .cart)
    XCTAssertNil(Screen(url: try XCTUnwrap(URL(string: "https://shop.example/p/ab-12"))))
    XCTAssertNil(Screen(url: try XCTUnwrap(URL(string: "https://evil.example/p/AB-12"))))
  }

  /// A link from a cold start shows its route's stack: the product above the home screen.
  func testALinkPushesItsStackAboveHome() throws {
    let route = try ShopRoute(string: "https://shop.example/p/AB-12")
    XCTAssertEqual(route.stack, [.home, .product(sku: "AB-12")])
    XCTAssertEqual(Screen.path(opening: route), [.product(sku: "AB-12")])
    XCTAssertEqual(Screen.path(opening: .home), [])
    XCTAssertEqual(Screen.path(opening: .cart), [.cart])
  }

  func testShareLinksParseBack() throws {
    let link = try XCTUnwrap(Screen.shareLink(sku: "XY-9"))
    XCTAssertEqual(link.absoluteString, "https://shop.example/p/XY-9")
    XCTAssertEqual(Screen(url: link), .product(sku: "XY-9"))
    XCTAssertNil(Screen.shareLink(sku: ""), "an empty SKU has no link")
  }

  func testTheParserSaysWhyItRefusesALink() throws {
    XCTAssertThrowsError(try ShopRoute(string: "shop://product/ab-12")) { error in
      XCTAssertEqual(
        "\(error)",
        "the parameter 'sku' has the value 'ab-12', which contains 'a', outside [A-Z0-9-]")
    }
  }

  /// The build comes from the configuration: the Info.plist's `RouteGenEnvironment` is
  /// `$(ROUTEGEN_ENVIRONMENT)`, `staging` in the Staging configuration and empty in Debug, which tests run in. A
  /// QA menu passes its choice instead.
  func testEachBuildReadsItsOwnLinks() throws {
    XCTAssertEqual(ShopRoute.Environment.current, .production)
    XCTAssertNil(Screen(url: try XCTUnwrap(URL(string: "https://shop-staging.example/p/AB-12"))))
    let staging = try ShopRoute(
      string: "https://shop-staging.example/p/AB-12", environment: .staging)
    XCTAssertEqual(staging, .product(sku: "AB-12"))
    XCTAssertEqual(
      staging.universalLinkString(in: .staging), "https://shop-staging.example/p/AB-12")
    XCTAssertEqual(staging.universalLinkString, "https://shop.example/p/AB-12")
  }
}
