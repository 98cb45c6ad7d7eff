import Foundation

extension RouteGen {
  /// What each byte is to `splitRest`, as a digit (`"0"` is 0x30, so `& 7` is the digit): 1 Foundation's
  /// `URL(string:)` escapes it in a path, query or fragment (`foundationEscapes`), 2 it ends or marks the path
  /// (`/ % ? #`), 4 it ends or marks the query (`& % + #`). One load per byte instead of comparisons.
  static var byteKinds: StaticString {
    """
    1111111111111111111111111111111110160640000400020000000000001012\
    0000000000000000000000000001111010000000000000000000000000011101\
    1111111111111111111111111111111111111111111111111111111111111111\
    1111111111111111111111111111111111111111111111111111111111111111
    """
  }

  /// The bytes Foundation's `URL(string:)` percent-encodes in a path, query or fragment: spaces, controls,
  /// `"<>[\]^`{|}` and non-ASCII (`%` and `#` depend on what surrounds them).
  @inline(__always) static func foundationEscapes(_ byte: UInt8) -> Bool {
    byteKinds.utf8Start[Int(byte)] & 1 != 0
  }

  @inline(__always) static func hexValue(_ byte: UInt8) -> UInt8? {
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

  @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }

  /// A host label a link can carry and give back: letters, digits and inner `-`, at most 63 bytes (lowercase
  /// as builders write it, any case as a URL may).
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

  /// Writes the text as Foundation's `URL(string:)` writes it into `output` (when given) and returns its length.
  /// Each of the path, the query and the fragment that holds a byte a URL cannot hold, a `%` without two hex
  /// digits after it, or (the fragment) a `#`, is percent-encoded whole, its `%`s included; so is the zone ID of
  /// an IP literal (from its first `%`: `[::1%25en0]`) but its unreserved bytes, unless it starts `%25` and holds
  /// only escapes and unreserved bytes. When it rewrites a part, Foundation also drops an empty port's `:`.
  /// Otherwise the text is kept. As RouteGen's `URLParts.foundationNormalized`.
  static func foundationRewrite(
    _ bytes: UnsafePointer<UInt8>, _ count: Int, into output: UnsafeMutablePointer<UInt8>?
  ) -> Int {
    func isLetter(_ byte: UInt8) -> Bool { lowercased(byte) &- UInt8(ascii: "a") < 26 }
    func firstIndex(from start: Int, _ found: (UInt8) -> Bool) -> Int {
      var index = start
      while index < count && !found(bytes[index]) { index &+= 1 }
      return index
    }
    // The scheme, the authority, then the path, the query and the fragment.
    var schemeEnd = 0
    if count > 0 && isLetter(bytes[0]) {
      let end = firstIndex(from: 1) { byte in
        !(isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: "."))
      }
      if end < count && bytes[end] == UInt8(ascii: ":") { schemeEnd = end &+ 1 }
    }
    var authorityEnd = schemeEnd
    if schemeEnd &+ 1 < count && bytes[schemeEnd] == UInt8(ascii: "/")
      && bytes[schemeEnd &+ 1] == UInt8(ascii: "/")
    {
      authorityEnd = firstIndex(from: schemeEnd &+ 2) { byte in
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
      }
    }
    let queryStart = firstIndex(from: authorityEnd) {
      $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
    }
    let fragmentStart = firstIndex(from: queryStart) { $0 == UInt8(ascii: "#") }
    let hasQuery = queryStart < count && bytes[queryStart] == UInt8(ascii: "?")
    // The zone ID of an IP literal (`[fe80::1%25en0]`, after any user info, refused anyway): from its first `%`
    // to the `]`.
    var zoneStart = authorityEnd
    while zoneStart > schemeEnd &+ 2 && bytes[zoneStart &- 1] != UInt8(ascii: "@") {
      zoneStart &-= 1
    }
    if zoneStart == authorityEnd || bytes[zoneStart] != UInt8(ascii: "[") {
      zoneStart = authorityEnd
    }
    let zoneEnd = min(firstIndex(from: zoneStart) { $0 == UInt8(ascii: "]") }, authorityEnd)
    zoneStart = min(firstIndex(from: zoneStart) { $0 == UInt8(ascii: "%") }, zoneEnd)
    let parts = [
      (zoneStart, zoneEnd),
      (authorityEnd, queryStart),
      (hasQuery ? queryStart &+ 1 : queryStart, fragmentStart),
      (fragmentStart < count ? fragmentStart &+ 1 : fragmentStart, count),
    ]
    func isRewritten(_ part: Int) -> Bool {
      let (start, end) = parts[part]
      guard part == 0 else {
        return (start..<end).contains { at in
          let byte = bytes[at]
          return foundationEscapes(byte) || (part == 3 && byte == UInt8(ascii: "#"))
            || (byte == UInt8(ascii: "%") && !isEscape(bytes, at, end))
        }
      }
      // A zone ID is kept when it starts `%25` and holds only escapes and unreserved bytes.
      guard
        end &- start >= 3 && bytes[start &+ 1] == UInt8(ascii: "2")
          && bytes[start &+ 2] == UInt8(ascii: "5")
      else { return start < end }
      var at = start
      while at < end {
        let isEscape = bytes[at] == UInt8(ascii: "%")
        if !(isEscape ? RouteGen.isEscape(bytes, at, end) : ByteSet.unreserved.contains(bytes[at]))
        {
          return true
        }
        at &+= isEscape ? 3 : 1
      }
      return false
    }
    let rewritten = (0..<4).map(isRewritten)
    guard rewritten.contains(true) else { return count }
    var length = 0
    func put(_ byte: UInt8) {
      output?[length] = byte
      length &+= 1
    }
    // Foundation drops an empty port's `:` (in a zone ID too, where it is no port: as RouteGen's core does).
    let emptyPort = authorityEnd &- schemeEnd > 2 && bytes[authorityEnd &- 1] == UInt8(ascii: ":")
    let droppedColon = emptyPort ? authorityEnd &- 1 : -1
    var previousEnd = 0
    for part in 0..<4 {
      let (start, end) = parts[part]
      for index in previousEnd..<start where index != droppedColon { put(bytes[index]) }
      for index in start..<end where index != droppedColon {
        let byte = bytes[index]
        let escapes =
          part == 0
          ? !ByteSet.unreserved.contains(byte)
          : foundationEscapes(byte) || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "#")
        if rewritten[part] && escapes {
          put(UInt8(ascii: "%"))
          put(hexDigit(byte >> 4))
          put(hexDigit(byte & 15))
        } else {
          put(byte)
        }
      }
      previousEnd = end
    }
    return length
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
      if byte == UInt8(ascii: "\\") { return Refusal.backslash }
      if byte == UInt8(ascii: "/") {
        if isSegmentStart { return Refusal.emptySegment }
        hasDotSegment = hasDotSegment || dots == 1 || dots == 2
        (dots, isSegmentStart) = (0, true)
      } else {
        dots = byte == UInt8(ascii: ".") && dots >= 0 ? dots &+ 1 : -1
        isSegmentStart = false
      }
    }
    return hasDotSegment || dots == 1 || dots == 2 ? Refusal.dotSegment : nil
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
