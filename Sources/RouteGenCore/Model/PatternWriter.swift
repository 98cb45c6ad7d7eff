/// A pattern written with a text for each placeholder, each piece percent-encoded for where it goes: the path (a
/// universal link's starts with `/`), the query and the fragment, without the scheme and host. `URLBuilder` writes
/// route values with it and `LinkSamples` sample texts, so that the two write links alike.
struct PatternWriter {
    let pattern: Pattern
    let kind: FormKind

    /// `text` gives a parameter's text for a position, before encoding: nil leaves its query item or the fragment
    /// out, and gives no link when the path needs it. `otherItems` follow the pattern's own query items.
    func write(otherItems: [QueryItemValue] = [], text: (String, PercentEncoding.Position) -> String?) -> String? {
        func piece(_ template: Template, _ position: PercentEncoding.Position) -> String? {
            text(template.parameter, position).map { PercentEncoding.encode(template.prefix + $0 + template.suffix, for: position) }
        }
        var pieces: [String] = []
        for (index, segment) in pattern.segments.enumerated() {
            let position: PercentEncoding.Position = kind == .scheme && index == 0 ? .host : .pathSegment
            switch segment {
            case .literal(let literal): pieces.append(PercentEncoding.encode(literal, for: position))
            case .template(let template):
                guard let piece = piece(template, position) else { return nil }
                pieces.append(piece)
            }
        }
        if let catchAll = pattern.catchAll, let rest = text(catchAll, .pathSegment) {
            // A catch-all keeps its slashes: each piece is encoded on its own (the first as a host when it is one).
            let host = kind == .scheme && pattern.segments.isEmpty
            pieces.append(rest.split(separator: "/", omittingEmptySubsequences: false).enumerated().map {
                PercentEncoding.encode(String($1), for: host && $0 == 0 ? .host : .pathSegment)
            }.joined(separator: "/"))
        }
        var url = (kind == .web ? "/" : "") + pieces.joined(separator: "/")
        var items: [String] = []
        for item in pattern.query {
            let key = PercentEncoding.encode(item.key, for: .queryKey)
            switch item.value {
            case .literal(let literal): items.append(key + "=" + PercentEncoding.encode(literal, for: .queryValue))
            case .template(let template): if let value = piece(template, .queryValue) { items.append(key + "=" + value) }
            }
        }
        items += otherItems.map { PercentEncoding.encode($0.name, for: .queryKey) + "=" + PercentEncoding.encode($0.value, for: .queryValue) }
        if !items.isEmpty { url += "?" + items.joined(separator: "&") }
        switch pattern.fragment {
        case .literal(let literal): url += "#" + PercentEncoding.encode(literal, for: .fragment)
        case .template(let template): if let text = piece(template, .fragment) { url += "#" + text }
        case nil: break
        }
        return url
    }
}
