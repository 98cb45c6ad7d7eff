import RouteGenRuntime

/// The route table of a generated file as records (`RouteGen.RouteRecords`, where the format is defined and
/// read): the app's, then one per route in spec order, each of numbers and quoted texts. A route's record holds
/// only what that route says, so that adding, removing or editing a route changes its own record; what depends on
/// several routes (the tries in precedence order, the query keys, the host lists) the runtime compiles at first use.
struct TableRecords {
    /// The format, defined by the runtime that reads it.
    static let version = RouteGen.tableFormat

    let app: AppModel

    /// The app's record, as tokens.
    var appRecord: [String] {
        // The web base's host lists are known unless a wildcard could match its host too (then it is looked up).
        let base = app.domains.first.flatMap { $0.isWildcard ? nil : $0 }
        let baseKnown = base.map { base in !app.allHosts.contains { $0.isWildcard && $0.overlaps(base) } } ?? false
        var flags: RouteGen.AppFlags = []
        if app.caseSensitive { flags.insert(.caseSensitive) }
        if app.refusesDefaultPort { flags.insert(.refusesDefaultPort) }
        return [Self.number(Self.version), Self.number(flags.rawValue), Self.number(app.maxURLLength), Self.flag(baseKnown)]
            + [Self.text(app.webBase ?? ""), Self.text(app.scheme.map { "\($0)://" } ?? "")]
            + Self.list(app.webSchemes) + Self.list(app.customSchemes) + Self.list(app.domains.map(Self.hostText))
    }

    /// A route's record, as tokens: its head (the route, its parameters, the keys it refuses and its pattern counts),
    /// then each pattern, web first, a group each (the emitter starts a line for each).
    func record(_ route: Route) -> [[String]] {
        let auth: (Int, String) =
            switch route.auth {
            case _ where route.isRetired: (3, "")
            case .none: (0, "")
            case .required: (1, "")
            case .role(let role): (2, role)
            }
        var head = [Self.text(route.name), Self.text(route.retiredNote ?? route.summary), Self.number(auth.0), Self.text(auth.1)]
        head += [Self.text(route.feature ?? ""), Self.number(route.otherQuery ? 1 : route.refusesOtherQuery ? 2 : 0), Self.number(route.parameters.count)]
        head += route.parameters.flatMap(parameter)
        head.append(Self.number(route.forbiddenQuery.count))
        head += route.forbiddenQuery.flatMap { [Self.text(fold($0)), Self.flag(route.refusedOnlyWithValue.contains($0))] }
        let forms = FormKind.allCases.map { kind in (kind, route.form(kind)?.patterns ?? []) }
        head += forms.map { Self.number($0.1.count) }
        return [head] + forms.flatMap { kind, patterns in patterns.map { pattern($0, of: route, kind: kind) } }
    }

    // MARK: Tokens

    static func number(_ value: Int) -> String {
        precondition(value >= 0, "a table number is not negative")
        return String(value)
    }

    static func flag(_ value: Bool) -> String { value ? "1" : "0" }

    static func text(_ text: String) -> String { RouteGen.RouteRecords.quoted(text) }

    static func list(_ texts: [String]) -> [String] { [number(texts.count)] + texts.map(text) }

    private static func hostText(_ host: Host) -> String { host.isWildcard ? "." + host.name : host.name }

    private func fold(_ text: String) -> String { Literal.folded(text, caseSensitive: app.caseSensitive) }

    // MARK: Patterns

    private func pattern(_ pattern: Pattern, of route: Route, kind: FormKind) -> [String] {
        let key = PrecedenceKey(pattern: pattern, route: route) { app.foldsLiterals(kind, segment: $0) }
        var tokens = [Self.text(pattern.source), Self.number(pattern.segments.count)]
        for (element, segment) in zip(key.elements, pattern.segments) {
            switch element.rank {
            case 0: tokens.append(Self.text(element.text))
            case 1:
                let template = segment.template!
                let parts = element.text.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
                tokens += [Self.number(1), Self.number(template.literalLength), Self.text(parts[0]), Self.text(parts[1])]
            default: tokens.append(Self.number(element.rank))
            }
        }
        tokens.append(Self.flag(pattern.catchAll != nil))
        tokens += key.specificity.map(Self.number)

        let affixed = pattern.allItems.compactMap(\.item.template) + (pattern.fragment?.template.map { [$0] } ?? [])
        var fragmentLiteral: String?
        if case .literal(let text) = pattern.fragment { fragmentLiteral = text }
        let readsQuery = !pattern.query.isEmpty || !route.forbiddenQuery.isEmpty || route.otherQuery || route.refusesOtherQuery
        var flags: RouteGen.PatternFlags = []
        if readsQuery { flags.insert(.readsQuery) }
        if affixed.contains(where: \.hasLiteralText) { flags.insert(.affixesDecide) }
        if fragmentLiteral != nil { flags.insert(.fragmentLiteral) }
        if kind == .web && route.hostParameter != nil { flags.insert(.readsHost) }
        if !pattern.fragmentItems.isEmpty { flags.insert(.fragmentItems) }
        tokens.append(Self.number(flags.rawValue))
        tokens += Self.list(kind == .web && pattern.hosts != app.domains ? pattern.hosts.map(Self.hostText) : [])
        if let fragmentLiteral { tokens.append(Self.text(fragmentLiteral)) }
        func literals(_ items: [QueryItem]) -> [String] {
            let literals = items.compactMap { item -> (String, String)? in
                guard case .literal(let value) = item.value else { return nil }
                return (item.key, value)
            }
            return [Self.number(literals.count)] + literals.flatMap { [Self.text(fold($0)), Self.text($1)] }
        }
        tokens += literals(pattern.query)
        if !pattern.fragmentItems.isEmpty { tokens += literals(pattern.fragmentItems) }
        // The values the pattern sets (`"set"`), as the parameters' slots and their percent-encoded wire texts.
        let fixed = route.parameters.enumerated().compactMap { slot, parameter in pattern.fixed[parameter.name].map { (slot, $0, parameter) } }
        tokens.append(Self.number(fixed.count))
        tokens += fixed.flatMap { slot, value, parameter in [Self.number(slot), Self.text(Self.encodedWire(value, parameter))] }
        tokens += captures(pattern, of: route, kind: kind)
        return tokens
    }

    /// The captures in URL order: the host's label, the path, the rest of it, the query, the fragment.
    private func captures(_ pattern: Pattern, of route: Route, kind: FormKind) -> [String] {
        var captures: [(source: Int, position: Int, key: String, template: Template)] = []
        if let hostParameter = pattern.hostParameter { captures.append((4, 0, "", Template(parameter: hostParameter))) }
        for (position, segment) in pattern.segments.enumerated() {
            if let template = segment.template { captures.append((0, position, "", template)) }
        }
        if let catchAll = pattern.catchAll { captures.append((1, pattern.segments.count, "", Template(parameter: catchAll))) }
        for item in pattern.query {
            if let template = item.template { captures.append((2, 0, item.key, template)) }
        }
        if let template = pattern.fragment?.template { captures.append((3, 0, "", template)) }
        for item in pattern.fragmentItems {
            if let template = item.template { captures.append((5, 0, item.key, template)) }
        }
        // The last captures that are query values of parameters that may be absent: without a query, the runtime
        // has nothing to read for them.
        let slots = captures.map { capture in route.parameters.firstIndex { $0.name == capture.template.parameter }! }
        let optionalQueryCaptures = zip(captures, slots).reversed().prefix { capture, slot in
            capture.source == 2 && route.parameters[slot].mayBeAbsent
        }.count
        var tokens = [Self.number(captures.count), Self.number(optionalQueryCaptures)]
        let setKeywords = Set(route.form(kind)?.patterns.flatMap { $0.fixed.values } ?? [])
        for (capture, slot) in zip(captures, slots) {
            let folds = capture.source == 0 ? app.foldsLiterals(kind, segment: capture.position) : !app.caseSensitive
            var refused: [String] = []
            if case .int(_, _, let keywords) = route.parameters[slot].type {
                refused = keywords.filter { setKeywords.contains(.keyword($0)) }
            }
            let affixed = capture.template.hasLiteralText
            tokens += [Self.number(capture.source), Self.number(slot)]
            switch capture.source {
            case 2, 5: tokens.append(Self.text(fold(capture.key)))
            case 3: break
            default: tokens.append(Self.number(capture.position))
            }
            var options: RouteGen.CaptureOptions = []
            if affixed { options.insert(.affixes) }
            if folds { options.insert(.foldsKeywords) }
            if !refused.isEmpty { options.insert(.refusedKeywords) }
            tokens.append(Self.number(options.rawValue))
            if affixed {
                for affix in [capture.template.prefix, capture.template.suffix] {
                    tokens.append(Self.text(folds ? Literal.folded(affix, caseSensitive: false) : affix))
                }
            }
            if !refused.isEmpty { tokens += Self.list(refused) }
        }
        return tokens
    }

    static func encodedWire(_ value: ParameterValue, _ parameter: Parameter) -> String {
        PercentEncoding.encode(ValueCodec.format(value, as: parameter.type), for: .queryValue)
    }

    // MARK: Parameters

    private func parameter(_ parameter: Parameter) -> [String] {
        let type: Int
        var constrained = false
        switch parameter.type {
        case .string(let constraints):
            type = 0
            constrained = constraints.limitsValues
        case .int(_, _, let keywords): type = keywords.isEmpty ? 1 : 7
        case .double: type = 2
        case .bool: type = 3
        case .uuid: type = 4
        case .date: type = 5
        case .enumeration: type = 6
        case .route: type = 8
        }
        var flags: RouteGen.ParameterFlags = []
        if parameter.isOptional { flags.insert(.optional) }
        if parameter.defaultValue != nil { flags.insert(.hasDefault) }
        if constrained { flags.insert(.constrained) }
        if case .string(let constraints) = parameter.type, constraints.isHostName { flags.insert(.hostName) }
        if parameter.isList { flags.insert(.list) }
        var tokens = [Self.number(type), Self.number(flags.rawValue), Self.text(parameter.name)]
        tokens.append(Self.text(parameter.defaultValue.map { Self.encodedWire($0, parameter) } ?? ""))
        var numbers: [Int] = []
        switch parameter.type {
        case .string(let constraints) where constrained:
            // Allowed ASCII characters as a bitmap of 128 bits (eight numbers), then the ranges beyond ASCII.
            var bitmap = [Int](repeating: 0, count: 8)
            for scalar in 0..<128 where constraints.characters.map({ $0.contains(Unicode.Scalar(UInt8(scalar))) }) ?? true {
                bitmap[scalar / 16] |= 1 << (scalar % 16)
            }
            let ranges = (constraints.characters?.ranges ?? []).filter { $0.upperBound >= 128 }
            numbers = [constraints.minLength ?? 0, constraints.maxLength ?? 0] + bitmap + [constraints.characters == nil ? 1 : 0, ranges.count]
            numbers += ranges.flatMap { [Int(max($0.lowerBound, 128)), Int($0.upperBound)] }
        case .int(let minimum, let maximum, _):
            numbers = [minimum.map(Int64.init), maximum.map(Int64.init)].flatMap(Self.bound)
        case .double(let minimum, let maximum):
            numbers = [minimum, maximum].map { $0.map { Int64(bitPattern: $0.bitPattern) } }.flatMap(Self.bound)
        default:
            break
        }
        tokens += numbers.map(Self.number)
        switch parameter.type {
        // The characters as the spec writes them, for the error that refuses one.
        case .string(let constraints) where constrained: tokens.append(Self.text(constraints.characters?.source ?? ""))
        case .int(_, _, let keywords) where !keywords.isEmpty: tokens += Self.list(keywords)
        case .enumeration(let enumType):
            tokens.append(Self.number(enumType.values.count))
            tokens += enumType.values.flatMap { Self.list([$0.wire] + $0.aliases) }
        case .bool(let spellings): tokens += Self.list(spellings.trueValues) + Self.list(spellings.falseValues)
        default: break
        }
        return tokens
    }

    /// A bound: whether there is one, then its 64 bits in four numbers of 16 bits, the top first.
    private static func bound(_ value: Int64?) -> [Int] {
        let bits = UInt64(bitPattern: value ?? 0)
        return [value == nil ? 0 : 1, Int(bits >> 48), Int(bits >> 32 & 0xFFFF), Int(bits >> 16 & 0xFFFF), Int(bits & 0xFFFF)]
    }
}
