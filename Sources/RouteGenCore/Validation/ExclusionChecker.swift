import RouteGenRuntime

/// The routes an `aasa.exclude` pattern hides: links they would read that the AASA file excludes, which iOS never
/// opens and the parser refuses (`excludedPath`). Each exclusion that hides links of routes gets a note naming
/// them, with a link; a pattern none of whose links is left is an error, since its route can never be reached
/// through it.
struct ExclusionChecker {
  let app: AppModel
  let exclusions: [Located<String>]

  func check(into log: inout DiagnosticLog) {
    for exclusion in exclusions {
      for route in app.routes {
        for pattern in route.web?.patterns ?? []
        where Self.hidesEveryLink(exclusion.value, of: pattern, caseSensitive: app.caseSensitive) {
          log.error(
            "route '\(route.name)' ('\(pattern.source)') is hidden by the AASA exclude pattern '\(exclusion.value)': none of its links opens the app or reaches the route; remove the pattern, or narrow the exclusion",
            at: pattern.location)
        }
      }
      let hidden = app.linksHidden(by: exclusion.value)
      guard !hidden.isEmpty else { continue }
      let listed = hidden.prefix(5).map { "'\($0.route)' ('\($0.pattern)', such as \($0.link))" }
      log.note(
        "the AASA exclude pattern '\(exclusion.value)' hides links of route\(hidden.count == 1 ? "" : "s") "
          + listed.joined(separator: ", ")
          + (hidden.count > 5 ? " and \(hidden.count - 5) more" : "")
          + ": iOS never opens them in the app, and the parser refuses them (ParseError.excludedPath)",
        at: exclusion.location)
    }
  }

  /// Whether the exclusion takes every path of the pattern: with each placeholder written as one unmatchable
  /// character, then as three (and a `/` in a catch-all), only its wildcards can take them.
  static func hidesEveryLink(_ exclusion: String, of pattern: Pattern, caseSensitive: Bool)
    -> Bool
  {
    ["\u{1}", "\u{1}\u{1}/\u{1}"].allSatisfy { marker in
      var path = pattern.segments.map { segment -> String in
        switch segment {
        case .literal(let text): return PercentEncoding.encode(text, for: .pathSegment)
        case .template(let template):
          return PercentEncoding.encode(template.prefix, for: .pathSegment)
            + marker.replacingOccurrences(of: "/", with: "")
            + PercentEncoding.encode(template.suffix, for: .pathSegment)
        }
      }
      if pattern.catchAll != nil { path.append(marker) }
      let read = Substring("/" + path.joined(separator: "/"))
      return AppModel.exclusion(among: [exclusion], ofPath: read, caseSensitive: caseSensitive)
        != nil
    }
  }
}
