/// `==` and `hash(into:)` for route types past `SwiftCaseSwitch.chunkSize` cases.
///
/// The compiler's synthesized `==` is one function with a block per case pair; the optimizer's cold-block
/// analysis is superlinear in blocks, so at 1,000 routes a release build spent over 25 minutes on it. These are
/// chunked like the other switches (each chunk compares `chunkSize` cases and passes the rest on).
struct SwiftEquatableEmitter {
    let app: AppModel

    var needed: Bool { app.routes.count > SwiftCaseSwitch.chunkSize }

    func emit(_ out: inout CodePrinter) {
        guard needed else { return }
        let access = app.access.rawValue
        let chunks = stride(from: 0, to: app.routes.count, by: SwiftCaseSwitch.chunkSize).map {
            Array(app.routes[$0..<min($0 + SwiftCaseSwitch.chunkSize, app.routes.count)])
        }
        out.line()
        out.line("// MARK: - Equality and hashing (written out: the synthesized ones are slow to compile at this size)")
        out.line()
        out.block("extension \(app.typeName)") { out in
            out.block("\(access) static func == (lhs: Self, rhs: Self) -> Bool") { out in
                out.line("equalChunk0(lhs, rhs)")
            }
            out.line()
            out.block("\(access) func hash(into hasher: inout Hasher)") { out in
                out.line("hashChunk0(&hasher)")
            }
            out.line()
            out.block("private static func same<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool") { out in
                out.line("lhs == rhs")
            }
            var caseIndex = 0
            for (index, chunk) in chunks.enumerated() {
                let last = index == chunks.count - 1
                out.line()
                out.block("private static func equalChunk\(index)(_ lhs: Self, _ rhs: Self) -> Bool") { out in
                    out.switchBlock("(lhs, rhs)") { out in
                        for route in chunk {
                            let count = route.parameters.count
                            if count == 0 {
                                out.line("case (.\(route.caseName), .\(route.caseName)):")
                                out.indented { $0.line("return true") }
                                continue
                            }
                            let left = "." + route.caseName + "(" + (0..<count).map { "let a\($0)" }.joined(separator: ", ") + ")"
                            let right = "." + route.caseName + "(" + (0..<count).map { "let b\($0)" }.joined(separator: ", ") + ")"
                            out.argumentList("case ", [left, right], ":")
                            let tests = (0..<count).map { "same(a\($0), b\($0))" }
                            out.indented { $0.fitted("return", tests.joined(separator: " && ")) }
                        }
                        out.line("default:")
                        out.indented { $0.line(last ? "return false" : "return equalChunk\(index + 1)(lhs, rhs)") }
                    }
                }
                out.line()
                out.block("private func hashChunk\(index)(_ hasher: inout Hasher)") { out in
                    out.switchBlock("self") { out in
                        for route in chunk {
                            let count = route.parameters.count
                            if count == 0 {
                                out.line("case .\(route.caseName):")
                            } else {
                                out.argumentList("case ." + route.caseName, (0..<count).map { "let a\($0)" }, ":")
                            }
                            out.indented { out in
                                out.line("hasher.combine(\(caseIndex))")
                                for position in 0..<count { out.line("hasher.combine(a\(position))") }
                            }
                            caseIndex += 1
                        }
                        out.line("default:")
                        out.indented { out in
                            out.line(last ? "preconditionFailure(\"unreachable: every case is in one chunk\")" : "hashChunk\(index + 1)(&hasher)")
                        }
                    }
                }
            }
        }
    }
}
