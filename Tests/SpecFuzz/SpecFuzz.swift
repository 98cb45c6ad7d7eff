import Foundation
import RouteGenCore

struct Options {
  var seed: UInt64
  var specs: Int
  var linksPerSpec: Int
  var batchSize: Int
  var seconds: Double?
  var work = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-spec-fuzz")
  /// How many kinds of findings are shrunk to a regression test (each costs up to a minute or two).
  var shrink: Int
  /// Where every finding is written, one a line (the report shows the first of each kind).
  var findingsFile: URL?

  /// The fuzzer's options, declared and parsed as `routegen`'s commands' are.
  static let command = Command(
    tool: "routegen-spec-fuzz",
    about:
      "Random valid specs, their generated Swift compiled in batches, every link held to the reference matcher and builder, the AASA files, ROUTES.md, `routegen match` and a browser (Fuzzing.md).",
    options: [.seed, .specs, .links, .batch, .seconds, .work, .shrink, .findings],
    failure:
      "a check failed, or a run of 100 specs or more never wrote a key or form of the spec format")

  init(_ arguments: [String]) {
    if arguments == ["--help"] {
      print(Self.command.help)
      exit(0)
    }
    let parsed: ParsedArguments
    do throws(CommandStop) {
      parsed = try ParsedArguments(arguments, for: Self.command)
    } catch {
      guard case .usage(let problem) = error else { exit(2) }
      FileHandle.standardError.write(
        Data("routegen-spec-fuzz: \(problem)\n\n\(Self.command.help)\n".utf8))
      exit(2)
    }
    seed = UInt64(parsed.count(.seed))
    specs = parsed.count(.specs)
    linksPerSpec = parsed.count(.links)
    batchSize = parsed.count(.batch)
    seconds = parsed.isSet(.seconds) ? parsed.number(.seconds) : nil
    work = parsed.isSet(.work) ? URL(fileURLWithPath: parsed.value(.work)) : work
    shrink = parsed.count(.shrink)
    findingsFile = parsed.isSet(.findings) ? URL(fileURLWithPath: parsed.value(.findings)) : nil
  }
}

extension Option {
  fileprivate static let seed = Option(
    name: "--seed", value: .count(placeholder: "<n>", minimum: 0), defaultValue: "1",
    help: "The seed the specs are drawn from: the same seed, the same specs.")
  fileprivate static let specs = Option(
    name: "--specs", value: .count(placeholder: "<n>", minimum: 1), defaultValue: "200",
    help: "How many specs.")
  fileprivate static let links = Option(
    name: "--links", value: .count(placeholder: "<n>", minimum: 1), defaultValue: "510",
    help: "Links per spec.")
  fileprivate static let batch = Option(
    name: "--batch", value: .count(placeholder: "<n>", minimum: 1), defaultValue: "100",
    help: "Specs compiled together.")
  fileprivate static let seconds = Option(
    name: "--seconds", value: .positiveNumber(placeholder: "<seconds>"),
    help: "Run batches until this much time has passed instead of --specs (the long run).")
  fileprivate static let work = Option(
    name: "--work", value: .text(placeholder: "<dir>"),
    help: "The folder the specs are generated and compiled in.")
  fileprivate static let shrink = Option(
    name: "--shrink", value: .count(placeholder: "<n>", minimum: 0), defaultValue: "4",
    help:
      "How many kinds of findings are shrunk to a regression test (each costs up to a minute or two)."
  )
  fileprivate static let findings = Option(
    name: "--findings", value: .text(placeholder: "<file>"),
    help: "A file that gets every finding, one a line (the report shows the first of each kind).")
}

/// The run: batches of specs until the count or the time is reached, then what was found.
struct SpecFuzz {
  let options: Options

  func run() -> Int32 {
    do {
      return try fuzz()
    } catch {
      say("routegen-spec-fuzz: \(error)")
      return 1
    }
  }

  private func fuzz() throws -> Int32 {
    let start = Date()
    say("routegen-spec-fuzz: seed \(options.seed), building the runtime")
    let build = try DriverBuild.prepare(in: options.work)
    var source = SpecSource()
    var findings: [Finding] = []
    var (specCount, linkCount, accepted, browserChecked, seedsTried) = (0, 0, 0, 0, 0)
    var coverage = SpecForms.Coverage()
    var batchNumber = 0
    // The regressions first: their specs, each with its link first.
    if !Regression.all.isEmpty {
      var specs: [FuzzSpec] = []
      var links: [[String]] = []
      for (index, regression) in Regression.all.enumerated() {
        let name = "Regression\(index)"
        let json = regression.spec.replacingOccurrences(
          of: "\"app\": \"", with: "\"app\": \"\(name)")
        let parsed = SpecSource.json(json)
        guard let parsed,
          let spec = FuzzSpec.replayed(
            parsed, name: name, parts: regression.parts, environment: regression.environment)
        else {
          let loaded = FuzzSpec.load(parsed ?? .object([:]), name: name, parts: regression.parts)
          findings.append(
            Finding(
              check: "regression",
              spec: FuzzSpec(name: name, json: .object([:]), model: try SpecSource.anyModel()),
              link: regression.link,
              detail:
                "its spec is no longer valid, or has no environment \(regression.environment ?? "")"
                + ": \(loaded.diagnostics.map(\.description))"))
          continue
        }
        if !regression.expected.isEmpty {
          // The fields the entry states (one written before the stack field states none).
          let stated = regression.expected.split(separator: "\t", omittingEmptySubsequences: false)
          let read = Reference(spec: spec).expected(regression.link).fields.prefix(stated.count)
            .joined(separator: "\t")
          if read != regression.expected {
            findings.append(
              Finding(
                check: "regression", spec: spec, link: regression.link,
                detail:
                  "the reference reads it as \(read), not \(regression.expected) (\(regression.name))"
              ))
          }
        }
        var drawer = LinkDrawer(app: spec.app, seed: options.seed &+ UInt64(index))
        specs.append(spec)
        links.append((regression.link.isEmpty ? [] : [regression.link]) + drawer.links(count: 100))
        findings += SplitCheck.findings(spec, links: links[links.count - 1])
      }
      var batch = Batch(build: build, name: "regressions", specs: specs, links: links)
      try batch.run()
      findings += batch.findings
      say(
        "regressions: \(specs.count) specs replayed (\(specs.count { $0.parts > 0 }) in parts, "
          + "\(specs.count { $0.environment != nil }) for an environment), \(findings.count) disagreements"
      )
    }
    func done() -> Bool {
      if let seconds = options.seconds { return Date().timeIntervalSince(start) >= seconds }
      return specCount >= options.specs
    }
    while !done() {
      batchNumber += 1
      var specs: [FuzzSpec] = []
      let wanted =
        options.seconds == nil
        ? min(options.batchSize, options.specs - specCount) : options.batchSize
      while specs.count < wanted {
        seedsTried += 1
        let seed = options.seed &* 1_000_003 &+ UInt64(seedsTried)
        guard let spec = source.spec(seed: seed, name: "S\(seedsTried)") else { continue }
        coverage.record(spec)
        specs.append(spec)
      }
      let drawing = Date()
      let links = specs.enumerated().map { index, spec in
        var drawer = LinkDrawer(
          app: spec.model, seed: options.seed &+ UInt64(seedsTried * 7919 + index))
        return drawer.links(count: options.linksPerSpec)
      }
      // A spec in parts reads every link as the same spec in one file does.
      for (spec, links) in zip(specs, links) { findings += SplitCheck.findings(spec, links: links) }
      // Each spec's first environment, as its build has the app: chosen at run time, in a driver of its own
      // (the type's name is production's).
      let builds = specs.compactMap { spec in
        spec.model.environments.first.map {
          FuzzSpec(
            name: spec.name + "-" + $0.name, json: spec.json, model: spec.model, environment: $0)
        }
      }
      let buildLinks = builds.enumerated().map { index, spec in
        var drawer = LinkDrawer(
          app: spec.app, seed: options.seed &+ UInt64(seedsTried * 7919 + index))
        return drawer.links(count: options.linksPerSpec / 2)
      }
      let drawn = Date().timeIntervalSince(drawing)
      var batch = Batch(build: build, name: "batch\(batchNumber)", specs: specs, links: links)
      try batch.run()
      var environments = Batch(
        build: build, name: "batch\(batchNumber)-environments", specs: builds, links: buildLinks)
      if !builds.isEmpty { try environments.run() }
      specCount += specs.count
      linkCount += batch.counts.links + environments.counts.links
      accepted += batch.counts.accepted + environments.counts.accepted
      browserChecked += batch.counts.browserChecked + environments.counts.browserChecked
      findings += batch.findings + environments.findings
      let kinds = Set((batch.findings + environments.findings).map(\.signature)).count
      say(
        "batch \(batchNumber): \(specs.count) specs (\(builds.count) with an environment, "
          + "\(specs.count { $0.parts > 0 }) in parts, "
          + "\(specs.count { $0.model.routes.contains { $0.parent != nil } }) with parents), "
          + "\(batch.counts.links + environments.counts.links) links "
          + "(\(batch.counts.accepted + environments.counts.accepted) accepted), "
          + "\(batch.findings.count + environments.findings.count) disagreements of \(kinds) kinds; "
          + "\(Int(Date().timeIntervalSince(start))) s ("
          + (["links": drawn].merging(batch.seconds) { $1 }.merging(environments.seconds) {
            $0 + $1
          })
          .sorted { $0.key < $1.key }.map {
            "\($0.key) \(Int($0.value)) s"
          }.joined(separator: ", ") + ")")
    }
    let seconds = Int(Date().timeIntervalSince(start))
    say(
      "\n\(specCount) specs (\(seedsTried) drawn, \(source.droppedRoutes) routes dropped by the validator), "
        + "\(linkCount) links, \(accepted) accepted, \(browserChecked) read by a browser, in \(seconds) s"
    )
    var failed = false
    if source.refusedCollisions > 0 { coverage.use("environments.collision") }
    if source.refusedInvisibleText > 0 { coverage.use("text.invisible") }
    for (name, character) in source.acceptedInvisibleText {
      failed = true
      say("a spec with \(character) in a name, summary or doc was accepted: \(name)")
    }
    for collision in source.acceptedCollisions {
      failed = true
      say(
        "an environment that claims another build's host was accepted: \(collision.name), \(collision.hosts)"
      )
    }
    // A run of 100 specs writes every key and form; a shorter one only says which it did not.
    let missing = specCount == 0 ? [] : try coverage.missing()
    if !missing.isEmpty {
      failed = failed || specCount >= 100
      say(
        "\nspec keys and forms the fuzzer never wrote (teach SpecGenerator, or SpecForms, each of them):"
      )
      for form in missing { say("  \(form)") }
    }
    if let file = options.findingsFile {
      let lines = findings.map { finding in
        [finding.check, finding.spec.name, finding.link, finding.detail].map(Canonical.field)
          .joined(
            separator: "\t")
      }
      try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    }
    let groups = Dictionary(grouping: findings, by: \.signature).sorted { $0.key < $1.key }
    if !groups.isEmpty {
      failed = true
      say("\n\(findings.count) disagreements, \(groups.count) kinds:")
      for (signature, group) in groups {
        let first = group[0]
        say("\n[\(group.count)×] \(signature)")
        say("  spec \(first.spec.name), link \(first.link.debugDescription)")
        say("  \(first.detail.prefix(600))")
      }
      if options.shrink > 0 {
        say(
          "\nthe first \(options.shrink) kinds as regression tests (Tests/SpecFuzz/Regressions.swift):"
        )
        // One kind of each check first.
        var checks: Set<String> = []
        let firsts = groups.filter {
          checks.insert($0.value[0].check.split(separator: " (")[0].description).inserted
        }
        let chosen = (firsts + groups.filter { group in !firsts.contains { $0.key == group.key } })
          .prefix(options.shrink)
        for (_, group) in chosen {
          guard let shrunk = try Shrinker(build: build).shrink(group[0]) else { continue }
          say("\n" + shrunk)
        }
      }
    }
    if !source.refusals.isEmpty {
      say("\nwhat the validator refused of the generator's routes (most often first):")
      for (shape, count) in source.refusals.sorted(by: { $0.value > $1.value }).prefix(12) {
        say("  \(count)× \(shape)")
      }
    }
    say(failed ? "\nroutegen-spec-fuzz: FAILED" : "\nroutegen-spec-fuzz: passed")
    return failed ? 1 : 0
  }
}

/// Prints a line at once (standard output to a file is buffered, and a long run's report must survive a crash).
func say(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
