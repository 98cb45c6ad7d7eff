/// The lines that differ between two texts, as a unified diff's hunks (`@@ -3,7 +3,8 @@`, then ` `, `-` and `+`
/// lines with three lines of context), which is what a reviewer reads in a pull request.
enum LineDiff {
  private enum Edit: Equatable {
    case same(old: Int, new: Int)
    case removed(Int)
    case added(Int)

    var isChange: Bool { if case .same = self { false } else { true } }
  }

  /// The hunks, cut after `maximumLines` lines with a count of the rest.
  static func unified(old: [Substring], new: [Substring], context: Int = 3, maximumLines: Int = 40)
    -> [String]
  {
    let edits = script(old, new)
    // Changes whose unchanged lines between them are at most twice the context share a hunk.
    var groups: [ClosedRange<Int>] = []
    for change in edits.indices where edits[change].isChange {
      if let last = groups.last, change - last.upperBound - 1 <= 2 * context {
        groups[groups.count - 1] = last.lowerBound...change
      } else {
        groups.append(change...change)
      }
    }
    var lines: [String] = []
    for group in groups {
      let hunk = edits[
        max(group.lowerBound - context, 0)...min(group.upperBound + context, edits.count - 1)]
      let oldLines = hunk.compactMap(oldLine)
      let newLines = hunk.compactMap(newLine)
      // Lines count from 1; a side with no lines in the hunk (an empty file) starts at 0.
      lines.append(
        "@@ -\(oldLines.first.map { $0 + 1 } ?? 0),\(oldLines.count) +\(newLines.first.map { $0 + 1 } ?? 0),\(newLines.count) @@"
      )
      for edit in hunk {
        switch edit {
        case .same(let line, _): lines.append(" " + old[line])
        case .removed(let line): lines.append("-" + old[line])
        case .added(let line): lines.append("+" + new[line])
        }
      }
    }
    guard lines.count > maximumLines else { return lines }
    return Array(lines.prefix(maximumLines)) + [
      "… \(lines.count - maximumLines) more lines of differences"
    ]
  }

  private static func oldLine(_ edit: Edit) -> Int? {
    switch edit {
    case .same(let line, _), .removed(let line): line
    case .added: nil
    }
  }

  private static func newLine(_ edit: Edit) -> Int? {
    switch edit {
    case .same(_, let line), .added(let line): line
    case .removed: nil
    }
  }

  /// The edits that turn `old` into `new`: the common start and end kept, and between them a longest common
  /// subsequence (when the middle is small enough to compare line by line; otherwise all of it replaced).
  private static func script(_ old: [Substring], _ new: [Substring]) -> [Edit] {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = prefix..<(old.count - suffix)
    let newMiddle = prefix..<(new.count - suffix)
    var edits = (0..<prefix).map { Edit.same(old: $0, new: $0) }
    if oldMiddle.count * newMiddle.count <= 4_000_000 {
      edits += commonSubsequence(old, oldMiddle, new, newMiddle)
    } else {
      edits += oldMiddle.map(Edit.removed) + newMiddle.map(Edit.added)
    }
    edits += (0..<suffix).map {
      Edit.same(old: old.count - suffix + $0, new: new.count - suffix + $0)
    }
    return edits
  }

  private static func commonSubsequence(
    _ old: [Substring], _ a: Range<Int>, _ new: [Substring], _ b: Range<Int>
  ) -> [Edit] {
    // lengths[i][j]: the longest common subsequence of old[a.lowerBound + i...] and new[b.lowerBound + j...].
    let width = b.count + 1
    var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          old[a.lowerBound + i] == new[b.lowerBound + j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && old[a.lowerBound + i] == new[b.lowerBound + j] {
        edits.append(.same(old: a.lowerBound + i, new: b.lowerBound + j))
        (i, j) = (i + 1, j + 1)
      } else if i < a.count
        && (j == b.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
      {
        // Removals first, as diff writes a changed line.
        edits.append(.removed(a.lowerBound + i))
        i += 1
      } else {
        edits.append(.added(b.lowerBound + j))
        j += 1
      }
    }
    return edits
  }
}
