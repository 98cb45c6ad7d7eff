import Foundation
import Testing

@testable import RouteGenCore

/// The `routegen` commands, run in-process on temporary folders.
@Suite struct CommandLineToolTests {
  final class Output: @unchecked Sendable {
    var standardOutput = ""
    var standardError = ""
  }

  func run(_ arguments: [String]) -> (code: CommandLineTool.ExitCode, output: Output) {
    let output = Output()
    let tool = CommandLineTool(
      standardOutput: { output.standardOutput += $0 + "\n" },
      standardError: { output.standardError += $0 + "\n" })
    return (tool.run(arguments), output)
  }

  let spec = specPath("NovaSocial")

  /// The build-time drift warning names the file of the spec whose routes changed: the part another team owns.
  @Test func theDriftWarningNamesThePartThatChanged() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["Cafe.routes.json", "Orders.routes-part.json"] {
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("Tests/PluginTests/\(name)"),
        to: folder.appendingPathComponent(name))
    }
    let spec = folder.appendingPathComponent("Cafe.routes.json").path
    let generated = folder.appendingPathComponent("Generated")
    #expect(run(["generate", spec, "--output", generated.path]).code == .success)
    let part = folder.appendingPathComponent("Orders.routes-part.json")
    try String(contentsOf: part, encoding: .utf8)
      .replacingOccurrences(of: "\"One order.\"", with: "\"One order, with its items.\"")
      .write(to: part, atomically: true, encoding: .utf8)
    let stale = run([
      "swift", spec, "--output-file", folder.appendingPathComponent("CafeRoute.swift").path,
      "--warn-stale", generated.path,
    ])
    #expect(
      stale.output.standardError.contains(
        "CafeRoute.swift: warning: out of date with \(spec) (Orders.routes-part.json changed: 'order'); run"
      ),
      "\(stale.output.standardError)")
  }

  /// The README's `routegen match` sample is what the command prints, line for line.
  @Test func theReadmesMatchSampleIsWhatMatchPrints() throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "$ swift run routegen match "))
    let block = readme[start.upperBound...].prefix { $0 != "`" }.split(separator: "\n")
    let arguments = block[0].split(separator: " ").map {
      $0.hasPrefix("'") ? String($0.dropFirst().dropLast()) : String($0)
    }
    let printed = run(["match", specPath("NovaSocial")] + arguments.dropFirst())
    #expect(arguments.first == "Specs/NovaSocial.routes.json")
    #expect(printed.output.standardOutput.split(separator: "\n") == Array(block.dropFirst()))
  }

  @Test func generateWritesThenReportsUnchanged() throws {
    let folder = try temporaryFolder()
    let first = run(["generate", spec, "--output", folder.path])
    #expect(first.code == .success)
    #expect(
      first.output.standardOutput.contains(
        "wrote     \(folder.path)/NovaSocial/NovaSocialRoute.swift"))
    let file = folder.appendingPathComponent("NovaSocial/NovaSocialRoute.swift")
    let modified =
      try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    let second = run(["generate", spec, "--output", folder.path])
    #expect(second.code == .success)
    #expect(
      second.output.standardOutput.contains(
        "unchanged \(folder.path)/NovaSocial/NovaSocialRoute.swift"))
    #expect(
      try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        == modified)
    // No temporary files are left behind.
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("NovaSocial").path
    ).filter { $0.hasPrefix(".") && ![Manifest.fileName, ".gitattributes"].contains($0) }
    #expect(leftovers.isEmpty)
  }

  /// `--embed-runtime`: the runtime once for the folder, route files without the import, and both checked.
  @Test func embedRuntimeWritesTheRuntimeOnceForTheFolder() throws {
    let folder = try temporaryFolder()
    let specs = [spec, specPath("Ghost")]
    let written = run(["generate", "--embed-runtime"] + specs + ["--output", folder.path])
    #expect(written.code == .success, "\(written.output.standardError)")
    let runtime = folder.appendingPathComponent(RuntimeDropIn.fileName)
    #expect(try String(contentsOf: runtime, encoding: .utf8) == RuntimeDropIn.file().contents)
    #expect(
      written.output.standardOutput.components(separatedBy: "RouteGenRuntime.swift").count == 2)
    for app in ["NovaSocial", "Ghost"] {
      let swift = try String(
        contentsOf: folder.appendingPathComponent("\(app)/\(app)Route.swift"), encoding: .utf8)
      #expect(
        !swift.contains("import RouteGenRuntime")
          && swift.contains("extension \(app)Route: RouteGenRoute {"))
    }
    #expect(
      run(["generate", "--check", "--embed-runtime"] + specs + ["--output", folder.path]).code
        == .success)
    // Without the option the files import the runtime, so they are stale.
    #expect(run(["generate", "--check"] + specs + ["--output", folder.path]).code == .failure)
    // An edited runtime is out of date, and the hint keeps the option.
    try "// edited\n".write(to: runtime, atomically: true, encoding: .utf8)
    let stale = run(
      ["generate", "--check", "--embed-runtime"] + specs + ["--output", folder.path])
    #expect(stale.code == .failure)
    #expect(
      stale.output.standardError.contains(
        "\(folder.path)/RouteGenRuntime.swift: error: out of date"))
    #expect(
      stale.output.standardError.contains(
        "--output \(folder.path) --embed-runtime` and commit the result"))
  }

  /// Generated files cite the spec relative to the current folder, never by an absolute path (another checkout
  /// would be drift).
  @Test func generatedFilesCiteTheSpecRelativeToTheCurrentFolder() {
    #expect(
      Pipeline.portablePath("Specs/Shop.routes.json", from: "/home/alice/shop")
        == "Specs/Shop.routes.json")
    #expect(
      Pipeline.portablePath("/home/alice/shop/Specs/Shop.routes.json", from: "/home/alice/shop")
        == "Specs/Shop.routes.json")
    #expect(
      Pipeline.portablePath("/home/alice/other/Shop.routes.json", from: "/home/alice/shop")
        == "../other/Shop.routes.json")
    #expect(
      Pipeline.portablePath("./Specs/../Specs/Shop.routes.json", from: "/home/alice/shop")
        == "Specs/Shop.routes.json")
    let absolute = packageRoot.appendingPathComponent("Specs/NovaSocial.routes.json").path
    let model = Pipeline.load(path: absolute).model
    #expect(model?.citedPath == "Specs/NovaSocial.routes.json", "\(model?.citedPath ?? "no model")")
    #expect(model?.specPath == absolute, "diagnostics name the spec as it was given")
  }

  /// Hints name the tool as a command to type, not as a path into a build folder.
  @Test func hintsNameACommandToType() {
    #expect(CommandLineTool.command(startedAs: "routegen", in: "/app") == "routegen")
    #expect(
      CommandLineTool.command(startedAs: "/usr/local/bin/routegen", in: "/app")
        == "/usr/local/bin/routegen")
    #expect(
      CommandLineTool.command(
        startedAs: "../RouteGen/.build/x86_64-unknown-linux-gnu/debug/routegen", in: "/app")
        == "swift run --package-path ../RouteGen routegen")
    #expect(
      CommandLineTool.command(startedAs: "/app/.build/debug/routegen", in: "/app")
        == "swift run routegen")
    #expect(
      CommandLineTool.command(startedAs: ".build/debug/routegen", in: "/app")
        == "swift run routegen")
  }

  @Test func checkDetectsEveryKindOfDrift() throws {
    let folder = try temporaryFolder()
    #expect(run(["generate", spec, "--output", folder.path]).code == .success)
    #expect(run(["generate", "--check", spec, "--output", folder.path]).code == .success)

    // Changed: a hand edit.
    let file = folder.appendingPathComponent("NovaSocial/NovaSocialRoute.swift")
    var text = try String(contentsOf: file, encoding: .utf8)
    text = text.replacingOccurrences(of: "  case feed\n", with: "  case home\n")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let changed = run(["generate", "--check", spec, "--output", folder.path])
    #expect(changed.code == .failure)
    #expect(
      changed.output.standardError.contains("NovaSocial/NovaSocialRoute.swift: error: out of date"))
    #expect(
      changed.output.standardError.contains(
        "are stale; run `routegen generate \(spec) --output \(folder.path)` and commit the result"),
      "one command, that works as printed")
    #expect(changed.output.standardError.contains("    @@ -14,7 +14,7 @@\n"))
    #expect(changed.output.standardError.contains("\n    -  case home\n    +  case feed\n"))
    #expect(try String(contentsOf: file, encoding: .utf8) == text, "--check writes nothing")

    // Missing: a new output not yet generated (a new spec, or a deleted file).
    try FileManager.default.removeItem(at: file)
    let missing = run(["generate", "--check", spec, "--output", folder.path])
    #expect(missing.code == .failure)
    #expect(missing.output.standardError.contains("missing (would be created)"))
    #expect(!FileManager.default.fileExists(atPath: file.path))

    // New: a second spec added to the run produces files that do not exist yet.
    #expect(run(["generate", spec, "--output", folder.path]).code == .success)
    let added = run(["generate", "--check", spec, specPath("Ghost"), "--output", folder.path])
    #expect(added.code == .failure)
    #expect(
      added.output.standardError.contains(
        "Ghost/GhostRoute.swift: error: missing (would be created)"))
    #expect(
      added.output.standardError.contains("routegen: 6 file(s) are stale"),
      "Ghost adds its Swift file, its compiled table and .gitattributes, ROUTES.md, Info.plist fragment and manifest"
    )
  }

  @Test func aFailingRunWritesNothing() throws {
    let folder = try temporaryFolder()
    let broken = folder.appendingPathComponent("Broken.routes.json")
    try #"{ "app": "Broken", "scheme": "b", "routes": [ { "name": "x", "scheme": "x/{y}" } ] }"#
      .write(to: broken, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out")
    let result = run(["generate", spec, broken.path, "--output", output.path])
    #expect(result.code == .failure)
    #expect(
      result.output.standardError.contains(
        "Broken.routes.json:1:75: error: route 'x': the placeholder {y} in 'x/{y}' is not declared in 'params'"
      ))
    #expect(result.output.standardError.contains("nothing was written"))
    #expect(
      !FileManager.default.fileExists(atPath: output.path),
      "the valid spec's outputs are not written either")
  }

  /// A spec kept in a target (for the build-tool plugin) and a copy in `Specs/` would drift apart: refused.
  @Test func twoSpecsOfOneAppAreRefused() throws {
    let folder = try temporaryFolder()
    let copy = folder.appendingPathComponent("Copy.routes.json")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: spec), to: copy)
    let result = run([
      "generate", spec, copy.path, "--output", folder.appendingPathComponent("out").path,
    ])
    #expect(result.code == .failure)
    #expect(
      result.output.standardError.contains(
        """
        \(copy.path):1:1: error: the app name 'NovaSocial' is also used by \(spec); outputs would collide in \
        \(folder.path)/out/NovaSocial/; keep one spec per app (with the build-tool plugin, the one in its target) \
        and delete the other
        """))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }

  @Test func validateAndMatch() {
    let valid = run(["validate", spec])
    #expect(valid.code == .success)
    #expect(valid.output.standardOutput.contains("19 routes, no errors"))
    let hit = run(["match", spec, "https://nova.social/u/123"])
    #expect(hit.code == .success)
    #expect(hit.output.standardOutput.contains("route:   userProfile"))
    #expect(hit.output.standardOutput.contains("userId = \"123\""))
    let miss = run(["match", spec, "novasocial://auth/oauth/github?code=1"])
    #expect(miss.code == .failure)
    #expect(
      miss.output.standardOutput.contains(
        "the parameter 'provider' has the value 'github', which is not one of google, apple, facebook"
      ))
    #expect(miss.output.standardOutput.contains("NovaSocialRoute.ParseError.invalidParameter"))
  }

  /// A link's text is the attacker's: `match` prints each link on one line, its values quoted and escaped as
  /// error messages write them (`RouteGen.LogText`), long ones cut.
  @Test func matchPrintsEveryLinkOnItsLinesWhateverItHolds() {
    let forged = "https://nova.social/u/a%0A%1B%5B2J%0Aerror:%20forged%E2%80%AE"
    let raw = "https://nova.social/u/b\u{1B}[2Jc"
    let long = "novasocial://search?q=" + String(repeating: "q", count: 1_900)
    let result = run(["match", spec, forged, raw, long])
    let lines = result.output.standardOutput.split(
      separator: "\n", omittingEmptySubsequences: false)
    // Each refused link: the link, why, the error, and that iOS opens it in the app (`/u/?*` claims it).
    #expect(lines.count == 4 + 4 + 4 + 1, "\(lines)")
    #expect(
      lines[1]
        == #"  no route: the parameter 'userId' has the value 'a\n\u{1B}[2J\nerror: forged\u{202E}', which contains control characters"#
    )
    #expect(lines[3].hasPrefix("  iOS:      opens it in the app"))
    #expect(lines[4] == #"https://nova.social/u/b\u{1B}[2Jc"#)
    #expect(lines[8].hasPrefix("novasocial://search?q=qqq") && lines[8].hasSuffix("…"))
    #expect(lines[11] == "  q = \"" + String(repeating: "q", count: 80) + "…\"")
    #expect(lines.allSatisfy { $0.utf8.count < 500 })
  }

  /// `match --example` writes each link as an example of the spec: with its values, alone, or refused.
  @Test func matchWritesExamples() {
    let result = run([
      "match", spec, "--example", "https://nova.social/u/123", "https://nova.social/feed",
      "novasocial://auth/oauth/github?code=1",
    ])
    #expect(result.code == .success)
    #expect(
      result.output.standardOutput == """
        { "url": "https://nova.social/u/123", "values": { "userId": "123" } }
        "https://nova.social/feed"
        { "url": "novasocial://auth/oauth/github?code=1", "refused": "invalidParameter" }

        """)
  }

  @Test func usageErrorsExitWithTwo() {
    #expect(run([]).code == .usage)
    #expect(run(["generat"]).output.standardError.contains("did you mean 'generate'?"))
    #expect(run(["generate", spec]).code == .usage)
    #expect(run(["generate", spec, "--output"]).code == .usage)
    #expect(run(["validate", "--bogus", spec]).code == .usage)
    #expect(run(["match", spec]).code == .usage)
    #expect(run(["--help"]).code == .success)
    #expect(run(["generate", "--help"]).output.standardOutput.contains("USAGE: routegen generate"))
    #expect(run(["--version"]).output.standardOutput == "routegen \(CommandLineTool.version)\n")
    // The README's dependency advice names the version the tool prints.
    let readme = try? String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      readme?.contains("`routegen --version` prints the version (`\(CommandLineTool.version)`)")
        == true)
  }

  /// One command's help, as a person reads it, word for word: the usage line, the paragraphs, each option with its
  /// values and default, the exit codes and the examples (the test above holds every command to its declaration;
  /// this one holds the declaration's rendering to the text).
  @Test func matchHelpIsThisText() {
    let help = run(["match", "--help"])
    #expect(help.code == .success)
    #expect(
      help.output.standardOutput == """
        USAGE: routegen match <spec> <url>... [--example] [--environment <name>] [--urls <file>] [--format text|json]

        Prints the route each URL reaches and its typed parameter values, or exactly why no route accepts it
        (scheme, host, path, missing or invalid parameter), with the generated ParseError case. Texts from the
        URL are quoted and escaped, as error messages write them.

        OPTIONS:
          --example             Print each URL as an example of the spec instead, with the values it parses to (or the error
                                it is refused with), to paste into the route's "examples".
          --environment <name>  Read the spec as that environment's build does: its hosts, schemes and app IDs ("production"
                                is the spec's own). Default: production.
          --urls <file>         Replay a file of links, one a line (- for standard input): links per route, refused links by
                                reason and the most refused paths. A second tab-separated column is what the app's old
                                router answered: a route name, "reject", or a route name and tab-separated key=value items;
                                each link read otherwise is listed with why, and the exit code is 1.
          --format text|json    With --urls: the report as JSON, for scripts. Default: text.

        EXIT CODES: 0 every URL reaches a route (or --urls: no link is read otherwise than the old router did), 1 a URL no
                    route accepts, a disagreement with the old router, or a spec with errors, 2 wrong usage.

        EXAMPLE: routegen match Specs/NovaSocial.routes.json 'https://nova.social/u/123'
                 routegen match Specs/NovaSocial.routes.json --urls links.tsv

        """)
  }

  /// Every command's help is its declaration: `help <command>` and `<command> --help` print the same text, which
  /// names each declared option with its values and default; and usage errors exit 2 the same way everywhere.
  @Test(arguments: CommandLineTool.commands.map(\.name))
  func eachCommandIsDeclaredOnce(_ name: String) throws {
    let command = try #require(CommandLineTool.commands.first { $0.name == name })
    let help = run([name, "--help"])
    #expect(help.code == .success && help.output.standardOutput == command.help + "\n")
    #expect(run(["help", name]).output.standardOutput == help.output.standardOutput)
    #expect(help.output.standardOutput.hasPrefix("USAGE: routegen \(name)"))
    for option in command.options {
      #expect(help.output.standardOutput.contains("\n  \(option.label)"), "\(option.name)")
      if let value = option.defaultValue {
        #expect(help.output.standardOutput.contains("Default: \(value)."), "\(option.name)")
      }
    }
    // A misspelt option is refused with the nearest declared one, and the command's help.
    let misspelt = run([name, spec, "--helpp"])
    #expect(misspelt.code == .usage)
    #expect(misspelt.output.standardError.hasPrefix("error: unknown option --helpp"))
    #expect(misspelt.output.standardError.hasSuffix(command.help + "\n"))
    for option in command.options {
      switch option.value {
      case .none:
        #expect(run([name, "\(option.name)=yes"]).code == .usage, "\(option.name)")
      case .choice, .positiveNumber, .count:
        let bad = run([name, spec, option.name, "0x"])
        #expect(bad.code == .usage, "\(option.name)")
        #expect(bad.output.standardError.hasPrefix("error: \(option.name) "), "\(option.name)")
      case .text:
        #expect(run([name, spec, option.name]).code == .usage, "\(option.name) needs a value")
      }
      if !option.isRepeatable && option.value != .none {
        let twice = run([name, spec, option.name, "a", option.name, "b"])
        #expect(twice.output.standardError.hasPrefix("error: \(option.name) "), "\(option.name)")
      }
    }
    if command.options.contains(.environment) {
      // An environment the spec does not have is wrong usage for every command that takes one.
      let links = ["https://nova.social/feed"]
      let unknown = run([name, spec, "--environment", "qa"] + (name == "match" ? links : []))
      #expect(unknown.code == .usage)
      #expect(unknown.output.standardError.contains("the spec has no environment 'qa'"))
    }
  }

  @Test func missingSpecFileIsAnError() {
    let result = run(["validate", "Specs/Nope.routes.json"])
    #expect(result.code == .failure)
    #expect(
      result.output.standardError.contains(
        "Specs/Nope.routes.json:1:1: error: cannot read the spec file"))
    #expect(!result.output.standardError.contains("nothing was written"), "validate never writes")
  }

  @Test func pathsThatAreNotWhatTheySeem() throws {
    let folder = try temporaryFolder()
    let empty = run(["generate", spec, "--output", ""])
    #expect(empty.code == .usage)
    #expect(
      empty.output.standardError.hasPrefix(
        "error: --output needs a folder (e.g. Generated), not an empty path"))

    let file = folder.appendingPathComponent("Generated").path
    try "not a folder".write(toFile: file, atomically: true, encoding: .utf8)
    let notAFolder = run(["generate", spec, "--output", file])
    #expect(notAFolder.code == .failure)
    #expect(
      notAFolder.output.standardError
        == "error: the output '\(file)' is a file; --output names the folder that holds one folder per app (e.g. Generated)\n"
    )

    let specFolder = run(["validate", folder.path])
    #expect(specFolder.code == .failure)
    #expect(
      specFolder.output.standardError
        == "\(folder.path):1:1: error: this is a folder, not a spec file; give the spec itself (e.g. \(folder.path)/App.routes.json)\nroutegen: the spec has errors\n"
    )
  }

  /// Two runs into one output folder take turns: the second waits for the first's lock, and the folder ends up
  /// with one spec's files, never a mix.
  @Test func runsIntoOneFolderTakeTurns() throws {
    let folder = try temporaryFolder()
    let writer = OutputWriter(directory: folder)
    var lock: OutputLock? = try writer.lock()
    let waiting = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let spec = self.spec
    Thread.detachNewThread {
      let tool = CommandLineTool(
        standardOutput: { _ in },
        standardError: { line in
          if line.contains("waiting for another routegen run") { waiting.signal() }
        })
      _ = tool.run(["generate", spec, "--output", folder.path])
      finished.signal()
    }
    #expect(waiting.wait(timeout: .now() + 30) == .success)
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("NovaSocial").path),
      "nothing is written while another run holds the lock")
    withExtendedLifetime(lock) {}
    lock = nil
    #expect(finished.wait(timeout: .now() + 30) == .success)
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("NovaSocial/NovaSocialRoute.swift").path))

    // Two specs of one app, run together again and again: the folder always holds one of them whole.
    let text = try String(contentsOfFile: spec, encoding: .utf8)
    let other = folder.appendingPathComponent("Other.routes.json").path
    try text.replacingOccurrences(of: "View a post.", with: "Read a post.").write(
      toFile: other, atomically: true, encoding: .utf8)
    let outputs = folder.appendingPathComponent("Out")
    for _ in 0..<5 {
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        _ = CommandLineTool(standardOutput: { _ in }, standardError: { _ in }).run([
          "generate", index == 0 ? spec : other, "--output", outputs.path,
        ])
      }
      let swift = try String(
        contentsOf: outputs.appendingPathComponent("NovaSocial/NovaSocialRoute.swift"),
        encoding: .utf8)
      let docs = try String(
        contentsOf: outputs.appendingPathComponent("NovaSocial/ROUTES.md"), encoding: .utf8)
      #expect(
        swift.contains("Read a post.") == docs.contains("Read a post."),
        "the Swift file and ROUTES.md come from the same spec")
      #expect(
        run([
          "generate", swift.contains("Read a post.") ? other : spec, "--output", outputs.path,
          "--check",
        ]).code == .success)
    }
  }

  @Test func initStartsAValidSpecAndNeverOverwrites() throws {
    let folder = try temporaryFolder()
    let specs = folder.appendingPathComponent("Specs")
    let first = run([
      "init", "Shop", "--scheme", "shop", "--domain", "shop.example", "--domain",
      "www.shop.example", "--folder", specs.path,
    ])
    #expect(first.code == .success)
    #expect(
      first.output.standardOutput.contains(
        "wrote     \(specs.path)/Shop.routes.json\nwrote     \(specs.path)/route-spec.schema.json\n"
      ))
    #expect(
      first.output.standardOutput.contains(
        "note: aasa.appIDs holds a stand-in, ABCDE12345.com.example.shop"))
    let spec = specs.appendingPathComponent("Shop.routes.json").path
    let model = try #require(Pipeline.load(path: spec).model)
    #expect(model.routes.map(\.name) == ["home", "item", "search", "orders"])
    #expect(
      model.domains.map(\.name) == ["shop.example", "www.shop.example"] && model.scheme == "shop")
    #expect(
      try String(contentsOfFile: spec, encoding: .utf8).hasPrefix(
        "{\n  \"$schema\": \"./route-spec.schema.json\",\n  \"$comment\": "))
    // Its examples state the values they parse to, and the near miss the app refuses.
    let item = try #require(model.route(named: "item"))
    #expect(
      item.checkedExamples.first?.expectation
        == .values(RouteValue(name: "item", values: ["id": .int(42)])))
    #expect(item.checkedExamples.contains { $0.expectation == .refused("invalidParameter") })
    let schema = try String(
      contentsOf: specs.appendingPathComponent("route-spec.schema.json"), encoding: .utf8)
    #expect(
      schema
        == (try String(
          contentsOf: packageRoot.appendingPathComponent("Specs/route-spec.schema.json"),
          encoding: .utf8)))
    #expect(
      run(["generate", spec, "--output", folder.appendingPathComponent("Generated").path]).code
        == .success)

    let again = run(["init", "Shop", "--scheme", "shop", "--folder", specs.path])
    #expect(again.code == .failure)
    #expect(
      again.output.standardError.hasPrefix(
        "error: \(specs.path)/Shop.routes.json already exists; routegen init never overwrites a spec"
      ))

    // A second app beside it: the schema there is kept as it is.
    try "{}\n".write(
      to: specs.appendingPathComponent("route-spec.schema.json"), atomically: true, encoding: .utf8)
    let second = run(["init", "Kiosk", "--scheme", "kiosk", "--folder", specs.path])
    #expect(second.code == .success)
    #expect(
      !second.output.standardOutput.contains("schema")
        && !second.output.standardOutput.contains("note: aasa.appIDs"))
    #expect(
      try String(
        contentsOf: specs.appendingPathComponent("route-spec.schema.json"), encoding: .utf8)
        == "{}\n")
    #expect(
      Pipeline.load(path: specs.appendingPathComponent("Kiosk.routes.json").path).model?.domains
        .isEmpty == true)

    // With no options, a custom scheme named after the app, and how to add domains.
    let plain = run(["init", "Demo2", "--folder", specs.path])
    #expect(plain.code == .success)
    #expect(
      plain.output.standardOutput.contains(
        "note: links reach the app by its custom scheme, demo2://; for universal links add \"domains\""
      ))
    #expect(
      Pipeline.load(path: specs.appendingPathComponent("Demo2.routes.json").path).model?.scheme
        == "demo2")
    // A scheme or domain written as a URL: what to pass instead, and no file.
    let url = run(["init", "Url", "--scheme", "shop://", "--folder", specs.path])
    #expect(url.code == .usage)
    #expect(
      url.output.standardError.hasPrefix(
        "error: give the scheme's name alone: --scheme shop (for shop://)"))
    let site = run(["init", "Site", "--domain", "https://shop.example/", "--folder", specs.path])
    #expect(
      site.output.standardError.hasPrefix(
        "error: give the domain's host alone: --domain shop.example"))
    let bad = run(["init", "Bad", "--domain", "not a domain", "--folder", specs.path])
    #expect(bad.code == .failure)
    #expect(
      bad.output.standardError.hasPrefix("error: 'not a domain' is not a domain name"),
      "no place in a file never written")
    #expect(
      bad.output.standardError.hasSuffix(
        "routegen: the app name, scheme or a domain is not valid (see above); nothing was written\n"
      ))
    #expect(
      !FileManager.default.fileExists(atPath: specs.appendingPathComponent("Bad.routes.json").path))
  }
}
