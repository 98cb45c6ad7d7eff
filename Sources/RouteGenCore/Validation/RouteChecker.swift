import Foundation
import RouteGenRuntime

/// Validates one route of a spec: its name, parameters and patterns.
struct RouteChecker {
  var log: DiagnosticLog
  let document: RouteDocument
  let ordinal: Int
  let hasScheme: Bool
  /// The app's valid domains: the hosts of a route without `hosts`.
  let domains: [Host]
  /// Whether the spec writes domains (invalid ones were reported already).
  let writesDomains: Bool
  let caseSensitive: Bool
  /// The app's enums (`"enums"`), by name: a parameter of `"type": "Sort"` takes its values.
  var appEnums: [String: ParamDocument] = [:]
  /// Declared parameters that had errors: placeholders naming them are not reported again.
  private var brokenParameters: Set<String> = []
  private var context: String { "route '\(document.name.value)'" }

  init(
    document: RouteDocument, ordinal: Int, hasScheme: Bool, domains: [Host], writesDomains: Bool,
    caseSensitive: Bool, log: DiagnosticLog
  ) {
    self.document = document
    self.ordinal = ordinal
    self.hasScheme = hasScheme
    self.domains = domains
    self.writesDomains = writesDomains
    self.caseSensitive = caseSensitive
    self.log = log
  }

  static let knownTypes = RouteGen.ParameterKind.allCases.map(\.word)

  mutating func check() -> Route? {
    let errorsBefore = log.diagnostics.count { $0.severity == .error }
    let name = document.name
    var caseName = ""
    if let converted = SwiftName.lowerCamel(name.value) {
      caseName = SwiftName.escaped(converted)
      if SwiftName.reservedCaseNames.contains(converted) {
        log.error(
          "\(context): the name '\(name.value)' clashes with a member every route type has; choose another name",
          at: name.location)
      }
    } else {
      log.error(
        "\(context): the name must start with a letter and contain letters, digits, '-' or '_' (it becomes a Swift case name)",
        at: name.location)
    }

    var summary = ""
    if let written = document.summary {
      summary = written.value
      if summary.contains(where: \.isNewline) {
        log.error(
          "\(context): 'summary' must be one line (it becomes a doc comment and a table cell)",
          at: written.location)
      }
    } else if document.retired == nil {
      log.warning(
        "\(context) has no 'summary'; add one line (it becomes the doc comment and the docs table entry)",
        at: document.location)
    }

    var auth = AuthRequirement.none
    if let written = document.auth {
      switch written.value {
      case "none": auth = .none
      case "required": auth = .required
      case let value
      where value.hasPrefix("role:") && value.count > 5
        && SwiftName.lowerCamel(String(value.dropFirst(5))) != nil:
        auth = .role(String(value.dropFirst(5)))
      default:
        log.error(
          "\(context): 'auth' must be \"none\", \"required\" or \"role:<name>\" (e.g. \"role:host\"), not '\(written.value)'",
          at: written.location)
      }
    }
    if let feature = document.feature, SwiftName.lowerCamel(feature.value) == nil {
      log.error(
        "\(context): 'feature' must be a word such as \"weather\", not '\(feature.value)'",
        at: feature.location)
    }

    var parameters: [Parameter] = []
    for param in document.params {
      if let parameter = checkParameter(param) {
        parameters.append(parameter)
      } else {
        brokenParameters.insert(param.name.value)
      }
    }
    // A parameter's former name is no parameter's name now, and only one parameter's: old values have one home.
    var formerOwners: [String: String] = [:]
    for param in document.params {
      for former in param.formerNames {
        if document.params.contains(where: { $0.name.value == former.value }) {
          log.error(
            "\(context), parameter '\(param.name.value)': the former name '\(former.value)' is the name of a parameter now; a former name must be one no parameter of the route has",
            at: former.location)
        } else if let owner = formerOwners[former.value] {
          log.error(
            "\(context), parameter '\(param.name.value)': the former name '\(former.value)' is also claimed by parameter '\(owner)'; old values can have only one successor",
            at: former.location)
        } else {
          formerOwners[former.value] = param.name.value
        }
      }
    }

    if document.web == nil && document.scheme == nil {
      log.error(
        "\(context) has neither a 'web' nor a 'scheme' pattern; add at least one",
        at: document.location)
    }
    if let location = document.webLocation, !writesDomains, document.hosts == nil {
      log.error(
        "\(context) has a 'web' form but the app has no 'domains'; add the domains, give the route 'hosts', or remove 'web'",
        at: location)
    }
    let hosts = checkHosts(parameters)
    if let location = document.schemeLocation, !hasScheme {
      log.error(
        "\(context) has a 'scheme' form but the app has no 'scheme'; add \"scheme\" or remove this form",
        at: location)
    }
    // An undeclared host placeholder was reported: the web patterns are checked without it.
    let hostParameter = hosts.lazy.compactMap(\.parameter).first.flatMap { name in
      parameters.contains { $0.name == name } ? name : nil
    }
    let web = document.web.flatMap {
      checkForm(
        $0, kind: .web, parameters: parameters, hosts: hosts, hostParameter: hostParameter,
        at: document.webLocation!)
    }
    let scheme = document.scheme.flatMap {
      checkForm(
        $0, kind: .scheme, parameters: parameters,
        hostParameter: document.web == nil ? nil : hostParameter, at: document.schemeLocation!)
    }

    for former in document.formerNames where SwiftName.lowerCamel(former.value) == nil {
      log.error(
        "\(context): the former name '\(former.value)' is not a route name (letters, digits, '-' or '_', starting with a letter)",
        at: former.location)
    }
    if let retired = document.retired,
      retired.value.trimmingCharacters(in: .whitespaces).isEmpty
        || retired.value.contains(where: \.isNewline)
    {
      log.error(
        "\(context): 'retired' must be one line saying why its links no longer open anything (the app can show it), e.g. \"Events moved to the web.\"",
        at: retired.location)
    }

    checkForbiddenQuery(web: web, scheme: scheme)
    if let other = document.otherQuery, other.value,
      let clash = parameters.first(where: { $0.swiftName == "otherQuery" })
    {
      log.error(
        "\(context): the parameter '\(clash.name)' takes the name 'otherQuery', which holds the other query items of a route with \"otherQuery\": true; rename the parameter",
        at: clash.location)
    }
    if let strict = document.refuseOtherQuery, strict.value, document.otherQuery?.value == true {
      log.error(
        "\(context): a route either passes the query items it does not read on (\"otherQuery\": true) or refuses them (\"refuseOtherQuery\": true), not both; remove one",
        at: strict.location)
    }

    let errorsAfter = log.diagnostics.count { $0.severity == .error }
    guard errorsAfter == errorsBefore else { return nil }
    var examples: [Example] = []
    for written in document.examples {
      if let example = checkExample(written) { examples.append(example) }
    }
    var route = Route(
      name: name.value, caseName: caseName, summary: summary, auth: auth,
      feature: document.feature?.value,
      parameters: parameters, web: web, scheme: scheme, checkedExamples: examples,
      location: document.location, ordinal: ordinal)
    route.formerNames = document.formerNames.map(\.value)
    route.retiredNote = document.retired?.value
    route.forbiddenQuery = document.forbiddenQuery.map(\.value)
    route.refusedOnlyWithValue = document.refusedOnlyWithValue
    route.otherQuery = document.otherQuery?.value ?? false
    route.refusesOtherQuery = document.refuseOtherQuery?.value ?? false
    route.hosts = hosts
    route.hasOwnHosts = document.hosts != nil
    return route
  }

  /// An example as the spec writes it; its values are read once the app is known (`SpecValidator.checkExamples`).
  private mutating func checkExample(_ document: ExampleDocument) -> Example? {
    var example = Example(url: document.url, expectation: .reaches)
    if let refused = document.refused {
      guard RouteParseError.kinds.contains(refused.value) else {
        var message =
          "\(context): the example '\(document.url.value)' is refused with '\(refused.value)', which is no ParseError case"
        if let suggestion = Suggestion.nearest(to: refused.value, in: RouteParseError.kinds) {
          message += "; did you mean '\(suggestion)'?"
        } else {
          message += " (cases: \(RouteParseError.kinds.joined(separator: ", ")))"
        }
        log.error(message, at: refused.location)
        return nil
      }
      example.expectation = .refused(refused.value)
    }
    (example.stated, example.statedLocation) = (document.values, document.valuesLocation)
    return example
  }

  /// The hosts of the route's web patterns: its own `hosts`, else the app's domains; checked against its parameters.
  private mutating func checkHosts(_ parameters: [Parameter]) -> [Host] {
    guard let webLocation = document.webLocation else {
      if let location = document.hostsLocation {
        log.error(
          "\(context) has 'hosts' but no 'web' form; hosts are where its web patterns match: add 'web' or remove 'hosts'",
          at: location)
      }
      return []
    }
    var hosts = domains
    var source = "the app's 'domains'"
    var location = webLocation
    if let written = document.hosts, let hostsLocation = document.hostsLocation {
      (source, location) = ("'hosts'", hostsLocation)
      if written.isEmpty {
        log.error(
          "\(context): 'hosts' is empty; list the hosts of its universal links, or remove it to use the app's domains",
          at: hostsLocation)
        return []
      }
      hosts = HostChecker.parseList(written, what: "host", log: &log)
    }
    if let name = hosts.lazy.compactMap(\.parameter).first, brokenParameters.contains(name) {
      return hosts
    }
    HostChecker.checkParameter(
      of: hosts, where: source, route: document.name.value, parameters: parameters, at: location,
      log: &log)
    return hosts
  }

  /// A web pattern's own hosts: names (a wildcard's label is a value of the whole route, so it belongs in the
  /// route's `hosts`), parsed and checked as a route's are; nil after an error.
  private mutating func patternHosts(
    _ written: [Located<String>], of pattern: Pattern, kind: FormKind, hostParameter: String?,
    at location: SourceLocation
  ) -> [Host]? {
    guard kind == .web else {
      log.error(
        "\(context): the custom-scheme pattern '\(pattern.source)' has 'hosts'; only web patterns match on hosts (remove it)",
        at: location)
      return nil
    }
    if let hostParameter {
      log.error(
        "\(context): the web pattern '\(pattern.source)' has hosts of its own, but the route's host gives {\(hostParameter)} to every pattern; give the pattern to a route of its own",
        at: location)
      return nil
    }
    if written.isEmpty {
      log.error(
        "\(context): the web pattern '\(pattern.source)' has empty 'hosts'; list its hosts, or remove 'hosts' to use the route's",
        at: location)
      return nil
    }
    let errorsBefore = log.diagnostics.count { $0.severity == .error }
    let hosts = HostChecker.parseList(written, what: "host", log: &log)
    guard log.diagnostics.count(where: { $0.severity == .error }) == errorsBefore else {
      return nil
    }
    if let wildcard = hosts.first(where: \.isWildcard) {
      log.error(
        "\(context): the web pattern '\(pattern.source)' lists the wildcard host '\(wildcard.spelled)'; a pattern's own hosts are names (a wildcard's label is a value of the whole route: put it in the route's 'hosts')",
        at: location)
      return nil
    }
    return hosts
  }

  /// A forbidden key is a key the route never reads: one it reads would make its own links refused.
  private mutating func checkForbiddenQuery(web: RouteForm?, scheme: RouteForm?) {
    var seen: Set<String> = []
    for key in document.forbiddenQuery {
      let folded = Literal.folded(key.value, caseSensitive: caseSensitive)
      if key.value.isEmpty {
        log.error(
          "\(context): 'forbiddenQuery' lists an empty key; write the query keys that mean another flow, e.g. [\"token\"]",
          at: key.location)
      } else if !seen.insert(folded).inserted {
        log.error("\(context): 'forbiddenQuery' lists '\(key.value)' twice", at: key.location)
      } else if let pattern = ((web?.patterns ?? []) + (scheme?.patterns ?? [])).first(where: {
        pattern in
        pattern.query.contains { Literal.folded($0.key, caseSensitive: caseSensitive) == folded }
      }) {
        log.error(
          "\(context): 'forbiddenQuery' lists '\(key.value)', which the pattern '\(pattern.source)' reads; a route cannot refuse a key it reads (remove it from one of them)",
          at: key.location)
      }
    }
  }

  // MARK: - Parameters

  private mutating func checkParameter(_ written: ParamDocument) -> Parameter? {
    let context = "\(self.context), parameter '\(written.name.value)'"
    var param = written
    // `"type": "Sort"`: the app's enum of that name, its values declared once.
    if let name = written.type, let shared = appEnums[name.value] {
      if let values = written.valuesLocation ?? written.typeName?.location {
        log.error(
          "\(context): its type is the app's enum '\(name.value)', whose values and name are declared in 'enums'; remove 'values' and 'typeName' here",
          at: values)
        return nil
      }
      (param.type, param.values, param.valuesLocation) = (
        Located("enum", at: name.location), shared.values, shared.valuesLocation
      )
      param.typeName = Located(name.value, at: name.location)
    }
    guard let swiftName = SwiftName.lowerCamel(param.name.value) else {
      log.error(
        "\(context): the name must start with a letter and contain letters, digits, '-' or '_'",
        at: param.name.location)
      return nil
    }
    guard let typeName = param.type else {
      log.error(
        "\(context) has no 'type'; add one of \(Self.knownTypes.joined(separator: ", "))",
        at: param.location)
      return nil
    }
    guard let kind = RouteGen.ParameterKind(word: typeName.value) else {
      var message = "\(context): unknown type '\(typeName.value)'"
      if let suggestion = Suggestion.nearest(to: typeName.value, in: Self.knownTypes) {
        message += "; did you mean '\(suggestion)'?"
      }
      log.error(
        message + " (types: \(Self.knownTypes.joined(separator: ", ")))", at: typeName.location)
      return nil
    }
    func reject(_ key: String, _ location: SourceLocation?) {
      if let location {
        log.error("\(context): '\(key)' does not apply to type '\(typeName.value)'", at: location)
      }
    }
    if kind != .int && kind != .double {
      reject("min", param.min?.location)
      reject("max", param.max?.location)
    }
    if kind != .string {
      reject("minLength", param.minLength?.location)
      reject("maxLength", param.maxLength?.location)
      reject("characters", param.characters?.location)
      reject("format", param.format?.location)
    }
    if kind != .enumeration { reject("values", param.valuesLocation) }
    if kind != .int, let first = param.keywords.first {
      reject("keywords", first.location)
    }
    if kind != .bool {
      if let first = param.trueValues.first { reject("trueValues", first.location) }
      if let first = param.falseValues.first { reject("falseValues", first.location) }
    }

    let type: ParameterType
    switch kind {
    case .string:
      var constraints = StringConstraints()
      if let minLength = param.minLength {
        if minLength.value < 1 {
          log.error(
            "\(context): 'minLength' must be at least 1 (values are never empty)",
            at: minLength.location)
        }
        constraints.minLength = minLength.value
      }
      if let maxLength = param.maxLength {
        if maxLength.value < max(1, constraints.minLength ?? 1) {
          log.error(
            "\(context): 'maxLength' must be at least 'minLength' and 1", at: maxLength.location)
        }
        constraints.maxLength = maxLength.value
      }
      if let characters = param.characters {
        if let set = CharacterSet.parse(characters.value) {
          constraints.characters = set
        } else {
          log.error(
            "\(context): 'characters' must list characters and ranges like \"a-zA-Z0-9_\" (ranges low to high)",
            at: characters.location)
        }
      }
      if let format = param.format {
        if format.value != "hostName" {
          log.error(
            "\(context): 'format' must be \"hostName\" (a host name such as proxy.example.com), not '\(format.value)'",
            at: format.location)
        } else if let characters = param.characters {
          log.error(
            "\(context): 'format' and 'characters' do not go together (a host name's characters are letters, digits, '-' and '.'); remove 'characters'",
            at: characters.location)
        } else {
          constraints.isHostName = true
        }
      }
      type = .string(constraints)
    case .int:
      var bounds: [Int?] = []
      for bound in [param.min, param.max] {
        guard let bound else {
          bounds.append(nil)
          continue
        }
        if let value = Int(exactly: bound.value) {
          bounds.append(value)
        } else {
          log.error("\(context): this bound must be an integer", at: bound.location)
          bounds.append(nil)
        }
      }
      if let low = bounds[0], let high = bounds[1], low > high, let location = param.max?.location {
        log.error("\(context): 'max' (\(high)) is less than 'min' (\(low))", at: location)
      }
      var keywords: [String] = []
      for keyword in param.keywords {
        if ValueCodec.parseInt(keyword.value) != nil
          || SwiftName.lowerCamel(keyword.value) != keyword.value
        {
          log.error(
            "\(context): the keyword '\(keyword.value)' must be a word such as \"last\" (it becomes a case name)",
            at: keyword.location)
        } else if keywords.contains(keyword.value) || keyword.value == "number" {
          log.error(
            "\(context): the keyword '\(keyword.value)' is listed twice or is reserved ('number')",
            at: keyword.location)
        } else {
          keywords.append(keyword.value)
        }
      }
      type = .int(min: bounds[0], max: bounds[1], keywords: keywords)
    case .double:
      if let low = param.min?.value, let high = param.max, low > high.value {
        log.error(
          "\(context): 'max' (\(high.value)) is less than 'min' (\(low))", at: high.location)
      }
      type = .double(min: param.min?.value, max: param.max?.value)
    case .bool: type = .bool(checkBoolSpellings(param, context: context))
    case .uuid: type = .uuid
    case .date: type = .date
    case .destination: type = .destination
    case .enumeration:
      guard let enumType = checkEnum(param, context: context, swiftName: swiftName) else {
        return nil
      }
      type = .enumeration(enumType)
    }

    var parameter = Parameter(
      name: param.name.value, swiftName: SwiftName.escaped(swiftName), type: type,
      doc: param.doc?.value,
      isOptional: param.optional?.value ?? false, defaultValue: nil, location: param.location)
    if let typeName = param.typeName {
      guard SwiftName.upperCamel(typeName.value) == typeName.value else {
        log.error(
          "\(context): 'typeName' must be a Swift type name: a capital letter, then letters and digits (e.g. \"\(SwiftName.upperCamel(typeName.value) ?? "SortOrder")\")",
          at: typeName.location)
        return nil
      }
      parameter.declaredTypeName = typeName.value
      guard parameter.nestedTypeName != nil else {
        log.error(
          "\(context): 'typeName' names the Swift type of an enum or of an int with keywords; this parameter is \(type.name), whose Swift type is fixed",
          at: typeName.location)
        return nil
      }
    }
    for former in param.formerNames where SwiftName.lowerCamel(former.value) == nil {
      log.error(
        "\(context): the former name '\(former.value)' is not a parameter name (letters, digits, '-' or '_', starting with a letter)",
        at: former.location)
    }
    parameter.formerNames = param.formerNames.map(\.value)
    if let list = param.list, list.value {
      if case .destination = type {
        log.error(
          "\(context): a route parameter cannot be a list; give each link its own route parameter",
          at: list.location)
      } else if let optional = param.optional, optional.value {
        log.error(
          "\(context): a list is empty when its key is absent, never nil; remove \"optional\": true",
          at: optional.location)
      } else if let node = param.defaultValue {
        log.error(
          "\(context): a list has no default (a link without its key gives an empty list); remove 'default'",
          at: node.location)
        return nil
      }
      parameter.isList = true
    }
    if let node = param.defaultValue {
      if case .destination = type {
        log.error("\(context): a route parameter cannot have a default", at: node.location)
      } else {
        switch Self.value(of: node, as: type, caseSensitive: caseSensitive) {
        case .success(let value):
          parameter.defaultValue = value
          if parameter.isOptional {
            log.error(
              "\(context): a parameter with a default is never nil; remove \"optional\": true",
              at: node.location)
          }
        case .failure(let refusal):
          log.error(
            "\(context): the default \(Self.display(node)) \(refusal.reason); change it to a valid \(type.name)",
            at: node.location)
        }
      }
    }
    return parameter
  }

  /// `trueValues`/`falseValues`, each defaulting to the word: distinct texts (as the spec compares them), none in both.
  private mutating func checkBoolSpellings(_ param: ParamDocument, context: String) -> BoolSpellings
  {
    var seen: [String: Bool] = [:]
    var spellings = BoolSpellings.standard
    for (flag, written) in [(true, param.trueValues), (false, param.falseValues)]
    where !written.isEmpty {
      var texts: [String] = []
      for text in written {
        let folded = Literal.folded(text.value, caseSensitive: caseSensitive)
        if text.value.isEmpty {
          log.error(
            "\(context): '\(flag ? "trueValues" : "falseValues")' lists an empty text; a URL never carries an empty boolean",
            at: text.location)
        } else if let other = seen[folded] {
          log.error(
            other == flag
              ? "\(context): '\(text.value)' is listed twice"
              : "\(context): '\(text.value)' is in both 'trueValues' and 'falseValues'; a text can mean only one of them",
            at: text.location)
        } else {
          seen[folded] = flag
          texts.append(text.value)
        }
      }
      if texts.isEmpty { continue }
      if flag { spellings.trueValues = texts } else { spellings.falseValues = texts }
    }
    // Defaults that were not given still count: "true" listed as a false value would be ambiguous.
    for (flag, word) in [(true, "true"), (false, "false")]
    where (flag ? param.trueValues : param.falseValues).isEmpty {
      if let other = seen[word], other != flag,
        let location = (flag ? param.falseValues : param.trueValues).first?.location
      {
        log.error(
          "\(context): '\(word)' is a \(flag ? "false" : "true") value here but reads as \(flag) by default; also give '\(flag ? "trueValues" : "falseValues")'",
          at: location)
      }
    }
    return spellings
  }

  private mutating func checkEnum(_ param: ParamDocument, context: String, swiftName: String)
    -> EnumType?
  {
    guard !param.values.isEmpty else {
      log.error(
        "\(context): an enum needs \"values\": [\"a\", \"b\"]",
        at: param.valuesLocation ?? param.location)
      return nil
    }
    var values: [EnumType.Value] = []
    var wires: Set<String> = []
    var cases: Set<String> = []
    for value in param.values {
      let written = value.caseName?.value ?? value.wire.value
      guard let caseName = SwiftName.lowerCamel(written) else {
        log.error(
          "\(context): '\(written)' cannot become a Swift case name; add \"case\": \"someName\"",
          at: value.caseName?.location ?? value.location)
        continue
      }
      if !cases.insert(caseName).inserted {
        log.error("\(context): the case name '\(caseName)' is used twice", at: value.location)
      }
      for wire in [value.wire] + value.aliases {
        let folded = Literal.folded(wire.value, caseSensitive: caseSensitive)
        if wire.value.isEmpty || !wires.insert(folded).inserted {
          log.error(
            "\(context): the wire value '\(wire.value)' is empty or used twice", at: wire.location)
        }
      }
      values.append(
        EnumType.Value(
          caseName: SwiftName.escaped(caseName), wire: value.wire.value,
          aliases: value.aliases.map(\.value), doc: value.doc?.value))
    }
    return EnumType(
      typeName: param.typeName?.value ?? SwiftName.upperCamel(swiftName) ?? swiftName,
      values: values)
  }

  /// A JSON value from the spec (a default or a `set` value) as a typed value.
  static func value(of node: JSONNode, as type: ParameterType, caseSensitive: Bool) -> Result<
    ParameterValue, ValueCodec.Refusal
  > {
    switch (type, node.value) {
    case (.int, .number(let text)), (.double, .number(let text)):
      return ValueCodec.parse(text, as: type, caseSensitive: caseSensitive)
    case (.int, .string(let text)) where Int(text) == nil:
      return ValueCodec.parse(text, as: type, caseSensitive: caseSensitive)
    case (.bool, .bool(let flag)):
      return .success(.bool(flag))
    case (.string, .string(let text)), (.uuid, .string(let text)), (.date, .string(let text)),
      (.enumeration, .string(let text)):
      return ValueCodec.parse(text, as: type, caseSensitive: caseSensitive)
    default:
      return .failure(
        ValueCodec.Refusal(
          reason:
            "is \(JSONNode(node.value, at: node.location).typeName), not \(["int", "enum", "uuid"].contains(type.name) ? "an" : "a") \(type.name)"
        ))
    }
  }

  static func display(_ node: JSONNode) -> String {
    switch node.value {
    case .string(let text): "\"\(text)\""
    case .number(let text): text
    case .bool(let flag): "\(flag)"
    default: node.typeName
    }
  }

  // MARK: - Forms and patterns

  private mutating func checkForm(
    _ documents: [PatternDocument], kind: FormKind, parameters: [Parameter], hosts: [Host] = [],
    hostParameter: String? = nil,
    at location: SourceLocation
  ) -> RouteForm? {
    let formName = kind == .web ? "web" : "scheme"
    var patterns: [Pattern] = []
    for (index, document) in documents.enumerated() {
      guard var pattern = parsePattern(document.pattern, kind: kind, index: index) else { continue }
      var ok = true
      pattern.hosts = hosts
      if let written = document.hosts, let hostsLocation = document.hostsLocation {
        guard
          let own = patternHosts(
            written, of: pattern, kind: kind, hostParameter: hostParameter, at: hostsLocation)
        else { continue }
        (pattern.hosts, pattern.hasOwnHosts) = (own, true)
      }
      if kind == .web, let hostParameter {
        if pattern.placeholderNames.contains(hostParameter)
          || document.set.contains(where: { $0.name.value == hostParameter })
        {
          log.error(
            "\(context): {\(hostParameter)} is the first label of the route's host; the web pattern '\(pattern.source)' cannot give it too (remove it from the pattern)",
            at: Self.location(of: "{" + hostParameter, in: document.pattern))
          continue
        }
        pattern.hostParameter = hostParameter
      }
      var seen: Set<String> = []
      for name in pattern.placeholderNames {
        guard let parameter = parameters.first(where: { $0.name == name }) else {
          if brokenParameters.contains(name) {
            ok = false
            continue
          }
          let declared = parameters.map(\.name)
          var message =
            "\(context): the placeholder {\(name)} in '\(pattern.source)' is not declared in 'params'"
          // A declared parameter this pattern does not use is the likely meaning, however it is spelled.
          let setNames = Set(document.set.map(\.name.value))
          let unused = declared.filter {
            !pattern.placeholderNames.contains($0) && !setNames.contains($0)
          }
          if let suggestion = Suggestion.nearest(to: name, in: declared) {
            message += "; did you mean {\(suggestion)}?"
          } else if unused.count == 1 {
            message += "; did you mean {\(unused[0])}, which is declared and not used here?"
          } else {
            message += "; add \"\(name)\": {\"type\": \"string\"} to 'params'"
          }
          log.error(message, at: Self.location(of: "{" + name, in: document.pattern))
          ok = false
          continue
        }
        if !seen.insert(name).inserted {
          log.error(
            "\(context): {\(name)} appears twice in '\(pattern.source)'",
            at: document.pattern.location)
          ok = false
        }
        if pattern.catchAll == name, case .string = parameter.type {
        } else if pattern.catchAll == name {
          log.error(
            "\(context): the catch-all {\(name)...} must be a string parameter",
            at: document.pattern.location)
          ok = false
        }
        let inQuery = pattern.query.contains { $0.template?.parameter == name }
        if parameter.isList
          && !pattern.query.contains(where: {
            $0.template?.parameter == name && $0.template?.hasLiteralText == false
          })
        {
          log.error(
            "\(context): the list parameter {\(name)} must be a whole query value, which a link gives once per item (e.g. '?\(name)={\(name)}'): not in the path or the fragment, nor with text around it",
            at: Self.location(of: "{" + name, in: document.pattern))
          ok = false
        }
        if case .destination = parameter.type, !inQuery {
          log.error(
            "\(context): the route parameter {\(name)} must be a query value (e.g. 'login?next={\(name)}')",
            at: document.pattern.location)
          ok = false
        }
      }
      for set in document.set {
        guard let parameter = parameters.first(where: { $0.name == set.name.value }) else {
          log.error(
            "\(context): 'set' names '\(set.name.value)', which is not declared in 'params'",
            at: set.name.location)
          ok = false
          continue
        }
        if seen.contains(parameter.name) {
          log.error(
            "\(context): '\(parameter.name)' is both a placeholder and in 'set' of '\(pattern.source)'",
            at: set.name.location)
          ok = false
          continue
        }
        if parameter.isList {
          log.error(
            "\(context): 'set' cannot give the list parameter '\(parameter.name)' a value; a pattern without its key gives an empty list",
            at: set.name.location)
          ok = false
          continue
        }
        switch Self.value(of: set.value, as: parameter.type, caseSensitive: caseSensitive) {
        case .success(let value): pattern.fixed[parameter.name] = value
        case .failure(let refusal):
          log.error(
            "\(context): the 'set' value \(Self.display(set.value)) for '\(parameter.name)' \(refusal.reason)",
            at: set.value.location)
          ok = false
        }
      }
      if ok { patterns.append(pattern) }
    }
    guard patterns.count == documents.count else { return nil }

    // Every parameter must be written somewhere in each form, and required ones in every pattern,
    // so that every value can be built and parsed back.
    for parameter in parameters {
      let bound = patterns.filter {
        $0.placeholderNames.contains(parameter.name) || $0.fixed[parameter.name] != nil
      }
      // A host that names it but was refused has its own error: no second one here.
      if kind == .web
        && document.hosts?.contains(where: { $0.value.contains("{\(parameter.name)}") }) == true
        && bound.isEmpty
      {
        continue
      }
      // A host's label may stay out of custom-scheme links when a host without one is listed too: they are then
      // built only without a label (one with a label would parse back without it).
      let isLabel = kind == .scheme && parameter.name == hostParameter
      if bound.isEmpty && isLabel && parameter.isOptional { continue }
      if bound.isEmpty {
        let label =
          isLabel
          ? " (or list a host without a label beside the wildcard and make it optional: custom-scheme links are then built only without a label)"
          : ""
        log.error(
          "\(context): the parameter '\(parameter.name)' does not appear in the \(formName) form; add {\(parameter.name)} to '\(patterns[0].source)'\(label)",
          at: location)
      } else if !parameter.mayBeAbsent,
        let missing = patterns.first(where: { !bound.map(\.index).contains($0.index) })
      {
        log.error(
          "\(context): the required parameter '\(parameter.name)' is missing from the \(formName) pattern '\(missing.source)'; add {\(parameter.name)} or make it optional",
          at: missing.location)
      }
    }
    let form = RouteForm(kind: kind, patterns: patterns)
    // A label left out of the form is never built there: no pattern need write it.
    let written = parameters.filter { parameter in
      parameter.name != hostParameter
        || patterns.contains { $0.placeholderNames.contains(parameter.name) }
    }
    if !log.hasErrors { checkBuildable(form, parameters: written, at: location) }
    return form
  }

  /// The position of `text` inside a pattern string (exact for patterns without JSON escapes).
  static func location(of text: String, in pattern: Located<String>) -> SourceLocation {
    guard let range = pattern.value.range(of: text) else { return pattern.location }
    let offset =
      pattern.value.utf8.distance(from: pattern.value.startIndex, to: range.lowerBound) + 1
    var location = pattern.location
    location.column += offset
    location.offset += offset
    return location
  }

  private mutating func parsePattern(_ text: Located<String>, kind: FormKind, index: Int)
    -> Pattern?
  {
    switch PatternParser.parse(text.value, kind: kind, index: index, location: text.location) {
    case .success(let pattern):
      return pattern
    case .failure(let failure):
      var location = text.location
      // +1 for the opening quote; exact for patterns without JSON escapes.
      location.column += failure.offset + 1
      location.offset += failure.offset + 1
      log.error("\(context): \(failure.message) in '\(text.value)'", at: location)
      return nil
    }
  }

  /// For each kind of value a parameter can take, some pattern of the form must be able to write it.
  private mutating func checkBuildable(
    _ form: RouteForm, parameters: [Parameter], at location: SourceLocation
  ) {
    for shape in BuildShape.all(for: parameters, in: form)
    where BuildShape.pattern(for: shape, in: form, parameters: parameters) == nil {
      log.error(
        "\(context): \(Self.unbuildable(shape, in: form, parameters: parameters))", at: location)
    }
  }

  /// In words: the values no pattern writes, the nearest pattern and what stops it, and a pattern that would.
  static func unbuildable(
    _ shape: [String: ValueState], in form: RouteForm, parameters: [Parameter]
  ) -> String {
    let formName = form.kind == .web ? "web" : "scheme"
    let states = shape.sorted { $0.key < $1.key }
    let described = states.map { name, state in
      switch state {
      case .absent: "\(name) is absent"
      case .fixed(let value): "\(name) is \(value)"
      case .other: "\(name) has a value"
      }
    }
    var message =
      "no \(formName) pattern can write a link where \(described.joined(separator: " and "))"
    // The nearest pattern: one that writes every value but one.
    for pattern in form.patterns {
      let refused = parameters.filter {
        !BuildShape.expresses(pattern, $0, shape[$0.name] ?? .other)
      }
      guard refused.count == 1, let name = refused.first?.name else { continue }
      if let fixed = pattern.fixed[name] {
        message += " ('\(pattern.source)' sets \(name) to \(fixed))"
      } else if pattern.placeholderNames.contains(name) {
        message += " ('\(pattern.source)' always writes {\(name)})"
      } else {
        message += " ('\(pattern.source)' has no {\(name)})"
      }
      break
    }
    // A pattern that would: a shorter one without the absent values, with the others as query items.
    let given = states.filter { $0.value == .other }.map(\.key)
    let absent = states.filter { $0.value == .absent }.map(\.key)
    // A pattern without its fragment when that is what writes an absent value (`#post{id}`).
    let bases = form.patterns.compactMap { pattern -> (source: String, pattern: Pattern)? in
      guard pattern.fixed.isEmpty else { return nil }
      var source = pattern.source
      var names = pattern.placeholderNames
      if let fragment = pattern.fragment {
        guard let name = fragment.template?.parameter, absent.contains(name) else { return nil }
        source = String(source.prefix { $0 != "#" })
        names.removeAll { $0 == name }
      }
      return absent.allSatisfy { !names.contains($0) } ? (source, pattern) : nil
    }
    guard !given.isEmpty || bases.contains(where: { $0.source != $0.pattern.source }),
      let (source, base) = bases.min(by: { $0.source.count < $1.source.count })
    else {
      return message + "; add a pattern for it"
    }
    let items = given.filter { !base.placeholderNames.contains($0) }.map { "\($0)={\($0)}" }
    let example =
      source
      + (items.isEmpty ? "" : (base.query.isEmpty ? "?" : "&") + items.joined(separator: "&"))
    let without =
      absent.isEmpty ? "" : " without " + absent.map { "{\($0)}" }.joined(separator: ", ")
    let writes =
      given.isEmpty ? "" : " that writes " + given.map { "{\($0)}" }.joined(separator: ", ")
    return message + "; add a \(formName) pattern\(writes)\(without), such as '\(example)'"
  }
}
