extension AppModel {
  /// What the generated type's `description` says of `value`: `post(postId: "456")`, the spec's names in the
  /// spec's order, each value as a link writes it (text, UUIDs, dates and enum values quoted as Swift quotes a
  /// string), absent values left out, then the other query items a route with `otherQuery` passes on. What
  /// `routegen links` expects an app to report, so it must say exactly what the runtime says (the spec fuzzer
  /// compares the two for every link it draws).
  public func routeDescription(_ value: RouteValue) -> String {
    guard let route = route(named: value.name) else { return value.name }
    var arguments = route.parameters.compactMap { parameter in
      value.values[parameter.name].flatMap { describe($0, parameter) }.map {
        "\(parameter.name): \($0)"
      }
    }
    if route.otherQuery, !value.otherQueryItems.isEmpty {
      let items = value.otherQueryItems.map {
        $0.name.debugDescription + ": " + $0.value.debugDescription
      }
      arguments.append("\(Route.otherQueryName): [" + items.joined(separator: ", ") + "]")
    }
    return arguments.isEmpty ? value.name : "\(value.name)(\(arguments.joined(separator: ", ")))"
  }

  private func describe(_ value: ParameterValue, _ parameter: Parameter) -> String? {
    switch value {
    case .queryItems: nil
    case .int(let number): String(number)
    case .double(let number): number.description
    case .bool(let flag): String(flag)
    case .destination(let destination): routeDescription(destination)
    case .list(let items):
      "[" + items.map { describe($0, parameter) ?? "?" }.joined(separator: ", ") + "]"
    default: ValueCodec.format(value, as: parameter.type).debugDescription
    }
  }
}
