import Foundation
import RouteGenRuntime
import Testing

/// A `ParseError`'s message is safe to log: the link is attacker-controlled text, and its values are quoted with
/// every character a log or a terminal could act on or hide escaped as Swift writes it, and cut to 80
/// characters; the payload keeps the value as it is.
@Suite struct ErrorTextTests {
  typealias Route = RuntimeHostRoute

  static func message(_ link: String) -> (error: Route.ParseError, text: String)? {
    do {
      _ = try Route(string: link)
      return nil
    } catch {
      return (error, error.description)
    }
  }

  @Test func valuesAreQuotedWithTheirControlsEscaped() throws {
    for (link, value, quoted) in [
      ("https://host.example/@a%0AFAKE%20LINE", "a\nFAKE LINE", "'a\\nFAKE LINE'"),
      ("https://host.example/@a%1B%5B31m", "a\u{1B}[31m", "'a\\u{1B}[31m'"),
      ("https://host.example/@a%00b", "a\u{0}b", "'a\\0b'"),
      ("https://host.example/@a%0D%09b", "a\r\tb", "'a\\r\\tb'"),
      ("https://host.example/@gnp%E2%80%AE.exe", "gnp\u{202E}.exe", "'gnp\\u{202E}.exe'"),
      ("https://host.example/@a%C2%85b", "a\u{85}b", "'a\\u{85}b'"),
    ] {
      let (error, text) = try #require(Self.message(link))
      guard case .invalidParameter(let name, let payload, _) = error else {
        Issue.record("\(link): \(error)")
        continue
      }
      #expect(name == "handle" && payload == value, "the payload keeps the value as it is")
      #expect(text.contains("the value \(quoted), which"), "\(text)")
      #expect(error.localizedDescription == text)
      #expect(!text.unicodeScalars.contains { !RouteGen.LogText.isPrintable($0) }, "\(text)")
    }
  }

  @Test func printableTextStaysReadableAndQuotesAndBackslashesAreEscaped() throws {
    let café = try #require(Self.message("https://host.example/@caf%C3%A9"))
    #expect(café.text.contains("the value 'café', which"), "\(café.text)")
    let quoted = try #require(Self.message("https://host.example/@it's%5Cn"))
    #expect(quoted.text.contains(#"the value 'it\'s\\n', which"#), "\(quoted.text)")
  }

  @Test func longValuesAreCut() throws {
    let long = String(repeating: "x", count: 1_900)
    let (error, text) = try #require(Self.message("https://host.example/@\(long)"))
    guard case .invalidParameter(_, let value, _) = error else { throw TestFailure("\(error)") }
    #expect(value == long)
    #expect(text.contains("'" + String(repeating: "x", count: 80) + "…'"), "\(text)")
    #expect(text.utf8.count < 300)
    // Every part of the message that comes from the link: a path, a host, a scheme.
    for link in [
      "https://host.example/" + long, "https://" + String(repeating: "h", count: 300) + ".example/",
      String(repeating: "s", count: 300) + "://x", String(repeating: "s", count: 300) + ":x",
    ] {
      let (_, text) = try #require(Self.message(link))
      #expect(text.utf8.count < 400, "\(text.prefix(120))")
    }
  }
}
