extension CommandLineTool {
  /// `routegen validate`: diagnostics only.
  func validate(_ arguments: ParsedArguments) -> ExitCode {
    guard !arguments.positional.isEmpty else {
      return usageError("give at least one spec file", Self.validateHelp)
    }
    guard let models = loadAll(arguments.positional, action: nil) else { return .failure }
    for model in models {
      standardOutput(
        "\(model.specPath): \(model.routes.count) route\(model.routes.count == 1 ? "" : "s"), no errors"
      )
    }
    return .success
  }
}
