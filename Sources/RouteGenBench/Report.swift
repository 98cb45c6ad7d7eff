import Foundation

/// The benchmark's results: a table for people, the same numbers as JSON, and the targets checked.
struct Report: Codable {
    var machine: String
    var parse: [ParseResult]
    var build: [BuildResult]
    var generator: [GeneratorResult]
    var targets: [Target]
    var smoke: Bool

    struct Target: Codable {
        var name: String
        var measured: String
        var met: Bool?
    }

    init(parse: [ParseResult], build: [BuildResult], generator: [GeneratorResult], smoke: Bool) {
        self.parse = parse
        self.build = build
        self.generator = generator
        self.smoke = smoke
        machine = Self.machineDescription()
        targets = Self.targets(parse: parse, build: build, generator: generator)
    }

    static func machineDescription() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }.map { String($0.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces) }
        return "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(model ?? "unknown CPU"), \(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB"
    }

    static func targets(parse: [ParseResult], build: [BuildResult], generator: [GeneratorResult]) -> [Target] {
        var targets: [Target] = []
        let hits = { (routes: Int) in parse.first { $0.routes == routes && $0.workload == "hits from String" } }
        if let thousand = hits(1000), let scan = thousand.linearScan, let floor = thousand.utf8Pass {
            targets.append(Target(name: "parse, 1,000 routes: ≥ 5× faster than URLComponents + linear scan", measured: String(format: "%.1f×", scan / thousand.routegen), met: scan / thousand.routegen >= 5))
            targets.append(Target(name: "parse, 1,000 routes: within 8× of a bare UTF-8 pass", measured: String(format: "%.1f×", thousand.routegen / floor), met: thousand.routegen / floor <= 8))
        }
        if let ten = hits(10) {
            let largest = parse.filter { $0.workload == "hits from String" }.max { $0.routes < $1.routes }!
            let ratio = largest.routegen / ten.routegen
            targets.append(Target(name: "scaling: parse at \(largest.routes) routes ≤ 1.5× parse at 10 routes", measured: String(format: "%.2f×", ratio), met: largest.routes == 10_000 ? ratio <= 1.5 : nil))
        }
        for row in build {
            let url = row.urlComponentsURL / row.routegenURL, string = row.urlComponentsString / row.routegenString
            targets.append(Target(name: "build \(row.form), as text: ≥ 3× faster than URLComponents.string", measured: String(format: "%.1f×", string), met: string >= 3))
            targets.append(Target(name: "build \(row.form), as URL: ≥ 3× faster than URLComponents.url", measured: String(format: "%.1f×", url), met: url >= 3))
        }
        if let large = generator.first(where: { $0.routes == 10_000 }) {
            targets.append(Target(name: "generator, 10,000 routes, all outputs: < 2 s and < 200 MB", measured: String(format: "%.2f s, %.0f MB", large.seconds, large.peakMegabytes), met: large.seconds < 2 && large.peakMegabytes < 200))
        }
        if let thousand = generator.first(where: { $0.routes == 1000 }), let seconds = thousand.typecheckSeconds {
            targets.append(Target(name: "type-check, 1,000 routes: < 10 s", measured: String(format: "%.1f s", seconds), met: seconds < 10))
            if let large = generator.first(where: { $0.routes == 10_000 }), let largeSeconds = large.typecheckSeconds {
                targets.append(Target(name: "type-check, 10,000 routes: no worse than linear from 1,000", measured: String(format: "%.1f s (%.1f× for 10× routes)", largeSeconds, largeSeconds / seconds), met: largeSeconds / seconds <= 10))
            }
        }
        return targets
    }

    func table() -> String {
        func ns(_ value: Double?) -> String { value.map { String(Int($0.rounded())) } ?? "—" }
        func ratio(_ value: Double?) -> String { value.map { String(format: "%.1f×", $0) } ?? "—" }
        var lines = ["RouteGen benchmark\(smoke ? " (smoke mode: tiny iteration counts, numbers not meaningful)" : "")", "machine: \(machine)", ""]
        lines.append("Parse: median ns per URL (median over the workload's URLs of each URL's median over \(smoke ? "a few" : "15") timed runs)")
        lines += Self.columns([
            ["routes", "workload", "routegen", "URLComponents+scan", "UTF-8 pass", "vs scan", "vs floor"],
        ] + parse.map { row in
            [String(row.routes), row.workload, ns(row.routegen), ns(row.linearScan), ns(row.utf8Pass),
             ratio(row.linearScan.map { $0 / row.routegen }), ratio(row.utf8Pass.map { row.routegen / $0 })]
        })
        lines.append("")
        lines.append("Build (\(build.first?.routes ?? 0) routes): median ns per link")
        lines += Self.columns([
            ["form", "routegen URL", "URLComponents.url", "speedup", "routegen text", "URLComponents.string", "speedup"],
        ] + build.map { row in
            [row.form, ns(row.routegenURL), ns(row.urlComponentsURL), ratio(row.urlComponentsURL / row.routegenURL),
             ns(row.routegenString), ns(row.urlComponentsString), ratio(row.urlComponentsString / row.routegenString)]
        })
        lines.append("")
        lines.append("Generator: routegen generate (all outputs) in its own process; swiftc -typecheck of the generated Swift")
        lines += Self.columns([["routes", "wall s", "peak MB", "Swift lines", "type-check s"]] + generator.map { row in
            [String(row.routes), String(format: "%.2f", row.seconds), String(format: "%.1f", row.peakMegabytes), String(row.swiftLines),
             row.typecheckSeconds.map { String(format: "%.2f", $0) } ?? "—"]
        })
        lines.append("")
        lines.append("Targets")
        for target in targets {
            let verdict = target.met.map { $0 ? "met   " : "MISSED" } ?? "n/a   "
            lines.append("  \(verdict) \(target.name): \(target.measured)")
        }
        return lines.joined(separator: "\n")
    }

    /// Rows as aligned columns: the first column left-aligned, the others right-aligned.
    static func columns(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
    }
}
