import Foundation
import RouteGenRuntime

/// A route's hosts: its own or the app's domains, a pattern's own, and the label a wildcard gives.
extension RouteChecker {
  /// The hosts of the route's web patterns: its own `hosts`, else the app's domains; checked against its parameters.
  mutating func checkHosts(_ parameters: [Parameter]) -> [Host] {
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
      of: hosts, where: source, route: document.name.value, parameters: parameters,
      appEnums: appEnums.keys.sorted(), at: location, log: &log)
    return hosts
  }

  /// A web pattern's own hosts: names (a wildcard's label is a value of the whole route, so it belongs in the
  /// route's `hosts`), parsed and checked as a route's are; nil after an error.
  mutating func patternHosts(
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
}
