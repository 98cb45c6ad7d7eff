/// Accumulates generated source text and owns its indentation, so emitters never count spaces.
struct CodePrinter {
  private(set) var text = ""
  private var level = 0
  let indentUnit: String

  /// Two spaces: swift-format's default, so that `swift format` leaves generated files unchanged.
  init(indentUnit: String = "  ") {
    self.indentUnit = indentUnit
  }

  /// One line at the current indentation (an empty string prints an empty line, without trailing spaces).
  mutating func line(_ content: String = "") {
    // Appended piece by piece: building the line first cost a temporary string per line.
    if !content.isEmpty {
      for _ in 0..<level { text += indentUnit }
      text += content
    }
    text += "\n"
  }

  /// `text` as `//` comment lines, its words filled up to the line length.
  mutating func comment(_ text: String) {
    var line = "//"
    for word in text.split(separator: " ") {
      if line.count > 2 && currentIndentWidth + line.count + 1 + word.count > Self.lineLength {
        self.line(line)
        line = "//"
      }
      line += " " + word
    }
    self.line(line)
  }

  /// Text copied as it is, already indented (the embedded runtime).
  mutating func verbatim(_ block: String) {
    text += block
    if !block.hasSuffix("\n") { text += "\n" }
  }

  /// A method chain (`_s.route(3).text(q).int(page)`) on one line when it fits, else filled up to 100 columns
  /// and continued one level deeper, broken before a `.`, as swift-format writes it.
  mutating func chained(_ chain: String) {
    if currentIndentWidth + chain.count <= Self.lineLength {
      line(chain)
      return
    }
    var links: [String] = []
    var depth = 0
    var current = ""
    for character in chain {
      if character == "." && depth == 0 && !current.isEmpty {
        links.append(current)
        current = ""
      }
      if character == "(" || character == "{" { depth += 1 }
      if character == ")" || character == "}" { depth -= 1 }
      current.append(character)
    }
    links.append(current)
    var lineText = ""
    var continuation = false
    for link in links {
      let width =
        currentIndentWidth + (continuation ? indentUnit.count : 0) + lineText.count + link.count
      if !lineText.isEmpty && width > Self.lineLength {
        continuation ? indented { $0.line(lineText) } : line(lineText)
        continuation = true
        lineText = ""
      }
      lineText += link
    }
    continuation ? indented { $0.line(lineText) } : line(lineText)
  }

  /// Several lines of text, each indented at the current level.
  mutating func lines(_ block: String) {
    for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
      self.line(String(line))
    }
  }

  /// `head(a, b, c)tail` on one line when it fits, else one item per line and the closing `)` on its own line
  /// (swift-format keeps that form). `head` ends just before the `(`.
  mutating func argumentList(_ head: String, _ items: [String], _ tail: String) {
    let single = head + "(" + items.joined(separator: ", ") + ")" + tail
    if currentIndentWidth + single.count <= Self.lineLength {
      line(single)
      return
    }
    line(head + "(")
    indented { out in
      for (index, item) in items.enumerated() {
        let comma = index == items.count - 1 ? "" : ","
        // A labelled string too long for its line goes on the next, one level deeper, as swift-format puts it.
        if out.currentIndentWidth + item.count + comma.count > Self.lineLength,
          let colon = item.range(of: ": \""), !item[..<colon.lowerBound].contains(" ")
        {
          out.line(String(item[..<colon.lowerBound]) + ":")
          out.indented {
            $0.line(String(item[item.index(after: colon.lowerBound)...].dropFirst()) + comma)
          }
        } else {
          out.line(item + comma)
        }
      }
    }
    line(")" + tail)
  }

  /// `guard a, b else { body }`, on as few lines as swift-format allows: one line, a block, or one condition
  /// per line when the conditions do not fit.
  mutating func guardElse(_ conditions: [String], _ body: String) {
    let head = "guard " + conditions.joined(separator: ", ") + " else"
    if currentIndentWidth + head.count + 2 <= Self.lineLength {
      compact(head, body)
      return
    }
    for (index, condition) in conditions.enumerated() {
      let last = index == conditions.count - 1
      if index == 0 {
        line("guard " + condition + (last ? "" : ","))
      } else {
        indented { $0.line(condition + (last ? "" : ",")) }
      }
    }
    line("else {")
    indented { $0.line(body) }
    line("}")
  }

  /// An array literal: on one line when it fits, else one element per line with a trailing comma.
  mutating func arrayLiteral(_ prefix: String, _ items: [String], _ suffix: String) {
    let single = prefix + "[" + items.joined(separator: ", ") + "]" + suffix
    if items.isEmpty || currentIndentWidth + single.count <= Self.lineLength {
      line(single)
      return
    }
    line(prefix + "[")
    indented { out in
      // swift-format adds a trailing comma to a broken multi-element literal, but not to a lone element.
      for item in items { out.line(item + (items.count > 1 ? "," : "")) }
    }
    line("]" + suffix)
  }

  /// `opening {`, the body one level deeper, then `closing` (default `}`).
  mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodePrinter) -> Void)
  {
    line(opening.isEmpty ? "{" : opening + " {")
    level += 1
    body(&self)
    level -= 1
    line(closing)
  }

  /// swift-format's default line length.
  static let lineLength = 100

  var currentIndentWidth: Int { level * indentUnit.count }

  /// `head` then `body` on one line when it fits in 100 columns, else `body` on the next line, indented.
  mutating func fitted(_ head: String, _ body: String) {
    if currentIndentWidth + head.count + 1 + body.count <= Self.lineLength {
      line(head + " " + body)
    } else {
      line(head)
      indented { $0.line(body) }
    }
  }

  /// `prefix item, item, …suffix`, filled up to 100 columns and continued two spaces deeper, as swift-format
  /// wraps `case` lists; with `hanging` false, continued at the same level (as it wraps a list of arguments).
  mutating func filled(_ prefix: String, _ items: [String], _ suffix: String, hanging: Bool = true)
  {
    if items.isEmpty {
      line(prefix + suffix)
      return
    }
    var current = prefix
    var continuation = false
    for (index, item) in items.enumerated() {
      let piece = item + (index == items.count - 1 ? suffix : ",")
      let candidate =
        current + (current.hasSuffix(" ") || current.hasSuffix("[") || current.isEmpty ? "" : " ")
        + piece
      let width =
        currentIndentWidth + (continuation && hanging ? indentUnit.count : 0) + candidate.count
      if width > Self.lineLength && current != prefix && !current.isEmpty {
        continuation && hanging ? indented { $0.line(current) } : line(current)
        continuation = true
        current = piece
      } else {
        current = candidate
      }
    }
    continuation && hanging ? indented { $0.line(current) } : line(current)
  }

  /// A case label binding an enum case's values, `case .name(let a, _):`, followed by `rest` on its line when
  /// both fit in 100 columns (true then); else the label alone, its bindings filled over lines of their own when
  /// it is too long, as swift-format writes it (false: print `rest` under it).
  mutating func caseLabel(_ caseName: String, binding bindings: [String], then rest: String) -> Bool
  {
    let label =
      bindings.isEmpty
      ? "case .\(caseName):" : "case .\(caseName)(\(bindings.joined(separator: ", "))):"
    if !rest.isEmpty && currentIndentWidth + label.count + 1 + rest.count <= Self.lineLength {
      line(label + " " + rest)
      return true
    }
    if currentIndentWidth + label.count <= Self.lineLength {
      line(label)
    } else {
      line("case .\(caseName)(")
      indented { $0.filled("", bindings, "", hanging: false) }
      line("):")
    }
    return false
  }

  /// `prefix[item, item, …]` on one line when it fits in 100 columns, else as swift-format writes a long array
  /// literal: the items filled on the lines after the `[`, one level deeper, each line ending with a comma, and
  /// the `]` on a line of its own.
  mutating func arrayLiteral(_ prefix: String, _ items: [String]) {
    let single = prefix + "[" + items.joined(separator: ", ") + "]"
    if currentIndentWidth + single.count <= Self.lineLength {
      line(single)
      return
    }
    line(prefix + "[")
    indented { $0.filled("", items, ",", hanging: false) }
    line("]")
  }

  /// `head { body }` on one line when it fits in 100 columns, else as a block (swift-format's choice).
  mutating func compact(_ head: String, _ body: String) {
    let single = "\(head) { \(body) }"
    if currentIndentWidth + single.count <= Self.lineLength {
      line(single)
    } else {
      block(head) { $0.line(body) }
    }
  }

  /// `if condition {` … `} else {` … `}` as swift-format writes it.
  mutating func ifElse(
    _ condition: String, _ then: (inout CodePrinter) -> Void,
    else otherwise: (inout CodePrinter) -> Void
  ) {
    line("if \(condition) {")
    indented(then)
    line("} else {")
    indented(otherwise)
    line("}")
  }

  /// `switch subject {` with its `case` lines at the switch's own level, as swift-format writes them.
  mutating func switchBlock(_ subject: String, _ body: (inout CodePrinter) -> Void) {
    line("switch \(subject) {")
    body(&self)
    line("}")
  }

  /// Prints the body one level deeper without braces (for `case x:` bodies).
  mutating func indented<Result>(by levels: Int = 1, _ body: (inout CodePrinter) -> Result)
    -> Result
  {
    level += levels
    defer { level -= levels }
    return body(&self)
  }
}

enum SwiftLiteral {
  /// A Swift string literal for any text: quotes, backslashes and non-printable characters escaped.
  static func string(_ text: String) -> String {
    Quoting.quoted(text) { scalar in
      scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
        ? "\\u{\(String(scalar.value, radix: 16))}" : nil
    }
  }

  /// An integer literal as swift-format writes it: seven or more digits are grouped by thousands.
  static func integer(_ value: Int) -> String {
    let digits = String(value.magnitude)
    guard digits.count >= 7 else { return String(value) }
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { grouped += "_" }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }

  /// An argument (`label: `) that is a raw multi-line string literal holding `bytes` (valid UTF-8) exactly, in lines
  /// up to 100 columns joined by line continuations (so no new line is part of it), control characters as escapes,
  /// and as many `#` as it takes for no text in it to end the literal or start an escape; `closing` follows it.
  /// The text and the closing delimiter are indented as swift-format indents them after a label.
  static func rawLines(_ bytes: [UInt8], label: String, closing: String, _ out: inout CodePrinter) {
    out.line(label + rawDelimiter(bytes) + "\"\"\"")
    out.indented { rawBody(bytes, closing: closing, &$0) }
  }

  /// A route table's record (`TableRecords`) as comment lines: its groups of tokens (a route, each of its
  /// parameters and patterns) on lines of their own, indented, so that each route's lines are its own.
  static func recordComments(_ groups: [[String]], _ out: inout CodePrinter) {
    do {
      for (index, group) in groups.enumerated() {
        var line = index == 0 ? "// " : "//   "
        // The line's width, kept rather than counted again for each token (a 10,000-route table has half a
        // million).
        var width = line.count
        for (position, raw) in group.enumerated() {
          let token = escapingSeparators(raw, "")
          let tokenWidth = token.count
          if position == 0 {
            line += token
            width += tokenWidth
          } else if out.currentIndentWidth + width + 1 + tokenWidth > CodePrinter.lineLength {
            out.line(line)
            line = "//     " + token
            width = 7 + tokenWidth
          } else {
            line += " " + token
            width += 1 + tokenWidth
          }
        }
        out.line(line)
      }
    }
  }

  /// Scalars that a source line may not show as they are (C1 controls, line and paragraph separators), as escapes
  /// (in a comment, as an escape's text).
  private static func escapingSeparators(_ token: String, _ delimiter: String) -> String {
    var result = ""
    for scalar in token.unicodeScalars {
      if (0x80...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
        result += "\\" + delimiter + "u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// As many `#` as it takes for no text in `bytes` to end a raw literal or start an escape.
  private static func rawDelimiter(_ bytes: [UInt8]) -> String {
    var hashes = 1
    while bytes.containsRun(after: [UInt8(ascii: "\\")], hashes)
      || bytes.containsRun(after: Array("\"\"\"".utf8), hashes)
    {
      hashes += 1
    }
    return String(repeating: "#", count: hashes)
  }

  /// The lines of a raw literal after its opening delimiter, and its closing delimiter.
  private static func rawBody(_ bytes: [UInt8], closing: String, _ out: inout CodePrinter) {
    let delimiter = rawDelimiter(bytes)
    let continuation = "\\" + delimiter
    let width = CodePrinter.lineLength - out.currentIndentWidth - continuation.count
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      let isControl =
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
        || scalar == "\u{2029}"
      let piece =
        isControl
        ? continuation + "u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
      if currentWidth + piece.count > width && !current.isEmpty {
        lines.append(current + continuation)
        (current, currentWidth) = ("", 0)
      }
      current += piece
      currentWidth += piece.count
    }
    lines.append(current)
    for line in lines { out.line(line) }
    out.line("\"\"\"" + delimiter + closing)
  }

  /// Doc comment text on one line (summaries are validated to be one line).
  static func doc(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" ? " " : $0 }))
  }
}

extension [UInt8] {
  /// Whether `lead` followed by `count` `#` bytes occurs.
  fileprivate func containsRun(after lead: [UInt8], _ count: Int) -> Bool {
    let needle = lead + [UInt8](repeating: UInt8(ascii: "#"), count: count)
    guard needle.count <= self.count else { return false }
    return (0...(self.count - needle.count)).contains { start in
      needle.indices.allSatisfy { self[start + $0] == needle[$0] }
    }
  }
}
