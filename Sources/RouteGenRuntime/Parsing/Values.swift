import Foundation

extension RouteGen {
  /// The checked values of a parsed URL, by parameter: what the parser hands to a route type's `_make`.
  public struct Values {
    let bytes: UnsafePointer<UInt8>
    let table: Table
    let slots: UnsafeMutablePointer<Slot>
    /// The `route` parameters' values, parsed when the URL was checked (by the caller's route type).
    let destinations: [any RouteGenRoute]
    /// The query items the matched route passes on (`otherQuery`); nil for none, which costs nothing to hand on.
    let otherItems: [RouteQueryItem]?
    /// The items of list parameters: slot `~index` of the accessors is `listItems[index]`.
    let listItems: UnsafePointer<Slot>?

    /// A parameter's slot, or a list item's (a negative slot, from `list`).
    @inline(__always) func value(_ slot: Int) -> Slot {
      slot >= 0 ? slots[slot] : listItems![~slot]
    }

    /// A list parameter's items, as slots that the other accessors read: `values.list(1).map(values.text)`.
    public func list(_ slot: Int) -> [Int] {
      let list = slots[slot]
      return list.source == Slot.list ? (list.start..<list.end).map { ~$0 } : []
    }

    public func has(_ slot: Int) -> Bool { value(slot).source != Slot.absent }
    public func otherQuery() -> [RouteQueryItem] { otherItems ?? [] }

    public func text(_ slot: Int) -> String {
      let value = value(slot)
      if value.source == Slot.inHost {
        return RouteGen.lowercasedText(bytes, value.start..<value.end)
      }
      return value.text(url: bytes, table).string
    }

    public func int(_ slot: Int) -> Int { value(slot).payload }
    public func double(_ slot: Int) -> Double {
      Double(bitPattern: UInt64(UInt(bitPattern: value(slot).payload)))
    }
    public func bool(_ slot: Int) -> Bool { value(slot).payload == 1 }
    public func date(_ slot: Int) -> Date {
      Date(timeIntervalSince1970: Double(value(slot).payload) / 1000)
    }
    /// Specialized in the module of `Value` (as the other generic accessors): unspecialized, `allCases` is looked
    /// up at run time.
    @inlinable public func enumCase<Value: SpecEnum>(_ slot: Int) -> Value {
      let cases = Value.allCases
      return cases[cases.index(cases.startIndex, offsetBy: position(slot))]
    }

    /// An enum value's position in its type's cases, or a keyword's in its keywords.
    public func position(_ slot: Int) -> Int { value(slot).payload }

    /// Whether an int-or-keyword value is a keyword.
    public func isKeyword(_ slot: Int) -> Bool { value(slot).payload2 == 1 }

    public func uuid(_ slot: Int) -> UUID {
      // The two halves' bytes, most significant first.
      let high = UInt64(UInt(bitPattern: value(slot).payload)).bigEndian
      let halves = (high, UInt64(UInt(bitPattern: value(slot).payload2)).bigEndian)
      return withUnsafeBytes(of: halves) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }

    @inlinable public func keywordInt<Value: KeywordInt>(_ slot: Int) -> Value {
      isKeyword(slot) ? Value._keywords[position(slot)] : Value.number(position(slot))
    }

    /// A `route` parameter's value.
    @inlinable public func destination<Route: RouteGenRoute>(_ slot: Int) -> Route {
      // Parsed by `Route._parse` itself.
      anyDestination(slot) as! Route
    }

    public func anyDestination(_ slot: Int) -> any RouteGenRoute {
      destinations[value(slot).payload]
    }

    public func optionalText(_ slot: Int) -> String? { has(slot) ? text(slot) : nil }
    public func optionalInt(_ slot: Int) -> Int? { has(slot) ? int(slot) : nil }
    public func optionalDouble(_ slot: Int) -> Double? { has(slot) ? double(slot) : nil }
    public func optionalBool(_ slot: Int) -> Bool? { has(slot) ? bool(slot) : nil }
    public func optionalUUID(_ slot: Int) -> UUID? { has(slot) ? uuid(slot) : nil }
    public func optionalDate(_ slot: Int) -> Date? { has(slot) ? date(slot) : nil }
    @inlinable public func optionalEnumCase<Value: SpecEnum>(_ slot: Int) -> Value? {
      has(slot) ? enumCase(slot) : nil
    }
    @inlinable public func optionalDestination<Route: RouteGenRoute>(_ slot: Int) -> Route? {
      has(slot) ? destination(slot) : nil
    }
    @inlinable public func optionalKeywordInt<Value: KeywordInt>(_ slot: Int) -> Value? {
      has(slot) ? keywordInt(slot) : nil
    }
  }
}
