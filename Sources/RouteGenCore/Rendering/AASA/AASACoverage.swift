/// What the AASA pattern language cannot tell apart for a route: URLs it sends to the app that the parser then
/// refuses. Listed in ROUTES.md, and checked by the agreement tests with an independent AASA matcher.
public enum AASALimit: Sendable, Hashable {
  /// `?*` accepts any text where the parser wants a typed or constrained value.
  case untypedValue(parameter: String, type: String)
  /// A wildcard entitlement (`*.shop.example`) takes any first label where the parser wants some.
  case anyLabel(parameter: String, host: String, type: String)
  /// A wildcard entitlement takes every subdomain, where a placeholder is one label (`a.b.shop.example`).
  case deeperHosts(host: String)
  /// `?*` also matches `/`, so extra path segments inside or after a placeholder match too.
  case extraSegments(after: String)
  /// A refused query key with an empty value (`?token=`) cannot be excluded: AASA reads a missing key as empty.
  case emptyRefusedKey(String)
  /// A route that refuses the query keys it does not read (`refuseOtherQuery`): the AASA cannot exclude them all.
  case otherQueryKeys
  /// A fragment of items: the AASA file matches the fragment as text (`*pack_id=?*`), in each order of the items
  /// a link needs; or any fragment, when a link needs more than three.
  case fragmentItemsAsText
  case anyFragment
  /// A space in the query's literal text, which a link may write `+`: the AASA file matches any character there,
  /// and does not check a key with a space.
  case spaceInQuery
  /// The route's links on other hosts too: those fetched from the same address share its file (a wildcard's
  /// file is its apex's), and the AASA pattern language has no host.
  case sharedFile(hosts: [String])

  public var description: String {
    switch self {
    case .untypedValue(let parameter, let type):
      "any text as `{\(parameter)}` (the app requires \(type))"
    case .anyLabel(let parameter, let host, let type):
      "any first label of `\(host)` as `{\(parameter)}` (the app requires \(type); the entitlement cannot say more)"
    case .deeperHosts(let host):
      "its links on hosts of more labels under `\(host)` (`a.b.\(host.dropFirst(2))`: the entitlement takes every subdomain, the app one label)"
    case .extraSegments(let parameter):
      "extra path segments in or after `{\(parameter)}`"
    case .emptyRefusedKey(let key):
      "`\(key)=` with an empty value (the app refuses the key; the AASA file excludes it only with a value)"
    case .otherQueryKeys:
      "a query key the route does not read (the app refuses it; the AASA file cannot exclude every other key)"
    case .fragmentItemsAsText:
      "a fragment that holds an item's text without having the item (`#xkey=…`, or the item twice; the AASA file matches the fragment as text)"
    case .anyFragment:
      "any fragment (the items a link needs, more than three, in any order, would take too many `#` patterns)"
    case .spaceInQuery:
      "any character where the query's text has a space, and any value of a key with a space (a link may write the space as `+`, which iOS compares as it is)"
    case .sharedFile(let hosts):
      "its links on " + hosts.map { "`\($0)`" }.joined(separator: ", ")
        + " too (one AASA file serves them: iOS reads a wildcard's from its apex)"
    }
  }

  /// The limits of one web pattern.
  public static func limits(of pattern: Pattern, in route: Route, of app: AppModel) -> [AASALimit] {
    var limits: [AASALimit] = []
    for name in pattern.placeholderNames {
      guard let parameter = route.parameter(named: name) else { continue }
      if name == pattern.hostParameter {
        // A closed label's hosts are named one by one: no other label or deeper host is claimed.
        guard let wildcard = pattern.buildHost(labelled: true), app.closedLabels[wildcard] == nil
        else { continue }
        if let constraint = describesConstraint(parameter.type) {
          limits.append(.anyLabel(parameter: name, host: wildcard.entitlement, type: constraint))
        }
        if !wildcard.spansLabels { limits.append(.deeperHosts(host: wildcard.entitlement)) }
        continue
      }
      let inPath = pattern.segments.contains { $0.template?.parameter == name }
      let inAASA = inPath || !parameter.mayBeAbsent
      if inAASA, let constraint = describesConstraint(parameter.type) {
        limits.append(.untypedValue(parameter: name, type: constraint))
      }
      if inPath { limits.append(.extraSegments(after: name)) }
    }
    limits += route.forbiddenQuery.filter { !route.refusedOnlyWithValue.contains($0) }.map {
      .emptyRefusedKey($0)
    }
    if route.refusesOtherQuery { limits.append(.otherQueryKeys) }
    let hasSpace = pattern.allItems.contains { item, _ in
      switch item.value {
      case .literal(let text): (item.key + text).contains(" ")
      case .template(let template): (item.key + template.prefix + template.suffix).contains(" ")
      }
    }
    if hasSpace { limits.append(.spaceInQuery) }
    if !pattern.fragmentItems.isEmpty {
      limits.append(
        AASARenderer.fragmentItemOrders(pattern, route) == [nil]
          ? .anyFragment : .fragmentItemsAsText)
    }
    let sharing = AASAFile.sharingHosts(of: pattern, in: app)
    if !sharing.isEmpty { limits.append(.sharedFile(hosts: sharing.map(\.spelled))) }
    return limits
  }

  /// ` from 1 to 10`, ` of at least 1`, ` of at most 10`, or nothing.
  private static func bounds(_ minimum: String?, _ maximum: String?) -> String {
    switch (minimum, maximum) {
    case (let low?, let high?): " from \(low) to \(high)"
    case (let low?, nil): " of at least \(low)"
    case (nil, let high?): " of at most \(high)"
    case (nil, nil): ""
    }
  }

  private static func characters(_ count: Int) -> String {
    count == 1 ? "1 character" : "\(count) characters"
  }

  /// A phrase for the values a type accepts, or nil for a free string.
  public static func describesConstraint(_ type: ParameterType) -> String? {
    switch type {
    case .string(let constraints):
      if !constraints.limitsValues { return nil }
      var parts: [String] = []
      if constraints.isHostName { parts.append("a host name") }
      if let characters = constraints.characters { parts.append("[\(characters.source)]") }
      if let minimum = constraints.minLength { parts.append("at least \(characters(minimum))") }
      if let maximum = constraints.maxLength { parts.append("at most \(characters(maximum))") }
      return "a string of " + parts.joined(separator: ", ")
    case .int(let minimum, let maximum, let keywords):
      var text = "an integer" + bounds(minimum.map(String.init), maximum.map(String.init))
      if !keywords.isEmpty { text += " or " + keywords.joined(separator: "/") }
      return text
    case .double(let minimum, let maximum):
      return "a number" + bounds(minimum.map { "\($0)" }, maximum.map { "\($0)" })
    case .bool(let spellings):
      return "one of " + (spellings.trueValues + spellings.falseValues).joined(separator: ", ")
    case .uuid: return "a UUID"
    case .date: return "an ISO 8601 date"
    case .enumeration(let enumType):
      return "one of " + enumType.values.map(\.wire).joined(separator: ", ")
    case .destination: return "a link to one of its routes"
    }
  }
}
