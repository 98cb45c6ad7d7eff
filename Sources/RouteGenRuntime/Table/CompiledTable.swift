extension RouteGen {
  /// A compiled table as a generated `…Route+Table.swift` holds it, whole: the numbers the generator's
  /// `TableCompiler` made, and the texts they point into (`CompiledTableWriter` writes both).
  ///
  /// The numbers are a text of digits: the format (`tableFormat`), the checksum (two numbers of 32 bits, the top
  /// first), the texts' byte count, the numbers' count, then the numbers. The texts are a literal of their own,
  /// read where the binary holds them. Before the parser trusts a table, the reader checks it whole, in every
  /// build: the checksum covers every digit after it and every text byte, so an edit of the file (by hand, or a
  /// merge's) stops the process at the first parse with what to do, before anything is read by an offset.
  ///
  /// Each number is written in base 32, the top digit first: a digit before the last is one of `]` to `|`, the
  /// last one of `0` to `O`; a number that may be negative (the table's) is zigzagged (`-1` is 1, `1` is 2). No
  /// digit is `"`, `#` or `\`, so the text is a raw literal as it is, and most numbers are one or two bytes. A NUL
  /// may end either text (it keeps a literal out of the object's mergeable C-string section).
  package enum CompiledTable {
    package static let lastDigit: UInt8 = 0x30
    package static let innerDigit: UInt8 = 0x5D

    /// A table read and checked: its numbers (decoded once, never freed) and its texts (in place).
    package struct Contents {
      package let numbers: UnsafePointer<Int32>
      package let numberCount: Int
      package let texts: UnsafePointer<UInt8>
      package let textCount: Int

      package init(
        numbers: UnsafePointer<Int32>, numberCount: Int, texts: UnsafePointer<UInt8>, textCount: Int
      ) {
        (self.numbers, self.numberCount, self.texts, self.textCount) = (
          numbers, numberCount, texts, textCount
        )
      }
    }

    /// The checksum of a table's numbers (the digits after the checksum's) and texts: FNV-1a over words of eight
    /// bytes, then over the bytes left. A change within any one word always changes it.
    package static func checksum(
      digits: UnsafeBufferPointer<UInt8>, texts: UnsafeBufferPointer<UInt8>
    ) -> UInt64 {
      // Two calls, not a loop over an array of the two: an array type's metadata costs a process ~11,000
      // instructions at the first parse.
      fnv(texts, fnv(digits, 0xCBF2_9CE4_8422_2325))
    }

    @inline(__always) private static func fnv(_ bytes: UnsafeBufferPointer<UInt8>, _ seed: UInt64)
      -> UInt64
    {
      var hash = seed
      guard let base = bytes.baseAddress else { return hash }
      let prime: UInt64 = 0x100_0000_01B3
      let words = bytes.count / 8
      for index in 0..<words {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index &* 8).loadUnaligned(as: UInt64.self))
        hash = (hash ^ word) &* prime
      }
      for index in words &* 8..<bytes.count {
        hash = (hash ^ UInt64(base[index])) &* prime
      }
      return hash
    }

    /// The table that `numbers` and `texts` hold, or why this runtime does not read it.
    package static func read(numbers digits: StaticString, texts: StaticString) -> Result<
      Contents, Refusal
    > {
      read(
        numbers: UnsafeBufferPointer(start: digits.utf8Start, count: digits.utf8CodeUnitCount),
        texts: UnsafeBufferPointer(start: texts.utf8Start, count: texts.utf8CodeUnitCount))
    }

    /// Why a compiled table is not read: the text that the process stops with.
    package struct Refusal: Error, Equatable {
      package let reason: String
    }

    package static func read(
      numbers digits: UnsafeBufferPointer<UInt8>, texts literal: UnsafeBufferPointer<UInt8>
    ) -> Result<Contents, Refusal> {
      guard var reader = Reader(digits) else {
        return .failure(Refusal(reason: "it is not a compiled route table"))
      }
      guard reader.next() == tableFormat else {
        return .failure(
          Refusal(
            reason: "it is of another RouteGen version (the runtime reads format \(tableFormat))"))
      }
      let (high, low) = (reader.next(), reader.next())
      let texts = UnsafeBufferPointer(
        rebasing: literal[0..<(literal.last == 0 ? literal.count &- 1 : literal.count)])
      let rest = UnsafeBufferPointer(start: reader.at, count: reader.end - reader.at)
      guard reader.isValid, let textStart = literal.baseAddress, high >> 32 == 0, low >> 32 == 0,
        checksum(digits: rest, texts: texts) == UInt64(high) << 32 | UInt64(low)
      else {
        return .failure(
          Refusal(reason: "it was edited after RouteGen wrote it (its checksum differs)"))
      }
      // The checksum holds: the counts are what the generator wrote, so a count that differs is a table whose
      // layout this runtime does not read.
      guard reader.next() == texts.count else {
        return .failure(Refusal(reason: "its texts are not the count it states"))
      }
      let numberCount = reader.next()
      let numbers = UnsafeMutablePointer<Int32>.allocate(capacity: max(numberCount, 1))
      for index in 0..<numberCount {
        guard reader.isValid else {
          numbers.deallocate()
          return .failure(Refusal(reason: "it ends early"))
        }
        let zigzag = reader.next()
        numbers[index] = Int32(truncatingIfNeeded: zigzag >> 1 ^ -(zigzag & 1))
      }
      guard reader.at == reader.end else {
        numbers.deallocate()
        return .failure(Refusal(reason: "it holds numbers past its count"))
      }
      return .success(
        Contents(
          numbers: UnsafePointer(numbers), numberCount: numberCount, texts: textStart,
          textCount: texts.count))
    }

    private struct Reader {
      var at: UnsafePointer<UInt8>
      let end: UnsafePointer<UInt8>

      /// A reader of `digits` (but for the NUL a generated file ends them with); nil unless they end with a last
      /// digit. Every number ends with one, so a text that ends with one ends no number early: `next` reads within
      /// the text while `isValid`.
      init?(_ digits: UnsafeBufferPointer<UInt8>) {
        let count = digits.last == 0 ? digits.count &- 1 : digits.count
        guard let base = digits.baseAddress, count > 0, base[count &- 1] &- lastDigit < 32 else {
          return nil
        }
        (at, end) = (base, base + count)
      }

      var isValid: Bool { at < end }

      /// The next number; 0 past the end.
      @inline(__always) mutating func next() -> Int {
        guard at < end else { return 0 }
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
