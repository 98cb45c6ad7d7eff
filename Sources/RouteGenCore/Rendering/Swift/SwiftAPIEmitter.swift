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
                    out.block("\(access) enum \(nested.name): String, Hashable, Sendable, CaseIterable") { out in
                        for value in enumType.values {
                            if let doc = value.doc { out.line("/// \(SwiftLiteral.doc(doc))") }
                            let bare = value.caseName.filter { $0 != "`" }
                            out.line(bare == value.wire ? "case \(value.caseName)" : "case \(value.caseName) = \(SwiftLiteral.string(value.wire))")
                        }
                    }
                case .int(_, _, let keywords):
                    out.block("\(access) enum \(nested.name): Hashable, Sendable") { out in
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
        out.line("/// Why a URL reaches no route.")
        out.block("\(access) enum ParseError: LocalizedError, Hashable, Sendable, CustomStringConvertible") { out in
            out.line("/// The URL is longer than the spec's maxURLLength (\(maximum) bytes, as `URL` writes it).")
            out.line("case urlTooLong(length: Int, maximum: Int)")
            out.line("/// The text is not a URL this parser reads (no scheme, no `//`, a space in the host).")
            out.line("case malformedURL(reason: String)")
            out.line("case unsupportedScheme(String)")
            out.line("case unsupportedHost(String)")
            out.line("/// `user@host` is refused: it is a classic way to disguise a foreign host.")
            out.line("case userInfoNotAllowed")
            out.line("case portNotAllowed(String)")
            out.line("/// A percent-escape that does not spell UTF-8 text.")
            out.line("case invalidPercentEncoding(String)")
            out.line("case noRoute(path: String)")
            out.line("case missingParameter(String)")
            out.line("case invalidParameter(name: String, value: String)")
            out.line("/// A query parameter the route reads appears more than once.")
            out.line("case repeatedParameter(String)")
            out.line("/// The URL carries a query key its route refuses (`forbiddenQuery`: another flow, handled on the web).")
            out.line("case forbiddenQueryKey(String)")
            out.line("/// A link to a route the spec has retired; `note` says why (show it to the user).")
            out.line("case retired(route: String, note: String)")
            out.line()
            out.block("\(access) var description: String") { out in
                out.switchBlock("self") { out in
                    out.fitted("case .urlTooLong(let length, let maximum):", "\"the URL is \\(length) bytes long; at most \\(maximum) are allowed\"")
                    out.fitted("case .malformedURL(let reason):", "\"the URL is malformed: \\(reason)\"")
                    out.fitted("case .unsupportedScheme(let scheme):", "\"the scheme '\\(scheme)' is not one of this app's schemes\"")
                    out.fitted("case .unsupportedHost(let host):", "\"the host '\\(host)' is not one of this app's domains\"")
                    out.fitted("case .userInfoNotAllowed:", "\"the URL has user info ('user@'), which is refused\"")
                    out.fitted("case .portNotAllowed(let port):", "\"the URL names a port (\\(port))\"")
                    out.fitted("case .invalidPercentEncoding(let text):", "\"'\\(text)' has an invalid percent-escape\"")
                    out.fitted("case .noRoute(let path):", "\"no route matches the path '\\(path)'\"")
                    out.fitted("case .missingParameter(let name):", "\"the required parameter '\\(name)' is missing\"")
                    out.fitted("case .invalidParameter(let name, let value):", "\"the parameter '\\(name)' has the invalid value '\\(value)'\"")
                    out.fitted("case .repeatedParameter(let name):", "\"the query parameter for '\\(name)' appears more than once\"")
                    out.fitted("case .forbiddenQueryKey(let key):", "\"the query key '\\(key)' means the link is not for the app\"")
                    out.fitted("case .retired(let route, let note):", "\"the link to '\\(route)' is no longer available: \\(note)\"")
                }
            }
            out.line()
            out.line("\(access) var errorDescription: String? { description }")
        }
    }

    private func emitMetadata(_ out: inout CodePrinter) {
        out.line()
        out.line("// MARK: - Metadata")
        out.line()
        out.block("extension \(app.typeName)") { out in
            out.line("/// A query item that a route with `otherQuery` passes on: its name and value, decoded.")
            out.block("\(access) struct QueryItem: Hashable, Sendable") { out in
                out.line("\(access) var name: String")
                out.line("\(access) var value: String")
                out.line()
                out.block("\(access) init(name: String, value: String)") { out in
                    out.line("self.name = name")
                    out.line("self.value = value")
                }
            }
            out.line()
            out.line("/// Who may open a route.")
            out.block("\(access) enum AuthRequirement: Hashable, Sendable") { out in
                out.line("case none")
                out.line("case required")
                out.line("/// Signing in with this role.")
                out.line("case role(String)")
            }
            if !features.isEmpty {
                out.line()
                out.line("/// The feature that handles a route; register one handler per feature.")
                out.block("\(access) enum Feature: String, Hashable, Sendable, CaseIterable") { out in
                    for feature in features {
                        let name = SwiftName.escaped(SwiftName.lowerCamel(feature) ?? feature)
                        out.line(name.filter { $0 != "`" } == feature ? "case \(name)" : "case \(name) = \(SwiftLiteral.string(feature))")
                    }
                }
            }
            out.line()
            out.line("/// A route as the spec declares it, for debug menus and in-app docs.")
            out.block("\(access) struct RouteInfo: Hashable, Sendable") { out in
                out.line("\(access) let name: String")
                out.line("\(access) let summary: String")
                out.line("\(access) let universalLinkPatterns: [String]")
                out.line("\(access) let customSchemePatterns: [String]")
                out.line("\(access) let requiresAuthentication: Bool")
            }
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
