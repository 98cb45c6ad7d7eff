import SwiftUI

/// An app that opens its links with the route type RouteGenPlugin generates from Shop.routes.json at build time:
/// a link from a cold start shows its route's stack (home, then the product), so that Back goes home.
@main
struct ShopApp: App {
  /// The routes above the home screen, as `NavigationStack` keeps them.
  @State private var path: [ShopRoute] = []
  /// The route the last link reached, which UI tests read (`routegen links --format xcuitest`).
  @State private var reportedRoute: String?

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $path) {
        ScreenView(screen: .home)
          .navigationDestination(for: ShopRoute.self) { ScreenView(screen: Screen(route: $0)) }
      }
      .onOpenURL { url in
        guard let route = try? ShopRoute(url: url) else { return }
        path = Screen.path(opening: route)
        reportedRoute = route.description
      }
      .overlay(alignment: .bottom) {
        // The hook for the generated UI tests: the route's description, only when they launch the app.
        if let reportedRoute, ProcessInfo.processInfo.arguments.contains("-RouteGenReportsRoutes") {
          Text(reportedRoute).font(.caption2).accessibilityIdentifier("routegen.route")
        }
      }
    }
  }
}

struct ScreenView: View {
  let screen: Screen

  var body: some View {
    Text(screen.title).navigationTitle(screen.title)
  }
}
