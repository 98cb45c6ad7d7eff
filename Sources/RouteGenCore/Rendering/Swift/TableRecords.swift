import RouteGenRuntime

/// The route table of a generated file as records (`RouteGen.RouteRecords`, where the format is defined and
/// read): the app's, then one per route in spec order, in the spec's own words (keywords, names, numbers and quoted
/// texts) with its defaults left out. A route's record holds only what that route says, so that adding, removing or
/// editing a route changes its own record; what a pattern means and what depends on several routes (the tries in
/// precedence order, the query keys, the host lists) the runtime derives at first use.
struct TableRecords {
  /// The format, defined by the runtime that reads it.
  static let version = RouteGen.tableFormat

  let app: AppModel

  /// The app's record, as tokens: what the spec says of the app, defaults left out.
  var appRecord: [String] {
    var tokens = [Self.word(.app), Self.number(Self.version)]
    if !app.caseSensitive { tokens += [Self.word(.caseSensitive), Self.word(.false)] }
    if app.refusesDefaultPort { tokens.append(Self.word(.refuseDefaultPort)) }
    if app.maxURLLength != RouteGen.RouteRecords.defaultMaxURLLength {
      tokens += [Self.word(.maxURLLength), Self.number(app.maxURLLength)]
    }
    if app.webSchemes != ["https"] { tokens += Self.list(.webSchemes, app.webSchemes) }
    if let scheme = app.scheme { tokens += [Self.word(.scheme), Self.text(scheme)] }
    if !app.extraSchemes.isEmpty { tokens += Self.list(.extraSchemes, app.extraSchemes) }
    if !app.domains.isEmpty { tokens += Self.list(.domains, app.domains.map(\.spelled)) }
    return tokens
  }

  /// A route's record, as groups of tokens (the emitter starts a line for each): the route, each parameter, the
  /// query keys it refuses, each pattern, web first; in the spec's words, defaults left out.
  func record(_ route: Route) -> [[String]] {
    var head = [Self.word(.route), route.name]
    if let note = route.retiredNote {
      head += [Self.word(.retired), Self.text(note)]
    } else {
      head.append(Self.text(route.summary))
      switch route.auth {
      case .none: break
      case .required: head += [Self.word(.auth), Self.word(.required)]
      case .role(let role): head += [Self.word(.auth), Self.word(.role), Self.text(role)]
      }
    }
    if let feature = route.feature { head += [Self.word(.feature), Self.text(feature)] }
    if route.otherQuery { head.append(Self.word(.otherQuery)) }
    if route.refusesOtherQuery { head.append(Self.word(.refuseOtherQuery)) }
    if route.hasOwnHosts { head += Self.list(.hosts, route.hosts.map(\.spelled)) }
    var groups = [head] + route.parameters.map(parameter)
    groups += route.forbiddenQuery.map { key in
      [Self.word(.forbiddenQuery), Self.text(key)]
        + (route.refusedOnlyWithValue.contains(key) ? [Self.word(.onlyWithValue)] : [])
    }
    for kind in FormKind.allCases {
      for pattern in route.form(kind)?.patterns ?? [] {
        var tokens = [Self.word(kind == .web ? .web : .scheme), Self.text(pattern.source)]
        if pattern.hasOwnHosts { tokens += Self.list(.hosts, pattern.hosts.map(\.spelled)) }
        for parameter in route.parameters {
          guard let value = pattern.fixed[parameter.name] else { continue }
          tokens += [
            Self.word(.set), parameter.name, Self.text(Self.encodedWire(value, parameter)),
          ]
        }
        groups.append(tokens)
      }
    }
    return groups
  }

  // MARK: Tokens

  static func number(_ value: Int) -> String {
    precondition(value >= 0, "a table number is not negative")
    return String(value)
  }

  static func text(_ text: String) -> String { RouteGen.RouteRecords.quoted(text) }

  static func word(_ keyword: RouteGen.RecordKeyword) -> String { keyword.rawValue }

  /// A keyword, then its texts (the reader takes texts up to the next word).
  static func list(_ keyword: RouteGen.RecordKeyword, _ texts: [String]) -> [String] {
    [keyword.rawValue] + texts.map(text)
  }

  static func encodedWire(_ value: ParameterValue, _ parameter: Parameter) -> String {
    PercentEncoding.encode(ValueCodec.format(value, as: parameter.type), for: .queryValue)
  }

  // MARK: Parameters

  private func parameter(_ parameter: Parameter) -> [String] {
    var tokens = [Self.word(.param), parameter.name, parameter.type.kind.word]
    if parameter.isOptional { tokens.append(Self.word(.optional)) }
    if parameter.isList { tokens.append(Self.word(.list)) }
    if let value = parameter.defaultValue {
      tokens += [Self.word(.default), Self.text(Self.encodedWire(value, parameter))]
    }
    switch parameter.type {
    case .string(let constraints):
      if let minimum = constraints.minLength {
        tokens += [Self.word(.minLength), Self.number(minimum)]
      }
      if let maximum = constraints.maxLength {
        tokens += [Self.word(.maxLength), Self.number(maximum)]
      }
      if let characters = constraints.characters {
        tokens += [Self.word(.characters), Self.text(characters.source)]
      }
      if constraints.isHostName { tokens.append(Self.word(.hostName)) }
    case .int(let minimum, let maximum, let keywords):
      if let minimum { tokens += [Self.word(.min), String(minimum)] }
      if let maximum { tokens += [Self.word(.max), String(maximum)] }
      if !keywords.isEmpty { tokens += Self.list(.keywords, keywords) }
    case .double(let minimum, let maximum):
      // As Swift writes a double, which reads back to the same bits.
      if let minimum { tokens += [Self.word(.min), "\(minimum)"] }
      if let maximum { tokens += [Self.word(.max), "\(maximum)"] }
    case .enumeration(let enumType):
      for value in enumType.values {
        tokens += Self.list(.value, [value.wire] + value.aliases)
      }
    case .bool(let spellings) where spellings != .standard:
      tokens += Self.list(.trueValues, spellings.trueValues)
      tokens += Self.list(.falseValues, spellings.falseValues)
    default:
      break
    }
    return tokens
  }
}
