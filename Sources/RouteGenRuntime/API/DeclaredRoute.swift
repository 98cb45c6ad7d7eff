/// A route as the spec declares it, for debug menus and in-app docs.
public struct DeclaredRoute: Hashable, Sendable {
  public let name: String
  public let summary: String
  public let universalLinkPatterns: [String]
  public let customSchemePatterns: [String]
  public let requiresAuthentication: Bool
}

/// Who may open a route.
public enum RouteAuthRequirement: Hashable, Sendable {
  case none
  case required
  /// Signing in with this role.
  case role(String)
}

/// A query item that a route with `otherQuery` passes on: its name and value, decoded.
public struct RouteQueryItem: Hashable, Sendable {
  public var name: String
  public var value: String

  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
