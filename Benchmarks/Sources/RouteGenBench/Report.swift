import Foundation

/// The benchmark's results: a table for people, the same numbers as JSON, and the targets checked.
struct Report: Codable {
  var machine: String
  var parse: [ParseResult]
  var build: [BuildResult]
  var generator: [GeneratorResult]
  var apps: [AppResult]
  var weight: [WeightResult]
  var replay: [ReplayResult]
  var targets: [Target]
  var smoke: Bool

  struct Target: Codable {
    var name: String
    var measured: String
    var met: Bool?
  }

  init(
    parse: [ParseResult], build: [BuildResult], generator: [GeneratorResult], apps: [AppResult],
    weight: [WeightResult], replay: [ReplayResult], smoke: Bool
  ) {
    self.parse = parse
    self.build = build
    self.generator = generator
    self.apps = apps
    self.weight = weight
    self.replay = replay
    self.smoke = smoke
    machine = Self.machineDescription()
    targets =
      Self.targets(parse: parse, build: build, generator: generator)
      + Self.targets(apps: apps, weight: weight)
      + replay.filter { $0.links == 100_000 }.map { run in
        Target(
          name: "replay 100,000 links (`routegen match --urls`): a few seconds (≤ 5 s)",
          measured: String(format: "%.2f s, %.0f MB", run.seconds, run.peakMegabytes),
          met: run.seconds <= 5)
      }
  }

  /// The generated-Swift targets: parse and build speed per app, weight per route and of a 34-route app.
  static func targets(apps: [AppResult], weight: [WeightResult]) -> [Target] {
    var targets: [Target] = []
    for app in apps {
      targets.append(
        Target(
          name: "\(app.app): parse hits ≤ 3× the UTF-8 pass",
          measured: String(format: "%.2f×", app.hitRatio), met: app.hitRatio <= 3))
      targets.append(
        Target(
          name: "\(app.app): parse misses ≤ 3× the UTF-8 pass",
          measured: String(format: "%.2f×", app.missRatio), met: app.missRatio <= 3))
      for build in app.builds {
        targets.append(
          Target(
            name: "\(app.app): build \(build.form) as text ≥ 3× faster than URLComponents.string",
            measured: String(format: "%.2f×", build.speedup), met: build.speedup >= 3))
      }
    }
    if let small = weight.first(where: { $0.spec == "Synthetic100" }),
      let large = weight.first(where: { $0.spec == "Synthetic1000" })
    {
      let routes = Double(large.routes - small.routes)
      let lines = Double(large.lines - small.lines) / routes
      let milliseconds = (large.compileSeconds - small.compileSeconds) * 1000 / routes
      let bytes = Double(large.objectBytes - small.objectBytes) / routes
      targets.append(
        Target(
          name: "per route (100 → 1,000 routes): ≤ 12 lines (a record per route)",
          measured: String(format: "%.1f lines", lines), met: lines <= 12))
      targets.append(
        Target(
          name: "per route: ≤ 10 ms of swiftc -O",
          measured: String(format: "%.1f ms", milliseconds), met: milliseconds <= 10))
      targets.append(
        Target(
          name: "per route: ≤ 1 KB of object (.o file)", measured: String(format: "%.0f B", bytes),
          met: bytes <= 1024))
    }
    if let shop = weight.first(where: { $0.spec == "Shop" }) {
      targets.append(
        Target(
          name: "34-route app with 20 query keys on one route: ≤ 3,000 lines",
          measured: "\(shop.lines) lines", met: shop.lines <= 3000))
      let loaded =
        shop.loadedBytes.map { String(format: ", %.0f KB loaded", Double($0) / 1024) } ?? ""
      targets.append(
        Target(
          name: "34-route app: ≤ 250 KB of -O object (.o file)",
          measured: String(format: "%.0f KB%@", Double(shop.objectBytes) / 1024, loaded),
          met: shop.objectBytes <= 250 * 1024))
    }
    if let large = weight.first(where: { $0.spec == "Synthetic10000" }) {
      targets.append(
        Target(
          name: "10,000 routes compile at -O",
          measured: String(format: "%.0f s", large.compileSeconds), met: true))
    }
    return targets
  }

  static func machineDescription() -> String {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }.map {
      String($0.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
    }
    return
      "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(model ?? "unknown CPU"), \(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB"
  }

  static func targets(parse: [ParseResult], build: [BuildResult], generator: [GeneratorResult])
    -> [Target]
  {
    var targets: [Target] = []
    let hits = { (routes: Int) in
      parse.first { $0.routes == routes && $0.workload == "hits from String" }
    }
    if let thousand = hits(1000), let scan = thousand.linearScan, let floor = thousand.utf8Pass {
      targets.append(
        Target(
          name: "parse, 1,000 routes: ≥ 5× faster than URLComponents + linear scan",
          measured: String(format: "%.1f×", scan / thousand.routegen),
          met: scan / thousand.routegen >= 5))
      targets.append(
        Target(
          name: "parse, 1,000 routes: within 3× of a bare UTF-8 pass",
          measured: String(format: "%.1f×", thousand.routegen / floor),
          met: thousand.routegen / floor <= 3))
    }
    if let ten = hits(10) {
      let largest = parse.filter { $0.workload == "hits from String" }.max {
        $0.routes < $1.routes
      }!
      let ratio = largest.routegen / ten.routegen
      targets.append(
        Target(
          name: "scaling: parse at \(largest.routes) routes ≤ 1.5× parse at 10 routes",
          measured: String(format: "%.2f×", ratio),
          met: largest.routes == 10_000 ? ratio <= 1.5 : nil))
    }
    for row in build {
      let url = row.urlComponentsURL / row.routegenURL
      let string = row.urlComponentsString / row.routegenString
      targets.append(
        Target(
          name: "build \(row.form), as text: ≥ 3× faster than URLComponents.string",
          measured: String(format: "%.1f×", string), met: string >= 3))
      targets.append(
        Target(
          name: "build \(row.form), as URL: ≥ 3× faster than URLComponents.url",
          measured: String(format: "%.1f×", url), met: url >= 3))
    }
    if let large = generator.first(where: { $0.routes == 10_000 }) {
      targets.append(
        Target(
          name: "generator, 10,000 routes, all outputs: < 2 s and < 200 MB",
          measured: String(format: "%.2f s, %.0f MB", large.seconds, large.peakMegabytes),
          met: large.seconds < 2 && large.peakMegabytes < 200))
    }
    if let thousand = generator.first(where: { $0.routes == 1000 }),
      let seconds = thousand.typecheckSeconds
    {
      targets.append(
        Target(
          name: "type-check, 1,000 routes: < 10 s", measured: String(format: "%.1f s", seconds),
          met: seconds < 10))
      if let large = generator.first(where: { $0.routes == 10_000 }),
        let largeSeconds = large.typecheckSeconds
      {
        targets.append(
          Target(
            name: "type-check, 10,000 routes: no worse than linear from 1,000",
            measured: String(
              format: "%.1f s (%.1f× for 10× routes)", largeSeconds, largeSeconds / seconds),
            met: largeSeconds / seconds <= 10))
      }
    }
    return targets
  }

  func table() -> String {
    func ns(_ value: Double?) -> String { value.map { String(Int($0.rounded())) } ?? "—" }
    func ratio(_ value: Double?) -> String { value.map { String(format: "%.2f×", $0) } ?? "—" }
    var lines = [
      "RouteGen benchmark\(smoke ? " (smoke mode: tiny iteration counts, numbers not meaningful)" : "")",
      "machine: \(machine)", "",
    ]
    lines.append(
      "Parse: median ns per URL (median over the workload's URLs of each URL's median over \(smoke ? "a few" : "15") timed runs)"
    )
    lines += Self.columns(
      [
        [
          "routes", "workload", "routegen", "URLComponents+scan", "UTF-8 pass", "vs scan",
          "vs floor",
        ]
      ]
        + parse.map { row in
          [
            String(row.routes), row.workload, ns(row.routegen), ns(row.linearScan),
            ns(row.utf8Pass),
            ratio(row.linearScan.map { $0 / row.routegen }),
            ratio(row.utf8Pass.map { row.routegen / $0 }),
          ]
        })
    lines.append("")
    lines.append("Build (\(build.first?.routes ?? 0) routes): median ns per link")
    lines += Self.columns(
      [
        [
          "form", "routegen URL", "URLComponents.url", "speedup", "routegen text",
          "URLComponents.string", "speedup",
        ]
      ]
        + build.map { row in
          [
            row.form, ns(row.routegenURL), ns(row.urlComponentsURL),
            ratio(row.urlComponentsURL / row.routegenURL),
            ns(row.routegenString), ns(row.urlComponentsString),
            ratio(row.urlComponentsString / row.routegenString),
          ]
        })
    lines.append("")
    lines.append(
      "The five apps: parse their spec's examples (hits) and unknown paths and hosts (misses), median ns per URL; build their links as text, median ns per link"
    )
    lines += Self.columns(
      [
        [
          "app", "hits", "UTF-8 pass", "vs floor", "misses", "UTF-8 pass", "vs floor", "build web",
          "URLComponents", "speedup", "build scheme", "URLComponents", "speedup",
        ]
      ]
        + apps.map { app in
          let web = app.builds.first { $0.form == "universal link" }
          let scheme = app.builds.first { $0.form == "custom-scheme URL" }
          return [
            app.app, ns(app.hitNanoseconds), ns(app.hitFloor), ratio(app.hitRatio),
            ns(app.missNanoseconds), ns(app.missFloor), ratio(app.missRatio),
            ns(web?.routegen), ns(web?.urlComponents), ratio(web?.speedup), ns(scheme?.routegen),
            ns(scheme?.urlComponents), ratio(scheme?.speedup),
          ]
        })
    for app in apps {
      for build in app.builds {
        guard let byHand = build.handWritten else { continue }
        lines.append(
          "\(app.app) \(build.form) written by hand (HandWrittenLinks): \(ns(byHand)) ns, \(ratio(build.urlComponents / byHand)) faster than URLComponents.string, \(ratio(build.routegen / byHand)) faster than routegen"
        )
      }
    }
    lines.append("")
    lines.append(
      "Weight of a generated file alone: lines, swiftc -O -c, the .o file and what linking keeps of it (size)"
    )
    lines += Self.columns(
      [["spec", "routes", "lines", "-O s", ".o KB", "loaded KB"]]
        + weight.map { row in
          [
            row.spec, String(row.routes), String(row.lines),
            String(format: "%.1f", row.compileSeconds),
            String(format: "%.0f", Double(row.objectBytes) / 1024),
            row.loadedBytes.map { String(format: "%.0f", Double($0) / 1024) } ?? "—",
          ]
        })
    lines.append("")
    lines.append(
      "Generator: routegen generate (all outputs) in its own process; swiftc -typecheck of the generated Swift"
    )
    lines += Self.columns(
      [["routes", "wall s", "peak MB", "Swift lines", "type-check s"]]
        + generator.map { row in
          [
            String(row.routes), String(format: "%.2f", row.seconds),
            String(format: "%.1f", row.peakMegabytes), String(row.swiftLines),
            row.typecheckSeconds.map { String(format: "%.2f", $0) } ?? "—",
          ]
        })
    for run in replay {
      lines.append("")
      lines.append(
        "Replay: routegen match --urls, \(run.links) of \(run.app)'s links with \(run.planted) planted disagreements, in its own process: \(String(format: "%.2f", run.seconds)) s, \(String(format: "%.0f", run.peakMegabytes)) MB peak"
      )
    }
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
