import Testing

@testable import RouteGenCore

/// `--check` shows what changed as a unified diff: a line added in the middle is one `+` line, not every line
/// after it paired with the one before.
@Suite struct LineDiffTests {
  func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test func anInsertedLineIsOneAddedLine() {
    let old = lines((1...20).map { "line \($0)" }.joined(separator: "\n"))
    var newText = (1...20).map { "line \($0)" }
    newText.insert("new", at: 10)
    #expect(
      LineDiff.unified(old: old, new: lines(newText.joined(separator: "\n"))) == [
        "@@ -8,6 +8,7 @@", " line 8", " line 9", " line 10", "+new", " line 11", " line 12",
        " line 13",
      ])
  }

  @Test func changesFarApartAreHunksOfTheirOwnAndLongDiffsAreCut() {
    let old = lines((1...30).map { "line \($0)" }.joined(separator: "\n"))
    var changed = (1...30).map { "line \($0)" }
    changed[1] = "two"
    changed[25] = "twenty-six"
    let diff = LineDiff.unified(old: old, new: lines(changed.joined(separator: "\n")))
    #expect(diff.filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,5 @@", "@@ -23,7 +23,7 @@"])
    #expect(
      diff.contains("-line 2") && diff.contains("+two") && diff.contains("-line 26")
        && diff.contains("+twenty-six"))
    #expect(
      LineDiff.unified(old: old, new: lines(changed.joined(separator: "\n")), maximumLines: 3).last
        == "… 13 more lines of differences")
    #expect(LineDiff.unified(old: old, new: old).isEmpty)
  }
}
