import Foundation
import RouteGenTableCompiler
import Testing

@testable import RouteGenCore
@testable import RouteGenRuntime

/// Each committed `<App>Route+Table.swift` is its `<App>Route.swift`'s records compiled by today's compiler,
/// number for number and byte for byte, for production's build and each environment's: what an app reads at its
/// first parse is what the records say.
@Suite struct CommittedTableTests {
  @Test(arguments: GeneratedApp.all)
  func theCommittedTableIsItsRecordsCompiled(_ app: GeneratedApp) throws {
    let loaded = Pipeline.load(
      path: packageRoot.appendingPathComponent("Specs/\(app.name).routes.json").path)
    let model = try #require(loaded.model)
    let records = SwiftRenderer().source(for: model).records
    let builds = [nil] + model.environments.map(\.name)
    for (index, environment) in builds.enumerated() {
      let compiled = RouteGen.CompiledTableWriter(records: records, environment: environment)
      let table = app.table(index)
      let build = environment ?? "production"
      try #require(
        table.numberCount == compiled.numbers.count && table.textCount == compiled.texts.count,
        "\(app.name), \(build): \(table.numberCount) numbers and \(table.textCount) text bytes committed, \(compiled.numbers.count) and \(compiled.texts.count) compiled"
      )
      let numbers = Array(UnsafeBufferPointer(start: table.numbers, count: table.numberCount))
      let texts = Array(UnsafeBufferPointer(start: table.texts, count: table.textCount))
      let number = numbers.indices.first { numbers[$0] != compiled.numbers[$0] }
      let byte = texts.indices.first { texts[$0] != compiled.texts[$0] }
      #expect(number == nil, "\(app.name), \(build): the numbers differ from number \(number ?? 0)")
      #expect(byte == nil, "\(app.name), \(build): the texts differ from byte \(byte ?? 0)")
    }
  }
}
