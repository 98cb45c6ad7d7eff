import RouteGenRuntime

/// The route table of a generated file: everything the runtime needs to know about the routes, as two strings that
/// cost nothing to type-check (`RouteGen.RouteTable(numbers:texts:)`): the numbers, decoded once into 32-bit
/// numbers, and the texts, read in place.
///
/// The numbers start with the width of its numbers (3 or 4), then each number in that many base-64 digits (`"0"` +
/// value: `0`…`9`, `:`…`@`, `A`…`Z`, `[`…`` ` ``, `a`…`o`), most significant first. A position is the index of a
/// number; a text is two numbers, its start and byte count in the texts, where each distinct text is stored once.
/// Literals, keys, names and enum values are the decoded text; defaults and set values are percent-encoded as a URL
/// writes them. Optional parts are present only when a flag or kind says so.
///
/// - header: version (`RouteGen.tableFormat`), flags (1: case-sensitive, 2: a route passes other query items on), maxURLLength, most
///   parameters of a route, route count; the positions of the web schemes, hosts and custom schemes (lists: a
///   count and texts; each host also has the bits of the host lists it is on, see `AppModel.hostGroups`, and a
///   wildcard is written as its `.suffix`); of the web and custom scheme trie roots (0: none); of the query keys
///   (a list, in `precedesInSearch` order); of the route index (a position per route); then the web base
///   (`https://nova.social`, or empty when the first domain is a wildcard) and custom scheme base
///   (`novasocial://`) texts; the web base's host lists (0: look its host up, a wildcard may match it too).
/// - node: folds (1: literals at this depth ignore case); the patterns that end here (count, positions); literal
///   children in `precedesInSearch` order (count; each its text and child); placeholder children in precedence
///   order (count; each a kind, 1 with literal prefix and suffix or 2/3 typed or free, [prefix, suffix], the child);
///   catch-all patterns (count, positions).
/// - pattern: route; flags (1: it reads the query, 2: literal text around a query value or the fragment decides
///   whether it applies, 4: a fragment literal follows, 8: keys its route refuses follow, 16: its host list
///   follows); the route's number of parameters; [host list]; [fragment literal]; query literals (count; each a key
///   and a value); [refused keys (count; each a key times 2, plus 1
///   when it is refused only with a value)]; values the pattern
///   sets (count; slot and text); captures in URL order (count; how many of the last
///   are query values of parameters that may be absent; each: source (0 segment, 1 rest
///   of the path, 2 query value, 3 fragment, 4 a wildcard host's label), slot, parameter position, [segment or key unless a fragment],
///   options (1: literal prefix and suffix follow, 2: keywords and enum values ignore case here, 4: refused
///   keywords follow), [prefix, suffix], [the position of a list of keywords this form writes with patterns of
///   their own]).
/// - route: parameters (count, positions), the web and custom-scheme patterns as written (two lists, canonical
///   first), name, summary (a retired route's note), auth (0 none, 1 required, 2 role, 3 retired), role, feature;
///   `otherQuery` (0: no; else 1 + the count of the query keys the route reads, then those keys).
/// - parameter (shared by routes whose parameters are alike): type (0 string, 1 int, 2 double, 3 bool, 4 UUID,
///   5 date, 6 enum, 7 int with keywords, 8 route), flags (1 optional, 2 has a default, 4 a string with
///   constraints), name, default; then by type: string — the minimum and maximum length (0: none), the allowed
///   ASCII characters (a bitmap in eight numbers of 16 bits, the first for characters 0 to 15), whether any scalar
///   beyond ASCII is allowed (1), and else the allowed ones (count; low and high scalar); int — has a minimum (1),
///   the minimum in four numbers of 16 bits (the top first), has a maximum, the maximum, and for type 7 the
///   keywords (a list); double — the same with the bounds' bit patterns; enum — the values (count; each a list of
///   its wire texts, the canonical one first); bool — the texts for true, then for false (two lists, the written
///   one first).
///
/// The builders are generated code (`SwiftLinksEmitter`): of the table they read the bases, the first web scheme
/// and the parameters' constraints.
struct RouteTable {
    /// The format, defined by the runtime that reads it.
    static let version = RouteGen.tableFormat

    let app: AppModel
    private var out = TableWriter()
    private var keyIDs: [String: Int] = [:]
    private var routeLabels: [Int] = []
    /// Each route's parameters' labels, by route index and slot.
    private var parameterLabels: [[Int]] = []
    /// Each distinct parameter record, written once.
    private var sharedParameters: [(Parameter, Int)] = []
    /// Each pattern's label in the tries.
    private var patternLabels: [LinkCheck.PatternID: Int] = [:]
    /// The app's distinct host lists (`AppModel.hostGroups`).
    private let hostGroups: [[Host]]

    struct Encoded {
        /// The numbers: the width, then the numbers' digits (the emitter ends each literal with a NUL).
        var numbers: [UInt8]
        /// The texts, one after the other.
        var texts: [UInt8]
        /// Each pattern's position in the numbers: the builders of patterns that only a more specific pattern could
        /// shadow check that theirs takes the link (`RouteGen.Link.verify(pattern:)`).
        var patternPositions: [LinkCheck.PatternID: Int]
    }

    /// The order of the lists the runtime searches by halving (a node's literals, the query keys): the shorter text
    /// first, then byte by byte, so that most probes are decided by a length.
    static func precedesInSearch(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (lhs.utf8, rhs.utf8)
        return left.count != right.count ? left.count < right.count : left.lexicographicallyPrecedes(right)
    }

    static func encode(_ app: AppModel) -> Encoded {
        var table = RouteTable(app: app)
        table.write()
        var encoded = table.out.encoded()
        encoded.patternPositions = table.patternLabels.mapValues { table.out.position($0) }
        return encoded
    }

    private init(app: AppModel) {
        self.app = app
        hostGroups = app.hostGroups
    }

    /// The host lists a host is on, a bit each.
    private func groupMask(_ host: Host) -> Int {
        hostGroups.enumerated().reduce(0) { mask, group in group.element.contains(host) ? mask | 1 << group.offset : mask }
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
        let flags = (app.caseSensitive ? 1 : 0) | (app.routes.contains(where: \.otherQuery) ? 2 : 0)
        out.numbers(Self.version, flags, app.maxURLLength, app.routes.map(\.parameters.count).max() ?? 0, app.routes.count)
        lists.forEach { out.reference($0) }
        for (label, trie) in zip(roots, tries) {
            if trie == nil { out.numbers(0) } else { out.reference(label) }
        }
        out.reference(keysLabel)
        out.reference(routesLabel)
        out.text(app.webBase ?? "")
        out.text(app.scheme.map { "\($0)://" } ?? "")
        // The web base's host lists, unless a wildcard could match its host too (then it is looked up).
        let base = app.domains.first.flatMap { $0.isWildcard ? nil : $0 }
        let wildcardMatchesBase = base.map { base in app.allHosts.contains { $0.isWildcard && $0.overlaps(base) } } ?? true
        out.numbers(base.map { wildcardMatchesBase ? 0 : groupMask($0) } ?? 0)

        for (label, list) in [(lists[0], app.webSchemes), (lists[2], app.customSchemes)] {
            out.record(label)
            out.list(list)
        }
        // Hosts: a name, or a wildcard's `.suffix`; each with the host lists it is on.
        out.record(lists[1])
        out.numbers(app.allHosts.count)
        for host in app.allHosts {
            out.text(host.isWildcard ? "." + host.name : host.name)
            out.numbers(groupMask(host))
        }
        // Every query key a pattern reads, sorted as the runtime searches them.
        var keys: Set<String> = []
        for route in app.routes {
            for pattern in (route.web?.patterns ?? []) + (route.scheme?.patterns ?? []) {
                pattern.query.forEach { keys.insert(fold($0.key)) }
            }
            route.forbiddenQuery.forEach { keys.insert(fold($0)) }
        }
        let queryKeys = keys.sorted(by: Self.precedesInSearch)
        keyIDs = Dictionary(uniqueKeysWithValues: queryKeys.enumerated().map { ($1, $0) })
        out.record(keysLabel)
        out.list(queryKeys)

        routeLabels = app.routes.map { _ in out.label() }
        // Parameters alike (name, type, constraints, default) share one record.
        var shared: [Parameter: Int] = [:]
        parameterLabels = app.routes.map { route in
            route.parameters.map { parameter in
                var key = parameter
                key.location = SourceLocation.start
                key.doc = nil
                key.swiftName = ""
                if let label = shared[key] { return label }
                let label = out.label()
                shared[key] = label
                sharedParameters.append((parameter, label))
                return label
            }
        }
        for (kind, (label, trie)) in zip(FormKind.allCases, zip(roots, tries)) {
            if let trie { writeTrie(trie, root: label, kind: kind) }
        }
        out.record(routesLabel)
        routeLabels.forEach { out.reference($0) }
        for (route, label) in zip(app.routes, routeLabels) { writeRoute(route, label) }
        for (parameter, label) in sharedParameters { writeParameter(parameter, label) }
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
            let literals = node.literals.sorted { Self.precedesInSearch($0.text, $1.text) }
            out.numbers(literals.count)
            for literal in literals {
                out.text(literal.text)
                out.reference(label(literal.node))
            }
            out.numbers(node.placeholders.count)
            for placeholder in node.placeholders {
                let template = placeholder.template
                out.numbers(placeholder.key.rank)
                if placeholder.key.rank == 1 {
                    out.text(node.folds ? Literal.folded(template.prefix, caseSensitive: false) : template.prefix)
                    out.text(node.folds ? Literal.folded(template.suffix, caseSensitive: false) : template.suffix)
                }
                out.reference(label(placeholder.node))
            }
            let catchAlls = node.catchAlls.map { ($0, out.label()) }
            out.numbers(catchAlls.count)
            catchAlls.forEach { out.reference($1) }
            for (candidate, patternLabel) in terminals + catchAlls {
                patternLabels[LinkCheck.PatternID(candidate.pattern, of: candidate.route)] = patternLabel
                writePattern(candidate, patternLabel, kind: kind)
            }
        }
    }

    private mutating func writePattern(_ candidate: RoutePattern, _ label: Int, kind: FormKind) {
        let route = candidate.route
        let pattern = candidate.pattern
        out.record(label)
        let affixed = pattern.query.compactMap(\.template) + (pattern.fragment?.template.map { [$0] } ?? [])
        let decides = affixed.contains(where: \.hasLiteralText)
        var fragmentLiteral: String?
        if case .literal(let text) = pattern.fragment { fragmentLiteral = text }
        let forbids = !route.forbiddenQuery.isEmpty
        let hostBound = kind == .web && app.isHostBound(route)
        let flags =
            (pattern.query.isEmpty && !forbids && !route.otherQuery ? 0 : 1) | (decides ? 2 : 0) | (fragmentLiteral == nil ? 0 : 4) | (forbids ? 8 : 0)
            | (hostBound ? 16 : 0)
        out.numbers(route.index, flags, route.parameters.count)
        if hostBound { out.numbers(hostGroups.firstIndex(of: pattern.hosts)!) }
        if let fragmentLiteral { out.text(fragmentLiteral) }
        let literals = pattern.query.compactMap { item -> (String, String)? in
            guard case .literal(let value) = item.value else { return nil }
            return (item.key, value)
        }
        out.numbers(literals.count)
        for (key, value) in literals {
            out.numbers(keyIDs[fold(key)]!)
            out.text(value)
        }
        if forbids {
            out.numbers(route.forbiddenQuery.count)
            route.forbiddenQuery.forEach { out.numbers(2 * keyIDs[fold($0)]! + (route.refusedOnlyWithValue.contains($0) ? 1 : 0)) }
        }
        // Captures in URL order: the host's label, the path, the rest of it, the query, the fragment.
        var captures: [(source: Int, position: Int, template: Template)] = []
        if let hostParameter = pattern.hostParameter { captures.append((4, 0, Template(parameter: hostParameter))) }
        for (position, segment) in pattern.segments.enumerated() {
            if let template = segment.template { captures.append((0, position, template)) }
        }
        if let catchAll = pattern.catchAll { captures.append((1, pattern.segments.count, Template(parameter: catchAll))) }
        for item in pattern.query {
            if let template = item.template { captures.append((2, keyIDs[fold(item.key)]!, template)) }
        }
        if let template = pattern.fragment?.template { captures.append((3, 0, template)) }
        writeFixed(pattern, route)
        // The last captures that are query values of parameters that may be absent: without a query, the runtime
        // has nothing to read for them.
        let slots = captures.map { capture in route.parameters.firstIndex { $0.name == capture.template.parameter }! }
        let optionalQueryCaptures = zip(captures, slots).reversed().prefix { capture, slot in
            capture.source == 2 && (route.parameters[slot].isOptional || route.parameters[slot].defaultValue != nil)
        }.count
        out.numbers(captures.count, optionalQueryCaptures)
        let setKeywords = Set(route.form(kind)?.patterns.flatMap { $0.fixed.values } ?? [])
        var refusedLists: [(label: Int, words: [String])] = []
        for (capture, slot) in zip(captures, slots) {
            let folds = capture.source == 0 ? app.foldsLiterals(kind, segment: capture.position) : !app.caseSensitive
            var refused: [String] = []
            if case .int(_, _, let keywords) = route.parameters[slot].type {
                refused = keywords.filter { setKeywords.contains(.keyword($0)) }
            }
            let affixed = capture.template.hasLiteralText
            out.numbers(capture.source, slot)
            out.reference(parameterLabels[route.index][slot])
            if capture.source != 3 { out.numbers(capture.position) }
            out.numbers((affixed ? 1 : 0) | (folds ? 2 : 0) | (refused.isEmpty ? 0 : 4))
            if affixed {
                out.text(folds ? Literal.folded(capture.template.prefix, caseSensitive: false) : capture.template.prefix)
                out.text(folds ? Literal.folded(capture.template.suffix, caseSensitive: false) : capture.template.suffix)
            }
            if !refused.isEmpty {
                refusedLists.append((out.label(), refused))
                out.reference(refusedLists.last!.label)
            }
        }
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
        for kind in FormKind.allCases { out.list(route.form(kind)?.patterns.map(\.source) ?? []) }
        out.text(route.name)
        out.text(route.retiredNote ?? route.summary)
        switch route.auth {
        case _ where route.isRetired:
            out.numbers(3)
            out.text("")
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
        if route.otherQuery {
            let declared = route.declaredQueryKeys(caseSensitive: app.caseSensitive).map { keyIDs[$0]! }.sorted()
            out.numbers(declared.count + 1)
            declared.forEach { out.numbers($0) }
        } else {
            out.numbers(0)
        }
    }

    private mutating func writeParameter(_ parameter: Parameter, _ label: Int) {
        out.record(label)
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
        out.numbers(type, (parameter.isOptional ? 1 : 0) | (parameter.defaultValue != nil ? 2 : 0) | (constrained ? 4 : 0))
        out.text(parameter.name)
        out.text(parameter.defaultValue.map { Self.encodedWire($0, parameter) } ?? "")
        switch parameter.type {
        case .string(let constraints):
            // Allowed ASCII characters as a bitmap of 128 bits (eight numbers), then the ranges beyond ASCII.
            var bitmap = [Int](repeating: 0, count: 8)
            for scalar in 0..<128 where constraints.characters.map({ $0.contains(Unicode.Scalar(UInt8(scalar))) }) ?? true {
                bitmap[scalar / 16] |= 1 << (scalar % 16)
            }
            let ranges = (constraints.characters?.ranges ?? []).filter { $0.upperBound >= 128 }
            out.numbers(constraints.minLength ?? 0, constraints.maxLength ?? 0)
            bitmap.forEach { out.numbers($0) }
            out.numbers(constraints.characters == nil ? 1 : 0, ranges.count)
            ranges.forEach { out.numbers(Int(max($0.lowerBound, 128)), Int($0.upperBound)) }
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
        case .bool(let spellings):
            out.list(spellings.trueValues)
            out.list(spellings.falseValues)
        case .uuid, .date, .route:
            break
        }
    }
}

/// Lays out a table: numbers that may point forward (labels, resolved at the end) and distinct texts.
struct TableWriter {
    private var numbers: [Int] = []
    private var positions: [Int] = []
    private var references: [(at: Int, label: Int)] = []
    private var texts: [UInt8] = []
    private var textStarts: [String: Int] = [:]

    mutating func label() -> Int {
        positions.append(-1)
        return positions.count - 1
    }

    /// Starts a record, at `label` if given.
    mutating func record(_ label: Int? = nil) {
        if let label { place(label) }
    }

    func position(_ label: Int) -> Int { positions[label] }

    mutating func place(_ label: Int) {
        positions[label] = numbers.count
    }

    mutating func numbers(_ values: Int...) {
        for value in values {
            precondition(value >= 0 && value < 1 << 24, "\(value) does not fit the table's 24-bit numbers")
            numbers.append(value)
        }
    }

    /// A 64-bit pattern in four numbers of 16 bits, the top first (numbers under 2^18 are written with three
    /// digits: most tables need no wider numbers).
    mutating func int64(_ value: Int64) {
        let bits = UInt64(bitPattern: value)
        numbers(Int(bits >> 48), Int(bits >> 32 & 0xFFFF), Int(bits >> 16 & 0xFFFF), Int(bits & 0xFFFF))
    }

    /// A text: its start and byte count in the texts, each distinct text stored once.
    mutating func text(_ text: String) {
        guard !text.isEmpty else { return numbers(0, 0) }
        if textStarts[text] == nil {
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
        // Three digits each when every number fits them, else four.
        let width = resolved.allSatisfy { $0 < 1 << 18 } && texts.count < 1 << 18 ? 3 : 4
        var digits: [UInt8] = [UInt8(48 + width)]
        digits.reserveCapacity(1 + resolved.count * width)
        for value in resolved {
            for shift in stride(from: 6 * (width - 1), through: 0, by: -6) { digits.append(UInt8(48 + (value >> shift) & 63)) }
        }
        return RouteTable.Encoded(numbers: digits, texts: texts, patternPositions: [:])
    }
}
