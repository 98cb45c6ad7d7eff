import Foundation

/// What the app shows for a route.
enum Screen: Equatable {
  case home
  case product(sku: String)
  case cart

  init(route: ShopRoute) {
    switch route {
    case .home: self = .home
    case .product(let sku, _): self = .product(sku: sku)
    case .cart: self = .cart
    }
  }

  /// The screen a universal link or custom-scheme URL opens; nil when it is not one of the shop's links.
  init?(url: URL) {
    guard let route = try? ShopRoute(url: url) else { return nil }
    self.init(route: route)
  }

  var title: String {
    switch self {
    case .home: "Shop"
    case .product(let sku): "Product \(sku)"
    case .cart: "Cart"
    }
  }

  /// The screens a link pushes above the home screen, which is the navigation stack's root: the route's
  /// `stack` without the root (the spec names `home` as the parent of the others), so that Back from a
  /// product opened by a link goes home.
  static func path(opening route: ShopRoute) -> [ShopRoute] {
    route.stack.first == .home ? Array(route.stack.dropFirst()) : route.stack
  }

  /// The link to share a product; nil for a SKU no link can carry.
  static func shareLink(sku: String) -> URL? {
    ShopRoute.product(sku: sku).universalLink
  }
}
