/// Android's `PatternMatcher` (AOSP frameworks/base, `core/java/android/os/PatternMatcher.java`), as its code reads
/// a pattern, not as the documentation's prose does: the intent filters' `path`, `pathPrefix` and `pathPattern`,
/// and Android 15's `UriRelativeFilter`s (which dynamic rules become) are matched by it. Texts are compared in UTF-16
/// code units, as Java's `String.charAt` gives them.
///
/// The simple glob walks pattern and text together and stops when either is used up: `.` is any one unit, `c*` as
/// many `c` as follow (none too), `.*` everything up to and including the first occurrence of the pattern's next
/// unit (no backtracking), `\` escapes the unit after it. When the text ends first, only a remaining `.*` is
/// forgiven, so `/search/*` never takes `/search`, and `/a/b*` never takes `/a/`.
public enum AndroidPatternMatcher {
  public enum Kind: String, Sendable, Hashable {
    /// `android:path`: the whole text.
    case literal
    /// `android:pathPrefix`.
    case prefix
    /// `android:pathPattern`.
    case simpleGlob
  }

  /// Android 15's source reads an escaped `.` outside `\.*` as any unit (`if (c != '.' && …)` ignores the escape);
  /// CTS's `PatternMatcherTest` of later releases asserts that `te\.t` takes `te.t` only. Both take a literal `.`.
  public enum EscapedDot: Sendable {
    case anyUnit
    case literal
  }

  /// `PatternMatcher.matchPattern`: nil text (a URI without that part) never matches.
  public static func matches(
    _ kind: Kind, _ pattern: String, _ text: String?, escapedDot: EscapedDot = .anyUnit
  ) -> Bool {
    guard let text else { return false }
    switch kind {
    case .literal: return Array(pattern.utf16) == Array(text.utf16)
    case .prefix: return text.utf16.starts(with: pattern.utf16)
    case .simpleGlob: return simpleGlob(pattern, text, escapedDot: escapedDot)
    }
  }

  /// `PatternMatcher.matchGlobPattern`, step by step.
  public static func simpleGlob(
    _ pattern: String, _ text: String, escapedDot: EscapedDot = .anyUnit
  ) -> Bool {
    let p = Array(pattern.utf16)
    let m = Array(text.utf16)
    guard !p.isEmpty else { return m.isEmpty }
    let (dot, star, backslash): (UInt16, UInt16, UInt16) = (46, 42, 92)
    func unit(_ index: Int) -> UInt16 { index < p.count ? p[index] : 0 }
    var (ip, im) = (0, 0)
    var next = p[0]
    while ip < p.count && im < m.count {
      var c = next
      ip += 1
      next = unit(ip)
      let escaped = c == backslash
      if escaped {
        c = next
        ip += 1
        next = unit(ip)
      }
      if next == star {
        if !escaped && c == dot {
          // `.*` last in the pattern takes the rest.
          if ip >= p.count - 1 { return true }
          ip += 1
          next = p[ip]
          if next == backslash {
            ip += 1
            next = unit(ip)
          }
          // Up to and including the first occurrence of the pattern's next unit.
          while im < m.count && m[im] != next { im += 1 }
          if im == m.count { return false }
          ip += 1
          next = unit(ip)
          im += 1
        } else {
          while im < m.count && m[im] == c { im += 1 }
          ip += 1
          next = unit(ip)
        }
      } else {
        let anyUnit = c == dot && (!escaped || escapedDot == .anyUnit)
        if !anyUnit && m[im] != c { return false }
        im += 1
      }
    }
    if ip >= p.count && im >= m.count { return true }
    // The text is used up; a last `.*` still matches.
    return ip == p.count - 2 && p[ip] == dot && p[ip + 1] == star
  }

  /// Text as the simple glob reads it literally: `.`, `*` and `\` escaped with `\`.
  public static func globEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if character == "." || character == "*" || character == "\\" { result += "\\" }
      result.append(character)
    }
    return result
  }
}
