import Foundation
import RouteGenRuntime

/// Validates one route of a spec: its name, parameters and patterns.
struct RouteChecker: ReportingChecker {
  var log = DiagnosticLog(file: "")
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
  var brokenParameters: Set<String> = []
  /// How messages name what is checked: the route (`route 'home'`), or `'labels'` for the app's labels.
  var context: String

  init(
    document: RouteDocument, ordinal: Int, hasScheme: Bool, domains: [Host], writesDomains: Bool,
    caseSensitive: Bool
  ) {
    self.document = document
    self.ordinal = ordinal
    self.hasScheme = hasScheme
    self.domains = domains
    self.writesDomains = writesDomains
    self.caseSensitive = caseSensitive
    self.context = "route '\(document.name.value)'"
  }

  static let knownTypes = RouteGen.ParameterKind.allCases.map(\.word)

  /// Whether `name` is written as the schema says a route name is: ASCII letters, digits, '-' and '_' (a space or
  /// any other character would make a name the generated records and messages cannot hold as one word).
  static func isRouteName(_ name: String) -> Bool {
    !name.isEmpty
      && name.utf8.allSatisfy {
        $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
      }
  }

  mutating func check(into log: inout DiagnosticLog) -> Route? {
    reporting(into: &log) { $0.check() }
  }

  private mutating func check() -> Route? {
    let errorsBefore = log.diagnostics.count { $0.severity == .error }
    let name = document.name
    var caseName = ""
    if Self.isRouteName(name.value), let converted = SwiftName.lowerCamel(name.value) {
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

    // A summary is one line: every line break is a character `InvisibleText` refuses.
    let summary = document.summary?.value ?? ""
    if document.summary == nil && document.retired == nil {
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

    for former in document.formerNames
    where !Self.isRouteName(former.value) || SwiftName.lowerCamel(former.value) == nil {
      log.error(
        "\(context): the former name '\(former.value)' is not a route name (letters, digits, '-' or '_', starting with a letter)",
        at: former.location)
    }
    if let retired = document.retired, retired.value.trimmingCharacters(in: .whitespaces).isEmpty {
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
    route.part = document.part
    route.parent = document.parent?.value
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

}
