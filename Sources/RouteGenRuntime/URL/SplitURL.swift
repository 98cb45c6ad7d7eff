import Foundation

extension RouteGen {
  /// A URL's bytes and where its parts are. Read-only once split, so that the matcher's calls share it (a method
  /// of a large struct that the caller may change is called on a copy).
  struct SplitURL {
    // The `Bool`s and optionals last: packed between the others, they left fields at odd offsets, and the parts
    // were made in a temporary and copied over field by field (16 more instructions a parse).
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let table: Table
    /// The custom-scheme host: the first path segment, when it is not empty.
    var host = 0..<0
    /// The host lists (a bit each) a web host is on: by name, and by a wildcard (whose label is `hostLabel`).
    var hostGroups = 0
    var wildcardGroups = 0
    var hostLabel = 0..<0
    var path = 0..<0
    var slashes = 0
    var ampersands = 0
    var query: Range<Int>?
    var fragment: Range<Int>?
    var isWeb = false
    /// Whether some text needs decoding: it has a `%`, or its query or fragment a `+` (a space in items).
    var hasPercent = false
    var hasPlus = false
    /// Whether an escape spells a byte over 0x7F: only then can the decoded text fail to be UTF-8.
    var hasHighEscape = false
    /// Whether a browser would read the path, the query or the fragment otherwise (`browserRewrite`): a byte a URL
    /// cannot hold there, or a `%` without two hex digits.
    var rewritten = false

    var source: Source {
      Source(bytes: bytes, table: table, hasPercent: hasPercent, hasPlus: hasPlus)
    }

    init(bytes: UnsafePointer<UInt8>, count: Int, table: Table) {
      (self.bytes, self.count, self.table) = (bytes, count, table)
    }

    func text(_ range: Range<Int>) -> String {
      String(
        decoding: UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count),
        as: UTF8.self)
    }
    func lowercasedText(_ range: Range<Int>) -> String { RouteGen.lowercasedText(bytes, range) }

    /// Whether the raw bytes of `range` are one of the list's texts, ignoring ASCII case.
    @inline(__always) func isListed(_ range: Range<Int>, in list: TextList) -> Bool {
      for index in 0..<list.count {
        let text = list.text(index)
        if text.count == range.count
          && compareRaw(bytes, range.lowerBound, range.upperBound, fold: true, table, text) == 0
        {
          return true
        }
      }
      return false
    }

    @inline(__always) func hasPrefix(_ text: TableText) -> Bool {
      text.count > 0 && count >= text.count
        && compareRaw(bytes, 0, text.count, fold: false, table, text) == 0
    }

    /// Checks the scheme before the colon at `colon` and the `//` after it.
    func checkScheme(_ colon: Int) -> RouteParseError? {
      guard colon < count else { return .malformedURL(reason: "it has no scheme") }
      let scheme = 0..<colon
      for index in scheme {
        let byte = bytes[index]
        if lowercased(byte) &- UInt8(ascii: "a") < 26 { continue }
        let symbol =
          byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        if index > 0 && (isDigit(byte) || symbol) { continue }
        return .malformedURL(reason: "'\(text(scheme))' is not a valid scheme")
      }
      if colon == 0 { return .malformedURL(reason: "'' is not a valid scheme") }
      guard colon &+ 2 < count, bytes[colon &+ 1] == UInt8(ascii: "/"),
        bytes[colon &+ 2] == UInt8(ascii: "/")
      else { return .malformedURL(reason: "expected '//' after '\(text(scheme)):'") }
      return nil
    }

    /// Finds the scheme and authority, checks them, and picks the form; then the rest of the URL.
    mutating func split() -> RouteParseError? {
      // (A text a browser would read otherwise is counted as it reads it, by `_parse`.)
      if count > table.maxURLLength {
        return .urlTooLong(length: count, maximum: table.maxURLLength)
      }
      // Most links start with the canonical `https://domain` or `scheme://`: no lists to search then.
      let webBase = table.webBase
      if table.baseHostGroups != 0 && hasPrefix(webBase)
        && (count == webBase.count || bytes[webBase.count] == UInt8(ascii: "/")
          || bytes[webBase.count] == UInt8(ascii: "?") || bytes[webBase.count] == UInt8(ascii: "#"))
      {
        isWeb = true
        hostGroups = table.baseHostGroups
        return splitRest(from: webBase.count)
      }
      let isCanonicalScheme = hasPrefix(table.schemeBase)
      var colon = table.schemeBase.count &- 3
      if !isCanonicalScheme {
        colon = 0
        while colon < count && bytes[colon] != UInt8(ascii: ":") { colon &+= 1 }
        if let failure = checkScheme(colon) { return failure }
      }
      let scheme = 0..<colon
      // The authority: up to the first `/`, `?` or `#`.
      var index = colon &+ 3
      var userInfo = false
      var portColon = -1
      var bad = -1
      while index < count {
        let byte = bytes[index]
        if byte > UInt8(ascii: "@") && byte != 0x7F {
          index &+= 1
          continue
        }
        if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
          break
        }
        if byte == UInt8(ascii: "@") { userInfo = true }
        if byte == UInt8(ascii: ":") { portColon = index }
        if bad < 0 && (byte <= 0x20 || byte == 0x7F) { bad = index }
        index &+= 1
      }
      var authority = (colon &+ 3)..<index
      // In an IP literal (`[::1]`) the colons are the address's: only one after the `]` starts a port.
      if portColon >= 0 && bytes[authority.lowerBound] == UInt8(ascii: "[") {
        var bracket = index &- 1
        while bracket > authority.lowerBound && bytes[bracket] != UInt8(ascii: "]") {
          bracket &-= 1
        }
        if portColon < bracket { portColon = -1 }
      }
      // User info first: Foundation percent-encodes what it cannot hold there, so that `init(url:)` agrees.
      if userInfo { return .userInfoNotAllowed }
      if bad >= 0 {
        return .malformedURL(
          reason: bytes[bad] == 0x20 ? "it contains a space" : "it contains a control character")
      }
      if portColon >= 0 {
        // The scheme's default port names no other server (`https://host:443/` is `https://host/`).
        let port = (portColon &+ 1)..<index
        guard isDefaultPort(port, of: scheme) && !table.refusesDefaultPort else {
          return .portNotAllowed(text(port))
        }
        authority = authority.lowerBound..<portColon
      }
      if isCanonicalScheme {
        host = authority
      } else if table[table.hosts] > 0 && isListed(scheme, in: table.webSchemes) {
        guard findHost(authority) else { return .unsupportedHost(lowercasedText(authority)) }
        isWeb = true
      } else if isListed(scheme, in: table.customSchemes) {
        host = authority
      } else {
        return .unsupportedScheme(lowercasedText(scheme))
      }
      return splitRest(from: index)
    }

    /// Whether `port` is the default port of a web `scheme`: 443 of `https`, 80 of `http`.
    func isDefaultPort(_ port: Range<Int>, of scheme: Range<Int>) -> Bool {
      func spells(_ range: Range<Int>, _ text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount
          && (0..<range.count).allSatisfy {
            lowercased(bytes[range.lowerBound &+ $0]) == text.utf8Start[$0]
          }
      }
      return spells(scheme, "https") && spells(port, "443")
        || spells(scheme, "http") && spells(port, "80")
    }

    /// Finds the host lists a web host is on; false when it is on none. As iOS picks the longest entry that takes
    /// a host: a host listed by name is on its lists only; else the wildcards with the longest suffix under which
    /// it is (`*.` takes every subdomain), those of one label only when it has one label there.
    mutating func findHost(_ authority: Range<Int>) -> Bool {
      let list = table.hosts
      var longest = 0
      for index in 0..<table[list] {
        let entry = list &+ 1 &+ HostSlot.size.rawValue &* index
        var text = table.text(entry, HostSlot.text)
        // A wildcard is its `.suffix` (`..suffix` when its value spans labels).
        if table.texts[text.start] == UInt8(ascii: ".") {
          let spansLabels = text.count > 1 && table.texts[text.start &+ 1] == UInt8(ascii: ".")
          if spansLabels { text = TableText(start: text.start &+ 1, count: text.count &- 1) }
          guard authority.count > text.count, text.count >= longest,
            compareRaw(
              bytes, authority.upperBound &- text.count, authority.upperBound, fold: true, table,
              text) == 0
          else { continue }
          if text.count > longest { (longest, wildcardGroups) = (text.count, 0) }
          let label = authority.lowerBound..<(authority.upperBound &- text.count)
          if spansLabels || !label.contains(where: { bytes[$0] == UInt8(ascii: ".") }) {
            wildcardGroups |= table[entry, HostSlot.groups]
            hostLabel = label
          }
        } else if text.count == authority.count
          && compareRaw(bytes, authority.lowerBound, authority.upperBound, fold: true, table, text)
            == 0
        {
          hostGroups |= table[entry, HostSlot.groups]
        }
      }
      if hostGroups != 0 { wildcardGroups = 0 }
      return hostGroups | wildcardGroups != 0
    }

    /// The path, the query and the fragment, counting what the matcher's tables need; then the escapes.
    mutating func splitRest(from start: Int) -> RouteParseError? {
      let kinds = byteKinds.utf8Start
      // What marks the path (`/ % ? #`), then the query (`& % + #`); see `byteKinds`.
      var marks: UInt8 = 2
      var index = start
      var end = count
      scan: while index < count {
        let byte = bytes[index]
        let kind = kinds[Int(byte)]
        index &+= 1
        if kind & (marks | 1) == 0 { continue }
        guard kind & marks != 0 else {
          rewritten = true
          continue
        }
        switch byte {
        case UInt8(ascii: "/"): slashes &+= 1
        case UInt8(ascii: "%"): noteEscape(at: index &- 1)
        case UInt8(ascii: "&"): ampersands &+= 1
        case UInt8(ascii: "+"): hasPlus = true
        case UInt8(ascii: "?"):
          (path, query, marks) = (start..<(index &- 1), index..<index, 4)
        default:
          (end, fragment) = (index &- 1, index..<count)
          break scan
        }
      }
      if let query { self.query = query.lowerBound..<end } else { path = start..<end }
      // The host is not rewritten (a browser refuses what it cannot hold there).
      let wasRewritten = rewritten
      for index in host where bytes[index] == UInt8(ascii: "%") { noteEscape(at: index) }
      rewritten = wasRewritten
      for index in fragment ?? 0..<0 {
        let byte = bytes[index]
        if byte == UInt8(ascii: "%") {
          noteEscape(at: index)
        } else if byte == UInt8(ascii: "+") {
          // A space in a fragment of items, read as a query is.
          hasPlus = true
        } else if byte == UInt8(ascii: "#") || mustBeEncoded(byte) {
          rewritten = true
        }
      }
      return hasHighEscape ? checkEscapes() : nil
    }

    /// A `%` at `index`: the text needs decoding, and its UTF-8 checking when the escape spells a byte over 0x7F;
    /// without two hex digits after it, a browser reads its part otherwise (`browserRewrite`).
    mutating func noteEscape(at index: Int) {
      hasPercent = true
      if !isEscape(bytes, index, count) { rewritten = true }
      if index &+ 2 < count, let high = hexValue(bytes[index &+ 1]), high >= 8,
        hexValue(bytes[index &+ 2]) != nil
      {
        hasHighEscape = true
      }
    }

    /// Every escape must spell UTF-8: in the segments, then in each query key and value, then in the fragment.
    func checkEscapes() -> RouteParseError? {
      var invalid: Range<Int>?
      func check(_ piece: Range<Int>) {
        if invalid == nil && !isValidUTF8(bytes, piece.lowerBound, piece.upperBound) {
          invalid = piece
        }
      }
      if !host.isEmpty { check(host) }
      forEachSegment(check)
      if let query {
        source.forEachQueryItem(query) {
          check($0)
          check($1)
        }
      }
      if let fragment { check(fragment) }
      return invalid.map { .invalidPercentEncoding(text($0)) }
    }

    /// The path's segments: `/a/b/` is a and b; `/` and nothing are none; `//` is one empty segment.
    func forEachSegment(_ body: (Range<Int>) -> Void) {
      guard path.count > 1 else { return }
      var start = path.lowerBound &+ 1
      var index = start
      while index < path.upperBound {
        if bytes[index] == UInt8(ascii: "/") {
          body(start..<index)
          start = index &+ 1
        }
        index &+= 1
      }
      if start < path.upperBound { body(start..<path.upperBound) }
    }

    /// The path as the URL writes it (the custom-scheme host first), for `noRoute`.
    var displayPath: String {
      if isWeb { return path.isEmpty ? "/" : text(path) }
      var end = path.upperBound
      if end > path.lowerBound, bytes[end &- 1] == UInt8(ascii: "/") { end &-= 1 }
      // The host follows `://`: its text from the last `/` of those is the `/host/path` this returns.
      let start = host.isEmpty ? path.lowerBound : host.lowerBound &- 1
      return start == end ? "/" : text(start..<end)
    }
  }

}
