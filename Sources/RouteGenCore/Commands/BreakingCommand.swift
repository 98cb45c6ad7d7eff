extension CommandLineTool {
  /// `routegen breaking`: the links of the old spec that the new one no longer opens the same way.
  func breaking(_ arguments: ParsedArguments) -> ExitCode {
    guard arguments.positional.count == 1, let oldPath = arguments.values["--against"] else {
      return usageError("give the new spec and --against <old spec>", Self.breakingHelp)
    }
    let format = arguments.values["--format"] ?? "text"
    guard format == "text" || format == "json" else {
      return usageError("--format must be text or json, not '\(format)'", Self.breakingHelp)
    }
    guard
      let models = loadAll(
        [arguments.positional[0], oldPath], notes: false, action: "nothing was compared")
    else { return .failure }
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
