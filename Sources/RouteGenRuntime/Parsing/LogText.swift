extension RouteGen {
  /// Text from a URL as error messages write it, so that a message is safe to log: one line of text that a
  /// terminal or a log viewer shows as it is, of a bounded length. A link is attacker-controlled text: a newline
  /// in it would forge a log line, an escape sequence would drive the terminal, a bidi override would show
  /// `gnp.exe` for `exe.png`.
  ///
  /// The form is Swift's: `\\`, `\'` (`\"` in double quotes), `\n`, `\r`, `\t`, `\0`, and `\u{1B}` for any other
  /// character that is not printable (controls, bidi and other format characters, separators but the space,
  /// private-use and unassigned code points). A value is cut to `valueLength` characters, a reason to
  /// `reasonLength`, the cut marked `…`.
  package enum LogText {
    package static let valueLength = 80
    package static let reasonLength = 240
    package static let linkLength = 400

    /// A value from the URL, between `quote`s: every character a log could misread escaped, the quote and `\`
    /// too, so that the text reads back exactly as Swift reads a string literal.
    package static func quoted(
      _ text: some StringProtocol, _ quote: Character = "'", limit: Int = valueLength
    ) -> String {
      String(quote) + escaped(text, quote: quote, limit: limit) + String(quote)
    }

    /// A value as `description` writes it: a Swift string literal, never cut, whose unprintable characters are
    /// escaped as a quoted value's are (`debugDescription` keeps a bidi override raw).
    package static func literal(_ text: some StringProtocol) -> String {
      quoted(text, "\"", limit: .max)
    }

    /// Text made of the runtime's own words and values from the URL (a reason, a spec's note): what is not
    /// printable escaped, backslashes kept as they are (the values in it may be escaped already).
    package static func line(_ text: some StringProtocol, limit: Int = reasonLength) -> String {
      escaped(text, quote: nil, backslashes: false, limit: limit)
    }

    /// A whole link, as a tool prints it on a line of its own: escaped as a quoted value is, without quotes.
    package static func link(_ text: some StringProtocol, limit: Int = linkLength) -> String {
      escaped(text, quote: nil, backslashes: true, limit: limit)
    }

    private static func escaped(
      _ text: some StringProtocol, quote: Character?, backslashes: Bool = true, limit: Int
    ) -> String {
      var result = ""
      var count = 0
      for scalar in text.unicodeScalars {
        if count == limit {
          result += "…"
          break
        }
        count &+= 1
        switch scalar {
        case "\\" where backslashes: result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\0": result += "\\0"
        default:
          if let quote, Character(scalar) == quote {
            result += "\\" + String(quote)
          } else if isPrintable(scalar) {
            result.unicodeScalars.append(scalar)
          } else {
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
          }
        }
      }
      return result
    }

    /// Whether a character shows as itself: printable ASCII, and letters, marks, numbers, punctuation and
    /// symbols beyond it.
    package static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
      if scalar.isASCII { return scalar.value >= 0x20 && scalar.value != 0x7F }
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse,
        .surrogate, .unassigned:
        return false
      default:
        return true
      }
    }
  }
}
