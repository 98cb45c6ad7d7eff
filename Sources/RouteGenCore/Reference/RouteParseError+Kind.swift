import RouteGenRuntime

/// Why a URL reaches no route: the runtime's error, so that `routegen match` and the app say the same words.
extension RouteParseError {
  var isMissingParameter: Bool { if case .missingParameter = self { true } else { false } }
}
