import Foundation
import Testing

@testable import RouteGenCore

/// A team's branches, merged by git itself: two branches that change routes at least one route apart (add and
/// add, add and remove, edit and edit) merge the spec and every generated file a reviewer reads without a
/// conflict; git stops only at the compiled route table, and regenerating resolves it: the merged folder is then
/// byte for byte what the merged spec generates, so that CI's drift check passes on the merge commit.
@Suite struct GeneratedMergeTests {
  typealias Spec = GeneratedDiffTests.Spec

  struct Scenario: Sendable, CustomTestStringConvertible {
    var app: String
    var name: String
    var testDescription: String { "\(app): \(name)" }
  }

  static let scenarios = ["NovaSocial", "Awful", "WordPress"].flatMap { app in
    ["add and add", "add and remove", "edit and edit"].map { Scenario(app: app, name: $0) }
  }

  /// The two branches' specs and the spec their merge must be.
  static func branches(_ scenario: Scenario) throws -> (first: Spec, second: Spec, merged: Spec) {
    let spec = try GeneratedDiffTests.spec(scenario.app)
    let routes = GeneratedDiffTests.routes(spec)
    let added = GeneratedDiffTests.newRoute("addedFirst", in: spec)
    let first = GeneratedDiffTests.withRoutes(spec) { $0.insert(added, at: 1) }
    switch scenario.name {
    case "add and add":
      let other = GeneratedDiffTests.newRoute("addedSecond", in: spec)
      let second = GeneratedDiffTests.withRoutes(spec) { $0.insert(other, at: routes.count - 1) }
      return (
        first, second, GeneratedDiffTests.withRoutes(first) { $0.insert(other, at: routes.count) }
      )
    case "add and remove":
      // The last route whose removal leaves a valid spec (another route's example may link to it).
      let index = try #require(
        (2..<routes.count).reversed().first { index in
          let removed = GeneratedDiffTests.withRoutes(spec) { _ = $0.remove(at: index) }
          return (try? GeneratedDiffTests.generate(removed)) != nil
        })
      let second = GeneratedDiffTests.withRoutes(spec) { _ = $0.remove(at: index) }
      return (first, second, GeneratedDiffTests.withRoutes(first) { _ = $0.remove(at: index + 1) })
    default:
      // One branch edits the second route's summary, the other gives a web route near the end an alias.
      let edited = GeneratedDiffTests.withRoutes(spec) {
        $0[1]["summary"] = "Edited on one branch."
      }
      let index = try #require(
        (2..<routes.count).reversed().first {
          routes[$0]["web"] != nil && routes[$0]["params"] == nil
        })
      func alias(_ spec: Spec) -> Spec {
        GeneratedDiffTests.withRoutes(spec) { routes in
          let web = routes[index]["web"]
          routes[index]["web"] = (web as? [Any] ?? [web as Any]) + ["/alias-on-the-other-branch"]
        }
      }
      return (edited, alias(spec), alias(edited))
    }
  }

  @Test(arguments: scenarios)
  func branchesThatChangeDifferentRoutesMergeEveryGeneratedFile(_ scenario: Scenario) throws {
    let (first, second, merged) = try Self.branches(scenario)
    let base = try GeneratedDiffTests.spec(scenario.app)
    let repository = try GitRepository()
    defer { repository.remove() }
    let folder = repository.folder
    let specFile = folder.appendingPathComponent("App.routes.json")
    let tool = CommandLineTool(standardOutput: { _ in }, standardError: { _ in })
    // Each version: the spec, and what routegen generates from it into `Generated/`.
    let merge = try repository.mergeBranches(base: base, first: first, second: second) { spec in
      try GeneratedDiffTests.text(spec).write(to: specFile, atomically: true, encoding: .utf8)
      #expect(
        tool.run([
          "generate", specFile.path, "--output", folder.appendingPathComponent("Generated").path,
        ]) == .success)
    }
    let conflicted = try repository.finishMerge(merge) {
      #expect(
        tool.run([
          "generate", specFile.path, "--output", folder.appendingPathComponent("Generated").path,
        ]) == .success)
    }
    try #require(
      conflicted.allSatisfy { $0 == "Generated/\(scenario.app)/\(scenario.app)Route+Table.swift" },
      "\(scenario.app), \(scenario.name): git stopped at a conflict:\n\(merge.output)")
    #expect(
      try String(contentsOf: specFile, encoding: .utf8) == (try GeneratedDiffTests.text(merged)))

    // Every generated file of the merge is what the merged spec generates: the drift check passes as merged.
    let files = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("Generated/\(scenario.app)").path)
    #expect(
      files.contains(Manifest.fileName) && files.contains("ROUTES.md")
        && files.contains("\(scenario.app)Route.swift"))
    #expect(
      tool.run([
        "generate", "--check", specFile.path, "--output",
        folder.appendingPathComponent("Generated").path,
      ]) == .success,
      "\(scenario.app), \(scenario.name): the merged Generated/ is not what the merged spec generates"
    )
    #expect(
      tool.run([
        "generate", specFile.path, "--output", folder.appendingPathComponent("Generated").path,
      ]) == .success)
    #expect(
      try repository.git("status", "--porcelain").output.isEmpty,
      "regenerating the merge changes nothing")
  }

  /// The promise's edge, as git draws it: two branches that each append a route at the end of the spec change
  /// neighbouring lines, so git stops at a conflict in the spec, and in the generated files, whose routes are in
  /// the spec's order. (The docs say so: a route apart merges, neighbours do not.)
  @Test func twoRoutesAppendedAtTheEndConflict() throws {
    let base = try GeneratedDiffTests.spec("NovaSocial")
    let count = GeneratedDiffTests.routes(base).count
    func appending(_ name: String) -> GeneratedDiffTests.Spec {
      let route = GeneratedDiffTests.newRoute(name, in: base)
      return GeneratedDiffTests.withRoutes(base) { $0.insert(route, at: count) }
    }
    let repository = try GitRepository()
    defer { repository.remove() }
    let specFile = repository.folder.appendingPathComponent("App.routes.json")
    let output = repository.folder.appendingPathComponent("Generated").path
    let tool = CommandLineTool(standardOutput: { _ in }, standardError: { _ in })
    let merge = try repository.mergeBranches(
      base: base, first: appending("addedFirst"), second: appending("addedSecond")
    ) { spec in
      try GeneratedDiffTests.text(spec).write(to: specFile, atomically: true, encoding: .utf8)
      #expect(tool.run(["generate", specFile.path, "--output", output]) == .success)
    }
    #expect(merge.status != 0, "git merged two appended routes: the docs' promise can say more")
    let conflicted = try repository.git("diff", "--name-only", "--diff-filter=U").output
    #expect(conflicted.contains("App.routes.json"), "\(conflicted)")
    #expect(conflicted.contains("Generated/NovaSocial/NovaSocialRoute.swift"), "\(conflicted)")
  }

  /// Branches that change the same route conflict, as they should; `generate` then rewrites every file from the
  /// resolved spec, reading the manifest that git left with conflict markers.
  @Test func aConflictedManifestReadsAsBothSides() throws {
    let text = """
      # routegen: the files below were generated here
      <<<<<<< HEAD
      A.swift
      apple-app-site-association.one.example
      =======
      A.swift
      apple-app-site-association.two.example
      >>>>>>> other
      ROUTES.md
      """
    let manifest = try #require(Manifest(text: text))
    #expect(
      manifest.names == [
        "A.swift", "apple-app-site-association.one.example",
        "apple-app-site-association.two.example", "ROUTES.md",
      ])
    #expect(
      Manifest(text: "0123456789abcdef 42 Old.swift\n")?.names == ["Old.swift"],
      "an earlier version's manifest")
  }
}
