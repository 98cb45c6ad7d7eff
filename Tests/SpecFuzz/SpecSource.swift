import RouteGenCore
import RouteGenTestSupport

/// A valid random spec: its JSON, as written, and its model.
struct FuzzSpec {
  var name: String
  var json: JSON
  var model: AppModel

  var text: String { json.rendered() + "\n" }
}

/// Random valid specs: the generator's, less the routes the validator refuses, with examples that the
/// reference builder writes for random values.
struct SpecSource {
  /// What the validator refused, by its message with names left out: how far the generator is from valid specs.
  private(set) var refusals: [String: Int] = [:]
  private(set) var droppedRoutes = 0

  /// The spec of `seed`, named `name`; nil when none of its routes is valid.
  mutating func spec(seed: UInt64, name: String) -> FuzzSpec? {
    var generator = SpecGenerator(seed: seed)
    var json = generator.spec(name: name)
    for _ in 0..<6 {
      let loaded = Pipeline.load(
        bytes: Array((json.rendered() + "\n").utf8), path: "\(name).routes.json")
      if let model = loaded.model {
        return withExamples(FuzzSpec(name: name, json: json, model: model), seed: seed)
      }
      let errors = loaded.diagnostics.filter { $0.severity == .error }
      var routes = json["routes"]?.elements ?? []
      let names = routes.map { $0["name"]?.text ?? "" }
      var dropped: Set<Int> = []
      for error in errors {
        refusals[Self.shape(error.message), default: 0] += 1
        // The last route the message names (of two that overlap, the later one).
        if let index = names.indices.last(where: { error.message.contains("'\(names[$0])'") }) {
          dropped.insert(index)
        }
      }
      guard !dropped.isEmpty else { return nil }
      droppedRoutes += dropped.count
      routes = routes.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
      guard !routes.isEmpty else { return nil }
      json["routes"] = .array(routes)
    }
    return nil
  }

  /// Examples for some routes, from random values: plain links (and, when the spec format has them, with values).
  private func withExamples(_ spec: FuzzSpec, seed: UInt64) -> FuzzSpec {
    var values = RandomValues(app: spec.model, generator: SeededGenerator(seed: seed ^ 0xE4A3_91E5))
    let builder = URLBuilder(app: spec.model)
    var json = spec.json
    var routes = json["routes"]?.elements ?? []
    for (index, route) in spec.model.routes.enumerated() where !route.isRetired {
      guard values.generator.next() % 3 == 0 else { continue }
      let value = values.value(for: route)
      let links = FormKind.allCases.compactMap { builder.url(for: value, form: $0) }
      guard let link = links.first else { continue }
      routes[index]["examples"] = .strings([link])
    }
    json["routes"] = .array(routes)
    let loaded = Pipeline.load(
      bytes: Array((json.rendered() + "\n").utf8), path: "\(spec.name).routes.json")
    guard let model = loaded.model else { return spec }
    return FuzzSpec(name: spec.name, json: json, model: model)
  }

  /// A spec's text as the fuzzer's JSON (object members in the order written).
  static func json(_ text: String) -> JSON? {
    var reader = JSONReader(bytes: Array(text.utf8))
    return reader.document()
  }

  /// A model to stand for a spec that is no longer valid, in a finding.
  static func anyModel() throws -> AppModel {
    let text =
      #"{ "app": "Invalid", "scheme": "x", "routes": [{ "name": "home", "scheme": "home" }] }"#
    guard let model = Pipeline.load(bytes: Array(text.utf8), path: "Invalid.routes.json").model
    else {
      throw Shell.Failure("a one-route spec is invalid")
    }
    return model
  }

  /// A message with its quoted names and numbers replaced, so that refusals of one kind count together.
  static func shape(_ message: String) -> String {
    var result = ""
    var quoted = false
    for character in message {
      if character == "'" {
        quoted.toggle()
        result += quoted ? "'…" : "'"
      } else if !quoted {
        result.append(character.isNumber ? "#" : character)
      }
    }
    return String(result.prefix(140))
  }
}
