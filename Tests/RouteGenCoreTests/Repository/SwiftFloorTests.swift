import Foundation
import Testing

/// RouteGen promises Swift 6.0 (Xcode 16.0); this machine builds with a later Swift, which would accept API that 6.0
/// does not have without a word. So the Swift this repository holds (sources, plugins, generated files, tests) is
/// searched for the API that arrived after 6.0 and that code like this reaches for; and the minimum is stated
/// alike wherever it is stated. The Internals article lists the newest API used and where each is available.
@Suite struct SwiftFloorTests {
  /// A use of API newer than Swift 6.0: what finds it, what it is, and the Swift that brought it.
  struct NewerAPI: Sendable {
    var pattern: String
    var what: String
    var since: String
  }

  static let newer: [NewerAPI] = [
    NewerAPI(
      pattern: #"(=|return)\s*(try\s+)?#(expect|require)\(throws:"#,
      what: "the error `#expect(throws:)` or `#require(throws:)` returns", since: "6.1"),
    NewerAPI(
      pattern: #"#(expect|require)\(\s*processExitsWith:"#, what: "exit tests", since: "6.2"),
    NewerAPI(pattern: #"\bAttachment\b"#, what: "Swift Testing attachments", since: "6.2"),
    NewerAPI(
      pattern: #"\bInlineArray\b|\bMutableSpan\b|\bRawSpan\b|\bSpan<"#,
      what: "InlineArray and Span", since: "6.2"),
    NewerAPI(
      pattern: #"@concurrent\b|nonisolated\(nonsending\)"#,
      what: "@concurrent and nonisolated(nonsending)", since: "6.2"),
    NewerAPI(pattern: #"\bweak let\b"#, what: "weak let", since: "6.2"),
    NewerAPI(pattern: #"\bisolated deinit\b"#, what: "isolated deinit", since: "6.2"),
    NewerAPI(
      pattern: #"func `[^`]*\s[^`]*`"#, what: "raw identifiers (names with spaces)", since: "6.2"),
    NewerAPI(
      pattern: #"Issue\.record\([^)]*severity:"#, what: "issues of warning severity", since: "6.3"),
  ]

  static func swiftFiles() -> [URL] {
    let folders = ["Sources", "Plugins", "Tests", "Generated", "scripts"]
    return folders.flatMap { folder -> [URL] in
      let root = packageRoot.appendingPathComponent(folder)
      let found =
        FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects
        as? [URL] ?? []
      return found.filter {
        $0.pathExtension == "swift" && $0.lastPathComponent != "SwiftFloorTests.swift"
      }
    }
  }

  @Test func noAPINewerThanSwift6_0() throws {
    let files = Self.swiftFiles()
    #expect(files.count > 100, "found \(files.count) Swift files")
    var uses: [String] = []
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for api in Self.newer {
        let expression = try NSRegularExpression(pattern: api.pattern)
        let range = NSRange(text.startIndex..., in: text)
        for match in expression.matches(in: text, range: range) {
          let line =
            text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1
          uses.append(
            "\(file.path.dropFirst(packageRoot.path.count + 1)):\(line): \(api.what) (Swift \(api.since))"
          )
        }
      }
    }
    #expect(
      uses.isEmpty,
      "API newer than the Swift 6.0 RouteGen promises:\n\(uses.joined(separator: "\n"))")
  }

  /// Each probe finds what it is meant to find (a list of patterns that match nothing would pass anything).
  @Test func theProbesFindWhatTheyLookFor() throws {
    let samples = [
      "let error = #expect(throws: E.self) { try f() }", "#expect(processExitsWith: .failure) { }",
      "Attachment.record(x)",
      "var a: InlineArray<3, Int>", "@concurrent func f()", "weak let x = y", "isolated deinit {}",
      "func `a b`() {}",
      "Issue.record(\"x\", severity: .warning)",
    ]
    for (api, sample) in zip(Self.newer, samples) {
      let expression = try NSRegularExpression(pattern: api.pattern)
      #expect(
        expression.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil,
        "\(api.what)")
    }
    let fine = "#expect(throws: E.self) { try f() }"
    #expect(
      try NSRegularExpression(pattern: Self.newer[0].pattern).firstMatch(
        in: fine, range: NSRange(fine.startIndex..., in: fine)) == nil)
  }

  /// The minimum is the tools version of Package.swift, and every place that states it says the same.
  @Test func theMinimumIsStatedAlike() throws {
    func read(_ path: String) throws -> String {
      try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }
    #expect(try read("Package.swift").hasPrefix("// swift-tools-version: 6.0\n"))
    for path in [
      "README.md", "Sources/RouteGenCore/RouteGenCore.docc/AdoptingInXcode.md",
      "Sources/RouteGenCore/RouteGenCore.docc/Internals.md",
    ] {
      #expect(
        try read(path).contains("Swift 6.0 (Xcode 16.0)"),
        "\(path) states the minimum as \"Swift 6.0 (Xcode 16.0)\"")
    }
  }
}
