import Foundation
import Testing

@testable import RouteGenCore

/// What a team sees in a pull request: a spec change changes the generated Swift only where its route is, and two
/// branches that add different routes merge in git, to the file the merged spec generates.
@Suite struct GeneratedDiffTests {
  static let apps = ["NovaSocial", "Awful", "Unveil", "WordPress"]

  typealias Spec = [String: Any]

  static func spec(_ app: String) throws -> Spec {
    let data = try Data(contentsOf: URL(fileURLWithPath: specPath(app)))
    return try #require(try JSONSerialization.jsonObject(with: data) as? Spec)
  }

  static func text(_ spec: Spec) throws -> String {
    String(
      decoding: try JSONSerialization.data(
        withJSONObject: spec, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
  }

  static func generate(_ spec: Spec) throws -> String {
    let loaded = Pipeline.load(bytes: Array(try text(spec).utf8), path: "App.routes.json")
    let model = try #require(loaded.model, "\(loaded.diagnostics)")
    return generatedSwift(model)
  }

  static func routes(_ spec: Spec) -> [Spec] { spec["routes"] as? [Spec] ?? [] }

  static func withRoutes(_ spec: Spec, _ change: (inout [Spec]) -> Void) -> Spec {
    var spec = spec
    var routes = routes(spec)
    change(&routes)
    spec["routes"] = routes
    return spec
  }

  /// A parameterless route on the app's first form.
  static func newRoute(_ name: String, in spec: Spec) -> Spec {
    let path = name.lowercased()
    return spec["domains"] == nil
      ? ["name": name, "summary": "Added.", "scheme": path]
      : ["name": name, "summary": "Added.", "web": "/" + path]
  }

  /// The changed lines of `new` against `old` that do not belong to `route` (Swift case name): lines of a run of
  /// changes that names no route (a doc comment above a case), or names another.
  static func linesBeyond(_ route: String, _ old: String, _ new: String, others: [String])
    -> [String]
  {
    let hunks = LineDiff.unified(
      old: old.split(separator: "\n", omittingEmptySubsequences: false),
      new: new.split(separator: "\n", omittingEmptySubsequences: false), context: 0,
      maximumLines: .max)
    var runs: [[String]] = []
    var records: [String?] = []  // the route whose record each run is in
    for line in hunks {
      if line.hasPrefix("@@") {
        runs.append([])
        records.append(record(at: line, old, new))
      } else {
        runs[runs.count - 1].append(line)
      }
    }
    // Where generated code names a route: its case (`case name`, `case .name`, `return .name`, `_RouteOrdinal.name`),
    // its record (`// route name …` at a line's start, and its pairing type `_nameRecord`) and its examples
    // (`.init(…, .name(…))`, a line that starts `.name(`, `route: "name"`).
    func names(_ line: String, _ name: String) -> Bool {
      let text = line.dropFirst().trimmingCharacters(in: .whitespaces)
      return text.hasPrefix("// route \(name) ") || text.hasPrefix(".\(name)(")
        || text.hasPrefix("private typealias _\(name)Record = ")
        || line.range(
          of:
            "(case \\.?|return \\.|_RouteOrdinal\\.)\(name)\\b|\\.init\\(.*, \\.\(name)\\b|route: \"\(name)\"",
          options: .regularExpression) != nil
    }
    return zip(runs, records).flatMap { run, record in
      let isOwn =
        (record == route || run.contains { names($0, route) })
        && !run.contains { line in others.contains { names(line, $0) } }
      return isOwn ? [] : run
    }
  }

  /// The route whose table record holds a hunk's first line (`@@ -a,b +c,d @@`), in the new file (the old one for
  /// a hunk that only removes): the record's first line is `// route name …`, the others are indented under it.
  static func record(at header: String, _ old: String, _ new: String) -> String? {
    let numbers = header.split(whereSeparator: { " -+,@".contains($0) }).compactMap { Int($0) }
    guard numbers.count == 4 else { return nil }
    let (text, start) = numbers[3] > 0 ? (new, numbers[2] - 1) : (old, numbers[0] - 1)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for index in stride(from: min(start, lines.count - 1), through: 0, by: -1) {
      let line = lines[index].drop { $0 == " " }
      let words = line.split(separator: " ")
      if words.count > 2 && words[0] == "//" && words[1] == "route" { return String(words[2]) }
      if index < start && !line.hasPrefix("//   ") { return nil }
    }
    return nil
  }

  /// The patterns whose links are checked before they are given (a more specific pattern might take them), by route
  /// name, form and index.
  static func checkedPatterns(_ spec: Spec) throws -> Set<String> {
    let loaded = Pipeline.load(bytes: Array(try text(spec).utf8), path: "App.routes.json")
    guard let model = loaded.model else { throw TestFailure("\(loaded.diagnostics)") }
    return Set(
      LinkCheck.patternsToCheck(in: model).map {
        "\(model.routes[$0.route].name) \($0.kind) \($0.pattern)"
      })
  }

  @Test(arguments: apps) func aChangeToOneRouteChangesItsOwnLines(app: String) throws {
    let spec = try Self.spec(app)
    let base = try Self.generate(spec)
    let routes = Self.routes(spec)
    let middle = routes.count / 2
    let names = routes.compactMap { $0["name"] as? String }
    func check(_ changed: Spec, _ route: String, _ what: String) throws {
      let beyond = Self.linesBeyond(
        route, base, try Self.generate(changed), others: names.filter { $0 != route })
      #expect(
        beyond.count <= 3,
        "\(app), \(what): \(beyond.count) lines beyond \(route)'s:\n\(beyond.joined(separator: "\n"))"
      )
    }
    try check(
      Self.withRoutes(spec) { $0.insert(Self.newRoute("addedRoute", in: spec), at: middle) },
      "addedRoute", "adding a route")
    // A route removed: the first from the middle on whose removal leaves a valid spec (another's example may
    // link to it) and does not unshadow another route (whose builder then checks its links less).
    let checked = try Self.checkedPatterns(spec)
    let removable = try #require(
      (middle..<routes.count).first { index in
        let changed = Self.withRoutes(spec) { _ = $0.remove(at: index) }
        guard let after = try? Self.checkedPatterns(changed) else { return false }
        return after == checked.filter { !$0.hasPrefix(names[index] + " ") }
      })
    try check(
      Self.withRoutes(spec) { _ = $0.remove(at: removable) }, names[removable], "removing a route")
    try check(
      Self.withRoutes(spec) { $0[middle]["summary"] = "A summary, edited." }, names[middle],
      "editing a summary")
    // A parameter on a route whose patterns are plain paths: an optional query value on each.
    let plain = try #require(
      routes.firstIndex { route in
        (["web", "scheme"].allSatisfy {
          route[$0] == nil
            || (route[$0] as? String).map {
              !$0.contains("?") && !$0.contains("#") && !$0.contains("...")
            } == true
        })
          && route["params"] == nil && route["retired"] == nil
      })
    let withParameter = Self.withRoutes(spec) { routes in
      routes[plain]["params"] = ["extra": ["type": "string", "optional": true]]
      for form in ["web", "scheme"] {
        if let pattern = routes[plain][form] as? String {
          routes[plain][form] = pattern + "?extra={extra}"
        }
      }
    }
    try check(withParameter, names[plain], "adding a parameter")
  }

  /// The AASA files change only when what iOS reads from them changes, or a route's name or patterns: a fixed
  /// typo in a summary does not make a team redeploy them.
  @Test(arguments: apps) func aSummaryEditLeavesTheAASAFilesAsTheyAre(app: String) throws {
    func aasa(_ spec: Spec) throws -> [String] {
      let loaded = Pipeline.load(bytes: Array(try Self.text(spec).utf8), path: "App.routes.json")
      return AASARenderer().render(try #require(loaded.model, "\(loaded.diagnostics)")).map(
        \.contents)
    }
    let spec = try Self.spec(app)
    let edited = Self.withRoutes(spec) { routes in
      for index in routes.indices {
        routes[index]["summary"] = "Fixed: " + (routes[index]["summary"] as? String ?? "")
      }
    }
    let before = try aasa(spec)
    #expect(!before.isEmpty)
    #expect(try aasa(edited) == before)
    let renamed = Self.withRoutes(spec) { routes in
      // Its children name it as their parent too.
      for index in routes.indices
      where routes[index]["parent"] as? String == routes[0]["name"] as? String {
        routes[index]["parent"] = "renamedRoute"
      }
      routes[0]["name"] = "renamedRoute"
    }
    #expect(
      try aasa(renamed) != before || Self.routes(spec)[0]["web"] == nil,
      "a route's name is in its components' comments")
  }

  @Test(arguments: ["NovaSocial", "WordPress"]) func branchesAddingRoutesMergeWithoutConflict(
    app: String
  ) throws {
    let spec = try Self.spec(app)
    let routes = Self.routes(spec)
    let first = Self.withRoutes(spec) { $0.insert(Self.newRoute("addedFirst", in: spec), at: 1) }
    let second = Self.withRoutes(spec) {
      $0.insert(Self.newRoute("addedSecond", in: spec), at: routes.count - 1)
    }
    let both = Self.withRoutes(first) {
      $0.insert(Self.newRoute("addedSecond", in: spec), at: routes.count)
    }

    let repository = try GitRepository()
    defer { repository.remove() }
    let folder = repository.folder
    let merge = try repository.mergeBranches(base: spec, first: first, second: second) { spec in
      try Self.text(spec).write(
        to: folder.appendingPathComponent("App.routes.json"), atomically: true, encoding: .utf8)
      try Self.generate(spec).write(
        to: folder.appendingPathComponent("AppRoute.swift"), atomically: true, encoding: .utf8)
    }
    #expect(merge.status == 0, "\(app): \(merge.output)")
    let merged = try String(
      contentsOf: folder.appendingPathComponent("AppRoute.swift"), encoding: .utf8)
    #expect(
      merged == (try Self.generate(both)),
      "\(app): the merged file is not what the merged spec generates")
    let mergedSpec = try String(
      contentsOf: folder.appendingPathComponent("App.routes.json"), encoding: .utf8)
    #expect(mergedSpec == (try Self.text(both)))
  }
}
