import SwiftUI

/// An app that opens its links with the route type RouteGenPlugin generates from Shop.routes.json at build time.
@main
struct ShopApp: App {
  @State private var screen = Screen.home

  var body: some Scene {
    WindowGroup {
      Text(screen.title)
        .onOpenURL { url in screen = Screen(url: url) ?? screen }
    }
  }
}
