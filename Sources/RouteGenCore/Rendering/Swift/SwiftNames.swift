/// Swift spellings for one app: nested type names of parameters, types, literals and wire expressions.
struct SwiftNames {
    let app: AppModel
    /// `route.parameter` → nested type name, for enum and keyword-int parameters.
    private(set) var nestedTypeNames: [String: String] = [:]
    /// Each nested type once, in first-use order.
    private(set) var nestedTypes: [(name: String, parameter: Parameter)] = []
    /// Distinct allowed-character sets, each checked by one generated function.
    private(set) var characterSets: [CharacterSet] = []

    static let reservedTypeNames: Set<String> = ["ParseError", "AuthRequirement", "Feature", "RouteInfo", "Text", "Input"]

    init(app: AppModel) {
        self.app = app
        var definitions: [String: ParameterType] = [:]
        for route in app.routes {
            for parameter in route.parameters {
                if case .string(let constraints) = parameter.type, let set = constraints.characters, !characterSets.contains(set) {
                    characterSets.append(set)
                }
                guard needsNestedType(parameter.type) else { continue }
                let base = SwiftName.upperCamel(parameter.name) ?? "Value"
                var name = base
                if Self.reservedTypeNames.contains(name) || (definitions[name].map { $0 != parameter.type } ?? false) {
                    name = (SwiftName.upperCamel(route.name) ?? "") + base
                }
                if definitions[name] == nil {
                    definitions[name] = parameter.type
                    nestedTypes.append((name, parameter))
                }
                nestedTypeNames[route.name + "." + parameter.name] = name
            }
        }
    }

    func needsNestedType(_ type: ParameterType) -> Bool {
        switch type {
        case .enumeration: true
        case .int(_, _, let keywords): !keywords.isEmpty
        default: false
        }
    }

    func nestedTypeName(_ parameter: Parameter, in route: Route) -> String? {
        nestedTypeNames[route.name + "." + parameter.name]
    }

    /// The Swift type of a parameter's value (without `?`).
    func valueType(_ parameter: Parameter, in route: Route) -> String {
        if let nested = nestedTypeName(parameter, in: route) { return nested }
        switch parameter.type {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .uuid: return "UUID"
        case .date: return "Date"
        case .route: return app.typeName
        case .enumeration: return "String"
        }
    }

    /// The associated-value declaration: `userId: String`, `q: String? = nil`, `title: String = "Custom Pin"`.
    func declaration(_ parameter: Parameter, in route: Route) -> String {
        let type = valueType(parameter, in: route)
        if parameter.isOptional { return "\(parameter.swiftName): \(type)? = nil" }
        if let value = parameter.defaultValue { return "\(parameter.swiftName): \(type) = \(literal(value, parameter, in: route))" }
        return "\(parameter.swiftName): \(type)"
    }

    /// A Swift expression for a typed value.
    func literal(_ value: ParameterValue, _ parameter: Parameter, in route: Route) -> String {
        switch value {
        case .string(let text): return SwiftLiteral.string(text)
        case .int(let number):
            return nestedTypeName(parameter, in: route) == nil ? SwiftLiteral.integer(number) : ".number(\(SwiftLiteral.integer(number)))"
        case .keyword(let word): return "." + SwiftName.escaped(word)
        case .double(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .uuid(let text): return "UUID(uuidString: \(SwiftLiteral.string(text)))!"
        case .date(let milliseconds): return "Date(timeIntervalSince1970: \(Double(milliseconds) / 1000))"
        case .enumCase(let name): return "." + name
        case .route: return "nil"
        }
    }

    /// A Swift expression that writes `variable` as its wire text.
    func wire(_ variable: String, _ parameter: Parameter, in route: Route) -> String {
        if let nested = nestedTypeName(parameter, in: route) {
            if case .enumeration = parameter.type { return "\(variable).rawValue" }
            return "Self.wire\(nested)(\(variable))"
        }
        switch parameter.type {
        case .string: return variable
        case .int, .double, .bool, .uuid: return "Text.wire(\(variable))"
        case .date: return "Text.format(\(variable))"
        case .route: return "\(variable).destinationText"
        case .enumeration: return variable
        }
    }

    func usesType(_ predicate: (ParameterType) -> Bool) -> Bool {
        app.routes.contains { $0.parameters.contains { predicate($0.type) } }
    }
}
