/// A link as Android's `Uri.parse(text)` gives it to `IntentFilter` (AOSP frameworks/base,
/// `core/java/android/net/Uri.java`, `StringUri`): the parts are cut from the text without validation and
/// decoded by `Uri.decode` (libcore's `UriCodec`, UTF-8, `+` kept). Nothing is normalized: no case folding, no
/// dot segments, no default port; a `\` after the authority starts the path, as in a browser's host state.
public struct AndroidURI: Sendable, Equatable {
  /// Up to the first `:`; nil without one.
  public var scheme: String?
  /// The authority's host, after the last `@` and before a `:port`, decoded; nil without `//`.
  public var host: String?
  /// Decoded; `""` when the authority is followed directly by a query, a fragment or nothing; nil for an opaque
  /// link (`mailto:x`).
  public var path: String?
  /// After the first `?` and before the `#`, decoded; nil without `?`.
  public var query: String?
  /// After the first `#`, decoded; nil without `#`.
  public var fragment: String?

  public init(_ text: String) {
    let units = Array(text.utf16)
    func cut(_ range: Range<Int>) -> String { String(decoding: units[range], as: UTF16.self) }
    func first(_ unit: Character, from start: Int) -> Int? {
      let value = unit.utf16.first!
      return units[max(start, 0)...].firstIndex(of: value)
    }
    let colon = first(":", from: 0)
    scheme = colon.map { cut(0..<$0) }
    let schemeEnd = colon ?? -1
    let hash = first("#", from: schemeEnd)
    fragment = hash.map { Self.decode(cut(($0 + 1)..<units.count)) }

    // The authority: after `//`, up to `/`, `\`, `?` or `#`.
    let slash = ascii("/")
    let hasAuthority =
      units.count > schemeEnd + 2 && units[schemeEnd + 1] == slash && units[schemeEnd + 2] == slash
    var pathStart = schemeEnd + 1
    if hasAuthority {
      var end = schemeEnd + 3
      while end < units.count && !"/\\?#".utf16.contains(units[end]) { end += 1 }
      host = Self.host(ofAuthority: Array(units[(schemeEnd + 3)..<end]))
      pathStart = end
    }
    // An absolute link is hierarchical only when `/` follows its `:`.
    let opaque = colon != nil && (schemeEnd + 1 == units.count || units[schemeEnd + 1] != slash)
    if opaque {
      path = nil
    } else if hasAuthority, pathStart < units.count, "?#".utf16.contains(units[pathStart]) {
      path = ""
    } else {
      var pathEnd = pathStart
      while pathEnd < units.count && !"?#".utf16.contains(units[pathEnd]) { pathEnd += 1 }
      path = Self.decode(cut(pathStart..<pathEnd))
    }

    let question = first("?", from: schemeEnd)
    if let question, hash.map({ $0 > question }) ?? true {
      query = Self.decode(cut((question + 1)..<(hash ?? units.count)))
    }
  }

  /// `Uri.parseHost`: after the last `@`, before a port (a last `:` followed by ASCII digits only), decoded.
  static func host(ofAuthority authority: [UInt16]) -> String {
    let start = (authority.lastIndex(of: ascii("@")) ?? -1) + 1
    var end = authority.count
    for index in authority.indices.reversed() {
      if authority[index] == ascii(":") {
        end = index
        break
      }
      if !(ascii("0")...ascii("9")).contains(authority[index]) { break }
    }
    return decode(String(decoding: authority[start..<max(start, end)], as: UTF16.self))
  }

  /// `Uri.decode` (libcore `UriCodec.decode(s, false, UTF_8, false)`): runs of `%XX` decoded as UTF-8, each
  /// malformed sequence as U+FFFD. A `%` without two hex digits gives U+FFFD; the code then still adds the byte it
  /// had read so far (`%zz` gives U+FFFD, U+0000, `z`), and at the end of the text gives U+FFFD and stops.
  public static func decode(_ text: String) -> String {
    let units = Array(text.utf16)
    var result: [UInt16] = []
    var bytes: [UInt8] = []
    func flush() {
      result += String(decoding: bytes, as: UTF8.self).utf16
      bytes.removeAll()
    }
    var i = 0
    scan: while i < units.count {
      let unit = units[i]
      i += 1
      guard unit == ascii("%") else {
        flush()
        result.append(unit)
        continue
      }
      var value: UInt8 = 0
      for _ in 0..<2 {
        guard i < units.count else {
          flush()
          result.append(0xFFFD)
          break scan
        }
        let digit = hexValue(units[i])
        i += 1
        guard let digit else {
          flush()
          result.append(0xFFFD)
          break
        }
        value = value &* 16 &+ digit
      }
      bytes.append(value)
    }
    flush()
    return String(decoding: result, as: UTF16.self)
  }

  private static func hexValue(_ unit: UInt16) -> UInt8? {
    switch unit {
    case 48...57: UInt8(unit - 48)
    case 65...70: UInt8(unit - 55)
    case 97...102: UInt8(unit - 87)
    default: nil
    }
  }
}

/// An ASCII character's UTF-16 unit.
private func ascii(_ scalar: Unicode.Scalar) -> UInt16 { UInt16(scalar.value) }
