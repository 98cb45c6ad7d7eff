import RouteGenRuntime

/// A position in a spec file: 1-based line and column (columns count UTF-8 bytes, as compilers do).
public struct SourceLocation: Hashable, Sendable, Comparable {
  public var line: Int
  public var column: Int
  /// Byte offset from the start of the file; keeps diagnostics in file order.
  public var offset: Int
  /// The file of a spec with parts (`"include"`) this position is in: the spec's path, or a part's as the spec's
  /// path and the include join it; nil in a spec without parts.
  public var file: String?

  public init(line: Int, column: Int, offset: Int, file: String? = nil) {
    self.line = line
    self.column = column
    self.offset = offset
    self.file = file
  }

  public static let start = SourceLocation(line: 1, column: 1, offset: 0)

  /// Within one file, by position. (`DiagnosticLog.sorted` puts the spec's own file before its parts.)
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.offset < rhs.offset
  }

  /// How a message points at another place of the spec: `line 12`, or `Features/Cart.routes-part.json, line 12`
  /// when it is in a part.
  public var place: String {
    file.map { "\($0), line \(line)" } ?? "line \(line)"
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
  /// The spec's parts, in the order it includes them: the order their diagnostics are listed in.
  public var parts: [String] = []
  public private(set) var diagnostics: [Diagnostic] = []

  public init(file: String) {
    self.file = file
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  var errorCount: Int { diagnostics.count { $0.severity == .error } }

  public mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(.error, file: location.file ?? file, at: location, message))
  }

  public mutating func warning(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(.warning, file: location.file ?? file, at: location, message))
  }

  public mutating func note(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(.note, file: location.file ?? file, at: location, message))
  }

  /// Adds diagnostics made elsewhere (a part's reading), as they are.
  public mutating func append(contentsOf others: [Diagnostic]) {
    diagnostics += others
  }

  /// Diagnostics in file order, the spec's own file first and its parts in the order it includes them; at one
  /// position errors come first. Stable, so output is deterministic.
  public var sorted: [Diagnostic] {
    var fileRanks: [String: Int] = [file: 0]
    for part in parts where fileRanks[part] == nil { fileRanks[part] = fileRanks.count }
    for diagnostic in diagnostics where fileRanks[diagnostic.file] == nil {
      fileRanks[diagnostic.file] = fileRanks.count
    }
    return diagnostics.enumerated().sorted { a, b in
      if a.element.file != b.element.file {
        return fileRanks[a.element.file]! < fileRanks[b.element.file]!
      }
      if a.element.location != b.element.location { return a.element.location < b.element.location }
      if a.element.severity != b.element.severity { return a.element.severity < b.element.severity }
      return a.offset < b.offset
    }.map(\.element)
  }
}
