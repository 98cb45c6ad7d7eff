import RouteGenRuntime

/// The route table of a generated file as records, for review: the app's, each environment's, then one per route in
/// spec order, in the spec's own words with its defaults left out. A route's record holds only what that route
/// says, so that adding, removing or editing a route changes its own record (and the pairing type under it), as the
/// spec change that caused it reads. The table itself is compiled from the model (`TableDrafts`); the records say
/// what it was compiled from, and their digests pair the two files (`CompiledTables`).
///
/// A record is words (keywords, names and numbers) and quoted texts, split by spaces. Keywords come in the order
/// below; `[…]` may be left out, `…` repeats, `"a"…` is one or more texts.
///
/// - app: `app` and the format (`RouteGen.tableFormat`), [`caseSensitive false`], [`refuseDefaultPort`],
///   [`maxURLLength` n] (else 2048), [`webSchemes` "s"…] (else `"https"`), [`scheme` "s"], [`extraSchemes`
///   "s"…], [`domains` "host"…] (a wildcard as the spec writes it, `"{blog}.wordpress.com"`), [`exclude` "path"…]
///   (`aasa.exclude`, Apple's patterns).
/// - environment (after the app, one record each): `environment` and its name, [`scheme` "s"], [`extraSchemes`
///   "s"…], [`rename` "production host" "its host"…]: what the build of that environment reads otherwise.
/// - route: `route` and its name, its summary (a text), or `retired` and its note; [`auth required` or `auth
///   role` "r"]; [`feature` "f"]; [`otherQuery`]; [`refuseOtherQuery`]; [`hosts` "host"…]; then its
///   parameters, the query keys it refuses and its patterns, each on a line of its own:
/// - `param`, its name and type (`string`, `int`, `double`, `bool`, `uuid`, `date`, `enum`, `route`),
///   [`optional`], [`list`], [`default` "text"] (percent-encoded, as a URL writes it); then by type: a string
///   [`minLength` n] [`maxLength` n] [`characters` "A-Za-z0-9_"] [`hostName`]; an int or a double [`min` x]
///   [`max` x] (a double as Swift writes it, which reads back to the same bits); an int [`digits` n] (its
///   least number of digits in links, zero-padded) [`keywords` "k"…]; an enum `value` "wire" "alias"… for each
///   value, the canonical first; a bool [`trueValues` "t"… `falseValues` "f"…] (else `"true"`, `"false"`).
/// - `forbiddenQuery` "key" [`onlyWithValue`].
/// - `web` "pattern", [`hosts` "host"…], then each value it sets, `set` name "text" (percent-encoded); `scheme`
///   "pattern" and its values; the canonical pattern of each form first.
struct TableRecords {
  /// The format, defined by the runtime that reads it.
  static let version = RouteGen.tableFormat

  let app: AppModel

  /// Every record, as groups of tokens: the app's, each environment's, then each route's.
  var records: [[[String]]] {
    [[appRecord]] + app.environments.map(Self.environmentRecord) + app.routes.map(record)
  }

  /// The records as text: a record a line, its tokens joined by spaces.
  static func text(of records: [[[String]]]) -> String {
    records.map { $0.map { $0.joined(separator: " ") }.joined(separator: " ") }.joined(
      separator: "\n")
  }

  /// The app's record, as tokens: what the spec says of the app, defaults left out.
  var appRecord: [String] {
    var tokens = [Self.keyed(.app, Self.number(Self.version))]
    if !app.caseSensitive { tokens.append(Self.keyed(.caseSensitive, Self.keyed(.false))) }
    if app.refusesDefaultPort { tokens.append(Self.keyed(.refuseDefaultPort)) }
    if app.maxURLLength != SpecValidator.defaultMaxURLLength {
      tokens.append(Self.keyed(.maxURLLength, Self.number(app.maxURLLength)))
    }
    if app.webSchemes != ["https"] { tokens += Self.list(.webSchemes, app.webSchemes) }
    if let scheme = app.scheme { tokens.append(Self.keyed(.scheme, Self.text(scheme))) }
    if !app.extraSchemes.isEmpty { tokens += Self.list(.extraSchemes, app.extraSchemes) }
    if !app.domains.isEmpty { tokens += Self.list(.domains, app.domains.map(\.spelled)) }
    if !app.aasa.exclude.isEmpty { tokens += Self.list(.exclude, app.aasa.exclude) }
    return tokens
  }

  /// An environment's record: its name, its build's schemes (whole, as the app's record writes production's) and
  /// its host for each of production's.
  static func environmentRecord(_ environment: AppEnvironment) -> [[String]] {
    var head = [keyed(.environment, environment.name)]
    if let scheme = environment.app.scheme { head.append(keyed(.scheme, text(scheme))) }
    if !environment.app.extraSchemes.isEmpty {
      head += list(.extraSchemes, environment.app.extraSchemes)
    }
    let renames = environment.hostRenames.flatMap { [$0.production, $0.environment] }
    return renames.isEmpty ? [head] : [head, list(.rename, renames)]
  }

  /// A route's record, as groups of tokens (the emitter starts a line for each): the route, each parameter, the
  /// query keys it forbids, each pattern, web first; in the spec's words, defaults left out.
  func record(_ route: Route) -> [[String]] {
    var head = [Self.keyed(.route, route.name)]
    if let note = route.retiredNote {
      head.append(Self.keyed(.retired, Self.text(note)))
    } else {
      head.append(Self.text(route.summary))
      switch route.auth {
      case .none: break
      case .required: head.append(Self.keyed(.auth, Self.keyed(.required)))
      case .role(let role): head.append(Self.keyed(.auth, Self.keyed(.role), Self.text(role)))
      }
    }
    if let feature = route.feature { head.append(Self.keyed(.feature, Self.text(feature))) }
    if route.otherQuery { head.append(Self.keyed(.otherQuery)) }
    if route.refusesOtherQuery { head.append(Self.keyed(.refuseOtherQuery)) }
    if route.hasOwnHosts { head += Self.list(.hosts, route.hosts.map(\.spelled)) }
    var groups = [head] + route.parameters.map(parameter)
    groups += route.forbiddenQuery.map { key in
      [Self.keyed(.forbiddenQuery, Self.text(key))]
        + (route.refusedOnlyWithValue.contains(key) ? [Self.keyed(.onlyWithValue)] : [])
    }
    for kind in FormKind.allCases {
      for pattern in route.form(kind)?.patterns ?? [] {
        var tokens = [Self.keyed(kind == .web ? .web : .scheme, Self.text(pattern.source))]
        if pattern.hasOwnHosts { tokens += Self.list(.hosts, pattern.hosts.map(\.spelled)) }
        for parameter in route.parameters {
          guard let value = pattern.fixed[parameter.name] else { continue }
          let text = Self.text(parameter.encodedWire(value))
          tokens.append(Self.keyed(.set, parameter.name, text))
        }
        groups.append(tokens)
      }
    }
    return groups
  }

  // MARK: Tokens

  /// A keyword and the values it takes, as one token: a wrapped table line never ends between them.
  static func keyed(_ keyword: Keyword, _ values: String...) -> String {
    ([keyword.rawValue] + values).joined(separator: " ")
  }

  static func number(_ value: Int) -> String {
    precondition(value >= 0, "a table number is not negative")
    return String(value)
  }

  /// A text as a record writes it: quoted, with `\\`, `\"` and `\xHH` for control bytes, so that a record
  /// stays on its line.
  static func text(_ text: String) -> String {
    var quoted: [UInt8] = [UInt8(ascii: "\"")]
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: "\""): quoted += [UInt8(ascii: "\\"), byte]
      case 0..<0x20, 0x7F:
        let hex = Array("0123456789ABCDEF".utf8)
        quoted += [UInt8(ascii: "\\"), UInt8(ascii: "x"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      default: quoted.append(byte)
      }
    }
    quoted.append(UInt8(ascii: "\""))
    return String(decoding: quoted, as: UTF8.self)
  }

  /// A keyword, then its texts (the reader takes texts up to the next word); the first stays with the keyword.
  static func list(_ keyword: Keyword, _ texts: [String]) -> [String] {
    let quoted = texts.map(text)
    return [keyed(keyword, quoted[0])] + quoted.dropFirst()
  }

  /// The records' keywords, in the order the format above lists them.
  enum Keyword: String {
    case app, caseSensitive, `false`, refuseDefaultPort, maxURLLength, webSchemes, scheme,
      extraSchemes
    case domains, exclude, environment, rename
    case route, retired, auth, required, role, feature, otherQuery, refuseOtherQuery, hosts
    case param, optional, list, `default`, minLength, maxLength, characters, hostName, min, max,
      digits
    case keywords, value, trueValues, falseValues, forbiddenQuery, onlyWithValue, web, set
  }

  // MARK: Parameters

  private func parameter(_ parameter: Parameter) -> [String] {
    var tokens = [Self.keyed(.param, parameter.name, parameter.type.kind.word)]
    if parameter.isOptional { tokens.append(Self.keyed(.optional)) }
    if parameter.isList { tokens.append(Self.keyed(.list)) }
    if let value = parameter.defaultValue {
      tokens.append(Self.keyed(.default, Self.text(parameter.encodedWire(value))))
    }
    switch parameter.type {
    case .string(let constraints):
      if let minimum = constraints.minLength {
        tokens.append(Self.keyed(.minLength, Self.number(minimum)))
      }
      if let maximum = constraints.maxLength {
        tokens.append(Self.keyed(.maxLength, Self.number(maximum)))
      }
      if let characters = constraints.characters {
        tokens.append(Self.keyed(.characters, Self.text(characters.source)))
      }
      if constraints.isHostName { tokens.append(Self.keyed(.hostName)) }
    case .int(let minimum, let maximum, let keywords):
      if let minimum { tokens.append(Self.keyed(.min, String(minimum))) }
      if let maximum { tokens.append(Self.keyed(.max, String(maximum))) }
      if let digits = parameter.digits { tokens.append(Self.keyed(.digits, Self.number(digits))) }
      if !keywords.isEmpty { tokens += Self.list(.keywords, keywords) }
    case .double(let minimum, let maximum):
      // As Swift writes a double, which reads back to the same bits.
      if let minimum { tokens.append(Self.keyed(.min, "\(minimum)")) }
      if let maximum { tokens.append(Self.keyed(.max, "\(maximum)")) }
    case .enumeration(let enumType):
      for value in enumType.values {
        tokens += Self.list(.value, [value.wire] + value.aliases)
      }
    case .bool(let spellings):
      if spellings != .standard {
        tokens += Self.list(.trueValues, spellings.trueValues)
        tokens += Self.list(.falseValues, spellings.falseValues)
      }
    case .uuid, .date, .destination:
      break
    }
    return tokens
  }
}
