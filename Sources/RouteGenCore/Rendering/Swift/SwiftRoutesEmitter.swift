/// Emits what the runtime needs from one app: per route one line that makes it from its parsed values
/// (`_make`), one that reports its values (`_visit`) and its builder (`SwiftLinksEmitter`), the route table, and
/// the nested parameter types' conversions.
///
/// Shapes chosen for the compiler (measured at 1,000 and 10,000 routes): `switch` statements with `return`
/// (a `switch` used as an expression type-checks 20 times slower), dispatch on an index enum rather than integer
/// literals, and past `chunkSize` routes each `switch` split into functions of `chunkSize` cases (one exhaustive
/// `switch self` over 1,000 cases is more than the type checker will prove, and the optimizer's time grows faster
/// than a function's length).
struct SwiftRoutesEmitter {
    let app: AppModel
    let names: SwiftNames

    static let chunkSize = 64

    private var chunks: [ArraySlice<Route>] {
        stride(from: 0, to: app.routes.count, by: Self.chunkSize).map {
            app.routes[$0..<min($0 + Self.chunkSize, app.routes.count)]
        }
    }

    func emit(_ out: inout CodePrinter) {
        out.line()
        out.line("// MARK: - Routes")
        out.line("// Per route: how to make it from the values the runtime parsed, how to report its values, and how")
        out.line("// to write its links.")
        out.line()
        let table = RouteTable.encode(app)
        out.block("extension \(app.typeName)") { out in
            out.block("fileprivate enum _RouteIndex: Int") { out in
                out.filled("case ", app.routes.map(\.caseName), "")
            }
            out.line()
            emitMake(&out)
            out.line()
            emitVisit(&out)
            out.line()
            SwiftLinksEmitter(app: app, names: names, patternPositions: table.patternPositions).emit(chunks: chunks, &out)
            out.line()
            emitTable(table, &out)
        }
        emitNestedConversions(&out)
    }

    // MARK: _make

    func makeLine(_ route: Route) -> (head: String, value: String, arguments: [String]) {
        let arguments = route.parameters.enumerated().map { slot, parameter in
            "\(SwiftName.argumentLabel(parameter.swiftName)): m.\(names.accessors(parameter).value)(\(slot))"
        } + (route.otherQuery ? ["otherQuery: m.otherQuery()"] : [])
        return ("case .\(route.caseName): return", ".\(route.caseName)", arguments)
    }

    private func emitMakeCases(_ routes: ArraySlice<Route>, _ out: inout CodePrinter) {
        for route in routes {
            if route.isRetired {
                out.line("case .\(route.caseName): return nil  // retired")
                continue
            }
            let (head, value, arguments) = makeLine(route)
            if arguments.isEmpty {
                out.line("\(head) \(value)")
                continue
            }
            let single = "\(head) \(value)(\(arguments.joined(separator: ", ")))"
            if out.currentIndentWidth + single.count <= CodePrinter.lineLength {
                out.line(single)
            } else {
                out.line("case .\(route.caseName):")
                out.indented { $0.argumentList("return \(value)", arguments, "") }
            }
        }
    }

    private func emitMake(_ out: inout CodePrinter) {
        out.line("/// A route from its checked values (`m` reads them by parameter, in spec order); nil for a retired route.")
        // Inlined into its one caller, which makes the route in place: a large enum is not copied out of it.
        out.block("@inline(__always) fileprivate static func _make(_ ordinal: Int, _ m: _Values) -> Self?") { out in
            out.line("guard let index = _RouteIndex(rawValue: ordinal) else { return nil }")
            if chunks.count == 1 {
                out.switchBlock("index") { out in emitMakeCases(chunks[0], &out) }
                return
            }
            out.switchBlock("ordinal / \(Self.chunkSize)") { out in
                for chunk in chunks.indices.dropLast() { out.line("case \(chunk): return _make\(chunk)(index, m)") }
                out.line("default: return _make\(chunks.count - 1)(index, m)")
            }
        }
        for (number, chunk) in chunks.enumerated() where chunks.count > 1 {
            out.line()
            out.block("private static func _make\(number)(_ index: _RouteIndex, _ m: _Values) -> Self?") { out in
                out.switchBlock("index") { out in
                    emitMakeCases(chunk, &out)
                    out.line("default: return nil")
                }
            }
        }
    }

    // MARK: _visit

    func visitCall(_ route: Route) -> String {
        "_s.route(\(route.index))" + route.parameters.map { ".\(names.accessors($0).sink)(\($0.swiftName))" }.joined()
            + (route.otherQuery ? ".otherQuery(otherQuery)" : "")
    }

    private func emitVisitCases(_ routes: ArraySlice<Route>, _ out: inout CodePrinter) {
        for route in routes where !route.isRetired {
            let call = visitCall(route)
            let bindings = route.parameters.map { "let \($0.swiftName)" } + (route.otherQuery ? ["let otherQuery"] : [])
            let label = bindings.isEmpty ? "case .\(route.caseName):" : "case .\(route.caseName)(\(bindings.joined(separator: ", "))):"
            if out.currentIndentWidth + label.count + 1 + call.count <= CodePrinter.lineLength {
                out.line("\(label) \(call)")
                continue
            }
            if out.currentIndentWidth + label.count <= CodePrinter.lineLength {
                out.line(label)
            } else {
                out.line("case .\(route.caseName)(")
                out.indented { $0.filled("", bindings, "", hanging: false) }
                out.line("):")
            }
            out.indented { $0.chained(call) }
        }
    }

    private func emitVisit(_ out: inout CodePrinter) {
        out.line("/// Reports the route's position in the spec, then its values in spec order; returns the sink past them.")
        Self.emitSwitchOverSelf(
            "_visit", "(_ _s: _Sink) -> _Sink", chunks: chunks, next: { "_visit\($0)(_s)" }, last: "_s", &out,
            cases: emitVisitCases)
    }

    /// `fileprivate func <name><signature> { switch self { … } }`; past `chunkSize` routes, one `private func
    /// <name>N` per chunk, each handing the routes it has no case for to the next (`next(N)`), the last giving
    /// `last`. `statement` comes before those calls when the cases are statements (`return `).
    static func emitSwitchOverSelf(
        _ name: String, _ signature: String, chunks: [ArraySlice<Route>], next: (Int) -> String, last: String,
        statement: String = "", _ out: inout CodePrinter, cases: (ArraySlice<Route>, inout CodePrinter) -> Void
    ) {
        if chunks.count <= 1 {
            out.block("fileprivate func \(name)\(signature)") { out in
                out.switchBlock("self") { out in chunks.first.map { cases($0, &out) } }
            }
            return
        }
        out.line("fileprivate func \(name)\(signature) { \(next(0)) }")
        for (number, chunk) in chunks.enumerated() {
            out.line()
            out.block("private func \(name)\(number)\(signature)") { out in
                out.switchBlock("self") { out in
                    cases(chunk, &out)
                    out.line("default: " + statement + (number + 1 < chunks.count ? next(number + 1) : last))
                }
            }
        }
    }

    // MARK: The table

    private func emitTable(_ table: RouteTable.Encoded, _ out: inout CodePrinter) {
        // Each literal ends with a NUL: a text without one goes to the object's mergeable C-string section, where
        // the symbol that points at it is named after the whole text, so a `.o` would hold the table twice.
        out.line("/// The route table's numbers: the patterns as a trie in precedence order, the routes and their")
        out.line("/// parameters (the layout is documented in RouteGen's RouteTable.swift).")
        out.block("fileprivate static var _numbers: StaticString") { out in
            SwiftLiteral.rawLines(table.numbers + [0], &out)
        }
        out.line()
        out.line("/// The route table's texts: literals, keys, names, summaries and enum values, each once.")
        out.block("fileprivate static var _texts: StaticString") { out in
            SwiftLiteral.rawLines(table.texts + [0], &out)
        }
    }

    // MARK: Nested types

    private func emitNestedConversions(_ out: inout CodePrinter) {
        // (An `enum` type needs none: the runtime reads its `allCases`, declared in the spec's order.)
        for nested in names.nestedTypes {
            switch nested.parameter.type {
            case .int(_, _, let keywords):
                out.line()
                out.block("extension \(app.typeName).\(nested.name): \(app.typeName)._KeywordInt") { out in
                    out.arrayLiteral("fileprivate static let _keywords: [Self] = ", keywords.map { ".\(SwiftName.escaped($0))" })
                    out.line()
                    out.block("fileprivate var _wire: \(app.typeName)._Value") { out in
                        out.switchBlock("self") { out in
                            out.line("case .number(let value): return .int(value)")
                            for keyword in keywords {
                                out.line("case .\(SwiftName.escaped(keyword)): return .text(\(SwiftLiteral.string(keyword)))")
                            }
                        }
                    }
                }
            default:
                break
            }
        }
    }
}
