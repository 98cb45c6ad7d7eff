/// Finds pairs of routes that can match the same URL, as DeepLinkDispatch does ("Ambiguous URI").
///
/// When `PrecedenceKey` decides between the two, the overlap is reported as a note naming the winner, so the
/// author sees it; when only declaration order would decide, it is an error at both places.
struct AmbiguityChecker: ReportingChecker {
  var log = DiagnosticLog(file: "")
  let app: AppModel

  init(app: AppModel) {
    self.app = app
  }

  mutating func check(into log: inout DiagnosticLog) {
    reporting(into: &log) { $0.check() }
  }

  private mutating func check() {
    var notes: [(pair: String, location: SourceLocation, message: String, patterns: String)] = []
    var catchAllLosses: [CatchAllLoss] = []
    for kind in FormKind.allCases {
      let patterns = app.patternsInPrecedenceOrder(kind)
      var conflicts: [(winner: Int, loser: Int, example: String)] = []
      for (i, j) in candidatePairs(patterns, kind: kind) {
        let winner = patterns[i]
        let loser = patterns[j]
        guard winner.route.name != loser.route.name,
          let witness = overlap(winner, loser, kind: kind)
        else { continue }
        let example = witnessURL(witness, kind: kind)
        if winner.key.decidesByRule(over: loser.key) && loser.pattern.catchAll != nil {
          // A catch-all loses to many routes: one note per pattern, naming the paths they read.
          if let index = catchAllLosses.firstIndex(where: {
            $0.loser.route.name == loser.route.name && $0.loser.pattern == loser.pattern
          }) {
            catchAllLosses[index].winners.append(winner)
          } else {
            catchAllLosses.append(
              CatchAllLoss(
                loser: loser, winners: [winner], firstReason: reason(winner.key, over: loser.key)))
          }
        } else if winner.key.decidesByRule(over: loser.key) {
          notes.append(
            (
              "\(loser.route.name)\u{0}\(winner.route.name)", loser.pattern.location,
              "route '\(loser.route.name)' ('\(loser.pattern.source)') and route '\(winner.route.name)' ('\(winner.pattern.source)', \(winner.pattern.location.place)) both match URLs like \(example); '\(winner.route.name)' wins (\(reason(winner.key, over: loser.key)))\(lostValues(winner, loser))\(refusedOnItsPath(winner, loser))",
              "'\(loser.pattern.source)' and '\(winner.pattern.source)'"
            ))
        } else {
          conflicts.append((i, j, example))
        }
      }
      reportConflictGroups(conflicts, patterns)
    }
    for loss in catchAllLosses { log.note(loss.message, at: loss.loser.pattern.location) }
    // A pair of routes gets one note, at its first overlapping patterns, naming the others.
    var others: [String: [String]] = [:]
    for note in notes { others[note.pair, default: []].append(note.patterns) }
    var noted: Set<String> = []
    for note in notes where noted.insert(note.pair).inserted {
      let more = others[note.pair, default: []].dropFirst()
      log.note(
        note.message + (more.isEmpty ? "" : "; the same holds for \(more.joined(separator: ", "))"),
        at: note.location)
    }
  }

  /// The routes whose patterns win over a catch-all pattern, and so the values of it that cannot round-trip: those
  /// whose path another route reads.
  private struct CatchAllLoss {
    var loser: RoutePattern
    var winners: [RoutePattern]
    /// Why the first winner wins, said when it is the only one.
    var firstReason: String

    var message: String {
      let name = loser.route.name
      let start = loser.pattern.segments.count
      // Each winner's path from the catch-all's segment on, as its pattern spells it (`search/{q}`).
      let shapes = winners.map { winner in
        let source = winner.pattern.source.drop { $0 == "/" }
        return source.split(separator: "/", maxSplits: start, omittingEmptySubsequences: false)
          .dropFirst(start).joined(separator: "/")
      }
      let listed =
        winners.prefix(5).map { "'\($0.route.name)' (\($0.pattern.location.place))" }.joined(
          separator: ", ")
        + (winners.count > 5 ? " and \(winners.count - 5) more" : "")
      let paths = Array(Set(shapes)).sorted().map { "'\($0)'" }
      let shown =
        paths.prefix(8).joined(separator: ", ")
        + (paths.count > 8 ? " and \(paths.count - 8) more" : "")
      let winning =
        winners.count == 1
        ? "a more specific route wins over (\(firstReason))"
        : "\(winners.count) more specific routes win over"
      return
        "route '\(name)' ('\(loser.pattern.source)') is a catch-all that \(winning): \(listed); "
        + "so '\(name)' cannot round-trip a '\(loser.pattern.catchAll ?? "")' value those routes read (\(shown)): its builder returns nil for them"
    }
  }

  /// Patterns that only declaration order would tell apart, one error per group of them (fifty routes on one
  /// pattern are one mistake, not 1,225): at the first conflict found, naming the group's other routes.
  private mutating func reportConflictGroups(
    _ conflicts: [(winner: Int, loser: Int, example: String)], _ patterns: [RoutePattern]
  ) {
    var parent: [Int: Int] = [:]
    func root(_ node: Int) -> Int {
      var node = node
      while let next = parent[node], next != node { node = next }
      return node
    }
    for conflict in conflicts {
      let (a, b) = (root(conflict.winner), root(conflict.loser))
      parent[a] = parent[a] ?? a
      parent[b] = a
    }
    var reported: Set<Int> = []
    for conflict in conflicts where reported.insert(root(conflict.winner)).inserted {
      let winner = patterns[conflict.winner]
      let loser = patterns[conflict.loser]
      let group = Set(parent.keys.filter { root($0) == root(conflict.winner) }).subtracting([
        conflict.winner, conflict.loser,
      ]).sorted()
      let others = group.prefix(5).map {
        "'\(patterns[$0].route.name)' (\(patterns[$0].pattern.location.place))"
      }
      let listed =
        others.joined(separator: ", ") + (group.count > 5 ? " and \(group.count - 5) more" : "")
      let more =
        group.isEmpty
        ? ""
        : "; route\(group.count == 1 ? " \(listed) is" : "s \(listed) are") ambiguous with them too"
      log.error(
        "route '\(loser.route.name)' ('\(loser.pattern.source)') is ambiguous with route '\(winner.route.name)' ('\(winner.pattern.source)', \(winner.pattern.location.place)): both match URLs like \(conflict.example) and no precedence rule decides\(more); make one pattern more specific (a literal segment, a typed parameter, or a query literal)",
        at: loser.pattern.location)
      log.note("route '\(winner.route.name)' is declared here", at: winner.pattern.location)
    }
  }

  /// Where the path decides and the winner reads more than its path, a link it takes by its path and then refuses
  /// is refused: said, since a team may expect the next route to read it (ParsingRules, "A link belongs to its
  /// most specific path").
  private func refusedOnItsPath(_ winner: RoutePattern, _ loser: RoutePattern) -> String {
    let pattern = winner.pattern
    guard winner.key.elements != loser.key.elements,
      !pattern.allItems.isEmpty || pattern.fragment != nil || pattern.hostParameter != nil
    else { return "" }
    return
      "; a link '\(winner.route.name)' takes by its path and then refuses is refused, never read by '\(loser.route.name)'"
  }

  /// The loser's values whose links the winner would take, which therefore cannot round-trip.
  private func lostValues(_ winner: RoutePattern, _ loser: RoutePattern) -> String {
    guard let phrases = LinkCheck.takenValues(winner, loser, app) else { return "" }
    let values =
      phrases.isEmpty ? "any value" : "values where " + phrases.joined(separator: " and ")
    return
      "; so '\(loser.route.name)' cannot round-trip \(values) through this pattern: its builder returns nil for them"
  }

  /// Pairs (i < j) that could overlap: patterns are split by literal segment text level by level, so two
  /// patterns with different literals at one position are never compared. Keeps large specs near-linear.
  private func candidatePairs(_ patterns: [RoutePattern], kind: FormKind) -> [(Int, Int)] {
    var pairs: Set<Pair> = []
    func split(_ group: [Int], depth: Int) {
      guard group.count > 1 else { return }
      var literal: [String: [Int]] = [:]
      var open: [Int] = []
      for index in group {
        let pattern = patterns[index].pattern
        if depth < pattern.segments.count, case .literal(let text) = pattern.segments[depth] {
          literal[
            Literal.folded(text, caseSensitive: !app.foldsLiterals(kind, segment: depth)),
            default: []
          ].append(index)
        } else {
          open.append(index)
        }
      }
      // No literal left to tell them apart: every pair of the group is a candidate.
      if literal.isEmpty {
        for a in 0..<group.count {
          for b in (a + 1)..<group.count {
            pairs.insert(Pair(min(group[a], group[b]), max(group[a], group[b])))
          }
        }
        return
      }
      // Patterns without a literal here can meet any bucket, so they go down with each of them.
      for (_, members) in literal { split((members + open).sorted(), depth: depth + 1) }
    }
    split(Array(patterns.indices), depth: 0)
    return pairs.sorted { ($0.a, $0.b) < ($1.a, $1.b) }.map { ($0.a, $0.b) }
  }

  private struct Pair: Hashable {
    var a: Int
    var b: Int
    init(_ a: Int, _ b: Int) {
      self.a = a
      self.b = b
    }
  }

  struct Witness {
    var segments: [String]
    var query: [(String, String)]
    var fragment: String?
    var fragmentItems: [(String, String)] = []
    /// The web host both patterns' routes match on.
    var host = ""
  }

  /// A host both web patterns match on (a wildcard's label as `example`), or nil.
  private func commonHost(_ a: Pattern, _ b: Pattern) -> String? {
    for x in a.hosts {
      for y in b.hosts where x.overlaps(y) {
        return x.isWildcard ? y.sampleName : x.name
      }
    }
    return nil
  }

  /// A URL both patterns match, or nil when they cannot both match one URL.
  func overlap(_ a: RoutePattern, _ b: RoutePattern, kind: FormKind) -> Witness? {
    let pa = a.pattern
    let pb = b.pattern
    let lengthA = pa.segments.count
    let lengthB = pb.segments.count
    let length: Int
    switch (pa.catchAll != nil, pb.catchAll != nil) {
    case (false, false):
      guard lengthA == lengthB else { return nil }
      length = lengthA
    case (true, false):
      guard lengthB > lengthA else { return nil }
      length = lengthB
    case (false, true):
      guard lengthA > lengthB else { return nil }
      length = lengthA
    case (true, true): length = max(lengthA, lengthB) + 1
    }
    var witness = Witness(segments: [], query: [], fragment: nil)
    if kind == .web {
      guard let host = commonHost(pa, pb) else { return nil }
      witness.host = host
    }
    for position in 0..<length {
      let caseSensitive = !app.foldsLiterals(kind, segment: position)
      guard
        let text = common(
          piece(pa, at: position, route: a.route), piece(pb, at: position, route: b.route),
          caseSensitive: caseSensitive)
      else { return nil }
      witness.segments.append(text)
    }
    guard let query = commonItems(pa.query, pb.query, a, b) else { return nil }
    witness.query = query
    // A key one route needs and the other refuses (`forbiddenQuery`, or any it does not read with
    // `refuseOtherQuery`) is in no URL both accept.
    func refuses(_ route: Route, _ key: String) -> Bool {
      route.forbiddenQuery.contains { Literal.equal($0, key, caseSensitive: app.caseSensitive) }
        || route.refusesOtherQuery
          && !route.declaredQueryKeys(caseSensitive: app.caseSensitive).contains(
            Literal.folded(key, caseSensitive: app.caseSensitive))
    }
    if witness.query.contains(where: { refuses(a.route, $0.0) || refuses(b.route, $0.0) }) {
      return nil
    }
    // A fragment of items: the items both need, written as a query's; a plain fragment must take that text.
    guard let items = commonItems(pa.fragmentItems, pb.fragmentItems, a, b) else { return nil }
    let itemsText = items.isEmpty ? nil : items.map { $0.0 + "=" + $0.1 }.joined(separator: "&")
    if let itemsText {
      for (plain, route) in [(pa.fragment, a.route), (pb.fragment, b.route)] {
        if let plain,
          common(
            fragmentPiece(plain, route: route), .literal(itemsText),
            caseSensitive: app.caseSensitive) == nil
        {
          return nil
        }
      }
      witness.fragmentItems = items
      return witness
    }
    switch (pa.fragment, pb.fragment) {
    case (let x?, let y?):
      guard
        let text = common(
          fragmentPiece(x, route: a.route), fragmentPiece(y, route: b.route),
          caseSensitive: app.caseSensitive)
      else { return nil }
      witness.fragment = text
    case (let x?, nil):
      witness.fragment = common(
        fragmentPiece(x, route: a.route), fragmentPiece(x, route: a.route),
        caseSensitive: app.caseSensitive)
    case (nil, let y?):
      witness.fragment = common(
        fragmentPiece(y, route: b.route), fragmentPiece(y, route: b.route),
        caseSensitive: app.caseSensitive)
    case (nil, nil):
      break
    }
    return witness
  }

  /// The items a URL both patterns match carries (a query's, or a fragment's): each key one of them needs, with
  /// a text both accept; nil when no text does.
  private func commonItems(
    _ itemsA: [QueryItem], _ itemsB: [QueryItem], _ a: RoutePattern, _ b: RoutePattern
  ) -> [(String, String)]? {
    var keys: [String] = []
    for item in itemsA + itemsB
    where !keys.contains(where: { Literal.equal($0, item.key, caseSensitive: app.caseSensitive) }) {
      keys.append(item.key)
    }
    var common: [(String, String)] = []
    for key in keys {
      let itemA = itemsA.first { Literal.equal($0.key, key, caseSensitive: app.caseSensitive) }
      let itemB = itemsB.first { Literal.equal($0.key, key, caseSensitive: app.caseSensitive) }
      let sideA = itemA.map { queryPiece($0.value, route: a.route) }
      let sideB = itemB.map { queryPiece($0.value, route: b.route) }
      switch (sideA, sideB) {
      case (let x?, let y?):
        // Two optional placeholders can both be left out; otherwise one text must satisfy both.
        if x.optional && y.optional { continue }
        guard let text = self.common(x.matcher, y.matcher, caseSensitive: app.caseSensitive) else {
          return nil
        }
        common.append((key, text))
      case (let x?, nil), (nil, let x?):
        if x.optional { continue }
        guard let text = self.common(x.matcher, x.matcher, caseSensitive: app.caseSensitive) else {
          return nil
        }
        common.append((key, text))
      case (nil, nil):
        continue
      }
    }
    return common
  }

  /// What one pattern accepts at one place: a literal, or a template with its parameter type.
  enum PieceMatcher {
    case literal(String)
    case template(Template, ParameterType)
  }

  private func piece(_ pattern: Pattern, at position: Int, route: Route) -> PieceMatcher {
    if position < pattern.segments.count {
      switch pattern.segments[position] {
      case .literal(let text): return .literal(text)
      case .template(let template):
        return .template(
          template, route.parameter(named: template.parameter)?.type ?? .string(StringConstraints())
        )
      }
    }
    return .template(Template(parameter: pattern.catchAll ?? ""), .string(StringConstraints()))
  }

  private func queryPiece(_ value: Piece, route: Route) -> (matcher: PieceMatcher, optional: Bool) {
    switch value {
    case .literal(let text): return (.literal(text), false)
    case .template(let template):
      let parameter = route.parameter(named: template.parameter)
      return (
        .template(template, parameter?.type ?? .string(StringConstraints())),
        parameter?.mayBeAbsent ?? false
      )
    }
  }

  private func fragmentPiece(_ value: Piece, route: Route) -> PieceMatcher {
    queryPiece(value, route: route).matcher
  }

  /// A text both accept, if one is found. Literal against template is exact; template against template is
  /// decided on sample values of both types placed inside both templates' literal text.
  func common(_ a: PieceMatcher, _ b: PieceMatcher, caseSensitive: Bool) -> String? {
    switch (a, b) {
    case (.literal(let x), .literal(let y)):
      return Literal.equal(x, y, caseSensitive: caseSensitive) ? x : nil
    case (.literal(let text), .template(let template, let type)),
      (.template(let template, let type), .literal(let text)):
      return accepts(template, type, text, caseSensitive: caseSensitive) ? text : nil
    case (.template(let x, let typeX), .template(let y, let typeY)):
      let samples = Self.samples(typeX) + Self.samples(typeY)
      let longPrefix = x.prefix.count >= y.prefix.count ? x.prefix : y.prefix
      let longSuffix = x.suffix.count >= y.suffix.count ? x.suffix : y.suffix
      for sample in samples {
        for candidate in [
          x.prefix + sample + x.suffix, y.prefix + sample + y.suffix,
          longPrefix + sample + longSuffix,
        ]
        where accepts(x, typeX, candidate, caseSensitive: caseSensitive)
          && accepts(y, typeY, candidate, caseSensitive: caseSensitive)
        {
          return candidate
        }
      }
      return nil
    }
  }

  private func accepts(
    _ template: Template, _ type: ParameterType, _ text: String, caseSensitive: Bool
  ) -> Bool {
    guard let middle = template.value(in: Substring(text), caseSensitive: caseSensitive) else {
      return false
    }
    if case .destination = type { return middle.hasPrefix("/") }
    if case .success = ValueCodec.parse(String(middle), as: type, caseSensitive: caseSensitive) {
      return true
    }
    return false
  }

  /// Typical values of a type, used to find a text two templates both accept.
  static func samples(_ type: ParameterType) -> [String] {
    switch type {
    case .string(let constraints):
      var samples = constraints.isHostName ? ["x.example"] : ["x", "1", "a1", "-", "@"]
      if let characters = constraints.characters,
        let first = characters.ranges.first.flatMap({ Unicode.Scalar($0.lowerBound) })
      {
        samples.insert(String(Character(first)), at: 0)
      }
      let length = max(constraints.minLength ?? 1, 1)
      return samples.map {
        String(
          repeating: $0,
          count: max(1, length / max($0.count, 1) + (length % max($0.count, 1) == 0 ? 0 : 1)))
      }
    case .int(let min, _, let keywords): return ["1", "0", min.map(String.init) ?? "1"] + keywords
    case .double(let min, _): return ["1.5", "1", min.map { String($0) } ?? "1"]
    case .bool(let spellings): return spellings.trueValues + spellings.falseValues
    case .uuid: return ["123e4567-e89b-12d3-a456-426614174000"]
    case .date: return ["2025-08-25T19:00:00Z"]
    case .enumeration(let enumType): return enumType.values.flatMap { [$0.wire] + $0.aliases }
    case .destination: return ["/"]
    }
  }

  private func witnessURL(_ witness: Witness, kind: FormKind) -> String {
    var url: String
    let path = witness.segments.map { PercentEncoding.encode($0, for: .pathSegment) }.joined(
      separator: "/")
    switch kind {
    case .web: url = "\(app.webSchemes[0])://\(witness.host)/\(path)"
    case .scheme: url = "\(app.scheme ?? app.extraSchemes.first ?? "")://\(path)"
    }
    if !witness.query.isEmpty {
      url +=
        "?"
        + witness.query.map {
          PercentEncoding.encode($0.0, for: .queryKey) + "="
            + PercentEncoding.encode($0.1, for: .queryValue)
        }.joined(separator: "&")
    }
    if let fragment = witness.fragment {
      url += "#" + PercentEncoding.encode(fragment, for: .fragment)
    }
    if !witness.fragmentItems.isEmpty {
      url +=
        "#"
        + witness.fragmentItems.map {
          PercentEncoding.encode($0.0, for: .queryKey) + "="
            + PercentEncoding.encode($0.1, for: .queryValue)
        }.joined(separator: "&")
    }
    return "'\(url)'"
  }

  private func reason(_ winner: PrecedenceKey, over loser: PrecedenceKey) -> String {
    for (position, (w, l)) in zip(winner.elements, loser.elements).enumerated() where w != l {
      let names = [
        "a literal segment", "a segment with literal text around its parameter",
        "a typed parameter", "a free string", "a catch-all",
      ]
      let winnerName = w.rank >= 0 && w.rank < names.count ? names[w.rank] : "the end of the path"
      let loserName = l.rank >= 0 && l.rank < names.count ? names[l.rank] : "the end of the path"
      if w.rank == l.rank { return "segment \(position + 1): longer literal text is more specific" }
      return "segment \(position + 1): \(winnerName) before \(loserName)"
    }
    let parts = [
      "fragment text", "query literals", "query literals: longer literal text is more specific",
      "required query parameters",
    ]
    for (index, (w, l)) in zip(winner.specificity.numbers, loser.specificity.numbers).enumerated()
    where w != l {
      return "it requires more of the URL: \(parts[index])"
    }
    return "it requires more of the URL"
  }
}
