import Foundation
import RouteGenCore
import RouteGenRuntime

/// What a link must become, by the core's reference matcher and builder, in the words the compiled driver writes
/// (`DriverLine`): the fields after the line's number.
struct Reference {
  let app: AppModel
  let matcher: RouteMatcher
  let builder: URLBuilder
  /// How `parameters` writes a destination's link: as the driver process's build does (production), whichever
  /// environment read the link (a route value does not remember it).
  let parametersBuilder: URLBuilder

  init(app: AppModel, current: AppModel? = nil) {
    self.app = app
    matcher = RouteMatcher(app: app)
    builder = URLBuilder(app: app)
    parametersBuilder = current.map { URLBuilder(app: $0) } ?? builder
  }

  /// The reference for a spec's build: an environment's is read at run time in production's binary.
  init(spec: FuzzSpec) {
    self.init(app: spec.app, current: spec.environment == nil ? nil : spec.model)
  }

  /// The match, and the driver's fields for it.
  func expected(_ link: String) -> (match: RouteMatcher.Match?, fields: [String]) {
    switch matcher.match(link) {
    case .failure(let error):
      return (nil, ["refused", Canonical.error(error)])
    case .success(let match):
      let route = app.route(named: match.value.name)!
      var parameters: [String] = []
      for parameter in route.parameters {
        if let value = match.value.values[parameter.name],
          let text = parametersBuilder.format(value, parameter)
        {
          parameters.append("\(parameter.name)=\(text)")
        }
      }
      let links = FormKind.allCases.map { builder.url(for: match.value, form: $0) ?? "-" }
      let stack = app.stack(of: match.value).map { value in
        let route = app.route(named: value.name)!
        return "\(route.name)(\(values(value, of: route).joined(separator: ", ")))"
      }
      return (
        match,
        [
          "ok", route.name, values(match.value, of: route).joined(separator: ", "),
          parameters.sorted().joined(separator: "&"), links[0], links[1], "",
          stack.joined(separator: " > "), app.routeDescription(match.value),
        ]
      )
    }
  }

  /// A route's values in the order of its case's associated values, as `Canonical.value` writes the Swift ones.
  func values(_ value: RouteValue, of route: Route) -> [String] {
    var texts = route.parameters.map { parameter in
      value.values[parameter.name].map { text(of: $0, parameter) }
        ?? (parameter.isList ? "[]" : "nil")
    }
    if route.otherQuery {
      texts.append(
        Canonical.value(
          value.otherQueryItems.map { RouteQueryItem(name: $0.name, value: $0.value) }))
    }
    return texts
  }

  private func text(of value: ParameterValue, _ parameter: Parameter) -> String {
    switch value {
    case .string(let text): return Canonical.value(text)
    case .int(let number):
      if case .int(_, _, let keywords) = parameter.type, !keywords.isEmpty {
        return "number(\(number))"
      }
      return Canonical.value(number)
    case .keyword(let word): return word
    case .double(let number): return Canonical.value(number)
    case .bool(let flag): return Canonical.value(flag)
    case .uuid(let text): return text
    case .date(let milliseconds): return "date(\(milliseconds))"
    case .enumCase(let name): return name.replacingOccurrences(of: "`", with: "")
    case .destination(let destination):
      let route = app.route(named: destination.name)!
      return route.name + "(" + values(destination, of: route).joined(separator: ", ") + ")"
    case .queryItems(let items):
      return Canonical.value(items.map { RouteQueryItem(name: $0.name, value: $0.value) })
    case .list(let items):
      return "[" + items.map { text(of: $0, parameter) }.joined(separator: ", ") + "]"
    }
  }
}
