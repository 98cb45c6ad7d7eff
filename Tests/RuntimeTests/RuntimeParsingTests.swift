import Foundation
import RouteGenRuntime
import Testing

/// The runtime's parser, through RuntimeHostRoute: every kind of value, position and rule.
@Suite struct RuntimeParsingTests {
  typealias Route = RuntimeHostRoute
  static let uuid = UUID(uuidString: "123e4567-e89b-12d3-a456-426614174000")!

  @Test func formsSchemesAndHosts() throws {
    #expect(try Route(string: "https://host.example/") == .home)
    #expect(try Route(string: "https://WWW.Host.Example/items/7") == .item(id: 7))
    #expect(try Route(string: "HOST://items/7") == .item(id: 7))
    #expect(try Route(string: "legacyhost://items/7") == .item(id: 7))
    #expect(try Route(string: "host:///items/7") == .item(id: 7))
    #expect(throws: Route.ParseError.unsupportedHost("evil.example")) {
      try Route(string: "https://evil.example/items/7")
    }
    #expect(throws: Route.ParseError.unsupportedScheme("http")) {
      try Route(string: "http://host.example/items/7")
    }
    #expect(throws: Route.ParseError.userInfoNotAllowed) {
      try Route(string: "https://a@host.example/")
    }
    #expect(throws: Route.ParseError.portNotAllowed("8080")) {
      try Route(string: "https://host.example:8080/")
    }
    #expect(try Route(string: "https://host.example:443/items/7") == .item(id: 7))
    #expect(try Route(string: "HTTPS://www.host.example:443") == .home)
    #expect(throws: Route.ParseError.portNotAllowed("443")) {
      try Route(string: "host://items:443/7")
    }
    // An IP literal's colons are not a port.
    #expect(throws: Route.ParseError.unsupportedHost("[::1]")) {
      try Route(string: "https://[::1]/items/7")
    }
    #expect(throws: Route.ParseError.portNotAllowed("8080")) {
      try Route(string: "https://[::1]:8080/items/7")
    }
    #expect(throws: Route.ParseError.malformedURL(reason: "it has no scheme")) {
      try Route(string: "host.example/items/7")
    }
    #expect(throws: Route.ParseError.malformedURL(reason: "expected '//' after 'host:'")) {
      try Route(string: "host:items/7")
    }
  }

  /// A route on its own hosts: a name, and a wildcard whose label is a value (lowercase), written back by builders.
  @Test func routesBoundToHostsAndWildcardLabels() throws {
    #expect(try Route(string: "https://my.blogs.example/posts/3") == .post(blog: "my", id: 3))
    #expect(try Route(string: "https://My.Blogs.Example/posts/3") == .post(blog: "my", id: 3))
    #expect(try Route(string: "https://host.example/posts/3") == .post(id: 3))
    #expect(throws: Route.ParseError.noRoute(path: "/posts/3")) {
      try Route(string: "https://www.host.example/posts/3")
    }
    #expect(throws: Route.ParseError.noRoute(path: "/items/7")) {
      try Route(string: "https://my.blogs.example/items/7")
    }
    #expect(throws: Route.ParseError.unsupportedHost("blogs.example")) {
      try Route(string: "https://blogs.example/posts/3")
    }
    #expect(throws: Route.ParseError.unsupportedHost("a.b.blogs.example")) {
      try Route(string: "https://a.b.blogs.example/posts/3")
    }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "blog", value: "-my", reason: "is not a host label (letters, digits and inner '-')")
    ) { try Route(string: "https://-My.blogs.example/posts/3") }
    #expect(Route.post(blog: "my", id: 3).universalLinkString == "https://my.blogs.example/posts/3")
    #expect(Route.post(id: 3).universalLinkString == "https://host.example/posts/3")
    #expect(Route.post(blog: "My", id: 3).universalLinkString == nil)
    #expect(Route.post(blog: "my", id: 3).customSchemeURLString == "host://posts/3?blog=my")
    // A pattern on hosts of its own: any path there, only its other pattern's elsewhere.
    #expect(try Route(string: "https://click.host.example/items/42") == .tracked(path: "items/42"))
    #expect(try Route(string: "https://host.example/track") == .tracked())
    #expect(throws: Route.ParseError.noRoute(path: "/a")) {
      try Route(string: "https://host.example/a")
    }
    #expect(Route.tracked(path: "a/b").universalLinkString == "https://click.host.example/a/b")
    #expect(Route.tracked().universalLinkString == "https://host.example/track")
    // A destination on another host is its whole link.
    let login = Route.login(next: .post(blog: "my", id: 3))
    #expect(
      login.universalLinkString
        == "https://host.example/login?next=https://my.blogs.example/posts/3")
    #expect(try Route(string: login.universalLinkString!) == login)
  }

  @Test func typedValuesAndBounds() throws {
    #expect(try Route(string: "host://items/0042") == .item(id: 42))
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "id", value: "1001", reason: "is greater than 1000")
    ) { try Route(string: "host://items/1001") }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "id", value: "+4", reason: "is not an integer")
    ) { try Route(string: "host://items/+4") }
    #expect(
      try Route(string: "https://host.example/pin?lat=40.78&lng=-119.2&visible=true")
        == .pin(lat: 40.78, lng: -119.2, visible: true))
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "lat", value: "91", reason: "is greater than 90.0")
    ) { try Route(string: "https://host.example/pin?lat=91&lng=0") }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "lat", value: "1e999", reason: "is not a finite decimal number")
    ) { try Route(string: "https://host.example/pin?lat=1e999&lng=0") }
    #expect(
      try Route(string: "https://host.example/pin?lat=1.5e1&lng=-0.0").parameters == [
        "lat": "15.0", "lng": "-0.0", "title": "Pin",
      ])
    let event = try Route(
      string:
        "https://host.example/events/123E4567-E89B-12D3-A456-426614174000?at=2025-08-26T08:00:00%2B02:00"
    )
    #expect(event == .event(id: Self.uuid, at: Date(timeIntervalSince1970: 1_756_188_000)))
    #expect(
      event.universalLinkString
        == "https://host.example/events/123e4567-e89b-12d3-a456-426614174000?at=2025-08-26T06:00:00Z"
    )
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "at", value: "2025-02-30T00:00:00Z",
        reason: "is not an ISO 8601 date-time like 2025-08-25T19:00:00Z")
    ) {
      try Route(
        string: "https://host.example/events/\(Self.uuid.uuidString)?at=2025-02-30T00:00:00Z")
    }
  }

  /// A UUID is read from its bytes in place: it takes exactly 8-4-4-4-12 hex digits of either case, as written
  /// or percent-encoded, and gives what `UUID(uuidString:)` gives for them, whatever byte replaces one of its 36.
  /// (Foundation's own parser is laxer on Linux: it takes a tab or a space for a first digit.)
  @Test func uuidsAreExactlyTheirHexDigitsAndDashes() {
    let uuids = [
      "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "123e4567-e89b-12d3-a456-426614174000",
      "00000000-0000-0000-0000-000000000000", "ffffffff-FFFF-aBcD-9999-0123456789ab",
    ]
    for uuid in uuids {
      let text = Array(uuid.utf8)
      #expect(UUID(uuidString: String(decoding: text, as: UTF8.self)) != nil)
      for position in text.indices {
        for byte in UInt8.min...UInt8.max {
          var mutated = text
          mutated[position] = byte
          let isUUID = mutated.indices.allSatisfy { index in
            [8, 13, 18, 23].contains(index)
              ? mutated[index] == UInt8(ascii: "-")
              : mutated[index] < 0x80 && isHexDigit(Unicode.Scalar(mutated[index]))
          }
          let expected = isUUID ? UUID(uuidString: String(decoding: mutated, as: UTF8.self)) : nil
          let encoded = mutated.map { String(format: "%%%02X", $0) }.joined()
          var links = ["https://host.example/events/\(encoded)"]
          if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-")
          {
            links.append("https://host.example/events/\(String(decoding: mutated, as: UTF8.self))")
          }
          for link in links {
            #expect((try? Route(string: link)) == expected.map { .event(id: $0) }, "\(link)")
          }
        }
      }
    }
  }

  private func isHexDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isASCIIHexDigit }

  /// A builder copies letters and digits eight at a time: whatever character replaces one of a value's, the link
  /// holds exactly the bytes a query value keeps as they are (RFC 3986's `pchar`, `/` and `?`, less `&`, `+` and
  /// `'`) and `%XX` for every other, or is nil when the value holds a control character.
  @Test func lettersAndDigitsAreWrittenEightAtATimeAndNothingElseIs() {
    let letters = Array("aZ09bY18cX27dW36eV45".utf8)  // two words of eight, then four
    let kept = Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$()*,;=:@/?".utf8)
    let scalars = (0...0x7F).compactMap(Unicode.Scalar.init) + ["\u{85}", "é", "€", "😀"]
    for position in letters.indices {
      for scalar in scalars {
        var value = String(decoding: letters, as: UTF8.self).unicodeScalars
        value.replaceSubrange(value.index(value.startIndex, offsetBy: position)..., with: [scalar])
        value.append(
          contentsOf: String(decoding: letters[(position + 1)...], as: UTF8.self).unicodeScalars)
        let text = String(value)
        let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        let encoded = text.utf8.map {
          kept.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0)
        }
        let expected = isControl ? nil : "https://host.example/search?q=" + encoded.joined()
        #expect(Route.search(q: text).universalLinkString == expected, "\(text.debugDescription)")
      }
    }
  }

  @Test func keywordsEnumsAndHosts() throws {
    #expect(try Route(string: "host://thread/7/last") == .thread(threadId: "7", page: .last))
    #expect(
      try Route(string: "https://host.example/thread?id=7&goto=last")
        == .thread(threadId: "7", page: .last))
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "page", value: "last", reason: "is written differently in web links")
    ) { try Route(string: "https://host.example/thread?id=7&page=last") }
    #expect(
      try Route(string: "host://search?q=a+b&sort=best") == .search(q: "a b", sort: .topRated))
    #expect(try Route(string: "host://search") == .search())
    // The custom-scheme host ignores case, enum values there too; elsewhere literals keep the spec's case.
    #expect(try Route(string: "host://INBOX") == .tab(tab: .inbox))
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "sort", value: "TOP", reason: "is not one of new, top")
    ) { try Route(string: "host://search?q=x&sort=TOP") }
    // The most specific candidate explains a refusal, but a missing value (without `q`, the tagged route's tag)
    // yields to a wrong one that a later candidate read, which says more.
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "sort", value: "TOP", reason: "is not one of new, top")
    ) { try Route(string: "host://search?sort=TOP") }
    #expect(throws: Route.ParseError.missingParameter("threadId")) {
      try Route(string: "https://host.example/thread?page=2")
    }
  }

  @Test func precedenceAffixesFragmentsAndRest() throws {
    #expect(try Route(string: "host://search?q=%23swift") == .tagged(tag: "swift"))
    #expect(try Route(string: "host://search?q=%23") == .search(q: "#"))
    #expect(try Route(string: "https://host.example/@ada") == .profile(handle: "ada"))
    #expect(try Route(string: "https://host.example/%40ada") == .profile(handle: "ada"))
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "handle", value: "Ada", reason: "contains 'A', outside [a-z0-9_.]")
    ) { try Route(string: "https://host.example/@Ada") }
    // Longer literal text in a query value is more specific, as in a path segment.
    #expect(
      try Route(string: "host://go?u=https%3A%2F%2Fhost.example%2Fitems%2F42")
        == .sharedItem(id: 42))
    #expect(
      try Route(string: "host://go?u=https%3A%2F%2Fother.example%2Fa")
        == .outbound(target: "//other.example/a"))
    #expect(
      Route.outbound(target: "//host.example/items/42").customSchemeURLString == nil,
      "it would parse as sharedItem")
    #expect(try Route(string: "https://host.example/notes#n3") == .note(number: 3))
    #expect(try Route(string: "https://host.example/files/a/b%2Fc/d") == .file(path: "a/b/c/d"))
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "path", value: "..", reason: RouteGen.Reason.dotSegment)
    ) { try Route(string: "https://host.example/files/..") }
  }

  /// Literal text is written exactly as the spec spells it (`#p/+`, `$label`), and a value is percent-encoded
  /// only where its part of the URL requires it (ParsingRules lists the sets; EncodingTests holds them to
  /// Foundation and to the WHATWG URL standard).
  @Test func literalsAsSpelledAndValuesEncodedOnlyWhereRequired() throws {
    #expect(
      Route.phone(number: "15551234567").universalLinkString
        == "https://host.example/contact#p/+15551234567")
    #expect(
      try Route(string: "https://host.example/contact#p%2F%2B15551234567")
        == .phone(number: "15551234567"))
    #expect(
      Route.labelled(id: 7).universalLinkString == "https://host.example/labels?name=$label&id=7")
    #expect(try Route(string: "https://host.example/labels?id=7&name=%24label") == .labelled(id: 7))
    // A path the spec writes with a trailing `/` is written so; it is read with or without it.
    #expect(Route.call(key: "a=b/c").universalLinkString == "https://host.example/call/#key=a=b/c")
    #expect(try Route(string: "https://host.example/call#key=k1") == .call(key: "k1"))
    #expect(try Route(string: "https://host.example/call/#key=k1") == .call(key: "k1"))
    // In the path: sub-delimiters, `:` and `@` as they are; `/` only between the rest's segments.
    #expect(
      Route.file(path: "a b/c;d=e&f+g@h:i!$'()*,").universalLinkString
        == "https://host.example/files/a%20b/c;d=e&f+g@h:i!$'()*,")
    #expect(Route.item(id: 1).universalLinkString == "https://host.example/items/1")
    // In a query value: `/`, `?`, `:`, `@`, `=` as they are; `&`, `+`, `#`, `'` and `%` encoded.
    #expect(
      Route.search(q: "a&b=c+d/e?f'g#h%i:j@k").universalLinkString
        == "https://host.example/search?q=a%26b=c%2Bd/e?f%27g%23h%25i:j@k")
    // The custom-scheme host: no `:`, `@` or `/`.
    #expect(
      Route.channel(name: "a:b@c$d/e").customSchemeURLString == "host://a%3Ab%40c$d%2Fe/channel")
    #expect(try Route(string: "host://a%3Ab%40c$d%2Fe/channel") == .channel(name: "a:b@c$d/e"))
  }

  /// No value in a path holds a `.` or `..` segment, an empty one or a backslash, however it is written: a browser
  /// would open another page than the app (and an app that maps the value onto a web path would inherit a path
  /// traversal).
  @Test func dotSegmentsAndBackslashesNeverReachAPathValue() throws {
    let dots = RouteGen.Reason.dotSegment
    for (url, value) in [
      ("https://host.example/files/../../admin", "../../admin"),
      ("https://host.example/files/%2E%2E/%2e%2e/admin", "../../admin"),
      ("https://host.example/files/a%2F..%2F..%2Fadmin", "a/../../admin"),
      ("https://host.example/files/a/./b", "a/./b"),
      ("https://host.example/files/a/.", "a/."), ("https://host.example/@..", ".."),
      ("host://a%2F..%2Fb/channel", "a/../b"),
    ] {
      let name = url.contains("/files/") ? "path" : url.contains("/@") ? "handle" : "name"
      #expect(
        throws: Route.ParseError.invalidParameter(name: name, value: value, reason: dots), "\(url)"
      ) { try Route(string: url) }
    }
    for url in ["https://host.example/files/a\\..\\admin", "https://host.example/files/a%5Cb"] {
      #expect(throws: Route.ParseError.self, "\(url)") { try Route(string: url) }
    }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "path", value: "a\\b", reason: RouteGen.Reason.backslash)
    ) {
      try Route(string: "https://host.example/files/a%5Cb")
    }
    for path in ["../../admin", "a/./b", "..", "a/..", "a\\..\\b", "a\\b"] {
      #expect(Route.file(path: path).universalLinkString == nil, "\(path)")
    }
    #expect(Route.channel(name: "a/../b").customSchemeURLString == nil)
    // Nor an empty segment, which servers merge away (`/files//etc` is `/files/etc` to nginx).
    for url in [
      "https://host.example/files/%2Fetc", "https://host.example/files/a%2F%2Fb",
      "https://host.example/@%2F",
    ] {
      #expect(throws: Route.ParseError.self, "\(url)") { try Route(string: url) }
    }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "path", value: "/etc", reason: RouteGen.Reason.emptySegment)
    ) {
      try Route(string: "https://host.example/files/%2Fetc")
    }
    #expect(Route.file(path: "/etc").universalLinkString == nil)
    #expect(Route.channel(name: "/").customSchemeURLString == nil)
    // Three dots, and dots within a segment, are names.
    #expect(
      Route.file(path: "a/.../.b/c.").universalLinkString
        == "https://host.example/files/a/.../.b/c.")
    #expect(
      try Route(string: "https://host.example/files/a/.../.b/c.") == .file(path: "a/.../.b/c."))
  }

  /// What a browser rewrites before it requests an `https` URL: RouteGen reads it as the URL the browser means,
  /// or refuses it (ParsingRules, "What browsers rewrite").
  @Test func whatBrowsersRewriteIsReadAsTheyMeanItOrRefused() throws {
    // Percent-encoded unreserved bytes: the same URL (RFC 3986, 6.2.2.2); iOS decodes them to match the AASA.
    #expect(try Route(string: "https://host.example/%69tems/4%32") == .item(id: 42))
    // Tabs and newlines, which browsers strip, and spaces around the URL, which browsers trim: read as a
    // browser reads them.
    for url in [
      "https://host.example/ite\tms/42", "https://host.example/items/4\n2",
      "https://host.example/items/\r42", " https://host.example/items/42",
      "https://host.example/items/42\n", "\u{0}https://host.ex\tample/items/42 \u{1F}",
    ] {
      #expect(try Route(string: url) == .item(id: 42), "\(url.debugDescription)")
    }
    // A trailing-dot host, which is another host to iOS: refused.
    #expect(throws: Route.ParseError.unsupportedHost("host.example.")) {
      try Route(string: "https://host.example./items/42")
    }
  }

  /// A route that refuses the query keys it does not read (`refuseOtherQuery`, the rulebook's
  /// `ForbiddenKeyRules`) still writes its own: the compiled builder encodes a space in its value.
  @Test func aRouteRefusingOtherKeysWritesItsOwn() throws {
    #expect(try Route(string: "https://host.example/invite?code=k1") == .invite(code: "k1"))
    #expect(
      Route.invite(code: "k 1").universalLinkString == "https://host.example/invite?code=k%201")
  }

  /// `"format": "hostName"`: two or more labels of letters, digits and `-`, none empty; parser and builders agree.
  @Test func hostNameValues() throws {
    #expect(
      try Route(string: "https://host.example/proxy#proxy.example.com")
        == .proxy(host: "proxy.example.com"))
    #expect(try Route(string: "https://host.example/proxy#a-1.B%2Ec") == .proxy(host: "a-1.B.c"))
    let reason = RouteGen.Reason.hostName
    for host in ["localhost", "a..b", ".a.b", "a.b.", "a_b.c", "a.b/c"] {
      #expect(
        throws: Route.ParseError.invalidParameter(name: "host", value: host, reason: reason),
        "\(host)"
      ) {
        try Route(string: "https://host.example/proxy#" + host)
      }
      #expect(Route.proxy(host: host).universalLinkString == nil, "\(host)")
    }
    #expect(
      Route.proxy(host: "proxy.example.com").universalLinkString
        == "https://host.example/proxy#proxy.example.com")
  }

  /// A fragment written as items (`#pack_id={packId}&pack_key={packKey}`) is read as a query is: items in any
  /// order among others, `+` a space, an empty value absent, a key the pattern reads given twice refused, a
  /// literal item required; builders write the items in the pattern's order, each encoded as a query value.
  @Test func fragmentItems() throws {
    let pack = Route.stickers(packId: "9acc", packKey: "5b6b")
    #expect(
      try Route(string: "https://host.example/addstickers/#pack_id=9acc&pack_key=5b6b") == pack)
    #expect(
      try Route(string: "https://host.example/addstickers#pack_key=5b6b&v=2&pack_id=9acc") == pack)
    #expect(
      pack.universalLinkString == "https://host.example/addstickers/#pack_id=9acc&pack_key=5b6b")
    #expect(throws: Route.ParseError.missingParameter("packKey")) {
      try Route(string: "https://host.example/addstickers/#pack_id=9acc")
    }
    #expect(throws: Route.ParseError.missingParameter("packKey")) {
      try Route(string: "https://host.example/addstickers/#pack_id=9acc&pack_key=")
    }
    #expect(throws: Route.ParseError.repeatedParameter("packId")) {
      try Route(string: "https://host.example/addstickers/#pack_id=9acc&pack_key=5b6b&pack_id=1")
    }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "packKey", value: "5b6g", reason: "contains 'g', outside [0-9a-f]")
    ) {
      try Route(string: "https://host.example/addstickers/#pack_id=9acc&pack_key=5b6g")
    }
    // The query is not the fragment: items there are other query items.
    #expect(throws: Route.ParseError.missingParameter("packId")) {
      try Route(string: "https://host.example/addstickers/?pack_id=9acc&pack_key=5b6b")
    }

    let token = Route.oauthToken(token: "a b&c=d", state: "x+y")
    #expect(
      token.universalLinkString
        == "https://host.example/oauth/done#access_token=a%20b%26c=d&token_type=bearer&state=x%2By")
    #expect(try Route(url: token.universalLink!) == token)
    #expect(
      try Route(
        string:
          "https://host.example/oauth/done#state=s+1&access_token=t%2B1&token_type=bearer&expires_in=3600"
      )
        == .oauthToken(token: "t+1", state: "s 1"))
    #expect(
      Route.oauthToken(token: "t").universalLinkString
        == "https://host.example/oauth/done#access_token=t&token_type=bearer")
    // The literal item is required, with its value, and only once.
    #expect(throws: Route.ParseError.noRoute(path: "/oauth/done")) {
      try Route(string: "https://host.example/oauth/done#access_token=t&token_type=mac")
    }
    #expect(throws: Route.ParseError.repeatedParameter("token_type")) {
      try Route(
        string: "https://host.example/oauth/done#access_token=t&token_type=bearer&token_type=bearer"
      )
    }
    // A single item is items too: the call link's key is its value, whatever follows it.
    #expect(try Route(string: "https://host.example/call/#key=k1&v=2") == .call(key: "k1"))
  }

  /// `"list": true`: a query key given once per item gives the items in URL order, each checked as a value is;
  /// the builders write one item per value (after the pattern's other items, in its order) and none for an empty
  /// list.
  @Test func listQueryValues() throws {
    #expect(
      try Route(string: "https://host.example/filter?tag=a&size=2&tag=b+c&colour=navy&size=10")
        == .filter(tags: ["a", "b c"], sizes: [2, 10], colours: [.blue]))
    #expect(try Route(string: "https://host.example/filter") == .filter())
    // An empty item (`tag=`, a form's empty field) adds none; a key alone is an empty item.
    #expect(try Route(string: "host://filter?tag=&tag=x&tag&size=") == .filter(tags: ["x"]))
    // Repeats are items, kept in order, duplicates and all.
    #expect(
      try Route(string: "host://filter?colour=red&colour=red&colour=green")
        == .filter(colours: [.red, .red, .green]))
    // The first item the parameter refuses, in URL order, says why.
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "sizes", value: "11", reason: "is greater than 10")
    ) {
      try Route(string: "https://host.example/filter?size=3&size=11&size=x")
    }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "colours", value: "pink", reason: "is not one of red, green, blue")
    ) {
      try Route(string: "https://host.example/filter?colour=pink")
    }
    // A list's key is never a repeated parameter; the optional text beside it still is.
    #expect(throws: Route.ParseError.repeatedParameter("q")) {
      try Route(string: "https://host.example/filter?tag=a&q=1&q=2")
    }

    let filter = Route.filter(
      tags: ["b c", "x&y", "a"], sizes: [1], colours: [.blue, .red], q: "s")
    #expect(
      filter.universalLinkString
        == "https://host.example/filter?tag=b%20c&tag=x%26y&tag=a&size=1&colour=blue&colour=red&q=s"
    )
    #expect(
      filter.customSchemeURLString
        == "host://filter?tag=b%20c&tag=x%26y&tag=a&size=1&colour=blue&colour=red&q=s")
    #expect(try Route(url: filter.universalLink!) == filter)
    #expect(Route.filter().universalLinkString == "https://host.example/filter")
    #expect(Route.filter(sizes: [3]).customSchemeURLString == "host://filter?size=3")
    // An item that breaks the parameter's limits, or that the parser would drop (empty), makes no link.
    #expect(Route.filter(sizes: [3, 0]).universalLink == nil)
    #expect(Route.filter(tags: ["ok", ""]).universalLink == nil)
    #expect(Route.filter(tags: [String(repeating: "a", count: 13)]).universalLink == nil)

    // Equality, hashing and the metadata see every item, in order.
    #expect(Route.filter(tags: ["a", "b"]) != .filter(tags: ["b", "a"]))
    #expect(
      Set([Route.filter(tags: ["a", "b"]), .filter(tags: ["a", "b"]), .filter(tags: ["a"])]).count
        == 2)
    #expect(
      filter.description
        == #"filter(tags: ["b c", "x&y", "a"], sizes: [1], colours: ["blue", "red"], q: "s")"#)
    #expect(
      filter.parameters == ["tags": "b c,x&y,a", "sizes": "1", "colours": "blue,red", "q": "s"])
    #expect(Route.filter().parameters.isEmpty)
    #expect(Route.filter().description == "filter")
  }

  @Test func retiredRoutesSayWhyTheirLinksOpenNothing() throws {
    let retired = Route.ParseError.retired(route: "legacyItem", note: "Items moved to the web.")
    #expect(throws: retired) { try Route(string: "https://host.example/legacy/items/7") }
    #expect(throws: retired) { try Route(url: URL(string: "host://legacy/items/7")!) }
    #expect(
      "\(retired)" == "the link to 'legacyItem' is no longer available: Items moved to the web.")
    // Its values are still checked, and it is not one of the routes the app can open.
    #expect(
      throws: Route.ParseError.invalidParameter(name: "id", value: "x", reason: "is not an integer")
    ) { try Route(string: "host://legacy/items/x") }
    #expect(!Route.allRoutes.contains { $0.name == "legacyItem" })
    #expect(Route.allRoutes.count == 25)
    // A destination that is retired is not a destination.
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "next", value: "/legacy/items/7",
        reason:
          "is not a link to a route of this app (the link to 'legacyItem' is no longer available: Items moved to the web.)"
      )
    ) {
      try Route(string: "https://host.example/login?next=%2Flegacy%2Fitems%2F7")
    }
  }

  /// The nested types are Codable as their wire values, so that an app can keep them in its own Codable state
  /// (a SwiftUI navigation path of screens that carry them).
  @Test func nestedTypesAreCodableAsTheirWireValues() throws {
    struct Screen: Codable, Equatable {
      var sort: Route.Sort
      var pages: [Route.Page]
    }
    let screen = Screen(sort: .topRated, pages: [.number(3), .last, .unread])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(screen)
    #expect(String(decoding: data, as: UTF8.self) == #"{"pages":[3,"last","unread"],"sort":"top"}"#)
    #expect(try JSONDecoder().decode(Screen.self, from: data) == screen)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Route.Page].self, from: Data(#"["first"]"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Route.Sort].self, from: Data(#"["best"]"#.utf8))
    }
  }

  @Test func codableAsItsLink() throws {
    let routes: [Route] = [
      .login(next: .item(id: 42)), .search(q: "swift & co"),
      .event(id: Self.uuid, at: Date(timeIntervalSince1970: 1.5)),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    let data = try encoder.encode(routes)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"["https://host.example/login?next=/items/42","https://host.example/search?q=swift%20%26%20co","https://host.example/events/123e4567-e89b-12d3-a456-426614174000?at=1970-01-01T00:00:01.500Z"]"#
    )
    #expect(try JSONDecoder().decode([Route].self, from: data) == routes)
    // A stored link whose route was retired since, or that no longer parses, fails to decode; a value that
    // makes no link fails to encode.
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Route].self, from: Data(#"["host://legacy/items/7"]"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Route].self, from: Data(#"["https://evil.example/"]"#.utf8))
    }
    #expect(throws: EncodingError.self) { try encoder.encode([Route.profile(handle: "")]) }
  }

  /// A custom-scheme host is read as written: a value there keeps its case, and (unlike a path, where
  /// `URL(string:)` escapes them) may hold raw non-ASCII bytes, so control characters are refused there too.
  @Test func valuesInTheCustomSchemeHost() throws {
    #expect(try Route(string: "host://General/channel") == .channel(name: "General"))
    #expect(try Route(string: "host://caf\u{E9}/channel") == .channel(name: "caf\u{E9}"))
    #expect(try Route(string: "host://caf%C3%A9/channel") == .channel(name: "caf\u{E9}"))
    for control in ["\u{85}", "\u{9F}", "%C2%85", "%7F", "%00"] {
      #expect(throws: Route.ParseError.self, "\(control)") {
        try Route(string: "host://a\(control)b/channel")
      }
    }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "name", value: "a\u{85}b", reason: "contains control characters")
    ) { try Route(string: "host://a\u{85}b/channel") }
    #expect(Route.channel(name: "a\u{85}b").customSchemeURLString == nil)
  }

  /// Dates are written as ISO 8601 in UTC, with milliseconds when there are any, for every year a link holds.
  @Test func datesAreWrittenAsISO8601() throws {
    let dates: [(Double, String)] = [
      (1.5, "1970-01-01T00:00:01.500Z"), (-0.001, "1969-12-31T23:59:59.999Z"),
      (1_709_210_096.007, "2024-02-29T12:34:56.007Z"),
      (-62_167_219_200, "0000-01-01T00:00:00Z"), (253_402_300_799.999, "9999-12-31T23:59:59.999Z"),
      (951_782_400, "2000-02-29T00:00:00Z"),
    ]
    for (seconds, text) in dates {
      let route = Route.event(id: Self.uuid, at: Date(timeIntervalSince1970: seconds))
      let link = try #require(route.universalLinkString, "\(text)")
      #expect(link.hasSuffix("?at=" + text), "\(link)")
      #expect(try Route(string: link) == route)
      #expect(route.parameters["at"] == text)
    }
    // A year that four digits do not hold makes no link.
    #expect(
      Route.event(id: Self.uuid, at: Date(timeIntervalSince1970: 253_402_300_800))
        .universalLinkString == nil)
  }

  @Test func descriptionsAndErrorMessages() {
    #expect("\(Route.login(next: .item(id: 42)))" == "login(next: item(id: 42))")
    #expect("\(Route.search(q: "a \"b\""))" == #"search(q: "a \"b\"", sort: "new")"#)
    #expect(
      "\(Route.pin(lat: 1.5, lng: -2, visible: true))"
        == #"pin(lat: 1.5, lng: -2.0, title: "Pin", visible: true)"#)
    #expect("\(Route.home)" == "home")
    let error = Route.ParseError.noRoute(path: "/x")
    #expect(error.localizedDescription == "no route matches the path '/x'")
    #expect((error as any Error).localizedDescription == "no route matches the path '/x'")
  }

  @Test func boolsInTheirSpellings() throws {
    let base = "https://host.example/pin?lat=1&lng=2&visible="
    for (text, flag) in [
      ("1", true), ("true", true), ("yes", true), ("0", false), ("false", false),
    ] {
      #expect(try Route(string: base + text) == .pin(lat: 1, lng: 2, visible: flag), "\(text)")
    }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "visible", value: "no", reason: "is not one of 1, true, yes, 0, false")
    ) { try Route(string: base + "no") }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "visible", value: "True", reason: "is not one of 1, true, yes, 0, false")
    ) { try Route(string: base + "True") }
    // Builders write the first spelling of each.
    #expect(
      Route.pin(lat: 1, lng: 2, visible: true).universalLinkString
        == "https://host.example/pin?lat=1.0&lng=2.0&visible=1")
    #expect(Route.pin(lat: 1, lng: 2, visible: false).parameters["visible"] == "0")
  }

  @Test func otherQueryItemsArePassedOnAndWrittenBack() throws {
    let route = try Route(
      string: "https://host.example/search?utm_source=mail&q=swift&x=a%26b%3Dc&sort=top&flag&x=2")
    let items = [
      Route.QueryItem(name: "utm_source", value: "mail"),
      Route.QueryItem(name: "x", value: "a&b=c"),
      Route.QueryItem(name: "flag", value: ""), Route.QueryItem(name: "x", value: "2"),
    ]
    #expect(route == .search(q: "swift", sort: .topRated, otherQuery: items))
    // Written back after the pattern's own items, encoded, in order; the link parses back to the same value.
    let link = try #require(route.universalLinkString)
    #expect(
      link == "https://host.example/search?q=swift&sort=top&utm_source=mail&x=a%26b=c&flag=&x=2")
    #expect(try Route(string: link) == route)
    #expect(route != .search(q: "swift", sort: .topRated), "the items are part of the value")
    #expect(
      "\(route)"
        == #"search(q: "swift", sort: "top", otherQuery: ["utm_source": "mail", "x": "a&b=c", "flag": "", "x": "2"])"#
    )
    // An item under a key the route reads would not come back as an item: no link.
    #expect(
      Route.search(q: "a", otherQuery: [Route.QueryItem(name: "q", value: "b")]).universalLinkString
        == nil)
    #expect(
      Route.search(otherQuery: [Route.QueryItem(name: "Sort", value: "new")]).customSchemeURLString
        == "host://search?Sort=new")
  }

  /// Items passed on hold no control character, as no value does: refused, where no link could be built.
  @Test func otherQueryItemsHoldNoControlCharacter() throws {
    for (escape, text) in [
      ("%00", "\u{0}"), ("%0A", "\n"), ("%7F", "\u{7F}"), ("%C2%80", "\u{80}"),
      ("a%1Fb", "a\u{1F}b"),
    ] {
      #expect(
        throws: Route.ParseError.invalidParameter(
          name: "x", value: text, reason: "contains control characters")
      ) { try Route(string: "https://host.example/search?x=\(escape)") }
      #expect(
        throws: Route.ParseError.invalidParameter(
          name: text, value: "1", reason: "contains control characters")
      ) { try Route(string: "host://search?q=a&\(escape)=1") }
    }
    #expect(
      try Route(string: "https://host.example/search?x=%C2%A0&y")
        == .search(otherQuery: [.init(name: "x", value: "\u{A0}"), .init(name: "y", value: "")]))
  }

  /// The rest of the path never ends with `/`: no link could keep it (`a/` is written `/files/a/`, read as `a`).
  @Test func theRestOfThePathNeverEndsWithASlash() throws {
    #expect(try Route(string: "https://host.example/files/a/") == .file(path: "a"))
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "path", value: "a/", reason: "ends with '/', which a link cannot keep")
    ) { try Route(string: "https://host.example/files/a//") }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "path", value: "a/", reason: "ends with '/', which a link cannot keep")
    ) { try Route(string: "https://host.example/files/a%2F") }
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "path", value: "a/b/", reason: "ends with '/', which a link cannot keep")
    ) { try Route(string: "https://host.example/files/a/b%2f/") }
    #expect(Route.file(path: "a/").universalLinkString == nil)
    // Nor does it hold an empty segment, which servers merge away (ParsingRules).
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "path", value: "a//b",
        reason: "has an empty segment (a '/' at its start, or '//'), which servers merge away")
    ) { try Route(string: "https://host.example/files/a//b") }
    #expect(Route.file(path: "a//b").universalLinkString == nil)
  }

  @Test func destinations() throws {
    #expect(
      try Route(string: "https://host.example/login?next=%2Fitems%2F42")
        == .login(next: .item(id: 42)))
    #expect(
      try Route(string: "host://login?next=host%3A%2F%2Fthread%2F7")
        == .login(next: .thread(threadId: "7")))
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "next", value: "/login?next=/",
        reason:
          "is not a link to a route of this app (the parameter 'next' has the value '/', which nests one destination in another)"
      )
    ) {
      try Route(string: "https://host.example/login?next=%2Flogin%3Fnext%3D%2F")
    }
  }
}
