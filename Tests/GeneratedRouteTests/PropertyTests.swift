import Foundation
import RouteGenCore
import RouteGenRuntime
import RouteGenTestSupport
import Testing

/// Round trips and agreement with the reference matcher, for every route of every spec in Specs/.
@Suite struct PropertyTests {
  static let specs = packageRoot.appendingPathComponent("Specs")

  static func model(_ name: String) throws -> AppModel {
    let loaded = Pipeline.load(path: specs.appendingPathComponent("\(name).routes.json").path)
    guard let model = loaded.model else {
      throw TestFailure(loaded.diagnostics.map(\.description).joined(separator: "\n"))
    }
    return model
  }

  /// The core's failure, reduced like `ParseErrorInfo`: an invalid value's reason too, so that the app's words
  /// are `routegen match`'s.
  static func info(_ failure: RouteParseError) -> ParseErrorInfo {
    switch failure {
    case .urlTooLong(let length, let maximum):
      ParseErrorInfo(kind: "urlTooLong", payload: ["\(length)", "\(maximum)"])
    case .malformedURL(let reason): ParseErrorInfo(kind: "malformedURL", payload: [reason])
    case .unsupportedScheme(let scheme):
      ParseErrorInfo(kind: "unsupportedScheme", payload: [scheme])
    case .unsupportedHost(let host): ParseErrorInfo(kind: "unsupportedHost", payload: [host])
    case .userInfoNotAllowed: ParseErrorInfo(kind: "userInfoNotAllowed", payload: [])
    case .portNotAllowed(let port): ParseErrorInfo(kind: "portNotAllowed", payload: [port])
    case .invalidPercentEncoding(let text):
      ParseErrorInfo(kind: "invalidPercentEncoding", payload: [text])
    case .noRoute(let path): ParseErrorInfo(kind: "noRoute", payload: [path])
    case .missingParameter(let name): ParseErrorInfo(kind: "missingParameter", payload: [name])
    case .invalidParameter(let name, let value, let reason):
      ParseErrorInfo(kind: "invalidParameter", payload: [name, value, reason])
    case .repeatedParameter(let name): ParseErrorInfo(kind: "repeatedParameter", payload: [name])
    case .forbiddenQueryKey(let key): ParseErrorInfo(kind: "forbiddenQueryKey", payload: [key])
    case .excludedPath(let path): ParseErrorInfo(kind: "excludedPath", payload: [path])
    case .retired(let route, let note): ParseErrorInfo(kind: "retired", payload: [route, note])
    }
  }

  /// Checks one URL: the generated parser and the reference matcher give the same route and values, or the
  /// same error. Returns the generated result.
  @discardableResult
  static func agree(_ url: String, _ app: GeneratedApp, _ matcher: RouteMatcher) -> Result<
    GeneratedApp.Parsed, ParseErrorInfo
  > {
    let model = matcher.app
    let generated = app.parse(url)
    let reference = matcher.match(url)
    let builder = URLBuilder(app: model)
    switch (generated, reference) {
    case (.success(let parsed), .success(let match)):
      let route = model.route(named: match.value.name)!
      var expected: [String: String] = [:]
      for parameter in route.parameters {
        if let value = match.value.values[parameter.name],
          let text = builder.format(value, parameter)
        {
          expected[parameter.name] = text
        }
      }
      #expect(parsed.name == match.value.name, "\(app): \(url)")
      #expect(parsed.parameters == expected, "\(app): \(url)")
      #expect(parsed.description == model.routeDescription(match.value), "\(app): \(url)")
      #expect(parsed.web == builder.url(for: match.value, form: .web), "\(app): web link of \(url)")
      #expect(
        parsed.scheme == builder.url(for: match.value, form: .scheme),
        "\(app): scheme link of \(url)")
    case (.failure(let error), .failure(let failure)):
      #expect(error == info(failure), "\(app): \(url)")
    case (.success(let parsed), .failure(let failure)):
      Issue.record("\(app): \(url) → generated: \(parsed.name), reference: \(failure)")
    case (.failure(let error), .success(let match)):
      Issue.record("\(app): \(url) → generated: \(error), reference: \(match.value)")
    }
    return generated
  }

  /// For random values of every route: the links built from them parse back to the same route (both forms),
  /// the generated builders write exactly the reference builder's links, and parsers agree on every mutation.
  @Test(arguments: GeneratedApp.all)
  func roundTripsAndAgreement(app: GeneratedApp) throws {
    let model = try Self.model(app.name)
    let matcher = RouteMatcher(app: model)
    let builder = URLBuilder(app: model)
    var random = RandomValues(
      app: model, generator: SeededGenerator(seed: 0x5EED_0000 + UInt64(app.name.utf8.count)))
    var checked = 0
    var shadowed: [String] = []
    for route in model.routes {
      for example in route.examples { Self.agree(example.value, app, matcher) }
      for _ in 0..<40 {
        let value = random.value(for: route)
        for kind in FormKind.allCases {
          guard let url = builder.url(for: value, form: kind) else { continue }
          checked += 1
          // A value that a more specific route claims (search q "#ios" is hashtag "ios") is reported
          // as a note by the validator; the round trip holds for every other value.
          let claimed: Bool
          if case .success(let match) = matcher.match(url), match.value == value {
            claimed = false
          } else {
            claimed = true
            shadowed.append(url)
          }
          if case .success(let parsed) = Self.agree(url, app, matcher), !claimed {
            #expect(
              kind == .web ? parsed.webRoundTrips : parsed.schemeRoundTrips,
              "\(app): \(url) does not round-trip")
          }
          for mutation in random.mutations(of: url) { Self.agree(mutation, app, matcher) }
        }
      }
    }
    #expect(checked >= model.routes.count * 40)
    // Only NovaSocial's documented overlap (custom-scheme search for '#…' is the hashtag route) may claim values.
    for url in shadowed {
      #expect(
        app.name == "NovaSocial" && url.hasPrefix("novasocial://search?q=%23"),
        "\(app): \(url) is claimed by another route")
    }
  }

  /// The generated builders write a double as `description` does (the reference builder's text), whether they
  /// take the short-decimal path (up to nine decimals from 0.001 to 1e15, zero) or fall back to `description`:
  /// coordinates, whole numbers, the bounds of the short path, both sides of it and arbitrary bit patterns.
  @Test func doublesAreWrittenAsDescriptionWritesThem() throws {
    let model = try Self.model("iBurn")
    let matcher = RouteMatcher(app: model)
    let app = try #require(GeneratedApp.all.first { $0.name == "iBurn" })
    var random = SeededGenerator(seed: 0xD0_0B1E)
    let edges: [Double] = [
      0, -0.0, 1, -1, 0.001, 0.000_999_9, 0.0001, 1e15, 999_999_999_999_999.9, 1e15 - 1, 0.1, 0.3,
      40.7864, -119.2065, 2.5e-3, 123_456.789_012_345, 1e-9, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude, 0x1p50, 0x1p50 / 1e9,
    ]
    var values = edges
    for _ in 0..<800 {
      let decimals = Int.random(in: 0...12, using: &random)
      let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
      values.append(
        Double(Int64.random(in: -9_999_999_999...9_999_999_999, using: &random)) / scale)
      values.append(Double.random(in: -180...180, using: &random))
      values.append(Double(bitPattern: random.next()))
    }
    for value in values where value.isFinite {
      let route = RouteValue(
        name: "art", values: ["uid": .string("a2Id0000000cbObEAI"), "lat": .double(value)])
      for form in FormKind.allCases {
        let url = try #require(URLBuilder(app: model).url(for: route, form: form), "\(value)")
        #expect(
          url.contains("lat=\(value.description.replacingOccurrences(of: "+", with: "%2B"))"),
          "\(url)")
        Self.agree(url, app, matcher)
      }
    }
  }

  /// Random authorities, where Foundation's rewriting has the most cases (IP literals, zone IDs, empty ports,
  /// user info, controls): the generated parser and the reference matcher agree on every one.
  @Test(arguments: GeneratedApp.all)
  func randomAuthoritiesAgree(app: GeneratedApp) throws {
    let model = try Self.model(app.name)
    let matcher = RouteMatcher(app: model)
    var random = SeededGenerator(seed: 0xA07_0000 + UInt64(app.name.utf8.count))
    let pieces = [
      "a", "Z", "9", "%", "%25", "%41", "%zz", "%2", "-", ".", "_", "~", ":", "!", "=", "&", "\"",
      "<", "^", "{",
      " ", "\t", "\0", "é", "[", "]", "@", "/", "?", "#", "\u{7F}", "\u{85}",
    ]
    let schemes = ["https://", (model.scheme ?? "x") + "://"]
    for _ in 0..<1_500 {
      var url = schemes.randomElement(using: &random)! + (Bool.random(using: &random) ? "[" : "")
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        url += pieces.randomElement(using: &random)!
      }
      if Bool.random(using: &random) { url += "]" }
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        url += pieces.randomElement(using: &random)!
      }
      Self.agree(url, app, matcher)
    }
  }
}
