import RouteGenRuntime
import RouteGenTableCompiler

/// Checks what a spec means, not just its shape, and builds the `AppModel`.
///
/// Every problem is reported (the run goes on after an error where it can); the model is returned only when
/// there are no errors. Checks that need the whole model (examples, ambiguity, buildability) run last.
public struct SpecValidator: ReportingChecker {
  var log = DiagnosticLog(file: "")
  let document: SpecDocument

  public static let defaultMaxURLLength = 2048
  public static let maximumAppNameLength = 100

  public init(document: SpecDocument) {
    self.document = document
  }

  /// The app the spec describes, reporting into `log` (the spec's file's); nil when it has errors.
  public mutating func validate(into log: inout DiagnosticLog) -> AppModel? {
    reporting(into: &log) { $0.validate() }
  }

  private mutating func validate() -> AppModel? {
    let app = document.app
    if SwiftName.lowerCamel(app.value) != app.value || SwiftName.keywords.contains(app.value) {
      log.error(
        "'app' must be a Swift type name such as \"NovaSocial\" (it names the type NovaSocialRoute); '\(app.value)' is not",
        at: app.location)
    } else if app.value.utf8.count > Self.maximumAppNameLength {
      // It names a folder and `<App>Route.swift`, which file systems limit to 255 bytes.
      log.error(
        "'app' is \(app.value.utf8.count) characters long; use at most \(Self.maximumAppNameLength) (it names the folder and the file <App>Route.swift)",
        at: app.location)
    }
    let scheme = document.scheme.flatMap { checkScheme($0, custom: true) }
    let extraSchemes = document.extraSchemes.compactMap { checkScheme($0, custom: true) }
    var webSchemes = document.webSchemes.compactMap { checkScheme($0, custom: false) }
    if webSchemes.isEmpty { webSchemes = ["https"] }
    let domains = HostChecker.parseList(document.domains, what: "domain", log: &log)
    // Universal links are served on the domains, and on the hosts routes list.
    let servesWeb = !document.domains.isEmpty || document.routes.contains { $0.hosts != nil }
    if !document.webSchemes.isEmpty && !servesWeb {
      log.error(
        "'webSchemes' is set but there are no 'domains'; add the universal-link domains",
        at: document.webSchemes[0].location)
    }
    if document.scheme == nil && document.domains.isEmpty {
      log.error(
        "the spec has neither a 'scheme' nor 'domains'; add \"scheme\": \"myapp\" and/or \"domains\": [\"example.com\"]",
        at: document.app.location)
    }
    let customSchemes = (document.scheme.map { [$0] } ?? []) + document.extraSchemes
    var seenSchemes: Set<String> = []
    for entry in customSchemes where !seenSchemes.insert(entry.value.lowercased()).inserted {
      log.error("the scheme '\(entry.value)' is listed twice", at: entry.location)
    }
    var seenWebSchemes: Set<String> = []
    for entry in servesWeb ? document.webSchemes : [] {
      if seenSchemes.contains(entry.value.lowercased()) {
        log.error(
          "the scheme '\(entry.value)' is in 'webSchemes' and is also a custom scheme; a scheme is either for universal links (with a domain as host) or custom (with a route's first segment as host): remove it from one of them",
          at: entry.location)
      } else if !seenWebSchemes.insert(entry.value.lowercased()).inserted {
        log.error("the scheme '\(entry.value)' is listed twice in 'webSchemes'", at: entry.location)
      }
    }

    // Domains that were written but are invalid were reported already: no second error about the AASA.
    let aasa = checkAASA(hasDomains: servesWeb)
    let android = checkAndroid(servesWeb: servesWeb)
    var access = AccessLevel.public
    if let written = document.access {
      if let level = AccessLevel(rawValue: written.value) {
        access = level
      } else {
        log.error(
          "'access' must be \"public\", \"package\" or \"internal\", not '\(written.value)'",
          at: written.location)
      }
    }
    var maxURLLength = Self.defaultMaxURLLength
    if let written = document.maxURLLength {
      if (64...1_000_000).contains(written.value) {
        maxURLLength = written.value
      } else {
        log.error(
          "'maxURLLength' must be between 64 and 1000000 bytes, not \(written.value)",
          at: written.location)
      }
    }
    let caseSensitive = document.caseSensitive?.value ?? true

    if document.routes.isEmpty && !log.hasErrors {
      log.error("'routes' is empty; add at least one route", at: document.routesLocation)
    }
    let appEnums = checkAppEnums()
    let labels = checkLabels(domains: domains, appEnums: appEnums, caseSensitive: caseSensitive)
    var routes: [Route] = []
    var caseNames: [String: Located<String>] = [:]
    for (ordinal, written) in document.routes.enumerated() {
      let routeDocument = labelled(written, with: labels, domains: domains)
      // A scheme that is written but invalid has its error: its routes' scheme forms are not errors again.
      var checker = RouteChecker(
        document: routeDocument, ordinal: ordinal, hasScheme: document.scheme != nil,
        domains: domains,
        writesDomains: !document.domains.isEmpty,
        caseSensitive: caseSensitive)
      checker.appEnums = appEnums
      checker.brokenParameters = labels.broken
      guard var route = checker.check(into: &log) else { continue }
      for index in route.parameters.indices
      where labels.names.contains(route.parameters[index].name) {
        route.parameters[index].isLabel = true
      }
      if let first = caseNames[route.caseName] {
        log.error(
          "route '\(route.name)' has the same Swift case name '\(route.caseName)' as route '\(first.value)' (\(first.location.place)); rename one of them",
          at: routeDocument.name.location)
        continue
      }
      caseNames[route.caseName] = routeDocument.name
      routes.append(route)
    }
    checkFormerNames()
    checkHostLists(routes, domains: domains)
    checkNestedTypeNames(routes)
    ParentChecker(routes: routes, documents: document.routes).check(into: &log)
    let live = routes.filter { !$0.isRetired }
    if !routes.isEmpty && live.isEmpty {
      log.error(
        "every route is retired; the generated type needs at least one route that opens something",
        at: document.routesLocation)
    }
    // A destination is another route of the app: when every route needs one, no route value can be made.
    let requiredDestinations = live.map { route in
      route.parameters.first { $0.type == .destination && !$0.mayBeAbsent }.map { (route, $0) }
    }
    if !live.isEmpty, requiredDestinations.allSatisfy({ $0 != nil }),
      let (route, parameter) = requiredDestinations.first!
    {
      log.error(
        "route '\(route.name)': every route needs a destination (a route parameter such as '\(parameter.name)'), and a destination is another route of the app, so no route could ever be made; make '\(parameter.name)' optional, or add a route that takes no destination",
        at: parameter.location)
    }
    if log.hasErrors { return nil }

    var model = AppModel(
      name: app.value, specPath: log.file, scheme: scheme, extraSchemes: extraSchemes,
      webSchemes: webSchemes,
      domains: domains, aasa: aasa, access: access, maxURLLength: maxURLLength,
      caseSensitive: caseSensitive,
      routes: routes)
    model.refusesDefaultPort = document.refuseDefaultPort?.value ?? false
    model.labels = labels.declared.map(\.parameter)
    model.android = android
    model.parts = document.include.map(\.value)
    var overlaps = AmbiguityChecker(app: model)
    overlaps.check(into: &log)
    ExclusionChecker(app: model, exclusions: document.aasa?.exclude ?? []).check(into: &log)
    // Where precedence is undecided, examples cannot be judged: they would only repeat the ambiguity.
    if !log.hasErrors {
      var examples = ExampleChecker(app: model)
      model.routes = examples.check(into: &log)
    } else {
      for route in model.routes where route.examples.isEmpty {
        log.warning(
          "route '\(route.name)' has no examples; add the URLs it must accept (they are checked on every run)",
          at: route.location)
      }
    }
    if !log.hasErrors { model.environments = checkEnvironments(of: model) }
    return log.hasErrors ? nil : model
  }

  private mutating func checkScheme(_ scheme: Located<String>, custom: Bool) -> String? {
    let value = scheme.value.lowercased()
    let valid =
      value.first.map { $0.isASCII && $0.isLetter } == true
      && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    guard valid else {
      log.error(
        "'\(scheme.value)' is not a valid URL scheme (letters, digits, '+', '-', '.', starting with a letter; no '://')",
        at: scheme.location)
      return nil
    }
    if custom && (value == "http" || value == "https") {
      log.error(
        "'\(value)' cannot be a custom scheme; list universal-link domains in 'domains' (and 'webSchemes' for http)",
        at: scheme.location)
      return nil
    }
    return value
  }

  private mutating func checkAASA(hasDomains: Bool) -> AASAConfiguration {
    var configuration = AASAConfiguration(
      appIDs: [], webcredentials: false, appclips: [], legacyPaths: false, exclude: [])
    guard let aasa = document.aasa else {
      if hasDomains {
        log.error(
          "the app has universal-link domains but no \"aasa\": {\"appIDs\": [\"TEAMID.bundle.id\"]}; the AASA file needs the app IDs",
          at: document.domains.first?.location ?? document.app.location)
      }
      return configuration
    }
    if !hasDomains {
      log.error(
        "'aasa' is set but the app has no 'domains'; an AASA file is served from a domain",
        at: aasa.location)
    }
    for appID in aasa.appIDs + aasa.appclips {
      let parts = appID.value.split(separator: ".", maxSplits: 1)
      let team = parts.first ?? ""
      if parts.count != 2 || team.count != 10
        || !team.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) })
      {
        log.error(
          "'\(appID.value)' is not an app ID; write TEAMID.bundle.identifier with the 10-character team ID, e.g. \"ABCDE12345.com.example.app\"",
          at: appID.location)
      }
    }
    if hasDomains && aasa.appIDs.isEmpty {
      log.error("'aasa.appIDs' is empty; add at least one \"TEAMID.bundle.id\"", at: aasa.location)
    }
    for pattern in aasa.exclude where !pattern.value.hasPrefix("/") {
      log.error(
        "the AASA exclude pattern '\(pattern.value)' must be a path starting with '/'",
        at: pattern.location)
    }
    configuration.appIDs = aasa.appIDs.map(\.value)
    configuration.webcredentials = aasa.webcredentials?.value ?? false
    configuration.appclips = aasa.appclips.map(\.value)
    configuration.legacyPaths = aasa.legacyPaths?.value ?? false
    configuration.exclude = aasa.exclude.map(\.value)
    return configuration
  }

  /// The app's enums, by name: each a Swift type name with values (checked as an enum parameter is).
  private mutating func checkAppEnums() -> [String: ParamDocument] {
    var enums: [String: ParamDocument] = [:]
    for definition in document.enums {
      let name = definition.name
      guard SwiftName.upperCamel(name.value) == name.value,
        !RouteChecker.knownTypes.contains(name.value)
      else {
        log.error(
          "'enums': '\(name.value)' must be a Swift type name: a capital letter, then letters and digits (e.g. \"\(SwiftName.upperCamel(name.value) ?? "Sort")\")",
          at: name.location)
        continue
      }
      guard definition.type?.value == "enum" else {
        log.error(
          "'enums': '\(name.value)' is an enum; remove its 'type'",
          at: definition.type?.location ?? name.location)
        continue
      }
      if definition.values.isEmpty {
        log.error(
          "'enums': '\(name.value)' has no 'values'; list the values URLs carry, e.g. \"values\": [\"new\", \"top\"]",
          at: definition.location)
        continue
      }
      enums[name.value] = definition
    }
    return enums
  }

  /// A nested type is named from its parameter (or the spec), never from its route, so that adding or reordering
  /// routes renames none: two different types may not take one name.
  private mutating func checkNestedTypeNames(_ routes: [Route]) {
    var first: [String: (route: Route, parameter: Parameter)] = [:]
    for route in routes where !route.isRetired {
      for parameter in route.parameters {
        guard let name = parameter.nestedTypeName else { continue }
        guard let earlier = first[name] else {
          first[name] = (route, parameter)
          continue
        }
        guard earlier.parameter.nestedType != parameter.nestedType else { continue }
        let suggestion = (SwiftName.upperCamel(route.name) ?? "") + name
        log.error(
          "route '\(route.name)': the type of parameter '\(parameter.name)' would be named \(name), as is the different type of route '\(earlier.route.name)''s parameter '\(earlier.parameter.name)' (\(earlier.parameter.location.place)); give one a \"typeName\" (e.g. \"\(suggestion)\"), or declare one enum in the app's \"enums\" and use it in both (\"type\": \"\(name)\")",
          at: parameter.location)
      }
    }
  }

  /// The generated parser keeps a bit per distinct host list.
  private mutating func checkHostLists(_ routes: [Route], domains: [Host]) {
    var lists = [domains]
    for route in routes {
      for pattern in route.web?.patterns ?? [] where !lists.contains(pattern.hosts) {
        lists.append(pattern.hosts)
      }
      if lists.count > HostChecker.maximumHostLists {
        log.error(
          "route '\(route.name)' brings the number of distinct 'hosts' lists past \(HostChecker.maximumHostLists); give routes on the same hosts the same list",
          at: document.routes[route.ordinal].hostsLocation ?? route.location)
        return
      }
    }
  }

  /// A former name belongs to one route, and is no route's current name (links could not tell them apart).
  private mutating func checkFormerNames() {
    let current = Set(document.routes.map(\.name.value))
    var owners: [String: String] = [:]
    for route in document.routes {
      let name = route.name.value
      for former in route.formerNames {
        if current.contains(former.value) {
          log.error(
            "route '\(name)': the former name '\(former.value)' is the name of a route of this spec; a former name must be one no route has now",
            at: former.location)
        } else if let owner = owners[former.value], owner != name {
          log.error(
            "route '\(name)': the former name '\(former.value)' is also claimed by route '\(owner)'; old links can have only one successor",
            at: former.location)
        } else {
          owners[former.value] = name
        }
      }
    }
  }
}
