extension CommandLineTool {
  /// `routegen --help`: the commands as the table lists them.
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
        --help      Show help (also `routegen <command> --help`).
        --version   Show the version.

      EXIT CODES: 0 success, 1 spec errors or stale files, 2 wrong usage.
      """
  }

  static let initHelp = """
    USAGE: routegen init <App> [--scheme <scheme>] [--domain <domain>]… [--app-id <TEAMID.bundle.id>] [--folder <dir>]

    Writes <dir>/<App>.routes.json (default folder: Specs), a valid spec with a few example routes of the common
    kinds (a page, a typed id with an alias, an optional query with an enum, a route that needs signing in),
    each explained in its "$comment"; and route-spec.schema.json beside it when the folder has none, so that
    editors check and complete the spec. Give a custom scheme, universal-link domains, or both; with neither,
    the custom scheme is the app's name in lowercase (routegen init Shop: shop://). Never overwrites a file.

    OPTIONS:
      --scheme <scheme>   The custom URL scheme (e.g. shop for shop://).
      --domain <domain>   A universal-link domain (repeat for more; the first is canonical).
      --app-id <id>       TEAMID.bundle.id for the AASA file (else a stand-in to replace before shipping).
      --folder <dir>      Where to write (default: Specs).

    EXAMPLE: routegen init Shop --scheme shop --domain shop.example --app-id ABCDE12345.com.example.shop
    """

  static let generateHelp = """
    USAGE: routegen generate <spec>... --output <dir> [--check] [--prune] [--embed-runtime]

    Reads each spec, validates it, and writes its outputs into <dir>/<App>/. A file is written only when its
    bytes change, through a temporary file renamed into place. If any spec has an error, nothing is written.
    <dir>/<App>/.routegen-manifest lists what was generated: a file an earlier run generated and this one
    does not is removed, unless it was edited since. No other file is ever deleted.

    OPTIONS:
      --output <dir>  The output folder (e.g. Generated).
      --check         Write nothing; exit 1 and list every file that would change, with its first differences.
      --prune         Also remove the outputs of apps whose spec is not given (a spec that was deleted or
                      renamed): their unedited generated files, by their manifests.
      --embed-runtime Also write the runtime as <dir>/RouteGenRuntime.swift, and Swift files that use it
                      without `import RouteGenRuntime`: for targets that add files by hand (or build with
                      Bazel or Buck) rather than depend on the RouteGenRuntime library.

    EXAMPLE: routegen generate Specs/*.routes.json --output Generated
    """

  static let swiftHelp = """
    USAGE: routegen swift <spec> --output-file <path.swift> [--warn-stale <dir>]

    Validates the spec and writes its generated Swift to exactly <path.swift> (only when the bytes change).
    The build-tool plugin runs this; diagnostics name the spec as file:line:column. With --warn-stale, a warning
    for each file of <dir>/<App>/ (committed by `generate`) that `generate` would now change.
    """

  static let synthesizeHelp = """
    USAGE: routegen synthesize --routes <count>

    Prints a synthetic spec shaped like a real app (shared literal prefixes, int/UUID/enum parameters, aliases,
    query parameters, both forms). The same count always gives the same bytes.
    """

  static let docsHelp = """
    USAGE: routegen docs <spec> [--update <file.md> [--check]]

    Without --update, prints the app's route table. With --update, replaces the text between
    <!-- routegen:<App>:begin --> and <!-- routegen:<App>:end --> in <file.md> and leaves every other byte as
    it was. With --check, writes nothing and exits 1 if the table there is out of date.

    EXAMPLE: routegen docs Specs/NovaSocial.routes.json --update README.md --check
    """

  static let validateHelp = """
    USAGE: routegen validate <spec>...

    Reads and validates each spec and prints its diagnostics as `file:line:column: error: …`.
    """

  static let breakingHelp = """
    USAGE: routegen breaking <new spec> (--against <old spec> | --against-git <revision>) [--source]
                             [--format text|json]

    Runs links that stand for everything the old spec routes (its examples, and each pattern filled with
    values of each parameter's type: bounds, keywords, enum values and aliases, defaults, optional values
    left out, on every domain and scheme) through the new spec. Each link must reach the route of the same
    name, or the route that lists it in 'formerNames', with equal values, and a universal link must still be
    claimed by the AASA file. Each break is an error on the old route, with a link, what it reached before
    and what happens now. A link that reaches its route marked "retired" is an intended break (a note).
    Changes to the generated Swift that break the app's code (a case gone or renamed, associated values
    changed, an enum case removed) are warnings.

    OPTIONS:
      --against <old spec>  The published version (e.g. from `git show origin/main:Specs/App.routes.json`);
                            the parts it includes are read beside it.
      --against-git <rev>   The new spec's file and parts as the git revision has them (origin/main, a tag).
      --source              Make source breaks errors too.
      --format json         Print a JSON report instead of diagnostics.

    EXIT CODES: 0 compatible, 1 a break (or a spec with errors), 2 wrong usage.

    EXAMPLE: routegen breaking Specs/App.routes.json --against-git origin/main
    """

  static let linksHelp = """
    USAGE: routegen links <spec> [--device | --android] [--format text|json|xcuitest] [--samples]
                          [--environment <name>] [--output-file <path>]

    Prints a script that opens every example link of the spec on the booted simulator
    (`xcrun simctl openurl booted …`), each under a comment with the route and values the app must
    reach. A universal link is opened by its route's custom-scheme URL with the same values where it has
    one: with an https link, `simctl openurl` opens Safari on a simulator that has not fetched the domain's
    AASA file for the build.

    OPTIONS:
      --device              Instructions for a device instead: the universal links to tap in a note, and
                            `xcrun devicectl` commands (Xcode 15+) that start the app with each custom-scheme URL.
      --android             Commands for an Android device or emulator: how to check that Android verified
                            the hosts (`adb shell pm get-app-links`, Google's Digital Asset Links API), then
                            `adb shell am start` with each link. Needs the spec's "android".
      --format json         Each link with its route, values, stack and simulator link, for scripts.
      --format xcuitest     A UI test class (XCTest, iOS 16.4+) with one test a link: it opens the link with
                            XCUIApplication.open(_:) and checks the route the app reports ("Trying links" in
                            the docs shows the hook the app adds).
      --samples             Also `routegen breaking`'s sample links: each pattern filled with each parameter's
                            kinds of values.
      --environment <name>  The links of that environment's build (its hosts and scheme).
      --output-file <path>  Write to this file (only when its content changes) instead of printing.

    EXIT CODES: 0 printed, 1 a spec with errors (or a file that cannot be written), 2 wrong usage.

    EXAMPLE: routegen links Specs/NovaSocial.routes.json
             routegen links Specs/NovaSocial.routes.json --format xcuitest --output-file UITests/NovaSocialLinkTests.swift
    """

  static let verifyHelp = """
    USAGE: routegen verify <spec> [--host <host>]… [--file <host>=<path>]… [--url <host>=<url>]… [--cdn]
                           [--android [--api]] [--timeout <seconds>] [--format text|json] [--environment <name>]
                           [--ca-bundle <file.pem>]

    Fetches each host's AASA file as iOS does (https://<host>/.well-known/apple-app-site-association; a
    wildcard host's from its apex: one GET, no redirect followed, at most 128 KB) and reports, per host:
    the routes whose links open Safari instead of the app (each route's examples and `routegen breaking`'s
    sample links, judged against the served file), links the app refuses that the file claims, Apple's
    hosting rules (status 200, no redirect, application/json, size, JSON shape, the spec's app IDs and
    sections), and how the served components differ from the generated file (missing, added, reordered,
    changed flags).

    OPTIONS:
      --host <host>         Check this host only (repeatable; default: every host of the spec).
      --file <host>=<path>  Judge a saved copy of the host's file instead of fetching it (offline, CI).
                            With --file and no --host, only the hosts given a file are checked.
      --url <host>=<url>    Fetch the host's file from another HTTPS address (a staging server;
                            without a path, its /.well-known/apple-app-site-association).
      --cdn                 Also fetch Apple's CDN copy, which iOS 14+ devices read
                            (https://app-site-association.cdn-apple.com/a/v1/<host>), judge it, and say
                            whether it still differs from what the domain serves.
      --android             Judge each host's assetlinks.json instead, as Android reads it
                            (https://<host>/.well-known/assetlinks.json: status 200, no redirect,
                            application/json; a statement for the spec's package with each of its
                            certificates; each route's links against the served dynamic rules). Not with --cdn.
      --api                 With --android, also ask Google's Digital Asset Links API, which Android's verifier
                            asks, whether it lists the package with each certificate (a note where it cannot be
                            reached).
      --timeout <seconds>   How long to wait for each answer (default: 10).
      --format json         Print a JSON report instead.
      --environment <name>  Judge that environment's hosts and files (its build's app IDs; default:
                            production, the spec's own).
      --ca-bundle <file>    Trust the certificates of this PEM file instead of the system's (a
                            corporate proxy's, with the public roots it also needs); without it,
                            SSL_CERT_FILE does the same. Fetched through curl, as no root is needed.

    EXIT CODES: 0 every link opens the app and nothing else was found, 1 findings (or a spec with
    errors), 2 wrong usage.

    EXAMPLE: routegen verify Specs/App.routes.json --cdn
             routegen verify Specs/App.routes.json --file example.com=Generated/App/apple-app-site-association
    """

  static let matchHelp = """
    USAGE: routegen match <spec> <url>... [--example] [--environment <name>]
           routegen match <spec> --urls <file> [--format json] [--environment <name>]

    Prints the route each URL reaches and its typed parameter values, or exactly why no route accepts it
    (scheme, host, path, missing or invalid parameter), with the generated ParseError case. Texts from the
    URL are quoted and escaped, as error messages write them.

    OPTIONS:
      --example   Print each URL as an example of the spec instead, with the values it parses to (or the
                  error it is refused with), to paste into the route's "examples".
      --environment <name>
                  Read the URLs as that environment's build does (its hosts and scheme; "production" is the
                  spec's own).
      --urls <file>
                  Replay a file of links, one a line (- for standard input): links per route, refused links by
                  reason and the most refused paths. A second tab-separated column is what the app's old router
                  answered: a route name, "reject", or a route name and tab-separated key=value items; each
                  link read otherwise is listed with why, and the exit code is 1.
      --format json
                  With --urls: the same as JSON, for scripts.

    EXAMPLE: routegen match Specs/NovaSocial.routes.json 'https://nova.social/u/123'
    """
}
