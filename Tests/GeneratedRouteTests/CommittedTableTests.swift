import Foundation
import RouteGenTableCompiler
import Testing

@testable import RouteGenCore
@testable import RouteGenRuntime

/// Each committed `<App>Route+Table.swift` is its spec's model compiled by today's compiler, number for number and
/// byte for byte, for production's build and each environment's: what an app reads at its
/// first parse is what the records say.
@Suite struct CommittedTableTests {
  @Test(arguments: GeneratedApp.all)
  func theCommittedTableIsItsRecordsCompiled(_ app: GeneratedApp) throws {
    let loaded = Pipeline.load(
      path: packageRoot.appendingPathComponent("Specs/\(app.name).routes.json").path)
    let model = try #require(loaded.model)
    for (index, (build, compiled)) in CompiledTables(app: model).builds.enumerated() {
      let table = app.table(index)
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

  /// No edit of a committed table is read: every digit changed to each other digit of its kind (a last digit to
  /// another last digit, an inner one to another inner one, and each to one of the other kind), and every text byte
  /// changed, is refused before a number is read by an offset, with the reason the process stops with.
  @Test(arguments: GeneratedApp.all)
  func everyOneDigitEditOfATableIsRefused(_ app: GeneratedApp) throws {
    let model = try #require(
      Pipeline.load(
        path: packageRoot.appendingPathComponent("Specs/\(app.name).routes.json").path
      ).model)
    for (build, compiled) in CompiledTables(app: model).builds {
      let digits = Array(compiled.digits.utf8)
      let texts = compiled.texts
      func refusal(_ digits: [UInt8], _ texts: [UInt8]) -> String? {
        digits.withUnsafeBufferPointer { digits in
          texts.withUnsafeBufferPointer { texts in
            switch RouteGen.CompiledTable.read(numbers: digits, texts: texts) {
            case .success: nil
            case .failure(let refusal): refusal.reason
            }
          }
        }
      }
      #expect(refusal(digits, texts) == nil, "\(app.name), \(build): the table as written")
      var read: [String] = []
      for position in digits.indices {
        let last = digits[position] < RouteGen.CompiledTable.innerDigit
        let kind = last ? RouteGen.CompiledTable.lastDigit : RouteGen.CompiledTable.innerDigit
        let other = last ? RouteGen.CompiledTable.innerDigit : RouteGen.CompiledTable.lastDigit
        for replacement in (0..<32).map({ kind + $0 }) + [other + digits[position] % 32]
        where replacement != digits[position] {
          var edited = digits
          edited[position] = replacement
          if refusal(edited, texts) == nil { read.append("digit \(position) as \(replacement)") }
        }
      }
      for position in texts.indices {
        var edited = texts
        edited[position] ^= 0x20
        if refusal(digits, edited) == nil { read.append("text byte \(position)") }
      }
      #expect(read.isEmpty, "\(app.name), \(build): edits read as a table: \(read.prefix(5))")
    }
    // A table of the format before reads as one of another version, with what to do.
    var stale = Array(CompiledTables(app: model).builds[0].table.digits.utf8)
    stale[0] -= 1
    let texts = CompiledTables(app: model).builds[0].table.texts
    let reason = stale.withUnsafeBufferPointer { digits -> String? in
      texts.withUnsafeBufferPointer { texts -> String? in
        if case .failure(let refusal) = RouteGen.CompiledTable.read(numbers: digits, texts: texts) {
          return refusal.reason
        }
        return nil
      }
    }
    #expect(reason == "it is of another RouteGen version (the runtime reads format 17)")
  }
}
