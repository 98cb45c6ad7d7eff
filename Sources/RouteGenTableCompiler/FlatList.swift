import RouteGenRuntime

extension RouteGen {
  /// A growable list of plain values, which the table compiler keeps its drafts in instead of arrays: an array's
  /// storage is an instance of a generic class, whose type metadata a process makes from its mangled name at the
  /// array type's first use (about 11,000 instructions a type, and 69,000 more for the first one: a third of
  /// compiling NovaSocial's table, when apps compiled their tables at their first parse). This list's memory is its
  /// own and needs none. (The compiler now runs in the generator, where arrays would do as well.)
  ///
  /// Noncopyable, so that it frees its memory once, in `deinit`. (Its elements are the compiler's plain structs;
  /// `Range` fields keep them from being declared `BitwiseCopyable`.) Its elements are read one by one or inside
  /// `withElements`, whose buffer is lent for the call alone, while the list cannot grow.
  struct FlatList<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
      self.capacity = max(capacity, 1)
      base = .allocate(capacity: self.capacity)
    }

    deinit {
      base.deinitialize(count: count)
      base.deallocate()
    }

    var isEmpty: Bool { count == 0 }
    var indices: Range<Int> { 0..<count }
    var last: Element? { count > 0 ? base[count &- 1] : nil }

    subscript(_ index: Int) -> Element {
      get {
        precondition(index >= 0 && index < count, "FlatList: index out of range")
        return base[index]
      }
      set {
        precondition(index >= 0 && index < count, "FlatList: index out of range")
        base[index] = newValue
      }
    }

    /// Runs `body` on the elements in `range` (all when nil). The buffer lives only as long as `body` runs, and the
    /// list is borrowed meanwhile, so it cannot grow under it (the compiler refuses an `append` inside `body`).
    func withElements<Result>(
      _ range: Range<Int>? = nil, _ body: (UnsafeBufferPointer<Element>) -> Result
    ) -> Result {
      let range = range ?? indices
      precondition(
        range.lowerBound >= 0 && range.upperBound <= count, "FlatList: range out of range")
      return body(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Calls `body` with each element in `range` (all when nil), in order.
    func forEach(_ range: Range<Int>? = nil, _ body: (Element) -> Void) {
      withElements(range) { for element in $0 { body(element) } }
    }

    func contains(where matches: (Element) -> Bool) -> Bool {
      withElements { $0.contains(where: matches) }
    }

    func firstIndex(where matches: (Element) -> Bool) -> Int? {
      withElements { $0.firstIndex(where: matches) }
    }

    mutating func append(_ element: Element) {
      if count == capacity { reserve(2 &* capacity) }
      (base + count).initialize(to: element)
      count &+= 1
    }

    mutating func reserve(_ minimum: Int) {
      guard minimum > capacity else { return }
      let grown = UnsafeMutablePointer<Element>.allocate(capacity: minimum)
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
      (base, capacity) = (grown, minimum)
    }

    mutating func removeLast() {
      precondition(count > 0, "FlatList: removeLast of an empty list")
      count &-= 1
      (base + count).deinitialize(count: 1)
    }

    mutating func removeAll() {
      base.deinitialize(count: count)
      count = 0
    }

    /// Sorts `range` (all when nil), stably: a merge sort through a buffer of its own, as the standard library's
    /// sort of more than 20 elements makes arrays (`[Range<Int>]` among them, 280,000 instructions at first use).
    mutating func sort(_ range: Range<Int>? = nil, by precedes: (Element, Element) -> Bool) {
      let range = range ?? indices
      precondition(
        range.lowerBound >= 0 && range.upperBound <= count, "FlatList: range out of range")
      guard range.count > 1 else { return }
      let scratch = UnsafeMutablePointer<Element>.allocate(capacity: range.count)
      defer { scratch.deallocate() }
      Self.mergeSort(base + range.lowerBound, range.count, scratch, by: precedes)
    }

    private static func mergeSort(
      _ items: UnsafeMutablePointer<Element>, _ count: Int,
      _ scratch: UnsafeMutablePointer<Element>,
      by precedes: (Element, Element) -> Bool
    ) {
      if count <= 8 {
        // Insertion sort: an element moves left past those it precedes only, which keeps equal ones in order.
        for index in 1..<max(count, 1) {
          let item = items[index]
          var at = index
          while at > 0 && precedes(item, items[at &- 1]) {
            items[at] = items[at &- 1]
            at &-= 1
          }
          items[at] = item
        }
        return
      }
      let half = count / 2
      mergeSort(items, half, scratch, by: precedes)
      mergeSort(items + half, count &- half, scratch, by: precedes)
      scratch.initialize(from: items, count: half)
      var (left, right, out) = (0, half, 0)
      while left < half {
        // The right one first only when it strictly precedes: stable.
        if right < count && precedes(items[right], scratch[left]) {
          items[out] = items[right]
          right &+= 1
        } else {
          items[out] = scratch[left]
          left &+= 1
        }
        out &+= 1
      }
      scratch.deinitialize(count: half)
    }
  }
}
