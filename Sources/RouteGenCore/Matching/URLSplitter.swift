/// Splits a URL string into the parts routing needs, by RFC 3986's grammar, without Foundation.
///
/// Foundation's `URL` and `URLComponents` differ between platforms and versions in what they accept and how
/// they decode; the generated parser reads the UTF-8 itself with these same rules.
public struct URLParts: Sendable, Hashable {
    public var scheme: String
    /// Lowercased. Empty for `app:///path`.
    public var host: String
    /// Raw (still percent-encoded) path segments, without the trailing empty one of a trailing slash.
    public var rawSegments: [Substring]
    /// The raw path, for messages.
    public var path: String
    public var rawQuery: Substring?
    public var rawFragment: Substring?

    public static func split(_ url: String, maximumLength: Int) -> Result<URLParts, ParseFailure> {
        let utf8 = url.utf8
        if utf8.count > maximumLength { return .failure(.urlTooLong(length: utf8.count, maximum: maximumLength)) }
        if let bad = utf8.first(where: { $0 <= 0x20 || $0 == 0x7F }) {
            return .failure(.malformedURL(reason: bad == 0x20 ? "it contains a space" : "it contains a control character"))
        }
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
            scheme: Literal.folded(String(scheme), caseSensitive: false), host: Literal.folded(String(authority), caseSensitive: false),
            rawSegments: segments,
            path: String(path), rawQuery: query, rawFragment: fragment))
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
