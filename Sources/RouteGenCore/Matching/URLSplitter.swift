/// Splits a URL string into the parts routing needs, by RFC 3986's grammar, without Foundation.
///
/// The text is read as Foundation's `URL(string:)` reads it (on Linux, and on Apple platforms since iOS 17 and
/// macOS 14): bytes a URL cannot hold (spaces, controls, non-ASCII, `"<>[\]^`{|}`, a `%` without two hex digits
/// after it, a second `#`) count as if percent-encoded, so that `init(string:)` and `init(url:)` agree. The
/// generated parser reads the UTF-8 itself with these same rules.
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
    public static func split(_ url: String, maximumLength: Int) -> Result<URLParts, ParseFailure> {
        let utf8 = url.utf8
        let length = foundationLength(url)
        if length > maximumLength { return .failure(.urlTooLong(length: length, maximum: maximumLength)) }
        // Bytes, not characters: URL syntax is ASCII, and a combining mark after `/` must not hide the `/`.
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return .failure(.malformedURL(reason: "it has no scheme")) }
        let scheme = url[..<colon]
        guard let first = scheme.utf8.first, first.isASCIILetter,
            scheme.utf8.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || "+-.".utf8.contains($0) })
        else { return .failure(.malformedURL(reason: "'\(scheme)' is not a valid scheme")) }
        var rest = url[utf8.index(after: colon)...]
        guard rest.utf8.starts(with: "//".utf8) else { return .failure(.malformedURL(reason: "expected '//' after '\(scheme):'")) }
        rest = rest[rest.utf8.index(rest.startIndex, offsetBy: 2)...]

        let authorityEnd = rest.utf8.firstIndex { "/?#".utf8.contains($0) } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        rest = rest[authorityEnd...]
        if let bad = authority.utf8.first(where: { $0 <= 0x20 || $0 == 0x7F }) {
            return .failure(.malformedURL(reason: bad == 0x20 ? "it contains a space" : "it contains a control character"))
        }
        if authority.utf8.contains(UInt8(ascii: "@")) { return .failure(.userInfoNotAllowed) }
        // Any ':' in the authority introduces a port (an IPv6 literal is never one of the app's hosts anyway).
        if let portColon = authority.utf8.lastIndex(of: UInt8(ascii: ":")) {
            return .failure(.portNotAllowed(String(authority[authority.utf8.index(after: portColon)...])))
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
            segments = path[path.utf8.index(after: path.startIndex)...].pieces(separatedBy: "/", omittingEmpty: false)
            if segments.count > 1, segments.last?.isEmpty == true { segments.removeLast() }
        }
        return .success(URLParts(
            scheme: Literal.folded(String(scheme), caseSensitive: false), host: String(authority),
            rawSegments: segments, path: path, rawQuery: query, rawFragment: fragment))
    }

    /// The length of the text as Foundation's `URL(string:)` writes it (what `maxURLLength` limits).
    public static func foundationLength(_ url: String) -> Int {
        foundationText(Substring(url), isFragment: false).utf8.count
    }

    /// The text as Foundation's `URL(string:)` writes it, percent-encoding what a URL cannot hold; in a fragment,
    /// a `#` too. What `ParseError`s quote, so that `init(string:)` and `init(url:)` say the same.
    public static func foundationText(_ text: Substring, isFragment: Bool) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var seenHash = isFragment
        for (index, byte) in bytes.enumerated() {
            let isEscape = byte == UInt8(ascii: "%") && index + 2 < bytes.count
                && PercentEncoding.hexValue(bytes[index + 1]) != nil && PercentEncoding.hexValue(bytes[index + 2]) != nil
            let escapes = foundationEscapes(byte) || (byte == UInt8(ascii: "%") && !isEscape) || (byte == UInt8(ascii: "#") && seenHash)
            if byte == UInt8(ascii: "#") { seenHash = true }
            if escapes {
                result += Array("%".utf8) + [PercentEncoding.hexDigits[Int(byte >> 4)], PercentEncoding.hexDigits[Int(byte & 0x0F)]]
            } else {
                result.append(byte)
            }
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
