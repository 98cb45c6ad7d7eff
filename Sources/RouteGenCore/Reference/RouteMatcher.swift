import RouteGenRuntime

/// The reference matcher: which route a URL reaches, with typed values, or exactly why none does.
///
/// It interprets the route model directly and is used by `routegen match`, by the examples check, and as the
/// oracle the generated parsers are tested against. It tries patterns in `PrecedenceKey` order; the first that
/// matches wins. When none does, the error is the first real failure (a bad or missing value) of a pattern whose
/// literals all matched (a missing value yielding to a bad one found later), or `noRoute` when no pattern's
/// literals match.
public struct RouteMatcher: Sendable {
  public let app: AppModel
  private let web: PatternIndex
  private let scheme: PatternIndex

  /// Patterns of one form in precedence order, indexed by their first literal segment, so that a URL is tried
  /// only against the patterns that can match its first segment (in the same order as the full list).
  private struct PatternIndex: Sendable {
    var patterns: [RoutePattern]
    var byFirstLiteral: [String: [Int]] = [:]
    /// Patterns whose first segment is not a literal (or that have no segment): tried for every URL.
    var open: [Int] = []

    /// Whether the first segment's literals ignore case.
    var folds: Bool

    init(_ patterns: [RoutePattern], folds: Bool) {
      self.patterns = patterns
      self.folds = folds
      for (index, candidate) in patterns.enumerated() {
        if case .literal(let text)? = candidate.pattern.segments.first {
          byFirstLiteral[Literal.folded(text, caseSensitive: !folds), default: []].append(index)
        } else {
          open.append(index)
        }
      }
    }

    /// The positions of the candidates for a first segment, merged back into precedence order (positions, not
    /// copies: a pattern carries its whole route, and copying it cost more than matching it).
    func candidates(first: String?) -> [Int] {
      let literal =
        first.flatMap { byFirstLiteral[Literal.folded($0, caseSensitive: !folds)] } ?? []
      var merged: [Int] = []
      merged.reserveCapacity(literal.count + open.count)
      var i = 0
      var j = 0
      while i < literal.count || j < open.count {
        if j == open.count || (i < literal.count && literal[i] < open[j]) {
          merged.append(literal[i])
          i += 1
        } else {
          merged.append(open[j])
          j += 1
        }
      }
      return merged
    }
  }

  /// Raw texts found for one placeholder: none (absent), one, or several (a repeated query key).
  private struct Captured {
    var name: String
    var texts: [String]
    var inPath: Bool
    /// Whether the value is a wildcard host's first label.
    var inHost = false
    /// Whether the value is the rest of the path (a catch-all).
    var isRest = false
    /// Whether keywords and enum values compare case-sensitively here (not in a custom-scheme URL's host).
    var caseSensitive: Bool
    /// Whether the texts are a list parameter's items (then a repeated key is no error).
    var isList = false
  }

  /// A URL as the patterns read it: decoded segments, query items and fragment, and its form.
  private struct ReadURL {
    var segments: [String]
    var query: [(key: String, value: String)]
    var fragment: String?
    /// The fragment read as query items, for patterns whose fragment is items.
    var fragmentItems: [(key: String, value: String)]
    var kind: FormKind
  }

  /// What a pattern's literals found in a URL that they match: each placeholder's texts, and a key whose value
  /// the pattern fixes that the URL gives twice.
  private struct Literals {
    var captures: [Captured] = []
    var repeatedLiteralKey: String?
  }

  public init(app: AppModel) {
    self.app = app
    web = PatternIndex(
      app.patternsInPrecedenceOrder(.web), folds: app.foldsLiterals(.web, segment: 0))
    scheme = PatternIndex(
      app.patternsInPrecedenceOrder(.scheme), folds: app.foldsLiterals(.scheme, segment: 0))
  }

  /// A successful match.
  public struct Match: Sendable, Hashable {
    public var value: RouteValue
    public var form: FormKind
    /// The pattern that matched, as written.
    public var pattern: String
  }

  public func match(_ url: String) -> Result<Match, RouteParseError> {
    match(url, allowRouteParameters: true)
  }

  private func match(_ url: String, allowRouteParameters: Bool) -> Result<Match, RouteParseError> {
    let parts: URLParts
    switch URLParts.split(
      url, maximumLength: app.maxURLLength, refusingDefaultPort: app.refusesDefaultPort)
    {
    case .success(let split): parts = split
    case .failure(let failure): return .failure(failure)
    }
    var segments: [Substring] = []
    let kind: FormKind
    var host = ""
    if app.webSchemes.contains(parts.scheme) && !app.allHosts.isEmpty {
      host = Literal.folded(parts.host, caseSensitive: false)
      guard app.serves(host: host) else { return .failure(.unsupportedHost(host)) }
      kind = .web
    } else if app.customSchemes.contains(parts.scheme) {
      kind = .scheme
      // `app://user/1` carries the first segment in the host; `app:///user/1` does not.
      if !parts.host.isEmpty { segments.append(Substring(parts.host)) }
    } else {
      return .failure(.unsupportedScheme(parts.scheme))
    }
    segments += parts.rawSegments
    return match(
      segments: segments, query: parts.rawQuery, fragment: parts.rawFragment, kind: kind,
      host: host, parts: parts, allowRouteParameters: allowRouteParameters)
  }

  private func match(
    segments rawSegments: [Substring], query rawQuery: Substring?, fragment rawFragment: Substring?,
    kind: FormKind, host: String, parts: URLParts, allowRouteParameters: Bool
  ) -> Result<Match, RouteParseError> {
    func invalid(_ text: Substring) -> RouteParseError {
      .invalidPercentEncoding(String(text))
    }
    var segments: [String] = []
    for raw in rawSegments {
      guard let decoded = PercentEncoding.decode(raw, strict: false) else {
        return .failure(invalid(raw))
      }
      segments.append(decoded)
    }
    /// A query's items (or a fragment's, read as a query's), decoded.
    func items(_ raw: Substring?) -> Result<[(key: String, value: String)], RouteParseError> {
      var items: [(key: String, value: String)] = []
      for item in raw?.pieces(separatedBy: "&", omittingEmpty: true) ?? [] {
        let equals = item.utf8.firstIndex(of: UInt8(ascii: "="))
        let rawKey = equals.map { item[..<$0] } ?? item
        let rawValue = equals.map { item[item.utf8.index(after: $0)...] } ?? ""
        guard let key = PercentEncoding.decode(rawKey, plusIsSpace: true, strict: false) else {
          return .failure(invalid(rawKey))
        }
        guard let value = PercentEncoding.decode(rawValue, plusIsSpace: true, strict: false) else {
          return .failure(invalid(rawValue))
        }
        items.append((key, value))
      }
      return .success(items)
    }
    let query: [(key: String, value: String)]
    switch items(rawQuery) {
    case .success(let read): query = read
    case .failure(let failure): return .failure(failure)
    }
    var fragment: String?
    if let rawFragment, !rawFragment.isEmpty {
      guard let decoded = PercentEncoding.decode(rawFragment, strict: false) else {
        return .failure(invalid(rawFragment))
      }
      fragment = decoded
    }
    // A path the AASA file excludes is no route's, once the link's escapes are known to spell text.
    if kind == .web, app.exclusion(ofPath: parts.path) != nil {
      return .failure(.excludedPath(parts.path.isEmpty ? "/" : String(parts.path)))
    }
    let url = ReadURL(
      segments: segments, query: query, fragment: fragment,
      fragmentItems: (try? items(rawFragment).get()) ?? [], kind: kind)

    // The patterns that take the path most specifically are the candidates; the query, the fragment and a host's
    // label choose among them, and when all refuse, so does the link: it never reaches a route that would read
    // one of the path's literals as a value (ParsingRules, "A link belongs to its most specific path").
    var firstFailure: RouteParseError?
    var takenBy: PrecedenceKey?
    func keep(_ failure: RouteParseError) {
      // A missing value yields to a value found and refused by a later pattern: it says more.
      if case .missingParameter? = firstFailure, !failure.isMissingParameter {
        firstFailure = failure
      }
      if firstFailure == nil { firstFailure = failure }
    }
    let patternIndex = kind == .web ? web : scheme
    for position in patternIndex.candidates(first: segments.first) {
      let candidate = patternIndex.patterns[position]
      if let takenBy, candidate.key.elements != takenBy.elements { break }
      // A web pattern applies only on its hosts; a wildcard's first label may be a value.
      var hostLabel: Substring?
      if kind == .web {
        guard let label = app.label(of: host, on: candidate.pattern.hosts) else { continue }
        hostLabel = label
      }
      switch attempt(
        candidate, url, hostLabel: hostLabel, allowRouteParameters: allowRouteParameters)
      {
      case .passes(let failure):
        if takenBy == nil, let failure { keep(failure) }
      case .takes(let outcome):
        if takenBy == nil { (takenBy, firstFailure) = (candidate.key, nil) }
        switch outcome {
        case nil: continue
        case .success(let values):
          if let note = candidate.route.retiredNote {
            return .failure(.retired(route: candidate.route.name, note: note))
          }
          return .success(
            Match(
              value: RouteValue(name: candidate.route.name, values: values), form: kind,
              pattern: candidate.pattern.source))
        case .failure(let failure): keep(failure)
        }
      }
    }
    let path =
      kind == .web
      ? (parts.path.isEmpty ? "/" : parts.path)
      : Substring("/" + rawSegments.joined(separator: "/"))
    return .failure(firstFailure ?? .noRoute(path: String(path)))
  }

  /// What one pattern makes of a URL.
  private enum Attempt {
    /// The pattern does not take the URL's path: its literals differ (no failure), or its route forbids a query key
    /// the URL has or it refuses a path value (the failure).
    case passes(RouteParseError?)
    /// It takes the path; then its query, fragment and host label accept the URL (the values), refuse it (the
    /// failure), or its query or fragment literals differ (nil).
    case takes(Result<[String: ParameterValue], RouteParseError>?)
  }

  /// The phases of the runtime's parser: the path's literals, then the query keys the route forbids and the path's
  /// values (whether the pattern takes the path); then the query's and the fragment's literals, and their values.
  private func attempt(
    _ candidate: RoutePattern, _ url: ReadURL, hostLabel: Substring?, allowRouteParameters: Bool
  ) -> Attempt {
    let pattern = candidate.pattern
    var path = Literals()
    guard pathLiterals(of: pattern, in: url, &path) else { return .passes(nil) }
    if let forbidden = forbiddenKey(of: candidate.route, in: url) { return .passes(forbidden) }
    var values = pattern.fixed
    for capture in path.captures {
      if let failure = read(
        capture, of: candidate, kind: url.kind, allowRouteParameters: allowRouteParameters,
        into: &values)
      {
        return .passes(failure)
      }
    }
    var rest = Literals()
    if let name = pattern.hostParameter {
      let texts = hostLabel.map { $0.isEmpty ? [] : [String($0)] } ?? []
      rest.captures.append(
        Captured(name: name, texts: texts, inPath: false, inHost: true, caseSensitive: false))
    }
    guard itemLiterals(of: candidate, in: url, &rest), fragmentLiterals(of: pattern, in: url, &rest)
    else { return .takes(nil) }
    // A key whose value the pattern fixes, given twice: which did the sender mean?
    if let key = rest.repeatedLiteralKey {
      return .takes(
        .failure(.repeatedParameter(Literal.folded(key, caseSensitive: app.caseSensitive))))
    }
    for capture in rest.captures {
      if let failure = read(
        capture, of: candidate, kind: url.kind, allowRouteParameters: allowRouteParameters,
        into: &values)
      {
        return .takes(.failure(failure))
      }
    }
    return .takes(otherValues(of: candidate.route, in: url, &values))
  }

  /// The path's literals, and its values' texts; false when a literal differs.
  private func pathLiterals(of pattern: Pattern, in url: ReadURL, _ literals: inout Literals)
    -> Bool
  {
    if pattern.catchAll == nil
      ? url.segments.count != pattern.segments.count
      : url.segments.count <= pattern.segments.count
    {
      return false
    }
    for (position, (segment, text)) in zip(pattern.segments, url.segments).enumerated() {
      let caseSensitiveHere = !app.foldsLiterals(url.kind, segment: position)
      switch segment {
      case .literal(let literal):
        guard Literal.equal(text, literal, caseSensitive: caseSensitiveHere) else { return false }
      case .template(let template):
        guard let value = template.value(in: Substring(text), caseSensitive: caseSensitiveHere)
        else { return false }
        literals.captures.append(
          Captured(
            name: template.parameter, texts: [String(value)], inPath: true,
            caseSensitive: caseSensitiveHere))
      }
    }
    if let catchAll = pattern.catchAll {
      literals.captures.append(
        Captured(
          name: catchAll,
          texts: [url.segments[pattern.segments.count...].joined(separator: "/")],
          inPath: true, isRest: true, caseSensitive: app.caseSensitive))
    }
    return true
  }

  /// The query's (and the fragment's) items the pattern names: literals must be there, placeholders take theirs.
  private func itemLiterals(
    of candidate: RoutePattern, in url: ReadURL, _ literals: inout Literals
  ) -> Bool {
    let caseSensitive = app.caseSensitive
    for (item, inFragment) in candidate.pattern.allItems {
      let texts = (inFragment ? url.fragmentItems : url.query).filter {
        Literal.equal($0.key, item.key, caseSensitive: caseSensitive)
      }.map(\.value)
      switch item.value {
      case .literal(let literal):
        guard texts.contains(where: { Literal.equal($0, literal, caseSensitive: caseSensitive) })
        else { return false }
        // A key whose value the pattern fixes, given twice: refused (after forbidden keys), as a repeated
        // value is.
        if texts.count > 1 && literals.repeatedLiteralKey == nil {
          literals.repeatedLiteralKey = item.key
        }
      case .template(let template)
      where candidate.route.parameter(named: template.parameter)?.isList == true:
        // A list's items, in URL order; an empty one (`?tag=`) adds none.
        literals.captures.append(
          Captured(
            name: template.parameter, texts: texts.filter { !$0.isEmpty }, inPath: false,
            caseSensitive: caseSensitive, isList: true))
      case .template(let template):
        // A lone value must carry the template's literal text; repeats are refused with the values.
        if texts.count == 1, !texts[0].isEmpty {
          guard let middle = template.value(in: Substring(texts[0]), caseSensitive: caseSensitive)
          else { return false }
          literals.captures.append(
            Captured(
              name: template.parameter, texts: [String(middle)], inPath: false,
              caseSensitive: caseSensitive))
        } else {
          literals.captures.append(
            Captured(
              name: template.parameter, texts: texts.count > 1 ? texts : [], inPath: false,
              caseSensitive: caseSensitive))
        }
      }
    }
    return true
  }

  private func fragmentLiterals(of pattern: Pattern, in url: ReadURL, _ literals: inout Literals)
    -> Bool
  {
    let caseSensitive = app.caseSensitive
    switch pattern.fragment {
    case nil:
      return true
    case .literal(let literal):
      guard let fragment = url.fragment else { return false }
      return Literal.equal(fragment, literal, caseSensitive: caseSensitive)
    case .template(let template):
      if let fragment = url.fragment {
        guard let middle = template.value(in: Substring(fragment), caseSensitive: caseSensitive)
        else { return false }
        literals.captures.append(
          Captured(
            name: template.parameter, texts: [String(middle)], inPath: false,
            caseSensitive: caseSensitive))
      } else if !template.hasLiteralText {
        literals.captures.append(
          Captured(
            name: template.parameter, texts: [], inPath: false, caseSensitive: caseSensitive))
      } else {
        return false
      }
      return true
    }
  }

  /// A key the route forbids that the URL carries (in the spec's order, as the runtime checks them; a key forbidden
  /// only with a value may come alone), or one it does not read where it forbids those: then the link is not the
  /// route's, before any value is read.
  private func forbiddenKey(of route: Route, in url: ReadURL) -> RouteParseError? {
    let caseSensitive = app.caseSensitive
    for key in route.forbiddenQuery
    where url.query.contains(where: { item in
      Literal.equal(item.key, key, caseSensitive: caseSensitive)
        && !(item.value.isEmpty && route.refusedOnlyWithValue.contains(key))
    }) {
      return .forbiddenQueryKey(Literal.folded(key, caseSensitive: caseSensitive))
    }
    if route.refusesOtherQuery {
      let declared = route.declaredQueryKeys(caseSensitive: caseSensitive)
      if let other = url.query.first(where: {
        !declared.contains(Literal.folded($0.key, caseSensitive: caseSensitive))
      }) {
        return .forbiddenQueryKey(other.key)
      }
    }
    return nil
  }

  /// One placeholder's value, checked against its parameter, into `values`; the failure when it is refused.
  private func read(
    _ capture: Captured, of candidate: RoutePattern, kind: FormKind, allowRouteParameters: Bool,
    into values: inout [String: ParameterValue]
  ) -> RouteParseError? {
    let route = candidate.route
    guard let parameter = route.parameter(named: capture.name) else { return nil }
    if capture.isList {
      var items: [ParameterValue] = []
      for text in capture.texts {
        switch parse(
          text, for: parameter, route: route, kind: kind, caseSensitive: capture.caseSensitive,
          allowRouteParameters: allowRouteParameters)
        {
        case .success(let value): items.append(value)
        case .failure(let refusal):
          return .invalidParameter(name: capture.name, value: text, reason: refusal.reason)
        }
      }
      if !items.isEmpty { values[capture.name] = .list(items) }
      return nil
    }
    if capture.texts.count > 1 { return .repeatedParameter(capture.name) }
    guard let text = capture.texts.first else {
      return parameter.mayBeAbsent ? nil : .missingParameter(capture.name)
    }
    if capture.inPath, let refusal = RouteGen.Reason.inPath(text) {
      return .invalidParameter(name: capture.name, value: text, reason: refusal)
    }
    if capture.isRest && text.hasSuffix("/") {
      return .invalidParameter(
        name: capture.name, value: text, reason: RouteGen.Reason.trailingSlash)
    }
    // One label, or labels where the wildcard spans them (`label(of:on:)` gave only those).
    if capture.inHost && !Host.isWritableLabels(text) {
      return .invalidParameter(name: capture.name, value: text, reason: RouteGen.Reason.hostLabel)
    }
    switch parse(
      text, for: parameter, route: route, kind: kind, caseSensitive: capture.caseSensitive,
      allowRouteParameters: allowRouteParameters)
    {
    case .success(let value):
      values[capture.name] = value
      return nil
    case .failure(let refusal):
      return .invalidParameter(name: capture.name, value: text, reason: refusal.reason)
    }
  }

  /// After the values the URL gives: the defaults, and the query items the route passes on.
  private func otherValues(
    of route: Route, in url: ReadURL, _ values: inout [String: ParameterValue]
  ) -> Result<[String: ParameterValue], RouteParseError> {
    // Parameters this pattern does not mention are absent: nil, or their default.
    for parameter in route.parameters where values[parameter.name] == nil {
      if let value = parameter.defaultValue { values[parameter.name] = value }
    }
    if route.otherQuery {
      let caseSensitive = app.caseSensitive
      let declared = route.declaredQueryKeys(caseSensitive: caseSensitive)
      let others = url.query.filter {
        !declared.contains(Literal.folded($0.key, caseSensitive: caseSensitive))
      }
      // They hold no control character either, as no value does.
      if let unclean = others.first(where: {
        ($0.key + $0.value).unicodeScalars.contains(where: RouteGen.Reason.isControl)
      }) {
        return .failure(
          .invalidParameter(
            name: unclean.key, value: unclean.value, reason: RouteGen.Reason.control))
      }
      values[Route.otherQueryName] = .queryItems(
        others.map { QueryItemValue(name: $0.key, value: $0.value) })
    }
    return .success(values)
  }

  private func parse(
    _ text: String, for parameter: Parameter, route: Route, kind: FormKind, caseSensitive: Bool,
    allowRouteParameters: Bool
  ) -> Result<ParameterValue, ValueCodec.Refusal> {
    if case .destination = parameter.type {
      return parseRoute(text, allowRouteParameters: allowRouteParameters)
    }
    let result = ValueCodec.parse(text, as: parameter.type, caseSensitive: caseSensitive)
    // A keyword that this form writes with a pattern of its own (`goto=lastpost`) is not accepted in a placeholder.
    if case .success(.keyword(let word)) = result,
      route.form(kind)?.patterns.contains(where: { $0.fixed[parameter.name] == .keyword(word) })
        == true
    {
      return .failure(
        ValueCodec.Refusal(reason: RouteGen.Reason.writtenDifferently(web: kind == .web)))
    }
    return result
  }

  /// A `route` parameter holds a link to another route of this app: its web path (`/guest/events/…`) or a full URL.
  private func parseRoute(_ text: String, allowRouteParameters: Bool) -> Result<
    ParameterValue, ValueCodec.Refusal
  > {
    guard allowRouteParameters else {
      return .failure(ValueCodec.Refusal(reason: RouteGen.Reason.nested))
    }
    if text.unicodeScalars.contains(where: RouteGen.Reason.isControl) {
      return .failure(ValueCodec.Refusal(reason: RouteGen.Reason.control))
    }
    let url: String
    if text.hasPrefix("/") && !text.hasPrefix("//"), let base = app.webBase {
      url = base + text
    } else {
      url = text
    }
    switch match(url, allowRouteParameters: false) {
    case .success(let inner):
      return .success(.destination(inner.value))
    case .failure(let failure):
      return .failure(ValueCodec.Refusal(reason: RouteGen.Reason.notALink(failure)))
    }
  }
}
