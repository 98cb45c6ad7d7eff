import Foundation
import Testing

@testable import RouteGenCore

/// Golden outputs, the in-place docs update, the property-list fragments and the AASA size limit.
@Suite struct OutputTests {
  /// Every output of every app is byte-identical to the committed file in Generated/.
  @Test(arguments: appNames)
  func outputsMatchTheCommittedGoldenFiles(app: String) throws {
    let model = try loadApp(app)
    // The committed files cite the spec by its path relative to the package root.
    var relative = model
    relative.specPath = "Specs/\(app).routes.json"
    let files = Pipeline.render(relative)
    #expect(files.map(\.path).contains("\(app)/\(app)Route.swift"))
    #expect(files.map(\.path).contains("\(app)/ROUTES.md"))
    #expect(files.map(\.path).contains("\(app)/apple-app-site-association") == (app != "Ghost"))
    for file in files {
      let committed = try String(
        contentsOf: packageRoot.appendingPathComponent("Generated/\(file.path)"), encoding: .utf8)
      #expect(
        committed == file.contents,
        "\(file.path) differs from the committed golden file; run routegen generate")
    }
  }

  /// The synthetic specs compiled into the benchmark are exactly what `routegen synthesize` prints.
  @Test(arguments: [10, 100, 1000])
  func committedSyntheticSpecsAreCurrent(routes: Int) throws {
    let committed = try String(
      contentsOf: packageRoot.appendingPathComponent(
        "Benchmarks/Sources/RouteGenBench/Synthetic\(routes).routes.json"), encoding: .utf8)
    #expect(committed == SyntheticSpec.json(routes: routes))
    let loaded = Pipeline.load(bytes: Array(committed.utf8), path: "Synthetic\(routes).routes.json")
    #expect(loaded.model != nil)
    #expect(
      loaded.diagnostics.filter { $0.severity != .note }.isEmpty, "\(loaded.diagnostics.prefix(3))")
  }

  /// Each process seeds Swift's hashing afresh, so output that followed a dictionary's or a set's order would
  /// differ between two runs: two `routegen generate` processes write the same bytes, for every app at once.
  @Test func twoProcessesWriteTheSameBytes() throws {
    let binary = try routegenBinary()
    let folders = (0..<2).map { _ in
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "routegen-twice-\(UUID().uuidString)")
    }
    defer { folders.forEach { try? FileManager.default.removeItem(at: $0) } }
    for folder in folders {
      // `env -u`: a run with deterministic hashing would hide what this test looks for.
      let run = try runProcess(
        "-u",
        ["SWIFT_DETERMINISTIC_HASHING", binary, "generate"] + appNames.map(specPath) + [
          "--output", folder.path,
        ])
      #expect(run.status == 0, "\(run.output)")
    }
    let files = try FileManager.default.subpathsOfDirectory(atPath: folders[0].path).sorted()
    #expect(files.count > 30)
    #expect(try FileManager.default.subpathsOfDirectory(atPath: folders[1].path).sorted() == files)
    for file in files {
      let (first, second) = (
        folders[0].appendingPathComponent(file), folders[1].appendingPathComponent(file)
      )
      #expect(
        FileManager.default.contents(atPath: first.path)
          == FileManager.default.contents(atPath: second.path), "\(file)")
    }
  }

  @Test func fragmentsArePropertyListsPlutilAccepts() throws {
    let plutil = ["/opt/swift/usr/bin/plutil", "/usr/bin/plutil"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let tool = try #require(plutil, "plutil ships with the Swift toolchain")
    let fragments = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("Generated").path
    ).flatMap { app in
      try FileManager.default.subpathsOfDirectory(
        atPath: packageRoot.appendingPathComponent("Generated/\(app)").path
      )
      .filter { $0.hasSuffix(".fragment") }.map {
        packageRoot.appendingPathComponent("Generated/\(app)/\($0)").path
      }
    }
    // An Info.plist fragment per app; an entitlements fragment per app with domains (not Ghost); both again in
    // the shop's staging folder.
    #expect(fragments.count == 15)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["-lint"] + fragments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(output)")
    #expect(output.components(separatedBy: ": OK").count - 1 == fragments.count, "\(output)")
    let entitlements = try String(
      contentsOfFile: fragments.first { $0.hasSuffix("Unveil.entitlements.fragment") }!,
      encoding: .utf8)
    #expect(entitlements.contains("<string>applinks:app.sendunveil.com</string>"))
    #expect(entitlements.contains("<string>webcredentials:app.sendunveil.com</string>"))
  }

  @Test func docsUpdateReplacesOnlyTheMarkedSection() {
    let document =
      "# Title\r\n\nBefore text | with pipes.\n<!-- routegen:App:begin -->\nold table\n<!-- routegen:App:end -->\nAfter text, kept byte for byte.\u{00A0}\n"
    let updated = DocsUpdater.update(document, app: "App", table: "| new |\n")
    #expect(
      updated
        == .success(
          "# Title\r\n\nBefore text | with pipes.\n<!-- routegen:App:begin -->\n| new |\n<!-- routegen:App:end -->\nAfter text, kept byte for byte.\u{00A0}\n"
        ))
    #expect(
      DocsUpdater.update("no markers here\n", app: "App", table: "x")
        == .failure(.missingMarkers(app: "App")))
    #expect(
      DocsUpdater.update(
        "<!-- routegen:App:end -->\n<!-- routegen:App:begin -->\n", app: "App", table: "x")
        == .failure(.unbalancedMarkers(app: "App")))
    #expect(
      DocsUpdater.update("<!-- routegen:App:begin -->\n", app: "App", table: "x")
        == .failure(.unbalancedMarkers(app: "App")))
  }

  @Test func constraintsReadAsEnglishInTheDocs() {
    #expect(
      AASALimit.describesConstraint(.int(min: 1, max: nil, keywords: []))
        == "an integer of at least 1")
    #expect(
      AASALimit.describesConstraint(.int(min: 1, max: 10, keywords: ["last"]))
        == "an integer from 1 to 10 or last")
    #expect(AASALimit.describesConstraint(.double(min: nil, max: 2.5)) == "a number of at most 2.5")
    #expect(
      AASALimit.describesConstraint(
        .string(StringConstraints(minLength: 1, maxLength: 2, characters: nil)))
        == "a string of at least 1 character, at most 2 characters")
  }

  @Test func docsUpdateFitsTheHostDocument() throws {
    let table = "3 routes.\n\n| a |\n\n## Example links\n\n| b |\n"
    // Headings go one level below the section the markers are in.
    let nested = "# Guide\n\n### Routes\n<!-- routegen:App:begin -->\n<!-- routegen:App:end -->\n"
    #expect(
      try DocsUpdater.update(nested, app: "App", table: table).get()
        == "# Guide\n\n### Routes\n<!-- routegen:App:begin -->\n3 routes.\n\n| a |\n\n#### Example links\n\n| b |\n<!-- routegen:App:end -->\n"
    )
    // CRLF in, CRLF out.
    let windows = "## Routes\r\n<!-- routegen:App:begin -->\r\n<!-- routegen:App:end -->\r\nEnd\r\n"
    #expect(
      try DocsUpdater.update(windows, app: "App", table: table).get()
        == "## Routes\r\n<!-- routegen:App:begin -->\r\n3 routes.\r\n\r\n| a |\r\n\r\n### Example links\r\n\r\n| b |\r\n<!-- routegen:App:end -->\r\nEnd\r\n"
    )
    // Markers shown in a code fence are text, not markers; a `#` line in a fence is not a heading.
    let fenced =
      "# Docs\n```md\n## Not a heading\n<!-- routegen:App:begin -->\n<!-- routegen:App:end -->\n```\n<!-- routegen:App:begin -->\nold\n<!-- routegen:App:end -->\n"
    #expect(
      try DocsUpdater.update(fenced, app: "App", table: table).get()
        == "# Docs\n```md\n## Not a heading\n<!-- routegen:App:begin -->\n<!-- routegen:App:end -->\n```\n<!-- routegen:App:begin -->\n3 routes.\n\n| a |\n\n## Example links\n\n| b |\n<!-- routegen:App:end -->\n"
    )
    #expect(
      DocsUpdater.update(
        "~~~\n<!-- routegen:App:begin -->\n<!-- routegen:App:end -->\n~~~\n", app: "App",
        table: table) == .failure(.missingMarkers(app: "App")))
  }

  @Test func docsUpdateHandlesTwoAppsInOneFile() throws {
    let two =
      "A\n<!-- routegen:One:begin -->\n<!-- routegen:One:end -->\nB\n<!-- routegen:Two:begin -->\nold\n<!-- routegen:Two:end -->\nC\n"
    let first = try DocsUpdater.update(two, app: "One", table: "one\n").get()
    let both = try DocsUpdater.update(first, app: "Two", table: "two\n").get()
    #expect(
      both
        == "A\n<!-- routegen:One:begin -->\none\n<!-- routegen:One:end -->\nB\n<!-- routegen:Two:begin -->\ntwo\n<!-- routegen:Two:end -->\nC\n"
    )
    #expect(try DocsUpdater.update(both, app: "Two", table: "two\n").get() == both, "idempotent")
  }

  @Test func docsCommandUpdatesAndChecks() throws {
    let folder = try temporaryFolder("docs")
    let file = folder.appendingPathComponent("ROUTES.md")
    try "Intro\n<!-- routegen:Ghost:begin -->\n<!-- routegen:Ghost:end -->\nOutro\n".write(
      to: file, atomically: true, encoding: .utf8)
    let tool = CommandLineTool(standardOutput: { _ in }, standardError: { _ in })
    #expect(tool.run(["docs", specPath("Ghost"), "--update", file.path, "--check"]) == .failure)
    #expect(tool.run(["docs", specPath("Ghost"), "--update", file.path]) == .success)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.hasPrefix("Intro\n<!-- routegen:Ghost:begin -->\nCustom scheme `ghost://`."))
    #expect(text.hasSuffix("<!-- routegen:Ghost:end -->\nOutro\n"))
    #expect(tool.run(["docs", specPath("Ghost"), "--update", file.path, "--check"]) == .success)
  }

  @Test func markdownEscapesPipesBackticksAndStars() {
    #expect(MarkdownRenderer.code("/a|b") == "/a\\|b")
    #expect(MarkdownRenderer.text("a*b_c|d`e") == "a\\*b\\_c\\|d\\`e")
  }

  /// `validate` (and so the build-tool plugin) refuses what `generate` would: an AASA file over Apple's 128 KB
  /// limit. Comments go first: a file that fits without them is written without them, with a note.
  @Test func anAASAOverAppleSizeLimitIsAnErrorAndCommentsGoFirst() throws {
    func routes(_ count: Int, summary: String) -> String {
      (0..<count).map { index in
        #"{ "name": "r\#(index)", "summary": "\#(summary)", "web": "/section-\#(index)/a-rather-long-literal-path-segment/and-another-one-\#(index)" }"#
      }.joined(separator: ",\n")
    }
    // 1,500 routes with long literal paths: well over 128 KB even without comments.
    let tooLarge = Pipeline.load(
      bytes: Array(spec(routes: routes(1500, summary: "Route.")).utf8), path: "t.json")
    #expect(tooLarge.model == nil)
    #expect(
      tooLarge.diagnostics.filter { $0.message.contains("AASA") }.map(\.description) == [
        "t.json:1:1: error: the AASA file apple-app-site-association would be 224427 bytes even without its comments, over Apple's limit of 131072; merge routes into fewer patterns or move some to the custom scheme"
      ])
    // 600 routes with long summaries: over only with its comments.
    let summary = String(repeating: "A long summary that makes each comment longer. ", count: 3)
    let loaded = Pipeline.load(
      bytes: Array(spec(routes: routes(600, summary: summary)).utf8), path: "t.json")
    let model = try #require(loaded.model)
    #expect(
      loaded.diagnostics.filter { $0.message.contains("AASA") }.map(\.description) == [
        "t.json:1:1: note: the AASA file apple-app-site-association is written without its components' comments (89327 bytes; with them it would be over Apple's limit of 131072)"
      ])
    let aasa = try #require(
      Pipeline.render(model).first { $0.path == "Test/apple-app-site-association" })
    #expect(!aasa.contents.contains("\"comment\""))
    #expect(aasa.contents.utf8.count <= AASARenderer.maximumSize)
  }
}
