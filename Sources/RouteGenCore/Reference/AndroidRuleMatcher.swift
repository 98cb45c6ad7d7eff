import Foundation

/// Android's dynamic App Link rules (Android 15+, `dynamic_app_link_components` in `assetlinks.json`), read as
/// Android's documentation ("Configure website associations and dynamic rules") describes them, apart from the
/// generator and from `AASAMatcher`: rules are tried in order and the first that matches decides (`exclude`: not
/// for the app); a link no rule matches does not open the app. A rule's `/` (path), `#` (fragment) and each value
/// of its `?` dictionary are patterns where `?` is one character and `*` zero or more characters up to the first
/// occurrence of the pattern's next character (no backtracking, unlike Apple's greedy `*`); `?*` is one or more.
/// Every key of `?` must be in the query, its (first) value matching; other keys are allowed. Paths, values and fragments are compared decoded, as `Uri` gives them, and case-sensitively.
///
/// `applesReading` (with `caseSensitive`) reads the rules as Apple reads components (`*` the longest run, one
/// trailing `/` of the path and the pattern ignored, letters folded), for the checks that tell Android's documented
/// differences from a translation error.
public struct AndroidRuleMatcher: Sendable {
  public struct Rule: Sendable, Equatable {
    public var path: String?
    public var query: [String: String]
    public var fragment: String?
    public var exclude: Bool

    public init(path: String?, query: [String: String], fragment: String?, exclude: Bool) {
      (self.path, self.query, self.fragment, self.exclude) = (path, query, fragment, exclude)
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

  /// Whether Android 15+ opens `url` in the app, as far as the rules decide (the manifest must take it too).
  public func opensApp(_ url: String) -> Bool {
    deciding(url).map { !rules[$0].exclude } ?? false
  }

  /// The index of the rule that decides `url`, if any matches.
  public func deciding(_ url: String) -> Int? {
    guard let parts = URLComponents(string: url) else { return nil }
    let path = trimmed(parts.path.isEmpty ? "/" : parts.path)
    let items = parts.queryItems ?? []
    return rules.firstIndex { rule in
      if let pattern = rule.path, !matches(trimmed(pattern), path) { return false }
      if let pattern = rule.fragment, !matches(pattern, parts.fragment ?? "") { return false }
      // A key's value is its first, as `Uri.getQueryParameter` reads it.
      return rule.query.allSatisfy { key, pattern in
        items.first { item in
          caseSensitive ? item.name == key : item.name.lowercased() == key.lowercased()
        }.map { matches(pattern, $0.value ?? "") } ?? false
      }
    }
  }

  /// A path as it is compared: Apple's reading drops one trailing `/`.
  private func trimmed(_ path: String) -> String {
    applesReading && path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// A pattern against text: `?` one character; `*` zero or more, up to the first occurrence of the pattern's
  /// next character (the rest of the text when it is last; Apple's longest run in `applesReading`).
  func matches(_ pattern: String, _ text: String) -> Bool {
    if applesReading { return AASAMatcher.glob(pattern, text, caseSensitive) }
    let p = Array(caseSensitive ? pattern : pattern.lowercased())
    let t = Array(caseSensitive ? text : text.lowercased())
    var (i, j) = (0, 0)
    while i < p.count {
      switch p[i] {
      case "*":
        guard i + 1 < p.count else { return true }
        // `*?`: nothing to look for; it matches no character (this generator never writes it).
        if p[i + 1] != "?" && p[i + 1] != "*" {
          guard let next = t[j...].firstIndex(of: p[i + 1]) else { return false }
          j = next
        }
        i += 1
      case "?":
        guard j < t.count else { return false }
        (i, j) = (i + 1, j + 1)
      default:
        guard j < t.count, t[j] == p[i] else { return false }
        (i, j) = (i + 1, j + 1)
      }
    }
    return j == t.count
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
