extension Command {
  static let breaking = Command(
    name: "breaking",
    summary: "Check that a new version of a spec still opens every link the old one opened.",
    operands: Operands(synopsis: "<new spec>", count: 1...1, what: "the new spec file"),
    about: """
      Runs links that stand for everything the old spec routes (its examples, and each pattern filled with
      values of each parameter's type: bounds, keywords, enum values and aliases, defaults, optional values
      left out, on every domain and scheme) through the new spec. Each link must reach the route of the same
      name, or the route that lists it in 'formerNames', with equal values, and a universal link must still be
      claimed by the AASA file. Each break is an error on the old route, with a link, what it reached before
      and what happens now. A link that reaches its route marked "retired" is an intended break (a note).
      Changes to the generated Swift that break the app's code (a case gone or renamed, associated values
      changed, an enum case removed) are warnings. Give one of --against and --against-git.
      """,
    options: [.against, .againstGit, .source, .format],
    success: "compatible", failure: "a break (or a spec with errors)",
    examples: ["routegen breaking Specs/App.routes.json --against-git origin/main"],
    run: { tool, arguments throws(CommandStop) in try tool.breaking(arguments) })
}

extension Option {
  fileprivate static let against = Option(
    name: "--against", value: .text(placeholder: "<old spec>"),
    help:
      "The published version (e.g. from `git show origin/main:Specs/App.routes.json`); the parts it includes are read beside it."
  )
  fileprivate static let againstGit = Option(
    name: "--against-git", value: .text(placeholder: "<revision>"),
    help: "The new spec's file and parts as the git revision has them (origin/main, a tag).")
  fileprivate static let source = Option(name: "--source", help: "Make source breaks errors too.")
  fileprivate static let format = Option.format(
    help: "json: a JSON report instead of diagnostics.")
}

extension CommandLineTool {
  /// `routegen breaking`: the links of the old spec that the new one no longer opens the same way.
  func breaking(_ arguments: ParsedArguments) throws(CommandStop) -> ExitCode {
    let revision = arguments[.againstGit]
    guard (arguments[.against] == nil) != (revision == nil) else {
      throw .usage("give one of --against <old spec> or --against-git <revision>")
    }
    let git = revision.flatMap(GitRevisionFiles.init(revision:))
    if let revision, git == nil { throw .usage("'\(revision)' is not a git revision") }
    let newPath = arguments.positional[0]
    let oldPath = arguments[.against] ?? "\(revision!):\(newPath)"
    // The old spec from a file (its parts beside it), or as a revision has it and its parts.
    let oldSource = arguments[.against] ?? newPath
    func loadOld(withEnvironments: Bool) -> Pipeline.Loaded {
      git?.load(path: oldSource, withEnvironments: withEnvironments)
        ?? Pipeline.load(path: oldSource, withEnvironments: withEnvironments)
    }
    var oldLoaded = loadOld(withEnvironments: true)
    // Its published links are production's: an old spec whose environments break a rule added since (two builds
    // that claim one host) is still compared, with its errors as warnings.
    if oldLoaded.model == nil {
      let production = loadOld(withEnvironments: false)
      if production.model != nil {
        for index in oldLoaded.diagnostics.indices
        where oldLoaded.diagnostics[index].severity == .error {
          oldLoaded.diagnostics[index].severity = .warning
        }
        oldLoaded.diagnostics.append(
          Diagnostic(
            .warning, file: production.model!.file(of: .start), at: .start,
            "the old spec's environments do not validate under this routegen (above): production's links are compared, its environments' are not"
          ))
        oldLoaded.model = production.model
      }
    }
    guard let new = loadAll([newPath], notes: false, action: "nothing was compared"),
      let old = loadAll(
        [oldSource], notes: false, action: "nothing was compared", load: { _ in oldLoaded })
    else { return .failure }
    let models = new + old
    var findings = BreakingCheck(old: models[1], new: models[0]).run()
    if arguments.isSet(.source) {
      for index in findings.indices where findings[index].kind == .source {
        findings[index].severity = .error
      }
    }
    let errors = findings.count { $0.severity == .error }
    if arguments.format == .json {
      standardOutput(String(CompatibilityFinding.jsonReport(findings).dropLast()))
    } else {
      for finding in findings {
        (finding.severity == .note ? standardOutput : standardError)(finding.diagnostic.description)
      }
      // Links and the generated API are counted apart: a source change breaks the app's code, not a link.
      let linkBreaks = findings.count { $0.severity == .error && $0.kind != .source }
      let sourceBreaks = findings.count { $0.severity == .error && $0.kind == .source }
      let warnings = findings.count { $0.severity == .warning }
      let links =
        linkBreaks == 0
        ? "every link of \(oldPath) still opens the same way"
        : "\(linkBreaks) break(s) of links of \(oldPath)"
      // Published links are production's; an environment's hosts are renames of them, for its own builds.
      let compared = models.contains { !$0.environments.isEmpty } ? " (production's links)" : ""
      var source = ""
      if sourceBreaks > 0 { source = "; \(sourceBreaks) break(s) of the generated API (--source)" }
      if warnings > 0 { source += "; \(warnings) source warning(s)" }
      standardOutput("routegen: \(links)\(compared)\(source)")
    }
    return errors == 0 ? .success : .failure
  }
}
