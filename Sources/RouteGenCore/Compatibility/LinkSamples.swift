/// Links that stand for everything a spec's patterns accept: for `routegen breaking`, which runs the old spec's
/// links through the new spec.
///
/// For each pattern of each form: the pattern filled with the first sample text of each placeholder, then each
/// placeholder in turn through its other samples (type bounds, keywords, enum wire values and aliases, defaults), and
/// each optional value left out; on every other domain, web scheme and custom scheme, the first of these. Plus the
/// route's examples. Texts are written as a URL writes them (percent-encoded for their position).
public struct LinkSample: Sendable, Hashable {
  public var url: String
  /// The route whose pattern made the link (precedence may send it elsewhere: the old matcher decides).
  public var route: String
  /// The pattern as written, or nil for an example.
  public var pattern: String?
}

enum LinkSamples {
  static func of(_ app: AppModel) -> [LinkSample] {
    var samples: [LinkSample] = []
    var seen: Set<String> = []
    func add(_ url: String, _ route: Route, _ pattern: Pattern?) {
      if seen.insert(url).inserted {
        samples.append(LinkSample(url: url, route: route.name, pattern: pattern?.source))
      }
    }
    let destinations = destinationPaths(app)
    for route in app.routes {
      for example in route.examples { add(example.value, route, nil) }
      for kind in FormKind.allCases {
        for pattern in route.form(kind)?.patterns ?? [] {
          let bases = self.bases(app, pattern, kind)
          let fills = Filler(route: route, pattern: pattern, kind: kind, destinations: destinations)
            .fills()
          for (position, fill) in fills.enumerated() {
            // Every variant on the canonical base; the first on the others (a dropped domain shows there).
            for base in position == 0 ? bases : Array(bases.prefix(1)) {
              add(base + fill, route, pattern)
            }
          }
        }
      }
    }
    return samples
  }

  /// `https://nova.social` for each web scheme and host of the pattern (a wildcard with the label `example`);
  /// `novasocial://` for each custom scheme.
  static func bases(_ app: AppModel, _ pattern: Pattern, _ kind: FormKind) -> [String] {
    switch kind {
    case .web:
      app.webSchemes.flatMap { scheme in pattern.hosts.map { "\(scheme)://\($0.sampleName)" } }
    case .scheme: app.customSchemes.map { "\($0)://" }
    }
  }

  /// Web paths of the app's examples, as values of `route` parameters.
  private static func destinationPaths(_ app: AppModel) -> [String] {
    guard let base = app.webBase else { return [] }
    let paths = app.routes.flatMap(\.examples).map(\.value).filter { $0.hasPrefix(base + "/") }.map
    { String($0.dropFirst(base.count)) }
    return Array(paths.prefix(2))
  }
}

/// The links of one pattern, without the scheme and host.
private struct Filler {
  let route: Route
  let pattern: Pattern
  let kind: FormKind
  let destinations: [String]

  func fills() -> [String] {
    let names = pattern.placeholderNames
    let samples = Dictionary(
      names.map { ($0, texts(for: $0)) }, uniquingKeysWith: { first, _ in first })
    let baseline = Dictionary(
      samples.compactMap { name, texts in texts.first.map { (name, [$0]) } },
      uniquingKeysWith: { first, _ in first })
    var fills: [String?] = [fill(baseline)]
    // A route that passes other query items on: one of them, which must still arrive (under a key it does not
    // refuse, or the sample would stand for no link).
    if route.otherQuery {
      let refusesUTM = route.forbiddenQuery.contains {
        Literal.equal($0, "utm_source", caseSensitive: false)
      }
      let key = refusesUTM ? "routegen_sample" : "utm_source"
      fills.append(fill(baseline, other: QueryItemValue(name: key, value: "routegen")))
    }
    for name in names {
      for text in samples[name, default: []].dropFirst() {
        fills.append(fill(baseline.merging([name: [text]]) { $1 }))
      }
      // A list of two items: its key given twice, which a parameter that is no longer a list refuses.
      if route.parameter(named: name)?.isList == true, let first = samples[name]?.first {
        fills.append(
          fill(baseline.merging([name: [first, samples[name]!.dropFirst().first ?? first]]) { $1 }))
      }
      if route.parameter(named: name)?.mayBeAbsent == true, !isInPath(name) {
        var absent = baseline
        absent[name] = nil
        fills.append(fill(absent))
      }
    }
    // (Every path placeholder has a sample, so every fill is a link.)
    return fills.compactMap { $0 }
  }

  private func isInPath(_ name: String) -> Bool {
    pattern.catchAll == name || pattern.segments.contains { $0.template?.parameter == name }
  }

  /// The pattern with these texts in its placeholders (a query item or fragment whose text is missing is left out).
  private func fill(_ texts: [String: [String]], other: QueryItemValue? = nil) -> String? {
    PatternWriter(pattern: pattern, kind: kind).write(otherItems: other.map { [$0] } ?? []) {
      name, _ in texts[name] ?? []
    }
  }

  /// Sample texts of a parameter, most ordinary first.
  private func texts(for name: String) -> [String] {
    guard let parameter = route.parameter(named: name) else { return ["x"] }
    var texts = Self.samples(
      of: parameter.type, destinations: destinations, catchAll: pattern.catchAll == name)
    if let value = parameter.defaultValue,
      case let text = ValueCodec.format(value, as: parameter.type), !texts.contains(text)
    {
      texts.append(text)
    }
    return texts
  }

  static func samples(of type: ParameterType, destinations: [String], catchAll: Bool) -> [String] {
    switch type {
    case .string(let constraints):
      return stringSamples(constraints, catchAll: catchAll)
    case .int(let minimum, let maximum, let keywords):
      // Offsets that would overflow leave the bound as it is.
      func offset(_ number: Int, _ by: Int) -> Int {
        let (sum, overflow) = number.addingReportingOverflow(by)
        return overflow ? number : sum
      }
      var numbers: [Int] = []
      if let minimum, let maximum {
        numbers = [minimum, maximum, minimum / 2 + maximum / 2]
      } else if let minimum {
        numbers = [minimum, offset(minimum, 41), offset(minimum, 1_000_000_000)]
      } else if let maximum {
        numbers = [maximum, offset(maximum, -41), offset(maximum, -1_000_000_000)]
      } else {
        numbers = [42, 0, -7, 9_007_199_254_740_993]
      }
      return unique(numbers.map(String.init)) + keywords
    case .double(let minimum, let maximum):
      let numbers: [Double] =
        switch (minimum, maximum) {
        case (let low?, let high?): [low, high, (low + high) / 2]
        case (let low?, nil): [low, low + 2.5, low + 1e9]
        case (nil, let high?): [high, high - 2.5, high - 1e9]
        case (nil, nil): [37.7749, 0, -122.25, 1e9]
        }
      return unique(numbers.map { ValueCodec.format(.double($0), as: type) })
    case .bool(let spellings):
      return spellings.trueValues + spellings.falseValues
    case .uuid:
      return ["123e4567-e89b-12d3-a456-426614174000"]
    case .date:
      return ["2025-08-25T19:00:00Z", "2025-08-25T19:00:00.125Z"]
    case .enumeration(let enumType):
      return enumType.values.flatMap { [$0.wire] + $0.aliases }
    case .destination:
      return destinations.isEmpty ? ["/"] : destinations
    }
  }

  /// Texts of the allowed characters at the shortest and longest lengths (a catch-all's also with a `/`).
  private static func stringSamples(_ constraints: StringConstraints, catchAll: Bool) -> [String] {
    var alphabet: [Unicode.Scalar] = []
    if let characters = constraints.characters {
      for range in characters.ranges {
        for value in [range.lowerBound, range.upperBound] {
          if let scalar = Unicode.Scalar(value), !alphabet.contains(scalar) {
            alphabet.append(scalar)
          }
        }
      }
    } else {
      alphabet = Array("ab3-C_".unicodeScalars)
    }
    func text(_ length: Int) -> String {
      var scalars = String.UnicodeScalarView()
      for index in 0..<length { scalars.append(alphabet[index % alphabet.count]) }
      return String(scalars)
    }
    let shortest = max(constraints.minLength ?? 1, 1)
    let longest = constraints.maxLength ?? max(shortest, 12)
    var texts = [text(min(max(shortest, 3), longest)), text(shortest), text(longest)]
    if constraints.characters == nil {
      texts += ["123", "Hello, world"]
      if catchAll { texts.append("a/b3") }
    }
    return unique(texts.filter { !$0.isEmpty && $0 != "." && $0 != ".." })
  }

  private static func unique(_ texts: [String]) -> [String] {
    var seen: Set<String> = []
    return texts.filter { seen.insert($0).inserted }
  }
}
