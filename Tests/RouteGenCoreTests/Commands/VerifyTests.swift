import Foundation
import Testing

@testable import RouteGenCore

/// `routegen verify` on NovaSocial: what a domain serves, judged against the spec. Each case is served by a real
/// HTTPS server on the loopback interface (`VerifyOverHTTPSTests`), and, where a saved copy can show it, read
/// through `--file`.
@Suite struct VerifyTests {
  /// One way a domain serves its file, and what the report must say.
  struct ServedCase: Sendable, CustomTestStringConvertible {
    var name: String
    var body: Body
    var status = 200
    var contentType: String? = "application/json"
    var location: String?
    /// Lines (or parts of lines) the text report must have.
    var expected: [String]
    var code: CommandLineTool.ExitCode
    /// Whether a saved copy shows it too (a status, a header or a timeout is the server's only).
    var savedCopyShowsIt = true

    var testDescription: String { name }
  }

  enum Body: Sendable {
    case generated, withoutUserProfile, userPathsExcluded, truncated, oversized, otherAppID, hang,
      empty
    /// Followers' component moved before userProfile's, which overlaps it.
    case reordered
    /// The iOS 12 form: `paths` only.
    case legacyPaths
  }

  static let userProfileToSafari =
    "error: route 'userProfile' (/user/{userId}, /u/{userId}, /@{userId}): 16 of 16 links open Safari, not the app: "

  /// Without a usable file, one error after the cause, not one per route.
  static let routesDown =
    "error: with no usable file here for ABCDE12345.com.nova.social, the universal links of 16 routes (feed, userProfile, currentUserProfile, followers, following, …; 79 sample links) open Safari until the error above is fixed"

  static let cases: [ServedCase] = [
    ServedCase(
      name: "the generated file", body: .generated,
      expected: [
        "16 of 16 routes' links open the app (79 of 79 links)",
        "routegen: every route's links open the app on nova.social",
      ], code: .success),
    ServedCase(
      name: "a stale file without a route's components", body: .withoutUserProfile,
      expected: [
        userProfileToSafari + "no component claims them; e.g. https://nova.social/user/123",
        #"warning: difference: missing {"/": "/user/?*"}: userProfile (/user/{userId}) in NovaSocial/apple-app-site-association"#,
        "routegen: the links of 1 route open Safari (userProfile); 1 error(s), 3 warning(s)",
      ], code: .failure),
    ServedCase(
      name: "a stale exclude", body: .userPathsExcluded,
      expected: [
        "error: route 'userProfile' (/user/{userId}, /u/{userId}, /@{userId}): 5 of 16 links open Safari, not the app: excluded by component 1 (`/user/*`); e.g. https://nova.social/user/123",
        "error: route 'followers' (/user/{userId}/followers): 5 of 5 links open Safari, not the app: excluded by component 1 (`/user/*`); e.g. https://nova.social/user/123/followers",
        #"warning: difference: component 1, {"/": "/user/*", "exclude": true}, is not in NovaSocial/apple-app-site-association"#,
        "routegen: the links of 3 routes open Safari (userProfile, followers, following)",
      ], code: .failure),
    ServedCase(
      name: "invalid JSON", body: .truncated,
      expected: [
        "error: hosting: not valid JSON (", "iOS ignores the whole file",
        routesDown, "0 of 16 routes' links open the app",
      ],
      code: .failure),
    ServedCase(
      name: "an oversized file", body: .oversized,
      expected: ["error: hosting: larger than Apple's limit of 131072 bytes, so iOS ignores it"],
      code: .failure),
    ServedCase(
      name: "another app's file", body: .otherAppID,
      expected: [
        "error: hosting: the app ID ABCDE12345.com.nova.social is in no 'applinks.details' entry, so its universal links open Safari",
        routesDown,
      ], code: .failure),
    ServedCase(
      name: "a redirect", body: .empty, status: 301,
      location: "https://www.nova.social/.well-known/apple-app-site-association",
      expected: [
        "error: hosting: status 301, a redirect to 'https://www.nova.social/.well-known/apple-app-site-association'; iOS follows no redirect"
      ],
      code: .failure, savedCopyShowsIt: false),
    ServedCase(
      name: "not found", body: .empty, status: 404,
      expected: ["error: hosting: status 404; serve the file with status 200", routesDown],
      code: .failure,
      savedCopyShowsIt: false),
    ServedCase(
      name: "a wrong content type", body: .generated, contentType: "text/plain",
      expected: [
        "warning: hosting: served as 'text/plain'; serve it as application/json",
        "16 of 16 routes' links open the app",
      ], code: .failure, savedCopyShowsIt: false),
    ServedCase(
      name: "a server that never answers", body: .hang,
      expected: ["error: hosting: no file: no answer within 1 seconds (timed out)"], code: .failure,
      savedCopyShowsIt: false),
  ]

  /// The file's bytes for a case.
  static func bytes(_ body: Body) throws -> Data {
    let generated = try Data(
      contentsOf: packageRoot.appendingPathComponent(
        "Generated/NovaSocial/apple-app-site-association"))
    func edited(_ change: (inout [[String: Any]]) -> Void) throws -> Data {
      var root = try #require(try JSONSerialization.jsonObject(with: generated) as? [String: Any])
      var applinks = root["applinks"] as! [String: Any]
      var details = applinks["details"] as! [[String: Any]]
      var components = details[0]["components"] as! [[String: Any]]
      change(&components)
      details[0]["components"] = components
      applinks["details"] = details
      root["applinks"] = applinks
      return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }
    switch body {
    case .generated: return generated
    case .withoutUserProfile:
      return try edited {
        $0.removeAll { ($0["comment"] as? String)?.hasPrefix("userProfile ") == true }
      }
    case .userPathsExcluded:
      return try edited { $0.insert(["/": "/user/*", "exclude": true], at: 0) }
    case .truncated: return generated.prefix(200)
    case .oversized:
      return Data(#"{"applinks": {"details": []}, "padding": ""#.utf8)
        + Data(repeating: UInt8(ascii: "x"), count: 140_000) + Data(#""}"#.utf8)
    case .otherAppID:
      return Data(
        String(decoding: generated, as: UTF8.self).replacingOccurrences(
          of: "ABCDE12345.com.nova.social", with: "ZYXWV54321.com.other"
        ).utf8)
    case .reordered:
      return try edited { components in
        let followers = components.firstIndex {
          ($0["comment"] as? String)?.hasPrefix("followers ") == true
        }!
        components.insert(components.remove(at: followers), at: 2)
      }
    case .legacyPaths:
      return Data(
        #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.nova.social", "paths": ["NOT /post/*", "*"]}]}}"#
          .utf8)
    case .hang, .empty: return Data()
    }
  }

  @Test(arguments: cases.filter(\.savedCopyShowsIt))
  func aSavedCopy(_ served: ServedCase) throws {
    let (code, output) = try Self.verify(savedCopy: try Self.bytes(served.body))
    #expect(code == served.code, "\(output)")
    for line in served.expected {
      #expect(output.contains(line), "\(served.name): no '\(line)' in:\n\(output)")
    }
    #expect(output.hasPrefix("nova.social: /"))
    // The cause first, then what it takes down; no error per route.
    if let down = output.range(of: Self.routesDown), let cause = output.range(of: "error: hosting:")
    {
      #expect(cause.lowerBound < down.lowerBound, "\(output)")
      #expect(!output.contains(Self.userProfileToSafari), "\(output)")
    }
  }

  /// Two overlapping components in the other order: the served file says the same but for which decides.
  @Test func reorderedComponents() throws {
    let (code, output) = try Self.verify(savedCopy: try Self.bytes(.reordered))
    #expect(code == .failure)
    #expect(
      output.contains(
        "  warning: difference: reordered: component 3 (followers (/user/{userId}/followers)) now comes before 4 (userProfile (/user/{userId})), so it decides the links both match"
      ), "\(output)")
    #expect(output.contains("16 of 16 routes' links open the app"))
  }

  /// A file in the iOS 12 form (`appID` and `paths`, `NOT` for an exclusion) is read as iOS reads it.
  @Test func theIOS12Form() throws {
    let (code, output) = try Self.verify(savedCopy: try Self.bytes(.legacyPaths))
    #expect(code == .failure)
    #expect(
      output.contains(
        "  error: route 'post' (/post/{postId}, /p/{postId}): 6 of 12 links open Safari, not the app: excluded by component 1 (`/post/*`); e.g. https://nova.social/post/456"
      ), "\(output)")
    #expect(output.contains("15 of 16 routes' links open the app"))
  }

  /// What a served file says is quoted and escaped in the report, as a value from outside is: a component's
  /// comment cannot forge a line of it or drive the terminal.
  @Test func aServedFilesWordsAreEscaped() throws {
    let generated = try String(
      contentsOf: packageRoot.appendingPathComponent(
        "Generated/NovaSocial/apple-app-site-association"),
      encoding: .utf8)
    let forged = generated.replacingOccurrences(
      of: #""components": ["#,
      with:
        #""components": [{ "/": "/post/*", "exclude": true, "comment": "evil\u001b[2J\nerror: forged" }, "#
    )
    #expect(forged != generated)
    let (_, output) = try Self.verify(savedCopy: Data(forged.utf8))
    #expect(output.contains(#"'evil\u{1B}[2J\nerror: forged'"#), "\(output)")
    #expect(!output.contains("\u{1B}") && !output.contains("\nerror: forged"), "\(output)")
  }

  /// `routegen verify` of NovaSocial with `bytes` as nova.social's saved file: the exit code and the report.
  static func verify(savedCopy bytes: Data) throws -> (CommandLineTool.ExitCode, String) {
    let folder = try temporaryFolder("verify")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("apple-app-site-association")
    try bytes.write(to: file)
    let output = CommandLineToolTests.Output()
    let tool = CommandLineTool(
      standardOutput: { output.standardOutput += $0 + "\n" },
      standardError: { output.standardError += $0 + "\n" })
    let code = tool.run(["verify", specPath("NovaSocial"), "--file", "nova.social=\(file.path)"])
    #expect(output.standardOutput.hasPrefix("nova.social: \(file.path) ("))
    return (code, output.standardOutput + output.standardError)
  }

  /// A served file without the generated exclusions opens links the app refuses: a route's refused query key,
  /// and the spec's excluded paths. Each is a warning on its route; the JSON report has the same findings.
  @Test func refusedLinksThatTheServedFileOpens() throws {
    let folder = try temporaryFolder("verify")
    defer { try? FileManager.default.removeItem(at: folder) }
    let specFile = folder.appendingPathComponent("Shop.routes.json")
    try spec(
      routes: #"""
            { "name": "product", "summary": "A product.", "params": { "id": "int" }, "forbiddenQuery": ["token"], "web": "/p/{id}", "examples": ["https://example.com/p/1"] }
        """#, extra: ""
    ).replacingOccurrences(
      of: #""appIDs": ["ABCDE12345.com.example.test"]"#,
      with: #""appIDs": ["ABCDE12345.com.example.test"], "exclude": ["/admin/*"]"#
    )
    .write(to: specFile, atomically: true, encoding: .utf8)
    let served = folder.appendingPathComponent("aasa.json")
    try
      #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.test"], "components": [{"/": "/p/?*"}, {"/": "*"}]}]}}"#
      .write(to: served, atomically: true, encoding: .utf8)
    let output = CommandLineToolTests.Output()
    let tool = CommandLineTool(
      standardOutput: { output.standardOutput += $0 + "\n" },
      standardError: { output.standardError += $0 + "\n" })
    #expect(
      tool.run(["verify", specFile.path, "--file", "example.com=\(served.path)"]) == .failure,
      "\(output.standardError)")
    #expect(
      output.standardOutput.contains(
        "  warning: route 'product' (/p/{id}): 1 link the app refuses opens the app, which then shows nothing: claimed by component 1 (`/p/?*`); e.g. https://example.com/p/42?token=routegen"
      ))
    #expect(
      output.standardOutput.contains(
        "  warning: the spec's excluded paths: 1 link the app refuses opens the app, which then shows nothing: claimed by component 2 (`*`); e.g. https://example.com/admin/x"
      ))
    #expect(output.standardOutput.contains("  1 of 1 routes' links open the app"))

    output.standardOutput = ""
    #expect(
      tool.run([
        "verify", specFile.path, "--file", "example.com=\(served.path)", "--format", "json",
      ]) == .failure)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    #expect(report["errors"] as? Int == 0 && report["warnings"] as? Int == 6)
    let file = try #require((report["files"] as? [[String: Any]])?.first)
    #expect(
      file["address"] as? String == "example.com" && file["from"] as? String == "domain"
        && file["source"] as? String == served.path)
    let findings = try #require(file["findings"] as? [[String: Any]])
    #expect(
      findings.map { $0["kind"] as? String } == [
        "links", "links", "difference", "difference", "difference", "difference",
      ])
    #expect(
      findings[0]["route"] == nil && findings[0]["url"] as? String == "https://example.com/admin/x")
    #expect(
      findings[1]["route"] as? String == "product"
        && findings[1]["url"] as? String == "https://example.com/p/42?token=routegen")
  }

  @Test func usageErrors() {
    func run(_ arguments: [String]) -> (CommandLineTool.ExitCode, String) {
      let output = CommandLineToolTests.Output()
      let tool = CommandLineTool(
        standardOutput: { output.standardOutput += $0 + "\n" },
        standardError: { output.standardError += $0 + "\n" })
      return (tool.run(["verify", specPath("NovaSocial")] + arguments), output.standardError)
    }
    let (unknown, message) = run(["--host", "example.com"])
    #expect(unknown == .usage)
    #expect(
      message.hasPrefix(
        "error: --host: 'example.com' is not a host of \(specPath("NovaSocial")); its hosts are served at nova.social"
      ))
    #expect(
      run(["--url", "nova.social=http://nova.social/aasa"]).1.hasPrefix(
        "error: --url nova.social=http://nova.social/aasa: iOS fetches AASA files over HTTPS only"))
    #expect(
      run(["--file", "nova.social"]).1.hasPrefix(
        "error: --file takes <host>=<value>, not 'nova.social'"))
    #expect(
      run(["--file", "nova.social=/no/such/file"]).1.hasPrefix(
        "error: --file nova.social=/no/such/file: no such file"))
    #expect(run(["--timeout", "0"]).0 == .usage)
    #expect(run(["--format", "yaml"]).0 == .usage)
  }

  /// iOS reads the file of `*.wordpress.com` from `wordpress.com`: a host, a wildcard and a link's host all
  /// name the address they are served at.
  @Test func hostsAreJudgedAtTheAddressIOSFetches() throws {
    let verification = AASAVerification(app: try loadApp("WordPress"))
    #expect(
      verification.addresses == [
        "wordpress.com", "en.blog.wordpress.com", "public-api.wordpress.com", "apps.wordpress.com",
      ])
    #expect(
      ["*.wordpress.com", "{blog}.wordpress.com", "myblog.wordpress.com", "WordPress.com"].map(
        verification.address(of:)) == Array(repeating: "wordpress.com", count: 4))
    #expect(verification.address(of: "en.blog.wordpress.com") == "en.blog.wordpress.com")
    #expect(verification.address(of: "example.com") == nil)
  }
}

#if os(Linux)
  /// The same cases served over HTTPS by `scripts/https-test-server.py` on 127.0.0.1, fetched by the `routegen`
  /// binary as users run it. FoundationNetworking trusts only the system's CA bundle (it ignores `SSL_CERT_FILE`
  /// and `CURL_CA_BUNDLE`), so its runs are in a private mount namespace where a bundle that adds the test's own
  /// certificate is mounted over the system's: trusted inside that run only (`unshare -m`, as root, as CI runs);
  /// runs with `--ca-bundle` or `SSL_CERT_FILE` trust it without root.
  /// One server at a time: a server started while another test's `routegen` runs inherits that run's output
  /// pipe (Foundation's `Process` does not close it in children), and that test would wait for the server.
  @Suite(.serialized) struct VerifyOverHTTPSTests {
    /// Each case fetched both ways: by URLSession, trusting the system's bundle, and by curl, trusting the bundle
    /// `--ca-bundle` names (as a CI runner behind a corporate proxy runs it, without root): the same report.
    @Test(arguments: VerifyTests.cases, [false, true])
    func aDomain(_ served: VerifyTests.ServedCase, throughCABundle: Bool) throws {
      var response: [String: Any] =
        served.body == .hang ? ["hang": true] : ["status": served.status]
      var headers: [String: String] = [:]
      if let type = served.contentType { headers["Content-Type"] = type }
      if let location = served.location { headers["Location"] = location }
      response["headers"] = headers
      let server = try HTTPSTestServer(responses: [
        "/nova.social": (response, try VerifyTests.bytes(served.body))
      ])
      defer { server.stop() }
      let arguments = [
        "verify", specPath("NovaSocial"), "--url", "nova.social=\(server.base)/nova.social",
        "--timeout", "1",
      ]
      let run =
        throughCABundle
        ? try runProcess(try routegenBinary(), arguments + ["--ca-bundle", server.bundle.path])
        : try server.routegen(arguments)
      #expect(run.status == served.code.rawValue, "\(run.output)")
      for line in served.expected {
        #expect(run.output.contains(line), "\(served.name): no '\(line)' in:\n\(run.output)")
      }
      #expect(run.output.hasPrefix("nova.social: \(server.base)/nova.social"))
    }

    /// `--url` without a path names a staging server: its file is where iOS would fetch it there.
    @Test func aURLWithoutAPathIsTheServersWellKnownFile() throws {
      let json: [String: Any] = ["status": 200, "headers": ["Content-Type": "application/json"]]
      let server = try HTTPSTestServer(responses: [
        "/.well-known/apple-app-site-association": (json, try VerifyTests.bytes(.generated))
      ])
      defer { server.stop() }
      for base in [server.base, server.base + "/"] {
        let run = try server.routegen([
          "verify", specPath("NovaSocial"), "--url", "nova.social=\(base)",
        ])
        #expect(run.status == 0, "\(run.output)")
        #expect(
          run.output.hasPrefix(
            "nova.social: \(server.base)/.well-known/apple-app-site-association (status 200"),
          "\(run.output)")
      }
    }

    /// Apple's CDN copy, served under a test base URL: judged like the domain's, and reported stale when it
    /// differs from what the domain serves.
    @Test func theCDNCopy() throws {
      let json: [String: Any] = ["status": 200, "headers": ["Content-Type": "application/json"]]
      let server = try HTTPSTestServer(responses: [
        "/nova.social": (json, try VerifyTests.bytes(.generated)),
        "/cdn/nova.social": (json, try VerifyTests.bytes(.withoutUserProfile)),
      ])
      defer { server.stop() }
      let arguments = [
        "verify", specPath("NovaSocial"), "--url", "nova.social=\(server.base)/nova.social",
        "--cdn",
      ]
      let stale = try server.routegen(
        arguments, environment: ["ROUTEGEN_AASA_CDN_BASE": "\(server.base)/cdn/"])
      #expect(stale.status == 1, "\(stale.output)")
      let lines = stale.output.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      let cdn = try #require(
        lines.firstIndex {
          $0.hasPrefix(
            "Apple's CDN copy for nova.social: \(server.base)/cdn/nova.social (status 200")
        })
      #expect(
        lines[1..<cdn].contains("  16 of 16 routes' links open the app (79 of 79 links)"),
        "the domain's own file is right")
      #expect(
        lines[(cdn + 1)...].contains {
          $0.hasPrefix("  " + VerifyTests.userProfileToSafari + "no component claims them")
        }, "\(stale.output)")
      #expect(
        lines.contains(
          "  warning: cdn: Apple's CDN serves another file than nova.social does, and iOS devices read the CDN's: it is stale until Apple refreshes it (hours to days); a device in developer mode reads the domain's with `applinks:nova.social?mode=developer`"
        ))

      let current = try server.routegen(
        arguments, environment: ["ROUTEGEN_AASA_CDN_BASE": "\(server.base)/"])
      #expect(current.status == 0, "\(current.output)")
      #expect(current.output.contains("  note: cdn: the same file as nova.social serves"))
      // No copy at the CDN (Apple's answers 404 for a domain it has not fetched).
      let none = try server.routegen(
        arguments, environment: ["ROUTEGEN_AASA_CDN_BASE": "\(server.base)/none/"])
      #expect(none.status == 1)
      #expect(
        none.output.contains(
          "Apple's CDN copy for nova.social: \(server.base)/none/nova.social (status 404)\n  error: hosting: status 404"
        ))
    }

    /// `SSL_CERT_FILE` names a CA bundle as `--ca-bundle` does; a bundle that is not there is a usage error.
    @Test func sslCertFileIsTrusted() throws {
      let json: [String: Any] = ["status": 200, "headers": ["Content-Type": "application/json"]]
      let server = try HTTPSTestServer(responses: [
        "/nova.social": (json, try VerifyTests.bytes(.generated))
      ])
      defer { server.stop() }
      let arguments = [
        "SSL_CERT_FILE=\(server.bundle.path)", try routegenBinary(), "verify",
        specPath("NovaSocial"),
        "--url", "nova.social=\(server.base)/nova.social",
      ]
      let run = try runProcess("env", arguments)
      #expect(run.status == 0, "\(run.output)")
      #expect(run.output.hasPrefix("nova.social: \(server.base)/nova.social (status 200"))
      let missing = try runProcess("env", ["SSL_CERT_FILE=/no/such.pem"] + arguments.dropFirst())
      #expect(missing.status == 2)
      #expect(missing.output.contains("error: SSL_CERT_FILE /no/such.pem: no such file"))
    }

    /// Outside the test's namespace the certificate is not trusted: the trust is the run's own.
    @Test func anUntrustedCertificateIsAFinding() throws {
      let server = try HTTPSTestServer(responses: [
        "/nova.social": (["status": 200], try VerifyTests.bytes(.generated))
      ])
      defer { server.stop() }
      let run = try runProcess(
        try routegenBinary(),
        ["verify", specPath("NovaSocial"), "--url", "nova.social=\(server.base)/nova.social"])
      #expect(run.status == 1)
      #expect(run.output.contains("error: hosting: no file: "), "\(run.output)")
    }
  }

  /// `scripts/https-test-server.py` on 127.0.0.1 with a certificate made for this server alone.
  final class HTTPSTestServer {
    let folder: URL
    let process = Process()
    let base: String
    let bundle: URL

    /// Each path's response (`status`, `headers`, or `hang`) and body.
    init(responses: [String: ([String: Any], Data)]) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "routegen-https-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let (cert, key) = (
        folder.appendingPathComponent("cert.pem"), folder.appendingPathComponent("key.pem")
      )
      let made = try runProcess(
        "openssl",
        [
          "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
          "-keyout", key.path, "-out", cert.path,
          "-days", "1", "-subj", "/CN=localhost", "-addext",
          "subjectAltName=DNS:localhost,IP:127.0.0.1",
        ])
      try #require(made.status == 0, "openssl: \(made.output)")
      bundle = folder.appendingPathComponent("bundle.pem")
      let system = try Data(contentsOf: URL(fileURLWithPath: "/etc/ssl/certs/ca-certificates.crt"))
      try (system + Data("\n".utf8) + Data(contentsOf: cert)).write(to: bundle)
      var table: [String: Any] = [:]
      for (path, (response, body)) in responses {
        let file = folder.appendingPathComponent("body-\(table.count)")
        try body.write(to: file)
        table[path] = response.merging(["body": file.path]) { $1 }
      }
      let responsesFile = folder.appendingPathComponent("responses.json")
      try JSONSerialization.data(withJSONObject: table).write(to: responsesFile)
      let output = Pipe()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", packageRoot.appendingPathComponent("scripts/https-test-server.py").path,
        cert.path, key.path, responsesFile.path,
      ]
      process.standardOutput = output
      try process.run()
      // Its first line is the port.
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        line += chunk
      }
      let port = try #require(
        Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
        "the test server did not start")
      base = "https://localhost:\(port)"
    }

    func stop() {
      // SIGKILL: a child started from a test's thread inherits its blocked signals, SIGTERM among them.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `routegen` where the system's CA bundle also trusts this server's certificate.
    func routegen(_ arguments: [String], environment: [String: String] = [:]) throws -> (
      status: Int32, output: String
    ) {
      let script = #"mount --bind "$0" /etc/ssl/certs/ca-certificates.crt && exec "$@""#
      let settings = environment.map { "\($0.key)=\($0.value)" }
      return try runProcess(
        "unshare",
        ["-m", "env"] + settings + ["sh", "-c", script, bundle.path, try routegenBinary()]
          + arguments)
    }
  }
#endif
