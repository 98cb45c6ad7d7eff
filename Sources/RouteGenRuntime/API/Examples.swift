extension RouteGen {
  /// An example of a spec, as its generated type holds it (`_examples`): a link, and what it must become.
  public struct Example<Route: RouteGenRoute>: Sendable {
    enum Expectation: Sendable {
      /// It reaches the route of that name; its values are unsaid.
      case reaches(String)
      case value(Route)
      /// It is refused with the `ParseError` case of that name; the route is the one whose example it is.
      case refused(route: String, kind: String)
    }

    public let link: String
    let expectation: Expectation

    /// A link that reaches the route named `route`.
    public init(_ link: String, route: String) {
      (self.link, expectation) = (link, .reaches(route))
    }

    /// A link that parses to `value`.
    public init(_ link: String, _ value: Route) {
      (self.link, expectation) = (link, .value(value))
    }

    /// A link of the examples of the route named `route` that is refused with the `ParseError` case named
    /// `refused` (`invalidParameter`).
    public init(_ link: String, route: String, refused: String) {
      (self.link, expectation) = (link, .refused(route: route, kind: refused))
    }
  }

  /// An example that does not hold: the example's link, its route, and what differs.
  public struct ExampleFailure: Error, Sendable, CustomStringConvertible {
    public let link: String
    /// The route whose example it is (the spec's name).
    public let route: String
    public let message: String

    public var description: String {
      "the example \(LogText.link(link)) of route '\(route)' \(message)"
    }
  }
}

extension RouteGenRoute {
  /// The spec's examples (the generated type lists them).
  public static var _examples: [RouteGen.Example<Self>] { [] }

  /// Checks every example of the spec against this type, the compiled parser and builders: each link reaches
  /// its route with the values the spec states, or is refused with the error it names, and each link the
  /// builders write of the value parses back to it. An app's unit test calls it (`try ShopRoute.checkExamples()`);
  /// the first example that does not hold is thrown, naming the example, the route and the value.
  public static func checkExamples() throws(RouteGen.ExampleFailure) {
    for example in _examples {
      func failure(_ route: String, _ message: String) -> RouteGen.ExampleFailure {
        RouteGen.ExampleFailure(link: example.link, route: route, message: message)
      }
      // The examples are production's links, whatever the build's environment.
      let read = Result { () throws(RouteParseError) in
        try Self._parse(example.link, destinations: true, environment: 0)
      }
      let parsed: Self
      switch (example.expectation, read) {
      case (.refused(let name, let kind), .success(let route)):
        throw failure(name, "reaches \(route); the spec says it is refused with \(kind)")
      case (.refused(let name, let kind), .failure(let error)):
        if error.kind != kind {
          throw failure(name, "is refused with \(error.kind) (\(error)); the spec says \(kind)")
        }
        continue
      case (.reaches(let name), .failure(let error)):
        throw failure(name, "is refused: \(error)")
      case (.value(let value), .failure(let error)):
        throw failure(value.name, "is refused: \(error)")
      case (.reaches(let name), .success(let route)):
        if route.name != name { throw failure(name, "reaches \(route) instead") }
        parsed = route
      case (.value(let value), .success(let route)):
        if route != value {
          throw failure(
            value.name, "reads \(Self.difference(route, value)); the spec says \(value)")
        }
        parsed = route
      }
      // Its value's links, where the builders give one, parse back to it.
      for web in [true, false] {
        guard let link = parsed._link(web: web, environment: 0) else { continue }
        let back = try? Self._parse(link, destinations: true, environment: 0)
        if back != parsed {
          throw failure(
            parsed.name,
            "reads \(parsed), whose link \(RouteGen.LogText.link(link)) does not parse back to it")
        }
      }
    }
  }

  /// Which parameters of `parsed` differ from `value`'s, for a message (the routes when they differ).
  static func difference(_ parsed: Self, _ value: Self) -> String {
    guard parsed.name == value.name else { return "\(parsed)" }
    let (read, said) = (parsed.parameters, value.parameters)
    let names = Set(read.keys).union(said.keys).sorted().filter { read[$0] != said[$0] }
    guard !names.isEmpty else { return "\(parsed)" }
    return names.map { name in
      "\(name) as \(read[name].map { RouteGen.LogText.quoted($0) } ?? "absent")"
        + " (not \(said[name].map { RouteGen.LogText.quoted($0) } ?? "absent"))"
    }.joined(separator: ", ")
  }
}
