import Foundation
import RouteGenCore
import RouteGenRuntime
import Testing

/// Each hostile or malformed URL gets its specific `ParseError`: never a crash, never a wrong route.
@Suite struct HostileURLTests {
  static let uuid = "123e4567-e89b-12d3-a456-426614174000"

  static let novaSocial: [(String, NovaSocialRoute.ParseError)] = [
    ("https://nova.social.evil.com/user/1", .unsupportedHost("nova.social.evil.com")),
    ("https://evil.com/nova.social/user/1", .unsupportedHost("evil.com")),
    ("https://nova.social@evil.com/user/1", .userInfoNotAllowed),
    ("https://evil.com@nova.social/user/1", .userInfoNotAllowed),
    ("https://nova.social:80/user/1", .portNotAllowed("80")),
    ("https://nova.social:0443/user/1", .portNotAllowed("0443")),
    ("novasocial://user:443/1", .portNotAllowed("443")),
    ("https://[::1]/feed", .unsupportedHost("[::1]")),
    ("https://[::1]:8080/feed", .portNotAllowed("8080")),
    ("http://nova.social/user/1", .unsupportedScheme("http")),
    ("javascript://nova.social/user/1", .unsupportedScheme("javascript")),
    (
      "https://nova.social/user/" + String(repeating: "a", count: 1990),
      .urlTooLong(length: 2015, maximum: 2000)
    ),
    (
      "https://nova.social/user/a%00b",
      .invalidParameter(name: "userId", value: "a\u{0}b", reason: "contains control characters")
    ),
    (
      "https://nova.social/user/a%0Ab",
      .invalidParameter(name: "userId", value: "a\nb", reason: "contains control characters")
    ),
    // A raw control character (but a tab or a newline, which a browser drops) reads as its escape: a value never
    // holds one.
    ("https://nova.social/user a/b", .noRoute(path: "/user%20a/b")),
    ("https://nova social/user/1", .malformedURL(reason: "it contains a space")),
    ("https://nova.social/user/%e2%82", .invalidPercentEncoding("%e2%82")),
    ("https://nova.social/user/%C0%AF", .invalidPercentEncoding("%C0%AF")),
    (
      "https://nova.social/user/..",
      .invalidParameter(name: "userId", value: "..", reason: RouteGen.Reason.dotSegment)
    ),
    (
      "https://nova.social/user/.",
      .invalidParameter(name: "userId", value: ".", reason: RouteGen.Reason.dotSegment)
    ),
    ("https://nova.social/user//followers", .noRoute(path: "/user//followers")),
    ("https://nova.social//user/1", .noRoute(path: "//user/1")),
    ("https://nova.social/search?q=a&q=b", .repeatedParameter("q")),
    ("https://nova.social/verify", .missingParameter("token")),
    ("https://nova.social/verify?token=", .missingParameter("token")),
    // Paths in errors are written as `URL` writes them, so `init(url:)` and `init(string:)` say the same.
    ("https://nova.social/ｕser/1", .noRoute(path: "/%EF%BD%95ser/1")),
    ("https://nova.social/usеr/1", .noRoute(path: "/us%D0%B5r/1")),
    ("https://nova.social/%75ser/1x/followers2", .noRoute(path: "/%75ser/1x/followers2")),
    (
      "novasocial://auth/oauth/Google?code=1",
      .invalidParameter(
        name: "provider", value: "Google", reason: "is not one of google, apple, facebook")
    ),
    ("novasocial://auth/oauth/google", .missingParameter("code")),
    ("novasocial:user/1", .malformedURL(reason: "expected '//' after 'novasocial:'")),
    ("nova.social/user/1", .malformedURL(reason: "it has no scheme")),
    ("1nova://user", .malformedURL(reason: "'1nova' is not a valid scheme")),
    ("novasocial://", .noRoute(path: "/")),
    // A combining mark after a separator makes one `Character` with it, but the separator still separates:
    // splitting by characters would have read user "1/\u{301}followers".
    ("https://nova.social/user/1/\u{301}followers", .noRoute(path: "/user/1/%CC%81followers")),
    ("novasocial:\u{301}//user/1", .malformedURL(reason: "expected '//' after 'novasocial:'")),
  ]

  /// iBurn's uids allow `A-Za-z0-9`, which the parser and the builders check eight bytes at a time: whatever
  /// byte replaces one of a uid's (of lengths around eight and sixteen), as written or percent-encoded, the uid is
  /// taken exactly when it is still letters and digits, and the builder writes it as it is exactly then.
  @Test func iBurnUidsAreExactlyLettersAndDigits() {
    for uid in ["a2Id0000000cbObEAI", "Z", "a2Id000", "a2Id0000", "a2Id00000", "a2Id0000000cbObE"]
      .map({ Array($0.utf8) })
    {
      for position in uid.indices {
        for byte in UInt8(0x21)...UInt8(0x7E)
        where byte != UInt8(ascii: "/") && byte != UInt8(ascii: "?") && byte != UInt8(ascii: "#") {
          var mutated = uid
          mutated[position] = byte
          let text = String(decoding: mutated, as: UTF8.self)
          let isUid = mutated.allSatisfy {
            $0 < 0x80
              && (Character(UnicodeScalar($0)).isLetter || Character(UnicodeScalar($0)).isNumber)
          }
          #expect(
            iBurnRoute.art(uid: text).universalLinkString
              == (isUid ? "https://iburnapp.com/art/\(text)" : nil), "\(text)")
          let escaped =
            String(decoding: uid[..<position], as: UTF8.self) + String(format: "%%%02X", byte)
            + String(decoding: uid[(position + 1)...], as: UTF8.self)
          for link in ["https://iburnapp.com/art/\(text)", "https://iburnapp.com/art/\(escaped)"]
          where byte != UInt8(ascii: "%") || link.hasSuffix(escaped) {
            let parsed = try? iBurnRoute(string: link)
            #expect(
              parsed.map {
                if case .art(let value, _, _, _, _, _, _) = $0 { value == text } else { false }
              } ?? false == isUid, "\(link)")
          }
        }
      }
    }
  }

  /// The app's error says what `routegen match` says, in the same words: for a value outside an enum, the
  /// values it allows.
  @Test func theAppAndRoutegenMatchSayTheSameWords() throws {
    let url = "novasocial://auth/oauth/github?code=1"
    // (Not the value `#expect(throws:)` returns: that arrived in Swift 6.1, and RouteGen supports 6.0.)
    let parsed = Result { () throws(NovaSocialRoute.ParseError) in try NovaSocialRoute(string: url)
    }
    guard case .failure(let error) = parsed else {
      Issue.record("\(url) parses")
      return
    }
    #expect(
      "\(error)"
        == "the parameter 'provider' has the value 'github', which is not one of google, apple, facebook"
    )
    let matcher = RouteMatcher(app: try PropertyTests.model("NovaSocial"))
    guard case .failure(let reference) = matcher.match(url) else {
      Issue.record("the matcher accepts \(url)")
      return
    }
    #expect(reference == error)
  }

  /// A valid URL string reads as its `URL` does: `init(string:)` and `init(url:)` agree whenever `URL(string:)`
  /// keeps the text as it is. Other text is read as a browser reads it (BrowserReadingTests), which is what
  /// `URL(string:)` makes of it on no OS version in particular: iOS 16 returns nil, iOS 17 and Linux
  /// percent-encode (even the `%` of valid escapes, when another byte is invalid).
  @Test func initStringAndInitURLAgreeOnValidURLs() throws {
    var compared = 0
    for text in Self.novaSocial.map(\.0) + Self.valid.map(\.0) {
      guard let url = URL(string: text), url.absoluteString == text else { continue }
      compared += 1
      let viaString = Result { () throws(NovaSocialRoute.ParseError) in
        try NovaSocialRoute(string: text)
      }
      let viaURL = Result { () throws(NovaSocialRoute.ParseError) in try NovaSocialRoute(url: url) }
      #expect(viaString == viaURL, "\(text)")
    }
    #expect(compared > 20)
    #expect(
      URL(string: "https://nova.social/search?q=a b", encodingInvalidCharacters: false) == nil)
  }

  static let valid: [(String, NovaSocialRoute)] = [
    ("https://nova.social/user/123", .userProfile(userId: "123")),
    ("https://nova.social/search?q=a%20b", .search(q: "a b")),
    ("https://nova.social/user/%C3%A9", .userProfile(userId: "é")),
  ]

  @Test func novaSocialHostileURLs() throws {
    for (url, expected) in Self.novaSocial {
      #expect(throws: expected, "\(url)") { try NovaSocialRoute(string: url) }
      // `init(url:)` reads a `URL` as it is: the same whenever `URL(string:)` keeps the text.
      if let foundation = URL(string: url), foundation.absoluteString == url {
        let viaURL = Result { () throws(NovaSocialRoute.ParseError) in
          try NovaSocialRoute(url: foundation)
        }
        #expect(
          viaURL == .failure(expected),
          "\(url) through URL(string:) is \(foundation.absoluteString)")
      }
    }
    // Whitespace is kept (never trimmed) when percent-encoded, or refused when it is a control character.
    let spaces = [
      ("%20", " "), ("%E2%80%83", "\u{2003}"), ("%C2%A0", "\u{00A0}"), ("%E2%80%8B", "\u{200B}"),
    ]
    for (space, decoded) in spaces {
      #expect(
        try NovaSocialRoute(string: "https://nova.social/user/1\(space)")
          == .userProfile(userId: "1" + decoded))
    }
    #expect(
      throws: NovaSocialRoute.ParseError.invalidParameter(
        name: "userId", value: "1\t", reason: RouteGen.Reason.control)
    ) { try NovaSocialRoute(string: "https://nova.social/user/1%09") }
    #expect(
      try NovaSocialRoute(string: "https://nova.social/user/1\u{00A0}")
        == .userProfile(userId: "1\u{00A0}"))
    #expect(
      try NovaSocialRoute(string: "https://nova.social/search?q=a&\u{301}q=b") == .search(q: "a"))
    // A string reads as a browser reads it: a byte a URL cannot hold is read percent-encoded, escapes are kept,
    // a `%` without two hex digits is text; a tab is dropped; the length limit counts the text as read; an empty
    // port is no port.
    #expect(
      try NovaSocialRoute(string: "https://nova.social/user/a b") == .userProfile(userId: "a b"))
    #expect(try NovaSocialRoute(string: "https://nova.social/user/%") == .userProfile(userId: "%"))
    #expect(try NovaSocialRoute(string: "https://nova.social/search?q=%zz") == .search(q: "%zz"))
    #expect(
      try NovaSocialRoute(string: "https://nova.social/search?q=a%20b c") == .search(q: "a b c"))
    #expect(
      try NovaSocialRoute(string: "https://nova.social/user/a%20b?x= ")
        == .userProfile(userId: "a b"))
    #expect(
      try NovaSocialRoute(string: "https://nova.social/user/a\tb") == .userProfile(userId: "ab"))
    #expect(
      try NovaSocialRoute(string: "https://nova.social:/user/a b") == .userProfile(userId: "a b"))
    #expect(try NovaSocialRoute(string: "https://nova.social:/user/1") == .userProfile(userId: "1"))
    // An IP literal is never the app's host, however its zone ID is written.
    for text in [
      "novasocial://[se%E0%80%8e]//[x%A0", "novasocial://[a%41]/x", "novasocial://[%]:/user/1",
      "https://[::1%41]/user/1", "novasocial://[fe80::1%25en0]/x", "novasocial://[a%25%zz]:/x",
      "novasocial://[u70z%a\t\0BB]/\u{1A}/z", "novasocial://[a%25é]/x",
    ] {
      #expect(throws: NovaSocialRoute.ParseError.self, "\(text)") {
        try NovaSocialRoute(string: text)
      }
    }
    #expect(throws: NovaSocialRoute.ParseError.urlTooLong(length: 3624, maximum: 2000)) {
      try NovaSocialRoute(string: "https://nova.social/tag/" + String(repeating: "é", count: 600))
    }
    // Found by fuzzing too: a query accepts "." for a value that other patterns put in a path, where `.` is
    // never a value. That form has no link then, rather than one that does not parse back.
    let dot = try NovaSocialRoute(string: "novasocial://search?q=%23.")
    #expect(dot == .hashtag(tag: "."))
    #expect(dot.universalLinkString == nil)
    #expect(try NovaSocialRoute(url: dot.customSchemeURL!) == dot)
    let fits = NovaSocialRoute.hashtag(tag: String(repeating: "é", count: 300))
    #expect(try NovaSocialRoute(url: fits.universalLink!) == fits)
    #expect(
      throws: iBurnRoute.ParseError.invalidParameter(
        name: "lat", value: " 40.78", reason: "is not a finite decimal number")
    ) { try iBurnRoute(string: "iburn://pin?lat=+40.78&lng=-119.2") }
    // `%2F` inside a value stays in the value; `+` is a plus in a path and a space in a query.
    #expect(
      try NovaSocialRoute(string: "https://nova.social/user/a%2Fb") == .userProfile(userId: "a/b"))
    #expect(
      try NovaSocialRoute(string: "https://nova.social/user/a+b") == .userProfile(userId: "a+b"))
    #expect(try NovaSocialRoute(string: "https://nova.social/search?q=a+b") == .search(q: "a b"))
    #expect(try NovaSocialRoute(string: "https://nova.social/search?q=a%2Bb") == .search(q: "a+b"))
    let long = String(repeating: "x", count: 1500)
    #expect(
      try NovaSocialRoute(string: "https://nova.social/user/\(long)") == .userProfile(userId: long))
  }

  /// The scheme's default port is no port: the same link, built back without it.
  @Test func theSchemesDefaultPortIsNoPort() throws {
    #expect(
      try NovaSocialRoute(string: "https://nova.social:443/user/1") == .userProfile(userId: "1"))
    #expect(
      try NovaSocialRoute(url: URL(string: "https://Nova.Social:443/user/1")!).universalLinkString
        == "https://nova.social/user/1")
    #expect(
      try AwfulRoute(
        string: "http://forums.somethingawful.com:80/member.php?action=getinfo&userid=1")
        == .profile(userID: "1"))
    #expect(throws: AwfulRoute.ParseError.portNotAllowed("443")) {
      try AwfulRoute(
        string: "http://forums.somethingawful.com:443/member.php?action=getinfo&userid=1")
    }
  }

  @Test func integersDoublesAndUUIDs() throws {
    #expect(
      try AwfulRoute(string: "awful://threads/1/pages/042")
        == .threadPage(threadID: "1", page: .number(42)))
    #expect(
      AwfulRoute.threadPage(threadID: "1", page: .number(42)).customSchemeURL?.absoluteString
        == "awful://threads/1/pages/42")
    #expect(
      throws: AwfulRoute.ParseError.invalidParameter(
        name: "page", value: "-0", reason: "is less than 1")
    ) { try AwfulRoute(string: "awful://threads/1/pages/-0") }
    #expect(
      throws: AwfulRoute.ParseError.invalidParameter(
        name: "page", value: "+3", reason: "is not an integer or one of last, unread")
    ) { try AwfulRoute(string: "awful://threads/1/pages/+3") }
    #expect(
      throws: AwfulRoute.ParseError.invalidParameter(
        name: "page", value: "9223372036854775808",
        reason: "is not an integer or one of last, unread")
    ) {
      try AwfulRoute(string: "awful://threads/1/pages/9223372036854775808")
    }
    #expect(
      try AwfulRoute(string: "awful://threads/1/pages/9223372036854775807")
        == .threadPage(threadID: "1", page: .number(.max)))
    #expect(
      throws: AwfulRoute.ParseError.invalidParameter(
        name: "threadID", value: "1e3", reason: "contains 'e', outside [0-9]")
    ) { try AwfulRoute(string: "awful://threads/1e3") }
    for bad in [
      "NaN", "nan", "inf", "-inf", "Infinity", "1e309", "0x1p3", "%2B40.78", "40.78.1", "4e", ".5",
      "5.",
    ] {
      let decoded = bad.replacingOccurrences(of: "%2B", with: "+")
      #expect(
        throws: iBurnRoute.ParseError.invalidParameter(
          name: "lat", value: decoded, reason: "is not a finite decimal number"), "\(bad)"
      ) {
        try iBurnRoute(string: "iburn://pin?lat=\(bad)&lng=-119.2")
      }
    }
    #expect(
      throws: iBurnRoute.ParseError.invalidParameter(
        name: "lat", value: "40.83", reason: "is greater than 40.82")
    ) { try iBurnRoute(string: "iburn://pin?lat=40.83&lng=-119.2") }
    #expect(
      throws: iBurnRoute.ParseError.invalidParameter(
        name: "lng", value: "-119.26", reason: "is less than -119.25")
    ) { try iBurnRoute(string: "iburn://pin?lat=40.8&lng=-119.26") }
    #expect(throws: iBurnRoute.ParseError.missingParameter("lng")) {
      try iBurnRoute(string: "iburn://pin?lat=40.8")
    }
    #expect(throws: iBurnRoute.ParseError.repeatedParameter("uid")) {
      try iBurnRoute(string: "https://iburnapp.com/art/?uid=1&uid=2")
    }
    #expect(
      try UnveilRoute(string: "unveil://host/event/\(Self.uuid.uppercased())")
        == UnveilRoute(string: "unveil://host/event/\(Self.uuid)"))
    let undashed = Self.uuid.replacingOccurrences(of: "-", with: "")
    #expect(
      throws: UnveilRoute.ParseError.invalidParameter(
        name: "eventId", value: undashed, reason: "is not a UUID (8-4-4-4-12 hex digits)")
    ) { try UnveilRoute(string: "unveil://host/event/\(undashed)") }
    #expect(
      throws: UnveilRoute.ParseError.invalidParameter(
        name: "eventId", value: "{\(Self.uuid)}", reason: "is not a UUID (8-4-4-4-12 hex digits)")
    ) {
      try UnveilRoute(string: "unveil://host/event/%7B\(Self.uuid)%7D")
    }
  }

  @Test func caseAndLookAlikes() throws {
    #expect(
      try AwfulRoute(string: "HTTPS://FORUMS.SOMETHINGAWFUL.COM/SHOWTHREAD.PHP?THREADID=1")
        == .threadPage(threadID: "1"))
    #expect(throws: AwfulRoute.ParseError.unsupportedHost("forums.somethingawfuı.com")) {
      try AwfulRoute(string: "https://forums.somethingawfuı.com/showthread.php?threadid=1")
    }
    #expect(
      throws: GhostRoute.ParseError.invalidParameter(
        name: "tab", value: "dashboаrd", reason: "is not one of dashboard, settings")
    ) { try GhostRoute(string: "ghost://dashbo%D0%B0rd") }
    #expect(try GhostRoute(string: "GHOST://DASHBOARD/weather") == .weather(tab: .dashboard))
    #expect(throws: GhostRoute.ParseError.noRoute(path: "/dashboard/Weather")) {
      try GhostRoute(string: "ghost://dashboard/Weather")
    }
    #expect(throws: GhostRoute.ParseError.unsupportedScheme("https")) {
      try GhostRoute(string: "https://ghost.app/dashboard")
    }
    #expect(
      throws: UnveilRoute.ParseError.invalidParameter(
        name: "next", value: "https://evil.com/",
        reason:
          "is not a link to a route of this app (the host 'evil.com' is not one of this app's domains)"
      )
    ) {
      try UnveilRoute(string: "https://app.sendunveil.com/login?next=https%3A%2F%2Fevil.com%2F")
    }
  }
}
