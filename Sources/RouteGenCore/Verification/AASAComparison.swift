/// The served components against the generated ones, by meaning rather than text: comments and key order are
/// ignored; a component missing, one added, one whose flags changed, and two that overlap but come in the other
/// order (so that the other one decides the links both match) are each a difference.
enum AASAComparison {
  static func differences(
    served: [AASAMatcher.Component], generated: [AASAMatcher.Component], generatedFile: String
  ) -> [VerifyFinding] {
    var findings: [VerifyFinding] = []
    func difference(_ message: String) {
      findings.append(VerifyFinding(.warning, .difference, message))
    }
    // Each generated component paired with the first unpaired served one that matches the same links.
    var pairs: [(generated: Int, served: Int)] = []
    var paired = Set<Int>()
    for (index, component) in generated.enumerated() {
      guard
        let match = served.indices.first(where: {
          !paired.contains($0) && signature(served[$0]) == signature(component)
        })
      else {
        difference("missing \(describe(component)): \(component.comment) in \(generatedFile)")
        continue
      }
      paired.insert(match)
      pairs.append((index, match))
      let flags = changedFlags(served[match], component)
      if !flags.isEmpty {
        difference(
          "component \(match + 1), \(describe(served[match])), has \(flags) (\(component.comment))")
      }
    }
    for index in served.indices where !paired.contains(index) {
      difference("component \(index + 1), \(describe(served[index])), is not in \(generatedFile)")
    }
    // Two overlapping components in the other order: the later one in the generated file now decides.
    var reordered: [String] = []
    for (position, first) in pairs.enumerated() {
      for second in pairs[(position + 1)...] where second.served < first.served {
        guard overlap(generated[first.generated], generated[second.generated]) else { continue }
        reordered.append(
          "component \(second.served + 1) (\(generated[second.generated].comment)) now comes before \(first.served + 1) (\(generated[first.generated].comment))"
        )
      }
    }
    if let first = reordered.first {
      let more =
        reordered.count > 1
        ? " (and \(reordered.count - 1) more pair\(reordered.count == 2 ? "" : "s"))" : ""
      difference("reordered: \(first), so it decides the links both match\(more)")
    }
    return findings
  }

  /// What a component matches, without what it does with a match.
  private static func signature(_ component: AASAMatcher.Component) -> String {
    var text =
      "/" + (component.path ?? "\u{0}") + "\u{1}#" + (component.fragment ?? "\u{0}") + "\u{1}?"
    switch component.query {
    case nil: text += "\u{0}"
    case .whole(let query): text += "=" + query
    case .items(let items):
      text += items.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
        separator: "\u{1}")
    }
    return text
  }

  private static func changedFlags(
    _ served: AASAMatcher.Component, _ generated: AASAMatcher.Component
  ) -> String {
    var changes: [String] = []
    if served.exclude != generated.exclude {
      changes.append(
        "\"exclude\": \(served.exclude) where the generated file has \(generated.exclude)")
    }
    if served.caseSensitive != generated.caseSensitive {
      changes.append(
        "\"caseSensitive\": \(served.caseSensitive) where the generated file has \(generated.caseSensitive)"
      )
    }
    if served.percentEncoded != generated.percentEncoded {
      changes.append(
        "\"percentEncoded\": \(served.percentEncoded) where the generated file has \(generated.percentEncoded)"
      )
    }
    return changes.joined(separator: ", ")
  }

  private static func overlap(_ a: AASAMatcher.Component, _ b: AASAMatcher.Component) -> Bool {
    guard let first = a.path, let second = b.path else { return true }
    return AASARenderer.pathsOverlap(
      first, second, caseSensitive: a.caseSensitive && b.caseSensitive)
  }

  /// A component as JSON on one line: `{"/": "/user/?*", "exclude": true}`.
  static func describe(_ component: AASAMatcher.Component) -> String {
    var members: [String] = []
    if let path = component.path { members.append("\"/\": \(JSONOutput.quoted(path))") }
    switch component.query {
    case nil: break
    case .whole(let query): members.append("\"?\": \(JSONOutput.quoted(query))")
    case .items(let items):
      members.append(
        "\"?\": {"
          + items.sorted { $0.key < $1.key }.map {
            "\(JSONOutput.quoted($0.key)): \(JSONOutput.quoted($0.value))"
          }.joined(separator: ", ") + "}")
    }
    if let fragment = component.fragment { members.append("\"#\": \(JSONOutput.quoted(fragment))") }
    if component.exclude { members.append("\"exclude\": true") }
    return "{" + members.joined(separator: ", ") + "}"
  }
}
