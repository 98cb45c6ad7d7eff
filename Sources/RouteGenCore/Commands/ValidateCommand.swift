extension Command {
  static let validate = Command(
    name: "validate", summary: "Check specs and print diagnostics only.", operands: .specs,
    about:
      "Reads and validates each spec and prints its diagnostics as `file:line:column: error: …`.",
    success: "no errors", failure: "a spec with errors",
    run: { tool, arguments throws(CommandStop) in tool.validate(arguments) })
}

extension CommandLineTool {
  /// `routegen validate`: diagnostics only.
  func validate(_ arguments: ParsedArguments) -> ExitCode {
    guard let models = loadAll(arguments.positional, action: nil) else { return .failure }
    for model in models {
      standardOutput(
        "\(model.specPath): \(model.routes.count) route\(model.routes.count == 1 ? "" : "s"), no errors"
      )
    }
    return .success
  }
}
