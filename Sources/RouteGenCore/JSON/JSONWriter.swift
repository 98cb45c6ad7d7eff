/// A JSON value with a fixed key order, written by hand: two-space indentation, `": "` separators, one key per
/// line, so the same model gives the same bytes on every platform (Foundation's encoder orders keys by hash).
indirect enum JSONOutput {
  case object([(String, JSONOutput)])
  case array([JSONOutput])
  case string(String)
  case bool(Bool)
  case integer(Int)
  /// A number as written (`40.75`).
  case number(String)
  /// A value written on one line, as people write a small object in a list (`{ "url": …, "values": { … } }`).
  case inline(JSONOutput)

  /// The same value without the object members named `name`, at any depth.
  func removing(member name: String) -> JSONOutput {
    switch self {
    case .object(let members):
      .object(members.filter { $0.0 != name }.map { ($0.0, $0.1.removing(member: name)) })
    case .array(let elements): .array(elements.map { $0.removing(member: name) })
    default: self
    }
  }

  func rendered() -> String {
    var text = ""
    write(into: &text, indent: 0)
    return text + "\n"
  }

  private func write(into text: inout String, indent: Int) {
    let padding = String(repeating: "  ", count: indent + 1)
    switch self {
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{\n"
      for (index, (key, value)) in members.enumerated() {
        text += padding + Self.quoted(key) + ": "
        value.write(into: &text, indent: indent + 1)
        text += index == members.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: "  ", count: indent) + "}"
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[]"
        return
      }
      // Arrays of strings stay on one line when short, as people write appIDs.
      if elements.allSatisfy({ if case .string = $0 { true } else { false } }) {
        let inline = "[" + elements.map { $0.rendered().dropLast() }.joined(separator: ", ") + "]"
        if inline.count + indent * 2 <= 100 {
          text += inline
          return
        }
      }
      text += "[\n"
      for (index, element) in elements.enumerated() {
        text += padding
        element.write(into: &text, indent: indent + 1)
        text += index == elements.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: "  ", count: indent) + "]"
    case .string(let value):
      text += Self.quoted(value)
    case .bool(let value):
      text += value ? "true" : "false"
    case .integer(let value):
      text += String(value)
    case .number(let value):
      text += value
    case .inline(let value):
      text += value.oneLine()
    }
  }

  /// The value on one line: `{ "a": 1, "b": [2, 3] }`.
  func oneLine() -> String {
    switch self {
    case .object(let members):
      members.isEmpty
        ? "{}"
        : "{ " + members.map { Self.quoted($0.0) + ": " + $0.1.oneLine() }.joined(separator: ", ")
          + " }"
    case .array(let elements): "[" + elements.map { $0.oneLine() }.joined(separator: ", ") + "]"
    case .inline(let value): value.oneLine()
    default: String(rendered().dropLast())
    }
  }

  /// A JSON string literal; everything outside printable ASCII is escaped, so the file is pure ASCII.
  static func quoted(_ value: String) -> String {
    Quoting.quoted(value) { scalar in
      guard !(" "..."~").contains(scalar) else { return nil }
      return String(scalar).utf16.map { unit in
        let hex = String(unit, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }.joined()
    }
  }
}
