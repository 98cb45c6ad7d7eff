import Foundation
import RouteGenCore

/// The benchmark's results as the Performance article shows them: Markdown tables written from a `--json` file, so
/// that the article's figures are a run's, never typed in (`--markdown <results.json> --update <article>`, checked
/// by CI with `--check`).
extension Report {
  /// The marker name of the article's section: `<!-- routegen:benchmark:begin -->`.
  static let markdownSection = "benchmark"

  func markdown() -> String {
    func ns(_ value: Double?) -> String { value.map { String(Int($0.rounded())) } ?? "—" }
    func times(_ value: Double?) -> String { value.map { String(format: "%.1f×", $0) } ?? "—" }
    func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
    func table(_ header: [String], _ rows: [[String]]) -> [String] {
      [row(header), row(header.map { _ in "---" })] + rows.map(row)
    }
    var lines = ["Machine: \(machine).", ""]

    lines += ["## The five apps", ""]
    lines.append(
      "Median ns per URL or link; in brackets, × the bare UTF-8 pass over the same bytes (parsing) or × faster than `URLComponents.string` (building)."
    )
    lines.append("")
    lines += table(
      ["app", "parse hits", "parse misses", "build universal link", "build custom-scheme URL"],
      apps.map { app in
        let web = app.builds.first { $0.form == "universal link" }
        let scheme = app.builds.first { $0.form == "custom-scheme URL" }
        func build(_ result: AppBuild?) -> String {
          result.map { "\(ns($0.routegen)) (\(times($0.speedup)))" } ?? "—"
        }
        return [
          app.app, "\(ns(app.hitNanoseconds)) (\(times(app.hitRatio)))",
          "\(ns(app.missNanoseconds)) (\(times(app.missRatio)))", build(web), build(scheme),
        ]
      })
    for app in apps {
      for build in app.builds {
        guard let byHand = build.handWritten else { continue }
        lines += [
          "",
          "\(app.app)'s \(build.form)s written by hand (`HandWrittenLinks.swift`): \(ns(byHand)) ns.",
        ]
      }
    }

    lines += ["", "## Synthetic specs", ""]
    lines.append(
      "Parsing, median ns per URL, against `URLComponents` and a linear scan of the routes (as apps route by hand) and against the UTF-8 pass:"
    )
    lines.append("")
    lines += table(
      [
        "routes", "workload", "routegen", "URLComponents + scan", "× faster than the scan",
        "× the UTF-8 pass",
      ],
      parse.map { row in
        [
          String(row.routes), row.workload, ns(row.routegen), ns(row.linearScan),
          times(row.linearScan.map { $0 / row.routegen }),
          times(row.utf8Pass.map { row.routegen / $0 }),
        ]
      })
    if !build.isEmpty {
      lines += ["", "Building their links, median ns per link:", ""]
      lines += table(
        ["routes", "form", "as `URL`", "`URLComponents.url`", "as text", "`URLComponents.string`"],
        build.map { row in
          [
            String(row.routes), row.form, ns(row.routegenURL), ns(row.urlComponentsURL),
            ns(row.routegenString), ns(row.urlComponentsString),
          ]
        })
    }

    lines += ["", "## Generated files and the generator", ""]
    lines.append(
      "A generated file alone, `swiftc -O -c` (the runtime module prebuilt): its lines, compile time, object and what linking keeps of it."
    )
    lines.append("")
    lines += table(
      ["spec", "routes", "lines", "`-O` s", "`.o` KB", "kept KB"],
      weight.map { row in
        [
          row.spec, String(row.routes), String(row.lines),
          String(format: "%.1f", row.compileSeconds),
          String(format: "%.0f", Double(row.objectBytes) / 1024),
          row.loadedBytes.map { String(format: "%.0f", Double($0) / 1024) } ?? "—",
        ]
      })
    lines += [
      "",
      "`routegen generate` (all outputs, in its own process) and `swiftc -typecheck` of the Swift it writes:",
      "",
    ]
    lines += table(
      ["routes", "generate s", "peak MB", "Swift lines", "type-check s"],
      generator.map { row in
        [
          String(row.routes), String(format: "%.2f", row.seconds),
          String(format: "%.0f", row.peakMegabytes), String(row.swiftLines),
          row.typecheckSeconds.map { String(format: "%.2f", $0) } ?? "—",
        ]
      })

    for run in replay {
      lines += [
        "",
        "`routegen match --urls` (in its own process) over \(Self.grouped(run.links)) of \(run.app)'s links, made from its examples and changes of them, with the old router's answers (\(Self.grouped(run.planted)) made to differ, all found): \(String(format: "%.2f", run.seconds)) s, \(String(format: "%.0f", run.peakMegabytes)) MB peak.",
      ]
    }

    lines += ["", "## Targets", ""]
    lines += table(
      ["target", "measured", "verdict"],
      targets.map { [$0.name, $0.measured, $0.met.map { $0 ? "met" : "**missed**" } ?? "—"] })
    return lines.joined(separator: "\n") + "\n"
  }

  /// `100,000`: thousands grouped as the article writes them, whatever the machine's locale.
  static func grouped(_ number: Int) -> String {
    var text = String(number)
    var index = text.count - 3
    while index > 0 {
      text.insert(",", at: text.index(text.startIndex, offsetBy: index))
      index -= 3
    }
    return text
  }

  /// `--markdown <results.json> [--update <article> [--check]]`: prints the tables, or writes them between the
  /// article's markers, or (`--check`) fails when the article's differ. Returns the exit status.
  static func markdownCommand(_ arguments: [String]) -> Int32 {
    func option(_ name: String) -> String? {
      arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }
    func fail(_ message: String) -> Int32 {
      FileHandle.standardError.write(Data("routegen-bench: \(message)\n".utf8))
      return 1
    }
    guard let resultsPath = option("--markdown") else {
      return fail("--markdown needs a results file written by --json")
    }
    guard let data = FileManager.default.contents(atPath: resultsPath) else {
      return fail("cannot read \(resultsPath)")
    }
    guard let report = try? JSONDecoder().decode(Report.self, from: data) else {
      return fail("\(resultsPath) is not a results file that routegen-bench --json wrote")
    }
    guard let articlePath = option("--update") else {
      print(report.markdown(), terminator: "")
      return 0
    }
    guard let article = try? String(contentsOfFile: articlePath, encoding: .utf8) else {
      return fail("cannot read \(articlePath)")
    }
    switch DocsUpdater.update(article, app: markdownSection, table: report.markdown()) {
    case .failure(let failure):
      return fail("\(articlePath): \(failure)")
    case .success(let updated) where updated == article:
      print("\(articlePath) shows \(resultsPath)")
      return 0
    case .success(let updated):
      if arguments.contains("--check") {
        return fail(
          "\(articlePath) does not show \(resultsPath); run \(CommandLine.arguments[0]) --markdown \(resultsPath) --update \(articlePath)"
        )
      }
      do {
        try updated.write(toFile: articlePath, atomically: true, encoding: .utf8)
      } catch {
        return fail("cannot write \(articlePath): \(error)")
      }
      print("\(articlePath) updated from \(resultsPath)")
      return 0
    }
  }
}
