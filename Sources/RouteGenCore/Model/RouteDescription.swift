import RouteGenRuntime

extension AppModel {
  /// What the generated type's `description` says of `value`: `post(postId: "456")`, the spec's names in the
  /// spec's order, each value as a link writes it (text, UUIDs, dates and enum values quoted as Swift quotes a
  /// string), absent values left out, then the other query items a route with `otherQuery` passes on. What
  /// `routegen links` expects an app to report, so it must say exactly what the runtime says (the spec fuzzer
  /// compares the two for every link it draws). Every tool prints a route value so (`match`, `breaking`, the
  /// replay), in the spec's order with one spelling of each value.
  public func routeDescription(_ value: RouteValue) -> String {
    routeDescription(value, valuesUpTo: .max)
  }

  /// The description with each text cut to `limit` characters (`…` before its closing quote), for messages that
  /// must stay a few lines long.
  public func routeDescription(_ value: RouteValue, valuesUpTo limit: Int) -> String {
    guard let route = route(named: value.name) else { return value.name }
    var arguments = route.parameters.compactMap { parameter in
      value.values[parameter.name].flatMap { describe($0, parameter, limit) }.map {
        "\(parameter.name): \($0)"
      }
    }
    if route.otherQuery, !value.otherQueryItems.isEmpty {
      let items = value.otherQueryItems.map {
        quoted($0.name, limit) + ": " + quoted($0.value, limit)
      }
      arguments.append("\(Route.otherQueryName): [" + items.joined(separator: ", ") + "]")
    }
    return arguments.isEmpty ? value.name : "\(value.name)(\(arguments.joined(separator: ", ")))"
  }

  /// One value as `routeDescription` writes it, or its absence: `nil`, or `[]` for a list.
  public func describe(
    _ value: ParameterValue?, of parameter: Parameter, valuesUpTo limit: Int = .max
  )
    -> String
  {
    value.flatMap { describe($0, parameter, limit) } ?? (parameter.isList ? "[]" : "nil")
  }

  private func describe(_ value: ParameterValue, _ parameter: Parameter, _ limit: Int) -> String? {
    switch value {
    case .queryItems: nil
    case .int(let number): String(number)
    case .double(let number): number.description
    case .bool(let flag): String(flag)
    case .destination(let destination): routeDescription(destination, valuesUpTo: limit)
    case .list(let items):
      "[" + items.map { describe($0, parameter, limit) ?? "?" }.joined(separator: ", ") + "]"
    default: quoted(ValueCodec.format(value, as: parameter.type), limit)
    }
  }

  private func quoted(_ text: String, _ limit: Int) -> String {
    RouteGen.LogText.quoted(text, "\"", limit: limit)
  }
}
