extension RouteGen {
  /// A pattern's flags in the compiled table: `TableCompiler` derives them from the pattern, its route and the
  /// other routes.
  package struct PatternFlags: OptionSet {
    package var rawValue: Int
    @inline(__always) package init(rawValue: Int) { self.rawValue = rawValue }

    /// It reads the query.
    package static let readsQuery = PatternFlags(rawValue: 1)
    /// Literal text around a query value or the fragment decides whether it applies.
    package static let affixesDecide = PatternFlags(rawValue: 2)
    /// A fragment literal follows.
    package static let fragmentLiteral = PatternFlags(rawValue: 4)
    /// Its route refuses query keys (their list follows).
    package static let forbidsKeys = PatternFlags(rawValue: 8)
    /// It reads the host (a wildcard's label, or hosts of its own).
    package static let readsHost = PatternFlags(rawValue: 16)
    /// Alone: every parameter's value is a whole path segment and nothing else is checked.
    package static let wholeSegmentsOnly = PatternFlags(rawValue: 32)
    /// Its route refuses the query keys it does not read.
    package static let refusesOtherQuery = PatternFlags(rawValue: 64)
    /// Its fragment is items, `key=value&…`.
    package static let fragmentItems = PatternFlags(rawValue: 128)
  }

  /// A capture's options in the compiled table.
  package struct CaptureOptions: OptionSet {
    package var rawValue: Int
    @inline(__always) package init(rawValue: Int) { self.rawValue = rawValue }

    /// A literal prefix and suffix follow.
    package static let affixes = CaptureOptions(rawValue: 1)
    /// Keywords and enum values ignore case here.
    package static let foldsKeywords = CaptureOptions(rawValue: 2)
    /// The keywords refused here follow (those this form writes with patterns of their own).
    package static let excludedKeywords = CaptureOptions(rawValue: 4)
  }

  /// A parameter's flags in the compiled table.
  package struct ParameterFlags: OptionSet {
    package var rawValue: Int
    @inline(__always) package init(rawValue: Int) { self.rawValue = rawValue }

    package static let optional = ParameterFlags(rawValue: 1)
    package static let hasDefault = ParameterFlags(rawValue: 2)
    /// A string with a length or characters to check.
    package static let constrained = ParameterFlags(rawValue: 4)
    /// A string that must be a host name (`"format": "hostName"`).
    package static let hostName = ParameterFlags(rawValue: 8)
    /// A list, read from a query key given once per item (`"list": true`).
    package static let list = ParameterFlags(rawValue: 16)
    /// An int that may also be one of some keywords (`"keywords": […]`).
    package static let keywords = ParameterFlags(rawValue: 32)
  }

  /// The compiled table's header flags: the app's, and what the compiler found in the routes.
  package struct HeaderFlags: OptionSet {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let caseSensitive = HeaderFlags(rawValue: 1)
    /// Some route passes the query items it does not read on (`otherQuery`).
    package static let passesOtherQuery = HeaderFlags(rawValue: 2)
    package static let refusesDefaultPort = HeaderFlags(rawValue: 4)
  }
}
