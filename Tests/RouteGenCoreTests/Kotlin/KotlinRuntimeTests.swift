import Foundation
import RouteGenTableCompiler
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenRuntime

/// The Kotlin runtime reads every link as the Swift runtime does, value for value and error for error, on the same
/// compiled table: the apps' examples, links of random values of every route, and variations of each that real
/// links and attackers produce (`RandomValues.mutations`). The rulebook holds the Swift runtime to each rule's
/// cases, and the Kotlin runtime to the Swift one on each of them too (`Rulebook.check`).
@Suite struct KotlinRuntimeTests {
  @Test(arguments: ["NovaSocial", "WordPress", "iBurn", "Awful", "Ghost", "Unveil", "Shop"])
  func theKotlinRuntimeReadsEveryLinkAsTheSwiftRuntime(_ name: String) throws {
    let runtime = try KotlinRuntime.shared.get()
    let production = try #require(Pipeline.load(path: specPath(name)).model)
    for app in [production] + production.environments.map(\.app) {
      var random = RandomValues(app: app, generator: SeededGenerator(seed: 72))
      let builder = URLBuilder(app: app)
      var links = production.routes.flatMap { $0.examples.map(\.value) }
      for route in app.routes where !route.isRetired {
        for _ in 0..<8 {
          let value = random.value(for: route, allowDestinations: false)
          for form in FormKind.allCases {
            guard let link = builder.url(for: value, form: form) else { continue }
            links.append(link)
            links += random.mutations(of: link)
          }
        }
      }
      links += [
        "", "nova", "https://", "https:///", "HTTPS://NOVA.SOCIAL/USER/1", "\t https://a.b/ \n",
      ]
      let drafts = RouteGen.TableDrafts(app: app)
      let compiled = RouteGen.CompiledTableWriter(drafts)
      let table = RouteGen.RouteTable(compiling: drafts)
      let kotlin = runtime.answers(digits: compiled.digits, texts: compiled.texts, links: links)
      var differences: [String] = []
      for (link, read) in zip(links, kotlin) where KotlinRuntime.answer(link, table) != read {
        differences.append(
          "\(link)\n  Swift:  \(KotlinRuntime.answer(link, table))\n  Kotlin: \(read)")
      }
      #expect(
        differences.isEmpty,
        "\(name): \(differences.count) of \(links.count) links read otherwise:\n\(differences.prefix(8).joined(separator: "\n"))"
      )
    }
  }

  /// A table the Kotlin runtime cannot read stops with what to do, as the Swift runtime's does.
  @Test func anEditedTableIsRefused() throws {
    let runtime = try KotlinRuntime.shared.get()
    let model = try #require(Pipeline.load(path: specPath("NovaSocial")).model)
    let compiled = RouteGen.CompiledTableWriter(RouteGen.TableDrafts(app: model))
    var digits = Array(compiled.digits.utf8)
    digits[digits.count / 2] = digits[digits.count / 2] == 0x31 ? 0x32 : 0x31
    let read = runtime.answers(
      digits: String(decoding: digits, as: UTF8.self), texts: compiled.texts,
      links: ["https://nova.social/feed"])
    #expect(read == ["the table was refused: refused"])
  }
}
