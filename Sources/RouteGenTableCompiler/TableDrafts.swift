import RouteGenRuntime

extension RouteGen {
  /// What the table compiler compiles: one build of an app, as the generator's route model means it. Every fact
  /// about a single pattern or parameter is decided by the generator (what a segment accepts, which texts fold,
  /// the captures in URL order, the flags, the precedence order); texts are as the parser compares them (decoded,
  /// and folded where the app ignores case). The compiler adds what depends on several routes: the tries, the
  /// host lists, the query keys, and the layout (`TableLayout`).
  package struct TableDrafts {
    package var caseSensitive = true
    package var refusesDefaultPort = false
    package var maxURLLength = 0
    package var webSchemes: [String] = []
    /// The app's scheme first, then the extra ones.
    package var customSchemes: [String] = []
    /// The hosts of the routes without hosts of their own, as the table writes a host (`Host`).
    package var domains: [String] = []
    /// The paths the AASA file excludes (`aasa.exclude`, Apple's patterns).
    package var excludedPaths: [String] = []
    /// The bases links are built on: `https://example.com` when the first domain is a name (else empty), and
    /// `scheme://` when the app has a scheme (else empty).
    package var webBase = ""
    package var schemeBase = ""
    package var routes: [Route] = []
    /// Each form's patterns in precedence order, by their number: the routes' patterns counted in spec order,
    /// each route's web patterns, then its custom-scheme ones.
    package var webOrder: [Int] = []
    package var schemeOrder: [Int] = []

    package init() {}

    /// A host as the table writes it: a name, or a wildcard as its suffix (`.example.com` for one label,
    /// `..example.com` for one or more).
    package static func host(name: String, wildcard: Bool, spansLabels: Bool) -> String {
      wildcard ? (spansLabels ? ".." : ".") + name : name
    }

    package struct Route {
      package var name = ""
      /// Its summary, or a retired route's note.
      package var summary = ""
      package var access = RouteAccess.anyone
      package var role = ""
      package var feature = ""
      package var otherQuery = false
      package var refusesOtherQuery = false
      package var parameters: [Parameter] = []
      /// Its forbidden query keys, as the parser compares keys.
      package var forbidden: [ForbiddenKey] = []
      package var webPatterns: [Pattern] = []
      package var schemePatterns: [Pattern] = []

      package init() {}
    }

    package struct ForbiddenKey {
      package var key: String
      package var onlyWithValue: Bool

      package init(key: String, onlyWithValue: Bool) {
        (self.key, self.onlyWithValue) = (key, onlyWithValue)
      }
    }

    package struct Parameter {
      package var name: String
      package var kind: ParameterKind
      package var isOptional = false
      package var isList = false
      /// As a URL writes it (percent-encoded).
      package var defaultValue: String?
      package var constraints = Constraints.none

      package init(name: String, kind: ParameterKind) { (self.name, self.kind) = (name, kind) }

      package enum Constraints {
        case none
        /// A string's: its least and most length, its allowed characters as written and their scalar ranges.
        case string(minLength: Int?, maxLength: Int?, characters: CharacterRanges?, hostName: Bool)
        /// An int's or a double's bounds, by their bits (a double's `bitPattern`); an int's least digits and
        /// keywords.
        case bounds(minimum: Int64?, maximum: Int64?, digits: Int?, keywords: [String])
        /// An enum's values, each its wire text then its aliases.
        case enumeration([[String]])
        /// A bool's texts, the written one first.
        case bool(trueValues: [String], falseValues: [String])
      }
    }

    /// The characters a string allows: as the spec writes them, and the scalar ranges that means.
    package struct CharacterRanges {
      package var source: String
      package var ranges: [ClosedRange<UInt32>]

      package init(source: String, ranges: [ClosedRange<UInt32>]) {
        (self.source, self.ranges) = (source, ranges)
      }
    }

    package struct Pattern {
      /// As the spec writes it.
      package var source = ""
      /// A web pattern's hosts, as the table writes them.
      package var hosts: [String] = []
      /// Its path's segments, then its end or catch-all, as the tries group them.
      package var elements: [Element] = []
      /// `readsQuery`, `affixesDecide`, `fragmentLiteral`, `fragmentItems`, `readsHost` (a wildcard's label); the
      /// compiler adds what depends on the route and the app.
      package var flags: PatternFlags = []
      package var fragment = ""
      /// Literal query items, as the parser compares them.
      package var literals: [Item] = []
      /// A fragment of items' literal items.
      package var fragmentLiterals: [Item] = []
      /// The values it sets: a parameter's slot and its text as a URL writes it.
      package var fixed: [Fixed] = []
      /// In URL order: the path's, the host's label, the query's, the fragment's.
      package var captures: [Capture] = []
      /// How many of the last captures are query values that may be absent.
      package var optionalQueryCaptures = 0

      package init() {}
    }

    /// A path segment as the tries group patterns: its rank (`SegmentRank`); a literal's text (`first`), or the
    /// literal text around a placeholder (`first` and `second`, `literalLength` bytes in all).
    package struct Element: Equatable {
      package var rank: Int
      package var literalLength = 0
      package var first = ""
      package var second = ""

      package init(rank: Int, literalLength: Int = 0, first: String = "", second: String = "") {
        (self.rank, self.literalLength, self.first, self.second) = (
          rank, literalLength, first, second
        )
      }

      /// Byte for byte: two spellings of one letter are two segments to the parser.
      package static func == (lhs: Element, rhs: Element) -> Bool {
        lhs.rank == rhs.rank && lhs.literalLength == rhs.literalLength
          && lhs.first.utf8.elementsEqual(rhs.first.utf8)
          && lhs.second.utf8.elementsEqual(rhs.second.utf8)
      }
    }

    package struct Item {
      package var key: String
      package var value: String

      package init(key: String, value: String) { (self.key, self.value) = (key, value) }
    }

    package struct Fixed {
      package var slot: Int
      package var text: String

      package init(slot: Int, text: String) { (self.slot, self.text) = (slot, text) }
    }

    package struct Capture {
      package var source: CaptureSource
      /// The parameter's slot in its route.
      package var slot: Int
      /// A segment's position in the path (a catch-all's first).
      package var position = 0
      /// A query value's or a fragment item's key.
      package var key = ""
      package var options: CaptureOptions = []
      package var prefix = ""
      package var suffix = ""
      /// The keywords refused here (written by patterns of their own).
      package var excluded: [String] = []

      package init(source: CaptureSource, slot: Int) { (self.source, self.slot) = (source, slot) }
    }
  }
}
