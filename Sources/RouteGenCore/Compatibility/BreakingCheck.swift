import Foundation
import RouteGenRuntime

/// `routegen breaking`: does a new version of a spec still open every link the old one opened, the same way?
///
/// Links live for years in emails, QR codes and other apps, so the old spec's links are the contract. Every
/// `LinkSamples` link that the old spec routes must reach, under the new spec, the route of the same name (or its
/// declared successor, `formerNames`) with equal values, and on the web the new AASA file must still claim it.
/// A link that reaches a retired route of that name is an intended break (a note). Changes to the generated Swift
/// API that break the app's code are reported apart (`SourceCompatibility`).
public struct BreakingCheck {
  let old: AppModel
  let new: AppModel
  private let oldMatcher: RouteMatcher
  private let newMatcher: RouteMatcher
  private let oldBuilder: URLBuilder
  private let newBuilder: URLBuilder

  public init(old: AppModel, new: AppModel) {
    self.old = old
    self.new = new
    oldMatcher = RouteMatcher(app: old)
    newMatcher = RouteMatcher(app: new)
    oldBuilder = URLBuilder(app: old)
    newBuilder = URLBuilder(app: new)
  }

  /// Every finding, link breaks first, each group in the old spec's order, placed in the new spec (the file being
  /// edited; the old one is often a copy from git) at the route it concerns, or at its start for the whole app; a
  /// route that is gone stays at its place in the old spec.
  public func run() -> [CompatibilityFinding] {
    var (findings, lostBases) = droppedSchemesAndDomains()
    let samples = LinkSamples.of(old)
    findings += linkBreaks(samples, skipping: lostBases)
    findings += foreignKeyBreaks(samples)
    findings += environmentChanges()
    findings += SourceCompatibility(old: old, new: new).findings()
    return findings.map { finding in
      var placed = finding
      if let name = finding.route {
        guard let successor = new.successor(of: name), let route = old.route(named: name) else {
          return finding
        }
        // At the parameter it concerns, where it does.
        let parameter = route.parameters.first { $0.location == finding.location }
        placed.location =
          parameter.flatMap { successor.parameter(named: $0.name)?.location } ?? successor.location
      } else {
        placed.location = .start
      }
      placed.file = new.file(of: placed.location)
      return placed
    }
  }

  // MARK: Whole forms

  /// A domain or scheme the new spec no longer accepts breaks every link on it: one error each, and its links
  /// are not reported again route by route.
  private func droppedSchemesAndDomains() -> ([CompatibilityFinding], Set<String>) {
    var findings: [CompatibilityFinding] = []
    var lost: Set<String> = []
    let hasWebRoutes = old.routes.contains { $0.web != nil && !$0.isRetired }
    let hasSchemeRoutes = old.routes.contains { $0.scheme != nil && !$0.isRetired }
    for scheme in old.webSchemes where hasWebRoutes {
      // A host the new spec still serves (perhaps by a wildcard) keeps links that reach a route: those are
      // checked one by one.
      for host in old.allHosts {
        let served = new.allHosts.contains { $0.covers(host) }
        if served && new.webSchemes.contains(scheme) { continue }
        let missing =
          served
          ? "the scheme '\(scheme)' from 'webSchemes'"
          : old.domains.contains(host)
            ? "the domain '\(host.spelled)' from 'domains'"
            : "the host '\(host.spelled)' from every route's 'hosts'"
        lost.insert("\(scheme)://\(host.sampleName)")
        findings.append(
          appFinding(
            .link,
            "universal links on \(scheme)://\(host.spelled) no longer open the app: the new spec drops \(missing); add it back to keep them"
          ))
      }
    }
    for scheme in old.customSchemes where hasSchemeRoutes && !new.customSchemes.contains(scheme) {
      lost.insert("\(scheme)://")
      findings.append(
        appFinding(
          .link,
          "\(scheme):// links no longer open the app: the new spec does not accept the scheme (keep it in 'extraSchemes' to accept old links)"
        ))
    }
    if hasWebRoutes, !old.allHosts.isEmpty {
      for appID in old.aasa.appIDs where !new.aasa.appIDs.contains(appID) {
        findings.append(
          appFinding(
            .aasa,
            "the AASA file no longer lists the app ID '\(appID)': its universal links open Safari instead of that app"
          ))
      }
    }
    // The names a host of both specs publishes (a closed label's hosts, one by one); a host added or dropped whole
    // is the spec's own diff.
    let kept = old.allHosts.filter(new.allHosts.contains)
    let published = (
      old: kept.flatMap(old.publishedNames(of:)), new: kept.flatMap(new.publishedNames(of:))
    )
    if hasWebRoutes, published.old != published.new {
      let added = published.new.filter { !published.old.contains($0) }
      let dropped = published.old.filter { !published.new.contains($0) }
      let change = [("adds", added), ("drops", dropped)].filter { !$0.1.isEmpty }.map {
        "\($0.0) \($0.1.map { "'\($0)'" }.joined(separator: ", "))"
      }
      findings.append(
        appFinding(
          .aasa,
          "the published hosts change (the new spec \(change.joined(separator: " and "))): update the app's associated domains (the entitlements fragment) and its intent filters, and serve the association files on every new host",
          severity: .warning))
    }
    return (findings, lost)
  }

  /// An environment's links are its testers' (bookmarks, staging emails, QA's test plans), not the public
  /// contract: a host or scheme an environment drops, or an environment dropped, is a warning.
  private func environmentChanges() -> [CompatibilityFinding] {
    var findings: [CompatibilityFinding] = []
    for environment in old.environments {
      let name = environment.name
      guard let now = new.environments.first(where: { $0.name == name }) else {
        findings.append(
          appFinding(
            .link,
            "the environment '\(name)' is gone: no build opens its links any more (\(environment.app.webBase ?? environment.app.scheme.map { $0 + ":/" } ?? name)/…)",
            severity: .warning))
        continue
      }
      for host in environment.app.allHosts
      where !now.app.allHosts.contains(where: { $0.covers(host) }) {
        findings.append(
          appFinding(
            .link,
            "universal links on https://\(host.spelled) no longer open the '\(name)' build: the new spec moves its hosts to \(now.app.allHosts.map { "'\($0.spelled)'" }.joined(separator: ", ")); keep the old host to keep its testers' links",
            severity: .warning))
      }
      for scheme in environment.app.customSchemes where !now.app.customSchemes.contains(scheme) {
        findings.append(
          appFinding(
            .link,
            "\(scheme):// links no longer open the '\(name)' build: the new spec changes its scheme",
            severity: .warning))
      }
    }
    return findings
  }

  private func appFinding(
    _ kind: CompatibilityFinding.Kind, _ message: String, severity: Diagnostic.Severity = .error
  )
    -> CompatibilityFinding
  {
    CompatibilityFinding(
      severity: severity, kind: kind, file: old.file(of: .start), location: .start, route: nil,
      url: nil,
      before: nil, now: nil, message: message)
  }

  // MARK: Links

  /// What one old link does under the new spec. A break's cause groups the links that break the same way.
  private enum Outcome {
    case same
    case retired(note: String)
    case broken(now: String, cause: String)
    case unclaimed
  }

  private struct Group {
    var route: Route
    var gone: Bool
    var kind: CompatibilityFinding.Kind
    var url: String
    var before: String
    var now: String
    var count = 1
  }

  private func linkBreaks(_ samples: [LinkSample], skipping lostBases: Set<String>)
    -> [CompatibilityFinding]
  {
    let appID = old.aasa.appIDs.first { new.aasa.appIDs.contains($0) }
    let oldAASA = appID.map { AASAClaims(old, appID: $0) }
    let newAASA = appID.map { AASAClaims(new, appID: $0) }
    var groups: [Group] = []
    var groupIndex: [String: Int] = [:]
    var retired: [String: (Route, String, String)] = [:]
    for sample in samples where !lostBases.contains(where: { Self.url(sample.url, isOn: $0) }) {
      guard case .success(let before) = oldMatcher.match(sample.url),
        let oldRoute = old.route(named: before.value.name)
      else { continue }
      var outcome = outcome(of: sample.url, before: before.value, oldRoute: oldRoute)
      if case .same = outcome, before.form == .web, let oldAASA, oldAASA.claims(sample.url),
        newAASA?.claims(sample.url) != true
      {
        outcome = .unclaimed
      }
      let kind: CompatibilityFinding.Kind
      let now: String
      let cause: String
      switch outcome {
      case .same:
        continue
      case .retired(let note):
        if retired[oldRoute.name] == nil { retired[oldRoute.name] = (oldRoute, sample.url, note) }
        continue
      case .broken(let description, let reason):
        (kind, now, cause) = (.link, description, reason)
      case .unclaimed:
        (kind, now, cause) = (
          .aasa, "the new AASA file does not claim it, so it opens Safari instead of the app", ""
        )
      }
      // One error per route and cause (a route that is gone: one in all), with the first link that shows it.
      let gone = new.successor(of: oldRoute.name) == nil
      let key = "\(oldRoute.name)\u{0}\(kind)\u{0}\(gone ? "" : cause)"
      if let index = groupIndex[key] {
        groups[index].count += 1
      } else {
        groupIndex[key] = groups.count
        groups.append(
          Group(
            route: oldRoute, gone: gone, kind: kind, url: sample.url,
            before: old.routeDescription(before.value, valuesUpTo: Self.quotedLength), now: now))
      }
    }
    var findings = groups.map { group in
      let more =
        group.count > 1
        ? " (and \(group.count - 1) more link\(group.count == 2 ? "" : "s") of this route)" : ""
      let subject =
        group.gone
        ? "route '\(group.route.name)' is gone (to retire it on purpose, keep it with \"retired\")"
        : "route '\(group.route.name)'"
      return CompatibilityFinding(
        severity: .error, kind: group.kind, file: old.file(of: group.route.location),
        location: group.route.location,
        route: group.route.name,
        url: group.url, before: group.before, now: group.now,
        message: "\(subject): \(group.url) reached \(group.before) before; now \(group.now)\(more)")
    }
    findings += retired.values.sorted { $0.0.ordinal < $1.0.ordinal }.map { route, url, note in
      CompatibilityFinding(
        severity: .note, kind: .retired, file: old.file(of: route.location),
        location: route.location,
        route: route.name, url: url,
        before: nil, now: "retired",
        message:
          "route '\(route.name)' is retired, as intended: \(url) now parses to ParseError.retired (\(note))"
      )
    }
    // In the old spec's order; at one place, in the order found (the sort is made stable by position).
    return findings.enumerated().sorted {
      ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
    }.map(\.element)
  }

  /// Links carry query keys their route does not read: a tracking key on a shared link (`utm_source`), a key
  /// another route reads (`/politics?page=2`, a section front shared from a paged search). A route that starts
  /// refusing such a key (`forbiddenQuery`, `refuseOtherQuery`) breaks those links, which the samples (what the
  /// patterns read) do not carry. So each route's first link of each pattern is tried with each such key; a key
  /// that breaks a link the new spec reads the same without it is one error per route (the other keys counted).
  private func foreignKeyBreaks(_ samples: [LinkSample]) -> [CompatibilityFinding] {
    let folded = { (key: String) in Literal.folded(key, caseSensitive: old.caseSensitive) }
    func readKeys(_ route: Route) -> Set<String> {
      Set(
        FormKind.allCases.flatMap { route.form($0)?.patterns ?? [] }
          .flatMap { ($0.query + $0.fragmentItems).map { folded($0.key) } })
    }
    var keys = ["utm_source"]
    for route in old.routes {
      for key in readKeys(route).sorted() where !keys.contains(key) { keys.append(key) }
    }
    return old.liveRoutes.compactMap { oldRoute -> CompatibilityFinding? in
      let read = readKeys(oldRoute)
      // Each pattern's first link that the route reads, and the new spec the same way.
      var firsts: [LinkSample] = []
      for sample in samples where sample.route == oldRoute.name && sample.pattern != nil {
        guard !firsts.contains(where: { $0.pattern == sample.pattern }),
          case .success(let plain) = oldMatcher.match(sample.url),
          plain.value.name == oldRoute.name,
          case .same = outcome(of: sample.url, before: plain.value, oldRoute: oldRoute)
        else { continue }
        firsts.append(sample)
      }
      var broken: (url: String, before: String, now: String)?
      var brokenKeys: [String] = []
      for key in keys where !read.contains(folded(key)) {
        for sample in firsts {
          let url = Self.adding(key + (key == "utm_source" ? "=mail" : "=1"), to: sample.url)
          guard case .success(let before) = oldMatcher.match(url),
            before.value.name == oldRoute.name,
            case .broken(let now, _) = outcome(of: url, before: before.value, oldRoute: oldRoute)
          else { continue }
          if broken == nil {
            broken = (url, old.routeDescription(before.value, valuesUpTo: Self.quotedLength), now)
          }
          brokenKeys.append(key)
          break
        }
      }
      guard let broken else { return nil }
      let others = brokenKeys.dropFirst()
      let more =
        others.isEmpty
        ? ""
        : "; so do \(others.prefix(5).map { "'\($0)'" }.joined(separator: ", "))\(others.count > 5 ? " and \(others.count - 5) more" : "")"
      return CompatibilityFinding(
        severity: .error, kind: .link, file: old.file(of: oldRoute.location),
        location: oldRoute.location,
        route: oldRoute.name, url: broken.url,
        before: broken.before, now: broken.now,
        message:
          "route '\(oldRoute.name)': \(broken.url) reached \(broken.before) before; now \(broken.now) (links carry query keys their route does not read: tracking keys, and the keys other routes read\(more))"
      )
    }
  }

  /// A link with one more query item, before its fragment.
  static func adding(_ item: String, to url: String) -> String {
    let fragmentStart = url.firstIndex(of: "#") ?? url.endIndex
    let head = url[..<fragmentStart]
    return head + (head.contains("?") ? "&" : "?") + item + url[fragmentStart...]
  }

  /// Whether a link is on a base: `https://nova.social` or `novasocial://`, not `https://nova.social.example`.
  private static func url(_ url: String, isOn base: String) -> Bool {
    guard url.hasPrefix(base) else { return false }
    let rest = url.utf8.dropFirst(base.utf8.count)
    return base.hasSuffix("://") || rest.first.map { "/?#".utf8.contains($0) } ?? true
  }

  private func outcome(of url: String, before: RouteValue, oldRoute: Route) -> Outcome {
    switch newMatcher.match(url) {
    case .success(let now):
      guard let newRoute = new.route(named: now.value.name),
        newRoute.name == new.successor(of: oldRoute.name)?.name
      else {
        return .broken(
          now:
            "it reaches \(new.routeDescription(now.value, valuesUpTo: Self.quotedLength)) instead",
          cause: "reaches \(now.value.name)")
      }
      let changes = differences(before, oldRoute, now.value, newRoute)
      let names = changes.map(\.parameter).joined(separator: ",")
      return changes.isEmpty
        ? .same
        : .broken(
          now:
            "it reaches \(new.routeDescription(now.value, valuesUpTo: Self.quotedLength)), with \(changes.map(\.text).joined(separator: ", "))",
          cause: "values \(names)")
    case .failure(.retired(let name, let note)):
      if name == new.successor(of: oldRoute.name)?.name { return .retired(note: note) }
      return .broken(now: "it reaches the retired route '\(name)'", cause: "retired \(name)")
    case .failure(let failure):
      return .broken(now: "it is refused: \(failure)", cause: Self.cause(failure))
    }
  }

  /// What kind of refusal it is, without the link's own values.
  private static func cause(_ failure: RouteParseError) -> String {
    switch failure {
    case .missingParameter(let name), .repeatedParameter(let name),
      .invalidParameter(let name, _, _):
      "\(failure.kind) \(name)"
    default: failure.kind
    }
  }

  /// How the new values differ from the old ones, parameter by parameter: compared as the values a URL writes
  /// (so an int that became a string still holds `42`), or as the same enum case or keyword. A query value the
  /// new route no longer reads but passes on (`otherQuery`) under the same key still reaches the app.
  private func differences(
    _ before: RouteValue, _ oldRoute: Route, _ now: RouteValue, _ newRoute: Route
  ) -> [(parameter: String, text: String)] {
    var passedOn = newRoute.otherQuery ? now.otherQueryItems : []
    var changes: [(parameter: String, text: String)] = []
    for parameter in oldRoute.parameters {
      let oldValue = before.values[parameter.name]
      let oldText = oldValue.flatMap { oldBuilder.format($0, parameter) }
      guard let successor = newRoute.successor(ofParameter: parameter.name) else {
        guard let oldText else { continue }
        let keys = oldRoute.queryKeys(of: parameter.name, caseSensitive: old.caseSensitive)
        if let item = passedOn.firstIndex(where: {
          keys.contains(Literal.folded($0.name, caseSensitive: old.caseSensitive))
            && $0.value == oldText
        }) {
          passedOn.remove(at: item)
          continue
        }
        var text = "'\(parameter.name)' no longer read (it was \(Self.brief(oldText)))"
        if let renamed = renamed(parameter.name, oldText, oldRoute, now, newRoute) {
          text +=
            "; if '\(renamed)' is its new name, add \"formerNames\": [\"\(parameter.name)\"] to '\(renamed)'"
        }
        changes.append((parameter.name, text))
        continue
      }
      let newValue = now.values[successor.name]
      // A value the link never wrote may now take the parameter's default.
      if oldValue == nil, newValue == successor.defaultValue { continue }
      if oldValue == newValue || oldText == newValue.flatMap({ newBuilder.format($0, successor) }) {
        continue
      }
      let was = Self.brief(old.describe(oldValue, of: parameter))
      changes.append(
        (
          parameter.name,
          "'\(parameter.name)' = \(Self.brief(new.describe(newValue, of: successor))) (it was \(was))"
        ))
    }
    // Items a route newly passes on (it starts to, `otherQuery`) are more than it gave, not a change of it.
    if oldRoute.otherQuery, before.otherQueryItems != passedOn {
      let items = { (items: [QueryItemValue]) in
        Self.brief(ParameterValue.queryItems(items).description)
      }
      changes.insert(
        (
          Route.otherQueryName,
          "'\(Route.otherQueryName)' = \(items(passedOn)) (it was \(items(before.otherQueryItems)))"
        ), at: 0)
    }
    return changes
  }

  /// A parameter of the new route that no old one becomes (by name or `formerNames`) and that now holds the value
  /// `name` held: the likely new name of a renamed placeholder.
  private func renamed(
    _ name: String, _ oldText: String, _ oldRoute: Route, _ now: RouteValue, _ newRoute: Route
  ) -> String? {
    let successors = Set(
      oldRoute.parameters.compactMap { newRoute.successor(ofParameter: $0.name)?.name })
    return newRoute.parameters.first { parameter in
      !successors.contains(parameter.name)
        && now.values[parameter.name].flatMap { newBuilder.format($0, parameter) } == oldText
    }?.name
  }

  /// How many characters of a value a finding quotes, so that each stays a few lines long.
  static let quotedLength = 40

  static func brief(_ text: String) -> String {
    ParameterValue.cut(text, to: quotedLength)
  }

  /// The app's AASA files for one app ID: whether the file served on a link's host claims it.
  struct AASAClaims {
    let files: [AASAFile]
    let matchers: [String: AASAMatcher]

    init(_ app: AppModel, appID: String) {
      files = AASAFile.all(in: app)
      matchers = Dictionary(
        uniqueKeysWithValues: files.compactMap { file in
          file.matcher(in: app, appID: appID).map { (file.path, $0) }
        })
    }

    func claims(_ url: String) -> Bool {
      guard case .success(let parts) = URLParts.split(url, maximumLength: Int.max),
        let file = AASAFile.servedOn(Literal.folded(parts.host, caseSensitive: false), among: files)
      else { return false }
      return matchers[file.path]?.opensApp(url) == true
    }
  }
}
