import RouteGenCore
import RouteGenTestSupport

/// A spec split in parts against the same spec in one file: it generates the same files as the one file with
/// its routes in name order, less the notes of the file each route is in, and the reference reads every link
/// to the same route and values (and builds the same links) as from the one file in the order written, so that
/// where a route is written, and the order that follows, changes what no link does.
enum SplitCheck {
  static func findings(_ spec: FuzzSpec, links: [String]) -> [Finding] {
    guard spec.parts > 0 else { return [] }
    var findings: [Finding] = []
    func finding(_ link: String, _ detail: String) {
      findings.append(Finding(check: "parts", spec: spec, link: link, detail: detail))
    }
    var byName = spec.json
    byName["routes"] = .array(
      (spec.json["routes"]?.elements ?? []).sorted {
        ($0["name"]?.text ?? "").utf8.lexicographicallyPrecedes(($1["name"]?.text ?? "").utf8)
      })
    guard let written = FuzzSpec.load(spec.json, name: spec.name, parts: 0).model,
      let ordered = FuzzSpec.load(byName, name: spec.name, parts: 0).model
    else {
      finding("", "the spec is valid in \(spec.parts + 1) files and not in one")
      return findings
    }
    let split = Pipeline.render(spec.model)
    let whole = Pipeline.render(ordered)
    if split.map(\.path) != whole.map(\.path) {
      finding("", "it generates \(split.map(\.path)), in one file \(whole.map(\.path))")
    }
    for (part, one) in zip(split, whole) where withoutSourceNotes(part.contents) != one.contents {
      finding(
        "", "its \(part.path) differs from the one file's (routes in name order) beyond the notes")
    }
    let (fromParts, fromOneFile) = (Reference(app: spec.model), Reference(app: written))
    for link in links {
      let (read, readWhole) = (fromParts.expected(link).fields, fromOneFile.expected(link).fields)
      if read != readWhole {
        finding(link, "read as \(read) from the parts, \(readWhole) from one file")
      }
    }
    return findings
  }
}
