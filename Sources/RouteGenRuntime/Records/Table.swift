import Foundation

extension RouteGen {
  /// The format of the tables this runtime reads. A generated file states the format it was written in; a table of
  /// another format stops the process at its first use, with the fix (a compile-time check fails first).
  package static let tableFormat = 15

  /// One route type's table, compiled once per process from the generated records (`RouteRecords`).
  public final class RouteTable: @unchecked Sendable {
    // Immutable after `init`, and never freed: a route type's table lives as long as the process.
    let numbers: UnsafePointer<Int32>
    let texts: UnsafePointer<UInt8>
    /// `allRoutes`, made at its first use.
    private var declared: [DeclaredRoute]?
    private let declaredLock = NSLock()

    /// The table of production's build, or of the environment of that name (`"staging"`): its scheme, extra
    /// schemes and hosts, as its record in `records` says.
    public init(_ records: StaticString, environment: StaticString? = nil) {
      (numbers, texts) = Self.compile(
        UnsafeBufferPointer(start: records.utf8Start, count: records.utf8CodeUnitCount),
        environment: environment.map {
          UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount)
        })
    }

    /// A table of records made at run time (the rulebook tests write them from tiny specs).
    init(records: String, environment: String? = nil) {
      var (records, name) = (records, environment ?? "")
      (numbers, texts) = records.withUTF8 { records in
        name.withUTF8 { Self.compile(records, environment: environment == nil ? nil : $0) }
      }
    }

    private static func compile(
      _ records: UnsafeBufferPointer<UInt8>, environment: UnsafeBufferPointer<UInt8>?
    ) -> (UnsafePointer<Int32>, UnsafePointer<UInt8>) {
      // The records' copy becomes the texts: the compiled numbers point into it. The texts the compiler derives
      // (decoded and folded literals, the bases) go after the records: each is made from bytes of the records, at
      // most once, or is a few bytes of its own; an environment's build copies its host for each host it renames.
      let count = records.count
      let capacity = (environment == nil ? 2 : 3) &* count &+ 64
      let texts = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      if let start = records.baseAddress { texts.initialize(from: start, count: count) }
      let numbers = TableCompiler(
        texts, count: count, capacity: capacity, environment: environment
      ).tableNumbers()
      return (UnsafePointer(numbers), UnsafePointer(texts))
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

    func string(_ text: TableText) -> String {
      String(
        decoding: UnsafeBufferPointer(start: texts + text.start, count: text.count), as: UTF8.self)
    }

    /// A signed 64-bit number written as four numbers of 16 bits, the top first.
    func int64(_ index: Int) -> Int { (0..<4).reduce(0) { $0 << 16 | self[index &+ $1] } }

    // The header.
    var header: HeaderFlags { HeaderFlags(rawValue: self[1]) }
    var caseSensitive: Bool { header.contains(.caseSensitive) }
    var passesOtherQuery: Bool { header.contains(.passesOtherQuery) }
    /// Whether `:443` (`:80` of `http`) is refused rather than read as no port (`refuseDefaultPort`).
    var refusesDefaultPort: Bool { header.contains(.refusesDefaultPort) }
    var maxURLLength: Int { self[2] }
    var maxParameters: Int { self[3] }
    var routeCount: Int { self[4] }
    var webSchemes: Int { self[5] }
    var hosts: Int { self[6] }
    var customSchemes: Int { self[7] }
    var webRoot: Int { self[8] }
    var schemeRoot: Int { self[9] }
    var queryKeys: Int { self[10] }
    /// Where each route's record starts, by its ordinal.
    var routeStarts: Int { self[11] }
    var webBase: TableText { text(12) }
    var schemeBase: TableText { text(14) }
    /// The host lists the web base's host is on (0: it must be looked up, as a wildcard may match it too).
    var baseHostGroups: Int { self[16] }
    /// The paths the AASA file excludes (`ExcludedPaths`): a list of texts.
    var excludedPaths: Int { self[17] }

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

    /// Where the name, summary, auth, role and feature start (after the custom-scheme patterns).
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
      guard let access = RouteAccess(rawValue: table[at &+ 4]) else {
        preconditionFailure("a compiled table holds only the access it was compiled with")
      }
      return (table.text(at), table.text(at &+ 2), access, table.text(at &+ 5), table.text(at &+ 7))
    }

    /// Where the query keys a route with `otherQuery` reads are listed (a count plus one; 0 for other routes):
    /// after the details' two texts, a number and two texts.
    private var queryKeysAt: Int { detailsStart &+ 9 }

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
      guard let kind = ParameterKind(rawValue: table[at]) else {
        preconditionFailure("a compiled table holds only the kinds it was compiled with")
      }
      return kind
    }
    /// Optional, with a default, or a list (absent: empty).
    var flags: ParameterFlags { ParameterFlags(rawValue: table[at &+ 1]) }
    var mayBeAbsent: Bool { !flags.isDisjoint(with: [.optional, .hasDefault, .list]) }
    /// A string with a length or characters to check.
    var isConstrained: Bool { flags.contains(.constrained) }
    /// A string that must be a host name (`"format": "hostName"`).
    var isHostName: Bool { flags.contains(.hostName) }
    /// A list, read from a query key given once per item (`"list": true`).
    var isList: Bool { flags.contains(.list) }
    /// An int that may also be one of some keywords (their list follows its bounds).
    var hasKeywords: Bool { flags.contains(.keywords) }
    var name: TableText { table.text(at &+ 2) }
    var defaultValue: TableText? { flags.contains(.hasDefault) ? table.text(at &+ 4) : nil }
    var constraints: Int { at &+ 6 }
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

    /// Whether an int is within the parameter's bounds: a flag, then the value as four numbers of 16 bits, for the
    /// minimum and then the maximum.
    func allows(_ number: Int) -> Bool {
      (table[constraints] == 0 || number >= table.int64(constraints &+ 1))
        && (table[constraints &+ 5] == 0 || number <= table.int64(constraints &+ 6))
    }

    /// An int's least number of digits in links (0: none), after its bounds; its keywords follow.
    var digits: Int { table[constraints &+ 10] }

    /// Whether a double is within the parameter's bounds (written as an int's, by their bits).
    func allows(_ number: Double) -> Bool {
      func bound(_ at: Int) -> Double {
        Double(bitPattern: UInt64(UInt(bitPattern: table.int64(at))))
      }
      return (table[constraints] == 0 || number >= bound(constraints &+ 1))
        && (table[constraints &+ 5] == 0 || number <= bound(constraints &+ 6))
    }

    /// How a bool is written: the first of its texts for true or for false.
    func boolText(_ flag: Bool) -> TableText {
      flag ? table.text(constraints &+ 1) : table.text(constraints &+ 2 &+ 2 &* table[constraints])
    }
  }

}
