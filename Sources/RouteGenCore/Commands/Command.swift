/// A `routegen` subcommand: its name, the line `routegen --help` gives it, its help, the options it takes, and what
/// it runs. `CommandLineTool.run` dispatches, suggests names, parses options and refuses unknown ones by this table.
struct Command {
  let name: String
  let summary: String
  let help: String
  /// Options that take a value (`--output <dir>` or `--output=<dir>`).
  var valueOptions: Set<String> = []
  var flags: Set<String> = []
  let run: (CommandLineTool, ParsedArguments) -> CommandLineTool.ExitCode
}

extension CommandLineTool {
  /// Every subcommand, in the order `routegen --help` lists them.
  static var commands: [Command] {
    [
      Command(
        name: "init",
        summary:
          "Start a spec: write Specs/<App>.routes.json with example routes, and the schema beside it.",
        help: initHelp, valueOptions: ["--scheme", "--domain", "--app-id", "--folder"],
        run: { $0.initSpec($1) }),
      Command(
        name: "generate",
        summary: "Write every output of each spec into <dir>/<App>/ (or check them with --check).",
        help: generateHelp, valueOptions: ["--output"],
        flags: ["--check", "--prune", "--embed-runtime"], run: { $0.generate($1) }),
      Command(
        name: "validate", summary: "Check specs and print diagnostics only.", help: validateHelp,
        run: { $0.validate($1) }),
      Command(
        name: "match",
        summary: "Show which route a URL reaches, with its typed values, or exactly why none does.",
        help: matchHelp, valueOptions: ["--environment", "--urls", "--format"],
        flags: ["--example"],
        run: { $0.match($1) }),
      Command(
        name: "links",
        summary:
          "Print every link of a spec to try on a simulator or device, as JSON, or as an XCUITest file.",
        help: linksHelp, valueOptions: ["--format", "--environment", "--output-file"],
        flags: ["--device", "--android", "--samples"], run: { $0.links($1) }),
      Command(
        name: "breaking",
        summary: "Check that a new version of a spec still opens every link the old one opened.",
        help: breakingHelp, valueOptions: ["--against", "--against-git", "--format"],
        flags: ["--source"],
        run: { $0.breaking($1) }),
      Command(
        name: "verify",
        summary:
          "Check the AASA files the domains serve (and Apple's CDN copies) against every route's links.",
        help: verifyHelp,
        valueOptions: [
          "--host", "--file", "--url", "--timeout", "--format", "--environment", "--ca-bundle",
        ],
        flags: ["--cdn", "--android", "--api"], run: { $0.verify($1) }),
      Command(
        name: "docs",
        summary: "Print a spec's Markdown route table, or update it in place in a document.",
        help: docsHelp, valueOptions: ["--update"], flags: ["--check"], run: { $0.docs($1) }),
      Command(
        name: "swift",
        summary:
          "Write only the Swift file of one spec to a given path (used by the build-tool plugin).",
        help: swiftHelp, valueOptions: ["--output-file", "--warn-stale"],
        run: { $0.swift($1) }),
      Command(
        name: "synthesize",
        summary:
          "Print a deterministic synthetic spec with a given number of routes (for benchmarks).",
        help: synthesizeHelp, valueOptions: ["--routes"], run: { $0.synthesize($1) }),
    ]
  }
}
