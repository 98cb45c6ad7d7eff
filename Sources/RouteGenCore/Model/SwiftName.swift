/// Turns spec names into Swift identifiers. Keywords are escaped with backticks, not rejected.
public enum SwiftName {
  /// `user-profile` → `userProfile`, `select_event` → `selectEvent`; nil when no valid identifier results.
  public static func lowerCamel(_ name: String) -> String? {
    // The common case, checked on bytes: an ASCII identifier of letters and digits keeps its spelling.
    if let first = name.utf8.first, first.isASCIILetter,
      name.utf8.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit })
    {
      return name
    }
    let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    guard let first = words.first, let firstCharacter = first.first,
      firstCharacter.isLetter || name.hasPrefix("_")
    else {
      return nil
    }
    if words.count == 1
      && !name.contains(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) })
    {
      // Already an identifier: keep its spelling (`userID` stays `userID`).
      return firstCharacter.isLetter ? name : nil
    }
    var result = first.prefix(1).lowercased() + first.dropFirst()
    for word in words.dropFirst() {
      result += word.prefix(1).uppercased() + word.dropFirst()
    }
    return result
  }

  public static func upperCamel(_ name: String) -> String? {
    lowerCamel(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }
  }

  /// Wraps keywords in backticks so that `default` or `import` can still be a case name.
  public static func escaped(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// An identifier as an argument label at a call site, where only `inout`, `var` and `let` need backticks
  /// (Swift warns about the others).
  public static func argumentLabel(_ identifier: String) -> String {
    let bare = identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    return ["inout", "var", "let"].contains(bare) ? "`\(bare)`" : bare
  }

  /// Names that would clash with members every generated route type has.
  public static let reservedCaseNames: Set<String> = [
    "url", "universalLink", "customSchemeURL", "name", "parameters", "requiresAuthentication",
    "authRequirement",
    "feature", "allRoutes", "init", "self", "Type", "Protocol", "ParseError",
  ]

  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
    "while", "Any", "as",
    "false", "is", "nil", "super", "true", "try", "await", "async", "some", "any", "package",
    "consume", "borrowing",
    "consuming", "copy", "each", "discard", "then", "throws", "self", "Self", "Type", "Protocol",
  ]
}
