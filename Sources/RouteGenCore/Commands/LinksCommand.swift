import Foundation
import RouteGenRuntime

extension Command {
  static let links = Command(
    name: "links",
    summary:
      "Print every link of a spec to try on a simulator or device, as JSON, or as an XCUITest file.",
    operands: .oneSpec,
    about: """
      Prints a script that opens every example link of the spec on the booted simulator
      (`xcrun simctl openurl booted …`), each under a comment with the route and values the app must
      reach. A universal link is opened by its route's custom-scheme URL with the same values where it has
      one: with an https link, `simctl openurl` opens Safari on a simulator that has not fetched the domain's
      AASA file for the build.
      """,
    options: [.device, .android, .format, .samples, .environment, .outputFile],
    success: "printed (or written)",
    failure: "a spec with errors, or a file that cannot be written",
    examples: [
      "routegen links Specs/NovaSocial.routes.json",
      "routegen links Specs/NovaSocial.routes.json --format xcuitest --output-file UITests/NovaSocialLinkTests.swift",
    ],
    run: { tool, arguments throws(CommandStop) in try tool.links(arguments) })
}

extension Option {
  fileprivate static let device = Option(
    name: "--device",
    help:
      "Instructions for a device instead: the universal links to tap in a note, and `xcrun devicectl` commands (Xcode 15+) that start the app with each custom-scheme URL."
  )
  fileprivate static let android = Option(
    name: "--android",
    help:
      "Commands for an Android device or emulator: how to check that Android verified the hosts (`adb shell pm get-app-links`, Google's Digital Asset Links API), then `adb shell am start` with each link. Needs the spec's \"android\"."
  )
  fileprivate static let format = Option.format(
    [.text, .json, .xcuitest],
    help:
      "json: each link with its route, values, stack and simulator link, for scripts. xcuitest: a UI test class (XCTest, iOS 16.4+) with one test a link: it opens the link with XCUIApplication.open(_:) and checks the route the app reports (\"Trying links\" in the docs shows the hook the app adds)."
  )
  fileprivate static let samples = Option(
    name: "--samples",
    help:
      "Also `routegen breaking`'s sample links: each pattern filled with each parameter's kinds of values."
  )
  fileprivate static let outputFile = Option(
    name: "--output-file", value: .text(placeholder: "<path>"),
    help: "Write to this file (only when its content changes) instead of printing.")
}

extension CommandLineTool {
  /// `routegen links`: every link of a spec to try, as simulator or device commands, JSON, or an XCUITest file.
  func links(_ arguments: ParsedArguments) throws(CommandStop) -> ExitCode {
    let format = arguments.format
    let android = arguments.isSet(.android)
    if (arguments.isSet(.device) || android) && format != .text {
      throw .usage("\(android ? "--android" : "--device") prints commands: use it without --format")
    }
    if android && arguments.isSet(.device) {
      throw .usage("--android and --device are two devices: give one")
    }
    guard case (let production, let model)? = try loadApp(arguments) else { return .failure }
    let samples = arguments.isSet(.samples)
    // Another build's links are production's written on its hosts and scheme.
    let environment = arguments.value(.environment)
    let isProduction = environment == "production"
    let trials = LinkTrials(
      app: model, production: isProduction ? nil : production, samples: samples)
    // Android opens http links where its filters take them: `--android` tries them.
    for link in android ? [] : trials.notUniversal {
      standardError(
        "note: \(RouteGen.LogText.link(link)) is not tried: the app reads it, but iOS opens only https links in an app (universal links), and this one in Safari"
      )
    }
    var origin =
      samples ? "the spec's examples and `routegen breaking`'s sample links" : "the spec's examples"
    if !isProduction { origin += ", for the \(environment) build" }
    let text: String
    switch format {
    case .json: text = trials.json.rendered()
    case .xcuitest:
      // The command as a person runs it again: the spec as given, the options that change the file.
      let command =
        ["routegen links", arguments.positional[0], "--format xcuitest"]
        + (samples ? ["--samples"] : [])
        + (isProduction ? [] : ["--environment", environment])
      text = XCUITestFile(trials: trials, command: command.joined(separator: " ")).render()
    case .text:
      let script = LinkScript(trials: trials, origin: origin)
      if android {
        guard let package = model.android?.package else { return noAndroidApp(model) }
        text = script.android(package: package) + "\n"
      } else {
        text = (arguments.isSet(.device) ? script.device() : script.simulator()) + "\n"
      }
    }
    guard let path = arguments[.outputFile] else {
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
