import RouteGenRuntime

/// `routegen match --urls`: a file of links, each read as the spec reads it, and compared with what the app's
/// old router answered when the file says (a second tab-separated column: a route name, `reject`, or a route name
/// followed by tab-separated `key=value` items, each compared with the value as links write it).
public struct LinkReplay {
  /// What the old router answered for a link.
  public enum Expectation: Sendable {
    case reject
    case route(String, values: [(key: String, value: String)])

    /// As the file writes it.
    var text: String {
      switch self {
      case .reject: "reject"
      case .route(let name, let values):
        ([name] + values.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
      }
    }
  }

  /// A link RouteGen reads otherwise than the old router did.
  public struct Disagreement: Sendable {
    public var url: String
    public var line: Int
    public var expected: Expectation
    /// What RouteGen makes of it: the route and its values, or the error.
    public var actual: String
    public var why: String
  }

  public struct Report: Sendable {
    public var links = 0
    /// Links per route, and refused links per `ParseError` case.
    public var routes: [String: Int] = [:]
    public var refused: [String: Int] = [:]
    /// Refused links per path (the link without its query and fragment).
    public var refusedPaths: [String: Int] = [:]
    public var compared = 0
    public var disagreements: [Disagreement] = []
  }

  let app: AppModel
  private let matcher: RouteMatcher
  private let builder: URLBuilder

  public init(app: AppModel) {
    self.app = app
    matcher = RouteMatcher(app: app)
    builder = URLBuilder(app: app)
  }

  /// Reads every line of `text`: a link, and optionally a tab and what the old router said. Empty lines are
  /// skipped.
  public func run(_ text: String) -> Report {
    var report = Report()
    // A line ends with LF or CRLF (one `Character`, "\r\n", in Swift's strings).
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (index, line) in lines.enumerated() {
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard let url = columns.first, !url.isEmpty else { continue }
      report.links += 1
      let result = matcher.match(url)
      switch result {
      case .success(let match): report.routes[match.value.name, default: 0] += 1
      case .failure(let failure):
        report.refused[failure.kind, default: 0] += 1
        report.refusedPaths[Self.path(of: url), default: 0] += 1
      }
      guard columns.count > 1, !columns[1].isEmpty else { continue }
      report.compared += 1
      let expected = Self.expectation(columns.dropFirst())
      if let (actual, why) = disagreement(result, expected) {
        report.disagreements.append(
          Disagreement(url: url, line: index + 1, expected: expected, actual: actual, why: why))
      }
    }
    return report
  }

  static func expectation(_ columns: ArraySlice<String>) -> Expectation {
    guard let name = columns.first, name != "reject" else { return .reject }
    return .route(
      name,
      values: columns.dropFirst().filter { !$0.isEmpty }.map { item in
        let equals = item.firstIndex(of: "=") ?? item.endIndex
        return (
          String(item[..<equals]),
          equals == item.endIndex ? "" : String(item[item.index(after: equals)...])
        )
      })
  }

  /// What RouteGen says and why, when it differs from `expected`; nil when they agree.
  private func disagreement(
    _ result: Result<RouteMatcher.Match, RouteParseError>, _ expected: Expectation
  ) -> (String, String)? {
    switch (result, expected) {
    case (.failure, .reject): return nil
    case (.failure(let failure), .route):
      return ("refused: \(failure.kind)", "\(failure)")
    case (.success(let match), .reject):
      return (
        app.routeDescription(match.value),
        "the pattern '\(match.pattern)' of route '\(match.value.name)' takes it; to refuse it, narrow the pattern or forbid a key"
      )
    case (.success(let match), .route(let name, let values)):
      guard match.value.name == name else {
        return (
          app.routeDescription(match.value),
          "the pattern '\(match.pattern)' takes it; the old router sent it to '\(name)'"
        )
      }
      let route = app.route(named: name)
      for (key, value) in values {
        guard let parameter = route?.parameter(named: key) else {
          return (app.routeDescription(match.value), "route '\(name)' has no parameter '\(key)'")
        }
        let written = match.value.values[key].flatMap { builder.format($0, parameter) }
        if written != value {
          return (
            app.routeDescription(match.value),
            "'\(key)' is \(written.map { "'\($0)'" } ?? "absent") here; the old router read '\(value)'"
          )
        }
      }
      return nil
    }
  }

  /// A link's path, as the summary groups refused links: without its query and fragment.
  static func path(of url: String) -> String {
    String(url.prefix { $0 != "?" && $0 != "#" })
  }
}

extension LinkReplay.Report {
  /// The summary for people, then each disagreement.
  func text(top: Int = 10) -> String {
    var lines = [
      "\(links) link\(links == 1 ? "" : "s"): \(routes.values.reduce(0, +)) reach a route, \(refused.values.reduce(0, +)) refused"
    ]
    // Most first, each count right-aligned in its list.
    func rows(_ counts: [String: Int], limit: Int = .max, _ text: (String) -> String = { $0 })
      -> [String]
    {
      let rows = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(limit)
      let width = rows.map { String($0.value).count }.max() ?? 0
      return rows.map { name, count in
        "  " + String(repeating: " ", count: width - String(count).count)
          + "\(count)  \(text(name))"
      }
    }
    if !routes.isEmpty {
      lines.append("by route:")
      lines += rows(routes)
    }
    if !refused.isEmpty {
      lines.append("refused, by reason:")
      lines += rows(refused)
      lines.append("most refused paths:")
      lines += rows(refusedPaths, limit: top) { RouteGen.LogText.link($0) }
    }
    if compared > 0 {
      lines.append(
        disagreements.isEmpty
          ? "agrees with the old router on all \(compared) link\(compared == 1 ? "" : "s") it answered"
          : "\(disagreements.count) of \(compared) link\(compared == 1 ? "" : "s") read otherwise than the old router:"
      )
      for disagreement in disagreements {
        lines += [
          "  line \(disagreement.line): \(RouteGen.LogText.link(disagreement.url))",
          "    old router: \(RouteGen.LogText.line(disagreement.expected.text, limit: 200))",
          "    RouteGen:   \(disagreement.actual)",
          "    why:        \(disagreement.why)",
        ]
      }
    }
    return lines.joined(separator: "\n")
  }

  var json: JSONOutput {
    func counts(_ counts: [String: Int]) -> JSONOutput {
      .object(counts.sorted { $0.key < $1.key }.map { ($0.key, .integer($0.value)) })
    }
    return .object([
      ("links", .integer(links)), ("routes", counts(routes)), ("refused", counts(refused)),
      ("refusedPaths", counts(refusedPaths)), ("compared", .integer(compared)),
      (
        "disagreements",
        .array(
          disagreements.map {
            .object([
              ("line", .integer($0.line)), ("url", .string($0.url)),
              ("oldRouter", .string($0.expected.text)), ("routegen", .string($0.actual)),
              ("why", .string($0.why)),
            ])
          })
      ),
    ])
  }
}
