import Foundation
import RouteGenCore
import RouteGenTestSupport

/// Links to try on a spec: the links of random values of every route (on each of its hosts), its patterns
/// filled with raw texts, near misses and mutations of them all.
struct LinkDrawer {
  let app: AppModel
  let builder: URLBuilder
  var values: RandomValues

  init(app: AppModel, seed: UInt64) {
    self.app = app
    builder = URLBuilder(app: app)
    values = RandomValues(app: app, generator: SeededGenerator(seed: seed))
  }

  /// Texts a placeholder may be given: values of every type, and what breaks naive URL code.
  static let texts = [
    "a", "abc", "42", "-7", "0", "1.5", "40.8", "true", "1", "false", "0", "last", "unread",
    "first", "red",
    "navy-blue", "NAVY", "new", "Mixed", "123e4567-e89b-12d3-a456-426614174000",
    "2025-08-26T06:00:00Z",
    "2025-08-26T06:00:00.123+02:00", "proxy.example.com", "de", "www", "", " ", "a b", "a+b", "%",
    "%2F",
    "%2e%2E", "..", ".", "a/b", "a//b", "a/", "/a", "\\", "%5C", "?", "#", "&", "=", "%00", "%0A",
    "\t", "\n",
    "é", "%C3%A9", "%e2%82", "\u{202E}x", "日本", "%41", "A", "~", "@", ":", "a.json", "xn--", "-a",
    "a_b",
    String(repeating: "z", count: 90), "/", "p", "%23", "id-", "abc-x",
  ]

  /// About `count` distinct links, in a fixed order for the seed.
  mutating func links(count: Int) -> [String] {
    var links: [String] = []
    var seen: Set<String> = []
    func add(_ link: String) {
      if seen.insert(link).inserted { links.append(link) }
    }
    let routes = app.routes
    var round = 0
    while links.count < count && round < count {
      round += 1
      let route = routes[values.generator.below(routes.count)]
      // The links of a random value, on every host of the route.
      let value = values.value(for: route)
      for kind in FormKind.allCases {
        guard let link = builder.url(for: value, form: kind) else { continue }
        add(link)
        if kind == .web { rehosted(link, route).forEach(add) }
        for mutation in mutations(of: link) { add(mutation) }
      }
      // A pattern with raw texts, valid or not.
      for kind in FormKind.allCases {
        guard let form = route.form(kind) else { continue }
        let pattern = form.patterns[values.generator.below(form.patterns.count)]
        let link = filled(pattern, route)
        add(link)
        if values.generator.below(3) == 0 { mutations(of: link).prefix(4).forEach(add) }
      }
    }
    return Array(links.prefix(count))
  }

  /// The link on each host of its route: a wildcard's with a label, writable or not.
  private mutating func rehosted(_ link: String, _ route: Route) -> [String] {
    guard let host = URLComponents(string: link)?.host else { return [] }
    return route.hosts.map { other in
      let name =
        other.isWildcard
        ? pick(["de", "fr", "www", "UPPER", "a_b", "-x", "xn--bcher-kva", "a.b"]) + "." + other.name
        : other.name
      return link.replacingOccurrences(of: "://\(host)", with: "://\(name)")
    }
  }

  /// A pattern's text with each placeholder given a raw text, on one of its hosts.
  private mutating func filled(_ pattern: Pattern, _ route: Route) -> String {
    var text = pattern.source
    for name in pattern.placeholderNames where name != pattern.hostParameter {
      let raw = pick(Self.texts)
      let encoded =
        values.generator.below(3) == 0 ? PercentEncoding.encode(raw, for: .queryValue) : raw
      text = text.replacingOccurrences(
        of: "{\(name)...}", with: encoded + (values.generator.below(4) == 0 ? "/x//y" : "/b"))
      text = text.replacingOccurrences(of: "{\(name)}", with: encoded)
    }
    guard pattern.kind == .web else {
      return (app.customSchemes.first ?? "x") + ":"
        + (values.generator.below(5) == 0 ? "///" : "//") + text
    }
    let host = pattern.hosts.isEmpty ? Host(name: "example.com") : pick(pattern.hosts)
    let label = pick(["de", "www", "Ab", "fr", "xy", "x-y", "fr.blog", "A.b.c", "-x"])
    let name = host.isWildcard ? label + "." + host.name : host.name
    return pick(app.webSchemes) + "://" + name + text
  }

  /// Variations of a link that real links and attackers produce.
  private mutating func mutations(of link: String) -> [String] {
    var result = values.mutations(of: link)
    let characters = Array(link)
    let position =
      characters.count > 9 ? 8 + values.generator.below(characters.count - 8) : characters.count
    let inserted = pick([
      " ", "\t", "\n", "%20", "%2e%2E/", "./", "//", "%0A", "&", "#", "?", "é", "%C3%A9", "%", ";",
    ])
    result += [
      String(characters[..<position]) + inserted + String(characters[position...]),
      link + "  ", " " + link, link + "\t", link.replacingOccurrences(of: "://", with: "://\u{0}"),
      link.replacingOccurrences(of: ".example/", with: ".example:443/"),
      link.replacingOccurrences(of: ".example/", with: ".example./"),
      link.replacingOccurrences(of: "/", with: "%2F", options: [], range: nil).replacingOccurrences(
        of: "%2F%2F", with: "//"),
      link.replacingOccurrences(of: "%20", with: "+"),
      link.replacingOccurrences(of: "=", with: "=%20"),
      link.replacingOccurrences(of: "#", with: "#&x=1&"),
      link + "&" + (link.split(separator: "&").last ?? ""),
    ]
    if let hash = link.firstIndex(of: "#") { result.append(String(link[..<hash])) }
    return result
  }

  private mutating func pick<T>(_ choices: [T]) -> T {
    choices[values.generator.below(choices.count)]
  }
}

extension SeededGenerator {
  mutating func below(_ count: Int) -> Int { Int(next() % UInt64(max(count, 1))) }
}
