/// The runtime a generated file carries: `EmbeddedRuntime.body` without the sections for what its spec does not
/// use (parameter types, routes bound to hosts, other query items, literal text around values, fragments, query
/// keys a route refuses, literal query values, values a pattern sets). A section is the lines from
/// `// routegen:if <capability>` to `// routegen:end` (not nested). Generated files carry no markers; the
/// runtime's own source keeps them (`scripts/regenerate-runtime-host.sh` puts its runtime back as written).
enum RuntimeSections {
    static let marker = "// routegen:if "
    static let end = "// routegen:end"
    static let all: Set<String> = [
        "date", "uuid", "double", "destination", "keywords", "hosts", "otherQuery", "shadowed", "affixes", "fragment",
        "forbiddenQuery", "queryLiterals", "setValues",
    ]

    /// The capabilities a spec needs: `date`, `uuid`, `double`, `destination` (a `route` parameter) and
    /// `keywords` (an `int` with keywords) for its parameters (retired routes count: their links are still
    /// checked); `hosts` for routes bound to hosts; `otherQuery` for routes that pass other query items on;
    /// `shadowed` for build patterns whose links only a more specific pattern could take; `affixes` for literal
    /// text around a value (`@{handle}`, `?q=%23{tag}`); `fragment` for patterns with a fragment; `forbiddenQuery`
    /// for routes that refuse query keys; `queryLiterals` for literal query values (`?goto=last`); `setValues` for
    /// patterns that set a value (`"set"`). The route table holds the records of the last two only when they are
    /// used (`hasQueryLiterals`, `hasSetValues`).
    static func capabilities(of app: AppModel) -> Set<String> {
        var capabilities: Set<String> = app.bindsRoutesToHosts ? ["hosts"] : []
        if app.routes.contains(where: \.otherQuery) { capabilities.insert("otherQuery") }
        if app.routes.contains(where: { !$0.forbiddenQuery.isEmpty }) { capabilities.insert("forbiddenQuery") }
        if !LinkCheck.patternsShadowedOnly(in: app).isEmpty { capabilities.insert("shadowed") }
        let patterns = patterns(of: app)
        if patterns.contains(where: { $0.fragment != nil }) { capabilities.insert("fragment") }
        if patterns.contains(where: hasAffixes) { capabilities.insert("affixes") }
        if patterns.contains(where: hasQueryLiteral) { capabilities.insert("queryLiterals") }
        if patterns.contains(where: hasSetValue) { capabilities.insert("setValues") }
        for parameter in app.routes.flatMap(\.parameters) {
            switch parameter.type {
            case .date: capabilities.insert("date")
            case .uuid: capabilities.insert("uuid")
            case .double: capabilities.insert("double")
            case .route: capabilities.insert("destination")
            case .int(_, _, let keywords) where !keywords.isEmpty: capabilities.insert("keywords")
            default: break
            }
        }
        return capabilities
    }

    static func hasQueryLiterals(_ app: AppModel) -> Bool { patterns(of: app).contains(where: hasQueryLiteral) }

    static func hasSetValues(_ app: AppModel) -> Bool { patterns(of: app).contains(where: hasSetValue) }

    private static func hasQueryLiteral(_ pattern: Pattern) -> Bool {
        pattern.query.contains { if case .literal = $0.value { true } else { false } }
    }

    private static func hasSetValue(_ pattern: Pattern) -> Bool { !pattern.fixed.isEmpty }

    private static func patterns(of app: AppModel) -> [Pattern] {
        app.routes.flatMap { route in FormKind.allCases.compactMap(route.form).flatMap(\.patterns) }
    }

    private static func hasAffixes(_ pattern: Pattern) -> Bool {
        let templates = pattern.segments.compactMap(\.template) + pattern.query.compactMap(\.template) + [pattern.fragment?.template].compactMap { $0 }
        return templates.contains(where: \.hasLiteralText)
    }

    static func body(for app: AppModel) -> String {
        filter(EmbeddedRuntime.body, keeping: capabilities(of: app))
    }

    static func isMarker<S: StringProtocol>(_ trimmedLine: S) -> Bool {
        trimmedLine.hasPrefix(marker) || trimmedLine == end
    }

    /// The text without its marker lines: what the generator writes for a spec that uses every section.
    static func withoutMarkers(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !isMarker($0.drop { $0 == " " }) }.joined(separator: "\n")
    }

    static func filter(_ text: String, keeping capabilities: Set<String>) -> String {
        var kept: [Substring] = []
        var dropping = false
        var dropped = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix(marker) {
                dropping = !capabilities.contains(String(trimmed.dropFirst(marker.count)))
            }
            if dropping {
                dropping = trimmed != end
                dropped = true
                continue
            }
            if isMarker(trimmed) { continue }
            // Where sections were left out, no blank line is doubled or left before a closing brace.
            if dropped, kept.last?.isEmpty == true, trimmed.isEmpty || trimmed.hasPrefix("}") { kept.removeLast() }
            dropped = false
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }
}
