import Foundation
import RouteGenRuntime

extension CommandLineTool {
  /// `routegen verify`: see `AASAVerification`.
  func verify(_ arguments: ParsedArguments) -> ExitCode {
    guard arguments.positional.count == 1 else {
      return usageError("give one spec file", Self.verifyHelp)
    }
    let format = arguments.values["--format"] ?? "text"
    guard format == "text" || format == "json" else {
      return usageError("--format must be text or json, not '\(format)'", Self.verifyHelp)
    }
    let timeout = arguments.values["--timeout"].map { Double($0) } ?? 10
    guard let timeout, timeout > 0 else {
      return usageError("--timeout needs a number of seconds above 0", Self.verifyHelp)
    }
    // A CA bundle to trust instead of the system's: a corporate proxy's, on a CI runner without root.
    let caBundle =
      arguments.values["--ca-bundle"] ?? ProcessInfo.processInfo.environment["SSL_CERT_FILE"]
    if let caBundle, !FileManager.default.isReadableFile(atPath: caBundle) {
      let given = arguments.values["--ca-bundle"] == nil ? "SSL_CERT_FILE" : "--ca-bundle"
      return usageError("\(given) \(caBundle): no such file", Self.verifyHelp)
    }
    guard
      let production = loadAll(arguments.positional, notes: false, action: "nothing was checked")?
        .first,
      let app = environment(arguments, of: production, Self.verifyHelp)
    else { return .failure }
    let verification = AASAVerification(app: app)
    let android = arguments.flags.contains("--android")
    if android && arguments.flags.contains("--cdn") {
      return usageError("--cdn is Apple's: not with --android", Self.verifyHelp)
    }
    if !android && arguments.flags.contains("--api") {
      return usageError(
        "--api asks Google's Digital Asset Links API: use it with --android", Self.verifyHelp)
    }
    let assetLinks = AssetLinksVerification(app: app)
    if android && assetLinks == nil { return noAndroidApp(app) }
    let known = verification.addresses
    guard !known.isEmpty else {
      standardError(
        "\(app.specPath): error: the spec has no universal-link hosts, so there is no AASA file to verify"
      )
      return .failure
    }

    // Each option's host, as the address its file is served at.
    typealias Problem = ParsedArguments.Problem
    func address(_ host: String, _ option: String) throws(Problem) -> String {
      guard let address = verification.address(of: host) else {
        throw Problem(
          message:
            "\(option): '\(host)' is not a host of \(app.specPath); its hosts are served at \(known.joined(separator: ", "))"
        )
      }
      return address
    }
    func pairs(_ option: String) throws(Problem) -> [String: String] {
      var result: [String: String] = [:]
      for value in arguments.lists[option] ?? [] {
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
          throw Problem(message: "\(option) takes <host>=<value>, not '\(value)'")
        }
        result[try address(String(value[..<equals]), option)] = String(
          value[value.index(after: equals)...])
      }
      return result
    }
    let files: [String: String]
    let urls: [String: String]
    var chosen: [String] = []
    do throws(Problem) {
      files = try pairs("--file")
      urls = try pairs("--url").mapValues {
        AASAVerification.fileURL(
          $0, fileName: android ? AssetLinksRenderer.fileName : AASARenderer.fileName)
      }
      for (host, path) in files where !FileManager.default.isReadableFile(atPath: path) {
        throw Problem(
          message: "--file \(host)=\(path): no such file; give a saved copy of the host's AASA file"
        )
      }
      for (host, url) in urls where URL(string: url)?.scheme?.lowercased() != "https" {
        throw Problem(
          message:
            "--url \(host)=\(url): iOS fetches AASA files over HTTPS only; give an https:// address"
        )
      }
      for host in arguments.lists["--host"] ?? [] {
        let address = try address(host, "--host")
        if !chosen.contains(address) { chosen.append(address) }
      }
    } catch {
      return usageError(error.message, Self.verifyHelp)
    }
    if chosen.isEmpty { chosen = files.isEmpty ? known : known.filter { files[$0] != nil } }

    func fetch(_ url: URL) -> ServedFile {
      caBundle.map { ServedFile.fetch(url, timeout: timeout, trusting: $0) }
        ?? ServedFile.fetch(url, timeout: timeout)
    }
    var reports: [AASAVerification.Report] = []
    for address in chosen {
      let url =
        urls[address]
        ?? (android ? AssetLinksVerification.url(of: address) : AASAVerification.url(of: address))
      let served = files[address].map(ServedFile.read) ?? fetch(URL(string: url)!)
      if let assetLinks, android {
        reports.append(assetLinks.judge(served, at: address))
        if arguments.flags.contains("--api") {
          let answer = fetch(
            URL(string: AssetLinksVerification.apiURL(address, base: assetLinksAPIBase))!)
          reports.append(assetLinks.judgeAPI(answer, at: address))
        }
        continue
      }
      let report = verification.judge(served, at: address)
      reports.append(report)
      if arguments.flags.contains("--cdn") {
        let copy = fetch(URL(string: cdnBase + address)!)
        reports.append(verification.judge(copy, at: address, isCDN: true, domain: report))
      }
    }
    let errors = reports.reduce(0) { $0 + $1.errors }
    let warnings = reports.reduce(0) { $0 + $1.warnings }
    if format == "json" {
      let report = JSONOutput.object([
        ("spec", .string(app.specPath)), ("errors", .integer(errors)),
        ("warnings", .integer(warnings)),
        ("files", .array(reports.map(\.json))),
      ])
      standardOutput(String(report.rendered().dropLast()))
    } else {
      var lines: [String] = []
      for report in reports {
        lines.append(report.heading)
        lines += report.findings.map {
          "  \($0.severity.rawValue): \($0.kind == .links ? "" : "\($0.kind.rawValue): ")\($0.message)"
        }
        lines.append("  \(report.summary)")
        lines.append("")
      }
      var seen: Set<String> = []
      let toSafari = reports.flatMap(\.routesToSafari).filter { seen.insert($0).inserted }
      if errors + warnings == 0 {
        lines.append(
          "routegen: every route's links open the app on \(chosen.joined(separator: ", "))")
      } else {
        let routes =
          toSafari.isEmpty
          ? ""
          : "the links of \(toSafari.count) route\(toSafari.count == 1 ? "" : "s") open \(android ? "the browser" : "Safari") (\(toSafari.joined(separator: ", "))); "
        lines.append("routegen: \(routes)\(errors) error(s), \(warnings) warning(s)")
      }
      // What a server sent is in these lines: one line each, whatever it sent.
      standardOutput(lines.map { RouteGen.LogText.line($0, limit: .max) }.joined(separator: "\n"))
    }
    return errors + warnings == 0 ? .success : .failure
  }
}
