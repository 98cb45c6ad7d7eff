import Foundation

/// The intent filters of a manifest, read as Android 14 and lower match an App Link with them (Android's "Add App
/// Links", AOSP `IntentFilter` and `PatternMatcher`), apart from the generator: a filter with
/// `android:autoVerify="true"` opens a link when its scheme is one of the filter's schemes, its host one of its hosts
/// (`*.example.com`: any subdomain), and, when the filter has paths, its decoded path one of them (`path` exactly,
/// `pathPrefix` as a prefix, `pathPattern` as a simple glob: `.` any character, `c*` any number of `c`, `.*` any
/// characters up to the next one of the pattern, no backtracking, `\` escaping). Scheme and host compare
/// case-sensitively. `<data>` elements of one filter combine.
public struct AndroidManifestMatcher: Sendable {
  public struct Filter: Sendable, Equatable {
    public var autoVerify = false
    public var schemes: [String] = []
    public var hosts: [String] = []
    /// `(attribute, value)`: `path`, `pathPrefix` or `pathPattern`, as Android reads the value.
    public var paths: [(String, String)] = []

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.autoVerify == rhs.autoVerify && lhs.schemes == rhs.schemes && lhs.hosts == rhs.hosts
        && lhs.paths.elementsEqual(rhs.paths) { $0 == $1 }
    }
  }

  public var filters: [Filter]

  /// The filters of a manifest's text: each `<intent-filter>` and its `<data>` elements' attributes, entities
  /// and aapt's `\\` escapes read.
  public init(xml: String) {
    var filters: [Filter] = []
    var current: Filter?
    for line in xml.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("<intent-filter") {
        current = Filter(autoVerify: text.contains("android:autoVerify=\"true\""))
      } else if text.hasPrefix("</intent-filter"), let filter = current {
        filters.append(filter)
        current = nil
      } else if text.hasPrefix("<data"), current != nil {
        for (name, value) in Self.attributes(text) {
          switch name {
          case "scheme": current!.schemes.append(value)
          case "host": current!.hosts.append(value)
          case "path", "pathPrefix", "pathPattern", "pathAdvancedPattern":
            current!.paths.append((name, value))
          default: break
          }
        }
      }
    }
    self.filters = filters
  }

  /// Whether Android 14 and lower open `url` in the app as a verified App Link.
  public func opensApp(_ url: String) -> Bool {
    guard let parts = URLComponents(string: url), let scheme = parts.scheme, let host = parts.host
    else { return false }
    return filters.contains { filter in
      filter.autoVerify && filter.schemes.contains(scheme)
        && filter.hosts.contains { Self.hostMatches($0, host) }
        && (filter.paths.isEmpty || filter.paths.contains { Self.pathMatches($0, parts.path) })
    }
  }

  static func hostMatches(_ pattern: String, _ host: String) -> Bool {
    pattern.hasPrefix("*") ? host.hasSuffix(pattern.dropFirst()) : pattern == host
  }

  static func pathMatches(_ entry: (String, String), _ path: String) -> Bool {
    switch entry.0 {
    case "path": path == entry.1
    case "pathPrefix": path.hasPrefix(entry.1)
    case "pathPattern": simpleGlob(entry.1, path)
    default: false  // pathAdvancedPattern (API 31+) is not read here
    }
  }

  /// `PatternMatcher`'s simple glob.
  static func simpleGlob(_ pattern: String, _ text: String) -> Bool {
    // Each element: a character (nil: `.`, any) and whether `*` repeats it.
    var elements: [(character: Character?, repeats: Bool)] = []
    var escaped = false
    for character in pattern {
      if escaped {
        elements.append((character, false))
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "*", !elements.isEmpty, !elements[elements.count - 1].repeats {
        elements[elements.count - 1].repeats = true
      } else {
        elements.append((character == "." ? nil : character, false))
      }
    }
    let t = Array(text)
    var j = 0
    for (index, element) in elements.enumerated() {
      if element.repeats {
        if let character = element.character {
          while j < t.count && t[j] == character { j += 1 }
        } else {
          // `.*`: up to the next element's character; the rest when it is last (or a wildcard).
          guard index + 1 < elements.count, let next = elements[index + 1].character else {
            if index + 1 == elements.count { return true }
            continue
          }
          while j < t.count && t[j] != next { j += 1 }
        }
      } else {
        guard j < t.count, element.character == nil || t[j] == element.character else {
          return false
        }
        j += 1
      }
    }
    return j == t.count
  }

  /// `name="value"` pairs of an element's `android:` attributes, as Android reads the values.
  static func attributes(_ element: String) -> [(String, String)] {
    var result: [(String, String)] = []
    var rest = Substring(element)
    while let start = rest.range(of: "android:") {
      rest = rest[start.upperBound...]
      guard let equals = rest.firstIndex(of: "="), rest[rest.index(after: equals)...].first == "\""
      else { break }
      let name = String(rest[..<equals])
      let valueStart = rest.index(equals, offsetBy: 2)
      guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
      result.append((name, unescaped(String(rest[valueStart..<end]))))
      rest = rest[rest.index(after: end)...]
    }
    return result
  }

  /// XML entities, then aapt's escapes (`\\` is one backslash).
  static func unescaped(_ value: String) -> String {
    var text = ""
    var rest = Substring(value)
    while let amp = rest.firstIndex(of: "&") {
      text += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
      let entity = rest[rest.index(after: amp)..<semicolon]
      switch entity {
      case "amp": text += "&"
      case "lt": text += "<"
      case "gt": text += ">"
      case "quot": text += "\""
      case "apos": text += "'"
      default:
        if entity.hasPrefix("#x"), let value = UInt32(entity.dropFirst(2), radix: 16),
          let scalar = Unicode.Scalar(value)
        {
          text.unicodeScalars.append(scalar)
        } else if entity.hasPrefix("#"), let value = UInt32(entity.dropFirst()),
          let scalar = Unicode.Scalar(value)
        {
          text.unicodeScalars.append(scalar)
        }
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    text += rest
    return text.replacingOccurrences(of: "\\\\", with: "\\")
  }
}
