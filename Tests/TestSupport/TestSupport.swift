import Foundation

/// The package's root folder, for tests that read its files.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A test's own failure, thrown where a value it needs is missing.
public struct TestFailure: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// A generated file of a spec split in parts, less what the parts add: each route's note of the file that declares
/// it (the Swift doc line, ROUTES.md's column). The rest is what the same routes in one file, in name order,
/// generate.
public func withoutSourceNotes(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).filter {
    !$0.contains("/// - Spec: ")
  }.map { line in
    line.replacing(#/ `[^`]*\.routes(-part)?\.json` \|$/#, with: "")
      .replacing(" Summary | Spec |", with: " Summary |")
      .replacing("|---|---|---|---|---|---|---|", with: "|---|---|---|---|---|---|")
  }.joined(separator: "\n")
}
