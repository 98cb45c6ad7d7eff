/// Site labels (`"labels": {"region": {"type": "Region"}}`): a wildcard of the app's hosts whose value is the
/// link's, declared once. A route that reads one (its hosts carry the wildcard, or a pattern names it) is checked
/// as if it declared it first in its `params`, optional unless every link of the route has it; the generated code
/// holds the value beside the route (`ShopLink.region`), not in every case.
extension SpecValidator {
  struct Labels {
    /// The declarations that hold, checked.
    var declared: [(document: ParamDocument, parameter: Parameter)] = []
    /// Labels whose declarations had errors: placeholders naming them are not reported again.
    var broken: Set<String> = []
    /// The names of `declared`.
    var names: Set<String> = []
  }

  mutating func checkLabels(
    domains: [Host], appEnums: [String: ParamDocument], caseSensitive: Bool
  ) -> Labels {
    var labels = Labels()
    guard !document.labels.isEmpty else { return labels }
    var ignored = DiagnosticLog(file: "")
    let wildcards =
      (domains
      + document.routes.flatMap { $0.hosts ?? [] }.compactMap {
        HostChecker.parse($0, what: "host", log: &ignored)
      }).filter(\.isWildcard)
    for declaration in document.labels {
      let name = declaration.name
      let errorsBefore = log.errorCount
      // Whether a link has it is its hosts' and patterns' to say, and a host label has one value and one name.
      let written: [(String, SourceLocation?)] = [
        ("optional", declaration.optional?.location),
        ("default", declaration.defaultValue?.location), ("list", declaration.list?.location),
        ("formerNames", declaration.formerNames.first?.location),
      ]
      for case (let key, let location?) in written {
        log.error(
          "'labels', label '\(name.value)': '\(key)' is not written for a label; a route's links have it where their host (or pattern) gives it, and are optional where some link has none: remove '\(key)'",
          at: location)
      }
      if name.value == "route" || SwiftName.reservedCaseNames.contains(name.value)
        || name.value == Route.otherQueryName
      {
        log.error(
          "'labels': the label '\(name.value)' would clash with a member of the generated link type (its route and its API); rename the wildcard and the label",
          at: name.location)
      }
      let wildcard = wildcards.first { $0.parameter == name.value }
      if wildcard == nil {
        let spelled = wildcards.compactMap(\.parameter)
        var message =
          "'labels': '\(name.value)' is no wildcard of the app's hosts; a label is the first label of a host, like \"{\(name.value)}.example.com\" in 'domains'"
        if let suggestion = Suggestion.nearest(to: name.value, in: spelled) {
          message += "; did you mean '\(suggestion)'?"
        }
        log.error(message, at: name.location)
      }
      var checker = RouteChecker(
        document: RouteDocument(location: declaration.location, name: name), ordinal: 0,
        hasScheme: false, domains: [], writesDomains: false, caseSensitive: caseSensitive)
      checker.context = "'labels'"
      checker.appEnums = appEnums
      let parameter = checker.checkParameter(declaration, into: &log)
      if let parameter, let wildcard,
        let problem = HostChecker.labelTypeProblem(parameter.type, on: wildcard)
      {
        log.error("'labels': the label '\(name.value)' \(problem)", at: declaration.location)
      }
      if let parameter, log.errorCount == errorsBefore {
        labels.declared.append((declaration, parameter))
        labels.names.insert(parameter.name)
      } else {
        labels.broken.insert(name.value)
      }
    }
    return labels
  }

  /// The route as if it declared each label it reads, first in its `params` (the order the generated table
  /// lists them in); an own declaration of a label's name is an error.
  mutating func labelled(_ route: RouteDocument, with labels: Labels, domains: [Host])
    -> RouteDocument
  {
    guard !labels.declared.isEmpty || !labels.broken.isEmpty else { return route }
    var route = route
    var ignored = DiagnosticLog(file: "")
    let hosts =
      route.hosts.map { $0.compactMap { HostChecker.parse($0, what: "host", log: &ignored) } }
      ?? domains
    let names = labels.names.union(labels.broken)
    for own in route.params where names.contains(own.name.value) {
      log.error(
        "route '\(route.name.value)': '\(own.name.value)' is the app's label, declared once in 'labels'; remove it from the route's 'params'",
        at: own.name.location)
    }
    // Checked as the label, once: not a second time as the route's own.
    route.params.removeAll { names.contains($0.name.value) }
    var added: [ParamDocument] = []
    for (declaration, _) in labels.declared {
      let name = declaration.name.value
      func named(_ patterns: [PatternDocument]?) -> Bool? {
        patterns.map { $0.allSatisfy { $0.pattern.value.contains("{" + name + "}") } }
      }
      let onWildcard = route.web != nil && hosts.contains { $0.parameter == name }
      let inPatterns = ((route.web ?? []) + (route.scheme ?? [])).contains {
        $0.pattern.value.contains("{" + name + "}")
      }
      guard onWildcard || inPatterns else { continue }
      // On the wildcard, a host without it gives links without it (the custom-scheme form then must name it
      // where no host does: the forms' own check says so); elsewhere, every pattern must name it.
      let optional =
        onWildcard
        ? hosts.contains { $0.parameter != name }
        : !((named(route.web) ?? true) && (named(route.scheme) ?? true))
      var parameter = declaration
      parameter.optional = Located(optional, at: declaration.location)
      added.append(parameter)
    }
    route.params = added + route.params
    return route
  }
}
