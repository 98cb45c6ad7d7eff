/// The route table of a generated file: everything the runtime needs to know about the routes, as two strings that
/// cost nothing to type-check: `_numbers`, decoded once into 32-bit numbers, and `_texts`, read in place.
///
/// Each number is four base-64 digits (`"0"` + value: `0`…`9`, `:`…`@`, `A`…`Z`, `[`…`` ` ``, `a`…`o`), most
/// significant first; records start on lines of their own. A position is the index of a number; a text is two
/// numbers, its start and byte count in `_texts` (each distinct text once, on a line of its own). Literals,
/// keys, names and enum values are the decoded text; defaults and set values are percent-encoded as a URL writes
/// them; everything a build pattern writes is percent-encoded already.
///
/// - header: version (2), flags (1: case-sensitive), maxURLLength, most parameters of a route, route count; the
///   positions of the web schemes, domains and custom schemes (lists: a count and texts); of the web and custom
///   scheme trie roots (0: none); of the query keys (a list, sorted as the runtime compares them); of the route
///   index (a position per route); then the web base (`https://nova.social`) and custom scheme base
///   (`novasocial://`) texts.
/// - node: folds (1: literals at this depth ignore case); the patterns that end here (count, positions); literal
///   children sorted by text (count; each its text and child); placeholder children in precedence order (count;
///   each a kind, 1 with literal prefix and suffix or 2/3 typed or free, the prefix and suffix, the child);
///   catch-all patterns (count, positions).
/// - pattern: route; flags (1: it reads the query, 2: literal text around a query value or the fragment decides
///   whether it applies); the route's number of parameters; query literals (count; each a key and a value); a
///   fragment literal (1 or 0, and the text); captures in URL order (count; ten numbers each: source (0 segment,
///   1 rest of the path, 2 query value, 3 fragment), slot, parameter position, segment or key, folds (keywords and
///   enum values ignore case here), prefix, suffix, refused keywords (a list: keywords this form writes with
///   patterns of their own, or 0)); values the pattern sets (count; slot and text).
/// - route: parameters (count, positions), web and custom-scheme build patterns (count and positions each,
///   canonical first), name, summary, auth (0 none, 1 required, 2 role), role, feature.
/// - parameter: type (0 string, 1 int, 2 double, 3 bool, 4 UUID, 5 date, 6 enum, 7 int with keywords, 8 route),
///   flags (1 optional, 2 has a default, 4 a string with constraints), name, default; then by type: string — the
///   minimum and maximum length (0: none) and allowed character ranges (count; low and high scalar); int — has a
///   minimum (1), the minimum in three numbers (16, 24, 24 bits), has a maximum, the maximum, and for type 7 the
///   keywords (a list); double — the same with the bounds' bit patterns; enum — the values (count; each a list of
///   its wire texts, the canonical one first).
/// - build pattern: the pattern as written; flags (1: the builder parses its link back, because a more specific
///   pattern could take it); segments (count; six numbers each: kind (0 literal, 1 template, 2 rest of the path),
///   slot, text or prefix, suffix); query items (count; eight numbers each: key, kind (0 literal, 1 template),
///   slot, value or prefix, suffix); fragment (six numbers: kind (0 none, 1 literal, 2 template), slot, text or
///   prefix, suffix); values it sets (count; slot and text).
struct RouteTable {
    static let version = 2

    let app: AppModel
    private var out = TableWriter()
    private var keyIDs: [String: Int] = [:]
    private var routeLabels: [Int] = []
    /// Each route's parameters' labels, by route index and slot.
    private var parameterLabels: [[Int]] = []
    /// Build patterns whose links the builder parses back.
    private let checked: Set<LinkCheck.PatternID>

    struct Encoded {
        /// `_numbers`: four digits per number, a new line before each record.
        var numbers: [UInt8]
        var numberLineBreaks: Set<Int>
        /// `_texts`: the texts, each on a line of its own.
        var texts: [UInt8]
        var textLineBreaks: Set<Int>
    }

    static func encode(_ app: AppModel) -> Encoded {
        var table = RouteTable(app: app)
        table.write()
        return table.out.encoded()
    }

    private init(app: AppModel) {
        self.app = app
        checked = LinkCheck.patternsToCheck(in: app)
    }

    private func fold(_ text: String) -> String { Literal.folded(text, caseSensitive: app.caseSensitive) }

    private mutating func write() {
        let lists = (0..<3).map { _ in out.label() }
        let roots = [out.label(), out.label()]
        let keysLabel = out.label()
        let routesLabel = out.label()
        let tries = FormKind.allCases.map { kind in
            app.patternsInPrecedenceOrder(kind).isEmpty ? nil : RouteTrie(app.patternsInPrecedenceOrder(kind), app: app, kind: kind)
        }
        out.record()
        out.numbers(Self.version, app.caseSensitive ? 1 : 0, app.maxURLLength, app.routes.map(\.parameters.count).max() ?? 0, app.routes.count)
        lists.forEach { out.reference($0) }
        for (label, trie) in zip(roots, tries) {
            if trie == nil { out.numbers(0) } else { out.reference(label) }
        }
        out.reference(keysLabel)
        out.reference(routesLabel)
        out.text(app.domains.first.map { "\(app.webSchemes[0])://\($0)" } ?? "")
        out.text(app.scheme.map { "\($0)://" } ?? "")

        for (label, list) in zip(lists, [app.webSchemes, app.domains, app.customSchemes]) {
            out.record(label)
            out.list(list)
        }
        // Every query key a pattern reads, sorted as the runtime compares them.
        var keys: Set<String> = []
        for route in app.routes {
            for pattern in (route.web?.patterns ?? []) + (route.scheme?.patterns ?? []) {
                pattern.query.forEach { keys.insert(fold($0.key)) }
            }
        }
        let queryKeys = keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        keyIDs = Dictionary(uniqueKeysWithValues: queryKeys.enumerated().map { ($1, $0) })
        out.record(keysLabel)
        out.list(queryKeys)

        routeLabels = app.routes.map { _ in out.label() }
        parameterLabels = app.routes.map { $0.parameters.map { _ in out.label() } }
        for (kind, (label, trie)) in zip(FormKind.allCases, zip(roots, tries)) {
            if let trie { writeTrie(trie, root: label, kind: kind) }
        }
        out.record(routesLabel)
        routeLabels.forEach { out.reference($0) }
        for (route, label) in zip(app.routes, routeLabels) { writeRoute(route, label) }
    }

    // MARK: Matching

    private mutating func writeTrie(_ trie: RouteTrie, root: Int, kind: FormKind) {
        var nodeLabels: [ObjectIdentifier: Int] = [ObjectIdentifier(trie.root): root]
        func label(_ node: RouteTrie.Node) -> Int {
            if let label = nodeLabels[ObjectIdentifier(node)] { return label }
            let label = out.label()
            nodeLabels[ObjectIdentifier(node)] = label
            return label
        }
        for node in trie.nodes {
            out.record(label(node))
            out.numbers(node.folds ? 1 : 0)
            let terminals = node.terminals.map { ($0, out.label()) }
            out.numbers(terminals.count)
            terminals.forEach { out.reference($1) }
            let literals = node.literals.sorted { $0.text.utf8.lexicographicallyPrecedes($1.text.utf8) }
            out.numbers(literals.count)
            for literal in literals {
                out.text(literal.text)
                out.reference(label(literal.node))
            }
            out.numbers(node.placeholders.count)
            for placeholder in node.placeholders {
                let template = placeholder.template
                out.numbers(placeholder.key.rank)
                out.text(node.folds ? Literal.folded(template.prefix, caseSensitive: false) : template.prefix)
                out.text(node.folds ? Literal.folded(template.suffix, caseSensitive: false) : template.suffix)
                out.reference(label(placeholder.node))
            }
            let catchAlls = node.catchAlls.map { ($0, out.label()) }
            out.numbers(catchAlls.count)
            catchAlls.forEach { out.reference($1) }
            for (candidate, patternLabel) in terminals + catchAlls { writePattern(candidate, patternLabel, kind: kind) }
        }
    }

    private mutating func writePattern(_ candidate: RoutePattern, _ label: Int, kind: FormKind) {
        let route = candidate.route
        let pattern = candidate.pattern
        out.record(label)
        let affixed = pattern.query.compactMap(\.template) + (pattern.fragment?.template.map { [$0] } ?? [])
        let decides = affixed.contains { !$0.prefix.isEmpty || !$0.suffix.isEmpty }
        out.numbers(route.index, (pattern.query.isEmpty ? 0 : 1) | (decides ? 2 : 0), route.parameters.count)
        let literals = pattern.query.compactMap { item -> (String, String)? in
            guard case .literal(let value) = item.value else { return nil }
            return (item.key, value)
        }
        out.numbers(literals.count)
        for (key, value) in literals {
            out.numbers(keyIDs[fold(key)]!)
            out.text(value)
        }
        if case .literal(let text) = pattern.fragment {
            out.numbers(1)
            out.text(text)
        } else {
            out.numbers(0)
            out.text("")
        }
        // Captures in URL order: the path, the rest of it, the query, the fragment.
        var captures: [(source: Int, position: Int, template: Template)] = []
        for (position, segment) in pattern.segments.enumerated() {
            if let template = segment.template { captures.append((0, position, template)) }
        }
        if let catchAll = pattern.catchAll { captures.append((1, pattern.segments.count, Template(parameter: catchAll))) }
        for item in pattern.query {
            if let template = item.template { captures.append((2, keyIDs[fold(item.key)]!, template)) }
        }
        if let template = pattern.fragment?.template { captures.append((3, 0, template)) }
        out.numbers(captures.count)
        let setKeywords = Set(route.form(kind)?.patterns.flatMap { $0.fixed.values } ?? [])
        var refusedLists: [(label: Int, words: [String])] = []
        for capture in captures {
            let slot = route.parameters.firstIndex { $0.name == capture.template.parameter }!
            let folds = capture.source == 0 ? app.foldsLiterals(kind, segment: capture.position) : !app.caseSensitive
            out.numbers(capture.source, slot)
            out.reference(parameterLabels[route.index][slot])
            out.numbers(capture.position, folds ? 1 : 0)
            out.text(folds ? Literal.folded(capture.template.prefix, caseSensitive: false) : capture.template.prefix)
            out.text(folds ? Literal.folded(capture.template.suffix, caseSensitive: false) : capture.template.suffix)
            var refused: [String] = []
            if case .int(_, _, let keywords) = route.parameters[slot].type {
                refused = keywords.filter { setKeywords.contains(.keyword($0)) }
            }
            if refused.isEmpty {
                out.numbers(0)
            } else {
                refusedLists.append((out.label(), refused))
                out.reference(refusedLists.last!.label)
            }
        }
        writeFixed(pattern, route)
        for (listLabel, words) in refusedLists {
            out.place(listLabel)
            out.list(words)
        }
    }

    /// The values a pattern sets (`"set"`), as the parameters' slots and their percent-encoded wire texts.
    private mutating func writeFixed(_ pattern: Pattern, _ route: Route) {
        let fixed = route.parameters.enumerated().compactMap { slot, parameter in
            pattern.fixed[parameter.name].map { (slot, $0, parameter) }
        }
        out.numbers(fixed.count)
        for (slot, value, parameter) in fixed {
            out.numbers(slot)
            out.text(Self.encodedWire(value, parameter))
        }
    }

    static func encodedWire(_ value: ParameterValue, _ parameter: Parameter) -> String {
        PercentEncoding.encode(ValueCodec.format(value, as: parameter.type), for: .queryValue)
    }

    // MARK: Routes and building

    private mutating func writeRoute(_ route: Route, _ label: Int) {
        out.record(label)
        let parameterLabels = parameterLabels[route.index]
        out.numbers(parameterLabels.count)
        parameterLabels.forEach { out.reference($0) }
        var builds: [(FormKind, Pattern, Int)] = []
        for kind in FormKind.allCases {
            let patterns = route.form(kind)?.patterns ?? []
            out.numbers(patterns.count)
            for pattern in patterns {
                let buildLabel = out.label()
                out.reference(buildLabel)
                builds.append((kind, pattern, buildLabel))
            }
        }
        out.text(route.name)
        out.text(route.summary)
        switch route.auth {
        case .none:
            out.numbers(0)
            out.text("")
        case .required:
            out.numbers(1)
            out.text("")
        case .role(let role):
            out.numbers(2)
            out.text(role)
        }
        out.text(route.feature ?? "")
        for (parameter, parameterLabel) in zip(route.parameters, parameterLabels) { writeParameter(parameter, parameterLabel) }
        for (kind, pattern, buildLabel) in builds { writeBuild(pattern, route, kind: kind, buildLabel) }
    }

    private mutating func writeParameter(_ parameter: Parameter, _ label: Int) {
        out.record(label)
        let type: Int
        var constrained = false
        switch parameter.type {
        case .string(let constraints):
            type = 0
            constrained = constraints.minLength != nil || constraints.maxLength != nil || constraints.characters != nil
        case .int(_, _, let keywords): type = keywords.isEmpty ? 1 : 7
        case .double: type = 2
        case .bool: type = 3
        case .uuid: type = 4
        case .date: type = 5
        case .enumeration: type = 6
        case .route: type = 8
        }
        out.numbers(type, (parameter.isOptional ? 1 : 0) | (parameter.defaultValue != nil ? 2 : 0) | (constrained ? 4 : 0))
        out.text(parameter.name)
        out.text(parameter.defaultValue.map { Self.encodedWire($0, parameter) } ?? "")
        switch parameter.type {
        case .string(let constraints):
            let ranges = constraints.characters?.ranges ?? []
            out.numbers(constraints.minLength ?? 0, constraints.maxLength ?? 0, ranges.count)
            ranges.forEach { out.numbers(Int($0.lowerBound), Int($0.upperBound)) }
        case .int(let minimum, let maximum, let keywords):
            for bound in [minimum, maximum] {
                out.numbers(bound == nil ? 0 : 1)
                out.int64(Int64(bound ?? 0))
            }
            if !keywords.isEmpty { out.list(keywords) }
        case .double(let minimum, let maximum):
            for bound in [minimum, maximum] {
                out.numbers(bound == nil ? 0 : 1)
                out.int64(Int64(bitPattern: (bound ?? 0).bitPattern))
            }
        case .enumeration(let enumType):
            out.numbers(enumType.values.count)
            enumType.values.forEach { out.list([$0.wire] + $0.aliases) }
        case .bool, .uuid, .date, .route:
            break
        }
    }

    private mutating func writeBuild(_ pattern: Pattern, _ route: Route, kind: FormKind, _ label: Int) {
        func slot(_ name: String) -> Int { route.parameters.firstIndex { $0.name == name }! }
        out.record(label)
        out.text(pattern.source)
        out.numbers(checked.contains(LinkCheck.PatternID(pattern, of: route)) ? 1 : 0)
        out.numbers(pattern.segments.count + (pattern.catchAll == nil ? 0 : 1))
        for (position, segment) in pattern.segments.enumerated() {
            let isHost = kind == .scheme && position == 0
            switch segment {
            case .literal(let text):
                out.numbers(0, 0)
                out.text(PercentEncoding.encode(text, for: isHost ? .host : .pathSegment))
                out.text("")
            case .template(let template):
                out.numbers(1, slot(template.parameter))
                out.text(PercentEncoding.encode(template.prefix, for: isHost ? .host : .pathSegment))
                out.text(PercentEncoding.encode(template.suffix, for: isHost ? .host : .pathSegment))
            }
        }
        if let catchAll = pattern.catchAll {
            out.numbers(2, slot(catchAll))
            out.text("")
            out.text("")
        }
        out.numbers(pattern.query.count)
        for item in pattern.query {
            out.text(PercentEncoding.encode(item.key, for: .queryKey))
            switch item.value {
            case .literal(let text):
                out.numbers(0, 0)
                out.text(PercentEncoding.encode(text, for: .queryValue))
                out.text("")
            case .template(let template):
                out.numbers(1, slot(template.parameter))
                out.text(PercentEncoding.encode(template.prefix, for: .queryValue))
                out.text(PercentEncoding.encode(template.suffix, for: .queryValue))
            }
        }
        switch pattern.fragment {
        case nil:
            out.numbers(0, 0)
            out.text("")
            out.text("")
        case .literal(let text):
            out.numbers(1, 0)
            out.text(PercentEncoding.encode(text, for: .fragment))
            out.text("")
        case .template(let template):
            out.numbers(2, slot(template.parameter))
            out.text(PercentEncoding.encode(template.prefix, for: .fragment))
            out.text(PercentEncoding.encode(template.suffix, for: .fragment))
        }
        writeFixed(pattern, route)
    }
}

/// Lays out a table: numbers that may point forward (labels, resolved at the end) and distinct texts.
struct TableWriter {
    private var numbers: [Int] = []
    /// Positions where a record starts (a new line in `_numbers`).
    private var records: [Int] = []
    private var positions: [Int] = []
    private var references: [(at: Int, label: Int)] = []
    private var texts: [UInt8] = []
    private var textStarts: [String: Int] = [:]
    private var textLineBreaks: Set<Int> = []

    mutating func label() -> Int {
        positions.append(-1)
        return positions.count - 1
    }

    /// Starts a record on a line of its own, at `label` if given.
    mutating func record(_ label: Int? = nil) {
        records.append(numbers.count)
        if let label { place(label) }
    }

    mutating func place(_ label: Int) {
        positions[label] = numbers.count
    }

    mutating func numbers(_ values: Int...) {
        for value in values {
            precondition(value >= 0 && value < 1 << 24, "\(value) does not fit the table's 24-bit numbers")
            numbers.append(value)
        }
    }

    /// A 64-bit pattern in three numbers: its top 16 bits, then 24 and 24.
    mutating func int64(_ value: Int64) {
        let bits = UInt64(bitPattern: value)
        numbers(Int(bits >> 48), Int(bits >> 24 & 0xFF_FFFF), Int(bits & 0xFF_FFFF))
    }

    /// A text: its start and byte count in the texts, each distinct text stored once.
    mutating func text(_ text: String) {
        guard !text.isEmpty else { return numbers(0, 0) }
        if textStarts[text] == nil {
            if !texts.isEmpty {
                textLineBreaks.insert(texts.count)
                texts.append(UInt8(ascii: "\n"))
            }
            textStarts[text] = texts.count
            texts += text.utf8
        }
        numbers(textStarts[text]!, text.utf8.count)
    }

    /// A count, then texts.
    mutating func list(_ texts: [String]) {
        numbers(texts.count)
        texts.forEach { text($0) }
    }

    mutating func reference(_ label: Int) {
        references.append((numbers.count, label))
        numbers.append(0)
    }

    func encoded() -> RouteTable.Encoded {
        var resolved = numbers
        for (at, label) in references {
            precondition(positions[label] >= 0, "unplaced label \(label)")
            resolved[at] = positions[label]
        }
        var digits: [UInt8] = []
        var lineBreaks: Set<Int> = []
        let recordStarts = Set(records)
        digits.reserveCapacity(resolved.count * 4 + records.count)
        for (index, value) in resolved.enumerated() {
            if recordStarts.contains(index) && index > 0 {
                lineBreaks.insert(digits.count)
                digits.append(UInt8(ascii: "\n"))
            }
            for shift in stride(from: 18, through: 0, by: -6) { digits.append(UInt8(48 + (value >> shift) & 63)) }
        }
        return RouteTable.Encoded(numbers: digits, numberLineBreaks: lineBreaks, texts: texts, textLineBreaks: textLineBreaks)
    }
}
