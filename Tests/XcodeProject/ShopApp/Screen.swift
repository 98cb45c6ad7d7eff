import Foundation

/// What the app shows for a link.
enum Screen: Equatable {
  case home
  case product(sku: String)
  case cart

  /// The screen a universal link or custom-scheme URL opens; nil when it is not one of the shop's links.
  init?(url: URL) {
    switch try? ShopRoute(url: url) {
    case .home: self = .home
    case .product(let sku, _): self = .product(sku: sku)
    case .cart: self = .cart
    case nil: return nil
    }
  }

  var title: String {
    switch self {
    case .home: "Shop"
    case .product(let sku): "Product \(sku)"
    case .cart: "Cart"
    }
  }

  /// The link to share a product; nil for a SKU no link can carry.
  static func shareLink(sku: String) -> URL? {
    ShopRoute.product(sku: sku).universalLink
  }
}
