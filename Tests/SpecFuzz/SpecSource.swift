import RouteGenCore
import RouteGenRuntime
import RouteGenTestSupport

/// A valid random spec: its JSON, as written, and its model.
struct FuzzSpec {
  var name: String
  var json: JSON
  var model: AppModel
  /// The environment whose build is checked (chosen at run time, `_parse(_:destinations:environment:)`), or nil
  /// for production.
  var environment: AppEnvironment?
  /// How many parts the spec is written in besides its own file (`"include"`; `model` is read from them all).
  var parts = 0

  /// The app as the checked build has it.
  var app: AppModel { environment?.app ?? model }

  /// The spec's files, its own first: in `parts` parts, the routes go round the files in turn, and the app's
  /// enums are in the last part.
  static func files(_ json: JSON, name: String, parts: Int) -> [(name: String, text: String)] {
    guard parts > 0 else { return [("\(name).routes.json", json.rendered() + "\n")] }
    let names = (1...parts).map { "\(name)-\($0)\(SpecParts.suffix)" }
    let all = json["routes"]?.elements ?? []
    func routes(of file: Int) -> JSON {
      .array(all.enumerated().filter { $0.offset % (parts + 1) == file }.map(\.element))
    }
    var spec = json
    spec["include"] = .array(names.map { .string($0) })
    spec["routes"] = routes(of: 0)
    spec["enums"] = nil
    var files = [("\(name).routes.json", spec.rendered() + "\n")]
    for (index, part) in names.enumerated() {
      var members = [JSON.Member(key: "routes", value: routes(of: index + 1))]
      if index == parts - 1, let enums = json["enums"] {
        members.insert(JSON.Member(key: "enums", value: enums), at: 0)
      }
      files.append((part, JSON.object(members).rendered() + "\n"))
    }
    return files
  }

  var files: [(name: String, text: String)] { Self.files(json, name: name, parts: parts) }

  /// The spec as a finding or a regression has it: read from `parts` parts, built for the environment named
  /// `environment` (nil: production); nil when it does not load or has no such environment.
  static func replayed(_ json: JSON, name: String, parts: Int, environment: String?) -> FuzzSpec? {
    guard let model = load(json, name: name, parts: parts).model else { return nil }
    guard let environment else {
      return FuzzSpec(name: name, json: json, model: model, parts: parts)
    }
    return model.environments.first { $0.name == environment }.map {
      FuzzSpec(name: name, json: json, model: model, environment: $0, parts: parts)
    }
  }

  /// The spec read from its files.
  static func load(_ json: JSON, name: String, parts: Int) -> Pipeline.Loaded {
    let files = Dictionary(uniqueKeysWithValues: files(json, name: name, parts: parts))
    return Pipeline.load(
      bytes: Array(files["\(name).routes.json"]!.utf8), path: "\(name).routes.json"
    ) {
      files[$0].map { Array($0.utf8) }
    }
  }
}

/// Random valid specs: the generator's, less the routes the validator refuses, with examples that the
/// reference builder writes for random values.
struct SpecSource {
  /// What the validator refused, by its message with names left out: how far the generator is from valid specs.
  private(set) var refusals: [String: Int] = [:]
  private(set) var droppedRoutes = 0
  /// Environments drawn to claim another build's host, which the validator refused, and those it accepted (each
  /// a spec's name and the host map), which no build may have.
  private(set) var refusedCollisions = 0
  private(set) var acceptedCollisions: [(name: String, hosts: String)] = []
  /// Specs given an invisible or control character in a name, summary or doc, which the validator refused, and
  /// those it accepted (a spec's name and the character).
  private(set) var refusedInvisibleText = 0
  private(set) var acceptedInvisibleText: [(name: String, character: String)] = []

  /// The spec of `seed`, named `name`; nil when none of its routes is valid. One in four is split in one or
  /// two parts.
  mutating func spec(seed: UInt64, name: String) -> FuzzSpec? {
    var generator = SpecGenerator(seed: seed)
    var json = generator.spec(name: name)
    let parts = seed % 4 == 0 ? 1 + Int(seed / 4 % 2) : 0
    for _ in 0..<6 {
      let loaded = FuzzSpec.load(json, name: name, parts: parts)
      if let model = loaded.model {
        checkInvisibleText(json, name: name, parts: parts, seed: seed)
        if !model.environments.isEmpty {
          checkCollision(json, name: name, parts: parts, seed: seed)
          checkDisjointClaims(model, name: name)
        }
        let spec = withParents(
          FuzzSpec(name: name, json: json, model: model, parts: parts), seed: seed)
        return withExamples(spec, seed: seed)
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

  /// An environment of the spec made to claim one of production's hosts: renamed to itself, or (where
  /// production has a wildcard over a name) to a host under that wildcard, which Apple's `*.` takes at any depth
  /// (a closed label's: one of its values' hosts, the only ones it publishes). The validator must refuse it.
  private mutating func checkCollision(_ json: JSON, name: String, parts: Int, seed: UInt64) {
    guard var environments = json["environments"], let first = environments.members.first,
      var hosts = first.value["hosts"], !hosts.members.isEmpty
    else { return }
    let members = hosts.members
    let index = Int(seed / 7 % UInt64(members.count))
    let key = members[index].key
    let wildcard = (json["domains"]?.elements ?? []).compactMap(\.text).first { $0.hasPrefix("{") }
    if let wildcard, !key.hasPrefix("{"), seed % 2 == 0 {
      // A name under production's wildcard: `zz.<the wildcard's name>`, or a closed label's first value.
      // (After the placeholder's `}`: a `{region...}` has dots of its own.)
      let suffix = String(wildcard.drop { $0 != "}" }.dropFirst(2))
      let closed = FuzzSpec.load(json, name: name, parts: parts).model?.closedLabels.first {
        $0.key.isWildcard && $0.key.name == suffix
      }?.value.first
      hosts[key] = .string((closed ?? "zz") + "." + suffix)
    } else {
      hosts[key] = .string(key)
    }
    var environment = first.value
    environment["hosts"] = hosts
    environments[first.key] = environment
    var colliding = json
    colliding["environments"] = environments
    if FuzzSpec.load(colliding, name: name, parts: parts).diagnostics.contains(where: {
      $0.severity == .error && $0.message.contains("which one opens")
    }) {
      refusedCollisions += 1
    } else {
      acceptedCollisions.append((name, hosts.rendered()))
    }
  }

  /// The spec with a character that would make its outputs read otherwise than they are (a control, a bidi
  /// override, a zero-width or tag character, a line separator, a joiner between ASCII letters) in a route's name,
  /// summary or parameter doc: the validator must refuse it, naming the character's code point.
  private mutating func checkInvisibleText(_ json: JSON, name: String, parts: Int, seed: UInt64) {
    let characters: [Unicode.Scalar] = [
      "\u{1B}", "\u{7F}", "\u{9}", "\u{85}", "\u{202E}", "\u{2067}", "\u{200B}", "\u{200D}",
      "\u{FEFF}",
      "\u{2028}", "\u{2029}", "\u{E0041}", "\u{AD}",
    ]
    let character = characters[Int(seed / 3 % UInt64(characters.count))]
    guard var routes = json["routes"]?.elements, !routes.isEmpty else { return }
    let index = Int(seed / 5 % UInt64(routes.count))
    let text = "a" + String(character) + "b"
    switch seed % 3 {
    case 0: routes[index]["name"] = .string("r" + text)
    case 1: routes[index]["summary"] = .string("Route " + text + ".")
    default:
      guard var params = routes[index]["params"], let parameter = params.members.first?.key
      else { return }
      params[parameter] = .object(["type": .string("string"), "doc": .string("The " + text + ".")])
      routes[index]["params"] = params
    }
    var tainted = json
    tainted["routes"] = .array(routes)
    let code = "U+" + String(format: "%04X", character.value)
    if FuzzSpec.load(tainted, name: name, parts: parts).diagnostics.contains(where: {
      $0.severity == .error && $0.message.contains(code)
    }) {
      refusedInvisibleText += 1
    } else {
      acceptedInvisibleText.append((name, code))
    }
  }

  /// Every pair of builds of an accepted spec claims no host in common, by Apple's documented matching of the
  /// entitlements the builds' fragments list (a second statement of the validator's rule): `applinks:*.d` claims
  /// every name that ends with `.d`, however deep, and not `d`; any other entry, its own name (ASCII case ignored).
  private mutating func checkDisjointClaims(_ model: AppModel, name: String) {
    let rendered = Dictionary(
      uniqueKeysWithValues: Pipeline.render(model).map { ($0.path, $0.contents) })
    func applinks(_ folder: String) -> [String] {
      let text = rendered["\(model.name)/\(folder)\(model.name).entitlements.fragment"] ?? ""
      return text.components(separatedBy: "<string>applinks:").dropFirst().map {
        String($0.prefix { $0 != "<" && $0 != "?" })
      }
    }
    let builds =
      [("production", applinks(""))] + model.environments.map { ($0.name, applinks($0.name + "/")) }
    func claimsInCommon(_ a: String, _ b: String) -> Bool {
      let (a, b) = (a.lowercased(), b.lowercased())
      switch (a.hasPrefix("*."), b.hasPrefix("*.")) {
      case (false, false): return a == b
      case (true, false): return b.hasSuffix(a.dropFirst())
      case (false, true): return a.hasSuffix(b.dropFirst())
      case (true, true): return a.hasSuffix(b.dropFirst()) || b.hasSuffix(a.dropFirst())
      }
    }
    for (index, build) in builds.enumerated() {
      for other in builds[(index + 1)...] {
        for a in build.1 {
          for b in other.1 where claimsInCommon(a, b) {
            acceptedCollisions.append((name, "\(build.0) applinks:\(a), \(other.0) applinks:\(b)"))
          }
        }
      }
    }
  }

  /// Parents (`"parent"`) for some routes: each an earlier live route whose values the route can supply
  /// (`ParentChecker.canSupply`), so that the parents make trees. A spec the validator then refuses is a refusal
  /// counted as the generator's are, and keeps no parents.
  private mutating func withParents(_ spec: FuzzSpec, seed: UInt64) -> FuzzSpec {
    var generator = SeededGenerator(seed: seed ^ 0x9A7E_4715)
    let routes = spec.model.routes
    var json = spec.json
    var elements = json["routes"]?.elements ?? []
    var named = 0
    for (index, child) in routes.enumerated() where !child.isRetired && generator.next() % 10 < 3 {
      let candidates = routes[..<index].filter { parent in
        !parent.isRetired && ParentChecker.canSupply(parent, from: child)
      }
      guard !candidates.isEmpty,
        let element = elements.firstIndex(where: { $0["name"]?.text == child.name })
      else { continue }
      let parent = candidates[Int(generator.next() % UInt64(candidates.count))]
      elements[element]["parent"] = .string(parent.name)
      named += 1
    }
    guard named > 0 else { return spec }
    json["routes"] = .array(elements)
    let loaded = FuzzSpec.load(json, name: spec.name, parts: spec.parts)
    guard let model = loaded.model else {
      for error in loaded.diagnostics where error.severity == .error {
        refusals["parents: " + Self.shape(error.message), default: 0] += 1
      }
      return spec
    }
    return FuzzSpec(name: spec.name, json: json, model: model, parts: spec.parts)
  }

  /// Examples, as `routegen match --example` writes them: for some routes, the links of random values with the
  /// values they parse to (or the link alone); and links the app refuses, each with its `ParseError` case, one
  /// of each case the spec's links and a few crafted ones give.
  private func withExamples(_ spec: FuzzSpec, seed: UInt64) -> FuzzSpec {
    var values = RandomValues(app: spec.model, generator: SeededGenerator(seed: seed ^ 0xE4A3_91E5))
    let builder = URLBuilder(app: spec.model)
    let examples = ExampleValues(app: spec.model)
    var routes = spec.json["routes"]?.elements ?? []
    func add(_ link: String, to index: Int) {
      guard var example = SpecSource.json(examples.line(link)) else { return }
      if example["url"] != nil && values.generator.next() % 4 == 0 {
        example["$comment"] = .string("From a support ticket.")
      }
      routes[index]["examples"] = .array((routes[index]["examples"]?.elements ?? []) + [example])
    }
    let live = spec.model.routes.indices.filter { !spec.model.routes[$0].isRetired }
    for index in live where values.generator.next() % 3 == 0 {
      let value = values.value(for: spec.model.routes[index])
      for link in FormKind.allCases.compactMap({ builder.url(for: value, form: $0) }).prefix(2) {
        add(link, to: index)
      }
    }
    // Refused links: drawn from the spec, and crafted for the cases drawing seldom gives.
    var drawer = LinkDrawer(app: spec.model, seed: seed ^ 0x5EF0_5ED0)
    let host = spec.model.allHosts.first.map { $0.sampleName } ?? "x.example"
    let web = (spec.model.webSchemes.first ?? "https") + "://" + host
    let custom = (spec.model.scheme ?? "x") + "://"
    let crafted = [
      web + "/" + String(repeating: "a", count: spec.model.maxURLLength), "https://a b.example/",
      "ftp://x.example/", "https://other.example/", "https://user@" + host + "/", web + ":8080/",
      web + "/%C0%AF", custom + "%C0%AF", web + "/zz-none/zz", custom + "zz-none",
      web + "/zz-admin/x",
    ]
    // A retired route's links, which random texts seldom fill validly.
    let retired = spec.model.routes.filter(\.isRetired).flatMap { route in
      let value = values.value(for: route)
      return FormKind.allCases.compactMap { builder.url(for: value, form: $0) }
    }
    let matcher = RouteMatcher(app: spec.model)
    var kinds: Set<String> = []
    for link in crafted + retired + drawer.links(count: 150) where !live.isEmpty {
      guard case .failure(let failure) = matcher.match(link), kinds.insert(failure.kind).inserted,
        values.generator.next() % 2 == 0
      else { continue }
      add(link, to: live[Int(values.generator.next() % UInt64(live.count))])
    }
    var json = spec.json
    json["routes"] = .array(routes)
    let loaded = FuzzSpec.load(json, name: spec.name, parts: spec.parts)
    guard let model = loaded.model else { return spec }
    return FuzzSpec(name: spec.name, json: json, model: model, parts: spec.parts)
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
