import Foundation
import RouteGenCore

/// Shrinks a finding to a small valid spec and one link that still show it, and prints it as an entry of
/// `Regressions.swift`, which every run replays.
struct Shrinker {
  let build: DriverBuild
  /// Each attempt that needs the compiler costs a compile: a bound on the time one finding takes.
  var attempts = 80

  func shrink(_ finding: Finding) throws -> String? {
    var spec = finding.spec.json
    var link = finding.link
    var budget = attempts
    let (parts, environment) = (finding.spec.parts, finding.spec.environment?.name)
    func reproduces(_ candidate: JSON, _ candidateLink: String) throws -> Bool {
      guard budget > 0 else { return false }
      let name = finding.spec.name
      guard
        let spec = FuzzSpec.replayed(candidate, name: name, parts: parts, environment: environment)
      else { return false }
      budget -= 1
      // The split check needs no build: it reads the spec from its parts and from one file.
      if finding.check == "parts" {
        return !SplitCheck.findings(spec, links: finding.link.isEmpty ? [] : [candidateLink])
          .isEmpty
      }
      var batch = Batch(
        build: build, name: "shrink", specs: [spec],
        links: [finding.link.isEmpty ? [] : [candidateLink]])
      try batch.run(onlyFor: finding.check)
      return batch.findings.contains { $0.check == finding.check }
    }
    var progress = true
    while progress && budget > 0 {
      progress = false
      for candidate in smaller(spec) where try reproduces(candidate, link) {
        spec = candidate
        progress = true
        break
      }
      if progress { continue }
      for candidate in smaller(link: link) where try reproduces(spec, candidate) {
        link = candidate
        progress = true
        break
      }
    }
    guard
      let shrunk = FuzzSpec.replayed(
        spec, name: finding.spec.name, parts: parts, environment: environment)
    else { return nil }
    let expected = link.isEmpty ? [] : Reference(spec: shrunk).expected(link).fields
    return Regression.source(
      check: finding.check, detail: finding.detail, spec: spec, link: link, expected: expected,
      parts: parts, environment: environment)
  }

  /// The spec with one thing less: a route, a key, a pattern, a parameter, an array's item.
  private func smaller(_ spec: JSON) -> [JSON] {
    var candidates: [JSON] = []
    let routes = spec["routes"]?.elements ?? []
    for index in routes.indices where routes.count > 1 {
      var copy = spec
      copy["routes"] = .array(routes.enumerated().filter { $0.offset != index }.map(\.element))
      candidates.append(copy)
    }
    for member in spec.members where !["app", "routes"].contains(member.key) {
      var copy = spec
      copy[member.key] = nil
      candidates.append(copy)
    }
    for (index, route) in routes.enumerated() {
      for smaller in smaller(route: route) {
        var copy = routes
        copy[index] = smaller
        var candidate = spec
        candidate["routes"] = .array(copy)
        candidates.append(candidate)
      }
    }
    return candidates
  }

  private func smaller(route: JSON) -> [JSON] {
    var candidates: [JSON] = []
    for member in route.members where member.key != "name" {
      var copy = route
      copy[member.key] = nil
      candidates.append(copy)
      switch member.value {
      case .array(let elements) where elements.count > 1:
        for index in elements.indices {
          copy = route
          copy[member.key] = .array(
            elements.enumerated().filter { $0.offset != index }.map(\.element))
          candidates.append(copy)
        }
      case .array(let elements)
      where elements.count == 1 && ["web", "scheme"].contains(member.key):
        // One pattern: as a string.
        copy = route
        copy[member.key] = elements[0]
        candidates.append(copy)
      case .object(let members) where member.key == "params":
        for (index, param) in members.enumerated() {
          for key in param.value.members.map(\.key) where key != "type" {
            var smaller = param.value
            smaller[key] = nil
            var params = members
            params[index].value = smaller
            copy = route
            copy["params"] = .object(params)
            candidates.append(copy)
          }
        }
      default: break
      }
    }
    return candidates
  }

  /// The link with one thing less: its fragment, a query item, the tail of its path.
  private func smaller(link: String) -> [String] {
    var candidates: [String] = []
    if let hash = link.firstIndex(of: "#") { candidates.append(String(link[..<hash])) }
    if let question = link.firstIndex(of: "?") {
      let end = link.firstIndex(of: "#") ?? link.endIndex
      let items = link[link.index(after: question)..<end].split(
        separator: "&", omittingEmptySubsequences: false)
      for index in items.indices where items.count > 1 {
        let rest = items.enumerated().filter { $0.offset != index }.map(\.element).joined(
          separator: "&")
        candidates.append(String(link[...question]) + rest + link[end...])
      }
      candidates.append(String(link[..<question]) + link[end...])
    }
    return candidates
  }
}

/// A finding kept as a test: a spec, a link and what the reference reads it as, replayed by every run with all
/// the fuzzer's checks.
struct Regression {
  var name: String
  var spec: String
  var link: String
  /// The reference's fields (`DriverLine`), joined by tabs; empty: not pinned.
  var expected: String
  /// As the finding's spec was checked: written in `parts` parts besides its own file, and built for the
  /// environment of this name (nil: production).
  var parts: Int
  var environment: String?

  init(
    _ name: String, link: String, expected: String = "", parts: Int = 0,
    environment: String? = nil, spec: String
  ) {
    (self.name, self.link, self.expected, self.spec) = (name, link, expected, spec)
    (self.parts, self.environment) = (parts, environment)
  }

  static func source(
    check: String, detail: String, spec: JSON, link: String, expected: [String], parts: Int,
    environment: String?
  ) -> String {
    let pinned = expected.joined(separator: "\t")
    let text = spec.rendered().split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
    let build =
      (parts > 0 ? "\n  parts: \(parts)," : "")
      + (environment.map { "\n  environment: \($0.debugDescription)," } ?? "")
    return """
      // \(check): \(detail.prefix(300).replacingOccurrences(of: "\n", with: " "))
      // (expected: the reference's reading now; make sure it is the right one before pasting)
      Regression(
        "\(check)",
        link: \(link.debugDescription),
        expected: \(pinned.debugDescription),\(build)
        spec: #\"\"\"
      \(text)
          \"\"\"#),
      """
  }
}
