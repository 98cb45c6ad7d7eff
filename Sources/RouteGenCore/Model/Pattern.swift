import RouteGenRuntime
import RouteGenTableCompiler

/// A parsed URL pattern such as `/user/{userId}`, `/showthread.php?goto=post&postid={postID}` or `/docs/{path...}`.
public struct Pattern: Sendable, Hashable {
  /// The pattern as written, for messages and docs.
  public var source: String
  public var location: SourceLocation
  public var kind: FormKind
  public var segments: [Segment]
  /// A trailing `{name...}` that takes one or more remaining segments, joined by `/`.
  public var catchAll: String?
  /// Whether the path is written with a trailing `/` (`/call/`): links are written so, and the parser reads the
  /// path with or without it, as every path.
  public var endsWithSlash = false
  public var query: [QueryItem]
  public var fragment: Piece?
  /// A fragment of key=value items (`#pack_id={packId}&pack_key={packKey}`), read as a query's items are: in any
  /// order, others ignored, a key the pattern reads given twice refused. `fragment` is then nil.
  public var fragmentItems: [QueryItem] = []
  /// Values this pattern fixes for parameters it does not contain (`"set": {"page": "last"}`).
  public var fixed: [String: ParameterValue]
  /// Index of this pattern within its form (0 is canonical).
  public var index: Int
  /// For a web pattern of a route on a wildcard host, the parameter the host's first label gives.
  public var hostParameter: String?
  /// For a web pattern, the hosts it matches on: its own (`"hosts"` in a pattern object), else its route's.
  public var hosts: [Host] = []
  /// Whether a web pattern has hosts of its own.
  public var hasOwnHosts = false
  /// The literal text as the spec spells it, which builders write back as it is.
  public var spelling = Spelling()

  /// The host a link of this web pattern is built on: its first wildcard (`labelled`) or its first name.
  public func buildHost(labelled: Bool) -> Host? {
    hosts.first { $0.isWildcard == labelled }
  }

  /// Parameters this pattern reads from the URL, in URL order (the host's label first).
  public var placeholderNames: [String] {
    var names = hostParameter.map { [$0] } ?? []
    names += segments.compactMap(\.template?.parameter)
    if let catchAll { names.append(catchAll) }
    names += query.compactMap(\.template?.parameter)
    if let parameter = fragment?.template?.parameter { names.append(parameter) }
    names += fragmentItems.compactMap(\.template?.parameter)
    return names
  }

  /// How much this pattern requires beyond its path (`RouteGen.Precedence.Specificity`).
  func specificity(in route: Route) -> RouteGen.Precedence.Specificity {
    let requiredQuery = (query + fragmentItems).filter { item in
      item.template.flatMap { route.parameter(named: $0.parameter) }.map { !$0.mayBeAbsent }
        ?? false
    }
    // As in a path segment, longer literal text in query values is more specific (`u=https%3A%2F%2Fshop…{pid}`
    // before `u=https%3A{rest}`). Fragment items count as query items do.
    let fragmentLiterals =
      fragment?.hasLiteralText == true || fragmentItems.contains { $0.value.hasLiteralText }
    return RouteGen.Precedence.Specificity(
      fragmentText: fragmentLiterals, queryLiterals: query.filter { $0.value.hasLiteralText }.count,
      queryLiteralLength: query.reduce(0) { $0 + $1.value.literalLength },
      requiredItems: requiredQuery.count)
  }

  /// The query items, then the fragment's items, each with where it is.
  public var allItems: [(item: QueryItem, inFragment: Bool)] {
    query.map { ($0, false) } + fragmentItems.map { ($0, true) }
  }
}

/// A pattern's literal text as links write it: as the spec spells it, escapes and all (the model's literals are
/// decoded), with only the bytes a URL cannot hold there encoded. Builders write it so, because the apps' other
/// readers compare it as text (`#p/+…`, `?label=$label`).
public struct Spelling: Sendable, Hashable {
  /// A piece's literal text before and after its placeholder; a literal piece is all `before`. (A `Piece` is the
  /// query value or fragment itself.)
  public struct Affixes: Sendable, Hashable {
    public var before = ""
    public var after = ""
  }

  /// Each path segment but a catch-all (`@{userId}`: `@` before its placeholder, nothing after).
  public var segments: [Affixes] = []
  public var queryKeys: [String] = []
  public var queryValues: [Affixes] = []
  public var fragment = Affixes()
  public var fragmentKeys: [String] = []
  public var fragmentValues: [Affixes] = []
}

/// One path segment: literal text, or a placeholder with optional literal text around it (`@{userId}`).
public enum Segment: Sendable, Hashable {
  case literal(String)
  case template(Template)

  public var template: Template? {
    if case .template(let template) = self { return template }
    return nil
  }
}

/// A single placeholder with literal text before and after it.
public struct Template: Sendable, Hashable {
  public var prefix: String
  public var parameter: String
  public var suffix: String

  public init(prefix: String = "", parameter: String, suffix: String = "") {
    self.prefix = prefix
    self.parameter = parameter
    self.suffix = suffix
  }

  /// Whether literal text surrounds the placeholder (`@{userId}`), rather than the placeholder being all of it.
  public var hasLiteralText: Bool { !prefix.isEmpty || !suffix.isEmpty }

  /// How much literal text is around the value, in bytes: more is more specific.
  public var literalLength: Int { prefix.utf8.count + suffix.utf8.count }

  /// The middle of `text` if it starts and ends with the literal parts (nil when nothing is left for the value).
  public func value(in text: Substring, caseSensitive: Bool) -> Substring? {
    guard text.utf8.count > prefix.utf8.count + suffix.utf8.count else { return nil }
    let start = text.utf8.index(text.startIndex, offsetBy: prefix.utf8.count)
    let end = text.utf8.index(text.endIndex, offsetBy: -suffix.utf8.count)
    guard Literal.equal(text[text.startIndex..<start], prefix, caseSensitive: caseSensitive),
      Literal.equal(text[end..<text.endIndex], suffix, caseSensitive: caseSensitive)
    else { return nil }
    return text[start..<end]
  }
}

public struct QueryItem: Sendable, Hashable {
  public var key: String
  /// A literal value, or a template (usually a bare placeholder).
  public var value: Piece

  public var template: Template? { value.template }
}

/// A query value or fragment: literal text, or a template.
public enum Piece: Sendable, Hashable {
  case literal(String)
  case template(Template)

  public var template: Template? {
    if case .template(let template) = self { return template }
    return nil
  }

  /// How much literal text it has, in bytes: all of a literal, the text around a template's value.
  var literalLength: Int {
    switch self {
    case .literal(let text): text.utf8.count
    case .template(let template): template.literalLength
    }
  }

  var hasLiteralText: Bool {
    switch self {
    case .literal: true
    case .template(let template): template.hasLiteralText
    }
  }
}

/// Literal comparison shared by the matcher and the ambiguity checker: byte for byte (no Unicode normalisation:
/// URLs are bytes, and the AASA compares them so too), with ASCII case folding only, so that look-alike letters
/// never match (`ı` is not `i`).
public enum Literal {
  public static func equal<S: StringProtocol>(_ a: S, _ b: String, caseSensitive: Bool) -> Bool {
    a.utf8.elementsEqual(b.utf8) { caseSensitive ? $0 == $1 : lower($0) == lower($1) }
  }

  public static func lower(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  public static func folded(_ text: String, caseSensitive: Bool) -> String {
    if caseSensitive
      || !text.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
    {
      return text
    }
    return String(decoding: text.utf8.map(lower), as: UTF8.self)
  }
}
