/// The environments' validation (`"environments"`): each build's hosts, app IDs and schemes, the spec validated
/// again as each build has it, and no host two builds claim.
extension SpecValidator {
  /// Each environment as its build has the app: the spec validated again with every production host renamed to
  /// the environment's, and its app IDs and scheme (its errors reported as the environment's), its examples aside
  /// (they are production's links).
  mutating func checkEnvironments(of production: AppModel) -> [AppEnvironment] {
    var environments: [AppEnvironment] = []
    var seen: Set<String> = []
    var claimed = production.allHosts.map {
      (build: "production", host: $0, closed: production.closedLabels[$0])
    }
    for environment in document.environments {
      let name = environment.name
      let context = "environment '\(name.value)'"
      guard name.value.first.map({ $0.isASCII && $0.isLowercase }) == true,
        name.value.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
      else {
        log.error(
          "\(context): name environments in lowercase letters, digits and '-' (\"staging\"); the name is a folder of the generated files and a build flag",
          at: name.location)
        continue
      }
      guard name.value != "production", seen.insert(name.value).inserted else {
        log.error(
          name.value == "production"
            ? "\(context): production is the spec's own hosts, app IDs and scheme; name the others"
            : "\(context) is listed twice", at: name.location)
        continue
      }
      if let scheme = environment.scheme ?? environment.extraSchemes?.first, document.scheme == nil
      {
        let key = environment.scheme == nil ? "extraSchemes" : "scheme"
        log.error(
          "\(context) has '\(key)' but the app has no scheme; add the app's \"scheme\", or remove this one",
          at: scheme.location)
        continue
      }
      if let android = environment.android, document.android == nil {
        log.error(
          "\(context) has 'android' but the app has no 'android'; name production's Android app first",
          at: android.location)
        continue
      }
      if let appIDs = environment.appIDs, document.aasa == nil {
        log.error(
          "\(context) has 'appIDs' but the app has no 'aasa'; app IDs are for the AASA files of its domains",
          at: appIDs.first?.location ?? name.location)
        continue
      }
      guard let renamed = renames(environment, context: context, production: production),
        checkClaims(
          of: environment, renamed, context: context, against: &claimed,
          closedLabels: production.closedLabels)
      else {
        continue
      }
      var spec = document
      spec.environments = []
      func rename(_ hosts: [Located<String>]) -> [Located<String>] {
        hosts.map { renamed[$0.value] ?? $0 }
      }
      spec.domains = rename(spec.domains)
      for index in spec.routes.indices {
        spec.routes[index].examples = []
        spec.routes[index].hosts = spec.routes[index].hosts.map(rename)
        for pattern in spec.routes[index].web?.indices ?? 0..<0 {
          spec.routes[index].web![pattern].hosts = spec.routes[index].web![pattern].hosts.map(
            rename)
        }
      }
      if let scheme = environment.scheme { spec.scheme = scheme }
      if let extraSchemes = environment.extraSchemes { spec.extraSchemes = extraSchemes }
      if let appIDs = environment.appIDs { spec.aasa?.appIDs = appIDs }
      if let android = environment.android { spec.android = android }
      var built = DiagnosticLog(file: log.file)
      var validator = SpecValidator(document: spec)
      let app = validator.validate(into: &built)
      for diagnostic in built.diagnostics where diagnostic.severity == .error {
        log.error("\(context): \(diagnostic.message)", at: diagnostic.location)
      }
      guard var app else { continue }
      app.citedPath = production.citedPath
      app.developerMode = environment.developerMode?.value ?? false
      let hostRenames = environment.hosts.compactMap { rename in
        renamed[rename.production.value].map { (rename.production.value, $0.value) }
      }
      environments.append(AppEnvironment(name: name.value, app: app, hostRenames: hostRenames))
    }
    return environments
  }

  /// Whether the environment's hosts are its own: none is a host another build claims, and no build's wildcard
  /// reaches another's host. Apple's `applinks:*.example.com` takes every subdomain of `example.com`, however many
  /// labels deep (Associated Domains Entitlement), so production's `{region}.example.com` also claims
  /// `staging.example.com` and `*.staging.example.com`: two builds on one device would both claim such a link, and
  /// which one opens it is undefined. `claimed` gains the environment's hosts.
  private mutating func checkClaims(
    of environment: EnvironmentDocument, _ renamed: [String: Located<String>], context: String,
    against claimed: inout [(build: String, host: Host, closed: [String]?)],
    closedLabels: [Host: [String]]
  ) -> Bool {
    var ok = true
    var own: [(build: String, host: Host, closed: [String]?)] = []
    // A closed label (an enum) publishes its values' hosts only; an open one `*.`, every subdomain.
    func published(_ host: Host, _ closed: [String]?) -> [String] {
      closed.map(host.named(byLabels:)) ?? [host.entitlement]
    }
    func names(_ host: Host, _ closed: [String]?) -> [String] {
      closed.map(host.named(byLabels:)) ?? [host.sampleName]
    }
    for rename in environment.hosts {
      var local = DiagnosticLog(file: log.file)
      guard let spelled = renamed[rename.production.value],
        let host = HostChecker.parse(spelled, what: "host", log: &local)
      else { continue }
      // The environment's label is production's, renamed: closed alike.
      let closed = host.parameter.flatMap { name in
        closedLabels.first { $0.key.parameter == name }?.value
      }
      own.append((environment.name.value, host, closed))
      for other in claimed {
        let build = other.build == "production" ? "production" : "the '\(other.build)' environment"
        let open = (
          other: other.host.isWildcard && other.closed == nil, own: host.isWildcard && closed == nil
        )
        if let shared = published(host, closed).first(
          where: published(other.host, other.closed).contains)
        {
          log.error(
            "\(context): '\(spelled.value)' is also a host of \(build): both builds' entitlements would list applinks:\(shared), and with both on a device, which one opens its links is undefined; give this build a host of its own",
            at: spelled.location)
        } else if open.other && names(host, closed).contains(where: other.host.entitles) {
          let labels = other.host.name.split(separator: ".")
          let outside =
            ([(labels.first ?? "app") + "-" + environment.name.value] + labels.dropFirst())
            .joined(separator: ".")
          log.error(
            "\(context): '\(spelled.value)' is under \(build)'s '\(other.host.spelled)': Apple's applinks:\(other.host.entitlement) takes every subdomain of \(other.host.name), however deep, so both builds would claim its links, and which one opens them is undefined; give this build a host outside \(other.host.name) (such as '\(outside)')",
            at: spelled.location)
        } else if open.own && names(other.host, other.closed).contains(where: host.entitles) {
          log.error(
            "\(context): '\(spelled.value)' reaches \(build)'s '\(other.host.spelled)': Apple's applinks:\(host.entitlement) takes every subdomain of \(host.name), however deep, so both builds would claim its links, and which one opens them is undefined; give this build a wildcard over a name no other build uses",
            at: spelled.location)
        } else {
          continue
        }
        ok = false
        break
      }
    }
    claimed += own
    return ok
  }

  /// The environment's host for each of production's (as the spec spells them), or nil after an error: every
  /// production host renamed (none may open an environment's build), to a host of the same kind (a wildcard's
  /// label, `{region}` or `{site...}`, kept), no two to one.
  private mutating func renames(
    _ environment: EnvironmentDocument, context: String, production: AppModel
  ) -> [String: Located<String>]? {
    var renamed: [String: Located<String>] = [:]
    var targets: [String: String] = [:]
    let spelled = Set(production.allHosts.map(\.spelled))
    var ok = true
    for rename in environment.hosts {
      var local = DiagnosticLog(file: log.file)
      guard spelled.contains(rename.production.value) else {
        log.error(
          "\(context): '\(rename.production.value)' is not a host of the app; rename its hosts as 'domains' and 'hosts' spell them (\(spelled.sorted().joined(separator: ", ")))",
          at: rename.production.location)
        ok = false
        continue
      }
      let from = HostChecker.parse(rename.production, what: "host", log: &local)
      let to = HostChecker.parse(rename.environment, what: "host", log: &local)
      for diagnostic in local.diagnostics {
        log.error("\(context): \(diagnostic.message)", at: diagnostic.location)
      }
      guard let from, let to else {
        ok = false
        continue
      }
      guard from.parameter == to.parameter && from.spansLabels == to.spansLabels else {
        log.error(
          "\(context): '\(rename.environment.value)' must be a host of the same kind as '\(rename.production.value)' (\(from.isWildcard ? "the wildcard \(from.spelled.prefix { $0 != "." })" : "a name")), so that every route reads the same values",
          at: rename.environment.location)
        ok = false
        continue
      }
      if let other = targets[to.spelled] {
        log.error(
          "\(context): '\(other)' and '\(rename.production.value)' are both renamed '\(to.spelled)'; give each its own host",
          at: rename.environment.location)
        ok = false
        continue
      }
      targets[to.spelled] = rename.production.value
      renamed[rename.production.value] = rename.environment
    }
    let missing = spelled.subtracting(renamed.keys).sorted()
    if ok && !missing.isEmpty {
      log.error(
        "\(context): 'hosts' does not rename \(missing.map { "'\($0)'" }.joined(separator: ", ")); every host needs its \(environment.name.value) host (\"\(missing[0])\": \"…\"), so that no production link opens its builds",
        at: environment.hostsLocation ?? environment.name.location)
      ok = false
    }
    return ok ? renamed : nil
  }
}
