/// A strict JSON (RFC 8259) reader that keeps the position of every key and value.
///
/// Foundation's decoders forget positions and silently keep the last of two duplicate keys; a hand-written
/// spec deserves better. Input is bounded: nesting deeper than `maximumDepth` is refused, and the reader is a
/// single forward pass, linear in the input size.
public struct JSONParser {
  public struct Failure: Error, Sendable, Equatable {
    public var message: String
    public var location: SourceLocation
  }

  public static let maximumDepth = 64

  private let bytes: [UInt8]
  /// The file of a spec with parts being read, which every location names (nil: a spec without parts).
  private let file: String?
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  /// Warnings that do not stop reading (a byte order mark).
  public private(set) var warnings: [Failure] = []
  /// Errors that do not stop reading: every duplicate key (the first value is kept), so one run lists them all.
  public private(set) var errors: [Failure] = []

  public init(bytes: [UInt8], file: String? = nil) {
    self.bytes = bytes
    self.file = file
  }

  /// Parses one JSON document. Duplicate keys are reported in `errors`, at each later occurrence.
  public mutating func parse() throws(Failure) -> JSONNode {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw Failure(
        message: "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8",
        location: location)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      warnings.append(
        Failure(
          message: "the file starts with a UTF-8 byte order mark; save it as UTF-8 without BOM",
          location: location))
      index = 3
      lineStart = 3
    }
    try validateUTF8()
    skipWhitespace()
    let root = try parseValue()
    skipWhitespace()
    if index < bytes.count {
      throw fail("unexpected \(describe(bytes[index])) after the end of the JSON document")
    }
    return root
  }

  private var location: SourceLocation {
    SourceLocation(line: line, column: index - lineStart + 1, offset: index, file: file)
  }

  private func fail(_ message: String) -> Failure {
    Failure(message: message, location: location)
  }

  private func describe(_ byte: UInt8) -> String {
    switch byte {
    case 0x20...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
    default: "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
  }

  /// Finds the first invalid UTF-8 sequence so that the error can name its position.
  private mutating func validateUTF8() throws(Failure) {
    var position = index
    var currentLine = line
    var currentLineStart = lineStart
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x0A {
        currentLine += 1
        currentLineStart = position + 1
      }
      let length: Int
      switch byte {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: length = 0
      }
      var valid = length > 0 && position + length <= bytes.count
      if valid && length > 1 {
        for offset in 1..<length where bytes[position + offset] & 0xC0 != 0x80 { valid = false }
        if valid {
          let second = bytes[position + 1]
          // Reject overlong forms, surrogates and code points above U+10FFFF.
          if byte == 0xE0 && second < 0xA0 { valid = false }
          if byte == 0xED && second > 0x9F { valid = false }
          if byte == 0xF0 && second < 0x90 { valid = false }
          if byte == 0xF4 && second > 0x8F { valid = false }
        }
      }
      if !valid {
        throw Failure(
          message:
            "the file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); save it as UTF-8",
          location: SourceLocation(
            line: currentLine, column: position - currentLineStart + 1, offset: position,
            file: file))
      }
      position += length
    }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private mutating func parseValue() throws(Failure) -> JSONNode {
    guard index < bytes.count else {
      throw fail("the JSON ends too early; a value is missing (is the file truncated?)")
    }
    let start = location
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
    case UInt8(ascii: "t"):
      try expectWord("true")
      return JSONNode(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return JSONNode(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return JSONNode(.null, at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(.number(try parseNumber()), at: start)
    case UInt8(ascii: "'"): throw fail("strings must use double quotes (\"), not single quotes")
    default: throw fail("expected a JSON value, found \(describe(bytes[index]))")
    }
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    if depth > Self.maximumDepth {
      throw fail(
        "the JSON is nested more than \(Self.maximumDepth) levels deep; a route spec never needs that"
      )
    }
  }

  private mutating func parseObject() throws(Failure) -> JSONNode {
    let start = location
    try enter()
    index += 1
    var members: [JSONMember] = []
    var seen: [String: SourceLocation] = [:]
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return JSONNode(.object(members), at: start)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw fail("the JSON ends inside an object; a '}' is missing (is the file truncated?)")
      }
      guard bytes[index] == UInt8(ascii: "\"") else {
        if bytes[index] == UInt8(ascii: "}") {
          throw fail("trailing comma before '}'; remove the comma")
        }
        throw fail("expected a key in double quotes, found \(describe(bytes[index]))")
      }
      let keyLocation = location
      let key = try parseString()
      let first = seen[key]
      if let first {
        errors.append(
          Failure(
            message:
              "duplicate key '\(key)' (first written at line \(first.line), column \(first.column)); JSON readers would silently keep only one, so remove one of them",
            location: keyLocation))
      } else {
        seen[key] = keyLocation
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw fail("expected ':' after the key '\(key)'")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      if first == nil {
        members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
      }
      skipWhitespace()
      guard index < bytes.count else {
        throw fail("the JSON ends inside an object; a '}' is missing (is the file truncated?)")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return JSONNode(.object(members), at: start)
      }
      throw fail("expected ',' or '}' after the value of '\(key)', found \(describe(bytes[index]))")
    }
  }

  private mutating func parseArray() throws(Failure) -> JSONNode {
    let start = location
    try enter()
    index += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return JSONNode(.array(elements), at: start)
    }
    while true {
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        throw fail("trailing comma before ']'; remove the comma")
      }
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else {
        throw fail("the JSON ends inside an array; a ']' is missing (is the file truncated?)")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return JSONNode(.array(elements), at: start)
      }
      throw fail("expected ',' or ']' in the array, found \(describe(bytes[index]))")
    }
  }

  private mutating func expectWord(_ word: String) throws(Failure) {
    let utf8 = Array(word.utf8)
    guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw fail(
        "expected a JSON value, found \(describe(bytes[index])) (strings need double quotes)")
    }
    index += utf8.count
  }

  private mutating func parseNumber() throws(Failure) -> String {
    let start = index
    func digits() -> Int {
      let begin = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - begin
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { throw fail("the number ends too early") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        throw fail("numbers must not have leading zeros")
      }
    } else if digits() == 0 {
      throw fail("expected a digit in the number")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if digits() == 0 { throw fail("expected a digit after the decimal point") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      if digits() == 0 { throw fail("expected a digit in the exponent") }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func parseString() throws(Failure) -> String {
    index += 1  // opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun(_ end: Int, into scalars: inout String.UnicodeScalarView) {
      if end > runStart {
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard index < bytes.count else {
        throw fail("the JSON ends inside a string; a closing '\"' is missing")
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        flushRun(index, into: &scalars)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRun(index, into: &scalars)
        index += 1
        scalars.append(try parseEscape())
        runStart = index
      case 0x00..<0x20:
        throw fail(
          byte == 0x0A
            ? "a string must not contain a line break; close it with '\"' or write \\n"
            : "a string must not contain control characters; escape them as \\u00XX")
      default:
        index += 1
      }
    }
  }

  private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
    guard index < bytes.count else { throw fail("the JSON ends inside an escape sequence") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800...0xDBFF).contains(high) {
        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw fail("a \\u escape of a high surrogate must be followed by a low surrogate escape")
        }
        index += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw fail("invalid low surrogate in \\u escape")
        }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw fail("a lone surrogate is not a valid \\u escape")
      }
      return scalar
    default:
      index -= 2
      throw fail(
        "invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
      )
    }
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = PercentEncoding.hexValue(bytes[index]) else {
        throw fail("expected four hex digits after \\u")
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }
}
