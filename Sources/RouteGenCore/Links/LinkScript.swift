import Foundation
import RouteGenRuntime

/// `routegen links`: a shell script that opens each link of a spec on the booted simulator, or on a device,
/// each command under a comment with the route and values the app must reach.
struct LinkScript {
  let trials: LinkTrials
  /// What the links come from, for the heading (`the spec's examples`).
  let origin: String

  /// The simulator's script: `xcrun simctl openurl booted <link>` for each link.
  func simulator() -> String {
    let groups = trials.bySimulatorLink
    var lines = heading("on the booted simulator", commands: groups.count)
    if let bundleID = trials.bundleID {
      lines.append(
        "# To open a link from a cold start (where a route's stack matters), run first: xcrun simctl terminate booted \(bundleID)"
      )
    }
    if trials.trials.contains(where: \.isUniversalLink) {
      lines += [
        "# A universal link is opened by its route's custom-scheme URL with the same values where it has one (the",
        "# https link is in the comment): with an https link, `simctl openurl` opens Safari on a simulator that",
        "# has not fetched the domain's apple-app-site-association file for the installed build.",
      ]
    }
    for group in groups {
      lines.append("")
      lines += comments(group)
      lines.append("xcrun simctl openurl booted \(Self.shellQuoted(group[0].opened))")
    }
    return lines.joined(separator: "\n")
  }

  /// The device's instructions: universal links to tap in a note, and `devicectl` commands for custom-scheme
  /// URLs.
  func device() -> String {
    let byScheme = trials.bySimulatorLink.filter { !$0[0].opensUniversalLink }
    var lines = heading("on a device", commands: byScheme.count)
    let universal = trials.trials.filter(\.isUniversalLink)
    if !universal.isEmpty {
      lines += [
        "#",
        "# Universal links: Apple documents that a universal link opens the app when it is tapped or clicked",
        "# (\"Allowing apps and websites to link to your content\"), and that one tapped in Safari on a page of its",
        "# own domain stays in Safari (TN3155). Paste these into a note (Notes) and tap each; Settings > Developer",
        "# > Associated Domains Development > Diagnostics (TN3155) says whether a URL opens an installed app.",
      ]
      let width = universal.map { RouteGen.LogText.link($0.link).count }.max() ?? 0
      for trial in universal {
        let link = RouteGen.LogText.link(trial.link)
        lines.append(
          "#   \(link)\(String(repeating: " ", count: width - link.count))  \(describe(trial))")
      }
    }
    // Without an app ID in the spec, the script asks for the bundle ID as it asks for the device.
    let bundleID =
      trials.bundleID.map(Self.shellQuoted)
      ?? "\"${BUNDLE_ID:?set BUNDLE_ID to the app's bundle ID}\""
    if !byScheme.isEmpty {
      lines += [
        "#",
        "# Custom-scheme URLs, from a Mac with Xcode 15 or later: set DEVICE to a name or identifier from",
        "# `xcrun devicectl list devices`. Each command starts the app afresh with the link (a cold start).",
        ": \"${DEVICE:?set DEVICE to a device of xcrun devicectl list devices}\"",
      ]
      for group in byScheme {
        lines.append("")
        lines += comments(group)
        lines.append(
          "xcrun devicectl device process launch --device \"$DEVICE\" --terminate-existing --payload-url \(Self.shellQuoted(group[0].opened)) \(bundleID)"
        )
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Android's script: how to check that Android verified the hosts, then `adb shell am start` with each link as
  /// a browser sends it (an App Link opens the app only when its host is verified; a custom-scheme URL always):
  /// the links the app accepts, its `http` links the filters take, and the examples it refuses, each with what
  /// Android does with it and what the app should.
  func android(package: String) -> String {
    let reading = AndroidReading(app: trials.app)
    let http = trials.httpTrials.filter { reading.opens($0.link).older }
    let commands = trials.trials.count + http.count + trials.refused.count
    var lines = heading("on an Android device or emulator", links: commands, commands: commands)
    let hosts = trials.app.allHosts.flatMap(trials.app.addresses(of:))
    var seen: Set<String> = []
    lines += [
      "# First, whether Android verified the app's hosts (each should say `verified`; after serving a new",
      "# assetlinks.json, `--re-verify` asks again):",
      "#   adb shell pm verify-app-links --re-verify \(package)",
      "#   adb shell pm get-app-links \(package)",
      "# What a host serves, as Google reads it (with the dynamic rules of Android 15+):",
    ]
    for host in hosts where seen.insert(host).inserted {
      lines.append(
        "#   https://digitalassetlinks.googleapis.com/v1/statements:list?source.web.site=https://\(host)&relation=delegate_permission/common.handle_all_urls&return_relation_extensions=true"
      )
    }
    func start(_ link: String, _ comment: String) {
      let start =
        "am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d "
        + Self.shellQuoted(link)
      // Quoted twice: for this shell, then for the device's, which `adb shell` hands the command to.
      lines += ["", "# " + comment, "adb shell " + Self.shellQuoted(start)]
    }
    for trial in trials.trials + http {
      start(trial.link, describe(trial))
    }
    for (link, error) in trials.refused {
      let opens = reading.opens(link)
      let android =
        switch (opens.older, opens.newer) {
        case (true, true): "Android opens the app with it, which should give it to the browser"
        case (true, false):
          "Android 14 and lower open the app with it, which should give it to the browser; Android 15+ the browser"
        case (false, _): "Android opens it in the browser"
        }
      start(link, "refused (\(error)): \(android)")
    }
    return lines.joined(separator: "\n")
  }

  private func heading(_ target: String, links: Int? = nil, commands: Int) -> [String] {
    let count = links ?? trials.trials.count
    return [
      "# The links of \(trials.app.name) (\(trials.app.specPath)) to try \(target): \(count) link\(count == 1 ? "" : "s") (\(origin)),",
      "# opened by \(commands) command\(commands == 1 ? "" : "s").",
      "# Each comment says the route and values the app must reach (`routegen match` explains a link).",
    ]
  }

  /// `# followers(userId: "123")`, then the universal links the opened link stands for and the stack, each on a
  /// line of its own.
  private func comments(_ group: [LinkTrial]) -> [String] {
    let first = group[0]
    var lines = ["# " + trials.app.routeDescription(first.value)]
    if group.allSatisfy(\.isSample) { lines[0] += " (a sample link)" }
    for trial in group where trial.opensByScheme {
      lines.append("#   for \(RouteGen.LogText.link(trial.link))")
    }
    if first.opensUniversalLink {
      lines.append(
        "#   no custom-scheme URL for it: a simulator may open it in Safari (see the top)")
    }
    if first.stack.count > 1 {
      lines.append(
        "#   stack: " + first.stack.map(trials.app.routeDescription).joined(separator: " > "))
    }
    return lines
  }

  private func describe(_ trial: LinkTrial) -> String {
    trials.app.routeDescription(trial.value) + (trial.isSample ? " (a sample link)" : "")
  }

  /// A shell word that is exactly `text`: in single quotes, each `'` written `'\''`.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
