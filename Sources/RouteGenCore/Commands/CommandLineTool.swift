import Foundation

/// The `routegen` command line, kept in the core so that tests can run it in-process. The executable only
/// forwards `CommandLine.arguments` and exits with the returned code.
public struct CommandLineTool {
    public static let version = "0.1.0"

    /// Exit codes: 0 success, 1 errors in a spec or drift, 2 wrong usage.
    public enum ExitCode: Int32, Sendable {
        case success = 0
        case failure = 1
        case usage = 2
    }

    var standardOutput: (String) -> Void
    var standardError: (String) -> Void

    public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// A tool that prints to the process's stdout and stderr.
    public static func processTool() -> CommandLineTool {
        CommandLineTool(
            standardOutput: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    }

    public func run(_ arguments: [String]) -> ExitCode {
        guard let command = arguments.first else {
            standardError(Self.usage)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help":
            standardOutput(Self.usage)
            return .success
        case "--version":
            standardOutput("routegen \(Self.version)")
            return .success
        case "generate": return runParsed(rest, help: Self.generateHelp, generate)
        case "validate": return runParsed(rest, help: Self.validateHelp, validate)
        case "match": return runParsed(rest, help: Self.matchHelp, match)
        case "docs": return runParsed(rest, help: Self.docsHelp, docs)
        case "swift": return runParsed(rest, help: Self.swiftHelp, swift)
        case "synthesize": return runParsed(rest, help: Self.synthesizeHelp, synthesize)
        default:
            var message = "error: unknown command '\(command)'"
            if let suggestion = Suggestion.nearest(to: command, in: ["generate", "validate", "match", "docs", "swift", "synthesize"]) {
                message += "; did you mean '\(suggestion)'?"
            }
            standardError(message + "\n\n" + Self.usage)
            return .usage
        }
    }

    private func runParsed(_ arguments: [String], help: String, _ body: (ParsedArguments) -> ExitCode) -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            standardOutput(help)
            return .success
        }
        switch ParsedArguments.parse(arguments) {
        case .success(let parsed): return body(parsed)
        case .failure(let problem):
            standardError("error: \(problem.message)\n\n\(help)")
            return .usage
        }
    }

    // MARK: - Commands

    func generate(_ arguments: ParsedArguments) -> ExitCode {
        guard arguments.unknownOptions(allowed: ["--output", "--check"]).isEmpty else { return usageError(arguments, Self.generateHelp) }
        guard !arguments.positional.isEmpty else { return usageError("give at least one spec file", Self.generateHelp) }
        guard let output = arguments.values["--output"] else { return usageError("--output <dir> is required", Self.generateHelp) }
        guard let models = loadAll(arguments.positional) else { return .failure }

        var files: [OutputFile] = []
        var owners: [String: String] = [:]
        for model in models {
            if let other = owners[model.name] {
                standardError("\(model.specPath):1:1: error: the app name '\(model.name)' is also used by \(other); outputs would collide in \(output)/\(model.name)/")
                return .failure
            }
            owners[model.name] = model.specPath
            switch Pipeline.render(model) {
            case .success(let rendered): files += rendered
            case .failure(let diagnostic):
                standardError(diagnostic.description)
                standardError("routegen: the spec has errors; nothing was written")
                return .failure
            }
        }
        let writer = OutputWriter(directory: URL(fileURLWithPath: output, isDirectory: true))
        if arguments.flags.contains("--check") {
            let stale = files.map { ($0, writer.status(of: $0)) }.filter { $0.1 != .unchanged }
            if stale.isEmpty {
                standardOutput("routegen: \(files.count) file(s) in \(output) are up to date")
                return .success
            }
            for (file, status) in stale {
                let what = status == .created ? "missing (would be created)" : "out of date"
                standardError("\(output)/\(file.path): error: \(what)\n\(writer.difference(for: file))")
            }
            standardError("routegen: \(stale.count) of \(files.count) file(s) are stale; run `routegen generate \(arguments.positional.joined(separator: " ")) --output \(output)` and commit the result")
            return .failure
        }
        do {
            let results = try writer.write(files)
            for (file, status) in results {
                standardOutput("\(status == .unchanged ? "unchanged" : "wrote    ") \(output)/\(file.path)")
            }
            let written = results.filter { $0.1 != .unchanged }.count
            standardOutput("routegen: \(written) file(s) written, \(results.count - written) unchanged")
            return .success
        } catch {
            standardError("error: cannot write to \(output): \(error.localizedDescription)")
            return .failure
        }
    }

    /// Writes only the Swift file of one spec to an exact path: what the build-tool plugin runs, because a
    /// build command must name its output before the spec is read.
    func swift(_ arguments: ParsedArguments) -> ExitCode {
        guard arguments.unknownOptions(allowed: ["--output-file"]).isEmpty else { return usageError(arguments, Self.swiftHelp) }
        guard arguments.positional.count == 1, let outputPath = arguments.values["--output-file"] else {
            return usageError("give one spec file and --output-file <path.swift>", Self.swiftHelp)
        }
        guard let model = loadAll(arguments.positional, notes: false)?.first else { return .failure }
        let output = URL(fileURLWithPath: outputPath)
        let file = OutputFile(path: output.lastPathComponent, contents: SwiftRenderer().source(for: model))
        do {
            try OutputWriter(directory: output.deletingLastPathComponent()).write([file])
            return .success
        } catch {
            standardError("error: cannot write \(outputPath): \(error.localizedDescription)")
            return .failure
        }
    }

    /// Prints a deterministic synthetic spec (for benchmarks).
    func synthesize(_ arguments: ParsedArguments) -> ExitCode {
        guard arguments.unknownOptions(allowed: ["--routes"]).isEmpty, arguments.positional.isEmpty,
            let count = arguments.values["--routes"].flatMap(Int.init), count >= 5
        else { return usageError("give --routes <count>, at least 5", Self.synthesizeHelp) }
        standardOutput(String(SyntheticSpec.json(routes: count).dropLast()))
        return .success
    }

    func validate(_ arguments: ParsedArguments) -> ExitCode {
        guard arguments.unknownOptions(allowed: []).isEmpty else { return usageError(arguments, Self.validateHelp) }
        guard !arguments.positional.isEmpty else { return usageError("give at least one spec file", Self.validateHelp) }
        guard let models = loadAll(arguments.positional) else { return .failure }
        for model in models {
            standardOutput("\(model.specPath): \(model.routes.count) routes, no errors")
        }
        return .success
    }

    func match(_ arguments: ParsedArguments) -> ExitCode {
        guard arguments.unknownOptions(allowed: []).isEmpty else { return usageError(arguments, Self.matchHelp) }
        guard arguments.positional.count >= 2 else { return usageError("give a spec file and at least one URL", Self.matchHelp) }
        guard let model = loadAll([arguments.positional[0]], notes: false)?.first else { return .failure }
        let matcher = RouteMatcher(app: model)
        var allMatched = true
        for url in arguments.positional.dropFirst() {
            switch matcher.match(url) {
            case .success(let match):
                let route = model.route(named: match.value.name)
                var lines = ["\(url)", "  route:   \(match.value.name)", "  form:    \(match.form == .web ? "universal link" : "custom scheme") (pattern '\(match.pattern)')"]
                for parameter in route?.parameters ?? [] {
                    lines.append("  \(parameter.name) = \(match.value.values[parameter.name].map { "\($0)" } ?? "nil")")
                }
                standardOutput(lines.joined(separator: "\n"))
            case .failure(let failure):
                allMatched = false
                standardOutput("\(url)\n  no route: \(failure)\n  error:    \(model.typeName).ParseError.\(failure.kind)")
            }
        }
        return allMatched ? .success : .failure
    }

    // MARK: - Helpers

    /// Loads every spec and prints all diagnostics; nil if any spec has an error.
    func loadAll(_ paths: [String], notes: Bool = true) -> [AppModel]? {
        var models: [AppModel] = []
        var failed = false
        for path in paths {
            let loaded = Pipeline.load(path: path)
            for diagnostic in loaded.diagnostics where notes || diagnostic.severity != .note { standardError(diagnostic.description) }
            if let model = loaded.model { models.append(model) } else { failed = true }
        }
        if failed {
            let errors = paths.count == 1 ? "the spec has errors" : "a spec has errors"
            standardError("routegen: \(errors); nothing was written")
            return nil
        }
        return models
    }

    func usageError(_ arguments: ParsedArguments, _ help: String) -> ExitCode {
        usageError("unknown option \(arguments.options.filter { !["--output", "--check", "--update", "--output-file", "--routes"].contains($0) }.first ?? "")", help)
    }

    func usageError(_ message: String, _ help: String) -> ExitCode {
        standardError("error: \(message)\n\n\(help)")
        return .usage
    }
}

/// Options, flags and positional arguments of one subcommand.
struct ParsedArguments {
    var positional: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var options: [String] { Array(flags) + Array(values.keys) }

    struct Problem: Error {
        var message: String
    }

    static let valueOptions: Set<String> = ["--output", "--update", "--output-file", "--routes"]

    static func parse(_ arguments: [String]) -> Result<ParsedArguments, Problem> {
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
            } else if let equals = argument.firstIndex(of: "="), valueOptions.contains(String(argument[..<equals])) {
                parsed.values[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
            } else if valueOptions.contains(argument) {
                guard index < arguments.count else { return .failure(Problem(message: "\(argument) needs a value")) }
                parsed.values[argument] = arguments[index]
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
