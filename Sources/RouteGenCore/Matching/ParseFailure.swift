/// Why a URL reaches no route. The generated `ParseError` has the same cases, so the tool and the app agree.
public enum ParseFailure: Error, Sendable, Hashable, CustomStringConvertible {
    case urlTooLong(length: Int, maximum: Int)
    case malformedURL(reason: String)
    case unsupportedScheme(String)
    case unsupportedHost(String)
    case userInfoNotAllowed
    case portNotAllowed(String)
    case invalidPercentEncoding(String)
    case noRoute(path: String)
    case missingParameter(String)
    case invalidParameter(name: String, value: String, reason: String)
    case repeatedParameter(String)
    /// The URL carries a query key that its route refuses (`forbiddenQuery`), and no other route takes it.
    case forbiddenQueryKey(String)
    /// The URL reaches a route the spec has retired; `note` says why (the app can show it).
    case retired(route: String, note: String)

    public var description: String {
        switch self {
        case .urlTooLong(let length, let maximum): "the URL is \(length) bytes long; the spec allows at most \(maximum)"
        case .malformedURL(let reason): "the URL is malformed: \(reason)"
        case .unsupportedScheme(let scheme): "the scheme '\(scheme)' is not one of this app's schemes"
        case .unsupportedHost(let host): "the host '\(host)' is not one of this app's domains"
        case .userInfoNotAllowed: "the URL has user info ('user@'), which is refused: it is a classic way to disguise a foreign host"
        case .portNotAllowed(let port): "the URL names a port (\(port)); links to this app never do"
        case .invalidPercentEncoding(let text): "'\(text)' has an invalid percent-escape or is not UTF-8 once decoded"
        case .noRoute(let path): "no route matches the path '\(path)'"
        case .missingParameter(let name): "the required parameter '\(name)' is missing"
        case .invalidParameter(let name, let value, let reason): "the parameter '\(name)' has the value '\(value)', which \(reason)"
        case .repeatedParameter(let name): "the query parameter for '\(name)' appears more than once"
        case .forbiddenQueryKey(let key): "the query key '\(key)' means the link is not for the app (its route refuses it)"
        case .retired(let route, let note): "the link reaches the retired route '\(route)': \(note)"
        }
    }

    var isMissingParameter: Bool { if case .missingParameter = self { true } else { false } }

    /// The case name, as the generated `ParseError` spells it.
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
        case .retired: "retired"
        }
    }
}
