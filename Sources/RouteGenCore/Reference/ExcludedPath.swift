import RouteGenRuntime

extension AppModel {
  /// The `aasa.exclude` pattern that excludes a web link's raw path, as iOS matches it: Apple's globs (read by
  /// `AASAMatcher`, written from Apple's documentation), percent-escapes of unreserved characters decoded, letters
  /// ignoring case where the spec's do; nil when none does. The runtime's `ExcludedPaths` reads the same.
  public func exclusion(ofPath rawPath: Substring) -> String? {
    Self.exclusion(among: aasa.exclude, ofPath: rawPath, caseSensitive: caseSensitive)
  }

  static func exclusion(among exclusions: [String], ofPath rawPath: Substring, caseSensitive: Bool)
    -> String?
  {
    let read = normalized(rawPath)
    return exclusions.first { pattern in
      let wanted = normalized(Substring(pattern))
      return AASAMatcher.glob(wanted, read, caseSensitive)
        || (wanted.hasSuffix("/*")
          && AASAMatcher.glob(String(wanted.dropLast(2)), read, caseSensitive))
    }
  }

  /// A path or a pattern as iOS compares them: escapes of unreserved characters decoded, `/` when empty, one
  /// trailing slash dropped.
  private static func normalized(_ raw: Substring) -> String {
    var path = ""
    var rest = raw.utf8[...]
    while let byte = rest.first {
      let escape = Array(rest.prefix(3))
      if byte == UInt8(ascii: "%"), escape.count == 3,
        let value = UInt8(String(decoding: escape.dropFirst(), as: UTF8.self), radix: 16),
        RouteGen.ByteSet.unreserved.contains(value)
      {
        path.unicodeScalars.append(Unicode.Scalar(value))
        rest = rest.dropFirst(3)
      } else {
        path.unicodeScalars.append(Unicode.Scalar(byte))
        rest = rest.dropFirst()
      }
    }
    if path.isEmpty { return "/" }
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }
}

extension AppModel {
  /// A link of each web pattern that the exclusion hides: one the pattern would read were the path not excluded.
  /// Found among a few paths the exclusion takes (its wildcards written as texts a path could hold there).
  public func linksHidden(by exclusion: String) -> [(route: String, pattern: String, link: String)]
  {
    var open = self
    open.aasa.exclude = []
    let matcher = RouteMatcher(app: open)
    var paths = ["x", "1", "x/x"].map { text in
      exclusion.replacingOccurrences(of: "*", with: text).replacingOccurrences(of: "?", with: "x")
    }
    // `/ads/*` takes `/ads` too.
    if exclusion.hasSuffix("/*") { paths.append(String(exclusion.dropLast(2))) }
    let hosts = Set(routes.flatMap { $0.web?.patterns.flatMap(\.hosts) ?? [] }.map(\.sampleName))
    var hidden: [(route: String, pattern: String, link: String)] = []
    for path in paths {
      for host in hosts.sorted() {
        let link = "\(webSchemes[0])://\(host)\(path)"
        guard case .success(let match) = matcher.match(link),
          !hidden.contains(where: { $0.route == match.value.name && $0.pattern == match.pattern })
        else { continue }
        hidden.append((match.value.name, match.pattern, link))
      }
    }
    func order(_ entry: (route: String, pattern: String, link: String)) -> (Int, String, String) {
      (route(named: entry.route)?.ordinal ?? 0, entry.pattern, entry.link)
    }
    return hidden.sorted { order($0) < order($1) }
  }
}
