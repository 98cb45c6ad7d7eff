/// What one run generated in an app's folder: each file's name, size and fingerprint.
///
/// The generator deletes a file only when the previous manifest names it and its bytes are still exactly what
/// was written then: a user's file in the output folder, or a generated file someone edited, is never deleted.
/// JSON and property lists cannot all carry a "generated" header, hence a manifest rather than headers.
public struct Manifest: Equatable, Sendable {
    public static let fileName = ".routegen-manifest"

    public struct Entry: Equatable, Sendable {
        public var size: Int
        public var fingerprint: UInt64
    }

    /// File name within the app's folder → what was written.
    public private(set) var entries: [String: Entry] = [:]

    public init(files: [(name: String, contents: String)]) {
        for file in files { entries[file.name] = Self.entry(Array(file.contents.utf8)) }
    }

    public static func entry(_ bytes: [UInt8]) -> Entry {
        // FNV-1a, 64 bits: a fingerprint that tells "unchanged since written" apart, not a defence.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Entry(size: bytes.count, fingerprint: hash)
    }

    /// One line per file, sorted: `<fingerprint> <size> <name>`.
    public var text: String {
        var lines = ["# routegen: the files below were generated here; routegen deletes only these, and only unedited."]
        for name in entries.keys.sorted() {
            let entry = entries[name]!
            let hex = String(entry.fingerprint, radix: 16)
            lines.append("\(String(repeating: "0", count: 16 - hex.count))\(hex) \(entry.size) \(name)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// nil when the text is not a manifest (then nothing is deleted on its word).
    public init?(text: String) {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, let fingerprint = UInt64(fields[0], radix: 16), let size = Int(fields[1]),
                Self.isPlainName(fields[2])
            else { return nil }
            entries[String(fields[2])] = Entry(size: size, fingerprint: fingerprint)
        }
    }

    /// A file directly in the app's folder: a manifest can never point elsewhere (`../x`, `/etc/x`).
    static func isPlainName(_ name: Substring) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && name != Substring(fileName)
    }
}
