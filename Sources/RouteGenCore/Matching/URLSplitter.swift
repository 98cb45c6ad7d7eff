import RouteGenRuntime

/// Splits a URL string into the parts routing needs, by RFC 3986's grammar, without Foundation.
///
/// The text is read as Foundation's `URL(string:)` rewrites it (on Linux, and on Apple platforms since iOS 17 and
/// macOS 14), so that `init(string:)` and `init(url:)` agree: see `foundationNormalized`. The generated parser
/// reads the UTF-8 itself with these same rules.
public struct URLParts: Sendable, Hashable {
  public var scheme: String
  /// Web hosts lowercased; a custom-scheme host as written (it is the first path segment). Empty for `app:///path`.
  public var host: String
  /// Raw (still percent-encoded) path segments, without the trailing empty one of a trailing slash.
  public var rawSegments: [Substring]
  /// The raw path, for messages.
  public var path: Substring
  public var rawQuery: Substring?
  public var rawFragment: Substring?

  /// Splits `url`; `isCustomScheme` tells whether a (lowercased) scheme is one of the app's custom schemes,
  /// whose host is the first path segment and keeps its case.
  /// `refusingDefaultPort` refuses `:443` and `:80` too (`refuseDefaultPort` in the spec).
  public static func split(_ text: String, maximumLength: Int, refusingDefaultPort: Bool = false)
    -> Result<URLParts, RouteParseError>
  {
    let url = foundationNormalized(text)
    let utf8 = url.utf8
    let length = utf8.count
    if length > maximumLength {
      return .failure(.urlTooLong(length: length, maximum: maximumLength))
    }
    // Bytes, not characters: URL syntax is ASCII, and a combining mark after `/` must not hide the `/`.
    guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else {
      return .failure(.malformedURL(reason: "it has no scheme"))
    }
    let scheme = url[..<colon]
    guard let first = scheme.utf8.first, first.isASCIILetter,
      scheme.utf8.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || "+-.".utf8.contains($0) })
    else { return .failure(.malformedURL(reason: "'\(scheme)' is not a valid scheme")) }
    var rest = url[utf8.index(after: colon)...]
    guard rest.utf8.starts(with: "//".utf8) else {
      return .failure(.malformedURL(reason: "expected '//' after '\(scheme):'"))
    }
    rest = rest[rest.utf8.index(rest.startIndex, offsetBy: 2)...]

    let authorityEnd = rest.utf8.firstIndex { "/?#".utf8.contains($0) } ?? rest.endIndex
    var authority = rest[..<authorityEnd]
    rest = rest[authorityEnd...]
    // User info first: Foundation percent-encodes what it cannot hold there, so that `init(url:)` agrees.
    if authority.utf8.contains(UInt8(ascii: "@")) { return .failure(.userInfoNotAllowed) }
    if let bad = authority.utf8.first(where: { $0 <= 0x20 || $0 == 0x7F }) {
      return .failure(
        .malformedURL(
          reason: bad == 0x20 ? "it contains a space" : "it contains a control character"))
    }
    // A ':' in the authority introduces a port, except inside an IP literal (`[::1]`, then a host the app
    // does not have).
    let address =
      authority.utf8.first == UInt8(ascii: "[")
      ? authority.utf8.lastIndex(of: UInt8(ascii: "]")) : nil
    if let portColon = authority.utf8.lastIndex(of: UInt8(ascii: ":")),
      address.map({ portColon > $0 }) ?? true
    {
      // The scheme's default port names no other server (`https://host:443/` is `https://host/`).
      let port = String(authority[authority.utf8.index(after: portColon)...])
      let defaultPort = ["https": "443", "http": "80"][
        Literal.folded(String(scheme), caseSensitive: false)]
      guard port == defaultPort, !refusingDefaultPort else {
        return .failure(.portNotAllowed(port))
      }
      authority = authority[..<portColon]
    }

    var fragment: Substring?
    if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
      fragment = rest[rest.utf8.index(after: hash)...]
      rest = rest[..<hash]
    }
    var query: Substring?
    if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
      query = rest[rest.utf8.index(after: question)...]
      rest = rest[..<question]
    }
    let path = rest
    var segments: [Substring] = []
    if !path.isEmpty && path.utf8.elementsEqual("/".utf8) == false {
      segments = path[path.utf8.index(after: path.startIndex)...].pieces(
        separatedBy: "/", omittingEmpty: false)
      if segments.count > 1, segments.last?.isEmpty == true { segments.removeLast() }
    }
    return .success(
      URLParts(
        scheme: Literal.folded(String(scheme), caseSensitive: false), host: String(authority),
        rawSegments: segments, path: path, rawQuery: query, rawFragment: fragment))
  }

  /// The text as Foundation's `URL(string:)` writes it. Each of the path, the query and the fragment that holds a
  /// byte a URL cannot hold (a space, a control, non-ASCII, `"<>[\]^`{|}`), a `%` without two hex digits after
  /// it, or (the fragment) a `#`, is percent-encoded whole, its `%`s included: `a%20b c` becomes `a%2520b%20c`.
  /// So is the zone ID of an IP literal (from its first `%`: `[::1%25en0]`) but its unreserved bytes, unless it
  /// starts `%25` and holds only escapes and unreserved bytes. When it rewrites a part, Foundation also drops an
  /// empty port's `:`. Otherwise the text is kept as it is.
  /// What `maxURLLength` limits, and what `ParseError`s quote. (Text that is no URL, without a scheme or with
  /// controls in its host, Foundation rewrites in other ways; both refuse it, possibly for different reasons.)
  public static func foundationNormalized(_ url: String) -> String {
    let bytes = Array(url.utf8)
    // The scheme, the authority, then the path, the query and the fragment (each after its `?` or `#`).
    var schemeEnd = 0
    if let first = bytes.first, first.isASCIILetter {
      var end = 1
      while end < bytes.count,
        bytes[end].isASCIILetter || bytes[end].isASCIIDigit || "+-.".utf8.contains(bytes[end])
      { end += 1 }
      if end < bytes.count && bytes[end] == UInt8(ascii: ":") { schemeEnd = end + 1 }
    }
    var authorityEnd = schemeEnd
    if bytes[schemeEnd...].starts(with: "//".utf8) {
      authorityEnd += 2
      while authorityEnd < bytes.count && !"/?#".utf8.contains(bytes[authorityEnd]) {
        authorityEnd += 1
      }
    }
    let queryStart =
      bytes[authorityEnd...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
      ?? bytes.count
    let fragmentStart = bytes[queryStart...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
    let hasQuery = queryStart < bytes.count && bytes[queryStart] == UInt8(ascii: "?")
    let hasFragment = fragmentStart < bytes.count
    let parts: [(start: Int, end: Int, isFragment: Bool)] = [
      (authorityEnd, queryStart, false),
      (hasQuery ? queryStart + 1 : queryStart, fragmentStart, false),
      (hasFragment ? fragmentStart + 1 : fragmentStart, bytes.count, true),
    ]
    func isRewritten(_ part: (start: Int, end: Int, isFragment: Bool)) -> Bool {
      (part.start..<part.end).contains { offset in
        let byte = bytes[offset]
        if foundationEscapes(byte) || (part.isFragment && byte == UInt8(ascii: "#")) { return true }
        return byte == UInt8(ascii: "%")
          && !(offset + 2 < part.end
            && PercentEncoding.hexValue(bytes[offset + 1]) != nil
            && PercentEncoding.hexValue(bytes[offset + 2]) != nil)
      }
    }
    let rewritten = parts.map(isRewritten)
    // The zone ID of an IP literal (`[fe80::1%25en0]`, after any user info, refused anyway): from the literal's
    // first `%` to its `]`. Kept when it starts `%25` and holds only escapes and unreserved bytes.
    var zone = bytes[authorityEnd..<authorityEnd]
    if authorityEnd > schemeEnd {
      let hostStart =
        bytes[(schemeEnd + 2)..<authorityEnd].lastIndex(of: UInt8(ascii: "@")).map { $0 + 1 }
        ?? schemeEnd + 2
      if hostStart < authorityEnd && bytes[hostStart] == UInt8(ascii: "[") {
        let literal = bytes[
          hostStart..<(bytes[hostStart..<authorityEnd].firstIndex(of: UInt8(ascii: "]"))
            ?? authorityEnd)]
        zone = literal[(literal.firstIndex(of: UInt8(ascii: "%")) ?? literal.endIndex)...]
      }
    }
    var zoneIsValid = zone.dropFirst().starts(with: "25".utf8)
    var offset = zone.startIndex
    while zoneIsValid && offset < zone.endIndex {
      if bytes[offset] == UInt8(ascii: "%") {
        zoneIsValid =
          offset + 2 < zone.endIndex && PercentEncoding.hexValue(bytes[offset + 1]) != nil
          && PercentEncoding.hexValue(bytes[offset + 2]) != nil
        offset += 3
      } else {
        zoneIsValid = PercentEncoding.isUnreserved(bytes[offset])
        offset += 1
      }
    }
    let zoneRewritten = !zone.isEmpty && !zoneIsValid
    guard zoneRewritten || rewritten.contains(true) else { return url }
    func escaped(_ byte: UInt8) -> [UInt8] {
      [
        UInt8(ascii: "%"), PercentEncoding.hexDigits[Int(byte >> 4)],
        PercentEncoding.hexDigits[Int(byte & 0x0F)],
      ]
    }
    var result = Array(bytes[..<schemeEnd])
    var authority = bytes[schemeEnd..<authorityEnd]
    if authority.count > 2 && authority.last == UInt8(ascii: ":") {
      authority = authority.dropLast()
    }
    for offset in authority.indices {
      let byte = bytes[offset]
      result +=
        zoneRewritten && zone.indices.contains(offset) && !PercentEncoding.isUnreserved(byte)
        ? escaped(byte) : [byte]
    }
    var previousEnd = authorityEnd
    for (part, isRewritten) in zip(parts, rewritten) {
      result += bytes[previousEnd..<part.start]
      for offset in part.start..<part.end {
        let byte = bytes[offset]
        let isEscaped =
          isRewritten
          && (foundationEscapes(byte) || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "#"))
        result += isEscaped ? escaped(byte) : [byte]
      }
      previousEnd = part.end
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Bytes Foundation percent-encodes wherever they appear in a path, query or fragment.
  static func foundationEscapes(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte >= 0x7F || "\"<>[\\]^`{|}".utf8.contains(byte)
  }
}

extension Substring {
  /// Splits at an ASCII separator byte, never at a `Character` (which may combine the separator with a mark).
  func pieces(separatedBy separator: Unicode.Scalar, omittingEmpty: Bool) -> [Substring] {
    let byte = UInt8(ascii: separator)
    var result: [Substring] = []
    var start = startIndex
    for index in utf8.indices where utf8[index] == byte {
      if !omittingEmpty || start < index { result.append(self[start..<index]) }
      start = utf8.index(after: index)
    }
    if !isEmpty, !omittingEmpty || start < endIndex { result.append(self[start...]) }
    return result
  }
}
