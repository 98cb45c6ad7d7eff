import Foundation

// The spec-space fuzzer (Fuzzing.md): random valid specs, their generated Swift compiled in batches, every link
// held to the reference matcher and builder, the AASA files, ROUTES.md, `routegen match` and a browser.
//
//   routegen-spec-fuzz [--seed N] [--specs N] [--links N] [--batch N] [--seconds N] [--work DIR] [--shrink N]
//     [--findings FILE]
//
// --specs: how many specs (default 200); --links: links per spec (default 510); --seconds: run batches until
// this much time has passed instead (the long run); --shrink: how many kinds of findings are shrunk to a
// regression test (default 4); --findings: a file that gets every finding, one a line. Exit 1 when any check
// fails, or when a run of 100 specs or more never wrote a key or form of the spec format.

let options = Options(CommandLine.arguments.dropFirst())
let code = SpecFuzz(options: options).run()
exit(code)
