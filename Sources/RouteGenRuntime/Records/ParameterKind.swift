extension RouteGen {
  /// A parameter's type, as the spec, the records and the compiled table know it: the generator writes its word, the
  /// runtime reads it and checks values by it. Every switch over it is exhaustive, so that a new kind fails to
  /// compile wherever it needs handling (the writer, the record reader, the value check, the refusal, the spec's
  /// type list) instead of compiling and refusing every value.
  package enum ParameterKind: Int, CaseIterable, Sendable {
    case string, int, double, bool, uuid, date
    /// One of the spec's values (`"type": "enum"`).
    case enumeration
    /// Another route of the same app, as a web path or a whole link (`"type": "route"`).
    case destination

    /// The spec's and the records' word for it.
    package var word: String { spelling.description }

    /// The word as a `StaticString`, which the record reader compares in place.
    package var spelling: StaticString {
      switch self {
      case .string: "string"
      case .int: "int"
      case .double: "double"
      case .bool: "bool"
      case .uuid: "uuid"
      case .date: "date"
      case .enumeration: "enum"
      case .destination: "route"
      }
    }

    /// The kind the spec's word names.
    package init?(word: String) {
      guard let kind = Self.allCases.first(where: { $0.word == word }) else { return nil }
      self = kind
    }
  }

  /// Who may open a route, as its record says it and the compiled table keeps it.
  package enum RouteAccess: Int {
    case anyone
    case signedIn
    /// A signed-in user with a role (its text follows in the table).
    case role
    /// No one: the route is retired, kept so that its links are answered with its note.
    case retired
  }
}
