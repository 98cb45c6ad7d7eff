import Foundation
import RouteGenCore

extension iBurnRoute: BenchRoute {}
extension AwfulRoute: BenchRoute {}
extension GhostRoute: BenchRoute {}
extension NovaSocialRoute: BenchRoute {}
extension UnveilRoute: BenchRoute {}

/// One of the five apps: parsing its spec's example links (hits) and links it has no route for (misses), each
/// against a bare pass over the same bytes; building both forms of link, against `URLComponents.string`.
struct AppResult: Codable {
  var app: String
  var hits: Int
  var hitNanoseconds: Double
  var hitFloor: Double
  var missNanoseconds: Double
  var missFloor: Double
  var builds: [AppBuild]

  var hitRatio: Double { hitNanoseconds / hitFloor }
  var missRatio: Double { missNanoseconds / missFloor }
}

struct AppBuild: Codable {
  var form: String
  var routegen: Double
  var urlComponents: Double
  /// The same links written by hand (`HandWrittenLinks`, NovaSocial only): what building one can cost.
  var handWritten: Double?
  var speedup: Double { urlComponents / routegen }
}

/// The weight of a generated file: its lines, `swiftc -O` of it alone, and the object that makes.
struct WeightResult: Codable {
  var spec: String
  var routes: Int
  var lines: Int
  var compileSeconds: Double
  /// The `.o` file.
  var objectBytes: Int
  /// What linking keeps of it (`size`: text, data and bss), without the symbol and relocation tables.
  var loadedBytes: Int?
}

enum AppWorkloads {
  /// RouteGen's repository (this file is in Benchmarks/Sources/RouteGenBench/).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func model(_ app: String) -> AppModel {
    let loaded = Pipeline.load(
      path: packageRoot.appendingPathComponent("Specs/\(app).routes.json").path)
    guard let model = loaded.model else {
      fatalError("Specs/\(app).routes.json is invalid: \(loaded.diagnostics)")
    }
    return model
  }

  static func run<Route: BenchRoute>(
    _ app: String, _ type: Route.Type, iterations: Int, trials: Int,
    handWritten: ((Route, _ web: Bool) -> String?)? = nil
  ) -> AppResult {
    let model = model(app)
    let hits = model.routes.flatMap { $0.examples.map(\.value) }
    for url in hits where (try? Route(string: url)) == nil {
      fatalError("\(app): \(url) does not parse")
    }
    // An unknown path on the app's domain and on its scheme, and a foreign host.
    var misses = ["https://other.example/x"]
    if let domain = model.domains.first { misses.append("https://\(domain)/unknown/path") }
    if let scheme = model.scheme { misses.append("\(scheme)://unknown/path") }
    for url in misses where (try? Route(string: url)) != nil { fatalError("\(app): \(url) parses") }
    func perURL(_ urls: [String], _ body: (String) -> Void) -> Double {
      Measure.median(
        urls.map { url in Measure.nanoseconds(iterations: iterations, trials: trials) { body(url) }
        })
    }
    func floor(_ urls: [String]) -> Double {
      perURL(urls) { url in
        var sum: UInt64 = 0
        for byte in url.utf8 { sum &+= UInt64(byte) }
        consume(sum)
      }
    }
    let routes = hits.compactMap { try? Route(string: $0) }
    let forms: [(String, Bool, (Route) -> URL?, (Route) -> String?)] = [
      ("universal link", true, { $0.universalLink }, { $0.universalLinkString }),
      ("custom-scheme URL", false, { $0.customSchemeURL }, { $0.customSchemeURLString }),
    ]
    let builds = forms.compactMap { name, web, url, string -> AppBuild? in
      let built = routes.filter { url($0) != nil }
      guard !built.isEmpty else { return nil }
      let routegen = Measure.median(
        built.map { route in
          Measure.nanoseconds(iterations: iterations, trials: trials) { consume(string(route)) }
        })
      let byHand = handWritten.map { write in
        for route in built where write(route, web) != string(route) {
          fatalError("\(app): the hand-written link of \(route) differs")
        }
        return Measure.median(
          built.map { route in
            Measure.nanoseconds(iterations: iterations, trials: trials) {
              consume(write(route, web))
            }
          })
      }
      let components = Measure.median(
        built.map { route in
          let builder = ComponentsBuilder(url(route)!)
          return Measure.nanoseconds(iterations: iterations, trials: trials) {
            consume(builder.components().string)
          }
        })
      return AppBuild(
        form: name, routegen: routegen, urlComponents: components, handWritten: byHand)
    }
    return AppResult(
      app: app, hits: hits.count,
      hitNanoseconds: perURL(hits) { consume(try? Route(string: $0)) }, hitFloor: floor(hits),
      missNanoseconds: perURL(misses) { consume(try? Route(string: $0)) }, missFloor: floor(misses),
      builds: builds)
  }

  static func all(iterations: Int, trials: Int) -> [AppResult] {
    [
      run("iBurn", iBurnRoute.self, iterations: iterations, trials: trials),
      run("Awful", AwfulRoute.self, iterations: iterations, trials: trials),
      run("Ghost", GhostRoute.self, iterations: iterations, trials: trials),
      run(
        "NovaSocial", NovaSocialRoute.self, iterations: iterations, trials: trials,
        handWritten: HandWrittenLinks.link),
      run("Unveil", UnveilRoute.self, iterations: iterations, trials: trials),
    ]
  }

  /// Generates a spec's Swift and compiles it alone with `swiftc -O` (as a release build of an app compiles it),
  /// importing the runtime's module, which an app compiles once.
  static func weight(json: String, name: String) -> WeightResult {
    let loaded = Pipeline.load(bytes: Array(json.utf8), path: "\(name).routes.json")
    guard let model = loaded.model else { fatalError("\(name) is invalid: \(loaded.diagnostics)") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-weight-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The route file and its compiled table, compiled together as an app compiles them.
    let rendered = Pipeline.render(model, with: [SwiftRenderer()])
    let source = rendered.filter { $0.path.hasSuffix(".swift") }.map(\.contents)
      .joined(separator: "\n")
    let swift = folder.appendingPathComponent("\(model.typeName).swift")
    try! source.write(to: swift, atomically: true, encoding: .utf8)
    let object = folder.appendingPathComponent("\(model.typeName).o")
    let compiled = Measure.run(
      "swiftc",
      [
        "-swift-version", "6", "-parse-as-library", "-O", "-I", RuntimeModule.folder, "-c",
        swift.path, "-o", object.path,
      ])
    guard compiled.status == 0 else { fatalError("swiftc -O failed for \(name)") }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: object.path)[.size] as? Int) ?? 0
    return WeightResult(
      spec: name, routes: model.routes.count,
      lines: source.split(separator: "\n", omittingEmptySubsequences: false).count,
      compileSeconds: compiled.seconds, objectBytes: bytes, loadedBytes: loadedSize(object.path))
  }

  /// `size`'s total (text + data + bss) of an object file, when `size` is there.
  static func loadedSize(_ path: String) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["size", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // "   text    data     bss     dec     hex filename" then the numbers.
    let fields =
      output.split(separator: "\n").dropFirst().first?.split(whereSeparator: {
        $0 == " " || $0 == "\t"
      }) ?? []
    return fields.count >= 4 ? Int(fields[3]) : nil
  }

  static let shopSpec = packageRoot.appendingPathComponent(
    "Benchmarks/Sources/RouteGenBench/Shop.routes.json")
}
