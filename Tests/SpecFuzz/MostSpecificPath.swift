import Foundation
import RouteGenCore
import RouteGenRuntime

/// ParsingRules' "A link belongs to its most specific path", read a second way that shares nothing with the
/// matchers' precedence (no `PrecedenceKey`, no trie): the link's path as Foundation splits it, each pattern's
/// segments ranked here (a literal, then literal text around a value, more text first, then a typed value, then
/// free text, then a catch-all), and no pattern whose path takes the link may rank before the one that took it.
struct MostSpecificPath {
  let app: AppModel

  /// A pattern more specific for the link's path than the accepted one, which takes that path: nil when none is.
  func moreSpecific(than match: RouteMatcher.Match, _ link: String) -> String? {
    guard let parts = URLComponents(string: URLParts.browserNormalized(link)),
      let accepted = pattern(match.pattern, of: match.value.name, kind: match.form)
    else { return nil }
    var raw = parts.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false).map(
      String.init)
    if match.form == .web {
      raw = Array(raw.dropFirst())
    } else if let host = parts.percentEncodedHost, !host.isEmpty {
      raw = [host] + raw.dropFirst()
    } else {
      raw = Array(raw.dropFirst())
    }
    if raw.count > 1 && raw.last == "" { raw.removeLast() }  // one trailing slash is ignored
    if raw == [""] { raw = [] }
    guard case let segments = raw.compactMap({ $0.removingPercentEncoding }),
      segments.count == raw.count
    else { return nil }
    let host = parts.host?.lowercased() ?? ""
    let acceptedRanks = ranks(accepted.pattern, accepted.route)
    for route in app.routes {
      for pattern in route.form(match.form)?.patterns ?? [] {
        guard isBefore(ranks(pattern, route), acceptedRanks),
          !mayRefuseByKey(route, parts),
          match.form == .scheme || app.label(of: host, on: pattern.hosts) != nil,
          takes(pattern, of: route, segments, kind: match.form)
        else { continue }
        return "'\(route.name)' ('\(pattern.source)')"
      }
    }
    return nil
  }

  private func pattern(_ source: String, of name: String, kind: FormKind) -> (
    route: Route, pattern: Pattern
  )? {
    guard let route = app.route(named: name),
      let pattern = route.form(kind)?.patterns.first(where: { $0.source == source })
    else { return nil }
    return (route, pattern)
  }

  /// Each segment's rank and literal length, then the end (-1) or a catch-all (4).
  private func ranks(_ pattern: Pattern, _ route: Route) -> [(rank: Int, length: Int)] {
    pattern.segments.map { segment in
      switch segment {
      case .literal: return (0, 0)
      case .template(let template) where template.hasLiteralText:
        return (1, -(template.prefix.utf8.count + template.suffix.utf8.count))
      case .template(let template):
        if case .string? = route.parameter(named: template.parameter)?.type { return (3, 0) }
        return (2, 0)
      }
    } + [(pattern.catchAll == nil ? -1 : 4, 0)]
  }

  private func isBefore(_ left: [(rank: Int, length: Int)], _ right: [(rank: Int, length: Int)])
    -> Bool
  {
    for (l, r) in zip(left, right) where l != r { return l < r }
    return false
  }

  /// Whether the route may refuse the link for a query key (`forbiddenQuery`, `refuseOtherQuery`), which makes the
  /// link not its: such routes are left out rather than read a third way.
  private func mayRefuseByKey(_ route: Route, _ parts: URLComponents) -> Bool {
    (!route.forbiddenQuery.isEmpty || route.refusesOtherQuery) && !(parts.query ?? "").isEmpty
  }

  /// Whether the pattern's path takes the segments: its literals equal (ignoring ASCII case where the app's do),
  /// each value accepted by its parameter.
  private func takes(_ pattern: Pattern, of route: Route, _ segments: [String], kind: FormKind)
    -> Bool
  {
    if pattern.catchAll == nil
      ? segments.count != pattern.segments.count : segments.count <= pattern.segments.count
    {
      return false
    }
    for (position, (segment, text)) in zip(pattern.segments, segments).enumerated() {
      let folds = app.foldsLiterals(kind, segment: position)
      // ASCII letters only: look-alike letters never match.
      func fold(_ text: String) -> String {
        guard folds else { return text }
        return String(
          decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
      }
      switch segment {
      case .literal(let literal):
        if fold(text) != fold(literal) { return false }
      case .template(let template):
        guard text.utf8.count > template.prefix.utf8.count + template.suffix.utf8.count,
          fold(text).hasPrefix(fold(template.prefix)), fold(text).hasSuffix(fold(template.suffix)),
          let parameter = route.parameter(named: template.parameter)
        else { return false }
        let value = String(
          text.utf8.dropFirst(template.prefix.utf8.count).dropLast(template.suffix.utf8.count))!
        if !accepts(value, parameter, route, kind: kind, caseSensitive: !folds) { return false }
      }
    }
    if let name = pattern.catchAll, let parameter = route.parameter(named: name) {
      let rest = segments[pattern.segments.count...].joined(separator: "/")
      if rest.hasSuffix("/")
        || !accepts(rest, parameter, route, kind: kind, caseSensitive: app.caseSensitive)
      {
        return false
      }
    }
    return true
  }

  private func accepts(
    _ value: String, _ parameter: Parameter, _ route: Route, kind: FormKind, caseSensitive: Bool
  ) -> Bool {
    if case .destination = parameter.type { return true }
    guard RouteGen.Reason.inPath(value) == nil,
      case .success(let parsed) = ValueCodec.parse(
        value, as: parameter.type, caseSensitive: caseSensitive)
    else { return false }
    // A keyword a pattern of this form writes on its own is not read in a placeholder.
    if case .keyword(let word) = parsed {
      return
        !(route.form(kind)?.patterns.contains { $0.fixed[parameter.name] == .keyword(word) }
        ?? false)
    }
    return true
  }
}
