import RouteGenRuntime

extension RouteGen {
  /// The one ordering of patterns that decides which route a URL reaches when several could, defined once for the
  /// generator's checks (`PrecedenceKey`) and the runtime's tries (`TableCompiler`): segment by segment, left to
  /// right (`kindPrecedes`, then the texts byte by byte), then the pattern that requires more of the rest of the
  /// URL (`Specificity`), then the route and the pattern declared first.
  package enum Precedence {
    /// What a path segment accepts, most specific first: a literal, literal text around a placeholder, a typed
    /// placeholder (int, double, bool, UUID, date, enum), a free string, the rest of the path. Before them all,
    /// the end of the path: a pattern that ends there comes before one that goes on.
    package static let end = SegmentRank.end, literal = SegmentRank.literal
    package static let affixed = SegmentRank.affixed, typed = SegmentRank.typed
    package static let freeText = SegmentRank.freeText, catchAll = SegmentRank.catchAll

    /// Whether a segment of rank `lhs` comes before one of rank `rhs`, with `literalLength` bytes of literal text
    /// around its placeholder (more comes first); nil when they are alike, and their texts decide.
    @inline(__always)
    package static func kindPrecedes(
      _ lhs: (rank: Int, literalLength: Int), _ rhs: (rank: Int, literalLength: Int)
    ) -> Bool? {
      if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
      if lhs.literalLength != rhs.literalLength { return lhs.literalLength > rhs.literalLength }
      return nil
    }

    /// How much a pattern requires beyond its path, most telling first: fragment text (it names one element of
    /// the page), query values with literal text (how many, then how many bytes of it), then required query
    /// values. Of two patterns alike up to here, the one that requires more comes first.
    package struct Specificity: Comparable, Hashable, Sendable {
      package var fragmentText: Bool
      package var queryLiterals: Int
      package var queryLiteralLength: Int
      package var requiredItems: Int

      package init(
        fragmentText: Bool, queryLiterals: Int, queryLiteralLength: Int, requiredItems: Int
      ) {
        (self.fragmentText, self.queryLiterals) = (fragmentText, queryLiterals)
        (self.queryLiteralLength, self.requiredItems) = (queryLiteralLength, requiredItems)
      }

      /// In that order, for messages that say which one decided.
      package var numbers: [Int] {
        [fragmentText ? 1 : 0, queryLiterals, queryLiteralLength, requiredItems]
      }

      /// Less specific.
      package static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        (lhs.fragmentText ? 1 : 0, lhs.queryLiterals, lhs.queryLiteralLength, lhs.requiredItems)
          < (rhs.fragmentText ? 1 : 0, rhs.queryLiterals, rhs.queryLiteralLength, rhs.requiredItems)
      }
    }
  }
}
