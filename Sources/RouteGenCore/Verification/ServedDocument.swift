import RouteGenRuntime

/// A served AASA file read as iOS reads it: Apple's hosting rules checked (each broken one a finding that says
/// what to do), and, when the file is usable, the components it gives each of the app's IDs.
struct ServedDocument {
  /// The components for each of the spec's app IDs that the file lists (iOS 13+ `components`, or the iOS 12
  /// `paths` read as path-only components when a detail has no `components`).
  var components: [String: [AASAMatcher.Component]] = [:]
  /// The file's JSON with its objects' keys sorted: equal for two files that say the same.
  var canonical: String?
  var findings: [VerifyFinding] = []

  init(_ served: ServedFile, app: AppModel) {
    findings = Self.hostingFindings(served)
    guard !findings.contains(where: { $0.severity == .error }) else { return }
    var parser = JSONParser(bytes: served.body)
    do {
      let root = try parser.parse()
      canonical = Self.canonical(root)
      read(root, app: app)
    } catch {
      findings.append(
        Self.broken(
          "not valid JSON (\(served.source):\(error.location.line):\(error.location.column): \(error.message)); iOS ignores the whole file"
        ))
    }
  }

  /// How the file is served: an error when iOS reads no file there (then its text is not judged).
  private static func hostingFindings(_ served: ServedFile) -> [VerifyFinding] {
    if let failure = served.failure { return [broken("no file: \(failure)")] }
    var findings: [VerifyFinding] = []
    if served.isFetched {
      if let redirect = served.redirect {
        return [
          broken(
            "status \(served.status ?? 0), a redirect to \(RouteGen.LogText.quoted(redirect)); iOS follows no redirect: serve the file at this address itself, with status 200"
          )
        ]
      }
      guard served.status == 200 else {
        return [
          broken(
            "status \(served.status.map(String.init) ?? "none"); serve the file with status 200")
        ]
      }
      let mediaType = (served.contentType ?? "").prefix { $0 != ";" }.trimmingCharacters(
        in: .whitespaces
      ).lowercased()
      if mediaType != "application/json" {
        let how =
          mediaType.isEmpty ? "with no content type" : "as \(RouteGen.LogText.quoted(mediaType))"
        findings.append(
          VerifyFinding(
            .warning, .hosting,
            "served \(how); serve it as application/json, which iOS and Apple's CDN accept"))
      }
    }
    if served.isOversized {
      findings.append(
        broken(
          "larger than Apple's limit of \(AASARenderer.maximumSize) bytes, so iOS ignores it; claim fewer, broader patterns"
        ))
    }
    return findings
  }

  private static func broken(_ message: String) -> VerifyFinding {
    VerifyFinding(.error, .hosting, message)
  }

  private mutating func read(_ root: JSONNode, app: AppModel) {
    var shape: [String] = []
    func expect(_ node: JSONNode?, _ path: String, _ type: String) {
      if let node {
        shape.append(
          "\(path) is \(node.typeName) at \(node.location.line):\(node.location.column), not \(type)"
        )
      } else {
        shape.append("\(path) is missing")
      }
    }
    let applinks = root.member("applinks")
    guard case .object = root.value else {
      expect(root, "the file", "an object")
      return reportShape(shape)
    }
    guard let applinks, case .object = applinks.value else {
      expect(applinks, "'applinks'", "an object")
      return reportShape(shape)
    }
    guard let details = applinks.member("details"), case .array(let entries) = details.value else {
      expect(applinks.member("details"), "'applinks.details'", "an array")
      return reportShape(shape)
    }
    for (index, detail) in entries.enumerated() {
      let path = "'applinks.details[\(index)]'"
      let ids: [String]
      switch (detail.member("appIDs")?.value, detail.member("appID")?.value) {
      case (.array(let values)?, _): ids = values.compactMap(\.string)
      case (nil, .string(let id)?): ids = [id]
      default:
        expect(detail.member("appIDs"), "\(path).appIDs", "an array of app IDs")
        continue
      }
      let components: [AASAMatcher.Component]
      if let list = detail.member("components") {
        guard case .array(let items) = list.value else {
          expect(list, "\(path).components", "an array")
          continue
        }
        components = items.enumerated().compactMap { position, item in
          let component = AASAMatcher.Component(item)
          if component == nil {
            expect(item, "\(path).components[\(position)]", "a component of strings and booleans")
          }
          return component
        }
      } else if case .array(let paths)? = detail.member("paths")?.value {
        components = paths.compactMap(\.string).map { text in
          let excluded = text.hasPrefix("NOT ")
          return AASAMatcher.Component(
            path: excluded ? String(text.dropFirst(4)) : text, query: nil, fragment: nil,
            exclude: excluded, caseSensitive: true, percentEncoded: true)
        }
      } else {
        expect(nil, "\(path).components", "")
        continue
      }
      for id in ids where app.aasa.appIDs.contains(id) && self.components[id] == nil {
        self.components[id] = components
      }
    }
    reportShape(shape)
    for id in app.aasa.appIDs where components[id] == nil {
      findings.append(
        VerifyFinding(
          .error, .hosting,
          "the app ID \(id) is in no 'applinks.details' entry, so its universal links open Safari; add it to an entry's 'appIDs'"
        ))
    }
    let sections = [
      ("webcredentials", app.aasa.webcredentials ? app.aasa.appIDs : []),
      ("appclips", app.aasa.appclips),
    ]
    for (section, ids) in sections where !ids.isEmpty {
      let listed =
        root.member(section)?.member("apps").flatMap { node -> [String]? in
          guard case .array(let values) = node.value else { return nil }
          return values.compactMap(\.string)
        } ?? []
      let missing = ids.filter { !listed.contains($0) }
      if !missing.isEmpty {
        findings.append(
          VerifyFinding(
            .error, .hosting,
            "'\(section).apps' lacks \(missing.joined(separator: ", ")), which the spec generates; serve the generated file"
          ))
      }
    }
  }

  private mutating func reportShape(_ problems: [String]) {
    for problem in problems {
      findings.append(
        VerifyFinding(
          .error, .hosting, "not the shape iOS reads: \(problem); serve the generated file"))
    }
  }

  /// JSON text with sorted keys and no whitespace.
  static func canonical(_ node: JSONNode) -> String {
    switch node.value {
    case .object(let members):
      return "{"
        + members.sorted { $0.key < $1.key }.map {
          "\(JSONOutput.quoted($0.key)):\(canonical($0.value))"
        }.joined(separator: ",") + "}"
    case .array(let values): return "[" + values.map(canonical).joined(separator: ",") + "]"
    case .string(let text): return JSONOutput.quoted(text)
    case .number(let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    }
  }
}

extension JSONNode {
  func member(_ key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.last { $0.key == key }?.value
  }

  var string: String? {
    if case .string(let text) = value { text } else { nil }
  }
}
