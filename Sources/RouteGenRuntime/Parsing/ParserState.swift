import Foundation

extension RouteGen {
  /// A table of the matcher's scratch memory: numbers stored in 32 bits (a URL is far shorter than 2 GB), so that
  /// the tables of most URLs fit in the 1 KB that `withUnsafeTemporaryAllocation` takes from the stack everywhere.
  struct Scratch {
    let base: UnsafeMutablePointer<Int32>

    subscript(_ index: Int) -> Int {
      get { Int(base[index]) }
      nonmutating set { base[index] = Int32(truncatingIfNeeded: newValue) }
    }

    static func + (table: Scratch, offset: Int) -> Scratch { Scratch(base: table.base + offset) }
  }

  /// A parameter's value: a range of the URL, or a text of the table (a default, or a value a pattern sets).
  struct Slot {
    /// `inHost`: a wildcard host's label, whose value is lowercase. `list`: a list's items, whose slots are
    /// `start..<end` of the parse's `listItems`.
    static let absent = 0, inURL = 1, inTable = 2, inHost = 3, list = 4

    var source = Slot.absent
    var start = 0
    var end = 0
    var plusIsSpace = false
    /// Whether the text may need decoding: false for a URL without `%` (and `+` in a query).
    var decodes = true
    /// The checked value: an integer, a double's bits, milliseconds, an enum case, a keyword, a destination's index,
    /// or a UUID's first half (its second half in `payload2`, which is 1 for a keyword).
    var payload = 0
    var payload2 = 0

    /// The slot's text: in the table, or in the URL's `url` bytes.
    func text(url: UnsafePointer<UInt8>, _ table: Table) -> ValueText {
      ValueText(
        bytes: source == Slot.inTable ? table.texts : url, start: start, end: end,
        plusIsSpace: plusIsSpace, decodes: decodes)
    }
  }

  /// The most specific candidate's reason for refusing the URL, kept as positions until no route accepts it.
  struct Failure {
    /// `slot` is the key's position in the table's query keys for `forbiddenKey` and `repeatedKey` (a key whose
    /// value the pattern fixes, given twice), the item's position for `invalidItem` (a query item passed on
    /// with a control character). `invalidLabel`: a wildcard host's first label that is not one builders write.
    enum Kind {
      case none, invalid, missing, repeated, forbiddenKey, invalidLabel, repeatedKey, invalidItem
      /// A query key the route of a `refuseOtherQuery` pattern does not read: `slot` is the item's position.
      case unknownKey
      /// A fragment item whose value the pattern fixes, given twice: `slot` is where its key is in the table.
      case repeatedFragmentKey
    }

    var kind = Kind.none
    var ordinal = 0
    var slot = 0
    var start = 0
    var end = 0
    var plusIsSpace = false
    /// For `invalid`, what the error's reason needs of the capture: its source, whether it folds case, and the
    /// keywords it refuses.
    var captureSource = CaptureSource.segment
    var captureFolds = false
    var captureExcluded = 0
  }

  /// Where a capture's value is in a URL; the compiled table holds its raw value.
  package enum CaptureSource: Int {
    case segment, rest, query, fragment, host
    /// The value of an item of a fragment read as a query (`#pack_id={packId}&…`), by its key.
    case fragmentItem

    /// A path segment's value or the rest of the path: what decides whether a pattern takes the path.
    var isPath: Bool { self == .segment || self == .rest }

    /// The source a compiled table names.
    @inline(__always) static func compiled(_ raw: Int) -> CaptureSource {
      guard let source = CaptureSource(rawValue: raw) else {
        preconditionFailure("a compiled table holds only the capture sources it was compiled with")
      }
      return source
    }
  }

  /// A capture of a pattern: where a parameter's value is in the URL (see RouteTable for its numbers).
  struct TableCapture {
    var source = CaptureSource.segment
    var slot = 0
    /// Where the parameter's record is.
    var parameter = 0
    /// The segment (the first of the rest), or the query key.
    var position = 0
    /// A fragment item's key.
    var key = TableText(start: 0, count: 0)
    /// Whether keywords and enum values compare ignoring case here.
    var fold = false
    var prefix = TableText(start: 0, count: 0)
    var suffix = TableText(start: 0, count: 0)
    /// The keywords excluded here (a keyword some pattern of this form writes on its own): a list, or 0.
    var excluded = 0

    init(_ cursor: inout Cursor) {
      source = .compiled(cursor.next())
      slot = cursor.next()
      parameter = cursor.next()
      if source == .fragmentItem {
        key = cursor.text()
      } else if source != .fragment {
        position = cursor.next()
      }
      let options = CaptureOptions(rawValue: cursor.next())
      fold = options.contains(.foldsKeywords)
      if options.contains(.affixes) { (prefix, suffix) = (cursor.text(), cursor.text()) }
      if options.contains(.excludedKeywords) { excluded = cursor.next() }
    }

    var hasAffixes: Bool { prefix.count > 0 || suffix.count > 0 }

    /// A capture's leading numbers, read where it starts without reading the rest: its source, its parameter and,
    /// for a query value, its key and options.
    struct Head {
      let table: Table
      let at: Int

      var source: CaptureSource { .compiled(table[at, CaptureSlot.source]) }
      var parameter: TableParameter {
        TableParameter(table: table, at: table[at, CaptureSlot.parameter])
      }
      var queryKey: Int { table[at, CaptureSlot.queryKey] }
      var queryOptions: Int { table[at, CaptureSlot.queryOptions] }
    }

    /// How many numbers a query value's capture takes, by its options (as `init` reads them).
    static func queryLength(options: Int) -> Int {
      let options = CaptureOptions(rawValue: options)
      return 5 &+ (options.contains(.affixes) ? 4 : 0)
        &+ (options.contains(.excludedKeywords) ? 1 : 0)
    }
  }

}
