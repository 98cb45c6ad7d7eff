/// Swift spellings for one app: nested parameter types, value types, literals, and the accessors the generated
/// code calls on the runtime for each parameter.
struct GeneratedNames {
  let app: AppModel
  /// `route.parameter` → nested type name, for enum and keyword parameters.
  private var nestedTypeNames: [String: String] = [:]
  /// Each nested type once, in first-use order.
  private(set) var nestedTypes: [(name: String, parameter: Parameter)] = []

  /// Type names a nested parameter type must not take: the generated file's own types, and every type name the
  /// generated code uses (a nested type of that name would shadow it inside the route type).
  static let reservedTypeNames: Set<String> = [
    "ParseError", "AuthRequirement", "Feature", "RouteInfo", "QueryItem", "Self", "Type",
    "Protocol", "Any",
    "AnyObject", "String", "Int", "Double", "Bool", "UUID", "Date", "URL", "Hasher", "Hashable",
    "Sendable",
    "Error", "CaseIterable", "CustomStringConvertible", "StaticString", "Optional", "Never", "Void",
    "Foundation",
    "Swift", "Codable", "Encoder", "Decoder", "RouteGen", "RouteGenRuntime", "RouteGenRoute",
    "RouteParseError",
    "RouteQueryItem", "RouteAuthRequirement", "DeclaredRoute",
  ]

  /// The names `_make`, `_visit` and `_write` give the runtime's values, sink and link: those words, unless a
  /// parameter of the app has the name (its binding would hide the runtime's).
  let valuesName: String
  let sinkName: String
  let linkName: String

  init(app: AppModel) {
    self.app = app
    let parameterNames = Set(app.routes.flatMap { $0.parameters.map(\.swiftName) } + ["otherQuery"])
    func local(_ word: String) -> String {
      parameterNames.contains(word)
        ? "routeGen" + word.prefix(1).uppercased() + word.dropFirst() : word
    }
    (valuesName, sinkName, linkName) = (local("values"), local("sink"), local("link"))
    var definitions: [String: ParameterType] = [:]
    // With environments, the file declares `Environment` too.
    let reserved = Self.reservedTypeNames.union(
      [app.typeName, app.linkTypeName] + (app.environments.isEmpty ? [] : ["Environment"]))
    for route in app.liveRoutes {
      for parameter in route.parameters {
        // From the parameter alone (the validator refuses two types of one name), so that adding or
        // reordering routes renames no type; `Value` after a name the generated code uses itself.
        guard var name = parameter.nestedTypeName else { continue }
        while reserved.contains(name)
          || (definitions[name].map { $0 != parameter.nestedType } ?? false)
        {
          name += "Value"
        }
        if definitions[name] == nil {
          definitions[name] = parameter.nestedType
          nestedTypes.append((name, parameter))
        }
        nestedTypeNames[route.name + "." + parameter.name] = name
      }
    }
  }

  func nestedTypeName(_ parameter: Parameter, in route: Route) -> String? {
    nestedTypeNames[route.name + "." + parameter.name]
  }

  /// The nested type as code outside the route type names it: in the link type of an app with labels, which
  /// holds the code that parses and builds, `ShopRoute.Region`.
  func qualifiedTypeName(_ parameter: Parameter, in route: Route) -> String? {
    nestedTypeName(parameter, in: route).map { app.labels.isEmpty ? $0 : app.typeName + "." + $0 }
  }

  /// A label's Swift type, as the link type declares its property (without `?`): `ShopRoute.Region`.
  func labelType(_ label: Parameter) -> String {
    guard let route = app.liveRoutes.first(where: { $0.parameter(named: label.name) != nil })
    else { return "String" }
    let parameter = route.parameter(named: label.name)!
    return qualifiedTypeName(parameter, in: route) ?? valueType(parameter, in: route)
  }

  /// What the generated functions switch over: the route value itself, or a link's route (whose labels are then
  /// in scope as the link's properties).
  var subject: String { app.labels.isEmpty ? "self" : "route" }

  /// A route's parameters as its case has them: without the app's labels, which the link type holds.
  func caseParameters(_ route: Route) -> [Parameter] {
    route.parameters.filter { !$0.isLabel }
  }

  /// The Swift type of a parameter's value (without `?`): `[String]` for a list.
  func valueType(_ parameter: Parameter, in route: Route) -> String {
    parameter.isList ? "[\(itemType(parameter, in: route))]" : itemType(parameter, in: route)
  }

  /// The Swift type of one value (of a list's items).
  private func itemType(_ parameter: Parameter, in route: Route) -> String {
    if let nested = nestedTypeName(parameter, in: route) { return nested }
    switch parameter.type {
    case .string, .enumeration: return "String"
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .uuid: return "UUID"
    case .date: return "Date"
    case .destination: return app.linkTypeName
    }
  }

  /// The associated-value declaration: `userId: String`, `q: String? = nil`, `title: String = "Custom Pin"`.
  func declaration(_ parameter: Parameter, in route: Route) -> String {
    let type = valueType(parameter, in: route)
    if parameter.isOptional { return "\(parameter.swiftName): \(type)? = nil" }
    if parameter.isList { return "\(parameter.swiftName): \(type) = []" }
    if let value = parameter.defaultValue {
      return "\(parameter.swiftName): \(type) = \(literal(value, parameter, in: route))"
    }
    return "\(parameter.swiftName): \(type)"
  }

  /// A Swift expression for a typed value (a default).
  func literal(_ value: ParameterValue, _ parameter: Parameter, in route: Route) -> String {
    switch value {
    case .string(let text): return SwiftLiteral.string(text)
    case .int(let number):
      return nestedTypeName(parameter, in: route) == nil
        ? SwiftLiteral.integer(number) : ".number(\(SwiftLiteral.integer(number)))"
    case .keyword(let word): return "." + SwiftName.escaped(word)
    case .double(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .uuid(let text): return "UUID(uuidString: \(SwiftLiteral.string(text)))!"
    case .date(let milliseconds):
      return "Date(timeIntervalSince1970: \(Double(milliseconds) / 1000))"
    case .enumCase(let name): return "." + name
    case .destination, .queryItems: return "nil"
    case .list(let items):
      return "[" + items.map { literal($0, parameter, in: route) }.joined(separator: ", ") + "]"
    }
  }

  /// The runtime's accessor that reads this parameter in `_make` and the sink method that reports it in
  /// `_visit`: `("text", "optionalText", "text")`.
  func accessors(_ parameter: Parameter) -> (value: String, sink: String) {
    let name: String
    switch parameter.type {
    case .string: name = "text"
    case .int(_, _, let keywords): name = keywords.isEmpty ? "int" : "keywordInt"
    case .double: name = "double"
    case .bool: name = "bool"
    case .uuid: name = "uuid"
    case .date: name = "date"
    case .enumeration: name = "enumCase"
    case .destination: name = "destination"
    }
    let value =
      parameter.isOptional
      ? "optional" + (name == "uuid" ? "UUID" : name.prefix(1).uppercased() + name.dropFirst())
      : name
    return (value, name)
  }
}
