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
        // Compiles exactly the committed Generated/*/…Route.swift files (symlinked), all five in one module,
        // and tests them against the seed documents and against the core's reference matcher.
        .testTarget(
            name: "GeneratedRouteTests",
            dependencies: ["RouteGenCore"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
