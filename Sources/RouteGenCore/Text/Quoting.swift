/// A text in double quotes, with `\"`, `\\`, `\n`, `\r` and `\t` as Swift and JSON both write them; each format
/// escapes the other scalars it must (`escape` gives their text, nil to keep one as it is).
enum Quoting {
  static func quoted(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if let escaped = escape(scalar) {
          result += escaped
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
