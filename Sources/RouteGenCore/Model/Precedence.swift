/// The one ordering of patterns that decides which route a URL reaches when several could.
///
/// Segment by segment, left to right: a literal segment beats a segment with literal text around a placeholder
/// (longer text first), which beats a typed placeholder (int, UUID, enum…), which beats a free string, which
/// beats a catch-all. Then the pattern that requires more of the rest of the URL wins (fragment text, query
/// literals, required query parameters; see `Pattern.specificity`). Then the route declared first. The core matcher
/// tries patterns in this order, and the runtime's tries (`RouteGen.TableCompiler`) are compiled in it, so both agree.
public struct PrecedenceKey: Comparable, Sendable, Hashable {
  struct Element: Comparable, Hashable {
    var rank: Int
    var tie: Int
    var text: String

    // Texts by their bytes, as the runtime orders them when it links a table.
    static func < (lhs: Element, rhs: Element) -> Bool {
      if (lhs.rank, lhs.tie) != (rhs.rank, rhs.tie) {
        return (lhs.rank, lhs.tie) < (rhs.rank, rhs.tie)
      }
      return lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
    }
  }

  var elements: [Element]
  var specificity: [Int]
  var routeIndex: Int
  var patternIndex: Int

  public static func < (lhs: PrecedenceKey, rhs: PrecedenceKey) -> Bool {
    if lhs.elements != rhs.elements { return lhs.elements.lexicographicallyPrecedes(rhs.elements) }
    if lhs.specificity != rhs.specificity {
      return rhs.specificity.lexicographicallyPrecedes(lhs.specificity)
    }
    return (lhs.routeIndex, lhs.patternIndex) < (rhs.routeIndex, rhs.patternIndex)
  }

  /// True when the two keys differ before the declaration order, i.e. the rule (not the order) decides.
  public func decidesByRule(over other: PrecedenceKey) -> Bool {
    elements != other.elements || specificity != other.specificity
  }

  static let end = Element(rank: -1, tie: 0, text: "")

  /// The key of the segment at `position`, as the tries group segments.
  static func element(for segment: Segment, in route: Route, caseSensitive: Bool) -> Element {
    switch segment {
    case .literal(let text):
      return Element(rank: 0, tie: 0, text: Literal.folded(text, caseSensitive: caseSensitive))
    case .template(let template):
      let affix = template.literalLength
      if affix > 0 {
        return Element(
          rank: 1, tie: -affix,
          text: Literal.folded(template.prefix, caseSensitive: caseSensitive) + "\u{0}"
            + Literal.folded(template.suffix, caseSensitive: caseSensitive))
      }
      let typed = route.parameter(named: template.parameter)?.type.isTyped ?? false
      return Element(rank: typed ? 2 : 3, tie: 0, text: "")
    }
  }

  /// `folds(position)`: whether literals at that path position compare ignoring ASCII case.
  init(pattern: Pattern, route: Route, folds: (Int) -> Bool) {
    elements = pattern.segments.enumerated().map {
      Self.element(for: $1, in: route, caseSensitive: !folds($0))
    }
    elements.append(pattern.catchAll == nil ? Self.end : Element(rank: 4, tie: 0, text: ""))
    specificity = pattern.specificity(in: route)
    routeIndex = route.index
    patternIndex = pattern.index
  }
}

/// A pattern together with its route, the unit the matcher and the renderers work on.
public struct RoutePattern: Sendable {
  public var route: Route
  public var pattern: Pattern
  public var key: PrecedenceKey
}

extension AppModel {
  /// Every pattern of one form, in precedence order.
  public func patternsInPrecedenceOrder(_ kind: FormKind) -> [RoutePattern] {
    kind == .web ? webPrecedence : schemePrecedence
  }

  func sortedPatterns(_ kind: FormKind) -> [RoutePattern] {
    routes.flatMap { route in
      (route.form(kind)?.patterns ?? []).map {
        RoutePattern(
          route: route, pattern: $0,
          key: PrecedenceKey(pattern: $0, route: route) { foldsLiterals(kind, segment: $0) })
      }
    }.sorted { $0.key < $1.key }
  }
}
