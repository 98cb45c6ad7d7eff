extension RouteGen {
  /// The format of the compiled tables this runtime reads (`CompiledTable`): a generated file states the format it
  /// was written in, and a table of another format stops the process at its first use, with the fix (a
  /// compile-time check fails first). A change to the layout below is a new format.
  package static let tableFormat = 17

  // The compiled table's layout, named once: `TableCompiler` writes each record by these slots and `Table`, the
  // parser and the builder read it by them. A record is a run of 32-bit numbers; a slot is a number's offset from
  // its record's start, and a text takes two numbers (its start and byte count). A list is a count, then its items.
  // What the records hold, in order, is documented on `TableCompiler`.

  /// A slot of a compiled record: the offset of one of its numbers from the record's start.
  package protocol TableSlot: RawRepresentable where RawValue == Int {}

  /// The table's first record.
  package enum HeaderSlot: Int, TableSlot {
    case format = 0
    /// `HeaderFlags`.
    case flags = 1
    case maxURLLength = 2
    /// The most parameters a route has.
    case maxParameters = 3
    case routeCount = 4
    /// The positions of the web schemes (a text list), the hosts (`HostSlot` entries) and the custom schemes.
    case webSchemes = 5
    case hosts = 6
    case customSchemes = 7
    /// The positions of the web and custom-scheme trie roots (`NodeSlot`; 0: the form has no patterns).
    case webRoot = 8
    case schemeRoot = 9
    /// The position of the query keys, a text list in `precedesInSearch` order.
    case queryKeys = 10
    /// The position of the route starts: a position per ordinal.
    case routeStarts = 11
    /// The web base and custom-scheme base texts.
    case webBase = 12
    case schemeBase = 14
    /// The host lists the web base's host is on (0: look its host up).
    case baseHostGroups = 16
    /// The position of the paths the AASA file excludes, a text list.
    case excludedPaths = 17
    /// The numbers the header takes.
    case size = 18
  }

  /// An entry of the hosts list: a host (a wildcard as its `.suffix`), and the bits of the host lists it is on.
  package enum HostSlot: Int, TableSlot {
    case text = 0
    case groups = 2
    case size = 3
  }

  /// A path segment's rank, as a trie writes a placeholder child's: what it accepts, most specific first (the
  /// generator orders patterns by it, `Precedence`). The end of the path comes before them all.
  package enum SegmentRank {
    package static let end = -1, literal = 0, affixed = 1, typed = 2, freeText = 3, catchAll = 4
  }

  /// A trie node's start: whether literals at its depth ignore case, then the patterns that end at it (a count,
  /// then their positions); its literal children, placeholder children and catch-all patterns follow.
  package enum NodeSlot: Int, TableSlot {
    case folds = 0
    case ends = 1
  }

  /// A literal child of a trie node: its text and the child's position.
  package enum LiteralChildSlot: Int, TableSlot {
    case text = 0
    case child = 2
    case size = 3
  }

  /// A pattern's record: its route's ordinal, flags (`PatternFlags`) and its route's number of parameters, then its
  /// parts, each there as its flags say (`PatternParts` reads them). A pattern whose flags are `wholeSegmentsOnly`
  /// alone has no host list, no literals and no set values, so its captures are at fixed slots.
  package enum PatternSlot: Int, TableSlot {
    case ordinal = 0
    case flags = 1
    case parameterCount = 2
    /// Where its parts start.
    case parts = 3
    /// With `wholeSegmentsOnly`: after no query literals and no set values, the number of captures; then no
    /// optional query captures, and the captures.
    case wholeSegmentCaptureCount = 5
    case wholeSegmentCaptures = 7
  }

  /// A capture of a pattern: where its value comes from (`CaptureSource`), the parameter's slot and position, then
  /// by source the query key's number (or a segment's position, or a fragment item's key text) and its options.
  package enum CaptureSlot: Int, TableSlot {
    case source = 0
    case slot = 1
    case parameter = 2
    case queryKey = 3
    case queryOptions = 4
  }

  /// A route's details, which follow its patterns as written: its name, summary, access (`RouteAccess`), role and
  /// feature, then the query keys it reads when it passes other items on or forbids them (0: neither; else 1 + their
  /// count, then the keys).
  package enum RouteDetailSlot: Int, TableSlot {
    case name = 0
    case summary = 2
    case access = 4
    case role = 5
    case feature = 7
    case queryKeys = 9
  }

  /// A parameter: its kind (`ParameterKind`), flags (`ParameterFlags`), name and default (percent-encoded, as a URL
  /// writes it), then its constraints by kind (`BoundsSlot`, `StringSlot`; a bool's true and false texts and an
  /// enum's cases are text lists).
  package enum ParameterSlot: Int, TableSlot {
    case kind = 0
    case flags = 1
    case name = 2
    case defaultValue = 4
    case constraints = 6
  }

  /// An int's or double's constraints: a flag and the value as four numbers of 16 bits (the top first; a double by
  /// its bits) for the minimum and then the maximum; an int's least number of digits (0: none) and its keywords (a
  /// text list) follow.
  package enum BoundsSlot: Int, TableSlot {
    case hasMinimum = 0
    case minimum = 1
    case hasMaximum = 5
    case maximum = 6
    case digits = 10
    case keywords = 11
  }

  /// A string's constraints: its least and most length (0: none), the allowed ASCII characters (a bitmap of eight
  /// numbers of 16 bits, the first for characters 0…15), whether every scalar beyond ASCII is allowed (1), else the
  /// allowed ranges (a count, then each range's low and high scalar), then the characters as the spec writes them.
  package enum StringSlot: Int, TableSlot {
    case minimumLength = 0
    case maximumLength = 1
    case asciiBitmap = 2
    case anyBeyondASCII = 10
    case ranges = 11
  }

  /// A pattern's parts, in the order `TableCompiler` writes them: [its host list's number], its literals
  /// ([fragment literal], query literals: a count, then a key's number and a text each; [fragment items: a count,
  /// then a key text and a value text each]), [its route's forbidden keys: a count, then a number each], the values
  /// it sets (a count, then a slot and a text each), the number of captures and of optional query captures, then
  /// the captures (`CaptureSlot`).
  struct PatternParts {
    /// The host list the pattern is on (with `readsHost`).
    var hostGroup = 0
    var literals: Cursor
    var forbiddenKeys: Cursor
    var setValues: Cursor
    var captureCount = 0
    var optionalQueryCaptures = 0
    var captures: Cursor

    @inline(__always) init(_ table: Table, pattern: Int, _ flags: PatternFlags) {
      var cursor = Cursor(table: table, at: pattern &+ PatternSlot.parts.rawValue)
      if flags.contains(.readsHost) { hostGroup = cursor.next() }
      literals = cursor
      if flags.contains(.fragmentLiteral) { cursor.at &+= 2 }
      cursor.at &+= 3 &* cursor.next()
      if flags.contains(.fragmentItems) { cursor.at &+= 4 &* cursor.next() }
      forbiddenKeys = cursor
      if flags.contains(.forbidsKeys) { cursor.at &+= cursor.next() }
      setValues = cursor
      cursor.at &+= 3 &* cursor.next()
      captureCount = cursor.next()
      optionalQueryCaptures = cursor.next()
      captures = cursor
    }
  }

  /// A list of texts in a compiled table: a count, then the texts.
  struct TextList {
    let table: Table
    let at: Int

    var count: Int { table[at] }

    @inline(__always) func text(_ index: Int) -> TableText { table.text(at &+ 1 &+ 2 &* index) }

    /// Where the table goes on after the list.
    var end: Int { at &+ 1 &+ 2 &* count }
  }
}
