import Foundation
import RouteGenCore

/// Compiles the generated Swift of a batch of specs, with the driver, into one executable per way an app takes
/// the runtime: importing the RouteGenRuntime library, or with the drop-in file (`--embed-runtime`).
struct DriverBuild {
  enum Runtime: String, CaseIterable {
    case library
    case dropIn = "drop-in"
  }

  /// The package this fuzzer was built from: its runtime's sources and the driver's support file.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let support = packageRoot.appendingPathComponent(
    "Tests/SpecFuzz/Driver/DriverSupport.swift")

  let folder: URL

  /// Compiles the runtime library once (the library way links every batch's driver to it).
  static func prepare(in folder: URL) throws -> DriverBuild {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let runtime = packageRoot.appendingPathComponent("Sources/RouteGenRuntime")
    let sources = try FileManager.default.subpathsOfDirectory(atPath: runtime.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { runtime.appendingPathComponent($0).path }
    let result = try Shell.run(
      "swiftc",
      flags + [
        "-parse-as-library", "-emit-library", "-module-name", "RouteGenRuntime", "-package-name",
        "RouteGen",
        "-emit-module", "-emit-module-path",
        folder.appendingPathComponent("RouteGenRuntime.swiftmodule").path,
        "-o", folder.appendingPathComponent("libRouteGenRuntime.so").path,
      ] + sources)
    guard result.status == 0 else {
      throw Shell.Failure("the runtime does not compile:\n\(result.output)")
    }
    return DriverBuild(folder: folder)
  }

  static let flags = [
    "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-Onone",
  ]

  /// A compile error, and the spec whose generated file it is in (nil: the driver's own).
  struct CompileError: Error {
    var specIndex: Int?
    var message: String

    /// The first error's words, without its place.
    var firstError: String {
      let line = message.split(separator: "\n").first { $0.contains("error: ") } ?? ""
      return line.range(of: "error: ").map { String(line[$0.upperBound...]) } ?? String(line)
    }
  }

  /// The driver of `specs` for one way of taking the runtime: its path, or the first spec whose file does not
  /// compile.
  func build(_ specs: [FuzzSpec], runtime: Runtime, name: String) throws -> Result<
    URL, CompileError
  > {
    let sources = folder.appendingPathComponent("\(name)-\(runtime.rawValue)-sources")
    try? FileManager.default.removeItem(at: sources)
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    var files = [Self.support.path]
    for (index, spec) in specs.enumerated() {
      let generated = Pipeline.render(
        spec.model, with: [SwiftRenderer(embedsRuntime: runtime == .dropIn)])
      // The route file and its compiled table.
      for file in generated where file.path.hasSuffix(".swift") {
        let name = (file.path as NSString).lastPathComponent
        let path = sources.appendingPathComponent("\(index)-\(name)")
        try file.contents.write(to: path, atomically: true, encoding: .utf8)
        files.append(path.path)
      }
      let values = sources.appendingPathComponent("\(index)-values.swift")
      try Self.valuesExtension(spec.model).write(to: values, atomically: true, encoding: .utf8)
      files.append(values.path)
    }
    let main = sources.appendingPathComponent("main.swift")
    // An environment's build is chosen at run time, by its index (`_parse(_:destinations:environment:)`), as a
    // QA build's menu chooses it: the binary is production's.
    let entries = specs.map { spec in
      let index = spec.environment.flatMap { environment in
        spec.model.environments.firstIndex { $0.name == environment.name }.map { $0 + 1 }
      }
      return "  (\(spec.model.linkTypeName).self, \(index.map(String.init) ?? "nil")),"
    }
    try ("DriverLine.run([\n" + entries.joined(separator: "\n") + "\n])\n")
      .write(to: main, atomically: true, encoding: .utf8)
    files.append(main.path)
    if runtime == .dropIn {
      let dropIn = sources.appendingPathComponent(RuntimeDropIn.fileName)
      try RuntimeDropIn.file().contents.write(to: dropIn, atomically: true, encoding: .utf8)
      files.append(dropIn.path)
    }
    let executable = folder.appendingPathComponent("\(name)-\(runtime.rawValue)")
    var arguments =
      Self.flags + [
        "-j", "\(ProcessInfo.processInfo.activeProcessorCount)", "-package-name", "SpecFuzz", "-o",
        executable.path,
      ]
      + files
    if runtime == .library {
      arguments += [
        "-I", folder.path, "-L", folder.path, "-lRouteGenRuntime", "-Xlinker", "-rpath", "-Xlinker",
        folder.path,
      ]
    }
    let result = try Shell.run("swiftc", arguments)
    guard result.status == 0 else {
      // `<folder>/<index>-<Type>.swift:<line>:<column>: error: …`: the spec is the file's index.
      let line = result.output.split(separator: "\n").first { $0.contains(": error:") } ?? ""
      let file = line.split(separator: ":").first.map {
        URL(fileURLWithPath: String($0)).lastPathComponent
      }
      let index = file.flatMap { Int($0.prefix { $0.isNumber }) }
      return .failure(CompileError(specIndex: index, message: String(result.output.prefix(3000))))
    }
    return .success(executable)
  }

  /// `fuzzedValues` of a route type: each case's associated values, in order, by their labels; with the app's
  /// labels, of the link type: its labels' values where the route's parameters have them.
  static func valuesExtension(_ app: AppModel) -> String {
    var lines = [
      "import Foundation", "", "extension \(app.linkTypeName): FuzzedRoute {",
      "  var fuzzedValues: [Any] {",
    ]
    let routes = app.liveRoutes
    if routes.isEmpty {
      lines.append("    []")
    } else {
      lines.append(app.labels.isEmpty ? "    switch self {" : "    switch route {")
      for route in routes {
        var labels = route.parameters.filter { !$0.isLabel }.map {
          SwiftName.argumentLabel($0.swiftName)
        }
        if route.otherQuery { labels.append(Route.otherQueryName) }
        let bindings = labels.enumerated().map { "\($1): let v\($0)" }
        var values = labels.indices.map { "v\($0) as Any" }
        for (slot, parameter) in route.parameters.enumerated() where parameter.isLabel {
          values.insert("self.\(parameter.swiftName) as Any", at: slot)
        }
        lines.append(
          "    case .\(route.caseName)"
            + (bindings.isEmpty ? "" : "(\(bindings.joined(separator: ", ")))")
            + ": return [\(values.joined(separator: ", "))]")
      }
      lines.append("    }")
    }
    return (lines + ["  }", "}", ""]).joined(separator: "\n")
  }
}

/// Runs a command and collects its output.
enum Shell {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Runs `command` (found on PATH) with standard input from `input` (a file), up to `timeout` seconds.
  static func run(
    _ command: String, _ arguments: [String], input: URL? = nil, timeout: Double = 900
  ) throws -> (
    status: Int32, output: String, timedOut: Bool
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command] + arguments
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spec-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).out"
    )
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
      if Date() > deadline {
        process.terminate()
        timedOut = true
        break
      }
      usleep(20_000)
    }
    process.waitUntilExit()
    try handle.close()
    let text = String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
    return (process.terminationStatus, text, timedOut)
  }
}
