/// Emits the public part of a generated file: the route enum, its parameter types, parsing and building, the
/// error type, and metadata. Each member is a line or two over the runtime.
struct SwiftAPIEmitter {
    let app: AppModel
    let names: SwiftNames

    var access: String { app.access.rawValue }

    var features: [String] { Array(Set(app.liveRoutes.compactMap(\.feature))).sorted() }

    func emit(_ out: inout CodePrinter) {
        emitEnum(&out)
        emitNestedTypes(&out)
        emitParsingAndBuilding(&out)
        emitMetadata(&out)
    }

    private func emitEnum(_ out: inout CodePrinter) {
        var forms: [String] = []
        if !app.allHosts.isEmpty { forms.append("universal links on \(app.allHosts.map(\.spelled).joined(separator: ", "))") }
        if let scheme = app.scheme { forms.append("\(scheme):// URLs") }
        out.line("/// The deep links of \(app.name): \(forms.joined(separator: " and ")).")
        out.line("///")
        out.line("/// Parse with `init(url:)`; build with `universalLink`, `customSchemeURL` or `url`. Two routes are equal")
        out.line("/// when they write the same link (dates to the millisecond). A route is `Codable` as its link.")
        out.block("\(access) enum \(app.typeName): Hashable, Sendable, Codable, CustomStringConvertible") { out in
            for route in app.liveRoutes {
                if !route.summary.isEmpty { out.line("/// \(SwiftLiteral.doc(route.summary))") }
                let documented = route.parameters.filter { $0.doc != nil }
                if !documented.isEmpty {
                    out.line("///")
                    for parameter in documented {
                        out.line("/// - \(parameter.swiftName): \(SwiftLiteral.doc(parameter.doc!))")
                    }
                }
                // The links that open it, as ROUTES.md lists them, for Quick Help (last: a pattern's edit changes
                // the lines just above its case).
                let forms = [("Web", route.web, ""), ("Scheme", route.scheme, (app.scheme ?? "") + "://")]
                let links = forms.compactMap { name, form, base in
                    form.map { "/// - \(name): " + $0.patterns.map { "`\(SwiftLiteral.doc(base + $0.source))`" }.joined(separator: ", ") }
                }
                if !links.isEmpty {
                    if !route.summary.isEmpty || !documented.isEmpty { out.line("///") }
                    links.forEach { out.line($0) }
                }
                let indirect = route.parameters.contains { $0.type == .route } ? "indirect " : ""
                let values = route.parameters.map { names.declaration($0, in: route) } + (route.otherQuery ? ["otherQuery: [QueryItem] = []"] : [])
                if values.isEmpty {
                    out.line("\(indirect)case \(route.caseName)")
                } else {
                    out.argumentList("\(indirect)case \(route.caseName)", values, "")
                }
            }
        }
    }

    private func emitNestedTypes(_ out: inout CodePrinter) {
        guard !names.nestedTypes.isEmpty else { return }
        out.line()
        out.line("// MARK: - Parameter types")
        out.line()
        out.block("extension \(app.typeName)") { out in
            for (index, nested) in names.nestedTypes.enumerated() {
                if index > 0 { out.line() }
                if let doc = nested.parameter.doc { out.line("/// \(SwiftLiteral.doc(doc))") }
                switch nested.parameter.type {
                case .enumeration(let enumType):
                    out.block("\(access) enum \(nested.name): String, Hashable, Sendable, Codable, CaseIterable") { out in
                        for value in enumType.values {
                            if let doc = value.doc { out.line("/// \(SwiftLiteral.doc(doc))") }
                            let bare = value.caseName.filter { $0 != "`" }
                            out.line(bare == value.wire ? "case \(value.caseName)" : "case \(value.caseName) = \(SwiftLiteral.string(value.wire))")
                        }
                    }
                case .int(_, _, let keywords):
                    out.block("\(access) enum \(nested.name): Hashable, Sendable, Codable") { out in
                        out.line("case number(Int)")
                        for keyword in keywords { out.line("case \(SwiftName.escaped(keyword))") }
                    }
                default:
                    break
                }
            }
        }
    }

    private func emitParsingAndBuilding(_ out: inout CodePrinter) {
        let maximum = SwiftLiteral.integer(app.maxURLLength)
        out.line()
        out.line("// MARK: - Parsing and building")
        out.line()
        out.block("extension \(app.typeName)") { out in
            out.line("/// Parses a universal link or custom-scheme URL; throws why it reaches no route.")
            out.block("\(access) init(url: URL) throws(ParseError)") { out in
                out.line("self = try Self._parse(url.absoluteString, destinations: true)")
            }
            out.line()
            out.line("/// Parses a URL string as `init(url:)` parses the `URL` that `URL(string:)` makes of it: bytes a URL")
            out.line("/// cannot hold (spaces, non-ASCII, a `%` without two hex digits…) count as percent-encoded.")
            out.block("\(access) init(string: String) throws(ParseError)") { out in
                out.line("self = try Self._parse(string, destinations: true)")
            }
            let nilWhen = "/// Nil when the route has no such form, or when its values would not make a link that parses back to it."
            out.line()
            let onOtherHosts = app.routes.contains { route in
                route.hasOwnHosts || route.hostParameter != nil || route.web?.patterns.contains(where: \.hasOwnHosts) == true
            }
            out.line("/// The universal link (on \(app.domains.first?.spelled ?? "the route's host")\(onOtherHosts ? ", or the route's own host" : "")).")
            out.line(nilWhen)
            out.line("\(access) var universalLink: URL? { universalLinkString.flatMap { URL(string: $0) } }")
            out.line()
            out.line("/// The custom-scheme URL (\(app.scheme.map { "\($0)://" } ?? "none")).")
            out.line(nilWhen)
            out.line("\(access) var customSchemeURL: URL? { customSchemeURLString.flatMap { URL(string: $0) } }")
            out.line()
            out.line("/// `universalLink` as text (cheaper: no `URL` is made).")
            out.line("\(access) var universalLinkString: String? { _link(web: true) }")
            out.line()
            out.line("/// `customSchemeURL` as text (cheaper: no `URL` is made).")
            out.line("\(access) var customSchemeURLString: String? { _link(web: false) }")
            out.line()
            out.line("/// The universal link, else the custom-scheme URL; nil only when the values make neither.")
            out.line("\(access) var url: URL? { universalLink ?? customSchemeURL }")
            out.line()
            emitParseError(maximum: maximum, &out)
        }
    }

    private func emitParseError(maximum: String, _ out: inout CodePrinter) {
        out.line("/// Why a URL reaches no route (URLs longer than \(maximum) bytes, as `URL` writes them, are refused).")
        out.line("\(access) typealias ParseError = RouteParseError")
    }

    private func emitMetadata(_ out: inout CodePrinter) {
        out.line()
        out.line("// MARK: - Metadata")
        out.line()
        out.block("extension \(app.typeName)") { out in
            out.line("/// A query item that a route with `otherQuery` passes on: its name and value, decoded.")
            out.line("\(access) typealias QueryItem = RouteQueryItem")
            out.line()
            out.line("/// Who may open a route.")
            out.line("\(access) typealias AuthRequirement = RouteAuthRequirement")
            if !features.isEmpty {
                out.line()
                out.line("/// The feature that handles a route; register one handler per feature.")
                out.block("\(access) enum Feature: String, Hashable, Sendable, Codable, CaseIterable") { out in
                    for feature in features {
                        let name = SwiftName.escaped(SwiftName.lowerCamel(feature) ?? feature)
                        out.line(name.filter { $0 != "`" } == feature ? "case \(name)" : "case \(name) = \(SwiftLiteral.string(feature))")
                    }
                }
            }
            out.line()
            out.line("/// A route as the spec declares it, for debug menus and in-app docs.")
            out.line("\(access) typealias RouteInfo = DeclaredRoute")
            out.line()
            out.line("/// Every route with its patterns, in spec order.")
            out.line("\(access) static let allRoutes: [RouteInfo] = _allRoutes()")
            out.line()
            out.line("/// The route's name in the spec, for analytics and logs.")
            out.line("\(access) var name: String { _name }")
            out.line()
            out.line("/// Each parameter's value as written in URLs, keyed by its spec name; absent optionals are left out.")
            out.line("\(access) var parameters: [String: String] { _parameters }")
            out.line()
            out.line("/// Whether the app must have a signed-in user before showing this route.")
            out.line("\(access) var requiresAuthentication: Bool { authRequirement != .none }")
            out.line()
            out.line("/// Who may open this route.")
            out.line("\(access) var authRequirement: AuthRequirement { _authRequirement }")
            if !features.isEmpty {
                out.line()
                out.line("/// The feature that handles this route, if any.")
                out.line("\(access) var feature: Feature? { _featureName.flatMap { Feature(rawValue: $0) } }")
            }
            out.line()
            out.line("\(access) static func == (lhs: Self, rhs: Self) -> Bool { _equal(lhs, rhs) }")
            out.line()
            out.line("\(access) func hash(into hasher: inout Hasher) { _hash(into: &hasher) }")
            out.line()
            out.line("/// `post(postId: \"456\")`: the spec's names and the values as links write them, for logs.")
            out.line("\(access) var description: String { _description }")
            out.line()
            out.line("/// Encodes the route as its link (the universal link, else the custom-scheme URL), which")
            out.line("/// `routegen breaking` keeps opening the same route; throws for values that make no link.")
            out.line("\(access) func encode(to encoder: any Encoder) throws { try _encode(encoder) }")
            out.line()
            out.line("/// Decodes a link that `encode(to:)` wrote; throws `DecodingError.dataCorrupted` for one that no")
            out.line("/// longer parses (a route retired since).")
            out.line("\(access) init(from decoder: any Decoder) throws { self = try Self._decode(decoder) }")
        }
    }
}
