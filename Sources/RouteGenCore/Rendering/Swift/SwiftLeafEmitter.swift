/// Emits one leaf of the decision tree: one pattern's query and fragment checks, then its values, converted in
/// URL order (path, query, fragment) exactly as `RouteMatcher.attempt` does.
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
                    out.line("let \(text) = input.segments[\(position)]")
                } else {
                    out.compact("guard let \(text) = Text.middle(input.segments[\(position)], \(SwiftLiteral.string(template.prefix)), \(SwiftLiteral.string(template.suffix))) else", "return nil")
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
                        out.line("let found\(index(of: parameter)) = input.values(\(key))")
                        out.line("let \(texts) = found\(index(of: parameter)).count == 1 && found\(index(of: parameter))[0].isEmpty ? [] : found\(index(of: parameter))")
                    } else {
                        let found = "found\(index(of: parameter))"
                        out.line("let \(found) = input.values(\(key))")
                        out.line("var \(texts) = \(found).count > 1 ? \(found) : []")
                        out.block("if \(found).count == 1, !\(found)[0].isEmpty") { out in
                            out.compact("guard let middle = Text.middle(\(found)[0], \(SwiftLiteral.string(template.prefix)), \(SwiftLiteral.string(template.suffix))) else", "return nil")
                            out.line("\(texts) = [middle]")
                        }
                    }
                    captures.append(.optional(parameter, texts: texts))
                }
            }
            switch pattern.fragment {
            case .literal(let literal):
                out.compact("guard let fragment = input.fragment, Text.same(fragment, \(SwiftLiteral.string(literal))) else", "return nil")
            case .template(let template):
                if let parameter = route.parameter(named: template.parameter) {
                    let texts = "texts\(index(of: parameter))"
                    if template.prefix.isEmpty && template.suffix.isEmpty {
                        out.line("let \(texts) = input.fragment.map { [$0] } ?? []")
                    } else {
                        out.line("guard let fragment = input.fragment,")
                        out.line("  let middle = Text.middle(fragment, \(SwiftLiteral.string(template.prefix)), \(SwiftLiteral.string(template.suffix)))")
                        out.line("else { return nil }")
                        out.line("let \(texts) = [middle]")
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
                    out.compact("if \(text) == \".\" || \(text) == \"..\"", "return fail(.invalidParameter(name: \(SwiftLiteral.string(parameter.name)), value: \(text)), &failure)")
                    emitConversion(parameter, text: text, into: value, &out)
                case .optional(let parameter, let texts):
                    let value = "value\(index(of: parameter))"
                    let name = SwiftLiteral.string(parameter.name)
                    out.compact("guard \(texts).count <= 1 else", "return fail(.repeatedParameter(\(name)), &failure)")
                    out.line("let \(value): \(names.valueType(parameter, in: route))\(parameter.isOptional ? "?" : "")")
                    out.ifElse("let text = \(texts).first") { out in
                        emitConversion(parameter, text: "text", into: value, &out)
                    } else: { out in
                        if parameter.isOptional {
                            out.line("\(value) = nil")
                        } else if let defaultValue = parameter.defaultValue {
                            out.line("\(value) = \(names.literal(defaultValue, parameter, in: route))")
                        } else {
                            out.line("return fail(.missingParameter(\(name)), &failure)")
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

    private func index(of parameter: Parameter) -> Int {
        route.parameters.firstIndex { $0.name == parameter.name } ?? 0
    }

    /// Converts the text in `text` into `value` (declared, not yet assigned), or records `invalidParameter`.
    private func emitConversion(_ parameter: Parameter, text: String, into value: String, _ out: inout CodePrinter) {
        let n = index(of: parameter)
        let refuse = "return fail(.invalidParameter(name: \(SwiftLiteral.string(parameter.name)), value: \(text)), &failure)"
        var conditions = ["Text.isClean(\(text))"]
        var result = text
        switch parameter.type {
        case .string(let constraints):
            if let minimum = constraints.minLength { conditions.append("\(text).unicodeScalars.count >= \(minimum)") }
            if let maximum = constraints.maxLength { conditions.append("\(text).unicodeScalars.count <= \(maximum)") }
            if let set = constraints.characters, let setIndex = names.characterSets.firstIndex(of: set) {
                conditions.append("isAllowed\(setIndex)(\(text))")
            }
        case .int(let minimum, let maximum, let keywords):
            conditions.append("let number\(n) = Text.int(\(text))")
            if let minimum { conditions.append("number\(n) >= \(SwiftLiteral.integer(minimum))") }
            if let maximum { conditions.append("number\(n) <= \(SwiftLiteral.integer(maximum))") }
            if !keywords.isEmpty {
                // Keywords this form writes with a pattern of their own (`goto=lastpost`) are not read here.
                let ownPatterns = Set(route.form(pattern.kind)?.patterns.compactMap { $0.fixed[parameter.name] } ?? [])
                var first = true
                for keyword in keywords where !ownPatterns.contains(.keyword(keyword)) {
                    out.line("\(first ? "" : "} else ")if Text.isClean(\(text)), Text.same(\(text), \(SwiftLiteral.string(keyword))) {")
                    out.indented { $0.line("\(value) = .\(SwiftName.escaped(keyword))") }
                    first = false
                }
                out.line("\(first ? "" : "} else ")if \(conditions.joined(separator: ", ")) {")
                out.indented { $0.line("\(value) = .number(number\(n))") }
                out.line("} else {")
                out.indented { $0.line(refuse) }
                out.line("}")
                return
            }
            result = "number\(n)"
        case .double(let minimum, let maximum):
            conditions.append("let number\(n) = Text.double(\(text))")
            if let minimum { conditions.append("number\(n) >= \(minimum)") }
            if let maximum { conditions.append("number\(n) <= \(maximum)") }
            result = "number\(n)"
        case .bool:
            conditions.append("\(text) == \"true\" || \(text) == \"false\"")
            result = "\(text) == \"true\""
        case .uuid:
            conditions.append("let uuid\(n) = Text.uuid(\(text))")
            result = "uuid\(n)"
        case .date:
            conditions.append("let date\(n) = Text.date(\(text))")
            result = "date\(n)"
        case .enumeration:
            conditions.append("let case\(n) = parse\(names.nestedTypeName(parameter, in: route) ?? "")(\(text))")
            result = "case\(n)"
        case .route:
            conditions = ["input.allowsDestinations", "let destination\(n) = destination(\(text))"]
            result = "destination\(n)"
        }
        out.guardElse(conditions, refuse)
        out.line("\(value) = \(result)")
    }
}
