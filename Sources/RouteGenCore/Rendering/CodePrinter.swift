/// Accumulates generated source text and owns its indentation, so emitters never count spaces.
struct CodePrinter {
    private(set) var text = ""
    private var level = 0
    let indentUnit: String

    init(indentUnit: String = "    ") {
        self.indentUnit = indentUnit
    }

    /// One line at the current indentation (an empty string prints an empty line, without trailing spaces).
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: indentUnit, count: level) + content + "\n"
    }

    /// Several lines of text, each indented at the current level.
    mutating func lines(_ block: String) {
        for line in block.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
    }

    /// `opening {`, the body one level deeper, then `closing` (default `}`).
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opening + " {")
        level += 1
        body(&self)
        level -= 1
        line(closing)
    }

    /// `switch subject {` with its `case` lines at the switch's own level, as swift-format writes them.
    mutating func switchBlock(_ subject: String, _ body: (inout CodePrinter) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// Prints the body one level deeper without braces (for `case x:` bodies).
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }
}

enum SwiftLiteral {
    /// A Swift string literal for any text: quotes, backslashes and non-printable characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Doc comment text on one line (summaries are validated to be one line).
    static func doc(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ")
    }
}
