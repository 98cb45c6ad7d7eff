import Foundation
import Testing

@testable import RouteGenCore

/// `routegen match --urls`: replaying an app's link traffic against the spec, and against what its old router
/// answered.
@Suite struct LinkReplayTests {
  static let file = [
    "https://nova.social/u/123\tuserProfile\tuserId=123",
    "https://nova.social/u/123\tuserProfile\tuserId=12",
    "https://nova.social/nope\treject",
    "https://nova.social/post/9\treject",
    "https://nova.social/post/9\tfeed",
    "https://nova.social/x?a=1",
    "",
    "novasocial://search?q=a+b\tsearch\tq=a b\r",
    "novasocial://search\tsearch\tq=x",
  ].joined(separator: "\n")

  @Test func eachLinkIsReadAndComparedWithTheOldRoutersAnswer() throws {
    let report = LinkReplay(app: try loadApp("NovaSocial")).run(Self.file)
    #expect(report.links == 8 && report.compared == 7)
    #expect(report.routes == ["userProfile": 2, "post": 2, "search": 2])
    #expect(report.refused == ["noRoute": 2])
    #expect(report.refusedPaths == ["https://nova.social/nope": 1, "https://nova.social/x": 1])
    // Values compare as links write them (`a b`, from `a+b`); an empty line is no link; a CRLF file reads as LF.
    #expect(
      report.disagreements.map { "\($0.line): \($0.why)" } == [
        "2: 'userId' is '123' here; the old router read '12'",
        "4: the pattern '/post/{postId}' of route 'post' takes it; to refuse it, narrow the pattern or forbid a key",
        "5: the pattern '/post/{postId}' takes it; the old router sent it to 'feed'",
        "9: 'q' is absent here; the old router read 'x'",
      ])
  }

  @Test func theSummaryForPeopleCountsRoutesReasonsAndPaths() throws {
    let text = LinkReplay(app: try loadApp("NovaSocial")).run(Self.file).text()
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "8 links: 6 reach a route, 2 refused")
    #expect(lines[1...4] == ["by route:", "  2  post", "  2  search", "  2  userProfile"])
    #expect(lines.contains("4 of 7 links read otherwise than the old router:"))
    #expect(lines.contains("    old router: userProfile userId=12"))

    // Counts of several widths line up.
    var report = LinkReplay.Report()
    report.routes = ["feed": 1_250, "post": 7, "search": 86]
    #expect(
      report.text().split(separator: "\n").dropFirst(2) == [
        "  1250  feed", "    86  search", "     7  post",
      ])
  }

  /// The command: exit 1 on a disagreement, 0 when the spec agrees (refused links are traffic, not failures);
  /// JSON for scripts.
  @Test func theCommand() throws {
    let folder = try temporaryFolder("replay")
    defer { try? FileManager.default.removeItem(at: folder) }
    let disagreeing = folder.appendingPathComponent("links.tsv").path
    try Self.file.write(toFile: disagreeing, atomically: true, encoding: .utf8)
    let agreeing = folder.appendingPathComponent("agreeing.tsv").path
    try
      "https://nova.social/u/7\tuserProfile\tuserId=7\nhttps://nova.social/nope\treject\nhttps://nova.social/zzz\n"
      .write(toFile: agreeing, atomically: true, encoding: .utf8)
    func run(_ arguments: [String]) -> (code: CommandLineTool.ExitCode, out: String) {
      final class Output: @unchecked Sendable { var out = "" }
      let output = Output()
      let code = CommandLineTool(
        standardOutput: { output.out += $0 + "\n" }, standardError: { _ in }
      ).run(arguments)
      return (code, output.out)
    }
    let spec = specPath("NovaSocial")
    #expect(run(["match", spec, "--urls", disagreeing]).code == .failure)
    let agreed = run(["match", spec, "--urls", agreeing])
    #expect(agreed.code == .success)
    #expect(agreed.out.contains("agrees with the old router on all 2 links it answered"))
    let json = run(["match", spec, "--urls", disagreeing, "--format", "json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(report["links"] as? Int == 8)
    #expect(
      (report["disagreements"] as? [[String: Any]])?.first?["oldRouter"] as? String
        == "userProfile userId=12")
    #expect(
      run(["match", spec, "--urls", folder.appendingPathComponent("none").path]).code == .failure)
    #expect(run(["match", spec, "--urls", agreeing, "--format", "yaml"]).code == .usage)
  }

  /// The replay the migration article shows is what the command prints for its links.
  @Test func theArticlesReplayIsTheCommandsOutput() throws {
    let links = [
      "https://nova.social/u/123\tuserProfile\tuserId=123",
      "https://nova.social/u/123\tuserProfile\tuserId=12",
      "https://nova.social/nope\treject",
      "https://nova.social/post/9\treject",
      "https://nova.social/x?a=1",
      "novasocial://search?q=a\tsearch",
    ].joined(separator: "\n")
    let article = try String(
      contentsOf: packageRoot.appendingPathComponent(
        "Sources/RouteGenCore/RouteGenCore.docc/SwitchingRouters.md"), encoding: .utf8)
    let output = LinkReplay(app: try loadApp("NovaSocial")).run(links).text()
    #expect(article.contains("```\n" + output + "\n```"), "\(output)")
  }
}
