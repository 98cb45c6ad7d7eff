import Foundation

/// Why a URL reaches no route of a generated route enum (its `ParseError`).
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
  case invalidParameter(name: String, value: String)
  /// A query parameter the route reads appears more than once.
  case repeatedParameter(String)
  /// The URL carries a query key its route refuses (`forbiddenQuery`: another flow, handled on the web).
  case forbiddenQueryKey(String)
  /// A link to a route the spec has retired; `note` says why (show it to the user).
  case retired(route: String, note: String)

  public var description: String {
    switch self {
    case .urlTooLong(let length, let maximum):
      "the URL is \(length) bytes long; at most \(maximum) are allowed"
    case .malformedURL(let reason): "the URL is malformed: \(reason)"
    case .unsupportedScheme(let scheme): "the scheme '\(scheme)' is not one of this app's schemes"
    case .unsupportedHost(let host): "the host '\(host)' is not one of this app's domains"
    case .userInfoNotAllowed: "the URL has user info ('user@'), which is refused"
    case .portNotAllowed(let port): "the URL names a port (\(port))"
    case .invalidPercentEncoding(let text): "'\(text)' has an invalid percent-escape"
    case .noRoute(let path): "no route matches the path '\(path)'"
    case .missingParameter(let name): "the required parameter '\(name)' is missing"
    case .invalidParameter(let name, let value):
      "the parameter '\(name)' has the invalid value '\(value)'"
    case .repeatedParameter(let name): "the query parameter for '\(name)' appears more than once"
    case .forbiddenQueryKey(let key): "the query key '\(key)' means the link is not for the app"
    case .retired(let route, let note): "the link to '\(route)' is no longer available: \(note)"
    }
  }

  public var errorDescription: String? { description }
}
