import Foundation

/// An AASA matcher written from Apple's documented rules, independent of the generator's code:
/// components are tried in order and the first match decides (an `exclude` match means "not for the app");
/// `*` matches any run of characters (across `/`), `?` exactly one, so `?*` at least one; a query dictionary
/// ignores extra keys and treats a missing key as empty; trailing slashes are ignored and `/x/*` also matches `/x`;
/// `caseSensitive` and `percentEncoded` default to true.
///
/// The agreement tests hold the generated AASA files to the parsers with it, and `routegen breaking` asks it
/// whether a new AASA file still claims the links the old one claimed.
public struct AASAMatcher: Sendable {
  public struct Component: Sendable {
    public var comment: String = ""
    public var path: String?
    /// `"?"`: a pattern for the whole query, or a pattern per key.
    public var query: Query?
    public var fragment: String?
    public var exclude: Bool
    public var caseSensitive: Bool
    public var percentEncoded: Bool

    public init(
      comment: String = "", path: String?, query: Query?, fragment: String?, exclude: Bool,
      caseSensitive: Bool, percentEncoded: Bool
    ) {
      self.comment = comment
      self.path = path
      self.query = query
      self.fragment = fragment
      self.exclude = exclude
      self.caseSensitive = caseSensitive
      self.percentEncoded = percentEncoded
    }
  }

  public enum Query: Sendable {
    case whole(String)
    case items([String: String])
  }

  public var components: [Component]

  /// The components for `appID` in an AASA file's JSON (a component this reader does not take is left out:
  /// `routegen verify` reports it, from the same reader).
  public init(json: Data, appID: String) throws {
    var parser = JSONParser(bytes: Array(json))
    let root = try parser.parse()
    guard case .array(let details)? = root.member("applinks")?.member("details")?.value else {
      components = []
      return
    }
    components = details.filter { detail in
      guard case .array(let ids)? = detail.member("appIDs")?.value else { return false }
      return ids.contains { $0.string == appID }
    }.flatMap { detail -> [Component] in
      guard case .array(let entries)? = detail.member("components")?.value else { return [] }
      return entries.compactMap(Component.init)
    }
  }

  public init(components: [Component]) {
    self.components = components
  }

  /// Whether iOS would open `url` in the app.
  public func opensApp(_ url: String) -> Bool {
    deciding(url).map { !components[$0].exclude } ?? false
  }

  /// The index of the first component that matches `url` (the one that decides), if any.
  public func deciding(_ url: String) -> Int? {
    guard let parts = URLComponents(string: url) else { return nil }
    return components.firstIndex { matches($0, parts) }
  }

  private func matches(_ component: Component, _ parts: URLComponents) -> Bool {
    func text(_ encoded: String?, _ decoded: String?) -> String {
      (component.percentEncoded ? encoded : decoded) ?? ""
    }
    if let pattern = component.path {
      // An http(s) URL with an empty path has the path "/".
      let path = normalized(
        text(parts.percentEncodedPath, parts.path).isEmpty
          ? "/" : text(parts.percentEncodedPath, parts.path))
      let wanted = normalized(pattern)
      let matchesPath =
        Self.glob(wanted, path, component.caseSensitive)
        || (wanted.hasSuffix("/*")
          && Self.glob(String(wanted.dropLast(2)), path, component.caseSensitive))
      if !matchesPath { return false }
    }
    switch component.query {
    case nil:
      break
    case .whole(let query):
      if !Self.glob(query, text(parts.percentEncodedQuery, parts.query), component.caseSensitive) {
        return false
      }
    case .items(let query):
      let items =
        (component.percentEncoded ? parts.percentEncodedQueryItems : parts.queryItems) ?? []
      for (key, pattern) in query {
        let value =
          items.first {
            Self.glob(key, $0.name, component.caseSensitive) && key.count == $0.name.count
          }?.value ?? ""
        if !Self.glob(pattern, value, component.caseSensitive) { return false }
      }
    }
    if let fragment = component.fragment {
      if !Self.glob(
        fragment, text(parts.percentEncodedFragment, parts.fragment), component.caseSensitive)
      {
        return false
      }
    }
    return true
  }

  private func normalized(_ path: String) -> String {
    path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// Glob match with `*` (any run) and `?` (one character); no escaping, as in AASA files.
  public static func glob(_ pattern: String, _ text: String, _ caseSensitive: Bool) -> Bool {
    let p = Array(caseSensitive ? pattern : pattern.lowercased())
    let t = Array(caseSensitive ? text : text.lowercased())
    var matched = Array(repeating: Array(repeating: false, count: t.count + 1), count: p.count + 1)
    matched[0][0] = true
    for i in 1...max(p.count, 1) where i <= p.count {
      if p[i - 1] == "*" { matched[i][0] = matched[i - 1][0] }
      for j in stride(from: 1, through: t.count, by: 1) {
        switch p[i - 1] {
        case "*": matched[i][j] = matched[i - 1][j] || matched[i][j - 1]
        case "?": matched[i][j] = matched[i - 1][j - 1]
        default: matched[i][j] = matched[i - 1][j - 1] && p[i - 1] == t[j - 1]
        }
      }
    }
    return matched[p.count][t.count]
  }
}

extension AASAMatcher.Component {
  /// A component as an AASA file writes it; nil when a key Apple defines has a value of another type.
  init?(_ node: JSONNode) {
    guard case .object(let members) = node.value else { return nil }
    var component = AASAMatcher.Component(
      path: nil, query: nil, fragment: nil, exclude: false, caseSensitive: true,
      percentEncoded: true)
    for member in members {
      switch (member.key, member.value.value) {
      case ("/", .string(let text)): component.path = text
      case ("#", .string(let text)): component.fragment = text
      case ("?", .string(let text)): component.query = .whole(text)
      case ("?", .object(let items)):
        var query: [String: String] = [:]
        for item in items {
          guard let value = item.value.string else { return nil }
          query[item.key] = value
        }
        component.query = .items(query)
      case ("exclude", .bool(let flag)): component.exclude = flag
      case ("caseSensitive", .bool(let flag)): component.caseSensitive = flag
      case ("percentEncoded", .bool(let flag)): component.percentEncoded = flag
      case ("comment", .string(let text)): component.comment = text
      case ("/", _), ("#", _), ("?", _), ("exclude", _), ("caseSensitive", _),
        ("percentEncoded", _), ("comment", _):
        return nil
      default: continue
      }
    }
    self = component
  }
}
