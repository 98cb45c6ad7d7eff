/// Emits a `switch self` over the route cases, in a shape the Swift type checker handles at any size.
///
/// Checking that a switch over an enum is exhaustive costs the compiler more than linear time: 256 cases take
/// about 1.6 s, and at 1,000 it gives up ("unable to check that this switch is exhaustive in reasonable time").
/// So up to `chunkSize` cases the switch is one exhaustive `switch`; beyond that, chained private functions each
/// handle `chunkSize` cases and pass the rest on with `default:` (not exhaustive, so nothing to check).
struct SwiftCaseSwitch {
    static let chunkSize = 64

    /// A case pattern: `.userProfile(let userId)`, `.feed`, `.art(let uid, _)`.
    struct Label {
        var caseName: String
        var bindings: [String] = []
    }

    /// One `case` line (several labels share it when they have no bindings) and its statements.
    struct Entry {
        var labels: [Label]
        var body: [String]
    }

    /// `declaration` is the property head (`public var name: String`), `returnType` its type, and `helper` the
    /// prefix of the chunk functions.
    static func emit(_ declaration: String, helper: String, returnType: String, entries: [Entry], _ out: inout CodePrinter) {
        let caseCount = entries.reduce(0) { $0 + $1.labels.count }
        guard caseCount > chunkSize else {
            out.block(declaration) { out in
                out.switchBlock("self") { out in entries.forEach { emit($0, &out) } }
            }
            return
        }
        // Split into chunks of at most `chunkSize` labels; an entry split across chunks keeps its body in each.
        var chunks: [[Entry]] = []
        var current: [Entry] = []
        var count = 0
        for entry in entries {
            var labels = entry.labels[...]
            while !labels.isEmpty {
                let taken = labels.prefix(chunkSize - count)
                current.append(Entry(labels: Array(taken), body: entry.body))
                labels = labels.dropFirst(taken.count)
                count += taken.count
                if count == chunkSize {
                    chunks.append(current)
                    current = []
                    count = 0
                }
            }
        }
        if !current.isEmpty { chunks.append(current) }
        out.block(declaration) { out in out.line("\(helper)0()") }
        for (index, chunk) in chunks.enumerated() {
            out.line()
            out.block("private func \(helper)\(index)() -> \(returnType)") { out in
                out.switchBlock("self") { out in
                    chunk.forEach { emit($0, &out) }
                    out.line("default:")
                    out.indented { out in
                        out.line(index + 1 < chunks.count ? "return \(helper)\(index + 1)()" : "preconditionFailure(\"unreachable: every case is in one chunk\")")
                    }
                }
            }
        }
    }

    private static func emit(_ entry: Entry, _ out: inout CodePrinter) {
        if entry.labels.count == 1, !entry.labels[0].bindings.isEmpty {
            out.argumentList("case ." + entry.labels[0].caseName, entry.labels[0].bindings, ":")
        } else {
            out.filled("case ", entry.labels.map { "." + $0.caseName }, ":")
        }
        out.indented { out in entry.body.forEach { out.line($0) } }
    }
}
