import Foundation
import RouteGenCore

#if canImport(RouteGenBenchLarge)
  import RouteGenBenchLarge
  extension Synthetic10000Route: BenchRoute {}
#endif

// routegen-bench: parser, builders, generator and type-check time, measured side by side with baselines in one run.
//
//   swift run -c release routegen-bench [--smoke] [--large] [--apps] [--json results.json]   (--help: the options)
//
// --apps measures only the example apps' parsers and builders and the 34-route app's weight (a quick loop).
// --smoke uses tiny iteration counts and skips the large generator sizes, so that CI proves it builds and runs.
// --large adds the release compile of a 10,000-route file to the weight table (minutes).
// The 10-, 100- and 1,000-route specs are compiled in; scripts/bench-large.sh adds 10,000 (its release compile
// takes long, see the README).
// A child mode, --generate-only <spec> <dir>, is how the generator is timed in its own process.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--generate-only", arguments.count == 3 {
  exit(
    CommandLineTool(standardOutput: { _ in }, standardError: { _ in }).run([
      "generate", arguments[1], "--output", arguments[2],
    ]).rawValue)
}
// A child mode, --replay-only <spec> <links>, is `routegen match --urls` timed in its own process; it exits 1 as
// the command does on a disagreement (the links have planted ones).
if arguments.first == "--replay-only", arguments.count == 3 {
  exit(
    CommandLineTool(standardOutput: { _ in }, standardError: { _ in }).run([
      "match", arguments[1], "--urls", arguments[2],
    ]).rawValue)
}
if arguments.first == "--markdown" {
  exit(Report.markdownCommand(arguments))
}
let usage = """
  USAGE: routegen-bench [--apps] [--smoke] [--large] [--json <file>]
         routegen-bench --markdown <file> [--update <article.md> [--check]]

    --apps         only the example apps' parsers and builders and the 34-route app's weight (a quick loop)
    --smoke        tiny iteration counts: proves that it builds and runs (CI)
    --large        also the release compile of a 10,000-route file (minutes)
    --json <file>  also write the results as JSON
    --markdown <file>
                   measure nothing: print the results that --json wrote to <file> as Markdown tables; with
                   --update, write them between the article's <!-- routegen:benchmark:begin/end --> markers
                   (--check: fail instead when they differ)
  Without options: everything but --large. Build it with -c release.
  """
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(0)
}
// A full run takes long: a mistyped option stops it before it starts.
var unknown = arguments.indices.filter { index in
  !["--apps", "--smoke", "--large", "--json"].contains(arguments[index])
    && (index == 0 || arguments[index - 1] != "--json")
}.map { arguments[$0] }
if arguments.last == "--json" { unknown.append("--json without a file") }
if !unknown.isEmpty {
  FileHandle.standardError.write(
    Data("routegen-bench: not an option: \(unknown.joined(separator: ", "))\n\n\(usage)\n".utf8))
  exit(2)
}
let smoke = arguments.contains("--smoke")
let appsOnly = arguments.contains("--apps")
let jsonPath = arguments.firstIndex(of: "--json").flatMap {
  $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
}
let iterations = smoke ? 20 : 2000
let trials = smoke ? 3 : 15
let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]

var parse: [ParseResult] = []
var build: [BuildResult] = []
if !appsOnly {
  parse += Workloads.parse(
    Synthetic10Route.self, routes: 10, iterations: iterations, trials: trials)
  parse += Workloads.parse(
    Synthetic100Route.self, routes: 100, iterations: iterations, trials: trials)
  parse += Workloads.parse(
    Synthetic1000Route.self, routes: 1000, iterations: iterations, trials: trials)
  #if canImport(RouteGenBenchLarge)
    parse += Workloads.parse(
      Synthetic10000Route.self, routes: 10000, iterations: iterations, trials: trials)
  #endif
  build = Workloads.build(
    Synthetic1000Route.self, routes: 1000, iterations: iterations, trials: trials)
}
let generatorSizes = appsOnly ? [] : smoke ? [10, 100] : [10, 100, 1000, 10000]
let generator = generatorSizes.map {
  Workloads.generator(routes: $0, runs: smoke ? 1 : 3, typecheck: true, executable: executable)
}

let apps = AppWorkloads.all(iterations: iterations, trials: trials)
// A team's link traffic replayed when it switches over: 100,000 of WordPress's links (51 routes).
let replay =
  appsOnly
  ? []
  : [
    ReplayWorkload.run(
      app: "WordPress", count: smoke ? 1000 : 100_000, runs: smoke ? 1 : 3, executable: executable)
  ]
// The weight of generated files: per route from 100 to 1,000 synthetic routes, a 34-route app with 20 query keys
// on one route, and (with --large) 10,000 routes.
var weightSpecs: [(String, String)] =
  appsOnly
  ? []
  : smoke
    ? [("Synthetic10", SyntheticSpec.json(routes: 10))]
    : [100, 1000].map { ("Synthetic\($0)", SyntheticSpec.json(routes: $0)) }
if !smoke {
  weightSpecs.append(("Shop", try String(contentsOf: AppWorkloads.shopSpec, encoding: .utf8)))
}
if arguments.contains("--large") {
  weightSpecs.append(("Synthetic10000", SyntheticSpec.json(routes: 10000)))
}
let weight = weightSpecs.map { AppWorkloads.weight(json: $1, name: $0) }

let report = Report(
  parse: parse, build: build, generator: generator, apps: apps, weight: weight, replay: replay,
  smoke: smoke)
print(report.table())
if let jsonPath {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  try encoder.encode(report).write(to: URL(fileURLWithPath: jsonPath))
  print("results written to \(jsonPath)")
}
