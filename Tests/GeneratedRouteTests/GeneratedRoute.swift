import Foundation
import RouteGenRuntime
// What every test family shares (`packageRoot`, `TestFailure`, random values), seen by every file of this target.
@_exported import RouteGenTestSupport

/// One app: its name (as in Specs/) and its generated type.
struct GeneratedApp: Sendable, CustomStringConvertible {
  var name: String
  /// The route table of the build at an environment's index (0: production).
  var table: @Sendable (Int) -> RouteGen.RouteTable
  var parse: @Sendable (String) -> Result<Parsed, ParseErrorInfo>

  /// What the generated type made of a URL: route name, parameters, its links, and whether each link parses
  /// back to the same route (and its `…String` twin is the same text).
  struct Parsed {
    var name: String
    var parameters: [String: String]
    var web: String?
    var scheme: String?
    var webRoundTrips: Bool
    var schemeRoundTrips: Bool
    /// `description`, which `routegen links` expects an app to report.
    var description: String
  }

  var description: String { name }

  static func make<Route: RouteGenRoute>(_ name: String, _ type: Route.Type) -> GeneratedApp {
    GeneratedApp(name: name, table: { Route._routeTable(environment: $0) }) { string in
      do {
        let route = try Route(string: string)
        let web = route.universalLink
        let scheme = route.customSchemeURL
        let webRoundTrips =
          web.map {
            (try? Route(url: $0)) == route && $0.absoluteString == route.universalLinkString
          } ?? true
        let schemeRoundTrips =
          scheme.map {
            (try? Route(url: $0)) == route && $0.absoluteString == route.customSchemeURLString
          } ?? true
        return .success(
          Parsed(
            name: route.name, parameters: route.parameters, web: web?.absoluteString,
            scheme: scheme?.absoluteString,
            webRoundTrips: webRoundTrips, schemeRoundTrips: schemeRoundTrips,
            description: route.description))
      } catch {
        return .failure(ParseErrorInfo(error))
      }
    }
  }

  static let all: [GeneratedApp] = [
    make("iBurn", iBurnRoute.self), make("Awful", AwfulRoute.self), make("Ghost", GhostRoute.self),
    make("NovaSocial", NovaSocialRoute.self), make("Unveil", UnveilRoute.self),
    make("WordPress", WordPressRoute.self), make("Shop", ShopLink.self),
  ]
}

/// A generated `ParseError` reduced to its case name and payload, to compare with the core's `RouteParseError`.
struct ParseErrorInfo: Error, Equatable, CustomStringConvertible {
  var kind: String
  var payload: [String]

  init(kind: String, payload: [String]) {
    self.kind = kind
    self.payload = payload
  }

  init(_ error: any Error) {
    let mirror = Mirror(reflecting: error)
    if mirror.children.isEmpty && "\(error)".contains("user info") {
      kind = "userInfoNotAllowed"
      payload = []
    } else if let child = mirror.children.first {
      kind = child.label ?? "?"
      let inner = Mirror(reflecting: child.value)
      payload = inner.children.isEmpty ? ["\(child.value)"] : inner.children.map { "\($0.value)" }
    } else {
      kind = "\(error)"
      payload = []
    }
  }

  var description: String { "\(kind)(\(payload.joined(separator: ", ")))" }
}
