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
            targets.append(Target(name: "build \(row.form): ≥ 3× faster than URLComponents", measured: String(format: "%.1f×", row.urlComponents / row.routegen), met: row.urlComponents / row.routegen >= 3))
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
        func ns(_ value: Double?) -> String { value.map { String(format: "%8.0f", $0) } ?? "       —" }
        var lines = ["RouteGen benchmark\(smoke ? " (smoke mode: tiny iteration counts, numbers not meaningful)" : "")", "machine: \(machine)", ""]
        lines.append("Parse: median ns per URL (median over the workload's URLs of 15 timed runs each)")
        lines.append("routes  workload            routegen  URLComponents+scan  UTF-8 pass   vs scan  vs floor")
        for row in parse {
            let versusScan = row.linearScan.map { String(format: "%6.1f×", $0 / row.routegen) } ?? "      —"
            let versusFloor = row.utf8Pass.map { String(format: "%6.1f×", row.routegen / $0) } ?? "      —"
            lines.append(String(format: "%6d  %-18@ %@  %@          %@  %@   %@", row.routes, row.workload as NSString, ns(row.routegen), ns(row.linearScan), ns(row.utf8Pass), versusScan, versusFloor))
        }
        lines.append("")
        lines.append("Build (\(build.first?.routes ?? 0) routes): median ns per URL")
        lines.append("form               routegen  URLComponents  speedup")
        for row in build {
            lines.append(String(format: "%-17@ %@       %@  %6.1f×", row.form as NSString, ns(row.routegen), ns(row.urlComponents), row.urlComponents / row.routegen))
        }
        lines.append("")
        lines.append("Generator: routegen generate (all outputs) in its own process; swiftc -typecheck of the generated Swift")
        lines.append("routes   wall s   peak MB   Swift lines   type-check s")
        for row in generator {
            lines.append(String(format: "%6d  %7.2f  %8.1f  %12d  %13@", row.routes, row.seconds, row.peakMegabytes, row.swiftLines, row.typecheckSeconds.map { String(format: "%.2f", $0) as NSString } ?? "—" as NSString))
        }
        lines.append("")
        lines.append("Targets")
        for target in targets {
            let verdict = target.met.map { $0 ? "met   " : "MISSED" } ?? "n/a   "
            lines.append("  \(verdict) \(target.name): \(target.measured)")
        }
        return lines.joined(separator: "\n")
    }
}
