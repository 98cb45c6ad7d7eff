import RouteGenRuntime

extension RouteGen.TableCompiler {
  typealias Grammar = RouteGen.PatternGrammar
  typealias TableText = RouteGen.TableText

  /// The Unicode scalars of UTF-8 bytes (valid: the generator wrote them), read one by one.
  struct Scalars: Sequence, IteratorProtocol {
    var bytes: UnsafeBufferPointer<UInt8>.Iterator
    var codec = UTF8()

    mutating func next() -> UInt32? {
      if case .scalarValue(let scalar) = codec.decode(&bytes) { return scalar.value }
      return nil
    }
  }

  /// What reading a route's patterns needs of a parameter.
  struct ParameterInfo {
    var name: TableText
    var kind: RouteGen.ParameterKind
    var mayBeAbsent: Bool
    /// An int's keywords, in `listed`.
    var keywords = 0..<0
  }

  /// A pattern as its record writes it, before it is read.
  struct WrittenPattern {
    var source: TableText
    var web: Bool
    /// Its own hosts, in `listed`.
    var hosts: Range<Int>?
    /// In `fixed`.
    var fixed: Range<Int>
  }

  /// Reads the records (`RouteRecords`): `records` holds `count` bytes of them and room for `capacity` in all,
  /// for the texts the compiler derives (decoded and folded literals, the bases); for the build of `environment`
  /// when it names one.
  init(
    _ records: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int,
    environment: UnsafeBufferPointer<UInt8>? = nil
  ) {
    (texts, textsEnd, self.capacity, self.environment) = (records, count, capacity, environment)
    var reader = RouteGen.RecordReader(records, count: count)
    guard reader.nextRecord(), reader.take(.app), reader.number() == RouteGen.tableFormat else {
      preconditionFailure(
        "this route table is of another format than RouteGenRuntime's \(RouteGen.tableFormat): "
          + "regenerate the routes with this RouteGen version")
    }
    readApp(&reader)
    var more = reader.nextRecord()
    var found = environment == nil
    while more && reader.take(.environment) {
      found = readEnvironment(&reader) || found
      more = reader.nextRecord()
    }
    precondition(found, "route table: no record of the environment this build names")
    finishApp()
    while more {
      readRoute(&reader)
      more = reader.nextRecord()
    }
  }

  // MARK: The app

  private mutating func readApp(_ reader: inout RouteGen.RecordReader) {
    caseSensitive = true
    if reader.take(.caseSensitive) {
      guard reader.take(.false) else { reader.unreadable("false") }
      caseSensitive = false
    }
    refusesDefaultPort = reader.take(.refuseDefaultPort)
    maxURLLength =
      reader.take(.maxURLLength) ? reader.number() : RouteGen.RouteRecords.defaultMaxURLLength
    if reader.take(.webSchemes) {
      webSchemes = list(&reader)
    } else {
      listed.append(derive("https"))
      webSchemes = listed.count - 1..<listed.count
    }
    readSchemes(&reader)
    // The domains as written: an environment's build renames them (`finishApp`).
    if reader.take(.domains) { domains = list(&reader) }
    if reader.take(.exclude) { excludedPaths = list(&reader) }
    reader.end("the end of the app's record")
  }

  /// `scheme` and `extraSchemes`, of the app or of an environment's build (whose record lists both whole): the
  /// custom schemes.
  private mutating func readSchemes(_ reader: inout RouteGen.RecordReader) {
    let schemeStart = listed.count
    hasScheme = reader.take(.scheme)
    if hasScheme { listed.append(reader.text()) }
    if reader.take(.extraSchemes) { _ = list(&reader) }
    customSchemes = schemeStart..<listed.count
  }

  /// An environment's record: when it is the build's, its schemes and host renames replace production's. True
  /// when it is.
  private mutating func readEnvironment(_ reader: inout RouteGen.RecordReader) -> Bool {
    let name = reader.word()
    guard let environment, name.count == environment.count,
      (0..<name.count).allSatisfy({ texts[name.start + $0] == environment[$0] })
    else {
      reader.skipRecord()
      return false
    }
    readSchemes(&reader)
    if reader.take(.rename) { renames = list(&reader) }
    reader.end("the end of an environment's record")
    return true
  }

  /// The app's domains, each renamed for the environment's build, and the bases links are built on.
  private mutating func finishApp() {
    var parameter: TableText?
    domains = hosts(domains, parameter: &parameter)
    domainsParameter = parameter
    // The web base's host lists are known when it is a name: no wildcard takes a host listed by name.
    baseHostsKnown = !domains.isEmpty && !isWildcard(listed[domains.lowerBound])
    if let domain = domains.first.map({ listed[$0] }), !isWildcard(domain) {
      webBase = derive(listed[webSchemes.lowerBound], "://", domain)
    }
    if hasScheme {
      schemeBase = derive(listed[customSchemes.lowerBound], "://")
    }
  }

  /// Texts up to the next word: their range in `listed`.
  private mutating func list(_ reader: inout RouteGen.RecordReader) -> Range<Int> {
    let start = listed.count
    while reader.atText() { listed.append(reader.text()) }
    return start..<listed.count
  }

  /// Hosts as the spec writes them: a wildcard `{blog}.wordpress.com` is kept as `.wordpress.com`, and the first
  /// one's parameter name is `parameter`.
  private mutating func hosts(
    _ reader: inout RouteGen.RecordReader, parameter: inout TableText?
  ) -> Range<Int> {
    hosts(list(&reader), parameter: &parameter)
  }

  /// Hosts in `listed`, as `hosts(_:parameter:)` reads them, each renamed first for an environment's build.
  private mutating func hosts(_ range: Range<Int>, parameter: inout TableText?) -> Range<Int> {
    for index in range {
      if let renamed = renamed(listed[index]) { listed[index] = renamed }
      let host = listed[index]
      let bytes = UnsafeBufferPointer(start: texts + host.start, count: host.count)
      guard host.count > 0, bytes[0] == Grammar.openBrace,
        let close = bytes.firstIndex(of: Grammar.closeBrace)
      else { continue }
      // `{site...}.suffix`: its value spans labels, listed as `..suffix` (the `}` becomes the first `.`).
      let spansLabels =
        close >= 4 && bytes[close - 1] == Grammar.dot && bytes[close - 3] == Grammar.dot
      if parameter == nil {
        parameter = TableText(start: host.start + 1, count: close - 1 - (spansLabels ? 3 : 0))
      }
      if spansLabels { texts[host.start + close] = Grammar.dot }
      let start = spansLabels ? close : close + 1
      listed[index] = TableText(start: host.start + start, count: host.count - start)
    }
    return range
  }

  /// The environment's host for a host of production's, copied (reading a wildcard changes its text in place);
  /// nil when the build renames none.
  private mutating func renamed(_ host: TableText) -> TableText? {
    var pair = renames.lowerBound
    while pair + 1 < renames.upperBound {
      if same(listed[pair], host) { return derive(listed[pair + 1], "") }
      pair += 2
    }
    return nil
  }

  func same(_ text: TableText, _ word: StaticString) -> Bool {
    text.count == word.utf8CodeUnitCount
      && (0..<text.count).allSatisfy { texts[text.start + $0] == word.utf8Start[$0] }
  }

  private func isWildcard(_ host: TableText) -> Bool {
    host.count > 0 && texts[host.start] == Grammar.dot
  }

  // MARK: Routes

  private mutating func readRoute(_ reader: inout RouteGen.RecordReader) {
    guard reader.take(.route) else { reader.unreadable("a route") }
    var route = RouteDraft()
    route.name = reader.word()
    if reader.atText() { route.summary = reader.text() }
    if reader.take(.retired) { (route.summary, route.access) = (reader.text(), .retired) }
    if reader.take(.auth) {
      if reader.take(.required) {
        route.access = .signedIn
      } else if reader.take(.role) {
        (route.access, route.role) = (.role, reader.text())
      } else {
        reader.unreadable("required or role")
      }
    }
    if reader.take(.feature) { route.feature = reader.text() }
    route.otherQuery = reader.take(.otherQuery)
    route.refusesOtherQuery = reader.take(.refuseOtherQuery)
    // The label of its hosts' wildcard: its own hosts', else the domains'.
    var hostParameter: TableText?
    let routeHosts = reader.take(.hosts) ? hosts(&reader, parameter: &hostParameter) : nil
    if routeHosts == nil { hostParameter = domainsParameter }

    let parameterStart = parameters.count
    routeParameters.removeAll()
    while reader.take(.param) {
      let parameter = readParameter(&reader)  // apart: reading mutates the compiler too
      routeParameters.append(parameter)
    }
    route.parameters = parameterStart..<parameters.count
    let forbiddenStart = forbidden.count
    while reader.take(.forbiddenQuery) {
      let key = reader.text()
      fold(key)
      forbidden.append(ForbiddenKey(key: key, onlyWithValue: reader.take(.onlyWithValue)))
    }
    route.forbidden = forbiddenStart..<forbidden.count

    written.removeAll()
    for form in 0..<2 {
      let web = form == 0
      while web ? reader.take(.web) : reader.take(.scheme) {
        var pattern = WrittenPattern(source: reader.text(), web: web, hosts: nil, fixed: 0..<0)
        var none: TableText?
        if web && reader.take(.hosts) { pattern.hosts = hosts(&reader, parameter: &none) }
        let fixedStart = fixed.count
        while reader.take(.set) {
          let name = reader.word()
          guard let slot = routeParameters.firstIndex(where: { same($0.name, name) })
          else {
            reader.unreadable("a parameter's name")
          }
          fixed.append(Fixed(slot: slot, text: reader.text()))
        }
        pattern.fixed = fixedStart..<fixed.count
        written.append(pattern)
      }
    }
    reader.end("the end of a route's record")

    let ordinal = routes.count
    route.webPatterns =
      patterns.count..<patterns.count + written.count { $0.web }
    route.schemePatterns = route.webPatterns.upperBound..<patterns.count + written.count
    for number in written.indices {
      let pattern = written[number]
      let index = pattern.web ? number : number - route.webPatterns.count
      var context = PatternContext(
        ordinal: ordinal, web: pattern.web, index: index,
        readsQuery: !route.forbidden.isEmpty || route.otherQuery || route.refusesOtherQuery,
        hostParameter: pattern.web ? hostParameter : nil)
      context.hosts = pattern.web ? pattern.hosts ?? routeHosts ?? 0..<0 : 0..<0
      readPattern(pattern, context)
    }
    routes.append(route)
  }

  // MARK: Parameters

  /// A parameter's record, kept as the tokens the compiled table holds: kind, flags, name, default, then by kind
  /// (`RouteGen.TableParameter`).
  private mutating func readParameter(_ reader: inout RouteGen.RecordReader) -> ParameterInfo {
    let start = tokens.count
    let name = reader.word()
    let kindWord = reader.word()
    // By raw value rather than `allCases`, an array.
    var kind = RouteGen.ParameterKind.string
    var rawValue = 0
    while !same(kindWord, kind.spelling) {
      rawValue += 1
      guard let next = RouteGen.ParameterKind(rawValue: rawValue) else {
        reader.unreadable("a parameter type")
      }
      kind = next
    }
    var flags: RouteGen.ParameterFlags = []
    if reader.take(.optional) { flags.insert(.optional) }
    if reader.take(.list) { flags.insert(.list) }
    var defaultValue = TableText(start: 0, count: 0)
    if reader.take(.default) { (defaultValue, flags) = (reader.text(), flags.union(.hasDefault)) }
    var info = ParameterInfo(
      name: name, kind: kind, mayBeAbsent: !flags.isDisjoint(with: [.optional, .hasDefault, .list]))
    let flagsAt = tokens.count + 1
    number(kind.rawValue)
    number(flags.rawValue)
    tokens.append(.text(name))
    tokens.append(.text(defaultValue))
    assertAt(RouteGen.ParameterSlot.constraints, of: start)
    let constraints = tokens.count
    switch kind {
    case .string:
      if readString(&reader) { flags.insert(.constrained) }
      if reader.take(.hostName) { flags.formUnion([.hostName, .constrained]) }
    case .int, .double:
      for bound in 0..<2 {
        let isMaximum = bound == 1
        assertAt(isMaximum ? .hasMaximum : RouteGen.BoundsSlot.hasMinimum, of: constraints)
        guard reader.take(isMaximum ? .max : .min) else {
          for _ in 0..<5 { number(0) }
          continue
        }
        let numeral = reader.numeral()
        let bits =
          kind == .int
          ? Int64(numeral) : Double(numeral).map { Int64(bitPattern: $0.bitPattern) }
        guard let bits else { reader.unreadable("a number") }
        // A flag, then the 64 bits in four numbers of 16 bits, the top first.
        let word = UInt64(bitPattern: bits)
        number(1)
        for shift in stride(from: 48, through: 0, by: -16) {
          number(Int(word >> UInt64(shift) & 0xFFFF))
        }
      }
      // An int's least number of digits in links (0: none).
      assertAt(RouteGen.BoundsSlot.digits, of: constraints)
      if kind == .int { number(reader.take(.digits) ? reader.number() : 0) }
      if kind == .int && reader.take(.keywords) {
        flags.insert(.keywords)
        info.keywords = tokenList(&reader)
      }
    case .enumeration:
      let countAt = tokens.count
      tokens.append(.number(0))
      var count = 0
      while reader.take(.value) {
        _ = tokenList(&reader)
        count += 1
      }
      tokens[countAt] = .number(count)
    case .bool:
      for form in 0..<2 {
        let flag = form == 0
        if reader.take(flag ? .trueValues : .falseValues) {
          _ = tokenList(&reader)
        } else {
          number(1)
          tokens.append(.text(derive(flag ? "true" : "false")))
        }
      }
    case .uuid, .date, .destination:
      break
    }
    tokens[flagsAt] = .number(flags.rawValue)
    parameters.append(start..<tokens.count)
    return info
  }

  /// A string's constraints, as tokens: the minimum and maximum length (0: none), the allowed ASCII characters (a
  /// bitmap of eight numbers of 16 bits), whether any scalar beyond ASCII is allowed, the allowed ones (a count, then
  /// low and high scalar) and the characters as written. True when it has any.
  private mutating func readString(_ reader: inout RouteGen.RecordReader) -> Bool {
    let hasMinimum = reader.take(.minLength)
    let minimum = hasMinimum ? reader.number() : 0
    let hasMaximum = reader.take(.maxLength)
    let maximum = hasMaximum ? reader.number() : 0
    let characters = reader.take(.characters) ? reader.text() : nil
    let start = tokens.count
    number(minimum)
    number(maximum)
    // The ASCII characters allowed, a bit each, then the ranges that reach beyond ASCII (from 128 on).
    assertAt(RouteGen.StringSlot.asciiBitmap, of: start)
    let bitmapAt = tokens.count
    for _ in 0..<8 { number(characters == nil ? 0xFFFF : 0) }
    assertAt(RouteGen.StringSlot.anyBeyondASCII, of: start)
    number(characters == nil ? 1 : 0)
    assertAt(RouteGen.StringSlot.ranges, of: start)
    let countAt = tokens.count
    number(0)
    if let characters {
      let bytes = UnsafeBufferPointer(start: texts + characters.start, count: characters.count)
      let read = Grammar.characterRanges(Scalars(bytes: bytes.makeIterator())) { low, high in
        // The ASCII part of the range, if it has one (`é` alone has none).
        for scalar in Int(low)..<max(Int(low), Int(min(high, 127)) + 1) {
          guard case .number(let bits) = tokens[bitmapAt + scalar >> 4] else { continue }
          tokens[bitmapAt + scalar >> 4] = .number(bits | 1 << (scalar & 15))
        }
        if high >= 128 {
          number(Int(max(low, 128)))
          number(Int(high))
        }
      }
      if !read { reader.unreadable("characters") }
      tokens[countAt] = .number((tokens.count - countAt - 1) / 2)
    }
    tokens.append(.text(characters ?? TableText(start: 0, count: 0)))
    return hasMinimum || hasMaximum || characters != nil
  }

  private mutating func number(_ value: Int) { tokens.append(.number(value)) }

  /// Checks (in debug builds) that the tokens since `start` fill the numbers before `slot`: the record is written
  /// where `TableLayout` says the parser reads it.
  private func assertAt<Slot: RouteGen.TableSlot>(_ slot: Slot, of start: Int) {
    assert(
      tokens[start...].reduce(0) {
        if case .number = $1 { $0 + 1 } else { $0 + 2 }
      } == slot.rawValue, "a parameter's record is not laid out as TableLayout says")
  }

  /// Texts up to the next word as tokens (a count, then the texts), also kept in `listed`: their range there.
  private mutating func tokenList(_ reader: inout RouteGen.RecordReader) -> Range<Int> {
    let range = list(&reader)
    tokens.append(.number(range.count))
    for index in range { tokens.append(.text(listed[index])) }
    return range
  }
}
