extension Command {
  static let synthesize = Command(
    name: "synthesize",
    summary: "Print a deterministic synthetic spec with a given number of routes (for benchmarks).",
    operands: .none,
    about: """
      Prints a synthetic spec shaped like a real app (shared literal prefixes, int/UUID/enum parameters, aliases,
      query parameters, both forms). The same count always gives the same bytes.
      """,
    options: [.routes], success: "printed", failure: "never",
    run: { tool, arguments throws(CommandStop) in tool.synthesize(arguments) })
}

extension Option {
  fileprivate static let routes = Option(
    name: "--routes", value: .count(placeholder: "<count>", minimum: 5), isRequired: true,
    help: "How many routes the spec has.")
}

extension CommandLineTool {
  /// Prints a deterministic synthetic spec (for benchmarks).
  func synthesize(_ arguments: ParsedArguments) -> ExitCode {
    let count = arguments.count(.routes)
    standardOutput(String(SyntheticSpec.json(routes: count).dropLast()))
    return .success
  }
}
