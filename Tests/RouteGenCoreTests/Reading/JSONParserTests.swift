import Testing

@testable import RouteGenCore

@Suite struct JSONParserTests {
  func parse(_ text: String) throws(JSONParser.Failure) -> JSONNode {
    var parser = JSONParser(bytes: Array(text.utf8))
    return try parser.parse()
  }

  @Test func keepsPositionsOfKeysAndValues() throws {
    let root = try parse("{\n  \"a\": [1, \"x\"],\n    \"b\": true\n}")
    guard case .object(let members) = root.value else { throw TestFailure("not an object") }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].keyLocation.line == 2 && members[0].keyLocation.column == 3)
    #expect(members[1].keyLocation.line == 3 && members[1].keyLocation.column == 5)
    #expect(members[1].value.location.column == 10)
    guard case .array(let elements) = members[0].value.value else {
      throw TestFailure("not an array")
    }
    #expect(elements[1].location.column == 12)
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let root = try parse(#"["a\"b\\c\/\n\u00e9\ud83d\ude00"]"#)
    #expect(
      root.value
        == .array([
          JSONNode(.string("a\"b\\c/\né😀"), at: SourceLocation(line: 1, column: 2, offset: 1))
        ]))
  }

  @Test(arguments: [
    ("{\"a\": 1,}", 1, 9, "trailing comma before '}'"),
    ("{\"a\": [1, 2", 1, 12, "the JSON ends inside an array"),
    ("{\"a\": 'x'}", 1, 7, "strings must use double quotes"),
    ("{\"a\": 01}", 1, 8, "numbers must not have leading zeros"),
    ("{\"a\": \"x\ny\"}", 1, 9, "a string must not contain a line break"),
    ("{\"a\": \"\\q\"}", 1, 8, "invalid escape '\\q'"),
    ("{\"a\": tru}", 1, 7, "expected a JSON value"),
    ("{} {}", 1, 4, "after the end of the JSON document"),
    ("", 1, 1, "the JSON ends too early"),
    ("{\"a\": \"\u{1}\"}", 1, 8, "control characters"),
  ])
  func reportsSyntaxErrorsWithPositions(text: String, line: Int, column: Int, message: String) {
    #expect {
      _ = try parse(text)
    } throws: { error in
      guard let failure = error as? JSONParser.Failure else { return false }
      return failure.location.line == line && failure.location.column == column
        && failure.message.contains(message)
    }
  }

  @Test func reportsEveryDuplicateKeyAndKeepsTheFirstValue() throws {
    var parser = JSONParser(bytes: Array(#"{"a": 1, "a": 2, "b": {"c": 1, "c": 2}}"#.utf8))
    let root = try parser.parse()
    #expect(
      parser.errors.map {
        "\($0.location.line):\($0.location.column) \($0.message.split(separator: ";")[0])"
      } == [
        "1:10 duplicate key 'a' (first written at line 1, column 2)",
        "1:32 duplicate key 'c' (first written at line 1, column 24)",
      ])
    guard case .object(let members) = root.value else { throw TestFailure("not an object") }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].value.value == .number("1"))
  }

  @Test func refusesInvalidUTF8AtItsPosition() {
    var bytes = Array("{\n \"a\": \"".utf8)
    bytes += [0xC3, 0x28, UInt8(ascii: "\""), UInt8(ascii: "}")]
    var parser = JSONParser(bytes: bytes)
    #expect(
      throws: JSONParser.Failure(
        message: "the file is not valid UTF-8 (byte 0xC3); save it as UTF-8",
        location: SourceLocation(line: 2, column: 8, offset: 9))
    ) {
      _ = try parser.parse()
    }
  }

  @Test func refusesOverlongUTF8() {
    var parser = JSONParser(bytes: [UInt8(ascii: "\""), 0xC0, 0xAF, UInt8(ascii: "\"")])
    #expect(throws: JSONParser.Failure.self) { _ = try parser.parse() }
  }

  @Test func limitsNestingDepth() {
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect {
      _ = try parse(deep)
    } throws: { error in
      (error as? JSONParser.Failure)?.message.contains("nested more than 64 levels") == true
    }
    let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(throws: Never.self) { _ = try parse(ok) }
  }

  @Test func skipsAByteOrderMarkWithAWarning() throws {
    var parser = JSONParser(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
    let root = try parser.parse()
    #expect(parser.warnings.count == 1)
    guard case .object(let members) = root.value else { throw TestFailure("not an object") }
    #expect(members[0].keyLocation.column == 2)
  }
}
