import Foundation
import RouteGenCore
import RouteGenRuntime
import RouteGenTestSupport
import Testing

/// The bytes builders write as they are, judged by readers that are not RouteGen: Foundation's `URLComponents`
/// and the WHATWG URL standard's percent-encode sets (what a browser rewrites before it requests a page).
@Suite struct EncodingTests {
  /// A part of a URL, and what each reference says of a byte there.
  struct Part: Sendable, CustomStringConvertible {
    var description: String
    var kept: RouteGen.ByteSet
    /// The bytes that split this part or end it, so that a value must encode them: RFC 3986's delimiters, and
    /// in a query `+`, which form decoding reads as a space.
    var delimiters: String
    /// The WHATWG URL standard's percent-encode set for this part, printable ASCII only (every set holds the
    /// C0 controls and all non-ASCII too): https://url.spec.whatwg.org/#percent-encoded-bytes
    var whatwg: String
    /// The part as URLComponents sets it from text and writes it.
    var component: Component

    enum Component { case path, host, query, fragment }

    /// Whether Foundation's `URLComponents` writes the character as it is when it encodes the part's text.
    func foundationKeeps(_ character: Character) -> Bool {
      var components = URLComponents()
      components.scheme = "https"
      let text = "a" + String(character)
      let written: String?
      switch component {
      case .path:
        components.path = "/" + text
        written = components.percentEncodedPath
      case .host:
        components.scheme = "app"
        components.host = text
        written = components.percentEncodedHost
      case .query:
        components.query = text
        written = components.percentEncodedQuery
      case .fragment:
        components.fragment = text
        written = components.percentEncodedFragment
      }
      return written?.hasSuffix(text) == true
    }
  }

  static let fragmentSet = "\" <>`"
  static let querySet = "\" #<>"
  static let specialQuerySet = querySet + "'"
  static let pathSet = querySet + "?^`{}"
  /// A non-special URL's (custom scheme's) host: the forbidden host code points, and `%` is allowed.
  static let opaqueHostForbidden = " #/:<>?@[\\]^|"

  static let parts: [Part] = [
    Part(
      description: "path segment", kept: .pathSegment, delimiters: "/?#", whatwg: pathSet,
      component: .path),
    Part(
      description: "custom-scheme host", kept: .host, delimiters: "/?#:@",
      whatwg: opaqueHostForbidden,
      component: .host),
    Part(
      description: "query key", kept: .queryKey, delimiters: "#&=+", whatwg: specialQuerySet,
      component: .query),
    Part(
      description: "query value", kept: .queryValue, delimiters: "#&+", whatwg: specialQuerySet,
      component: .query),
    Part(
      description: "fragment", kept: .fragment, delimiters: "#", whatwg: fragmentSet,
      component: .fragment),
  ]

  /// Each byte a builder keeps is one that Foundation keeps too, that no browser rewrites and that does not split
  /// the part; each byte it encodes is one that Foundation encodes, a browser would rewrite, or that splits the
  /// part. So the encoding is no more than the references require, and enough for the parser to read it back.
  @Test(arguments: parts)
  func encodeSetsAreWhatThePartRequires(part: Part) {
    for byte in UInt8(0x20)...UInt8(0x7E) {
      let character = Character(Unicode.Scalar(byte))
      let browserRewrites = part.whatwg.contains(character)
      let splits = part.delimiters.contains(character)
      if part.kept.contains(byte) {
        #expect(
          part.foundationKeeps(character),
          "\(part): '\(character)' is kept, but URLComponents encodes it")
        #expect(!browserRewrites, "\(part): '\(character)' is kept, but browsers encode it")
        #expect(!splits, "\(part): '\(character)' is kept, but it splits the part")
      } else {
        #expect(
          !part.foundationKeeps(character) || browserRewrites || splits,
          "\(part): '\(character)' is encoded, though no reader requires it")
      }
    }
    for byte in UInt8(0x80)...UInt8(0xFF) { #expect(!part.kept.contains(byte)) }
    for byte in UInt8(0)..<UInt8(0x20) { #expect(!part.kept.contains(byte)) }
  }

  /// For random values of every route of every example app (hostile text included), each link its builders
  /// write reads alike with URLComponents and with RouteGen: the same path segments, query items and fragment,
  /// decoded; Foundation keeps the link as it is, and so does a browser (no byte of a WHATWG encode set, no dot
  /// segment that `standardized` would remove).
  @Test(arguments: GeneratedApp.all)
  func linksReadAlikeInFoundationAndInRouteGen(app: GeneratedApp) throws {
    let model = try PropertyTests.model(app.name)
    let builder = URLBuilder(app: model)
    var random = RandomValues(
      app: model, generator: SeededGenerator(seed: 0xE2C0_DE00 + UInt64(app.name.utf8.count)))
    var links = 0
    for route in model.routes {
      for _ in 0..<30 {
        let value = random.value(for: route)
        for kind in FormKind.allCases {
          guard let link = builder.url(for: value, form: kind) else { continue }
          links += 1
          try Self.readsAlike(link, web: kind == .web)
        }
      }
    }
    #expect(links >= model.routes.count * 30)
  }

  static func readsAlike(_ link: String, web: Bool) throws {
    let components = try #require(URLComponents(string: link), "\(link)")
    #expect(components.string == link, "Foundation rewrites \(link)")
    let parts = try URLParts.split(link, maximumLength: .max).get()
    func decoded<S: StringProtocol>(_ text: S, plusIsSpace: Bool = false) -> String? {
      PercentEncoding.decode(text, plusIsSpace: plusIsSpace)
    }
    // The path: a custom-scheme URL's first segment is its host.
    var foundationSegments = components.percentEncodedPath.split(
      separator: "/", omittingEmptySubsequences: false
    ).dropFirst().map { decoded($0) }
    // A trailing slash ends the path without a segment (`https://host/`), as RouteGen reads it.
    if foundationSegments.last == "" { foundationSegments.removeLast() }
    if !web, let host = components.percentEncodedHost {
      foundationSegments.insert(decoded(host), at: 0)
    }
    let segments = (web ? [] : [decoded(parts.host)]) + parts.rawSegments.map { decoded($0) }
    #expect(foundationSegments == segments, "\(link)")
    let foundationItems = (components.percentEncodedQueryItems ?? []).map {
      [decoded($0.name), $0.value.flatMap { decoded($0) }]
    }
    let items: [[String?]] = (parts.rawQuery?.split(separator: "&") ?? []).map { item in
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return [
        decoded(pair[0], plusIsSpace: true),
        pair.count > 1 ? decoded(pair[1], plusIsSpace: true) : nil,
      ]
    }
    #expect(foundationItems == items, "\(link)")
    #expect(components.fragment == parts.rawFragment.flatMap { decoded($0) }, "\(link)")
    guard web else { return }
    let url = try #require(URL(string: link))
    #expect(url.standardized.absoluteString == link, "a browser resolves \(link) to another page")
    let path = components.percentEncodedPath
    #expect(
      !path.contains { EncodingTests.pathSet.contains($0) },
      "a browser rewrites the path of \(link)")
    #expect(
      !(components.percentEncodedQuery ?? "").contains {
        EncodingTests.specialQuerySet.contains($0) && $0 != "#"
      }, "\(link)")
    #expect(
      !(components.percentEncodedFragment ?? "").contains {
        EncodingTests.fragmentSet.contains($0)
      }, "\(link)")
  }
}
