/// Where Android's `*` reads a pattern otherwise than Apple's: a value before more of its pattern stops at the
/// first occurrence of the character after it (`/user/{userId}/followers`: at the first `/`, which a value holds
/// when a link writes it `%2F`; `{slug}.html`: at the first `.`). Apple's `*` takes the longest run, so such a link
/// opens the app on iOS, and on Android goes to the browser (dynamic rules and, on Android 14 and lower, the
/// manifest's `pathPattern` alike).
public struct AndroidStop: Sendable, Hashable {
  /// What holds the character, as ROUTES.md names it: a value (`{slug}`), or a fragment's items.
  public var place: String
  public var character: Character
  /// A value of the path, which the manifest's filters read too (with `/`; a value that holds the character its
  /// segment continues with is written once per count of it, `ManifestRenderer.stopsTaken`).
  public var isInPath = false

  /// The stops of a web pattern whose values may hold the character after them: in the path, in a query value or
  /// the fragment with text after the value, and in a fragment of items (written `*key=?*…`, whose first `*`
  /// stops at the first occurrence of the key's first character).
  public static func all(in pattern: Pattern, of route: Route) -> [AndroidStop] {
    var stops: [AndroidStop] = []
    func add(_ template: Template, before character: Character?, inPath: Bool = false) {
      guard let character, let parameter = route.parameter(named: template.parameter),
        mayHold(parameter.type, character)
      else { return }
      stops.append(
        AndroidStop(place: "{\(parameter.name)}", character: character, isInPath: inPath))
    }
    for (index, segment) in pattern.segments.enumerated() {
      guard case .template(let template) = segment else { continue }
      let isLast = index == pattern.segments.count - 1 && pattern.catchAll == nil
      add(template, before: template.suffix.first ?? (isLast ? nil : "/"), inPath: true)
    }
    for item in pattern.query {
      if let template = item.template { add(template, before: template.suffix.first) }
    }
    if let template = pattern.fragment?.template { add(template, before: template.suffix.first) }
    if let items = AASARenderer.fragmentItemOrders(pattern, route).first ?? nil,
      let key = items.dropFirst().first
    {
      stops.append(AndroidStop(place: "the fragment's items", character: key))
    }
    return stops
  }

  /// Whether a value of `type`, as a link gives it decoded, may hold `character`.
  static func mayHold(_ type: ParameterType, _ character: Character) -> Bool {
    func anyOf(_ texts: [String]) -> Bool { texts.contains { $0.contains(character) } }
    switch type {
    case .string(let constraints):
      guard let characters = constraints.characters else {
        return !constraints.isHostName || character.isLetter || character.isNumber
          || "-.".contains(character)
      }
      return character.unicodeScalars.count == 1
        && characters.ranges.contains { $0.contains(character.unicodeScalars.first!.value) }
    case .int(_, _, let keywords): return anyOf(["-0123456789"] + keywords)
    case .double: return "-+.0123456789eEinfINFaN".contains(character)
    case .bool(let spellings): return anyOf(spellings.trueValues + spellings.falseValues)
    case .uuid: return "-0123456789abcdefABCDEF".contains(character)
    case .date: return "-+:.0123456789TZ".contains(character)
    case .enumeration(let type): return anyOf(type.values.flatMap { [$0.wire] + $0.aliases })
    case .destination: return true
    }
  }
}
