/// A spec as the fuzzer writes it: JSON with its members in the order they were added, so that the same seed
/// writes the same bytes, and a shrunk spec reads like one a person wrote.
indirect enum JSON: Equatable {
  case object([Member])
  case array([JSON])
  case string(String)
  /// A number as written (`42`, `40.75`).
  case number(String)
  case bool(Bool)

  struct Member: Equatable {
    var key: String
    var value: JSON
  }

  static func object(_ pairs: KeyValuePairs<String, JSON>) -> JSON {
    .object(pairs.map { Member(key: $0.key, value: $0.value) })
  }

  static func strings(_ texts: [String]) -> JSON { .array(texts.map(JSON.string)) }

  static func integer(_ value: Int) -> JSON { .number(String(value)) }

  subscript(key: String) -> JSON? {
    get {
      guard case .object(let members) = self else { return nil }
      return members.first { $0.key == key }?.value
    }
    set {
      guard case .object(var members) = self else { return }
      if let index = members.firstIndex(where: { $0.key == key }) {
        if let newValue { members[index].value = newValue } else { members.remove(at: index) }
      } else if let newValue {
        members.append(Member(key: key, value: newValue))
      }
      self = .object(members)
    }
  }

  var members: [Member] {
    if case .object(let members) = self { return members }
    return []
  }

  var elements: [JSON] {
    if case .array(let elements) = self { return elements }
    return []
  }

  var text: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// Two-space indentation; arrays of scalars and small objects on one line, as specs are written by hand.
  func rendered(indent: Int = 0) -> String {
    let inline = renderedInline()
    if inline.count + indent * 2 <= 110 { return inline }
    let padding = String(repeating: "  ", count: indent + 1)
    let closing = String(repeating: "  ", count: indent)
    switch self {
    case .object(let members):
      let lines = members.map {
        padding + Self.quoted($0.key) + ": " + $0.value.rendered(indent: indent + 1)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + closing + "}"
    case .array(let elements):
      let lines = elements.map { padding + $0.rendered(indent: indent + 1) }
      return "[\n" + lines.joined(separator: ",\n") + "\n" + closing + "]"
    default:
      return inline
    }
  }

  private func renderedInline() -> String {
    switch self {
    case .object(let members):
      members.isEmpty
        ? "{}"
        : "{ "
          + members.map { Self.quoted($0.key) + ": " + $0.value.renderedInline() }.joined(
            separator: ", ")
          + " }"
    case .array(let elements):
      "[" + elements.map { $0.renderedInline() }.joined(separator: ", ") + "]"
    case .string(let text): Self.quoted(text)
    case .number(let text): text
    case .bool(let flag): flag ? "true" : "false"
    }
  }

  /// A JSON string literal: ASCII, everything else escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case " "..."~": result.unicodeScalars.append(scalar)
      default:
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      }
    }
    return result + "\""
  }
}

/// Reads JSON text into `JSON`, keeping the order of object members (a regression's spec, as pasted).
struct JSONReader {
  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// The byte each one-letter escape (`\n`) stands for; `\"`, `\\` and `\/` stand for themselves.
  static let escapes: [UInt8: UInt8] = [
    UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
    UInt8(ascii: "b"): 0x08,
    UInt8(ascii: "f"): 0x0C,
  ]

  /// The value the text holds, or nil when it is not JSON.
  mutating func document() -> JSON? {
    guard let value = value() else { return nil }
    skipSpace()
    return position == bytes.count ? value : nil
  }

  private mutating func skipSpace() {
    while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) {
      position += 1
    }
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    skipSpace()
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  private mutating func value() -> JSON? {
    skipSpace()
    guard position < bytes.count else { return nil }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      position += 1
      var members: [JSON.Member] = []
      if take(UInt8(ascii: "}")) { return .object(members) }
      repeat {
        skipSpace()
        guard let key = string(), take(UInt8(ascii: ":")), let value = value() else { return nil }
        members.append(JSON.Member(key: key, value: value))
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "}")) ? .object(members) : nil
    case UInt8(ascii: "["):
      position += 1
      var elements: [JSON] = []
      if take(UInt8(ascii: "]")) { return .array(elements) }
      repeat {
        guard let value = value() else { return nil }
        elements.append(value)
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "]")) ? .array(elements) : nil
    case UInt8(ascii: "\""):
      return string().map(JSON.string)
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      let word = bytes[position] == UInt8(ascii: "t") ? "true" : "false"
      guard bytes[position...].starts(with: word.utf8) else { return nil }
      position += word.utf8.count
      return .bool(word == "true")
    default:
      let start = position
      while position < bytes.count, "-+.eE0123456789".utf8.contains(bytes[position]) {
        position += 1
      }
      return position > start
        ? .number(String(decoding: bytes[start..<position], as: UTF8.self)) : nil
    }
  }

  /// A string literal at `position` (its escapes read).
  private mutating func string() -> String? {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
    position += 1
    var units: [UInt16] = []
    var text = [UInt8]()
    func flushUnits() {
      text += Array(String(decoding: units, as: UTF16.self).utf8)
      units = []
    }
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      if byte == UInt8(ascii: "\"") {
        flushUnits()
        return String(decoding: text, as: UTF8.self)
      }
      guard byte == UInt8(ascii: "\\"), position < bytes.count else {
        flushUnits()
        text.append(byte)
        continue
      }
      let escape = bytes[position]
      position += 1
      if escape == UInt8(ascii: "u") {
        guard position + 4 <= bytes.count,
          let unit = UInt16(
            String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
        else { return nil }
        position += 4
        units.append(unit)
        continue
      }
      flushUnits()
      text.append(Self.escapes[escape] ?? escape)
    }
    return nil
  }
}
