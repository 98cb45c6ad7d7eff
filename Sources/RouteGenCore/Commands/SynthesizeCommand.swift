extension CommandLineTool {
  /// Prints a deterministic synthetic spec (for benchmarks).
  func synthesize(_ arguments: ParsedArguments) -> ExitCode {
    guard arguments.positional.isEmpty,
      let count = arguments.values["--routes"].flatMap(Int.init), count >= 5
    else { return usageError("give --routes <count>, at least 5", Self.synthesizeHelp) }
    standardOutput(String(SyntheticSpec.json(routes: count).dropLast()))
    return .success
  }
}
