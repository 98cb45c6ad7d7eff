extension RouteGen {
  /// A pattern's flags: in its record (`RouteRecords`), where the generator writes those it knows from the pattern,
  /// and in the compiled table, where `TableCompiler` adds those that depend on the route or on other routes.
  public struct PatternFlags: OptionSet, Sendable {
    public var rawValue: Int
    @inline(__always) public init(rawValue: Int) { self.rawValue = rawValue }

    /// It reads the query.
    public static let readsQuery = PatternFlags(rawValue: 1)
    /// Literal text around a query value or the fragment decides whether it applies.
    public static let affixesDecide = PatternFlags(rawValue: 2)
    /// A fragment literal follows.
    public static let fragmentLiteral = PatternFlags(rawValue: 4)
    /// Compiled: its route refuses query keys (their list follows).
    public static let refusesKeys = PatternFlags(rawValue: 8)
    /// It reads the host (a wildcard's label, or hosts of its own).
    public static let readsHost = PatternFlags(rawValue: 16)
    /// Compiled, and alone: every parameter's value is a whole path segment and nothing else is checked.
    public static let wholeSegmentsOnly = PatternFlags(rawValue: 32)
    /// Compiled: its route refuses the query keys it does not read.
    public static let refusesOtherQuery = PatternFlags(rawValue: 64)
    /// Its fragment is items, `key=value&…`.
    public static let fragmentItems = PatternFlags(rawValue: 128)
  }

  /// A capture's options, in its record and in the compiled table.
  public struct CaptureOptions: OptionSet, Sendable {
    public var rawValue: Int
    @inline(__always) public init(rawValue: Int) { self.rawValue = rawValue }

    /// A literal prefix and suffix follow.
    public static let affixes = CaptureOptions(rawValue: 1)
    /// Keywords and enum values ignore case here.
    public static let foldsKeywords = CaptureOptions(rawValue: 2)
    /// The keywords refused here follow (those this form writes with patterns of their own).
    public static let refusedKeywords = CaptureOptions(rawValue: 4)
  }

  /// A parameter's flags, in its record and in the compiled table.
  public struct ParameterFlags: OptionSet, Sendable {
    public var rawValue: Int
    @inline(__always) public init(rawValue: Int) { self.rawValue = rawValue }

    public static let optional = ParameterFlags(rawValue: 1)
    public static let hasDefault = ParameterFlags(rawValue: 2)
    /// A string with a length or characters to check.
    public static let constrained = ParameterFlags(rawValue: 4)
    /// A string that must be a host name (`"format": "hostName"`).
    public static let hostName = ParameterFlags(rawValue: 8)
    /// A list, read from a query key given once per item (`"list": true`).
    public static let list = ParameterFlags(rawValue: 16)
  }

  /// The app's flags in its record (the compiled table's header has `HeaderFlags`).
  public struct AppFlags: OptionSet, Sendable {
    public var rawValue: Int
    @inline(__always) public init(rawValue: Int) { self.rawValue = rawValue }

    public static let caseSensitive = AppFlags(rawValue: 1)
    public static let refusesDefaultPort = AppFlags(rawValue: 2)
  }

  /// The compiled table's header flags: the app's, and what the compiler found in the routes.
  struct HeaderFlags: OptionSet {
    var rawValue: Int

    static let caseSensitive = HeaderFlags(rawValue: 1)
    /// Some route passes the query items it does not read on (`otherQuery`).
    static let passesOtherQuery = HeaderFlags(rawValue: 2)
    static let refusesDefaultPort = HeaderFlags(rawValue: 4)
  }
}
