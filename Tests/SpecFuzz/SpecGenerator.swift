import RouteGenTestSupport

/// Writes random specs from a seed: every key and form of the spec format (`SpecForms`), combined as a team might
/// combine them. Most of what it writes is valid; `SpecSource` drops the routes the validator refuses.
struct SpecGenerator {
  var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// What the app offers its routes: the hosts they are on by default, the wildcard's parameter, and the enums.
  struct App {
    var hasScheme: Bool
    var domains: [String]
    /// The parameter the domains' wildcard gives (every web route without hosts of its own declares it), and
    /// what every route declares it as: a string, an enum of labels, or a string with characters and lengths.
    var domainParameter: String?
    var domainLabel: JSON = .string("string")
    /// The domains' `www` host, which a route may have as a host of its own.
    var wwwHost = ""
    var enums: [String: [String]]
    var caseSensitive: Bool
    /// Whether the spec names app IDs: routes may then have hosts of their own.
    var hasAppIDs = false
  }

  /// A parameter as the route declares it, with a value it can take (for `set` and `default`).
  struct Param {
    var name: String
    var declaration: JSON
    var type: String
    var optional = false
    var list = false
    var hasDefault = false
    /// A value of its type and constraints, as a spec writes it.
    var sample: JSON
    /// Keywords of an int.
    var keywords: [String] = []
    /// Given by a wildcard host in web links: no web pattern has it.
    var fromHost = false

    var mayBeAbsent: Bool { optional || list || hasDefault }
    /// Whether a path segment can hold it: one value, never absent unless an alias leaves the segment out.
    var fitsPath: Bool { !list && type != "route" }
  }

  mutating func spec(name: String) -> JSON {
    var app = App(hasScheme: chance(85), domains: [], enums: [:], caseSensitive: !chance(20))
    var spec = JSON.object([:])
    if chance(30) { spec["$schema"] = .string("./route-spec.schema.json") }
    if chance(15) { spec["$comment"] = .string("A spec the fuzzer wrote.") }
    spec["app"] = .string(name)
    let lower = name.lowercased()
    if app.hasScheme {
      spec["scheme"] = .string(pick([lower, lower + "-app", lower + ".x", lower + "+v2"]))
      if chance(15) { spec["extraSchemes"] = .strings(["old" + lower]) }
    }
    let webRoutes = !app.hasScheme || chance(85)
    if webRoutes {
      var domains = [lower + ".example"]
      if chance(35) {
        let parameter = pick(["region", "blog", "site"])
        let spans = chance(25) ? "..." : ""
        domains.insert(
          "{\(parameter)\(spans)}." + lower + ".example", at: chance(20) ? 0 : domains.count)
        app.domainParameter = parameter
      }
      // A name beside the wildcard over it is a host of its own (the exact host wins).
      if chance(40) { domains.append("www." + lower + ".example") }
      app.domainLabel = labelDeclaration()
      app.wwwHost = "www." + lower + ".example"
      app.domains = domains
      spec["domains"] = .strings(domains)
      if chance(15) {
        spec["webSchemes"] = .strings(chance(50) ? ["https", "http"] : ["https", lower + "https"])
      }
    }
    // App IDs for the AASA file: needed by the domains, and by routes with hosts of their own.
    if webRoutes || chance(50) {
      app.hasAppIDs = true
      var aasa = JSON.object(["appIDs": .strings(["ABCDE12345.com.example." + lower])])
      if webRoutes && chance(20) { aasa["webcredentials"] = .bool(true) }
      if webRoutes && chance(15) {
        aasa["appclips"] = .strings(["ABCDE12345.com.example.\(lower).Clip"])
      }
      if chance(15) { aasa["legacyPaths"] = .bool(true) }
      if chance(15) { aasa["exclude"] = .strings(["/zz-admin/*"]) }
      spec["aasa"] = aasa
    }
    if chance(25) { spec["access"] = .string(pick(["public", "package", "internal"])) }
    if chance(15) { spec["maxURLLength"] = .integer(pick([120, 300, 2000, 8000])) }
    if !app.caseSensitive { spec["caseSensitive"] = .bool(false) }
    if chance(15) { spec["refuseDefaultPort"] = .bool(true) }
    if chance(25) {
      let values = pick([["new", "top"], ["asc", "desc", "Mixed"], ["a-b", "c_d"]])
      app.enums["Sort"] = values
      var definition = JSON.object(["values": .strings(values)])
      if chance(30) { definition["doc"] = .string("How lists are sorted.") }
      if chance(20) { definition["$comment"] = .string("Declared once.") }
      spec["enums"] = .object(["Sort": definition])
    }
    var routes: [JSON] = []
    let count = 1 + below(7)
    for index in 0..<count {
      routes.append(route(index, app: app, previous: routes.last))
    }
    // The domains' label declared once for the app (`"labels"`), not by each route that reads it.
    if let parameter = app.domainParameter, chance(50) {
      var label = app.domainLabel
      if chance(40) {
        if label.text != nil { label = .object(["type": label]) }
        label["doc"] = .string("The site." + pick(Self.prose))
        if chance(30) { label["$comment"] = .string("Declared once.") }
        if label["type"]?.text == "enum" && chance(50) { label["typeName"] = .string("Place") }
      }
      spec["labels"] = .object([JSON.Member(key: parameter, value: label)])
      routes = routes.map { route in
        var route = route
        let params = route["params"]?.members.filter { $0.key != parameter } ?? []
        route["params"] = params.isEmpty ? nil : .object(params)
        return route
      }
    }
    spec["routes"] = .array(routes)
    // An exclusion over a route's paths: the links it hides are refused, whichever route would read them.
    if var aasa = spec["aasa"], webRoutes, chance(25),
      let first = routes.compactMap(firstLiteral).randomElement(using: &random)
    {
      let exclusion = pick(["/\(first)/x*", "/\(first)/*", "/*/x*", "/\(first)?"])
      aasa["exclude"] = .strings((aasa["exclude"]?.elements.compactMap(\.text) ?? []) + [exclusion])
      spec["aasa"] = aasa
    }
    // The Android app, whose assetlinks.json and intent filters come from the same routes.
    if webRoutes && chance(40) {
      var android = JSON.object([
        "package": .string("com.example." + lower),
        "fingerprints": .strings([Self.fingerprint(1)]),
      ])
      if chance(15) { android["$comment"] = .string("Signed by Play App Signing.") }
      spec["android"] = android
    }
    if chance(25) { spec["environments"] = environments(of: spec, app: app) }
    return spec
  }

  /// A SHA-256 certificate fingerprint as keytool prints it.
  static func fingerprint(_ seed: Int) -> String {
    (0..<32).map { String(format: "%02X", ($0 * 37 + seed * 11) % 256) }.joined(separator: ":")
  }

  /// A staging environment: every host of the spec on `.test` instead of `.example` (a wildcard keeps its
  /// label, a name under it stays under it), and sometimes app IDs, a scheme (and production's as an extra
  /// scheme) and developer mode of its own.
  private mutating func environments(of spec: JSON, app: App) -> JSON {
    var hosts = (spec["domains"]?.elements ?? []).compactMap(\.text)
    for route in spec["routes"]?.elements ?? [] {
      hosts += (route["hosts"]?.elements ?? []).compactMap(\.text)
      for pattern in route["web"]?.elements ?? [] {
        hosts += (pattern["hosts"]?.elements ?? []).compactMap(\.text)
      }
    }
    var seen: Set<String> = []
    let renames = hosts.filter { seen.insert($0).inserted }.map {
      JSON.Member(key: $0, value: .string(String($0.dropLast("example".count)) + "test"))
    }
    var staging = JSON.object(["hosts": .object(renames)])
    if spec["aasa"] != nil && chance(50) {
      staging["appIDs"] = .strings(["ABCDE12345.com.example.staging"])
    }
    if app.hasScheme && chance(50) {
      staging["scheme"] = .string("staging-app")
      // Production's scheme read by the staging build too, as push services send it.
      if chance(50), let production = spec["scheme"]?.text {
        staging["extraSchemes"] = .strings([production])
      }
    }
    if chance(30) { staging["developerMode"] = .bool(true) }
    if spec["android"] != nil && chance(50) {
      staging["android"] = .object([
        "package": .string("com.example.staging"), "fingerprints": .strings([Self.fingerprint(2)]),
      ])
    }
    if chance(10) { staging["$comment"] = .string("Test builds.") }
    return .object(["staging": staging])
  }

  /// How a wildcard's label is declared: any label, an enum of the labels a team ships, or a string narrowed by
  /// characters and lengths.
  private mutating func labelDeclaration() -> JSON {
    switch below(3) {
    case 0: return .string("string")
    case 1: return .object(["type": .string("enum"), "values": .strings(["de", "fr", "it"])])
    default:
      return .object([
        "type": .string("string"), "characters": .string("a-z"), "minLength": .integer(2),
        "maxLength": .integer(3),
      ])
    }
  }

  // MARK: Routes

  /// Text that every output must carry as it is and that must still compile: Markdown's and Swift's special
  /// characters, and text beyond ASCII with the joiners its scripts need (accepted where they join).
  static let prose = [
    "", "", "", " Caf\u{E9} \u{2615}\u{FE0F} \u{2014} \u{65E5}\u{672C}.",
    " A `code` | pipe, \"quoted\", back\\slash, */ and /* and \"\"\" too.",
    " \u{1F469}\u{200D}\u{1F4BB} \u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}.",
  ]

  private mutating func route(_ index: Int, app: App, previous: JSON?) -> JSON {
    var route = JSON.object([:])
    let name = pick(["r\(index)", "route-\(index)", "item_\(index)", "r\(index)Page"])
    if chance(10) { route["$comment"] = .string("Route \(index).") }
    route["name"] = .string(name)
    if !chance(10) { route["summary"] = .string("Route \(index) of the app." + pick(Self.prose)) }
    if chance(30) { route["auth"] = .string(pick(["none", "required", "role:admin"])) }
    if chance(20) { route["feature"] = .string(pick(["shop", "account"])) }
    if chance(10) { route["formerNames"] = .strings(["old\(index)"]) }

    // Where its web links are: the app's domains, or hosts of its own.
    var hosts: [String]? = nil
    var hostParameter: String? = nil
    let canWeb = !app.domains.isEmpty || (app.hasAppIDs && chance(50))
    if canWeb && (app.domains.isEmpty || chance(15)) {
      if chance(50) {
        hostParameter = "blog"
        // `{blog...}`: the label spans labels (`fr.blog`), as Apple's `*.` takes every subdomain.
        let blog = chance(30) ? "{blog...}" : "{blog}"
        hosts = [blog + ".blogs\(index).example"] + (chance(60) ? ["blogs\(index).example"] : [])
        if chance(25) { hosts!.append("www.blogs\(index).example") }
      } else if app.domainParameter != nil && chance(30) {
        // A name the domains' wildcard would take: its links are this route's alone.
        hosts = [app.wwwHost]
      } else {
        hosts = ["c\(index).example"] + (chance(30) ? ["d\(index).example"] : [])
      }
      route["hosts"] = .strings(hosts!)
    } else if canWeb {
      hostParameter = app.domainParameter
    }
    let hostHasName =
      hosts.map { $0.contains { !$0.hasPrefix("{") } }
      ?? app.domains.contains { !$0.hasPrefix("{") }
    var web = canWeb
    var scheme = app.hasScheme
    if web && scheme {
      switch below(10) {
      case 0: web = false
      case 1: scheme = false
      default: break
      }
    }
    if !web {
      route["hosts"] = nil
      hosts = nil
      hostParameter = nil
    }

    var params = parameters(route: index, app: app)
    // A family: this route's path starts with a value where its neighbour's has a literal (`/{front}` beside
    // `/search?page={page}`): precedence decides segment by segment, and the literal's route refuses what it
    // refuses.
    let family = previous.flatMap(firstLiteral) != nil && chance(20)
    if family {
      params.append(
        Param(name: "front", declaration: .string("string"), type: "string", sample: .string("abc"))
      )
    }
    if let hostParameter, web {
      let declaration = hosts == nil ? app.domainLabel : labelDeclaration()
      var host = Param(
        name: hostParameter, declaration: declaration,
        type: declaration["type"]?.text ?? "string", sample: .string("de"))
      host.fromHost = true
      if hostHasName {
        host.optional = true
        var members =
          declaration.members.isEmpty
          ? [JSON.Member(key: "type", value: declaration)] : declaration.members
        members.append(JSON.Member(key: "optional", value: .bool(true)))
        host.declaration = .object(members)
      }
      params.removeAll { $0.name == hostParameter }
      params.insert(host, at: below(params.count + 1))
    }
    if !params.isEmpty {
      route["params"] = .object(params.map { JSON.Member(key: $0.name, value: $0.declaration) })
    }
    if params.contains(where: \.fromHost) && !scheme && !web { scheme = true }

    // The first literal: the route's own, or a neighbour's (precedence decides between them, or the validator
    // refuses the pair, and the route is dropped).
    var first = pick([
      "r\(index)", "items\(index)", "caf%C3%A9\(index)", "A%20b\(index)", "x\(index).php",
      "%41z\(index)",
    ])
    if let previousFirst = previous.flatMap(firstLiteral), chance(20) { first = previousFirst }

    let front = family ? "front" : nil
    if web {
      route["web"] = form(web: true, first: first, params: params, front: front)
    }
    if scheme {
      // An optional label may stay out of custom-scheme links (they are then built only without one).
      let leftOut = params.first { $0.fromHost && $0.optional && chance(40) }?.name
      route["scheme"] = form(
        web: false, first: first, params: params.filter { $0.name != leftOut }, front: front)
    }
    if web && !params.contains(where: \.fromHost) && chance(8) {
      // A pattern on hosts of its own: the click-tracking host takes any path.
      var patterns = route["web"]!.elements.isEmpty ? [route["web"]!] : route["web"]!.elements
      let catchAll = params.first { !$0.mayBeAbsent && $0.type == "string" && !$0.fromHost }
      let own = "/" + (catchAll.map { "{\($0.name)...}" } ?? "go\(index)")
      let rest = params.filter { $0.name != catchAll?.name && !$0.mayBeAbsent }
      if rest.isEmpty {
        patterns.append(
          .object(["pattern": .string(own), "hosts": .strings(["click\(index).example"])]))
        route["web"] = .array(patterns)
      }
    }

    if chance(10) {
      route["forbiddenQuery"] = .array([
        chance(50)
          ? .string("debug")
          : .object(["key": .string("token"), "onlyWithValue": .bool(chance(70))])
      ])
    }
    if chance(10) {
      route["otherQuery"] = .bool(true)
    } else if chance(8) {
      route["refuseOtherQuery"] = .bool(true)
    }
    if index > 0 && chance(5) { route["retired"] = .string("Moved to the web.") }
    return route
  }

  private func firstLiteral(_ route: JSON) -> String? {
    let web = route["web"]
    let first = web?.elements.first ?? web
    let pattern = first?.text ?? first?["pattern"]?.text
    guard let pattern, pattern.hasPrefix("/") else { return nil }
    let segment = pattern.dropFirst().prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    return segment.contains("{") || segment.isEmpty ? nil : String(segment)
  }

  // MARK: Parameters

  private mutating func parameters(route: Int, app: App) -> [Param] {
    var params: [Param] = []
    let names = [
      "a", "id", "q", "page", "sort", "tags", "default", "values", "link", "self", "next", "slug",
    ]
    for _ in 0..<below(5) {
      let name = pick(names)
      guard !params.contains(where: { $0.name == name }) else { continue }
      var param = parameter(name, app: app)
      if params.contains(where: { $0.type == "route" }) && param.type == "route" { continue }
      // Optional, a list, or a default: each exclusive of the others.
      if param.type != "route" && param.keywords.isEmpty && chance(12) {
        param.list = true
        param.declaration["list"] = .bool(true)
      } else if chance(30) {
        param.optional = true
        param.declaration["optional"] = .bool(true)
      } else if param.type != "route" && chance(12) {
        param.hasDefault = true
        param.declaration["default"] = param.sample
      }
      if chance(8) { param.declaration["formerNames"] = .strings(["old_" + name]) }
      if chance(10) { param.declaration["doc"] = .string("The \(name).") }
      if chance(5) { param.declaration["$comment"] = .string("A note.") }
      // The shorthand, where nothing else is said.
      if param.declaration.members.count == 1, let type = param.declaration["type"], chance(50) {
        param.declaration = type
      }
      params.append(param)
    }
    return params
  }

  private mutating func parameter(_ name: String, app: App) -> Param {
    var declaration = JSON.object([:])
    func make(_ type: String, _ sample: JSON) -> Param {
      declaration["type"] = .string(type)
      return Param(name: name, declaration: declaration, type: type, sample: sample)
    }
    switch below(20) {
    case 0..<6:
      var sample = "abc"
      switch below(6) {
      case 0:
        let characters = pick(["a-z0-9", "A-Za-z0-9_.-", "0-9", "a-z\u{E9}", "a-f-"])
        declaration["characters"] = .string(characters)
        sample = characters.hasPrefix("0") ? "42" : "af"
      case 1:
        declaration["minLength"] = .integer(2)
        declaration["maxLength"] = .integer(pick([4, 12]))
      case 2:
        declaration["format"] = .string("hostName")
        sample = "proxy.example.com"
      case 3:
        declaration["maxLength"] = .integer(pick([3, 40]))
      default: break
      }
      return make("string", .string(sample))
    case 6..<9:
      var bounds = (low: -5, high: 1000)
      if chance(50) {
        bounds.low = pick([0, 1, -100])
        declaration["min"] = .integer(bounds.low)
      }
      if chance(40) {
        bounds.high = pick([9, 1000, 2_000_000_000])
        declaration["max"] = .integer(bounds.high)
      }
      // Zero-padded in links (dated URLs), negative values too.
      if chance(20) { declaration["digits"] = .integer(pick([2, 3])) }
      var param = make("int", .integer(max(bounds.low, min(bounds.high, 7))))
      if chance(35) {
        param.keywords = pick([["last"], ["last", "unread"], ["first"]])
        param.declaration["keywords"] = .strings(param.keywords)
        if chance(30) { param.declaration["typeName"] = .string("PageNumber") }
      }
      return param
    case 9, 10:
      if chance(50) {
        declaration["min"] = .number("40.75")
        declaration["max"] = .number("40.82")
        return make("double", .number("40.8"))
      }
      return make("double", .number("1.5"))
    case 11, 12:
      if chance(40) {
        declaration["trueValues"] = .strings(["1", "true"])
        declaration["falseValues"] = .strings(["0", "false"])
      }
      return make("bool", .bool(true))
    case 13: return make("uuid", .string("123e4567-e89b-12d3-a456-426614174000"))
    case 14: return make("date", .string("2025-08-26T06:00:00Z"))
    case 15, 16:
      if let values = app.enums["Sort"], chance(40) {
        return make("Sort", .string(values[0]))
      }
      var values: [JSON] = [.string("red"), .string("green")]
      if chance(50) {
        values.append(
          .object([
            "case": .string("navyBlue"), "wire": .string("navy-blue"),
            "aliases": .strings(["NAVY"]),
            "doc": .string("Dark blue."),
          ]))
      }
      if chance(20) { values.append(.object(["wire": .string("default")])) }
      declaration["values"] = .array(values)
      if chance(25) { declaration["typeName"] = .string("Shade") }
      return make("enum", .string("red"))
    case 17, 18:
      return make("route", .string("/"))
    default:
      return make("string", .string("abc"))
    }
  }

  // MARK: Patterns

  /// A form's patterns: the canonical one, and sometimes aliases, a pattern that sets a value, and one without an
  /// optional path value.
  /// `front`: a parameter that stands where the first literal would (a family's), the other values in the query.
  private mutating func form(web: Bool, first: String, params: [Param], front: String? = nil)
    -> JSON
  {
    let own = params.filter { !(web && $0.fromHost) }
    var layout = Layout(params: own, web: web)
    layout.place(using: &self)
    if let front {
      layout.placeFront(front)
    }
    var patterns: [JSON] = [.string(layout.pattern(first: first))]
    // An alias: another first literal, the same values.
    if chance(25) {
      patterns.append(
        .string(layout.pattern(first: first + "-" + pick(["alt", "v2"]))))
    }
    // A pattern without the optional values in the path and in fragment text, so that links without them can be
    // built.
    let optionalButRequired = layout.requiredNames.filter { name in
      own.contains { $0.name == name && $0.mayBeAbsent }
    }
    if !optionalButRequired.isEmpty {
      var shorter = layout
      shorter.remove(Set(optionalButRequired))
      patterns.append(.string(shorter.pattern(first: first)))
    }
    // A pattern that fixes one value (Awful's `goto=lastpost` sets page to last).
    if let fixed = own.filter({ !$0.list && $0.type != "route" && $0.name != front })
      .randomElement(using: &random),
      chance(20)
    {
      var without = layout
      without.remove([fixed.name])
      var value = fixed.sample
      if let keyword = fixed.keywords.first { value = .string(keyword) }
      let text = without.pattern(first: first, extraLiteral: "fixed")
      patterns.append(.object(["pattern": .string(text), "set": .object([fixed.name: value])]))
    }
    return patterns.count == 1 && chance(60) ? patterns[0] : .array(patterns)
  }

  /// Where each parameter of one form goes.
  struct Layout {
    enum Place: Equatable {
      case segment(prefix: String, suffix: String)
      case catchAll
      case query(key: String, prefix: String, suffix: String)
      case fragmentText(prefix: String, suffix: String)
      case fragmentItem(key: String)
    }

    var params: [Param]
    var web: Bool
    var places: [(name: String, place: Place)] = []
    var literalSegments: [String] = []
    var queryLiterals: [String] = []
    var fragmentLiteral: String?
    var trailingSlash = false
    /// A custom-scheme pattern's first segment (its host) that is a value, not a literal.
    var firstValue: String?
    /// Whether that value stands in place of the first literal (a family's `/{front}`), in either form.
    var replacesFirst = false

    init(params: [Param], web: Bool) {
      self.params = params
      self.web = web
    }

    /// The values a link of the pattern cannot leave out: in the path, and in fragment text with text around it.
    var requiredNames: [String] {
      places.compactMap {
        switch $0.place {
        case .segment, .catchAll: $0.name
        case .fragmentText(let prefix, let suffix) where !prefix.isEmpty || !suffix.isEmpty: $0.name
        default: nil
        }
      }
    }

    mutating func remove(_ names: Set<String>) {
      places.removeAll { names.contains($0.name) }
    }

    mutating func place(using generator: inout SpecGenerator) {
      var fragmentIsText = false
      var hasCatchAll = false
      for param in params.shuffled(using: &generator.random) {
        var choices: [Place] = []
        let key =
          generator.chance(20) ? generator.pick(["Tag", "a%20b", "x-y", "%24k"]) : param.name
        let affix = generator.chance(20)
        let prefix = affix ? generator.pick(["@", "p", "%23", "id-"]) : ""
        let suffix = affix && generator.chance(50) ? generator.pick([".json", "-x"]) : ""
        if param.fitsPath && (!param.mayBeAbsent || generator.chance(30)) {
          choices += [.segment(prefix: prefix, suffix: suffix), .segment(prefix: "", suffix: "")]
          if param.type == "string" && !param.mayBeAbsent && !hasCatchAll {
            choices.append(.catchAll)
          }
        }
        choices += [
          .query(key: key, prefix: param.list || param.type == "route" ? "" : prefix, suffix: "")
        ]
        if !param.list && !fragmentIsText {
          if !places.contains(where: { if case .fragmentItem = $0.place { true } else { false } }) {
            choices.append(.fragmentText(prefix: prefix, suffix: suffix))
          }
          choices.append(.fragmentItem(key: key))
        }
        var place = generator.pick(choices)
        if param.type == "route" || param.list { place = .query(key: key, prefix: "", suffix: "") }
        if case .fragmentText = place { fragmentIsText = true }
        if case .catchAll = place { hasCatchAll = true }
        // Keys are distinct within the query and within the fragment.
        if case .query(let key, _, _) = place, places.contains(where: { $0.place.key == key }) {
          place = .query(key: key + "2", prefix: "", suffix: "")
        }
        if case .fragmentItem(let key) = place, places.contains(where: { $0.place.key == key }) {
          place = .fragmentItem(key: key + "2")
        }
        places.append((param.name, place))
      }
      literalSegments =
        generator.chance(30) ? [generator.pick(["view", "Edit", "a.b", "~x", "@me"])] : []
      if generator.chance(15) {
        queryLiterals.append(generator.pick(["mode=full", "v=2", "goto=lastpost", "ref=%2Fhome"]))
      }
      if !fragmentIsText
        && !places.contains(where: { if case .fragmentItem = $0.place { true } else { false } })
        && generator.chance(8)
      {
        fragmentLiteral = generator.pick(["top", "p/+1"])
      }
      if generator.chance(10) && !hasCatchAll { trailingSlash = true }
      // A custom-scheme link's first segment is its host: sometimes a value.
      if !web, generator.chance(8),
        let plain = places.first(where: { place in
          place.place == .segment(prefix: "", suffix: "")
            && params.contains { $0.name == place.name && !$0.mayBeAbsent }
        })
      {
        firstValue = plain.name
      }
    }

    /// `front` in the first segment, in place of the first literal; the other path values go to the query.
    mutating func placeFront(_ front: String) {
      for index in places.indices {
        switch places[index].place {
        case _ where places[index].name == front:
          places[index].place = .segment(prefix: "", suffix: "")
        case .segment, .catchAll:
          let name = places[index].name
          let key = places.contains { $0.place.key == name } ? name + "2" : name
          places[index].place = .query(key: key, prefix: "", suffix: "")
        default: break
        }
      }
      literalSegments = []
      trailingSlash = false
      firstValue = front
      replacesFirst = true
    }

    /// The pattern text, its first segment `first` (a literal, unless a value comes first).
    func pattern(first: String, extraLiteral: String? = nil) -> String {
      var segments: [String] = []
      var catchAll: String?
      var query: [String] = []
      var fragmentItems: [String] = []
      var fragmentText: String?
      for (name, place) in places {
        switch place {
        case .segment(let prefix, let suffix): segments.append(prefix + "{\(name)}" + suffix)
        case .catchAll: catchAll = "{\(name)...}"
        case .query(let key, let prefix, let suffix):
          query.append("\(key)=\(prefix){\(name)}\(suffix)")
        case .fragmentText(let prefix, let suffix): fragmentText = prefix + "{\(name)}" + suffix
        case .fragmentItem(let key): fragmentItems.append("\(key)={\(name)}")
        }
      }
      var path = (replacesFirst ? [] : [first]) + literalSegments + segments
      if let firstValue, let index = path.firstIndex(of: "{\(firstValue)}") {
        path.insert(path.remove(at: index), at: 0)
      }
      if let extraLiteral { path.insert(extraLiteral, at: 1) }
      if let catchAll { path.append(catchAll) }
      var text = (web ? "/" : "") + path.joined(separator: "/")
      if trailingSlash { text += "/" }
      query += queryLiterals
      if !query.isEmpty { text += "?" + query.joined(separator: "&") }
      if let fragmentText {
        text += "#" + fragmentText
      } else if !fragmentItems.isEmpty {
        text += "#" + fragmentItems.joined(separator: "&")
      } else if let fragmentLiteral {
        text += "#" + fragmentLiteral
      }
      return text
    }
  }

  // MARK: Randomness

  mutating func below(_ count: Int) -> Int { Int(random.next() % UInt64(max(count, 1))) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

extension SpecGenerator.Layout.Place {
  var key: String? {
    switch self {
    case .query(let key, _, _), .fragmentItem(let key): key
    default: nil
    }
  }
}
