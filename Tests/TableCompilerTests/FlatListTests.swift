import Testing

@testable import RouteGenRuntime
@testable import RouteGenTableCompiler

/// The table compiler's list (`RouteGen.FlatList`) against Swift's array: the same elements after appends and
/// removals, and the same order as the standard library's stable sort.
@Suite struct FlatListTests {
  struct Keyed: Equatable {
    var key: Int
    var position: Int
  }

  @Test func growsAndRemovesAsAnArrayDoes() {
    var list = RouteGen.FlatList<Int>(capacity: 1)
    var array: [Int] = []
    var generator = SystemRandomNumberGenerator()
    for step in 0..<2_000 {
      if !array.isEmpty && Int.random(in: 0..<4, using: &generator) == 0 {
        list.removeLast()
        array.removeLast()
      } else {
        list.append(step)
        array.append(step)
      }
      #expect(list.count == array.count && list.last == array.last)
    }
    #expect(list.withElements { Array($0) } == array)
    #expect(list.withElements(3..<10) { Array($0) } == Array(array[3..<10]))
    list[5] = -1
    #expect(list[5] == -1)
    list.removeAll()
    #expect(list.isEmpty && list.withElements { $0.isEmpty })
  }

  /// Random lengths around the insertion sort's cut (8) and far beyond, with many equal keys: the order of equal
  /// keys is kept, as the trie's and the query keys' order depend on a total order only, but a stable sort is what
  /// the list promises.
  @Test(arguments: [0, 1, 2, 7, 8, 9, 16, 17, 100, 1_000])
  func sortsAsTheStandardLibrarysStableSort(count: Int) {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20 {
      let keys = (0..<count).map {
        Keyed(key: Int.random(in: 0..<5, using: &generator), position: $0)
      }
      var list = RouteGen.FlatList<Keyed>()
      keys.forEach { list.append($0) }
      list.sort { $0.key < $1.key }
      #expect(list.withElements { Array($0) } == keys.sorted { $0.key < $1.key })
    }
  }

  @Test func sortsOnlyItsRange() {
    var list = RouteGen.FlatList<Int>()
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -1, -2].forEach { list.append($0) }
    list.sort(2..<10, by: <)
    #expect(list.withElements { Array($0) } == [9, 8, 0, 1, 2, 3, 4, 5, 6, 7, -1, -2])
  }
}
