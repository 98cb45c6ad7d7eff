import Foundation

extension RouteGen {
  /// A parameter's value as `_visit` reports it.
  public enum Value {
    case absent
    case route(Int)
    case text(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case uuid(UUID)
    case date(Date)
    case destination(any RouteGenRoute)
    case queryItems([RouteQueryItem])
    /// A list's items (an empty list is `absent`).
    case list([Value])
  }

  /// Where `_visit` writes a route's ordinal and values: `sink.route(.thread).text(id).int(page)`. Its calls are
  /// `@inline(never)`: inlined into every case of `_visit` they cost 1.6 ms of `-O` and 40 bytes of object a
  /// route (a fifth of a route's compile), for equality, hashing and metadata, which a parse never calls and a
  /// build only for a link it parses back.
  public struct Sink {
    let values: UnsafeMutablePointer<Value>
    let index: Int

    @usableFromInline func put(_ value: Value?) -> Sink {
      (values + index).initialize(to: value ?? .absent)
      return Sink(values: values, index: index &+ 1)
    }

    /// The route's ordinal (the generated file calls it as `route(.feed)`, by its `_RouteOrdinal` case).
    @inline(never) public func _route(_ ordinal: Int) -> Sink { put(.route(ordinal)) }
    @inline(never) public func text(_ value: String?) -> Sink { put(value.map(Value.text)) }
    @inline(never) public func int(_ value: Int?) -> Sink { put(value.map(Value.int)) }
    @inline(never) public func double(_ value: Double?) -> Sink { put(value.map(Value.double)) }
    @inline(never) public func bool(_ value: Bool?) -> Sink { put(value.map(Value.bool)) }
    @inline(never) public func uuid(_ value: UUID?) -> Sink { put(value.map(Value.uuid)) }
    @inline(never) public func date(_ value: Date?) -> Sink { put(value.map(Value.date)) }
    // The generic calls are inlinable, so that they are specialized where their value's type is known.
    @inlinable public func enumCase<Value: SpecEnum>(_ value: Value?) -> Sink {
      text(value?.rawValue)
    }
    @inlinable public func keywordInt<Value: KeywordInt>(_ value: Value?) -> Sink {
      put(value?._wire)
    }
    @inlinable public func destination<Route: RouteGenRoute>(_ value: Route?) -> Sink {
      put(value.map { .destination($0) })
    }
    /// A list: `report` reports each item as a value of its own (`sink.list(tags) { $0.text($1) }`).
    public func list<Item>(_ items: [Item], _ report: (Sink, Item) -> Sink) -> Sink {
      guard !items.isEmpty else { return put(nil) }
      let reported = withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { one in
        items.map { item in
          _ = report(Sink(values: one.baseAddress!, index: 0), item)
          return one.baseAddress!.move()
        }
      }
      return put(.list(reported))
    }
    @inline(never) public func otherQuery(_ items: [RouteQueryItem]) -> Sink {
      put(.queryItems(items))
    }
  }

  /// A value as written in URLs, before percent-encoding; nil when absent or impossible to write (a double
  /// that is not finite, a date outside the years 0000–9999).
  static func wire(_ value: Value, _ parameter: TableParameter) -> String? {
    switch value {
    case .absent, .route, .queryItems, .list: return nil
    case .text(let text): return text
    case .int(let number):
      // At least the parameter's digits, zero-padded after the sign, as `Link` writes it.
      let text = String(number.magnitude)
      let padding = String(repeating: "0", count: max(0, parameter.digits &- text.count))
      return (number < 0 ? "-" : "") + padding + text
    case .double(let number): return number.isFinite ? number.description : nil
    case .bool(let flag): return parameter.table.string(parameter.boolText(flag))
    case .uuid(let uuid): return uuid.uuidString.lowercased()
    case .date(let date): return milliseconds(date).map(formatDate)
    case .destination(let route): return route._destinationText
    }
  }

  /// Whether two reported values write the same link (dates to the millisecond, doubles by their bits).
  static func sameWire(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.absent, .absent): return true
    case (.queryItems(let a), .queryItems(let b)): return a == b
    case (.text(let a), .text(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)):
      return a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    case (.bool(let a), .bool(let b)): return a == b
    case (.uuid(let a), .uuid(let b)): return a == b
    case (.date(let a), .date(let b)):
      return milliseconds(a) == milliseconds(b) && (milliseconds(a) != nil || a == b)
    case (.destination(let a), .destination(let b)): return AnyHashable(a) == AnyHashable(b)
    case (.list(let a), .list(let b)): return a.count == b.count && zip(a, b).allSatisfy(sameWire)
    default: return false
    }
  }

  /// Hashes what `sameWire` compares.
  static func hashWire(_ value: Value, into hasher: inout Hasher) {
    switch value {
    case .absent, .route: hasher.combine(0)
    case .queryItems(let items): hasher.combine(items)
    case .text(let text): hasher.combine(text)
    case .int(let number): hasher.combine(number)
    case .double(let number):
      hasher.combine(number.isNaN ? Double.nan.bitPattern : number.bitPattern)
    case .bool(let flag): hasher.combine(flag)
    case .uuid(let uuid): hasher.combine(uuid)
    case .date(let date): hasher.combine(milliseconds(date) ?? Int(date.timeIntervalSince1970))
    case .destination(let route): hasher.combine(AnyHashable(route))
    case .list(let items):
      hasher.combine(items.count)
      for item in items { hashWire(item, into: &hasher) }
    }
  }
}
