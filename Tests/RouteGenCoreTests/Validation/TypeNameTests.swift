import Foundation
import Testing

@testable import RouteGenCore

/// A nested parameter type is named from its parameter, its `typeName`, or the app's `enums`, never from its
/// route: adding or reordering routes renames no type an app's code names, and two different types may not take
/// one name.
@Suite struct TypeNameTests {
  static let reviews = #"""
        { "name": "reviews", "summary": "Reviews.", "params": { "sort": { "type": "enum", "values": ["old", "new"], "optional": true } },
          "web": "/reviews?sort={sort}" }
    """#
  static let search = #"""
        { "name": "search", "summary": "Search.", "params": { "sort": { "type": "enum", "values": ["new", "top"], "optional": true } },
          "web": "/search?sort={sort}" }
    """#

  /// `case name(labels: Types)` of each route, in the generated Swift.
  static func cases(_ json: String) throws -> [String] {
    try SwiftEmitterSnippetTests.source(json).components(separatedBy: "\n")
      .filter { $0.hasPrefix("  case ") }.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func twoTypesOfOneNameAreAnErrorThatSaysWhatToDo() {
    #expect(
      diagnostics(of: spec(routes: Self.reviews + ",\n" + Self.search), severity: .error) == [
        #"t.json:7:67: error: route 'search': the type of parameter 'sort' would be named Sort, as is the different type of route 'reviews''s parameter 'sort' (line 5); give one a "typeName" (e.g. "SearchSort"), or declare one enum in the app's "enums" and use it in both ("type": "Sort")"#
      ])
  }

  @Test func addingOrReorderingRoutesRenamesNoType() throws {
    let named = Self.reviews.replacingOccurrences(
      of: #""optional": true"#, with: #""optional": true, "typeName": "ReviewSort""#)
    let alone = try Self.cases(spec(routes: Self.search))
    let added = try Self.cases(spec(routes: named + ",\n" + Self.search))
    let reordered = try Self.cases(spec(routes: Self.search + ",\n" + named))
    #expect(alone == ["case search(sort: Sort? = nil)"])
    #expect(added == ["case reviews(sort: ReviewSort? = nil)", "case search(sort: Sort? = nil)"])
    #expect(Set(reordered) == Set(added))
  }

  @Test func appEnumsAreDeclaredOnceAndShared() throws {
    let text = spec(
      routes: #"""
            { "name": "feed", "summary": "Feed.", "params": { "order": { "type": "Order", "default": "new" } }, "web": "/feed?order={order}" },
            { "name": "list", "summary": "List.", "params": { "by": { "type": "Order", "optional": true } }, "web": "/list?by={by}" }
        """#,
      extra: #" "enums": { "Order": { "values": ["new", "top"] } },"#)
    let source = try SwiftEmitterSnippetTests.source(text)
    #expect(
      try Self.cases(text) == ["case feed(order: Order = .new)", "case list(by: Order? = nil)"])
    #expect(source.components(separatedBy: "public enum Order:").count == 2, "one type")
  }

  /// An int's keywords make its type; its bounds are its route's: two pages with other bounds share `Page`.
  @Test func keywordIntsWithOtherBoundsShareTheirType() throws {
    let text = spec(
      routes: #"""
            { "name": "a", "summary": "A.", "params": { "page": { "type": "int", "min": 1, "keywords": ["last"], "optional": true } }, "web": "/a?page={page}" },
            { "name": "b", "summary": "B.", "params": { "page": { "type": "int", "min": 2, "max": 9, "keywords": ["last"], "optional": true } }, "web": "/b?page={page}" }
        """#)
    #expect(try Self.cases(text) == ["case a(page: Page? = nil)", "case b(page: Page? = nil)"])
  }

  @Test func misusedNamesAreRefused() {
    func errors(_ params: String, extra: String = "") -> [String] {
      diagnostics(
        of: spec(
          routes:
            #"    { "name": "a", "summary": "A.", "params": { \#(params) }, "web": "/a?x={x}" }"#,
          extra: extra), severity: .error)
    }
    #expect(
      errors(#""x": { "type": "enum", "values": ["a"], "typeName": "sort order" }"#).first?
        .contains(
          #"'typeName' must be a Swift type name: a capital letter, then letters and digits (e.g. "SortOrder")"#
        ) == true)
    #expect(
      errors(#""x": { "type": "string", "typeName": "Name" }"#).first?.contains(
        "'typeName' names the Swift type of an enum or of an int with keywords; this parameter is string"
      ) == true)
    #expect(
      errors(
        #""x": { "type": "Sort", "values": ["a"] }"#,
        extra: #" "enums": { "Sort": { "values": ["a"] } },"#
      ).first?.contains("its type is the app's enum 'Sort'") == true)
    #expect(
      errors(#""x": "string""#, extra: #" "enums": { "sort": { "values": ["a"] } },"#).first?
        .contains("'enums': 'sort' must be a Swift type name") == true)
  }
}
