import Foundation

/// What writing (or checking) one file found.
public enum FileStatus: String, Sendable {
  case unchanged, created, updated
}

/// Everything one run does in one app's folder: the files to write (the manifest last), the files an earlier
/// run generated that are no longer generated (removed), and those of them that no longer look generated (left in
/// place: someone's own file under a generated name).
public struct AppOutputPlan: Sendable {
  public var app: String
  public var files: [(file: OutputFile, status: FileStatus)]
  public var removals: [String]
  public var editedLeftovers: [String]

  public var changes: Int { files.filter { $0.status != .unchanged }.count + removals.count }
}

/// Holds an output folder's lock until it is released (or the process ends).
public final class OutputLock {
  private let descriptor: Int32

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }
}

/// Writes generated files: only when their bytes change, each through a temporary file in the same folder
/// renamed into place, so a reader (or a killed run) sees the old file or the new one, never half of one.
public struct OutputWriter: Sendable {
  public let directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  /// Takes the output folder's lock (creating the folder), waiting while another run holds it; `waiting` is
  /// called once if it must wait. Two runs into one folder then take turns, so neither leaves a mix of both
  /// specs' files. The lock is the folder's own `flock`: no lock file, and the kernel drops it when the process
  /// ends, however it ends.
  public func lock(waiting: () -> Void = {}) throws -> OutputLock {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let descriptor = open(directory.path, O_RDONLY)
    guard descriptor >= 0 else {
      throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: directory.path])
    }
    let lock = OutputLock(descriptor: descriptor)
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      waiting()
      while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }
    return lock
  }

  public func status(of file: OutputFile) -> FileStatus {
    guard let existing = FileManager.default.contents(atPath: url(for: file).path) else {
      return .created
    }
    return existing == Data(file.contents.utf8) ? .unchanged : .updated
  }

  /// Writes every file whose bytes differ; returns each file's status.
  @discardableResult
  public func write(_ files: [OutputFile]) throws -> [(OutputFile, FileStatus)] {
    try files.map { file in
      let status = status(of: file)
      if status != .unchanged { try writeAtomically(file) }
      return (file, status)
    }
  }

  /// What generating `files` (all in `app/`) would change, judged against the manifest an earlier run left.
  public func plan(app: String, files: [OutputFile]) -> AppOutputPlan {
    let names = files.map { String($0.path.dropFirst(app.count + 1)) }
    let manifest = OutputFile(
      path: "\(app)/\(Manifest.fileName)", contents: Manifest(names: names).text)
    var plan = AppOutputPlan(
      app: app, files: (files + [manifest]).map { ($0, status(of: $0)) }, removals: [],
      editedLeftovers: [])
    let generatedNow = Set(names)
    for name in previousManifest(app: app)?.names.sorted() ?? [] where !generatedNow.contains(name)
    {
      guard
        let bytes = FileManager.default.contents(
          atPath: directory.appendingPathComponent("\(app)/\(name)").path)
      else { continue }
      if Manifest.looksGenerated(name: name, bytes) {
        plan.removals.append("\(app)/\(name)")
      } else {
        plan.editedLeftovers.append("\(app)/\(name)")
      }
    }
    return plan
  }

  /// Plans for the app folders under the output folder that an earlier run generated but this run does not:
  /// every unedited file they list is removed, then the manifest, then the folder if nothing else is in it.
  public func abandonedPlans(keeping apps: Set<String>) -> [AppOutputPlan] {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return folders.sorted().filter { !apps.contains($0) && previousManifest(app: $0) != nil }.map {
      app in
      var plan = plan(app: app, files: [])
      plan.files = []
      plan.removals.append("\(app)/\(Manifest.fileName)")
      return plan
    }
  }

  /// Carries out a plan: changed files first, then removals, then the manifest, so that a run killed at any
  /// point leaves a manifest that still names every generated file on disk.
  public func apply(_ plan: AppOutputPlan) throws {
    removeAbandonedTemporaryFiles(in: directory.appendingPathComponent(plan.app))
    for (file, status) in plan.files.dropLast() where status != .unchanged {
      try writeAtomically(file)
    }
    for path in plan.removals { try removeIfPresent(directory.appendingPathComponent(path)) }
    if let (manifest, status) = plan.files.last, status != .unchanged {
      try writeAtomically(manifest)
    }
    let folder = directory.appendingPathComponent(plan.app)
    if plan.files.isEmpty,
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
    {
      try removeIfPresent(folder)
    }
  }

  /// A run in parallel may have removed it first; that is success, not an error.
  private func removeIfPresent(_ url: URL) throws {
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      if FileManager.default.fileExists(atPath: url.path) { throw error }
    }
  }

  private func previousManifest(app: String) -> Manifest? {
    FileManager.default.contents(
      atPath: directory.appendingPathComponent("\(app)/\(Manifest.fileName)").path
    )
    .flatMap { Manifest(text: String(decoding: $0, as: UTF8.self)) }
  }

  /// Temporary files of runs that were killed before renaming them: only our own naming pattern, and only
  /// when the process that made one is gone (a run going on in parallel keeps its files).
  private func removeAbandonedTemporaryFiles(in folder: URL) {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
      guard let pid = Self.temporaryFileOwner(name), kill(pid, 0) != 0, errno == ESRCH else {
        continue
      }
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// The process id in `.<name>.routegen-<pid>-<UUID>`, or nil for any other name.
  static func temporaryFileOwner(_ name: String) -> pid_t? {
    guard name.hasPrefix("."), let marker = name.range(of: ".routegen-", options: .backwards) else {
      return nil
    }
    let rest = name[marker.upperBound...].split(separator: "-", maxSplits: 1)
    guard rest.count == 2, rest[1].count == 36, UUID(uuidString: String(rest[1])) != nil else {
      return nil
    }
    return pid_t(rest[0])
  }

  public func url(for file: OutputFile) -> URL {
    directory.appendingPathComponent(file.path)
  }

  private func writeAtomically(_ file: OutputFile) throws {
    let destination = url(for: file)
    let folder = destination.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A unique name per process and call: two runs over the same folder never share a temporary file.
    let temporary = folder.appendingPathComponent(
      ".\(destination.lastPathComponent).routegen-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
    )
    do {
      try Data(file.contents.utf8).write(to: temporary)
      if rename(temporary.path, destination.path) != 0 {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// The differences between the file on disk and the new contents, as a unified diff (its first lines).
  public func difference(for file: OutputFile, maximumLines: Int = 40) -> String {
    guard let data = FileManager.default.contents(atPath: url(for: file).path) else {
      return "    (the file does not exist yet)"
    }
    let old = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let new = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
    return LineDiff.unified(old: old, new: new, maximumLines: maximumLines).map { "    " + $0 }
      .joined(separator: "\n")
  }
}
