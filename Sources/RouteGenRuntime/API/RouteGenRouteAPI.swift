import Foundation

/// The public API of every generated route type, written once: parsing, links, metadata, equality, hashing,
/// `description` and `Codable`. These members win over the ones Swift would synthesize for the enum (`==`, `hash`,
/// `Codable`), so two routes are equal when they write the same link, and a route is `Codable` as its link.
/// Inlinable, as the generated file's own members were: an app's module specializes them for its route type.
extension RouteGenRoute {
  /// Why a URL reaches no route.
  public typealias ParseError = RouteParseError
  /// A query item that a route with `otherQuery` passes on: its name and value, decoded.
  public typealias QueryItem = RouteQueryItem
  /// Who may open a route.
  public typealias AuthRequirement = RouteAuthRequirement
  /// A route as the spec declares it, for debug menus and in-app docs.
  public typealias RouteInfo = DeclaredRoute

  /// Parses a universal link or custom-scheme URL; throws why it reaches no route.
  @inlinable
  public init(url: URL) throws(RouteParseError) {
    self = try Self._parse(url.absoluteString, destinations: true)
  }

  /// Parses a link typed or pasted as text as a browser reads it (the WHATWG URL standard), the same on every
  /// OS version: whitespace around it and tabs and newlines in it are dropped, and what a URL cannot hold (a
  /// space, non-ASCII, a `%` without two hex digits…) is read percent-encoded; or throws. A valid URL string
  /// reads as `init(url:)` reads its `URL`.
  @inlinable
  public init(string: String) throws(RouteParseError) {
    self = try Self._parse(string, destinations: true)
  }

  /// The universal link, on the app's first domain or the route's own host. Nil when the route has no such form,
  /// or when its values would not make a link that parses back to it.
  @inlinable
  public var universalLink: URL? { universalLinkString.flatMap { URL(string: $0) } }

  /// The custom-scheme URL. Nil when the route has no such form, or when its values would not make a link that
  /// parses back to it.
  @inlinable
  public var customSchemeURL: URL? { customSchemeURLString.flatMap { URL(string: $0) } }

  /// `universalLink` as text (cheaper: no `URL` is made).
  @inlinable
  public var universalLinkString: String? { _link(web: true) }

  /// `customSchemeURL` as text (cheaper: no `URL` is made).
  @inlinable
  public var customSchemeURLString: String? { _link(web: false) }

  /// The universal link, else the custom-scheme URL; nil only when the values make neither.
  @inlinable
  public var url: URL? { universalLink ?? customSchemeURL }

  /// Every route with its patterns, in spec order.
  public static var allRoutes: [DeclaredRoute] { _routeTable.declaredRoutes { _allRoutes() } }

  /// The route's name in the spec, for analytics and logs.
  @inlinable
  public var name: String { _name }

  /// Each parameter's value as written in URLs, keyed by its spec name; absent optionals are left out. The values
  /// are the link's, unescaped (what a reader typed, for analytics): log `description`, which escapes them, or log
  /// these as private.
  @inlinable
  public var parameters: [String: String] { _parameters }

  /// Whether the app must have a signed-in user before showing this route.
  @inlinable
  public var requiresAuthentication: Bool { authRequirement != .none }

  /// Who may open this route.
  @inlinable
  public var authRequirement: RouteAuthRequirement { _authRequirement }

  /// Routes are equal when they write the same link (dates to the millisecond).
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { _equal(lhs, rhs) }

  @inlinable
  public func hash(into hasher: inout Hasher) { _hash(into: &hasher) }

  /// `post(postId: "456")`: the spec's names and the values as links write them, for logs: text quoted, with
  /// control, bidi and other invisible characters escaped as `ParseError`'s text escapes them.
  @inlinable
  public var description: String { _description }

  /// Encodes the route as its link (the universal link, else the custom-scheme URL), which `routegen breaking`
  /// keeps opening the same route; throws for values that make no link.
  @inlinable
  public func encode(to encoder: any Encoder) throws { try _encode(encoder) }

  /// Decodes a link that `encode(to:)` wrote; throws `DecodingError.dataCorrupted` for one that no longer parses
  /// (a route retired since).
  @inlinable
  public init(from decoder: any Decoder) throws { self = try Self._decode(decoder) }
}
