import Foundation
import RouteGenCore

/// Baseline 1: the way the seed apps route links by hand (iBurn, Ghost, NovaSocial): `URLComponents`, then a
/// linear scan over the route patterns comparing path components, then the query items of the match.
struct LinearRouter {
  struct Entry {
    var isWeb: Bool
    /// Literal components, or nil for a parameter.
    var components: [String?]
    var parameterNames: [String]
    var queryNames: [String]
  }

  let entries: [Entry]
  let domains: Set<String>
  let scheme: String

  init(app: AppModel) {
    domains = Set(app.domains.map(\.name))
    scheme = app.scheme ?? ""
    entries = app.routes.flatMap { route in
      FormKind.allCases.flatMap { kind in
        (route.form(kind)?.patterns ?? []).map { pattern in
          Entry(
            isWeb: kind == .web,
            components: pattern.segments.map {
              if case .literal(let text) = $0 { text } else { nil }
            },
            parameterNames: pattern.segments.compactMap(\.template?.parameter),
            queryNames: pattern.query.map(\.key))
        }
      }
    }
  }

  /// The index of the matching pattern and its raw values, or nil.
  func route(_ string: String) -> (Int, [String: String])? {
    guard let url = URLComponents(string: string), let urlScheme = url.scheme?.lowercased() else {
      return nil
    }
    var parts = url.path.split(separator: "/").map(String.init)
    let isWeb: Bool
    if urlScheme == "https" {
      guard let host = url.host?.lowercased(), domains.contains(host) else { return nil }
      isWeb = true
    } else if urlScheme == scheme {
      if let host = url.host, !host.isEmpty { parts.insert(host, at: 0) }
      isWeb = false
    } else {
      return nil
    }
    for (index, entry) in entries.enumerated()
    where entry.isWeb == isWeb && entry.components.count == parts.count {
      var values: [String: String] = [:]
      var matches = true
      var parameter = 0
      for (component, part) in zip(entry.components, parts) {
        if let literal = component {
          if literal != part {
            matches = false
            break
          }
        } else {
          values[entry.parameterNames[parameter]] = part
          parameter += 1
        }
      }
      guard matches else { continue }
      for item in url.queryItems ?? [] where entry.queryNames.contains(item.name) {
        values[item.name] = item.value
      }
      return (index, values)
    }
    return nil
  }
}

/// Building the same URL with `URLComponents`, the way apps build share links by hand.
struct ComponentsBuilder {
  let scheme: String
  let host: String?
  let path: String
  let queryItems: [URLQueryItem]?

  init(_ url: URL) {
    let parts = URLComponents(url: url, resolvingAgainstBaseURL: false)!
    scheme = parts.scheme ?? ""
    host = parts.host
    path = parts.path
    queryItems = parts.queryItems
  }

  /// The components set one by one, as a hand-written builder does; `.url` or `.string` finishes the build.
  func components() -> URLComponents {
    var components = URLComponents()
    components.scheme = scheme
    components.host = host
    components.path = path
    components.queryItems = queryItems
    return components
  }
}
