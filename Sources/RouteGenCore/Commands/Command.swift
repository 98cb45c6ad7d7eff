/// A `routegen` subcommand, declared once in its own file: its name, its line in `routegen --help`, its operands,
/// its options, what its exit codes mean, and what it runs. Parsing, `--help`, suggestions and every usage error
/// read this declaration, so an option cannot be parsed one way and documented another. The package's other tools
/// (the spec fuzzer) declare their options the same way (`program`).
package struct Command: Sendable {
  /// The program whose command it is: `routegen`, or a tool of its own (then `name` is empty).
  var program = "routegen"
  let name: String
  /// Its line in `routegen --help`.
  let summary: String
  let operands: Operands
  /// What it does: the paragraphs of its help, between the usage line and the options.
  let about: String
  var options: [Option] = []
  /// What exit codes 0 and 1 mean for it; 2 is wrong usage for every command.
  var success = "success"
  let failure: String
  var examples: [String] = []
  let run:
    @Sendable (CommandLineTool, ParsedArguments) throws(CommandStop) -> CommandLineTool.ExitCode

  /// A tool of the package's own, not a `routegen` command: its options, read by `ParsedArguments`.
  package init(tool: String, about: String, options: [Option], failure: String) {
    (program, name, summary, operands, self.options, self.failure) = (
      tool, "", about, .none, options, failure
    )
    self.about = Self.wrapped(about, indent: 0)
    run = { _, _ throws(CommandStop) in .success }
  }

  init(
    name: String, summary: String, operands: Operands, about: String, options: [Option] = [],
    success: String = "success", failure: String, examples: [String] = [],
    run:
      @escaping @Sendable (CommandLineTool, ParsedArguments) throws(CommandStop) ->
      CommandLineTool.ExitCode
  ) {
    (self.name, self.summary, self.operands, self.about, self.options) = (
      name, summary, operands, about, options
    )
    (self.success, self.failure, self.examples, self.run) = (success, failure, examples, run)
  }

  /// The words a command takes besides its options: how the usage line writes them, how many it takes, and how
  /// the usage error names them (`give one spec file`).
  struct Operands: Sendable {
    let synopsis: String
    let count: ClosedRange<Int>
    let what: String

    static let none = Operands(synopsis: "", count: 0...0, what: "no operands")
    static let oneSpec = Operands(synopsis: "<spec>", count: 1...1, what: "one spec file")
    static let specs = Operands(
      synopsis: "<spec>...", count: 1...Int.max, what: "at least one spec file")
  }
}

/// One option of a command: its name, the value it takes (none for a flag), its default and its help.
package struct Option: Equatable, Sendable {
  package enum Value: Equatable, Sendable {
    /// A flag: given or not.
    case none
    /// Any text, written as `placeholder` in help (`<dir>`).
    case text(placeholder: String)
    /// One of these words.
    case choice([String])
    /// A number above zero (`--timeout 2.5`).
    case positiveNumber(placeholder: String)
    /// A whole number of at least `minimum` (`--routes 50`).
    case count(placeholder: String, minimum: Int)
  }

  let name: String
  var value: Value = .none
  /// What the command reads when the option is not given; help says it.
  var defaultValue: String? = nil
  var isRequired = false
  /// Given more than once, every value counts (`--domain a --domain b`); otherwise a second one is refused.
  var isRepeatable = false
  let help: String

  package init(
    name: String, value: Value = .none, defaultValue: String? = nil, isRequired: Bool = false,
    isRepeatable: Bool = false, help: String
  ) {
    (self.name, self.value, self.defaultValue) = (name, value, defaultValue)
    (self.isRequired, self.isRepeatable, self.help) = (isRequired, isRepeatable, help)
  }

  /// How the usage line writes it: required bare, others in brackets, repeatable with `…`.
  var synopsis: String { (isRequired ? label : "[\(label)]") + (isRepeatable ? "…" : "") }

  /// How help writes the option: `--format text|json`, `--host <host>`.
  var label: String {
    switch value {
    case .none: name
    case .text(let placeholder), .positiveNumber(let placeholder), .count(let placeholder, _):
      "\(name) \(placeholder)"
    case .choice(let words): "\(name) \(words.joined(separator: "|"))"
    }
  }
}

/// Why a command stops before its work: wrong usage. The tool prints the message and the command's help, and exits
/// 2, the same for every command.
package enum CommandStop: Error {
  case usage(String)
}

extension Command {
  /// `routegen <name> --help` and `routegen help <name>`.
  package var help: String {
    let usage =
      [
        (["USAGE:", program] + (name.isEmpty ? [] : [name])).joined(separator: " "),
        operands.synopsis,
      ]
      + options.map(\.synopsis)
    var text = Self.wrapped(usage.filter { !$0.isEmpty }, indent: usage[0].count + 1)
    text += "\n\n" + about
    if !options.isEmpty {
      let column = min(options.map(\.label.count).max()!, 26) + 4
      text += "\n\nOPTIONS:"
      for option in options {
        var help = option.help
        if let value = option.defaultValue { help += " Default: \(value)." }
        if option.isRepeatable { help += " Repeatable." }
        let label = "  " + option.label
        let body = Self.wrapped(help, indent: column, start: column)
        text +=
          label.count + 2 > column
          ? "\n\(label)\n" + String(repeating: " ", count: column) + body
          : "\n" + label + String(repeating: " ", count: column - label.count) + body
      }
    }
    text +=
      "\n\n" + Self.wrapped("EXIT CODES: 0 \(success), 1 \(failure), 2 wrong usage.", indent: 12)
    if !examples.isEmpty {
      text += "\n\nEXAMPLE: " + examples.joined(separator: "\n         ")
    }
    return text
  }

  static let width = 116

  static func wrapped(_ text: String, indent: Int, start: Int = 0) -> String {
    wrapped(text.split(separator: " ").map(String.init), indent: indent, start: start)
  }

  /// `words` joined by spaces into lines that end by column `width`: the first starts at column `start`, the
  /// others are indented to column `indent`.
  static func wrapped(_ words: [String], indent: Int, start: Int = 0) -> String {
    var lines: [String] = []
    var line = ""
    for word in words {
      let room = width - (lines.isEmpty ? start : indent)
      if !line.isEmpty && line.count + 1 + word.count > room {
        lines.append(line)
        line = word
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }
}

/// What a command prints (`--format`).
enum OutputFormat: String, CaseIterable, Sendable {
  case text, json, xcuitest
}

extension Option {
  /// `--format`, one declaration for every command that has it: text (the default), json, and the command's other
  /// formats; `help` says what each gives.
  static func format(_ formats: [OutputFormat] = [.text, .json], help: String) -> Option {
    Option(
      name: "--format", value: .choice(formats.map(\.rawValue)),
      defaultValue: OutputFormat.text.rawValue, help: help)
  }

  /// The build whose links a command reads (`match`, `links`, `verify`).
  static let environment = Option(
    name: "--environment", value: .text(placeholder: "<name>"), defaultValue: "production",
    help:
      "Read the spec as that environment's build does: its hosts, schemes and app IDs (\"production\" is the spec's own)."
  )
}

extension CommandLineTool {
  /// Every subcommand, in the order `routegen --help` lists them.
  static let commands: [Command] = [
    .initSpec, .generate, .validate, .match, .links, .breaking, .verify, .docs, .swift, .synthesize,
  ]

  /// `routegen --help`: the commands as their declarations summarise them.
  static var usage: String {
    let width = commands.map(\.name.count).max()! + 2
    let lines = commands.map {
      "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + $0.summary
    }
    return """
      OVERVIEW: Generate typed Swift deep-link routes, AASA files and docs from one route spec.

      USAGE: routegen <command> [options]

      COMMANDS:
      \(lines.joined(separator: "\n"))

      OPTIONS:
        --help      Show help (also `routegen <command> --help` and `routegen help <command>`).
        --version   Show the version.

      EXIT CODES: 0 success, 1 spec errors or stale files, 2 wrong usage (an unknown command or option, a missing
                  or bad value, operands missing or extra); each command's help says what 0 and 1 mean for it.
      """
  }
}
