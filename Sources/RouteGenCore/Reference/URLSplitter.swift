import RouteGenRuntime

/// Splits a URL string into the parts routing needs, by RFC 3986's grammar, without Foundation.
///
/// The text is read as a browser reads a link typed or pasted as text (the WHATWG URL standard): see
/// `browserNormalized`. The generated parser reads the UTF-8 itself with these same rules.
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
    let url = browserNormalized(text)
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
    // User info first: whatever it holds.
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

  /// The text as a browser reads a link typed or pasted as text (the WHATWG URL standard), as the generated
  /// parser's `browserRewrite` writes it: without the C0 controls and spaces before and after it, without tabs
  /// and newlines, without an empty port's `:`, and with each byte a URL cannot hold in the path, the query or
  /// the fragment percent-encoded (a space, a control, non-ASCII, `"<>[\]^`{|}`, the fragment's `#`, a `%`
  /// without two hex digits after it): `a%20b c` becomes `a%20b%20c`, whose values are what a browser decodes.
  /// What `maxURLLength` limits, and what `ParseError`s quote.
  public static func browserNormalized(_ url: String) -> String {
    var bytes = Array(url.utf8)
    while let first = bytes.first, first <= 0x20 { bytes.removeFirst() }
    while let last = bytes.last, last <= 0x20 { bytes.removeLast() }
    bytes.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    // The path starts after `scheme://authority`: the bytes up to the first `/`, `?` or `#` after the `//`.
    let colon =
      bytes.firstIndex { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") } ?? bytes.count
    var pathStart = 0
    if bytes[colon...].starts(with: "://".utf8) {
      pathStart =
        bytes[(colon + 3)...].firstIndex { "/?#".utf8.contains($0) } ?? bytes.count
      if pathStart > colon + 3 && bytes[pathStart - 1] == UInt8(ascii: ":") {
        bytes.remove(at: pathStart - 1)
        pathStart -= 1
      }
    }
    var result = Array(bytes[..<pathStart])
    var part = 1  // the path, 2 the query, 3 the fragment
    for offset in pathStart..<bytes.count {
      let byte = bytes[offset]
      if part == 1 && byte == UInt8(ascii: "?") || part != 3 && byte == UInt8(ascii: "#") {
        part = byte == UInt8(ascii: "?") ? 2 : 3
        result.append(byte)
        continue
      }
      let isEscape =
        offset + 2 < bytes.count && PercentEncoding.hexValue(bytes[offset + 1]) != nil
        && PercentEncoding.hexValue(bytes[offset + 2]) != nil
      if mustBeEncoded(byte) || (part == 3 && byte == UInt8(ascii: "#"))
        || (byte == UInt8(ascii: "%") && !isEscape)
      {
        result += [
          UInt8(ascii: "%"), PercentEncoding.hexDigits[Int(byte >> 4)],
          PercentEncoding.hexDigits[Int(byte & 0x0F)],
        ]
      } else {
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Bytes a URL cannot hold in a path, query or fragment (the runtime's `mustBeEncoded`).
  static func mustBeEncoded(_ byte: UInt8) -> Bool {
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
