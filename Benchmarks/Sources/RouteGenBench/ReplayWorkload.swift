import Foundation
import RouteGenCore

/// `routegen match --urls`: a file of links replayed against a spec and the old router's answers, in a process of
/// its own (time and peak memory), as a team replays its traffic when it switches over (SwitchingRouters.md).
struct ReplayResult: Codable {
  var app: String
  var links: Int
  /// Links whose old answer was made to differ, which the replay must list.
  var planted: Int
  var seconds: Double
  var peakMegabytes: Double
}

enum ReplayWorkload {
  /// `count` links made from the spec's examples and changes of them (a tracking query, a trailing slash, a
  /// character dropped or added, an unknown path), each with the old router's answer: RouteGen's own, but for one
  /// link in 100 (planted), which gets another.
  static func links(_ model: AppModel, count: Int) -> (text: String, planted: Int) {
    let matcher = RouteMatcher(app: model)
    let builder = URLBuilder(app: model)
    let examples = model.routes.flatMap { $0.examples.map(\.value) }
    let host = model.domains.first.map { "https://\($0.spelled)" } ?? "\(model.scheme ?? "app")://"
    var lines: [String] = []
    var planted = 0
    lines.reserveCapacity(count)
    for index in 0..<count {
      let example = examples[index % examples.count]
      let plants = index % 100 == 99
      let link: String
      switch index / examples.count % 6 {
      case 0: link = example
      case 1: link = example + (example.contains("?") ? "&" : "?") + "utm_source=mail\(index)"
      case 2: link = example.contains("?") || example.contains("#") ? example : example + "/"
      case 3: link = String(example.dropLast())
      case 4: link = example + "x"
      default: link = "\(host)/unknown/\(index)"
      }
      var answer: String
      switch matcher.match(link) {
      case .success(let match):
        let route = model.route(named: match.value.name)!
        answer =
          ([match.value.name]
          + route.parameters.compactMap { parameter in
            match.value.values[parameter.name].flatMap { builder.format($0, parameter) }.map {
              "\(parameter.name)=\($0)"
            }
          }).joined(separator: "\t")
        if plants { answer = "reject" }
      case .failure:
        answer = plants ? model.routes[0].name : "reject"
      }
      if plants { planted += 1 }
      lines.append(link + "\t" + answer)
    }
    return (lines.joined(separator: "\n") + "\n", planted)
  }

  /// `routegen match <spec> --urls <file>` over `count` links of the app, `runs` times in a child process.
  static func run(app: String, count: Int, runs: Int, executable: String) -> ReplayResult {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-replay-\(ProcessInfo.processInfo.processIdentifier)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = AppWorkloads.packageRoot.appendingPathComponent("Specs/\(app).routes.json").path
    let model = AppWorkloads.model(app)
    let (text, planted) = links(model, count: count)
    // The replay finds exactly the planted disagreements, or its time would be of another run.
    let found = LinkReplay(app: model).run(text).disagreements.count
    guard found == planted else {
      fatalError(
        "the replay of \(app)'s links found \(found) disagreements, not the \(planted) planted")
    }
    let file = folder.appendingPathComponent("links.tsv")
    try! text.write(to: file, atomically: true, encoding: .utf8)
    var seconds: [Double] = []
    var peak = 0.0
    for _ in 0..<runs {
      let result = Measure.run(executable, ["--replay-only", spec, file.path])
      // Exit 1: the planted disagreements were found.
      guard result.status == 1 else { fatalError("the replay of \(app)'s links failed") }
      seconds.append(result.seconds)
      peak = max(peak, result.peakMegabytes)
    }
    return ReplayResult(
      app: app, links: count, planted: planted, seconds: Measure.median(seconds),
      peakMegabytes: peak)
  }
}
