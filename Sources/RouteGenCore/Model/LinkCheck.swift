/// Which build patterns' links the generated builder must parse back before handing them out.
///
/// A builder writes exactly its pattern's literals and the route's values, each checked as the parser checks it,
/// so its link parses back to the same route unless a more specific pattern takes that link first (NovaSocial's
/// custom-scheme search for `#ios` is the hashtag route). This decides at generation time, conservatively, which
/// patterns a more specific one could shadow; only their builders pay for parsing their link back (and return nil
/// when it reaches something else). Catch-alls and destinations (`route` parameters) are always checked.
public enum LinkCheck {
  public struct PatternID: Hashable, Sendable {
    var kind: FormKind
    var route: Int
    var pattern: Int

    init(_ pattern: Pattern, of route: Route) {
      self.init(kind: pattern.kind, route: route.ordinal, pattern: pattern.index)
    }

    init(kind: FormKind, route: Int, pattern: Int) {
      self.kind = kind
      self.route = route
      self.pattern = pattern
    }
  }

  /// Every pattern of the app whose builder must parse its link back.
  public static func patternsToCheck(in app: AppModel) -> Set<PatternID> {
    var result: Set<PatternID> = []
    for kind in FormKind.allCases {
      let patterns = app.patternsInPrecedenceOrder(kind)
      // Earlier patterns by their first literal segment (folded), and those whose first segment is not one.
      var byFirstLiteral: [String: [Int]] = [:]
      var open: [Int] = []
      for (position, candidate) in patterns.enumerated() {
        let pattern = candidate.pattern
        let id = PatternID(pattern, of: candidate.route)
        let first = firstLiteral(pattern, app)
        let earlier = first.map { (byFirstLiteral[$0] ?? []) + open } ?? Array(0..<position)
        if isAlwaysChecked(pattern, candidate.route)
          || earlier.contains(where: { mightTake(patterns[$0], candidate, app) })
        {
          result.insert(id)
        }
        if let first {
          byFirstLiteral[first, default: []].append(position)
        } else {
          open.append(position)
        }
      }
    }
    return result
  }

  /// The checked patterns whose links only a more specific pattern could take: not catch-alls or destinations, of
  /// routes that pass no other query items, and not universal links bound to hosts. When its own pattern accepts
  /// such a link, it parses back to the value that wrote it, as every unchecked pattern's links do, so the builder
  /// need not make the route to compare it.
  public static func patternsShadowedOnly(in app: AppModel, checked: Set<PatternID>? = nil) -> Set<
    PatternID
  > {
    let checked = checked ?? patternsToCheck(in: app)
    var result: Set<PatternID> = []
    for route in app.routes where !route.otherQuery {
      for kind in FormKind.allCases where !(kind == .web && app.isHostBound(route)) {
        for pattern in route.form(kind)?.patterns ?? [] where !isAlwaysChecked(pattern, route) {
          let id = PatternID(pattern, of: route)
          if checked.contains(id) { result.insert(id) }
        }
      }
    }
    return result
  }

  /// Catch-alls and destinations: their links are parsed back whatever other patterns there are.
  static func isAlwaysChecked(_ pattern: Pattern, _ route: Route) -> Bool {
    pattern.catchAll != nil
      || pattern.placeholderNames.contains { route.parameter(named: $0)?.type == .destination }
  }

  private static func firstLiteral(_ pattern: Pattern, _ app: AppModel) -> String? {
    guard case .literal(let text)? = pattern.segments.first else { return nil }
    return Literal.folded(text, caseSensitive: !app.foldsLiterals(pattern.kind, segment: 0))
  }

  /// Whether `winner` (more specific) could accept a link that `loser`'s builder writes. Errs towards yes.
  static func mightTake(_ winner: RoutePattern, _ loser: RoutePattern, _ app: AppModel) -> Bool {
    let a = winner.pattern
    let b = loser.pattern
    switch (a.catchAll != nil, b.catchAll != nil) {
    case (false, false): guard a.segments.count == b.segments.count else { return false }
    case (true, false): guard b.segments.count > a.segments.count else { return false }
    case (false, true): guard a.segments.count > b.segments.count else { return false }
    case (true, true): break
    }
    for position in 0..<min(a.segments.count, b.segments.count) {
      let caseSensitive = !app.foldsLiterals(a.kind, segment: position)
      let winnerPiece = Piece(a.segments[position])
      let loserPiece = Piece(b.segments[position])
      guard
        compatible(winnerPiece, winner.route, loserPiece, loser.route, caseSensitive: caseSensitive)
      else { return false }
    }
    // A more specific path takes the link whatever its query and fragment say: the loser is never tried.
    if takesByPath(winner, loser) { return true }
    // A fragment read as items by one and as text by the other: the text may hold the items (errs towards yes).
    let mixedFragments =
      !a.fragmentItems.isEmpty && b.fragment != nil || !b.fragmentItems.isEmpty && a.fragment != nil
    for (item, inFragment) in a.allItems where !(inFragment && mixedFragments) {
      let written = (inFragment ? b.fragmentItems : b.query).first {
        Literal.equal($0.key, item.key, caseSensitive: app.caseSensitive)
      }
      switch item.value {
      case .literal:
        guard let written,
          compatible(
            item.value, winner.route, written.value, loser.route, caseSensitive: app.caseSensitive)
        else {
          return false
        }
      case .template(let template):
        let required = !(winner.route.parameter(named: template.parameter)?.mayBeAbsent ?? true)
        // An absent item leaves an optional value nil, whatever literal text its template has.
        if written == nil && required { return false }
        if let written,
          !compatible(
            item.value, winner.route, written.value, loser.route, caseSensitive: app.caseSensitive)
        {
          return false
        }
      }
    }
    if let fragment = a.fragment, !mixedFragments {
      let optional =
        fragment.template.map { template in
          !template.hasLiteralText
            && (winner.route.parameter(named: template.parameter)?.mayBeAbsent ?? false)
        } ?? false
      if let written = b.fragment {
        if !compatible(
          fragment, winner.route, written, loser.route, caseSensitive: app.caseSensitive)
        {
          return false
        }
      } else if !optional {
        return false
      }
    }
    return true
  }

  /// Whether `winner` takes a link of `loser`'s path before its query or fragment is read: its path is more
  /// specific (ParsingRules, "A link belongs to its most specific path"); when both paths are alike, the query and
  /// the fragment choose.
  private static func takesByPath(_ winner: RoutePattern, _ loser: RoutePattern) -> Bool {
    winner.key.elements != loser.key.elements
  }

  /// When `winner` could take links that `loser`'s builder writes: which of the loser's values those are, as
  /// phrases (`q starts with '#'`), none when it could take any. Nil when it takes none.
  static func takenValues(_ winner: RoutePattern, _ loser: RoutePattern, _ app: AppModel)
    -> [String]?
  {
    guard mightTake(winner, loser, app) else { return nil }
    let a = winner.pattern
    let b = loser.pattern
    var phrases: [String] = []
    for position in 0..<min(a.segments.count, b.segments.count) {
      let caseSensitive = !app.foldsLiterals(a.kind, segment: position)
      phrases += condition(
        Piece(a.segments[position]), winner.route, Piece(b.segments[position]), loser.route,
        caseSensitive: caseSensitive)
    }
    for (item, inFragment) in a.allItems where !takesByPath(winner, loser) {
      if let written = (inFragment ? b.fragmentItems : b.query).first(where: {
        Literal.equal($0.key, item.key, caseSensitive: app.caseSensitive)
      }) {
        phrases += condition(
          item.value, winner.route, written.value, loser.route, caseSensitive: app.caseSensitive)
      }
    }
    if let fragment = a.fragment, let written = b.fragment, !takesByPath(winner, loser) {
      phrases += condition(
        fragment, winner.route, written, loser.route, caseSensitive: app.caseSensitive)
    }
    return phrases
  }

  /// What the loser's value at one place must be for the winner to accept it there.
  private static func condition(
    _ winner: Piece, _ winnerRoute: Route, _ loser: Piece, _ loserRoute: Route, caseSensitive: Bool
  ) -> [String] {
    guard case .template(let template) = loser else { return [] }
    // A list's link reaches a winner that is not a list only with one item (a key given twice is refused there).
    let winnerIsList =
      winner.template.flatMap { winnerRoute.parameter(named: $0.parameter) }?.isList == true
    let loserIsList = loserRoute.parameter(named: template.parameter)?.isList == true
    let name =
      loserIsList && !winnerIsList ? "the only item of \(template.parameter)" : template.parameter
    switch winner {
    case .literal(let text):
      let value =
        template.value(in: Substring(text), caseSensitive: caseSensitive).map(String.init) ?? text
      return ["\(name) is '\(value)'"]
    case .template(let other):
      var phrases: [String] = []
      if other.prefix.count > template.prefix.count {
        phrases.append("\(name) starts with '\(other.prefix.dropFirst(template.prefix.count))'")
      }
      if other.suffix.count > template.suffix.count {
        phrases.append("\(name) ends with '\(other.suffix.dropLast(template.suffix.count))'")
      }
      if let parameter = winnerRoute.parameter(named: other.parameter),
        parameter.type != .string(StringConstraints())
      {
        phrases.append(
          "\(name) reads as \(winnerRoute.name)'s \(other.parameter) (\(parameter.type.name))")
      }
      return phrases
    }
  }

  /// Whether a text the loser writes at one place (its literal, or its template with any valid value) could be
  /// one the winner accepts there.
  private static func compatible(
    _ winner: Piece, _ winnerRoute: Route, _ loser: Piece, _ loserRoute: Route, caseSensitive: Bool
  ) -> Bool {
    switch (winner, loser) {
    case (.literal(let x), .literal(let y)):
      return Literal.equal(x, y, caseSensitive: caseSensitive)
    case (.literal(let text), .template(let template)):
      return accepts(template, loserRoute, text, caseSensitive: caseSensitive)
    case (.template(let template), .literal(let text)):
      return accepts(template, winnerRoute, text, caseSensitive: caseSensitive)
    case (.template(let x), .template(let y)):
      // The longer literal text on each side must start (end) with the shorter one.
      let prefixes = [x.prefix, y.prefix].map { Literal.folded($0, caseSensitive: caseSensitive) }
        .sorted { $0.count < $1.count }
      let suffixes = [x.suffix, y.suffix].map { Literal.folded($0, caseSensitive: caseSensitive) }
        .sorted { $0.count < $1.count }
      return prefixes[1].hasPrefix(prefixes[0]) && suffixes[1].hasSuffix(suffixes[0])
    }
  }

  /// Whether a template reads `text` as a valid value of its parameter.
  private static func accepts(
    _ template: Template, _ route: Route, _ text: String, caseSensitive: Bool
  ) -> Bool {
    guard let parameter = route.parameter(named: template.parameter),
      let middle = template.value(in: Substring(text), caseSensitive: caseSensitive)
    else { return false }
    if case .destination = parameter.type { return true }
    if case .success = ValueCodec.parse(
      String(middle), as: parameter.type, caseSensitive: caseSensitive)
    {
      return true
    }
    return false
  }
}

extension Piece {
  init(_ segment: Segment) {
    switch segment {
    case .literal(let text): self = .literal(text)
    case .template(let template): self = .template(template)
    }
  }
}
