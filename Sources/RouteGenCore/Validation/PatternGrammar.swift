import RouteGenRuntime

extension RouteGen {
  /// How a pattern and a set of characters are written: the validator reads a spec's patterns with it (and adds
  /// positioned diagnostics). Positions are byte offsets into the pattern's UTF-8.
  ///
  /// A pattern is a path (`/user/{userId}`, or a custom scheme's host and path, `user/{userId}`), then an
  /// optional `?query` of `key=value` items split by `&`, then an optional `#fragment`: literal text, or items as
  /// a query's. A piece (a path segment, a query value, a fragment) is literal text with at most one
  /// `{placeholder}`; a last segment `{name...}` takes the rest of the path.
  package enum PatternGrammar {
    /// Where a pattern's parts end: the path is `0..<pathEnd`; a query (after its `?`) is
    /// `pathEnd + 1..<queryEnd` when `hasQuery`; a fragment (after its `#`) is `queryEnd + 1..<count`.
    package struct Parts {
      package var pathEnd: Int
      package var queryEnd: Int
      package var count: Int

      package var hasQuery: Bool { queryEnd > pathEnd }
      package var query: Range<Int> { hasQuery ? pathEnd + 1..<queryEnd : queryEnd..<queryEnd }
      package var hasFragment: Bool { queryEnd < count }
      package var fragment: Range<Int> { hasFragment ? queryEnd + 1..<count : count..<count }
    }

    package static func parts<C: Collection<UInt8>>(_ bytes: C) -> Parts where C.Index == Int {
      let pathEnd = bytes.firstIndex { $0 == questionMark || $0 == hash } ?? bytes.count
      var queryEnd = pathEnd
      if pathEnd < bytes.count && bytes[pathEnd] == questionMark {
        queryEnd = bytes[pathEnd...].firstIndex(of: hash) ?? bytes.count
      }
      return Parts(pathEnd: pathEnd, queryEnd: queryEnd, count: bytes.count)
    }

    /// The ranges between `separator`s in `range` (a path's segments, a query's items), empty ones kept.
    package static func split<C: Collection<UInt8>>(
      _ bytes: C, _ range: Range<Int>, by separator: UInt8
    ) -> [Range<Int>] where C.Index == Int {
      var pieces: [Range<Int>] = []
      split(bytes, range, by: separator) { pieces.append($0) }
      return pieces
    }

    /// The same ranges, each given to `body` in order.
    package static func split<C: Collection<UInt8>>(
      _ bytes: C, _ range: Range<Int>, by separator: UInt8, _ body: (Range<Int>) -> Void
    ) where C.Index == Int {
      var start = range.lowerBound
      for index in range where bytes[index] == separator {
        body(start..<index)
        start = index + 1
      }
      body(start..<range.upperBound)
    }

    /// A piece's placeholder: the positions of its `{` and of the `}` after it; nil for literal text.
    package static func placeholder<C: Collection<UInt8>>(
      _ bytes: C, _ range: Range<Int>
    ) -> (open: Int, close: Int)? where C.Index == Int {
      guard let open = bytes[range].firstIndex(of: openBrace),
        let close = bytes[open..<range.upperBound].firstIndex(of: closeBrace)
      else { return nil }
      return (open, close)
    }

    /// Whether a path segment is a catch-all, `{name...}`.
    package static func isCatchAll<C: Collection<UInt8>>(_ bytes: C, _ range: Range<Int>) -> Bool
    where C.Index == Int {
      range.count >= 5 && bytes[range.lowerBound] == openBrace
        && bytes[range.upperBound - 1] == closeBrace
        && bytes[range.upperBound - 4..<range.upperBound - 1].allSatisfy { $0 == dot }
    }

    /// Where an item's key ends: its first `=` (nil: not an item).
    package static func keyEnd<C: Collection<UInt8>>(_ bytes: C, _ item: Range<Int>) -> Int?
    where C.Index == Int {
      bytes[item].firstIndex(of: equals)
    }

    /// Whether a fragment is written as items (`pack_id={packId}&pack_key={packKey}`): every piece between
    /// `&` is a key of literal text, `=` and a value.
    package static func isItems<C: Collection<UInt8>>(_ bytes: C, _ fragment: Range<Int>) -> Bool
    where C.Index == Int {
      var allItems = true
      split(bytes, fragment, by: ampersand) { item in
        guard let end = keyEnd(bytes, item), end > item.lowerBound,
          !bytes[item.lowerBound..<end].contains(where: { $0 == openBrace || $0 == closeBrace })
        else {
          allItems = false
          return
        }
      }
      return allItems
    }

    /// The Unicode scalars a set of characters allows, range by range (`body` gets each one's low and high
    /// scalar): `0-9a-f_`, where a `-` between two characters makes a range and a `-` first or last is itself.
    /// False when it is empty or a range is backwards.
    package static func characterRanges<Scalars: Sequence<UInt32>>(
      _ scalars: Scalars, _ body: (UInt32, UInt32) -> Void
    ) -> Bool {
      var iterator = scalars.makeIterator()
      var (first, second, third) = (iterator.next(), iterator.next(), iterator.next())
      guard first != nil else { return false }
      while let low = first {
        if second == UInt32(dash), let high = third {
          guard low <= high else { return false }
          body(low, high)
          (first, second, third) = (iterator.next(), iterator.next(), iterator.next())
        } else {
          body(low, low)
          (first, second, third) = (second, third, iterator.next())
        }
      }
      return true
    }

    package static let slash = UInt8(ascii: "/"), questionMark = UInt8(ascii: "?")
    package static let hash = UInt8(ascii: "#"), ampersand = UInt8(ascii: "&")
    package static let equals = UInt8(ascii: "="), openBrace = UInt8(ascii: "{")
    package static let closeBrace = UInt8(ascii: "}"), dot = UInt8(ascii: "."),
      dash = UInt8(ascii: "-")
  }
}
