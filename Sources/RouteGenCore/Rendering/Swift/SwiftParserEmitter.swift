import Foundation

/// Emits `init(url:)` and the decision tree behind it.
///
/// The tree is built from the patterns in `PrecedenceKey` order: one function per node, a `switch` over literal
/// segments, then the placeholder branches in rank order, so the first route found is the one the reference
/// matcher finds. A leaf checks one pattern's query and fragment, converts its values, and either returns the
/// route or records the first real failure (so the error says why the most specific candidate refused the URL).
struct SwiftParserEmitter {
    let app: AppModel
    let names: SwiftNames

    /// A node of the decision tree: the patterns that end here, the children by segment key, the catch-alls.
    final class Node {
        let depth: Int
        var ends: [RoutePattern] = []
        var children: [(key: PrecedenceKey.Element, node: Node)] = []
        var catchAlls: [RoutePattern] = []
        var number = 0

        init(depth: Int) {
            self.depth = depth
        }
    }

    /// Literal children at one node beyond which the tree looks the segment up in a dictionary.
    static let hashedFanOut = 12

    func emit(_ out: inout CodePrinter) {
        let access = app.access.rawValue
        out.line()
        out.line("// MARK: - Parsing")
        out.line()
        out.block("extension \(app.typeName)") { out in
            emitParseError(&out)
            out.line()
            out.line("/// Parses a universal link or custom-scheme URL; throws why it reaches no route.")
            out.block("\(access) init(url: URL) throws(ParseError)") { out in
                out.line("self = try Self.parse(url.absoluteString, allowsDestinations: true)")
            }
            out.line()
            out.line("/// Parses a URL string, exactly as `init(url:)` parses `url.absoluteString`.")
            out.block("\(access) init(string: String) throws(ParseError)") { out in
                out.line("self = try Self.parse(string, allowsDestinations: true)")
            }
            out.line()
            out.block("private static func parse(_ string: String, allowsDestinations: Bool) throws(ParseError) -> Self") { out in
                out.line("let input = try Input(string, allowsDestinations: allowsDestinations)")
                out.line("var failure: ParseError?")
                out.compact("if let route = input.isWeb ? webNode0(input, &failure) : schemeNode0(input, &failure)", "return route")
                out.line("throw failure ?? .noRoute(path: input.path)")
            }
            out.line()
            out.line("/// Keeps the first real failure: the most specific candidate's reason.")
            out.block("private static func fail(_ error: ParseError, _ failure: inout ParseError?) -> Self?") { out in
                out.line("if failure == nil { failure = error }")
                out.line("return nil")
            }
            out.line()
            out.line("private static func invalid(_ name: String, _ value: String, _ failure: inout ParseError?)")
            out.indented { $0.line("-> Self?") }
            out.block("") { out in
                out.line("fail(ParseError.invalidParameter(name: name, value: value), &failure)")
            }
            out.line()
            out.block("private static func missing(_ name: String, _ failure: inout ParseError?) -> Self?") { out in
                out.line("fail(ParseError.missingParameter(name), &failure)")
            }
            out.line()
            out.block("private static func repeated(_ name: String, _ failure: inout ParseError?) -> Self?") { out in
                out.line("fail(ParseError.repeatedParameter(name), &failure)")
            }
            for kind in FormKind.allCases { emitTree(kind, &out) }
            emitValueParsers(&out)
        }
        emitInput(&out)
        out.line()
        out.block("extension \(app.typeName)") { out in
            out.lines(SwiftSupportCode.text)
        }
        out.line()
        out.block("extension \(app.typeName).Text") { out in
            out.line("/// Literal comparison: \(app.caseSensitive ? "exact" : "ASCII case-insensitive") (the spec's caseSensitive).")
            out.block("static func same<S: StringProtocol>(_ text: S, _ literal: String) -> Bool") { out in
                out.line(app.caseSensitive ? "String(text) == literal" : "lowercased(text) == lowercased(literal)")
            }
        }
        for (used, code) in [
            (names.usesType { if case .double = $0 { true } else { false } }, SwiftSupportCode.double),
            (names.usesType { $0 == .uuid }, SwiftSupportCode.uuid), (names.usesType { $0 == .date }, SwiftSupportCode.date),
        ] where used {
            out.line()
            out.lines(code.replacingFirst("extension Text", with: "extension \(app.typeName).Text"))
        }
    }

    private func emitParseError(_ out: inout CodePrinter) {
        let access = app.access.rawValue
        out.line("/// Why a URL reaches no route.")
        out.block("\(access) enum ParseError: Error, Hashable, Sendable, CustomStringConvertible") { out in
            out.line("/// The URL is longer than the spec's maxURLLength (\(app.maxURLLength) bytes).")
            out.line("case urlTooLong(length: Int, maximum: Int)")
            out.line("/// The text is not a URL this parser reads (no scheme, no `//`, spaces or control characters).")
            out.line("case malformedURL(reason: String)")
            out.line("case unsupportedScheme(String)")
            out.line("case unsupportedHost(String)")
            out.line("/// `user@host` is refused: it is a classic way to disguise a foreign host.")
            out.line("case userInfoNotAllowed")
            out.line("case portNotAllowed(String)")
            out.line("/// A bad `%` escape, or bytes that are not UTF-8 once decoded.")
            out.line("case invalidPercentEncoding(String)")
            out.line("case noRoute(path: String)")
            out.line("case missingParameter(String)")
            out.line("case invalidParameter(name: String, value: String)")
            out.line("/// A query parameter the route reads appears more than once.")
            out.line("case repeatedParameter(String)")
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
                }
            }
        }
    }

    private func emitInput(_ out: inout CodePrinter) {
        out.line()
        out.block("extension \(app.typeName)") { out in
            out.line("/// A URL split, checked against the app's schemes and domains, and percent-decoded.")
            out.block("fileprivate struct Input") { out in
                out.line("var isWeb: Bool")
                out.line("var segments: [String] = []")
                out.line("var query: [(key: String, value: String)] = []")
                out.line("var fragment: String?")
                out.line("var parts: Text.Parts")
                out.line("var allowsDestinations: Bool")
                out.line()
                out.block("init(_ string: String, allowsDestinations: Bool) throws(ParseError)") { out in
                    out.line("let length = string.utf8.count")
                    out.compact("guard length <= \(SwiftLiteral.integer(app.maxURLLength)) else", "throw .urlTooLong(length: length, maximum: \(SwiftLiteral.integer(app.maxURLLength)))")
                    out.line("parts = try Text.split(string)")
                    out.line("segments.reserveCapacity(parts.bytes[parts.path].reduce(1) { $1 == 0x2F ? $0 + 1 : $0 })")
                    out.switchBlock("parts.scheme") { out in
                        if !app.domains.isEmpty {
                            out.line("case \(app.webSchemes.map(SwiftLiteral.string).joined(separator: ", ")):")
                            out.indented { out in
                                out.switchBlock("parts.host") { out in
                                    out.line("case \(app.domains.map(SwiftLiteral.string).joined(separator: ", ")): break")
                                    out.line("default: throw .unsupportedHost(parts.host)")
                                }
                                out.line("isWeb = true")
                            }
                        }
                        if !app.customSchemes.isEmpty {
                            out.line("case \(app.customSchemes.map(SwiftLiteral.string).joined(separator: ", ")):")
                            out.indented { out in
                                out.line("// `app://user/1` carries the first segment in the host; `app:///user/1` does not.")
                                out.block("if !parts.host.isEmpty") { out in
                                    out.compact("guard let first = Text.decode(ArraySlice(parts.host.utf8), plusIsSpace: false) else", "throw .invalidPercentEncoding(parts.host)")
                                    out.line("segments.append(first)")
                                }
                                out.line("isWeb = false")
                            }
                        }
                        out.line("default:")
                        out.indented { $0.line("throw .unsupportedScheme(parts.scheme)") }
                    }
                    out.line("try parts.appendSegments(to: &segments)")
                    out.block("if let rawQuery = parts.query") { out in
                        out.line("let items = parts.ranges(in: rawQuery, separatedBy: 0x26, omittingEmpty: true)")
                        out.line("query.reserveCapacity(items.count)")
                        out.block("for item in items") { out in
                            out.line("let equals = parts.bytes[item].firstIndex(of: 0x3D)")
                            out.line("let rawKey = parts.bytes[item.lowerBound..<(equals ?? item.upperBound)]")
                            out.line("let rawValue = parts.bytes[(equals.map { $0 + 1 } ?? item.upperBound)..<item.upperBound]")
                            out.compact("guard let key = Text.decode(rawKey, plusIsSpace: true) else", "throw .invalidPercentEncoding(String(decoding: rawKey, as: UTF8.self))")
                            out.compact("guard let value = Text.decode(rawValue, plusIsSpace: true) else", "throw .invalidPercentEncoding(String(decoding: rawValue, as: UTF8.self))")
                            out.line("query.append((key, value))")
                        }
                    }
                    out.block("if let rawFragment = parts.fragment, !rawFragment.isEmpty") { out in
                        out.block("guard let decoded = Text.decode(parts.bytes[rawFragment], plusIsSpace: false) else") { out in
                            out.line("throw .invalidPercentEncoding(parts.text(rawFragment))")
                        }
                        out.line("fragment = decoded")
                    }
                    out.line("self.allowsDestinations = allowsDestinations")
                }
                out.line()
                out.line("/// The path as the URL wrote it (with the custom-scheme host as its first segment), for messages.")
                out.block("var path: String") { out in
                    out.line("var raw = parts.path")
                    out.compact("if isWeb", "return raw.isEmpty ? \"/\" : parts.text(raw)")
                    out.compact("if let last = raw.last, parts.bytes[last] == 0x2F", "raw = raw.dropLast()")
                    out.line("let text = parts.text(raw)")
                    out.line("return parts.host.isEmpty ? (text.isEmpty ? \"/\" : text) : \"/\" + parts.host + text")
                }
                out.line()
                out.lines(Self.inputHelpers)
            }
        }
    }

    /// Accessors the generated tree and leaves call (plain calls type-check much faster than operators).
    static let inputHelpers = """
        /// Every value of a query key (keys compare like literals).
        func values(_ key: String) -> [String] {
          var result: [String] = []
          for item in query where Text.same(item.key, key) { result.append(item.value) }
          return result
        }

        /// The values of a query parameter: none, one, or several (repeated); a lone empty value is absent.
        func texts(_ key: String) -> [String] {
          let found = values(key)
          return found.count == 1 && found[0].isEmpty ? [] : found
        }

        /// Like `texts(_:)` for a value with literal text around it; nil when a lone value lacks that text.
        func texts(_ key: String, _ prefix: String, _ suffix: String) -> [String]? {
          let found = values(key)
          if found.count > 1 { return found }
          guard found.count == 1, !found[0].isEmpty else { return [] }
          return Text.middle(found[0], prefix, suffix).map { [$0] }
        }

        /// Whether some `key=literal` item is present.
        func contains(_ key: String, _ literal: String) -> Bool {
          query.contains { Text.same($0.key, key) && Text.same($0.value, literal) }
        }

        /// The fragment as a value: none or one.
        func fragmentTexts() -> [String] { fragment.map { [$0] } ?? [] }

        /// The middle of a fragment with literal text around it; nil when there is none.
        func fragmentTexts(_ prefix: String, _ suffix: String) -> [String]? {
          fragment.flatMap { Text.middle($0, prefix, suffix) }.map { [$0] }
        }

        func fragmentIs(_ literal: String) -> Bool { fragment.map { Text.same($0, literal) } ?? false }

        func count(is count: Int) -> Bool { segments.count == count }
        func count(exceeds count: Int) -> Bool { segments.count > count }
        func segment(_ index: Int) -> String { segments[index] }
        func hasValue(at index: Int) -> Bool { !segments[index].isEmpty }
        func segment(_ index: Int, _ prefix: String, _ suffix: String) -> String? {
          Text.middle(segments[index], prefix, suffix)
        }
        func segment(_ index: Int, has prefix: String, _ suffix: String) -> Bool {
          Text.middle(segments[index], prefix, suffix) != nil
        }
        """

    // MARK: - Tree

    func buildTree(_ kind: FormKind) -> (root: Node, nodes: [Node]) {
        let root = Node(depth: 0)
        var nodes = [root]
        for candidate in app.patternsInPrecedenceOrder(kind) {
            var node = root
            for segment in candidate.pattern.segments {
                let key = PrecedenceKey.element(for: segment, in: candidate.route, caseSensitive: app.caseSensitive)
                if let child = node.children.last(where: { $0.key == key })?.node {
                    node = child
                } else {
                    let child = Node(depth: node.depth + 1)
                    child.number = nodes.count
                    nodes.append(child)
                    node.children.append((key, child))
                    node = child
                }
            }
            if candidate.pattern.catchAll != nil { node.catchAlls.append(candidate) } else { node.ends.append(candidate) }
        }
        return (root, nodes)
    }

    private func emitTree(_ kind: FormKind, _ out: inout CodePrinter) {
        let prefix = kind == .web ? "web" : "scheme"
        let (_, nodes) = buildTree(kind)
        var leafNumber = 0
        var leaves: [(Int, RoutePattern)] = []
        var hashedTables: [(number: Int, keys: [String])] = []
        for node in nodes {
            out.line()
            out.block("private static func \(prefix)Node\(node.number)(_ input: Input, _ failure: inout ParseError?) -> Self?") { out in
                let d = node.depth
                var leafCalls: [String] = []
                for candidate in node.ends {
                    leafCalls.append("if let route = \(prefix)Pattern\(leafNumber)(input, &failure)")
                    leaves.append((leafNumber, candidate))
                    leafNumber += 1
                }
                if !leafCalls.isEmpty {
                    out.block("if input.count(is: \(d))") { out in
                        for call in leafCalls { out.compact(call, "return route") }
                    }
                }
                if !node.children.isEmpty {
                    out.block("if input.count(exceeds: \(d))") { out in
                        let segment = app.caseSensitive ? "input.segment(\(d))" : "Text.lowercased(input.segment(\(d)))"
                        let literals = node.children.filter { $0.key.rank == 0 }
                        if literals.count > Self.hashedFanOut {
                            // A switch over strings compares case after case; past a few cases, hash instead.
                            out.block("if let child = \(prefix)Node\(node.number)Children[\(segment)]") { out in
                                out.switchBlock("child") { out in
                                    for (index, child) in literals.enumerated() {
                                        out.line("case \(index):")
                                        out.indented { $0.compact("if let route = \(prefix)Node\(child.node.number)(input, &failure)", "return route") }
                                    }
                                    out.line("default: break")
                                }
                            }
                            hashedTables.append((number: node.number, keys: literals.map(\.key.text)))
                        } else if !literals.isEmpty {
                            out.switchBlock("\(segment)") { out in
                                for child in literals {
                                    out.line("case \(SwiftLiteral.string(child.key.text)):")
                                    out.indented { $0.compact("if let route = \(prefix)Node\(child.node.number)(input, &failure)", "return route") }
                                }
                                out.line("default: break")
                            }
                        }
                        for child in node.children where child.key.rank != 0 {
                            let call = "let route = \(prefix)Node\(child.node.number)(input, &failure)"
                            if child.key.rank == 1 {
                                let parts = child.key.text.split(separator: "\u{0}", omittingEmptySubsequences: false)
                                let test = "input.segment(\(d), has: \(SwiftLiteral.string(String(parts[0]))), \(SwiftLiteral.string(String(parts[1]))))"
                                out.compact("if \(test), \(call)", "return route")
                            } else {
                                out.compact("if input.hasValue(at: \(d)), \(call)", "return route")
                            }
                        }
                    }
                }
                if !node.catchAlls.isEmpty {
                    out.block("if input.count(exceeds: \(d))") { out in
                        for candidate in node.catchAlls {
                            out.compact("if let route = \(prefix)Pattern\(leafNumber)(input, &failure)", "return route")
                            leaves.append((leafNumber, candidate))
                            leafNumber += 1
                        }
                    }
                }
                out.line("return nil")
            }
        }
        for table in hashedTables {
            out.line()
            out.line("private static let \(prefix)Node\(table.number)Children: [String: Int] = [")
            out.indented { out in
                for (index, key) in table.keys.enumerated() { out.line("\(SwiftLiteral.string(key)): \(index),") }
            }
            out.line("]")
        }
        for (number, candidate) in leaves {
            out.line()
            SwiftLeafEmitter(app: app, names: names, candidate: candidate).emit(name: "\(prefix)Pattern\(number)", &out)
        }
    }

    // MARK: - Values

    private func emitValueParsers(_ out: inout CodePrinter) {
        for nested in names.nestedTypes {
            guard case .enumeration(let enumType) = nested.parameter.type else { continue }
            out.line()
            out.block("private static func parse\(nested.name)(_ text: String) -> \(nested.name)?") { out in
                out.switchBlock("\(app.caseSensitive ? "text" : "Text.lowercased(text)")") { out in
                    for value in enumType.values {
                        let wires = ([value.wire] + value.aliases).map { SwiftLiteral.string(Literal.folded($0, caseSensitive: app.caseSensitive)) }
                        out.line("case \(wires.joined(separator: ", ")): .\(value.caseName)")
                    }
                    out.line("default: nil")
                }
            }
        }
        for (index, set) in names.characterSets.enumerated() {
            out.line()
            out.line("/// Characters allowed by [\(set.source)].")
            out.block("private static func isAllowed\(index)(_ text: String) -> Bool") { out in
                out.block("text.unicodeScalars.allSatisfy") { out in
                    let ranges = set.ranges.map { $0.lowerBound == $0.upperBound ? "0x\(String($0.lowerBound, radix: 16, uppercase: true))" : "0x\(String($0.lowerBound, radix: 16, uppercase: true))...0x\(String($0.upperBound, radix: 16, uppercase: true))" }
                    out.switchBlock("$0.value") { out in
                        out.line("case \(ranges.joined(separator: ", ")): true")
                        out.line("default: false")
                    }
                }
            }
        }
        if names.usesType({ $0 == .route }) {
            out.line()
            out.line("/// A destination: a web path of this app (`/guest/…`) or a full link; never itself carrying one.")
            out.block("private static func destination(_ text: String, allowed: Bool) -> Self?") { out in
                out.compact("guard allowed else", "return nil")
                if let domain = app.domains.first {
                    let base = "\(app.webSchemes[0])://\(domain)"
                    out.line("var link = text")
                    out.compact("if text.hasPrefix(\"/\") && !text.hasPrefix(\"//\")", "link = \(SwiftLiteral.string(base)) + text")
                    out.line("return try? parse(link, allowsDestinations: false)")
                } else {
                    out.line("try? parse(text, allowsDestinations: false)")
                }
            }
        }
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
