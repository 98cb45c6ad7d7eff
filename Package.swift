// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// `scripts/bench-large.sh` sets this to also compile the 10,000-route synthetic spec into the benchmark
/// (its 675,000 generated lines did not finish a release compile in 34 CPU-minutes; 1,000 routes take 2.5 minutes).
let benchLarge = ProcessInfo.processInfo.environment["ROUTEGEN_BENCH_LARGE"] == "1"

let package = Package(
    name: "RouteGen",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "RouteGenCore", targets: ["RouteGenCore"]),
        .executable(name: "routegen", targets: ["routegen"]),
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        .plugin(name: "GenerateRoutes", targets: ["GenerateRoutes"]),
    ],
    targets: [
        // All logic: read spec → validate → route model → renderers → output files.
        .target(name: "RouteGenCore"),
        // The runtime every generated route file carries, compiled and tested here as itself (RuntimeHost).
        .target(name: "RouteGenRuntime"),
        // Thin command-line front end over RouteGenCore.
        .executableTarget(name: "routegen", dependencies: ["RouteGenCore"]),
        // Build-tool plugin: the target's *.routes.json specs become Swift compiled into it.
        .plugin(name: "RouteGenPlugin", capability: .buildTool(), dependencies: ["routegen"]),
        // Command plugin: `swift package generate-routes` rewrites the committed Generated/ folder.
        .plugin(
            name: "GenerateRoutes",
            capability: .command(
                intent: .custom(verb: "generate-routes", description: "Regenerate Generated/ from Specs/*.routes.json"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "RouteGen rewrites Generated/<App>/ from the route specs. Without a terminal (CI), pass --allow-writing-to-package-directory: swift package --allow-writing-to-package-directory generate-routes"
                    )
                ]),
            dependencies: ["routegen"]),
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: ["RouteGenCore"]
        ),
        // The runtime, tested through RuntimeHostRoute (generated from RuntimeHost.routes.json, which it keeps).
        .testTarget(
            name: "RuntimeTests",
            dependencies: ["RouteGenRuntime"],
            exclude: ["RuntimeHost.routes.json"]
        ),
        // Compiles exactly the committed Generated/*/…Route.swift files (symlinked), all five in one module,
        // and tests them against the seed documents and against the core's reference matcher.
        .testTarget(
            name: "GeneratedRouteTests",
            dependencies: ["RouteGenCore"]
        ),
        // routegen-bench: `swift run -c release routegen-bench`. The synthetic specs become Swift via the plugin.
        .executableTarget(
            name: "routegen-bench",
            dependencies: ["RouteGenCore"] + (benchLarge ? ["RouteGenBenchLarge"] : []),
            path: "Sources/RouteGenBench",
            plugins: ["RouteGenPlugin"]
        ),
        // Applies the package's own build-tool plugin to a spec of its own.
        .testTarget(
            name: "PluginTests",
            plugins: ["RouteGenPlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

if benchLarge {
    package.targets.append(.target(name: "RouteGenBenchLarge", plugins: ["RouteGenPlugin"]))
}
