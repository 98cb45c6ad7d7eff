import Foundation
import Testing

/// The figures the articles give about the repository's own files are checked here, so that they cannot drift.
/// (The Performance article's come from `routegen-bench --json`, and CI checks them.)
@Suite struct DocumentationFiguresTests {
  static func lines(_ paths: [URL]) throws -> Int {
    try paths.reduce(0) { total, path in
      total
        + (try String(contentsOf: path, encoding: .utf8)).split(
          separator: "\n", omittingEmptySubsequences: false
        ).count - 1
    }
  }

  static func files(in folder: String, _ keep: (String) -> Bool) throws -> [URL] {
    let url = packageRoot.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: url.path).filter(keep).map {
      url.appendingPathComponent($0)
    }
  }

  /// A table cell a team skims in a decision meeting: 80 words at most; more goes in a section of its own.
  @Test func noTableCellOfTheCatalogIsOver80Words() throws {
    for file in try Self.files(
      in: "Sources/RouteGenCore/RouteGenCore.docc", { $0.hasSuffix(".md") })
    {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("|") {
        for cell in line.dropFirst().dropLast().components(separatedBy: " | ") {
          let words = cell.split(separator: " ").count
          #expect(
            words <= 80, "\(file.lastPathComponent): a cell of \(words) words: \(cell.prefix(60))")
        }
      }
    }
  }

  /// The README is the front door: recipes live in the articles.
  @Test func theREADMEStaysAFrontDoor() throws {
    let lines = try Self.lines([packageRoot.appendingPathComponent("README.md")])
    #expect(lines <= 250, "README.md has \(lines) lines")
  }

  /// The first number after `prefix` in the article (commas allowed).
  static func figure(_ article: String, after prefix: String) throws -> Int {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(
        "Sources/RouteGenCore/RouteGenCore.docc/\(article)"), encoding: .utf8
    )
    .replacingOccurrences(of: "\n", with: " ")
    let start = try #require(text.range(of: prefix), "\(article) no longer says '\(prefix)'")
    let digits = text[start.upperBound...].prefix { $0.isNumber || $0 == "," }.filter(\.isNumber)
    return try #require(Int(digits), "no number after '\(prefix)' in \(article)")
  }

  @Test func theGeneratedSwiftArticleCountsTheGeneratedFiles() throws {
    let examples = try Self.files(
      in: "Generated", { !$0.hasPrefix(".") && !$0.hasSuffix(".swift") }
    ).flatMap { app in
      try FileManager.default.contentsOfDirectory(atPath: app.path).filter {
        $0.hasSuffix("Route.swift")
      }.map { app.appendingPathComponent($0) }
    }
    let nova = packageRoot.appendingPathComponent("Generated/NovaSocial/NovaSocialRoute.swift")
    #expect(
      try Self.figure("GeneratedSwift.md", after: "NovaSocial's file is ") == Self.lines([nova]))
    #expect(
      try Self.figure("GeneratedSwift.md", after: "the seven example apps' files ")
        == Self.lines(examples))
    // "About" a number of lines: within 5%.
    let runtimeFolder = packageRoot.appendingPathComponent("Sources/RouteGenRuntime")
    let runtime = try Self.lines(
      FileManager.default.subpathsOfDirectory(atPath: runtimeFolder.path).filter {
        $0.hasSuffix(".swift")
      }.map { runtimeFolder.appendingPathComponent($0) })
    let stated = try Self.figure("GeneratedSwift.md", after: "The runtime (about ")
    #expect(
      abs(stated - runtime) * 20 <= runtime,
      "the runtime is \(runtime) lines, the article says about \(stated)")
  }
}

extension DocumentationFiguresTests {
  /// The article's excerpt of NovaSocial's file is the file's, line for line (`…` marks what it leaves out).
  @Test func theGeneratedSwiftArticleQuotesTheGeneratedFile() throws {
    let article = try String(
      contentsOf: packageRoot.appendingPathComponent(
        "Sources/RouteGenCore/RouteGenCore.docc/GeneratedSwift.md"), encoding: .utf8)
    let file = try String(
      contentsOf: packageRoot.appendingPathComponent("Generated/NovaSocial/NovaSocialRoute.swift"),
      encoding: .utf8)
    let fileLines = Set(file.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    let start = try #require(article.range(of: "For NovaSocial:\n\n```swift\n"))
    let end = try #require(article[start.upperBound...].range(of: "\n```"))
    let excerpt = article[start.upperBound..<end.lowerBound].split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    for line in excerpt where !line.isEmpty && !line.contains("…") {
      #expect(
        fileLines.contains(line),
        "GeneratedSwift.md quotes a line NovaSocialRoute.swift does not have: \(line)")
    }
  }
}
