import RouteGenRuntime

extension RouteGen {
  /// Compiles one build of an app (`TableDrafts`, which the generator makes from its route model) into the table
  /// the parser walks, when RouteGen generates the app's files (`CompiledTableWriter` writes the result into
  /// `<App>Route+Table.swift`). It makes what depends on more than one route (the tries of the patterns in the
  /// precedence order the drafts give, the host lists, the query keys) and lays every record out by the slots
  /// `TableLayout.swift` names, which the runtime's readers share.
  ///
  /// The compiled table is 32-bit numbers that point into the texts (a text is two numbers: its start and byte
  /// count; each distinct text is kept once); a position is the index of a number. Its records, in order:
  ///
  /// - header (`HeaderSlot`), then the web schemes, custom schemes and excluded paths (text lists), the hosts
  ///   (`HostSlot` entries; a wildcard is written as its `.suffix`), the query keys (in `precedesInSearch` order).
  /// - node (`NodeSlot`): folds (1: literals at this depth ignore case); the patterns that end here (count,
  ///   positions); literal children in `precedesInSearch` order (count; `LiteralChildSlot` each); placeholder
  ///   children in precedence order (count; each a rank, 1 with literal prefix and suffix or 2/3 typed or free,
  ///   [prefix, suffix], the child); catch-all patterns (count, positions).
  /// - pattern (`PatternSlot`, then `PatternParts`): its route's ordinal; flags (`PatternFlags`: the draft's, and
  ///   8: its route's forbidden keys follow, 16: its host list follows, 64: its route forbids the keys it does not
  ///   read; or 32 alone: each parameter's value is a whole segment, and nothing else is checked); the route's
  ///   number of parameters; [host list]; [fragment literal]; query literals (count; each a key and a value); [with flag 128, the
  ///   fragment's literal items (count; each a key text and a value)]; [forbidden keys (count; each a key times 2,
  ///   plus 1 when it is forbidden only with a value)]; values the pattern sets (count; slot and text); captures
  ///   (count; optional query captures; each `CaptureSlot`: source, slot, the parameter's position, [segment, key,
  ///   or a fragment item's key text; nothing for the fragment], options, [prefix, suffix], [the position of the
  ///   excluded keywords' list]).
  /// - route: parameters (count, positions), the web and custom-scheme patterns as written (two lists), its details
  ///   (`RouteDetailSlot`), the positions of its web patterns, then of its custom-scheme patterns (two lists).
  /// - parameter (`ParameterSlot`), then by kind its constraints (`BoundsSlot`, `StringSlot`, text lists).
  struct TableCompiler {
    typealias Drafts = TableDrafts

    /// A pattern and where it is: patterns are numbered route by route, web first (`TableDrafts.webOrder`).
    struct Numbered {
      var route: Int
      var web: Bool
      var draft: Drafts.Pattern
    }

    let drafts: Drafts
    let patterns: [Numbered]
    /// The app's host lists: its domains, then each other list a web pattern is on.
    let hostGroups: [[String]]
    /// Every query key a pattern reads or a route refuses, in search order, once each, and each one's number.
    let keys: [String]
    let keyIDs: [[UInt8]: Int]
    /// The number of each route's first parameter and first pattern.
    let firstParameter: [Int]
    let firstPattern: [Int]
    var out = TableBuffer()
    /// The first of the consecutive labels of the patterns and of the parameters, by number.
    var patternLabels = 0
    var parameterLabels = 0

    init(_ drafts: Drafts) {
      self.drafts = drafts
      var patterns: [Numbered] = []
      var (firstParameter, firstPattern) = ([Int](), [Int]())
      var parameterCount = 0
      for (ordinal, route) in drafts.routes.enumerated() {
        firstParameter.append(parameterCount)
        firstPattern.append(patterns.count)
        parameterCount += route.parameters.count
        patterns += route.webPatterns.map { Numbered(route: ordinal, web: true, draft: $0) }
        patterns += route.schemePatterns.map { Numbered(route: ordinal, web: false, draft: $0) }
      }
      (self.patterns, self.firstParameter, self.firstPattern) = (
        patterns, firstParameter, firstPattern
      )
      hostGroups = HostGroups.of(
        domains: drafts.domains, patternHosts: patterns.lazy.filter(\.web).map(\.draft.hosts),
        same: { $0.elementsEqual($1) { $0.utf8.elementsEqual($1.utf8) } })
      var keys = drafts.routes.flatMap { $0.forbidden.map(\.key) }
      for pattern in patterns {
        keys += pattern.draft.literals.map(\.key)
        keys += pattern.draft.captures.filter { $0.source == .query }.map(\.key)
      }
      keys.sort(by: Self.precedesInSearch)
      var distinct: [String] = []
      for key in keys where distinct.last.map({ !$0.utf8.elementsEqual(key.utf8) }) ?? true {
        distinct.append(key)
      }
      self.keys = distinct
      keyIDs = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { (Array($1.utf8), $0) })
    }

    /// The sorting of the lists the parser searches by halving (a node's literals, the query keys): the shorter
    /// text first, then byte by byte, so that most probes are decided by a length.
    static func precedesInSearch(_ lhs: String, _ rhs: String) -> Bool {
      let (left, right) = (lhs.utf8, rhs.utf8)
      return left.count != right.count
        ? left.count < right.count : left.lexicographicallyPrecedes(right)
    }

    func keyID(_ key: String) -> Int { keyIDs[Array(key.utf8)]! }

    func groupMask(_ host: String) -> Int {
      var mask = 0
      for bit in hostGroups.indices
      where hostGroups[bit].contains(where: { $0.utf8.elementsEqual(host.utf8) }) {
        mask |= 1 << bit
      }
      return mask
    }

    /// The compiled numbers and texts.
    consuming func compiled() -> (numbers: [Int32], texts: [UInt8]) {
      write()
      return (out.resolved(), out.texts)
    }

    // MARK: The header and the app's lists

    mutating func write() {
      let (webSchemesLabel, hostsLabel, customSchemesLabel, excludedLabel) = (
        out.label(), out.label(), out.label(), out.label()
      )
      // -1 for a form without patterns.
      let webRoot = drafts.webOrder.isEmpty ? -1 : out.label()
      let schemeRoot = drafts.schemeOrder.isEmpty ? -1 : out.label()
      let keysLabel = out.label()
      let routesLabel = out.label()
      typealias Slot = HeaderSlot
      let header = out.reserve(Slot.size)
      out.set(header, Slot.format, tableFormat)
      var flags: HeaderFlags = []
      if drafts.caseSensitive { flags.insert(.caseSensitive) }
      if drafts.routes.contains(where: \.otherQuery) { flags.insert(.passesOtherQuery) }
      if drafts.refusesDefaultPort { flags.insert(.refusesDefaultPort) }
      out.set(header, Slot.flags, flags.rawValue)
      out.set(header, Slot.maxURLLength, drafts.maxURLLength)
      out.set(header, Slot.maxParameters, drafts.routes.map(\.parameters.count).max() ?? 0)
      out.set(header, Slot.routeCount, drafts.routes.count)
      out.set(header, Slot.webSchemes, reference: webSchemesLabel)
      out.set(header, Slot.hosts, reference: hostsLabel)
      out.set(header, Slot.customSchemes, reference: customSchemesLabel)
      out.set(header, Slot.webRoot, reference: webRoot)
      out.set(header, Slot.schemeRoot, reference: schemeRoot)
      out.set(header, Slot.queryKeys, reference: keysLabel)
      out.set(header, Slot.routeStarts, reference: routesLabel)
      out.set(header, Slot.webBase, text: drafts.webBase)
      out.set(header, Slot.schemeBase, text: drafts.schemeBase)
      // The web base's host lists are known when it is a name: no wildcard takes a host listed by name.
      out.set(
        header, Slot.baseHostGroups, drafts.webBase.isEmpty ? 0 : groupMask(drafts.domains[0]))
      out.set(header, Slot.excludedPaths, reference: excludedLabel)

      out.place(webSchemesLabel)
      out.list(drafts.webSchemes)
      out.place(customSchemesLabel)
      out.list(drafts.customSchemes)
      out.place(excludedLabel)
      out.list(drafts.excludedPaths)
      out.place(hostsLabel)
      var hosts: [String] = []
      for host in hostGroups.joined()
      where !hosts.contains(where: { $0.utf8.elementsEqual(host.utf8) }) {
        hosts.append(host)
      }
      out.number(hosts.count)
      for host in hosts {
        let entry = out.reserve(HostSlot.size)
        out.set(entry, HostSlot.text, text: host)
        out.set(entry, HostSlot.groups, groupMask(host))
      }
      out.place(keysLabel)
      out.list(keys)

      let routeLabels = out.labels(drafts.routes.count)
      parameterLabels = out.labels(drafts.routes.reduce(0) { $0 + $1.parameters.count })
      patternLabels = out.labels(patterns.count)
      if webRoot >= 0 { node(drafts.webOrder, drafts.webOrder.indices, depth: 0, label: webRoot) }
      if schemeRoot >= 0 {
        node(drafts.schemeOrder, drafts.schemeOrder.indices, depth: 0, label: schemeRoot)
      }
      out.place(routesLabel)
      for ordinal in drafts.routes.indices { out.reference(routeLabels + ordinal) }
      for ordinal in drafts.routes.indices { route(ordinal, label: routeLabels + ordinal) }
    }

    // MARK: Tries

    /// A child of a trie node: the patterns that share its segment, and its label.
    private struct Group {
      var element: Drafts.Element
      var range: Range<Int>
      var label = 0
    }

    /// The trie node of the patterns `order[range]` (in precedence order, their first `depth` segments alike), then
    /// the patterns that end there, then its children. In precedence order, the patterns that share a child are
    /// adjacent.
    private mutating func node(_ order: [Int], _ range: Range<Int>, depth: Int, label: Int) {
      func element(_ index: Int) -> Drafts.Element { patterns[order[index]].draft.elements[depth] }
      var groups: [Group] = []
      var start = range.lowerBound
      for index in range.dropFirst() where element(start) != element(index) {
        groups.append(Group(element: element(start), range: start..<index))
        start = index
      }
      groups.append(Group(element: element(start), range: start..<range.upperBound))
      // In precedence order: the end, literals, placeholders, catch-alls. The literals are searched by halving,
      // so sorted for it, in place.
      let childStart = groups.firstIndex { $0.element.rank >= SegmentRank.literal } ?? groups.count
      let childEnd = groups.firstIndex { $0.element.rank == SegmentRank.catchAll } ?? groups.count
      let ends = groups.first { $0.element.rank == SegmentRank.end }?.range ?? 0..<0
      let catchAlls = groups.last { $0.element.rank == SegmentRank.catchAll }?.range ?? 0..<0
      let literalEnd =
        groups[childStart..<childEnd].firstIndex { $0.element.rank > SegmentRank.literal }
        ?? childEnd
      groups[childStart..<literalEnd].sort {
        Self.precedesInSearch($0.element.first, $1.element.first)
      }
      let childLabels = out.labels(childEnd - childStart)
      for index in childStart..<childEnd { groups[index].label = childLabels + index - childStart }

      out.place(label)
      let head = out.reserve(NodeSlot.ends)
      let web = patterns[order[range.lowerBound]].web
      out.set(head, NodeSlot.folds, !drafts.caseSensitive || (!web && depth == 0) ? 1 : 0)
      out.number(ends.count)
      for index in ends { out.reference(patternLabels + order[index]) }
      out.number(literalEnd - childStart)
      for group in groups[childStart..<literalEnd] {
        let child = out.reserve(LiteralChildSlot.size)
        out.set(child, LiteralChildSlot.text, text: group.element.first)
        out.set(child, LiteralChildSlot.child, reference: group.label)
      }
      out.number(childEnd - literalEnd)
      for group in groups[literalEnd..<childEnd] {
        out.number(group.element.rank)
        if group.element.rank == SegmentRank.affixed {
          out.text(group.element.first)
          out.text(group.element.second)
        }
        out.reference(group.label)
      }
      out.number(catchAlls.count)
      for index in catchAlls { out.reference(patternLabels + order[index]) }
      for index in ends { pattern(order[index]) }
      for index in catchAlls { pattern(order[index]) }
      for group in groups[childStart..<childEnd] {
        node(order, group.range, depth: depth + 1, label: group.label)
      }
    }

    // MARK: Patterns

    /// A capture's options: the draft's, and which of its lists follow.
    private static func options(_ capture: Drafts.Capture) -> CaptureOptions {
      var options = capture.options
      if !capture.prefix.isEmpty || !capture.suffix.isEmpty { options.insert(.affixes) }
      if !capture.excluded.isEmpty { options.insert(.excludedKeywords) }
      return options
    }

    private mutating func pattern(_ number: Int) {
      let numbered = patterns[number]
      let (pattern, route) = (numbered.draft, drafts.routes[numbered.route])
      out.place(patternLabels + number)
      var flags = pattern.flags
      if !route.forbidden.isEmpty { flags.insert(.forbidsKeys) }
      if numbered.web && hostGroups.count > 1 { flags.insert(.readsHost) }
      if route.refusesOtherQuery { flags.insert(.refusesOtherQuery) }
      // Every parameter's value is a whole path segment, and nothing else is checked (`Parser.attempt`'s short way).
      let wholeSegments = pattern.captures.allSatisfy {
        $0.source == .segment && Self.options($0).isDisjoint(with: [.affixes, .excludedKeywords])
      }
      if flags.isEmpty && pattern.literals.isEmpty && pattern.fixed.isEmpty && !route.otherQuery
        && !pattern.captures.isEmpty && pattern.captures.count == route.parameters.count
        && wholeSegments
      {
        flags = .wholeSegmentsOnly
      }
      let head = out.reserve(PatternSlot.parts)
      out.set(head, PatternSlot.ordinal, numbered.route)
      out.set(head, PatternSlot.flags, flags.rawValue)
      out.set(head, PatternSlot.parameterCount, route.parameters.count)
      if flags.contains(.readsHost) {
        out.number(
          hostGroups.firstIndex {
            $0.elementsEqual(pattern.hosts) { $0.utf8.elementsEqual($1.utf8) }
          } ?? 0)
      }
      if flags.contains(.fragmentLiteral) { out.text(pattern.fragment) }
      out.number(pattern.literals.count)
      for item in pattern.literals {
        out.number(keyID(item.key))
        out.text(item.value)
      }
      if flags.contains(.fragmentItems) {
        out.number(pattern.fragmentLiterals.count)
        for item in pattern.fragmentLiterals {
          out.text(item.key)
          out.text(item.value)
        }
      }
      if !route.forbidden.isEmpty {
        out.number(route.forbidden.count)
        for forbidden in route.forbidden {
          out.number(2 * keyID(forbidden.key) + (forbidden.onlyWithValue ? 1 : 0))
        }
      }
      out.number(pattern.fixed.count)
      for fixed in pattern.fixed {
        out.number(fixed.slot)
        out.text(fixed.text)
      }
      out.number(pattern.captures.count)
      out.number(pattern.optionalQueryCaptures)
      // Each capture's excluded keywords, written after the captures.
      var excludedLists: [(label: Int, keywords: [String])] = []
      for capture in pattern.captures {
        typealias Slot = CaptureSlot
        let record = out.reserve(Slot.queryKey)
        out.set(record, Slot.source, capture.source.rawValue)
        out.set(record, Slot.slot, capture.slot)
        out.set(
          record, Slot.parameter,
          reference: parameterLabels + firstParameter[numbered.route] + capture.slot)
        switch capture.source {
        case .query: out.number(keyID(capture.key))
        case .fragmentItem: out.text(capture.key)
        case .fragment: break
        case .segment, .rest, .host: out.number(capture.position)
        }
        let options = Self.options(capture)
        out.number(options.rawValue)
        if options.contains(.affixes) {
          out.text(capture.prefix)
          out.text(capture.suffix)
        }
        if options.contains(.excludedKeywords) {
          let label = out.label()
          excludedLists.append((label, capture.excluded))
          out.reference(label)
        }
      }
      for list in excludedLists {
        out.place(list.label)
        out.list(list.keywords)
      }
    }

    // MARK: Routes and parameters

    private mutating func route(_ ordinal: Int, label: Int) {
      let route = drafts.routes[ordinal]
      let webNumbers = firstPattern[ordinal]..<firstPattern[ordinal] + route.webPatterns.count
      let schemeNumbers = webNumbers.upperBound..<webNumbers.upperBound + route.schemePatterns.count
      let parameterNumbers =
        firstParameter[ordinal]..<firstParameter[ordinal] + route.parameters.count
      out.place(label)
      out.number(route.parameters.count)
      for number in parameterNumbers { out.reference(parameterLabels + number) }
      out.list(route.webPatterns.map(\.source))
      out.list(route.schemePatterns.map(\.source))
      typealias Slot = RouteDetailSlot
      let details = out.reserve(Slot.queryKeys)
      out.set(details, Slot.name, text: route.name)
      out.set(details, Slot.summary, text: route.summary)
      out.set(details, Slot.access, route.access.rawValue)
      out.set(details, Slot.role, text: route.role)
      out.set(details, Slot.feature, text: route.feature)
      if route.otherQuery || route.refusesOtherQuery {
        var declared: [Int] = []
        for pattern in route.webPatterns + route.schemePatterns {
          declared += pattern.literals.map { keyID($0.key) }
          declared += pattern.captures.filter { $0.source == .query }.map { keyID($0.key) }
        }
        let distinct = Set(declared).sorted()
        out.number(distinct.count + 1)
        for key in distinct { out.number(key) }
      } else {
        out.number(0)
      }
      out.number(webNumbers.count)
      for number in webNumbers { out.reference(patternLabels + number) }
      out.number(schemeNumbers.count)
      for number in schemeNumbers { out.reference(patternLabels + number) }
      for (number, parameter) in zip(parameterNumbers, route.parameters) {
        out.place(parameterLabels + number)
        self.parameter(parameter)
      }
    }

    private mutating func parameter(_ parameter: Drafts.Parameter) {
      var flags: ParameterFlags = []
      if parameter.isOptional { flags.insert(.optional) }
      if parameter.isList { flags.insert(.list) }
      if parameter.defaultValue != nil { flags.insert(.hasDefault) }
      let record = out.reserve(ParameterSlot.constraints)
      out.set(record, ParameterSlot.kind, parameter.kind.rawValue)
      out.set(record, ParameterSlot.name, text: parameter.name)
      out.set(record, ParameterSlot.defaultValue, text: parameter.defaultValue ?? "")
      switch parameter.constraints {
      case .none:
        break
      case .string(let minimum, let maximum, let characters, let hostName):
        if minimum != nil || maximum != nil || characters != nil { flags.insert(.constrained) }
        if hostName { flags.formUnion([.hostName, .constrained]) }
        string(minimum: minimum, maximum: maximum, characters)
      case .bounds(let minimum, let maximum, let digits, let keywords):
        let bounds = out.reserve(BoundsSlot.digits)
        for (has, slot, value) in [
          (BoundsSlot.hasMinimum, BoundsSlot.minimum, minimum), (.hasMaximum, .maximum, maximum),
        ] {
          guard let value else { continue }
          out.set(bounds, has, 1)
          out.set(bounds, slot, bits: UInt64(bitPattern: value))
        }
        if parameter.kind == .int {
          out.number(digits ?? 0)  // `BoundsSlot.digits`
          if !keywords.isEmpty {
            flags.insert(.keywords)
            out.list(keywords)  // `BoundsSlot.keywords`
          }
        }
      case .enumeration(let values):
        out.number(values.count)
        for value in values { out.list(value) }
      case .bool(let trueValues, let falseValues):
        out.list(trueValues)
        out.list(falseValues)
      }
      out.set(record, ParameterSlot.flags, flags.rawValue)
    }

    /// A string's constraints (`StringSlot`): the ASCII characters allowed, a bit each, then the ranges that reach
    /// beyond ASCII (from 128 on), then the characters as written.
    private mutating func string(
      minimum: Int?, maximum: Int?, _ characters: Drafts.CharacterRanges?
    ) {
      let record = out.reserve(StringSlot.ranges)
      out.set(record, StringSlot.minimumLength, minimum ?? 0)
      out.set(record, StringSlot.maximumLength, maximum ?? 0)
      var bitmap = [Int](repeating: characters == nil ? 0xFFFF : 0, count: 8)
      var beyondASCII: [ClosedRange<UInt32>] = []
      for range in characters?.ranges ?? [] {
        // The ASCII part of the range, if it has one (`é` alone has none).
        for scalar in Int(
          range.lowerBound)..<max(Int(range.lowerBound), Int(min(range.upperBound, 127)) + 1)
        {
          bitmap[scalar >> 4] |= 1 << (scalar & 15)
        }
        if range.upperBound >= 128 {
          beyondASCII.append(max(range.lowerBound, 128)...range.upperBound)
        }
      }
      for (index, bits) in bitmap.enumerated() {
        out.set(record, StringSlot.asciiBitmap, offset: index, bits)
      }
      out.set(record, StringSlot.anyBeyondASCII, characters == nil ? 1 : 0)
      out.number(beyondASCII.count)  // `StringSlot.ranges`
      for range in beyondASCII {
        out.number(Int(range.lowerBound))
        out.number(Int(range.upperBound))
      }
      out.text(characters?.source ?? "")
    }
  }

  /// Lays out a compiled table: numbers that may point forward (labels, resolved at the end), and the texts they
  /// point into, each distinct text once (by its bytes: two spellings of one letter are two texts).
  struct TableBuffer {
    private var numbers: [Int32] = []
    private var positions: [Int] = []
    /// Where each reference is, and the label it points at.
    private var references: [(at: Int, label: Int)] = []
    private(set) var texts: [UInt8] = []
    private var textStarts: [[UInt8]: Int] = [:]

    mutating func label() -> Int {
      positions.append(-1)
      return positions.count - 1
    }

    /// `count` labels, numbered consecutively: the first.
    mutating func labels(_ count: Int) -> Int {
      let first = positions.count
      positions += repeatElement(-1, count: count)
      return first
    }

    mutating func place(_ label: Int) { positions[label] = numbers.count }

    mutating func number(_ value: Int) { numbers.append(Int32(truncatingIfNeeded: value)) }

    /// A text's start and byte count (0 and 0 for no text).
    private mutating func add(_ text: String) -> (start: Int, count: Int) {
      let bytes = Array(text.utf8)
      guard !bytes.isEmpty else { return (0, 0) }
      if let start = textStarts[bytes] { return (start, bytes.count) }
      textStarts[bytes] = texts.count
      texts += bytes
      return (texts.count - bytes.count, bytes.count)
    }

    mutating func text(_ text: String) {
      let (start, count) = add(text)
      number(start)
      number(count)
    }

    /// A list of texts: its count, then each.
    mutating func list(_ texts: [String]) {
      number(texts.count)
      for text in texts { self.text(text) }
    }

    mutating func reference(_ label: Int) {
      references.append((numbers.count, label))
      numbers.append(0)
    }

    /// A record of fixed slots, its numbers 0 until `set`: its start. `end` is the slot just after it.
    mutating func reserve<Slot: TableSlot>(_ end: Slot) -> Int {
      numbers += repeatElement(0, count: end.rawValue)
      return numbers.count - end.rawValue
    }

    mutating func set<Slot: TableSlot>(_ record: Int, _ slot: Slot, offset: Int = 0, _ value: Int) {
      numbers[record + slot.rawValue + offset] = Int32(truncatingIfNeeded: value)
    }

    mutating func set<Slot: TableSlot>(_ record: Int, _ slot: Slot, text: String) {
      let (start, count) = add(text)
      set(record, slot, start)
      set(record, slot, offset: 1, count)
    }

    /// 64 bits in four numbers of 16 bits, the top first.
    mutating func set<Slot: TableSlot>(_ record: Int, _ slot: Slot, bits: UInt64) {
      for index in 0..<4 {
        set(record, slot, offset: index, Int(bits >> UInt64(48 - 16 * index) & 0xFFFF))
      }
    }

    /// The slot refers to `label` (stays 0 for no label, -1).
    mutating func set<Slot: TableSlot>(_ record: Int, _ slot: Slot, reference label: Int) {
      guard label >= 0 else { return }
      references.append((record + slot.rawValue, label))
    }

    /// The numbers, with every reference resolved.
    func resolved() -> [Int32] {
      var resolved = numbers
      for reference in references {
        precondition(positions[reference.label] >= 0, "unplaced label \(reference.label)")
        resolved[reference.at] = Int32(positions[reference.label])
      }
      return resolved
    }
  }
}
