import RouteGenRuntime

extension RouteGen.ParameterKind {
  /// The spec's and the records' word for it.
  package var word: String {
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
