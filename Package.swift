// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RouteGen",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "RouteGenCore", targets: ["RouteGenCore"]),
        .executable(name: "routegen", targets: ["routegen"]),
    ],
    targets: [
        // All logic: read spec → validate → route model → renderers → output files.
        .target(name: "RouteGenCore"),
        // Thin command-line front end over RouteGenCore.
        .executableTarget(name: "routegen", dependencies: ["RouteGenCore"]),
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: ["RouteGenCore"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
