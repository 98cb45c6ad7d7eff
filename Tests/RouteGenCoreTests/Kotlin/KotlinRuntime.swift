import Foundation
import RouteGenTableCompiler

@testable import RouteGenRuntime

/// The Kotlin runtime (`Sources/RouteGenKotlin/RouteGenRuntime.kt`) with its test driver
/// (`Tests/KotlinDriver/Driver.kt`), compiled once per test process and run as one driver process that the tests
/// hand tables and links to: what it reads of a link is compared with what the Swift runtime reads of it, on the
/// same compiled table (`answer`, which writes the driver's format). Without `kotlinc` and `java` on the PATH the
/// tests that need it fail, saying how to install them (`apt-get install kotlin`).
final class KotlinRuntime: @unchecked Sendable {
  enum Failure: Error, CustomStringConvertible {
    case unavailable(String)
    var description: String {
      switch self {
      case .unavailable(let why): why
      }
    }
  }

  /// The driver, started at its first use; the tests share it, one request at a time.
  static let shared: Result<KotlinRuntime, Failure> = {
    do throws(Failure) { return .success(try KotlinRuntime()) } catch { return .failure(error) }
  }()

  private let process = Process()
  private let input: FileHandle
  private let output: FileHandle
  private var buffered: [UInt8] = []
  private let lock = NSLock()
  /// Where the driver's own messages go (a Kotlin exception that stopped it).
  static let log = FileManager.default.temporaryDirectory.appendingPathComponent(
    "routegen-kotlin-driver.log")

  static let sources = [
    "Sources/RouteGenKotlin/RouteGenRuntime.kt", "Tests/KotlinDriver/Driver.kt",
  ].map { packageRoot.appendingPathComponent($0) }

  private init() throws(Failure) {
    let jar = try Self.compiledDriver()
    // A driver that stopped is a failed answer, not a SIGPIPE that ends the test process.
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["java", "-Xss16m", "-jar", jar.path]
    let (toDriver, fromDriver) = (Pipe(), Pipe())
    process.standardInput = toDriver
    process.standardOutput = fromDriver
    _ = FileManager.default.createFile(atPath: Self.log.path, contents: nil)
    process.standardError = (try? FileHandle(forWritingTo: Self.log)) ?? FileHandle.nullDevice
    do { try process.run() } catch {
      throw .unavailable("java did not start (\(error)); apt-get install default-jdk")
    }
    (input, output) = (toDriver.fileHandleForWriting, fromDriver.fileHandleForReading)
  }

  /// The driver's jar, compiled when its sources changed (kept in `.build/kotlin-driver/`, named by their digest).
  private static func compiledDriver() throws(Failure) -> URL {
    var texts = ""
    for source in sources {
      guard let text = try? String(contentsOf: source, encoding: .utf8) else {
        throw .unavailable("cannot read \(source.path)")
      }
      texts += text
    }
    let folder = packageRoot.appendingPathComponent(".build/kotlin-driver")
    let jar = folder.appendingPathComponent(RouteGen.CompiledTableWriter.digest(texts) + ".jar")
    if FileManager.default.fileExists(atPath: jar.path) { return jar }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let partial = folder.appendingPathComponent(UUID().uuidString + ".jar")
    let compiler = Process()
    compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    compiler.arguments =
      ["kotlinc"] + sources.map(\.path) + ["-include-runtime", "-d", partial.path]
    let messages = Pipe()
    compiler.standardOutput = messages
    compiler.standardError = messages
    do { try compiler.run() } catch {
      throw .unavailable("kotlinc did not start (\(error)); apt-get install kotlin")
    }
    let printed = String(
      decoding: messages.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    compiler.waitUntilExit()
    // The JVM's own notes aside (`-Xverify:none` on a new JDK), kotlinc must print nothing: no warning either.
    let notes = printed.split(separator: "\n").filter {
      !$0.contains("OpenJDK 64-Bit Server VM warning")
    }
    guard compiler.terminationStatus == 0, notes.isEmpty else {
      throw .unavailable(
        "kotlinc \(compiler.terminationStatus == 127 ? "is not installed (apt-get install kotlin)" : "failed"):\n"
          + notes.joined(separator: "\n"))
    }
    try? FileManager.default.moveItem(at: partial, to: jar)
    return jar
  }

  /// What the Kotlin runtime reads of each link with `table`: a line each, in the driver's format.
  func answers(digits: String, texts: [UInt8], links: [String]) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    var request = "table \(Self.hex(Array(digits.utf8))) \(Self.hex(texts))\n"
    for link in links { request += "parse \(Self.hex(Array(link.utf8)))\n" }
    // Written while the answers are read: the driver answers as it reads, and either side's pipe fills.
    let data = Data(request.utf8)
    let written = DispatchSemaphore(value: 0)
    let writer = Thread { [input] in
      try? input.write(contentsOf: data)
      written.signal()
    }
    writer.start()
    let first = line()
    let answers = links.map { _ in line() }
    written.wait()
    return first == "ok" ? answers : answers.map { _ in "the table was refused: \(first)" }
  }

  private func line() -> String {
    while true {
      if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffered[..<newline], as: UTF8.self)
        buffered.removeFirst(newline + 1)
        return line
      }
      let data = output.availableData
      if data.isEmpty { return "the driver stopped (its messages: \(Self.log.path))" }
      buffered += data
    }
  }

  static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = [UInt8(ascii: "x")]
    for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
    return String(decoding: text, as: UTF8.self)
  }

  /// What the Swift runtime reads of a link with `table`, in the driver's format.
  static func answer(_ link: String, _ routeTable: RouteGen.RouteTable) -> String {
    let table = RouteGen.Table(routeTable)
    var answer = ""
    let error = RouteGen.parse(link, routeTable, destinations: nil) { ordinal, values in
      let route = table.route(ordinal)
      guard route.details.access != .retired else { return false }
      func text(_ slot: Int, _ parameter: RouteGen.TableParameter) -> String {
        switch parameter.kind {
        case .string, .destination: "s:" + hex(Array(values.text(slot).utf8))
        case .int:
          parameter.hasKeywords && values.isKeyword(slot)
            ? "k:\(values.position(slot))" : "i:\(values.int(slot))"
        case .double: "d:\(Int64(bitPattern: values.double(slot).bitPattern))"
        case .bool: "b:\(values.bool(slot) ? 1 : 0)"
        case .uuid: "u:" + values.uuid(slot).uuidString.lowercased()
        case .date: "t:\(values.int(slot))"
        case .enumeration: "e:\(values.position(slot))"
        }
      }
      var slots: [String] = []
      for slot in 0..<route.parameterCount {
        let parameter = route.parameter(slot)
        if !values.has(slot) {
          slots.append("-")
        } else if parameter.isList {
          slots.append("L" + values.list(slot).map { text($0, parameter) }.joined(separator: ";"))
        } else {
          slots.append(text(slot, parameter))
        }
      }
      let others = values.otherQuery()
      let other =
        others.isEmpty
        ? ""
        : " other "
          + others.map { hex(Array($0.name.utf8)) + "=" + hex(Array($0.value.utf8)) }.joined(
            separator: ",")
      answer = "route \(ordinal) " + slots.joined(separator: " ") + other
      while answer.hasSuffix(" ") { answer.removeLast() }
      return true
    }
    if let error { return "error \(error.kind) \(hex(Array(error.description.utf8)))" }
    return answer
  }
}
