import Foundation

extension RouteGen {
  /// One route type's table: the numbers and texts that `TableCompiler` made from the route model when the
  /// file was generated, read into memory once per process.
  public final class RouteTable: @unchecked Sendable {
    // Immutable after `init`, and never freed: a route type's table lives as long as the process.
    let numbers: UnsafePointer<Int32>
    let texts: UnsafePointer<UInt8>
    /// How many numbers and text bytes there are (read by tests that compare tables).
    let numberCount: Int
    let textCount: Int
    /// `allRoutes`, made at its first use.
    private var declared: [DeclaredRoute]?
    private let declaredLock = NSLock()

    /// The table that a generated `…Route+Table.swift` holds (`CompiledTable`): production's build, or one
    /// environment's. `file` names the file and how to regenerate it, for the message that stops the process when
    /// the table cannot be read (edited, or of another RouteGen version).
    public convenience init(_ numbers: StaticString, texts: StaticString, file: StaticString) {
      switch CompiledTable.read(numbers: numbers, texts: texts) {
      case .success(let table): self.init(table)
      case .failure(let refusal):
        fatalError("RouteGen: the route table in \(file) cannot be read: \(refusal.reason)")
      }
    }

    /// A table read and checked (`CompiledTable`), or compiled in this process (the generator, and tests of tiny
    /// specs); kept for the process's life.
    package init(_ table: CompiledTable.Contents) {
      (numbers, numberCount, texts, textCount) = (
        table.numbers, table.numberCount, table.texts, table.textCount
      )
    }

    /// The routes as the spec declares them, made by `make` once.
    func declaredRoutes(_ make: () -> [DeclaredRoute]) -> [DeclaredRoute] {
      declaredLock.withLock {
        if let declared { return declared }
        let made = make()
        declared = made
        return made
      }
    }
  }

  /// A text of a compiled table: where it starts in the table's texts, and its byte count.
  package struct TableText: Equatable {
    package var start: Int
    package var count: Int

    package init(start: Int, count: Int) {
      (self.start, self.count) = (start, count)
    }
  }

  /// A route table as the parser reads it: numbers (offsets count numbers) and texts (a start and a byte count).
  struct Table {
    let numbers: UnsafePointer<Int32>
    let texts: UnsafePointer<UInt8>

    init(_ table: RouteTable) {
      numbers = table.numbers
      texts = table.texts
    }

    @inline(__always) subscript(_ index: Int) -> Int { Int(numbers[index]) }

    @inline(__always) func text(_ index: Int) -> TableText {
      TableText(start: self[index], count: self[index &+ 1])
    }

    /// The number at `slot` of the record that starts at `record`.
    @inline(__always) subscript<Slot: TableSlot>(_ record: Int, _ slot: Slot) -> Int {
      self[record &+ slot.rawValue]
    }

    @inline(__always) func text<Slot: TableSlot>(_ record: Int, _ slot: Slot) -> TableText {
      text(record &+ slot.rawValue)
    }

    /// The text list at the position that the number at `slot` of `record` holds.
    @inline(__always) func list<Slot: TableSlot>(_ record: Int, _ slot: Slot) -> TextList {
      TextList(table: self, at: self[record, slot])
    }

    func string(_ text: TableText) -> String {
      String(
        decoding: UnsafeBufferPointer(start: texts + text.start, count: text.count), as: UTF8.self)
    }

    /// A signed 64-bit number written as four numbers of 16 bits, the top first.
    func int64(_ index: Int) -> Int { (0..<4).reduce(0) { $0 << 16 | self[index &+ $1] } }

    // The header (`HeaderSlot`).
    var header: HeaderFlags { HeaderFlags(rawValue: self[0, HeaderSlot.flags]) }
    var caseSensitive: Bool { header.contains(.caseSensitive) }
    var passesOtherQuery: Bool { header.contains(.passesOtherQuery) }
    /// Whether `:443` (`:80` of `http`) is refused rather than read as no port (`refuseDefaultPort`).
    var refusesDefaultPort: Bool { header.contains(.refusesDefaultPort) }
    var maxURLLength: Int { self[0, HeaderSlot.maxURLLength] }
    var maxParameters: Int { self[0, HeaderSlot.maxParameters] }
    var routeCount: Int { self[0, HeaderSlot.routeCount] }
    var webSchemes: TextList { list(0, HeaderSlot.webSchemes) }
    /// Where the hosts list starts: a count, then `HostSlot` entries.
    var hosts: Int { self[0, HeaderSlot.hosts] }
    var customSchemes: TextList { list(0, HeaderSlot.customSchemes) }
    var webRoot: Int { self[0, HeaderSlot.webRoot] }
    var schemeRoot: Int { self[0, HeaderSlot.schemeRoot] }
    var queryKeys: TextList { list(0, HeaderSlot.queryKeys) }
    /// Where each route's record starts, by its ordinal.
    var routeStarts: Int { self[0, HeaderSlot.routeStarts] }
    var webBase: TableText { text(0, HeaderSlot.webBase) }
    var schemeBase: TableText { text(0, HeaderSlot.schemeBase) }
    /// The host lists the web base's host is on (0: it must be looked up, as a wildcard may match it too).
    var baseHostGroups: Int { self[0, HeaderSlot.baseHostGroups] }
    /// The paths the AASA file excludes (`ExcludedPaths`).
    var excludedPaths: TextList { list(0, HeaderSlot.excludedPaths) }

    func route(_ ordinal: Int) -> TableRoute {
      TableRoute(table: self, at: self[routeStarts &+ ordinal])
    }
  }

  /// Reads a record's numbers in order.
  struct Cursor {
    let table: Table
    var at: Int

    @inline(__always) mutating func next() -> Int {
      defer { at &+= 1 }
      return table[at]
    }

    @inline(__always) mutating func text() -> TableText {
      defer { at &+= 2 }
      return table.text(at)
    }
  }

  /// A route: its parameters and patterns, then its name, summary (a retired route's note), access (`RouteAccess`),
  /// role and feature.
  struct TableRoute {
    let table: Table
    let at: Int

    var parameterCount: Int { table[at] }

    func parameter(_ slot: Int) -> TableParameter {
      TableParameter(table: table, at: table[at &+ 1 &+ slot])
    }

    /// The patterns of one form as written, canonical first: where their texts start, and how many there are.
    func patterns(web: Bool) -> (start: Int, count: Int) {
      let webCount = at &+ 1 &+ parameterCount
      if web { return (webCount &+ 1, table[webCount]) }
      let schemeCount = webCount &+ 1 &+ 2 &* table[webCount]
      return (schemeCount &+ 1, table[schemeCount])
    }

    /// Where the details start (`RouteDetailSlot`): after the custom-scheme patterns.
    private var detailsStart: Int {
      let scheme = patterns(web: false)
      return scheme.start &+ 2 &* scheme.count
    }

    var details:
      (
        name: TableText, summary: TableText, access: RouteAccess, role: TableText,
        feature: TableText
      )
    {
      let at = detailsStart
      guard let access = RouteAccess(rawValue: table[at, RouteDetailSlot.access]) else {
        preconditionFailure("a compiled table holds only the access it was compiled with")
      }
      return (
        table.text(at, RouteDetailSlot.name), table.text(at, RouteDetailSlot.summary), access,
        table.text(at, RouteDetailSlot.role), table.text(at, RouteDetailSlot.feature)
      )
    }

    /// Where the query keys a route with `otherQuery` reads are listed (a count plus one; 0 for other routes).
    private var queryKeysAt: Int { detailsStart &+ RouteDetailSlot.queryKeys.rawValue }

    /// For a route with `otherQuery`, the query keys it reads (where they start, how many); else nil.
    var declaredQueryKeys: (start: Int, count: Int)? {
      let at = queryKeysAt
      return table[at] == 0 ? nil : (at &+ 1, table[at] &- 1)
    }

    /// The position of the parse pattern at `index` among the route's patterns of one form.
    func patternPosition(web: Bool, _ index: Int) -> Int {
      let keys = queryKeysAt
      let webPatterns = keys &+ 1 &+ max(table[keys] &- 1, 0)
      let patterns = web ? webPatterns : webPatterns &+ 1 &+ table[webPatterns]
      return table[patterns &+ 1 &+ index]
    }
  }

  /// A parameter: its type, whether it may be absent, its name, its default (percent-encoded, as a URL writes
  /// it) and its constraints.
  struct TableParameter {
    let table: Table
    let at: Int

    var kind: ParameterKind {
      guard let kind = ParameterKind(rawValue: table[at, ParameterSlot.kind]) else {
        preconditionFailure("a compiled table holds only the kinds it was compiled with")
      }
      return kind
    }
    /// Optional, with a default, or a list (absent: empty).
    var flags: ParameterFlags { ParameterFlags(rawValue: table[at, ParameterSlot.flags]) }
    var mayBeAbsent: Bool { !flags.isDisjoint(with: [.optional, .hasDefault, .list]) }
    /// A string with a length or characters to check.
    var isConstrained: Bool { flags.contains(.constrained) }
    /// A string that must be a host name (`"format": "hostName"`).
    var isHostName: Bool { flags.contains(.hostName) }
    /// A list, read from a query key given once per item (`"list": true`).
    var isList: Bool { flags.contains(.list) }
    /// An int that may also be one of some keywords (their list follows its bounds).
    var hasKeywords: Bool { flags.contains(.keywords) }
    var name: TableText { table.text(at, ParameterSlot.name) }
    var defaultValue: TableText? {
      flags.contains(.hasDefault) ? table.text(at, ParameterSlot.defaultValue) : nil
    }
    /// Where the constraints start (`BoundsSlot`, `StringSlot`, or text lists).
    var constraints: Int { at &+ ParameterSlot.constraints.rawValue }
    /// Whether every value that passes the parameter's check can be in a path (so the parser skips that scan): an
    /// int, a double, a UUID or a date, and a string whose characters leave out `.`, `/` and `\`, never hold a
    /// `\`, an empty segment or a segment of dots alone.
    var hasNoPathRefusal: Bool {
      switch kind {
      case .string:
        isConstrained && !allowsCharacter(0x2E) && !allowsCharacter(0x2F) && !allowsCharacter(0x5C)
      case .int, .double, .uuid, .date: true
      case .bool, .enumeration, .destination: false
      }
    }

    /// Whether an int is within the parameter's bounds (`BoundsSlot`).
    func allows(_ number: Int) -> Bool {
      (table[constraints, BoundsSlot.hasMinimum] == 0 || number >= bound(.minimum))
        && (table[constraints, BoundsSlot.hasMaximum] == 0 || number <= bound(.maximum))
    }

    /// A bound's 64 bits.
    @inline(__always) func bound(_ slot: BoundsSlot) -> Int {
      table.int64(constraints &+ slot.rawValue)
    }

    /// An int's least number of digits in links (0: none).
    var digits: Int { table[constraints, BoundsSlot.digits] }

    /// An int's keywords.
    var keywords: TextList {
      TextList(table: table, at: constraints &+ BoundsSlot.keywords.rawValue)
    }

    /// Whether a double is within the parameter's bounds (written as an int's, by their bits).
    func allows(_ number: Double) -> Bool {
      func double(_ slot: BoundsSlot) -> Double {
        Double(bitPattern: UInt64(UInt(bitPattern: bound(slot))))
      }
      return (table[constraints, BoundsSlot.hasMinimum] == 0 || number >= double(.minimum))
        && (table[constraints, BoundsSlot.hasMaximum] == 0 || number <= double(.maximum))
    }

    /// A bool's texts for true, then its texts for false.
    var trueTexts: TextList { TextList(table: table, at: constraints) }
    var falseTexts: TextList { TextList(table: table, at: trueTexts.end) }

    /// How a bool is written: the first of its texts for true or for false.
    func boolText(_ flag: Bool) -> TableText { (flag ? trueTexts : falseTexts).text(0) }
  }

}
