// Written by scripts/embed-runtime.py from Sources/RouteGenRuntime/RuntimeHostRoute.swift. Do not edit.

/// The runtime every generated route file carries, byte for byte: the body of `extension RuntimeHostRoute` in
/// RouteGenRuntime, where it is compiled and tested as itself.
enum EmbeddedRuntime {
    static let body = #"""
      /// The route type, for the nested types below (whose `Self` is themselves).
      fileprivate typealias _Route = Self

      /// A nested `enum` parameter type: `allCases` lists its cases in the order of the spec's values.
      fileprivate typealias _Choice = CaseIterable & RawRepresentable<String>
      // routegen:if keywords

      /// A nested integer-or-keyword parameter type (`number(Int)`, `last`, …): its keywords in the spec's order.
      fileprivate protocol _KeywordInt {
        static func number(_ value: Int) -> Self
        static var _keywords: [Self] { get }
        var _wire: _Value { get }
      }
      // routegen:end

      // MARK: - The route table

      /// The table's numbers, decoded once per process from `_numbers`: its first digit is the width of every
      /// number after it (3 or 4 base-64 digits, `"0"` + value, most significant first); a NUL ends it.
      fileprivate struct _Numbers: @unchecked Sendable {
        let values: UnsafePointer<Int32>

        static let decoded = _Numbers()

        private init() {
          let digits = _Route._numbers
          let width = Int(digits.utf8Start[0] &- 48)
          let count = (digits.utf8CodeUnitCount &- 2) / max(width, 1)
          let values = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
          for index in 0..<count {
            var value: Int32 = 0
            for digit in 0..<width {
              value = value << 6 | Int32(digits.utf8Start[1 &+ width &* index &+ digit] &- 48)
            }
            values[index] = value
          }
          self.values = UnsafePointer(values)
        }
      }

      /// The route table: numbers (offsets count numbers) and texts (a start and a byte count in `_texts`).
      fileprivate struct _Table {
        let numbers: UnsafePointer<Int32>
        let texts: UnsafePointer<UInt8>

        init() {
          numbers = _Numbers.decoded.values
          texts = _Route._texts.utf8Start
        }

        @inline(__always) subscript(_ index: Int) -> Int { Int(numbers[index]) }

        @inline(__always) func text(_ index: Int) -> _Text {
          _Text(start: self[index], count: self[index &+ 1])
        }

        func string(_ text: _Text) -> String {
          String(
            decoding: UnsafeBufferPointer(start: texts + text.start, count: text.count), as: UTF8.self)
        }

        /// A signed 64-bit number written as four numbers of 16 bits, the top first.
        func int64(_ index: Int) -> Int { (0..<4).reduce(0) { $0 << 16 | self[index &+ $1] } }

        // The header.
        var caseSensitive: Bool { self[1] & 1 == 1 }
        var passesOtherQuery: Bool { self[1] & 2 != 0 }
        var maxURLLength: Int { self[2] }
        var maxParameters: Int { self[3] }
        var routeCount: Int { self[4] }
        var webSchemes: Int { self[5] }
        var hosts: Int { self[6] }
        var customSchemes: Int { self[7] }
        var webRoot: Int { self[8] }
        var schemeRoot: Int { self[9] }
        var queryKeys: Int { self[10] }
        var webBase: _Text { text(12) }
        var schemeBase: _Text { text(14) }
        /// The host lists the web base's host is on (0: it must be looked up, as a wildcard may match it too).
        var baseHostGroups: Int { self[16] }

        func route(_ ordinal: Int) -> _RouteRecord {
          _RouteRecord(table: self, at: self[self[11] &+ ordinal])
        }
      }

      /// A text of the table.
      fileprivate struct _Text {
        var start: Int
        var count: Int
      }

      /// Reads a record's numbers in order.
      fileprivate struct _Cursor {
        let table: _Table
        var at: Int

        @inline(__always) mutating func next() -> Int {
          defer { at &+= 1 }
          return table[at]
        }

        @inline(__always) mutating func text() -> _Text {
          defer { at &+= 2 }
          return table.text(at)
        }
      }

      /// A route: its parameters and patterns, then its name, summary (a retired route's note), auth (3: retired)
      /// and feature.
      fileprivate struct _RouteRecord {
        let table: _Table
        let at: Int

        var parameterCount: Int { table[at] }

        func parameter(_ slot: Int) -> _Parameter {
          _Parameter(table: table, at: table[at &+ 1 &+ slot])
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

        var details: (name: _Text, summary: _Text, auth: Int, role: _Text, feature: _Text) {
          let at = detailsStart
          return (
            table.text(at), table.text(at &+ 2), table[at &+ 4], table.text(at &+ 5),
            table.text(at &+ 7)
          )
        }

        // routegen:if otherQuery
        /// For a route with `otherQuery`, the query keys it reads (where they start, how many); else nil.
        var declaredQueryKeys: (start: Int, count: Int)? {
          let at = detailsStart &+ 9  // after the details' two texts, a number and two texts
          return table[at] == 0 ? nil : (at &+ 1, table[at] &- 1)
        }
        // routegen:end
      }

      /// A parameter: its type, whether it may be absent, its name, its default (percent-encoded, as a URL writes
      /// it) and its constraints.
      fileprivate struct _Parameter {
        static let string = 0, int = 1, double = 2, bool = 3, uuid = 4, date = 5, choice = 6,
          keywordInt = 7
        static let destination = 8

        let table: _Table
        let at: Int

        var type: Int { table[at] }
        var mayBeAbsent: Bool { table[at &+ 1] & 3 != 0 }
        /// A string with a length or characters to check.
        var isConstrained: Bool { table[at &+ 1] & 4 != 0 }
        var name: _Text { table.text(at &+ 2) }
        var defaultValue: _Text? { table[at &+ 1] & 2 != 0 ? table.text(at &+ 4) : nil }
        var constraints: Int { at &+ 6 }

        /// Whether an int is within the parameter's bounds: a flag, then the value as four numbers of 16 bits, for the
        /// minimum and then the maximum.
        func allows(_ number: Int) -> Bool {
          (table[constraints] == 0 || number >= table.int64(constraints &+ 1))
            && (table[constraints &+ 5] == 0 || number <= table.int64(constraints &+ 6))
        }
        // routegen:if double

        /// Whether a double is within the parameter's bounds (written as an int's, by their bits).
        func allows(_ number: Double) -> Bool {
          func bound(_ at: Int) -> Double {
            Double(bitPattern: UInt64(UInt(bitPattern: table.int64(at))))
          }
          return (table[constraints] == 0 || number >= bound(constraints &+ 1))
            && (table[constraints &+ 5] == 0 || number <= bound(constraints &+ 6))
        }
        // routegen:end

        /// How a bool is written: the first of its texts for true or for false.
        func boolText(_ flag: Bool) -> _Text {
          flag ? table.text(constraints &+ 1) : table.text(constraints &+ 2 &+ 2 &* table[constraints])
        }
      }

      // MARK: - Bytes

      /// What each byte is to `splitRest`, as a digit (`"0"` is 0x30, so `& 7` is the digit): 1 Foundation's
      /// `URL(string:)` escapes it in a path, query or fragment (`_foundationEscapes`), 2 it ends or marks the path
      /// (`/ % ? #`), 4 it ends or marks the query (`& % + #`). One load per byte instead of comparisons.
      fileprivate static var _byteKinds: StaticString {
        """
        1111111111111111111111111111111110160640000400020000000000001012\
        0000000000000000000000000001111010000000000000000000000000011101\
        1111111111111111111111111111111111111111111111111111111111111111\
        1111111111111111111111111111111111111111111111111111111111111111
        """
      }

      /// The bytes Foundation's `URL(string:)` percent-encodes in a path, query or fragment: spaces, controls,
      /// `"<>[\]^`{|}` and non-ASCII (`%` and `#` depend on what surrounds them).
      @inline(__always) fileprivate static func _foundationEscapes(_ byte: UInt8) -> Bool {
        _byteKinds.utf8Start[Int(byte)] & 1 != 0
      }

      @inline(__always) fileprivate static func _hexValue(_ byte: UInt8) -> UInt8? {
        let digit = byte &- UInt8(ascii: "0")
        let letter = (byte | 0x20) &- UInt8(ascii: "a")  // `| 0x20` lowercases A-F
        return digit < 10 ? digit : letter < 6 ? letter &+ 10 : nil
      }

      /// Whether the `%` at `index` starts an escape (two hex digits follow it).
      @inline(__always) fileprivate static func _isEscape(
        _ bytes: UnsafePointer<UInt8>, _ index: Int, _ end: Int
      ) -> Bool {
        index &+ 2 < end && _hexValue(bytes[index &+ 1]) != nil && _hexValue(bytes[index &+ 2]) != nil
      }

      @inline(__always) fileprivate static func _lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
      }
      // routegen:if hosts

      /// A host label a link can carry and give back: letters, digits and inner `-`, at most 63 bytes (lowercase
      /// as builders write it, any case as a URL may).
      fileprivate static func _isHostLabel(
        _ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, lowercase: Bool
      ) -> Bool {
        guard range.count > 0 && range.count <= 63, bytes[range.lowerBound] != UInt8(ascii: "-"),
          bytes[range.upperBound &- 1] != UInt8(ascii: "-")
        else { return false }
        return range.allSatisfy { index in
          let byte = lowercase ? bytes[index] : _lowercased(bytes[index])
          return byte &- UInt8(ascii: "a") < 26 || _isDigit(byte) || byte == UInt8(ascii: "-")
        }
      }
      // routegen:end

      /// The bytes as a `String` in ASCII lowercase (as hosts and schemes are written in errors and values).
      fileprivate static func _lowercasedText(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>)
        -> String
      {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) { text in
          for index in range { text[index &- range.lowerBound] = _lowercased(bytes[index]) }
          return String(decoding: UnsafeBufferPointer(text), as: UTF8.self)
        }
      }

      @inline(__always) fileprivate static func _isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
      }

      /// The decoded bytes of a piece of a URL: `%XX` is the byte XX, a `%` without two hex digits after it is itself
      /// (Foundation's `URL` writes it `%25`), and in a query `+` is a space. With `decodes` false, the bytes as they are.
      fileprivate struct _Decoder: IteratorProtocol {
        let bytes: UnsafePointer<UInt8>
        var at: Int
        let end: Int
        let plusIsSpace: Bool
        var decodes = true

        @inline(__always) mutating func next() -> UInt8? {
          guard at < end else { return nil }
          let byte = bytes[at]
          at &+= 1
          guard decodes else { return byte }
          // Two hex digits before `end` (reading past it ran off a copy's end: `…%6` at the end of a rewritten URL).
          if byte == UInt8(ascii: "%"), at &+ 1 < end,
            let high = _hexValue(bytes[at]), let low = _hexValue(bytes[at &+ 1])
          {
            at &+= 2
            return high &<< 4 | low
          }
          return plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
        }
      }

      /// Orders the decoded bytes of `bytes[start..<end]` against a table text, both lowercased when `fold`.
      fileprivate static func _compare(
        _ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, plusIsSpace: Bool, fold: Bool,
        _ table: _Table, _ text: _Text
      ) -> Int {
        var decoder = _Decoder(bytes: bytes, at: start, end: end, plusIsSpace: plusIsSpace)
        var index = 0
        while let decoded = decoder.next() {
          guard index < text.count else { return 1 }
          let other = table.texts[text.start &+ index]
          let byte = fold ? _lowercased(decoded) : decoded
          let expected = fold ? _lowercased(other) : other
          if byte != expected { return byte < expected ? -1 : 1 }
          index &+= 1
        }
        return index == text.count ? 0 : -1
      }

      /// Eight bytes, wherever they are.
      @inline(__always) fileprivate static func _word(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self)
      }

      /// Whether the eight bytes at `bytes` are all ASCII letters or digits, the bytes most values are made of: they
      /// are checked (and written) eight at a time. Each byte under 0x80 is tested against a range in its own lane:
      /// adding 0x80 - low sets its top bit when it is at least low, adding 0x7F - high when it is above high.
      @inline(__always) fileprivate static func _isAlphanumeric(_ bytes: UnsafePointer<UInt8>) -> Bool {
        let word = _word(bytes)
        let (ones, tops): (UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080)
        func within(_ word: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
          (word &+ ones &* (0x80 &- low)) & ~(word &+ ones &* (0x7F &- high)) & tops
        }
        // `| 0x20` makes capitals small and leaves no other byte among the small letters.
        let letters = within(word | ones &* 0x20, 0x61, 0x7A)
        return word & tops == 0 && letters | within(word, 0x30, 0x39) == tops
      }

      /// `_compare` for text without escapes: the raw bytes.
      @inline(__always) fileprivate static func _compareRaw(
        _ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, fold: Bool, _ table: _Table,
        _ text: _Text
      ) -> Int {
        let count = end &- start
        let common = min(count, text.count)
        let other = table.texts + text.start
        var index = 0
        if fold {
          while index < common && _lowercased(bytes[start &+ index]) == _lowercased(other[index]) {
            index &+= 1
          }
          if index < common {
            return _lowercased(bytes[start &+ index]) < _lowercased(other[index]) ? -1 : 1
          }
        } else {
          // Eight bytes at a time while they agree (the web base, literals of more than a few letters).
          while index &+ 8 <= common && _word(bytes + (start &+ index)) == _word(other + index) {
            index &+= 8
          }
          while index < common && bytes[start &+ index] == other[index] { index &+= 1 }
          if index < common { return bytes[start &+ index] < other[index] ? -1 : 1 }
        }
        return count == text.count ? 0 : count < text.count ? -1 : 1
      }

      /// Whether what the escapes in `bytes[start..<end]` spell is UTF-8.
      fileprivate static func _isValidUTF8(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int)
        -> Bool
      {
        var decoder = _Decoder(bytes: bytes, at: start, end: end, plusIsSpace: false)
        var utf8 = UTF8()
        while true {
          switch utf8.decode(&decoder) {
          case .scalarValue: continue
          case .emptyInput: return true
          case .error: return false
          }
        }
      }

      /// Writes the text as Foundation's `URL(string:)` writes it into `output` (when given) and returns its length.
      /// Each of the path, the query and the fragment that holds a byte a URL cannot hold, a `%` without two hex
      /// digits after it, or (the fragment) a `#`, is percent-encoded whole, its `%`s included; so is the zone ID of
      /// an IP literal (from its first `%`: `[::1%25en0]`) but its unreserved bytes, unless it starts `%25` and holds
      /// only escapes and unreserved bytes. When it rewrites a part, Foundation also drops an empty port's `:`.
      /// Otherwise the text is kept. As RouteGen's `URLParts.foundationNormalized`.
      fileprivate static func _foundationRewrite(
        _ bytes: UnsafePointer<UInt8>, _ count: Int, into output: UnsafeMutablePointer<UInt8>?
      ) -> Int {
        func isLetter(_ byte: UInt8) -> Bool { _lowercased(byte) &- UInt8(ascii: "a") < 26 }
        func firstIndex(from start: Int, _ found: (UInt8) -> Bool) -> Int {
          var index = start
          while index < count && !found(bytes[index]) { index &+= 1 }
          return index
        }
        // The scheme, the authority, then the path, the query and the fragment.
        var schemeEnd = 0
        if count > 0 && isLetter(bytes[0]) {
          let end = firstIndex(from: 1) { byte in
            !(isLetter(byte) || _isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
              || byte == UInt8(ascii: "."))
          }
          if end < count && bytes[end] == UInt8(ascii: ":") { schemeEnd = end &+ 1 }
        }
        var authorityEnd = schemeEnd
        if schemeEnd &+ 1 < count && bytes[schemeEnd] == UInt8(ascii: "/")
          && bytes[schemeEnd &+ 1] == UInt8(ascii: "/")
        {
          authorityEnd = firstIndex(from: schemeEnd &+ 2) { byte in
            byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
          }
        }
        let queryStart = firstIndex(from: authorityEnd) {
          $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
        }
        let fragmentStart = firstIndex(from: queryStart) { $0 == UInt8(ascii: "#") }
        let hasQuery = queryStart < count && bytes[queryStart] == UInt8(ascii: "?")
        // The zone ID of an IP literal (`[fe80::1%25en0]`, after any user info, refused anyway): from its first `%`
        // to the `]`.
        var zoneStart = authorityEnd
        while zoneStart > schemeEnd &+ 2 && bytes[zoneStart &- 1] != UInt8(ascii: "@") {
          zoneStart &-= 1
        }
        if zoneStart == authorityEnd || bytes[zoneStart] != UInt8(ascii: "[") {
          zoneStart = authorityEnd
        }
        let zoneEnd = min(firstIndex(from: zoneStart) { $0 == UInt8(ascii: "]") }, authorityEnd)
        zoneStart = min(firstIndex(from: zoneStart) { $0 == UInt8(ascii: "%") }, zoneEnd)
        let parts = [
          (zoneStart, zoneEnd),
          (authorityEnd, queryStart),
          (hasQuery ? queryStart &+ 1 : queryStart, fragmentStart),
          (fragmentStart < count ? fragmentStart &+ 1 : fragmentStart, count),
        ]
        func isRewritten(_ part: Int) -> Bool {
          let (start, end) = parts[part]
          guard part == 0 else {
            return (start..<end).contains { at in
              let byte = bytes[at]
              return _foundationEscapes(byte) || (part == 3 && byte == UInt8(ascii: "#"))
                || (byte == UInt8(ascii: "%") && !_isEscape(bytes, at, end))
            }
          }
          // A zone ID is kept when it starts `%25` and holds only escapes and unreserved bytes.
          guard
            end &- start >= 3 && bytes[start &+ 1] == UInt8(ascii: "2")
              && bytes[start &+ 2] == UInt8(ascii: "5")
          else { return start < end }
          var at = start
          while at < end {
            let isEscape = bytes[at] == UInt8(ascii: "%")
            if !(isEscape ? _isEscape(bytes, at, end) : _isKept(bytes[at], pathSegment: false)) {
              return true
            }
            at &+= isEscape ? 3 : 1
          }
          return false
        }
        let rewritten = (0..<4).map(isRewritten)
        guard rewritten.contains(true) else { return count }
        var length = 0
        func put(_ byte: UInt8) {
          output?[length] = byte
          length &+= 1
        }
        // Foundation drops an empty port's `:` (in a zone ID too, where it is no port: as RouteGen's core does).
        let emptyPort = authorityEnd &- schemeEnd > 2 && bytes[authorityEnd &- 1] == UInt8(ascii: ":")
        let droppedColon = emptyPort ? authorityEnd &- 1 : -1
        var previousEnd = 0
        for part in 0..<4 {
          let (start, end) = parts[part]
          for index in previousEnd..<start where index != droppedColon { put(bytes[index]) }
          for index in start..<end where index != droppedColon {
            let byte = bytes[index]
            let escapes =
              part == 0
              ? !_isKept(byte, pathSegment: false)
              : _foundationEscapes(byte) || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "#")
            if rewritten[part] && escapes {
              put(UInt8(ascii: "%"))
              put(_hexDigit(byte >> 4))
              put(_hexDigit(byte & 15))
            } else {
              put(byte)
            }
          }
          previousEnd = end
        }
        return length
      }

      /// Whether a builder writes the byte as it is: `A-Z a-z 0-9 - . _ ~`, and `:` `@` in a path segment (bit masks
      /// over ASCII, for 0–63 and 64–127).
      @inline(__always) fileprivate static func _isKept(_ byte: UInt8, pathSegment: Bool) -> Bool {
        if byte < 64 {
          return (pathSegment ? 0x07FF_6000_0000_0000 : 0x03FF_6000_0000_0000) >> byte & 1 != 0
        }
        let high: UInt64 = pathSegment ? 0x47FF_FFFE_87FF_FFFF : 0x47FF_FFFE_87FF_FFFE
        return byte < 128 && high >> (byte &- 64) & 1 != 0
      }

      @inline(__always) fileprivate static func _hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "A") &+ value &- 10
      }

      // MARK: - Parsing

      /// Parses a URL string; `destinations` is false inside a `route` parameter (a destination carries none).
      fileprivate static func _parse(_ string: String, destinations: Bool) throws(ParseError) -> Self {
        // The route is made in place, and leaves the closure as an optional: a large enum returned through each
        // closure would be copied at each, and from a throwing one through a `Result` (iBurn's 178 bytes: a tenth of
        // a parse's time, hits and misses alike).
        var failure: ParseError?
        let made = withUnsafeTemporaryAllocation(of: Self.self, capacity: 1) { route -> Self? in
          let route = route.baseAddress!
          func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> ParseError? {
            guard let start = bytes.baseAddress else {
              return .malformedURL(reason: "it has no scheme")
            }
            var url = _URLParts(bytes: start, count: bytes.count)
            let failure = url.split()
            // What `URL(string:)` would rewrite (a space, a `%` without two hex digits…) is read as it writes it. A
            // failure before the path may hide such a byte further on: those that rewriting could change are checked.
            var mayBeRewritten = url.rewritten
            switch failure {
            case nil: break
            case .malformedURL, .urlTooLong, .portNotAllowed(""): mayBeRewritten = true
            // Rewritten, the text may be too long (it is checked first); each byte takes at most three.
            default: mayBeRewritten = mayBeRewritten || bytes.count &* 3 > url.table.maxURLLength
            }
            if mayBeRewritten {
              let length = _foundationRewrite(start, bytes.count, into: nil)
              if length != bytes.count {
                let maximum = url.table.maxURLLength
                guard length <= maximum else { return .urlTooLong(length: length, maximum: maximum) }
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { copy in
                  _ = _foundationRewrite(start, bytes.count, into: copy.baseAddress!)
                  return parse(UnsafeBufferPointer(copy))
                }
              }
            }
            if let failure { return failure }
            return _Parser.with(&url, destinations: destinations) { $0.route(into: route) }
          }
          // In place when the string is stored as UTF-8 (native strings are), else from a copy.
          let error: ParseError?
          if let inPlace = string.utf8.withContiguousStorageIfAvailable(parse) {
            error = inPlace
          } else {
            var copy = string
            error = copy.withUTF8(parse)
          }
          // Of the forms measured, this one copies neither the route nor the error once more.
          var parsed = true
          if let error {
            failure = error
            parsed = false
          }
          return parsed ? route.move() : nil
        }
        if let made { return made }
        // No route means a failure was kept.
        throw failure ?? .malformedURL(reason: "it has no scheme")
      }

      /// A URL's bytes and where its parts are. Read-only once split, so that the matcher's calls share it (a method
      /// of a large struct that the caller may change is called on a copy).
      fileprivate struct _URLParts {
        // The `Bool`s and optionals last: packed between the others, they left fields at odd offsets, and the parts
        // were made in a temporary and copied over field by field (16 more instructions a parse).
        let bytes: UnsafePointer<UInt8>
        let count: Int
        let table = _Table()
        /// The custom-scheme host: the first path segment, when it is not empty.
        var host = 0..<0
        /// The host lists (a bit each) a web host is on: by name, and by a wildcard (whose label is `hostLabel`).
        var hostGroups = 0
        var wildcardGroups = 0
        var hostLabel = 0..<0
        var path = 0..<0
        var slashes = 0
        var ampersands = 0
        var query: Range<Int>?
        var fragment: Range<Int>?
        var isWeb = false
        /// Whether some text needs decoding: it has a `%`, or its query a `+`.
        var hasPercent = false
        var hasPlus = false
        /// Whether an escape spells a byte over 0x7F: only then can the decoded text fail to be UTF-8.
        var hasHighEscape = false
        /// Whether `URL(string:)` would rewrite the path, the query or the fragment (`_foundationRewrite`).
        var rewritten = false

        var source: _Source {
          _Source(bytes: bytes, table: table, hasPercent: hasPercent, hasPlus: hasPlus)
        }

        init(bytes: UnsafePointer<UInt8>, count: Int) { (self.bytes, self.count) = (bytes, count) }

        func text(_ range: Range<Int>) -> String {
          String(
            decoding: UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count),
            as: UTF8.self)
        }
        func lowercasedText(_ range: Range<Int>) -> String { _lowercasedText(bytes, range) }

        /// Whether the raw bytes of `range` are one of the list's texts, ignoring ASCII case.
        @inline(__always) func isListed(_ range: Range<Int>, in list: Int) -> Bool {
          for index in 0..<table[list] {
            let text = table.text(list &+ 1 &+ 2 &* index)
            if text.count == range.count
              && _compareRaw(bytes, range.lowerBound, range.upperBound, fold: true, table, text) == 0
            {
              return true
            }
          }
          return false
        }

        @inline(__always) func hasPrefix(_ text: _Text) -> Bool {
          text.count > 0 && count >= text.count
            && _compareRaw(bytes, 0, text.count, fold: false, table, text) == 0
        }

        /// Checks the scheme before the colon at `colon` and the `//` after it.
        func checkScheme(_ colon: Int) -> ParseError? {
          guard colon < count else { return .malformedURL(reason: "it has no scheme") }
          let scheme = 0..<colon
          for index in scheme {
            let byte = bytes[index]
            if _lowercased(byte) &- UInt8(ascii: "a") < 26 { continue }
            let symbol =
              byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if index > 0 && (_isDigit(byte) || symbol) { continue }
            return .malformedURL(reason: "'\(text(scheme))' is not a valid scheme")
          }
          if colon == 0 { return .malformedURL(reason: "'' is not a valid scheme") }
          guard colon &+ 2 < count, bytes[colon &+ 1] == UInt8(ascii: "/"),
            bytes[colon &+ 2] == UInt8(ascii: "/")
          else { return .malformedURL(reason: "expected '//' after '\(text(scheme)):'") }
          return nil
        }

        /// Finds the scheme and authority, checks them, and picks the form; then the rest of the URL.
        mutating func split() -> ParseError? {
          // (A text that `URL(string:)` would rewrite is counted as it writes it, by `_parse`.)
          if count > table.maxURLLength {
            return .urlTooLong(length: count, maximum: table.maxURLLength)
          }
          // Most links start with the canonical `https://domain` or `scheme://`: no lists to search then.
          let webBase = table.webBase
          if table.baseHostGroups != 0 && hasPrefix(webBase)
            && (count == webBase.count || bytes[webBase.count] == UInt8(ascii: "/")
              || bytes[webBase.count] == UInt8(ascii: "?") || bytes[webBase.count] == UInt8(ascii: "#"))
          {
            isWeb = true
            hostGroups = table.baseHostGroups
            return splitRest(from: webBase.count)
          }
          let isCanonicalScheme = hasPrefix(table.schemeBase)
          var colon = table.schemeBase.count &- 3
          if !isCanonicalScheme {
            colon = 0
            while colon < count && bytes[colon] != UInt8(ascii: ":") { colon &+= 1 }
            if let failure = checkScheme(colon) { return failure }
          }
          let scheme = 0..<colon
          // The authority: up to the first `/`, `?` or `#`.
          var index = colon &+ 3
          var userInfo = false
          var portColon = -1
          var bad = -1
          while index < count {
            let byte = bytes[index]
            if byte > UInt8(ascii: "@") && byte != 0x7F {
              index &+= 1
              continue
            }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
              break
            }
            if byte == UInt8(ascii: "@") { userInfo = true }
            if byte == UInt8(ascii: ":") { portColon = index }
            // An IP literal's zone ID may be rewritten (`_foundationRewrite` decides).
            if byte == UInt8(ascii: "%") { rewritten = true }
            if bad < 0 && (byte <= 0x20 || byte == 0x7F) { bad = index }
            index &+= 1
          }
          var authority = (colon &+ 3)..<index
          // In an IP literal (`[::1]`) the colons are the address's: only one after the `]` starts a port.
          if portColon >= 0 && bytes[authority.lowerBound] == UInt8(ascii: "[") {
            var bracket = index &- 1
            while bracket > authority.lowerBound && bytes[bracket] != UInt8(ascii: "]") {
              bracket &-= 1
            }
            if portColon < bracket { portColon = -1 }
          }
          // User info first: Foundation percent-encodes what it cannot hold there, so that `init(url:)` agrees.
          if userInfo { return .userInfoNotAllowed }
          if bad >= 0 {
            return .malformedURL(
              reason: bytes[bad] == 0x20 ? "it contains a space" : "it contains a control character")
          }
          if portColon >= 0 {
            // The scheme's default port names no other server (`https://host:443/` is `https://host/`).
            let port = (portColon &+ 1)..<index
            guard isDefaultPort(port, of: scheme) else { return .portNotAllowed(text(port)) }
            authority = authority.lowerBound..<portColon
          }
          if isCanonicalScheme {
            host = authority
          } else if table[table.hosts] > 0 && isListed(scheme, in: table.webSchemes) {
            guard findHost(authority) else { return .unsupportedHost(lowercasedText(authority)) }
            isWeb = true
          } else if isListed(scheme, in: table.customSchemes) {
            host = authority
          } else {
            return .unsupportedScheme(lowercasedText(scheme))
          }
          return splitRest(from: index)
        }

        /// Whether `port` is the default port of a web `scheme`: 443 of `https`, 80 of `http`.
        func isDefaultPort(_ port: Range<Int>, of scheme: Range<Int>) -> Bool {
          func spells(_ range: Range<Int>, _ text: StaticString) -> Bool {
            range.count == text.utf8CodeUnitCount
              && (0..<range.count).allSatisfy {
                _lowercased(bytes[range.lowerBound &+ $0]) == text.utf8Start[$0]
              }
          }
          return spells(scheme, "https") && spells(port, "443")
            || spells(scheme, "http") && spells(port, "80")
        }

        /// Finds the host lists a web host is on; false when it is on none.
        mutating func findHost(_ authority: Range<Int>) -> Bool {
          let list = table.hosts
          for index in 0..<table[list] {
            let entry = list &+ 1 &+ 3 &* index
            let text = table.text(entry)
            // A wildcard is its `.suffix`, after exactly one label.
            if table.texts[text.start] == UInt8(ascii: ".") {
              guard authority.count > text.count else { continue }
              let label = authority.lowerBound..<(authority.upperBound &- text.count)
              if !label.contains(where: { bytes[$0] == UInt8(ascii: ".") })
                && _compareRaw(bytes, label.upperBound, authority.upperBound, fold: true, table, text)
                  == 0
              {
                wildcardGroups |= table[entry &+ 2]
                hostLabel = label
              }
            } else if text.count == authority.count
              && _compareRaw(bytes, authority.lowerBound, authority.upperBound, fold: true, table, text)
                == 0
            {
              hostGroups |= table[entry &+ 2]
            }
          }
          return hostGroups | wildcardGroups != 0
        }

        /// The path, the query and the fragment, counting what the matcher's tables need; then the escapes.
        mutating func splitRest(from start: Int) -> ParseError? {
          let kinds = _byteKinds.utf8Start
          // What marks the path (`/ % ? #`), then the query (`& % + #`); see `_byteKinds`.
          var marks: UInt8 = 2
          var index = start
          var end = count
          scan: while index < count {
            let byte = bytes[index]
            let kind = kinds[Int(byte)]
            index &+= 1
            if kind & (marks | 1) == 0 { continue }
            guard kind & marks != 0 else {
              rewritten = true
              continue
            }
            switch byte {
            case UInt8(ascii: "/"): slashes &+= 1
            case UInt8(ascii: "%"): noteEscape(at: index &- 1)
            case UInt8(ascii: "&"): ampersands &+= 1
            case UInt8(ascii: "+"): hasPlus = true
            case UInt8(ascii: "?"):
              (path, query, marks) = (start..<(index &- 1), index..<index, 4)
            default:
              (end, fragment) = (index &- 1, index..<count)
              break scan
            }
          }
          if let query { self.query = query.lowerBound..<end } else { path = start..<end }
          // The host is not rewritten (`URL(string:)` refuses what it cannot hold there).
          let wasRewritten = rewritten
          for index in host where bytes[index] == UInt8(ascii: "%") { noteEscape(at: index) }
          rewritten = wasRewritten
          for index in fragment ?? 0..<0 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
              noteEscape(at: index)
            } else if byte == UInt8(ascii: "#") || _foundationEscapes(byte) {
              rewritten = true
            }
          }
          return hasHighEscape ? checkEscapes() : nil
        }

        /// A `%` at `index`: the text needs decoding, and its UTF-8 checking when the escape spells a byte over 0x7F;
        /// without two hex digits after it, `URL(string:)` would rewrite its part.
        mutating func noteEscape(at index: Int) {
          hasPercent = true
          if !_isEscape(bytes, index, count) { rewritten = true }
          if index &+ 2 < count, let high = _hexValue(bytes[index &+ 1]), high >= 8,
            _hexValue(bytes[index &+ 2]) != nil
          {
            hasHighEscape = true
          }
        }

        /// Every escape must spell UTF-8: in the segments, then in each query key and value, then in the fragment.
        func checkEscapes() -> ParseError? {
          var invalid: Range<Int>?
          func check(_ piece: Range<Int>) {
            if invalid == nil && !_isValidUTF8(bytes, piece.lowerBound, piece.upperBound) {
              invalid = piece
            }
          }
          if !host.isEmpty { check(host) }
          forEachSegment(check)
          if let query {
            source.forEachQueryItem(query) {
              check($0)
              check($1)
            }
          }
          if let fragment { check(fragment) }
          return invalid.map { .invalidPercentEncoding(text($0)) }
        }

        /// The path's segments: `/a/b/` is a and b; `/` and nothing are none; `//` is one empty segment.
        func forEachSegment(_ body: (Range<Int>) -> Void) {
          guard path.count > 1 else { return }
          var start = path.lowerBound &+ 1
          var index = start
          while index < path.upperBound {
            if bytes[index] == UInt8(ascii: "/") {
              body(start..<index)
              start = index &+ 1
            }
            index &+= 1
          }
          if start < path.upperBound { body(start..<path.upperBound) }
        }

        /// The path as the URL writes it (the custom-scheme host first), for `noRoute`.
        var displayPath: String {
          if isWeb { return path.isEmpty ? "/" : text(path) }
          var end = path.upperBound
          if end > path.lowerBound, bytes[end &- 1] == UInt8(ascii: "/") { end &-= 1 }
          // The host follows `://`: its text from the last `/` of those is the `/host/path` this returns.
          let start = host.isEmpty ? path.lowerBound : host.lowerBound &- 1
          return start == end ? "/" : text(start..<end)
        }
      }

      /// The URL's bytes and whether they need decoding: what comparing and decoding a piece of it needs, small
      /// enough to pass in registers (a method of a larger struct held in variable storage is called on a copy).
      fileprivate struct _Source {
        let bytes: UnsafePointer<UInt8>
        let table: _Table
        /// Whether some text needs decoding: it has a `%`, or its query a `+`.
        let hasPercent: Bool
        let hasPlus: Bool

        /// Each non-empty `&`-separated query item: its key and its value (empty without `=`).
        func forEachQueryItem(_ query: Range<Int>, _ body: (Range<Int>, Range<Int>) -> Void) {
          var start = query.lowerBound
          while start <= query.upperBound {
            // The key, up to the first `=`; then the value, up to the next `&`.
            var index = start
            while index < query.upperBound && bytes[index] != UInt8(ascii: "=")
              && bytes[index] != UInt8(ascii: "&")
            {
              index &+= 1
            }
            let key = start..<index
            if index < query.upperBound && bytes[index] == UInt8(ascii: "=") {
              index &+= 1
              let valueStart = index
              while index < query.upperBound && bytes[index] != UInt8(ascii: "&") { index &+= 1 }
              body(key, valueStart..<index)
            } else if !key.isEmpty {
              body(key, index..<index)
            }
            start = index &+ 1
          }
        }

        /// Orders the decoded text of `bytes[start..<end]` (`count` bytes, when known: `decodedCount`) against a table
        /// text as the table sorts the lists it searches by halving (RouteGen's `RouteTable.precedesInSearch`): the
        /// shorter first, then byte by byte; 0 when they are equal. Most probes are decided by the count.
        @inline(__always) func compare(
          _ start: Int, _ end: Int, count: Int? = nil, plusIsSpace: Bool, fold: Bool, _ text: _Text
        ) -> Int {
          let count = count ?? decodedCount(start, end)
          if count != text.count { return count < text.count ? -1 : 1 }
          // Without an escape (the count says so) only a `+` read as a space needs decoding.
          if count != end &- start || (plusIsSpace && hasPlus && decodes(start, end, plusIsSpace: true))
          {
            return _compare(bytes, start, end, plusIsSpace: plusIsSpace, fold: fold, table, text)
          }
          return _compareRaw(bytes, start, end, fold: fold, table, text)
        }

        /// The byte count of the decoded `bytes[start..<end]`: an escape (`%` and two hex digits) is one byte.
        func decodedCount(_ start: Int, _ end: Int) -> Int {
          guard hasPercent else { return end &- start }
          return (start..<end).reduce(end &- start) { count, index in
            bytes[index] == UInt8(ascii: "%") && _isEscape(bytes, index, end) ? count &- 2 : count
          }
        }

        /// Whether `bytes[start..<end]` has an escape (or a `+` read as a space): most pieces do not, even in a URL
        /// with escapes elsewhere.
        @inline(__always) func decodes(_ start: Int, _ end: Int, plusIsSpace: Bool) -> Bool {
          guard hasPercent || (plusIsSpace && hasPlus) else { return false }
          return (start..<end).contains {
            bytes[$0] == UInt8(ascii: "%") || (plusIsSpace && bytes[$0] == UInt8(ascii: "+"))
          }
        }

        /// The range of a value in `bytes[start..<end]`, nil when it is empty: all of it, or, when the pattern has
        /// literal text around the value, what is between that text (compared decoded).
        func middle(
          _ start: Int, _ end: Int, plusIsSpace: Bool, fold: Bool, _ prefix: _Text, _ suffix: _Text
        ) -> Range<Int>? {
          // routegen:if affixes
          if prefix.count > 0 || suffix.count > 0 {
            return between(start, end, plusIsSpace: plusIsSpace, fold: fold, prefix, suffix)
          }
          // routegen:end
          return start < end ? start..<end : nil
        }
        // routegen:if affixes

        /// When the decoded `bytes[start..<end]` starts with `prefix` and ends with `suffix` with something between
        /// them: the range of what is between.
        func between(
          _ start: Int, _ end: Int, plusIsSpace: Bool, fold: Bool, _ prefix: _Text, _ suffix: _Text
        ) -> Range<Int>? {
          if !decodes(start, end, plusIsSpace: plusIsSpace) {
            guard end &- start > prefix.count &+ suffix.count,
              _compareRaw(bytes, start, start &+ prefix.count, fold: fold, table, prefix) == 0,
              _compareRaw(bytes, end &- suffix.count, end, fold: fold, table, suffix) == 0
            else { return nil }
            return (start &+ prefix.count)..<(end &- suffix.count)
          }
          var decoder = _Decoder(bytes: bytes, at: start, end: end, plusIsSpace: plusIsSpace)
          var decoded = 0
          var middleStart = start
          while let byte = decoder.next() {
            if decoded < prefix.count {
              let expected = table.texts[prefix.start &+ decoded]
              if (fold ? _lowercased(byte) : byte) != (fold ? _lowercased(expected) : expected) {
                return nil
              }
              middleStart = decoder.at
            }
            decoded &+= 1
          }
          guard decoded > prefix.count &+ suffix.count else { return nil }
          decoder = _Decoder(bytes: bytes, at: middleStart, end: end, plusIsSpace: plusIsSpace)
          for _ in 0..<(decoded &- prefix.count &- suffix.count) { _ = decoder.next() }
          let middleEnd = decoder.at
          var index = 0
          while let byte = decoder.next() {
            let expected = table.texts[suffix.start &+ index]
            if (fold ? _lowercased(byte) : byte) != (fold ? _lowercased(expected) : expected) {
              return nil
            }
            index &+= 1
          }
          return middleStart..<middleEnd
        }
        // routegen:end

        /// The rest of the path never ends with `/`, written or as `%2F`: a link cannot keep it (builders refuse it).
        func endsWithSlash(_ range: Range<Int>) -> Bool {
          let last = range.upperBound &- 1
          return !range.isEmpty && bytes[last] == UInt8(ascii: "/")
            || (range.count >= 3 && bytes[last &- 2] == UInt8(ascii: "%")
              && bytes[last &- 1] == UInt8(ascii: "2")
              && bytes[last] | 0x20 == UInt8(ascii: "f"))
        }

        /// `.` and `..` are never a value in a path.
        func isDot(_ range: Range<Int>) -> Bool {
          let first = bytes[range.lowerBound]
          if range.count > 6 || (first != UInt8(ascii: ".") && first != UInt8(ascii: "%")) {
            return false
          }
          var decoder = _Decoder(
            bytes: bytes, at: range.lowerBound, end: range.upperBound, plusIsSpace: false)
          var dots = 0
          while let byte = decoder.next() {
            guard byte == UInt8(ascii: "."), dots < 2 else { return false }
            dots &+= 1
          }
          return dots > 0
        }
      }

      /// Walks the route trie over a split URL's segments and query items, in precedence order.
      fileprivate struct _Parser {
        /// The split URL, where its caller keeps it (a copy in each parser cost more than reading through a pointer).
        let parts: UnsafePointer<_URLParts>
        @inline(__always) var url: _URLParts { parts.pointee }
        let source: _Source
        let table: _Table
        /// Whether `route` parameters are read (not inside one).
        let destinations: Bool
        // Tables in the scratch memory.
        let segments: _Scratch
        var segmentCount = 0
        /// Five numbers per query item: key start and end, value start and end, key (-1 when no route reads it).
        let items: _Scratch
        var itemCount = -1
        /// Two numbers per query key of the spec: its first item and its number of items.
        let keys: _Scratch
        /// The values of the pattern being tried, by parameter.
        let slots: UnsafeMutablePointer<_Slot>
        var failure = _Failure()
        /// The route of the pattern that accepted the URL, and that pattern; its values are in `slots`.
        var matched = -1
        var matchedPattern = -1
        // routegen:if destination
        /// Parsed values of `route` parameters (none in most URLs, hence no array).
        var parsedDestinations: [_Route]?
        // routegen:end
        // routegen:if hosts
        /// Whether the pattern being tried is on the URL's host by a wildcard (its label is then a value).
        var onWildcard = false
        // routegen:end

        /// The scratch memory's layout: segments, query items, keys (all `Int32`), then slots.
        static func layout(_ url: _URLParts) -> (segments: Int, items: Int, keys: Int, slots: Int) {
          (
            url.slashes &+ 2, url.query == nil ? 0 : url.ampersands &+ 1,
            url.table[url.table.queryKeys],
            max(1, url.table.maxParameters)
          )
        }

        /// The numbers of the segment, item and key tables, rounded up to keep the slots after them aligned.
        static func numberCount(_ segments: Int, _ items: Int, _ keys: Int) -> Int {
          (2 &* segments &+ 5 &* items &+ 2 &* keys &+ 1) & ~1
        }

        /// Calls `body` with a parser of the split `url`, its scratch memory on the stack for most URLs.
        @inline(__always) static func with<Result>(
          _ url: inout _URLParts, destinations: Bool, _ body: (inout _Parser) -> Result
        ) -> Result {
          let (segments, items, keys, slots) = layout(url)
          let size =
            numberCount(segments, items, keys) &* MemoryLayout<Int32>.stride
            &+ slots &* MemoryLayout<_Slot>.stride
          return withUnsafePointer(to: &url) { url in
            withUnsafeTemporaryAllocation(byteCount: size, alignment: MemoryLayout<Int>.alignment) {
              var parser = _Parser(url: url, destinations: destinations, scratch: $0)
              return body(&parser)
            }
          }
        }

        private init(
          url: UnsafePointer<_URLParts>, destinations: Bool, scratch: UnsafeMutableRawBufferPointer
        ) {
          self.parts = url
          let url = url.pointee
          self.source = url.source
          self.table = url.table
          self.destinations = destinations
          let (segmentCapacity, itemCapacity, keyCount, slotCount) = Self.layout(url)
          let size = Self.numberCount(segmentCapacity, itemCapacity, keyCount)
          segments = _Scratch(base: scratch.baseAddress!.bindMemory(to: Int32.self, capacity: size))
          items = segments + 2 &* segmentCapacity
          keys = items + 5 &* itemCapacity
          slots = (scratch.baseAddress! + size &* MemoryLayout<Int32>.stride).bindMemory(
            to: _Slot.self, capacity: slotCount)
        }

        /// The query items the matched route passes on, in URL order: those with a key none of its patterns reads
        /// (its patterns read the query, so the items are listed); nil when its route passes none on.
        func otherQueryItems() -> [QueryItem]? {
          // routegen:if otherQuery
          if table.passesOtherQuery, let declared = table.route(matched).declaredQueryKeys {
            var others: [QueryItem] = []
            for item in 0..<max(itemCount, 0) where isPassedOn(item, declared) {
              others.append(QueryItem(name: itemText(item, 0).string, value: itemText(item, 2).string))
            }
            return others
          }
          // routegen:end
          return nil
        }
        // routegen:if otherQuery

        /// Whether a route that reads the query keys `declared` passes this query item on.
        func isPassedOn(_ item: Int, _ declared: (start: Int, count: Int)) -> Bool {
          let key = items[5 &* item &+ 4]
          return key < 0 || !(0..<declared.count).contains { table[declared.start &+ $0] == key }
        }

        /// A query item's key (`part` 0) or value (`part` 2), decoded.
        func itemText(_ item: Int, _ part: Int) -> _ValueText {
          _ValueText(
            bytes: source.bytes, start: items[5 &* item &+ part], end: items[5 &* item &+ part &+ 1],
            plusIsSpace: true)
        }

        /// The first query item route `ordinal` would pass on with a control character in its key or value, which
        /// no value may hold; nil when there is none.
        func itemWithControlCharacter(passedOnBy ordinal: Int) -> Int? {
          guard table.passesOtherQuery, let declared = table.route(ordinal).declaredQueryKeys else {
            return nil
          }
          func isClean(_ text: _ValueText) -> Bool {
            text.start == text.end || text.isClean(printable: false)
          }
          return (0..<max(itemCount, 0)).first { item in
            isPassedOn(item, declared) && !(isClean(itemText(item, 0)) && isClean(itemText(item, 2)))
          }
        }
        // routegen:end

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
          let root = url.isWeb ? table.webRoot : table.schemeRoot
          return root != 0 && walk(root, 0)
        }

        /// Makes the route of the pattern that accepts the URL into `route`.
        mutating func route(into route: UnsafeMutablePointer<_Route>) -> ParseError? {
          guard match() else { return error() }
          let values = _Values(
            bytes: source.bytes, table: table, slots: slots,
            // routegen:if destination
            destinations: parsedDestinations ?? [],
            // routegen:end
            otherItems: otherQueryItems())
          // Only a retired route has no value: its links reach it, and say why they open nothing.
          guard let made = _Route._make(matched, values) else {
            let details = table.route(matched).details
            return .retired(route: table.string(details.name), note: table.string(details.summary))
          }
          route.initialize(to: made)
          return nil
        }

        /// Whether a pattern of this node's subtree accepts the URL, trying them in precedence order; the first that
        /// does is `matched`.
        mutating func walk(_ node: Int, _ depth: Int) -> Bool {
          let fold = table[node] == 1
          let terminalCount = table[node &+ 1]
          if depth == segmentCount {
            for index in 0..<terminalCount where attempt(table[node &+ 2 &+ index]) { return true }
            return false
          }
          let start = segments[2 &* depth]
          let end = segments[2 &* depth &+ 1]
          // Literal children, sorted: at most one matches.
          let literals = node &+ 2 &+ terminalCount
          let literalCount = table[literals]
          var low = 0
          var high = literalCount
          let count = literalCount > 0 ? source.decodedCount(start, end) : 0
          while low < high {
            let middle = (low &+ high) / 2
            let entry = literals &+ 1 &+ 3 &* middle
            let order = source.compare(
              start, end, count: count, plusIsSpace: false, fold: fold, table.text(entry))
            if order == 0 {
              if walk(table[entry &+ 2], depth &+ 1) { return true }
              break
            }
            if order < 0 { high = middle } else { low = middle &+ 1 }
          }
          // Placeholder children, in precedence order: literal text around the value, typed, free text.
          var cursor = _Cursor(table: table, at: literals &+ 1 &+ 3 &* literalCount)
          for _ in 0..<cursor.next() {
            let matches: Bool
            if cursor.next() == 1 {
              let prefix = cursor.text()
              matches =
                source.middle(start, end, plusIsSpace: false, fold: fold, prefix, cursor.text()) != nil
            } else {
              matches = start < end
            }
            if matches && walk(table[cursor.at], depth &+ 1) { return true }
            cursor.at &+= 1
          }
          // Catch-alls take the rest of the path.
          for _ in 0..<cursor.next() where attempt(cursor.next()) { return true }
          return false
        }

        /// Reads the query into the item and key tables, once per URL.
        mutating func readQuery() {
          guard itemCount < 0 else { return }
          itemCount = 0
          let keyCount = table[table.queryKeys]
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
                table.text(table.queryKeys &+ 1 &+ 2 &* middle))
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

        // routegen:if queryLiterals
        /// Whether some item of this key has exactly this value.
        @inline(__always) func queryContains(_ key: Int, _ value: _Text) -> Bool {
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
        // routegen:end

        // routegen:if forbiddenQuery
        /// Whether some item of this key has a value (a key refused only with one: `?token` alone is harmless).
        func hasValue(_ key: Int) -> Bool {
          guard keys[2 &* key &+ 1] > 0 else { return false }
          return (keys[2 &* key]..<itemCount).contains {
            items[5 &* $0 &+ 4] == key && items[5 &* $0 &+ 2] < items[5 &* $0 &+ 3]
          }
        }
        // routegen:end

        /// The value of a key that appears once, nil when it is absent or empty; `repeated` when it appears twice.
        @inline(__always) func queryValue(_ key: Int) -> (value: Range<Int>?, repeated: Bool) {
          let count = keys[2 &* key &+ 1]
          guard count == 1 else { return (nil, count > 1) }
          let item = keys[2 &* key]
          let value = items[5 &* item &+ 2]..<items[5 &* item &+ 3]
          return (value.isEmpty ? nil : value, false)
        }

        /// One pattern: first its literals (query and fragment), so that a pattern that does not apply reports
        /// nothing; then its values, in URL order, each checked against its parameter.
        mutating func attempt(_ pattern: Int) -> Bool {
          var cursor = _Cursor(table: table, at: pattern)
          let ordinal = cursor.next()
          let flags = cursor.next()
          let parameterCount = cursor.next()
          if flags == 0 && parameterCount == 0 {  // literal segments only: nothing more to check
            (matched, matchedPattern) = (ordinal, pattern)
            return true
          }
          // routegen:if hosts
          // A pattern of a route on other hosts than the app's domains: its host list.
          if flags & 16 != 0 {
            let group = 1 &<< cursor.next()
            guard (url.hostGroups | url.wildcardGroups) & group != 0 else { return false }
            onWildcard = url.hostGroups & group == 0
          }
          // routegen:end
          if flags & 1 != 0 { readQuery() }
          // routegen:if fragment
          if flags & 4 != 0 {
            let literal = cursor.text()
            guard let fragment = url.fragment, !fragment.isEmpty,
              source.compare(
                fragment.lowerBound, fragment.upperBound, plusIsSpace: false,
                fold: !table.caseSensitive, literal) == 0
            else { return false }
          }
          // routegen:end
          // routegen:if queryLiterals
          var repeatedLiteral = -1
          for _ in 0..<cursor.next() {
            let key = cursor.next()
            if !queryContains(key, cursor.text()) { return false }
            if repeatedLiteral < 0 && keys[2 &* key &+ 1] > 1 { repeatedLiteral = key }
          }
          // routegen:end
          // routegen:if forbiddenQuery
          let refusedKeys = cursor
          if flags & 8 != 0 {
            let count = cursor.next()
            cursor.at &+= count
          }
          // routegen:end
          // routegen:if setValues
          let setValues = cursor
          let setCount = cursor.next()
          cursor.at &+= 3 &* setCount
          // routegen:end
          let captureCount = cursor.next()
          let optionalQueryCaptures = cursor.next()
          // Without a query, the last captures (query values of parameters that may be absent) have nothing to read.
          let filledCount =
            url.query?.isEmpty ?? true ? captureCount &- optionalQueryCaptures : captureCount
          let captures = cursor
          // routegen:if affixes
          // Literal text around a query value or the fragment decides whether the pattern applies.
          let fold = !table.caseSensitive
          for _ in 0..<(flags & 2 != 0 ? captureCount : 0) {
            let capture = _Capture(&cursor)
            guard capture.hasAffixes else { continue }
            if capture.source == _Capture.query {
              let (value, repeated) = queryValue(capture.position)
              if !repeated, let value,
                source.middle(
                  value.lowerBound, value.upperBound, plusIsSpace: true, fold: fold, capture.prefix,
                  capture.suffix) == nil
              {
                return false
              }
            } else if capture.source == _Capture.fragment {
              guard let fragment = url.fragment,
                source.middle(
                  fragment.lowerBound, fragment.upperBound, plusIsSpace: false, fold: fold,
                  capture.prefix, capture.suffix) != nil
              else { return false }
            }
          }
          // routegen:end
          // routegen:if forbiddenQuery
          // The pattern applies, but the URL carries a key its route refuses: the first failure, before any value.
          if flags & 8 != 0 {
            var refused = refusedKeys
            for _ in 0..<refused.next() {
              let entry = refused.next()
              let key = entry >> 1
              if entry & 1 == 0 ? keys[2 &* key &+ 1] > 0 : hasValue(key) {
                return fail(_Failure.refusedKey, ordinal, key, nil, false)
              }
            }
          }
          // routegen:end
          // routegen:if queryLiterals
          // A key the pattern fixes, given twice: which one did the sender mean? Refused, as a repeated value is.
          if repeatedLiteral >= 0 {
            return fail(_Failure.repeatedKey, ordinal, repeatedLiteral, nil, false)
          }
          // routegen:end
          slots.initialize(repeating: _Slot(), count: parameterCount)
          cursor = captures
          for _ in 0..<filledCount {
            // A query value the URL lacks, of a parameter that may be absent (iBurn's share metadata): nothing to read.
            if table[cursor.at] == _Capture.query && keys[2 &* table[cursor.at &+ 3] &+ 1] == 0
              && _Parameter(table: table, at: table[cursor.at &+ 2]).mayBeAbsent
            {
              cursor.at &+= _Capture.queryLength(options: table[cursor.at &+ 4])
              continue
            }
            if !fill(_Capture(&cursor), ordinal) { return false }
          }
          let route = table.route(ordinal)
          // routegen:if setValues
          cursor = setValues
          for _ in 0..<cursor.next() {
            let slot = cursor.next()
            setFromTable(slot, route.parameter(slot), cursor.text())
          }
          // routegen:end
          for slot in 0..<parameterCount where slots[slot].source == _Slot.absent {
            let parameter = route.parameter(slot)
            if let value = parameter.defaultValue { setFromTable(slot, parameter, value) }
          }
          // routegen:if otherQuery
          if let item = itemWithControlCharacter(passedOnBy: ordinal) {
            return fail(_Failure.invalidItem, ordinal, item, nil, false)
          }
          // routegen:end
          (matched, matchedPattern) = (ordinal, pattern)
          return true
        }

        /// A value the table holds: one a pattern sets, or a default.
        mutating func setFromTable(_ slot: Int, _ parameter: _Parameter, _ text: _Text) {
          let end = text.start &+ text.count
          let decodes = (text.start..<end).contains { table.texts[$0] == UInt8(ascii: "%") }
          slots[slot] = _Slot(source: _Slot.inTable, start: text.start, end: end, decodes: decodes)
          _ = check(&slots[slot], parameter, fold: !table.caseSensitive, refused: 0)
        }

        /// Finds a capture's value and checks it; the first failure is kept.
        mutating func fill(_ capture: _Capture, _ ordinal: Int) -> Bool {
          let parameter = _Parameter(table: table, at: capture.parameter)
          let fold = !table.caseSensitive
          var range: Range<Int>?
          var plusIsSpace = false
          switch capture.source {
          case _Capture.segment:
            let start = segments[2 &* capture.position]
            let end = segments[2 &* capture.position &+ 1]
            range = source.middle(
              start, end, plusIsSpace: false, fold: capture.fold, capture.prefix, capture.suffix)
          case _Capture.rest:
            range = segments[2 &* capture.position]..<segments[2 &* segmentCount &- 1]
          // routegen:if hosts
          case _Capture.host:
            if onWildcard {
              guard _isHostLabel(source.bytes, url.hostLabel, lowercase: false) else {
                return fail(_Failure.invalidLabel, ordinal, capture.slot, url.hostLabel, false)
              }
              range = url.hostLabel
            }
          // routegen:end
          case _Capture.query:
            let (value, repeated) = queryValue(capture.position)
            if repeated { return fail(_Failure.repeated, ordinal, capture.slot, nil, false) }
            if let value {
              range = source.middle(
                value.lowerBound, value.upperBound, plusIsSpace: true, fold: fold, capture.prefix,
                capture.suffix)
            }
            plusIsSpace = true
          // routegen:if fragment
          case _Capture.fragment:
            if let fragment = url.fragment, !fragment.isEmpty {
              range = source.middle(
                fragment.lowerBound, fragment.upperBound, plusIsSpace: false, fold: fold,
                capture.prefix, capture.suffix)
            }
          // routegen:end
          default: break
          }
          guard let range else {
            if parameter.mayBeAbsent { return true }
            return fail(_Failure.missing, ordinal, capture.slot, nil, false)
          }
          slots[capture.slot] = _Slot(
            source: capture.source == _Capture.host ? _Slot.inHost : _Slot.inURL,
            start: range.lowerBound, end: range.upperBound,
            plusIsSpace: plusIsSpace,
            decodes: source.decodes(range.lowerBound, range.upperBound, plusIsSpace: plusIsSpace))
          let inPath = capture.source == _Capture.segment || capture.source == _Capture.rest
          if inPath && source.isDot(range)
            || capture.source == _Capture.rest && source.endsWithSlash(range)
            || !check(&slots[capture.slot], parameter, fold: capture.fold, refused: capture.refused)
          {
            return fail(_Failure.invalid, ordinal, capture.slot, range, plusIsSpace)
          }
          return true
        }
        /// Keeps the first failure, unless it is only a missing value and this one a value found and refused (a
        /// pattern that needs another query key says less about the URL than one that read a wrong value).
        mutating func fail(
          _ kind: Int, _ route: Int, _ slot: Int, _ range: Range<Int>?, _ plusIsSpace: Bool
        ) -> Bool {
          if failure.kind == 0 || (failure.kind == _Failure.missing && kind != _Failure.missing) {
            failure = _Failure(
              kind: kind, route: route, slot: slot, start: range?.lowerBound ?? 0,
              end: range?.upperBound ?? 0,
              plusIsSpace: plusIsSpace)
          }
          return false
        }

        /// Checks a slot's text against its parameter and keeps the parsed value in the slot. `refused` lists the
        /// keywords not accepted here (0: none).
        mutating func check(_ slot: inout _Slot, _ parameter: _Parameter, fold: Bool, refused: Int)
          -> Bool
        {
          let value = slot.text(url: source.bytes, table)
          guard
            value.isClean(printable: slot.source == _Slot.inURL && slot.start >= url.path.lowerBound)
          else { return false }
          let constraints = parameter.constraints
          switch parameter.type {
          case _Parameter.string:
            return !parameter.isConstrained || value.fits(table, constraints)
          case _Parameter.int, _Parameter.keywordInt:
            // routegen:if keywords
            if parameter.type == _Parameter.keywordInt {
              let keywords = constraints &+ 10
              for index in 0..<table[keywords]
              where value.equals(table, table.text(keywords &+ 1 &+ 2 &* index), fold: fold) {
                if refused != 0 && value.isListed(table, refused, fold: fold) { return false }
                (slot.payload, slot.payload2) = (index, 1)
                return true
              }
            }
            // routegen:end
            guard let number = value.int(), parameter.allows(number) else { return false }
            slot.payload = number
            return true
          // routegen:if double
          case _Parameter.double:
            guard let number = value.double(), parameter.allows(number) else { return false }
            slot.payload = Int(Int64(bitPattern: number.bitPattern))
            return true
          // routegen:end
          case _Parameter.bool:
            let falseValues = constraints &+ 1 &+ 2 &* table[constraints]
            if value.isListed(table, constraints, fold: fold) {
              slot.payload = 1
            } else if value.isListed(table, falseValues, fold: fold) {
              slot.payload = 0
            } else {
              return false
            }
            return true
          // routegen:if uuid
          case _Parameter.uuid:
            guard let halves = value.uuid() else { return false }
            (slot.payload, slot.payload2) = halves
            return true
          // routegen:end
          // routegen:if date
          case _Parameter.date:
            guard let milliseconds = value.milliseconds() else { return false }
            slot.payload = milliseconds
            return true
          // routegen:end
          case _Parameter.choice:
            var at = constraints &+ 1
            for ordinal in 0..<table[constraints] {
              if value.isListed(table, at, fold: fold) {
                slot.payload = ordinal
                return true
              }
              at &+= 1 &+ 2 &* table[at]
            }
            return false
          // routegen:if destination
          case _Parameter.destination:
            guard destinations, let destination = destination(value.string) else { return false }
            slot.payload = parsedDestinations?.count ?? 0
            parsedDestinations = (parsedDestinations ?? []) + [destination]
            return true
          // routegen:end
          default: return false
          }
        }
        // routegen:if destination

        /// A `route` parameter's value: a web path of this app (`/guest/…`) or a whole link of it.
        func destination(_ text: String) -> _Route? {
          var link = text
          if text.hasPrefix("/") && !text.hasPrefix("//") && table.webBase.count > 0 {
            link = table.string(table.webBase) + text
          }
          return try? _parse(link, destinations: false)
        }
        // routegen:end

        /// The error for a URL no route accepts: the most specific candidate's reason, else `noRoute`.
        /// (`mutating` only so that calling it from `route` does not copy the parser.)
        mutating func error() -> ParseError {
          guard failure.kind != 0 else { return .noRoute(path: url.displayPath) }
          // routegen:if forbiddenQuery
          if failure.kind == _Failure.refusedKey {
            return .forbiddenQueryKey(
              table.string(table.text(table.queryKeys &+ 1 &+ 2 &* failure.slot)))
          }
          // routegen:end
          // routegen:if queryLiterals
          if failure.kind == _Failure.repeatedKey {
            return .repeatedParameter(
              table.string(table.text(table.queryKeys &+ 1 &+ 2 &* failure.slot)))
          }
          // routegen:end
          // routegen:if otherQuery
          if failure.kind == _Failure.invalidItem {
            return .invalidParameter(
              name: itemText(failure.slot, 0).string, value: itemText(failure.slot, 2).string)
          }
          // routegen:end
          let name = table.string(table.route(failure.route).parameter(failure.slot).name)
          switch failure.kind {
          case _Failure.invalid:
            let value = _ValueText(
              bytes: source.bytes, start: failure.start, end: failure.end,
              plusIsSpace: failure.plusIsSpace
            )
            return .invalidParameter(name: name, value: value.string)
          // routegen:if hosts
          case _Failure.invalidLabel:
            // As a host's other errors write it: ASCII lowercase.
            return .invalidParameter(name: name, value: url.lowercasedText(failure.start..<failure.end))
          // routegen:end
          case _Failure.missing: return .missingParameter(name)
          default: return .repeatedParameter(name)
          }
        }
      }

      /// A table of the matcher's scratch memory: numbers stored in 32 bits (a URL is far shorter than 2 GB), so that
      /// the tables of most URLs fit in the 1 KB that `withUnsafeTemporaryAllocation` takes from the stack everywhere.
      fileprivate struct _Scratch {
        let base: UnsafeMutablePointer<Int32>

        subscript(_ index: Int) -> Int {
          get { Int(base[index]) }
          nonmutating set { base[index] = Int32(truncatingIfNeeded: newValue) }
        }

        static func + (table: _Scratch, offset: Int) -> _Scratch { _Scratch(base: table.base + offset) }
      }

      /// A parameter's value: a range of the URL, or a text of the table (a default, or a value a pattern sets).
      fileprivate struct _Slot {
        /// `inHost`: a wildcard host's label, whose value is lowercase.
        static let absent = 0, inURL = 1, inTable = 2, inHost = 3

        var source = _Slot.absent
        var start = 0
        var end = 0
        var plusIsSpace = false
        /// Whether the text may need decoding: false for a URL without `%` (and `+` in a query).
        var decodes = true
        /// The checked value: an integer, a double's bits, milliseconds, a choice, a keyword, a destination's index,
        /// or a UUID's first half (its second half in `payload2`, which is 1 for a keyword).
        var payload = 0
        var payload2 = 0

        /// The slot's text: in the table, or in the URL's `url` bytes.
        func text(url: UnsafePointer<UInt8>, _ table: _Table) -> _ValueText {
          _ValueText(
            bytes: source == _Slot.inTable ? table.texts : url, start: start, end: end,
            plusIsSpace: plusIsSpace, decodes: decodes)
        }
      }

      /// The most specific candidate's reason for refusing the URL, kept as positions until no route accepts it.
      fileprivate struct _Failure {
        /// `slot` is the key's position in the table's query keys for `refusedKey` and `repeatedKey` (a key whose
        /// value the pattern fixes, given twice), the item's position for `invalidItem` (a query item passed on
        /// with a control character). `invalidLabel`: a wildcard host's first label that is not one builders write.
        static let invalid = 1, missing = 2, repeated = 3, refusedKey = 4, invalidLabel = 5,
          repeatedKey = 6
        static let invalidItem = 7

        var kind = 0
        var route = 0
        var slot = 0
        var start = 0
        var end = 0
        var plusIsSpace = false
      }

      /// A capture of a pattern: where a parameter's value is in the URL (see RouteTable for its numbers).
      fileprivate struct _Capture {
        static let segment = 0, rest = 1, query = 2, fragment = 3, host = 4

        var source = 0
        var slot = 0
        /// Where the parameter's record is.
        var parameter = 0
        /// The segment (the first of the rest), or the query key.
        var position = 0
        /// Whether keywords and enum values compare ignoring case here.
        var fold = false
        var prefix = _Text(start: 0, count: 0)
        var suffix = _Text(start: 0, count: 0)
        /// The keywords refused here (a keyword some pattern of this form writes on its own): a list, or 0.
        var refused = 0

        init(_ cursor: inout _Cursor) {
          source = cursor.next()
          slot = cursor.next()
          parameter = cursor.next()
          if source != _Capture.fragment { position = cursor.next() }
          let options = cursor.next()
          fold = options & 2 != 0
          if options & 1 != 0 { (prefix, suffix) = (cursor.text(), cursor.text()) }
          if options & 4 != 0 { refused = cursor.next() }
        }

        // routegen:if affixes
        var hasAffixes: Bool { prefix.count > 0 || suffix.count > 0 }
        // routegen:end

        /// How many numbers a query value's capture takes, by its options (as `init` reads them).
        static func queryLength(options: Int) -> Int {
          5 &+ (options & 1 == 0 ? 0 : 4) &+ (options & 4 == 0 ? 0 : 1)
        }
      }

      // MARK: - Values

      /// A value's text in a URL or in the table, decoded on the fly, and its parsers.
      fileprivate struct _ValueText {
        let bytes: UnsafePointer<UInt8>
        let start: Int
        let end: Int
        let plusIsSpace: Bool
        /// Whether the text may need decoding (false: its bytes are the value).
        var decodes = true

        var decoder: _Decoder {
          _Decoder(bytes: bytes, at: start, end: end, plusIsSpace: plusIsSpace, decodes: decodes)
        }

        var string: String { withDecodedBytes { String(decoding: $0, as: UTF8.self) } }

        /// Calls `body` with the decoded text: its own bytes when it has no escape (most values), else a copy.
        func withDecodedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
          let encoded =
            decodes
            && (start..<end).contains {
              bytes[$0] == UInt8(ascii: "%") || (plusIsSpace && bytes[$0] == UInt8(ascii: "+"))
            }
          if !encoded { return body(UnsafeBufferPointer(start: bytes + start, count: end &- start)) }
          return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end &- start) { buffer in
            var decoder = decoder
            var count = 0
            while let byte = decoder.next() {
              buffer[count] = byte
              count &+= 1
            }
            return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
          }
        }

        /// Values are never empty and never hold control characters (C0, DEL, C1). `printable`: the bytes hold no
        /// control, space or non-ASCII byte (outside a URL's host, as `URL(string:)` writes it, and `_parse` reads it).
        func isClean(printable: Bool) -> Bool {
          if !decodes || !(start..<end).contains(where: { bytes[$0] == UInt8(ascii: "%") }) {
            // No escapes: the bytes themselves (a `+` is a space or a plus, never a control either way).
            if printable { return end > start }
            for index in start..<end {
              let byte = bytes[index]
              // Printable ASCII, or a UTF-8 byte that cannot end a C1 control (U+0080…U+009F is C2 80…C2 9F).
              if byte &- 0x20 < 0x5F || byte >= 0xA0 { continue }
              if byte < 0x80 || (index > start && bytes[index &- 1] == 0xC2) { return false }
            }
            return end > start
          }
          var decoder = decoder
          var count = 0
          var previous: UInt8 = 0
          while let byte = decoder.next() {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80) {
              return false
            }
            previous = byte
            count &+= 1
          }
          return count > 0
        }

        /// Calls `body` with each Unicode scalar of the decoded text, while it returns true.
        func allScalars(_ body: (UInt32) -> Bool) -> Bool {
          var decoder = decoder
          var utf8 = UTF8()
          while case .scalarValue(let scalar) = utf8.decode(&decoder) {
            if !body(scalar.value) { return false }
          }
          return true
        }

        /// `fits` for what most constrained strings hold (IDs): letters and digits only, read eight bytes at a time,
        /// when the parameter allows them all; nil when that does not settle it. In the allowed characters' bitmap
        /// (see `fits`) the digits are bits 0…9 of its 4th number, the letters bits 1…15 of the 5th and 7th and
        /// 0…10 of the 6th and 8th.
        @inline(__always) func alphanumericFit(_ table: _Table, _ constraints: Int) -> Bool? {
          guard !decodes, table[constraints &+ 5] & 0x3FF == 0x3FF,
            table[constraints &+ 6] & 0xFFFE == 0xFFFE, table[constraints &+ 7] & 0x7FF == 0x7FF,
            table[constraints &+ 8] & 0xFFFE == 0xFFFE, table[constraints &+ 9] & 0x7FF == 0x7FF
          else { return nil }
          var index = start
          while index &+ 8 <= end && _Route._isAlphanumeric(bytes + index) { index &+= 8 }
          while index < end
            && (_Route._isDigit(bytes[index]) || (bytes[index] | 0x20) &- UInt8(ascii: "a") < 26)
          {
            index &+= 1
          }
          guard index == end else { return nil }
          let maximum = table[constraints &+ 1]
          return end &- start >= table[constraints] && (maximum == 0 || end &- start <= maximum)
        }

        /// A `string` parameter's length in Unicode scalars and its allowed characters.
        func fits(_ table: _Table, _ constraints: Int) -> Bool {
          alphanumericFit(table, constraints) ?? fitsScalarByScalar(table, constraints)
        }

        /// `fits` for any text: each scalar against the allowed characters.
        func fitsScalarByScalar(_ table: _Table, _ constraints: Int) -> Bool {
          let minimum = table[constraints]
          let maximum = table[constraints &+ 1]
          // The allowed ASCII characters as a bitmap (eight numbers of 16 bits, the first for characters 0…15), read
          // into two words for 0…63 and 64…127; then whether any scalar beyond ASCII is allowed (1), else ranges of
          // the allowed ones (count, low and high).
          var allowed: (low: UInt64, high: UInt64) = (0, 0)
          for word in 0..<4 {
            allowed.low |= UInt64(table[constraints &+ 2 &+ word]) << (16 &* word)
            allowed.high |= UInt64(table[constraints &+ 6 &+ word]) << (16 &* word)
          }
          let anyBeyondASCII = table[constraints &+ 10] == 1
          let rangeCount = table[constraints &+ 11]
          func isAllowedASCII(_ byte: UInt32) -> Bool {
            // Beyond ASCII: none (the caller checks those by their ranges).
            (byte < 64 ? allowed.low : byte < 128 ? allowed.high : 0) >> (byte & 63) & 1 == 1
          }
          // Bytes that are the value, all ASCII: one scalar each.
          if !decodes {
            var index = start
            while index < end && isAllowedASCII(UInt32(bytes[index])) { index &+= 1 }
            if index == end {
              return end &- start >= minimum && (maximum == 0 || end &- start <= maximum)
            }
            if bytes[index] < 128 { return false }
          }
          var length = 0
          let isAllowed = allScalars { scalar in
            length &+= 1
            if scalar < 128 { return isAllowedASCII(scalar) }
            if anyBeyondASCII { return true }
            for index in 0..<rangeCount {
              let range = constraints &+ 12 &+ 2 &* index
              if table[range] <= scalar && scalar <= table[range &+ 1] { return true }
            }
            return false
          }
          return isAllowed && length >= minimum && (maximum == 0 || length <= maximum)
        }

        func equals(_ table: _Table, _ text: _Text, fold: Bool) -> Bool {
          decodes
            ? _compare(bytes, start, end, plusIsSpace: plusIsSpace, fold: fold, table, text) == 0
            : end &- start == text.count && _compareRaw(bytes, start, end, fold: fold, table, text) == 0
        }

        /// Whether the text is one of the list's texts (a count, then the texts).
        func isListed(_ table: _Table, _ list: Int, fold: Bool) -> Bool {
          (0..<table[list]).contains { equals(table, table.text(list &+ 1 &+ 2 &* $0), fold: fold) }
        }

        /// Decimal digits with an optional `-`, without overflow: `042` is 42; `+3`, `1e3` and `-0` are refused.
        func int() -> Int? {
          var decoder = decoder
          var negative = false
          var digits = 0
          var value = 0
          while let byte = decoder.next() {
            if byte == UInt8(ascii: "-") && digits == 0 && !negative {
              negative = true
              continue
            }
            guard _isDigit(byte) else { return nil }
            let digit = Int(byte &- UInt8(ascii: "0"))
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
              negative
              ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow || overflow2 { return nil }
            value = next
            digits &+= 1
          }
          return digits > 0 ? value : nil
        }

        // routegen:if double
        /// `-?digits(.digits)?([eE][+-]?digits)?`, finite: no `inf`, `nan`, hex or leading `+`.
        func double() -> Double? {
          var decoder = decoder
          var byte = decoder.next()
          var negative = false
          var mantissa: UInt64 = 0
          var significant = 0
          var exponent = 0
          func digits(fraction: Bool) -> Int {
            var count = 0
            while let digit = byte, _isDigit(digit) {
              if significant > 0 || digit != UInt8(ascii: "0") {
                significant &+= 1
                if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit &- UInt8(ascii: "0")) }
                if significant > 19 && !fraction { exponent &+= 1 }
              }
              if fraction && significant <= 19 { exponent &-= 1 }
              byte = decoder.next()
              count &+= 1
            }
            return count
          }
          if byte == UInt8(ascii: "-") {
            negative = true
            byte = decoder.next()
          }
          guard digits(fraction: false) > 0 else { return nil }
          if byte == UInt8(ascii: ".") {
            byte = decoder.next()
            guard digits(fraction: true) > 0 else { return nil }
          }
          if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            byte = decoder.next()
            var sign = 1
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
              if byte == UInt8(ascii: "-") { sign = -1 }
              byte = decoder.next()
            }
            var power = 0
            var count = 0
            while let digit = byte, _isDigit(digit) {
              if power < 100_000 { power = power &* 10 &+ Int(digit &- UInt8(ascii: "0")) }
              byte = decoder.next()
              count &+= 1
            }
            guard count > 0 else { return nil }
            exponent &+= sign &* power
          }
          guard byte == nil else { return nil }
          // Exact when the digits fit a double's mantissa and the power of ten is exact itself (Clinger).
          if significant <= 15 && (-22...22).contains(exponent) {
            var scale = 1.0
            for _ in 0..<abs(exponent) { scale *= 10 }
            let value = exponent < 0 ? Double(mantissa) / scale : Double(mantissa) * scale
            return negative ? -value : value
          }
          guard let value = Double(string), value.isFinite else { return nil }
          return value
        }
        // routegen:end
        // routegen:if uuid

        /// 8-4-4-4-12 hex digits in any case: the UUID's two halves.
        func uuid() -> (Int, Int)? {
          withDecodedBytes { $0.count == 36 ? _Route._uuid($0.baseAddress!) : nil }
        }
        // routegen:end
        // routegen:if date

        /// An ISO 8601 date-time, as milliseconds since 1970.
        func milliseconds() -> Int? { withDecodedBytes { _Route._parseDate($0) } }
        // routegen:end
      }
      // routegen:if uuid

      /// A UUID's 36 bytes (hex digits of either case, dashes at 8, 13, 18 and 23) as its two halves, the first
      /// sixteen hex digits and the last sixteen.
      fileprivate static func _uuid(_ text: UnsafePointer<UInt8>) -> (Int, Int)? {
        // Without a branch per digit: a byte that is not a hex digit sets `invalid`.
        var invalid = false
        func digits(_ start: Int, _ count: Int, after value: UInt64 = 0) -> UInt64 {
          var value = value
          for index in start..<(start &+ count) {
            let digit = text[index] &- UInt8(ascii: "0")
            let letter = (text[index] | 0x20) &- UInt8(ascii: "a")
            invalid = invalid || (digit > 9 && letter > 5)
            value = value << 4 | UInt64(digit < 10 ? digit : letter &+ 10)
          }
          return value
        }
        let high = digits(14, 4, after: digits(9, 4, after: digits(0, 8)))
        let low = digits(24, 12, after: digits(19, 4))
        let dash = UInt8(ascii: "-")
        guard !invalid, text[8] == dash, text[13] == dash, text[18] == dash, text[23] == dash else {
          return nil
        }
        return (Int(truncatingIfNeeded: high), Int(truncatingIfNeeded: low))
      }
      // routegen:end
      // routegen:if date

      /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` as milliseconds since 1970; digits past the millisecond must be 0.
      fileprivate static func _parseDate(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        func number(_ start: Int, _ count: Int) -> Int? {
          guard start + count <= b.count else { return nil }
          var value = 0
          for index in start..<start + count {
            guard _isDigit(b[index]) else { return nil }
            value = value * 10 + Int(b[index] - UInt8(ascii: "0"))
          }
          return value
        }
        guard b.count >= 20, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
          b[10] == UInt8(ascii: "T"),
          b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
          let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
          let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
          (1...12).contains(month), day >= 1, day <= _daysIn(month: month, year: year),
          hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        var milliseconds = 0
        if b[index] == UInt8(ascii: ".") {
          index += 1
          var count = 0
          while index < b.count, _isDigit(b[index]) {
            if count < 3 {
              milliseconds = milliseconds * 10 + Int(b[index] - UInt8(ascii: "0"))
            } else if b[index] != UInt8(ascii: "0") {
              return nil
            }
            count += 1
            index += 1
          }
          guard count > 0 else { return nil }
          for _ in count..<max(count, 3) { milliseconds *= 10 }
        }
        guard index < b.count else { return nil }
        var offsetMinutes = 0
        if b[index] == UInt8(ascii: "Z") {
          index += 1
        } else if b[index] == UInt8(ascii: "+") || b[index] == UInt8(ascii: "-") {
          guard let hours = number(index + 1, 2), index + 3 < b.count,
            b[index + 3] == UInt8(ascii: ":"),
            let minutes = number(index + 4, 2), hours < 24, minutes < 60
          else { return nil }
          offsetMinutes = (hours * 60 + minutes) * (b[index] == UInt8(ascii: "-") ? -1 : 1)
          index += 6
        } else {
          return nil
        }
        guard index == b.count else { return nil }
        let days = _daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60
        return seconds * 1000 + milliseconds
      }

      fileprivate static func _daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
      }

      /// Days since 1970-01-01 (Howard Hinnant's algorithm).
      fileprivate static func _daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
      }

      fileprivate static func _civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
      }

      /// A date as whole milliseconds since 1970, or nil when it cannot be written (not finite, or outside the years
      /// 0000–9999 that ISO 8601's four digits hold).
      fileprivate static func _milliseconds(_ date: Date) -> Int? {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds >= -62_167_219_200_000, milliseconds <= 253_402_300_799_999 else {
          return nil
        }
        return Int(milliseconds)
      }
      // routegen:end

      /// The checked values of a parsed URL, by parameter, for `_make`.
      fileprivate struct _Values {
        let bytes: UnsafePointer<UInt8>
        let table: _Table
        let slots: UnsafeMutablePointer<_Slot>
        // routegen:if destination
        let destinations: [_Route]
        // routegen:end
        /// The query items the matched route passes on (`otherQuery`); nil for none, which costs nothing to hand on.
        let otherItems: [QueryItem]?

        func has(_ slot: Int) -> Bool { slots[slot].source != _Slot.absent }
        func otherQuery() -> [QueryItem] { otherItems ?? [] }

        func text(_ slot: Int) -> String {
          let value = slots[slot]
          // routegen:if hosts
          if value.source == _Slot.inHost {
            return _Route._lowercasedText(bytes, value.start..<value.end)
          }
          // routegen:end
          return value.text(url: bytes, table).string
        }

        func int(_ slot: Int) -> Int { slots[slot].payload }
        // routegen:if double
        func double(_ slot: Int) -> Double {
          Double(bitPattern: UInt64(UInt(bitPattern: slots[slot].payload)))
        }
        // routegen:end
        func bool(_ slot: Int) -> Bool { slots[slot].payload == 1 }
        // routegen:if date
        func date(_ slot: Int) -> Date {
          Date(timeIntervalSince1970: Double(slots[slot].payload) / 1000)
        }
        // routegen:end
        func choice<Value: _Choice>(_ slot: Int) -> Value {
          let cases = Value.allCases
          return cases[cases.index(cases.startIndex, offsetBy: slots[slot].payload)]
        }
        // routegen:if uuid

        func uuid(_ slot: Int) -> UUID {
          // The two halves' bytes, most significant first.
          let high = UInt64(UInt(bitPattern: slots[slot].payload)).bigEndian
          let halves = (high, UInt64(UInt(bitPattern: slots[slot].payload2)).bigEndian)
          return withUnsafeBytes(of: halves) { UUID(uuid: $0.load(as: uuid_t.self)) }
        }
        // routegen:end
        // routegen:if keywords

        func keywordInt<Value: _KeywordInt>(_ slot: Int) -> Value {
          slots[slot].payload2 == 1
            ? Value._keywords[slots[slot].payload] : Value.number(slots[slot].payload)
        }
        // routegen:end
        // routegen:if destination

        /// A `route` parameter's value (parsed when the URL was checked).
        func destination(_ slot: Int) -> _Route { destinations[slots[slot].payload] }
        // routegen:end

        func optionalText(_ slot: Int) -> String? { has(slot) ? text(slot) : nil }
        func optionalInt(_ slot: Int) -> Int? { has(slot) ? int(slot) : nil }
        // routegen:if double
        func optionalDouble(_ slot: Int) -> Double? { has(slot) ? double(slot) : nil }
        // routegen:end
        func optionalBool(_ slot: Int) -> Bool? { has(slot) ? bool(slot) : nil }
        // routegen:if uuid
        func optionalUUID(_ slot: Int) -> UUID? { has(slot) ? uuid(slot) : nil }
        // routegen:end
        // routegen:if date
        func optionalDate(_ slot: Int) -> Date? { has(slot) ? date(slot) : nil }
        // routegen:end
        func optionalChoice<Value: _Choice>(_ slot: Int) -> Value? { has(slot) ? choice(slot) : nil }
        // routegen:if keywords
        func optionalKeywordInt<Value: _KeywordInt>(_ slot: Int) -> Value? {
          has(slot) ? keywordInt(slot) : nil
        }
        // routegen:end
        // routegen:if destination
        func optionalDestination(_ slot: Int) -> _Route? { has(slot) ? destination(slot) : nil }
        // routegen:end
      }

      // MARK: - A route's values

      /// A parameter's value as `_visit` reports it.
      fileprivate enum _Value {
        case absent
        case route(Int)
        case text(String)
        case int(Int)
        // routegen:if double
        case double(Double)
        // routegen:end
        case bool(Bool)
        // routegen:if uuid
        case uuid(UUID)
        // routegen:end
        // routegen:if date
        case date(Date)
        // routegen:end
        // routegen:if destination
        indirect case destination(_Route)
        // routegen:end
        case queryItems([QueryItem])
      }

      /// Where `_visit` writes a route's position and values: `_s.route(3).text(userId).int(page)`. Its calls are
      /// `@inline(never)`: inlined into every case of `_visit` they cost 1.6 ms of `-O` and 40 bytes of object a
      /// route (a fifth of a route's compile), for equality, hashing and metadata, which a parse never calls and a
      /// build only for a link it parses back.
      fileprivate struct _Sink {
        let values: UnsafeMutablePointer<_Value>
        let index: Int

        private func put(_ value: _Value?) -> _Sink {
          (values + index).initialize(to: value ?? .absent)
          return _Sink(values: values, index: index &+ 1)
        }

        @inline(never) func route(_ ordinal: Int) -> _Sink { put(.route(ordinal)) }
        @inline(never) func text(_ value: String?) -> _Sink { put(value.map(_Value.text)) }
        @inline(never) func int(_ value: Int?) -> _Sink { put(value.map(_Value.int)) }
        // routegen:if double
        @inline(never) func double(_ value: Double?) -> _Sink { put(value.map(_Value.double)) }
        // routegen:end
        @inline(never) func bool(_ value: Bool?) -> _Sink { put(value.map(_Value.bool)) }
        // routegen:if uuid
        @inline(never) func uuid(_ value: UUID?) -> _Sink { put(value.map(_Value.uuid)) }
        // routegen:end
        // routegen:if date
        @inline(never) func date(_ value: Date?) -> _Sink { put(value.map(_Value.date)) }
        // routegen:end
        @inline(never) func choice<Value: _Choice>(_ value: Value?) -> _Sink {
          put(value.map { .text($0.rawValue) })
        }
        // routegen:if keywords
        @inline(never) func keywordInt<Value: _KeywordInt>(_ value: Value?) -> _Sink {
          put(value?._wire)
        }
        // routegen:end
        // routegen:if destination
        @inline(never) func destination(_ value: _Route?) -> _Sink {
          put(value.map(_Value.destination))
        }
        // routegen:end
        // routegen:if otherQuery
        @inline(never) func otherQuery(_ items: [QueryItem]) -> _Sink { put(.queryItems(items)) }
        // routegen:end
      }

      /// Calls `body` with this route's position in the spec and its values (by parameter).
      fileprivate func _withValues<Result>(_ body: (Int, UnsafeMutablePointer<_Value>) -> Result)
        -> Result
      {
        // The position, the parameters, and a route's other query items.
        let capacity = _Table().maxParameters &+ 2
        return withUnsafeTemporaryAllocation(of: _Value.self, capacity: capacity) { buffer in
          let values = buffer.baseAddress!
          // `_visit` initializes the slots it reports, in order; those after them that `body` may read are absent (a
          // route's other query items when it has none; every slot if no position was reported).
          let written = _visit(_Sink(values: values, index: 0)).index
          var ordinal = -1
          if written > 0, case .route(let reported) = values[0] { ordinal = reported }
          let count = max(
            written, ordinal < 0 ? capacity : min(capacity, _Table().route(ordinal).parameterCount &+ 2)
          )
          (values + written).initialize(repeating: .absent, count: count &- written)
          defer { values.deinitialize(count: count) }
          return body(ordinal, values + 1)
        }
      }

      /// The route's position in the spec.
      fileprivate var _ordinal: Int { _withValues { ordinal, _ in ordinal } }

      /// A value as written in URLs, before percent-encoding; nil when absent or impossible to write (a double
      /// that is not finite, a date outside the years 0000–9999).
      fileprivate static func _wire(_ value: _Value, _ parameter: _Parameter) -> String? {
        switch value {
        case .absent, .route, .queryItems: return nil
        case .text(let text): return text
        case .int(let number): return String(number)
        // routegen:if double
        case .double(let number): return number.isFinite ? number.description : nil
        // routegen:end
        case .bool(let flag): return parameter.table.string(parameter.boolText(flag))
        // routegen:if uuid
        case .uuid(let uuid): return uuid.uuidString.lowercased()
        // routegen:end
        // routegen:if date
        case .date(let date): return _milliseconds(date).map(_formatDate)
        // routegen:end
        // routegen:if destination
        case .destination(let route): return route._destinationText
        // routegen:end
        }
      }

      // routegen:if date
      /// ISO 8601 in UTC, with milliseconds when there are any.
      fileprivate static func _formatDate(_ milliseconds: Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: _dateCapacity) { text in
          let count = _writeDate(milliseconds, into: text.baseAddress!)
          return String(decoding: UnsafeBufferPointer(rebasing: text[..<count]), as: UTF8.self)
        }
      }

      /// The most bytes `_writeDate` writes: `9999-12-31T23:59:59.999Z`.
      fileprivate static let _dateCapacity = 24

      /// Writes `_formatDate`'s text into `text` (the years 0000–9999 that `_milliseconds` gives); returns its length.
      fileprivate static func _writeDate(_ milliseconds: Int, into text: UnsafeMutablePointer<UInt8>)
        -> Int
      {
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        let millis = milliseconds - seconds * 1000
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = _civilFromDays(days)
        var count = 0
        func write(_ value: Int, _ width: Int, then separator: Unicode.Scalar) {
          var value = value
          for index in (0..<width).reversed() {
            text[count &+ index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
            value /= 10
          }
          text[count &+ width] = UInt8(ascii: separator)
          count &+= width &+ 1
        }
        write(year, 4, then: "-")
        write(month, 2, then: "-")
        write(day, 2, then: "T")
        write(secondOfDay / 3600, 2, then: ":")
        write(secondOfDay % 3600 / 60, 2, then: ":")
        if millis == 0 {
          write(secondOfDay % 60, 2, then: "Z")
        } else {
          write(secondOfDay % 60, 2, then: ".")
          write(millis, 3, then: "Z")
        }
        return count
      }
      // routegen:end
      // routegen:if destination

      /// How a `route` parameter writes this route: its web path, else its custom-scheme link.
      fileprivate var _destinationText: String? {
        if var link = _link(web: true) {
          // On the web base, its path; on another host, the whole link.
          let table = _Table()
          let base = UnsafeBufferPointer(
            start: table.texts + table.webBase.start, count: table.webBase.count)
          let path = link.withUTF8 { bytes -> String? in
            guard !base.isEmpty, bytes.count > base.count, bytes[base.count] == UInt8(ascii: "/"),
              bytes.starts(with: base)
            else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[base.count...]), as: UTF8.self)
          }
          return path ?? link
        }
        return _link(web: false)
      }
      // routegen:end

      // MARK: - Building

      /// The link of one form, or nil when the route has none, or when a value cannot be written so that the link
      /// parses back to this route (an empty or `..` path value, a control character, a value out of its bounds, a
      /// value a more specific route would take, a link over the maximum length).
      fileprivate func _link(web: Bool) -> String? {
        let table = _Table()
        // In 1 KB (what `withUnsafeTemporaryAllocation` always takes from the stack) for most links, and the text of
        // a number, a date or a UUID after it. Longer ones are written again with room for the longest.
        func write(capacity: Int) -> (link: String?, check: Int, overflowed: Bool) {
          withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity &+ _Link.wireCapacity) {
            buffer in
            var link = _Link(table: table, web: web, bytes: buffer.baseAddress!, capacity: capacity)
            let text = _write(&link) && !link.overflowed ? link.text : nil
            return (text, link.check, link.overflowed)
          }
        }
        let small = min(table.maxURLLength, 512)
        var written = write(capacity: small)
        if written.overflowed && small < table.maxURLLength {
          written = write(capacity: table.maxURLLength)
        }
        guard let link = written.link else { return nil }
        if written.check == 0 { return link }
        // routegen:if shadowed
        // Only a more specific pattern could take it: it parses back when its own pattern does.
        if written.check > 0 && Self._isMatched(link, by: written.check) { return link }
        // routegen:end
        return (try? Self._parse(link, destinations: true)) == self ? link : nil
      }
      // routegen:if shadowed

      /// Whether the parse pattern at `pattern` is the one that accepts `link`.
      fileprivate static func _isMatched(_ link: String, by pattern: Int) -> Bool {
        var link = link
        return link.withUTF8 { bytes in
          guard let start = bytes.baseAddress else { return false }
          var url = _URLParts(bytes: start, count: bytes.count)
          // A link `URL(string:)` would rewrite is left to `_parse`.
          guard url.split() == nil, !url.rewritten else { return false }
          return _Parser.with(&url, destinations: true) { $0.match() && $0.matchedPattern == pattern }
        }
      }
      // routegen:end

      /// A link as `_write` writes it, after the app's base (`https://nova.social/`, `novasocial://`): literals the
      /// generator percent-encoded, and values checked as the parser checks them and percent-encoded for their place.
      /// Each call returns false when the link cannot be given: a value that cannot be written, or no room left.
      /// The calls the builders make are `@inline(never)`: inlined into every case of every builder they made a file's
      /// `-O` compile about 15% slower and its object 50 bytes a route bigger, for 4–6% fewer instructions a build.
      /// Only the test for an absent text, int or double is inlined: a link leaves most optional values out.
      fileprivate struct _Link {
        let table: _Table
        /// Whether this is the universal link (else the custom-scheme URL).
        let web: Bool
        /// The link, `capacity` bytes; after it, `wireCapacity` for the text of a number, a date or a UUID.
        let bytes: UnsafeMutablePointer<UInt8>
        let capacity: Int
        var count = 0
        /// The query items written so far.
        var items = 0
        /// How the link is checked before it is given: 0 not, -1 parsed back, else the position of the parse
        /// pattern that must take it.
        var check = 0
        /// Whether the link did not fit in `capacity`.
        var overflowed = false

        init(table: _Table, web: Bool, bytes: UnsafeMutablePointer<UInt8>, capacity: Int) {
          (self.table, self.web, self.bytes, self.capacity) = (table, web, bytes, capacity)
          let base = web ? table.webBase : table.schemeBase
          _ = append(table.texts + base.start, base.count) && (!web || append(UInt8(ascii: "/")))
        }

        var text: String {
          String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }

        var wire: UnsafeMutablePointer<UInt8> { bytes + capacity }
        /// Room for the longest: a UUID's 36 bytes.
        static let wireCapacity = 40

        /// Where a value goes: a path segment (the custom-scheme host when it is the first), the rest of the path
        /// (its first piece the custom-scheme host), a query item (`key=` and literal text around the value) or the
        /// fragment (literal text around it). An absent value leaves its query item or fragment out.
        enum Place {
          case segment, host, rest, restHost
          case query(StaticString, StaticString = "")
          // routegen:if fragment
          case fragment(StaticString = "", StaticString = "")
          // routegen:end

          var isOmissible: Bool {
            switch self {
            case .query: true
            // routegen:if fragment
            case .fragment: true
            // routegen:end
            default: false
            }
          }

          var isHost: Bool {
            switch self {
            case .host, .restHost: true
            default: false
            }
          }
        }

        /// Literal text, percent-encoded by the generator.
        @inline(never) mutating func add(_ literal: StaticString) -> Bool {
          append(literal.utf8Start, literal.utf8CodeUnitCount)
        }

        /// A query item of literal text (`goto=lastpost`).
        @inline(never) mutating func item(_ literal: StaticString) -> Bool {
          items &+= 1
          return append(items == 1 ? UInt8(ascii: "?") : UInt8(ascii: "&")) && add(literal)
        }

        /// A route on hosts of its own: its base (`https://apps.example.com/`) instead of the app's.
        @inline(never) mutating func base(_ literal: StaticString) -> Bool {
          count = 0
          return add(literal)
        }

        /// The link is given only if it parses back to the route (`pattern`: if that parse pattern takes it).
        @inline(never) mutating func verify(pattern: Int = -1) -> Bool {
          check = pattern
          return true
        }

        @inline(__always) mutating func text(
          _ value: String?, _ place: Place, rule: (route: Int, slot: Int)? = nil
        ) -> Bool {
          guard let value else { return place.isOmissible }
          return appendText(value, place, rule: rule)
        }

        @inline(never) mutating func appendText(
          _ value: String, _ place: Place, rule: (route: Int, slot: Int)?
        ) -> Bool {
          var value = value
          return value.withUTF8 { text in
            guard let rule else { return put(text, place) }
            guard let (value, constraints) = constrained(text, rule) else { return false }
            // Letters and digits are written as they are in every place.
            if let fits = value.alphanumericFit(table, constraints) {
              return fits && put(text, place, verbatim: true)
            }
            return value.fitsScalarByScalar(table, constraints) && put(text, place)
          }
        }

        /// Whether a text meets the limits of a string parameter.
        func fits(_ text: UnsafeBufferPointer<UInt8>, _ rule: (route: Int, slot: Int)) -> Bool {
          guard let (value, constraints) = constrained(text, rule) else { return false }
          return value.fits(table, constraints)
        }

        /// A text as a value of the string parameter `rule` names, with that parameter's limits; nil without bytes.
        @inline(__always) func constrained(
          _ text: UnsafeBufferPointer<UInt8>, _ rule: (route: Int, slot: Int)
        ) -> (value: _ValueText, constraints: Int)? {
          guard let start = text.baseAddress else { return nil }
          let value = _ValueText(
            bytes: start, start: 0, end: text.count, plusIsSpace: false, decodes: false)
          return (value, table.route(rule.route).parameter(rule.slot).constraints)
        }

        @inline(__always) mutating func int(
          _ value: Int?, _ place: Place, rule: (route: Int, slot: Int)? = nil
        ) -> Bool {
          guard let value else { return place.isOmissible }
          return appendInt(value, place, rule: rule)
        }

        @inline(never) mutating func appendInt(
          _ value: Int, _ place: Place, rule: (route: Int, slot: Int)?
        ) -> Bool {
          if let rule, !table.route(rule.route).parameter(rule.slot).allows(value) { return false }
          return put(wireText(writeInt(value)), place, verbatim: true)
        }
        // routegen:if double

        @inline(__always) mutating func double(
          _ value: Double?, _ place: Place, rule: (route: Int, slot: Int)? = nil
        ) -> Bool {
          guard let value else { return place.isOmissible }
          return appendDouble(value, place, rule: rule)
        }

        @inline(never) mutating func appendDouble(
          _ value: Double, _ place: Place, rule: (route: Int, slot: Int)?
        ) -> Bool {
          guard value.isFinite else { return false }
          if let rule, !table.route(rule.route).parameter(rule.slot).allows(value) { return false }
          if let count = writeShortDecimal(value) { return put(wireText(count), place) }
          var text = value.description
          return text.withUTF8 { put($0, place) }
        }

        /// Writes a double into `wire` as `description` writes it, for the values links mostly carry (zero, and up to
        /// nine decimals from 0.001 to 1e15: coordinates, prices), without making a String; nil for the others.
        func writeShortDecimal(_ value: Double) -> Int? {
          let magnitude = value.magnitude
          var digits: UInt64 = 0
          var fractionDigits = 0
          if magnitude != 0 {
            guard magnitude >= 1e-3, magnitude < 1e15 else { return nil }
            // The fewest decimals whose digits read back as the value: the shortest text, `description`'s. Below
            // 2^50 the product is off by less than 1/8, so the nearest integer is the only candidate.
            var scale = 1.0
            while true {
              let product = magnitude * scale
              guard product < 0x1p50, fractionDigits <= 9 else { return nil }
              digits = UInt64(product + 0.5)
              if Double(digits) / scale == magnitude { break }
              scale *= 10
              fractionDigits &+= 1
            }
          }
          var length = 1
          var power: UInt64 = 10
          while power <= digits {
            length &+= 1
            power &*= 10
          }
          length = max(length, fractionDigits &+ 1)
          // `12.5`, `0.001`; a whole number as `40.0`.
          let negative = value.sign == .minus
          let count = (negative ? 1 : 0) &+ length &+ (fractionDigits == 0 ? 2 : 1)
          var at = count &- 1
          if fractionDigits == 0 {
            (wire[at], wire[at &- 1]) = (UInt8(ascii: "0"), UInt8(ascii: "."))
            at &-= 2
          }
          for index in 0..<length {
            if index == fractionDigits && index > 0 {
              wire[at] = UInt8(ascii: ".")
              at &-= 1
            }
            wire[at] = UInt8(ascii: "0") &+ UInt8(digits % 10)
            digits /= 10
            at &-= 1
          }
          if negative { wire[0] = UInt8(ascii: "-") }
          return count
        }
        // routegen:end

        /// A bool, written as the first of its spellings (`true`/`false`, or the spec's).
        @inline(never) mutating func bool(
          _ value: Bool?, _ place: Place, _ yes: StaticString, _ no: StaticString
        )
          -> Bool
        {
          guard let value else { return place.isOmissible }
          let text = value ? yes : no
          return put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), place)
        }
        // routegen:if uuid

        /// Lowercase hex in groups of 8-4-4-4-12 digits, as `uuidString.lowercased()` writes it.
        @inline(never) mutating func uuid(_ value: UUID?, _ place: Place) -> Bool {
          guard let value else { return place.isOmissible }
          let wire = self.wire
          let count = withUnsafeBytes(of: value.uuid) { bytes in
            var count = 0
            for (index, byte) in bytes.enumerated() {
              if index == 4 || index == 6 || index == 8 || index == 10 {
                wire[count] = UInt8(ascii: "-")
                count &+= 1
              }
              wire[count] = _hexDigit(byte >> 4) | 0x20  // `| 0x20` lowercases A-F and keeps digits
              wire[count &+ 1] = _hexDigit(byte & 15) | 0x20
              count &+= 2
            }
            return count
          }
          return put(wireText(count), place, verbatim: true)
        }
        // routegen:end
        // routegen:if date

        /// ISO 8601 in UTC, to the millisecond; false outside the years 0000–9999.
        @inline(never) mutating func date(_ value: Date?, _ place: Place) -> Bool {
          guard let value else { return place.isOmissible }
          guard let milliseconds = _milliseconds(value) else { return false }
          return put(wireText(_writeDate(milliseconds, into: wire)), place)
        }
        // routegen:end

        @inline(never) mutating func choice<Value: _Choice>(_ value: Value?, _ place: Place) -> Bool {
          guard let value else { return place.isOmissible }
          var text = value.rawValue
          return text.withUTF8 { put($0, place) }
        }
        // routegen:if keywords

        @inline(never) mutating func keywordInt<Value: _KeywordInt>(
          _ value: Value?, _ place: Place, rule: (route: Int, slot: Int)? = nil
        ) -> Bool {
          switch value?._wire {
          case .int(let number): return int(number, place, rule: rule)
          case .text(let keyword): return text(keyword, place)
          default: return place.isOmissible
          }
        }
        // routegen:end
        // routegen:if destination

        /// Another route, as its web path (its whole link on another host) or its custom-scheme link.
        @inline(never) mutating func destination(_ value: _Route?, _ place: Place) -> Bool {
          guard let value else { return place.isOmissible }
          guard let text = value._destinationText else { return false }
          return self.text(text, place)
        }
        // routegen:end
        // routegen:if hosts

        /// A universal link on a wildcard host whose first label is the value: `https://` + label + `.suffix/`;
        /// without a value, on the route's host without a label (`plain`, empty when it has none).
        @inline(never) mutating func host(
          _ label: String?, _ suffix: StaticString, else plain: StaticString,
          rule: (route: Int, slot: Int)? = nil
        ) -> Bool {
          guard var label else { return plain.utf8CodeUnitCount > 0 && base(plain) }
          count = 0
          let scheme = table.text(table.webSchemes &+ 1)
          return label.withUTF8 { text in
            guard let start = text.baseAddress, _isHostLabel(start, 0..<text.count, lowercase: true),
              rule.map({ fits(text, $0) }) ?? true
            else { return false }
            return append(table.texts + scheme.start, scheme.count) && add("://")
              && append(start, text.count) && add(suffix)
          }
        }
        // routegen:end
        // routegen:if otherQuery

        /// The query items a route with `otherQuery` passes on, after those of its pattern.
        @inline(never) mutating func otherQuery(_ others: [QueryItem]) -> Bool {
          for other in others {
            var (name, value) = (other.name, other.value)
            guard item(""),
              name.withUTF8({ appendEncoded($0, inPath: false, isHost: false, rest: false) }),
              append(UInt8(ascii: "=")),
              value.withUTF8({ appendEncoded($0, inPath: false, isHost: false, rest: false) })
            else { return false }
          }
          return true
        }
        // routegen:end

        /// Writes an int's digits into `wire`; returns their count.
        func writeInt(_ number: Int) -> Int {
          var magnitude = number.magnitude
          var digits = 0
          repeat {
            digits &+= 1
            magnitude /= 10
          } while magnitude > 0
          let count = number < 0 ? digits &+ 1 : digits
          if number < 0 { wire[0] = UInt8(ascii: "-") }
          magnitude = number.magnitude
          for index in 0..<digits {
            wire[count &- 1 &- index] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
            magnitude /= 10
          }
          return count
        }

        /// The first `count` bytes of `wire`, where a value's text is written.
        func wireText(_ count: Int) -> UnsafeBufferPointer<UInt8> {
          UnsafeBufferPointer(start: wire, count: count)
        }

        /// Writes a value's wire text in its place, percent-encoded unless it is `verbatim` (the digits of an int or a
        /// UUID: nothing to encode); false when the parser would not read it back: empty, `.` or `..` in the path, the
        /// rest of the path ending with `/`, or a control character.
        mutating func put(_ text: UnsafeBufferPointer<UInt8>, _ place: Place, verbatim: Bool = false)
          -> Bool
        {
          guard let start = text.baseAddress, text.count > 0 else { return false }
          let isDots = text.count <= 2 && text.allSatisfy { $0 == UInt8(ascii: ".") }
          func value(inPath: Bool, isHost: Bool = false, rest: Bool = false) -> Bool {
            verbatim
              ? append(start, text.count)
              : appendEncoded(text, inPath: inPath, isHost: isHost, rest: rest)
          }
          switch place {
          case .segment, .host:
            return !isDots && value(inPath: true, isHost: place.isHost)
          case .rest, .restHost:
            guard !isDots, text[text.count &- 1] != UInt8(ascii: "/") else { return false }
            return value(inPath: true, isHost: place.isHost, rest: true)
          case .query(let head, let tail):
            return item(head) && value(inPath: false) && add(tail)
          // routegen:if fragment
          case .fragment(let head, let tail):
            return append(UInt8(ascii: "#")) && add(head) && value(inPath: false) && add(tail)
          // routegen:end
          }
        }

        /// Appends bytes; false when the link would be longer than the maximum.
        mutating func append(_ bytes: UnsafePointer<UInt8>, _ byteCount: Int) -> Bool {
          guard byteCount <= capacity &- count else {
            overflowed = true
            return false
          }
          (self.bytes + count).update(from: bytes, count: byteCount)
          count &+= byteCount
          return true
        }

        mutating func append(_ byte: UInt8) -> Bool {
          guard count < capacity else {
            overflowed = true
            return false
          }
          bytes[count] = byte
          count &+= 1
          return true
        }

        /// Appends the wire text, percent-encoding all but `A-Z a-z 0-9 - . _ ~` (and `:` `@` in a path segment that
        /// is not the custom-scheme host; and `/` between the segments of the rest of the path); false when it holds a
        /// control character or does not fit.
        mutating func appendEncoded(
          _ text: UnsafeBufferPointer<UInt8>, inPath: Bool, isHost: Bool, rest: Bool
        ) -> Bool {
          guard let source = text.baseAddress else { return true }
          let wireCount = text.count
          /// Whether the byte at `index` is written as `%XX` (the host ends at the rest's first `/`).
          func escapes(_ index: Int, _ isHost: inout Bool) -> Bool {
            let byte = source[index]
            if rest && byte == UInt8(ascii: "/") {
              isHost = false
              return false
            }
            return !_isKept(byte, pathSegment: inPath && !isHost)
          }
          // Each byte takes at most three: count exactly only when that might not fit.
          if wireCount &* 3 > capacity &- count {
            var isHost = isHost
            let encoded = (0..<wireCount).reduce(0) { $0 &+ (escapes($1, &isHost) ? 3 : 1) }
            guard encoded <= capacity &- count else {
              overflowed = true
              return false
            }
          }
          var pathSegment = inPath && !isHost
          var index = 0
          while index < wireCount {
            // Letters and digits eight at a time; else the next eight bytes one by one.
            if index &+ 8 <= wireCount && _isAlphanumeric(source + index) {
              (bytes + count).update(from: source + index, count: 8)
              (count, index) = (count &+ 8, index &+ 8)
              continue
            }
            let end = min(index &+ 8, wireCount)
            for at in index..<end {
              let byte = source[at]
              if _isKept(byte, pathSegment: pathSegment) {
                bytes[count] = byte
                count &+= 1
              } else if rest && byte == UInt8(ascii: "/") {
                // The rest of the path keeps its slashes; a custom-scheme host ends at the first.
                pathSegment = inPath
                bytes[count] = byte
                count &+= 1
              } else {
                // A value never holds a control character (C0, DEL, C1 is C2 80…C2 9F), which the parser refuses.
                if byte < 0x20 || byte == 0x7F || (byte < 0xA0 && at > 0 && source[at &- 1] == 0xC2) {
                  return false
                }
                (bytes[count], bytes[count &+ 1], bytes[count &+ 2]) = (
                  UInt8(ascii: "%"), _hexDigit(byte >> 4), _hexDigit(byte & 15)
                )
                count &+= 3
              }
            }
            index = end
          }
          return true
        }
      }

      // MARK: - Equality, hashing, metadata

      /// Routes are equal when they have the same wire values: the same link (dates to the millisecond).
      fileprivate static func _equal(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs._withValues { left, lhsValues in
          rhs._withValues { right, rhsValues in
            guard left == right else { return false }
            for slot in 0...(left < 0 ? 0 : _Table().route(left).parameterCount) {
              switch (lhsValues[slot], rhsValues[slot]) {
              case (.absent, .absent): continue
              case (.queryItems(let a), .queryItems(let b)): if a != b { return false }
              case (.text(let a), .text(let b)): if a != b { return false }
              case (.int(let a), .int(let b)): if a != b { return false }
              // routegen:if double
              case (.double(let a), .double(let b)):
                if a.bitPattern != b.bitPattern && !(a.isNaN && b.isNaN) { return false }
              // routegen:end
              case (.bool(let a), .bool(let b)): if a != b { return false }
              // routegen:if uuid
              case (.uuid(let a), .uuid(let b)): if a != b { return false }
              // routegen:end
              // routegen:if date
              case (.date(let a), .date(let b)):
                if _milliseconds(a) != _milliseconds(b) || (_milliseconds(a) == nil && a != b) {
                  return false
                }
              // routegen:end
              // routegen:if destination
              case (.destination(let a), .destination(let b)): if a != b { return false }
              // routegen:end
              default: return false
              }
            }
            return true
          }
        }
      }

      fileprivate func _hash(into hasher: inout Hasher) {
        _withValues { ordinal, values in
          hasher.combine(ordinal)
          for slot in 0...(ordinal < 0 ? 0 : _Table().route(ordinal).parameterCount) {
            switch values[slot] {
            case .absent, .route: hasher.combine(0)
            case .queryItems(let items): hasher.combine(items)
            case .text(let text): hasher.combine(text)
            case .int(let number): hasher.combine(number)
            // routegen:if double
            case .double(let number):
              hasher.combine(number.isNaN ? Double.nan.bitPattern : number.bitPattern)
            // routegen:end
            case .bool(let flag): hasher.combine(flag)
            // routegen:if uuid
            case .uuid(let uuid): hasher.combine(uuid)
            // routegen:end
            // routegen:if date
            case .date(let date):
              hasher.combine(Self._milliseconds(date) ?? Int(date.timeIntervalSince1970))
            // routegen:end
            // routegen:if destination
            case .destination(let route): hasher.combine(route)
            // routegen:end
            }
          }
        }
      }

      /// Each parameter's value as written in URLs, by its name in the spec; absent optionals are left out.
      fileprivate var _parameters: [String: String] {
        _withValues { ordinal, values in
          guard ordinal >= 0 else { return [:] }
          let table = _Table()
          let route = table.route(ordinal)
          var parameters: [String: String] = [:]
          for slot in 0..<route.parameterCount {
            if let wire = Self._wire(values[slot], route.parameter(slot)) {
              parameters[table.string(route.parameter(slot).name)] = wire
            }
          }
          return parameters
        }
      }

      /// `post(postId: "456")`: the spec's names, and each value as a link writes it (text quoted); absent optionals
      /// are left out, as in `parameters`.
      fileprivate var _description: String {
        _withValues { ordinal, values in
          guard ordinal >= 0 else { return "" }
          let table = _Table()
          let route = table.route(ordinal)
          var arguments: [String] = []
          for slot in 0..<route.parameterCount {
            let text: String
            switch values[slot] {
            case .absent, .route, .queryItems: continue
            case .int(let number): text = String(number)
            // routegen:if double
            case .double(let number): text = number.description
            // routegen:end
            case .bool(let flag): text = String(flag)
            // routegen:if destination
            case .destination(let destination): text = destination._description
            // routegen:end
            default:
              // Text, and the types written as text (UUIDs, dates).
              text = Self._wire(values[slot], route.parameter(slot))?.debugDescription ?? "?"
            }
            arguments.append(table.string(route.parameter(slot).name) + ": " + text)
          }
          // routegen:if otherQuery
          if case .queryItems(let items) = values[route.parameterCount], !items.isEmpty {
            let pairs = items.map { $0.name.debugDescription + ": " + $0.value.debugDescription }
            arguments.append("otherQuery: [" + pairs.joined(separator: ", ") + "]")
          }
          // routegen:end
          let name = table.string(route.details.name)
          return arguments.isEmpty ? name : name + "(" + arguments.joined(separator: ", ") + ")"
        }
      }

      /// Decodes the link that `_encode` wrote.
      fileprivate static func _decode(_ decoder: any Decoder) throws -> Self {
        let container = try decoder.singleValueContainer()
        let link = try container.decode(String.self)
        do {
          return try _parse(link, destinations: true)
        } catch {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "'\(link)' is not a link to a route: \(error)")
        }
      }

      /// Encodes the route as its link: the universal link, else the custom-scheme URL.
      fileprivate func _encode(_ encoder: any Encoder) throws {
        guard let link = _link(web: true) ?? _link(web: false) else {
          throw EncodingError.invalidValue(
            self,
            EncodingError.Context(
              codingPath: encoder.codingPath,
              debugDescription: "\(_description) makes no link that parses back to it"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(link)
      }

      /// The spec's name, summary, auth and feature of this route.
      fileprivate var _details: (name: String, auth: Int, role: String, feature: String)? {
        let ordinal = _ordinal
        guard ordinal >= 0 else { return nil }
        let table = _Table()
        let details = table.route(ordinal).details
        return (
          table.string(details.name), details.auth, table.string(details.role),
          table.string(details.feature)
        )
      }

      fileprivate var _name: String { _details?.name ?? "" }

      fileprivate var _authRequirement: AuthRequirement {
        switch _details?.auth {
        case 1: return .required
        case 2: return .role(_details?.role ?? "")
        default: return .none
        }
      }

      /// The spec's feature tag of this route, if it has one.
      fileprivate var _featureName: String? {
        guard let feature = _details?.feature, !feature.isEmpty else { return nil }
        return feature
      }

      /// Every route with its patterns, in spec order.
      fileprivate static func _allRoutes() -> [RouteInfo] {
        let table = _Table()
        return (0..<table.routeCount).compactMap { ordinal in
          let route = table.route(ordinal)
          let details = route.details
          guard details.auth != 3 else { return nil }
          func sources(web: Bool) -> [String] {
            let (start, count) = route.patterns(web: web)
            return (0..<count).map { table.string(table.text(start &+ 2 &* $0)) }
          }
          return RouteInfo(
            name: table.string(details.name), summary: table.string(details.summary),
            universalLinkPatterns: sources(web: true), customSchemePatterns: sources(web: false),
            requiresAuthentication: details.auth != 0)
        }
      }

    """#
}
