/// The operands and options of one run of a command, read by the command's declaration: every option is known,
/// every value is of the declared kind, and a command reads an option through its declaration, never its spelling.
package struct ParsedArguments {
  let command: Command
  package var positional: [String] = []
  /// Each given option's values, in order (a flag has one empty value).
  private var given: [String: [String]] = [:]

  /// `arguments` as `command` declares them; a usage error says what is wrong.
  package init(_ arguments: [String], for command: Command) throws(CommandStop) {
    self.command = command
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || !argument.hasPrefix("--") || argument == "-" {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      let equals = argument.firstIndex(of: "=")
      let name = String(argument[..<(equals ?? argument.endIndex)])
      guard let option = command.options.first(where: { $0.name == name }) else {
        var message = "unknown option \(name)"
        if let suggestion = Suggestion.nearest(to: name, in: command.options.map(\.name)) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw .usage(message)
      }
      var value = ""
      if option.value == .none {
        if equals != nil { throw .usage("\(name) is a flag; it takes no value") }
      } else if let equals {
        value = String(argument[argument.index(after: equals)...])
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw .usage("\(option.label) needs a value")
      }
      if given[name] != nil && !option.isRepeatable {
        throw .usage("\(name) is given twice; give it once")
      }
      try Self.check(value, of: option)
      given[name, default: []].append(value)
    }
    for option in command.options where option.isRequired && given[option.name] == nil {
      throw .usage("\(option.label) is required")
    }
    if !command.operands.count.contains(positional.count) {
      throw .usage("give \(command.operands.what)")
    }
  }

  private static func check(_ value: String, of option: Option) throws(CommandStop) {
    switch option.value {
    case .none, .text: return
    case .choice(let words):
      if words.contains(value) { return }
      let listed = words.dropLast().joined(separator: ", ") + " or " + words.last!
      throw .usage("\(option.name) must be \(listed), not '\(value)'")
    case .positiveNumber:
      if let number = Double(value), number > 0, number.isFinite { return }
      throw .usage("\(option.name) needs a number above 0, not '\(value)'")
    case .count(_, let minimum):
      if let count = Int(value), count >= minimum { return }
      throw .usage("\(option.name) needs a whole number of at least \(minimum), not '\(value)'")
    }
  }

  /// The option's value: the one given, else its default.
  package subscript(option: Option) -> String? {
    values(option).last ?? option.defaultValue
  }

  /// Every value given for a repeatable option, in order.
  package func values(_ option: Option) -> [String] {
    precondition(
      command.options.contains(option), "\(command.name) does not declare \(option.name)")
    return given[option.name] ?? []
  }

  /// Whether the flag (or option) was given.
  package func isSet(_ option: Option) -> Bool { !values(option).isEmpty }

  /// A text option's value, where the option has a default or is required.
  package func value(_ option: Option) -> String { read(option) { $0 } }

  /// The option's value as `read` takes it; parsing checked it, so an option that has a default or is required
  /// always has one.
  private func read<Value>(_ option: Option, _ read: (String) -> Value?) -> Value {
    guard let text = self[option], let value = read(text) else {
      preconditionFailure(
        "\(option.name) has no default and is not required, or is not a \(Value.self)")
    }
    return value
  }

  /// A choice option's value as its type (`OutputFormat`): checked when parsed, so an option that has a default
  /// or is required always has one.
  func choice<Choice: RawRepresentable>(_ option: Option) -> Choice
  where Choice.RawValue == String {
    read(option, Choice.init(rawValue:))
  }

  /// What a command prints: its `--format` (`Option.format`).
  var format: OutputFormat {
    guard let option = command.options.first(where: { $0.name == "--format" }) else {
      preconditionFailure("\(command.name) declares no --format")
    }
    return choice(option)
  }

  /// A number option's value (`--timeout`), checked when parsed; the option has a default or is required.
  package func number(_ option: Option) -> Double { read(option, Double.init) }

  /// A count option's value (`--routes`), checked when parsed; the option has a default or is required.
  package func count(_ option: Option) -> Int { read(option) { Int($0) } }
}
