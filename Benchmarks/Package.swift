// swift-tools-version: 6.0
// RouteGen's benchmark: a package of its own beside RouteGen's (as swift-nio and swift-collections keep theirs), so
// that RouteGen's command plugin, run in RouteGen's repository as its README says, does not take the benchmark's
// specs for an app's. Run it with `swift run -c release routegen-bench` in this folder.
import Foundation
import PackageDescription

/// `scripts/bench-large.sh` sets this to also compile the 10,000-route synthetic spec into the benchmark
/// (its 675,000 generated lines did not finish a release compile in 34 CPU-minutes; 1,000 routes take 2.5 minutes).
let benchLarge = ProcessInfo.processInfo.environment["ROUTEGEN_BENCH_LARGE"] == "1"

let package = Package(
  name: "RouteGenBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "RouteGen", path: "..")],
  targets: [
    // The synthetic specs and the 34-route shop become Swift through RouteGen's build-tool plugin.
    .executableTarget(
      name: "routegen-bench",
      dependencies: [
        .product(name: "RouteGenCore", package: "RouteGen"),
        .product(name: "RouteGenRuntime", package: "RouteGen"),
      ] + (benchLarge ? ["RouteGenBenchLarge"] : []),
      path: "Sources/RouteGenBench",
      // The results of a full run, which the Performance article shows (--markdown).
      exclude: ["Results.json"],
      plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]
    )
  ],
  swiftLanguageModes: [.v6]
)

if benchLarge {
  package.targets.append(
    .target(
      name: "RouteGenBenchLarge",
      dependencies: [.product(name: "RouteGenRuntime", package: "RouteGen")],
      path: "Sources/RouteGenBenchLarge",
      plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]))
}
