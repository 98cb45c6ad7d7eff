import Foundation
import RouteGenCore

// libFuzzer target for the spec reader, validator and renderers (scripts/fuzz.sh builds and runs it).
//
// Every input must: not crash or hang; be either a valid spec, which then renders, or rejected with at least one
// error; and every diagnostic must point inside the input (a line that exists, a column within it).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let loaded = Pipeline.load(bytes: bytes, path: "fuzz.routes.json")
  let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  for diagnostic in loaded.diagnostics {
    let location = diagnostic.location
    require(!diagnostic.message.isEmpty, "an empty message")
    require(
      location.offset >= 0 && location.offset <= bytes.count,
      "\(diagnostic): offset \(location.offset) outside \(bytes.count) bytes")
    require(
      location.line >= 1 && location.line <= lines.count,
      "\(diagnostic): line outside the \(lines.count) lines")
    require(
      location.column >= 1 && location.column <= lines[location.line - 1].count + 1,
      "\(diagnostic): column outside its line")
  }
  if let model = loaded.model {
    require(!loaded.diagnostics.contains { $0.severity == .error }, "a model despite errors")
    _ = Pipeline.render(model)
  } else {
    require(loaded.diagnostics.contains { $0.severity == .error }, "rejected without an error")
  }
  return 0
}

/// A broken property is a crash: libFuzzer saves the input and stops.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}
