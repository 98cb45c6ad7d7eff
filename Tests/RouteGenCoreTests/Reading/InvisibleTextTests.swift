import Foundation
import Testing

@testable import RouteGenCore

/// Spec text reaches Swift source, doc comments, ROUTES.md and the association files: a character that does not
/// show as itself is refused where it is written, with its code point named (Trojan Source, CVE-2021-42574).
@Suite struct InvisibleTextTests {
  @Test func aControlCharacterInANameIsRefusedAtItsPosition() {
    let errors = diagnostics(
      of: spec(routes: #"    { "name": "a\u001bb", "summary": "A.", "web": "/a" }"#),
      severity: .error)
    #expect(
      errors.first
        == "t.json:5:15: error: routes[0] ('a\\u{1B}b').name holds U+001B (character 2), a control character: the Swift compiler refuses it in a source file, and a terminal acts on it, so the files generated from it would read otherwise than they are; remove it (a URL pattern may hold it percent-encoded, %1B)"
    )
  }

  @Test(arguments: [
    ("\\u202E", "U+202E RIGHT-TO-LEFT OVERRIDE"), ("\\u2066", "U+2066 LEFT-TO-RIGHT ISOLATE"),
    ("\\u200B", "U+200B ZERO WIDTH SPACE"), ("\\uFEFF", "U+FEFF ZERO WIDTH NO-BREAK SPACE"),
    ("\\u2028", "U+2028 LINE SEPARATOR"), ("\\u0085", "U+0085"), ("\\u007F", "U+007F"),
    ("\\t", "U+0009"), ("\\uDB40\\uDC41", "U+E0041 TAG LATIN CAPITAL LETTER A"),
    // A joiner between ASCII letters joins nothing a script needs.
    ("\\u200D", "U+200D ZERO WIDTH JOINER"),
  ])
  func aSummaryWithAnInvisibleCharacterIsRefused(escaped: String, named: String) {
    let errors = diagnostics(
      of: spec(routes: #"    { "name": "a", "summary": "Fix\#(escaped)es.", "web": "/a" }"#),
      severity: .error)
    #expect(errors.count == 1)
    #expect(errors.first?.contains("routes[0] ('a').summary holds \(named) (character 4)") == true)
  }

  /// Every string is checked, keys too: a parameter's doc, an enum value, a host map, the app's own keys.
  @Test func everyTextOfTheSpecIsChecked() {
    let errors = diagnostics(
      of: spec(
        routes: #"""
              { "name": "a", "summary": "A.", "params": { "id": { "type": "string", "doc": "The \u202Eid." } }, "web": "/a/{id}" },
              { "name": "b", "summary": "B.", "params": { "c": { "type": "enum", "values": ["x\u200By"] } }, "web": "/b/{c}" },
              { "name": "c", "summary": "C.", "params": { "i\u2067d": "string" }, "web": "/c" }
          """#, extra: #" "$comment": "Owned by \u001b[31mus", "#), severity: .error)
    // (The parameter's name also makes the errors a misspelt name makes.)
    let places = errors.filter { $0.contains(" holds U+") }.compactMap {
      $0.split(separator: ": ", maxSplits: 2).last?.split(separator: " holds").first
    }
    #expect(
      places == [
        "$comment", "routes[0] ('a').params.id.doc", "routes[1] ('b').params.c.values[0]",
        "a key of routes[2] ('c').params",
      ])
  }

  /// The joiners Persian and emoji need are accepted where they join, and reach every output as written.
  @Test func joinersInsideAWordOrAnEmojiAreKept() throws {
    let summary = "Ouvrir 👩‍💻 می‌خواهم, `code` | */ \"quoted\"."
    let json = spec(
      routes:
        #"    { "name": "a", "summary": "\#(summary.replacingOccurrences(of: "\"", with: "\\\""))", "web": "/a" }"#
    )
    #expect(diagnostics(of: json, severity: .error).isEmpty)
    let loaded = Pipeline.load(bytes: Array(json.utf8), path: "Test.routes.json")
    let files = Pipeline.render(try #require(loaded.model))
    let swift = try #require(files.first { $0.path.hasSuffix("Route.swift") }?.contents)
    #expect(swift.contains("/// Ouvrir 👩‍💻 می‌خواهم, `code` | */ \"quoted\"."))
    let table = try #require(files.first { $0.path.hasSuffix("ROUTES.md") }?.contents)
    #expect(table.contains("Ouvrir 👩‍💻 می‌خواهم, \\`code\\` \\| \\*/ \"quoted\"."))
  }
}
