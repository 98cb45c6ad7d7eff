import RouteGenRuntime
import RouteGenTableCompiler

/// Reads a pattern string such as `/user/{userId}`, `threads/{threadID}/pages/{page}`,
/// `/showthread.php?goto=post&postid={postID}` or `/showthread.php#post{postID}`.
///
/// Patterns are written as URLs: literal text may be percent-encoded (`search?q=%23{tag}` means a literal `#`).
/// One placeholder per segment, query value or fragment; `{name...}` as the last segment takes the rest of the path.
struct PatternParser {
  typealias Grammar = RouteGen.PatternGrammar

  struct Failure: Error {
    var message: String
    /// Offset into the pattern string, for the column.
    var offset: Int
  }

  static func parse(_ text: String, kind: FormKind, index: Int, location: SourceLocation) -> Result<
    Pattern, Failure
  > {
    do {
      return .success(try parse(text, kind: kind, index: index, at: location))
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(message: "\(error)", offset: 0))
    }
  }

  private static func parse(_ text: String, kind: FormKind, index: Int, at location: SourceLocation)
    throws -> Pattern
  {
    let utf8 = Array(text.utf8)
    let parts = Grammar.parts(utf8)
    let path = String(decoding: utf8[0..<parts.pathEnd], as: UTF8.self)
    var pattern = Pattern(
      source: text, location: location, kind: kind, segments: [], catchAll: nil, query: [],
      fragment: nil, fixed: [:], index: index)

    switch kind {
    case .web:
      guard path.hasPrefix("/") else {
        throw Failure(
          message: "a web pattern is a path and must start with '/' (e.g. \"/\(path)\")", offset: 0)
      }
    case .scheme:
      if path.hasPrefix("/") {
        throw Failure(
          message:
            "a custom-scheme pattern starts with the URL's host, without '/': write \"\(path.drop { $0 == "/" })\" for <scheme>://\(path.drop { $0 == "/" })",
          offset: 0)
      }
      if path.isEmpty {
        throw Failure(
          message:
            "a custom-scheme pattern needs at least one segment (the URL's host), e.g. \"home\"",
          offset: 0)
      }
    }
    let bodyStart = kind == .web ? 1 : 0
    if bodyStart < parts.pathEnd {
      let pieces = Grammar.split(utf8, bodyStart..<parts.pathEnd, by: Grammar.slash)
      for (position, range) in pieces.enumerated() {
        let piece = String(decoding: utf8[range], as: UTF8.self)
        let offset = range.lowerBound
        let isLast = position == pieces.count - 1
        if piece.isEmpty && isLast && position > 0 {
          // `/call/`: links keep the slash the spec writes.
          pattern.endsWithSlash = true
          break
        }
        if piece.isEmpty {
          throw Failure(message: "empty path segment ('//')", offset: offset)
        }
        if Grammar.isCatchAll(utf8, range) {
          guard isLast else {
            let message =
              position == pieces.count - 2 && pieces[position + 1].isEmpty
              ? "a catch-all '\(piece)' cannot be followed by '/': the rest of a path never ends with '/'"
              : "a catch-all '\(piece)' must be the last path segment"
            throw Failure(message: message, offset: offset)
          }
          let name = String(piece.dropFirst().dropLast(4))
          try checkName(name, offset: offset + 1)
          pattern.catchAll = name
          continue
        }
        // The AASA file compares decoded paths, where an encoded `/` is a real one: iOS would open
        // `/a/b` for it, which the parser refuses. Say so rather than claim what the app does not take.
        if kind == .web, let slash = piece.range(of: "%2F", options: .caseInsensitive) {
          throw Failure(
            message:
              "an encoded '/' (\(piece[slash])) cannot be part of a literal path segment (the AASA file decodes it into a real '/' and would claim paths the parser refuses; split the segment or use a placeholder)",
            offset: offset + piece.utf8.distance(from: piece.startIndex, to: slash.lowerBound))
        }
        pattern.spelling.segments.append(
          spelled(piece, kind == .scheme && position == 0 ? .host : .pathSegment))
        switch try parsePiece(piece, offset: offset) {
        case .literal(let literal):
          if literal == "." || literal == ".." {
            throw Failure(
              message: "'\(literal)' is not a usable path segment (URL normalisation removes it)",
              offset: offset)
          }
          pattern.segments.append(.literal(literal))
        case .template(let template):
          pattern.segments.append(.template(template))
        }
      }
    }

    if parts.hasQuery {
      (pattern.query, pattern.spelling.queryKeys, pattern.spelling.queryValues) = try parseItems(
        utf8, parts.query, part: "query")
    }
    if parts.hasFragment {
      let fragment = String(decoding: utf8[parts.fragment], as: UTF8.self)
      guard !fragment.isEmpty else {
        throw Failure(message: "empty fragment after '#'", offset: parts.queryEnd)
      }
      if Grammar.isItems(utf8, parts.fragment) {
        (pattern.fragmentItems, pattern.spelling.fragmentKeys, pattern.spelling.fragmentValues) =
          try parseItems(utf8, parts.fragment, part: "fragment")
      } else {
        pattern.fragment = try parsePiece(fragment, offset: parts.fragment.lowerBound)
        pattern.spelling.fragment = spelled(fragment, .fragment)
      }
    }
    return pattern
  }

  /// `key=value` items split by `&`, in a query or a fragment: their keys and values, and how links spell them.
  private static func parseItems(_ utf8: [UInt8], _ range: Range<Int>, part: String) throws -> (
    [QueryItem], [String], [Spelling.Affixes]
  ) {
    var (items, keys, values): ([QueryItem], [String], [Spelling.Affixes]) = ([], [], [])
    for item in Grammar.split(utf8, range, by: Grammar.ampersand) {
      let itemOffset = item.lowerBound
      let itemText = String(decoding: utf8[item], as: UTF8.self)
      guard let keyEnd = Grammar.keyEnd(utf8, item) else {
        throw Failure(
          message:
            "query item '\(itemText)' needs a value: write '\(itemText)={\(itemText)}' for a parameter or '\(itemText)=value' for a literal",
          offset: itemOffset)
      }
      let rawKey = String(decoding: utf8[item.lowerBound..<keyEnd], as: UTF8.self)
      // Links write literal text as the spec spells it, and a query's `+` reads back as a space.
      if let plus = itemText.utf8.firstIndex(of: UInt8(ascii: "+")) {
        throw Failure(
          message:
            "a '+' in a \(part == "query" ? "query" : "fragment of items") is a space to the parser (as HTML forms send it): write '%2B' for a plus, or '%20' for a space",
          offset: itemOffset + itemText.utf8.distance(from: itemText.utf8.startIndex, to: plus))
      }
      guard !rawKey.isEmpty, let key = PercentEncoding.decode(rawKey) else {
        throw Failure(
          message: "\(part) item '\(itemText)' has an empty or badly encoded key",
          offset: itemOffset)
      }
      if items.contains(where: { $0.key == key }) {
        throw Failure(
          message: "\(part) key '\(key)' appears twice in the pattern", offset: itemOffset)
      }
      let rawValue = String(decoding: utf8[keyEnd + 1..<item.upperBound], as: UTF8.self)
      let value = try parsePiece(rawValue, offset: itemOffset + rawKey.utf8.count + 1)
      keys.append(PercentEncoding.spell(rawKey, for: .queryKey))
      values.append(spelled(rawValue, .queryValue))
      items.append(QueryItem(key: key, value: value))
    }
    return (items, keys, values)
  }

  /// A piece's literal text as links write it (`Spelling`), around its placeholder if it has one.
  private static func spelled(_ piece: String, _ position: PercentEncoding.Position)
    -> Spelling.Affixes
  {
    guard let open = piece.firstIndex(of: "{"), let close = piece[open...].firstIndex(of: "}")
    else {
      return Spelling.Affixes(before: PercentEncoding.spell(piece, for: position))
    }
    return Spelling.Affixes(
      before: PercentEncoding.spell(String(piece[..<open]), for: position),
      after: PercentEncoding.spell(String(piece[piece.index(after: close)...]), for: position))
  }

  /// Literal text with at most one `{placeholder}`.
  private static func parsePiece(_ text: String, offset: Int) throws -> Piece {
    let bytes = Array(text.utf8)
    guard let (open, close) = Grammar.placeholder(bytes, bytes.indices) else {
      if let open = bytes.firstIndex(of: Grammar.openBrace) {
        throw Failure(message: "'{' without a matching '}'", offset: offset + open)
      }
      if let close = bytes.firstIndex(of: Grammar.closeBrace) {
        throw Failure(message: "'}' without a matching '{'", offset: offset + close)
      }
      return .literal(try decoded(text, offset: offset))
    }
    if bytes[(close + 1)...].contains(Grammar.openBrace) {
      throw Failure(
        message:
          "only one placeholder is allowed per segment, query value or fragment ('\(text)'); two values side by side cannot be told apart",
        offset: offset)
    }
    let name = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
    if name.hasSuffix("...") {
      throw Failure(message: "a catch-all '{\(name)}' must be a whole path segment", offset: offset)
    }
    try checkName(name, offset: offset + open + 1)
    return .template(
      Template(
        prefix: try decoded(String(decoding: bytes[..<open], as: UTF8.self), offset: offset),
        parameter: name,
        suffix: try decoded(String(decoding: bytes[(close + 1)...], as: UTF8.self), offset: offset))
    )
  }

  private static func decoded(_ text: String, offset: Int) throws -> String {
    guard let decoded = PercentEncoding.decode(text) else {
      throw Failure(message: "invalid percent-encoding in '\(text)'", offset: offset)
    }
    return decoded
  }

  private static func checkName(_ name: String, offset: Int) throws {
    guard let first = name.unicodeScalars.first,
      first == "_" || first.properties.isAlphabetic && first.isASCII,
      name.unicodeScalars.allSatisfy({
        $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
      })
    else {
      throw Failure(
        message:
          "placeholder name '\(name)' must be letters, digits and '_', starting with a letter",
        offset: offset)
    }
  }
}
