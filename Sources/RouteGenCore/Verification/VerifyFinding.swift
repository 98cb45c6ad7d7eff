/// One thing `routegen verify` found about what an address serves. Not a `CompatibilityFinding`: it is about a
/// served file, which has no place in the spec to point at (the report groups findings by address instead), and
/// it has no before and after.
public struct VerifyFinding: Sendable, Hashable {
  public enum Kind: String, Sendable {
    /// A hosting rule: HTTPS, status, redirect, content type, size, JSON shape, app IDs, sections.
    case hosting
    /// A route's links that do not open the app, or open it where the app refuses them.
    case links
    /// How the served components differ from the generated ones.
    case difference
    /// Apple's CDN copy differs from what the domain serves.
    case cdn
  }

  public var severity: Diagnostic.Severity
  public var kind: Kind
  public var route: String?
  /// A link that shows it.
  public var url: String?
  public var message: String

  public init(
    _ severity: Diagnostic.Severity, _ kind: Kind, route: String? = nil, url: String? = nil,
    _ message: String
  ) {
    self.severity = severity
    self.kind = kind
    self.route = route
    self.url = url
    self.message = message
  }

  var json: JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("severity", .string(severity.rawValue)), ("kind", .string(kind.rawValue)),
    ]
    if let route { members.append(("route", .string(route))) }
    if let url { members.append(("url", .string(url))) }
    members.append(("message", .string(message)))
    return .object(members)
  }
}
