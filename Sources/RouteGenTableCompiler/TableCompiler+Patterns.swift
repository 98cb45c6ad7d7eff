import RouteGenRuntime

extension RouteGen.TableCompiler {
  /// What reading a pattern needs of its route and form.
  struct PatternContext {
    var ordinal: Int
    var web: Bool
    var index: Int
    /// Whether the route reads the query whatever its patterns say (refused keys, other query items).
    var readsQuery: Bool
    /// The parameter a wildcard host's label gives.
    var hostParameter: TableText?
    /// In `listed`; empty: the app's domains.
    var hosts = 0..<0
  }

  /// The slot of the route's parameter called `name`.
  func slot(_ name: TableText) -> Int {
    guard let slot = routeParameters.firstIndex(where: { same($0.name, name) }) else {
      preconditionFailure("route table: a placeholder names no parameter")
    }
    return slot
  }

  /// Whether a pattern of the route's form sets the parameter at `slot` to `keyword`.
  func sets(_ slot: Int, to keyword: TableText, web: Bool) -> Bool {
    written.contains { pattern in
      pattern.web == web
        && fixed[pattern.fixed].contains { $0.slot == slot && same($0.text, keyword) }
    }
  }

  /// A piece of a pattern: literal text, or a placeholder with its literal prefix and suffix (decoded).
  struct PieceDraft {
    var literal = TableText(start: 0, count: 0)
    var name: TableText?
    var prefix = TableText(start: 0, count: 0)
    var suffix = TableText(start: 0, count: 0)

    var hasAffixes: Bool { prefix.count > 0 || suffix.count > 0 }
    /// Its literal text in bytes: more is more specific.
    var literalLength: Int { name == nil ? literal.count : prefix.count + suffix.count }
  }

  /// Reads a pattern (`RouteGen.PatternGrammar`) and derives what the parser needs: its precedence, specificity,
  /// flags, literals and captures in URL order.
  mutating func readPattern(_ written: WrittenPattern, _ context: PatternContext) {
    let source = written.source
    let bytes = UnsafeBufferPointer(start: texts + source.start, count: source.count)
    let parts = Grammar.parts(bytes)
    var pattern = PatternDraft(
      ordinal: context.ordinal, web: context.web, index: context.index, source: source)
    pattern.hosts = context.hosts
    pattern.fixed = written.fixed

    // The path: segments for precedence, and their captures. Captures go straight into `captures`: the path's
    // first (they decide whether the pattern takes the path), then the host's label, the query's and the
    // fragment's, in URL order.
    let captureStart = captures.count
    let pathStart = context.web ? 1 : 0
    segments.removeAll()
    if pathStart < parts.pathEnd {
      Grammar.split(bytes, pathStart..<parts.pathEnd, by: Grammar.slash) { segments.append($0) }
    }
    if segments.count > 1 && segments.last!.isEmpty { segments.removeLast() }  // `/call/`
    let elementStart = elements.count
    var catchAll = false
    for position in segments.indices {
      let range = segments[position]
      if Grammar.isCatchAll(bytes, range) {
        let name = TableText(start: source.start + range.lowerBound + 1, count: range.count - 5)
        var capture = CaptureDraft(
          source: .rest, slot: slot(name))
        capture.position = position
        if !caseSensitive { capture.options.insert(.foldsKeywords) }
        captures.append(capture)
        catchAll = true
        break
      }
      let folds = !caseSensitive || (!context.web && position == 0)
      let piece = self.piece(source, range, folds: folds)
      guard let name = piece.name else {
        elements.append(ElementDraft(rank: Precedence.literal, first: piece.literal))
        continue
      }
      var capture = CaptureDraft(
        source: .segment, slot: slot(name))
      capture.position = position
      if piece.hasAffixes {
        elements.append(
          ElementDraft(
            rank: Precedence.affixed, literalLength: piece.literalLength, first: piece.prefix,
            second: piece.suffix))
      } else {
        let typed = routeParameters[capture.slot].kind != .string
        elements.append(ElementDraft(rank: typed ? Precedence.typed : Precedence.freeText))
      }
      captures.append(self.capture(capture, piece, folds: folds, context))
    }
    elements.append(ElementDraft(rank: catchAll ? Precedence.catchAll : Precedence.end))
    pattern.elements = elementStart..<elements.count
    if let hostParameter = context.hostParameter {
      var capture = CaptureDraft(source: .host, slot: slot(hostParameter))
      // Hosts compare ignoring case, whatever the app's paths do: an enum's labels too.
      capture.options.insert(.foldsKeywords)
      captures.append(capture)
    }

    // The query and the fragment: literals, captures, and how specific they make the pattern.
    var requiredItems = 0
    let query = items(source, parts.query, required: &requiredItems, context)
    pattern.literals = query.literals
    var fragmentDecides = false
    var affixesDecide = query.affixed
    if parts.hasFragment {
      if Grammar.isItems(bytes, parts.fragment) {
        let fragment = items(
          source, parts.fragment, required: &requiredItems, context, inFragment: true)
        pattern.fragmentLiterals = fragment.literals
        pattern.flags.insert(.fragmentItems)
        fragmentDecides = fragment.decides
        affixesDecide = affixesDecide || fragment.affixed
      } else {
        let piece = self.piece(source, parts.fragment, folds: false)
        fragmentDecides = piece.name == nil || piece.hasAffixes
        if let name = piece.name {
          let capture = CaptureDraft(
            source: .fragment, slot: slot(name))
          captures.append(self.capture(capture, piece, folds: !caseSensitive, context))
          affixesDecide = affixesDecide || piece.hasAffixes
        } else {
          pattern.fragment = piece.literal
          pattern.flags.insert(.fragmentLiteral)
        }
      }
    }
    pattern.specificity = Precedence.Specificity(
      fragmentText: fragmentDecides, queryLiterals: query.decidingCount,
      queryLiteralLength: query.literalLength, requiredItems: requiredItems)
    if parts.hasQuery || context.readsQuery { pattern.flags.insert(.readsQuery) }
    if affixesDecide { pattern.flags.insert(.affixesDecide) }
    if context.hostParameter != nil { pattern.flags.insert(.readsHost) }

    // The last captures that are query values of parameters that may be absent: without a query, the runtime
    // has nothing to read for them.
    var optional = captures.count
    while optional > captureStart && captures[optional - 1].source == .query
      && routeParameters[captures[optional - 1].slot].mayBeAbsent
    {
      optional -= 1
    }
    pattern.optionalQueryCaptures = captures.count - optional
    pattern.captures = captureStart..<captures.count
    patterns.append(pattern)
  }

  /// What a query's (or a fragment's) items give a pattern.
  struct Items {
    /// In `pairs`.
    var literals: Range<Int>
    /// Whether literal text decides it applies (a literal value, or text around a placeholder).
    var decides: Bool
    /// How many values have literal text, and how much.
    var decidingCount: Int
    var literalLength: Int
    /// Whether literal text around a placeholder decides.
    var affixed: Bool
  }

  private mutating func items(
    _ source: TableText, _ range: Range<Int>, required: inout Int,
    _ context: PatternContext, inFragment: Bool = false
  ) -> Items {
    let bytes = UnsafeBufferPointer(start: texts + source.start, count: source.count)
    let start = pairs.count
    var result = Items(
      literals: 0..<0, decides: false, decidingCount: 0, literalLength: 0, affixed: false)
    guard !range.isEmpty else { return result }
    Grammar.split(bytes, range, by: Grammar.ampersand) { item in
      guard let keyEnd = Grammar.keyEnd(bytes, item) else {
        preconditionFailure("route table: a query item without '='")
      }
      let key = literal(source, item.lowerBound..<keyEnd, folds: !caseSensitive)
      let piece = self.piece(source, keyEnd + 1..<item.upperBound, folds: false)
      if piece.name == nil || piece.hasAffixes {
        result.decides = true
        result.decidingCount += 1
      }
      result.literalLength += piece.literalLength
      guard let name = piece.name else {
        return pairs.append(Pair(key: key, value: piece.literal))
      }
      var capture = CaptureDraft(
        source: inFragment ? .fragmentItem : .query,
        slot: slot(name))
      capture.key = key
      if !routeParameters[capture.slot].mayBeAbsent { required += 1 }
      result.affixed = result.affixed || piece.hasAffixes
      captures.append(self.capture(capture, piece, folds: !caseSensitive, context))
    }
    result.literals = start..<pairs.count
    return result
  }

  /// A capture's options: its literal prefix and suffix (folded where keywords fold), and the keywords its form's
  /// patterns set, which it refuses.
  private mutating func capture(
    _ capture: CaptureDraft, _ piece: PieceDraft, folds: Bool, _ context: PatternContext
  ) -> CaptureDraft {
    var capture = capture
    if folds { capture.options.insert(.foldsKeywords) }
    if piece.hasAffixes {
      capture.options.insert(.affixes)
      capture.prefix = folds ? folded(piece.prefix) : piece.prefix
      capture.suffix = folds ? folded(piece.suffix) : piece.suffix
    }
    let refusedStart = listed.count
    for index in routeParameters[capture.slot].keywords {
      // Only this parameter's own `set` keywords: another's (`set: {slug: last}`) leaves `link=last` readable.
      let keyword = listed[index]
      if sets(capture.slot, to: keyword, web: context.web) { listed.append(keyword) }
    }
    if listed.count > refusedStart {
      capture.options.insert(.excludedKeywords)
      capture.excluded = refusedStart..<listed.count
    }
    return capture
  }

  // MARK: Texts

  /// A pattern's piece at `range` (in `source`): literal text, or a placeholder between literal text, decoded (and
  /// folded when `folds`).
  private mutating func piece(_ source: TableText, _ range: Range<Int>, folds: Bool) -> PieceDraft {
    let bytes = UnsafeBufferPointer(start: texts + source.start, count: source.count)
    guard let (open, close) = Grammar.placeholder(bytes, range) else {
      return PieceDraft(literal: literal(source, range, folds: folds))
    }
    return PieceDraft(
      name: TableText(start: source.start + open + 1, count: close - open - 1),
      prefix: literal(source, range.lowerBound..<open, folds: folds),
      suffix: literal(source, close + 1..<range.upperBound, folds: folds))
  }

  /// The literal text at `range` of `source`, percent-decoded, and folded to lowercase when `folds`: the record's
  /// own bytes when that changes nothing, else a derived copy.
  mutating func literal(_ source: TableText, _ range: Range<Int>, folds: Bool) -> TableText {
    let start = source.start + range.lowerBound
    let end = source.start + range.upperBound
    let changes = (start..<end).contains {
      texts[$0] == UInt8(ascii: "%") || folds && RouteGen.lowercased(texts[$0]) != texts[$0]
    }
    guard changes else { return TableText(start: start, count: range.count) }
    let derived = textsEnd
    var at = start
    while at < end {
      var byte = texts[at]
      if byte == UInt8(ascii: "%") && at + 2 < end {
        guard let high = RouteGen.hexValue(texts[at + 1]),
          let low = RouteGen.hexValue(texts[at + 2])
        else { preconditionFailure("route table: a '%' without two hex digits in a pattern") }
        byte = high << 4 | low
        at += 2
      }
      append(folds ? RouteGen.lowercased(byte) : byte)
      at += 1
    }
    return TableText(start: derived, count: textsEnd - derived)
  }

  /// Folds a text of the records to lowercase, in place.
  func fold(_ text: TableText) {
    guard !caseSensitive else { return }
    for at in text.start..<text.start + text.count { texts[at] = RouteGen.lowercased(texts[at]) }
  }

  /// A text folded to lowercase: itself when it has no capital, else a derived copy.
  private mutating func folded(_ text: TableText) -> TableText {
    let range = text.start..<text.start + text.count
    guard range.contains(where: { RouteGen.lowercased(texts[$0]) != texts[$0] }) else {
      return text
    }
    let derived = textsEnd
    for at in range { append(RouteGen.lowercased(texts[at])) }
    return TableText(start: derived, count: textsEnd - derived)
  }

  /// A text of the compiler's own (the bases, the standard bool texts), after the records.
  mutating func derive(_ text: StaticString) -> TableText {
    let derived = textsEnd
    for offset in 0..<text.utf8CodeUnitCount { append(text.utf8Start[offset]) }
    return TableText(start: derived, count: textsEnd - derived)
  }

  /// Two texts joined by `separator`, after the records (the second may be empty).
  mutating func derive(
    _ first: TableText, _ separator: StaticString,
    _ second: TableText = TableText(start: 0, count: 0)
  ) -> TableText {
    let derived = textsEnd
    for at in first.start..<first.start + first.count { append(texts[at]) }
    _ = derive(separator)
    for at in second.start..<second.start + second.count { append(texts[at]) }
    return TableText(start: derived, count: textsEnd - derived)
  }

  private mutating func append(_ byte: UInt8) {
    precondition(textsEnd < capacity, "route table: no room for its derived texts")
    texts[textsEnd] = byte
    textsEnd += 1
  }
}
