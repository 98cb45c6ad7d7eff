/// Options, flags and positional arguments of one subcommand.
struct ParsedArguments {
  var positional: [String] = []
  var flags: Set<String> = []
  /// Every value of each option, in order (`--domain a --domain b`).
  var lists: [String: [String]] = [:]
  /// Each option's value: the last one given.
  var values: [String: String] { lists.compactMapValues(\.last) }
  var options: [String] { Array(flags) + Array(lists.keys) }

  struct Problem: Error {
    var message: String
  }

  /// Reads `arguments`: an option in `valueOptions` takes the next argument (or the text after `=`) as its value,
  /// any other `--option` is a flag, and everything after `--` is positional.
  static func parse(_ arguments: [String], valueOptions: Set<String>) -> Result<
    ParsedArguments, Problem
  > {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || !argument.hasPrefix("--") {
        parsed.positional.append(argument)
      } else if argument == "--" {
        onlyPositional = true
      } else if let equals = argument.firstIndex(of: "="),
        valueOptions.contains(String(argument[..<equals]))
      {
        parsed.lists[String(argument[..<equals]), default: []].append(
          String(argument[argument.index(after: equals)...]))
      } else if valueOptions.contains(argument) {
        guard index < arguments.count else {
          return .failure(Problem(message: "\(argument) needs a value"))
        }
        parsed.lists[argument, default: []].append(arguments[index])
        index += 1
      } else {
        parsed.flags.insert(argument)
      }
    }
    return .success(parsed)
  }

  func unknownOptions(allowed: Set<String>) -> [String] {
    options.filter { !allowed.contains($0) }
  }
}
