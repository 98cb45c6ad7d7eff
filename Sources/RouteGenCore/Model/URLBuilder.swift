/// Builds the canonical URL of a route value in one form: the reference for the generated builders.
///
/// It picks the pattern with `BuildShape` (the first that can write every value), writes each value with
/// `ValueCodec.format`, percent-encodes it for its position, and leaves out absent values and defaults.
public struct URLBuilder: Sendable {
    public let app: AppModel

    public init(app: AppModel) {
        self.app = app
    }

    /// The link, or nil when the route has no such form or the link is longer than the spec's maxURLLength (the
    /// parser would refuse it: values written canonically and percent-encoded can outgrow the URL they came from).
    public func url(for value: RouteValue, form kind: FormKind) -> String? {
        unlimitedURL(for: value, form: kind).flatMap { $0.utf8.count <= app.maxURLLength ? $0 : nil }
    }

    private func unlimitedURL(for value: RouteValue, form kind: FormKind) -> String? {
        guard let route = app.route(named: value.name), let form = route.form(kind) else { return nil }
        var shape: [String: ValueState] = [:]
        for parameter in route.parameters {
            shape[parameter.name] = state(of: value.values[parameter.name], parameter, in: form)
        }
        guard let pattern = BuildShape.pattern(for: shape, in: form, parameters: route.parameters) else { return nil }
        var url = kind == .web ? "\(app.webSchemes[0])://\(app.domains[0])" : "\(app.scheme ?? "")://"
        var pieces: [String] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let text): pieces.append(PercentEncoding.encode(text, for: .pathSegment))
            case .template(let template):
                let piece = fill(template, value, route, .pathSegment) ?? ""
                // `.` and `..` are never a value in a path (the matcher refuses them): no link, not a wrong one.
                if piece == "." || piece == ".." { return nil }
                pieces.append(piece)
            }
        }
        if let catchAll = pattern.catchAll, let text = value.values[catchAll].map({ format($0, route.parameter(named: catchAll)!) }) {
            // A catch-all keeps its slashes: each piece is encoded on its own.
            pieces.append(text.split(separator: "/", omittingEmptySubsequences: false).map { PercentEncoding.encode(String($0), for: .pathSegment) }.joined(separator: "/"))
        }
        url += (kind == .web ? "/" : "") + pieces.joined(separator: "/")
        var joiner = "?"
        for item in pattern.query {
            let text: String?
            switch item.value {
            case .literal(let literal): text = PercentEncoding.encode(literal, for: .queryValue)
            case .template(let template): text = fill(template, value, route, .queryValue)
            }
            guard let text else { continue }
            url += joiner + PercentEncoding.encode(item.key, for: .queryKey) + "=" + text
            joiner = "&"
        }
        switch pattern.fragment {
        case .literal(let literal): url += "#" + PercentEncoding.encode(literal, for: .fragment)
        case .template(let template): if let text = fill(template, value, route, .fragment) { url += "#" + text }
        case nil: break
        }
        return url
    }

    /// A `route` parameter's wire text: the destination's web path, or its custom-scheme URL when it has no web form.
    public func destinationText(_ value: RouteValue) -> String {
        if let web = url(for: value, form: .web) {
            return String(web.dropFirst("\(app.webSchemes[0])://\(app.domains[0])".count))
        }
        return url(for: value, form: .scheme) ?? ""
    }

    /// The value as written in URLs, before percent-encoding (`parameters` of the generated type).
    public func format(_ value: ParameterValue, _ parameter: Parameter) -> String {
        if case .route(let destination) = value { return destinationText(destination) }
        return ValueCodec.format(value, as: parameter.type)
    }

    private func fill(_ template: Template, _ value: RouteValue, _ route: Route, _ position: PercentEncoding.Position) -> String? {
        guard let parameter = route.parameter(named: template.parameter), let typed = value.values[template.parameter] else { return nil }
        // Defaults are left out of queries and fragments; a path must still spell them.
        if position != .pathSegment && typed == parameter.defaultValue { return nil }
        return PercentEncoding.encode(template.prefix + format(typed, parameter) + template.suffix, for: position)
    }

    private func state(of value: ParameterValue?, _ parameter: Parameter, in form: RouteForm) -> ValueState {
        guard let value, value != parameter.defaultValue else { return .absent }
        if form.patterns.contains(where: { $0.fixed[parameter.name] == value }) { return .fixed(value) }
        return .other
    }
}
