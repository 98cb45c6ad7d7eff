import Foundation
import Testing

/// The house as Internals.md describes it, read from the source tree: the map names every file and folder, the
/// core's folders are layers with no arrow running back, and every checker reports into its caller's log.
@Suite struct HouseTests {
  static let internals = packageRoot.appendingPathComponent(
    "Sources/RouteGenCore/RouteGenCore.docc/Internals.md")

  /// An entry of the map: `  Reading/   SpecDecoder → …` and the lines that continue it.
  struct Entry {
    var root: String
    var name: String
    var text: String
  }

  /// The map's entries in order: the code block at the top of Internals.md, whose entries start at column 0 (a
  /// root such as `Sources/RouteGenCore/`) or 2 (a folder or file of the last root).
  static func map() throws -> [Entry] {
    let article = try String(contentsOf: internals, encoding: .utf8)
    let block = try #require(article.components(separatedBy: "```").dropFirst().first)
    var entries: [Entry] = []
    var root = ""
    for line in block.split(separator: "\n") {
      let indent = line.prefix { $0 == " " }.count
      let name = String(line.dropFirst(indent).prefix { $0 != " " })
      if indent == 0 {
        root = name
        entries.append(Entry(root: "", name: name, text: String(line)))
      } else if indent == 2 {
        entries.append(Entry(root: root, name: name, text: String(line)))
      } else if !entries.isEmpty {
        entries[entries.count - 1].text += "\n" + line
      }
    }
    return entries
  }

  /// The Swift files of a target, by their path from its folder.
  static func sources(_ target: String) throws -> [String: String] {
    let folder = packageRoot.appendingPathComponent("Sources/\(target)")
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    var sources: [String: String] = [:]
    for path in paths where path.hasSuffix(".swift") {
      sources[path] = try String(
        contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
    return sources
  }

  /// Where a file is in the map: its folder (`Rendering/Swift/`), or its own name at the target's top.
  static func place(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? path : folder + "/"
  }

  @Test(arguments: ["RouteGenCore", "RouteGenRuntime", "RouteGenTableCompiler"])
  func theMapNamesEveryFileAndFolder(_ target: String) throws {
    let entries = try Self.map().filter { $0.root == "Sources/\(target)/" }
    #expect(!entries.isEmpty)
    for (path, _) in try Self.sources(target) {
      let place = Self.place(of: path)
      let entry = entries.first { $0.name == place }
      #expect(entry != nil, "the map of Internals.md has no entry \(place) for \(path)")
      // A file `RouteChecker+Forms.swift` may be named `+Forms` in its folder's entry.
      let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      let extensionName = stem.firstIndex(of: "+").map { String(stem[$0...]) }
      guard let entry, place.hasSuffix("/") else { continue }
      #expect(
        entry.text.contains(stem) || extensionName.map(entry.text.contains) == true,
        "the map's entry \(place) does not name \(stem)")
    }
  }

  /// A file of the core uses the types of its own layer and of the layers before it in the map, never of a layer
  /// after it (a type is a top-level declaration that is not private).
  @Test func noArrowRunsBack() throws {
    let layers = try Self.map().filter { $0.root == "Sources/RouteGenCore/" }.map {
      String($0.name.prefix { $0 != "/" })
    }
    func layer(_ path: String) -> Int? {
      layers.firstIndex(of: String(path.prefix { $0 != "/" }))
    }
    let sources = try Self.sources("RouteGenCore")
    let declaration = try Regex(
      #"(?m)^(?:(?:public|package|internal|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9_]*)"#
    )
    var owners: [String: String] = [:]
    for (path, text) in sources {
      #expect(layer(path) != nil, "\(path): its folder is not a layer in the map of Internals.md")
      for match in text.matches(of: declaration) {
        owners[String(match.output[1].substring!)] = path
      }
    }
    var arrows: [String] = []
    for (path, text) in sources {
      guard let own = layer(path) else { continue }
      // Code without comments and string literals (messages name types in words; an interpolated type is missed).
      let code = text.replacing(#/(?s)#*""".*?"""#*/#, with: "\"\"")
        .split(separator: "\n").map { line in
          line.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
            .split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
        }.joined(separator: "\n")
      var used: Set<String> = []
      for match in code.matches(of: #/\b[A-Z][A-Za-z0-9_]*\b/#) {
        used.insert(String(match.output))
      }
      for name in used.sorted() {
        guard let owner = owners[name], let theirs = layer(owner), theirs > own else { continue }
        arrows.append("\(path) uses \(name) of \(owner)")
      }
    }
    #expect(arrows == [], "arrows back up the layers:\n\(arrows.joined(separator: "\n"))")
  }

  /// Every type that holds a diagnostic log is a `ReportingChecker`, and no log is handed over as a copy: a copy
  /// that nobody copies back drops its diagnostics silently.
  @Test func everyCheckerReportsIntoTheCallersLog() throws {
    for (path, text) in try Self.sources("RouteGenCore") {
      // A member `log` (at the type's indentation), in the type declared last before it.
      for member in text.matches(of: #/(?m)^  (?:\w+(?:\(set\))? )*var log\b/#) {
        let before = text[..<member.range.lowerBound]
        guard let type = before.matches(of: #/(?m)^(?:public )?struct (\w+)([^{]*)\{/#).last
        else { continue }
        #expect(
          type.output.2.contains("ReportingChecker"),
          "\(path): \(type.output.1) holds a log; make it a ReportingChecker")
      }
      #expect(!text.contains("(log: log)"), "\(path) hands a log over as a copy")
      #expect(
        text.firstMatch(of: #/\blog = \w+\.log\b/#) == nil, "\(path) copies a log back by hand")
    }
  }

  /// The runtime reads the compiled table by the slots `TableLayout.swift` names, never by a bare offset into a
  /// record (`self[1]`, `text(12)`, `table[at &+ 4]`), and the parser reads a pattern's parts by `PatternParts`, not
  /// by skipping numbers (`cursor.at &+= 2`). The table compiler, which runs in the generator, takes the model's
  /// drafts (it reads no records and no patterns) and keeps them in arrays, with plain arithmetic.
  @Test func theCompiledTableIsReadBySlotsTheCompilerTakesTheModel() throws {
    let offset = "(?:[0-9]+|(?:at|constraints|node|entry) &\\+ [0-9]+)"
    let bareOffset = try Regex(
      #"(?:\b(?:table|self)\[|\btable\.text\(|[^.\w]text\()"# + offset + #"[\])]"#)
    for (path, text) in try Self.sources("RouteGenRuntime")
    where path != "Table/TableLayout.swift" {
      for match in text.matches(of: bareOffset) {
        Issue.record(
          "\(path): \(match.output) reads the table by a bare offset; name the slot in TableLayout")
      }
      if path.hasPrefix("Parsing/") {
        #expect(
          text.firstMatch(of: #/cursor\.at &\+= [0-9]/#) == nil,
          "\(path) skips a record's numbers by position; read them by PatternParts or a slot")
      }
    }
    for (path, text) in try Self.sources("RouteGenTableCompiler") {
      #expect(
        path == "CompiledTableWriter.swift" || !text.contains("Unsafe"),
        "\(path) keeps drafts in raw memory; use an array")
      #expect(
        text.firstMatch(of: #/&[+\-*]/#) == nil,
        "\(path) uses wrapping arithmetic; a generator needs none")
      #expect(
        !text.contains("PatternGrammar") && !text.contains("Record"),
        "\(path) reads a pattern or a record; compile the model's drafts (TableDrafts)")
    }
  }

  /// "Where a change goes" has a row for each kind of change people make.
  @Test func whereAChangeGoesHasTheRowsPeopleLookFor() throws {
    let article = try String(contentsOf: Self.internals, encoding: .utf8)
    let section = try #require(article.components(separatedBy: "## Where a change goes").last)
    let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") }.map {
      $0.dropFirst(2).prefix { $0 != "|" }.lowercased()
    }
    for topic in [
      "a subcommand", "environments", "spec parts", "parents", "routegen links", "the aasa file",
      "android", "site labels", "the compiled table",
    ] {
      #expect(rows.contains { $0.contains(topic) }, "no row for \(topic)")
    }
    // Each path a row names is a file or folder of a target.
    let targets =
      try ["Sources", "Tests"].flatMap { folder in
        try FileManager.default.contentsOfDirectory(
          atPath: packageRoot.appendingPathComponent(folder).path
        ).map { packageRoot.appendingPathComponent("\(folder)/\($0)") }
      } + [packageRoot.appendingPathComponent("Tests/RouteGenCoreTests")]
    for match in section.matches(of: #/`([A-Z][A-Za-z]*/(?:[A-Za-z+]*\.swift)?)`/#) {
      let path = String(match.output.1)
      #expect(
        targets.contains {
          FileManager.default.fileExists(atPath: $0.appendingPathComponent(path).path)
        }, "Internals names \(path), which is not in the tree")
    }
  }
}

extension HouseTests {
  /// Every file that a generated file or a source comment names exists: `RouteGenRuntime's CompiledTable.swift`
  /// (a target and a file in it) and `Table/TableLayout.swift` (a path within some target), so that a move or
  /// rename cannot leave a reader pointed at a file that is gone.
  @Test func everyFileACommentNamesExists() throws {
    let files = try FileManager.default.subpathsOfDirectory(atPath: packageRoot.path).filter {
      $0.hasSuffix(".swift") && !$0.hasPrefix(".build") && !$0.contains("/.build")
    }
    let texts = files.filter {
      $0.hasPrefix("Sources/") || $0.hasPrefix("Generated/") || $0.hasPrefix("Tests/")
        || $0.hasPrefix("Plugins/")
    }
    // A comment may break the line between the target and the file.
    let ofTarget = try Regex(#"\b(RouteGen\w*)'s\s+(?://+\s*)?([\w+]+\.swift)\b"#)
    let path = try Regex(#"(^|[\s`(])((?:[A-Z]\w*/)+[\w+]+\.swift)\b"#)
    // Paths of other repositories and of a user's project, named as examples, and the drop-in that
    // `--embed-runtime` writes.
    let elsewhere: Set = [
      "App/Tests/AwfulRouteTests.swift", "UITests/NovaSocialLinkTests.swift",
      "Generated/RouteGenRuntime.swift",
    ]
    var missing: [String] = []
    for file in texts {
      let text = try String(
        contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: ofTarget) {
        let target = String(match.output[1].substring ?? "")
        let name = String(match.output[2].substring ?? "")
        let held = files.contains {
          $0.hasPrefix("Sources/\(target)/") && ($0 as NSString).lastPathComponent == name
        }
        if !held { missing.append("\(file): \(target)'s \(name)") }
      }
      for match in text.matches(of: path) {
        let named = String(match.output[2].substring ?? "")
        if !elsewhere.contains(named)
          && !files.contains(where: { $0 == named || $0.hasSuffix("/" + named) })
        {
          missing.append("\(file): \(named)")
        }
      }
    }
    #expect(missing.isEmpty, "named files that do not exist:\n\(missing.joined(separator: "\n"))")
  }
}
