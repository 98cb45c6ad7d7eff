import Foundation
import Testing

@testable import RouteGenCore

/// A spec split by feature (`"include"`): it generates what one file with the same routes in name order does, but
/// for each route's source note; a route moved between files changes only that note; diagnostics point into the
/// file that has the problem; the app's keys are written once.
@Suite struct SpecPartsTests {
  typealias Spec = GeneratedDiffTests.Spec

  static let root = "Specs/App.routes.json"
  static let first = "Features/First.routes-part.json"
  static let second = "Features/Second.routes-part.json"

  /// A split spec's files, by their paths from the current folder.
  struct Files {
    var texts: [String: String] = [:]

    func load() -> Pipeline.Loaded {
      Pipeline.load(bytes: Array(texts[SpecPartsTests.root]!.utf8), path: SpecPartsTests.root) {
        texts[$0].map { Array($0.utf8) }
      }
    }

    /// The rendered files, or the diagnostics that stopped them.
    func render() throws -> [OutputFile] {
      let loaded = load()
      return Pipeline.render(try #require(loaded.model, "\(loaded.diagnostics)"))
    }

    /// The diagnostics as printed.
    var diagnostics: [String] { load().diagnostics.map(\.description) }

    /// The last line of `text` in the file at `path` (1-based), to check a diagnostic's position.
    func line(of text: String, in path: String) -> Int? {
      texts[path]?.split(separator: "\n", omittingEmptySubsequences: false).lastIndex {
        $0.contains(text)
      }.map { $0 + 1 }
    }
  }

  /// `app`'s spec as a spec that keeps every third route and two parts that share the others by turns; `place`
  /// may put a route in another file than its turn gives (nil: the spec itself).
  static func split(_ app: String, place: [String: String?] = [:]) throws -> Files {
    var spec = try GeneratedDiffTests.spec(app)
    var routes: [String?: [Spec]] = [:]
    for (index, route) in GeneratedDiffTests.routes(spec).enumerated() {
      let turn = [nil, first, second][index % 3]
      let file = place[route["name"] as! String] ?? turn
      routes[file, default: []].append(route)
    }
    spec["routes"] = routes[nil] ?? []
    spec["include"] = ["../\(first)", "../\(second)"]
    var files = Files()
    files.texts[root] = try GeneratedDiffTests.text(spec)
    for part in [first, second] {
      files.texts[part] = try GeneratedDiffTests.text(["routes": routes[part] ?? []])
    }
    return files
  }

  /// A one-file spec: the files' own text, a spec with `routes` and `include` that adds nothing.
  static func oneFile(_ text: String) -> Files {
    Files(texts: [root: text])
  }

  @Test(arguments: ["NovaSocial", "Awful", "WordPress", "Shop"])
  func aSplitSpecGeneratesWhatOneFileWithItsRoutesInNameOrderDoes(_ app: String) throws {
    var spec = try GeneratedDiffTests.spec(app)
    spec["routes"] = GeneratedDiffTests.routes(spec).sorted {
      ($0["name"] as! String).utf8.lexicographicallyPrecedes(($1["name"] as! String).utf8)
    }
    let whole = try Self.oneFile(GeneratedDiffTests.text(spec)).render()
    let split = try Self.split(app).render()
    #expect(split.map(\.path) == whole.map(\.path))
    for (part, one) in zip(split, whole) {
      #expect(withoutSourceNotes(part.contents) == one.contents, "\(app): \(part.path)")
    }
    // Each route's note names its file as the spec cites it: the parts beside the spec's folder.
    let swift = try #require(split.first { $0.path.hasSuffix("Route.swift") }).contents
    let notes = swift.split(separator: "\n").filter { $0.contains("/// - Spec: ") }
    #expect(notes.count == GeneratedDiffTests.routes(spec).count { $0["retired"] == nil })
    #expect(
      Set(notes.map { String($0.split(separator: "`")[1]) }) == [
        Self.root, Self.first, Self.second,
      ])
  }

  @Test func aRouteMovedToAnotherFileChangesOnlyItsSourceNote() throws {
    let before = try Self.split("NovaSocial")
    // `post` is the spec's 6th route (index 5): the second part's by turns.
    let moved = try Self.split("NovaSocial", place: ["post": Self.first])
    #expect(before.texts[Self.second]!.contains("\"post\""))
    #expect(moved.texts[Self.first]!.contains("\"post\""))
    for (old, new) in zip(try before.render(), try moved.render()) {
      let oldLines = old.contents.split(separator: "\n", omittingEmptySubsequences: false)
      let newLines = new.contents.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(oldLines.count == newLines.count, "\(old.path)")
      let changed = zip(oldLines, newLines).filter { $0 != $1 }
      switch old.path {
      case "NovaSocial/NovaSocialRoute.swift":
        #expect(changed.map(\.1) == ["  /// - Spec: `\(Self.first)`"])
      case "NovaSocial/ROUTES.md":
        #expect(changed.count == 1 && changed[0].1.hasPrefix("| `post` |"))
        #expect(changed.first?.1.hasSuffix(" `\(Self.first)` |") == true)
      default:
        #expect(changed.isEmpty, "\(old.path)")
      }
    }
  }

  @Test func diagnosticsPointIntoTheFileWithTheProblemInIncludeOrder() throws {
    var files = try Self.split("NovaSocial")
    let second = files.texts[Self.second]!
    let auth = try #require(second.range(of: "\"auth\" : \"required\""))
    files.texts[Self.second] = second.replacingCharacters(in: auth, with: "\"requiresAuth\" : true")
    files.texts[Self.first] = files.texts[Self.first]!.replacing(
      "\"name\" : \"userProfile\"", with: "\"name\" : \"userProfile\",\n\"feture\" : \"x\"")
    files.texts[Self.root] = files.texts[Self.root]!.replacing(
      "\"maxURLLength\"", with: "\"maxURLLengt\"")
    let printed = files.diagnostics.filter { $0.contains(": error: ") }
    let secondLine = try #require(files.line(of: "requiresAuth", in: Self.second))
    let firstLine = try #require(files.line(of: "feture", in: Self.first))
    let rootLine = try #require(files.line(of: "maxURLLengt", in: Self.root))
    #expect(printed.count == 3, "\(printed)")
    #expect(printed.first?.hasPrefix("\(Self.root):\(rootLine):") == true, "\(printed)")
    #expect(printed.dropFirst().first?.hasPrefix("\(Self.first):\(firstLine):") == true)
    #expect(printed.last?.hasPrefix("\(Self.second):\(secondLine):") == true)
    #expect(printed.last?.contains("unknown key 'requiresAuth'; did you mean 'auth'?") == true)
  }

  @Test func theAppsKeysAreWrittenOnceAndAPartSaysWhere() throws {
    var files = try Self.split("NovaSocial")
    files.texts[Self.first] = #"{"domains": ["nova.social"], "include": [], "routes": []}"#
    let domains = try #require(files.line(of: "\"domains\"", in: Self.root))
    let printed = files.diagnostics
    #expect(
      printed.contains(
        "\(Self.first):1:2: error: 'domains' is a key of the whole app: it is written once, in \(Self.root) (line \(domains)), the spec that includes this part; remove it here"
      ), "\(printed)")
    #expect(
      printed.contains(
        "\(Self.first):1:30: error: a part of a spec includes no other parts; list it in \(Self.root)'s \"include\" instead"
      ), "\(printed)")
  }

  @Test func anEnumIsDeclaredInOneFile() throws {
    var files = try Self.split("Shop")
    let root = try #require(files.texts[Self.root])
    let enums = try #require(
      (try JSONSerialization.jsonObject(with: Data(root.utf8)) as? Spec)?["enums"] as? Spec)
    let name = try #require(enums.keys.sorted().first)
    let part = try GeneratedDiffTests.text(["enums": [name: enums[name]!], "routes": []])
    files.texts[Self.first] = part
    let printed = files.diagnostics.filter { $0.contains("error") }
    let declared = try #require(files.line(of: "\"\(name)\" : {", in: Self.root))
    #expect(printed.count == 1, "\(printed)")
    #expect(printed.first?.hasPrefix("\(Self.first):") == true)
    #expect(
      printed.first?.contains(
        "the enum '\(name)' is declared too at \(Self.root), line \(declared); declare it once, in the spec or in one part"
      ) == true, "\(printed)")
  }

  @Test func aMessageAboutTwoRoutesNamesTheOtherFile() throws {
    var files = try Self.split("NovaSocial")
    // A second `feed` (the spec's first route) in the second part.
    files.texts[Self.second] = files.texts[Self.second]!.replacing(
      "\"name\" : \"post\"", with: "\"name\" : \"feed\"")
    let feed = try #require(files.line(of: "\"name\" : \"feed\"", in: Self.root))
    let printed = files.diagnostics.filter { $0.contains("error") }
    #expect(
      printed.contains {
        $0.hasPrefix(Self.second)
          && $0.contains("as route 'feed' (\(Self.root), line \(feed)); rename one of them")
      }, "\(printed)")
  }

  @Test(arguments: [
    ("Cart.json", "a part's file name ends in .routes-part.json (Cart.routes-part.json)"),
    ("/abs/Cart.routes-part.json", "'include' lists parts by their path relative to this spec"),
    (
      "Missing.routes-part.json",
      "cannot read the part 'Missing.routes-part.json' (at Specs/Missing.routes-part.json)"
    ),
    ("../\(first)", "'../Features/First.routes-part.json' is included twice (first at line"),
  ])
  func aWrongIncludeIsAnErrorAtItsEntry(_ entry: String, _ message: String) throws {
    var files = try Self.split("NovaSocial")
    var spec = try #require(
      try JSONSerialization.jsonObject(with: Data(files.texts[Self.root]!.utf8)) as? Spec)
    spec["include"] = ["../\(Self.first)", "../\(Self.second)", entry]
    files.texts[Self.root] = try GeneratedDiffTests.text(spec)
    let printed = files.diagnostics.filter { $0.contains("error") }
    let line = try #require(
      files.line(of: "\"\(entry.replacing("/", with: "\\/"))\"", in: Self.root)
        ?? files.line(of: "\"\(entry)\"", in: Self.root))
    #expect(printed.count == 1, "\(printed)")
    #expect(printed.first?.hasPrefix("\(Self.root):\(line):") == true, "\(printed)")
    #expect(printed.first?.contains(message) == true, "\(printed)")
  }

  @Test func pathsJoinAsTheFileSystemDoes() {
    #expect(
      SpecParts.joined("A.routes-part.json", after: "App.routes.json") == "A.routes-part.json")
    #expect(
      SpecParts.joined("../Cart/C.routes-part.json", after: "Specs/App.routes.json")
        == "Cart/C.routes-part.json")
    #expect(
      SpecParts.joined("./F/../G/C.routes-part.json", after: "/r/Specs/App.routes.json")
        == "/r/Specs/G/C.routes-part.json")
    #expect(
      SpecParts.joined("../C.routes-part.json", after: "App.routes.json") == "../C.routes-part.json"
    )
  }
}

/// Every command takes a spec with parts, as a team runs them from the repository's root; and two branches that
/// add routes to two parts merge in git with no conflict in any file.
@Suite struct SpecPartsCommandTests {
  typealias Files = SpecPartsTests.Files

  /// A folder of files, deleted when done.
  struct Folder {
    var url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-parts-\(UUID().uuidString)")

    func write(_ files: Files, under prefix: String = "") throws {
      for (path, text) in files.texts {
        let file = url.appendingPathComponent(prefix + path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
      }
    }

    /// `routegen` run in this folder: its status and its output and errors together.
    func routegen(_ arguments: String...) throws -> (status: Int32, output: String) {
      try runProcess(
        "sh", ["-c", "cd \"$0\" && exec \"$@\"", url.path, routegenBinary()] + arguments)
    }

    func text(_ path: String) throws -> String {
      try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }
  }

  @Test func everyCommandReadsTheParts() throws {
    let folder = Folder()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    try folder.write(try SpecPartsTests.split("NovaSocial"))
    let spec = SpecPartsTests.root

    let validated = try folder.routegen("validate", spec)
    #expect(
      validated.status == 0 && validated.output.contains("19 routes, no errors"), "\(validated)")
    #expect(try folder.routegen("generate", spec, "--output", "Generated").status == 0)
    #expect(try folder.routegen("generate", "--check", spec, "--output", "Generated").status == 0)
    let swift = try folder.text("Generated/NovaSocial/NovaSocialRoute.swift")
    #expect(swift.contains("  /// - Spec: `\(SpecPartsTests.second)`\n  case post(postId: String)"))

    // `post` is declared in the second part.
    let matched = try folder.routegen("match", spec, "https://nova.social/p/456")
    #expect(matched.status == 0 && matched.output.contains("post"), "\(matched)")
    let links = folder.url.appendingPathComponent("links.txt")
    try "https://nova.social/p/456\tpost\tpostId=456\nnovasocial://settings\tsettings\n".write(
      to: links, atomically: true, encoding: .utf8)
    let replayed = try folder.routegen("match", spec, "--urls", "links.txt")
    #expect(replayed.status == 0, "\(replayed)")
    let verified = try folder.routegen(
      "verify", spec, "--file", "nova.social=Generated/NovaSocial/apple-app-site-association")
    #expect(verified.status == 0, "\(verified)")

    // The old version, in two files of its own, against the new one with a route moved to the other part and
    // another's path changed: the move is no change, the path a break, reported in the part that has it now.
    try folder.write(try SpecPartsTests.split("NovaSocial"), under: "old/")
    var new = try SpecPartsTests.split("NovaSocial", place: ["post": SpecPartsTests.first])
    new.texts[SpecPartsTests.second] = new.texts[SpecPartsTests.second]!
      .replacing("\"\\/profile\"", with: "\"\\/me\"").replacing(
        "https:\\/\\/nova.social\\/profile", with: "https:\\/\\/nova.social\\/me")
    try folder.write(new)
    let broken = try folder.routegen("breaking", spec, "--against", "old/\(spec)")
    #expect(broken.status == 1, "\(broken)")
    // The part's first route: its object starts at line 3.
    #expect(
      broken.output.contains(
        "\(SpecPartsTests.second):3:5: error: route 'currentUserProfile': https://nova.social/profile reached currentUserProfile before"
      ), "\(broken)")
    #expect(broken.output.contains("1 break(s) of links of old/\(spec)"), "\(broken)")
  }

  @Test func breakingReadsTheOldFilesFromAGitRevision() throws {
    let repository = try GitRepository()
    defer { repository.remove() }
    let folder = Folder(url: repository.folder)
    try folder.write(try SpecPartsTests.split("NovaSocial"))
    #expect(try repository.git("add", "-A").status == 0)
    #expect(try repository.git("commit", "-q", "-m", "published").status == 0)
    let unchanged = try folder.routegen("breaking", SpecPartsTests.root, "--against-git", "HEAD")
    #expect(unchanged.status == 0, "\(unchanged)")
    #expect(unchanged.output.contains("every link of HEAD:\(SpecPartsTests.root) still opens"))

    // A route deleted from a part breaks its links, reported in the revision's file.
    var new = try SpecPartsTests.split("NovaSocial", place: ["post": SpecPartsTests.first])
    let first = try #require(
      try JSONSerialization.jsonObject(with: Data(new.texts[SpecPartsTests.first]!.utf8))
        as? GeneratedDiffTests.Spec)
    new.texts[SpecPartsTests.first] = try GeneratedDiffTests.text([
      "routes": GeneratedDiffTests.routes(first).filter { $0["name"] as? String != "post" }
    ])
    try folder.write(new)
    let broken = try folder.routegen("breaking", SpecPartsTests.root, "--against-git", "HEAD")
    #expect(broken.status == 1, "\(broken)")
    // Each at the route's place in the revision's file, which the working tree no longer has.
    #expect(
      broken.output.contains(
        "HEAD:\(SpecPartsTests.second):14:5: error: route 'post' is gone (to retire it on purpose, keep it with \"retired\"): https://nova.social/post/456"
      ), "\(broken)")
    let unknown = try folder.routegen(
      "breaking", SpecPartsTests.root, "--against-git", "no-such-rev")
    #expect(unknown.status == 1)
    #expect(
      unknown.output.contains("no-such-rev:\(SpecPartsTests.root):1:1: error: git has no such file")
    )
    #expect(
      try folder.routegen("breaking", SpecPartsTests.root, "--against-git", "--output=x").status
        == 2)
  }

  /// The issue's promise: each feature team owns its file, and two branches that add a route each to two parts
  /// merge with no conflict in any file, into what the merged spec generates (the routes are a route apart in
  /// name order, as the docs say).
  @Test func twoBranchesAddingRoutesToTwoPartsMergeEveryFile() throws {
    let base = try SpecPartsTests.split("NovaSocial")
    func adding(_ name: String, to part: String) throws -> Files {
      var files = base
      var routes = GeneratedDiffTests.routes(
        try #require(
          try JSONSerialization.jsonObject(with: Data(files.texts[part]!.utf8))
            as? GeneratedDiffTests.Spec))
      routes.append(
        GeneratedDiffTests.newRoute(name, in: try GeneratedDiffTests.spec("NovaSocial")))
      files.texts[part] = try GeneratedDiffTests.text(["routes": routes])
      return files
    }
    let first = try adding("bookmarks", to: SpecPartsTests.first)
    let second = try adding("wallet", to: SpecPartsTests.second)
    let repository = try GitRepository()
    defer { repository.remove() }
    let folder = Folder(url: repository.folder)
    let merge = try repository.mergeBranches(base: base, first: first, second: second) { files in
      try folder.write(files)
      #expect(
        try folder.routegen("generate", SpecPartsTests.root, "--output", "Generated").status == 0)
    }
    let conflicted = try repository.finishMerge(merge) {
      let regenerated = try folder.routegen(
        "generate", SpecPartsTests.root, "--output", "Generated")
      #expect(regenerated.status == 0)
    }
    try #require(
      conflicted.allSatisfy { $0 == "Generated/NovaSocial/NovaSocialRoute+Table.swift" },
      "git stopped at a conflict:\n\(merge.output)")
    #expect(try folder.text(SpecPartsTests.first) == first.texts[SpecPartsTests.first])
    #expect(try folder.text(SpecPartsTests.second) == second.texts[SpecPartsTests.second])
    let check = try folder.routegen(
      "generate", "--check", SpecPartsTests.root, "--output", "Generated")
    #expect(
      check.status == 0, "the merged Generated/ is not what the merged spec generates: \(check)")
    let swift = try folder.text("Generated/NovaSocial/NovaSocialRoute.swift")
    #expect(swift.contains("case bookmarks") && swift.contains("case wallet"))
  }
}
