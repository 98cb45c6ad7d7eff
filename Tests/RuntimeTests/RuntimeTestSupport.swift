// The runtime's tests depend on RouteGenRuntime alone (not on RouteGenTestSupport, which needs the core): what
// they share lives here.

/// A test's own failure, thrown where a value it needs is missing.
struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
