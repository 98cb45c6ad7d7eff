import Testing

@testable import RouteGenCore

/// Each bad spec yields exactly these diagnostics: position, severity and wording.
@Suite struct SpecDiagnosticsTests {
  static let cases: [(name: String, routes: String, expected: [String])] = [
    (
      "unknown route key with a suggestion",
      #"{ "name": "a", "summary": "A.", "requiresAuth": true, "web": "/a", "examples": ["https://example.com/a"] }"#,
      ["t.json:5:37: error: route 'a': unknown key 'requiresAuth'; did you mean 'auth'?"]
    ),
    (
      "misspelled key",
      #"{ "name": "a", "sumary": "A.", "web": "/a", "examples": ["https://example.com/a"] }"#,
      [
        "t.json:5:5: warning: route 'a' has no 'summary'; add one line (it becomes the doc comment and the docs table entry)",
        "t.json:5:20: error: route 'a': unknown key 'sumary'; did you mean 'summary'?",
      ]
    ),
    (
      "wrong type",
      #"{ "name": "a", "summary": "A.", "auth": true, "web": "/a" }"#,
      ["t.json:5:45: error: route 'a': 'auth' must be a string, found a boolean"]
    ),
    (
      "undeclared placeholder",
      #"{ "name": "a", "summary": "A.", "params": { "userId": "string" }, "web": "/u/{userID}", "examples": ["https://example.com/u/1"] }"#,
      [
        "t.json:5:82: error: route 'a': the placeholder {userID} in '/u/{userID}' is not declared in 'params'; did you mean {userId}?"
      ]
    ),
    (
      "unknown parameter type",
      #"{ "name": "a", "summary": "A.", "params": { "n": "integer" }, "web": "/a/{n}" }"#,
      [
        "t.json:5:54: error: route 'a', parameter 'n': unknown type 'integer'; did you mean 'int'? (types: string, int, double, bool, uuid, date, enum, route)"
      ]
    ),
    (
      "default breaks its constraint",
      #"{ "name": "a", "summary": "A.", "params": { "n": { "type": "int", "max": 5, "default": 9 } }, "web": "/a?n={n}" }"#,
      [
        "t.json:5:92: error: route 'a', parameter 'n': the default 9 is greater than 5; change it to a valid int"
      ]
    ),
    (
      "required parameter missing from an alias",
      #"{ "name": "a", "summary": "A.", "params": { "id": "string" }, "web": ["/a/{id}", "/b"], "examples": ["https://example.com/a/1"] }"#,
      [
        "t.json:5:86: error: route 'a': the required parameter 'id' is missing from the web pattern '/b'; add {id} or make it optional"
      ]
    ),
    (
      "pattern syntax: a catch-all followed by a slash",
      #"{ "name": "a", "summary": "A.", "params": { "p": "string" }, "web": "/a/{p...}/" }"#,
      [
        "t.json:5:77: error: route 'a': a catch-all '{p...}' cannot be followed by '/': the rest of a path never ends with '/' in '/a/{p...}/'"
      ]
    ),
    (
      "pattern syntax: an empty segment",
      #"{ "name": "a", "summary": "A.", "web": "/a//b" }"#,
      ["t.json:5:48: error: route 'a': empty path segment ('//') in '/a//b'"]
    ),
    (
      "custom-scheme pattern with a leading slash",
      #"{ "name": "a", "summary": "A.", "scheme": "/a" }"#,
      [
        "t.json:5:48: error: route 'a': a custom-scheme pattern starts with the URL's host, without '/': write \"a\" for <scheme>://a in '/a'"
      ]
    ),
    (
      "two placeholders in one segment",
      #"{ "name": "a", "summary": "A.", "params": { "x": "string", "y": "string" }, "web": "/{x}-{y}" }"#,
      [
        "t.json:5:90: error: route 'a': only one placeholder is allowed per segment, query value or fragment ('{x}-{y}'); two values side by side cannot be told apart in '/{x}-{y}'"
      ]
    ),
    (
      "invalid identifier",
      #"{ "name": "1st", "summary": "A.", "web": "/a" }"#,
      [
        "t.json:5:15: error: route '1st': the name must start with a letter and contain letters, digits, '-' or '_' (it becomes a Swift case name)"
      ]
    ),
    (
      // A name with a space once reached the generator, whose records hold a name as one word (found by the
      // libFuzzer spec target).
      "a name that is not one word",
      #"{ "name": "site (login)", "summary": "A.", "web": "/a" }"#,
      [
        "t.json:5:15: error: route 'site (login)': the name must start with a letter and contain letters, digits, '-' or '_' (it becomes a Swift case name)"
      ]
    ),
    (
      "duplicate route names after conversion",
      #"""
      { "name": "user-profile", "summary": "A.", "web": "/a", "examples": ["https://example.com/a"] },
          { "name": "userProfile", "summary": "B.", "web": "/b", "examples": ["https://example.com/b"] }
      """#,
      [
        "t.json:6:15: error: route 'userProfile' has the same Swift case name 'userProfile' as route 'user-profile' (line 5); rename one of them"
      ]
    ),
    (
      "example reaching another route",
      #"""
      { "name": "a", "summary": "A.", "web": "/a", "examples": ["https://example.com/b"] },
          { "name": "b", "summary": "B.", "web": "/b", "examples": ["https://example.com/b"] }
      """#,
      [
        "t.json:5:63: error: route 'a': the example 'https://example.com/b' reaches route 'b' (pattern '/b') instead; fix the example or the patterns"
      ]
    ),
    (
      "example refused",
      #"{ "name": "a", "summary": "A.", "params": { "n": "int" }, "web": "/a/{n}", "examples": ["https://example.com/a/x"] }"#,
      [
        "t.json:5:93: error: route 'a': the example 'https://example.com/a/x' is refused: the parameter 'n' has the value 'x', which is not an integer"
      ]
    ),
    (
      "enum without values",
      #"{ "name": "a", "summary": "A.", "params": { "p": { "type": "enum" } }, "web": "/a/{p}" }"#,
      ["t.json:5:54: error: route 'a', parameter 'p': an enum needs \"values\": [\"a\", \"b\"]"]
    ),
    (
      "keyword on a string",
      #"{ "name": "a", "summary": "A.", "params": { "p": { "type": "string", "keywords": ["x"] } }, "web": "/a/{p}" }"#,
      ["t.json:5:87: error: route 'a', parameter 'p': 'keywords' does not apply to type 'string'"]
    ),
    (
      "route with no form",
      #"{ "name": "a", "summary": "A." }"#,
      ["t.json:5:5: error: route 'a' has neither a 'web' nor a 'scheme' pattern; add at least one"]
    ),
    (
      "swift keyword is escaped, not rejected",
      #"{ "name": "default", "summary": "A.", "web": "/a", "examples": ["https://example.com/a"] }"#,
      []
    ),
    (
      "former name that is a current name",
      #"{ "name": "a", "summary": "A.", "formerNames": ["b"], "web": "/a", "examples": ["https://example.com/a"] },"#
        + "\n    "
        + #"{ "name": "b", "summary": "B.", "web": "/b", "examples": ["https://example.com/b"] }"#,
      [
        "t.json:5:53: error: route 'a': the former name 'b' is the name of a route of this spec; a former name must be one no route has now"
      ]
    ),
    (
      "former name claimed twice",
      #"{ "name": "a", "summary": "A.", "formerNames": ["old"], "web": "/a", "examples": ["https://example.com/a"] },"#
        + "\n    "
        + #"{ "name": "b", "summary": "B.", "formerNames": ["old"], "web": "/b", "examples": ["https://example.com/b"] }"#,
      [
        "t.json:6:53: error: route 'b': the former name 'old' is also claimed by route 'a'; old links can have only one successor"
      ]
    ),
    (
      "blank retirement note",
      #"{ "name": "a", "summary": "A.", "web": "/a", "examples": ["https://example.com/a"] },"#
        + "\n    "
        + #"{ "name": "b", "retired": " ", "web": "/b" }"#,
      [
        #"t.json:6:31: error: route 'b': 'retired' must be one line saying why its links no longer open anything (the app can show it), e.g. "Events moved to the web.""#
      ]
    ),
    (
      "every route retired",
      #"{ "name": "a", "retired": "Gone.", "web": "/a", "examples": ["https://example.com/a"] }"#,
      [
        "t.json:4:13: error: every route is retired; the generated type needs at least one route that opens something"
      ]
    ),
    (
      "undeclared placeholder, with a declared parameter the pattern does not use",
      #"{ "name": "a", "summary": "A.", "params": { "postId": "int" }, "web": "/a/{id}" }"#,
      [
        "t.json:5:79: error: route 'a': the placeholder {id} in '/a/{id}' is not declared in 'params'; did you mean {postId}, which is declared and not used here?"
      ]
    ),
    (
      "an encoded slash in a literal web segment",
      #"{ "name": "a", "summary": "A.", "web": "/a%2Fb" }"#,
      [
        "t.json:5:47: error: route 'a': an encoded '/' (%2F) cannot be part of a literal path segment (the AASA file decodes it into a real '/' and would claim paths the parser refuses; split the segment or use a placeholder) in '/a%2Fb'"
      ]
    ),
    (
      "a route that both passes on and refuses the query items it does not read",
      #"{ "name": "a", "summary": "A.", "otherQuery": true, "refuseOtherQuery": true, "web": "/a" }"#,
      [
        "t.json:5:77: error: route 'a': a route either passes the query items it does not read on (\"otherQuery\": true) or refuses them (\"refuseOtherQuery\": true), not both; remove one"
      ]
    ),
    (
      "a format that is not one",
      #"{ "name": "a", "summary": "A.", "params": { "h": { "type": "string", "format": "email" } }, "web": "/a/{h}" }"#,
      [
        "t.json:5:84: error: route 'a', parameter 'h': 'format' must be \"hostName\" (a host name such as proxy.example.com), not 'email'"
      ]
    ),
    (
      "a format with characters",
      #"{ "name": "a", "summary": "A.", "params": { "h": { "type": "string", "format": "hostName", "characters": "a-z" } }, "web": "/a/{h}" }"#,
      [
        "t.json:5:110: error: route 'a', parameter 'h': 'format' and 'characters' do not go together (a host name's characters are letters, digits, '-' and '.'); remove 'characters'"
      ]
    ),
    (
      "a list in the path, optional, or with text around it",
      #"{ "name": "a", "summary": "A.", "params": { "t": { "type": "string", "list": true, "optional": true } }, "web": ["/a/{t}", "/b?t=x{t}"] }"#,
      [
        "t.json:5:100: error: route 'a', parameter 't': a list is empty when its key is absent, never nil; remove \"optional\": true",
        "t.json:5:122: error: route 'a': the list parameter {t} must be a whole query value, which a link gives once per item (e.g. '?t={t}'): not in the path or the fragment, nor with text around it",
        "t.json:5:135: error: route 'a': the list parameter {t} must be a whole query value, which a link gives once per item (e.g. '?t={t}'): not in the path or the fragment, nor with text around it",
      ]
    ),
    (
      "a list of routes, a list with a default, a list a pattern sets",
      #"{ "name": "a", "summary": "A.", "params": { "r": { "type": "route", "list": true }, "d": { "type": "int", "list": true, "default": 1 }, "s": { "type": "int", "list": true } }, "web": ["/a?r={r}&s={s}", { "pattern": "/b?r={r}", "set": { "s": 1 } }] }"#,
      [
        "t.json:5:81: error: route 'a', parameter 'r': a route parameter cannot be a list; give each link its own route parameter",
        "t.json:5:136: error: route 'a', parameter 'd': a list has no default (a link without its key gives an empty list); remove 'default'",
        "t.json:5:241: error: route 'a': 'set' cannot give the list parameter 's' a value; a pattern without its key gives an empty list",
      ]
    ),
    (
      "a parameter's former name that is a current name, or claimed twice",
      #"{ "name": "a", "summary": "A.", "params": { "x": { "type": "string", "formerNames": ["y", "old"] }, "y": { "type": "string", "formerNames": ["old"] } }, "web": "/a/{x}/{y}" }"#,
      [
        "t.json:5:90: error: route 'a', parameter 'x': the former name 'y' is the name of a parameter now; a former name must be one no parameter of the route has",
        "t.json:5:146: error: route 'a', parameter 'y': the former name 'old' is also claimed by parameter 'x'; old values can have only one successor",
      ]
    ),
    (
      "a plus in a fragment of items, and a list there",
      #"{ "name": "a", "summary": "A.", "params": { "t": { "type": "string", "list": true } }, "web": ["/a#x=a+b", "/b#t={t}"] }"#,
      [
        "t.json:5:107: error: route 'a': a '+' in a fragment of items is a space to the parser (as HTML forms send it): write '%2B' for a plus, or '%20' for a space in '/a#x=a+b'",
        "t.json:5:118: error: route 'a': the list parameter {t} must be a whole query value, which a link gives once per item (e.g. '?t={t}'): not in the path or the fragment, nor with text around it",
      ]
    ),
    (
      "a plus in a query, which reads back as a space",
      #"{ "name": "a", "summary": "A.", "web": "/a?x=a+b" }"#,
      [
        "t.json:5:51: error: route 'a': a '+' in a query is a space to the parser (as HTML forms send it): write '%2B' for a plus, or '%20' for a space in '/a?x=a+b'"
      ]
    ),
    (
      "a comment that is not a string",
      #"{ "name": "a", "$comment": 3, "summary": "A.", "web": "/a", "examples": ["https://example.com/a"] }"#,
      ["t.json:5:32: error: route 'a': '$comment' must be a string, found a number"]
    ),
    (
      "a bool text that is both true and false",
      #"{ "name": "a", "summary": "A.", "params": { "f": { "type": "bool", "trueValues": ["1", "on"], "falseValues": ["0", "1"] } }, "web": "/a?f={f}" }"#,
      [
        "t.json:5:120: error: route 'a', parameter 'f': '1' is in both 'trueValues' and 'falseValues'; a text can mean only one of them"
      ]
    ),
    (
      "a false text that is true by default",
      #"{ "name": "a", "summary": "A.", "params": { "f": { "type": "bool", "falseValues": ["true"] } }, "web": "/a?f={f}" }"#,
      [
        "t.json:5:88: error: route 'a', parameter 'f': 'true' is a false value here but reads as true by default; also give 'trueValues'"
      ]
    ),
    (
      "bool texts on another type",
      #"{ "name": "a", "summary": "A.", "params": { "f": { "type": "int", "trueValues": ["1"] } }, "web": "/a?f={f}" }"#,
      ["t.json:5:86: error: route 'a', parameter 'f': 'trueValues' does not apply to type 'int'"]
    ),
    (
      // Its Swift enum would have only recursive cases, which Swift refuses (found by the spec-space fuzzer).
      "every route needs a destination",
      #"{ "name": "a", "summary": "A.", "params": { "next": "route" }, "web": "/a?next={next}" }"#,
      [
        "t.json:5:57: error: route 'a': every route needs a destination (a route parameter such as 'next'), and a destination is another route of the app, so no route could ever be made; make 'next' optional, or add a route that takes no destination"
      ]
    ),
  ]

  @Test(arguments: cases.indices)
  func badSpec(index: Int) {
    let testCase = Self.cases[index]
    let found = diagnostics(of: spec(routes: "    " + testCase.routes)).filter {
      !$0.contains(": note: ")
    }
    #expect(found == testCase.expected, "\(testCase.name)")
  }

  /// The app's enums are types: a misspelt one is suggested, and listed beside the built-in types.
  @Test func anUnknownTypeSuggestsTheNearestAppEnum() {
    let errors = diagnostics(
      of: spec(
        routes:
          #"    { "name": "a", "summary": "A.", "params": { "c": "Colour" }, "web": "/a/{c}" }"#,
        extra:
          #" "enums": { "Color": { "values": ["red", "blue"] }, "Sort": { "values": ["new"] } },"#),
      severity: .error)
    #expect(
      errors == [
        "t.json:5:54: error: route 'a', parameter 'c': unknown type 'Colour'; did you mean 'Color'? (types: string, int, double, bool, uuid, date, enum, route; the app's enums: Color, Sort)"
      ])
  }

  @Test func reportsEveryErrorOfASpecInOneRun() {
    let found = diagnostics(
      of: spec(
        routes: #"""
              { "name": "a", "summry": "A.", "web": "/a" },
              { "name": "b", "summary": "B.", "web": "b" },
              { "name": "c", "summary": "C.", "params": { "n": "float" }, "web": "/c/{n}" }
          """#), severity: .error)
    #expect(found.count == 3)
    #expect(found.map { $0.split(separator: ":")[1] } == ["5", "6", "7"])
  }

  /// An invalid scheme is one error, not one more for each route with a custom-scheme form.
  @Test func anInvalidSchemeIsOneError() {
    let json = spec(
      routes: """
            { "name": "a", "summary": "A.", "scheme": "a" },
            { "name": "b", "summary": "B.", "scheme": "b" }
        """
    ).replacingOccurrences(of: #""scheme": "test""#, with: #""scheme": "shop://""#)
    #expect(
      diagnostics(of: json, severity: .error) == [
        "t.json:2:28: error: 'shop://' is not a valid URL scheme (letters, digits, '+', '-', '.', starting with a letter; no '://')"
      ])
  }

  @Test func appLevelErrors() {
    let found = diagnostics(
      of: """
        {
          "app": "my app", "scheme": "https", "domains": ["Nova.Social", "https://x.com"],
          "access": "open", "maxURLLength": 10,
          "routes": []
        }
        """, severity: .error)
    #expect(
      found == [
        "t.json:2:10: error: 'app' must be a Swift type name such as \"NovaSocial\" (it names the type NovaSocialRoute); 'my app' is not",
        "t.json:2:30: error: 'https' cannot be a custom scheme; list universal-link domains in 'domains' (and 'webSchemes' for http)",
        "t.json:2:51: error: write the domain 'Nova.Social' in lowercase ('nova.social'); hosts are matched case-insensitively",
        "t.json:2:51: error: the app has universal-link domains but no \"aasa\": {\"appIDs\": [\"TEAMID.bundle.id\"]}; the AASA file needs the app IDs",
        "t.json:2:66: error: 'https://x.com' is not a domain name; write just the host, like \"nova.social\" (no scheme, port or path)",
        "t.json:3:13: error: 'access' must be \"public\", \"package\" or \"internal\", not 'open'",
        "t.json:3:37: error: 'maxURLLength' must be between 64 and 1000000 bytes, not 10",
      ])
  }

  @Test func appLevelMessagesSayWhatIsWrong() {
    func errors(_ app: String) -> [String] {
      diagnostics(
        of:
          "{\n  \(app),\n  \"routes\": [\n    { \"name\": \"a\", \"summary\": \"A.\", \"scheme\": \"a\" }\n  ]\n}\n",
        severity: .error)
    }
    let appID = #""aasa": { "appIDs": ["ABCDE12345.com.example.test"] }"#
    #expect(
      errors(
        #""app": "Test", "scheme": "t", "domains": ["example.com"], \#(appID), "maxURLLength": 1e309"#
      ) == [
        "t.json:2:132: error: 'maxURLLength' must be an integer; 1e309 is out of range"
      ])
    #expect(
      errors(
        #""app": "Test", "scheme": "t", "domains": ["example.com"], \#(appID), "maxURLLength": 100.5"#
      ) == [
        "t.json:2:132: error: 'maxURLLength' must be an integer; 100.5 is not a whole number"
      ])
    #expect(
      errors(
        #""app": "Test", "scheme": "t", "domains": ["example.com"], "webSchemes": ["https", "T"], \#(appID)"#
      ) == [
        "t.json:2:85: error: the scheme 'T' is in 'webSchemes' and is also a custom scheme; a scheme is either for universal links (with a domain as host) or custom (with a route's first segment as host): remove it from one of them"
      ])
    // A bad domain is one error, not also "no domains" for the AASA file and the web forms.
    #expect(
      errors(#""app": "Test", "scheme": "t", "domains": ["exa mple.com"], \#(appID)"#) == [
        "t.json:2:45: error: 'exa mple.com' is not a domain name; write just the host, like \"nova.social\" (no scheme, port or path)"
      ])
    #expect(
      errors(#""app": "\#(String(repeating: "A", count: 101))", "scheme": "t""#) == [
        "t.json:2:10: error: 'app' is 101 characters long; use at most 100 (it names the folder and the file <App>Route.swift)"
      ])
    // A control character the spec carries is shown escaped, never sent to the terminal.
    #expect(
      errors(#""app": "Test", "scheme": "t", "b\u0000ad": 1"#) == [
        "t.json:2:33: error: a key of the spec holds U+0000 (character 2), a control character: the Swift compiler refuses it in a source file, and a terminal acts on it, so the files generated from it would read otherwise than they are; remove it (a URL pattern may hold it percent-encoded, %00)",
        "t.json:2:33: error: the spec: unknown key 'b\\0ad'; known keys are '$comment', 'app', 'scheme', 'extraSchemes', 'webSchemes', 'domains', 'aasa', 'android', 'access', 'maxURLLength', 'caseSensitive', 'refuseDefaultPort', 'enums', 'labels', 'environments', 'include', 'routes'",
      ])
  }

  @Test func routesThatOverlapInBothFormsGetOneNote() {
    let text = spec(
      routes: #"""
            { "name": "a", "summary": "A.", "params": { "id": "int" }, "web": "/x/{id}", "scheme": "x/{id}", "examples": ["https://example.com/x/1"] },
            { "name": "b", "summary": "B.", "params": { "slug": "string" }, "web": "/x/{slug}", "scheme": "x/{slug}", "examples": ["https://example.com/x/a"] }
        """#)
    #expect(
      diagnostics(of: text) == [
        "t.json:6:76: note: route 'b' ('/x/{slug}') and route 'a' ('/x/{id}', line 5) both match URLs like 'https://example.com/x/1'; 'a' wins (segment 2: a typed parameter before a free string); so 'b' cannot round-trip values where slug reads as a's id (int) through this pattern: its builder returns nil for them; the same holds for 'x/{slug}' and 'x/{id}'"
      ])
  }

  @Test func fiftyRoutesOnOnePatternAreOneError() {
    let routes = (0..<50).map {
      #"    { "name": "r\#($0)", "summary": "R.", "web": "/a", "examples": ["https://example.com/a"] }"#
    }
    let found = diagnostics(of: spec(routes: routes.joined(separator: ",\n")), severity: .error)
    #expect(
      found == [
        "t.json:6:45: error: route 'r1' ('/a') is ambiguous with route 'r0' ('/a', line 5): both match URLs like 'https://example.com/a' and no precedence rule decides; routes 'r2' (line 7), 'r3' (line 8), 'r4' (line 9), 'r5' (line 10), 'r6' (line 11) and 43 more are ambiguous with them too; make one pattern more specific (a literal segment, a typed parameter, or a query literal)"
      ])
  }

  @Test func everyDuplicateKeyIsRefused() {
    let text = spec(
      routes:
        #"    { "name": "a", "summary": "A.", "web": "/a", "web": "/b", "examples": ["https://example.com/a"] }"#
    )
    .replacingOccurrences(of: #""scheme": "test","#, with: #""scheme": "test", "scheme": "other","#)
    #expect(
      diagnostics(of: text, severity: .error) == [
        "t.json:2:36: error: duplicate key 'scheme' (first written at line 2, column 18); JSON readers would silently keep only one, so remove one of them",
        "t.json:5:50: error: duplicate key 'web' (first written at line 5, column 37); JSON readers would silently keep only one, so remove one of them",
      ])
  }

  @Test func truncatedSpec() {
    let text = spec(routes: "")
    let found = diagnostics(of: String(text.prefix(40)))
    #expect(found.count == 1)
    #expect(found[0].contains("error: the JSON ends inside"))
  }

  /// A value no pattern can write is said in words: the nearest pattern, what stops it, and a pattern that would.
  @Test func anUnbuildableValueSaysWhatToAdd() {
    let errors = diagnostics(
      of: spec(
        routes: #"""
              { "name": "discover", "summary": "D.", "otherQuery": true,
                "params": { "category": { "type": "string", "optional": true }, "parent": { "type": "string", "optional": true } },
                "web": ["/discover/{parent}/{category}", "/discover/{category}", "/discover"] }
          """#), severity: .error)
    #expect(
      errors == [
        "t.json:7:14: error: route 'discover': no web pattern can write a link where category is absent and parent has a value ('/discover/{parent}/{category}' always writes {category}); add a web pattern that writes {parent} without {category}, such as '/discover?parent={parent}'"
      ])
  }

  /// An example that states its values or its refusal is held to them, at the value that differs.
  @Test func examplesAreHeldToTheirValuesAndRefusals() {
    let errors = diagnostics(
      of: spec(
        routes: #"""
              { "name": "item", "summary": "I.", "params": { "id": "int", "tags": { "type": "string", "list": true } },
                "web": "/items/{id}?tag={tags}", "examples": [
                  { "url": "https://example.com/items/4?tag=a", "values": { "id": 4, "tags": ["a"] } },
                  { "url": "https://example.com/items/4", "values": { "id": 5 } },
                  { "url": "https://example.com/items/4", "values": { "id": "4" } },
                  { "url": "https://example.com/items/4", "values": { "idd": 4 } },
                  { "url": "https://example.com/items/4?tag=a", "values": { "id": 4 } },
                  { "url": "https://example.com/items/x", "refused": "invalidParameter" },
                  { "url": "https://example.com/items/x", "refused": "noRoute" },
                  { "url": "https://example.com/items/4", "refused": "noRoute" }
                ] }
          """#), severity: .error)
    #expect(
      errors == [
        "t.json:8:67: error: route 'item': the example 'https://example.com/items/4' reads id as 4, but the example says 5",
        "t.json:9:67: error: route 'item': the example 'https://example.com/items/4': the value of 'id' is a string, not an int",
        "t.json:10:61: error: route 'item': the example 'https://example.com/items/4' states a value of 'idd', which is not a parameter of the route; did you mean 'id'?",
        "t.json:11:65: error: route 'item': the example 'https://example.com/items/4?tag=a' reads tags as [\"a\"], but the example says []",
        "t.json:13:18: error: route 'item': the example 'https://example.com/items/x' is refused with invalidParameter (the parameter 'id' has the value 'x', which is not an integer), but the example says noRoute",
        "t.json:14:18: error: route 'item': the example 'https://example.com/items/4' reaches route 'item' (pattern '/items/{id}?tag={tags}'), but the example says it is refused with noRoute; fix the example or the patterns",
      ], "\(errors)")
    let written = diagnostics(
      of: spec(
        routes: #"""
              { "name": "item", "summary": "I.", "params": { "id": "int" }, "web": "/items/{id}", "examples": [
                  { "url": "https://example.com/items/4", "refused": "noroute" },
                  { "url": "https://example.com/items/4", "values": { "id": 4 }, "refused": "noRoute" }
                ] }
          """#), severity: .error)
    #expect(
      written == [
        "t.json:6:60: error: route 'item': the example 'https://example.com/items/4' is refused with 'noroute', which is no ParseError case; did you mean 'noRoute'?",
        "t.json:7:83: error: route 'item': 'examples': an example either states its 'values' or is 'refused', not both; remove one",
      ], "\(written)")
  }

  /// Fragment text around a value is required by the parser, so an optional value there needs a pattern without
  /// the fragment (found by the spec-space fuzzer: the link of a route without the value reached no route).
  @Test func anOptionalValueInFragmentTextNeedsAPatternWithoutIt() {
    let errors = diagnostics(
      of: spec(
        routes: #"""
              { "name": "thread", "summary": "T.", "params": { "id": "int", "post": { "type": "int", "optional": true } },
                "web": "/thread/{id}#post{post}" }
          """#), severity: .error)
    #expect(
      errors == [
        "t.json:6:14: error: route 'thread': no web pattern can write a link where post is absent ('/thread/{id}#post{post}' always writes {post}); add a web pattern without {post}, such as '/thread/{id}'"
      ])
  }

  @Test func everyAppSpecIsValid() throws {
    for app in appNames {
      let loaded = Pipeline.load(path: specPath(app))
      let problems = loaded.diagnostics.filter { $0.severity != .note }
      #expect(problems.isEmpty, "\(app): \(problems)")
      #expect(loaded.model != nil)
    }
  }
}
