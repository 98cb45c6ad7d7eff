/// One thing `routegen breaking` found, placed on the new spec where its route is (on the old spec for a route
/// that is gone), with what a link reached before and what it does now. `VerifyFinding` is its counterpart for a
/// served file, which has neither a place in the spec nor a before.
public struct CompatibilityFinding: Sendable, Hashable {
  public enum Kind: String, Sendable {
    /// An old link no longer reaches its route with its values.
    case link
    /// An old universal link is no longer claimed by the AASA file: it opens Safari.
    case aasa
    /// The generated Swift API changed in a way that breaks the app's code.
    case source
    /// An old link now reaches its retired route: an intended break.
    case retired
  }

  public var severity: Diagnostic.Severity
  public var kind: Kind
  public var file: String
  public var location: SourceLocation
  public var route: String?
  /// The link that shows it, what it reached before and what happens now.
  public var url: String?
  public var before: String?
  public var now: String?
  public var message: String

  public var diagnostic: Diagnostic {
    Diagnostic(severity, file: file, at: location, message)
  }

  /// For `--format json`: one object per finding, keys in a fixed order.
  var json: JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("severity", .string(severity.rawValue)), ("kind", .string(kind.rawValue)),
      ("file", .string(file)),
      ("line", .integer(location.line)), ("column", .integer(location.column)),
    ]
    if let route { members.append(("route", .string(route))) }
    if let url { members.append(("url", .string(url))) }
    if let before { members.append(("before", .string(before))) }
    if let now { members.append(("now", .string(now))) }
    members.append(("message", .string(message)))
    return .object(members)
  }

  /// The JSON report: counts, then the findings.
  static func jsonReport(_ findings: [CompatibilityFinding]) -> String {
    func count(_ severity: Diagnostic.Severity) -> JSONOutput {
      .integer(findings.count { $0.severity == severity })
    }
    return JSONOutput.object([
      ("errors", count(.error)), ("warnings", count(.warning)), ("notes", count(.note)),
      ("findings", .array(findings.map(\.json))),
    ]).rendered()
  }
}
