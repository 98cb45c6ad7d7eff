import RouteGenRuntime
import Testing

/// ParsingRules, **Error messages are safe to log**: texts from the link are quoted and escaped as Swift writes a
/// string literal, and cut to 80 characters; printable text stays as it is; the payload keeps the text.
@Suite struct SafeToLogRules {
  static let routes = """
    { "name": "item", "summary": "An item.", "params": { "id": { "type": "string", "maxLength": 4 } }, "web": "/items/{id}" }
    """

  /// The message of the error both parsers give for each link.
  static func check(_ cases: KeyValuePairs<String, String>) throws {
    let rules = try Rulebook(routes: routes)
    for (url, message) in cases {
      for outcome in [rules.reference(url), rules.runtime(url)] {
        guard case .refused(let error) = outcome else {
          Issue.record("\(url) is accepted")
          continue
        }
        #expect(error.description == message, "\(url)")
      }
    }
  }

  @Test func controlsAndFormatCharactersAreEscaped() throws {
    try Self.check([
      "https://example.com/items/a%0Ab":
        #"the parameter 'id' has the value 'a\nb', which contains control characters"#,
      "https://example.com/items/%1B%5B2J":
        #"the parameter 'id' has the value '\u{1B}[2J', which contains control characters"#,
      "https://example.com/items/%00":
        #"the parameter 'id' has the value '\0', which contains control characters"#,
      "https://example.com/items/%E2%80%AEgnp.exe":
        #"the parameter 'id' has the value '\u{202E}gnp.exe', which is longer than 4 characters"#,
      "https://exa\u{202E}mple.com/":
        #"the host 'exa\u{202E}mple.com' is not one of this app's domains"#,
    ])
  }

  @Test func printableTextStaysQuotesAndBackslashesAreEscaped() throws {
    try Self.check([
      "https://example.com/items/caf%C3%A9s":
        "the parameter 'id' has the value 'cafés', which is longer than 4 characters",
      "https://example.com/items/it's%5C":
        #"the parameter 'id' has the value 'it\'s\\', which contains '\', which a browser reads as '/'"#,
    ])
  }

  @Test func longTextsAreCut() throws {
    let long = String(repeating: "a", count: 500)
    try Self.check([
      "https://example.com/items/\(long)":
        "the parameter 'id' has the value '\(String(repeating: "a", count: 80))…', which is longer than 4 characters",
      "https://\(long).com/":
        "the host '\(String(repeating: "a", count: 80))…' is not one of this app's domains",
    ])
  }
}
