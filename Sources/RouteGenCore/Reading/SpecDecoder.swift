/// Turns the JSON tree of a spec into a `SpecDocument`, reporting every wrong type and unknown key.
///
/// Decoding goes on after an error wherever it can, so one run reports all shape problems of a file.
public struct SpecDecoder: ReportingChecker {
  var log = DiagnosticLog(file: "")

  /// Reads and decodes a spec file's bytes. Returns nil only when the JSON is unreadable or has no usable root;
  /// a document with shape errors is still returned so that validation can report its other problems too.
  public static func decode(bytes: [UInt8], file: String) -> (SpecDocument?, DiagnosticLog) {
    let decoded = decode(bytes: bytes, file: file, namesFile: false)
    guard decoded.0?.include.isEmpty == false else { return decoded }
    // A spec with parts names its own file in its positions too, so that a message in a part that points
    // into the spec (`SourceLocation.place`) says which file it means.
    return decode(bytes: bytes, file: file, namesFile: true)
  }

  private static func decode(
    bytes: [UInt8], file: String, namesFile: Bool
  ) -> (SpecDocument?, DiagnosticLog) {
    var log = DiagnosticLog(file: file)
    guard let root = parse(bytes, file: namesFile ? file : nil, log: &log) else {
      return (nil, log)
    }
    var decoder = SpecDecoder()
    let document = decoder.reporting(into: &log) { $0.decodeSpec(root) }
    return (document, log)
  }

  /// Reads and decodes a part of the spec `app` (`SpecParts`), reporting into `log`.
  static func decodePart(
    bytes: [UInt8], part: String, app: SpecDocument, log: inout DiagnosticLog
  ) -> (routes: [RouteDocument], enums: [ParamDocument]) {
    guard let root = parse(bytes, file: part, log: &log) else { return ([], []) }
    let specPath = log.file
    var decoder = SpecDecoder()
    return decoder.reporting(into: &log) { $0.decodePart(root, app: app, specPath: specPath) }
  }

  private static func parse(_ bytes: [UInt8], file: String?, log: inout DiagnosticLog) -> JSONNode?
  {
    var parser = JSONParser(bytes: bytes, file: file)
    let parsed = Result { () throws(JSONParser.Failure) in try parser.parse() }
    for warning in parser.warnings { log.warning(warning.message, at: warning.location) }
    for duplicate in parser.errors { log.error(duplicate.message, at: duplicate.location) }
    switch parsed {
    case .success(let node):
      InvisibleText.check(node, log: &log)
      return node
    case .failure(let error):
      log.error(error.message, at: error.location)
      return nil
    }
  }

  // MARK: - Spec

  static let specKeys = [
    "$schema", "$comment", "app", "scheme", "extraSchemes", "webSchemes", "domains", "aasa",
    "android", "access", "maxURLLength",
    "caseSensitive", "refuseDefaultPort", "enums", "labels", "environments", "include", "routes",
  ]

  /// What a part of a spec may hold (`SpecParts`): routes and enums, which it adds to the app's.
  static let partKeys = ["$schema", "$comment", "enums", "routes"]

  mutating func decodeSpec(_ node: JSONNode) -> SpecDocument? {
    guard let members = object(node, context: "the spec") else { return nil }
    let reader = KeyReader(members: members, known: Self.specKeys, context: "the spec")
    reader.reportUnknown(into: &log)
    guard let appNode = reader["app"] else {
      log.error(
        "the spec has no 'app' key; add \"app\": \"MyApp\" (it names the generated type MyAppRoute)",
        at: node.location)
      return nil
    }
    var spec = SpecDocument(
      app: string(appNode, context: "'app'") ?? Located("", at: appNode.location))
    spec.keyLocations = Dictionary(
      members.map { ($0.key, $0.keyLocation) }, uniquingKeysWith: { first, _ in first })
    if let schema = reader["$schema"] { _ = string(schema, context: "'$schema'") }
    if let comment = reader["$comment"] { _ = string(comment, context: "'$comment'") }
    spec.include = reader["include"].map { strings($0, context: "'include'") } ?? []
    spec.scheme = reader["scheme"].flatMap { string($0, context: "'scheme'") }
    spec.extraSchemes = reader["extraSchemes"].map { strings($0, context: "'extraSchemes'") } ?? []
    spec.webSchemes = reader["webSchemes"].map { strings($0, context: "'webSchemes'") } ?? []
    spec.domains = reader["domains"].map { strings($0, context: "'domains'") } ?? []
    spec.aasa = reader["aasa"].flatMap { decodeAASA($0) }
    spec.android = reader["android"].flatMap { decodeAndroid($0, context: "'android'") }
    spec.access = reader["access"].flatMap { string($0, context: "'access'") }
    spec.maxURLLength = reader["maxURLLength"].flatMap { integer($0, context: "'maxURLLength'") }
    spec.caseSensitive = reader["caseSensitive"].flatMap { bool($0, context: "'caseSensitive'") }
    spec.refuseDefaultPort = reader["refuseDefaultPort"].flatMap {
      bool($0, context: "'refuseDefaultPort'")
    }
    spec.enums = reader["enums"].map { decodeEnums($0) } ?? []
    if let labels = reader["labels"], let members = object(labels, context: "'labels'") {
      spec.labels = members.compactMap { decodeParam($0, route: "'labels'") }
    }
    if let environments = reader["environments"],
      let members = object(environments, context: "'environments'")
    {
      spec.environments = members.compactMap { decodeEnvironment($0) }
    }
    if let routes = reader["routes"] {
      spec.routesLocation = routes.location
      spec.routes = decodeRoutes(routes)
    } else if spec.include.isEmpty {
      log.error(
        "the spec has no 'routes' key; add \"routes\": [ … ] with at least one route",
        at: node.location)
    } else {
      spec.routesLocation = reader["include"]!.location
    }
    return spec
  }

  /// A part of a spec: its routes and enums. The app's own keys are written in the spec that includes it (`specPath`,
  /// whose keys `app` lists), once.
  mutating func decodePart(
    _ node: JSONNode, app: SpecDocument, specPath: String
  ) -> (routes: [RouteDocument], enums: [ParamDocument]) {
    guard let members = object(node, context: "a part of a spec") else { return ([], []) }
    for member in members where !Self.partKeys.contains(member.key) {
      guard Self.specKeys.contains(member.key) else {
        KeyReader(members: [member], known: Self.partKeys, context: "a part of a spec")
          .reportUnknown(into: &log)
        continue
      }
      let written = app.keyLocations[member.key].map { " (line \($0.line))" } ?? ""
      log.error(
        member.key == "include"
          ? "a part of a spec includes no other parts; list it in \(specPath)'s \"include\" instead"
          : "'\(member.key)' is a key of the whole app: it is written once, in \(specPath)\(written), the spec that includes this part; remove it here",
        at: member.keyLocation)
    }
    let reader = KeyReader(members: members, known: Self.partKeys, context: "a part of a spec")
    if let schema = reader["$schema"] { _ = string(schema, context: "'$schema'") }
    if let comment = reader["$comment"] { _ = string(comment, context: "'$comment'") }
    guard let routes = reader["routes"] else {
      log.error(
        "a part of a spec has no 'routes' key; add \"routes\": [ … ] with the feature's routes",
        at: node.location)
      return ([], reader["enums"].map { decodeEnums($0) } ?? [])
    }
    return (decodeRoutes(routes), reader["enums"].map { decodeEnums($0) } ?? [])
  }

  private mutating func decodeRoutes(_ node: JSONNode) -> [RouteDocument] {
    array(node, context: "'routes'")?.compactMap { decodeRoute($0) } ?? []
  }

  /// Enums declared once for the app, each an enum parameter's definition named by its Swift type.
  private mutating func decodeEnums(_ node: JSONNode) -> [ParamDocument] {
    guard let members = object(node, context: "'enums'") else { return [] }
    return members.compactMap { member in
      var definition = decodeParam(member, route: "'enums'")
      if definition?.type == nil { definition?.type = Located("enum", at: member.value.location) }
      return definition
    }
  }

  static let aasaKeys = ["appIDs", "webcredentials", "appclips", "legacyPaths", "exclude"]

  mutating func decodeAASA(_ node: JSONNode) -> AASADocument? {
    guard let members = object(node, context: "'aasa'") else { return nil }
    let reader = KeyReader(members: members, known: Self.aasaKeys, context: "'aasa'")
    reader.reportUnknown(into: &log)
    var aasa = AASADocument(location: node.location)
    aasa.appIDs = reader["appIDs"].map { strings($0, context: "'aasa.appIDs'") } ?? []
    aasa.webcredentials = reader["webcredentials"].flatMap {
      bool($0, context: "'aasa.webcredentials'")
    }
    aasa.appclips = reader["appclips"].map { strings($0, context: "'aasa.appclips'") } ?? []
    aasa.legacyPaths = reader["legacyPaths"].flatMap { bool($0, context: "'aasa.legacyPaths'") }
    aasa.exclude = reader["exclude"].map { strings($0, context: "'aasa.exclude'") } ?? []
    return aasa
  }

  static let androidKeys = ["$comment", "package", "fingerprints"]

  mutating func decodeAndroid(_ node: JSONNode, context: String) -> AndroidDocument? {
    guard let members = object(node, context: context) else { return nil }
    let reader = KeyReader(members: members, known: Self.androidKeys, context: context)
    reader.reportUnknown(into: &log)
    if let comment = reader["$comment"] { _ = string(comment, context: "\(context): '$comment'") }
    var android = AndroidDocument(location: node.location)
    android.package = reader["package"].flatMap { string($0, context: "\(context): 'package'") }
    android.fingerprints =
      reader["fingerprints"].map { strings($0, context: "\(context): 'fingerprints'") } ?? []
    return android
  }

  static let environmentKeys = [
    "$comment", "hosts", "appIDs", "scheme", "extraSchemes", "developerMode", "android",
  ]

  mutating func decodeEnvironment(_ member: JSONMember) -> EnvironmentDocument? {
    let context = "environment '\(member.key)'"
    guard let members = object(member.value, context: context) else { return nil }
    let reader = KeyReader(members: members, known: Self.environmentKeys, context: context)
    reader.reportUnknown(into: &log)
    var environment = EnvironmentDocument(name: Located(member.key, at: member.keyLocation))
    if let comment = reader["$comment"] { _ = string(comment, context: "\(context): '$comment'") }
    if let hosts = reader["hosts"], let renames = object(hosts, context: "\(context): 'hosts'") {
      environment.hostsLocation = hosts.location
      environment.hosts = renames.compactMap { rename in
        string(rename.value, context: "\(context): the host for '\(rename.key)'").map {
          EnvironmentDocument.HostRename(
            production: Located(rename.key, at: rename.keyLocation), environment: $0)
        }
      }
    }
    environment.appIDs = reader["appIDs"].map { strings($0, context: "\(context): 'appIDs'") }
    environment.scheme = reader["scheme"].flatMap { string($0, context: "\(context): 'scheme'") }
    environment.extraSchemes = reader["extraSchemes"].map {
      strings($0, context: "\(context): 'extraSchemes'")
    }
    environment.developerMode = reader["developerMode"].flatMap {
      bool($0, context: "\(context): 'developerMode'")
    }
    environment.android = reader["android"].flatMap {
      decodeAndroid($0, context: "\(context): 'android'")
    }
    return environment
  }

  // MARK: - Routes

  static let routeKeys = [
    "$comment", "name", "summary", "auth", "feature", "formerNames", "retired", "forbiddenQuery",
    "otherQuery", "refuseOtherQuery", "hosts", "web", "scheme", "params", "examples", "parent",
  ]

  mutating func decodeRoute(_ node: JSONNode) -> RouteDocument? {
    guard let members = object(node, context: "a route") else { return nil }
    let nameNode = members.first { $0.key == "name" }?.value
    let name = nameNode.flatMap { string($0, context: "a route's 'name'") }
    let context = name.map { "route '\($0.value)'" } ?? "a route"
    let reader = KeyReader(members: members, known: Self.routeKeys, context: context)
    reader.reportUnknown(into: &log)
    guard let name else {
      if nameNode == nil {
        log.error(
          "\(context) has no 'name'; add \"name\": \"myRoute\" (it becomes the enum case)",
          at: node.location)
      }
      return nil
    }
    var route = RouteDocument(location: node.location, name: name)
    if let comment = reader["$comment"] { _ = string(comment, context: "\(context): '$comment'") }
    route.summary = reader["summary"].flatMap { string($0, context: "\(context): 'summary'") }
    route.auth = reader["auth"].flatMap { string($0, context: "\(context): 'auth'") }
    route.feature = reader["feature"].flatMap { string($0, context: "\(context): 'feature'") }
    route.parent = reader["parent"].flatMap { string($0, context: "\(context): 'parent'") }
    route.formerNames =
      reader["formerNames"].map { strings($0, context: "\(context): 'formerNames'") } ?? []
    route.retired = reader["retired"].flatMap { string($0, context: "\(context): 'retired'") }
    route.otherQuery = reader["otherQuery"].flatMap {
      bool($0, context: "\(context): 'otherQuery'")
    }
    route.refuseOtherQuery = reader["refuseOtherQuery"].flatMap {
      bool($0, context: "\(context): 'refuseOtherQuery'")
    }
    if let refused = reader["forbiddenQuery"] {
      (route.forbiddenQuery, route.refusedOnlyWithValue) = refusedKeys(
        refused, context: "\(context): 'forbiddenQuery'")
    }
    if let hosts = reader["hosts"] {
      route.hostsLocation = hosts.location
      route.hosts = strings(hosts, context: "\(context): 'hosts'")
    }
    if let web = reader["web"] {
      route.webLocation = web.location
      route.web = patterns(web, context: "\(context): 'web'")
    }
    if let scheme = reader["scheme"] {
      route.schemeLocation = scheme.location
      route.scheme = patterns(scheme, context: "\(context): 'scheme'")
    }
    if let params = reader["params"], let members = object(params, context: "\(context): 'params'")
    {
      route.params = members.compactMap { decodeParam($0, route: context) }
    }
    route.examples =
      reader["examples"].map { examples($0, context: "\(context): 'examples'") } ?? []
    return route
  }

  /// Examples: each a URL, or an object with its `url` and the `values` it parses to or the error it is
  /// `refused` with.
  mutating func examples(_ node: JSONNode, context: String) -> [ExampleDocument] {
    guard case .array(let elements) = node.value else {
      return strings(node, context: context).map { ExampleDocument(url: $0) }
    }
    return elements.compactMap { element -> ExampleDocument? in
      guard case .object(let members) = element.value else {
        return string(element, context: "each entry of \(context)").map { ExampleDocument(url: $0) }
      }
      let reader = KeyReader(
        members: members, known: ["$comment", "url", "values", "refused"],
        context: "\(context) entry")
      reader.reportUnknown(into: &log)
      if let comment = reader["$comment"] { _ = string(comment, context: "\(context): '$comment'") }
      guard let urlNode = reader["url"] else {
        log.error(
          "\(context): an example object needs a 'url', like {\"url\": \"https://…\", \"values\": {…}}",
          at: element.location)
        return nil
      }
      guard let url = string(urlNode, context: "\(context): 'url'") else { return nil }
      var example = ExampleDocument(url: url)
      if let values = reader["values"],
        let members = object(values, context: "\(context): 'values'")
      {
        example.values = members.map {
          SetDocument(name: Located($0.key, at: $0.keyLocation), value: $0.value)
        }
        example.valuesLocation = values.location
      }
      example.refused = reader["refused"].flatMap { string($0, context: "\(context): 'refused'") }
      if let refused = example.refused, example.values != nil {
        log.error(
          "\(context): an example either states its 'values' or is 'refused', not both; remove one",
          at: refused.location)
        example.refused = nil
      }
      return example
    }
  }

  /// A form is one pattern string, or an array whose first entry is canonical and the rest aliases.
  mutating func patterns(_ node: JSONNode, context: String) -> [PatternDocument]? {
    switch node.value {
    case .string(let text):
      return [PatternDocument(pattern: Located(text, at: node.location))]
    case .array(let elements):
      if elements.isEmpty {
        log.error(
          "\(context) is an empty array; give at least the canonical pattern, or remove the key",
          at: node.location)
        return nil
      }
      return elements.compactMap { pattern($0, context: context) }
    default:
      log.error(
        "\(context) must be a pattern string or an array of patterns, found \(node.typeName)",
        at: node.location)
      return nil
    }
  }

  mutating func pattern(_ node: JSONNode, context: String) -> PatternDocument? {
    switch node.value {
    case .string(let text):
      return PatternDocument(pattern: Located(text, at: node.location))
    case .object(let members):
      let reader = KeyReader(
        members: members, known: ["pattern", "set", "hosts"], context: "\(context) pattern")
      reader.reportUnknown(into: &log)
      guard let patternNode = reader["pattern"] else {
        log.error("\(context): a pattern object needs a 'pattern' string", at: node.location)
        return nil
      }
      guard let text = string(patternNode, context: "\(context): 'pattern'") else { return nil }
      var document = PatternDocument(pattern: text)
      if let set = reader["set"], let members = object(set, context: "\(context): 'set'") {
        document.set = members.map {
          SetDocument(name: Located($0.key, at: $0.keyLocation), value: $0.value)
        }
      }
      if let hosts = reader["hosts"] {
        document.hostsLocation = hosts.location
        document.hosts = strings(hosts, context: "\(context): 'hosts'")
      }
      return document
    default:
      log.error(
        "\(context): each pattern must be a string or {\"pattern\": …, \"set\": {…}, \"hosts\": […]}, found \(node.typeName)",
        at: node.location)
      return nil
    }
  }

  /// `forbiddenQuery`: keys, each a string or `{"key": "token", "onlyWithValue": true}`.
  mutating func refusedKeys(_ node: JSONNode, context: String) -> (
    keys: [Located<String>], onlyWithValue: Set<String>
  ) {
    guard case .array(let elements) = node.value else {
      return (strings(node, context: context), [])
    }
    var keys: [Located<String>] = []
    var onlyWithValue: Set<String> = []
    for element in elements {
      guard case .object(let members) = element.value else {
        if let key = string(element, context: "each entry of \(context)") { keys.append(key) }
        continue
      }
      let reader = KeyReader(
        members: members, known: ["key", "onlyWithValue"], context: "\(context) entry")
      reader.reportUnknown(into: &log)
      guard let keyNode = reader["key"], let key = string(keyNode, context: "\(context): 'key'")
      else {
        if reader["key"] == nil {
          log.error(
            "\(context): an entry object needs a 'key' string, like {\"key\": \"token\", \"onlyWithValue\": true}",
            at: element.location)
        }
        continue
      }
      keys.append(key)
      if let flag = reader["onlyWithValue"].flatMap({
        bool($0, context: "\(context): 'onlyWithValue'")
      }), flag.value {
        onlyWithValue.insert(key.value)
      }
    }
    return (keys, onlyWithValue)
  }

  // MARK: - Parameters

  static let paramKeys = [
    "$comment", "type", "doc", "optional", "list", "formerNames", "default", "min", "max",
    "minLength", "maxLength", "characters", "format", "values", "keywords", "digits",
    "trueValues", "falseValues", "typeName",
  ]

  mutating func decodeParam(_ member: JSONMember, route: String) -> ParamDocument? {
    let context = "\(route), parameter '\(member.key)'"
    var param = ParamDocument(
      name: Located(member.key, at: member.keyLocation), location: member.value.location)
    // A bare string is shorthand for the type: "userId": "string".
    if case .string(let type) = member.value.value {
      param.type = Located(type, at: member.value.location)
      return param
    }
    guard let members = object(member.value, context: context) else { return nil }
    let reader = KeyReader(members: members, known: Self.paramKeys, context: context)
    reader.reportUnknown(into: &log)
    if let comment = reader["$comment"] { _ = string(comment, context: "\(context): '$comment'") }
    param.type = reader["type"].flatMap { string($0, context: "\(context): 'type'") }
    param.doc = reader["doc"].flatMap { string($0, context: "\(context): 'doc'") }
    param.optional = reader["optional"].flatMap { bool($0, context: "\(context): 'optional'") }
    param.list = reader["list"].flatMap { bool($0, context: "\(context): 'list'") }
    param.formerNames =
      reader["formerNames"].map { strings($0, context: "\(context): 'formerNames'") } ?? []
    param.defaultValue = reader["default"]
    param.min = reader["min"].flatMap { number($0, context: "\(context): 'min'") }
    param.max = reader["max"].flatMap { number($0, context: "\(context): 'max'") }
    param.minLength = reader["minLength"].flatMap {
      integer($0, context: "\(context): 'minLength'")
    }
    param.maxLength = reader["maxLength"].flatMap {
      integer($0, context: "\(context): 'maxLength'")
    }
    param.characters = reader["characters"].flatMap {
      string($0, context: "\(context): 'characters'")
    }
    param.format = reader["format"].flatMap { string($0, context: "\(context): 'format'") }
    if let values = reader["values"] {
      param.valuesLocation = values.location
      param.values =
        array(values, context: "\(context): 'values'")?.compactMap {
          enumValue($0, context: context)
        } ?? []
    }
    param.keywords = reader["keywords"].map { strings($0, context: "\(context): 'keywords'") } ?? []
    param.digits = reader["digits"].flatMap { integer($0, context: "\(context): 'digits'") }
    param.trueValues =
      reader["trueValues"].map { strings($0, context: "\(context): 'trueValues'") } ?? []
    param.falseValues =
      reader["falseValues"].map { strings($0, context: "\(context): 'falseValues'") } ?? []
    param.typeName = reader["typeName"].flatMap { string($0, context: "\(context): 'typeName'") }
    return param
  }

  mutating func enumValue(_ node: JSONNode, context: String) -> EnumValueDocument? {
    switch node.value {
    case .string(let wire):
      return EnumValueDocument(location: node.location, wire: Located(wire, at: node.location))
    case .object(let members):
      let reader = KeyReader(
        members: members, known: ["case", "wire", "aliases", "doc"], context: "\(context) value")
      reader.reportUnknown(into: &log)
      guard let wireNode = reader["wire"],
        let wire = string(wireNode, context: "\(context): 'wire'")
      else {
        if reader["wire"] == nil {
          log.error(
            "\(context): an enum value object needs a 'wire' string (the text written in URLs)",
            at: node.location)
        }
        return nil
      }
      var value = EnumValueDocument(location: node.location, wire: wire)
      value.caseName = reader["case"].flatMap { string($0, context: "\(context): 'case'") }
      value.aliases = reader["aliases"].map { strings($0, context: "\(context): 'aliases'") } ?? []
      value.doc = reader["doc"].flatMap { string($0, context: "\(context): 'doc'") }
      return value
    default:
      log.error(
        "\(context): each enum value must be a string or {\"case\": …, \"wire\": …}, found \(node.typeName)",
        at: node.location)
      return nil
    }
  }

  // MARK: - Typed accessors

  private mutating func object(_ node: JSONNode, context: String) -> [JSONMember]? {
    if case .object(let members) = node.value { return members }
    log.error("\(context) must be an object, found \(node.typeName)", at: node.location)
    return nil
  }

  private mutating func array(_ node: JSONNode, context: String) -> [JSONNode]? {
    if case .array(let elements) = node.value { return elements }
    log.error("\(context) must be an array, found \(node.typeName)", at: node.location)
    return nil
  }

  private mutating func string(_ node: JSONNode, context: String) -> Located<String>? {
    if case .string(let text) = node.value { return Located(text, at: node.location) }
    log.error("\(context) must be a string, found \(node.typeName)", at: node.location)
    return nil
  }

  private mutating func strings(_ node: JSONNode, context: String) -> [Located<String>] {
    // A single string where a list is expected is accepted: "domains": "nova.social".
    if case .string(let text) = node.value { return [Located(text, at: node.location)] }
    guard let elements = array(node, context: context) else { return [] }
    return elements.compactMap { string($0, context: "each entry of \(context)") }
  }

  private mutating func bool(_ node: JSONNode, context: String) -> Located<Bool>? {
    if case .bool(let value) = node.value { return Located(value, at: node.location) }
    log.error("\(context) must be true or false, found \(node.typeName)", at: node.location)
    return nil
  }

  private mutating func number(_ node: JSONNode, context: String) -> Located<Double>? {
    if case .number(let text) = node.value, let value = Double(text), value.isFinite {
      return Located(value, at: node.location)
    }
    if case .number(let text) = node.value {
      log.error("\(context) must be a finite number; \(text) is out of range", at: node.location)
    } else {
      log.error("\(context) must be a finite number, found \(node.typeName)", at: node.location)
    }
    return nil
  }

  private mutating func integer(_ node: JSONNode, context: String) -> Located<Int>? {
    guard case .number(let text) = node.value else {
      log.error("\(context) must be an integer, found \(node.typeName)", at: node.location)
      return nil
    }
    if let value = Int(text) { return Located(value, at: node.location) }
    // `1e3` and `2.0` are whole numbers written otherwise; `1e309` and `99999999999999999999` do not fit.
    if let value = Double(text), value.rounded() == value, let whole = Int(exactly: value) {
      return Located(whole, at: node.location)
    }
    let whole = Double(text).map { $0.rounded() == $0 } ?? false
    log.error(
      "\(context) must be an integer; \(text) is \(whole ? "out of range" : "not a whole number")",
      at: node.location)
    return nil
  }
}

/// Looks up keys of one JSON object and reports the keys nobody asked for, with the nearest known key.
struct KeyReader {
  let members: [JSONMember]
  let known: [String]
  let context: String

  subscript(key: String) -> JSONNode? {
    members.first { $0.key == key }?.value
  }

  func reportUnknown(into log: inout DiagnosticLog) {
    for member in members where !known.contains(member.key) {
      var message = "\(context): unknown key '\(member.key)'"
      if let suggestion = Suggestion.nearest(to: member.key, in: known) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message +=
          "; known keys are \(known.filter { $0 != "$schema" }.map { "'\($0)'" }.joined(separator: ", "))"
      }
      log.error(message, at: member.keyLocation)
    }
  }
}
