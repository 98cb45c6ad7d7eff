import Foundation

/// The intent filters of a manifest, read as Android's code matches an App Link with them (AOSP
/// `IntentFilter.matchData`, `AuthorityEntry.match`, `PatternMatcher`, `Uri`), apart from the generator: a filter
/// with `android:autoVerify="true"` opens a link when the link's scheme is one of the filter's schemes (exactly),
/// its host one of its hosts (ignoring case; `*.example.com`: a host ending in `.example.com`, not the apex), and,
/// when the filter has paths, its decoded path (`Uri.getPath()`) one of them by `AndroidPatternMatcher`. `<data>`
/// elements of one filter combine.
public struct AndroidManifestMatcher: Sendable {
  public struct Filter: Sendable, Equatable {
    public var autoVerify = false
    public var schemes: [String] = []
    public var hosts: [String] = []
    /// `path`, `pathPrefix` and `pathPattern` elements, as Android reads their values; others are not read here.
    public var paths: [Path] = []
  }

  public struct Path: Sendable, Equatable {
    public var kind: AndroidPatternMatcher.Kind
    public var pattern: String

    public init(_ kind: AndroidPatternMatcher.Kind, _ pattern: String) {
      (self.kind, self.pattern) = (kind, pattern)
    }

    /// The manifest attribute that holds it.
    public var attribute: String {
      switch kind {
      case .literal: "path"
      case .prefix: "pathPrefix"
      case .simpleGlob: "pathPattern"
      }
    }
  }

  public var filters: [Filter]
  public var escapedDot: AndroidPatternMatcher.EscapedDot = .anyUnit

  /// The filters of a manifest's text: each `<intent-filter>` and its `<data>` elements' attributes, XML's
  /// entities and aapt's escapes read.
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
          case "path": current!.paths.append(Path(.literal, value))
          case "pathPrefix": current!.paths.append(Path(.prefix, value))
          case "pathPattern": current!.paths.append(Path(.simpleGlob, value))
          default: break
          }
        }
      }
    }
    self.filters = filters
  }

  /// Whether Android opens `url` in the app as a verified App Link, as far as the manifest decides (all that
  /// Android 14 and lower read; Android 15+ narrows it with the dynamic rules).
  public func opensApp(_ url: String) -> Bool {
    takes(url, verifiedOnly: true)
  }

  /// Whether a filter (verified or not, when `verifiedOnly` is false) takes `url`.
  public func takes(_ url: String, verifiedOnly: Bool = false) -> Bool {
    filter(taking: url, verifiedOnly: verifiedOnly) != nil
  }

  /// The index of the first filter that takes `url`.
  public func filter(taking url: String, verifiedOnly: Bool) -> Int? {
    let uri = AndroidURI(url)
    guard let scheme = uri.scheme else { return nil }
    return filters.firstIndex { filter in
      guard (filter.autoVerify || !verifiedOnly) && filter.schemes.contains(scheme) else {
        return false
      }
      // `matchData` reads paths only in a filter with hosts.
      guard !filter.hosts.isEmpty else { return true }
      return filter.hosts.contains { Self.hostMatches($0, uri.host) }
        && (filter.paths.isEmpty
          || filter.paths.contains {
            AndroidPatternMatcher.matches($0.kind, $0.pattern, uri.path, escapedDot: escapedDot)
          })
    }
  }

  /// `AuthorityEntry.match`: a leading `*` makes the rest a suffix; letters compare ignoring case.
  static func hostMatches(_ entry: String, _ host: String?) -> Bool {
    guard let host else { return false }
    let wild = entry.hasPrefix("*")
    let name = Array((wild ? String(entry.dropFirst()) : entry).lowercased().utf16)
    let text = Array(host.lowercased().utf16)
    return wild
      ? text.count >= name.count && text.suffix(name.count).elementsEqual(name) : text == name
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

  /// XML entities, then aapt's reading of a string value: `\\x` is `x` (`\\n` and `\\t` a newline and tab,
  /// `\\uXXXX` that unit), and an unescaped `"` only quotes.
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
    return aaptString(text)
  }

  /// aapt's escapes of a string attribute.
  static func aaptString(_ text: String) -> String {
    var result = ""
    var characters = text.makeIterator()
    while let character = characters.next() {
      switch character {
      case "\\":
        guard let escaped = characters.next() else { return result }
        switch escaped {
        case "n": result += "\n"
        case "t": result += "\t"
        case "u":
          let digits = String((0..<4).compactMap { _ in characters.next() })
          if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
            result.unicodeScalars.append(scalar)
          }
        default: result.append(escaped)
        }
      case "\"": continue
      default: result.append(character)
      }
    }
    return result
  }
}
