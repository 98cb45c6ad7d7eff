/// Emits one leaf of the decision tree: one pattern's query and fragment checks, then its values, converted in
/// URL order (path, query, fragment) exactly as `RouteMatcher.attempt` does. Every check is a call to a small
/// typed helper (`Text.int(text, 1, nil)`, `input.texts("q")`): operators on literals would make the Swift type
/// checker's time grow much faster than the number of routes.
struct SwiftLeafEmitter {
    let app: AppModel
    let names: SwiftNames
    let candidate: RoutePattern

    private var route: Route { candidate.route }
    private var pattern: Pattern { candidate.pattern }

    private enum Capture {
        /// A path segment (or the joined rest of the path for a catch-all): always present.
        case path(Parameter, text: String)
        /// Query or fragment values: none, one, or several (a repeated key).
        case optional(Parameter, texts: String)
    }

    func emit(name: String, _ out: inout CodePrinter) {
        out.line("/// \(route.name): `\(pattern.source)`")
        out.block("private static func \(name)(_ input: Input, _ failure: inout ParseError?) -> Self?") { out in
            var captures: [Capture] = []
            for (position, segment) in pattern.segments.enumerated() {
                guard case .template(let template) = segment, let parameter = route.parameter(named: template.parameter) else { continue }
                let text = "text\(index(of: parameter))"
                if template.prefix.isEmpty && template.suffix.isEmpty {
                    out.line("let \(text) = input.segment(\(position))")
                } else {
                    out.compact("guard let \(text) = input.segment(\(position), \(affixes(template))) else", "return nil")
                }
                captures.append(.path(parameter, text: text))
            }
            if let catchAll = pattern.catchAll, let parameter = route.parameter(named: catchAll) {
                let text = "text\(index(of: parameter))"
                out.line("let \(text) = input.segments[\(pattern.segments.count)...].joined(separator: \"/\")")
                captures.append(.path(parameter, text: text))
            }
            for item in pattern.query {
                let key = SwiftLiteral.string(item.key)
                switch item.value {
                case .literal(let literal):
                    out.compact("guard input.contains(\(key), \(SwiftLiteral.string(literal))) else", "return nil")
                case .template(let template):
                    guard let parameter = route.parameter(named: template.parameter) else { continue }
                    let texts = "texts\(index(of: parameter))"
                    if template.prefix.isEmpty && template.suffix.isEmpty {
                        out.line("let \(texts) = input.texts(\(key))")
                    } else {
                        out.compact("guard let \(texts) = input.texts(\(key), \(affixes(template))) else", "return nil")
                    }
                    captures.append(.optional(parameter, texts: texts))
                }
            }
            switch pattern.fragment {
            case .literal(let literal):
                out.compact("guard input.fragmentIs(\(SwiftLiteral.string(literal))) else", "return nil")
            case .template(let template):
                if let parameter = route.parameter(named: template.parameter) {
                    let texts = "texts\(index(of: parameter))"
                    if template.prefix.isEmpty && template.suffix.isEmpty {
                        out.line("let \(texts) = input.fragmentTexts()")
                    } else {
                        out.compact("guard let \(texts) = input.fragmentTexts(\(affixes(template))) else", "return nil")
                    }
                    captures.append(.optional(parameter, texts: texts))
                }
            case nil:
                break
            }

            for capture in captures {
                switch capture {
                case .path(let parameter, let text):
                    let value = "value\(index(of: parameter))"
                    out.line("let \(value): \(names.valueType(parameter, in: route))")
                    out.compact("if Text.isDot(\(text))", "return invalid(\(SwiftLiteral.string(parameter.name)), \(text), &failure)")
                    emitConversion(parameter, text: text, into: value, &out)
                case .optional(let parameter, let texts):
                    let value = "value\(index(of: parameter))"
                    let name = SwiftLiteral.string(parameter.name)
                    out.compact("guard Text.atMostOne(\(texts)) else", "return repeated(\(name), &failure)")
                    out.line("let \(value): \(names.valueType(parameter, in: route))\(parameter.isOptional ? "?" : "")")
                    out.ifElse("let text = \(texts).first") { out in
                        emitConversion(parameter, text: "text", into: value, &out)
                    } else: { out in
                        if parameter.isOptional {
                            out.line("\(value) = nil")
                        } else if let defaultValue = parameter.defaultValue {
                            out.line("\(value) = \(names.literal(defaultValue, parameter, in: route))")
                        } else {
                            out.line("return missing(\(name), &failure)")
                        }
                    }
                }
            }
            let captured = Set(pattern.placeholderNames)
            let arguments = route.parameters.map { parameter -> String in
                let value: String
                if captured.contains(parameter.name) {
                    value = "value\(index(of: parameter))"
                } else if let fixed = pattern.fixed[parameter.name] {
                    value = names.literal(fixed, parameter, in: route)
                } else if let defaultValue = parameter.defaultValue {
                    value = names.literal(defaultValue, parameter, in: route)
                } else {
                    value = "nil"
                }
                return "\(parameter.swiftName): \(value)"
            }
            if arguments.isEmpty {
                out.line("return .\(route.caseName)")
            } else {
                out.argumentList("return .\(route.caseName)", arguments, "")
            }
        }
    }

    private func affixes(_ template: Template) -> String {
        "\(SwiftLiteral.string(template.prefix)), \(SwiftLiteral.string(template.suffix))"
    }

    private func index(of parameter: Parameter) -> Int {
        route.parameters.firstIndex { $0.name == parameter.name } ?? 0
    }

    private static func bound<T>(_ value: T?) -> String {
        value.map { "\($0)" } ?? "nil"
    }

    /// Converts the text in `text` into `value` (declared, not yet assigned), or records `invalidParameter`.
    private func emitConversion(_ parameter: Parameter, text: String, into value: String, _ out: inout CodePrinter) {
        let n = index(of: parameter)
        let refuse = "return invalid(\(SwiftLiteral.string(parameter.name)), \(text), &failure)"
        let converted: String
        var conditions: [String]
        switch parameter.type {
        case .string(let constraints):
            conditions = ["let clean\(n) = Text.clean(\(text))"]
            if constraints.minLength != nil || constraints.maxLength != nil {
                conditions.append("Text.length(clean\(n), \(Self.bound(constraints.minLength)), \(Self.bound(constraints.maxLength)))")
            }
            if let set = constraints.characters, let setIndex = names.characterSets.firstIndex(of: set) {
                conditions.append("isAllowed\(setIndex)(clean\(n))")
            }
            converted = "clean\(n)"
        case .int(let minimum, let maximum, let keywords):
            let number = "Text.int(\(text), \(minimum.map(SwiftLiteral.integer) ?? "nil"), \(maximum.map(SwiftLiteral.integer) ?? "nil"))"
            if !keywords.isEmpty {
                // Keywords this form writes with a pattern of their own (`goto=lastpost`) are not read here.
                let ownPatterns = Set(route.form(pattern.kind)?.patterns.compactMap { $0.fixed[parameter.name] } ?? [])
                var first = true
                for keyword in keywords where !ownPatterns.contains(.keyword(keyword)) {
                    out.line("\(first ? "" : "} else ")if Text.isClean(\(text)), Text.same(\(text), \(SwiftLiteral.string(keyword))) {")
                    out.indented { $0.line("\(value) = .\(SwiftName.escaped(keyword))") }
                    first = false
                }
                out.line("\(first ? "" : "} else ")if let number\(n) = \(number) {")
                out.indented { $0.line("\(value) = .number(number\(n))") }
                out.line("} else {")
                out.indented { $0.line(refuse) }
                out.line("}")
                return
            }
            conditions = ["let number\(n) = \(number)"]
            converted = "number\(n)"
        case .double(let minimum, let maximum):
            conditions = ["let number\(n) = Text.double(\(text), \(Self.bound(minimum)), \(Self.bound(maximum)))"]
            converted = "number\(n)"
        case .bool:
            conditions = ["let flag\(n) = Text.bool(\(text))"]
            converted = "flag\(n)"
        case .uuid:
            conditions = ["Text.isClean(\(text))", "let uuid\(n) = Text.uuid(\(text))"]
            converted = "uuid\(n)"
        case .date:
            conditions = ["Text.isClean(\(text))", "let date\(n) = Text.date(\(text))"]
            converted = "date\(n)"
        case .enumeration:
            conditions = ["Text.isClean(\(text))", "let case\(n) = parse\(names.nestedTypeName(parameter, in: route) ?? "")(\(text))"]
            converted = "case\(n)"
        case .route:
            conditions = ["let destination\(n) = destination(\(text), allowed: input.allowsDestinations)"]
            converted = "destination\(n)"
        }
        out.guardElse(conditions, refuse)
        out.line("\(value) = \(converted)")
    }
}
