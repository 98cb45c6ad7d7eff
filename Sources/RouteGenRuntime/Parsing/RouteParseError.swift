import Foundation

/// Why a URL reaches no route of a generated route enum (its `ParseError`). `routegen match` reports the same
/// errors in the same words.
public enum RouteParseError: LocalizedError, Hashable, Sendable, CustomStringConvertible {
  /// The URL is longer than the spec's `maxURLLength` (as `URL` writes it).
  case urlTooLong(length: Int, maximum: Int)
  /// The text is not a URL this parser reads (no scheme, no `//`, a space in the host).
  case malformedURL(reason: String)
  case unsupportedScheme(String)
  case unsupportedHost(String)
  /// `user@host` is refused: it is a classic way to disguise a foreign host.
  case userInfoNotAllowed
  case portNotAllowed(String)
  /// A percent-escape that does not spell UTF-8 text.
  case invalidPercentEncoding(String)
  case noRoute(path: String)
  case missingParameter(String)
  /// The value of a parameter that a route's pattern found is not one the spec allows; `reason` says why, as a
  /// phrase that follows "which" ("is not one of google, apple, facebook").
  case invalidParameter(name: String, value: String, reason: String)
  /// A query parameter the route reads appears more than once.
  case repeatedParameter(String)
  /// The URL carries a query key its route refuses (`forbiddenQuery`: another flow, handled on the web).
  case forbiddenQueryKey(String)
  /// The app's AASA file excludes the link's path (`aasa.exclude`): iOS never opens it in the app, and the app
  /// refuses it from anywhere else too (a web view, another app).
  case excludedPath(String)
  /// A link to a route the spec has retired; `note` says why (show it to the user).
  case retired(route: String, note: String)

  /// The message, safe to log: texts from the URL quoted, escaped and cut as `RouteGen.LogText` writes them
  /// (`the host 'evil\n.example' is not …`); the payload keeps them as they are.
  public var description: String {
    typealias Log = RouteGen.LogText
    return switch self {
    case .urlTooLong(let length, let maximum):
      "the URL is \(length) bytes long; at most \(maximum) are allowed"
    case .malformedURL(let reason): "the URL is malformed: \(Log.line(reason))"
    case .unsupportedScheme(let scheme):
      "the scheme \(Log.quoted(scheme)) is not one of this app's schemes"
    case .unsupportedHost(let host): "the host \(Log.quoted(host)) is not one of this app's domains"
    case .userInfoNotAllowed:
      "the URL has user info ('user@'), which is refused: it is a classic way to disguise a foreign host"
    case .portNotAllowed(let port):
      "the URL names a port (\(Log.line(port, limit: 20))); links to this app never do"
    case .invalidPercentEncoding(let text):
      "\(Log.quoted(text)) has an invalid percent-escape or is not UTF-8 once decoded"
    case .noRoute(let path): "no route matches the path \(Log.quoted(path))"
    case .missingParameter(let name): "the required parameter \(Log.quoted(name)) is missing"
    case .invalidParameter(let name, let value, let reason):
      "the parameter \(Log.quoted(name)) has the value \(Log.quoted(value)), which \(Log.line(reason))"
    case .repeatedParameter(let name):
      "the query parameter for \(Log.quoted(name)) appears more than once"
    case .forbiddenQueryKey(let key):
      "the query key \(Log.quoted(key)) means the link is not for the app (its route refuses it)"
    case .excludedPath(let path):
      "the path \(Log.quoted(path)) is excluded by the app's AASA file: it never opens the app"
    case .retired(let route, let note):
      "the link to \(Log.quoted(route)) is no longer available: \(Log.line(note))"
    }
  }

  public var errorDescription: String? { description }

  /// The case's name (`invalidParameter`), as a spec's refused example writes it.
  public var kind: String {
    switch self {
    case .urlTooLong: "urlTooLong"
    case .malformedURL: "malformedURL"
    case .unsupportedScheme: "unsupportedScheme"
    case .unsupportedHost: "unsupportedHost"
    case .userInfoNotAllowed: "userInfoNotAllowed"
    case .portNotAllowed: "portNotAllowed"
    case .invalidPercentEncoding: "invalidPercentEncoding"
    case .noRoute: "noRoute"
    case .missingParameter: "missingParameter"
    case .invalidParameter: "invalidParameter"
    case .repeatedParameter: "repeatedParameter"
    case .forbiddenQueryKey: "forbiddenQueryKey"
    case .excludedPath: "excludedPath"
    case .retired: "retired"
    }
  }

  /// Every case's name, in declaration order.
  package static let kinds = [
    "urlTooLong", "malformedURL", "unsupportedScheme", "unsupportedHost", "userInfoNotAllowed",
    "portNotAllowed", "invalidPercentEncoding", "noRoute", "missingParameter", "invalidParameter",
    "repeatedParameter", "forbiddenQueryKey", "excludedPath", "retired",
  ]
}
