import Foundation
import RouteGenRuntime

/// A route's parameters: name, kind and the constraints of each kind, list, default and Swift names.
extension RouteChecker {
  /// Checks one parameter alone (an app's label), reporting into the caller's log.
  mutating func checkParameter(_ written: ParamDocument, into log: inout DiagnosticLog)
    -> Parameter?
  {
    reporting(into: &log) { $0.checkParameter(written) }
  }

  mutating func checkParameter(_ written: ParamDocument) -> Parameter? {
    let context = "\(self.context), parameter '\(written.name.value)'"
    guard let param = withAppEnum(written, context: context) else { return nil }
    guard let swiftName = SwiftName.lowerCamel(param.name.value) else {
      log.error(
        "\(context): the name must start with a letter and contain letters, digits, '-' or '_'",
        at: param.name.location)
      return nil
    }
    guard let kind = kind(of: param, context: context) else { return nil }
    rejectKeys(of: param, notTakenBy: kind, context: context)
    let type: ParameterType
    switch kind {
    case .string: type = .string(stringConstraints(param, context: context))
    case .int: type = intType(param, context: context)
    case .double: type = doubleType(param, context: context)
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
    guard checkTypeName(param, &parameter, context: context) else { return nil }
    if kind == .int, let digits = param.digits {
      if (2...18).contains(digits.value) {
        parameter.digits = digits.value
      } else {
        log.error(
          "\(context): 'digits' is the least number of digits builders write (2 writes 5 as 05), from 2 to 18",
          at: digits.location)
      }
    }
    checkFormerNames(param, &parameter, context: context)
    guard checkList(param, &parameter, context: context) else { return nil }
    checkDefault(param, &parameter, context: context)
    return parameter
  }

  /// `"type": "Sort"`: the app's enum of that name, its values declared once; nil after an error.
  private mutating func withAppEnum(_ written: ParamDocument, context: String) -> ParamDocument? {
    var param = written
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
    return param
  }

  /// The kind the spec's `type` names; nil after an error (none, or an unknown word).
  private mutating func kind(of param: ParamDocument, context: String) -> RouteGen.ParameterKind? {
    guard let typeName = param.type else {
      log.error(
        "\(context) has no 'type'; add one of \(Self.knownTypes.joined(separator: ", "))",
        at: param.location)
      return nil
    }
    guard let kind = RouteGen.ParameterKind(word: typeName.value) else {
      // The app's enums are types too (`"type": "Sort"`): a misspelt one is suggested as readily as `int`.
      let declared = appEnums.keys.sorted()
      var message = "\(context): unknown type '\(typeName.value)'"
      if let suggestion = Suggestion.nearest(to: typeName.value, in: Self.knownTypes + declared) {
        message += "; did you mean '\(suggestion)'?"
      }
      let enums = declared.isEmpty ? "" : "; the app's enums: \(declared.joined(separator: ", "))"
      log.error(
        message + " (types: \(Self.knownTypes.joined(separator: ", "))\(enums))",
        at: typeName.location)
      return nil
    }
    return kind
  }

  /// An error for each key the parameter's kind does not take.
  private mutating func rejectKeys(
    of param: ParamDocument, notTakenBy kind: RouteGen.ParameterKind, context: String
  ) {
    let typeName = param.type?.value ?? ""
    func reject(_ key: String, _ location: SourceLocation?) {
      if let location {
        log.error("\(context): '\(key)' does not apply to type '\(typeName)'", at: location)
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
    if kind != .int { reject("digits", param.digits?.location) }
    if kind != .bool {
      if let first = param.trueValues.first { reject("trueValues", first.location) }
      if let first = param.falseValues.first { reject("falseValues", first.location) }
    }
  }

  /// A string's `minLength`, `maxLength`, `characters` and `format`.
  private mutating func stringConstraints(_ param: ParamDocument, context: String)
    -> StringConstraints
  {
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
    return constraints
  }

  /// An int's bounds (integers) and keywords (words that become case names).
  private mutating func intType(_ param: ParamDocument, context: String) -> ParameterType {
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
    return .int(min: bounds[0], max: bounds[1], keywords: keywords)
  }

  private mutating func doubleType(_ param: ParamDocument, context: String) -> ParameterType {
    if let low = param.min?.value, let high = param.max, low > high.value {
      log.error(
        "\(context): 'max' (\(high.value)) is less than 'min' (\(low))", at: high.location)
    }
    return .double(min: param.min?.value, max: param.max?.value)
  }

  /// `typeName`, for the nested Swift type of an enum or an int with keywords; false after an error.
  private mutating func checkTypeName(
    _ param: ParamDocument, _ parameter: inout Parameter, context: String
  ) -> Bool {
    if let typeName = param.typeName {
      guard SwiftName.upperCamel(typeName.value) == typeName.value else {
        log.error(
          "\(context): 'typeName' must be a Swift type name: a capital letter, then letters and digits (e.g. \"\(SwiftName.upperCamel(typeName.value) ?? "SortOrder")\")",
          at: typeName.location)
        return false
      }
      parameter.declaredTypeName = typeName.value
      guard parameter.nestedTypeName != nil else {
        log.error(
          "\(context): 'typeName' names the Swift type of an enum or of an int with keywords; this parameter is \(parameter.type.name), whose Swift type is fixed",
          at: typeName.location)
        return false
      }
    }
    return true
  }

  private mutating func checkFormerNames(
    _ param: ParamDocument, _ parameter: inout Parameter, context: String
  ) {
    for former in param.formerNames where SwiftName.lowerCamel(former.value) == nil {
      log.error(
        "\(context): the former name '\(former.value)' is not a parameter name (letters, digits, '-' or '_', starting with a letter)",
        at: former.location)
    }
    parameter.formerNames = param.formerNames.map(\.value)
  }

  /// `"list": true`: never a route parameter, never optional, never with a default; false after an error.
  private mutating func checkList(
    _ param: ParamDocument, _ parameter: inout Parameter, context: String
  ) -> Bool {
    if let list = param.list, list.value {
      if case .destination = parameter.type {
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
        return false
      }
      parameter.isList = true
    }
    return true
  }

  /// A default: a valid value of the parameter, never beside `"optional": true`.
  private mutating func checkDefault(
    _ param: ParamDocument, _ parameter: inout Parameter, context: String
  ) {
    if let node = param.defaultValue {
      if case .destination = parameter.type {
        log.error("\(context): a route parameter cannot have a default", at: node.location)
      } else {
        switch Self.value(of: node, as: parameter.type, caseSensitive: caseSensitive) {
        case .success(let value):
          parameter.defaultValue = value
          if parameter.isOptional {
            log.error(
              "\(context): a parameter with a default is never nil; remove \"optional\": true",
              at: node.location)
          }
        case .failure(let refusal):
          log.error(
            "\(context): the default \(Self.display(node)) \(refusal.reason); change it to a valid \(parameter.type.name)",
            at: node.location)
        }
      }
    }
  }

  /// `trueValues`/`falseValues`, each defaulting to the word: distinct texts (as the spec compares them), none in both.
  mutating func checkBoolSpellings(_ param: ParamDocument, context: String) -> BoolSpellings {
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

  mutating func checkEnum(_ param: ParamDocument, context: String, swiftName: String)
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
}
