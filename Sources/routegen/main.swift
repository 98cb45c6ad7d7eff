import Foundation
import RouteGenCore

// Thin front end: all behaviour lives in RouteGenCore's CommandLineTool.
// Hints print the command as it was started (`.build/debug/routegen`, or `routegen` from PATH).
let tool = CommandLineTool.processTool(invocation: CommandLine.arguments.first ?? "routegen")
let code = tool.run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
