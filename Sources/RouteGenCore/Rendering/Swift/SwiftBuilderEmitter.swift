import Foundation

/// Emits `universalLink`, `customSchemeURL` and `url`: each appends into one string, pattern by pattern, with
/// the same choice of pattern as `BuildShape` and the same encoding as `URLBuilder`.
struct SwiftBuilderEmitter {
    let app: AppModel
    let names: SwiftNames

    func emit(_ out: inout CodePrinter) {
        let access = app.access.rawValue
        out.line()
        out.line("// MARK: - Building")
        out.line()
        out.block("extension \(app.typeName)") { out in
            let maximum = SwiftLiteral.integer(app.maxURLLength)
            let tooLong = "or nil when the route has no such form or its link would be longer than the \(maximum) bytes this parser accepts"
            out.line("/// The universal link on \(app.domains.first ?? "the app's domain"), \(tooLong).")
            out.line("\(access) var universalLink: URL? { universalLinkString.map(Text.link) }")
            out.line()
            out.line("/// The \(app.scheme.map { "\($0)://" } ?? "custom-scheme") URL, \(tooLong).")
            out.line("\(access) var customSchemeURL: URL? { customSchemeURLString.map(Text.link) }")
            out.line()
            out.line("/// `universalLink` as text (cheaper: no `URL` is made).")
            out.line("\(access) var universalLinkString: String? { Text.fitting(webLink, \(maximum)) }")
            out.line()
            out.line("/// `customSchemeURL` as text (cheaper: no `URL` is made).")
            out.line("\(access) var customSchemeURLString: String? { Text.fitting(schemeLink, \(maximum)) }")
            out.line()
            out.line("/// The universal link when the route has one, else its custom-scheme URL (even when too long to parse).")
            out.line("\(access) var url: URL {")
            out.indented { out in
                out.line("// Every route has at least one form; the spec validator guarantees it.")
                out.line("Text.link(webLink ?? schemeLink ?? \"\")")
            }
            out.line("}")
            emitLinkProperty("webLink", kind: .web, &out)
            emitLinkProperty("schemeLink", kind: .scheme, &out)
            if names.usesType({ $0 == .route }) {
                let prefix = "\(app.webSchemes[0])://\(app.domains.first ?? "")"
                out.line()
                out.line("/// How a destination is written in another route's parameter: its web path, else its custom-scheme URL.")
                out.block("fileprivate var destinationText: String") { out in
                    out.compact("if let link = universalLinkString", "return String(link.dropFirst(\(prefix.utf8.count)))")
                    out.line("return customSchemeURLString ?? \"\"")
                }
            }
            for nested in names.nestedTypes {
                guard case .int(_, _, let keywords) = nested.parameter.type else { continue }
                out.line()
                out.block("private static func wire\(nested.name)(_ value: \(nested.name)) -> String") { out in
                    out.switchBlock("value") { out in
                        out.line("case .number(let number): String(number)")
                        for keyword in keywords { out.line("case .\(SwiftName.escaped(keyword)): \(SwiftLiteral.string(keyword))") }
                    }
                }
            }
        }
    }

    private func emitLinkProperty(_ property: String, kind: FormKind, _ out: inout CodePrinter) {
        out.line()
        let routes = app.routes.filter { $0.form(kind) != nil }
        guard !routes.isEmpty else {
            out.line("private var \(property): String? { nil }")
            return
        }
        var entries: [SwiftCaseSwitch.Entry] = []
        for route in routes {
            var body = CodePrinter()
            var used: Set<String> = []
            emitBody(route, route.form(kind)!, &body, &used)
            let bindings = route.parameters.map { used.contains($0.name) ? "let \($0.swiftName)" : "_" }
            let label = SwiftCaseSwitch.Label(caseName: route.caseName, bindings: bindings.allSatisfy { $0 == "_" } ? [] : bindings)
            entries.append(SwiftCaseSwitch.Entry(labels: [label], body: body.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)))
        }
        let missing = app.routes.filter { $0.form(kind) == nil }.map { SwiftCaseSwitch.Label(caseName: $0.caseName) }
        if !missing.isEmpty { entries.append(SwiftCaseSwitch.Entry(labels: missing, body: ["return nil"])) }
        SwiftCaseSwitch.emit("private var \(property): String?", helper: "\(property)Chunk", returnType: "String?", entries: entries, &out)
    }

    /// The pattern choice (first pattern that can write the values) and the chosen pattern's appends.
    /// A branch that writes an optional value in the path unwraps it with `if let`.
    private func emitBody(_ route: Route, _ form: RouteForm, _ out: inout CodePrinter, _ used: inout Set<String>) {
        var conditional = false
        for (index, pattern) in form.patterns.enumerated() {
            let isLast = index == form.patterns.count - 1
            let clauses = self.clauses(for: pattern, route: route, form: form, unwrapOnly: isLast, &used)
            if clauses.isEmpty {
                if conditional {
                    out.line("}")
                }
                emitPattern(route, pattern, &out, &used)
                return
            }
            out.line((conditional ? "} else if " : "if ") + clauses.joined(separator: ", ") + " {")
            conditional = true
            out.indented { emitPattern(route, pattern, &$0, &used) }
        }
        out.line("}")
        out.line("return nil  // Unreachable: the validator proved that some pattern writes every value.")
    }

    /// The conditions under which `pattern` can write the route's values (none when it can write them all).
    /// With `unwrapOnly` (the last pattern), only the unwrapping of optional path values is emitted.
    private func clauses(for pattern: Pattern, route: Route, form: RouteForm, unwrapOnly: Bool, _ used: inout Set<String>) -> [String] {
        var clauses: [String] = []
        for parameter in route.parameters {
            let name = parameter.swiftName
            let states = BuildShape.states(of: parameter, in: form)
            let allowed = states.filter { BuildShape.expresses(pattern, parameter, $0) }
            let unwrap = parameter.isOptional && !allowed.contains(.absent) && pattern.placeholderNames.contains(parameter.name)
            if unwrap {
                used.insert(parameter.name)
                clauses.append("let \(name)")
            }
            if unwrapOnly || allowed.count == states.count { continue }
            let remaining = unwrap ? states.filter { $0 != .absent } : states
            let tests = allowed.map { stateTest($0, parameter, route: route, among: remaining) }
            if remaining.count == allowed.count { continue }
            used.insert(parameter.name)
            clauses.append(tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")")
        }
        // A lone parenthesized condition loses its parentheses, as swift-format writes it.
        if clauses.count == 1, clauses[0].hasPrefix("(") { clauses[0] = String(clauses[0].dropFirst().dropLast()) }
        return clauses
    }

    /// A Swift test that the value is in `state`, given that it is one of `states`.
    private func stateTest(_ state: ValueState, _ parameter: Parameter, route: Route, among states: [ValueState]) -> String {
        let name = parameter.swiftName
        switch state {
        case .absent:
            return parameter.isOptional ? "\(name) == nil" : "\(name) == \(names.literal(parameter.defaultValue!, parameter, in: route))"
        case .fixed(let value):
            return "\(name) == \(names.literal(value, parameter, in: route))"
        case .other:
            return states.filter { $0 != .other }.map { other -> String in
                switch other {
                case .absent:
                    return parameter.isOptional ? "\(name) != nil" : "\(name) != \(names.literal(parameter.defaultValue!, parameter, in: route))"
                case .fixed(let value): return "\(name) != \(names.literal(value, parameter, in: route))"
                case .other: return ""
                }
            }.joined(separator: " && ")
        }
    }

    private func emitPattern(_ route: Route, _ pattern: Pattern, _ out: inout CodePrinter, _ used: inout Set<String>) {
        var head = pattern.kind == .web ? "\(app.webSchemes[0])://\(app.domains[0])/" : "\(app.scheme!)://"
        var appends: [String] = []
        for (index, segment) in pattern.segments.enumerated() {
            let slash = index == 0 ? "" : "/"
            switch segment {
            case .literal(let text):
                let piece = slash + PercentEncoding.encode(text, for: .pathSegment)
                if appends.isEmpty { head += piece } else { appends.append("link.append(\(SwiftLiteral.string(piece)))") }
            case .template(let template):
                let parameter = route.parameter(named: template.parameter)!
                used.insert(parameter.name)
                let value = affixed(template, names.wire(parameter.swiftName, parameter, in: route))
                if template.prefix.isEmpty, template.suffix.isEmpty, case .string = parameter.type {
                    // `.` and `..` are never a value in a path (the parser refuses them): no link, not a wrong one.
                    appends.insert("if Text.isDot(\(value)) { return nil }", at: 0)
                }
                if !slash.isEmpty { appends.append("link.append(\"/\")") }
                appends.append("link.append(Text.encode(\(value), inPath: true))")
            }
        }
        if let catchAll = pattern.catchAll {
            let parameter = route.parameter(named: catchAll)!
            used.insert(parameter.name)
            if !pattern.segments.isEmpty { appends.append("link.append(\"/\")") }
            appends.append("link.append(")
            appends.append("  \(parameter.swiftName).split(separator: \"/\", omittingEmptySubsequences: false)")
            appends.append("    .map { Text.encode(String($0), inPath: true) }.joined(separator: \"/\"))")
        }
        let conditional = pattern.query.contains { item in
            item.template.flatMap { route.parameter(named: $0.parameter) }?.mayBeAbsent ?? false
        }
        var separator = "?"
        if conditional { appends.append("var separator = \"?\"") }
        for item in pattern.query {
            let key = PercentEncoding.encode(item.key, for: .queryKey) + "="
            switch item.value {
            case .literal(let text):
                let piece = key + PercentEncoding.encode(text, for: .queryValue)
                if conditional {
                    appends += ["link.append(separator)", "link.append(\(SwiftLiteral.string(piece)))", "separator = \"&\""]
                } else if appends.isEmpty {
                    head += separator + piece
                } else {
                    appends.append("link.append(\(SwiftLiteral.string(separator + piece)))")
                }
            case .template(let template):
                let parameter = route.parameter(named: template.parameter)!
                used.insert(parameter.name)
                appends += guarded(parameter, template, route: route) { value in
                    conditional
                        ? ["link.append(separator)", "link.append(\(SwiftLiteral.string(key)))", "link.append(Text.encode(\(value), inPath: false))", "separator = \"&\""]
                        : ["link.append(\(SwiftLiteral.string(separator + key)))", "link.append(Text.encode(\(value), inPath: false))"]
                }
            }
            separator = "&"
        }
        switch pattern.fragment {
        case .literal(let text):
            appends.append("link.append(\(SwiftLiteral.string("#" + PercentEncoding.encode(text, for: .fragment))))")
        case .template(let template):
            let parameter = route.parameter(named: template.parameter)!
            used.insert(parameter.name)
            appends += guarded(parameter, template, route: route) { value in
                ["link.append(\"#\")", "link.append(Text.encode(\(value), inPath: false))"]
            }
        case nil:
            break
        }
        if appends.isEmpty {
            out.line("return \(SwiftLiteral.string(head))")
        } else {
            out.line("var link = \(SwiftLiteral.string(head))")
            for append in appends { out.line(append) }
            out.line("return link")
        }
    }

    /// Appends for an optional or defaulted value are skipped when it is nil or equal to its default.
    private func guarded(_ parameter: Parameter, _ template: Template, route: Route, _ lines: (_ value: String) -> [String]) -> [String] {
        let body = lines(affixed(template, names.wire(parameter.swiftName, parameter, in: route)))
        if parameter.isOptional {
            return ["if let \(parameter.swiftName) {"] + body.map { "  " + $0 } + ["}"]
        }
        if let value = parameter.defaultValue {
            return ["if Text.differs(\(parameter.swiftName), \(names.literal(value, parameter, in: route))) {"] + body.map { "  " + $0 } + ["}"]
        }
        return body
    }

    private func affixed(_ template: Template, _ expression: String) -> String {
        var parts: [String] = []
        if !template.prefix.isEmpty { parts.append(SwiftLiteral.string(template.prefix)) }
        parts.append(expression)
        if !template.suffix.isEmpty { parts.append(SwiftLiteral.string(template.suffix)) }
        return parts.count == 1 ? expression : parts.joined(separator: " + ")
    }
}
