import Foundation

/// One file a renderer produced, relative to the output directory (`NovaSocial/NovaSocialRoute.swift`).
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// What writing (or checking) one file found.
public enum FileStatus: String, Sendable {
    case unchanged, created, updated
}

/// Writes generated files: only when their bytes change, each through a temporary file in the same folder
/// renamed into place, so a reader (or a killed run) sees the old file or the new one, never half of one.
public struct OutputWriter: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    public func status(of file: OutputFile) -> FileStatus {
        guard let existing = FileManager.default.contents(atPath: url(for: file).path) else { return .created }
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

    public func url(for file: OutputFile) -> URL {
        directory.appendingPathComponent(file.path)
    }

    private func writeAtomically(_ file: OutputFile) throws {
        let destination = url(for: file)
        let folder = destination.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A unique name per process and call: two runs over the same folder never share a temporary file.
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).routegen-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
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

    /// A readable account of the first differences between the file on disk and the new contents.
    public func difference(for file: OutputFile, maximumLines: Int = 6) -> String {
        guard let data = FileManager.default.contents(atPath: url(for: file).path) else {
            return "    (the file does not exist yet)"
        }
        let old = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        var index = 0
        while index < max(old.count, new.count) && lines.count < maximumLines * 2 {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            if before != after {
                if let before { lines.append("    line \(index + 1) - \(before)") }
                if let after { lines.append("    line \(index + 1) + \(after)") }
            }
            index += 1
        }
        return lines.joined(separator: "\n")
    }
}
