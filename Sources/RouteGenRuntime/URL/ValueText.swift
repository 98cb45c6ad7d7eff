import Foundation

extension RouteGen {
  /// A value's text in a URL or in the table, decoded on the fly, and its parsers.
  struct ValueText {
    let bytes: UnsafePointer<UInt8>
    let start: Int
    let end: Int
    let plusIsSpace: Bool
    /// Whether the text may need decoding (false: its bytes are the value).
    var decodes = true

    var decoder: PercentDecoder {
      PercentDecoder(bytes: bytes, at: start, end: end, plusIsSpace: plusIsSpace, decodes: decodes)
    }

    var string: String { withDecodedBytes { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with this text lowercased: a host's label (ASCII letters, digits and `-`), whose value is
    /// lowercase as hosts compare.
    func withLowercased<Result>(_ body: (ValueText) -> Result) -> Result {
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, end &- start)) { buffer in
        for index in start..<end { buffer[index &- start] = RouteGen.lowercased(bytes[index]) }
        return body(
          ValueText(
            bytes: UnsafePointer(buffer.baseAddress!), start: 0, end: end &- start,
            plusIsSpace: false, decodes: false))
      }
    }

    /// Whether the decoded text is a host name (`"format": "hostName"`, `RouteGen.isHostName`).
    var isHostName: Bool {
      var decoder = self.decoder
      return RouteGen.isHostName(&decoder)
    }

    /// Calls `body` with the decoded text: its own bytes when it has no escape (most values), else a copy.
    func withDecodedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      let encoded =
        decodes
        && (start..<end).contains {
          bytes[$0] == UInt8(ascii: "%") || (plusIsSpace && bytes[$0] == UInt8(ascii: "+"))
        }
      if !encoded { return body(UnsafeBufferPointer(start: bytes + start, count: end &- start)) }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end &- start) { buffer in
        var decoder = decoder
        var count = 0
        while let byte = decoder.next() {
          buffer[count] = byte
          count &+= 1
        }
        return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
      }
    }

    /// Values are never empty and never hold control characters (C0, DEL, C1). `printable`: the bytes hold no
    /// control, space or non-ASCII byte (outside a URL's host, as `_parse` reads a link: `browserRewrite`).
    func isClean(printable: Bool) -> Bool {
      if !decodes || !(start..<end).contains(where: { bytes[$0] == UInt8(ascii: "%") }) {
        // No escapes: the bytes themselves (a `+` is a space or a plus, never a control either way).
        if printable { return end > start }
        for index in start..<end {
          let byte = bytes[index]
          // Printable ASCII, or a UTF-8 byte that cannot end a C1 control (U+0080…U+009F is C2 80…C2 9F).
          if byte &- 0x20 < 0x5F || byte >= 0xA0 { continue }
          if byte < 0x80 || (index > start && bytes[index &- 1] == 0xC2) { return false }
        }
        return end > start
      }
      var decoder = decoder
      var count = 0
      var previous: UInt8 = 0
      while let byte = decoder.next() {
        if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80) {
          return false
        }
        previous = byte
        count &+= 1
      }
      return count > 0
    }

    /// Calls `body` with each Unicode scalar of the decoded text, while it returns true.
    func allScalars(_ body: (UInt32) -> Bool) -> Bool {
      var decoder = decoder
      var utf8 = UTF8()
      while case .scalarValue(let scalar) = utf8.decode(&decoder) {
        if !body(scalar.value) { return false }
      }
      return true
    }

    /// `fits` for what most constrained strings hold (IDs): letters and digits only, read eight bytes at a time,
    /// when the parameter allows them all; nil when that does not settle it. In the allowed characters' bitmap
    /// (see `fits`) the digits are bits 0…9 of its 4th number, the letters bits 1…15 of the 5th and 7th and
    /// 0…10 of the 6th and 8th.
    @inline(__always) func alphanumericFit(_ table: Table, _ constraints: Int) -> Bool? {
      let bitmap = constraints &+ StringSlot.asciiBitmap.rawValue
      guard !decodes, table[bitmap &+ 3] & 0x3FF == 0x3FF,
        table[bitmap &+ 4] & 0xFFFE == 0xFFFE, table[bitmap &+ 5] & 0x7FF == 0x7FF,
        table[bitmap &+ 6] & 0xFFFE == 0xFFFE, table[bitmap &+ 7] & 0x7FF == 0x7FF
      else { return nil }
      var index = start
      while index &+ 8 <= end && RouteGen.isAlphanumeric(bytes + index) { index &+= 8 }
      while index < end
        && (RouteGen.isDigit(bytes[index]) || (bytes[index] | 0x20) &- UInt8(ascii: "a") < 26)
      {
        index &+= 1
      }
      guard index == end else { return nil }
      let maximum = table[constraints, StringSlot.maximumLength]
      return end &- start >= table[constraints, StringSlot.minimumLength]
        && (maximum == 0 || end &- start <= maximum)
    }

    /// A `string` parameter's length in Unicode scalars and its allowed characters.
    func fits(_ table: Table, _ constraints: Int) -> Bool {
      alphanumericFit(table, constraints) ?? fitsScalarByScalar(table, constraints)
    }

    /// `fits` for any text: each scalar against the allowed characters.
    func fitsScalarByScalar(_ table: Table, _ constraints: Int) -> Bool {
      let minimum = table[constraints, StringSlot.minimumLength]
      let maximum = table[constraints, StringSlot.maximumLength]
      // The allowed ASCII characters (`StringSlot.asciiBitmap`) read into two words for 0…63 and 64…127.
      let bitmap = constraints &+ StringSlot.asciiBitmap.rawValue
      var allowed: (low: UInt64, high: UInt64) = (0, 0)
      for word in 0..<4 {
        allowed.low |= UInt64(table[bitmap &+ word]) << (16 &* word)
        allowed.high |= UInt64(table[bitmap &+ 4 &+ word]) << (16 &* word)
      }
      let anyBeyondASCII = table[constraints, StringSlot.anyBeyondASCII] == 1
      let ranges = constraints &+ StringSlot.ranges.rawValue
      let rangeCount = table[ranges]
      func isAllowedASCII(_ byte: UInt32) -> Bool {
        // Beyond ASCII: none (the caller checks those by their ranges).
        (byte < 64 ? allowed.low : byte < 128 ? allowed.high : 0) >> (byte & 63) & 1 == 1
      }
      // Bytes that are the value, all ASCII: one scalar each.
      if !decodes {
        var index = start
        while index < end && isAllowedASCII(UInt32(bytes[index])) { index &+= 1 }
        if index == end {
          return end &- start >= minimum && (maximum == 0 || end &- start <= maximum)
        }
        if bytes[index] < 128 { return false }
      }
      var length = 0
      let isAllowed = allScalars { scalar in
        length &+= 1
        if scalar < 128 { return isAllowedASCII(scalar) }
        if anyBeyondASCII { return true }
        for index in 0..<rangeCount {
          let range = ranges &+ 1 &+ 2 &* index
          if table[range] <= scalar && scalar <= table[range &+ 1] { return true }
        }
        return false
      }
      return isAllowed && length >= minimum && (maximum == 0 || length <= maximum)
    }

    func equals(_ table: Table, _ text: TableText, fold: Bool) -> Bool {
      decodes
        ? compare(bytes, start, end, plusIsSpace: plusIsSpace, fold: fold, table, text) == 0
        : end &- start == text.count && compareRaw(bytes, start, end, fold: fold, table, text) == 0
    }

    /// Whether the text is one of the list's texts.
    func isListed(_ list: TextList, fold: Bool) -> Bool {
      (0..<list.count).contains { equals(list.table, list.text($0), fold: fold) }
    }

    /// Decimal digits with an optional `-`, without overflow: `042` is 42; `+3`, `1e3` and `-0` are refused.
    func int() -> Int? {
      var decoder = decoder
      var negative = false
      var digits = 0
      var value = 0
      while let byte = decoder.next() {
        if byte == UInt8(ascii: "-") && digits == 0 && !negative {
          negative = true
          continue
        }
        guard isDigit(byte) else { return nil }
        let digit = Int(byte &- UInt8(ascii: "0"))
        let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
        let (next, overflow2) =
          negative
          ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
        if overflow || overflow2 { return nil }
        value = next
        digits &+= 1
      }
      return digits > 0 ? value : nil
    }

    /// `-?digits(.digits)?([eE][+-]?digits)?`, finite: no `inf`, `nan`, hex or leading `+`.
    func double() -> Double? {
      var decoder = decoder
      var byte = decoder.next()
      var negative = false
      var mantissa: UInt64 = 0
      var significant = 0
      var exponent = 0
      func digits(fraction: Bool) -> Int {
        var count = 0
        while let digit = byte, isDigit(digit) {
          if significant > 0 || digit != UInt8(ascii: "0") {
            significant &+= 1
            if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit &- UInt8(ascii: "0")) }
            if significant > 19 && !fraction { exponent &+= 1 }
          }
          if fraction && significant <= 19 { exponent &-= 1 }
          byte = decoder.next()
          count &+= 1
        }
        return count
      }
      if byte == UInt8(ascii: "-") {
        negative = true
        byte = decoder.next()
      }
      guard digits(fraction: false) > 0 else { return nil }
      if byte == UInt8(ascii: ".") {
        byte = decoder.next()
        guard digits(fraction: true) > 0 else { return nil }
      }
      if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        byte = decoder.next()
        var sign = 1
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
          if byte == UInt8(ascii: "-") { sign = -1 }
          byte = decoder.next()
        }
        var power = 0
        var count = 0
        while let digit = byte, isDigit(digit) {
          if power < 100_000 { power = power &* 10 &+ Int(digit &- UInt8(ascii: "0")) }
          byte = decoder.next()
          count &+= 1
        }
        guard count > 0 else { return nil }
        exponent &+= sign &* power
      }
      guard byte == nil else { return nil }
      // Exact when the digits fit a double's mantissa and the power of ten is exact itself (Clinger).
      if significant <= 15 && (-22...22).contains(exponent) {
        var scale = 1.0
        for _ in 0..<abs(exponent) { scale *= 10 }
        let value = exponent < 0 ? Double(mantissa) / scale : Double(mantissa) * scale
        return negative ? -value : value
      }
      guard let value = Double(string), value.isFinite else { return nil }
      return value
    }

    /// 8-4-4-4-12 hex digits in any case: the UUID's two halves.
    func uuid() -> (Int, Int)? {
      withDecodedBytes { $0.count == 36 ? RouteGen.uuid($0.baseAddress!) : nil }
    }

    /// An ISO 8601 date-time, as milliseconds since 1970.
    func milliseconds() -> Int? { withDecodedBytes { RouteGen.parseDate($0) } }
  }
}
