extension RouteGen {
  /// The route table as a generated file writes it: readable records, one per line (a record may go on over
  /// several source lines: the generated literal joins them), each of numbers (decimal) and texts (quoted), split
  /// by spaces. The first record is the app's; then one per route, in spec order, which says everything about
  /// its route and nothing about the others: adding, removing or editing a route changes its record only.
  /// `RouteTable` compiles the records into the tables the parser reads (`TableCompiler`), once per process.
  ///
  /// - app: format (`RouteGen.tableFormat`), flags (1: case-sensitive, 2: refuses the default port),
  ///   maxURLLength, whether the web base's host lists are known (1; 0: a wildcard may match its host too, so it
  ///   is looked up), the web base (`"https://nova.social"`, or `""`) and custom scheme base
  ///   (`"novasocial://"`), then three lists (a count, then texts): the web schemes, the custom schemes and the
  ///   domains (a wildcard as its `.suffix`).
  /// - route: name, summary (a retired route's note), auth (0 none, 1 required, 2 role, 3 retired), role,
  ///   feature, passes other query items on (1), refuses them (2) or neither (0); parameters (count, each a
  ///   parameter); query keys it refuses (count; each a key and 1 when it is refused only with a value, else 0);
  ///   the number of its web patterns and of its custom-scheme patterns; then those patterns, canonical first (the
  ///   generator starts a source line for each).
  /// - parameter: type (0 string, 1 int, 2 double, 3 bool, 4 UUID, 5 date, 6 enum, 7 int with keywords,
  ///   8 route), flags (1 optional, 2 has a default, 4 a string with constraints, 8 a host name, 16 a list), name, default
  ///   (percent-encoded as a URL writes it); then by type: a string with constraints — the minimum and maximum length (0: none),
  ///   the allowed ASCII characters (a bitmap in eight numbers of 16 bits, the first for characters 0 to 15),
  ///   whether any scalar beyond ASCII is allowed (1), and else the allowed ones (count; low and high scalar),
  ///   and the allowed characters as the spec writes them (`"A-Za-z0-9_"`; `""`: any);
  ///   int — has a minimum (1), the minimum in four numbers of 16 bits (the top first), has a maximum, the
  ///   maximum, and for type 7 the keywords (a list); double — the same with the bounds' bit patterns; enum —
  ///   the values (count; each a list of its wire texts, the canonical one first); bool — the texts for true,
  ///   then for false (two lists, the written one first).
  /// - pattern: as written; its path's segments for precedence (count; each a text for a literal — folded where
  ///   the app ignores case —, or a rank: 1 with the length of its literal text, prefix and suffix, 2 typed,
  ///   3 free text); 1 when a catch-all ends it, else 0; four numbers of specificity (higher first); flags
  ///   (`PatternFlags`: 1 it reads the query, 2 literal text around a query value or the fragment decides whether
  ///   it applies, 4 a fragment literal follows, 16 it reads the host, 128 its fragment is items); its hosts (a
  ///   list; empty: the app's domains); [fragment literal]; query literals (count; each a folded key and a
  ///   value); [the fragment's literal items, likewise]; values it sets (count; slot and percent-encoded text);
  ///   captures in URL order (count; how many of the last are query values of parameters that may be absent;
  ///   each: source (0 segment, 1 rest of the path, 2 query value, 3 fragment, 4 a wildcard host's label, 5 a
  ///   fragment item's value), slot, [the segment, or the folded key for a query value or fragment item; nothing
  ///   for the fragment],
  ///   options (1: literal prefix and suffix follow, 2: keywords and enum values ignore case here, 4: refused
  ///   keywords follow), [prefix, suffix], [the keywords this form writes with patterns of their own: a list]).
  public enum RouteRecords {
    /// A text as a record writes it: quoted, with `\\`, `\"` and `\xHH` for control bytes, so that a record
    /// stays on its line.
    public static func quoted(_ text: String) -> String {
      var quoted: [UInt8] = [UInt8(ascii: "\"")]
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "\""): quoted += [UInt8(ascii: "\\"), byte]
        case 0..<0x20, 0x7F:
          let hex = Array("0123456789ABCDEF".utf8)
          quoted += [
            UInt8(ascii: "\\"), UInt8(ascii: "x"), hex[Int(byte >> 4)], hex[Int(byte & 15)],
          ]
        default: quoted.append(byte)
        }
      }
      quoted.append(UInt8(ascii: "\""))
      return String(decoding: quoted, as: UTF8.self)
    }
  }

  /// A text of a compiled table: where it starts in the table's texts, and its byte count.
  struct TableText: Equatable {
    var start: Int
    var count: Int
  }

  /// Reads records token by token, in a copy of them that becomes the compiled table's texts: a text is decoded in
  /// place (an escape is longer than its byte), so that no text is copied again. A table that does not read stops
  /// the process: the generated file was edited or written by another RouteGen version (which its compile-time
  /// format check normally catches first).
  struct RecordReader {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int
    var at = 0

    init(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) {
      (self.bytes, self.count) = (bytes, count)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == 0
    }

    /// Moves past the spaces before the next token; false at the end of the record.
    private mutating func skipSpaces() -> Bool {
      while at < count && Self.isSpace(bytes[at]) { at &+= 1 }
      return at < count && bytes[at] != UInt8(ascii: "\n")
    }

    /// Moves to the next record; false after the last.
    mutating func nextRecord() -> Bool {
      while at < count && (Self.isSpace(bytes[at]) || bytes[at] == UInt8(ascii: "\n")) { at &+= 1 }
      return at < count
    }

    /// Whether the next token is a text.
    mutating func atText() -> Bool {
      skipSpaces() && bytes[at] == UInt8(ascii: "\"")
    }

    mutating func number() -> Int {
      guard skipSpaces(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) else {
        unreadable("a number")
      }
      var value = 0
      while at < count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) {
        value = value &* 10 &+ Int(bytes[at] &- UInt8(ascii: "0"))
        at &+= 1
      }
      return value
    }

    mutating func flag() -> Bool { number() != 0 }

    mutating func text() -> TableText {
      guard atText() else { unreadable("a text") }
      at &+= 1
      let start = at
      var end = at
      while at < count && bytes[at] != UInt8(ascii: "\"") {
        var byte = bytes[at]
        if byte == UInt8(ascii: "\\") && at &+ 1 < count {
          at &+= 1
          byte = bytes[at]
          if byte == UInt8(ascii: "x") && at &+ 2 < count {
            byte = hexValue(bytes[at &+ 1]) << 4 | hexValue(bytes[at &+ 2])
            at &+= 2
          }
        }
        bytes[end] = byte
        end &+= 1
        at &+= 1
      }
      guard at < count else { unreadable("the end of a text") }
      at &+= 1
      return TableText(start: start, count: end &- start)
    }

    private func hexValue(_ digit: UInt8) -> UInt8 {
      digit <= UInt8(ascii: "9") ? digit &- UInt8(ascii: "0") : digit &- UInt8(ascii: "A") &+ 10
    }

    func unreadable(_ expected: String) -> Never {
      var line = 1
      for index in 0..<min(at, count) where bytes[index] == UInt8(ascii: "\n") { line &+= 1 }
      preconditionFailure(
        "route table line \(line): expected \(expected); regenerate the routes with this RouteGen version"
      )
    }
  }
}
