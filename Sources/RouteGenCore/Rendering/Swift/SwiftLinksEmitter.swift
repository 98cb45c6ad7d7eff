/// Emits the builders: per route, the runtime `RouteGen.Link` calls that write its link in each form, after the app's base,
/// as its pattern reads: `case .post(let postId): return link.add("post/") && link.text(postId, .segment)`.
///
/// Everything known at generation time is decided here: which pattern a value takes (`BuildShape`'s choice, as
/// conditions on the values that decide it), the literals (as the spec spells them), which values are left out (absent, or
/// the default in a query or fragment) and which links must be parsed back (`LinkCheck`). The runtime checks each
/// value as the parser would and encodes it for its place.
struct SwiftLinksEmitter {
  let app: AppModel
  let names: GeneratedNames
  private let checked: Set<LinkCheck.PatternID>
  private let shadowedOnly: Set<LinkCheck.PatternID>
  /// With environments: each host text builders write (`https://shop.example/`), by production's text, as
  /// production writes it, then each environment (in `app.environments`' order): by the environment's index.
  private let hostTexts: [String: [String]]
  /// Production's host texts in the order `_Hosts` numbers them (`host0`, …).
  private let hostOrder: [String]

  init(app: AppModel, names: GeneratedNames) {
    self.app = app
    self.names = names
    checked = LinkCheck.patternsToCheck(in: app)
    shadowedOnly = LinkCheck.patternsShadowedOnly(in: app, checked: checked)
    var texts: [String: [String]] = [:]
    for (index, route) in app.routes.enumerated() where !app.environments.isEmpty {
      for pattern in route.web?.patterns ?? [] where Self.hasOwnBase(route, pattern, app) {
        let builds = [route] + app.environments.map { $0.app.routes[index] }
        let hosts = builds.map { Self.hosts(of: $0, $0.web!.patterns[pattern.index], app) }
        for (text, part) in [(hosts[0].plain, \HostTexts.plain), (hosts[0].suffix, \.suffix)] {
          if let text { texts[text] = hosts.map { $0[keyPath: part]! } }
        }
      }
    }
    hostTexts = texts
    hostOrder = texts.keys.sorted()
  }

  /// Which of the calls that name a route (`link.route(.thread)`, `link.verify(.search, pattern: 0)`) the
  /// builders use: the file declares only those.
  struct OrdinalCalls {
    var route = false
    var verify = false
  }

  func emit(chunks: [ArraySlice<Route>], _ out: inout CodePrinter) -> OrdinalCalls {
    let link = names.linkName
    out.line(
      "/// Writes the route's link in one form (`\(link).web`) after the app's base; false when the route has"
    )
    out.line(
      "/// no such form, or a value cannot be written so that the link parses back to the route.")
    var used = OrdinalCalls()
    SwiftRoutesEmitter.emitSwitchOverSelf(
      "_write", "(_ \(link): inout RouteGen.Link) -> Bool", access: app.access.rawValue,
      over: names.subject, chunks: chunks,
      next: { "_write\($0)(&\(link))" }, last: "false", statement: "return ", &out,
      cases: { routes, out in emitCases(routes, &out, used: &used) })
    return used
  }

  // MARK: Cases

  private func emitCases(
    _ routes: ArraySlice<Route>, _ out: inout CodePrinter, used: inout OrdinalCalls
  ) {
    let routeCall = "\(names.linkName).route("
    let verifyCall = "\(names.linkName).verify(."
    for route in routes where !route.isRetired {
      let web = statements(route, .web)
      let scheme = statements(route, .scheme)
      /// `form && chain`, without a `&& true`.
      func only(_ form: String, _ chain: [String]) -> [Statement] {
        [.returns([form] + chain.filter { $0 != "true" })]
      }
      var body: [Statement]
      if web == scheme {
        body = web
      } else if scheme == [.fails], web.count == 1, case .returns(let chain) = web[0] {
        body = only("\(names.linkName).web", chain)
      } else if web == [.fails], scheme.count == 1, case .returns(let chain) = scheme[0] {
        body = only("!\(names.linkName).web", chain)
      } else if web.count == 1, case .returns(let chain) = web[0] {
        body = [.when(["\(names.linkName).web"], chain)] + scheme
      } else {
        body = [.block("\(names.linkName).web", web)] + scheme
      }
      let calls = body.flatMap(\.calls)
      used.route = used.route || calls.contains { $0.hasPrefix(routeCall) }
      used.verify = used.verify || calls.contains { $0.hasPrefix(verifyCall) }
      // A label the route does not read makes no link.
      let unread = app.labels.filter { route.parameter(named: $0.name) == nil }
      if !unread.isEmpty {
        let given = unread.map { "\($0.swiftName) != nil" }.joined(separator: " || ")
        body.insert(.when([given], ["false"]), at: 0)
      }
      let words = Set(body.flatMap(\.words))
      var bindings = names.caseParameters(route).map {
        words.contains($0.swiftName) ? "let \($0.swiftName)" : "_"
      }
      if route.otherQuery { bindings.append(words.contains("otherQuery") ? "let otherQuery" : "_") }
      var oneLine = ""
      if body.count == 1, case .returns(let chain) = body[0] {
        oneLine = "return " + chain.joined(separator: " && ")
      }
      if out.caseLabel(route.caseName, binding: bindings, then: oneLine) { continue }
      out.indented { out in body.forEach { $0.print(&out) } }
    }
  }

  /// A form's statements: per pattern that some values take, `if <they do> { return <its link> }`, the last
  /// without its condition; `return false` when the route has no such form.
  private func statements(_ route: Route, _ kind: FormKind) -> [Statement] {
    guard let form = route.form(kind) else { return [.fails] }
    var statements: [Statement] = []
    for pattern in form.patterns {
      guard let conditions = conditions(pattern, route, kind) else { continue }
      let chain = chain(pattern, route, kind)
      if conditions.isEmpty
        || BuildShape.coversTheRest(pattern, in: form, parameters: route.parameters)
      {
        return statements + [.returns(chain)]
      }
      statements.append(.when(conditions, chain))
    }
    return statements + [.fails]
  }

  // MARK: Choosing the pattern

  /// What the values must be for `pattern` to be the one that writes them (as `BuildShape.expresses` and the
  /// order of the form's patterns decide); nil when no value takes it.
  private func conditions(_ pattern: Pattern, _ route: Route, _ kind: FormKind) -> [String]? {
    var conditions: [String] = []
    let fixedByForm =
      route.form(kind)?.patterns.compactMap { $0.index == pattern.index ? nil : $0 } ?? []
    for parameter in route.parameters {
      let name = parameter.swiftName
      if let fixed = pattern.fixed[parameter.name] {
        guard fixed != parameter.defaultValue else { return nil }
        conditions.append(equals(parameter, fixed, route))
        continue
      }
      let inPath =
        pattern.segments.contains { $0.template?.parameter == parameter.name }
        || pattern.catchAll == parameter.name
      guard inPath || pattern.placeholderNames.contains(parameter.name) else {
        guard let absent = absent(parameter, route) else { return nil }
        conditions.append(absent)
        continue
      }
      // A value this pattern cannot leave out (a path segment, fragment text around it) must be there, as
      // `BuildShape.expresses` decides.
      if parameter.mayBeAbsent && !BuildShape.expresses(pattern, parameter, .absent),
        let present = present(parameter, route)
      {
        conditions.append(present)
      }
      // A keyword that a pattern of the form sets is written only by such a pattern.
      var keywords: [String] = []
      for other in fixedByForm {
        if case .keyword(let word)? = other.fixed[parameter.name], !keywords.contains(word) {
          keywords.append(word)
        }
      }
      conditions += keywords.map {
        "\(name) != \(qualified(parameter, route)).\(SwiftName.escaped($0))"
      }
    }
    return conditions
  }

  /// The condition that a value is there: not nil, not empty, not the default; nil when it is always there.
  private func present(_ parameter: Parameter, _ route: Route) -> String? {
    if parameter.isOptional { return "\(parameter.swiftName) != nil" }
    if parameter.isList { return "!\(parameter.swiftName).isEmpty" }
    return parameter.defaultValue.map { "!(\(equals(parameter, $0, route)))" }
  }

  /// The condition that a value is absent: nil, or the default; nil when it cannot be.
  private func absent(_ parameter: Parameter, _ route: Route) -> String? {
    if parameter.isOptional { return "\(parameter.swiftName) == nil" }
    if parameter.isList { return "\(parameter.swiftName).isEmpty" }
    return parameter.defaultValue.map { equals(parameter, $0, route) }
  }

  /// The condition that a value is written as `value` is (equality of the written text, not of the Swift value:
  /// `-0.0` is not `0.0`, and a date counts to the millisecond).
  private func equals(_ parameter: Parameter, _ value: ParameterValue, _ route: Route) -> String {
    let name = parameter.swiftName
    let member = parameter.isOptional ? "\(name)?" : name
    switch value {
    case .double(let number):
      return
        "\(name) == \(String(number)) && \(member).sign == .\(number.sign == .minus ? "minus" : "plus")"
    case .date(let milliseconds):
      let literal = SwiftLiteral.integer(Int(milliseconds))
      return parameter.isOptional
        ? "\(name).flatMap(Self._milliseconds) == \(literal)"
        : "Self._milliseconds(\(name)) == \(literal)"
    case .uuid(let text):
      return "\(name) == UUID(uuidString: \(SwiftLiteral.string(text)))"
    case .keyword, .enumCase:
      return
        "\(name) == \(qualified(parameter, route))\(names.literal(value, parameter, in: route))"
    case .int(let number) where names.qualifiedTypeName(parameter, in: route) != nil:
      return "\(name) == \(qualified(parameter, route)).number(\(SwiftLiteral.integer(number)))"
    case .destination, .queryItems, .list:
      return "false"
    default:
      return "\(name) == \(names.literal(value, parameter, in: route))"
    }
  }

  /// The nested type's name, so that a case named like one of `Optional`'s (`none`) is not taken for it.
  private func qualified(_ parameter: Parameter, _ route: Route) -> String {
    names.qualifiedTypeName(parameter, in: route) ?? ""
  }

  // MARK: Writing the link

  /// The calls that write a pattern's link: its base when the route has hosts of its own, then the path, the
  /// query (and the items the route passes on), the fragment, and whether the link is parsed back.
  private func chain(_ pattern: Pattern, _ route: Route, _ kind: FormKind) -> [String] {
    var calls: [String] = []
    var literal = ""
    func flush() {
      if !literal.isEmpty { calls.append("\(names.linkName).add(\(SwiftLiteral.string(literal)))") }
      literal = ""
    }
    func value(_ name: String, _ place: String) {
      flush()
      calls.append(call(route.parameter(named: name)!, route, place))
    }
    if kind == .web && hasOwnBase(route, pattern) {
      guard let base = base(route, pattern) else { return ["false"] }
      calls.append(base)
    }
    for (index, segment) in pattern.segments.enumerated() {
      let position: PercentEncoding.Position = kind == .scheme && index == 0 ? .host : .pathSegment
      if index > 0 { literal += "/" }
      let spelled = pattern.spelling.segments[index]
      switch segment {
      case .literal: literal += spelled.before
      case .template(let template):
        literal += spelled.before
        value(template.parameter, position == .host ? ".host" : ".segment")
        literal = spelled.after
      }
    }
    if pattern.endsWithSlash { literal += "/" }
    if let catchAll = pattern.catchAll {
      if !pattern.segments.isEmpty { literal += "/" }
      value(catchAll, kind == .scheme && pattern.segments.isEmpty ? ".restHost" : ".rest")
    }
    flush()
    let spelling = pattern.spelling
    /// `link.item("goto=lastpost")` and `link.text(q, .query("q="))`, or their fragment items' counterparts.
    func items(
      _ items: [QueryItem], keys: [String], values: [Spelling.Affixes], literal: String,
      place: String
    ) {
      for (item, (key, spelled)) in zip(items, zip(keys, values)) {
        switch item.value {
        case .literal:
          calls.append(
            "\(names.linkName).\(literal)(\(SwiftLiteral.string(key + "=" + spelled.before)))")
        case .template(let template):
          calls.append(
            omissible(
              template.parameter, route, around(place, key + "=" + spelled.before, spelled.after)))
        }
      }
    }
    items(
      pattern.query, keys: spelling.queryKeys, values: spelling.queryValues, literal: "item",
      place: ".query")
    if route.otherQuery { calls.append("\(names.linkName).otherQuery(otherQuery)") }
    switch pattern.fragment {
    case .literal:
      calls.append("\(names.linkName).add(\(SwiftLiteral.string("#" + spelling.fragment.before)))")
    case .template(let template):
      let place = around(".fragment", spelling.fragment.before, spelling.fragment.after)
      calls.append(omissible(template.parameter, route, place))
    case nil: break
    }
    items(
      pattern.fragmentItems, keys: spelling.fragmentKeys, values: spelling.fragmentValues,
      literal: "fragmentItem",
      place: ".fragmentItem")
    // Values checked against their parameter's constraints: the chain names its route first.
    if pattern.placeholderNames.contains(where: {
      route.parameter(named: $0).map(Self.isConstrained) ?? false
    }) {
      calls.insert("\(names.linkName).route(.\(route.caseName))", at: 0)
    }
    let id = LinkCheck.PatternID(pattern, of: route)
    if shadowedOnly.contains(id) {
      calls.append("\(names.linkName).verify(.\(route.caseName), pattern: \(pattern.index))")
    } else if route.otherQuery || checked.contains(id) || (kind == .web && app.isHostBound(route)) {
      calls.append("\(names.linkName).verify()")
    }
    return calls.isEmpty ? ["true"] : calls
  }

  /// `.query("key=")` or `.fragment()`, with the literal text around the value when there is some.
  private func around(_ place: String, _ head: String, _ tail: String) -> String {
    if tail.isEmpty {
      return head.isEmpty ? place + "()" : "\(place)(\(SwiftLiteral.string(head)))"
    }
    return "\(place)(\(SwiftLiteral.string(head)), \(SwiftLiteral.string(tail)))"
  }

  /// A query value or the fragment, left out when it is the default (a nil value is left out by the runtime),
  /// unless the link without it reads as another route (`writesDefaults`).
  private func omissible(_ name: String, _ route: Route, _ place: String) -> String {
    let parameter = route.parameter(named: name)!
    let call = call(parameter, route, place)
    guard let defaultValue = parameter.defaultValue else { return call }
    return
      "(!\(names.linkName).writesDefaults && \(equals(parameter, defaultValue, route)) || \(call))"
  }

  /// The runtime call that writes one value: `link.int(page, .query("page="), slot: 1)`, with the slot of its
  /// parameter when the runtime must check its constraints.
  private func call(_ parameter: Parameter, _ route: Route, _ place: String) -> String {
    var arguments = [parameter.swiftName, place]
    if case .bool(let spellings) = parameter.type {
      arguments += [
        SwiftLiteral.string(spellings.trueValues[0]), SwiftLiteral.string(spellings.falseValues[0]),
      ]
    }
    arguments += slot(parameter, route)
    let write = names.accessors(parameter).sink
    guard parameter.isList else {
      return "\(names.linkName).\(write)(\(arguments.joined(separator: ", ")))"
    }
    // A list: its query item once per item.
    arguments[0] = "$1"
    return
      "\(names.linkName).list(\(parameter.swiftName)) { $0.\(write)(\(arguments.joined(separator: ", "))) }"
  }

  /// `slot: n`: the parameter of the chain's route (`link.route(.thread)`) whose constraints the runtime checks the
  /// value against.
  private func slot(_ parameter: Parameter, _ route: Route) -> [String] {
    guard Self.isConstrained(parameter), let slot = route.parameters.firstIndex(of: parameter)
    else { return [] }
    return ["slot: \(slot)"]
  }

  private static func isConstrained(_ parameter: Parameter) -> Bool {
    switch parameter.type {
    case .string(let constraints): constraints.limitsValues
    case .int(let minimum, let maximum, _):
      minimum != nil || maximum != nil || parameter.digits != nil
    case .double(let minimum, let maximum): minimum != nil || maximum != nil
    case .bool, .uuid, .date, .enumeration, .destination: false
    }
  }

  // MARK: Hosts

  /// Whether a web pattern's links are not built on the app's web base.
  private func hasOwnBase(_ route: Route, _ pattern: Pattern) -> Bool {
    Self.hasOwnBase(route, pattern, app)
  }

  private static func hasOwnBase(_ route: Route, _ pattern: Pattern, _ app: AppModel) -> Bool {
    pattern.hosts != app.domains || route.hostParameter != nil || app.webBase == nil
  }

  /// The texts a web pattern's builder writes its host with: its first host without a label
  /// (`https://shop.example/`), and its wildcard's suffix (`.shop.example/`) when its route has a label.
  struct HostTexts {
    var plain: String?
    var suffix: String?
  }

  private static func hosts(of route: Route, _ pattern: Pattern, _ app: AppModel) -> HostTexts {
    let plain = pattern.buildHost(labelled: false).map { app.webSchemes[0] + "://" + $0.name + "/" }
    guard route.hostParameter != nil, let wildcard = pattern.buildHost(labelled: true) else {
      return HostTexts(plain: plain)
    }
    return HostTexts(plain: plain, suffix: "." + wildcard.name + "/")
  }

  /// A host text as the builder writes it: a literal, or with environments each build's, the runtime taking the
  /// link's environment's (`_Hosts.host0`).
  private func literal(_ text: String) -> String {
    guard let index = hostOrder.firstIndex(of: text) else {
      return SwiftLiteral.string(text)
    }
    return "_Hosts.host\(index)"
  }

  /// A web pattern's own base: its route's host parameter's label on its first wildcard host, else (when it is
  /// absent) its first host without one; nil when it has neither.
  private func base(_ route: Route, _ pattern: Pattern) -> String? {
    let hosts = Self.hosts(of: route, pattern, app)
    guard let name = route.hostParameter, let parameter = route.parameter(named: name),
      let suffix = hosts.suffix
    else { return hosts.plain.map { "\(names.linkName).base(\(literal($0)))" } }
    // The label is the value's text: an enum's wire (the validator refuses a default here). A site label is the
    // link's, optional there even where this route's hosts need it: without one the builder gives no link.
    var label = parameter.swiftName
    if case .enumeration = parameter.type {
      label += parameter.isOptional || parameter.isLabel ? "?.rawValue" : ".rawValue"
    }
    let spansLabels = pattern.buildHost(labelled: true)?.spansLabels == true
    let arguments =
      [label, literal(suffix), "else: " + (hosts.plain.map(literal) ?? "\"\"")]
      + slot(parameter, route) + (spansLabels ? ["spansLabels: true"] : [])
    return "\(names.linkName).host(\(arguments.joined(separator: ", ")))"
  }

  /// With environments, the host texts builders write, by the link's environment (production first).
  func emitHosts(_ out: inout CodePrinter) {
    guard !hostTexts.isEmpty else { return }
    out.line()
    out.line(
      "/// The hosts builders write, by the link's environment: production, then the spec's environments."
    )
    out.block("private enum _Hosts") { out in
      for (index, key) in hostOrder.enumerated() {
        let texts = hostTexts[key]!.map(SwiftLiteral.string)
        let single = "static let host\(index): [StaticString] = [\(texts.joined(separator: ", "))]"
        if out.currentIndentWidth + single.count <= CodePrinter.lineLength {
          out.line(single)
        } else {
          out.line("static let host\(index): [StaticString] = [")
          out.indented { out in texts.forEach { out.line($0 + ",") } }
          out.line("]")
        }
      }
    }
  }
}

/// A statement of a builder's case: `return a && b`, `if c { return a && b }`, or `if link.web { … }`.
private enum Statement: Equatable {
  case returns([String])
  case when([String], [String])
  case block(String, [Statement])

  /// The route has no such form, or no pattern writes its values.
  static let fails = Statement.returns(["false"])

  /// Its chains' calls, conditions aside.
  var calls: [String] {
    switch self {
    case .returns(let chain), .when(_, let chain): chain
    case .block(_, let body): body.flatMap(\.calls)
    }
  }

  /// The identifiers it reads (to bind only the values a case uses): not members (`.segment`, `link.text`),
  /// argument labels (`slot:`) or text in quotes.
  var words: [String] {
    let text: String
    switch self {
    case .returns(let chain): text = chain.joined(separator: " ")
    case .when(let conditions, let chain): text = (conditions + chain).joined(separator: " ")
    case .block(_, let body): return body.flatMap(\.words)
    }
    var words: [String] = []
    var current = ""
    var isMember = false
    var quoted = false
    var previous: Character = " "
    for character in text + " " {
      if character == "\"" { quoted.toggle() }
      if !quoted
        && (character.isLetter || character.isNumber || character == "_" || character == "`")
      {
        if current.isEmpty { isMember = previous == "." }
        current.append(character)
      } else {
        if !current.isEmpty && !isMember && character != ":" { words.append(current) }
        current = ""
      }
      previous = character
    }
    return words
  }

  func print(_ out: inout CodePrinter) {
    switch self {
    case .returns(let chain):
      Self.conjunction("return ", chain, "", &out)
    case .when(let conditions, let chain):
      let single =
        "if \(conditions.joined(separator: " && ")) { return \(chain.joined(separator: " && ")) }"
      if out.currentIndentWidth + single.count <= CodePrinter.lineLength {
        out.line(single)
        return
      }
      Self.conjunction("if ", conditions, " {", &out)
      out.indented { Self.conjunction("return ", chain, "", &$0) }
      out.line("}")
    case .block(let condition, let body):
      out.block("if \(condition)") { out in body.forEach { $0.print(&out) } }
    }
  }

  /// `head a && b && c tail`, wrapped as swift-format wraps it: each line filled, the next starting with `&&`; a
  /// term `(a || b)` too long for a line of its own broken before its `||`, one level further in, and the next
  /// term on a line of its own (a first term: `head` alone, then the term's two lines one level in).
  static func conjunction(
    _ head: String, _ terms: [String], _ tail: String, _ out: inout CodePrinter
  ) {
    // Each line with its levels of indentation past the statement's.
    var lines: [(text: String, level: Int)] = []
    var current = head
    var currentLevel = 0
    var closed = false
    func fits(_ text: String, _ level: Int, _ last: Bool) -> Bool {
      out.currentIndentWidth + 2 * level + text.count + (last ? tail.count : 0)
        <= CodePrinter.lineLength
    }
    for (index, term) in terms.enumerated() {
      let last = index == terms.count - 1
      if index == 0 || (!closed && fits(current + " && " + term, currentLevel, last)) {
        current += index == 0 ? term : " && " + term
      } else {
        lines.append((current, currentLevel))
        (current, currentLevel) = ("&& " + term, 1)
      }
      closed = false
      guard !fits(current, currentLevel, last), let (left, right) = split(term) else { continue }
      if index == 0 {
        lines.append((head.trimmingCharacters(in: .whitespaces), 0))
        lines += [(left, 1), (right + (last ? tail : ""), 1)]
        (current, currentLevel) = ("", 1)
      } else {
        lines.append((String(current.dropLast(term.count)) + left, currentLevel))
        (current, currentLevel) = (right, currentLevel + 1)
      }
      closed = true
    }
    if !current.isEmpty { lines.append((current + tail, currentLevel)) }
    for (text, level) in lines { out.line(String(repeating: "  ", count: level) + text) }
  }

  /// `(a || b)` as `(a` and `|| b)`; nil for another term.
  private static func split(_ term: String) -> (String, String)? {
    guard term.hasPrefix("("), term.hasSuffix(")"), let or = term.range(of: " || ") else {
      return nil
    }
    return (String(term[..<or.lowerBound]), "|| " + term[or.upperBound...])
  }
}
