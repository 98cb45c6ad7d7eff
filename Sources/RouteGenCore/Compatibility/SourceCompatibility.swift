/// Changes to the generated Swift API that break the app's code rather than its links: a case gone or renamed,
/// associated values relabelled or retyped, a case of a nested parameter type removed, and a changed `auth`,
/// which changes what `authRequirement` tells the app's code (no compiler sees that one). Warnings (`--source`
/// makes them errors): the compiler finds them too, but a release note should not have to.
struct SourceCompatibility {
  let old: AppModel
  let new: AppModel

  func findings() -> [CompatibilityFinding] {
    let oldNames = GeneratedNames(app: old)
    let newNames = GeneratedNames(app: new)
    var findings: [CompatibilityFinding] = []
    if old.typeName != new.typeName {
      findings.append(
        finding(
          at: .start, route: nil,
          "the route type is now \(new.typeName) (it was \(old.typeName)); code that names it no longer compiles"
        ))
    }
    if old.typeName == new.typeName && old.linkTypeName != new.linkTypeName {
      findings.append(
        finding(
          at: .start, route: nil,
          "links are now parsed and built by \(new.linkTypeName)\(Self.holding(new, "holds")) (it was \(old.linkTypeName)\(Self.holding(old, "held"))); code that parses, builds or switches over them no longer compiles"
        ))
    } else if !old.labels.isEmpty && !new.labels.isEmpty
      && old.labels.map(\.swiftName) != new.labels.map(\.swiftName)
    {
      findings.append(
        finding(
          at: .start, route: nil,
          "\(new.linkTypeName) now holds the route and its \(Self.labels(new)) (it held its \(Self.labels(old)))"
        ))
    }
    for oldRoute in old.liveRoutes {
      let successor = new.successor(of: oldRoute.name)
      guard let newRoute = successor, !newRoute.isRetired else {
        let why = successor == nil ? "the route is gone" : "the route is retired"
        findings.append(
          finding(
            at: oldRoute.location, route: oldRoute.name,
            "case .\(oldRoute.caseName) is gone (\(why)); code that names it no longer compiles"))
        continue
      }
      if newRoute.caseName != oldRoute.caseName {
        findings.append(
          finding(
            at: oldRoute.location, route: oldRoute.name,
            "case .\(oldRoute.caseName) is now .\(newRoute.caseName)"))
      }
      // Parents compared by what they are now called: a renamed parent is no change of the stack.
      let oldParent = oldRoute.parent.flatMap { new.successor(of: $0)?.name ?? $0 }
      if oldParent != newRoute.parent {
        findings.append(
          finding(
            at: oldRoute.location, route: oldRoute.name,
            "the parent of .\(newRoute.caseName) is now \(newRoute.parent.map { "'\($0)'" } ?? "none") (it was \(oldParent.map { "'\($0)'" } ?? "none")): the screens its links open under it (`stack`) change"
          ))
      }
      if oldRoute.auth != newRoute.auth {
        let (before, now) = (Self.rank(oldRoute.auth), Self.rank(newRoute.auth))
        let effect =
          now > before
          ? "its links now wait for a viewer the app lets in"
          : now < before
            ? "its links now open for viewers the app kept out"
            : "its links now ask for another role"
        findings.append(
          finding(
            at: oldRoute.location, route: oldRoute.name,
            "the auth of .\(newRoute.caseName) is now \(Self.spelled(newRoute.auth)) (it was \(Self.spelled(oldRoute.auth))): \(effect) (`authRequirement`, `PendingSignIn`)"
          ))
      }
      let before = signature(oldRoute, oldNames)
      let now = signature(newRoute, newNames)
      if before != now {
        findings.append(
          finding(
            at: oldRoute.location, route: oldRoute.name,
            "the associated values of .\(newRoute.caseName) are now (\(now)); they were (\(before))"
          ))
      }
      for parameter in oldRoute.parameters {
        guard case .enumeration(let oldType) = parameter.type,
          let successor = newRoute.successor(ofParameter: parameter.name),
          case .enumeration(let newType) = successor.type
        else { continue }
        let removed = oldType.values.map(\.caseName).filter { name in
          !newType.values.contains { $0.caseName == name }
        }
        if !removed.isEmpty {
          let type = newNames.nestedTypeName(successor, in: newRoute) ?? newType.typeName
          findings.append(
            finding(
              at: parameter.location, route: oldRoute.name,
              "\(type) no longer has \(removed.map { ".\($0)" }.joined(separator: ", ")) (parameter '\(parameter.name)' of route '\(oldRoute.name)')"
            ))
        }
      }
    }
    return findings
  }

  /// `auth` as the spec spells it.
  private static func spelled(_ auth: AuthRequirement) -> String {
    switch auth {
    case .none: "'none'"
    case .required: "'required'"
    case .role(let role): "'role:\(role)'"
    }
  }

  /// How much an `auth` asks: none, a signed-in user, a role.
  private static func rank(_ auth: AuthRequirement) -> Int {
    switch auth {
    case .none: 0
    case .required: 1
    case .role: 2
    }
  }

  /// `region`, `edition, region`.
  private static func labels(_ app: AppModel) -> String {
    app.labels.map(\.swiftName).joined(separator: ", ")
  }

  /// `, which holds the route and its region` for a link type; nothing for a route type.
  private static func holding(_ app: AppModel, _ verb: String) -> String {
    app.labels.isEmpty ? "" : ", which \(verb) the route and its \(labels(app))"
  }

  /// `userId: String, page: Int?`: what a `case` pattern and a call spell (the app's labels are the link's).
  private func signature(_ route: Route, _ names: GeneratedNames) -> String {
    (names.caseParameters(route).map {
      "\($0.swiftName): \(names.valueType($0, in: route))\($0.isOptional ? "?" : "")"
    }
      + (route.otherQuery ? ["otherQuery: [QueryItem]"] : [])).joined(separator: ", ")
  }

  private func finding(at location: SourceLocation, route: String?, _ message: String)
    -> CompatibilityFinding
  {
    CompatibilityFinding(
      severity: .warning, kind: .source, file: old.file(of: location), location: location,
      route: route,
      url: nil, before: nil, now: nil, message: message)
  }
}
