import Foundation

/// App code using the route type the build-tool plugin generated from Shop.routes.json.
public enum ShopLinks {
  /// The screen a link opens, or nil when the link is not the shop's. `environment`: the build whose links to read,
  /// as a QA build's menu chooses it (this package target has no per-configuration compilation conditions; an
  /// app's Info.plist `RouteGenEnvironment` sets `.current`).
  public static func screen(
    for url: URL, environment: ShopRoute.Environment = .current
  ) -> String? {
    switch try? ShopRoute(url: url, environment: environment) {
    case .home: "home"
    case .product(let sku, let color): "product \(sku)" + (color.map { " in \($0.rawValue)" } ?? "")
    case .cart: "cart"
    case nil: nil
    }
  }

  /// The link to share a product, or nil for a SKU no link can carry (the builders never hand out a link
  /// that would not open the same product).
  public static func shareLink(sku: String, environment: ShopRoute.Environment = .current) -> URL? {
    ShopRoute.product(sku: sku).universalLink(in: environment)
  }
}
