/// Checks each route's `parent`: a live route of the app, no cycle, and values the child can always supply.
///
/// A link that cold-starts the app opens its route's screen over its parent's, and the parent's over its own
/// (`stack`): the parent's values are the child's of the same names, so each of the parent's parameters that
/// needs a value must be one of the child's, never absent there, of the same type (its constraints too, so that
/// the parent's value is one its own links accept).
package struct ParentChecker {
  let routes: [Route]
  let documents: [RouteDocument]

  func check(into log: inout DiagnosticLog) {
    let byName = Dictionary(routes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let written = Dictionary(
      documents.compactMap { document in document.parent.map { (document.name.value, $0) } },
      uniquingKeysWith: { first, _ in first })
    for route in routes {
      guard let name = route.parent, let place = written[route.name] else { continue }
      let context = "route '\(route.name)': its parent '\(name)'"
      guard let parent = byName[name] else {
        let suggestion = Suggestion.nearest(
          to: name, in: routes.map(\.name).filter { $0 != route.name })
        log.error(
          "\(context) is no route of the app\(suggestion.map { "; did you mean '\($0)'?" } ?? "")",
          at: place.location)
        continue
      }
      if route.isRetired || parent.isRetired {
        log.error(
          "\(context): a retired route has no case, so it opens no screen and is under none; remove 'parent'",
          at: place.location)
        continue
      }
      if let cycle = cycle(from: route, byName) {
        log.error(
          "route '\(route.name)': its parents go round (\(cycle.joined(separator: " → "))); a stack needs a route without a parent at its root",
          at: place.location)
        continue
      }
      for parameter in parent.parameters {
        if let problem = Self.problem(supplying: parameter, of: parent, from: route) {
          log.error("\(context) \(problem)", at: place.location)
        }
      }
    }
  }

  /// The names round a cycle that starts at `route`, if its parents lead back to it.
  private func cycle(from route: Route, _ byName: [String: Route]) -> [String]? {
    var path = [route.name]
    var current = route
    while let name = current.parent, let next = byName[name] {
      if next.name == route.name { return path + [route.name] }
      if path.contains(next.name) { return nil }  // a cycle further up: reported at its own routes
      path.append(next.name)
      current = next
    }
    return nil
  }

  /// Whether `route` can give `parent` every value it needs (what the spec fuzzer asks of the parents it draws).
  package static func canSupply(_ parent: Route, from route: Route) -> Bool {
    parent.parameters.allSatisfy { problem(supplying: $0, of: parent, from: route) == nil }
  }

  /// Why `route` cannot give `parent` a value of `parameter`, or nil when it can (or the parent needs none).
  private static func problem(supplying parameter: Parameter, of parent: Route, from route: Route)
    -> String?
  {
    guard let own = route.parameter(named: parameter.name) else {
      guard !parameter.mayBeAbsent else { return nil }
      return
        "needs '\(parameter.name)' (\(parameter.type.name)), which '\(route.name)' does not have; add the parameter '\(parameter.name)' to '\(route.name)' (its links then carry it), or make it optional in '\(parent.name)'"
    }
    guard own.type == parameter.type, own.isList == parameter.isList,
      own.nestedTypeName == parameter.nestedTypeName
    else {
      let differs = difference(parameter, in: parent, own, in: route)
      return
        "reads '\(parameter.name)' \(differs): the parent's value is the child's, so give both one type and the same constraints (an enum declared once in the app's \"enums\")"
    }
    if own.isOptional && !parameter.mayBeAbsent {
      return
        "needs '\(parameter.name)', which may be absent in '\(route.name)'; make it required or give it a default there, or make it optional in '\(parent.name)'"
    }
    return nil
  }

  /// What differs between the parent's parameter and the child's, first difference first: `as string with
  /// maxLength 30, and 'story' with maxLength 40`.
  private static func difference(
    _ parameter: Parameter, in parent: Route, _ own: Parameter, in route: Route
  ) -> String {
    func say(_ what: String, _ mine: String, _ theirs: String) -> String {
      "as \(parameter.type.name) with \(what) \(mine), and '\(route.name)' with \(what) \(theirs)"
    }
    func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "none" }
    if parameter.isList != own.isList {
      return
        "as \(parameter.isList ? "a list" : "one value"), and '\(route.name)' as \(own.isList ? "a list" : "one value")"
    }
    switch (parameter.type, own.type) {
    case (.string(let a), .string(let b)):
      if a.minLength != b.minLength {
        return say("minLength", text(a.minLength), text(b.minLength))
      }
      if a.maxLength != b.maxLength {
        return say("maxLength", text(a.maxLength), text(b.maxLength))
      }
      if a.characters != b.characters {
        return say("characters", text(a.characters?.source), text(b.characters?.source))
      }
      if a.isHostName != b.isHostName {
        return say("format", a.isHostName ? "hostName" : "none", b.isHostName ? "hostName" : "none")
      }
    case (.int(let minA, let maxA, let keywordsA), .int(let minB, let maxB, let keywordsB)):
      if minA != minB { return say("min", text(minA), text(minB)) }
      if maxA != maxB { return say("max", text(maxA), text(maxB)) }
      if keywordsA != keywordsB {
        return say("keywords", "\(keywordsA)", "\(keywordsB)")
      }
    case (.double(let minA, let maxA), .double(let minB, let maxB)):
      if minA != minB { return say("min", text(minA), text(minB)) }
      if maxA != maxB { return say("max", text(maxA), text(maxB)) }
    case (.bool(let a), .bool(let b)):
      return say(
        "spellings", "\(a.trueValues)/\(a.falseValues)", "\(b.trueValues)/\(b.falseValues)")
    case (.enumeration(let a), .enumeration(let b)):
      if a.values.map(\.wire) != b.values.map(\.wire) {
        return say(
          "values", a.values.map(\.wire).joined(separator: ", "),
          b.values.map(\.wire).joined(separator: ", "))
      }
    default:
      break
    }
    if parameter.nestedTypeName != own.nestedTypeName {
      return
        "as the type \(parameter.nestedTypeName ?? parameter.type.name), and '\(route.name)' as \(own.nestedTypeName ?? own.type.name)"
    }
    return "as \(parameter.type.name), and '\(route.name)' as \(own.type.name)"
  }
}
