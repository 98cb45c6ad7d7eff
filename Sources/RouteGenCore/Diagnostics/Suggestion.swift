/// Finds the known word a mistyped one most likely meant, for "did you mean" hints.
enum Suggestion {
  /// Words people reach for that are far from the key by spelling but mean it.
  static let synonyms: [String: String] = [
    "requiresauth": "auth", "requiresauthentication": "auth", "authentication": "auth",
    "authrequired": "auth",
    "description": "summary", "title": "summary", "path": "web", "url": "web", "web_path": "web",
    "custom": "scheme", "customscheme": "scheme", "parameters": "params", "arguments": "params",
    "required": "optional", "enum": "values", "cases": "values", "pattern": "characters",
    "hosts": "domains", "domain": "domains", "schemes": "extraSchemes", "group": "feature",
    "tag": "feature",
    "integer": "int", "float": "double", "number": "double", "boolean": "bool", "guid": "uuid",
    "datetime": "date", "timestamp": "date", "str": "string", "text": "string",
    "appid": "appIDs", "appids": "appIDs", "maxlength": "maxLength", "maxurllength": "maxURLLength",
  ]

  static func nearest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if let synonym = synonyms[lowered], candidates.contains(synonym) { return synonym }
    if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if distance <= max(2, candidate.count / 3), distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.word
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
