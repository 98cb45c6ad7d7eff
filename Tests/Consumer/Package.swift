// swift-tools-version: 6.0
// A user's package: depends on RouteGen by path, as an app package would by URL, and applies its build-tool plugin.
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v13)],
  // A product, so that xcodebuild has a ShopLinks scheme to build (.github/workflows/macos.yml).
  products: [.library(name: "ShopLinks", targets: ["ShopLinks"])],
  dependencies: [
    .package(name: "RouteGen", path: "../..")
  ],
  targets: [
    .target(
      name: "ShopLinks",
      // The generated code imports the runtime library; the plugin generates it from Shop.routes.json.
      dependencies: [.product(name: "RouteGenRuntime", package: "RouteGen")],
      plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]
    ),
    .testTarget(name: "ShopLinksTests", dependencies: ["ShopLinks"]),
  ],
  swiftLanguageModes: [.v6]
)
