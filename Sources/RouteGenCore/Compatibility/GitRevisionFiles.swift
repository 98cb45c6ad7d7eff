import Foundation

/// A spec as a git revision has it (`routegen breaking --against-git origin/main`): the file and each part it
/// includes, read with `git show <revision>:./<path>`, so that a spec split in parts is compared whole, with no
/// folder of old files to write first.
struct GitRevisionFiles {
  var revision: String

  /// Refuses what git would read as an option (`--output=…`), not as a revision.
  init?(revision: String) {
    guard !revision.isEmpty, !revision.hasPrefix("-") else { return nil }
    self.revision = revision
  }

  /// The file at `path` (from the current folder) in the revision; nil when git has none there.
  func read(_ path: String) -> [UInt8]? {
    let file = URL(fileURLWithPath: path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // From the file's folder, so that `./name` is the file whatever the repository's root is.
    process.arguments = [
      "git", "-C", file.deletingLastPathComponent().path, "show",
      "\(revision):./\(file.lastPathComponent)",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? Array(data) : nil
  }

  /// The spec at `path` in the revision, its diagnostics naming `<revision>:<file>`.
  func load(path: String, withEnvironments: Bool = true) -> Pipeline.Loaded {
    guard let bytes = read(path) else {
      let diagnostic = Diagnostic(
        .error, file: "\(revision):\(path)", at: .start,
        "git has no such file at \(revision) (`git show \(revision):./\(path)` fails); is the revision right, and was the spec there then?"
      )
      return Pipeline.Loaded(path: path, diagnostics: [diagnostic], model: nil)
    }
    var loaded = Pipeline.load(
      bytes: bytes, path: path, read: read, withEnvironments: withEnvironments)
    loaded.model?.revision = revision
    for index in loaded.diagnostics.indices {
      loaded.diagnostics[index].file = "\(revision):\(loaded.diagnostics[index].file)"
    }
    return loaded
  }
}
