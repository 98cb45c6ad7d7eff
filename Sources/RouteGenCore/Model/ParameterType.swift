import RouteGenRuntime
import RouteGenTableCompiler

/// The type of a route parameter, with its constraints.
public indirect enum ParameterType: Sendable, Hashable {
  case string(StringConstraints)
  /// An integer, optionally also one of some keywords (Awful's page: a number, `last` or `unread`).
  case int(min: Int?, max: Int?, keywords: [String])
  case double(min: Double?, max: Double?)
  /// `true`/`false`, or the spellings the spec gives (`1`/`0`); the first of each is what builders write.
  case bool(BoolSpellings)
  case uuid
  /// An ISO 8601 date-time (`2025-08-25T19:00:00Z`), kept to the millisecond.
  case date
  case enumeration(EnumType)
  /// Another route of the same app, written as its web path (`/guest/events/…`) or as a full URL; Unveil's `next`
  /// (the spec's `"type": "route"`).
  case destination

  /// The kind, as the runtime and the records know it.
  package var kind: RouteGen.ParameterKind {
    switch self {
    case .string: .string
    case .int: .int
    case .double: .double
    case .bool: .bool
    case .uuid: .uuid
    case .date: .date
    case .enumeration: .enumeration
    case .destination: .destination
    }
  }

  /// The spec's word for it (`"enum"`, `"route"`).
  public var name: String { kind.word }

  /// How specific a placeholder of this type is, for precedence: typed values before free strings.
  var isTyped: Bool {
    if case .string = self { return false }
    return true
  }
}

public struct BoolSpellings: Sendable, Hashable {
  public var trueValues: [String]
  public var falseValues: [String]

  public static let standard = BoolSpellings(trueValues: ["true"], falseValues: ["false"])

  /// How builders write a value.
  public func text(_ flag: Bool) -> String { flag ? trueValues[0] : falseValues[0] }
}

public struct StringConstraints: Sendable, Hashable {
  public var minLength: Int?
  public var maxLength: Int?
  /// The allowed characters as written in the spec (`0-9`, `a-zA-Z0-9_.-`), nil for any.
  public var characters: CharacterSet?
  /// `"format": "hostName"`: letters, digits, `-` and `.`, two or more labels, none empty (`proxy.example.com`).
  public var isHostName = false

  /// Whether it limits a value at all (a length, the characters or a format).
  public var limitsValues: Bool {
    minLength != nil || maxLength != nil || characters != nil || isHostName
  }
}

/// A set of allowed Unicode scalars, written as single characters and `a-z` ranges.
public struct CharacterSet: Sendable, Hashable {
  public var source: String
  public var ranges: [ClosedRange<UInt32>]

  /// Parses `0-9a-f_` as the runtime reads a table's `characters` (`RouteGen.PatternGrammar.characterRanges`).
  public static func parse(_ source: String) -> CharacterSet? {
    var ranges: [ClosedRange<UInt32>] = []
    guard
      RouteGen.PatternGrammar.characterRanges(
        source.unicodeScalars.lazy.map(\.value), { ranges.append($0...$1) })
    else { return nil }
    return CharacterSet(source: source, ranges: ranges)
  }

  public func contains(_ scalar: Unicode.Scalar) -> Bool {
    ranges.contains { $0.contains(scalar.value) }
  }
}

public struct EnumType: Sendable, Hashable {
  public struct Value: Sendable, Hashable {
    public var caseName: String
    public var wire: String
    public var aliases: [String]
    public var doc: String?
  }

  /// The Swift type name of the nested enum (`Provider` for a parameter `provider`).
  public var typeName: String
  public var values: [Value]
}

/// A typed parameter value.
public indirect enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
  /// `text` cut to `limit` characters, its last one `…`, for messages that must stay a few lines long.
  static func cut(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : text.prefix(max(limit - 1, 0)) + "…"
  }

  case string(String)
  case int(Int)
  /// A keyword of an int-with-keywords parameter.
  case keyword(String)
  case double(Double)
  case bool(Bool)
  /// Lowercase canonical form.
  case uuid(String)
  case date(milliseconds: Int64)
  /// The enum case name.
  case enumCase(String)
  /// A `route` parameter's value: the route it names, with its values.
  case destination(RouteValue)
  /// The query items a route with `otherQuery` passes on, decoded, in URL order.
  case queryItems([QueryItemValue])
  /// The items of a list parameter, in URL order (never empty: an empty list is an absent value).
  case list([ParameterValue])

  /// As messages and `routegen match` write it: text in double quotes, escaped and cut as error messages write
  /// values (`RouteGen.LogText`), so that a printed value is one line a terminal shows as it is.
  public var description: String {
    switch self {
    case .string(let value): RouteGen.LogText.quoted(value, "\"")
    case .int(let value): "\(value)"
    case .keyword(let value): ".\(value)"
    case .double(let value): "\(value)"
    case .bool(let value): "\(value)"
    case .uuid(let value): value
    case .date(let milliseconds): ISODate.format(milliseconds: milliseconds)
    case .enumCase(let name): ".\(name)"
    case .destination(let route): route.description
    case .queryItems(let items):
      "["
        + items.map {
          RouteGen.LogText.line("\($0.name)=\($0.value)", limit: RouteGen.LogText.valueLength)
        }
        .joined(separator: "&") + "]"
    case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
    }
  }
}

public struct QueryItemValue: Sendable, Hashable {
  public var name: String
  public var value: String

  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// A route and its values, as a value (a `route` parameter, or what `routegen match` prints).
public struct RouteValue: Sendable, Hashable, CustomStringConvertible {
  public var name: String
  public var values: [String: ParameterValue]

  public init(name: String, values: [String: ParameterValue]) {
    self.name = name
    self.values = values
  }

  /// The query items of a route with `otherQuery` (none when the value does not say).
  public var otherQueryItems: [QueryItemValue] {
    if case .queryItems(let items)? = values[Route.otherQueryName] { return items }
    return []
  }

  public var description: String { description(valuesUpTo: .max) }

  /// The description with each value cut to `limit` characters (`…` at the end), for messages.
  public func description(valuesUpTo limit: Int) -> String {
    let arguments = values.sorted { $0.key < $1.key }.map {
      "\($0.key): \(ParameterValue.cut($0.value.description, to: limit))"
    }
    return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
  }
}
