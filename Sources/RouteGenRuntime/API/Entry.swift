import Foundation

extension RouteGen {
  /// What one parse collects beyond its slots, kept by its caller so that the parser holds nothing counted: the
  /// `route` parameters' values and the route type that parses them (nil inside one: a destination carries
  /// none; a metatype rather than a closure), and the checked items of list parameters.
  struct Collected {
    let routeType: (any RouteGenRoute.Type)?
    /// The environment the destinations are read as (the build's when nil).
    var environment: Int? = nil
    var destinations: [any RouteGenRoute]?
    /// Nil until a list has an item: a parse without one then has nothing to release.
    var listItems: [Slot]?
  }

  /// Parses a URL string with `table`, and hands the route that accepts it and its values to `make` (see
  /// `Parser.route`); returns why no route accepts it.
  @usableFromInline static func parse(
    _ string: String, _ routeTable: RouteTable, destinations: (any RouteGenRoute.Type)?,
    environment: Int? = nil, make: (Int, Values) -> Bool
  ) -> RouteParseError? {
    let table = Table(routeTable)
    /// Parses `bytes`, read as a browser reads them once (`rewritten`: already so).
    func parse(_ bytes: UnsafeBufferPointer<UInt8>, rewritten: Bool) -> RouteParseError? {
      guard let start = bytes.baseAddress else {
        return .malformedURL(reason: "it has no scheme")
      }
      var url = SplitURL(bytes: start, count: bytes.count, table: table)
      let failure = url.split()
      // A link typed or pasted as text is read as a browser reads it (`browserRewrite`: whitespace around it,
      // tabs and newlines dropped, what a URL cannot hold percent-encoded). A failure before the path may hide
      // such a byte further on: those that rewriting could change are checked.
      var mayBeRewritten = url.rewritten
      switch failure {
      case nil: break
      case .malformedURL, .urlTooLong, .portNotAllowed(""): mayBeRewritten = true
      // Rewritten, the text may be too long (it is checked first); each byte takes at most three.
      default: mayBeRewritten = mayBeRewritten || bytes.count &* 3 > url.table.maxURLLength
      }
      if mayBeRewritten && !rewritten, let length = browserRewrite(start, bytes.count, into: nil) {
        let maximum = url.table.maxURLLength
        guard length <= maximum else { return .urlTooLong(length: length, maximum: maximum) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(length, 1)) { copy in
          _ = browserRewrite(start, bytes.count, into: copy.baseAddress!)
          return parse(UnsafeBufferPointer(rebasing: copy[..<length]), rewritten: true)
        }
      }
      if let failure { return failure }
      var collected = Collected(routeType: destinations, environment: environment)
      return Parser.with(&url, collected: &collected) { $0.route(make) }
    }
    // In place when the string is stored as UTF-8 (native strings are), else from a copy.
    if let inPlace = string.utf8.withContiguousStorageIfAvailable({ parse($0, rewritten: false) }) {
      return inPlace
    }
    var copy = string
    return copy.withUTF8 { parse($0, rewritten: false) }
  }

  /// Writes a link of one form with `write`: the link (nil when `write` gave none), and how it is checked before it
  /// is given (`Link.check`).
  @usableFromInline static func link(
    _ routeTable: RouteTable, web: Bool, environment: Int = 0, writingDefaults: Bool = false,
    _ write: (inout Link) -> Bool
  ) -> (
    link: String?, check: Int
  ) {
    let table = Table(routeTable)
    // In 1 KB (what `withUnsafeTemporaryAllocation` always takes from the stack) for most links, and the text of
    // a number, a date or a UUID after it. Longer ones are written again with room for the longest.
    func attempt(capacity: Int) -> (link: String?, check: Int, overflowed: Bool) {
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity &+ Link.wireCapacity) {
        buffer in
        var link = Link(table: table, web: web, bytes: buffer.baseAddress!, capacity: capacity)
        (link.writesDefaults, link.environment) = (writingDefaults, environment)
        let text = write(&link) && !link.overflowed ? link.text : nil
        return (text, link.check, link.overflowed)
      }
    }
    let small = min(table.maxURLLength, 512)
    var written = attempt(capacity: small)
    if written.overflowed && small < table.maxURLLength {
      written = attempt(capacity: table.maxURLLength)
    }
    return (written.link, written.check)
  }

  /// Whether the parse pattern at `pattern` is the one that accepts `link`.
  @usableFromInline static func isMatched(_ link: String, by pattern: Int, _ routeTable: RouteTable)
    -> Bool
  {
    var link = link
    return link.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return false }
      var url = SplitURL(bytes: start, count: bytes.count, table: Table(routeTable))
      // A link a browser would read otherwise is left to `_parse`.
      guard url.split() == nil, !url.rewritten else { return false }
      var none = Collected(routeType: nil)
      return Parser.with(&url, collected: &none) { $0.match() && $0.matchedPattern == pattern }
    }
  }
}
