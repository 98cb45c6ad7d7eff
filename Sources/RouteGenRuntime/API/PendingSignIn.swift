import Foundation

/// Who is signed in, as a route's `auth` asks: nobody, or a user with roles (`"role:host"` needs `host`).
public struct RouteViewer: Hashable, Sendable, Codable {
  public var isSignedIn: Bool
  public var roles: Set<String>

  public init(isSignedIn: Bool, roles: Set<String> = []) {
    self.isSignedIn = isSignedIn
    self.roles = roles
  }

  public static let signedOut = RouteViewer(isSignedIn: false)

  /// Whether this viewer may open a route of `requirement`.
  public func meets(_ requirement: RouteAuthRequirement) -> Bool {
    switch requirement {
    case .none: true
    case .required: isSignedIn
    case .role(let role): isSignedIn && roles.contains(role)
    }
  }
}

/// A link that waits through sign-in: a route that needs a signed-in user, opened while nobody is, is held (by its
/// link, so that it survives the app being killed: the app stores this value where it likes, as `Codable`), given
/// back once after sign-in, and forgotten after `lifetime`, when another link arrives, or when the user who signs
/// in does not meet its `auth`. A value with no global state: the app keeps one (in its model, a `@State`, a
/// file), and a test drives it with dates of its own.
public struct PendingSignIn<Route: RouteGenRoute>: Hashable, Sendable, Codable {
  /// The route that waits, and when it stops waiting.
  public struct Waiting: Hashable, Sendable, Codable {
    public let route: Route
    public let expires: Date
  }

  /// What to do with a link that arrived.
  public enum Decision: Hashable, Sendable {
    /// Show it: the viewer meets its `auth`.
    case open(Route)
    /// Show sign-in: the route waits for it (`signedIn(as:)` gives it back).
    case signIn(waiting: Route)
    /// The viewer is signed in without the role the route needs: tell them, never open it.
    case notAllowed(Route)
  }

  public private(set) var waiting: Waiting?
  /// How long a route waits for sign-in.
  public var lifetime: TimeInterval

  /// `lifetime`: how long a route waits (10 minutes unless the app says otherwise).
  public init(lifetime: TimeInterval = 600) {
    self.lifetime = lifetime
  }

  /// A link arrived (parsed to `route`) while `viewer` uses the app; any route that waited is forgotten.
  public mutating func arrived(_ route: Route, viewer: RouteViewer, now: Date = Date()) -> Decision
  {
    waiting = nil
    if viewer.meets(route.authRequirement) { return .open(route) }
    if viewer.isSignedIn { return .notAllowed(route) }
    waiting = Waiting(route: route, expires: now.addingTimeInterval(lifetime))
    return .signIn(waiting: route)
  }

  /// Sign-in finished as `viewer`: the route that waited, once, if it has not expired and `viewer` meets its
  /// `auth`; nil otherwise (then nothing waits any more).
  public mutating func signedIn(as viewer: RouteViewer, now: Date = Date()) -> Route? {
    defer { waiting = nil }
    guard let waiting, now < waiting.expires, viewer.meets(waiting.route.authRequirement) else {
      return nil
    }
    return waiting.route
  }

  /// Sign-in was cancelled: nothing waits.
  public mutating func cancel() {
    waiting = nil
  }
}
