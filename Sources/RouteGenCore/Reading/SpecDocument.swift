/// A value read from the spec, with the position it was written at.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
  public var value: Value
  public var location: SourceLocation

  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

/// The spec as written: shapes checked, meaning not yet. `SpecValidator` turns it into an `AppModel`.
public struct SpecDocument: Sendable, Hashable {
  /// The largest spec (or part) routegen reads (a 10,000-route spec is about 2.3 MB): memory stays bounded
  /// whatever file a build hands it.
  public static let maximumSize = 16 << 20

  public var app: Located<String>
  public var scheme: Located<String>?
  public var extraSchemes: [Located<String>] = []
  public var webSchemes: [Located<String>] = []
  public var domains: [Located<String>] = []
  public var aasa: AASADocument?
  /// The Android app that opens the same links (`"android": {"package": …, "fingerprints": […]}`).
  public var android: AndroidDocument?
  public var access: Located<String>?
  public var maxURLLength: Located<Int>?
  public var caseSensitive: Located<Bool>?
  public var refuseDefaultPort: Located<Bool>?
  public var routes: [RouteDocument] = []
  /// Enums declared once for the app (`"enums": {"Sort": {"values": [...]}}`), used as `"type": "Sort"`.
  public var enums: [ParamDocument] = []
  /// Site labels declared once for the app (`"labels": {"region": {"type": "Region"}}`): a wildcard of the hosts
  /// (`{region}.shop.example`) whose value is the link's, not each route's.
  public var labels: [ParamDocument] = []
  /// Where the `routes` array starts, for errors about the whole list.
  public var routesLocation: SourceLocation = .start
  /// Other builds' hosts and app IDs (`"environments": {"staging": {…}}`); the top-level values are production's.
  public var environments: [EnvironmentDocument] = []
  /// The parts whose routes and enums are the app's too (`"include": ["Features/Cart.routes-part.json"]`),
  /// relative to the spec.
  public var include: [Located<String>] = []
  /// Where each top-level key is written, for a part that writes one of the app's keys again.
  public var keyLocations: [String: SourceLocation] = [:]
}

/// One environment: the hosts, app IDs and scheme a build of it uses instead of production's. `hosts` names the
/// environment's host for each of production's (`"shop.example": "shop-staging.example"`).
public struct EnvironmentDocument: Sendable, Hashable {
  public struct HostRename: Sendable, Hashable {
    public var production: Located<String>
    public var environment: Located<String>
  }

  public var name: Located<String>
  public var hosts: [HostRename] = []
  public var hostsLocation: SourceLocation?
  public var appIDs: [Located<String>]?
  public var scheme: Located<String>?
  /// The build's other schemes, instead of production's `extraSchemes` (a staging build that also reads
  /// production's scheme, which push services send from every environment).
  public var extraSchemes: [Located<String>]?
  public var developerMode: Located<Bool>?
  /// The build's Android app (its package and signing certificates), instead of production's.
  public var android: AndroidDocument?
}

/// The Android app: its package name and the SHA-256 fingerprints of its signing certificates.
public struct AndroidDocument: Sendable, Hashable {
  public var location: SourceLocation
  public var package: Located<String>?
  public var fingerprints: [Located<String>] = []
}

public struct AASADocument: Sendable, Hashable {
  public var location: SourceLocation
  public var appIDs: [Located<String>] = []
  public var webcredentials: Located<Bool>?
  public var appclips: [Located<String>] = []
  public var legacyPaths: Located<Bool>?
  public var exclude: [Located<String>] = []
}

public struct RouteDocument: Sendable, Hashable {
  public var location: SourceLocation
  /// The part that declares the route, as the spec's `include` names it; nil in the spec itself.
  public var part: String?
  public var name: Located<String>
  public var summary: Located<String>?
  public var auth: Located<String>?
  public var feature: Located<String>?
  /// The route whose screen is under this one's when a link opens it (`ParentChecker`).
  public var parent: Located<String>?
  /// Names this route had in earlier versions of the spec (`routegen breaking` accepts them as its old names).
  public var formerNames: [Located<String>] = []
  /// Why the route's links no longer open anything; its URLs then parse to `ParseError.retired`.
  public var retired: Located<String>?
  /// Query keys whose presence means the URL is not this route's (`?token=…` is another flow).
  public var forbiddenQuery: [Located<String>] = []
  /// Of those, the keys refused only with a value (`{"key": "token", "onlyWithValue": true}`): `?token` is harmless.
  public var refusedOnlyWithValue: Set<String> = []
  /// Whether the route passes the query items it does not read on to the app.
  public var otherQuery: Located<Bool>?
  public var refuseOtherQuery: Located<Bool>?
  /// The hosts the route's web patterns match on instead of the app's domains (`{blog}.wordpress.com` too).
  public var hosts: [Located<String>]?
  public var hostsLocation: SourceLocation?
  public var web: [PatternDocument]?
  public var webLocation: SourceLocation?
  public var scheme: [PatternDocument]?
  public var schemeLocation: SourceLocation?
  public var params: [ParamDocument] = []
  public var examples: [ExampleDocument] = []
}

/// An example: a URL, or `{"url": …, "values": {…}}` that says what it parses to, or `{"url": …, "refused": …}`.
public struct ExampleDocument: Sendable, Hashable {
  public var url: Located<String>
  /// Each parameter's value as the spec writes values (`otherQuery`: an object of the items).
  public var values: [SetDocument]?
  public var valuesLocation: SourceLocation?
  /// The `ParseError` case the URL must be refused with.
  public var refused: Located<String>?
}

/// One pattern of a form: a string, or `{"pattern": …, "set": {…}}` that also fixes parameter values.
public struct PatternDocument: Sendable, Hashable {
  public var pattern: Located<String>
  public var set: [SetDocument] = []
  /// A web pattern's own hosts, instead of its route's (`{"pattern": "/{path...}", "hosts": ["click.example.com"]}`).
  public var hosts: [Located<String>]?
  public var hostsLocation: SourceLocation?
}

public struct SetDocument: Sendable, Hashable {
  public var name: Located<String>
  public var value: JSONNode
}

public struct ParamDocument: Sendable, Hashable {
  public var name: Located<String>
  public var location: SourceLocation
  public var type: Located<String>?
  public var doc: Located<String>?
  public var optional: Located<Bool>?
  /// `"list": true`: a query value given once per item (`?tag=a&tag=b`).
  public var list: Located<Bool>?
  /// Names the parameter had in earlier versions of the spec (`routegen breaking` reads a rename as no change).
  public var formerNames: [Located<String>] = []
  public var defaultValue: JSONNode?
  public var min: Located<Double>?
  public var max: Located<Double>?
  public var minLength: Located<Int>?
  public var maxLength: Located<Int>?
  public var characters: Located<String>?
  public var format: Located<String>?
  public var values: [EnumValueDocument] = []
  public var valuesLocation: SourceLocation?
  public var keywords: [Located<String>] = []
  /// The least number of digits builders write an int with, zero-padded (`2`: `05`).
  public var digits: Located<Int>?
  public var trueValues: [Located<String>] = []
  public var falseValues: [Located<String>] = []
  /// The Swift name of an enum or keyword parameter's nested type, instead of its name's.
  public var typeName: Located<String>?
}

/// An enum value: `"google"`, or `{"case": "lastPost", "wire": "lastpost", "aliases": ["LastPost"]}`.
public struct EnumValueDocument: Sendable, Hashable {
  public var location: SourceLocation
  public var caseName: Located<String>?
  public var wire: Located<String>
  public var aliases: [Located<String>] = []
  public var doc: Located<String>?
}
