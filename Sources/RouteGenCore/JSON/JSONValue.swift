/// A JSON value that remembers where it was written, so every later diagnostic can point at it.
public struct JSONNode: Sendable, Hashable {
  public enum Value: Sendable, Hashable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    /// Kept as written; converted by whoever knows which number type is wanted.
    case number(String)
    case bool(Bool)
    case null
  }

  public var value: Value
  public var location: SourceLocation

  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }

  /// The JSON type name used in "expected X, found Y" messages.
  public var typeName: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

/// One `"key": value` pair of an object, in the order written.
public struct JSONMember: Sendable, Hashable {
  public var key: String
  public var keyLocation: SourceLocation
  public var value: JSONNode
}
