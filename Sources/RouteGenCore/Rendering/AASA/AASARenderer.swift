import Foundation

/// Renders `<App>/apple-app-site-association` from the same patterns the parser uses: one file per distinct set of
/// routes a host serves (see `AASAFile`).
///
/// Mapping: path literals exactly; a placeholder becomes `?*` (never `*`, which also matches an empty value)
/// with its segment's literal text around it; a catch-all becomes `*`; query literals become exact entries of the
/// `?` dictionary and required query parameters `?*`; fragments likewise. Patterns are written decoded with
/// `"percentEncoded": false`, because the parser compares decoded text; `"caseSensitive": false` is written when
/// the spec says so. The spec's excludes come first, then one component per web pattern in spec order, each after
/// the more specific patterns whose paths overlap it (`componentOrder`), and after the exclusions of the query keys
/// its route refuses (see `components(for:of:carrying:later:in:)`).
public struct AASARenderer: Renderer {
  public static let fileName = "apple-app-site-association"
  /// Apple's documented size limit for the file.
  public static let maximumSize = 128 * 1024

  public var rendersPerEnvironment: Bool { true }

  public init() {}

  public func render(_ model: AppModel) -> [OutputFile] {
    AASAFile.all(in: model).map {
      OutputFile(path: $0.path, contents: text(of: $0, in: model).contents)
    }
  }

  /// A file's text: with a `comment` on each component (its route and pattern), unless the comments alone take
  /// it over Apple's limit; then without them (`commented` is false).
  func text(of file: AASAFile, in app: AppModel) -> (contents: String, commented: Bool) {
    let document = document(app, claiming: file.patterns)
    let full = document.rendered()
    guard full.utf8.count > Self.maximumSize else { return (full, true) }
    return (document.removing(member: "comment").rendered(), false)
  }

  /// The files' sizes: an error for a file over Apple's limit even without its comments, a note for one whose
  /// comments are left out to stay under it.
  public func diagnostics(_ app: AppModel) -> [Diagnostic] {
    AASAFile.all(in: app).compactMap { file in
      let (contents, commented) = text(of: file, in: app)
      let size = contents.utf8.count
      if size > Self.maximumSize {
        return Diagnostic(
          .error, file: app.specPath, at: .start,
          "the AASA file \(file.path) would be \(size) bytes even without its comments, over Apple's limit of \(Self.maximumSize); merge routes into fewer patterns or move some to the custom scheme"
        )
      }
      guard !commented else { return nil }
      return Diagnostic(
        .note, file: app.specPath, at: .start,
        "the AASA file \(file.path) is written without its components' comments (\(size) bytes; with them it would be over Apple's limit of \(Self.maximumSize))"
      )
    }
  }

  func document(_ app: AppModel, claiming ordered: [RoutePattern]) -> JSONOutput {
    let components = components(app, claiming: ordered)
    var details: [JSONOutput] = [
      .object([
        ("appIDs", .array(app.aasa.appIDs.map { .string($0) })), ("components", .array(components)),
      ])
    ]
    if app.aasa.legacyPaths {
      let paths = app.aasa.exclude.map { "NOT " + $0 } + ordered.map { Self.legacyPath($0.pattern) }
      var unique: [String] = []
      for path in paths where !unique.contains(path) { unique.append(path) }
      for appID in app.aasa.appIDs {
        details.append(
          .object([("appID", .string(appID)), ("paths", .array(unique.map { .string($0) }))]))
      }
    }
    var applinks: [(String, JSONOutput)] = []
    if app.aasa.legacyPaths { applinks.append(("apps", .array([]))) }
    applinks.append(("details", .array(details)))
    var root: [(String, JSONOutput)] = [("applinks", .object(applinks))]
    if app.aasa.webcredentials {
      root.append(
        ("webcredentials", .object([("apps", .array(app.aasa.appIDs.map { .string($0) }))])))
    }
    if !app.aasa.appclips.isEmpty {
      root.append(("appclips", .object([("apps", .array(app.aasa.appclips.map { .string($0) }))])))
    }
    return .object(root)
  }

  /// The `components` of a file that claims `ordered`: the spec's excludes, then each pattern's (Android's
  /// dynamic rules are written from the same list: `AssetLinksRenderer`).
  func components(_ app: AppModel, claiming ordered: [RoutePattern]) -> [JSONOutput] {
    // Letters compare as the app's paths do: `/Admin/x` is excluded where the parser folds case.
    var components: [JSONOutput] = app.aasa.exclude.map { pattern in
      .object(
        [("/", .string(pattern)), ("exclude", .bool(true))]
          + (app.caseSensitive ? [] : [("caseSensitive", .bool(false))])
          + [("comment", .string("Excluded by the spec: never opens the app"))])
    }
    for index in ordered.indices {
      components += self.components(
        for: index, of: ordered, carrying: [], later: (index + 1)..<ordered.count, in: app)
    }
    return components
  }

  /// Web patterns in the spec's order, but each after every pattern that precedes it in the parser's precedence
  /// and whose path overlaps its own (then the first AASA match and the parser agree). Not in precedence order
  /// throughout: that sorts literal paths by their text, so two branches that add routes (`/addedfirst`,
  /// `/addedsecond`) would both insert at one place and conflict; in spec order each lands where its route is.
  static func componentOrder(_ app: AppModel) -> [RoutePattern] {
    let precedence = app.patternsInPrecedenceOrder(.web)
    let paths = precedence.map { path($0.pattern) }
    // Paths that start with different literal segments never overlap: only those in one group, or with a
    // wildcard in their first segment (`/?*`, `/*`), are compared.
    func firstLiteral(_ path: String) -> String? {
      let first = path.dropFirst().prefix { $0 != "/" }
      guard !first.contains("*") && !first.contains("?") else { return nil }
      return app.caseSensitive ? String(first) : first.lowercased()
    }
    var groups: [String: [Int]] = [:]
    var open: [Int] = []
    for (index, path) in paths.enumerated() {
      if let first = firstLiteral(path) {
        groups[first, default: []].append(index)
      } else {
        open.append(index)
      }
    }
    var successors = [[Int]](repeating: [], count: precedence.count)
    var blockers = [Int](repeating: 0, count: precedence.count)
    func constrain(_ a: Int, _ b: Int) {
      let (earlier, later) = a < b ? (a, b) : (b, a)
      guard pathsOverlap(paths[earlier], paths[later], caseSensitive: app.caseSensitive) else {
        return
      }
      successors[earlier].append(later)
      blockers[later] += 1
    }
    for group in groups.values {
      for (position, member) in group.enumerated() {
        for other in group[(position + 1)...] { constrain(member, other) }
        for other in open { constrain(member, other) }
      }
    }
    for (position, member) in open.enumerated() {
      for other in open[(position + 1)...] { constrain(member, other) }
    }
    // Repeatedly the first pattern in spec order that nothing must precede (Kahn's algorithm).
    let rank = Dictionary(
      uniqueKeysWithValues: precedence.indices.sorted {
        (precedence[$0].route.ordinal, precedence[$0].pattern.index) < (
          precedence[$1].route.ordinal, precedence[$1].pattern.index
        )
      }.enumerated().map { ($1, $0) })
    var ready = precedence.indices.filter { blockers[$0] == 0 }.sorted { rank[$0]! < rank[$1]! }
    var ordered: [RoutePattern] = []
    while !ready.isEmpty {
      let next = ready.removeFirst()
      ordered.append(precedence[next])
      for later in successors[next] {
        blockers[later] -= 1
        if blockers[later] == 0 {
          let at = ready.firstIndex { rank[$0]! > rank[later]! } ?? ready.endIndex
          ready.insert(later, at: at)
        }
      }
    }
    return ordered
  }

  /// The components of `ordered[index]` for URLs that carry the query keys `carried` (none at the top level), where
  /// the patterns at `later` are claimed after them.
  ///
  /// A route that refuses a key (`forbiddenQuery`) has its path with that key excluded before its claim, so the
  /// link opens in Safari (`?*`: a key with a value; an empty one cannot be told from an absent one). But `?*`
  /// crosses `/`, so the exclusion of `/p/?*` also matches `/p/1/comments?token=4`, which another route accepts:
  /// each pattern claimed later whose path the exclusion's path overlaps is claimed first for URLs with that key
  /// (with its own exclusions, recursively). A pattern whose route refuses a carried key claims nothing.
  func components(
    for index: Int, of ordered: [RoutePattern], carrying carried: [String], later: Range<Int>,
    in app: AppModel
  ) -> [JSONOutput] {
    let candidate = ordered[index]
    let refusesCarriedKey = candidate.route.forbiddenQuery.contains { key in
      carried.contains { Literal.equal($0, key, caseSensitive: app.caseSensitive) }
    }
    if refusesCarriedKey { return [] }
    var result: [JSONOutput] = []
    let path = Self.path(candidate.pattern)
    for key in candidate.route.forbiddenQuery {
      for other in later
      where other != index
        && Self.pathsOverlap(
          path, Self.path(ordered[other].pattern), caseSensitive: app.caseSensitive)
      {
        result += components(
          for: other, of: ordered, carrying: carried + [key], later: later, in: app)
      }
      var members: [(String, JSONOutput)] = [
        ("/", .string(path)), ("?", .object((carried + [key]).map { ($0, .string("?*")) })),
        ("exclude", .bool(true)),
      ]
      members += Self.matchingOptions(app)
      members.append(
        (
          "comment",
          .string(
            "\(candidate.route.name) refuses '\(key)' (\(candidate.pattern.source)): never opens the app"
          )
        ))
      result.append(.object(members))
    }
    result += Self.fragmentItemOrders(candidate.pattern, candidate.route).map {
      component(for: candidate, carrying: carried, fragment: $0, in: app)
    }
    return result
  }

  /// Whether some path matches both AASA path patterns, as iOS compares them (`/x/*` also matches `/x`).
  static func pathsOverlap(_ first: String, _ second: String, caseSensitive: Bool) -> Bool {
    func variants(_ path: String) -> [[Character]] {
      let path = Array(caseSensitive ? path : path.lowercased())
      return path.count > 2 && path.suffix(2) == ["/", "*"]
        ? [path, Array(path.dropLast(2))] : [path]
    }
    return variants(first).contains { a in variants(second).contains { b in globsOverlap(a, b) } }
  }

  /// Whether some text matches both globs (`*`: any run of characters, `?`: one): a search of the pairs of
  /// positions the two can reach together.
  static func globsOverlap(_ a: [Character], _ b: [Character]) -> Bool {
    var seen: Set<[Int]> = []
    var pending = [[0, 0]]
    while let pair = pending.popLast() {
      guard seen.insert(pair).inserted else { continue }
      let (i, j) = (pair[0], pair[1])
      if i == a.count && j == b.count { return true }
      // A star may match nothing.
      if i < a.count && a[i] == "*" { pending.append([i + 1, j]) }
      if j < b.count && b[j] == "*" { pending.append([i, j + 1]) }
      // Or both take one character: a star keeps its place, `?` takes any, a literal its own.
      guard i < a.count, j < b.count else { continue }
      let (x, y) = (a[i], b[j])
      if x == "*" || y == "*" || x == "?" || y == "?" || x == y {
        pending.append([x == "*" ? i : i + 1, y == "*" ? j : j + 1])
      }
    }
    return false
  }

  /// The `#` patterns of a fragment of items: the items a link needs (literal ones, and required values), in each
  /// order, each after any text (`*pack_id=?*pack_key=?*`), as the parser reads them in any order among others.
  /// One nil (no `#`: any fragment) for a pattern with no such items, or with more than three (24 orders and up;
  /// the claim is then broader than what the app accepts, and the app refuses the rest).
  static func fragmentItemOrders(_ pattern: Pattern, _ route: Route) -> [String?] {
    let needed = pattern.fragmentItems.compactMap { item -> String? in
      let key = anyForSpace(item.key)
      switch item.value {
      case .literal(let text): return key + "=" + anyForSpace(text)
      case .template(let template):
        guard let parameter = route.parameter(named: template.parameter), !parameter.mayBeAbsent
        else { return nil }
        return key + "=" + valuePattern(template)
      }
    }
    guard !needed.isEmpty, needed.count <= 3 else { return [nil] }
    func orders(_ items: [String]) -> [[String]] {
      items.count <= 1
        ? [items]
        : items.indices.flatMap { index in
          orders(items.enumerated().filter { $0.offset != index }.map(\.element)).map {
            [items[index]] + $0
          }
        }
    }
    // (`?*` already takes whatever follows: no second star after it.)
    return orders(needed).map {
      ("*" + $0.joined(separator: "*") + "*").replacingOccurrences(of: "**", with: "*")
    }
  }

  /// The claim of a web pattern, for URLs that carry the query keys `carried` (required with `?*`), with the `#`
  /// pattern of its fragment of items when it has one.
  func component(
    for candidate: RoutePattern, carrying carried: [String] = [],
    fragment itemsFragment: String? = nil, in app: AppModel
  ) -> JSONOutput {
    let pattern = candidate.pattern
    var members: [(String, JSONOutput)] = [("/", .string(Self.path(pattern)))]
    var query: [(String, JSONOutput)] = []
    // A key with a space may be written with `+`, which iOS compares as it is: it is not required.
    for item in pattern.query where !item.key.contains(" ") {
      switch item.value {
      case .literal(let text):
        query.append((item.key, .string(Self.anyForSpace(text))))
      case .template(let template):
        // An optional value may be absent, and an absent key matches only "*": leave it out.
        guard let parameter = candidate.route.parameter(named: template.parameter),
          !parameter.mayBeAbsent
        else { continue }
        query.append((item.key, .string(Self.valuePattern(template))))
      }
    }
    for key in carried
    where !query.contains(where: { Literal.equal($0.0, key, caseSensitive: app.caseSensitive) }) {
      query.append((key, .string("?*")))
    }
    if !query.isEmpty { members.append(("?", .object(query))) }
    switch pattern.fragment {
    case .literal(let text):
      members.append(("#", .string(text)))
    case .template(let template):
      let optional = candidate.route.parameter(named: template.parameter)?.mayBeAbsent ?? true
      if !(optional && !template.hasLiteralText) {
        members.append(("#", .string(template.prefix + "?*" + template.suffix)))
      }
    case nil:
      if let itemsFragment { members.append(("#", .string(itemsFragment))) }
    }
    members += Self.matchingOptions(app)
    // The route's name and pattern only: a summary's typo must not change the file (a team redeploys it when it
    // changes, and waits for Apple's CDN).
    let keys =
      carried.isEmpty
      ? "" : " with '\(carried.joined(separator: "', '"))', which a route before it refuses"
    members.append(("comment", .string("\(candidate.route.name)\(keys) (\(pattern.source))")))
    return .object(members)
  }

  /// Query text as an AASA pattern: a space may be written `+` in a query (the parser reads it as a space, iOS
  /// compares it as it is), so either matches there (`?`, one character).
  static func anyForSpace(_ text: String) -> String {
    text.replacingOccurrences(of: " ", with: "?")
  }

  /// A query value's (or a fragment item's) pattern: at least one character, with the literal text around it.
  static func valuePattern(_ template: Template) -> String {
    anyForSpace(template.prefix) + "?*" + anyForSpace(template.suffix)
  }

  /// How a component compares: decoded, as the parser does, and ignoring case where the spec says so.
  static func matchingOptions(_ app: AppModel) -> [(String, JSONOutput)] {
    [("percentEncoded", .bool(false))]
      + (app.caseSensitive ? [] : [("caseSensitive", .bool(false))])
  }

  /// The `/` pattern of a web pattern.
  static func path(_ pattern: Pattern) -> String {
    var pieces: [String] = pattern.segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .template(let template): template.prefix + "?*" + template.suffix
      }
    }
    if pattern.catchAll != nil { pieces.append("*") }
    return "/" + pieces.joined(separator: "/")
  }

  /// The iOS 12 form matches paths only: it cannot express query dictionaries or fragments, so it is broader.
  static func legacyPath(_ pattern: Pattern) -> String {
    Self.path(pattern)
  }
}

/// One AASA file and the hosts it is served for. iOS fetches a host's file from
/// `https://<host>/.well-known/apple-app-site-association`, and a wildcard's (`*.wordpress.com`) from its apex
/// (`wordpress.com`, TN3155): hosts fetched from one address share one file, which claims the web patterns of all of
/// them; addresses that serve the same patterns share a file too. The file of the app's first domain is
/// `apple-app-site-association`; another is `apple-app-site-association.<its first host>`, an open wildcard written
/// `wildcard.<suffix>` (`*` is not a portable file name character), a closed one by its first value's host.
public struct AASAFile: Sendable {
  public var path: String
  public var hosts: [Host]
  /// The web patterns it claims, in `componentOrder`.
  public var patterns: [RoutePattern]
  /// The addresses it must be served at (`https://<address>/.well-known/apple-app-site-association`).
  public private(set) var addresses: [String] = []
  /// The entitlement entries of its hosts (`AppModel.publishedNames(of:)`): a link's host is this file's when the
  /// longest entry that takes it is one of these.
  public private(set) var entries: [String] = []

  public static func all(in app: AppModel) -> [AASAFile] {
    var files: [AASAFile] = []
    for hosts in addressGroups(app) {
      let patterns = claimed(onAny: hosts, in: app)
      let addresses = hosts.flatMap(app.addresses(of:))
      let entries = hosts.flatMap(app.publishedNames(of:))
      if let index = files.firstIndex(where: { ids($0.patterns) == ids(patterns) }) {
        files[index].hosts += hosts
        files[index].addresses += addresses.filter { !files[index].addresses.contains($0) }
        files[index].entries += entries
      } else {
        let first = hosts[0]
        var path =
          files.isEmpty
          ? AASARenderer.fileName
          : AASARenderer.fileName + "."
            + (first.isWildcard && app.closedLabels[first] == nil
              ? "wildcard." + first.name : app.addresses(of: first)[0])
        // A host named `wildcard.…` beside that wildcard: the later file gets its position too.
        if files.contains(where: { $0.path == path }) { path += "-\(files.count)" }
        var seen: Set<String> = []
        files.append(
          AASAFile(
            path: path, hosts: hosts, patterns: patterns,
            addresses: addresses.filter { seen.insert($0).inserted }, entries: entries))
      }
    }
    return files
  }

  /// The app's hosts grouped by the addresses iOS fetches their file from (an open wildcard's apex), in the spec's
  /// order.
  static func addressGroups(_ app: AppModel) -> [[Host]] {
    var groups: [[Host]] = []
    for host in app.allHosts {
      if let index = groups.firstIndex(where: {
        app.addresses(of: $0[0]) == app.addresses(of: host)
      }) {
        groups[index].append(host)
      } else {
        groups.append([host])
      }
    }
    return groups
  }

  private static func ids(_ patterns: [RoutePattern]) -> [LinkCheck.PatternID] {
    patterns.map { LinkCheck.PatternID($0.pattern, of: $0.route) }
  }

  /// Of an app's files, the one a device fetches for a URL's host (lowercase): the file of the longest entry that
  /// takes it (Apple: "Domain matching is based on the longest substring in the applinks entries"), a name before
  /// a wildcard (`*.` takes every subdomain); none when no entry does (a closed label's other values).
  public static func servedOn(_ host: String, among files: [AASAFile]) -> AASAFile? {
    var best: (length: Int, file: AASAFile)?
    for file in files {
      for entry in file.entries {
        let wildcard = entry.hasPrefix("*.")
        let name = wildcard ? String(entry.dropFirst(2)) : entry
        // Bytes, as `Host.entitles` compares them.
        let takes =
          wildcard
          ? host.utf8.count > name.utf8.count + 1
            && host.utf8.reversed().starts(with: ("." + name).utf8.reversed())
          : host.utf8.elementsEqual(name.utf8)
        // Of equal names, the host's own entry before a wildcard's.
        let length = name.utf8.count * 2 + (wildcard ? 0 : 1)
        if takes && length > (best?.length ?? -1) { best = (length, file) }
      }
    }
    return best?.file
  }

  /// How iOS reads this file's components for `appID` (nil when the file does not list it).
  func matcher(in app: AppModel, appID: String) -> AASAMatcher? {
    try? AASAMatcher(json: Data(AASARenderer().text(of: self, in: app).contents.utf8), appID: appID)
  }

  private static func claimed(onAny hosts: [Host], in app: AppModel) -> [RoutePattern] {
    AASARenderer.componentOrder(app).filter { candidate in
      candidate.pattern.hosts.contains { own in hosts.contains { own.overlaps($0) } }
    }
  }

  /// The hosts whose links a pattern's components also claim, though the pattern is not on them: those that share
  /// an address with one of its hosts (`wordpress.com`'s file is also the file of `*.wordpress.com`).
  public static func sharingHosts(of pattern: Pattern, in app: AppModel) -> [Host] {
    addressGroups(app).filter { group in
      group.contains { host in pattern.hosts.contains { $0.overlaps(host) } }
    }
    .joined().filter { host in !pattern.hosts.contains { $0.overlaps(host) } }
  }
}
