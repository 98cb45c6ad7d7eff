import Foundation
import RouteGenCore

// Thin front end: all behaviour lives in RouteGenCore's CommandLineTool.
let code = CommandLineTool.processTool().run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
