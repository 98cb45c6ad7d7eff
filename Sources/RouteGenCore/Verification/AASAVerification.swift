import Foundation

/// `routegen verify`: what each address serves as its AASA file (or Apple's CDN copy of it), judged against the
/// spec. Apple's hosting rules (`ServedDocument`), every route's links as iOS would open them (`LinkJudgement`),
/// and the difference from the file RouteGen generates for that address (`AASAComparison`).
public struct AASAVerification {
  /// The report on one served file.
  public struct Report {
    public var address: String
    public var isCDN: Bool
    public var served: ServedFile
    /// Link findings first (the routes whose links do not open the app), then hosting, differences, CDN.
    public var findings: [VerifyFinding]
    var verdicts: [LinkJudgement.Verdict]
    /// The file's meaning, to tell whether the CDN's copy is the domain's.
    var canonical: String?
    /// What the report is on, when it is not the address's own file (Google's API).
    var origin: String? = nil
    /// Why the report gives no verdict (Google's API could not be asked).
    var noVerdict: String? = nil
  }

  /// Apple's CDN, which iOS 14+ devices fetch AASA files from: `<base><host>`.
  public static let cdnBase = "https://app-site-association.cdn-apple.com/a/v1/"

  /// The folder the generated files of the checked build are in (`Shop`, `Shop/staging`), as differences name it.
  public var generatedFolder: String
  let app: AppModel
  private let judgement: LinkJudgement
  private let files: [AASAFile]

  public init(app: AppModel) {
    generatedFolder = app.name
    self.app = app
    judgement = LinkJudgement(app: app)
    files = AASAFile.all(in: app)
  }

  /// Every address iOS fetches one of the app's files from, in the spec's order.
  public var addresses: [String] { files.flatMap(\.addresses) }

  /// The address a host of the spec (`nova.social`, `{blog}.wordpress.com`, `*.wordpress.com`) or a link host
  /// is served from (a closed label's hosts are named one by one: `de.shop.example`).
  public func address(of host: String) -> String? {
    let host = host.lowercased()
    if let wildcard = app.allHosts.first(where: {
      $0.isWildcard && ($0.spelled.lowercased() == host || $0.entitlement == host)
    }), app.closedLabels[wildcard] == nil {
      return wildcard.address
    }
    return judgement.address(ofLinkHost: host)
  }

  /// The URL iOS fetches an address's file from.
  public static func url(of address: String) -> String {
    "https://\(address)/.well-known/\(AASARenderer.fileName)"
  }

  /// The file `verify --url` fetches: the URL given, or the file's place on that server when the URL has no path
  /// (`https://staging.example` means its `/.well-known/apple-app-site-association`, as iOS would fetch it).
  public static func fileURL(_ given: String, fileName: String = AASARenderer.fileName) -> String {
    guard var components = URLComponents(string: given), components.query == nil,
      components.fragment == nil, components.path.isEmpty || components.path == "/"
    else { return given }
    components.path = "/.well-known/\(fileName)"
    return components.string ?? given
  }

  public func judge(
    _ served: ServedFile, at address: String, isCDN: Bool = false, domain: Report? = nil
  ) -> Report {
    let document = ServedDocument(served, app: app)
    var findings = document.findings
    let file = files.first { $0.addresses.contains(address) }!
    let appID = app.aasa.appIDs.first { document.components[$0] != nil } ?? app.aasa.appIDs[0]
    let generated = file.matcher(in: app, appID: appID) ?? AASAMatcher(components: [])
    let claims = AASAMatcher(components: document.components[appID] ?? [])
    let usable = document.components[appID] != nil
    var verdicts = judgement.verdicts(on: address, served: claims, generated: generated)
    if !usable {
      for index in verdicts.indices {
        verdicts[index].toSafari = verdicts[index].toSafari.map {
          ($0.url, "iOS reads no usable file here for \(appID)")
        }
      }
    }
    if usable {
      findings = Self.linkFindings(verdicts, app: app) + findings
    } else {
      // The file's own findings are the cause: say once how many routes it takes down, after them.
      findings += Self.routesDown(verdicts, appID: appID)
    }
    let generatedPath = "\(generatedFolder)/\(file.path)"
    if usable {
      findings += AASAComparison.differences(
        served: claims.components, generated: generated.components, generatedFile: generatedPath)
    }
    // (When either file is unreadable, its own findings say so.)
    if isCDN, let copy = document.canonical, let original = domain?.canonical {
      findings.append(
        copy == original
          ? VerifyFinding(.note, .cdn, "the same file as \(address) serves")
          : VerifyFinding(
            .warning, .cdn,
            "Apple's CDN serves another file than \(address) does, and iOS devices read the CDN's: it is stale until Apple refreshes it (hours to days); a device in developer mode reads the domain's with `applinks:\(address)?mode=developer`"
          ))
    }
    return Report(
      address: address, isCDN: isCDN, served: served, findings: findings, verdicts: verdicts,
      canonical: document.canonical)
  }

  /// Without a usable file, every universal link goes to Safari: one error that counts the routes it takes down.
  private static func routesDown(_ verdicts: [LinkJudgement.Verdict], appID: String)
    -> [VerifyFinding]
  {
    let names = verdicts.filter { !$0.toSafari.isEmpty }.compactMap(\.route)
    guard !names.isEmpty else { return [] }
    let links = verdicts.reduce(0) { $0 + $1.toSafari.count }
    let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
    return [
      VerifyFinding(
        .error, .links,
        "with no usable file here for \(appID), the universal links of \(names.count) route\(names.count == 1 ? "" : "s") (\(shown); \(links) sample link\(links == 1 ? "" : "s")) open Safari until the error above is fixed"
      )
    ]
  }

  /// One error per route and reason its links go to Safari; one warning per route whose refused links open the app.
  static func linkFindings(
    _ verdicts: [LinkJudgement.Verdict], app: AppModel, browser: String = "Safari"
  ) -> [VerifyFinding] {
    var findings: [VerifyFinding] = []
    for verdict in verdicts {
      let subject =
        verdict.route.flatMap { name in app.route(named: name) }.map { route in
          "route '\(route.name)' ("
            + (route.web?.patterns.map(\.source).joined(separator: ", ") ?? "") + ")"
        } ?? "the spec's excluded paths"
      var reasons: [String: [String]] = [:]
      var order: [String] = []
      for (url, reason) in verdict.toSafari {
        if reasons[reason] == nil { order.append(reason) }
        reasons[reason, default: []].append(url)
      }
      for reason in order {
        let urls = reasons[reason]!
        findings.append(
          VerifyFinding(
            .error, .links, route: verdict.route, url: urls[0],
            "\(subject): \(urls.count) of \(verdict.links) link\(verdict.links == 1 ? " opens" : "s open") \(browser), not the app: \(reason); e.g. \(urls[0])"
          ))
      }
      if let first = verdict.claimedRefused.first {
        let count = verdict.claimedRefused.count
        findings.append(
          VerifyFinding(
            .warning, .links, route: verdict.route, url: first.url,
            "\(subject): \(count) link\(count == 1 ? "" : "s") the app refuses open\(count == 1 ? "s" : "") the app, which then shows nothing: \(first.reason); e.g. \(first.url)"
          ))
      }
    }
    return findings
  }
}

extension AASAVerification.Report {
  var errors: Int { findings.count { $0.severity == .error } }
  var warnings: Int { findings.count { $0.severity == .warning } }
  var routesToSafari: [String] { verdicts.filter { !$0.toSafari.isEmpty }.compactMap(\.route) }

  /// Where the file came from and what came back, on one line.
  var heading: String {
    let origin = self.origin ?? (isCDN ? "Apple's CDN copy for \(address)" : address)
    var parts: [String] = []
    if let status = served.status { parts.append("status \(status)") }
    if let type = served.contentType { parts.append(type) }
    if served.failure == nil && (served.status == 200 || !served.isFetched) {
      parts.append(
        served.isOversized ? "over \(AASARenderer.maximumSize) bytes" : "\(served.body.count) bytes"
      )
    }
    return "\(origin): \(served.source)"
      + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
  }

  /// The links that open the app, as the report's last line for this file.
  var summary: String {
    if let noVerdict { return noVerdict }
    if origin != nil {
      return errors == 0 ? "the API agrees with the spec" : "the API disagrees with the spec"
    }
    let judged = verdicts.filter { $0.route != nil }
    if judged.isEmpty && errors > 0 { return "links not judged: mend the errors above first" }
    let routes = judged.filter { $0.toSafari.isEmpty }.count
    let links = judged.reduce(0) { $0 + $1.opensApp }
    let total = judged.reduce(0) { $0 + $1.links }
    return "\(routes) of \(judged.count) routes' links open the app (\(links) of \(total) links)"
  }

  var json: JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("address", .string(address)),
      ("from", .string(origin != nil ? "digitalAssetLinksAPI" : isCDN ? "cdn" : "domain")),
      ("source", .string(served.source)),
    ]
    if let status = served.status { members.append(("status", .integer(status))) }
    if let type = served.contentType { members.append(("contentType", .string(type))) }
    if let redirect = served.redirect { members.append(("redirect", .string(redirect))) }
    if let failure = served.failure { members.append(("failure", .string(failure))) }
    members.append(("bytes", .integer(served.body.count)))
    members.append(("findings", .array(findings.map(\.json))))
    func links(_ list: [(url: String, reason: String)]) -> JSONOutput {
      .array(list.map { .object([("url", .string($0.url)), ("reason", .string($0.reason))]) })
    }
    members.append(
      (
        "routes",
        .array(
          verdicts.filter { $0.route != nil }.map { verdict in
            .object([
              ("route", .string(verdict.route!)), ("links", .integer(verdict.links)),
              ("opensApp", .integer(verdict.opensApp)),
              ("opensSafari", links(verdict.toSafari)),
              ("refusedButOpensApp", links(verdict.claimedRefused)),
            ])
          })
      ))
    return .object(members)
  }
}
