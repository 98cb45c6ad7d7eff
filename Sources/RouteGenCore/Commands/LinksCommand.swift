import Foundation
import RouteGenRuntime

extension CommandLineTool {
  /// `routegen links`: every link of a spec to try, as simulator or device commands, JSON, or an XCUITest file.
  func links(_ arguments: ParsedArguments) -> ExitCode {
    guard arguments.positional.count == 1 else {
      return usageError("give one spec file", Self.linksHelp)
    }
    let format = arguments.values["--format"] ?? "text"
    guard ["text", "json", "xcuitest"].contains(format) else {
      return usageError("--format must be text, json or xcuitest, not '\(format)'", Self.linksHelp)
    }
    let android = arguments.flags.contains("--android")
    if (arguments.flags.contains("--device") || android) && format != "text" {
      return usageError(
        "\(android ? "--android" : "--device") prints commands: use it without --format",
        Self.linksHelp)
    }
    if android && arguments.flags.contains("--device") {
      return usageError("--android and --device are two devices: give one", Self.linksHelp)
    }
    guard let production = loadAll(arguments.positional, notes: false)?.first else {
      return .failure
    }
    guard let model = environment(arguments, of: production, Self.linksHelp) else { return .usage }
    let samples = arguments.flags.contains("--samples")
    // Another build's links are production's written on its hosts and scheme.
    let environment = arguments.values["--environment"] ?? "production"
    let isProduction = environment == "production"
    let trials = LinkTrials(
      app: model, production: isProduction ? nil : production, samples: samples)
    for link in trials.notUniversal {
      standardError(
        "note: \(RouteGen.LogText.link(link)) is not tried: the app reads it, but iOS opens only https links in an app (universal links), and this one in Safari"
      )
    }
    var origin =
      samples ? "the spec's examples and `routegen breaking`'s sample links" : "the spec's examples"
    if !isProduction { origin += ", for the \(environment) build" }
    let text: String
    switch format {
    case "json": text = trials.json.rendered()
    case "xcuitest":
      // The command as a person runs it again: the spec as given, the options that change the file.
      let command =
        ["routegen links", arguments.positional[0], "--format xcuitest"]
        + (samples ? ["--samples"] : [])
        + (arguments.values["--environment"].map { ["--environment", $0] } ?? [])
      text = XCUITestFile(trials: trials, command: command.joined(separator: " ")).render()
    default:
      let script = LinkScript(trials: trials, origin: origin)
      if android {
        guard let package = model.android?.package else { return noAndroidApp(model) }
        text = script.android(package: package) + "\n"
      } else {
        text = (arguments.flags.contains("--device") ? script.device() : script.simulator()) + "\n"
      }
    }
    guard let path = arguments.values["--output-file"] else {
      standardOutput(String(text.dropLast()))
      return .success
    }
    // Written only when it changes, atomically, as every generated file is: Xcode rebuilds what it touches.
    let output = URL(fileURLWithPath: path)
    do {
      try OutputWriter(directory: output.deletingLastPathComponent()).write([
        OutputFile(path: output.lastPathComponent, contents: text)
      ])
      return .success
    } catch {
      standardError("error: cannot write \(path): \(error.localizedDescription)")
      return .failure
    }
  }
}

extension CommandLineTool {
  /// `--android` on a spec without an Android app: what to add.
  func noAndroidApp(_ app: AppModel) -> ExitCode {
    standardError(
      "\(app.specPath): error: the spec names no Android app; add \"android\": {\"package\": …, \"fingerprints\": […]} (see the Android App Links article)"
    )
    return .failure
  }
}
