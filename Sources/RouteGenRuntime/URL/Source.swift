import Foundation

extension RouteGen {
  /// The URL's bytes and whether they need decoding: what comparing and decoding a piece of it needs, small
  /// enough to pass in registers (a method of a larger struct held in variable storage is called on a copy).
  struct Source {
    let bytes: UnsafePointer<UInt8>
    let table: Table
    /// Whether some text needs decoding: it has a `%`, or its query a `+`.
    let hasPercent: Bool
    let hasPlus: Bool

    /// Each non-empty `&`-separated query item: its key and its value (empty without `=`).
    func forEachQueryItem(_ query: Range<Int>, _ body: (Range<Int>, Range<Int>) -> Void) {
      var start = query.lowerBound
      while start <= query.upperBound {
        // The key, up to the first `=`; then the value, up to the next `&`.
        var index = start
        while index < query.upperBound && bytes[index] != UInt8(ascii: "=")
          && bytes[index] != UInt8(ascii: "&")
        {
          index &+= 1
        }
        let key = start..<index
        if index < query.upperBound && bytes[index] == UInt8(ascii: "=") {
          index &+= 1
          let valueStart = index
          while index < query.upperBound && bytes[index] != UInt8(ascii: "&") { index &+= 1 }
          body(key, valueStart..<index)
        } else if !key.isEmpty {
          body(key, index..<index)
        }
        start = index &+ 1
      }
    }

    /// Orders the decoded text of `bytes[start..<end]` (`count` bytes, when known: `decodedCount`) against a table
    /// text as the table sorts the lists it searches by halving (`TableCompiler.precedesInSearch`): the
    /// shorter first, then byte by byte; 0 when they are equal. Most probes are decided by the count.
    @inline(__always) func compare(
      _ start: Int, _ end: Int, count: Int? = nil, plusIsSpace: Bool, fold: Bool, _ text: TableText
    ) -> Int {
      let count = count ?? decodedCount(start, end)
      if count != text.count { return count < text.count ? -1 : 1 }
      // Without an escape (the count says so) only a `+` read as a space needs decoding.
      if count != end &- start || (plusIsSpace && hasPlus && decodes(start, end, plusIsSpace: true))
      {
        return RouteGen.compare(
          bytes, start, end, plusIsSpace: plusIsSpace, fold: fold, table, text)
      }
      return compareRaw(bytes, start, end, fold: fold, table, text)
    }

    /// The byte count of the decoded `bytes[start..<end]`: an escape (`%` and two hex digits) is one byte.
    func decodedCount(_ start: Int, _ end: Int) -> Int {
      guard hasPercent else { return end &- start }
      return (start..<end).reduce(end &- start) { count, index in
        bytes[index] == UInt8(ascii: "%") && isEscape(bytes, index, end) ? count &- 2 : count
      }
    }

    /// Whether `bytes[start..<end]` has an escape (or a `+` read as a space): most pieces do not, even in a URL
    /// with escapes elsewhere.
    @inline(__always) func decodes(_ start: Int, _ end: Int, plusIsSpace: Bool) -> Bool {
      guard hasPercent || (plusIsSpace && hasPlus) else { return false }
      return (start..<end).contains {
        bytes[$0] == UInt8(ascii: "%") || (plusIsSpace && bytes[$0] == UInt8(ascii: "+"))
      }
    }

    /// The range of a value in `bytes[start..<end]`, nil when it is empty: all of it, or, when the pattern has
    /// literal text around the value, what is between that text (compared decoded).
    func middle(
      _ start: Int, _ end: Int, plusIsSpace: Bool, fold: Bool, _ prefix: TableText,
      _ suffix: TableText
    ) -> Range<Int>? {
      if prefix.count > 0 || suffix.count > 0 {
        return between(start, end, plusIsSpace: plusIsSpace, fold: fold, prefix, suffix)
      }
      return start < end ? start..<end : nil
    }

    /// When the decoded `bytes[start..<end]` starts with `prefix` and ends with `suffix` with something between
    /// them: the range of what is between.
    func between(
      _ start: Int, _ end: Int, plusIsSpace: Bool, fold: Bool, _ prefix: TableText,
      _ suffix: TableText
    ) -> Range<Int>? {
      if !decodes(start, end, plusIsSpace: plusIsSpace) {
        guard end &- start > prefix.count &+ suffix.count,
          compareRaw(bytes, start, start &+ prefix.count, fold: fold, table, prefix) == 0,
          compareRaw(bytes, end &- suffix.count, end, fold: fold, table, suffix) == 0
        else { return nil }
        return (start &+ prefix.count)..<(end &- suffix.count)
      }
      var decoder = PercentDecoder(bytes: bytes, at: start, end: end, plusIsSpace: plusIsSpace)
      var decoded = 0
      var middleStart = start
      while let byte = decoder.next() {
        if decoded < prefix.count {
          let expected = table.texts[prefix.start &+ decoded]
          if (fold ? lowercased(byte) : byte) != (fold ? lowercased(expected) : expected) {
            return nil
          }
          middleStart = decoder.at
        }
        decoded &+= 1
      }
      guard decoded > prefix.count &+ suffix.count else { return nil }
      decoder = PercentDecoder(bytes: bytes, at: middleStart, end: end, plusIsSpace: plusIsSpace)
      for _ in 0..<(decoded &- prefix.count &- suffix.count) { _ = decoder.next() }
      let middleEnd = decoder.at
      var index = 0
      while let byte = decoder.next() {
        let expected = table.texts[suffix.start &+ index]
        if (fold ? lowercased(byte) : byte) != (fold ? lowercased(expected) : expected) {
          return nil
        }
        index &+= 1
      }
      return middleStart..<middleEnd
    }

    /// The rest of the path never ends with `/`, written or as `%2F`: a link cannot keep it (builders refuse it).
    func endsWithSlash(_ range: Range<Int>) -> Bool {
      let last = range.upperBound &- 1
      return !range.isEmpty && bytes[last] == UInt8(ascii: "/")
        || (range.count >= 3 && bytes[last &- 2] == UInt8(ascii: "%")
          && bytes[last &- 1] == UInt8(ascii: "2")
          && bytes[last] | 0x20 == UInt8(ascii: "f"))
    }

    /// Why a value in the path would open another page in a browser (`RouteGen.pathRefusal`), written or
    /// encoded (`%2E%2E`, `a%2F..%2Fb`, `%5C`); nil when it would not.
    func pathRefusal(_ range: Range<Int>) -> String? {
      // Most values hold no dot, backslash or escape, nor a slash (the rest of a path may hold `//`).
      guard
        range.contains(where: {
          bytes[$0] == UInt8(ascii: ".") || bytes[$0] == UInt8(ascii: "%")
            || bytes[$0] == UInt8(ascii: "\\") || bytes[$0] == UInt8(ascii: "/")
        })
      else { return nil }
      var decoder = PercentDecoder(
        bytes: bytes, at: range.lowerBound, end: range.upperBound, plusIsSpace: false)
      return RouteGen.pathRefusal(&decoder)
    }
  }

}
