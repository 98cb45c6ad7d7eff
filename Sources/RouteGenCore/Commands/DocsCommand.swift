import Foundation

/// Replaces the text between `<!-- routegen:<App>:begin -->` and `<!-- routegen:<App>:end -->` in a document,
/// leaving every other byte as it was.
public enum DocsUpdater {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missingMarkers(app: String)
        case unbalancedMarkers(app: String)

        public var description: String {
            switch self {
            case .missingMarkers(let app):
                "the document has no <!-- routegen:\(app):begin --> … <!-- routegen:\(app):end --> markers; add them where the table belongs"
            case .unbalancedMarkers(let app):
                "the routegen:\(app) markers are out of order or repeated; keep one begin marker followed by one end marker"
            }
        }
    }

    public static func beginMarker(_ app: String) -> String { "<!-- routegen:\(app):begin -->" }
    public static func endMarker(_ app: String) -> String { "<!-- routegen:\(app):end -->" }

    /// The document with the section between the app's markers replaced by `table`.
    public static func update(_ document: String, app: String, table: String) -> Result<String, Failure> {
        let begin = beginMarker(app)
        let end = endMarker(app)
        let beginRanges = ranges(of: begin, in: document)
        let endRanges = ranges(of: end, in: document)
        if beginRanges.isEmpty && endRanges.isEmpty { return .failure(.missingMarkers(app: app)) }
        guard beginRanges.count == 1, endRanges.count == 1, beginRanges[0].upperBound <= endRanges[0].lowerBound else {
            return .failure(.unbalancedMarkers(app: app))
        }
        let before = document[..<beginRanges[0].upperBound]
        let after = document[endRanges[0].lowerBound...]
        return .success(before + "\n" + table + after)
    }

    private static func ranges(of marker: String, in document: String) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var searchStart = document.startIndex
        while let range = document.range(of: marker, range: searchStart..<document.endIndex) {
            result.append(range)
            searchStart = range.upperBound
        }
        return result
    }
}

extension CommandLineTool {
    func docs(_ arguments: ParsedArguments) -> ExitCode {
        if let failure = rejectUnknownOptions(arguments, allowed: ["--update", "--check"], Self.docsHelp) { return failure }
        guard arguments.positional.count == 1 else { return usageError("give exactly one spec file", Self.docsHelp) }
        guard let model = loadAll(arguments.positional, notes: false)?.first else { return .failure }
        let table = MarkdownRenderer().table(model)
        guard let path = arguments.values["--update"] else {
            standardOutput(table)
            return .success
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            standardError("\(path): error: cannot read the document")
            return .failure
        }
        let document = String(decoding: data, as: UTF8.self)
        switch DocsUpdater.update(document, app: model.name, table: table) {
        case .failure(let failure):
            standardError("\(path): error: \(failure)")
            return .failure
        case .success(let updated):
            let writer = OutputWriter(directory: URL(fileURLWithPath: path).deletingLastPathComponent())
            let file = OutputFile(path: URL(fileURLWithPath: path).lastPathComponent, contents: updated)
            if updated == document {
                standardOutput("unchanged \(path) (routegen:\(model.name) table is up to date)")
                return .success
            }
            if arguments.flags.contains("--check") {
                standardError("\(path): error: the routegen:\(model.name) table is out of date\n\(writer.difference(for: file))")
                standardError("routegen: run `routegen docs \(arguments.positional[0]) --update \(path)` and commit the result")
                return .failure
            }
            do {
                try writer.write([file])
                standardOutput("wrote     \(path) (routegen:\(model.name) table)")
                return .success
            } catch {
                standardError("\(path): error: cannot write: \(error.localizedDescription)")
                return .failure
            }
        }
    }
}
