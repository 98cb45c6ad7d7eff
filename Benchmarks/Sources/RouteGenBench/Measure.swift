import Foundation
import RouteGenCore

/// Keeps the optimizer from deleting the work being measured.
@inline(never)
func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

enum Measure {
  /// Median nanoseconds per call of `body`, over `trials` timed runs of `iterations` calls each.
  static func nanoseconds(iterations: Int, trials: Int, _ body: () -> Void) -> Double {
    for _ in 0..<max(1, iterations / 10) { body() }  // warm up
    var samples: [Double] = []
    for _ in 0..<trials {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<iterations { body() }
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations))
    }
    return median(samples)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// Runs a program and returns its wall time, its own peak resident memory (from `wait4`), and its exit status.
  static func run(_ executable: String, _ arguments: [String]) -> (
    seconds: Double, peakMegabytes: Double, status: Int32
  ) {
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawnp(&pid, executable, &actions, nil, argv, environ) == 0 else {
      return (.nan, .nan, -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // Linux reports ru_maxrss in kilobytes.
    return (seconds, Double(usage.ru_maxrss) / 1024, (status >> 8) & 0xFF)
  }
}

/// RouteGenRuntime compiled once as a module (`swiftc -O`, from the sources `--embed-runtime` writes), so that
/// generated files compiled alone import it as an app's do: `-I` `RuntimeModule.folder`.
enum RuntimeModule {
  static let folder: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-runtime-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let source = folder.appendingPathComponent(RuntimeDropIn.fileName)
    try! RuntimeDropIn.file().contents.write(to: source, atomically: true, encoding: .utf8)
    let module = folder.appendingPathComponent("RouteGenRuntime.swiftmodule").path
    let built = Measure.run(
      "swiftc",
      [
        "-swift-version", "6", "-parse-as-library", "-O", "-wmo", "-module-name", "RouteGenRuntime",
        "-emit-module", "-emit-module-path", module, source.path,
      ])
    guard built.status == 0 else { fatalError("swiftc could not build RouteGenRuntime's module") }
    return folder.path
  }()
}
