/// What the fuzzer found, shrunk: every run replays each spec with its link (and links drawn from it) through all
/// the checks, and holds the reference to the reading pinned here. Paste what a run prints under "regression
/// tests" at the end of the list, after checking that the pinned reading is the right one.
extension Regression {
  static let all: [Regression] = []
}
