import Foundation

/// Android's dynamic App Link rules (Android 15+, `dynamic_app_link_components` in `assetlinks.json`), apart from
/// the generator and from `AASAMatcher`. Android turns each rule into a `UriRelativeFilterGroup` of the manifest's
/// filter (AOSP `UriRelativeFilterGroup`, `UriRelativeFilter`): groups are tried in order and the first that matches
/// decides (`exclude`: not for the app); a link no rule matches does not open the app. A rule's `?` is one
/// character and `*` zero or more up to the first occurrence of the pattern's next character (the documentation's
/// words, which are `PatternMatcher`'s simple glob `.` and `.*`: this reads them through `AndroidPatternMatcher`).
/// The path and the fragment are matched whole, decoded (`Uri.getPath()`, `getFragment()`; a link without a
/// fragment never matches a `#` rule). Each `?` entry is matched as `key=value` against the pairs of the decoded
/// query (`Uri.getQuery()` split at `&`, or at `;` when it has no `&`): any pair will do, so `?a=1%262` reads as
/// the pairs `a=1` and `2`, and a repeated key matches if one of its values does. Everything compares
/// case-sensitively. A file whose rules hold an empty field is discarded whole, and the manifest decides.
///
/// `applesReading` (with `caseSensitive`) reads the rules as Apple reads components (`*` the longest run, one
/// trailing `/` of the path and the pattern ignored, a key's first value, letters folded), for the checks that
/// tell Android's documented differences from a translation error.
public struct AndroidRuleMatcher: Sendable {
  public struct Rule: Sendable, Equatable {
    public var path: String?
    public var query: [String: String]
    public var fragment: String?
    public var exclude: Bool

    public init(path: String?, query: [String: String], fragment: String?, exclude: Bool) {
      (self.path, self.query, self.fragment, self.exclude) = (path, query, fragment, exclude)
    }

    /// Why Android discards the file that holds it: an empty path, fragment, query key or value.
    public var emptyField: String? {
      if path == "" { return "an empty path (\"/\": \"\")" }
      if fragment == "" { return "an empty fragment (\"#\": \"\")" }
      if let key = query.keys.sorted().first(where: { $0.isEmpty || query[$0]!.isEmpty }) {
        return "an empty query \(key.isEmpty ? "key" : "value of '\(key)'")"
      }
      return nil
    }
  }

  public var rules: [Rule]
  public var applesReading = false
  public var caseSensitive = true

  public init(rules: [Rule]) {
    self.rules = rules
  }

  /// The rules `assetlinks.json` gives `package`: those of its statements that name it, in order.
  public init(json: Data, package: String) throws {
    var parser = JSONParser(bytes: Array(json))
    self.init(statements: try parser.parse(), package: package)
  }

  /// The rules a parsed `assetlinks.json` gives `package`.
  init(statements root: JSONNode, package: String) {
    guard case .array(let statements) = root.value else {
      rules = []
      return
    }
    rules = statements.filter {
      $0.member("target")?.member("package_name")?.string == package
    }.flatMap { statement -> [Rule] in
      let extensions = statement.member("relation_extensions")?.member(
        "delegate_permission/common.handle_all_urls")
      guard case .array(let entries)? = extensions?.member("dynamic_app_link_components")?.value
      else { return [] }
      return entries.compactMap(Rule.init)
    }
  }

  /// Why Android discards these rules (the manifest alone then decides), or nil.
  public var discarded: String? {
    rules.lazy.compactMap(\.emptyField).first
  }

  /// Whether Android 15+ opens `url` in the app, as far as the rules decide (the manifest must take it too):
  /// discarded rules leave it to the manifest.
  public func opensApp(_ url: String) -> Bool {
    if discarded != nil && !applesReading { return true }
    return deciding(url).map { !rules[$0].exclude } ?? false
  }

  /// The index of the rule that decides `url`, if any matches.
  public func deciding(_ url: String) -> Int? {
    applesReading ? decidingAsApple(url) : decidingAsAndroid(url)
  }

  private func decidingAsAndroid(_ url: String) -> Int? {
    let uri = AndroidURI(url)
    let pairs = uri.query.map(Self.queryPairs) ?? []
    func glob(_ pattern: String, _ text: String?) -> Bool {
      AndroidPatternMatcher.matches(.simpleGlob, pattern, text, escapedDot: .literal)
    }
    return rules.firstIndex { rule in
      if let pattern = rule.path, !glob(Self.glob(pattern), uri.path) { return false }
      if let pattern = rule.fragment, !glob(Self.glob(pattern), uri.fragment) { return false }
      return rule.query.allSatisfy { key, pattern in
        let filter = AndroidPatternMatcher.globEscaped(key) + "=" + Self.glob(pattern)
        return pairs.contains { glob(filter, $0) }
      }
    }
  }

  /// A rule's pattern as `PatternMatcher`'s simple glob: `*` is `.*`, `?` is `.`, the rest literal.
  static func glob(_ pattern: String) -> String {
    var result = ""
    for character in pattern {
      switch character {
      case "*": result += ".*"
      case "?": result += "."
      default: result += AndroidPatternMatcher.globEscaped(String(character))
      }
    }
    return result
  }

  /// `UriRelativeFilter.matchQuery`'s pairs: Java's `split("&")` (trailing empty pieces dropped), or `split(";")`
  /// when that gives one piece.
  static func queryPairs(_ query: String) -> [String] {
    func split(_ separator: Character) -> [String] {
      guard !query.isEmpty else { return [""] }
      var pieces = query.split(separator: separator, omittingEmptySubsequences: false).map(
        String.init)
      while pieces.last?.isEmpty == true { pieces.removeLast() }
      return pieces
    }
    let pairs = split("&")
    return pairs.count == 1 ? split(";") : pairs
  }

  /// Whether Android's pairs of the link's query (decoded, then split) are not the parser's (split, then each
  /// decoded): a value holding `%26` (`&`), or `;` in a query without `&`. The rules may then decide its keys
  /// otherwise than the app reads them (ROUTES.md says so).
  public static func splitsQueryOtherwise(_ url: String) -> Bool {
    guard let query = AndroidURI(url).query,
      let raw = URLComponents(string: url)?.percentEncodedQuery
    else { return false }
    let parsers = raw.split(separator: "&", omittingEmptySubsequences: false).map {
      AndroidURI.decode(String($0))
    }
    return queryPairs(query).filter { !$0.isEmpty } != parsers.filter { !$0.isEmpty }
  }

  private func decidingAsApple(_ url: String) -> Int? {
    guard let parts = URLComponents(string: url) else { return nil }
    let path = trimmed(parts.path.isEmpty ? "/" : parts.path)
    let items = parts.queryItems ?? []
    return rules.firstIndex { rule in
      if let pattern = rule.path, !matchesAsApple(trimmed(pattern), path) { return false }
      if let pattern = rule.fragment, !matchesAsApple(pattern, parts.fragment ?? "") {
        return false
      }
      // A key's value is its first.
      return rule.query.allSatisfy { key, pattern in
        items.first { item in
          caseSensitive ? item.name == key : item.name.lowercased() == key.lowercased()
        }.map { matchesAsApple(pattern, $0.value ?? "") } ?? false
      }
    }
  }

  /// A path as Apple compares it: one trailing `/` dropped.
  private func trimmed(_ path: String) -> String {
    path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  private func matchesAsApple(_ pattern: String, _ text: String) -> Bool {
    AASAMatcher.glob(pattern, text, caseSensitive)
  }
}

extension AndroidRuleMatcher.Rule {
  /// A rule as `assetlinks.json` writes it; nil when a key has a value of another type.
  init?(_ node: JSONNode) {
    guard case .object(let members) = node.value else { return nil }
    var rule = Self(path: nil, query: [:], fragment: nil, exclude: false)
    for member in members {
      switch (member.key, member.value.value) {
      case ("/", .string(let text)): rule.path = text
      case ("#", .string(let text)): rule.fragment = text
      case ("?", .object(let items)):
        for item in items {
          guard let value = item.value.string else { return nil }
          rule.query[item.key] = value
        }
      case ("exclude", .bool(let flag)): rule.exclude = flag
      case ("/", _), ("#", _), ("?", _), ("exclude", _): return nil
      default: continue
      }
    }
    self = rule
  }
}
