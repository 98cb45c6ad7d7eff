import Foundation
import RouteGenRuntime

extension Command {
  static let verify = Command(
    name: "verify",
    summary:
      "Check the AASA files the domains serve (and Apple's CDN copies) against every route's links.",
    operands: .oneSpec,
    about: """
      Fetches each host's AASA file as iOS does (https://<host>/.well-known/apple-app-site-association; a
      wildcard host's from its apex: one GET, no redirect followed, at most 128 KB) and reports, per host:
      the routes whose links open Safari instead of the app (each route's examples and `routegen breaking`'s
      sample links, judged against the served file), links the app refuses that the file claims, Apple's
      hosting rules (status 200, no redirect, application/json, size, JSON shape, the spec's app IDs and
      sections), and how the served components differ from the generated file (missing, added, reordered,
      changed flags).
      """,
    options: [
      .host, .file, .url, .cdn, .android, .api, .timeout, .format, .environment, .caBundle,
    ],
    success: "every link opens the app and nothing else was found",
    failure: "findings (or a spec with errors)",
    examples: [
      "routegen verify Specs/App.routes.json --cdn",
      "routegen verify Specs/App.routes.json --file example.com=Generated/App/apple-app-site-association",
    ],
    run: { tool, arguments throws(CommandStop) in try tool.verify(arguments) })
}

extension Option {
  fileprivate static let host = Option(
    name: "--host", value: .text(placeholder: "<host>"), isRepeatable: true,
    help: "Check this host only (default: every host of the spec).")
  fileprivate static let file = Option(
    name: "--file", value: .text(placeholder: "<host>=<path>"), isRepeatable: true,
    help:
      "Judge a saved copy of the host's file instead of fetching it (offline, CI). With --file and no --host, only the hosts given a file are checked."
  )
  fileprivate static let url = Option(
    name: "--url", value: .text(placeholder: "<host>=<url>"), isRepeatable: true,
    help:
      "Fetch the host's file from another HTTPS address (a staging server; without a path, its /.well-known/apple-app-site-association)."
  )
  fileprivate static let cdn = Option(
    name: "--cdn",
    help:
      "Also fetch Apple's CDN copy, which iOS 14+ devices read (https://app-site-association.cdn-apple.com/a/v1/<host>), judge it, and say whether it still differs from what the domain serves."
  )
  fileprivate static let android = Option(
    name: "--android",
    help:
      "Judge each host's assetlinks.json instead, as Android reads it (https://<host>/.well-known/assetlinks.json: status 200, no redirect, application/json; a statement for the spec's package with each of its certificates; each route's links against the served dynamic rules). Not with --cdn."
  )
  fileprivate static let api = Option(
    name: "--api",
    help:
      "With --android, also ask Google's Digital Asset Links API, which Android's verifier asks, whether it lists the package with each certificate (a note where it cannot be reached)."
  )
  fileprivate static let timeout = Option(
    name: "--timeout", value: .positiveNumber(placeholder: "<seconds>"), defaultValue: "10",
    help: "How long to wait for each answer.")
  fileprivate static let format = Option.format(
    help: "json: the report as JSON, for scripts.")
  fileprivate static let caBundle = Option(
    name: "--ca-bundle", value: .text(placeholder: "<file.pem>"),
    help:
      "Trust the certificates of this PEM file instead of the system's (a corporate proxy's, with the public roots it also needs); without it, SSL_CERT_FILE does the same. Fetched through curl, as no root is needed."
  )
}

extension CommandLineTool {
  /// `routegen verify`: see `AASAVerification`.
  func verify(_ arguments: ParsedArguments) throws(CommandStop) -> ExitCode {
    let timeout = arguments.number(.timeout)
    // A CA bundle to trust instead of the system's: a corporate proxy's, on a CI runner without root.
    let caBundle = arguments[.caBundle] ?? ProcessInfo.processInfo.environment["SSL_CERT_FILE"]
    if let caBundle, !FileManager.default.isReadableFile(atPath: caBundle) {
      let given = arguments.isSet(.caBundle) ? "--ca-bundle" : "SSL_CERT_FILE"
      throw .usage("\(given) \(caBundle): no such file")
    }
    let android = arguments.isSet(.android)
    if android && arguments.isSet(.cdn) { throw .usage("--cdn is Apple's: not with --android") }
    if !android && arguments.isSet(.api) {
      throw .usage("--api asks Google's Digital Asset Links API: use it with --android")
    }
    guard let app = try loadApp(arguments, action: "nothing was checked")?.app else {
      return .failure
    }
    // Differences name the checked build's own generated file.
    let folder = arguments[.environment].map { $0 == "production" ? app.name : "\(app.name)/\($0)" }
    var verification = AASAVerification(app: app)
    var assetLinks = AssetLinksVerification(app: app)
    verification.generatedFolder = folder ?? app.name
    assetLinks?.generatedFolder = folder ?? app.name
    if android && assetLinks == nil { return noAndroidApp(app) }
    let known = verification.addresses
    guard !known.isEmpty else {
      standardError(
        "\(app.specPath): error: the spec has no universal-link hosts, so there is no AASA file to verify"
      )
      return .failure
    }

    // Each option's host, as the address its file is served at.
    func address(_ host: String, _ option: Option) throws(CommandStop) -> String {
      guard let address = verification.address(of: host) else {
        throw .usage(
          "\(option.name): '\(host)' is not a host of \(app.specPath); its hosts are served at \(known.joined(separator: ", "))"
        )
      }
      return address
    }
    func pairs(_ option: Option) throws(CommandStop) -> [String: String] {
      var result: [String: String] = [:]
      for value in arguments.values(option) {
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
          throw .usage("\(option.name) takes <host>=<value>, not '\(value)'")
        }
        result[try address(String(value[..<equals]), option)] = String(
          value[value.index(after: equals)...])
      }
      return result
    }
    let files = try pairs(.file)
    let urls = try pairs(.url).mapValues {
      AASAVerification.fileURL(
        $0, fileName: android ? AssetLinksRenderer.fileName : AASARenderer.fileName)
    }
    for (host, path) in files where !FileManager.default.isReadableFile(atPath: path) {
      throw .usage(
        "--file \(host)=\(path): no such file; give a saved copy of the host's AASA file")
    }
    for (host, url) in urls where URL(string: url)?.scheme?.lowercased() != "https" {
      throw .usage(
        "--url \(host)=\(url): iOS fetches AASA files over HTTPS only; give an https:// address")
    }
    var chosen: [String] = []
    for host in arguments.values(.host) {
      let address = try address(host, .host)
      if !chosen.contains(address) { chosen.append(address) }
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
        if arguments.isSet(.api) {
          let answer = fetch(
            URL(string: AssetLinksVerification.apiURL(address, base: assetLinksAPIBase))!)
          reports.append(assetLinks.judgeAPI(answer, at: address))
        }
        continue
      }
      let report = verification.judge(served, at: address)
      reports.append(report)
      if arguments.isSet(.cdn) {
        let copy = fetch(URL(string: cdnBase + address)!)
        reports.append(verification.judge(copy, at: address, isCDN: true, domain: report))
      }
    }
    let errors = reports.reduce(0) { $0 + $1.errors }
    let warnings = reports.reduce(0) { $0 + $1.warnings }
    if arguments.format == .json {
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
