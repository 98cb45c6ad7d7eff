import RouteGenRuntime

extension RouteGen {
  /// A table compiled in this process from drafts (`TableDrafts`): what the generator writes into a generated
  /// `…Route+Table.swift` (`digits` and `texts`), and what tests of tiny specs parse with
  /// (`RouteTable(compiling:)`).
  package struct CompiledTableWriter {
    /// The compiled numbers.
    package let numbers: [Int32]
    /// The compiled texts, each distinct one once, in the order the numbers first name them: UTF-8, as each is
    /// a Swift string's.
    package let texts: [UInt8]

    package init(_ drafts: TableDrafts) {
      (numbers, texts) = TableCompiler(drafts).compiled()
    }

    /// The numbers as a generated file holds them (`CompiledTable`'s format), with the checksum of them and of
    /// `texts`.
    package var digits: String {
      func write(_ number: Int, to digits: inout [UInt8]) {
        precondition(number >= 0)
        var shift = 0
        while number >> (shift + 5) > 0 { shift += 5 }
        while shift > 0 {
          digits.append(CompiledTable.innerDigit + UInt8(number >> shift & 31))
          shift -= 5
        }
        digits.append(CompiledTable.lastDigit + UInt8(number & 31))
      }
      var body: [UInt8] = []
      write(texts.count, to: &body)
      write(numbers.count, to: &body)
      for number in numbers {
        let value = Int(number)
        write(value < 0 ? -2 * value - 1 : 2 * value, to: &body)
      }
      let checksum = body.withUnsafeBufferPointer { body in
        texts.withUnsafeBufferPointer { CompiledTable.checksum(digits: body, texts: $0) }
      }
      var head: [UInt8] = []
      write(RouteGen.tableFormat, to: &head)
      write(Int(checksum >> 32), to: &head)
      write(Int(checksum & 0xFFFF_FFFF), to: &head)
      return String(decoding: head + body, as: UTF8.self)
    }

    /// A text's digest as 16 hex digits: the checksum of its bytes, as a table's covers its own.
    package static func digest(_ text: String) -> String {
      let digest = Array(text.utf8).withUnsafeBufferPointer {
        CompiledTable.checksum(digits: $0, texts: UnsafeBufferPointer(start: nil, count: 0))
      }
      let hex = String(digest, radix: 16, uppercase: true)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }
  }
}

extension RouteGen.RouteTable {
  /// The table of `drafts`, compiled in this process.
  package convenience init(compiling drafts: RouteGen.TableDrafts) {
    let compiled = RouteGen.CompiledTableWriter(drafts)
    // Kept for the process's life, as a table read from a generated file is.
    let numbers = UnsafeMutablePointer<Int32>.allocate(capacity: max(compiled.numbers.count, 1))
    numbers.initialize(from: compiled.numbers, count: compiled.numbers.count)
    let texts = UnsafeMutablePointer<UInt8>.allocate(capacity: max(compiled.texts.count, 1))
    texts.initialize(from: compiled.texts, count: compiled.texts.count)
    self.init(
      RouteGen.CompiledTable.Contents(
        numbers: numbers, numberCount: compiled.numbers.count, texts: texts,
        textCount: compiled.texts.count))
  }
}
