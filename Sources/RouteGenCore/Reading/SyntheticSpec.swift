import Foundation

/// Deterministic synthetic specs for benchmarks, shaped like real apps: sections of 25 routes sharing literal
/// prefixes, typed parameters (int, UUID, enum), aliases, query parameters, and both forms. Every route has a
/// custom-scheme form; two in fifty also have a web form, which keeps the AASA of 10,000 routes under Apple's
/// 128 KB limit (an app that large publishes a few universal-link routes, not thousands).
public enum SyntheticSpec {
  static func hasWebForm(_ index: Int) -> Bool { index % 50 < 2 }

  /// A spec with `count` routes. The same count always gives the same bytes.
  public static func json(routes count: Int) -> String {
    var routes: [String] = []
    for index in 0..<count {
      let section = "s\(index / 25)"
      let web = hasWebForm(index)
      let route: String
      switch index % 5 {
      case 0:
        route = """
          { "name": "item\(index)", "summary": "Item page \(index).", "params": { "id": { "type": "int", "min": 1 } },\(web ? "\n  \"web\": \"/\(section)/items\(index)/{id}\"," : "")
            "scheme": "\(section)/items\(index)/{id}" }
          """
      case 1:
        route = """
          { "name": "user\(index)", "summary": "User page \(index).", "params": { "uid": "uuid" },\(web ? "\n  \"web\": [\"/\(section)/users\(index)/{uid}\", \"/\(section)/u\(index)/{uid}\"]," : "")
            "scheme": ["\(section)/users\(index)/{uid}", "\(section)/u\(index)/{uid}"] }
          """
      case 2:
        route = """
          { "name": "tab\(index)", "summary": "Tab \(index).", "params": { "kind": { "type": "enum", "values": ["all", "new", "top"] } },
            "scheme": "\(section)/tabs\(index)/{kind}" }
          """
      case 3:
        route = """
          { "name": "search\(index)", "summary": "Search \(index).", "auth": "required",
            "params": { "q": { "type": "string", "optional": true }, "page": { "type": "int", "min": 1, "default": 1 }, "sort": { "type": "enum", "values": ["new", "top"], "optional": true } },
            "scheme": "\(section)/search\(index)?q={q}&page={page}&sort={sort}" }
          """
      default:
        route = """
          { "name": "feed\(index)", "summary": "Feed \(index).", "scheme": "\(section)/feed\(index)" }
          """
      }
      let withExample = String(route.dropLast(2)) + ",\n  \"examples\": [\"\(example(index))\"] }"
      routes.append("    " + withExample.replacingOccurrences(of: "\n", with: "\n    "))
    }
    // (`$schema` as seen from where the benchmark keeps them, Benchmarks/Sources/RouteGenBench/.)
    return """
      {
        "$schema": "../../../Specs/route-spec.schema.json",
        "app": "Synthetic\(count)",
        "scheme": "synth",
        "domains": ["synth.example"],
        "aasa": { "appIDs": ["ABCDE12345.com.example.synth"] },
        "routes": [
      \(routes.joined(separator: ",\n"))
        ]
      }

      """
  }

  /// A URL of route `index`, checked by the validator like any spec example.
  static func example(_ index: Int) -> String {
    let section = "s\(index / 25)"
    let base = hasWebForm(index) ? "https://synth.example/" : "synth://"
    switch index % 5 {
    case 0: return "\(base)\(section)/items\(index)/1"
    case 1: return "\(base)\(section)/users\(index)/123e4567-e89b-12d3-a456-426614174000"
    case 2: return "synth://\(section)/tabs\(index)/new"
    case 3: return "synth://\(section)/search\(index)?q=a"
    default: return "synth://\(section)/feed\(index)"
    }
  }

  /// Hit URLs: the first, middle and last routes of the spec, both forms, aliases, typed and query-heavy links.
  public static func hitURLs(routes count: Int) -> [String] {
    let middle = count / 2 / 50 * 50
    let last = (count - 1) / 50 * 50
    func url(_ index: Int, alias: Bool = false) -> String {
      let section = "s\(index / 25)"
      switch index % 5 {
      case 0:
        return hasWebForm(index)
          ? "https://synth.example/\(section)/items\(index)/\(index + 7)"
          : "synth://\(section)/items\(index)/\(index + 7)"
      case 1:
        let path =
          "\(section)/\(alias ? "u" : "users")\(index)/123e4567-e89b-12d3-a456-426614174000"
        return hasWebForm(index) ? "https://synth.example/\(path)" : "synth://\(path)"
      case 2: return "synth://\(section)/tabs\(index)/top"
      case 3:
        return
          "synth://\(section)/search\(index)?q=swift%20ui&page=3&sort=new&utm_source=newsletter"
      default: return "synth://\(section)/feed\(index)"
      }
    }
    let indexes = [
      0, 1, 2, 3, 4, middle, middle + 1, middle + 3, last, last + 1, count - 2, count - 1,
    ]
    var urls = indexes.filter { $0 < count }.map { url($0) }
    urls += [url(1, alias: true), url(min(last + 1, count - 1), alias: true)]
    var unique: [String] = []
    for url in urls where !unique.contains(url) { unique.append(url) }
    return unique
  }

  /// URLs no route accepts: an unknown path, and a foreign host.
  public static let missURLs = [
    "https://synth.example/s0/unknown/1", "https://other.example/s0/items0/1",
  ]
}
