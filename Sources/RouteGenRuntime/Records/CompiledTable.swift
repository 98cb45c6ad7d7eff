extension RouteGen {
  /// A compiled table as a generated `…Route+Table.swift` holds it: what `TableCompiler` made from the records
  /// when the file was generated, so that an app's first parse reads it in one pass instead of compiling the
  /// records (the generator's `CompiledTableWriter` writes it).
  ///
  /// The compiled table's texts are the records' bytes, with a few changed where the compiler decoded or folded a
  /// text in place, then the texts it derived; so the file holds the changes and the derived texts, not the
  /// records again. It is a run of numbers, in order: the format (`tableFormat`), the records' byte count and
  /// checksum (`checksum`), the derived texts' byte count, the changes (a count; each the distance from the last
  /// change's position, and the byte), the derived texts' bytes, the numbers' count and the numbers.
  ///
  /// Each number is written in base 32, the top digit first: a digit before the last is one of `]` to `|`, the
  /// last one of `0` to `O`; a number that may be negative (the table's) is zigzagged (`-1` is 1, `1` is 2). No
  /// digit is `"`, `#` or `\`, so the text is a raw literal as it is, and most numbers are one or two bytes. A NUL
  /// may end the text.
  package enum CompiledTable {
    package static let lastDigit: UInt8 = 0x30
    package static let innerDigit: UInt8 = 0x5D
    private static let regenerate = "regenerate the routes with this RouteGen version"
    private static let notATable = "route table: not a compiled table; \(regenerate)"

    /// The FNV-1a hash of the records, which a debug build checks them against (a compiled table of other records
    /// points at the wrong texts: a merge that took one side of a generated file, say).
    package static func checksum(_ records: UnsafeBufferPointer<UInt8>) -> Int {
      var hash: UInt32 = 2_166_136_261
      for byte in records { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      return Int(hash)
    }

    /// Why `compiled` is not a table of `records` that this runtime reads (nil: it is one): of another format, or of
    /// other records (a merge that took one side of a generated file), by their byte count and, with `checksum`,
    /// their checksum too.
    static func mismatch(
      records: UnsafeBufferPointer<UInt8>, compiled: UnsafeBufferPointer<UInt8>, checksum: Bool
    ) -> String? {
      guard var reader = Reader(compiled) else { return notATable }
      return readHeader(&reader, records: records, checksum: checksum)
    }

    /// Reads the header (the format, the records' byte count and checksum); why it is not of `records`, or nil.
    private static func readHeader(
      _ reader: inout Reader, records: UnsafeBufferPointer<UInt8>, checksum: Bool
    ) -> String? {
      guard reader.next() == tableFormat else {
        return "route table: of another RouteGen version; \(regenerate)"
      }
      let count = reader.next()
      let stored = reader.next()
      guard count == records.count, !checksum || stored == Self.checksum(records) else {
        return
          "route table: the compiled table (…Route+Table.swift) is not of this file's records; \(regenerate)"
      }
      return nil
    }

    /// The numbers and texts of a table: the records copied, the changes made, the derived texts after them.
    static func read(records: UnsafeBufferPointer<UInt8>, compiled: UnsafeBufferPointer<UInt8>)
      -> (
        numbers: UnsafePointer<Int32>, numberCount: Int, texts: UnsafePointer<UInt8>, textCount: Int
      )
    {
      guard var reader = Reader(compiled) else { preconditionFailure(notATable) }
      // The checksum in debug builds only: it reads every byte of the records.
      var checksum = false
      assert(
        {
          checksum = true
          return true
        }())
      if let mismatch = readHeader(&reader, records: records, checksum: checksum) {
        preconditionFailure(mismatch)
      }
      let count = records.count
      let derivedCount = reader.next()
      let texts = UnsafeMutablePointer<UInt8>.allocate(capacity: count &+ derivedCount &+ 1)
      if let start = records.baseAddress { texts.initialize(from: start, count: count) }
      var position = 0
      for _ in 0..<reader.next() {
        position &+= reader.next()
        precondition(position < count, "route table: a change past the records; \(regenerate)")
        texts[position] = UInt8(truncatingIfNeeded: reader.next())
      }
      for offset in 0..<derivedCount {
        texts[count &+ offset] = UInt8(truncatingIfNeeded: reader.next())
      }
      let numberCount = reader.next()
      let numbers = UnsafeMutablePointer<Int32>.allocate(capacity: max(numberCount, 1))
      for index in 0..<numberCount {
        let zigzag = reader.next()
        numbers[index] = Int32(truncatingIfNeeded: zigzag >> 1 ^ -(zigzag & 1))
      }
      precondition(reader.at == reader.end, "route table: unread numbers; \(regenerate)")
      return (UnsafePointer(numbers), numberCount, UnsafePointer(texts), count &+ derivedCount)
    }

    private struct Reader {
      var at: UnsafePointer<UInt8>
      let end: UnsafePointer<UInt8>

      /// A reader of `compiled` (but for the NUL a generated file ends it with); nil unless it ends with a last
      /// digit. Every number ends with one, so a text that ends with one ends no number early: `next` checks the end
      /// once per number, not per digit.
      init?(_ compiled: UnsafeBufferPointer<UInt8>) {
        let count = compiled.last == 0 ? compiled.count &- 1 : compiled.count
        guard let base = compiled.baseAddress, count > 0, base[count &- 1] &- lastDigit < 32 else {
          return nil
        }
        (at, end) = (base, base + count)
      }

      @inline(__always) mutating func next() -> Int {
        precondition(at < end, "route table: the compiled table ends early")
        var value = 0
        var byte = at.pointee
        at += 1
        while byte >= innerDigit {
          value = value << 5 | Int(byte &- innerDigit)
          byte = at.pointee
          at += 1
        }
        return value << 5 | Int(byte &- lastDigit)
      }
    }
  }
}
