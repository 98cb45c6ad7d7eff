import Foundation
import Testing

@testable import RouteGenCore

/// `routegen links`: every link of a spec to try, as simulator and device commands, JSON and an XCUITest file.
/// The outputs are pinned by files in Tests/Snapshots/links (`ROUTEGEN_UPDATE_SNAPSHOTS=1 swift test --filter
/// LinksCommandTests` writes them again; read the diff before committing it).
@Suite struct LinksCommandTests {
  static let snapshots = packageRoot.appendingPathComponent("Tests/Snapshots/links")

  /// The tool's output for `arguments`, the spec named by its path from the package's root (its absolute path
  /// given, and cut from the output, so that the output cites it as a person in the package's folder types it).
  func links(_ arguments: [String]) throws -> (
    code: CommandLineTool.ExitCode, output: String, errors: String
  ) {
    let root = packageRoot.path + "/"
    var (output, errors) = ("", "")
    let code = CommandLineTool(
      standardOutput: { output += $0 + "\n" }, standardError: { errors += $0 + "\n" }
    ).run(
      ["links"]
        + arguments.map { $0.hasPrefix("Specs/") || $0.hasPrefix("Tests/") ? root + $0 : $0 })
    return (
      code, output.replacingOccurrences(of: root, with: ""),
      errors.replacingOccurrences(of: root, with: "")
    )
  }

  func expectSnapshot(_ text: String, _ name: String) throws {
    let file = Self.snapshots.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["ROUTEGEN_UPDATE_SNAPSHOTS"] == "1" {
      try text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(text == expected, "\(name) differs; see the suite's comment to update it")
  }

  @Test(arguments: [
    (["Specs/NovaSocial.routes.json"], "NovaSocial.simulator.sh"),
    (["Specs/NovaSocial.routes.json", "--device"], "NovaSocial.device.sh"),
    (["Specs/NovaSocial.routes.json", "--format", "json"], "NovaSocial.json"),
    (["Specs/NovaSocial.routes.json", "--format", "xcuitest"], "NovaSocialLinkUITests.swift"),
    (["Specs/Shop.routes.json", "--environment", "staging"], "Shop.staging.simulator.sh"),
    (["Specs/Shop.routes.json", "--android"], "Shop.android.sh"),
  ])
  func outputsAsPinned(arguments: [String], snapshot: String) throws {
    let (code, output, _) = try links(arguments)
    #expect(code == .success)
    try expectSnapshot(output, snapshot)
  }

  /// The Xcode fixture's UI tests are what the command writes from its spec (scripts/typecheck-xcode.sh
  /// type-checks them against XCUIApplication's API).
  @Test func theXcodeFixturesUITestsAreUpToDate() throws {
    let fixture = "Tests/XcodeProject/ShopAppUITests/ShopLinkUITests.swift"
    let (code, output, _) = try links([
      "Tests/XcodeProject/ShopApp/Shop.routes.json", "--format", "xcuitest",
    ])
    #expect(code == .success)
    let committed = try String(
      contentsOf: packageRoot.appendingPathComponent(fixture), encoding: .utf8)
    #expect(output == committed, "regenerate \(fixture) with the command its first line names")
  }

  /// A universal link is opened on the simulator by its route's custom-scheme URL with the same values, each
  /// such URL once; a route without one is opened by its https link, with a line saying why.
  @Test func universalLinksOpenByTheirCustomSchemeURL() throws {
    let trials = LinkTrials(app: try loadApp("NovaSocial"), samples: false)
    let followers = try #require(
      trials.trials.first { $0.link == "https://nova.social/user/123/followers" })
    #expect(followers.opened == "novasocial://user/123/followers" && followers.opensByScheme)
    #expect(
      followers.stack.map(trials.app.routeDescription) == [
        "feed", #"userProfile(userId: "123")"#, #"followers(userId: "123")"#,
      ])
    // `/u/123` and `/user/123` are one command, `novasocial://user/123`.
    let profile = trials.bySimulatorLink.filter { $0[0].opened == "novasocial://user/123" }
    #expect(
      profile.count == 1
        && Set(profile[0].map(\.link)).isSuperset(of: [
          "https://nova.social/user/123", "https://nova.social/u/123",
        ]))

    let regional = try links(["Specs/Shop.routes.json"]).output
    #expect(
      regional.contains(
        """
        # product(region: "de", id: 42)
        #   no custom-scheme URL for it: a simulator may open it in Safari (see the top)
        xcrun simctl openurl booted 'https://de.shop.example/products/42'
        """))
  }

  /// With `--samples`, `routegen breaking`'s sample links come too (each once), marked as samples.
  @Test func samplesAddBreakingsLinks() throws {
    let app = try loadApp("NovaSocial")
    let examples = LinkTrials(app: app, samples: false).trials
    let all = LinkTrials(app: app, samples: true).trials
    #expect(all.count > examples.count && Array(all.prefix(examples.count)) == examples)
    #expect(all.dropFirst(examples.count).allSatisfy { $0.isSample })
    #expect(Set(all.map(\.link)).count == all.count)
  }

  /// The scripts run: with a stand-in `xcrun` on PATH that records its arguments, each spec's simulator script
  /// opens exactly its links and the device script starts the app with each custom-scheme URL, every link one
  /// word whatever it holds (a `'` too).
  @Test(arguments: appNames + ["Shop"])
  func theScriptsOpenEachLinkAsOneWord(app: String) throws {
    #expect(LinkScript.shellQuoted("a'b c") == #"'a'\''b c'"#)
    let folder = try temporaryFolder("xcrun")
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("calls")
    let xcrun = folder.appendingPathComponent("xcrun")
    try "#!/bin/sh\nprintf '%s\\036' \"$@\" >>'\(log.path)'\nprintf '\\n' >>'\(log.path)'\n".write(
      to: xcrun, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: xcrun.path)
    let trials = LinkTrials(app: try loadApp(app), samples: true)
    for device in [false, true] {
      try? FileManager.default.removeItem(at: log)
      let script = try links(
        ["Specs/\(app).routes.json", "--samples"] + (device ? ["--device"] : []))
      let file = folder.appendingPathComponent("links.sh")
      try script.output.write(to: file, atomically: true, encoding: .utf8)
      let run = try runProcess(
        "env",
        [
          "PATH=\(folder.path):/usr/bin:/bin", "DEVICE=phone", "BUNDLE_ID=com.example.unsaid", "sh",
          file.path,
        ])
      #expect(run.status == 0, "\(app): \(run.output)")
      let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map {
        $0.split(separator: "\u{1E}", omittingEmptySubsequences: false).dropLast().map(String.init)
      }
      let groups = trials.bySimulatorLink.filter { !device || !$0[0].opensUniversalLink }
      let expected = groups.map { group in
        device
          ? [
            "devicectl", "device", "process", "launch", "--device", "phone", "--terminate-existing",
            "--payload-url", group[0].opened, trials.bundleID ?? "com.example.unsaid",
          ] : ["simctl", "openurl", "booted", group[0].opened]
      }
      #expect(calls == expected, "\(app)")
    }
  }

  @Test func theFileIsWrittenOnlyWhenItChanges() throws {
    let folder = try temporaryFolder("links")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("LinkUITests.swift")
    let arguments = [
      "Specs/NovaSocial.routes.json", "--format", "xcuitest", "--output-file", file.path,
    ]
    #expect(try links(arguments).code == .success)
    let written =
      try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.02)
    #expect(try links(arguments).code == .success)
    #expect(
      try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        == written)
  }

  /// iOS opens only https links in an app: an http example is read by the app, but no script or UI test tries it
  /// as a universal link (it would open Safari); the command says so.
  @Test func anHTTPLinkIsANoteNotATrial() throws {
    let http = "http://archives.somethingawful.com/showthread.php?threadid=456"
    let run = try links(["Specs/Awful.routes.json"])
    #expect(run.code == .success && !run.output.contains(http))
    #expect(
      run.errors
        == "note: \(http) is not tried: the app reads it, but iOS opens only https links in an app (universal links), and this one in Safari\n"
    )
    #expect(
      !(try links(["Specs/Awful.routes.json", "--format", "xcuitest"]).output.contains(http)))
  }

  @Test func wrongUsageSaysWhat() throws {
    let device = try links(["Specs/NovaSocial.routes.json", "--device", "--format", "json"])
    #expect(device.code == .usage && device.errors.contains("--device prints commands"))
    let format = try links(["Specs/NovaSocial.routes.json", "--format", "yaml"])
    #expect(format.code == .usage && format.errors.contains("text, json or xcuitest, not 'yaml'"))
    let environment = try links(["Specs/NovaSocial.routes.json", "--environment", "qa"])
    #expect(environment.code == .usage && environment.errors.contains("has no environment 'qa'"))
    let android = try links(["Specs/Shop.routes.json", "--android", "--device"])
    #expect(android.code == .usage && android.errors.contains("two devices: give one"))
    let noApp = try links(["Specs/Ghost.routes.json", "--android"])
    #expect(noApp.code == .failure && noApp.errors.contains("names no Android app"))
  }

  /// Android opens http links where its filters take them, and each refused example is tried with what Android
  /// does with it.
  @Test func androidTriesHTTPLinksAndRefusedOnes() throws {
    let awful = try links(["Specs/Awful.routes.json", "--android"])
    #expect(
      awful.output.contains("http://archives.somethingawful.com/showthread.php?threadid=456"),
      "\(awful.output)")
    #expect(!awful.errors.contains("is not tried"), "\(awful.errors)")
    let shop = try links(["Specs/Shop.routes.json", "--android"]).output
    let lines = shop.split(separator: "\n")
    let refused = try #require(lines.firstIndex { $0.contains("https://shop.example/c/Shoes") })
    #expect(
      lines[refused - 1]
        == "# refused (invalidParameter): Android opens the app with it, which should give it to the browser"
    )
  }

  /// Each `adb` command hands the device's shell a command in which the link is one word, whatever it holds.
  @Test func androidCommandsQuoteTheLinkForBothShells() throws {
    let output = try links(["Specs/Shop.routes.json", "--android"]).output
    let line = try #require(output.split(separator: "\n").first { $0.contains("products/42") })
    // This shell unquotes once; the device's shell once more.
    #expect(
      line
        == #"adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://de.shop.example/products/42'\'''"#
    )
    #expect(output.contains("adb shell pm get-app-links com.example.shop"))
  }
}
