import RouteGenRuntime

/// Percent-decoding and -encoding by URL position, shared by the pattern reader, the matcher and the docs.
public enum PercentEncoding {
  /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`). Returns nil when the decoded bytes are not
  /// valid UTF-8, or, when `strict`, for a `%` without two hex digits after it; otherwise such a `%` is itself,
  /// as Foundation's `URL` reads it (it writes it `%25`). Patterns are read strictly, URLs not.
  public static func decode<S: StringProtocol>(
    _ text: S, plusIsSpace: Bool = false, strict: Bool = true
  ) -> String? {
    let utf8 = Array(text.utf8)
    if !utf8.contains(UInt8(ascii: "%")) && !(plusIsSpace && utf8.contains(UInt8(ascii: "+"))) {
      return String(text)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%") {
        if index + 2 < utf8.count, let high = hexValue(utf8[index + 1]),
          let low = hexValue(utf8[index + 2])
        {
          bytes.append(high << 4 | low)
          index += 3
          continue
        }
        if strict { return nil }
        bytes.append(byte)
      } else if plusIsSpace && byte == UInt8(ascii: "+") {
        bytes.append(UInt8(ascii: " "))
      } else {
        bytes.append(byte)
      }
      index += 1
    }
    return String(validating: bytes, as: UTF8.self)
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Where a piece of text goes; each position holds a different set of bytes as they are.
  public enum Position: Sendable {
    case pathSegment, queryKey, queryValue, fragment
    /// A custom-scheme URL's first segment, which is its host: `:` and `@` are encoded too.
    case host

    /// The bytes written as they are here (the runtime's builders use the same sets).
    var kept: RouteGen.ByteSet {
      switch self {
      case .pathSegment: .pathSegment
      case .queryKey: .queryKey
      case .queryValue: .queryValue
      case .fragment: .fragment
      case .host: .host
      }
    }
  }

  /// Percent-encodes a value for its position: every byte its part of a URL does not hold as it is (RFC 3986's
  /// characters of that part, less its delimiters: ParsingRules lists each set). So `%`, spaces and non-ASCII are
  /// always encoded, `/` and `?` only in a path, and `&` `+` `'` only in a query.
  public static func encode(_ text: String, for position: Position) -> String {
    write(text, for: position, keepingEscapes: false)
  }

  /// Literal text of a pattern as the spec spells it: its escapes as written (`%23`, `%3A`), and only the bytes
  /// its part of a URL cannot hold as they are encoded (a space, non-ASCII).
  public static func spell(_ text: String, for position: Position) -> String {
    write(text, for: position, keepingEscapes: true)
  }

  private static func write(_ text: String, for position: Position, keepingEscapes: Bool) -> String
  {
    let kept = position.kept
    let utf8 = Array(text.utf8)
    var result = ""
    result.reserveCapacity(utf8.count)
    for (index, byte) in utf8.enumerated() {
      let isEscape =
        keepingEscapes && byte == UInt8(ascii: "%") && index + 2 < utf8.count
        && hexValue(utf8[index + 1]) != nil && hexValue(utf8[index + 2]) != nil
      if kept.contains(byte) || isEscape {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%"
        result.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte >> 4)]))
        result.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte & 0x0F)]))
      }
    }
    return result
  }

  static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

  static func isUnreserved(_ byte: UInt8) -> Bool {
    RouteGen.ByteSet.unreserved.contains(byte)
  }
}
