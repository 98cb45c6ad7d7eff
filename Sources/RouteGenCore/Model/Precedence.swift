import RouteGenRuntime
import RouteGenTableCompiler

/// A pattern's place in the one ordering that decides which route a URL reaches when several could
/// (`RouteGen.Precedence`, which the runtime's tries are compiled in too, so the core matcher and the runtime agree).
public struct PrecedenceKey: Comparable, Sendable, Hashable {
  typealias Precedence = RouteGen.Precedence

  struct Element: Comparable, Hashable {
    var rank: Int
    /// The bytes of literal text around a placeholder.
    var literalLength = 0
    /// A literal, or the text before a placeholder; then the text after it.
    var text = ""
    var suffix = ""

    // Texts by their bytes, as the compiled table's tries tell segments apart: two spellings of one letter are
    // two segments.
    static func == (lhs: Element, rhs: Element) -> Bool {
      lhs.rank == rhs.rank && lhs.literalLength == rhs.literalLength
        && lhs.text.utf8.elementsEqual(rhs.text.utf8)
        && lhs.suffix.utf8.elementsEqual(rhs.suffix.utf8)
    }

    static func < (lhs: Element, rhs: Element) -> Bool {
      if let order = Precedence.kindPrecedes(
        (lhs.rank, lhs.literalLength), (rhs.rank, rhs.literalLength))
      {
        return order
      }
      if !lhs.text.utf8.elementsEqual(rhs.text.utf8) {
        return lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
      }
      return lhs.suffix.utf8.lexicographicallyPrecedes(rhs.suffix.utf8)
    }
  }

  var elements: [Element]
  var specificity: Precedence.Specificity
  var routeOrdinal: Int
  var patternIndex: Int

  public static func < (lhs: PrecedenceKey, rhs: PrecedenceKey) -> Bool {
    if lhs.elements != rhs.elements { return lhs.elements.lexicographicallyPrecedes(rhs.elements) }
    if lhs.specificity != rhs.specificity { return lhs.specificity > rhs.specificity }
    return (lhs.routeOrdinal, lhs.patternIndex) < (rhs.routeOrdinal, rhs.patternIndex)
  }

  /// True when the two keys differ before the declaration order, i.e. the rule (not the order) decides.
  public func decidesByRule(over other: PrecedenceKey) -> Bool {
    elements != other.elements || specificity != other.specificity
  }

  static let end = Element(rank: Precedence.end)

  /// The key of the segment at `position`, as the tries group segments.
  static func element(for segment: Segment, in route: Route, caseSensitive: Bool) -> Element {
    switch segment {
    case .literal(let text):
      return Element(
        rank: Precedence.literal, text: Literal.folded(text, caseSensitive: caseSensitive))
    case .template(let template):
      let affix = template.literalLength
      if affix > 0 {
        return Element(
          rank: Precedence.affixed, literalLength: affix,
          text: Literal.folded(template.prefix, caseSensitive: caseSensitive),
          suffix: Literal.folded(template.suffix, caseSensitive: caseSensitive))
      }
      let typed = route.parameter(named: template.parameter)?.type.isTyped ?? false
      return Element(rank: typed ? Precedence.typed : Precedence.freeText)
    }
  }

  /// `folds(position)`: whether literals at that path position compare ignoring ASCII case.
  init(pattern: Pattern, route: Route, folds: (Int) -> Bool) {
    elements = pattern.segments.enumerated().map {
      Self.element(for: $1, in: route, caseSensitive: !folds($0))
    }
    elements.append(pattern.catchAll == nil ? Self.end : Element(rank: Precedence.catchAll))
    specificity = pattern.specificity(in: route)
    routeOrdinal = route.ordinal
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
