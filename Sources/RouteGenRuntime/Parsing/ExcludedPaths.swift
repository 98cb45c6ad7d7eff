extension RouteGen {
  /// The paths the app's AASA file excludes (`aasa.exclude`): iOS never opens them in the app, and the parser
  /// refuses them too (`excludedPath`), since an app also reads links from its web views and from other apps.
  /// Apple's patterns: `*` takes any run of characters (`/` too), `?` one; a trailing slash is ignored, and a
  /// trailing `/*` also takes the path without it. Path and pattern are read as iOS matches them: escapes of
  /// unreserved characters decoded (`/%61ds` is `/ads`), letters compared ignoring case when the spec says so.
  struct ExcludedPaths {
    let table: Table

    /// Whether a pattern of the list excludes `path` (bytes of the URL, from its `/`).
    func exclude(_ bytes: UnsafePointer<UInt8>, _ path: Range<Int>) -> Bool {
      let list = table.excludedPaths
      let count = list.count
      guard count > 0 else { return false }
      let fold = !table.caseSensitive
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(path.count, 1)) { read in
        let text = Self.normalized(bytes, path, into: read.baseAddress!)
        for index in 0..<count {
          let pattern = list.text(index)
          let excludes = withUnsafeTemporaryAllocation(
            of: UInt8.self, capacity: max(pattern.count, 1)
          ) { buffer in
            let wanted = Self.normalized(
              table.texts, pattern.start..<pattern.start &+ pattern.count, into: buffer.baseAddress!
            )
            if Self.glob(wanted, text, fold: fold) { return true }
            // `/ads/*` takes `/ads` too.
            let end = wanted.count
            return end > 2 && wanted[end &- 1] == UInt8(ascii: "*")
              && wanted[end &- 2] == UInt8(ascii: "/")
              && Self.glob(UnsafeBufferPointer(rebasing: wanted[..<(end &- 2)]), text, fold: fold)
          }
          if excludes { return true }
        }
        return false
      }
    }

    /// A path (or a pattern) as iOS compares it: escapes of unreserved characters decoded, `/` when empty, and
    /// one trailing slash dropped. `into` has room for `range.count` bytes, or one.
    static func normalized(
      _ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, into buffer: UnsafeMutablePointer<UInt8>
    ) -> UnsafeBufferPointer<UInt8> {
      var length = 0
      var at = range.lowerBound
      while at < range.upperBound {
        var byte = bytes[at]
        if byte == UInt8(ascii: "%"), RouteGen.isEscape(bytes, at, range.upperBound),
          let high = RouteGen.hexValue(bytes[at &+ 1]), let low = RouteGen.hexValue(bytes[at &+ 2]),
          ByteSet.unreserved.contains(high << 4 | low)
        {
          byte = high << 4 | low
          at &+= 2
        }
        buffer[length] = byte
        length &+= 1
        at &+= 1
      }
      if length == 0 {
        buffer[0] = UInt8(ascii: "/")
        length = 1
      }
      if length > 1 && buffer[length &- 1] == UInt8(ascii: "/") { length &-= 1 }
      return UnsafeBufferPointer(start: buffer, count: length)
    }

    /// Apple's glob: `*` any run of bytes, `?` one; no escapes. Backtracks to the last `*` only, which is exact for
    /// these two wildcards.
    static func glob(
      _ pattern: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, fold: Bool
    ) -> Bool {
      func same(_ a: UInt8, _ b: UInt8) -> Bool {
        a == b || fold && a | 0x20 == b | 0x20 && (a | 0x20) &- UInt8(ascii: "a") < 26
      }
      var (p, t) = (0, 0)
      var star = -1
      var resume = 0
      while t < text.count {
        if p < pattern.count && pattern[p] == UInt8(ascii: "*") {
          (star, resume) = (p, t)
          p &+= 1
        } else if p < pattern.count
          && (pattern[p] == UInt8(ascii: "?") || same(pattern[p], text[t]))
        {
          p &+= 1
          t &+= 1
        } else if star >= 0 {
          resume &+= 1
          (p, t) = (star &+ 1, resume)
        } else {
          return false
        }
      }
      while p < pattern.count && pattern[p] == UInt8(ascii: "*") { p &+= 1 }
      return p == pattern.count
    }
  }
}
