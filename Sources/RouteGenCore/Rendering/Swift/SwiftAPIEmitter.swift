/// Emits the public part of a generated file: the route enum, its parameter types and its features. Parsing,
/// building, metadata, equality and `Codable` are the same for every route type: the runtime's extension of
/// `RouteGenRoute` gives them.
struct SwiftAPIEmitter {
  let app: AppModel
  let names: GeneratedNames

  var access: String { app.access.rawValue }

  var features: [String] { Array(Set(app.liveRoutes.compactMap(\.feature))).sorted() }

  func emit(_ out: inout CodePrinter) {
    emitEnum(&out)
    emitLinkType(&out)
    emitNestedTypes(&out)
    emitFeatures(&out)
  }

  private func emitEnum(_ out: inout CodePrinter) {
    var forms: [String] = []
    if !app.allHosts.isEmpty {
      forms.append("universal links on \(app.allHosts.map(\.spelled).joined(separator: ", "))")
    }
    if let scheme = app.scheme { forms.append("\(scheme):// URLs") }
    let links = "\(app.name): \(forms.joined(separator: " and "))"
    if app.labels.isEmpty {
      out.line("/// The deep links of \(links).")
      out.line("///")
      emitAPIDoc(&out)
    } else {
      // The labels' values are the link's: `ShopLink` holds them beside its route.
      out.line("/// The screens of the deep links of \(links).")
      out.line("///")
      out.line(
        "/// Parse and build with `\(app.linkTypeName)`, which holds a route and the \(labelList) of its link's host."
      )
    }
    let conformances =
      app.labels.isEmpty
      ? "Hashable, Sendable, Codable, CustomStringConvertible"
      : "Hashable, Sendable, CustomStringConvertible"
    out.block("\(access) enum \(app.typeName): \(conformances)") { out in
      for route in app.liveRoutes {
        if !route.summary.isEmpty { out.line("/// \(SwiftLiteral.doc(route.summary))") }
        let parameters = names.caseParameters(route)
        let documented = parameters.filter { $0.doc != nil }
        if !documented.isEmpty {
          out.line("///")
          for parameter in documented {
            out.line("/// - \(parameter.swiftName): \(SwiftLiteral.doc(parameter.doc!))")
          }
        }
        // The links that open it, as ROUTES.md lists them, for Quick Help (last: a pattern's edit changes
        // the lines just above its case).
        let forms = [("Web", route.web), ("Scheme", route.scheme)]
        var links = forms.compactMap { name, form in
          form.map {
            "/// - \(name): "
              + $0.patterns.flatMap(documentedLinks).map { "`\(SwiftLiteral.doc($0))`" }.joined(
                separator: ", ")
          }
        }
        // In a spec with parts, the file to edit (the one line a route moved between files changes).
        if let source = app.citedSource(of: route) {
          links.append("/// - Spec: `\(SwiftLiteral.doc(source))`")
        }
        if !links.isEmpty {
          if !route.summary.isEmpty || !documented.isEmpty { out.line("///") }
          links.forEach { out.line($0) }
        }
        let indirect = parameters.contains { $0.type == .destination } ? "indirect " : ""
        let values =
          parameters.map { names.declaration($0, in: route) }
          + (route.otherQuery ? ["otherQuery: [QueryItem] = []"] : [])
        if values.isEmpty {
          out.line("\(indirect)case \(route.caseName)")
        } else {
          out.argumentList("\(indirect)case \(route.caseName)", values, "")
        }
      }
    }
  }

  /// How to parse and build, in the doc comment of the type that does (the route type, or the link type).
  private func emitAPIDoc(_ out: inout CodePrinter) {
    let maximum = SwiftLiteral.integer(app.maxURLLength)
    out.line(
      "/// Parse with `init(url:)` (URLs longer than \(maximum) bytes, as `URL` writes them, are refused); build with"
    )
    guard app.labels.isEmpty else {
      out.line(
        "/// `universalLink`, `customSchemeURL` or `url` (nil for a label its route does not read: the route's hosts have"
      )
      out.line(
        "/// none). Two links are equal when they are written the same (dates to the millisecond). A link is `Codable`"
      )
      out.line("/// as its URL. This API is `RouteGenRoute`'s, in RouteGenRuntime.")
      return
    }
    out.line(
      "/// `universalLink`, `customSchemeURL` or `url`. Two routes are equal when they write the same link (dates to"
    )
    out.line(
      "/// the millisecond). A route is `Codable` as its link. This API is `RouteGenRoute`'s, in RouteGenRuntime."
    )
  }

  /// `region`, or `edition and region`.
  private var labelList: String {
    let names = app.labels.map { "`\($0.swiftName)`" }
    return names.count == 1
      ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  /// With labels: the link type, a route and the labels its host gives, which parses and builds; the route
  /// type's equality, hash and description are its link's without labels.
  private func emitLinkType(_ out: inout CodePrinter) {
    guard !app.labels.isEmpty else { return }
    let link = app.linkTypeName
    out.line()
    out.line(
      "/// A deep link of \(app.name): the screen it opens, and the \(labelList) of its host.")
    out.line("///")
    emitAPIDoc(&out)
    out.block("\(access) struct \(link): Hashable, Sendable, Codable, CustomStringConvertible") {
      out in
      out.line("/// The screen the link opens.")
      out.line("\(access) var route: \(app.typeName)")
      let labels = app.labels.map { ($0, names.labelType($0)) }
      for (label, type) in labels {
        if let doc = label.doc { out.line("/// \(SwiftLiteral.doc(doc))") }
        out.line("\(access) var \(label.swiftName): \(type)?")
      }
      out.line()
      let arguments =
        ["_ route: \(app.typeName)"] + labels.map { "\($0.0.swiftName): \($0.1)? = nil" }
      out.block("\(access) init(\(arguments.joined(separator: ", ")))") { out in
        out.line("self.route = route")
        for label in app.labels { out.line("self.\(label.swiftName) = \(label.swiftName)") }
      }
      out.line()
      out.line(
        "/// Equal when they write the same link, labels included (a label its route does not read too)."
      )
      let same = app.labels.map { "lhs.\($0.swiftName) == rhs.\($0.swiftName)" }
      out.block("\(access) static func == (lhs: Self, rhs: Self) -> Bool") {
        $0.line((same + ["_equal(lhs, rhs)"]).joined(separator: " && "))
      }
    }
    out.line()
    out.block("extension \(app.typeName)") { out in
      if app.liveRoutes.contains(where: \.otherQuery) {
        // The route API's name for them, which the cases use (the enum is no `RouteGenRoute`).
        out.line("\(access) typealias QueryItem = RouteQueryItem")
        out.line()
      }
      out.line("/// Equal as their links without labels are (dates to the millisecond).")
      out.block("\(access) static func == (lhs: Self, rhs: Self) -> Bool") {
        $0.line("\(link)(lhs) == \(link)(rhs)")
      }
      out.line()
      out.block("\(access) func hash(into hasher: inout Hasher)") {
        $0.line("\(link)(self).hash(into: &hasher)")
      }
      out.line()
      out.line("/// As its link without labels describes it.")
      out.line("\(access) var description: String { \(link)(self).description }")
    }
  }

  /// A pattern as a case's doc comment lists it: a custom-scheme one with its scheme; a web one as its path, or
  /// on each of its hosts when they are not simply the app's domains (a wildcard's, or hosts of its own).
  private func documentedLinks(_ pattern: Pattern) -> [String] {
    guard pattern.kind == .web else { return [(app.scheme ?? "") + "://" + pattern.source] }
    if pattern.hosts == app.domains && !app.domains.contains(where: \.isWildcard) {
      return [pattern.source]
    }
    return pattern.hosts.map { $0.spelled + pattern.source }
  }

  private func emitNestedTypes(_ out: inout CodePrinter) {
    guard !names.nestedTypes.isEmpty else { return }
    out.line()
    out.line("// MARK: - Parameter types")
    out.line()
    out.block("extension \(app.typeName)") { out in
      for (index, nested) in names.nestedTypes.enumerated() {
        if index > 0 { out.line() }
        if let doc = nested.parameter.doc { out.line("/// \(SwiftLiteral.doc(doc))") }
        switch nested.parameter.type {
        case .enumeration(let enumType):
          out.block(
            "\(access) enum \(nested.name): String, Hashable, Sendable, Codable, CaseIterable"
          ) { out in
            for value in enumType.values {
              if let doc = value.doc { out.line("/// \(SwiftLiteral.doc(doc))") }
              let bare = value.caseName.filter { $0 != "`" }
              out.line(
                bare == value.wire
                  ? "case \(value.caseName)"
                  : "case \(value.caseName) = \(SwiftLiteral.string(value.wire))")
            }
          }
        case .int(_, _, let keywords):
          out.block("\(access) enum \(nested.name): Hashable, Sendable, Codable") { out in
            out.line("case number(Int)")
            for keyword in keywords { out.line("case \(SwiftName.escaped(keyword))") }
          }
        default:
          break
        }
      }
    }
  }

  /// The app's features, when the spec tags routes with one (the rest of the API is the runtime's, on
  /// `RouteGenRoute`).
  private func emitFeatures(_ out: inout CodePrinter) {
    guard !features.isEmpty else { return }
    out.line()
    out.line("// MARK: - Features")
    out.line()
    out.block("extension \(app.linkTypeName)") { out in
      out.line("/// The feature that handles a route; register one handler per feature.")
      out.block("\(access) enum Feature: String, Hashable, Sendable, Codable, CaseIterable") {
        out in
        for feature in features {
          let name = SwiftName.escaped(SwiftName.lowerCamel(feature) ?? feature)
          out.line(
            name.filter { $0 != "`" } == feature
              ? "case \(name)" : "case \(name) = \(SwiftLiteral.string(feature))")
        }
      }
      out.line()
      out.line("/// The feature that handles this route, if any.")
      out.line("\(access) var feature: Feature? { _featureName.flatMap { Feature(rawValue: $0) } }")
    }
  }
}
