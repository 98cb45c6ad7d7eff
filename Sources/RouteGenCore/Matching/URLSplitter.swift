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
        guard let colon = url.firstIndex(of: ":") else { return .failure(.malformedURL(reason: "it has no scheme")) }
        let scheme = url[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
            scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
        else { return .failure(.malformedURL(reason: "'\(scheme)' is not a valid scheme")) }
        var rest = url[url.index(after: colon)...]
        guard rest.hasPrefix("//") else { return .failure(.malformedURL(reason: "expected '//' after '\(scheme):'")) }
        rest = rest.dropFirst(2)

        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        rest = rest[authorityEnd...]
        if authority.contains("@") { return .failure(.userInfoNotAllowed) }
        // Any ':' in the authority introduces a port (an IPv6 literal is never one of the app's hosts anyway).
        if let portColon = authority.lastIndex(of: ":") {
            return .failure(.portNotAllowed(String(authority[authority.index(after: portColon)...])))
        }

        var fragment: Substring?
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        var query: Substring?
        if let question = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        let path = rest
        var segments: [Substring] = []
        if !path.isEmpty && path != "/" {
            segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
            if segments.count > 1, segments.last?.isEmpty == true { segments.removeLast() }
        }
        return .success(URLParts(
            scheme: Literal.folded(String(scheme), caseSensitive: false), host: Literal.folded(String(authority), caseSensitive: false),
            rawSegments: segments,
            path: String(path), rawQuery: query, rawFragment: fragment))
    }
}
