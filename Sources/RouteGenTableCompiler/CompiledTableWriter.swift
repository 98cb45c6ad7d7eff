import RouteGenRuntime

extension RouteGen {
  /// A table compiled in this process from records (`RouteRecords`): what the generator writes into a generated
  /// `…Route+Table.swift` (`digits` and `texts`), and what tests of tiny specs parse with
  /// (`RouteTable(compiling:)`).
  package struct CompiledTableWriter {
    /// The compiled numbers.
    package let numbers: [Int32]
    /// The compiled texts: the records' bytes (some decoded or folded in place), then the derived texts. Valid
    /// UTF-8: a decoded escape is whole, and folding and a wildcard's dot change ASCII bytes alone.
    package let texts: [UInt8]

    /// Compiles `records` for production's build, or for the environment named `environment`.
    package init(records: String, environment: String? = nil) {
      let records = Array(records.utf8)
      let environmentName = Array((environment ?? "").utf8)
      let count = records.count
      // The derived texts are made from bytes of the records, each at most once, or are a few bytes of their own;
      // an environment's build copies its host for each host it renames.
      let capacity = (environment == nil ? 2 : 3) * count + 64
      let texts = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      defer { texts.deallocate() }
      texts.initialize(from: records, count: count)
      let compiled = environmentName.withUnsafeBufferPointer { name in
        TableCompiler(
          texts, count: count, capacity: capacity, environment: environment == nil ? nil : name
        ).compiled()
      }
      numbers = compiled.numbers
      self.texts = Array(UnsafeBufferPointer(start: texts, count: compiled.textsEnd))
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
  }
}

extension RouteGen.RouteTable {
  /// The table of `records`, compiled in this process, for production's build or `environment`'s.
  package convenience init(compiling records: String, environment: String? = nil) {
    let compiled = RouteGen.CompiledTableWriter(records: records, environment: environment)
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
