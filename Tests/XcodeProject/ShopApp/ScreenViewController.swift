#if canImport(UIKit)
  import UIKit

  /// The UIKit way to open a link: the navigation controller's screens are the route's `stack`, root first, so
  /// that Back from a product opened by a link goes to the home screen.
  @MainActor
  enum LinkOpening {
    static func show(_ route: ShopRoute, in navigation: UINavigationController) {
      navigation.setViewControllers(
        route.stack.map { ScreenViewController(screen: Screen(route: $0)) }, animated: false)
    }
  }

  final class ScreenViewController: UIViewController {
    let screen: Screen

    init(screen: Screen) {
      self.screen = screen
      super.init(nibName: nil, bundle: nil)
      title = screen.title
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
