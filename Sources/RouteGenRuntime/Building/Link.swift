import Foundation

extension RouteGen {
  /// A link as `_write` writes it, after the app's base (`https://nova.social/`, `novasocial://`): literal text as
  /// the spec spells it, and values checked as the parser checks them and percent-encoded only where their place
  /// requires it (`ByteSet`).
  /// Each call returns false when the link cannot be given: a value that cannot be written, or no room left.
  /// The calls the builders make are `@inline(never)`: inlined into every case of every builder they made a file's
  /// `-O` compile about 15% slower and its object 50 bytes a route bigger, for 4–6% fewer instructions a build.
  /// Only the test for an absent text, int or double is inlined: a link leaves most optional values out.
  public struct Link {
    let table: Table
    /// Whether this is the universal link (else the custom-scheme URL).
    public let web: Bool
    /// The link, `capacity` bytes; after it, `wireCapacity` for the text of a number, a date or a UUID.
    let bytes: UnsafeMutablePointer<UInt8>
    let capacity: Int
    var count = 0
    /// The query items written so far, and the fragment's items.
    var items = 0
    var fragmentItems = 0
    /// How the link is checked before it is given: 0 not, -1 parsed back, else the position of the parse
    /// pattern that must take it.
    var check = 0
    /// Whether the link did not fit in `capacity`.
    var overflowed = false
    /// The route whose parameters' limits the values given with a `slot` (a parameter's slot) must meet.
    @usableFromInline var route = -1
    /// Whether a value equal to its default is written too (the generated file calls it as
    /// `(!link.writesDefaults && page == 1 || link.int(page, .query("page=")))`): only when the link without it
    /// reads as another route.
    public internal(set) var writesDefaults = false
    /// The environment the link is written for, by its index (0: production): of each build's hosts the
    /// generated file passes (`link.base(_Hosts.host1)`), its own are written.
    public internal(set) var environment = 0

    init(table: Table, web: Bool, bytes: UnsafeMutablePointer<UInt8>, capacity: Int) {
      (self.table, self.web, self.bytes, self.capacity) = (table, web, bytes, capacity)
      let base = web ? table.webBase : table.schemeBase
      _ = append(table.texts + base.start, base.count) && (!web || append(UInt8(ascii: "/")))
    }

    var text: String {
      String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    var wire: UnsafeMutablePointer<UInt8> { bytes + capacity }
    /// Room for the longest: a UUID's 36 bytes.
    static let wireCapacity = 40

    /// Where a value goes: a path segment (the custom-scheme host when it is the first), the rest of the path
    /// (its first piece the custom-scheme host), a query item (`key=` and literal text around the value) or the
    /// fragment (literal text around it). An absent value leaves its query item or fragment out.
    public enum Place {
      case segment, host, rest, restHost
      case query(StaticString, StaticString = "")
      case fragment(StaticString = "", StaticString = "")
      /// An item of a fragment of items (`#pack_id=…&pack_key=…`): `key=` and literal text around the value.
      case fragmentItem(StaticString, StaticString = "")

      @usableFromInline var isOmissible: Bool {
        switch self {
        case .query, .fragment, .fragmentItem: true
        default: false
        }
      }

      var isHost: Bool {
        switch self {
        case .host, .restHost: true
        default: false
        }
      }
    }

    /// Literal text, as the spec spells it.
    @inline(never) public mutating func add(_ literal: StaticString) -> Bool {
      append(literal.utf8Start, literal.utf8CodeUnitCount)
    }

    /// A query item of literal text (`goto=lastpost`).
    @inline(never) public mutating func item(_ literal: StaticString) -> Bool {
      items &+= 1
      return append(items == 1 ? UInt8(ascii: "?") : UInt8(ascii: "&")) && add(literal)
    }

    /// An item of a fragment of items, of literal text (`#pack_id=…&v=2`): `#` before the first, `&` between.
    @inline(never) public mutating func fragmentItem(_ literal: StaticString) -> Bool {
      fragmentItems &+= 1
      return append(fragmentItems == 1 ? UInt8(ascii: "#") : UInt8(ascii: "&")) && add(literal)
    }

    /// A route on hosts of its own: its base (`https://apps.example.com/`) instead of the app's.
    @inline(never) public mutating func base(_ literal: StaticString) -> Bool {
      count = 0
      return add(literal)
    }

    /// Names the route whose parameters the values that follow with a `slot:` belong to (the generated
    /// file calls it as `route(.thread)`, by its index case).
    @inlinable public mutating func _route(_ ordinal: Int) -> Bool {
      route = ordinal
      return true
    }

    /// The link is given only if it parses back to the route.
    @inline(never) public mutating func verify() -> Bool {
      check = -1
      return true
    }

    /// The link is given only if the route's parse pattern at `pattern` (of this form) takes it: only a more
    /// specific pattern could (the generated file calls it as `verify(.search, pattern: 0)`).
    @inline(never) public mutating func _verify(ordinal: Int, pattern: Int) -> Bool {
      check = table.route(ordinal).patternPosition(web: web, pattern)
      return true
    }

    @inline(__always) public mutating func text(
      _ value: String?, _ place: Place, slot: Int? = nil
    ) -> Bool {
      guard let value else { return place.isOmissible }
      return appendText(value, place, slot: slot)
    }

    @inline(never) mutating func appendText(
      _ value: String, _ place: Place, slot: Int?
    ) -> Bool {
      var value = value
      return value.withUTF8 { text in
        guard let slot else { return put(text, place) }
        guard let (value, constraints) = constrained(text, slot) else { return false }
        if table.route(route).parameter(slot).isHostName && !value.isHostName { return false }
        // Letters and digits are written as they are in every place.
        if let fits = value.alphanumericFit(table, constraints) {
          return fits && put(text, place, verbatim: true)
        }
        return value.fitsScalarByScalar(table, constraints) && put(text, place)
      }
    }

    /// Whether a text meets the limits of a string parameter.
    func fits(_ text: UnsafeBufferPointer<UInt8>, _ slot: Int) -> Bool {
      guard let (value, constraints) = constrained(text, slot) else { return false }
      return value.fits(table, constraints)
    }

    /// A text as a value of the string parameter `slot` names, with that parameter's limits; nil without bytes.
    @inline(__always) func constrained(
      _ text: UnsafeBufferPointer<UInt8>, _ slot: Int
    ) -> (value: ValueText, constraints: Int)? {
      guard let start = text.baseAddress else { return nil }
      let value = ValueText(
        bytes: start, start: 0, end: text.count, plusIsSpace: false, decodes: false)
      return (value, table.route(route).parameter(slot).constraints)
    }

    @inline(__always) public mutating func int(
      _ value: Int?, _ place: Place, slot: Int? = nil
    ) -> Bool {
      guard let value else { return place.isOmissible }
      return appendInt(value, place, slot: slot)
    }

    @inline(never) mutating func appendInt(
      _ value: Int, _ place: Place, slot: Int?
    ) -> Bool {
      var digits = 0
      if let slot {
        let parameter = table.route(route).parameter(slot)
        guard parameter.allows(value) else { return false }
        digits = parameter.digits
      }
      return put(wireText(writeInt(value, digits: digits)), place, verbatim: true)
    }

    @inline(__always) public mutating func double(
      _ value: Double?, _ place: Place, slot: Int? = nil
    ) -> Bool {
      guard let value else { return place.isOmissible }
      return appendDouble(value, place, slot: slot)
    }

    @inline(never) mutating func appendDouble(
      _ value: Double, _ place: Place, slot: Int?
    ) -> Bool {
      guard value.isFinite else { return false }
      if let slot, !table.route(route).parameter(slot).allows(value) { return false }
      if let count = writeShortDecimal(value) { return put(wireText(count), place) }
      var text = value.description
      return text.withUTF8 { put($0, place) }
    }

    /// Writes a double into `wire` as `description` writes it, for the values links mostly carry (zero, and up to
    /// nine decimals from 0.001 to 1e15: coordinates, prices), without making a String; nil for the others.
    func writeShortDecimal(_ value: Double) -> Int? {
      let magnitude = value.magnitude
      var digits: UInt64 = 0
      var fractionDigits = 0
      if magnitude != 0 {
        guard magnitude >= 1e-3, magnitude < 1e15 else { return nil }
        // The fewest decimals whose digits read back as the value: the shortest text, `description`'s. Below
        // 2^50 the product is off by less than 1/8, so the nearest integer is the only candidate.
        var scale = 1.0
        while true {
          let product = magnitude * scale
          guard product < 0x1p50, fractionDigits <= 9 else { return nil }
          digits = UInt64(product + 0.5)
          if Double(digits) / scale == magnitude { break }
          scale *= 10
          fractionDigits &+= 1
        }
      }
      var length = 1
      var power: UInt64 = 10
      while power <= digits {
        length &+= 1
        power &*= 10
      }
      length = max(length, fractionDigits &+ 1)
      // `12.5`, `0.001`; a whole number as `40.0`.
      let negative = value.sign == .minus
      let count = (negative ? 1 : 0) &+ length &+ (fractionDigits == 0 ? 2 : 1)
      var at = count &- 1
      if fractionDigits == 0 {
        (wire[at], wire[at &- 1]) = (UInt8(ascii: "0"), UInt8(ascii: "."))
        at &-= 2
      }
      for index in 0..<length {
        if index == fractionDigits && index > 0 {
          wire[at] = UInt8(ascii: ".")
          at &-= 1
        }
        wire[at] = UInt8(ascii: "0") &+ UInt8(digits % 10)
        digits /= 10
        at &-= 1
      }
      if negative { wire[0] = UInt8(ascii: "-") }
      return count
    }

    /// A bool, written as the first of its spellings (`true`/`false`, or the spec's).
    @inline(never) public mutating func bool(
      _ value: Bool?, _ place: Place, _ yes: StaticString, _ no: StaticString
    )
      -> Bool
    {
      guard let value else { return place.isOmissible }
      let text = value ? yes : no
      return put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), place)
    }

    /// Lowercase hex in groups of 8-4-4-4-12 digits, as `uuidString.lowercased()` writes it.
    @inline(never) public mutating func uuid(_ value: UUID?, _ place: Place) -> Bool {
      guard let value else { return place.isOmissible }
      let wire = self.wire
      let count = withUnsafeBytes(of: value.uuid) { bytes in
        var count = 0
        for (index, byte) in bytes.enumerated() {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            wire[count] = UInt8(ascii: "-")
            count &+= 1
          }
          wire[count] = hexDigit(byte >> 4) | 0x20  // `| 0x20` lowercases A-F and keeps digits
          wire[count &+ 1] = hexDigit(byte & 15) | 0x20
          count &+= 2
        }
        return count
      }
      return put(wireText(count), place, verbatim: true)
    }

    /// ISO 8601 in UTC, to the millisecond; false outside the years 0000–9999.
    @inline(never) public mutating func date(_ value: Date?, _ place: Place) -> Bool {
      guard let value else { return place.isOmissible }
      guard let milliseconds = milliseconds(value) else { return false }
      return put(wireText(writeDate(milliseconds, into: wire)), place)
    }

    // The generic calls are inlinable, so that they are specialized where their value's type is known.
    @inlinable public mutating func enumCase<Value: SpecEnum>(_ value: Value?, _ place: Place)
      -> Bool
    {
      text(value?.rawValue, place)
    }

    @inlinable public mutating func keywordInt<Value: KeywordInt>(
      _ value: Value?, _ place: Place, slot: Int? = nil
    ) -> Bool {
      switch value?._wire {
      case .int(let number): return int(number, place, slot: slot)
      case .text(let keyword): return text(keyword, place)
      default: return place.isOmissible
      }
    }

    /// A list: `write` writes each item as a value of its own (its query item once per item); none for an empty
    /// list. The generated file calls it as `link.list(tags) { $0.text($1, .query("tag=")) }`.
    @inlinable public mutating func list<Item>(
      _ items: [Item], _ write: (inout Link, Item) -> Bool
    ) -> Bool {
      for item in items where !write(&self, item) { return false }
      return true
    }

    /// Another route, as its web path (its whole link on another host) or its custom-scheme link.
    @inlinable public mutating func destination<Route: RouteGenRoute>(
      _ value: Route?, _ place: Place
    )
      -> Bool
    {
      guard let value else { return place.isOmissible }
      guard let text = value._destinationText(environment: environment) else { return false }
      return self.text(text, place)
    }

    /// A universal link on a wildcard host whose first label is the value: `https://` + label + `.suffix/`
    /// (labels joined by `.` where it `spansLabels`); without a value, on the route's host without a label
    /// (`plain`, empty when it has none).
    @inline(never) public mutating func host(
      _ label: String?, _ suffix: StaticString, else plain: StaticString,
      slot: Int? = nil, spansLabels: Bool = false
    ) -> Bool {
      guard var label else { return plain.utf8CodeUnitCount > 0 && base(plain) }
      count = 0
      let scheme = table.webSchemes.text(0)
      return label.withUTF8 { text in
        guard let start = text.baseAddress,
          spansLabels
            ? areHostLabels(start, 0..<text.count, lowercase: true)
            : isHostLabel(start, 0..<text.count, lowercase: true),
          slot.map({ fits(text, $0) }) ?? true
        else { return false }
        return append(table.texts + scheme.start, scheme.count) && add("://")
          && append(start, text.count) && add(suffix)
      }
    }

    // A spec with environments: each build's hosts, production's first (`_Hosts.host0`); the link's
    // environment's are written.
    @inlinable public mutating func base(_ literals: [StaticString]) -> Bool {
      base(literals[environment])
    }

    @inlinable public mutating func host(
      _ label: String?, _ suffix: [StaticString], else plain: [StaticString],
      slot: Int? = nil, spansLabels: Bool = false
    ) -> Bool {
      host(
        label, suffix[environment], else: plain[environment], slot: slot, spansLabels: spansLabels)
    }

    @inlinable public mutating func host(
      _ label: String?, _ suffix: [StaticString], else plain: StaticString,
      slot: Int? = nil, spansLabels: Bool = false
    ) -> Bool {
      host(label, suffix[environment], else: plain, slot: slot, spansLabels: spansLabels)
    }

    /// The query items a route with `otherQuery` passes on, after those of its pattern.
    @inline(never) public mutating func otherQuery(_ others: [RouteQueryItem]) -> Bool {
      for other in others {
        var (name, value) = (other.name, other.value)
        guard item(""),
          name.withUTF8({ appendEncoded($0, .queryKey) }),
          append(UInt8(ascii: "=")),
          value.withUTF8({ appendEncoded($0, .queryValue) })
        else { return false }
      }
      return true
    }

    /// Writes an int's digits into `wire`, at least `minimum` of them (zero-padded after the sign); returns
    /// their count.
    func writeInt(_ number: Int, digits minimum: Int = 0) -> Int {
      var magnitude = number.magnitude
      var digits = 0
      repeat {
        digits &+= 1
        magnitude /= 10
      } while magnitude > 0
      digits = max(digits, minimum)
      let count = number < 0 ? digits &+ 1 : digits
      if number < 0 { wire[0] = UInt8(ascii: "-") }
      magnitude = number.magnitude
      for index in 0..<digits {
        wire[count &- 1 &- index] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
        magnitude /= 10
      }
      return count
    }

    /// The first `count` bytes of `wire`, where a value's text is written.
    func wireText(_ count: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(start: wire, count: count)
    }

    /// Writes a value's wire text in its place, percent-encoded for it unless it is `verbatim` (the digits of an
    /// int or a UUID: nothing to encode); false when the parser would not read it back: empty, a value the path
    /// refuses (`pathRefusal`: a backslash, an empty, `.` or `..` segment), the rest of the path ending with `/`,
    /// or a control character.
    mutating func put(_ text: UnsafeBufferPointer<UInt8>, _ place: Place, verbatim: Bool = false)
      -> Bool
    {
      guard let start = text.baseAddress, text.count > 0 else { return false }
      func value(_ kept: ByteSet, firstPieceIsHost: Bool = false, rest: Bool = false) -> Bool {
        verbatim
          ? append(start, text.count)
          : appendEncoded(text, kept, firstPieceIsHost: firstPieceIsHost, rest: rest)
      }
      var pieces = text.makeIterator()
      switch place {
      case .segment, .host:
        return (verbatim || pathRefusal(&pieces) == nil)
          && value(place.isHost ? .host : .pathSegment)
      case .rest, .restHost:
        guard pathRefusal(&pieces) == nil, text[text.count &- 1] != UInt8(ascii: "/") else {
          return false
        }
        return value(.pathSegment, firstPieceIsHost: place.isHost, rest: true)
      case .query(let head, let tail):
        return item(head) && value(.queryValue) && add(tail)
      case .fragment(let head, let tail):
        return append(UInt8(ascii: "#")) && add(head) && value(.fragment) && add(tail)
      case .fragmentItem(let head, let tail):
        return fragmentItem(head) && value(.queryValue) && add(tail)
      }
    }

    /// Appends bytes; false when the link would be longer than the maximum.
    mutating func append(_ bytes: UnsafePointer<UInt8>, _ byteCount: Int) -> Bool {
      guard byteCount <= capacity &- count else {
        overflowed = true
        return false
      }
      (self.bytes + count).update(from: bytes, count: byteCount)
      count &+= byteCount
      return true
    }

    mutating func append(_ byte: UInt8) -> Bool {
      guard count < capacity else {
        overflowed = true
        return false
      }
      bytes[count] = byte
      count &+= 1
      return true
    }

    /// Appends the wire text, percent-encoding every byte outside `kept` (in the rest of the path, `/` is kept
    /// between its segments, and its first piece is held to `ByteSet.host` when it is the custom-scheme host);
    /// false when it holds a control character or does not fit.
    mutating func appendEncoded(
      _ text: UnsafeBufferPointer<UInt8>, _ kept: ByteSet, firstPieceIsHost: Bool = false,
      rest: Bool = false
    ) -> Bool {
      guard let source = text.baseAddress else { return true }
      let wireCount = text.count
      /// Whether the byte at `index` is written as `%XX` (the host ends at the rest's first `/`).
      func escapes(_ index: Int, _ isHost: inout Bool) -> Bool {
        let byte = source[index]
        if rest && byte == UInt8(ascii: "/") {
          isHost = false
          return false
        }
        return !(isHost ? ByteSet.host : kept).contains(byte)
      }
      // Each byte takes at most three: count exactly only when that might not fit.
      if wireCount &* 3 > capacity &- count {
        var isHost = firstPieceIsHost
        let encoded = (0..<wireCount).reduce(0) { $0 &+ (escapes($1, &isHost) ? 3 : 1) }
        guard encoded <= capacity &- count else {
          overflowed = true
          return false
        }
      }
      var current = firstPieceIsHost ? ByteSet.host : kept
      var index = 0
      while index < wireCount {
        // Letters and digits eight at a time; else the next eight bytes one by one.
        if index &+ 8 <= wireCount && isAlphanumeric(source + index) {
          (bytes + count).update(from: source + index, count: 8)
          (count, index) = (count &+ 8, index &+ 8)
          continue
        }
        let end = min(index &+ 8, wireCount)
        for at in index..<end {
          let byte = source[at]
          if current.contains(byte) {
            bytes[count] = byte
            count &+= 1
          } else if rest && byte == UInt8(ascii: "/") {
            // The rest of the path keeps its slashes; a custom-scheme host ends at the first.
            current = kept
            bytes[count] = byte
            count &+= 1
          } else {
            // A value never holds a control character (C0, DEL, C1 is C2 80…C2 9F), which the parser refuses.
            if byte < 0x20 || byte == 0x7F || (byte < 0xA0 && at > 0 && source[at &- 1] == 0xC2) {
              return false
            }
            (bytes[count], bytes[count &+ 1], bytes[count &+ 2]) = (
              UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 15)
            )
            count &+= 3
          }
        }
        index = end
      }
      return true
    }
  }

}
