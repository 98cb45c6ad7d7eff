import Foundation
import RouteGenTableCompiler
import Testing

@testable import RouteGenCore
@testable import RouteGenRuntime

/// The rules of the ParsingRules article as tables of cases, one file per rule: each case is a URL and what must
/// become of it, checked against every implementation at once, in process: the reference matcher
/// (`routegen match`), the runtime's parser driven by the records the generator writes for the same tiny spec (no
/// Swift compiled), and the builders (a parsed route's links parse back to it in both).
struct Rulebook {
  /// What a URL becomes: a route with its values as wire texts (a list's items joined by `,`, as `parameters`
  /// reports them), or the error that refuses it.
  enum Outcome: Equatable, CustomStringConvertible {
    case route(String, [String: String] = [:])
    case refused(RouteParseError)

    var description: String {
      switch self {
      case .route(let name, let values):
        "\(name)\(values.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value.debugDescription)" }.joined())"
      case .refused(let error): "refused: \(error)"
      }
    }
  }

  let app: AppModel
  let table: RouteGen.RouteTable
  let matcher: RouteMatcher
  let builder: URLBuilder

  /// A spec of `routes` (JSON objects) on `domains` and `test://`, with `extra` app keys; read as the build of
  /// `environment` when it names one of the spec's (the table compiled for that build).
  init(
    routes: String, extra: String = "", domains: [String] = ["example.com"], exclude: [String] = [],
    environment: String? = nil
  ) throws {
    let text = spec(routes: routes, extra: extra, domains: domains, exclude: exclude)
    let loaded = Pipeline.load(bytes: Array(text.utf8), path: "rule.json")
    guard let production = loaded.model else {
      throw TestFailure(loaded.diagnostics.map(\.description).joined(separator: "\n"))
    }
    let build = environment.flatMap { name in production.environments.first { $0.name == name } }
    if environment != nil && build == nil { throw TestFailure("no environment \(environment!)") }
    app = build?.app ?? production
    (matcher, builder) = (RouteMatcher(app: app), URLBuilder(app: app))
    table = RouteGen.RouteTable(compiling: RouteGen.TableDrafts(app: app))
  }

  /// Checks each case against the reference matcher and the runtime, and each route's links against both.
  func check(
    _ cases: KeyValuePairs<String, Outcome>,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for (url, expected) in cases {
      #expect(
        reference(url) == expected, "reference matcher, \(url)", sourceLocation: sourceLocation)
      #expect(runtime(url) == expected, "runtime, \(url)", sourceLocation: sourceLocation)
      guard case .success(let match) = matcher.match(url) else { continue }
      for form in FormKind.allCases {
        guard let link = builder.url(for: match.value, form: form) else { continue }
        #expect(
          reference(link) == expected && runtime(link) == expected,
          "\(url): its \(form) link \(link) does not parse back", sourceLocation: sourceLocation)
      }
    }
    kotlinAgrees(cases.map(\.key), sourceLocation: sourceLocation)
  }

  /// The Kotlin runtime reads each link as the Swift runtime does, on this table (`KotlinRuntime`).
  func kotlinAgrees(_ links: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let runtime: KotlinRuntime
    switch KotlinRuntime.shared {
    case .success(let shared): runtime = shared
    case .failure(let failure):
      Issue.record("the Kotlin runtime: \(failure)", sourceLocation: sourceLocation)
      return
    }
    let compiled = RouteGen.CompiledTableWriter(RouteGen.TableDrafts(app: app))
    let read = runtime.answers(digits: compiled.digits, texts: compiled.texts, links: links)
    for (link, kotlin) in zip(links, read) {
      let swift = KotlinRuntime.answer(link, table)
      #expect(swift == kotlin, "Kotlin runtime, \(link)", sourceLocation: sourceLocation)
    }
  }

  /// Checks the links the reference builder writes for the route each URL parses to (nil: no link of that form),
  /// and that both parsers read each back as that route. (The generated builders are compiled and held to the
  /// reference by `BuilderRoundTripTests`.)
  func checkLinks(
    _ cases: KeyValuePairs<String, (web: String?, scheme: String?)>,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for (url, expected) in cases {
      guard case .success(let match) = matcher.match(url) else {
        Issue.record("\(url) does not parse", sourceLocation: sourceLocation)
        continue
      }
      let parsed = reference(url)
      for (form, link) in [(FormKind.web, expected.web), (.scheme, expected.scheme)] {
        let built = builder.url(for: match.value, form: form)
        #expect(built == link, "\(url), \(form) link", sourceLocation: sourceLocation)
        guard let built else { continue }
        #expect(
          reference(built) == parsed && runtime(built) == parsed, "\(built) does not parse back",
          sourceLocation: sourceLocation)
      }
    }
    let built = cases.flatMap { [$0.value.web, $0.value.scheme].compactMap { $0 } }
    kotlinAgrees(cases.map(\.key) + built, sourceLocation: sourceLocation)
  }

  func reference(_ url: String) -> Outcome {
    switch matcher.match(url) {
    case .failure(let error): return .refused(error)
    case .success(let match):
      let route = app.routes.first { $0.name == match.value.name }!
      var values: [String: String] = [:]
      for (name, value) in match.value.values {
        let type = route.parameters.first { $0.name == name }?.type ?? .string(StringConstraints())
        values[name] = ValueCodec.format(value, as: type)
      }
      return .route(route.name, values)
    }
  }

  func runtime(_ url: String) -> Outcome {
    var outcome: Outcome?
    let error = RouteGen.parse(url, table, destinations: nil) { ordinal, values in
      let route = app.routes[ordinal]
      var texts: [String: String] = [:]
      for (slot, parameter) in route.parameters.enumerated() where values.has(slot) {
        texts[parameter.name] =
          parameter.isList
          ? values.list(slot).map { Self.text(values, $0, parameter.type) }.joined(separator: ",")
          : Self.text(values, slot, parameter.type)
      }
      let other = values.otherQuery()
      if route.otherQuery && !other.isEmpty {
        texts[Route.otherQueryName] = other.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
      }
      outcome = .route(route.name, texts)
      return true
    }
    return error.map(Outcome.refused) ?? outcome!
  }

  /// A parsed value's wire text, through the accessors generated code calls.
  private static func text(_ values: RouteGen.Values, _ slot: Int, _ type: ParameterType) -> String
  {
    let value: ParameterValue
    switch type {
    case .string, .destination: value = .string(values.text(slot))
    case .int(_, _, let keywords):
      value =
        values.isKeyword(slot) ? .keyword(keywords[values.position(slot)]) : .int(values.int(slot))
    case .double: value = .double(values.double(slot))
    case .bool: value = .bool(values.bool(slot))
    case .uuid: value = .uuid(values.uuid(slot).uuidString.lowercased())
    case .date:
      value = .date(milliseconds: Int64((values.date(slot).timeIntervalSince1970 * 1000).rounded()))
    case .enumeration(let enumType):
      value = .enumCase(enumType.values[values.position(slot)].caseName)
    }
    return ValueCodec.format(value, as: type)
  }
}
