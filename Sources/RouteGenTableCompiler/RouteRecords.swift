import RouteGenRuntime

extension RouteGen {
  /// The route table as a generated file writes it: one record per line (a record may go on over several source
  /// lines: the generated literal joins them), each of words (keywords, names and numbers) and quoted texts, split
  /// by spaces, in the spec's own words with its defaults left out. The first record is the app's; then one per
  /// route, in spec order, which says everything about its route and nothing about the others: adding, removing or
  /// editing a route changes its record only, as the spec change that caused it reads. RouteGen compiles the
  /// records when it generates the file (`TableCompiler`), deriving what the parser walks: the segments and their precedence,
  /// the captures, the flags, the character bitmaps, and all that depends on several routes.
  ///
  /// Keywords come in the order below; `[…]` may be left out, `…` repeats, `"a"…` is one or more texts.
  ///
  /// - app: `app` and the format (`RouteGen.tableFormat`), [`caseSensitive false`], [`refuseDefaultPort`],
  ///   [`maxURLLength` n] (else 2048), [`webSchemes` "s"…] (else `"https"`), [`scheme` "s"], [`extraSchemes`
  ///   "s"…], [`domains` "host"…] (a wildcard as the spec writes it, `"{blog}.wordpress.com"`), [`exclude` "path"…]
  ///   (`aasa.exclude`, Apple's patterns).
  /// - environment (after the app, one record each): `environment` and its name, [`scheme` "s"], [`extraSchemes`
  ///   "s"…], [`rename` "production host" "its host"…]: what the build of that environment reads otherwise; a
  ///   table compiled for it (`RouteTable(_:environment:)`) takes these instead of the app's, and each host of the
  ///   records renamed.
  /// - route: `route` and its name, its summary (a text), or `retired` and its note; [`auth required` or `auth
  ///   role` "r"]; [`feature` "f"]; [`otherQuery`]; [`refuseOtherQuery`]; [`hosts` "host"…]; then its
  ///   parameters, the query keys it refuses and its patterns, each on a line of its own:
  /// - `param`, its name and type (`string`, `int`, `double`, `bool`, `uuid`, `date`, `enum`, `route`),
  ///   [`optional`], [`list`], [`default` "text"] (percent-encoded, as a URL writes it); then by type: a string
  ///   [`minLength` n] [`maxLength` n] [`characters` "A-Za-z0-9_"] [`hostName`]; an int or a double [`min` x]
  ///   [`max` x] (a double as Swift writes it, which reads back to the same bits); an int [`digits` n] (its
  ///   least number of digits in links, zero-padded) [`keywords` "k"…]; an
  ///   enum `value` "wire" "alias"… for each value, the canonical first; a bool [`trueValues` "t"… `falseValues`
  ///   "f"…] (else `"true"`, `"false"`).
  /// - `forbiddenQuery` "key" [`onlyWithValue`].
  /// - `web` "pattern" (`RouteGen.PatternGrammar`), [`hosts` "host"…], then each value it sets, `set` name
  ///   "text" (percent-encoded); `scheme` "pattern" and its values; the canonical pattern of each form first.
  package enum RouteRecords {
    /// The longest URL an app takes unless its spec says (`maxURLLength`).
    package static let defaultMaxURLLength = 2048

    /// A text as a record writes it: quoted, with `\\`, `\"` and `\xHH` for control bytes, so that a record
    /// stays on its line.
    package static func quoted(_ text: String) -> String {
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

  /// The keywords of the records, shared by the generator that writes them and the reader that takes them, in
  /// the order `RouteRecords` lists them. A parameter's type is a `ParameterKind`'s word.
  package enum RecordKeyword: CaseIterable, Sendable {
    // The app's record.
    case app, caseSensitive, `false`, refuseDefaultPort, maxURLLength, webSchemes, scheme,
      extraSchemes
    case domains, exclude
    // An environment's record.
    case environment, rename
    // A route's record.
    case route, retired, auth, required, role, feature, otherQuery, refuseOtherQuery, hosts
    // A parameter.
    case param, optional, list, `default`, minLength, maxLength, characters, hostName, min, max,
      digits, keywords
    case value, trueValues, falseValues
    // A forbidden query key, and a pattern (`scheme` and `hosts` as above).
    case forbiddenQuery, onlyWithValue, web, set

    /// The keyword as records write it. (A `StaticString`, not a `String` raw value, which the reader compared
    /// at a cost: compiling WordPress's table took 5.5% more instructions, when apps compiled it at launch.)
    package var spelling: StaticString {
      switch self {
      case .app: "app"
      case .caseSensitive: "caseSensitive"
      case .false: "false"
      case .refuseDefaultPort: "refuseDefaultPort"
      case .maxURLLength: "maxURLLength"
      case .webSchemes: "webSchemes"
      case .scheme: "scheme"
      case .extraSchemes: "extraSchemes"
      case .domains: "domains"
      case .exclude: "exclude"
      case .environment: "environment"
      case .rename: "rename"
      case .route: "route"
      case .retired: "retired"
      case .auth: "auth"
      case .required: "required"
      case .role: "role"
      case .feature: "feature"
      case .otherQuery: "otherQuery"
      case .refuseOtherQuery: "refuseOtherQuery"
      case .hosts: "hosts"
      case .param: "param"
      case .optional: "optional"
      case .list: "list"
      case .default: "default"
      case .minLength: "minLength"
      case .maxLength: "maxLength"
      case .characters: "characters"
      case .hostName: "hostName"
      case .min: "min"
      case .max: "max"
      case .digits: "digits"
      case .keywords: "keywords"
      case .value: "value"
      case .trueValues: "trueValues"
      case .falseValues: "falseValues"
      case .forbiddenQuery: "forbiddenQuery"
      case .onlyWithValue: "onlyWithValue"
      case .web: "web"
      case .set: "set"
      }
    }
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

    /// Moves past the rest of the record (an environment's that the build does not read): its texts hold no
    /// newline, which `RouteRecords.quoted` escapes.
    mutating func skipRecord() {
      while at < count && bytes[at] != UInt8(ascii: "\n") { at &+= 1 }
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

    /// A word: a keyword, a name or a number, up to the next space.
    mutating func word() -> TableText {
      guard skipSpaces(), bytes[at] != UInt8(ascii: "\"") else { unreadable("a word") }
      let start = at
      while at < count && !Self.isSpace(bytes[at]) && bytes[at] != UInt8(ascii: "\n") { at &+= 1 }
      return TableText(start: start, count: at &- start)
    }

    /// Moves past the next token when it is `keyword`; false (and stays) when it is not.
    mutating func take(_ keyword: RecordKeyword) -> Bool { take(keyword.spelling) }

    /// Moves past the next token when it is the word `keyword`.
    mutating func take(_ keyword: StaticString) -> Bool {
      // Most probes fail at the first byte.
      guard skipSpaces(), bytes[at] == keyword.utf8Start[0] else { return false }
      let length = keyword.utf8CodeUnitCount
      guard at &+ length <= count else { return false }
      for offset in 1..<length where bytes[at &+ offset] != keyword.utf8Start[offset] {
        return false
      }
      guard
        at &+ length == count || Self.isSpace(bytes[at &+ length])
          || bytes[at &+ length] == UInt8(ascii: "\n")
      else { return false }
      at &+= length
      return true
    }

    /// A number with a sign or a fraction (a bound): its word as text.
    mutating func numeral() -> String {
      let word = word()
      return String(
        decoding: UnsafeBufferPointer(start: bytes + word.start, count: word.count), as: UTF8.self)
    }

    /// Stops unless the record has ended.
    mutating func end(_ expected: String) {
      if skipSpaces() { unreadable(expected) }
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
            guard let high = hexValue(bytes[at &+ 1]), let low = hexValue(bytes[at &+ 2]) else {
              unreadable("two hex digits after \\x")
            }
            byte = high << 4 | low
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

    func unreadable(_ expected: String) -> Never {
      var line = 1
      for index in 0..<min(at, count) where bytes[index] == UInt8(ascii: "\n") { line &+= 1 }
      preconditionFailure(
        "route table line \(line): expected \(expected); regenerate the routes with this RouteGen version"
      )
    }
  }
}
