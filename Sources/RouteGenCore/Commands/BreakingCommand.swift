extension CommandLineTool {
  /// `routegen breaking`: the links of the old spec that the new one no longer opens the same way.
  func breaking(_ arguments: ParsedArguments) -> ExitCode {
    let revision = arguments.values["--against-git"]
    guard arguments.positional.count == 1,
      (arguments.values["--against"] == nil) != (revision == nil)
    else {
      return usageError(
        "give the new spec and one of --against <old spec> or --against-git <revision>",
        Self.breakingHelp)
    }
    let git = revision.flatMap(GitRevisionFiles.init(revision:))
    if let revision, git == nil {
      return usageError("'\(revision)' is not a git revision", Self.breakingHelp)
    }
    let newPath = arguments.positional[0]
    let oldPath = arguments.values["--against"] ?? "\(revision!):\(newPath)"
    let format = arguments.values["--format"] ?? "text"
    guard format == "text" || format == "json" else {
      return usageError("--format must be text or json, not '\(format)'", Self.breakingHelp)
    }
    // The old spec from a file (its parts beside it), or as a revision has it and its parts.
    let oldSource = arguments.values["--against"] ?? newPath
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
    if arguments.flags.contains("--source") {
      for index in findings.indices where findings[index].kind == .source {
        findings[index].severity = .error
      }
    }
    let errors = findings.count { $0.severity == .error }
    if format == "json" {
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
