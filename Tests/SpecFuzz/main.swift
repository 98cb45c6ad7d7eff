import Foundation

// The spec-space fuzzer (Fuzzing.md): random valid specs, their generated Swift compiled in batches, every link
// held to the reference matcher and builder, the AASA files, ROUTES.md, `routegen match` and a browser.
//
//   routegen-spec-fuzz [options]   (routegen-spec-fuzz --help lists them)

let options = Options(Array(CommandLine.arguments.dropFirst()))
let code = SpecFuzz(options: options).run()
exit(code)
