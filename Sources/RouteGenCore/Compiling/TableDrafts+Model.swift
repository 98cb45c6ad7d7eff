import RouteGenRuntime
import RouteGenTableCompiler

/// The compile stage's front end: one build of the app (production's model, or an environment's `app`) as the
/// table compiler's drafts. What a pattern means is the model's, derived once: its segments as the precedence
/// rule ranks them (`PrecedenceKey`) and the order it gives, which texts fold (`foldsLiterals`), the captures in
/// URL order and the values as links write them.
extension RouteGen.TableDrafts {
  typealias Drafts = RouteGen.TableDrafts

  init(app: AppModel) {
    self.init()
    caseSensitive = app.caseSensitive
    refusesDefaultPort = app.refusesDefaultPort
    maxURLLength = app.maxURLLength
    webSchemes = app.webSchemes
    customSchemes = app.customSchemes
    domains = app.domains.map(Self.host)
    excludedPaths = app.aasa.exclude
    if let first = app.domains.first, !first.isWildcard {
      webBase = webSchemes[0] + "://" + first.name
    }
    if let scheme = app.scheme { schemeBase = scheme + "://" }
    routes = app.routes.map { RouteDrafter(app: app, route: $0).draft() }
    // Patterns are numbered route by route, web first; each form's order is the model's precedence.
    var firstPattern: [String: Int] = [:]
    var count = 0
    for route in app.routes {
      firstPattern[route.name] = count
      count += (route.web?.patterns.count ?? 0) + (route.scheme?.patterns.count ?? 0)
    }
    func numbers(_ kind: FormKind) -> [Int] {
      app.patternsInPrecedenceOrder(kind).map { entry in
        let webCount = kind == .web ? 0 : entry.route.web?.patterns.count ?? 0
        return firstPattern[entry.route.name]! + webCount + entry.pattern.index
      }
    }
    webOrder = numbers(.web)
    schemeOrder = numbers(.scheme)
  }

  /// A host as the table writes it.
  static func host(_ host: Host) -> String {
    Self.host(name: host.name, wildcard: host.isWildcard, spansLabels: host.spansLabels)
  }

}

/// A route as drafts: its details, its parameters, and what the parser walks of each pattern.
private struct RouteDrafter {
  typealias Drafts = RouteGen.TableDrafts

  let app: AppModel
  let route: Route

  func draft() -> Drafts.Route {
    var draft = Drafts.Route()
    draft.name = route.name
    if let note = route.retiredNote {
      (draft.summary, draft.access) = (note, .retired)
    } else {
      draft.summary = route.summary
      switch route.auth {
      case .none: break
      case .required: draft.access = .signedIn
      case .role(let role): (draft.access, draft.role) = (.role, role)
      }
    }
    draft.feature = route.feature ?? ""
    draft.otherQuery = route.otherQuery
    draft.refusesOtherQuery = route.refusesOtherQuery
    draft.parameters = route.parameters.map(parameter)
    draft.forbidden = route.forbiddenQuery.map {
      Drafts.ForbiddenKey(
        key: Literal.folded($0, caseSensitive: app.caseSensitive),
        onlyWithValue: route.refusedOnlyWithValue.contains($0))
    }
    draft.webPatterns = route.web?.patterns.map { pattern($0, .web) } ?? []
    draft.schemePatterns = route.scheme?.patterns.map { pattern($0, .scheme) } ?? []
    return draft
  }

  func parameter(_ parameter: Parameter) -> Drafts.Parameter {
    var draft = Drafts.Parameter(name: parameter.name, kind: parameter.type.kind)
    (draft.isOptional, draft.isList) = (parameter.isOptional, parameter.isList)
    draft.defaultValue = parameter.defaultValue.map { parameter.encodedWire($0) }
    switch parameter.type {
    case .string(let constraints):
      draft.constraints = .string(
        minLength: constraints.minLength, maxLength: constraints.maxLength,
        characters: constraints.characters.map {
          Drafts.CharacterRanges(source: $0.source, ranges: $0.ranges)
        },
        hostName: constraints.isHostName)
    case .int(let minimum, let maximum, let keywords):
      draft.constraints = .bounds(
        minimum: minimum.map(Int64.init), maximum: maximum.map(Int64.init),
        digits: parameter.digits,
        keywords: keywords)
    case .double(let minimum, let maximum):
      func bits(_ value: Double?) -> Int64? { value.map { Int64(bitPattern: $0.bitPattern) } }
      draft.constraints = .bounds(
        minimum: bits(minimum), maximum: bits(maximum), digits: nil, keywords: [])
    case .enumeration(let type):
      draft.constraints = .enumeration(type.values.map { [$0.wire] + $0.aliases })
    case .bool(let spellings):
      draft.constraints = .bool(
        trueValues: spellings.trueValues, falseValues: spellings.falseValues)
    case .uuid, .date, .destination:
      break
    }
    return draft
  }

  func slot(_ name: String) -> Int { route.parameters.firstIndex { $0.name == name }! }

  func folded(_ text: String, _ folds: Bool) -> String {
    Literal.folded(text, caseSensitive: !folds)
  }

  func pattern(_ pattern: Pattern, _ kind: FormKind) -> Drafts.Pattern {
    var draft = Drafts.Pattern()
    draft.source = pattern.source
    if kind == .web { draft.hosts = pattern.hosts.map(Drafts.host) }
    draft.elements = PrecedenceKey(pattern: pattern, route: route) {
      app.foldsLiterals(kind, segment: $0)
    }.elements.map {
      Drafts.Element(
        rank: $0.rank, literalLength: $0.literalLength, first: $0.text, second: $0.suffix)
    }
    for (slot, parameter) in route.parameters.enumerated() {
      guard let value = pattern.fixed[parameter.name] else { continue }
      draft.fixed.append(Drafts.Fixed(slot: slot, text: parameter.encodedWire(value)))
    }

    // The path's captures first (they decide whether the pattern takes the path), then the host's label, the
    // query's and the fragment's, in URL order.
    for (position, segment) in pattern.segments.enumerated() {
      guard let template = segment.template else { continue }
      var capture = self.capture(
        .segment, template, folds: app.foldsLiterals(kind, segment: position), pattern, kind)
      capture.position = position
      draft.captures.append(capture)
    }
    if let name = pattern.catchAll {
      var capture = Drafts.Capture(source: .rest, slot: slot(name))
      capture.position = pattern.segments.count
      if !app.caseSensitive { capture.options.insert(.foldsKeywords) }
      draft.captures.append(capture)
    }
    if let name = pattern.hostParameter {
      var capture = Drafts.Capture(source: .host, slot: slot(name))
      // Hosts compare ignoring case, whatever the app's paths do: an enum's labels too.
      capture.options.insert(.foldsKeywords)
      draft.captures.append(capture)
      draft.flags.insert(.readsHost)
    }
    let folds = !app.caseSensitive
    items(pattern.query, .query, into: &draft.literals, &draft.captures, pattern, kind)
    if !pattern.fragmentItems.isEmpty {
      draft.flags.insert(.fragmentItems)
      items(
        pattern.fragmentItems, .fragmentItem, into: &draft.fragmentLiterals, &draft.captures,
        pattern, kind)
    } else if let fragment = pattern.fragment {
      switch fragment {
      case .literal(let text):
        draft.fragment = text
        draft.flags.insert(.fragmentLiteral)
      case .template(let template):
        draft.captures.append(self.capture(.fragment, template, folds: folds, pattern, kind))
      }
    }

    let readsQuery = !route.forbiddenQuery.isEmpty || route.otherQuery || route.refusesOtherQuery
    if !pattern.query.isEmpty || readsQuery { draft.flags.insert(.readsQuery) }
    let items = pattern.query + pattern.fragmentItems
    if items.contains(where: { $0.template?.hasLiteralText == true })
      || pattern.fragment?.template?.hasLiteralText == true
    {
      draft.flags.insert(.affixesDecide)
    }
    // The last captures that are query values of parameters that may be absent: without a query, the runtime
    // has nothing to read for them.
    draft.optionalQueryCaptures =
      draft.captures.reversed().prefix {
        $0.source == .query && route.parameters[$0.slot].mayBeAbsent
      }.count
    return draft
  }

  /// A query's or a fragment's items: each literal one into `literals`, each placeholder's capture (`source`) into
  /// `captures`; keys folded where the app ignores case.
  func items(
    _ items: [QueryItem], _ source: RouteGen.CaptureSource, into literals: inout [Drafts.Item],
    _ captures: inout [Drafts.Capture], _ pattern: Pattern, _ kind: FormKind
  ) {
    let folds = !app.caseSensitive
    for item in items {
      let key = folded(item.key, folds)
      switch item.value {
      case .literal(let value): literals.append(Drafts.Item(key: key, value: value))
      case .template(let template):
        var capture = self.capture(source, template, folds: folds, pattern, kind)
        capture.key = key
        captures.append(capture)
      }
    }
  }

  /// A placeholder's capture: its literal prefix and suffix (folded where keywords fold), and the keywords its
  /// form's patterns set with patterns of their own, which it refuses.
  func capture(
    _ source: RouteGen.CaptureSource, _ template: Template, folds: Bool, _ pattern: Pattern,
    _ kind: FormKind
  ) -> Drafts.Capture {
    var capture = Drafts.Capture(source: source, slot: slot(template.parameter))
    if folds { capture.options.insert(.foldsKeywords) }
    (capture.prefix, capture.suffix) = (
      folded(template.prefix, folds), folded(template.suffix, folds)
    )
    let parameter = route.parameters[capture.slot]
    if case .int(_, _, let keywords) = parameter.type {
      // Only this parameter's own `set` keywords: another's (`set: {slug: last}`) leaves `link=last` readable.
      let set = (route.form(kind)?.patterns ?? []).compactMap { $0.fixed[parameter.name] }.map {
        ValueCodec.format($0, as: parameter.type)
      }
      capture.excluded = keywords.filter(set.contains)
    }
    return capture
  }
}

extension Parameter {
  /// A value as a URL writes it: its wire text, percent-encoded as a query value.
  func encodedWire(_ value: ParameterValue) -> String {
    PercentEncoding.encode(ValueCodec.format(value, as: type), for: .queryValue)
  }
}
