import Foundation

extension RouteGen {
  /// What each byte is to `splitRest`, as a digit (`"0"` is 0x30, so `& 7` is the digit): 1 a URL cannot hold it
  /// in a path, query or fragment (`mustBeEncoded`), 2 it ends or marks the path
  /// (`/ % ? #`), 4 it ends or marks the query (`& % + #`). One load per byte instead of comparisons.
  static var byteKinds: StaticString {
    """
    1111111111111111111111111111111110160640000400020000000000001012\
    0000000000000000000000000001111010000000000000000000000000011101\
    1111111111111111111111111111111111111111111111111111111111111111\
    1111111111111111111111111111111111111111111111111111111111111111
    """
  }

  /// The bytes a URL cannot hold in a path, query or fragment, which a link typed as text has percent-encoded
  /// (`browserRewrite`): spaces, controls, `"<>[\]^`{|}` and non-ASCII (`%` and `#` depend on what surrounds
  /// them).
  @inline(__always) static func mustBeEncoded(_ byte: UInt8) -> Bool {
    byteKinds.utf8Start[Int(byte)] & 1 != 0
  }

  @inline(__always) package static func hexValue(_ byte: UInt8) -> UInt8? {
    let digit = byte &- UInt8(ascii: "0")
    let letter = (byte | 0x20) &- UInt8(ascii: "a")  // `| 0x20` lowercases A-F
    return digit < 10 ? digit : letter < 6 ? letter &+ 10 : nil
  }

  /// Whether the `%` at `index` starts an escape (two hex digits follow it).
  @inline(__always) static func isEscape(
    _ bytes: UnsafePointer<UInt8>, _ index: Int, _ end: Int
  ) -> Bool {
    index &+ 2 < end && hexValue(bytes[index &+ 1]) != nil && hexValue(bytes[index &+ 2]) != nil
  }

  @inline(__always) package static func lowercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }

  /// A host label a link can carry and give back: letters, digits and inner `-`, at most 63 bytes (lowercase
  /// as builders write it, any case as a URL may).
  /// Labels joined by `.` (`fr.blog`), each a host label.
  static func areHostLabels(
    _ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, lowercase: Bool
  ) -> Bool {
    var start = range.lowerBound
    for index in range where bytes[index] == UInt8(ascii: ".") {
      guard isHostLabel(bytes, start..<index, lowercase: lowercase) else { return false }
      start = index &+ 1
    }
    return isHostLabel(bytes, start..<range.upperBound, lowercase: lowercase)
  }

  static func isHostLabel(
    _ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, lowercase: Bool
  ) -> Bool {
    guard range.count > 0 && range.count <= 63, bytes[range.lowerBound] != UInt8(ascii: "-"),
      bytes[range.upperBound &- 1] != UInt8(ascii: "-")
    else { return false }
    return range.allSatisfy { index in
      let byte = lowercase ? bytes[index] : lowercased(bytes[index])
      return byte &- UInt8(ascii: "a") < 26 || isDigit(byte) || byte == UInt8(ascii: "-")
    }
  }

  /// The bytes as a `String` in ASCII lowercase (as hosts and schemes are written in errors and values).
  static func lowercasedText(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>)
    -> String
  {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) { text in
      for index in range { text[index &- range.lowerBound] = lowercased(bytes[index]) }
      return String(decoding: UnsafeBufferPointer(text), as: UTF8.self)
    }
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  /// The decoded bytes of a piece of a URL: `%XX` is the byte XX, a `%` without two hex digits after it is itself
  /// (Foundation's `URL` writes it `%25`), and in a query `+` is a space. With `decodes` false, the bytes as they are.
  struct PercentDecoder: IteratorProtocol {
    let bytes: UnsafePointer<UInt8>
    var at: Int
    let end: Int
    let plusIsSpace: Bool
    var decodes = true

    @inline(__always) mutating func next() -> UInt8? {
      guard at < end else { return nil }
      let byte = bytes[at]
      at &+= 1
      guard decodes else { return byte }
      // Two hex digits before `end` (reading past it ran off a copy's end: `…%6` at the end of a rewritten URL).
      if byte == UInt8(ascii: "%"), at &+ 1 < end,
        let high = hexValue(bytes[at]), let low = hexValue(bytes[at &+ 1])
      {
        at &+= 2
        return high &<< 4 | low
      }
      return plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
    }
  }

  /// Orders the decoded bytes of `bytes[start..<end]` against a table text, both lowercased when `fold`.
  static func compare(
    _ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, plusIsSpace: Bool, fold: Bool,
    _ table: Table, _ text: TableText
  ) -> Int {
    var decoder = PercentDecoder(bytes: bytes, at: start, end: end, plusIsSpace: plusIsSpace)
    var index = 0
    while let decoded = decoder.next() {
      guard index < text.count else { return 1 }
      let other = table.texts[text.start &+ index]
      let byte = fold ? lowercased(decoded) : decoded
      let expected = fold ? lowercased(other) : other
      if byte != expected { return byte < expected ? -1 : 1 }
      index &+= 1
    }
    return index == text.count ? 0 : -1
  }

  /// Eight bytes, wherever they are.
  @inline(__always) static func word(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
    UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self)
  }

  /// Whether the eight bytes at `bytes` are all ASCII letters or digits, the bytes most values are made of: they
  /// are checked (and written) eight at a time. Each byte under 0x80 is tested against a range in its own lane:
  /// adding 0x80 - low sets its top bit when it is at least low, adding 0x7F - high when it is above high.
  @inline(__always) static func isAlphanumeric(_ bytes: UnsafePointer<UInt8>) -> Bool {
    let word = word(bytes)
    let (ones, tops): (UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080)
    func within(_ word: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
      (word &+ ones &* (0x80 &- low)) & ~(word &+ ones &* (0x7F &- high)) & tops
    }
    // `| 0x20` makes capitals small and leaves no other byte among the small letters.
    let letters = within(word | ones &* 0x20, 0x61, 0x7A)
    return word & tops == 0 && letters | within(word, 0x30, 0x39) == tops
  }

  /// `compare` for text without escapes: the raw bytes.
  @inline(__always) static func compareRaw(
    _ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, fold: Bool, _ table: Table,
    _ text: TableText
  ) -> Int {
    let count = end &- start
    let common = min(count, text.count)
    let other = table.texts + text.start
    var index = 0
    if fold {
      while index < common && lowercased(bytes[start &+ index]) == lowercased(other[index]) {
        index &+= 1
      }
      if index < common {
        return lowercased(bytes[start &+ index]) < lowercased(other[index]) ? -1 : 1
      }
    } else {
      // Eight bytes at a time while they agree (the web base, literals of more than a few letters).
      while index &+ 8 <= common && word(bytes + (start &+ index)) == word(other + index) {
        index &+= 8
      }
      while index < common && bytes[start &+ index] == other[index] { index &+= 1 }
      if index < common { return bytes[start &+ index] < other[index] ? -1 : 1 }
    }
    return count == text.count ? 0 : count < text.count ? -1 : 1
  }

  /// Whether what the escapes in `bytes[start..<end]` spell is UTF-8.
  static func isValidUTF8(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int)
    -> Bool
  {
    var decoder = PercentDecoder(bytes: bytes, at: start, end: end, plusIsSpace: false)
    var utf8 = UTF8()
    while true {
      switch utf8.decode(&decoder) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// Writes a link typed or pasted as text as a browser reads it (the WHATWG URL standard) into `output` (when
  /// given) and returns its length, or nil when the text is read as it is. Gone: the C0 controls and spaces before
  /// and after it, every tab and newline, an empty port's `:`. Percent-encoded: each byte a URL cannot hold in the
  /// path, the query or the fragment (a space, a control, non-ASCII, `"<>[\]^`{|}`, the fragment's `#`, a `%`
  /// without two hex digits after it), which leaves every value as a browser decodes it; escapes are kept. As
  /// RouteGen's `SplitURL.browserNormalized`.
  static func browserRewrite(
    _ bytes: UnsafePointer<UInt8>, _ count: Int, into output: UnsafeMutablePointer<UInt8>?
  ) -> Int? {
    var start = 0
    var end = count
    while start < end && bytes[start] <= 0x20 { start &+= 1 }
    while end > start && bytes[end &- 1] <= 0x20 { end &-= 1 }
    func isTabOrNewline(_ byte: UInt8) -> Bool { byte == 0x09 || byte == 0x0A || byte == 0x0D }
    guard (start..<end).contains(where: { isTabOrNewline(bytes[$0]) }) else {
      return encoded(bytes + start, end &- start, into: output, trimmed: end &- start < count)
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end &- start) { kept in
      var length = 0
      for index in start..<end where !isTabOrNewline(bytes[index]) {
        kept[length] = bytes[index]
        length &+= 1
      }
      return encoded(kept.baseAddress!, length, into: output, trimmed: true)
    }
  }

  /// `browserRewrite`'s second half, on the text without what it drops: the empty port and the encoding.
  private static func encoded(
    _ bytes: UnsafePointer<UInt8>, _ count: Int, into output: UnsafeMutablePointer<UInt8>?,
    trimmed: Bool
  ) -> Int? {
    // The path starts after `scheme://authority`: the bytes up to the first `/`, `?` or `#` after the `//`.
    var colon = 0
    while colon < count && bytes[colon] != UInt8(ascii: ":") && bytes[colon] != UInt8(ascii: "/") {
      colon &+= 1
    }
    var pathStart = 0
    var droppedColon = -1
    if colon &+ 2 < count && bytes[colon] == UInt8(ascii: ":")
      && bytes[colon &+ 1] == UInt8(ascii: "/") && bytes[colon &+ 2] == UInt8(ascii: "/")
    {
      pathStart = colon &+ 3
      while pathStart < count && bytes[pathStart] != UInt8(ascii: "/")
        && bytes[pathStart] != UInt8(ascii: "?") && bytes[pathStart] != UInt8(ascii: "#")
      {
        pathStart &+= 1
      }
      if pathStart > colon &+ 3 && bytes[pathStart &- 1] == UInt8(ascii: ":") {
        droppedColon = pathStart &- 1
      }
    }
    var length = 0
    var changed = trimmed || droppedColon >= 0
    func put(_ byte: UInt8) {
      output?[length] = byte
      length &+= 1
    }
    // The part a byte is in: 1 the path, 2 the query, 3 the fragment.
    var part = 1
    for index in 0..<count where index != droppedColon {
      let byte = bytes[index]
      guard index >= pathStart else {
        put(byte)
        continue
      }
      if part == 1 && byte == UInt8(ascii: "?") || part != 3 && byte == UInt8(ascii: "#") {
        part = byte == UInt8(ascii: "?") ? 2 : 3
        put(byte)
        continue
      }
      if mustBeEncoded(byte) || part == 3 && byte == UInt8(ascii: "#")
        || byte == UInt8(ascii: "%") && !isEscape(bytes, index, count)
      {
        changed = true
        put(UInt8(ascii: "%"))
        put(hexDigit(byte >> 4))
        put(hexDigit(byte & 15))
      } else {
        put(byte)
      }
    }
    return changed ? length : nil
  }

  /// Why a value, read as its decoded bytes, cannot be in a path: it holds a `\`, which browsers read as `/`,
  /// starts with `/` or holds `//`, an empty segment that servers merge away, or has a `.` or `..` segment between
  /// its `/`s (`..`, `a/./b`, `../admin`), which browsers resolve to another page. Nil when it can.
  static func pathRefusal<Decoded: IteratorProtocol<UInt8>>(_ bytes: inout Decoded) -> String? {
    // The dots of the segment so far; -1 once it holds another byte.
    var dots = 0
    var hasDotSegment = false
    var isSegmentStart = true
    while let byte = bytes.next() {
      if byte == UInt8(ascii: "\\") { return Reason.backslash }
      if byte == UInt8(ascii: "/") {
        if isSegmentStart { return Reason.emptySegment }
        hasDotSegment = hasDotSegment || dots == 1 || dots == 2
        (dots, isSegmentStart) = (0, true)
      } else {
        dots = byte == UInt8(ascii: ".") && dots >= 0 ? dots &+ 1 : -1
        isSegmentStart = false
      }
    }
    return hasDotSegment || dots == 1 || dots == 2 ? Reason.dotSegment : nil
  }

  /// Whether decoded bytes are a host name: letters, digits and `-` in two or more labels, none of them empty,
  /// separated by `.` (`proxy.example.com`).
  static func isHostName<Decoded: IteratorProtocol<UInt8>>(_ bytes: inout Decoded) -> Bool {
    var (dots, labelLength) = (0, 0)
    while let byte = bytes.next() {
      if byte == UInt8(ascii: ".") {
        guard labelLength > 0 else { return false }
        (dots, labelLength) = (dots &+ 1, 0)
      } else if isDigit(byte) || lowercased(byte) &- UInt8(ascii: "a") < 26
        || byte == UInt8(ascii: "-")
      {
        labelLength &+= 1
      } else {
        return false
      }
    }
    return dots > 0 && labelLength > 0
  }

  /// The ASCII bytes a part of a URL holds as they are, as two bit masks (bytes 0–63 and 64–127); a builder
  /// percent-encodes every other byte of a value there. ParsingRules lists each set.
  package struct ByteSet: Sendable, Equatable {
    package let low: UInt64
    package let high: UInt64

    @inline(__always) package func contains(_ byte: UInt8) -> Bool {
      byte < 64 ? low >> byte & 1 != 0 : byte < 128 && high >> (byte &- 64) & 1 != 0
    }

    /// RFC 3986's unreserved bytes: `A-Z a-z 0-9 - . _ ~`.
    package static let unreserved = ByteSet(low: 0x03FF_6000_0000_0000, high: 0x47FF_FFFE_87FF_FFFE)
    /// A path segment's `pchar`: unreserved, the sub-delimiters `! $ & ' ( ) * + , ; =`, `:` and `@`.
    package static let pathSegment = ByteSet(
      low: 0x2FFF_7FD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
    /// A custom-scheme URL's first segment, its host (`reg-name`): a path segment's bytes but `:` and `@`.
    package static let host = ByteSet(low: 0x2BFF_7FD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFE)
    /// A query value: `pchar`, `/` and `?`, but not the item delimiter `&`, nor `+` (a space to form decoding),
    /// nor `'` (which browsers encode in an `https` query).
    package static let queryValue = ByteSet(low: 0xAFFF_F712_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
    /// A query key: a query value's bytes but `=`.
    package static let queryKey = ByteSet(low: 0x8FFF_F712_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
    /// A fragment: `pchar`, `/` and `?`.
    package static let fragment = ByteSet(low: 0xAFFF_FFD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
  }

  @inline(__always) static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "A") &+ value &- 10
  }

}
