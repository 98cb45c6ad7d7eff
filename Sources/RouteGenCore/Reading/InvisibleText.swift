import RouteGenRuntime

/// Refuses the characters that make a generated file read otherwise than it is, in every string and key of a
/// spec: spec text reaches Swift source, doc comments, ROUTES.md, JSON and plists, often from a part another team
/// owns, and reviewers skim it.
///
/// Refused: control characters (Unicode category Cc: the Swift compiler refuses them in a source file, and a
/// terminal acts on them), format characters (Cf: bidi overrides and isolates, zero-width characters, tag
/// characters, which change how the text around them shows without showing themselves, the Trojan Source attack,
/// CVE-2021-42574), and the line and paragraph separators (Zl, Zp: some editors break the line there and others do
/// not). The joiners some scripts need (U+200C, U+200D) are format characters too: they are accepted between two
/// characters beyond ASCII that are letters, marks or emoji (a Persian word, 👩‍💻), and refused elsewhere.
enum InvisibleText {
  /// Reports each string and key of the tree that holds such a character, with its place in the spec
  /// (`routes[3] ('search').summary`) and the character named.
  static func check(_ root: JSONNode, log: inout DiagnosticLog) {
    walk(root, place: "", log: &log)
  }

  private static func walk(_ node: JSONNode, place: String, log: inout DiagnosticLog) {
    switch node.value {
    case .string(let text):
      report(text, at: node.location, place: place.isEmpty ? "the spec" : place, log: &log)
    case .array(let items):
      for (index, item) in items.enumerated() {
        walk(item, place: place + "[\(index)]" + name(of: item), log: &log)
      }
    case .object(let members):
      for member in members {
        report(
          member.key, at: member.keyLocation,
          place: "a key of " + (place.isEmpty ? "the spec" : place), log: &log)
        walk(member.value, place: join(place, member.key), log: &log)
      }
    case .number, .bool, .null:
      break
    }
  }

  /// ` ('search')` for an object with a name (a route, an enum's value), so that the message says which.
  private static func name(of node: JSONNode) -> String {
    guard case .object(let members) = node.value,
      case .string(let name)? = members.first(where: { $0.key == "name" || $0.key == "case" })?
        .value.value
    else { return "" }
    return " (" + RouteGen.LogText.quoted(name) + ")"
  }

  private static func join(_ place: String, _ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "$") }
    let step = plain ? key : "[" + RouteGen.LogText.quoted(key, "\"") + "]"
    return place.isEmpty || !plain ? place + step : place + "." + step
  }

  private static func report(
    _ text: String, at location: SourceLocation, place: String, log: inout DiagnosticLog
  ) {
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      guard let why = reason(scalar),
        !isJoining(scalar, index > 0 ? scalars[index - 1] : nil, scalars.dropFirst(index + 1).first)
      else { continue }
      let code = "U+" + hex(scalar.value, digits: 4)
      let named = scalar.properties.name.map { code + " " + $0 } ?? code
      let encoded = String(scalar).utf8.map { "%" + hex(UInt32($0), digits: 2) }.joined()
      log.error(
        "\(place) holds \(named) (character \(index + 1)), \(why), so the files generated from it would read otherwise than they are; remove it (a URL pattern may hold it percent-encoded, \(encoded))",
        at: location)
      return
    }
  }

  /// A joiner (U+200C, U+200D) inside a word of a script that needs it (Persian, Hindi) or an emoji sequence
  /// (👩‍💻): between two characters beyond ASCII that are letters, marks or emoji, where it shows its effect.
  private static func isJoining(
    _ scalar: Unicode.Scalar, _ before: Unicode.Scalar?, _ after: Unicode.Scalar?
  ) -> Bool {
    guard scalar == "\u{200C}" || scalar == "\u{200D}", let before, let after else { return false }
    func joins(_ other: Unicode.Scalar) -> Bool {
      guard !other.isASCII else { return false }
      let properties = other.properties
      return properties.isAlphabetic || properties.isEmoji
        || properties.generalCategory == .nonspacingMark
        || properties.generalCategory == .spacingMark
    }
    return joins(before) && joins(after)
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// Why a character is refused; nil when it shows as itself.
  static func reason(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.properties.generalCategory {
    case .control:
      "a control character: the Swift compiler refuses it in a source file, and a terminal acts on it"
    case .format:
      "an invisible format character: it changes how the text around it shows in editors, reviews and terminals without showing itself (the Trojan Source attack, CVE-2021-42574)"
    case .lineSeparator, .paragraphSeparator:
      "a line or paragraph separator: some editors break the line there and others do not"
    default: nil
    }
  }
}
