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

  /// The document with the section between the app's markers replaced by `table`. Markers inside fenced code
  /// blocks are text, not markers; the table's headings go one level below the heading of the section the
  /// markers are in; and the table takes the document's line endings (CRLF stays CRLF).
  public static func update(_ document: String, app: String, table: String) -> Result<
    String, Failure
  > {
    let lines = Line.split(document)
    let begins = lines.filter { !$0.isFenced && $0.text.contains(beginMarker(app)) }
    let ends = lines.filter { !$0.isFenced && $0.text.contains(endMarker(app)) }
    if begins.isEmpty && ends.isEmpty { return .failure(.missingMarkers(app: app)) }
    guard begins.count == 1, ends.count == 1,
      let begin = begins[0].text.range(of: beginMarker(app)),
      let end = ends[0].text.range(of: endMarker(app)), begin.upperBound <= end.lowerBound
    else {
      return .failure(.unbalancedMarkers(app: app))
    }
    let sectionLevel =
      lines.prefix(begins[0].number).last { !$0.isFenced && $0.headingLevel != nil }?.headingLevel
      ?? 1
    let prefix = String(repeating: "#", count: min(sectionLevel + 1, 6)) + " "
    var body = table.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("## ") ? prefix + line.dropFirst(3) : String(line)
    }.joined(separator: "\n")
    var newline = "\n"
    if begins[0].endsWithCRLF {
      newline = "\r\n"
      body = body.replacingOccurrences(of: "\n", with: "\r\n")
    }
    let before = document[..<begin.upperBound]
    let after = document[end.lowerBound...]
    return .success(before + newline + body + after)
  }

  /// A line of a Markdown document, as far as the markers care.
  private struct Line {
    var number: Int
    /// The line without its line break.
    var text: Substring
    var endsWithCRLF: Bool
    /// Inside a fenced code block (its fences included).
    var isFenced: Bool

    /// The level of an ATX heading (`## Title` is 2).
    var headingLevel: Int? {
      let hashes = text.prefix { $0 == "#" }.count
      return (1...6).contains(hashes) && text.dropFirst(hashes).first == " " ? hashes : nil
    }

    /// Split at `\n`, scalar by scalar: in a `String`, `\r\n` is one character, which a split at `"\n"` misses.
    static func split(_ document: String) -> [Line] {
      let scalars = document.unicodeScalars
      var pieces: [(text: Substring, crlf: Bool)] = []
      var start = scalars.startIndex
      for index in scalars.indices where scalars[index] == "\n" {
        let crlf = index > start && scalars[scalars.index(before: index)] == "\r"
        pieces.append((document[start..<(crlf ? scalars.index(before: index) : index)], crlf))
        start = scalars.index(after: index)
      }
      pieces.append((document[start...], false))
      var fence: Substring?
      return pieces.enumerated().map { number, piece in
        let text = piece.text
        let trimmed = text.drop { $0 == " " }
        let marker = trimmed.prefix { $0 == "`" || $0 == "~" }
        let opensOrCloses = marker.count >= 3 && Set(marker).count == 1
        let inside = fence != nil || opensOrCloses
        if let open = fence, opensOrCloses, marker.first == open.first, marker.count >= open.count {
          fence = nil
        } else if fence == nil, opensOrCloses {
          fence = marker
        }
        return Line(number: number, text: text, endsWithCRLF: piece.crlf, isFenced: inside)
      }
    }
  }
}

extension Command {
  static let docs = Command(
    name: "docs",
    summary: "Print a spec's Markdown route table, or update it in place in a document.",
    operands: .oneSpec,
    about: """
      Without --update, prints the app's route table. With --update, replaces the text between
      <!-- routegen:<App>:begin --> and <!-- routegen:<App>:end --> in <file.md> and leaves every other byte as
      it was.
      """,
    options: [.update, .check],
    success: "printed, written or up to date",
    failure: "a spec with errors, a document without the markers, or (--check) a table out of date",
    examples: ["routegen docs Specs/NovaSocial.routes.json --update README.md --check"],
    run: { tool, arguments throws(CommandStop) in try tool.docs(arguments) })
}

extension Option {
  fileprivate static let update = Option(
    name: "--update", value: .text(placeholder: "<file.md>"),
    help: "Replace the table between the app's markers in this document.")
  fileprivate static let check = Option(
    name: "--check", help: "With --update: write nothing; exit 1 if the table there is out of date."
  )
}

extension CommandLineTool {
  /// `routegen docs`: the route table, printed or kept up to date in a document.
  func docs(_ arguments: ParsedArguments) throws(CommandStop) -> ExitCode {
    if arguments.isSet(.check) && !arguments.isSet(.update) {
      throw .usage("--check checks the table of a document: give --update <file.md> too")
    }
    guard let model = loadAll(arguments.positional, notes: false)?.first else { return .failure }
    let table = MarkdownRenderer().table(model)
    guard let path = arguments[.update] else {
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
      if arguments.isSet(.check) {
        standardError(
          "\(path): error: the routegen:\(model.name) table is out of date\n\(writer.difference(for: file))"
        )
        standardError(
          "routegen: run `\(invocation) docs \(arguments.positional[0]) --update \(path)` and commit the result"
        )
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
