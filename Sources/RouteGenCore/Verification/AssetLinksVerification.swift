import Foundation
import RouteGenRuntime

/// `routegen verify --android`: what each address serves as its `assetlinks.json`, judged against the spec as
/// Android reads it ("Configure website associations and dynamic rules"): served over HTTPS with status 200, no
/// redirect, as `application/json`; a statement that lets the package handle all URLs, with every certificate
/// fingerprint the spec names; and, route by route, the links its dynamic rules open (`AndroidRuleMatcher`),
/// against the rules RouteGen writes for that address. The report is `AASAVerification`'s.
public struct AssetLinksVerification {
  let app: AppModel
  let android: AndroidConfiguration
  /// The folder the generated files of the checked build are in (`Shop`, `Shop/staging`), as findings name it.
  public var generatedFolder: String
  private let judgement: LinkJudgement
  /// The generated files as Android reads them: their rules are what a served file is compared with, and their
  /// filters decide where the served file has no dynamic rules Android keeps.
  private let reading: AndroidReading

  public init?(app: AppModel) {
    guard let android = app.android else { return nil }
    self.app = app
    self.android = android
    generatedFolder = app.name
    judgement = LinkJudgement(app: app)
    reading = AndroidReading(app: app)
  }

  /// The URL Android fetches an address's file from.
  public static func url(of address: String) -> String {
    "https://\(address)/.well-known/\(AssetLinksRenderer.fileName)"
  }

  /// Google's Digital Asset Links API, which Android's verifier asks (`statements:list`).
  public static let apiBase = "https://digitalassetlinks.googleapis.com/v1/statements:list"

  /// What the API says of an address's statements: `<base>?source.web.site=https://<address>&relation=…`.
  public static func apiURL(_ address: String, base: String = apiBase) -> String {
    base + "?source.web.site=https://\(address)&relation=\(AssetLinksRenderer.relation)"
  }

  /// The API's answer for an address: its statements for the package, with every certificate of the spec. The API
  /// reads the host's file itself and caches it, so it may lag a change; where it cannot be reached, a note.
  public func judgeAPI(_ served: ServedFile, at address: String) -> AASAVerification.Report {
    var findings: [VerifyFinding] = []
    var noVerdict: String?
    func report() -> AASAVerification.Report {
      AASAVerification.Report(
        address: address, isCDN: false, served: served, findings: findings, verdicts: [],
        canonical: nil, origin: "Google's Digital Asset Links API for \(address)",
        noVerdict: noVerdict)
    }
    guard served.failure == nil, served.status == 200 else {
      let why = served.failure ?? "status \(served.status.map(String.init) ?? "none")"
      findings.append(
        VerifyFinding(
          .note, .hosting, "the API could not be asked (\(why)); judge the host's file alone"))
      noVerdict = "no verdict from the API: it could not be asked"
      return report()
    }
    var parser = JSONParser(bytes: served.body)
    guard let root = try? parser.parse(),
      case .array(let statements)? = root.member("statements")?.value
    else {
      findings.append(
        VerifyFinding(
          .note, .hosting,
          "the API's answer is not a list of statements; judge the host's file alone"))
      noVerdict = "no verdict from the API: its answer could not be read"
      return report()
    }
    // `{"target": {"androidApp": {"packageName": …, "certificate": {"sha256Fingerprint": …}}}}`, one per certificate.
    let listed = Set(
      statements.compactMap { statement -> String? in
        let app = statement.member("target")?.member("androidApp")
        guard app?.member("packageName")?.string == android.package else { return nil }
        return app?.member("certificate")?.member("sha256Fingerprint")?.string?.uppercased()
      })
    for fingerprint in android.fingerprints where !listed.contains(fingerprint) {
      findings.append(
        VerifyFinding(
          .error, .hosting,
          listed.isEmpty
            ? "the API lists no statement for \(android.package) on \(address): Android's verifier, which asks it, does not verify the host (the API reads the host's file, and may lag a change by hours)"
            : "the API lists \(android.package) without the certificate \(fingerprint): a build signed with it is not verified (the API reads the host's file, and may lag a change by hours)"
        ))
      if listed.isEmpty { break }
    }
    if findings.isEmpty {
      findings.append(
        VerifyFinding(.note, .hosting, "lists \(android.package) with each certificate of the spec")
      )
    }
    return report()
  }

  public func judge(_ served: ServedFile, at address: String) -> AASAVerification.Report {
    var findings = Self.hostingFindings(served)
    var verdicts: [LinkJudgement.Verdict] = []
    let file = reading.files.first { $0.addresses.contains(address) }!
    let generated = reading.rules[file.path] ?? AndroidRuleMatcher(rules: [])
    if !findings.contains(where: { $0.severity == .error }) {
      var parser = JSONParser(bytes: served.body)
      do throws(JSONParser.Failure) {
        let root = try parser.parse()
        findings += statementFindings(root)
        let rules = AndroidRuleMatcher(statements: root, package: android.package)
        let generatedFile = "\(generatedFolder)/\(AssetLinksRenderer.path(of: file))"
        if rules.rules.isEmpty {
          findings.append(
            VerifyFinding(
              .warning, .difference,
              "no dynamic rules for \(android.package): Android 15+ opens every link the manifest's filters take, as Android 14 does (\(generatedFile) has them)"
            ))
        } else if let emptyField = rules.discarded {
          findings.append(
            VerifyFinding(
              .error, .difference,
              "the dynamic rules for \(android.package) hold \(emptyField): Android discards every rule of the file, and Android 15+ opens every link the manifest's filters take (\(generatedFile) has none empty)"
            ))
        }
        // The links: as the rules decide, or as the manifest's filters do where Android keeps no rule.
        if !findings.contains(where: { $0.severity == .error && $0.kind == .hosting }) {
          verdicts =
            rules.rules.isEmpty || rules.discarded != nil
            ? judgement.verdicts(on: address, served: reading.manifest, generated: generated)
            : judgement.verdicts(on: address, served: rules, generated: generated)
          findings =
            AASAVerification.linkFindings(verdicts, app: app, browser: "the browser") + findings
        }
      } catch {
        findings.append(
          VerifyFinding(
            .error, .hosting,
            "not valid JSON (\(served.source):\(error.location.line):\(error.location.column): \(error.message)); Android verifies nothing from it"
          ))
      }
    }
    return AASAVerification.Report(
      address: address, isCDN: false, served: served, findings: findings, verdicts: verdicts,
      canonical: nil)
  }

  /// The statement for the package: one that lets it handle all URLs, with each certificate of the spec.
  private func statementFindings(_ root: JSONNode) -> [VerifyFinding] {
    guard case .array(let statements) = root.value else {
      return [
        VerifyFinding(
          .error, .hosting,
          "the file is not a JSON array of statements; Android verifies nothing from it")
      ]
    }
    let ours = statements.filter { statement in
      statement.member("target")?.member("package_name")?.string == android.package
        && statement.member("target")?.member("namespace")?.string == "android_app"
    }
    let handling = ours.filter { statement in
      guard case .array(let relations)? = statement.member("relation")?.value else { return false }
      return relations.contains { $0.string == AssetLinksRenderer.relation }
    }
    guard !handling.isEmpty else {
      return [
        VerifyFinding(
          .error, .hosting,
          "no statement lets \(android.package) handle all URLs (\"relation\": [\"\(AssetLinksRenderer.relation)\"], \"target\": {\"namespace\": \"android_app\", \"package_name\": \"\(android.package)\", …}): Android does not verify this host, and its links open the browser"
        )
      ]
    }
    let served = Set(
      handling.flatMap { statement -> [String] in
        guard
          case .array(let list)? = statement.member("target")?.member("sha256_cert_fingerprints")?
            .value
        else { return [] }
        return list.compactMap(\.string).map { $0.uppercased() }
      })
    var findings: [VerifyFinding] = []
    let lists = ours.filter {
      $0.member("relation_extensions")?.member(AssetLinksRenderer.relation)?.member(
        "dynamic_app_link_components") != nil
    }.count
    if lists > 1 {
      findings.append(
        VerifyFinding(
          .warning, .difference,
          "\(lists) statements give \(android.package) dynamic rules; Android reads one list per site, relation and app: serve them in one statement"
        ))
    }
    return findings
      + android.fingerprints.filter { !served.contains($0) }.map { fingerprint in
        VerifyFinding(
          .error, .hosting,
          "the statement for \(android.package) does not list the certificate \(fingerprint): a build signed with it is not verified here, and its links open the browser"
        )
      }
  }

  /// How the file is served: Android fetches it over HTTPS, follows no redirect, and wants `application/json`.
  private static func hostingFindings(_ served: ServedFile) -> [VerifyFinding] {
    func broken(_ message: String) -> VerifyFinding {
      VerifyFinding(.error, .hosting, message + "; Android does not verify this host")
    }
    if let failure = served.failure { return [broken("no file: \(failure)")] }
    guard served.isFetched else { return [] }
    if let redirect = served.redirect {
      return [
        broken(
          "status \(served.status ?? 0), a redirect to \(RouteGen.LogText.quoted(redirect)); Android follows no redirect for assetlinks.json: serve it at this address with status 200"
        )
      ]
    }
    guard served.status == 200 else {
      return [
        broken("status \(served.status.map(String.init) ?? "none"); serve the file with status 200")
      ]
    }
    let mediaType = (served.contentType ?? "").prefix { $0 != ";" }
      .trimmingCharacters(in: .whitespaces).lowercased()
    guard mediaType == "application/json" else {
      let how =
        mediaType.isEmpty ? "with no content type" : "as \(RouteGen.LogText.quoted(mediaType))"
      return [broken("served \(how); serve it as application/json")]
    }
    return []
  }
}
