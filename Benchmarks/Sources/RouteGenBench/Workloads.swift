import Foundation
import RouteGenCore

/// The generated API the benchmark drives, for every synthetic size.
protocol BenchRoute {
  init(string: String) throws
  init(url: URL) throws
  var universalLink: URL? { get }
  var customSchemeURL: URL? { get }
  var universalLinkString: String? { get }
  var customSchemeURLString: String? { get }
}

extension Synthetic10Route: BenchRoute {}
extension Synthetic100Route: BenchRoute {}
extension Synthetic1000Route: BenchRoute {}

struct ParseResult: Codable {
  var routes: Int
  var workload: String
  var urls: Int
  /// Median over the workload's URLs of each URL's median time, in nanoseconds.
  var routegen: Double
  var linearScan: Double?
  var utf8Pass: Double?
}

/// Building links, as `URL` and as text, against `URLComponents.url` and `URLComponents.string`.
struct BuildResult: Codable {
  var routes: Int
  var form: String
  var routegenURL: Double
  var urlComponentsURL: Double
  var routegenString: Double
  var urlComponentsString: Double
}

struct GeneratorResult: Codable {
  var routes: Int
  var seconds: Double
  var peakMegabytes: Double
  var swiftLines: Int
  var typecheckSeconds: Double?
}

enum Workloads {
  static func model(routes count: Int) -> AppModel {
    let loaded = Pipeline.load(
      bytes: Array(SyntheticSpec.json(routes: count).utf8), path: "Synthetic\(count).routes.json")
    guard let model = loaded.model else {
      fatalError("the synthetic spec is invalid: \(loaded.diagnostics)")
    }
    return model
  }

  /// Parse hits (from String and from URL) and misses, against both baselines.
  static func parse<Route: BenchRoute>(
    _ type: Route.Type, routes count: Int, iterations: Int, trials: Int
  ) -> [ParseResult] {
    let hits = SyntheticSpec.hitURLs(routes: count)
    for url in hits where (try? Route(string: url)) == nil { fatalError("\(url) does not parse") }
    let router = LinearRouter(app: model(routes: count))
    func perURL(_ urls: [String], _ body: (String) -> Void) -> Double {
      Measure.median(
        urls.map { url in Measure.nanoseconds(iterations: iterations, trials: trials) { body(url) }
        })
    }
    let routegen = perURL(hits) { consume(try? Route(string: $0)) }
    let scan = perURL(hits) { consume(router.route($0)) }
    let floor = perURL(hits) { url in
      var sum: UInt64 = 0
      for byte in url.utf8 { sum &+= UInt64(byte) }
      consume(sum)
    }
    let urlObjects = hits.map { URL(string: $0)! }
    let fromURL = Measure.median(
      urlObjects.map { url in
        Measure.nanoseconds(iterations: iterations, trials: trials) {
          consume(try? Route(url: url))
        }
      })
    let misses = perURL(SyntheticSpec.missURLs) { consume(try? Route(string: $0)) }
    let missScan = perURL(SyntheticSpec.missURLs) { consume(router.route($0)) }
    return [
      ParseResult(
        routes: count, workload: "hits from String", urls: hits.count, routegen: routegen,
        linearScan: scan, utf8Pass: floor),
      ParseResult(routes: count, workload: "hits from URL", urls: hits.count, routegen: fromURL),
      ParseResult(
        routes: count, workload: "misses", urls: SyntheticSpec.missURLs.count, routegen: misses,
        linearScan: missScan),
    ]
  }

  /// Building both forms of the hit routes, against `URLComponents` building the same URLs.
  static func build<Route: BenchRoute>(
    _ type: Route.Type, routes count: Int, iterations: Int, trials: Int
  ) -> [BuildResult] {
    let routes = SyntheticSpec.hitURLs(routes: count).compactMap { try? Route(string: $0) }
    // Closures, not key paths: applying a key path costs more than building a short link.
    let forms: [(String, (Route) -> URL?, (Route) -> String?)] = [
      ("universal link", { $0.universalLink }, { $0.universalLinkString }),
      ("custom-scheme URL", { $0.customSchemeURL }, { $0.customSchemeURLString }),
    ]
    return forms.map { name, url, string in
      let built = routes.filter { url($0) != nil }
      func median(_ body: (Route) -> () -> Void) -> Double {
        Measure.median(
          built.map { Measure.nanoseconds(iterations: iterations, trials: trials, body($0)) })
      }
      return BuildResult(
        routes: count, form: name,
        routegenURL: median { route in { consume(url(route)) } },
        urlComponentsURL: median { route in
          let builder = ComponentsBuilder(url(route)!)
          return { consume(builder.components().url) }
        },
        routegenString: median { route in { consume(string(route)) } },
        urlComponentsString: median { route in
          let builder = ComponentsBuilder(url(route)!)
          return { consume(builder.components().string) }
        })
    }
  }

  /// `routegen generate` (all outputs) in a child process, and `swiftc -typecheck` of the Swift it wrote, each
  /// `runs` times.
  static func generator(routes count: Int, runs: Int, typecheck: Bool, executable: String)
    -> GeneratorResult
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-bench-\(count)-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("Synthetic\(count).routes.json")
    try! SyntheticSpec.json(routes: count).write(to: spec, atomically: true, encoding: .utf8)
    var seconds: [Double] = []
    var peak = 0.0
    for run in 0..<runs {
      let output = folder.appendingPathComponent("out\(run)")
      let result = Measure.run(executable, ["--generate-only", spec.path, output.path])
      guard result.status == 0 else { fatalError("routegen generate failed for \(count) routes") }
      seconds.append(result.seconds)
      peak = max(peak, result.peakMegabytes)
    }
    // The route file and its compiled table: what an app compiles.
    let swift = folder.appendingPathComponent("out0/Synthetic\(count)/Synthetic\(count)Route.swift")
    let table = folder.appendingPathComponent(
      "out0/Synthetic\(count)/Synthetic\(count)Route+Table.swift")
    let lines = [swift, table].reduce(0) { lines, file in
      lines
        + ((try? String(contentsOf: file, encoding: .utf8))?.split(
          separator: "\n", omittingEmptySubsequences: false
        ).count ?? 0)
    }
    var typecheckSeconds: Double?
    if typecheck {
      // The median of `runs`, like the generator's time: one run of a minute swings by 10% here.
      let results = (0..<runs).map { _ in
        Measure.run(
          "swiftc",
          ["-swift-version", "6", "-I", RuntimeModule.folder, "-typecheck", swift.path, table.path])
      }
      typecheckSeconds =
        results.allSatisfy { $0.status == 0 } ? Measure.median(results.map(\.seconds)) : .nan
    }
    return GeneratorResult(
      routes: count, seconds: Measure.median(seconds), peakMegabytes: peak, swiftLines: lines,
      typecheckSeconds: typecheckSeconds)
  }
}
