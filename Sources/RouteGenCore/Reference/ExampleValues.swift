/// An example as a spec writes it, from what a link parses to: `{"url": …, "values": {…}}`, or the URL alone
/// for a route without values, or `{"url": …, "refused": "noRoute"}` for a link no route takes. `routegen init`
/// writes its examples so, and `routegen match --example` prints them.
public struct ExampleValues: Sendable {
  public let app: AppModel
  private let matcher: RouteMatcher
  private let builder: URLBuilder

  public init(app: AppModel) {
    self.app = app
    matcher = RouteMatcher(app: app)
    builder = URLBuilder(app: app)
  }

  /// The example that states what `url` parses to.
  func example(_ url: String) -> JSONOutput {
    switch matcher.match(url) {
    case .failure(let failure):
      return .inline(.object([("url", .string(url)), ("refused", .string(failure.kind))]))
    case .success(let match):
      let values = json(match.value)
      return values.isEmpty
        ? .string(url) : .inline(.object([("url", .string(url)), ("values", .object(values))]))
    }
  }

  /// A route value's parameters as a spec writes values, in the spec's order; absent ones and defaults left
  /// out (an example that leaves a value out says it is absent).
  func json(_ value: RouteValue) -> [(String, JSONOutput)] {
    guard let route = app.route(named: value.name) else { return [] }
    var members: [(String, JSONOutput)] = []
    for parameter in route.parameters {
      guard let given = value.values[parameter.name], given != parameter.defaultValue,
        let written = json(given, parameter)
      else { continue }
      members.append((parameter.name, written))
    }
    if route.otherQuery, !value.otherQueryItems.isEmpty {
      members.append(
        (
          Route.otherQueryName,
          .object(value.otherQueryItems.map { ($0.name, .string($0.value)) })
        ))
    }
    return members
  }

  private func json(_ value: ParameterValue, _ parameter: Parameter) -> JSONOutput? {
    switch value {
    case .int(let number): return .integer(number)
    case .double(let number): return .number(String(number))
    case .bool(let flag): return .bool(flag)
    case .list(let items): return .array(items.compactMap { json($0, parameter) })
    case .destination(let destination):
      return builder.destinationText(destination).map(JSONOutput.string)
    default: return .string(ValueCodec.format(value, as: parameter.type))
    }
  }

  /// `routegen match --example`: the example of each link, on a line of its own.
  public func line(_ url: String) -> String {
    example(url).rendered().split(separator: "\n").map { $0.drop { $0 == " " } }.joined(
      separator: " ")
  }
}
