import RouteGenRuntime
import RouteGenTableCompiler

/// A validated spec: everything the renderers and the matcher need, with no further checks to make.
public struct AppModel: Sendable {
  /// The spec's app name, e.g. `NovaSocial`.
  public var name: String
  /// The generated type, e.g. `NovaSocialRoute`.
  public var typeName: String { name + "Route" }
  /// The type that parses and builds the links: the route type; with `labels`, `<App>Link`, which holds a route
  /// and the labels its host gives (a value of the link, not of each case).
  public var linkTypeName: String { labels.isEmpty ? typeName : name + "Link" }
  /// The spec file as it was named on the command line; diagnostics name it so.
  public var specPath: String
  /// The spec file as generated files cite it: relative, never absolute (`Pipeline.portablePath`).
  public var citedPath: String
  /// The parts the spec includes, as it names them (`SpecParts`).
  public var parts: [String] = []
  /// The custom scheme that builders use (lowercase), if the app has one.
  public var scheme: String?
  /// More custom schemes that are accepted but never built (old schemes still in the wild).
  public var extraSchemes: [String]
  /// Schemes that carry universal links; the first is used for building. Default `["https"]`.
  public var webSchemes: [String]
  /// Universal-link hosts of the routes without `hosts` (lowercase); the first is canonical for building.
  public var domains: [Host] {
    didSet { deriveLookups() }
  }
  public var aasa: AASAConfiguration
  /// The Android app, when the spec names one: `assetlinks.json` and the manifest's intent filters are written.
  public var android: AndroidConfiguration?
  public var access: AccessLevel
  public var maxURLLength: Int
  /// Whether literals (path, query keys and literal values, fragment text) match case-sensitively.
  public var caseSensitive: Bool {
    didSet { deriveLookups() }
  }
  /// Whether a URL that names the scheme's default port (`https://host:443/`) is refused, as some apps' own
  /// parsers do, rather than read as the URL without it, as browsers read it.
  public var refusesDefaultPort = false
  /// Other builds of the app (`staging`…): each the app as that build has it (its domains, app IDs and scheme);
  /// this model is production's.
  public var environments: [AppEnvironment] = []
  /// The values of each wildcard host whose label every route on it reads as an enum (derived from the routes).
  public private(set) var closedLabels: [Host: [String]] = [:]
  /// Site labels declared once (`"labels"`): wildcard values that are the link's, held beside its route in the
  /// generated code (`ShopLink.region`); each route that reads one has it first among its parameters (`isLabel`).
  public var labels: [Parameter] = []
  /// An environment's build that asks for Apple's developer mode (`applinks:<host>?mode=developer`).
  public var developerMode = false
  public var routes: [Route] {
    didSet { deriveLookups() }
  }
  /// Route name → position in `routes`: lookups by name are constant time (10,000 routes look each other up).
  private var ordinals: [String: Int] = [:]
  /// Former name → position of the route that lists it.
  private var formerNameIndex: [String: Int] = [:]
  /// Each form's patterns in precedence order, sorted once: the checker, matcher and renderers all walk them.
  private(set) var webPrecedence: [RoutePattern] = []
  private(set) var schemePrecedence: [RoutePattern] = []
  /// The distinct host lists of the web patterns, the app's domains first (`RouteGen.HostGroups`, as the compiled table has them).
  public private(set) var hostGroups: [[Host]] = []
  /// Every host of the app, the domains first, each once.
  public private(set) var allHosts: [Host] = []

  init(
    name: String, specPath: String, scheme: String?, extraSchemes: [String], webSchemes: [String],
    domains: [Host],
    aasa: AASAConfiguration, access: AccessLevel, maxURLLength: Int, caseSensitive: Bool,
    routes: [Route]
  ) {
    precondition(
      routes.allSatisfy { $0.web == nil || !$0.hosts.isEmpty }, "a web route without hosts")
    self.name = name
    self.specPath = specPath
    self.citedPath = specPath
    self.scheme = scheme
    self.extraSchemes = extraSchemes
    self.webSchemes = webSchemes
    self.domains = domains
    self.aasa = aasa
    self.access = access
    self.maxURLLength = maxURLLength
    self.caseSensitive = caseSensitive
    self.routes = routes
    deriveLookups()
  }

  /// The file that declares `route`, as generated files cite it (beside `citedPath`); nil when the spec has no
  /// parts, whose generated files then need no such note.
  public func citedSource(of route: Route) -> String? {
    guard !parts.isEmpty else { return nil }
    return route.part.map { SpecParts.joined($0, after: citedPath) } ?? citedPath
  }

  /// The git revision the spec was read from (`routegen breaking --against-git`), if it was.
  public var revision: String?

  /// The file that declares what is at `location`, as diagnostics name it (`origin/main:Specs/App.routes.json`
  /// when the spec was read from a revision).
  public func file(of location: SourceLocation) -> String {
    let path = location.file ?? specPath
    return revision.map { "\($0):\(path)" } ?? path
  }

  private mutating func deriveLookups() {
    ordinals = Dictionary(
      routes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    formerNameIndex = Dictionary(
      routes.enumerated().flatMap { index, route in route.formerNames.map { ($0, index) } },
      uniquingKeysWith: { first, _ in first })
    webPrecedence = sortedPatterns(.web)
    schemePrecedence = sortedPatterns(.scheme)
    hostGroups = RouteGen.HostGroups.of(
      domains: domains, patternHosts: routes.compactMap(\.web).flatMap(\.patterns).map(\.hosts),
      same: ==)
    var seen: Set<Host> = []
    allHosts = hostGroups.joined().filter { seen.insert($0).inserted }
    // A wildcard is closed when every route on it reads its label as an enum: it publishes all their values.
    closedLabels = [:]
    for host in allHosts {
      guard let name = host.parameter else { continue }
      var values: [String] = []
      let labels = routes.filter { $0.hosts.contains(host) }.map { $0.parameter(named: name)?.type }
      for label in labels {
        guard case .enumeration(let type)? = label else {
          values = []
          break
        }
        for value in type.values.flatMap({ [$0.wire] + $0.aliases }).map({ $0.lowercased() })
        where !values.contains(value) {
          values.append(value)
        }
      }
      if !values.isEmpty { closedLabels[host] = values }
    }
  }

  /// The names the app publishes for `host` (entitlements, intent filters): a name itself, `*.<name>` for a
  /// wildcard whose label is open, and each value's host for a closed one (`de.shop.example`), whose hosts are
  /// known: a host outside the values is then claimed by neither platform.
  public func publishedNames(of host: Host) -> [String] {
    closedLabels[host].map(host.named(byLabels:)) ?? [host.entitlement]
  }

  /// The addresses the association files of `host` are fetched from: a name itself, an open wildcard's apex (iOS
  /// reads `*.shop.example`'s file from `shop.example`), each value's host of a closed one.
  public func addresses(of host: Host) -> [String] {
    closedLabels[host].map(host.named(byLabels:)) ?? [host.address]
  }

  /// The address a device fetches the association file from for a link's host (lowercase), if the app publishes
  /// it: the host's own entry, else its wildcard's, which must take it (a closed label's values only).
  public func address(ofLinkHost host: String) -> String? {
    guard let picked = Host.matching(host, in: allHosts) else { return nil }
    guard let values = closedLabels[picked] else { return picked.address }
    return picked.label(of: host).map(String.init).flatMap { values.contains($0) ? host : nil }
  }

  /// Whether literals at a path position compare ignoring ASCII case: everywhere when the spec sets
  /// `"caseSensitive": false`, and always in the first segment of a custom-scheme URL, which is its host.
  public func foldsLiterals(_ kind: FormKind, segment position: Int) -> Bool {
    !caseSensitive || (kind == .scheme && position == 0)
  }

  /// All custom schemes the parser accepts.
  public var customSchemes: [String] { (scheme.map { [$0] } ?? []) + extraSchemes }

  public func route(named name: String) -> Route? {
    ordinals[name].map { routes[$0] }
  }

  /// The route that carries on the links of a route of an earlier version of the spec: the route of that name, or
  /// the one that lists it in `formerNames`.
  public func successor(of name: String) -> Route? {
    route(named: name) ?? formerNameIndex[name].map { routes[$0] }
  }

  /// Where a web path of the app is (`https://nova.social`): the canonical domain, when it is a name. A `route`
  /// parameter's value may be such a path.
  public var webBase: String? {
    domains.first.flatMap { $0.isWildcard ? nil : "\(webSchemes[0])://\($0.name)" }
  }

  /// Whether a route's universal links say which host list they are on: when the app has several, or the route
  /// takes a wildcard's label.
  public func isHostBound(_ route: Route) -> Bool {
    hostGroups.count > 1 || route.hostParameter != nil
  }

  /// Whether a URL's host (lowercase) is one of the app's hosts.
  public func serves(host: String) -> Bool {
    allHosts.contains { $0.label(of: host) != nil }
  }

  /// How a URL's host (lowercase) is on one of `hosts`: "" by name, a wildcard's label (labels), nil when it is on
  /// none. iOS picks the app's longest entry that takes the host (`applinks:www.shop.example` before
  /// `applinks:*.shop.example`, `*.blog.example` before `*.example`) and reads that host's AASA file, so its links
  /// reach only the routes on that entry's host.
  public func label(of host: String, on hosts: [Host]) -> Substring? {
    guard let picked = Host.matching(host, in: allHosts) else { return nil }
    guard picked.isWildcard else { return hosts.contains(picked) ? "" : nil }
    return hosts.lazy.filter { $0.isWildcard && $0.name == picked.name }
      .compactMap { $0.label(of: host) }.first
  }

  /// The routes that have an enum case: all but the retired ones.
  public var liveRoutes: [Route] { routes.filter { !$0.isRetired } }
}

public enum AccessLevel: String, Sendable, CaseIterable {
  case `public`, package, `internal`
}

/// The Android app that opens the links (`assetlinks.json`'s statement): its package name and the SHA-256
/// fingerprints of the certificates it is signed with (with Play App Signing, Play's app-signing key).
public struct AndroidConfiguration: Sendable, Hashable {
  public var package: String
  /// Uppercase hex byte pairs joined by `:`, as `keytool` and Play Console print them.
  public var fingerprints: [String]

  public init(package: String, fingerprints: [String]) {
    (self.package, self.fingerprints) = (package, fingerprints)
  }
}

public struct AASAConfiguration: Sendable, Hashable {
  public var appIDs: [String]
  public var webcredentials: Bool
  public var appclips: [String]
  /// Also write the pre-iOS 13 `appID` + `paths` form.
  public var legacyPaths: Bool
  /// AASA path patterns that must never open the app (`/admin/*`), placed before every route.
  public var exclude: [String]
}

/// Who may open a route. A role implies signing in.
public enum AuthRequirement: Sendable, Hashable {
  case none
  case required
  case role(String)

  public var requiresAuthentication: Bool { self != .none }
}

public struct Route: Sendable {
  /// The name as written in the spec (used for analytics and in messages).
  public var name: String
  /// The Swift enum case name, escaped with backticks where it is a keyword.
  public var caseName: String
  public var summary: String
  public var auth: AuthRequirement
  public var feature: String?
  /// The part of the spec that declares the route, as the spec's `include` names it; nil in the spec itself.
  public var part: String?
  /// The route whose screen is under this one's when a link opens it (`"parent"`): its values are this route's
  /// of the same names (`ParentChecker` proves they can be).
  public var parent: String?
  /// Names the route had in earlier versions of the spec.
  public var formerNames: [String] = []
  /// The note of a retired route: its links still reach it, and parse to `retired` instead of a value. A retired
  /// route has no enum case and no builder.
  public var retiredNote: String?
  /// Query keys whose presence, with any value, means a URL is not this route's: it fails with
  /// `forbiddenQueryKey` and precedence tries the next candidates.
  public var forbiddenQuery: [String] = []
  /// Of `forbiddenQuery`, the keys refused only when they have a value (`?token` alone is harmless).
  public var refusedOnlyWithValue: Set<String> = []
  /// Whether the route passes the query items none of its patterns reads on to the app, in order, as the
  /// value `otherQuery` (and its builders write them back).
  public var otherQuery = false
  /// Whether a URL with a query key none of the route's patterns reads is not this route's (`refuseOtherQuery`):
  /// refused as a key in `forbiddenQuery` is, so precedence tries the next routes.
  public var refusesOtherQuery = false
  /// The hosts the route's web patterns match on: its `hosts`, else the app's domains (empty without a web form).
  public var hosts: [Host] = []
  /// Whether the spec gives the route `hosts` of its own.
  public var hasOwnHosts = false

  /// The parameter a wildcard host's first label gives, if the route's hosts have a wildcard.
  public var hostParameter: String? { hosts.lazy.compactMap(\.parameter).first }

  /// The key of the `otherQuery` items in a `RouteValue`, and their Swift label.
  public static let otherQueryName = "otherQuery"

  /// The query keys under which the route's patterns read a parameter (folded as the spec compares keys).
  public func queryKeys(of parameter: String, caseSensitive: Bool) -> Set<String> {
    let items = FormKind.allCases.compactMap(form).flatMap(\.patterns).flatMap(\.query)
    return Set(
      items.filter { $0.template?.parameter == parameter }.map {
        Literal.folded($0.key, caseSensitive: caseSensitive)
      })
  }

  /// The query keys the route's patterns read (folded as the spec compares keys): the others are `otherQuery`.
  public func declaredQueryKeys(caseSensitive: Bool) -> Set<String> {
    Set(
      FormKind.allCases.compactMap(form).flatMap(\.patterns).flatMap(\.query).map {
        Literal.folded($0.key, caseSensitive: caseSensitive)
      })
  }
  public var parameters: [Parameter]
  public var web: RouteForm?
  public var scheme: RouteForm?
  /// The example URLs that reach the route (docs and samples show them).
  public var examples: [Located<String>] { checkedExamples.filter(\.reachesRoute).map(\.url) }
  /// Every example with what it must become, as validation and the generated `checkExamples()` hold it.
  public var checkedExamples: [Example]
  public var location: SourceLocation
  /// Its ordinal: its position in the spec, the last tie-breaker of precedence.
  public var ordinal: Int

  public func parameter(named name: String) -> Parameter? {
    parameters.first { $0.name == name }
  }

  /// The parameter that carries on the values of an earlier version's parameter `name`: the one of that name, or
  /// the one that lists it in `formerNames`.
  public func successor(ofParameter name: String) -> Parameter? {
    parameter(named: name) ?? parameters.first { $0.formerNames.contains(name) }
  }

  public var isRetired: Bool { retiredNote != nil }

  public func form(_ kind: FormKind) -> RouteForm? {
    kind == .web ? web : scheme
  }
}

/// An example of a route: a URL, and what it must become.
public struct Example: Sendable, Hashable {
  public enum Expectation: Sendable, Hashable {
    /// It reaches the route; its values are unsaid.
    case reaches
    /// It reaches the route with these values: every parameter's (an absent one nil, its default, or none).
    case values(RouteValue)
    /// It is refused with this `ParseError` case (`invalidParameter`).
    case refused(String)
  }

  public var url: Located<String>
  public var expectation: Expectation
  /// The values as the spec writes them, until validation reads them into `expectation`.
  var stated: [SetDocument]? = nil
  var statedLocation: SourceLocation? = nil

  public var reachesRoute: Bool {
    if case .refused = expectation { return false }
    return true
  }
}

public enum FormKind: String, Sendable, Hashable, CaseIterable {
  /// Universal links: `https://<domain>/<path>`.
  case web
  /// Custom-scheme URLs: `<scheme>://<first segment>/<rest>`.
  case scheme
}

/// The patterns of one form of a route; the first is canonical (used for building when it can express the value).
public struct RouteForm: Sendable {
  public var kind: FormKind
  public var patterns: [Pattern]
  public var canonical: Pattern { patterns[0] }
}

public struct Parameter: Sendable, Hashable {
  /// The name as written in URLs' placeholders and in the spec.
  public var name: String
  /// The Swift argument label.
  public var swiftName: String
  public var type: ParameterType
  public var doc: String?
  /// Optional parameters are Swift optionals; parameters with a default are not optional in Swift.
  public var isOptional: Bool
  /// A list of values of `type` (`"list": true`), read from a query key given once per item (`?tag=a&tag=b`),
  /// in URL order; empty when the key is absent. A Swift array, never optional.
  public var isList = false
  /// Names the parameter had in earlier versions of the spec: `routegen breaking` reads the old name's values here.
  public var formerNames: [String] = []
  public var defaultValue: ParameterValue?
  public var location: SourceLocation
  /// The Swift name its nested type is given in the spec (`typeName`, or the name of an app-level enum).
  public var declaredTypeName: String?
  /// An int's least number of digits, zero-padded in the links builders write (`"digits": 2`: `05`); the parser
  /// reads leading zeros whatever it is.
  public var digits: Int?
  /// Whether it is one of the app's `labels`: the generated case leaves it out, the link type holds it.
  public var isLabel = false

  /// A value may be left out of a URL (then it is nil, the default or an empty list).
  public var mayBeAbsent: Bool { isOptional || defaultValue != nil || isList }

  /// The name of its nested Swift type (an enum, or an int with keywords): from the spec, else from its own name,
  /// never from its route's, so that adding or reordering routes renames no type; nil for other types.
  public var nestedTypeName: String? {
    nestedType == nil ? nil : declaredTypeName ?? SwiftName.upperCamel(name) ?? "Value"
  }

  /// What its nested type declares: an enum's values, or an int's keywords (its bounds are checked per route).
  /// Parameters whose nested types declare the same share one.
  public var nestedType: ParameterType? {
    switch type {
    case .enumeration: type
    case .int(_, _, let keywords) where !keywords.isEmpty:
      .int(min: nil, max: nil, keywords: keywords)
    default: nil
    }
  }
}

/// An environment of the app: a build with domains, app IDs and a scheme of its own (`staging`), and the app as
/// that build has it.
public struct AppEnvironment: Sendable {
  public var name: String
  public var app: AppModel
  /// Each host of production's as the spec spells it, and this build's, in the spec's order: what the route table
  /// records of the environment (its other values are the spec's own).
  public var hostRenames: [(production: String, environment: String)] = []

  /// The compilation condition a build of it sets (`SHOP_STAGING`): the generated file then reads and writes its
  /// links.
  public var flag: String {
    (app.name + "_" + name).uppercased().replacingOccurrences(of: "-", with: "_")
  }
}

extension AppModel {
  /// The value of `value`'s parent route (`"parent"`), as the generated `parent` makes it: each of the parent's
  /// parameters takes the child's value of its name, else its default (nil for an optional, none for a list).
  public func parent(of value: RouteValue) -> RouteValue? {
    guard let name = route(named: value.name)?.parent, let parent = route(named: name) else {
      return nil
    }
    var values: [String: ParameterValue] = [:]
    for parameter in parent.parameters {
      values[parameter.name] = value.values[parameter.name] ?? parameter.defaultValue
    }
    return RouteValue(name: name, values: values)
  }

  /// The route values from the root to `value`, `value` last (the generated `stack`).
  public func stack(of value: RouteValue) -> [RouteValue] {
    var stack = [value]
    while let parent = parent(of: stack[0]), stack.count <= routes.count {
      stack.insert(parent, at: 0)
    }
    return stack
  }
}
