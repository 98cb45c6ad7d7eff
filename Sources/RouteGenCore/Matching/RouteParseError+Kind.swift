import RouteGenRuntime

/// Why a URL reaches no route: the runtime's error, so that `routegen match` and the app say the same words.
extension RouteParseError {
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
