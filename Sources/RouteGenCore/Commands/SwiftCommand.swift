import Foundation

extension Command {
  static let swift = Command(
    name: "swift",
    summary:
      "Write only the Swift file of one spec to a given path (used by the build-tool plugin).",
    operands: .oneSpec,
    about: """
      Validates the spec and writes its generated Swift to exactly <path.swift>, and its compiled route table
      to <path>+Table.swift beside it (each only when its bytes change).
      The build-tool plugin runs this; diagnostics name the spec as file:line:column.
      """,
    options: [.outputFile, .warnStale],
    success: "written or unchanged",
    failure: "a spec with errors, or a file that cannot be written",
    run: { tool, arguments throws(CommandStop) in tool.swift(arguments) })
}

extension Option {
  fileprivate static let outputFile = Option(
    name: "--output-file", value: .text(placeholder: "<path.swift>"), isRequired: true,
    help: "Where to write the Swift file.")
  fileprivate static let warnStale = Option(
    name: "--warn-stale", value: .text(placeholder: "<dir>"),
    help:
      "A warning for each file of <dir>/<App>/ (committed by `generate`) that `generate` would now change."
  )
}

extension CommandLineTool {
  /// Writes only the Swift file of one spec to an exact path: what the build-tool plugin runs, because a
  /// build command must name its output before the spec is read.
  func swift(_ arguments: ParsedArguments) -> ExitCode {
    let outputPath = arguments.value(.outputFile)
    guard let model = loadAll(arguments.positional, notes: false)?.first else { return .failure }
    if let generated = arguments[.warnStale] { warnOfStaleOutputs(model, in: generated) }
    let output = URL(fileURLWithPath: outputPath)
    let rendered = Pipeline.render(model, with: [SwiftRenderer()])
    // The route file and its compiled table (a build needs no git attributes).
    let files = [
      OutputFile(path: output.lastPathComponent, contents: rendered[0].contents),
      OutputFile(
        path: Self.compiledTablePath(output.lastPathComponent), contents: rendered[1].contents),
    ]
    do {
      try OutputWriter(directory: output.deletingLastPathComponent()).write(files)
      return .success
    } catch {
      standardError("error: cannot write \(outputPath): \(error.localizedDescription)")
      return .failure
    }
  }

  /// Where `swift --output-file <path.swift>` writes the compiled table: `<path>+Table.swift` beside it.
  public static func compiledTablePath(_ swiftPath: String) -> String {
    (swiftPath.hasSuffix(".swift") ? String(swiftPath.dropLast(6)) : swiftPath) + "+Table.swift"
  }

  /// `swift --warn-stale <dir>` (the build-tool plugin, when the package commits `<dir>/<App>/`): a warning for each
  /// committed output that `generate` would change, so that the developer hears of drift at build time, before CI.
  /// The spec is cited as `generate` run in `<dir>`'s parent writes it, wherever the build runs.
  func warnOfStaleOutputs(_ model: AppModel, in generated: String) {
    let folder = URL(fileURLWithPath: generated, isDirectory: true)
    guard
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("\(model.name)/\(Manifest.fileName)").path)
    else { return }
    var cited = model
    cited.citedPath = Pipeline.portablePath(
      model.specPath, from: folder.deletingLastPathComponent().path)
    let plan = OutputWriter(directory: folder).plan(
      app: model.name, files: Pipeline.render(cited, embedsRuntime: false))
    let stale = plan.files.filter { $0.status != .unchanged }.map(\.file.path) + plan.removals
    let regenerate =
      regenerateCommand
      ?? "\(invocation) generate \(cited.citedPath) --output \(folder.lastPathComponent)"
    // Which routes' records changed, read from the committed Swift file only when it is stale (a build that
    // finds nothing stale reads no more than before).
    var detail = ""
    if let swift = plan.files.first(where: { $0.file.path.hasSuffix("Route.swift") }),
      swift.status != .unchanged
    {
      let committed = try? String(
        contentsOf: folder.appendingPathComponent(swift.file.path), encoding: .utf8)
      let changed = StaleRecords(model, committed: committed ?? "", now: swift.file.contents)
      detail = changed.detail.map { " (\($0))" } ?? ""
    }
    for path in stale {
      standardError(
        "\(folder.appendingPathComponent(path).path): warning: out of date with \(model.specPath)\(detail); run `\(regenerate)` and commit the result"
      )
    }
  }
}
