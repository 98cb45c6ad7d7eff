import Foundation

extension RouteGen {
  /// Walks the route trie over a split URL's segments and query items, in precedence order.
  struct Parser {
    /// The split URL, where its caller keeps it (a copy in each parser cost more than reading through a pointer).
    let parts: UnsafePointer<SplitURL>
    @inline(__always) var url: SplitURL { parts.pointee }
    let source: Source
    let table: Table
    /// The values of `route` parameters and how to parse them, and list items; where the caller keeps them, so
    /// that the parser holds no reference and is copied and dropped as plain bytes.
    let collected: UnsafeMutablePointer<Collected>
    // Tables in the scratch memory.
    let segments: Scratch
    var segmentCount = 0
    /// Five numbers per query item: key start and end, value start and end, key (-1 when no route reads it).
    let items: Scratch
    var itemCount = -1
    /// Two numbers per query key of the spec: its first item and its number of items.
    let keys: Scratch
    /// The values of the pattern being tried, by parameter.
    let slots: UnsafeMutablePointer<Slot>
    var failure = Failure()
    /// The route of the pattern that accepted the URL, and that pattern; its values are in `slots`.
    var matched = -1
    var matchedPattern = -1
    /// Whether the pattern being tried is on the URL's host by a wildcard (its label is then a value).
    var onWildcard = false
    /// Whether a pattern took the path: then only the patterns at its trie node are candidates.
    var pathTaken = false
    /// Whether the pattern being tried took the path (its failures are then the link's reason).
    var choosing = false
    /// Whether the app's AASA file excludes the URL's path: then no route reads it.
    var excluded = false

    /// The scratch memory's layout: segments, query items, keys (all `Int32`), then slots.
    static func layout(_ url: SplitURL) -> (segments: Int, items: Int, keys: Int, slots: Int) {
      (
        url.slashes &+ 2, url.query == nil ? 0 : url.ampersands &+ 1,
        url.table.queryKeys.count,
        max(1, url.table.maxParameters)
      )
    }

    /// The numbers of the segment, item and key tables, rounded up to keep the slots after them aligned.
    static func numberCount(_ segments: Int, _ items: Int, _ keys: Int) -> Int {
      (2 &* segments &+ 5 &* items &+ 2 &* keys &+ 1) & ~1
    }

    /// Calls `body` with a parser of the split `url`, its scratch memory on the stack for most URLs.
    @inline(__always) static func with<Result>(
      _ url: inout SplitURL, collected: UnsafeMutablePointer<Collected>,
      _ body: (inout Parser) -> Result
    ) -> Result {
      let (segments, items, keys, slots) = layout(url)
      let size =
        numberCount(segments, items, keys) &* MemoryLayout<Int32>.stride
        &+ slots &* MemoryLayout<Slot>.stride
      return withUnsafePointer(to: &url) { url in
        withUnsafeTemporaryAllocation(byteCount: size, alignment: MemoryLayout<Int>.alignment) {
          var parser = Parser(url: url, collected: collected, scratch: $0)
          return body(&parser)
        }
      }
    }

    private init(
      url: UnsafePointer<SplitURL>, collected: UnsafeMutablePointer<Collected>,
      scratch: UnsafeMutableRawBufferPointer
    ) {
      self.parts = url
      let url = url.pointee
      self.source = url.source
      self.table = url.table
      self.collected = collected
      let (segmentCapacity, itemCapacity, keyCount, slotCount) = Self.layout(url)
      let size = Self.numberCount(segmentCapacity, itemCapacity, keyCount)
      segments = Scratch(base: scratch.baseAddress!.bindMemory(to: Int32.self, capacity: size))
      items = segments + 2 &* segmentCapacity
      keys = items + 5 &* itemCapacity
      slots = (scratch.baseAddress! + size &* MemoryLayout<Int32>.stride).bindMemory(
        to: Slot.self, capacity: slotCount)
    }

    /// The query items the matched route passes on, in URL order: those with a key none of its patterns reads
    /// (its patterns read the query, so the items are listed); nil when its route passes none on.
    func otherQueryItems() -> [RouteQueryItem]? {
      if table.passesOtherQuery, let declared = table.route(matched).declaredQueryKeys {
        var others: [RouteQueryItem] = []
        for item in 0..<max(itemCount, 0) where isPassedOn(item, declared) {
          others.append(
            RouteQueryItem(name: itemText(item, 0).string, value: itemText(item, 2).string))
        }
        return others
      }
      return nil
    }

    /// Whether a route that reads the query keys `declared` passes this query item on.
    func isPassedOn(_ item: Int, _ declared: (start: Int, count: Int)) -> Bool {
      let key = items[5 &* item &+ 4]
      return key < 0 || !(0..<declared.count).contains { table[declared.start &+ $0] == key }
    }

    /// A query item's key (`part` 0) or value (`part` 2), decoded.
    func itemText(_ item: Int, _ part: Int) -> ValueText {
      ValueText(
        bytes: source.bytes, start: items[5 &* item &+ part], end: items[5 &* item &+ part &+ 1],
        plusIsSpace: true)
    }

    /// The first query item route `ordinal` would pass on with a control character in its key or value, which
    /// no value may hold; nil when there is none.
    func itemWithControlCharacter(passedOnBy ordinal: Int) -> Int? {
      guard table.passesOtherQuery, let declared = table.route(ordinal).declaredQueryKeys else {
        return nil
      }
      func isClean(_ text: ValueText) -> Bool {
        text.start == text.end || text.isClean(printable: false)
      }
      return (0..<max(itemCount, 0)).first { item in
        isPassedOn(item, declared) && !(isClean(itemText(item, 0)) && isClean(itemText(item, 2)))
      }
    }

    /// Lists the segments (the custom-scheme host first) and walks the route trie: whether a pattern accepts the
    /// URL (then it is `matchedPattern`).
    mutating func match() -> Bool {
      var count = 0
      let segments = self.segments
      if !url.host.isEmpty {
        (segments[0], segments[1]) = (url.host.lowerBound, url.host.upperBound)
        count = 1
      }
      url.forEachSegment { segment in
        (segments[2 &* count], segments[2 &* count &+ 1]) = (segment.lowerBound, segment.upperBound)
        count &+= 1
      }
      segmentCount = count
      if url.isWeb && ExcludedPaths(table: table).exclude(source.bytes, url.path) {
        excluded = true
        return false
      }
      let root = url.isWeb ? table.webRoot : table.schemeRoot
      return root != 0 && walk(root, 0) && matched >= 0
    }

    /// Hands the route of the pattern that accepts the URL and its values to `make`, which makes the route and
    /// returns true (false for a retired route).
    mutating func route(_ make: (Int, Values) -> Bool) -> RouteParseError? {
      guard match() else { return error() }
      let destinations = collected.pointee.destinations ?? []
      let otherItems = table.passesOtherQuery ? otherQueryItems() : nil
      func give(listItems: UnsafePointer<Slot>?) -> Bool {
        make(
          matched,
          Values(
            bytes: source.bytes, table: table, slots: slots, destinations: destinations,
            otherItems: otherItems, listItems: listItems))
      }
      let made =
        if let items = collected.pointee.listItems {
          items.withUnsafeBufferPointer { give(listItems: $0.baseAddress) }
        } else {
          give(listItems: nil)
        }
      // Only a retired route has no value: its links reach it, and say why they open nothing.
      guard made else {
        let details = table.route(matched).details
        return .retired(route: table.string(details.name), note: table.string(details.summary))
      }
      return nil
    }

    /// Whether a pattern of this node's subtree decides the URL, trying them in precedence order: the first that
    /// accepts it is `matched`; when one takes the path and none at its node accepts the URL, it is refused.
    mutating func walk(_ node: Int, _ depth: Int) -> Bool {
      let fold = table[node, NodeSlot.folds] == 1
      let ends = node &+ NodeSlot.ends.rawValue
      let terminalCount = table[ends]
      if depth == segmentCount {
        for index in 0..<terminalCount where attempt(table[ends &+ 1 &+ index]) { return true }
        return pathTaken
      }
      let start = segments[2 &* depth]
      let end = segments[2 &* depth &+ 1]
      // Literal children (`LiteralChildSlot`), sorted: at most one matches.
      let literals = ends &+ 1 &+ terminalCount
      let literalCount = table[literals]
      var low = 0
      var high = literalCount
      let count = literalCount > 0 ? source.decodedCount(start, end) : 0
      while low < high {
        let middle = (low &+ high) / 2
        let entry = literals &+ 1 &+ LiteralChildSlot.size.rawValue &* middle
        let order = source.compare(
          start, end, count: count, plusIsSpace: false, fold: fold,
          table.text(entry, LiteralChildSlot.text))
        if order == 0 {
          if walk(table[entry, LiteralChildSlot.child], depth &+ 1) { return true }
          break
        }
        if order < 0 { high = middle } else { low = middle &+ 1 }
      }
      // Placeholder children, in precedence order: literal text around the value, typed, free text.
      var cursor = Cursor(
        table: table, at: literals &+ 1 &+ LiteralChildSlot.size.rawValue &* literalCount)
      for _ in 0..<cursor.next() {
        let matches: Bool
        if cursor.next() == SegmentRank.affixed {
          let prefix = cursor.text()
          matches =
            source.middle(start, end, plusIsSpace: false, fold: fold, prefix, cursor.text()) != nil
        } else {
          matches = start < end
        }
        let child = cursor.next()
        if matches && walk(child, depth &+ 1) { return true }
      }
      // Catch-alls take the rest of the path.
      for _ in 0..<cursor.next() where attempt(cursor.next()) { return true }
      return pathTaken
    }

    /// Reads the query into the item and key tables, once per URL.
    mutating func readQuery() {
      guard itemCount < 0 else { return }
      itemCount = 0
      let queryKeys = table.queryKeys
      let keyCount = queryKeys.count
      for key in 0..<keyCount { (keys[2 &* key], keys[2 &* key &+ 1]) = (-1, 0) }
      guard let query = url.query else { return }
      let fold = !table.caseSensitive
      source.forEachQueryItem(query) { key, value in
        let item = items + 5 &* itemCount
        (item[0], item[1], item[2], item[3], item[4]) = (
          key.lowerBound, key.upperBound, value.lowerBound, value.upperBound, -1
        )
        var low = 0
        var high = keyCount
        let count = source.decodedCount(key.lowerBound, key.upperBound)
        while low < high {
          let middle = (low &+ high) / 2
          let order = source.compare(
            key.lowerBound, key.upperBound, count: count, plusIsSpace: true, fold: fold,
            queryKeys.text(middle))
          if order == 0 {
            item[4] = middle
            if keys[2 &* middle] < 0 { keys[2 &* middle] = itemCount }
            keys[2 &* middle &+ 1] &+= 1
            break
          }
          if order < 0 { high = middle } else { low = middle &+ 1 }
        }
        itemCount &+= 1
      }
    }

    /// Whether some item of this key has exactly this value.
    @inline(__always) func queryContains(_ key: Int, _ value: TableText) -> Bool {
      guard keys[2 &* key &+ 1] > 0 else { return false }
      for item in keys[2 &* key]..<itemCount where items[5 &* item &+ 4] == key {
        if source.compare(
          items[5 &* item &+ 2], items[5 &* item &+ 3], plusIsSpace: true,
          fold: !table.caseSensitive, value) == 0
        {
          return true
        }
      }
      return false
    }

    /// Whether some item of this key has a value (a key refused only with one: `?token` alone is harmless).
    func hasValue(_ key: Int) -> Bool {
      guard keys[2 &* key &+ 1] > 0 else { return false }
      return (keys[2 &* key]..<itemCount).contains {
        items[5 &* $0 &+ 4] == key && items[5 &* $0 &+ 2] < items[5 &* $0 &+ 3]
      }
    }

    /// The value of a key that appears once, nil when it is absent or empty; `repeated` when it appears twice.
    @inline(__always) func queryValue(_ key: Int) -> (value: Range<Int>?, repeated: Bool) {
      let count = keys[2 &* key &+ 1]
      guard count == 1 else { return (nil, count > 1) }
      let item = keys[2 &* key]
      let value = items[5 &* item &+ 2]..<items[5 &* item &+ 3]
      return (value.isEmpty ? nil : value, false)
    }

    /// The fragment's items with this key (the fragment read as a query): how many there are, the value of the
    /// first (nil when empty), and whether one of them is `literal`.
    func fragmentItems(_ key: TableText, literal: TableText? = nil) -> (
      count: Int, value: Range<Int>?, hasLiteral: Bool
    ) {
      var found: (count: Int, value: Range<Int>?, hasLiteral: Bool) = (0, nil, false)
      guard let fragment = url.fragment else { return found }
      let fold = !table.caseSensitive
      source.forEachQueryItem(fragment) { itemKey, value in
        guard
          source.compare(
            itemKey.lowerBound, itemKey.upperBound, plusIsSpace: true, fold: fold, key) == 0
        else { return }
        found.count &+= 1
        if found.count == 1 && !value.isEmpty { found.value = value }
        if let literal, !found.hasLiteral {
          found.hasLiteral =
            source.compare(
              value.lowerBound, value.upperBound, plusIsSpace: true, fold: fold, literal) == 0
        }
      }
      return found
    }

    /// One pattern, in the phases that decide whose a link is (ParsingRules, "A link belongs to its most specific
    /// path"): whether it takes the path (it is on the URL's host, its route forbids no key the URL has, and its
    /// path's values are its parameters'); then whether its query and fragment literals are there, so that a
    /// pattern that does not apply reports nothing; then its other values, each checked against its parameter.
    mutating func attempt(_ pattern: Int) -> Bool {
      let ordinal = table[pattern, PatternSlot.ordinal]
      let flags = PatternFlags(rawValue: table[pattern, PatternSlot.flags])
      let parameterCount = table[pattern, PatternSlot.parameterCount]
      choosing = false
      if flags.isEmpty && parameterCount == 0 {  // literal segments only: nothing more to check
        takePath()
        (matched, matchedPattern) = (ordinal, pattern)
        return true
      }
      slots.initialize(repeating: Slot(), count: parameterCount)
      if flags == .wholeSegmentsOnly {  // every value a whole segment: no query, fragment, host, set value or default
        var cursor = Cursor(table: table, at: pattern &+ PatternSlot.wholeSegmentCaptures.rawValue)
        for _ in 0..<table[pattern, PatternSlot.wholeSegmentCaptureCount]
        where !fill(TableCapture(&cursor), ordinal) {
          return false
        }
        takePath()
        (matched, matchedPattern) = (ordinal, pattern)
        return true
      }
      let parts = PatternParts(table, pattern: pattern, flags)
      // A pattern of a route on other hosts than the app's domains: its host list.
      if flags.contains(.readsHost) {
        let group = 1 &<< parts.hostGroup
        guard (url.hostGroups | url.wildcardGroups) & group != 0 else { return false }
        onWildcard = url.hostGroups & group == 0
      }
      if flags.contains(.readsQuery) { readQuery() }
      let (captureCount, optionalQueryCaptures) = (parts.captureCount, parts.optionalQueryCaptures)
      var cursor = parts.captures
      // What the route refuses comes first, then the path's values (its captures come first).
      if !passesForbiddenKeys(flags, ordinal, parts.forbiddenKeys) { return false }
      var pathCaptures = 0
      while pathCaptures < captureCount
        && TableCapture.Head(table: table, at: cursor.at).source.isPath
      {
        if !fill(TableCapture(&cursor), ordinal) { return false }
        pathCaptures &+= 1
      }
      takePath()
      // Whether it applies: its query and fragment literals, then literal text around their values.
      var literalCursor = parts.literals
      guard let repeated = literalsApply(flags, &literalCursor) else { return false }
      let captures = cursor
      if flags.contains(.affixesDecide) && !affixesApply(captures, captureCount &- pathCaptures) {
        return false
      }
      if !passesRepeatedLiterals(ordinal, repeated) { return false }
      // Without a query, the last captures (query values of parameters that may be absent) have nothing to read.
      let filledCount =
        url.query?.isEmpty ?? true ? captureCount &- optionalQueryCaptures : captureCount
      guard
        fillValues(ordinal, parameterCount, captures, filledCount &- pathCaptures, parts.setValues)
      else { return false }
      (matched, matchedPattern) = (ordinal, pattern)
      return true
    }

    /// The first pattern that takes the path makes the candidates: what the patterns before it refused is no
    /// longer the link's reason.
    @inline(__always) mutating func takePath() {
      if !pathTaken {
        pathTaken = true
        failure = Failure()
      }
      choosing = true
    }

    /// The keys given twice that a pattern fixes: a query literal's key, a fragment literal item's (its text's
    /// place in the table); -1 for none.
    struct RepeatedLiterals {
      var queryKey = -1
      var fragmentKey = -1
    }

    /// Whether the URL has the pattern's fragment literal, query literals and fragment literal items; nil when it
    /// lacks one. Leaves `cursor` after them.
    @inline(__always) mutating func literalsApply(_ flags: PatternFlags, _ cursor: inout Cursor)
      -> RepeatedLiterals?
    {
      if flags.contains(.fragmentLiteral) {
        let literal = cursor.text()
        guard let fragment = url.fragment, !fragment.isEmpty,
          source.compare(
            fragment.lowerBound, fragment.upperBound, plusIsSpace: false,
            fold: !table.caseSensitive, literal) == 0
        else { return nil }
      }
      var repeated = RepeatedLiterals()
      for _ in 0..<cursor.next() {
        let key = cursor.next()
        if !queryContains(key, cursor.text()) { return nil }
        if repeated.queryKey < 0 && keys[2 &* key &+ 1] > 1 { repeated.queryKey = key }
      }
      // A fragment of items: its literal items, as the query's.
      if flags.contains(.fragmentItems) {
        for _ in 0..<cursor.next() {
          let keyAt = cursor.at
          let key = cursor.text()
          let found = fragmentItems(key, literal: cursor.text())
          if !found.hasLiteral { return nil }
          if repeated.fragmentKey < 0 && found.count > 1 { repeated.fragmentKey = keyAt }
        }
      }
      return repeated
    }

    /// Whether literal text around a query value, a fragment item's value or the fragment is there (else the
    /// pattern does not apply).
    @inline(__always) func affixesApply(_ captures: Cursor, _ captureCount: Int) -> Bool {
      var cursor = captures
      let fold = !table.caseSensitive
      for _ in 0..<captureCount {
        let capture = TableCapture(&cursor)
        guard capture.hasAffixes else { continue }
        if capture.source == .query {
          let (value, repeated) = queryValue(capture.position)
          if !repeated, let value,
            source.middle(
              value.lowerBound, value.upperBound, plusIsSpace: true, fold: fold, capture.prefix,
              capture.suffix) == nil
          {
            return false
          }
        } else if capture.source == .fragmentItem {
          let found = fragmentItems(capture.key)
          if found.count == 1, let value = found.value,
            source.middle(
              value.lowerBound, value.upperBound, plusIsSpace: true, fold: fold, capture.prefix,
              capture.suffix) == nil
          {
            return false
          }
        } else if capture.source == .fragment {
          guard let fragment = url.fragment,
            source.middle(
              fragment.lowerBound, fragment.upperBound, plusIsSpace: false, fold: fold,
              capture.prefix, capture.suffix) != nil
          else { return false }
        }
      }
      return true
    }

    /// What a route refuses before any value, which makes the link not its own: a key it refuses, a key it does
    /// not read (`refuseOtherQuery`). False, with the failure kept, for the first found.
    @inline(__always) mutating func passesForbiddenKeys(
      _ flags: PatternFlags, _ ordinal: Int, _ forbiddenKeys: Cursor
    ) -> Bool {
      if flags.contains(.forbidsKeys) {
        var forbidden = forbiddenKeys
        for _ in 0..<forbidden.next() {
          let entry = forbidden.next()
          let key = entry >> 1
          if entry & 1 == 0 ? keys[2 &* key &+ 1] > 0 : hasValue(key) {
            return fail(.forbiddenKey, ordinal, key, nil, false)
          }
        }
      }
      // A route that refuses the keys it does not read: the first such item, in URL order.
      if flags.contains(.refusesOtherQuery), let declared = table.route(ordinal).declaredQueryKeys {
        for item in 0..<max(itemCount, 0) where isPassedOn(item, declared) {
          return fail(.unknownKey, ordinal, item, nil, false)
        }
      }
      return true
    }

    /// A key the pattern fixes, given twice: which one did the sender mean? Refused, as a repeated value is.
    @inline(__always) mutating func passesRepeatedLiterals(
      _ ordinal: Int, _ repeated: RepeatedLiterals
    ) -> Bool {
      if repeated.queryKey >= 0 {
        return fail(.repeatedKey, ordinal, repeated.queryKey, nil, false)
      }
      if repeated.fragmentKey >= 0 {
        return fail(.repeatedFragmentKey, ordinal, repeated.fragmentKey, nil, false)
      }
      return true
    }

    /// The route's values after the path's: each capture's, checked against its parameter, then those the pattern
    /// sets and the defaults. False, with the failure kept, for the first refused.
    @inline(__always) mutating func fillValues(
      _ ordinal: Int, _ parameterCount: Int, _ captures: Cursor, _ filledCount: Int,
      _ setValues: Cursor
    ) -> Bool {
      var cursor = captures
      for _ in 0..<filledCount {
        // A query value the URL lacks, of a parameter that may be absent (iBurn's share metadata): nothing to read.
        let head = TableCapture.Head(table: table, at: cursor.at)
        if head.source == .query && keys[2 &* head.queryKey &+ 1] == 0
          && head.parameter.mayBeAbsent
        {
          cursor.at &+= TableCapture.queryLength(options: head.queryOptions)
          continue
        }
        if !fill(TableCapture(&cursor), ordinal) { return false }
      }
      let route = table.route(ordinal)
      cursor = setValues
      for _ in 0..<cursor.next() {
        let slot = cursor.next()
        setFromTable(slot, route.parameter(slot), cursor.text())
      }
      for slot in 0..<parameterCount where slots[slot].source == Slot.absent {
        let parameter = route.parameter(slot)
        if let value = parameter.defaultValue { setFromTable(slot, parameter, value) }
      }
      if table.passesOtherQuery, let item = itemWithControlCharacter(passedOnBy: ordinal) {
        return fail(.invalidItem, ordinal, item, nil, false)
      }
      return true
    }

    /// A value the table holds: one a pattern sets, or a default.
    mutating func setFromTable(_ slot: Int, _ parameter: TableParameter, _ text: TableText) {
      let end = text.start &+ text.count
      let decodes = (text.start..<end).contains { table.texts[$0] == UInt8(ascii: "%") }
      slots[slot] = Slot(source: Slot.inTable, start: text.start, end: end, decodes: decodes)
      _ = check(&slots[slot], parameter, fold: !table.caseSensitive, excluding: 0)
    }

    /// Finds a capture's value and checks it; the first failure is kept.
    @inline(__always) mutating func fill(_ capture: TableCapture, _ ordinal: Int) -> Bool {
      let parameter = TableParameter(table: table, at: capture.parameter)
      let fold = !table.caseSensitive
      var range: Range<Int>?
      var plusIsSpace = false
      switch capture.source {
      case .segment:
        let start = segments[2 &* capture.position]
        let end = segments[2 &* capture.position &+ 1]
        range = source.middle(
          start, end, plusIsSpace: false, fold: capture.fold, capture.prefix, capture.suffix)
      case .rest:
        range = segments[2 &* capture.position]..<segments[2 &* segmentCount &- 1]
      case .host:
        if onWildcard {
          // One label, unless the wildcard spans labels (`findHost` gave only those).
          guard areHostLabels(source.bytes, url.hostLabel, lowercase: false) else {
            return fail(.invalidLabel, ordinal, capture.slot, url.hostLabel, false)
          }
          range = url.hostLabel
        }
      case .query where parameter.isList:
        return fillList(capture, parameter, ordinal)
      case .query, .fragmentItem:
        var (value, repeated): (Range<Int>?, Bool)
        if capture.source == .query {
          (value, repeated) = queryValue(capture.position)
        } else {
          let found = fragmentItems(capture.key)
          (value, repeated) = (found.count == 1 ? found.value : nil, found.count > 1)
        }
        if repeated { return fail(.repeated, ordinal, capture.slot, nil, false) }
        if let value {
          range = source.middle(
            value.lowerBound, value.upperBound, plusIsSpace: true, fold: fold, capture.prefix,
            capture.suffix)
        }
        plusIsSpace = true
      case .fragment:
        if let fragment = url.fragment, !fragment.isEmpty {
          range = source.middle(
            fragment.lowerBound, fragment.upperBound, plusIsSpace: false, fold: fold,
            capture.prefix, capture.suffix)
        }
      }
      guard let range else {
        if parameter.mayBeAbsent { return true }
        return fail(.missing, ordinal, capture.slot, nil, false)
      }
      slots[capture.slot] = Slot(
        source: capture.source == .host ? Slot.inHost : Slot.inURL,
        start: range.lowerBound, end: range.upperBound,
        plusIsSpace: plusIsSpace,
        decodes: source.decodes(range.lowerBound, range.upperBound, plusIsSpace: plusIsSpace))
      let inPath = capture.source == .segment || capture.source == .rest
      if capture.source == .rest && source.endsWithSlash(range)
        || !check(&slots[capture.slot], parameter, fold: capture.fold, excluding: capture.excluded)
        || inPath && !parameter.hasNoPathRefusal && source.pathRefusal(range) != nil
      {
        return fail(
          .invalid, ordinal, capture.slot, range, plusIsSpace,
          capture: (capture.source, capture.fold, capture.excluded))
      }
      return true
    }
    /// A list's items: each value of its key, in URL order, checked as a value is (an empty one adds none),
    /// kept in `listItems`; its slot holds their range there.
    mutating func fillList(_ capture: TableCapture, _ parameter: TableParameter, _ ordinal: Int)
      -> Bool
    {
      let key = capture.position
      guard keys[2 &* key &+ 1] > 0 else { return true }
      if collected.pointee.listItems == nil { collected.pointee.listItems = [] }
      let first = collected.pointee.listItems!.count
      for item in keys[2 &* key]..<itemCount where items[5 &* item &+ 4] == key {
        let (start, end) = (items[5 &* item &+ 2], items[5 &* item &+ 3])
        guard start < end else { continue }
        var slot = Slot(
          source: Slot.inURL, start: start, end: end, plusIsSpace: true,
          decodes: source.decodes(start, end, plusIsSpace: true))
        guard check(&slot, parameter, fold: capture.fold, excluding: capture.excluded) else {
          return fail(
            .invalid, ordinal, capture.slot, start..<end, true,
            capture: (capture.source, capture.fold, capture.excluded))
        }
        collected.pointee.listItems!.append(slot)
      }
      let end = collected.pointee.listItems!.count
      if end > first { slots[capture.slot] = Slot(source: Slot.list, start: first, end: end) }
      return true
    }

    /// Keeps the first failure, unless it is only a missing value and this one a value found and refused (a
    /// pattern that needs another query key says less about the URL than one that read a wrong value).
    mutating func fail(
      _ kind: Failure.Kind, _ ordinal: Int, _ slot: Int, _ range: Range<Int>?, _ plusIsSpace: Bool,
      capture: (source: CaptureSource, fold: Bool, excluded: Int) = (.segment, false, 0)
    ) -> Bool {
      // A pattern that does not take the path the link's candidates took says nothing about the link.
      if pathTaken && !choosing { return false }
      if failure.kind == .none || (failure.kind == .missing && kind != .missing) {
        failure = Failure(
          kind: kind, ordinal: ordinal, slot: slot, start: range?.lowerBound ?? 0,
          end: range?.upperBound ?? 0,
          plusIsSpace: plusIsSpace, captureSource: capture.source, captureFolds: capture.fold,
          captureExcluded: capture.excluded)
      }
      return false
    }

    /// Checks a slot's text against its parameter and keeps the parsed value in the slot. `excluded` lists the
    /// keywords not accepted here (0: none).
    mutating func check(
      _ slot: inout Slot, _ parameter: TableParameter, fold: Bool, excluding excluded: Int
    )
      -> Bool
    {
      let value = slot.text(url: source.bytes, table)
      guard
        value.isClean(printable: slot.source == Slot.inURL && slot.start >= url.path.lowerBound)
      else { return false }
      let constraints = parameter.constraints
      switch parameter.kind {
      case .string:
        if !parameter.isConstrained { return true }
        // A host's label is compared lowercase (the validator allows only lowercase characters there).
        if slot.source == Slot.inHost {
          return value.withLowercased { $0.fits(table, constraints) }
        }
        return value.fits(table, constraints) && (!parameter.isHostName || value.isHostName)
      case .int:
        if parameter.hasKeywords {
          let keywords = parameter.keywords
          for index in 0..<keywords.count
          where value.equals(table, keywords.text(index), fold: fold) {
            if excluded != 0 && value.isListed(TextList(table: table, at: excluded), fold: fold) {
              return false
            }
            (slot.payload, slot.payload2) = (index, 1)
            return true
          }
        }
        guard let number = value.int(), parameter.allows(number) else { return false }
        slot.payload = number
        return true
      case .double:
        guard let number = value.double(), parameter.allows(number) else { return false }
        slot.payload = Int(Int64(bitPattern: number.bitPattern))
        return true
      case .bool:
        let trueTexts = parameter.trueTexts
        if value.isListed(trueTexts, fold: fold) {
          slot.payload = 1
        } else if value.isListed(TextList(table: table, at: trueTexts.end), fold: fold) {
          slot.payload = 0
        } else {
          return false
        }
        return true
      case .uuid:
        guard let halves = value.uuid() else { return false }
        (slot.payload, slot.payload2) = halves
        return true
      case .date:
        guard let milliseconds = value.milliseconds() else { return false }
        slot.payload = milliseconds
        return true
      case .enumeration:
        // A count of cases, then each case's texts.
        var texts = TextList(table: table, at: constraints &+ 1)
        for ordinal in 0..<table[constraints] {
          if value.isListed(texts, fold: fold) {
            slot.payload = ordinal
            return true
          }
          texts = TextList(table: table, at: texts.end)
        }
        return false
      case .destination:
        guard let destination = destination(value.string) else { return false }
        slot.payload = collected.pointee.destinations?.count ?? 0
        collected.pointee.destinations = (collected.pointee.destinations ?? []) + [destination]
        return true
      }
    }

    /// A `route` parameter's value: a web path of this app (`/guest/…`) or a whole link of it.
    func destination(_ text: String) -> (any RouteGenRoute)? {
      guard let routeType = collected.pointee.routeType else { return nil }
      var link = text
      if text.hasPrefix("/") && !text.hasPrefix("//") && table.webBase.count > 0 {
        link = table.string(table.webBase) + text
      }
      return routeType._parseDestination(link, environment: collected.pointee.environment)
    }

    /// The parameter whose value failed (`invalid`, `invalidLabel`, `missing`, `repeated`).
    private var failedParameter: TableParameter {
      table.route(failure.ordinal).parameter(failure.slot)
    }

    /// The error for a URL no route accepts: the most specific candidate's reason, else `noRoute`.
    /// (`mutating` only so that calling it from `route` does not copy the parser.)
    mutating func error() -> RouteParseError {
      if excluded { return .excludedPath(url.displayPath) }
      switch failure.kind {
      case .none: return .noRoute(path: url.displayPath)
      case .forbiddenKey:
        return .forbiddenQueryKey(table.string(table.queryKeys.text(failure.slot)))
      case .repeatedKey:
        return .repeatedParameter(table.string(table.queryKeys.text(failure.slot)))
      case .repeatedFragmentKey: return .repeatedParameter(table.string(table.text(failure.slot)))
      case .unknownKey: return .forbiddenQueryKey(itemText(failure.slot, 0).string)
      case .invalidItem:
        return .invalidParameter(
          name: itemText(failure.slot, 0).string, value: itemText(failure.slot, 2).string,
          reason: Reason.control)
      case .invalid:
        let parameter = failedParameter
        let name = table.string(parameter.name)
        let value = ValueText(
          bytes: source.bytes, start: failure.start, end: failure.end,
          plusIsSpace: failure.plusIsSpace
        )
        // A host's label as hosts are compared and written in errors: lowercase.
        if failure.captureSource == .host {
          return value.withLowercased {
            .invalidParameter(name: name, value: $0.string, reason: reason($0, parameter))
          }
        }
        return .invalidParameter(
          name: name, value: value.string, reason: reason(value, parameter))
      case .invalidLabel:
        // As a host's other errors write it: ASCII lowercase.
        return .invalidParameter(
          name: table.string(failedParameter.name),
          value: url.lowercasedText(failure.start..<failure.end), reason: Reason.hostLabel)
      case .missing: return .missingParameter(table.string(failedParameter.name))
      case .repeated: return .repeatedParameter(table.string(failedParameter.name))
      }
    }
  }

}
