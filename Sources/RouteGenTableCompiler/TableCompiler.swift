import RouteGenRuntime

extension RouteGen {
  /// Compiles a generated file's records (`RouteRecords`) into the tables the parser walks, when RouteGen generates
  /// the file (`CompiledTableWriter` writes the result into `<App>Route+Table.swift`): it
  /// reads each pattern (`PatternGrammar`) and derives what it means (segments, precedence, captures, flags,
  /// `TableCompiler+Patterns`), and makes everything that depends on more than one route (the tries in precedence
  /// order, the query keys, the host lists), so that the generated records stay local to their routes and in the
  /// spec's words. Texts stay where the reader decoded them (a derived text, decoded or folded, goes after the
  /// records), and everything read is kept in arrays of plain values that refer to each other by index.
  ///
  /// The compiled table is 32-bit numbers that point into the texts (a text is two numbers: its start and byte
  /// count); a position is the index of a number. Its records, in order; the fixed slots of each are named in
  /// `TableLayout.swift`, which the writer here and the readers share:
  ///
  /// - header (`HeaderSlot`), then the web schemes, custom schemes and excluded paths (text lists), the hosts
  ///   (`HostSlot` entries; a wildcard is written as its `.suffix`), the query keys (in `precedesInSearch` order).
  /// - node (`NodeSlot`): folds (1: literals at this depth ignore case); the patterns that end here (count,
  ///   positions); literal children in `precedesInSearch` order (count; `LiteralChildSlot` each); placeholder
  ///   children in precedence order (count; each a rank, 1 with literal prefix and suffix or 2/3 typed or free,
  ///   [prefix, suffix], the child); catch-all patterns (count, positions).
  /// - pattern: its route's ordinal; flags (`PatternFlags`: the record's, and 8: its route's forbidden keys
  ///   follow, 16: its host list follows, 64: its route forbids the keys it does not read; or 32 alone: each
  ///   parameter's value is a whole segment, and nothing else is checked); the route's number of parameters;
  ///   [host list]; [fragment literal]; query literals (count; each a key and a value); [with flag 128, the
  ///   fragment's literal items (count; each a key text and a value)]; [forbidden keys (count; each a key times 2,
  ///   plus 1 when it is forbidden only with a value)]; values the pattern sets (count; slot and text); captures
  ///   (count; optional query captures; each `CaptureSlot`: source, slot, the parameter's position, [segment, key,
  ///   or a fragment item's key text; nothing for the fragment], options, [prefix, suffix], [the position of the
  ///   excluded keywords' list]).
  /// - route: parameters (count, positions), the web and custom-scheme patterns as written (two lists), its details
  ///   (`RouteDetailSlot`), the positions of its web patterns, then of its custom-scheme patterns (two lists).
  /// - parameter (`ParameterSlot`), then by kind its constraints (`BoundsSlot`, `StringSlot`, text lists).
  struct TableCompiler: ~Copyable {
    typealias Precedence = RouteGen.Precedence

    /// A token of a parameter's record, kept to be written as it is.
    enum Token {
      case number(Int)
      case text(TableText)
    }

    /// One element of a pattern's precedence (`RouteGen.Precedence`): its rank; a literal's text (`first`), or the
    /// literal text around a placeholder (`first` and `second`, `literalLength` bytes in all).
    struct ElementDraft {
      var rank: Int
      var literalLength = 0
      var first = TableText(start: 0, count: 0)
      var second = TableText(start: 0, count: 0)
    }

    // Named structs rather than tuples in arrays: a tuple's type is made from its mangled name at first use, tens of
    // thousands of instructions each (a fifth of compiling WordPress's table, when apps compiled it).
    struct Pair {
      var key: TableText
      var value: TableText
    }

    struct Fixed {
      var slot: Int
      var text: TableText
    }

    struct ForbiddenKey {
      var key: TableText
      var onlyWithValue: Bool
    }

    struct CaptureDraft {
      var source = RouteGen.CaptureSource.segment
      var slot = 0
      var position = 0
      var key = TableText(start: 0, count: 0)
      var options: RouteGen.CaptureOptions = []
      var prefix = TableText(start: 0, count: 0)
      var suffix = TableText(start: 0, count: 0)
      /// The keywords excluded here (written by patterns of their own), in `listed`.
      var excluded = 0..<0
    }

    /// A pattern; its parts are ranges of the compiler's flat arrays.
    struct PatternDraft {
      var ordinal = 0
      var web = true
      var index = 0
      var source = TableText(start: 0, count: 0)
      /// In `elements`: its path's segments, then the end or a catch-all.
      var elements = 0..<0
      var specificity = Precedence.Specificity(
        fragmentText: false, queryLiterals: 0, queryLiteralLength: 0, requiredItems: 0)
      /// In `pairs`: the literal items of a fragment of items (`.fragmentItems`).
      var fragmentLiterals = 0..<0
      var flags: RouteGen.PatternFlags = []
      /// In `listed`; empty: the app's domains.
      var hosts = 0..<0
      var fragment = TableText(start: 0, count: 0)
      /// In `pairs`: keys and values.
      var literals = 0..<0
      /// In `fixed`.
      var fixed = 0..<0
      var optionalQueryCaptures = 0
      /// In `captures`.
      var captures = 0..<0
    }

    struct RouteDraft {
      var name = TableText(start: 0, count: 0)
      var summary = TableText(start: 0, count: 0)
      var access = RouteGen.RouteAccess.anyone
      var role = TableText(start: 0, count: 0)
      var feature = TableText(start: 0, count: 0)
      var otherQuery = false
      /// `refuseOtherQuery`: a query key none of its patterns reads makes a URL not this route's.
      var refusesOtherQuery = false
      /// In `parameters`.
      var parameters = 0..<0
      /// Its forbidden query keys, in `forbidden`.
      var forbidden = 0..<0
      /// In `patterns`.
      var webPatterns = 0..<0
      var schemePatterns = 0..<0
    }

    /// The records' texts, decoded in place, then the texts the compiler derives (`derive`), up to `capacity`.
    let texts: UnsafeMutablePointer<UInt8>
    var textsEnd: Int
    let capacity: Int
    var caseSensitive = false
    var refusesDefaultPort = false
    var maxURLLength = 0
    var baseHostsKnown = false
    var webBase = TableText(start: 0, count: 0)
    var schemeBase = TableText(start: 0, count: 0)
    var webSchemes = 0..<0
    var customSchemes = 0..<0
    var domains = 0..<0
    /// The paths the AASA file excludes (`aasa.exclude`).
    var excludedPaths = 0..<0
    /// The parameter the domains' wildcard gives, in the routes without hosts of their own.
    var domainsParameter: TableText?
    /// The environment the table is compiled for (nil: production), and its host renames: production's text and
    /// the environment's, in turn, in `listed`.
    var environment: UnsafeBufferPointer<UInt8>?
    var renames = 0..<0
    var hasScheme = false
    var routes = [RouteDraft]()
    var patterns = [PatternDraft]()
    var elements = [ElementDraft]()
    /// Texts read as lists (schemes, hosts, excluded keywords).
    var listed = [TableText]()
    var pairs = [Pair]()
    var fixed = [Fixed]()
    var captures = [CaptureDraft]()
    var forbidden = [ForbiddenKey]()
    /// Each parameter's tokens, in `tokens`.
    var parameters = [Range<Int>]()
    var tokens = [Token]()
    /// The route being read: its parameters, and its patterns as written.
    var routeParameters = [ParameterInfo]()
    var written = [WrittenPattern]()
    /// The pattern being read: its path's segments.
    var segments = [Range<Int>]()

    // MARK: Comparing texts

    func same(_ lhs: TableText, _ rhs: TableText) -> Bool {
      guard lhs.count == rhs.count else { return false }
      var offset = 0
      while offset < lhs.count {
        if texts[lhs.start + offset] != texts[rhs.start + offset] { return false }
        offset += 1
      }
      return true
    }

    /// Byte by byte, a text before the longer texts it starts.
    func precedes(_ lhs: TableText, _ rhs: TableText) -> Bool {
      for offset in 0..<min(lhs.count, rhs.count)
      where texts[lhs.start + offset] != texts[rhs.start + offset] {
        return texts[lhs.start + offset] < texts[rhs.start + offset]
      }
      return lhs.count < rhs.count
    }

    /// The sorting of the lists the parser searches by halving (a node's literals, the query keys): the shorter
    /// text first, then byte by byte, so that most probes are decided by a length.
    func precedesInSearch(_ lhs: TableText, _ rhs: TableText) -> Bool {
      lhs.count != rhs.count ? lhs.count < rhs.count : precedes(lhs, rhs)
    }

    func same(_ lhs: ElementDraft, _ rhs: ElementDraft) -> Bool {
      lhs.rank == rhs.rank && lhs.literalLength == rhs.literalLength && same(lhs.first, rhs.first)
        && same(lhs.second, rhs.second)
    }

    func precedes(_ lhs: ElementDraft, _ rhs: ElementDraft) -> Bool {
      if let order = Precedence.kindPrecedes(
        (lhs.rank, lhs.literalLength), (rhs.rank, rhs.literalLength))
      {
        return order
      }
      if !same(lhs.first, rhs.first) { return precedes(lhs.first, rhs.first) }
      return precedes(lhs.second, rhs.second)
    }

    /// The order that decides which route a URL reaches (`RouteGen.Precedence`), of two patterns by their index:
    /// segment by segment, then the more specific, then the route and pattern declared first.
    func precedes(pattern left: Int, _ right: Int) -> Bool {
      let (lhs, rhs) = (patterns[left].elements, patterns[right].elements)
      for (leftElement, rightElement) in zip(lhs, rhs)
      where !same(elements[leftElement], elements[rightElement]) {
        return precedes(elements[leftElement], elements[rightElement])
      }
      if lhs.count != rhs.count { return lhs.count < rhs.count }
      let (leftSpecificity, rightSpecificity) = (
        patterns[left].specificity, patterns[right].specificity
      )
      if leftSpecificity != rightSpecificity { return leftSpecificity > rightSpecificity }
      return (patterns[left].ordinal, patterns[left].index) < (
        patterns[right].ordinal, patterns[right].index
      )
    }

    // MARK: Compiling

    /// The compiled table: the numbers `RouteTable` keeps, and the end of the texts.
    consuming func compiled() -> (numbers: [Int32], textsEnd: Int) {
      let textsEnd = textsEnd
      // At most about two numbers per three bytes of records (capacity is twice their count; NovaSocial 1,482
      // numbers for 2,450 bytes, 1,000 synthetic routes 72,384 for 111,550): growing the list as it filled
      // copied it 17 times (compiling 1,000 routes: 2.4% of its instructions).
      var writer = TableWriter(compiler: self, reserving: capacity / 3)
      writer.write()
      return (writer.out.resolved(), textsEnd)
    }
  }

  /// Writes a compiled table from what `TableCompiler` read.
  private struct TableWriter: ~Copyable {
    let compiler: TableCompiler
    var out: TableBuffer
    /// The app's host lists, as ranges of `listed`: its domains, then each other list a web pattern names.
    let hostGroups: [Range<Int>]
    /// Every query key a pattern reads or a route refuses, in search order, once each.
    let keys: [TableText]
    /// The first of the consecutive labels of the patterns and of the parameters, by index.
    var patternLabels = 0
    var parameterLabels = 0

    init(compiler: consuming TableCompiler, reserving count: Int) {
      hostGroups = Self.hostGroups(of: compiler)
      keys = Self.queryKeys(of: compiler)
      out = TableBuffer(reserving: count)
      self.compiler = compiler
    }

    private static func hostGroups(of compiler: borrowing TableCompiler) -> [Range<Int>] {
      // A web pattern without hosts of its own is on the domains.
      let domains = compiler.domains
      var groups = [Range<Int>]()
      RouteGen.PatternGrammar.hostGroups(
        domains: domains,
        patternHosts: compiler.patterns.lazy.filter { $0.web }.map {
          $0.hosts.isEmpty ? domains : $0.hosts
        },
        isListed: { hosts in
          groups.contains { sameList($0, hosts, in: compiler) }
        },
        add: { groups.append($0) })
      return groups
    }

    private static func queryKeys(of compiler: borrowing TableCompiler) -> [TableText] {
      var all = [TableText]()
      all += compiler.pairs.map(\.key) + compiler.forbidden.map(\.key)
      all += compiler.captures.filter { $0.source == .query }.map(\.key)
      all.sort { compiler.precedesInSearch($0, $1) }
      var keys = [TableText]()
      for key in all where keys.last.map({ !compiler.same($0, key) }) ?? true { keys.append(key) }
      return keys
    }

    static func sameList(_ lhs: Range<Int>, _ rhs: Range<Int>, in compiler: borrowing TableCompiler)
      -> Bool
    {
      lhs.count == rhs.count
        && zip(lhs, rhs).allSatisfy { compiler.same(compiler.listed[$0], compiler.listed[$1]) }
    }

    func groupMask(_ host: TableText) -> Int {
      var mask = 0
      for bit in hostGroups.indices
      where hostGroups[bit].contains(where: { compiler.same(compiler.listed[$0], host) }) {
        mask |= 1 << bit
      }
      return mask
    }

    func keyID(_ key: TableText) -> Int {
      var (low, high) = (0, keys.count)
      while low < high {
        let middle = (low + high) / 2
        if compiler.precedesInSearch(keys[middle], key) { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// The indices of one form's patterns, in precedence order.
    func order(web: Bool) -> [Int] {
      var order = [Int]()
      for index in compiler.patterns.indices where compiler.patterns[index].web == web {
        order.append(index)
      }
      order.sort { compiler.precedes(pattern: $0, $1) }
      return order
    }

    mutating func write() {
      let (webSchemesLabel, hostsLabel, customSchemesLabel, excludedLabel) = (
        out.label(), out.label(), out.label(), out.label()
      )
      let webOrder = order(web: true)
      let schemeOrder = order(web: false)
      // -1 for a form without patterns.
      let webRoot = webOrder.isEmpty ? -1 : out.label()
      let schemeRoot = schemeOrder.isEmpty ? -1 : out.label()
      let keysLabel = out.label()
      let routesLabel = out.label()
      typealias Slot = RouteGen.HeaderSlot
      let header = out.reserve(Slot.size)
      out.set(header, Slot.format, RouteGen.tableFormat)
      var flags: RouteGen.HeaderFlags = []
      if compiler.caseSensitive { flags.insert(.caseSensitive) }
      if compiler.routes.contains(where: { $0.otherQuery }) { flags.insert(.passesOtherQuery) }
      if compiler.refusesDefaultPort { flags.insert(.refusesDefaultPort) }
      out.set(header, Slot.flags, flags.rawValue)
      out.set(header, Slot.maxURLLength, compiler.maxURLLength)
      out.set(header, Slot.maxParameters, compiler.routes.map(\.parameters.count).max() ?? 0)
      out.set(header, Slot.routeCount, compiler.routes.count)
      out.set(header, Slot.webSchemes, reference: webSchemesLabel)
      out.set(header, Slot.hosts, reference: hostsLabel)
      out.set(header, Slot.customSchemes, reference: customSchemesLabel)
      out.set(header, Slot.webRoot, reference: webRoot)
      out.set(header, Slot.schemeRoot, reference: schemeRoot)
      out.set(header, Slot.queryKeys, reference: keysLabel)
      out.set(header, Slot.routeStarts, reference: routesLabel)
      out.set(header, Slot.webBase, compiler.webBase)
      out.set(header, Slot.schemeBase, compiler.schemeBase)
      let knownBase = compiler.baseHostsKnown && !compiler.domains.isEmpty
      out.set(
        header, Slot.baseHostGroups,
        knownBase ? groupMask(compiler.listed[compiler.domains.lowerBound]) : 0)
      out.set(header, Slot.excludedPaths, reference: excludedLabel)

      out.place(webSchemesLabel)
      list(compiler.webSchemes)
      out.place(customSchemesLabel)
      list(compiler.customSchemes)
      out.place(excludedLabel)
      list(compiler.excludedPaths)
      out.place(hostsLabel)
      var hosts = [TableText]()
      for group in hostGroups.indices {
        for index in hostGroups[group] {
          let host = compiler.listed[index]
          if !hosts.contains(where: { compiler.same($0, host) }) { hosts.append(host) }
        }
      }
      out.number(hosts.count)
      for index in hosts.indices {
        let entry = out.reserve(RouteGen.HostSlot.size)
        out.set(entry, RouteGen.HostSlot.text, hosts[index])
        out.set(entry, RouteGen.HostSlot.groups, groupMask(hosts[index]))
      }
      out.place(keysLabel)
      out.number(keys.count)
      for index in keys.indices { out.text(keys[index]) }

      let routeLabels = out.labels(compiler.routes.count)
      parameterLabels = out.labels(compiler.parameters.count)
      patternLabels = out.labels(compiler.patterns.count)
      if webRoot >= 0 { node(webOrder, webOrder.indices, depth: 0, label: webRoot) }
      if schemeRoot >= 0 { node(schemeOrder, schemeOrder.indices, depth: 0, label: schemeRoot) }
      out.place(routesLabel)
      for ordinal in compiler.routes.indices { out.reference(routeLabels + ordinal) }
      for ordinal in compiler.routes.indices {
        route(compiler.routes[ordinal], routeLabels + ordinal)
      }
    }

    private mutating func list(_ range: Range<Int>) {
      out.number(range.count)
      for index in range { out.text(compiler.listed[index]) }
    }

    /// A child of a trie node: the patterns that share its segment, and its label.
    private struct Group {
      var element: TableCompiler.ElementDraft
      var range: Range<Int>
      var label = 0
    }

    /// A list written after the record that refers to it: its label, and its range in `compiler.listed`.
    private struct LaterList {
      var label: Int
      var range: Range<Int>
    }

    /// The trie node of the patterns `order[range]` (in precedence order, their first `depth` segments alike), then
    /// the patterns that end there, then its children. In precedence order, the patterns that share a child are
    /// adjacent.
    private mutating func node(_ order: [Int], _ range: Range<Int>, depth: Int, label: Int) {
      var groups: [Group] = []
      func element(_ index: Int) -> TableCompiler.ElementDraft {
        compiler.elements[compiler.patterns[order[index]].elements.lowerBound + depth]
      }
      var start = range.lowerBound
      for index in range.dropFirst() where !compiler.same(element(start), element(index)) {
        groups.append(Group(element: element(start), range: start..<index))
        start = index
      }
      groups.append(Group(element: element(start), range: start..<range.upperBound))
      let web = compiler.patterns[order[range.lowerBound]].web
      // In precedence order: the end (-1), literals (0), placeholders (1 to 3), catch-alls (4). The literals are
      // searched by halving, so sorted for it, in place.
      let childStart = groups.firstIndex { $0.element.rank >= Precedence.literal } ?? groups.count
      let childEnd = groups.firstIndex { $0.element.rank == Precedence.catchAll } ?? groups.count
      let ends = groups.first { $0.element.rank == Precedence.end }?.range ?? 0..<0
      let catchAlls = groups.last { $0.element.rank == Precedence.catchAll }?.range ?? 0..<0
      let literalEnd =
        groups[childStart..<childEnd].firstIndex { $0.element.rank > Precedence.literal }
        ?? childEnd
      groups[childStart..<literalEnd].sort {
        compiler.precedesInSearch($0.element.first, $1.element.first)
      }
      let childLabels = out.labels(childEnd - childStart)
      for index in childStart..<childEnd {
        groups[index].label = childLabels + index - childStart
      }

      out.place(label)
      let head = out.reserve(RouteGen.NodeSlot.ends)
      out.set(
        head, RouteGen.NodeSlot.folds, !compiler.caseSensitive || (!web && depth == 0) ? 1 : 0)
      out.number(ends.count)
      for index in ends { out.reference(patternLabels + order[index]) }
      out.number(literalEnd - childStart)
      for index in childStart..<literalEnd {
        let child = out.reserve(RouteGen.LiteralChildSlot.size)
        out.set(child, RouteGen.LiteralChildSlot.text, groups[index].element.first)
        out.set(child, RouteGen.LiteralChildSlot.child, reference: groups[index].label)
      }
      out.number(childEnd - literalEnd)
      for index in literalEnd..<childEnd {
        let placeholder = groups[index]
        out.number(placeholder.element.rank)
        if placeholder.element.rank == Precedence.affixed {
          out.text(placeholder.element.first)
          out.text(placeholder.element.second)
        }
        out.reference(placeholder.label)
      }
      out.number(catchAlls.count)
      for index in catchAlls { out.reference(patternLabels + order[index]) }
      for index in ends { pattern(order[index]) }
      for index in catchAlls { pattern(order[index]) }
      for index in childStart..<childEnd {
        node(order, groups[index].range, depth: depth + 1, label: groups[index].label)
      }
    }

    private mutating func pattern(_ index: Int) {
      let pattern = compiler.patterns[index]
      let route = compiler.routes[pattern.ordinal]
      out.place(patternLabels + index)
      let hostBound = pattern.web && hostGroups.count > 1
      var flags = pattern.flags
      if !route.forbidden.isEmpty { flags.insert(.forbidsKeys) }
      if hostBound { flags.insert(.readsHost) }
      if route.refusesOtherQuery { flags.insert(.refusesOtherQuery) }
      // Every parameter's value is a whole path segment, and nothing else is checked (`Parser.attempt`'s short way).
      let captures = pattern.captures
      let wholeSegments = compiler.captures[captures].allSatisfy {
        $0.source == .segment && $0.options.isDisjoint(with: [.affixes, .excludedKeywords])
      }
      if flags.isEmpty && pattern.literals.isEmpty && pattern.fixed.isEmpty && !route.otherQuery
        && !captures.isEmpty && captures.count == route.parameters.count && wholeSegments
      {
        flags = .wholeSegmentsOnly
      }
      out.number(pattern.ordinal)
      out.number(flags.rawValue)
      out.number(route.parameters.count)
      if flags.contains(.readsHost) {
        let group =
          pattern.hosts.isEmpty
          ? 0
          : hostGroups.firstIndex { Self.sameList($0, pattern.hosts, in: compiler) }!
        out.number(group)
      }
      if flags.contains(.fragmentLiteral) { out.text(pattern.fragment) }
      out.number(pattern.literals.count)
      for pair in compiler.pairs[pattern.literals] {
        out.number(keyID(pair.key))
        out.text(pair.value)
      }
      if flags.contains(.fragmentItems) {
        out.number(pattern.fragmentLiterals.count)
        for index in pattern.fragmentLiterals {
          out.text(compiler.pairs[index].key)
          out.text(compiler.pairs[index].value)
        }
      }
      if !route.forbidden.isEmpty {
        out.number(route.forbidden.count)
        for index in route.forbidden {
          let forbidden = compiler.forbidden[index]
          out.number(2 * keyID(forbidden.key) + (forbidden.onlyWithValue ? 1 : 0))
        }
      }
      out.number(pattern.fixed.count)
      for index in pattern.fixed {
        out.number(compiler.fixed[index].slot)
        out.text(compiler.fixed[index].text)
      }
      out.number(pattern.captures.count)
      out.number(pattern.optionalQueryCaptures)
      var excludedLists = [LaterList]()  // each capture's excluded keywords
      do {
        for capture in compiler.captures[captures] {
          typealias Slot = RouteGen.CaptureSlot
          let record = out.reserve(Slot.queryKey)
          out.set(record, Slot.source, capture.source.rawValue)
          out.set(record, Slot.slot, capture.slot)
          out.set(
            record, Slot.parameter,
            reference: parameterLabels + route.parameters.lowerBound + capture.slot)
          switch capture.source {
          case .query: out.number(keyID(capture.key))
          case .fragmentItem: out.text(capture.key)
          case .fragment: break
          case .segment, .rest, .host: out.number(capture.position)
          }
          out.number(capture.options.rawValue)
          if capture.options.contains(.affixes) {
            out.text(capture.prefix)
            out.text(capture.suffix)
          }
          if capture.options.contains(.excludedKeywords) {
            let label = out.label()
            excludedLists.append(LaterList(label: label, range: capture.excluded))
            out.reference(label)
          }
        }
      }
      for index in excludedLists.indices {
        out.place(excludedLists[index].label)
        list(excludedLists[index].range)
      }
    }

    private mutating func route(_ route: TableCompiler.RouteDraft, _ label: Int) {
      out.place(label)
      out.number(route.parameters.count)
      for slot in route.parameters { out.reference(parameterLabels + slot) }
      out.number(route.webPatterns.count)
      for index in route.webPatterns { out.text(compiler.patterns[index].source) }
      out.number(route.schemePatterns.count)
      for index in route.schemePatterns { out.text(compiler.patterns[index].source) }
      typealias Slot = RouteGen.RouteDetailSlot
      let details = out.reserve(Slot.queryKeys)
      out.set(details, Slot.name, route.name)
      out.set(details, Slot.summary, route.summary)
      out.set(details, Slot.access, route.access.rawValue)
      out.set(details, Slot.role, route.role)
      out.set(details, Slot.feature, route.feature)
      if route.otherQuery || route.refusesOtherQuery {
        var declared = [Int]()
        for index in route.webPatterns.lowerBound..<route.schemePatterns.upperBound {
          let pattern = compiler.patterns[index]
          for pair in pattern.literals { declared.append(keyID(compiler.pairs[pair].key)) }
          for capture in pattern.captures where compiler.captures[capture].source == .query {
            declared.append(keyID(compiler.captures[capture].key))
          }
        }
        declared.sort()
        var distinct = [Int]()
        for key in declared where distinct.last != key { distinct.append(key) }
        out.number(distinct.count + 1)
        for index in distinct.indices { out.number(distinct[index]) }
      } else {
        out.number(0)
      }
      out.number(route.webPatterns.count)
      for index in route.webPatterns { out.reference(patternLabels + index) }
      out.number(route.schemePatterns.count)
      for index in route.schemePatterns { out.reference(patternLabels + index) }
      for slot in route.parameters {
        out.place(parameterLabels + slot)
        for token in compiler.tokens[compiler.parameters[slot]] {
          switch token {
          case .number(let number): out.number(number)
          case .text(let text): out.text(text)
          }
        }
      }
    }
  }

  /// Lays out a compiled table: numbers that may point forward (labels, resolved at the end).
  struct TableBuffer: ~Copyable {
    private var numbers: [Int32] = []
    private var positions = [Int]()
    /// Where each reference is, and the label it points at.
    private var references = [Int]()
    private var referencedLabels = [Int]()

    init(reserving count: Int) { numbers.reserveCapacity(count) }

    mutating func label() -> Int {
      positions.append(-1)
      return positions.count - 1
    }

    /// `count` labels, numbered consecutively: the first.
    mutating func labels(_ count: Int) -> Int {
      let first = positions.count
      for _ in 0..<count { positions.append(-1) }
      return first
    }

    mutating func place(_ label: Int) { positions[label] = numbers.count }

    // One number a call: a variadic call makes an array each time, a tenth of writing a compiled table.
    mutating func number(_ value: Int) { numbers.append(Int32(truncatingIfNeeded: value)) }

    mutating func text(_ text: TableText) {
      number(text.count == 0 ? 0 : text.start)
      number(text.count)
    }

    mutating func reference(_ label: Int) {
      references.append(numbers.count)
      referencedLabels.append(label)
      numbers.append(0)
    }

    /// A record of fixed slots, its numbers 0 until `set`: its start. `end` is the slot just after it.
    mutating func reserve<Slot: RouteGen.TableSlot>(_ end: Slot) -> Int {
      let start = numbers.count
      for _ in 0..<end.rawValue { numbers.append(0) }
      return start
    }

    mutating func set<Slot: RouteGen.TableSlot>(_ record: Int, _ slot: Slot, _ value: Int) {
      numbers[record + slot.rawValue] = Int32(truncatingIfNeeded: value)
    }

    mutating func set<Slot: RouteGen.TableSlot>(_ record: Int, _ slot: Slot, _ text: TableText) {
      set(record, slot, text.count == 0 ? 0 : text.start)
      numbers[record + slot.rawValue + 1] = Int32(truncatingIfNeeded: text.count)
    }

    /// The slot refers to `label` (stays 0 for no label, -1).
    mutating func set<Slot: RouteGen.TableSlot>(_ record: Int, _ slot: Slot, reference label: Int) {
      guard label >= 0 else { return }
      references.append(record + slot.rawValue)
      referencedLabels.append(label)
    }

    /// The numbers, with every reference resolved.
    func resolved() -> [Int32] {
      var resolved = numbers
      for index in references.indices {
        let label = referencedLabels[index]
        precondition(positions[label] >= 0, "unplaced label \(label)")
        resolved[references[index]] = Int32(positions[label])
      }
      return resolved
    }
  }
}
