/// The runtime a generated file carries: `EmbeddedRuntime.body` without the sections for what its spec does not
/// use (parameter types, routes bound to hosts). A section is the lines from `// routegen:if <capability>` to `// routegen:end` (not nested); the
/// markers stay in the sections that are kept, so that the runtime's own source keeps them.
enum RuntimeSections {
    static let marker = "// routegen:if "
    static let end = "// routegen:end"
    static let all: Set<String> = ["date", "uuid", "double", "destination", "hosts"]

    /// The capabilities a spec needs: `date`, `uuid`, `double` and `destination` (a `route` parameter) for its
    /// parameters (retired routes count: their links are still checked), and `hosts` for routes bound to hosts.
    static func capabilities(of app: AppModel) -> Set<String> {
        var capabilities: Set<String> = app.bindsRoutesToHosts ? ["hosts"] : []
        for parameter in app.routes.flatMap(\.parameters) {
            switch parameter.type {
            case .date: capabilities.insert("date")
            case .uuid: capabilities.insert("uuid")
            case .double: capabilities.insert("double")
            case .route: capabilities.insert("destination")
            default: break
            }
        }
        return capabilities
    }

    static func body(for app: AppModel) -> String {
        filter(EmbeddedRuntime.body, keeping: capabilities(of: app))
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
            // Where sections were left out, no blank line is doubled or left before a closing brace.
            if dropped, kept.last?.isEmpty == true, trimmed.isEmpty || trimmed.hasPrefix("}") { kept.removeLast() }
            dropped = false
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }
}
