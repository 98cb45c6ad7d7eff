import RouteGenRuntime

/// A position in a spec file: 1-based line and column (columns count UTF-8 bytes, as compilers do).
public struct SourceLocation: Hashable, Sendable, Comparable {
  public var line: Int
  public var column: Int
  /// Byte offset from the start of the file; keeps diagnostics in file order.
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static let start = SourceLocation(line: 1, column: 1, offset: 0)

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.offset < rhs.offset
  }
}

/// One message about a spec, printed as `file:line:column: severity: message` so that Xcode and editors jump to it.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable, Comparable {
    case error, warning, note

    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .note: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  public var severity: Severity
  public var file: String
  public var location: SourceLocation
  public var message: String

  public init(_ severity: Severity, file: String, at location: SourceLocation, _ message: String) {
    self.severity = severity
    self.file = file
    self.location = location
    self.message = message
  }

  /// One line; control characters the spec or a URL carried (a NUL in a key) are written as `\0`, and other
  /// characters a terminal would act on or hide as `\u{1B}` (`RouteGen.LogText`, as error messages write them).
  public var description: String {
    "\(file):\(location.line):\(location.column): \(severity.rawValue): \(RouteGen.LogText.line(message, limit: .max))"
  }
}

/// Collects the diagnostics of one spec file, so that one run reports every problem, not just the first.
public struct DiagnosticLog: Sendable {
  public let file: String
  public private(set) var diagnostics: [Diagnostic] = []

  public init(file: String) {
    self.file = file
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  public mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(.error, file: file, at: location, message))
  }

  public mutating func warning(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(.warning, file: file, at: location, message))
  }

  public mutating func note(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(.note, file: file, at: location, message))
  }

  /// Diagnostics in file order; at one position errors come first. Stable, so output is deterministic.
  public var sorted: [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      if a.element.location != b.element.location { return a.element.location < b.element.location }
      if a.element.severity != b.element.severity { return a.element.severity < b.element.severity }
      return a.offset < b.offset
    }.map(\.element)
  }
}
