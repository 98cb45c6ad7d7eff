import Foundation
import Testing

@testable import RouteGenCore

/// `routegen verify --android`: what a host serves as its assetlinks.json, judged as Android reads it, with the
/// report `routegen verify` gives for AASA files.
@Suite struct AndroidVerifyTests {
  static let generated = packageRoot.appendingPathComponent("Generated/Shop/assetlinks.json")

  /// The report on a saved copy of `host`'s file (of the `environment`'s build) whose text is the generated one
  /// edited by `edit`.
  func verify(
    host: String = "shop.example", environment: [String] = [], _ edit: (String) -> String
  ) throws -> (CommandLineTool.ExitCode, String) {
    let text = edit(try String(contentsOf: Self.generated, encoding: .utf8))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "assetlinks-\(UUID().uuidString).json")
    try text.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    var output = ""
    let code = CommandLineTool(
      standardOutput: { output += $0 + "\n" }, standardError: { output += $0 + "\n" }
    )
    .run(["verify", specPath("Shop"), "--android", "--file", "\(host)=\(file.path)"] + environment)
    return (code, output)
  }

  @Test func theGeneratedFilePasses() throws {
    let (code, output) = try verify { $0 }
    #expect(code == .success, "\(output)")
    #expect(output.contains("4 of 4 routes' links open the app"))
  }

  @Test func aRuleMissingSendsItsRoutesLinksToTheBrowser() throws {
    let (code, output) = try verify {
      $0.replacingOccurrences(
        of: #"""
                    {
                      "/": "/products/?*"
                    },

          """#, with: "")
    }
    #expect(code == .failure)
    #expect(
      output.contains(
        "error: route 'product' (/products/{id}): 3 of 3 links open the browser, not the app: excluded by dynamic rule 5 (`?*`)"
      ), "\(output)")
  }

  @Test func theStatementMustNameThePackageAndEveryCertificate() throws {
    let other = try verify {
      $0.replacingOccurrences(of: "\"com.example.shop\"", with: "\"com.example.other\"")
    }
    #expect(other.0 == .failure)
    #expect(
      other.1.contains("error: hosting: no statement lets com.example.shop handle all URLs"),
      "\(other.1)")
    let certificate = try verify { $0.replacingOccurrences(of: "14:6D:E9", with: "00:6D:E9") }
    #expect(
      certificate.1.contains(
        "error: hosting: the statement for com.example.shop does not list the certificate 14:6D:E9:83"
      ),
      "\(certificate.1)")
    let noRules = try verify(Self.withoutRules)
    #expect(
      noRules.1.contains("warning: difference: no dynamic rules for com.example.shop")
        && noRules.1.contains("4 of 4 routes' links open the app"), "\(noRules.1)")
    #expect(!noRules.1.contains("dynamic rule 1"), "no rule claims anything: \(noRules.1)")
    // After a statement error the links are not judged, and the summary says so.
    #expect(
      certificate.1.contains("links not judged: mend the errors above first"), "\(certificate.1)")
    #expect(!certificate.1.contains("0 of 0 routes"), "\(certificate.1)")
    let broken = try verify { String($0.dropLast(3)) }
    #expect(broken.1.contains("error: hosting: not valid JSON"), "\(broken.1)")
  }

  /// Rules Android does not keep as they are: an empty field discards the file's rules (the manifest's filters then
  /// decide), and a second statement with rules for the package is a second list.
  @Test func rulesAreReadAsAndroidKeepsThem() throws {
    let empty = try verify { $0.replacingOccurrences(of: #""/": "/orders/?*""#, with: #""/": """#) }
    #expect(empty.0 == .failure)
    #expect(
      empty.1.contains(
        #"error: difference: the dynamic rules for com.example.shop hold an empty path ("/": ""): Android discards every rule of the file"#
      ), "\(empty.1)")
    // The filters still take every route's links.
    #expect(empty.1.contains("4 of 4 routes' links open the app"), "\(empty.1)")
    let twice = try verify { text in
      let statement = text.drop { $0 != "{" }.dropLast(2)
      return "[\n  \(statement),\n  \(statement)\n]\n"
    }
    #expect(
      twice.1.contains(
        "warning: difference: 2 statements give com.example.shop dynamic rules; Android reads one list per site, relation and app"
      ), "\(twice.1)")
  }

  /// With `--environment`, differences name the environment's own generated file.
  @Test func anEnvironmentsFileIsNamed() throws {
    let (_, output) = try verify(
      host: "shop-staging.example", environment: ["--environment", "staging"], Self.withoutRules)
    #expect(output.contains("(Shop/staging/assetlinks.json has them)"), "\(output)")
  }

  /// The generated file without its dynamic rules.
  static func withoutRules(_ text: String) -> String {
    text.components(separatedBy: "    \"relation_extensions\"")[0]
      .replacingOccurrences(of: "    },\n", with: "    }\n") + "  }\n]\n"
  }

  /// Google's Digital Asset Links API, which Android's verifier asks: one statement per certificate.
  @Test func theAPIsAnswerIsJudgedToo() throws {
    let model = try #require(Pipeline.load(path: specPath("Shop")).model)
    let verification = try #require(AssetLinksVerification(app: model))
    func judge(_ json: String, status: Int = 200) -> [String] {
      verification.judgeAPI(
        ServedFile(source: "api", isFetched: true, status: status, body: Array(json.utf8)),
        at: "shop.example"
      ).findings.map { "\($0.severity.rawValue): \($0.message)" }
    }
    let fingerprint = model.android!.fingerprints[0]
    func statement(_ package: String, _ certificate: String) -> String {
      #"{"source": {"web": {"site": "https://shop.example."}}, "relation": "delegate_permission/common.handle_all_urls", "target": {"androidApp": {"packageName": "\#(package)", "certificate": {"sha256Fingerprint": "\#(certificate)"}}}}"#
    }
    #expect(
      judge(#"{"statements": [\#(statement("com.example.shop", fingerprint))], "maxAge": "600s"}"#)
        == ["note: lists com.example.shop with each certificate of the spec"])
    #expect(
      judge(#"{"statements": [\#(statement("com.example.shop", "AA:BB"))]}"#) == [
        "error: the API lists com.example.shop without the certificate \(fingerprint): a build signed with it is not verified (the API reads the host's file, and may lag a change by hours)"
      ])
    #expect(
      judge(#"{"statements": []}"#).first?.hasPrefix(
        "error: the API lists no statement for com.example.shop") == true)
    #expect(
      judge("", status: 503) == [
        "note: the API could not be asked (status 503); judge the host's file alone"
      ])
    let unasked = verification.judgeAPI(
      ServedFile(source: "api", isFetched: true, status: 503, body: []), at: "shop.example")
    #expect(unasked.summary == "no verdict from the API: it could not be asked")
    var errors = ""
    let tool = CommandLineTool(standardOutput: { _ in }, standardError: { errors += $0 + "\n" })
    #expect(tool.run(["verify", specPath("Shop"), "--api"]) == .usage)
    #expect(errors.contains("--api asks Google's Digital Asset Links API: use it with --android"))
  }

  @Test func usage() throws {
    var errors = ""
    let tool = CommandLineTool(standardOutput: { _ in }, standardError: { errors += $0 + "\n" })
    #expect(tool.run(["verify", specPath("Shop"), "--android", "--cdn"]) == .usage)
    #expect(errors.contains("--cdn is Apple's: not with --android"))
    #expect(tool.run(["verify", specPath("Ghost"), "--android"]) == .failure)
    #expect(errors.contains("the spec names no Android app"))
  }
}

#if os(Linux)
  extension VerifyOverHTTPSTests {
    /// Served over HTTPS: Android follows no redirect, and wants application/json.
    @Test func androidsHostingRules() throws {
      let body = try Data(contentsOf: AndroidVerifyTests.generated)
      let server = try HTTPSTestServer(responses: [
        "/moved": (["status": 301, "headers": ["Location": "https://elsewhere.example/"]], Data()),
        "/text": (["status": 200, "headers": ["Content-Type": "text/plain"]], body),
        "/ok": (["status": 200, "headers": ["Content-Type": "application/json"]], body),
      ])
      defer { server.stop() }
      func run(_ path: String) throws -> (status: Int32, output: String) {
        try runProcess(
          try routegenBinary(),
          [
            "verify", specPath("Shop"), "--android", "--url", "shop.example=\(server.base)\(path)",
            "--host", "shop.example", "--timeout", "2", "--ca-bundle", server.bundle.path,
          ])
      }
      let moved = try run("/moved")
      #expect(moved.status == 1)
      #expect(
        moved.output.contains("Android follows no redirect for assetlinks.json"), "\(moved.output)")
      let text = try run("/text")
      #expect(
        text.output.contains("served as 'text/plain'; serve it as application/json"),
        "\(text.output)")
      let ok = try run("/ok")
      #expect(ok.status == 0, "\(ok.output)")
    }
  }
#endif
