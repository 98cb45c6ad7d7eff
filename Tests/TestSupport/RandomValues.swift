import Foundation
import RouteGenCore
import RouteGenRuntime

/// A small deterministic generator (SplitMix64): the same seed gives the same values on every platform.
public struct SeededGenerator: RandomNumberGenerator {
  public var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random valid values for any route of a spec, hostile strings included.
public struct RandomValues {
  public let app: AppModel
  public var generator: SeededGenerator

  public init(app: AppModel, generator: SeededGenerator) {
    self.app = app
    self.generator = generator
  }

  /// Characters that break naive URL code: delimiters, `%`, `+`, spaces, non-ASCII, look-alikes.
  public static let hostile: [String] = [
    "a", "Z", "0", "9", "-", ".", "_", "~", " ", "/", "?", "#", "&", "=", "+", "%", "@", ":", ";",
    ",", "'", "\"",
    "<", "é", "e\u{301}", "日", "😀", "ı", "İ", "\u{00A0}", "\u{2028}", "\u{200B}", "\\", "[", "]",
    "!", "*",
  ]

  public mutating func value(for route: Route, allowDestinations: Bool = true) -> RouteValue {
    var values: [String: ParameterValue] = [:]
    for parameter in route.parameters {
      if parameter.isOptional && Int.random(in: 0..<4, using: &generator) == 0 { continue }
      if let value = parameter.defaultValue, Int.random(in: 0..<4, using: &generator) == 0 {
        values[parameter.name] = value
        continue
      }
      let inPath =
        route.web.map { inPathPosition($0, parameter) } == true
        || route.scheme.map { inPathPosition($0, parameter) } == true
      values[parameter.name] = value(
        of: parameter.type, inPath: inPath, allowDestinations: allowDestinations)
    }
    if route.otherQuery, Int.random(in: 0..<2, using: &generator) == 0 {
      values[Route.otherQueryName] = .queryItems(otherQueryItems(for: route))
    }
    return RouteValue(name: route.name, values: values)
  }

  /// One to three query items a route with `otherQuery` passes on: keys it neither reads nor refuses, hostile
  /// values (an empty one too).
  private mutating func otherQueryItems(for route: Route) -> [QueryItemValue] {
    let taken = route.declaredQueryKeys(caseSensitive: app.caseSensitive).union(
      route.forbiddenQuery.map { Literal.folded($0, caseSensitive: app.caseSensitive) })
    let keys = ["utm_source", "x", "ref", "a b", "é", "k+1", "Q"].filter {
      !taken.contains(Literal.folded($0, caseSensitive: app.caseSensitive))
    }
    return (0..<Int.random(in: 1...3, using: &generator)).compactMap { _ in
      guard let key = keys.randomElement(using: &generator) else { return nil }
      let value = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        Self.hostile.randomElement(using: &generator)!
      }.joined()
      return QueryItemValue(name: key, value: value)
    }
  }

  private func inPathPosition(_ form: RouteForm, _ parameter: Parameter) -> Bool {
    form.patterns.contains { pattern in
      pattern.catchAll == parameter.name
        || pattern.segments.contains { $0.template?.parameter == parameter.name }
    }
  }

  public mutating func value(of type: ParameterType, inPath: Bool, allowDestinations: Bool)
    -> ParameterValue
  {
    switch type {
    case .string(let constraints):
      if constraints.isHostName {
        let labels = (0..<Int.random(in: 2...4, using: &generator)).map { _ in
          String(
            (0..<Int.random(in: 1...8, using: &generator)).map { _ in
              "abcXYZ019-".randomElement(using: &generator)!
            })
        }
        return .string(labels.joined(separator: "."))
      }
      while true {
        let low = constraints.minLength ?? 1
        let high = max(low, min(constraints.maxLength ?? 12, 12))
        let length = Int.random(in: low...high, using: &generator)
        var text = ""
        for _ in 0..<length {
          if let set = constraints.characters {
            let range = set.ranges.randomElement(using: &generator)!
            text.unicodeScalars.append(
              Unicode.Scalar(UInt32.random(in: range, using: &generator)) ?? "a")
          } else {
            text += Self.hostile.randomElement(using: &generator)!
          }
        }
        // A path never holds a `\` or a dot segment (`a/../b`): builders give no link for such a value.
        if inPath && RouteGen.Reason.inPath(text) != nil { continue }
        if case .success = ValueCodec.parse(text, as: type, caseSensitive: app.caseSensitive) {
          return .string(text)
        }
      }
    case .int(let minimum, let maximum, let keywords):
      if !keywords.isEmpty && Bool.random(using: &generator) {
        return .keyword(keywords.randomElement(using: &generator)!)
      }
      let low = minimum ?? Int.min
      let high = maximum ?? Int.max
      let small = max(low, min(high, -1000))...min(high, max(low, 1000))
      let choices = [
        low, high, Int.random(in: low...high, using: &generator),
        Int.random(in: small, using: &generator),
      ]
      return .int(choices.randomElement(using: &generator)!)
    case .double(let minimum, let maximum):
      let low = minimum ?? -1e9
      let high = maximum ?? 1e9
      let choices = [
        low, high, Double.random(in: low...high, using: &generator),
        (Double.random(in: low...high, using: &generator) * 1000).rounded() / 1000,
      ]
      return .double(choices.randomElement(using: &generator)!)
    case .bool:
      return .bool(Bool.random(using: &generator))
    case .uuid:
      let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let uuid = UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
          bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
      return .uuid(uuid.uuidString.lowercased())
    case .date:
      // Years 1000…9999, to the millisecond (the precision routes keep).
      return .date(
        milliseconds: Int64.random(in: -30_610_224_000_000...253_402_300_799_999, using: &generator)
      )
    case .enumeration(let enumType):
      return .enumCase(enumType.values.randomElement(using: &generator)!.caseName)
    case .destination:
      // Another route of the app that takes no destination itself; without one, a route none could be (its
      // links are then refused).
      let destinations = app.liveRoutes.filter {
        !$0.parameters.contains { $0.type == .destination }
      }
      guard let destination = destinations.randomElement(using: &generator) else {
        return .destination(RouteValue(name: "", values: [:]))
      }
      return .destination(value(for: destination, allowDestinations: false))
    }
  }

  /// Variations of a URL that real links and attackers produce: case, slashes, escapes, repeats, hosts.
  public mutating func mutations(of url: String) -> [String] {
    var result = [
      url.uppercased(), url + "/", url + "//", String(url.dropLast()), url + "?x=1", url + "&x=1",
      url + "#f",
      url.replacingOccurrences(of: "://", with: ":///"),
      url.replacingOccurrences(of: "://", with: "://evil.com@"),
      url.replacingOccurrences(of: "https://", with: "http://"), url + "%", url + "%zz",
      url + "/%2e%2e",
    ]
    if let question = url.firstIndex(of: "?") {
      let query =
        url[url.index(after: question)...].split(separator: "#").first.map(String.init) ?? ""
      if let first = query.split(separator: "&").first { result.append(url + "&" + first) }
      result.append(String(url[..<question]))
    }
    var characters = Array(url)
    if characters.count > 10 {
      let position = Int.random(in: 8..<characters.count, using: &generator)
      characters.insert(
        ["/", "%", "%2F", "+", ".", "A", "é"].randomElement(using: &generator)!.first!, at: position
      )
      result.append(String(characters))
      characters.remove(at: Int.random(in: 8..<characters.count, using: &generator))
      result.append(String(characters))
    }
    return result
  }
}
