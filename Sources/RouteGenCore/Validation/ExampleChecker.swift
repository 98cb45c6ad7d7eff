import RouteGenRuntime

/// Checks a spec's examples, its own tests, once the app is known: each must reach its own route (a retired
/// route: its retirement), with the values it states, or be refused with the error it names. (The builders
/// give a link of the values only if it parses back to them, or none: a value another route takes by
/// precedence has none, as the validator's note about the two routes says.)
struct ExampleChecker: ReportingChecker {
  var log = DiagnosticLog(file: "")
  let app: AppModel
  private let matcher: RouteMatcher
  private let builder: URLBuilder

  init(app: AppModel) {
    self.app = app
    matcher = RouteMatcher(app: app)
    builder = URLBuilder(app: app)
  }

  /// The app's routes with their examples' stated values read (`Example.Expectation.values`).
  mutating func check(into log: inout DiagnosticLog) -> [Route] {
    reporting(into: &log) { $0.check() }
  }

  private mutating func check() -> [Route] {
    var routes = app.routes
    for (index, route) in routes.enumerated() {
      if route.examples.isEmpty {
        log.warning(
          "route '\(route.name)' has no examples; add the URLs it must accept (they are checked on every run)",
          at: route.location)
      }
      for (position, example) in route.checkedExamples.enumerated() {
        if let expected = check(example, of: route) {
          routes[index].checkedExamples[position].expectation = .values(expected)
        }
      }
    }
    return routes
  }

  /// Checks one example; the values it states, when it states them.
  private mutating func check(_ example: Example, of route: Route) -> RouteValue? {
    let context = "route '\(route.name)': the example '\(example.url.value)'"
    let result = matcher.match(example.url.value)
    if case .refused(let kind) = example.expectation {
      switch result {
      case .success(let match):
        log.error(
          "\(context) reaches route '\(match.value.name)' (pattern '\(match.pattern)'), but the example says it is refused with \(kind); fix the example or the patterns",
          at: example.url.location)
      case .failure(let failure) where failure.kind != kind:
        log.error(
          "\(context) is refused with \(failure.kind) (\(failure)), but the example says \(kind)",
          at: example.url.location)
      case .failure:
        break
      }
      return nil
    }
    let match: RouteMatcher.Match
    switch result {
    case .success(let found) where found.value.name == route.name:
      match = found
    case .failure(.retired(let name, _)) where name == route.name:
      if let location = example.statedLocation {
        log.error(
          "\(context) reaches the retired route, which has no values; remove 'values'", at: location
        )
      }
      return nil
    case .success(let found):
      log.error(
        "\(context) reaches route '\(found.value.name)' (pattern '\(found.pattern)') instead; fix the example or the patterns",
        at: example.url.location)
      return nil
    case .failure(let failure):
      log.error("\(context) is refused: \(failure)", at: example.url.location)
      return nil
    }
    guard let stated = example.stated else { return nil }
    guard let expected = statedValue(stated, of: route, context: context) else { return nil }
    if !builder.sameWireValues(match.value, expected) {
      for (name, location, read, said) in differences(match.value, expected, of: route, stated) {
        log.error(
          "\(context) reads \(name) as \(read), but the example says \(said)",
          at: location ?? example.statedLocation ?? example.url.location)
      }
    }
    return expected
  }

  /// The route value the spec states: each listed parameter's value read as its type reads a spec's values, the
  /// rest absent (their default where they have one).
  private mutating func statedValue(_ stated: [SetDocument], of route: Route, context: String)
    -> RouteValue?
  {
    var values: [String: ParameterValue] = [:]
    var valid = true
    for entry in stated {
      let name = entry.name.value
      if name == Route.otherQueryName && route.otherQuery {
        guard let items = Self.queryItems(entry.value) else {
          log.error(
            "\(context): 'otherQuery' must be an object of the items' texts, like {\"utm_source\": \"mail\"}",
            at: entry.value.location)
          valid = false
          continue
        }
        values[name] = .queryItems(items)
        continue
      }
      guard let parameter = route.parameter(named: name) else {
        var message =
          "\(context) states a value of '\(name)', which is not a parameter of the route"
        if let suggestion = Suggestion.nearest(to: name, in: route.parameters.map(\.name)) {
          message += "; did you mean '\(suggestion)'?"
        }
        log.error(message, at: entry.name.location)
        valid = false
        continue
      }
      switch value(entry.value, of: parameter) {
      case .success(let value?): values[name] = value
      case .success(nil): break
      case .failure(let refusal):
        log.error("\(context): the value of '\(name)' \(refusal.reason)", at: entry.value.location)
        valid = false
      }
    }
    guard valid else { return nil }
    for parameter in route.parameters where values[parameter.name] == nil {
      if let value = parameter.defaultValue { values[parameter.name] = value }
    }
    if route.otherQuery && values[Route.otherQueryName] == nil {
      values[Route.otherQueryName] = .queryItems([])
    }
    return RouteValue(name: route.name, values: values)
  }

  /// `otherQuery` as an example states it: an object of the items' texts, in order.
  private static func queryItems(_ node: JSONNode) -> [QueryItemValue]? {
    guard case .object(let members) = node.value else { return nil }
    var items: [QueryItemValue] = []
    for member in members {
      guard case .string(let text) = member.value.value else { return nil }
      items.append(QueryItemValue(name: member.key, value: text))
    }
    return items
  }

  /// A stated value of a parameter: a list as an array (empty: none), a destination as its link, the rest as a
  /// spec writes defaults; nil for `null`, an absent optional.
  private func value(_ node: JSONNode, of parameter: Parameter) -> Result<
    ParameterValue?, ValueCodec.Refusal
  > {
    func refused(_ reason: String) -> Result<ParameterValue?, ValueCodec.Refusal> {
      .failure(ValueCodec.Refusal(reason: reason))
    }
    if case .null = node.value {
      return parameter.isOptional
        ? .success(nil) : refused("is null, but the parameter is not optional")
    }
    if parameter.isList {
      guard case .array(let elements) = node.value else {
        return refused("is \(node.typeName), not an array of the list's items")
      }
      var items: [ParameterValue] = []
      for element in elements {
        switch RouteChecker.value(of: element, as: parameter.type, caseSensitive: app.caseSensitive)
        {
        case .success(let item): items.append(item)
        case .failure(let refusal): return refused("has an item that \(refusal.reason)")
        }
      }
      return .success(items.isEmpty ? nil : .list(items))
    }
    if case .destination = parameter.type {
      guard case .string(let text) = node.value else {
        return refused("is \(node.typeName), not a link to a route of the app")
      }
      let link = text.hasPrefix("/") && !text.hasPrefix("//") ? (app.webBase ?? "") + text : text
      switch matcher.match(link) {
      case .success(let match): return .success(.destination(match.value))
      case .failure(let failure): return refused("is not a link to a route of the app (\(failure))")
      }
    }
    return RouteChecker.value(of: node, as: parameter.type, caseSensitive: app.caseSensitive).map {
      $0
    }
  }

  /// The values that differ, each with where the spec states it: as the URL reads it, and as the example says.
  private func differences(
    _ read: RouteValue, _ said: RouteValue, of route: Route, _ stated: [SetDocument]
  ) -> [(String, SourceLocation?, String, String)] {
    var names = route.parameters.map(\.name)
    if route.otherQuery { names.append(Route.otherQueryName) }
    return names.compactMap { name in
      let (left, right) = (read.values[name], said.values[name])
      func alone(_ value: ParameterValue?) -> RouteValue {
        RouteValue(name: route.name, values: value.map { [name: $0] } ?? [:])
      }
      guard !builder.sameWireValues(alone(left), alone(right)) else { return nil }
      func text(_ value: ParameterValue?) -> String {
        route.parameter(named: name).map { app.describe(value, of: $0) } ?? value?.description
          ?? "[]"
      }
      return (name, stated.first { $0.name.value == name }?.value.location, text(left), text(right))
    }
  }
}
