import Foundation
import RouteGenCore

/// One batch: specs compiled into one driver per way of taking the runtime, every link of every spec checked.
struct Batch {
  let build: DriverBuild
  let name: String
  var specs: [FuzzSpec]
  /// Each spec's links, with what the reference says of each.
  var links: [[(link: String, fields: [String], match: RouteMatcher.Match?)]]
  private(set) var findings: [Finding] = []
  private(set) var counts = (links: 0, accepted: 0, browserChecked: 0)
  /// Seconds spent in each phase, for the summary.
  private(set) var seconds: [String: Double] = [:]

  private mutating func timed<T>(_ phase: String, _ body: (inout Batch) throws -> T) rethrows -> T {
    let start = Date()
    defer { seconds[phase, default: 0] += Date().timeIntervalSince(start) }
    return try body(&self)
  }

  init(build: DriverBuild, name: String, specs: [FuzzSpec], links: [[String]]) {
    self.build = build
    self.name = name
    self.specs = specs
    let start = Date()
    defer { seconds["reference", default: 0] += Date().timeIntervalSince(start) }
    // First, for each spec, its examples: every one holds (the spec is valid), so `checkExamples()` says so.
    self.links = zip(specs, links).map { spec, links in
      let reference = Reference(spec: spec)
      return [("", ["examples", "ok"], nil)]
        + links.map { link in
          let expected = reference.expected(link)
          return (link, expected.fields, expected.match)
        }
    }
  }

  /// Every check; or, with `check` (a finding's), only the ones that could find it again.
  mutating func run(onlyFor check: String? = nil) throws {
    for runtime in DriverBuild.Runtime.allCases
    where check?.hasSuffix("(\(runtime.rawValue))") ?? true {
      try runCompiled(runtime)
    }
    if check.map({ !$0.hasSuffix(")") }) ?? true {
      try timed("outputs") { try $0.runReferenceChecks() }
    }
  }

  // MARK: The compiled parser and builders

  /// Builds the driver (dropping a spec whose Swift does not compile, as a finding) and checks every link.
  private mutating func runCompiled(_ runtime: DriverBuild.Runtime) throws {
    var included = Array(specs.indices)
    var executable: URL?
    while executable == nil && !included.isEmpty {
      let specs = included.map { self.specs[$0] }
      switch try timed("compile", { try $0.build.build(specs, runtime: runtime, name: $0.name) }) {
      case .success(let built): executable = built
      case .failure(let error):
        guard let index = error.specIndex, included.indices.contains(index) else {
          throw Shell.Failure("the driver does not compile:\n\(error.message)")
        }
        let spec = specs[index]
        findings.append(
          Finding(
            check: "compile (\(runtime.rawValue))", spec: spec, link: "",
            detail: "its generated Swift does not compile: \(error.message)",
            kind: "its generated Swift does not compile: " + error.firstError))
        included.remove(at: index)
      }
    }
    guard let executable else { return }
    // Every link, in order, with the position of its spec in the driver; a crash skips the rest of its spec.
    var pending: [(spec: Int, link: Int)] = included.enumerated().flatMap { position, spec in
      links[spec].indices.map { (position, $0) }
    }
    while !pending.isEmpty {
      let input = build.folder.appendingPathComponent("\(name)-input.txt")
      try pending.map { "\($0.spec)\t" + Canonical.field(links[included[$0.spec]][$0.link].link) }
        .joined(separator: "\n").appending("\n").write(to: input, atomically: true, encoding: .utf8)
      let result = try timed("driver") { _ in
        try Shell.run(executable.path, [], input: input, timeout: 600)
      }
      var answered = 0
      for line in result.output.split(separator: "\n") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(
          Canonical.unfield)
        guard let number = Int(fields[0]), number == answered + 1 else { continue }
        answered = number
        let (position, linkIndex) = pending[number - 1]
        compare(
          specs[included[position]], links[included[position]][linkIndex],
          Array(fields.dropFirst()), runtime)
      }
      guard answered < pending.count else { break }
      // The link after the last answered one stopped the driver.
      let (position, linkIndex) = pending[answered]
      let spec = specs[included[position]]
      let status = result.timedOut ? "hung" : "crashed (status \(result.status))"
      findings.append(
        Finding(
          check: "crash (\(runtime.rawValue))", spec: spec,
          link: links[included[position]][linkIndex].link,
          detail: "the compiled parser \(status): \(Self.crashReason(result.output))"))
      pending = pending[(answered + 1)...].filter { $0.spec != position }
    }
  }

  /// The runtime's own words before it stopped (a precondition's message).
  static func crashReason(_ output: String) -> String {
    let lines = output.split(separator: "\n").filter { !$0.hasPrefix("1") && !$0.first!.isNumber }
    return lines.first { $0.contains("Fatal error") || $0.contains("error") }.map(String.init)
      ?? String(lines.prefix(3).joined(separator: " / ").prefix(300))
  }

  private mutating func compare(
    _ spec: FuzzSpec, _ expected: (link: String, fields: [String], match: RouteMatcher.Match?),
    _ got: [String],
    _ runtime: DriverBuild.Runtime
  ) {
    func finding(_ check: String, _ detail: String, kind: String? = nil) {
      findings.append(
        Finding(
          check: "\(check) (\(runtime.rawValue))", spec: spec, link: expected.link, detail: detail,
          kind: kind))
    }
    let want = expected.fields
    if runtime == .library && want[0] != "examples" { counts.links += 1 }
    if runtime == .library && want[0] == "ok" { counts.accepted += 1 }
    switch (want[0], got.first ?? "") {
    case ("examples", "examples") where got.count == 2:
      if got[1] != want[1] {
        finding(
          "examples", "checkExamples() throws: \(got[1])", kind: "an example does not hold compiled"
        )
      }
    case ("refused", "refused") where got.count == 2:
      if got[1] != want[1] {
        finding(
          "error", "the compiled parser refuses it with \(got[1]); the reference with \(want[1])")
      }
    case ("ok", "ok") where got.count == want.count:
      if got[1] != want[1] {
        finding(
          "parse",
          "the compiled parser reads \(got[1])(\(got[2])); the reference \(want[1])(\(want[2]))")
        return
      }
      if got[2] != want[2] {
        finding(
          "values", "the compiled parser reads \(got[2]); the reference \(want[2])",
          kind: "another value")
      }
      if got[3] != want[3] {
        finding(
          "values", "the compiled parser's parameters are \(got[3]); the reference's \(want[3])",
          kind: "other parameters")
      }
      for (index, form) in [(4, "universal link"), (5, "custom-scheme URL")]
      where got[index] != want[index] {
        let kind =
          got[index] == "-"
          ? "no \(form) where the reference writes one"
          : want[index] == "-" ? "a \(form) where the reference writes none" : "another \(form)"
        finding(
          "builders",
          "the compiled builders write the \(form) \(got[index]); the reference \(want[index])",
          kind: kind)
      }
      if !got[6].isEmpty { finding("round trip", got[6]) }
      if got[7] != want[7] {
        finding("stack", "the compiled stack is \(got[7]); the reference's \(want[7])")
      }
      if got[8] != want[8] {
        finding(
          "description", "the compiled description is \(got[8]); the reference's \(want[8])")
      }
    case ("ok", "refused") where got.count == 2:
      finding(
        "parse",
        "the compiled parser refuses it: \(got[1]); the reference reads \(want[1])(\(want[2]))")
    case ("refused", "ok") where got.count == 9:
      finding(
        "parse",
        "the compiled parser reads \(got[1])(\(got[2])); the reference refuses it: \(want[1])")
    default:
      finding("driver", "it answered \(got)")
    }
  }

  // MARK: The other outputs, and a browser

  private mutating func runReferenceChecks() throws {
    var browserLinks: [String] = []
    var browserChecks: [(spec: Int, link: Int, built: Bool)] = []
    for (index, spec) in specs.enumerated() {
      let checks = try SpecChecks(spec)
      for file in spec.files {
        try file.text.write(
          to: build.folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
      }
      let specFile = build.folder.appendingPathComponent("\(spec.name).routes.json")
      findings += checks.checkMatchCommand(
        links[index].enumerated().filter { $0.offset % 7 == 1 }.map {
          ($0.element.link, $0.element.fields)
        },
        specFile: specFile)
      for (linkIndex, entry) in links[index].enumerated() where !entry.link.isEmpty {
        findings += checks.checkAndroid(entry.link)
        guard let match = entry.match else { continue }
        findings += checks.check(accepted: entry.link, match)
        if entry.link.lowercased().hasPrefix("https:") {
          browserLinks.append(entry.link)
          browserChecks.append((index, linkIndex, false))
        }
        // The links it builds, which a browser must leave as they are.
        for built in entry.fields[4...5] where built.hasPrefix("https:") {
          browserLinks.append(built)
          browserChecks.append((index, linkIndex, true))
        }
      }
    }
    let hrefs = try timed("browser") { try Browser.hrefs(browserLinks, in: $0.build.folder) }
    let references = specs.map { Reference(spec: $0) }
    counts.browserChecked += hrefs.count
    for ((specIndex, linkIndex, built), (link, href)) in zip(
      browserChecks, zip(browserLinks, hrefs))
    {
      let spec = specs[specIndex]
      func finding(_ detail: String) {
        findings.append(Finding(check: "browser", spec: spec, link: link, detail: detail))
      }
      guard let href else {
        finding("a browser refuses the link \(built ? "a builder wrote" : "the parser accepts")")
        continue
      }
      if built {
        if href != link { finding("a builder wrote a link a browser rewrites, as \(href)") }
        continue
      }
      // What the parser reads is what a browser opens: the same route and values from the browser's text.
      let reference = references[specIndex]
      let read = links[specIndex][linkIndex].fields
      let browsers = reference.expected(href).fields
      if href != link && Array(browsers.prefix(4)) != Array(read.prefix(4)) {
        findings.append(
          Finding(
            check: "browser", spec: spec, link: link,
            detail:
              "the parser reads \(read.prefix(3).joined(separator: " ")); a browser opens \(href), which it reads as \(browsers.prefix(3).joined(separator: " "))",
            kind: "the parser reads the link otherwise than a browser"))
      }
    }
  }
}
