import Foundation

extension RouteGen {
  /// The Info.plist key a build names its environment with (`staging`): a build setting set per configuration
  /// (`RouteGenEnvironment = $(ROUTEGEN_ENVIRONMENT)`), which reaches the generated code wherever it is compiled,
  /// a Swift package target too, where compilation conditions per Xcode configuration do not.
  public static let environmentKey = "RouteGenEnvironment"

  /// The index in `names` (production first) of the environment the app's Info.plist names; nil when it names
  /// none (empty or absent). A name the spec does not have stops the process, naming the route type and its
  /// environments: a misspelt setting would otherwise read production's links in a test build.
  public static func environmentIndex(
    _ routeType: String, _ names: [String],
    named value: String? = Bundle.main.object(forInfoDictionaryKey: environmentKey) as? String
  ) -> Int? {
    guard let value, !value.isEmpty else { return nil }
    guard let index = names.firstIndex(of: value) else {
      preconditionFailure(
        "Info.plist's \(environmentKey) is '\(value)', which is not an environment of \(routeType) ("
          + names.joined(separator: ", ") + ")")
    }
    return index
  }
}
