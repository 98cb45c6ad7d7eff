import Foundation
import Testing

@testable import RouteGenCore

/// Environments (`"environments": {"staging": {…}}`): each build's hosts, app IDs and scheme, its own AASA files
/// and configuration fragments, and no production host in another build's.
@Suite struct EnvironmentTests {
  static let closedLabel = #"{ "type": "enum", "values": ["de", "fr"], "optional": true }"#
  static let openLabel = #"{ "type": "string", "characters": "a-z", "optional": true }"#
  static func routes(label: String = closedLabel) -> String {
    #"""
        { "name": "product", "summary": "A product.",
          "params": { "region": \#(label), "id": "int" },
          "web": "/products/{id}", "scheme": "product/{id}" },
        { "name": "order", "summary": "An order.", "hosts": ["example.com"], "params": { "number": "int" },
          "web": "/orders/{number}" }
    """#
  }

  static func text(_ environments: String, label: String = closedLabel) -> String {
    spec(
      routes: routes(label: label), extra: #" "environments": \#(environments),"#,
      domains: ["example.com", "{region}.example.com"])
  }

  static let staging = #"""
    { "staging": { "hosts": { "example.com": "example-staging.com", "{region}.example.com": "{region}.example-staging.com" },
                   "appIDs": ["ABCDE12345.com.example.test.staging"], "scheme": "test-staging", "developerMode": true } }
    """#

  @Test func eachEnvironmentHasItsHostsAppIDsSchemeAndFiles() throws {
    let model = try #require(
      Pipeline.load(bytes: Array(Self.text(Self.staging).utf8), path: "t.json").model)
    let staging = try #require(model.environments.first).app
    #expect(
      staging.allHosts.map(\.spelled) == ["example-staging.com", "{region}.example-staging.com"])
    #expect(staging.aasa.appIDs == ["ABCDE12345.com.example.test.staging"])
    #expect(staging.scheme == "test-staging")
    // The staging build reads staging links with their values, and no production link.
    let matcher = RouteMatcher(app: staging)
    if case .success(let match) = matcher.match("https://de.example-staging.com/products/4") {
      #expect(match.value.values["region"] == .enumCase("de"))
    } else {
      Issue.record("the staging link does not parse")
    }
    if case .success = matcher.match("https://example.com/orders/1") {
      Issue.record("a production link opens the staging build")
    }
    let files = Dictionary(
      uniqueKeysWithValues: Pipeline.render(model).map { ($0.path, $0.contents) })
    #expect(
      files.keys.filter { $0.hasPrefix("Test/staging/") }.sorted() == [
        "Test/staging/Info.plist.fragment", "Test/staging/Test.entitlements.fragment",
        "Test/staging/apple-app-site-association",
        // The closed label's hosts (`de`, `fr`) serve a file of their own.
        "Test/staging/apple-app-site-association.de.example-staging.com",
      ])
    let entitlements = try #require(files["Test/staging/Test.entitlements.fragment"])
    #expect(
      entitlements.contains("<string>applinks:de.example-staging.com?mode=developer</string>"))
    #expect(
      entitlements.contains("<string>applinks:fr.example-staging.com?mode=developer</string>"))
    #expect(!entitlements.contains("applinks:example.com"))
    #expect(
      try #require(files["Test/staging/Info.plist.fragment"]).contains(
        "<string>test-staging</string>"))
    #expect(try #require(files["Test/ROUTES.md"]).contains("| `staging` | `example-staging.com`"))
  }

  /// An environment's own `extraSchemes`: a staging build also reads production's scheme (push services send it
  /// from every environment), and writes only its own; production reads none of staging's.
  @Test func anEnvironmentReadsItsExtraSchemes() throws {
    let environments = #"""
      { "staging": { "hosts": { "example.com": "example-staging.com", "{region}.example.com": "{region}.example-staging.com" },
                     "scheme": "test-staging", "extraSchemes": ["test"] } }
      """#
    let model = try #require(
      Pipeline.load(bytes: Array(Self.text(environments).utf8), path: "t.json").model)
    let staging = try #require(model.environments.first).app
    let matcher = RouteMatcher(app: staging)
    for link in ["test://product/4", "test-staging://product/4"] {
      guard case .success(let match) = matcher.match(link) else {
        Issue.record("\(link) does not open the staging build")
        continue
      }
      #expect(match.value == RouteValue(name: "product", values: ["id": .int(4)]))
      #expect(
        URLBuilder(app: staging).url(for: match.value, form: .scheme) == "test-staging://product/4")
    }
    if case .success = RouteMatcher(app: model).match("test-staging://product/4") {
      Issue.record("a staging link opens the production build")
    }
    let files = Dictionary(
      uniqueKeysWithValues: Pipeline.render(model).map { ($0.path, $0.contents) })
    #expect(
      files["Test/staging/Info.plist.fragment"]?.contains(
        "<string>test-staging</string>\n\t\t\t\t<string>test</string>") == true)
    // Without the app's own scheme there is nothing to read beside it.
    let schemeless = #"""
      { "app": "Test", "domains": ["example.com"], "aasa": { "appIDs": ["ABCDE12345.com.example.test"] },
        "environments": { "staging": { "hosts": { "example.com": "example-staging.com" }, "extraSchemes": ["test"] } },
        "routes": [{ "name": "a", "summary": "A.", "web": "/a" }] }
      """#
    #expect(
      diagnostics(of: schemeless, severity: .error).map {
        $0.split(separator: ": ", maxSplits: 1)[1]
      } == [
        "error: environment 'staging' has 'extraSchemes' but the app has no scheme; add the app's \"scheme\", or remove this one"
      ])
  }

  /// One table holds every build: each route's record once, and a record of what an environment's build reads
  /// otherwise. Compiled for the staging build, the runtime reads what the staging model reads, and no
  /// production link; compiled for production, the reverse.
  @Test func oneTableReadsAsEachBuild() throws {
    let environments = #"""
      "environments": { "staging": { "hosts": { "example.com": "example-staging.com", "{region}.example.com": "{region}.example-staging.com" },
                                      "scheme": "test-staging", "extraSchemes": ["test"] },
                        "qa": { "hosts": { "example.com": "example-qa.com", "{region}.example.com": "{region}.example-qa.com" } } },
      """#
    let domains = ["example.com", "{region}.example.com"]
    let staging = try Rulebook(
      routes: Self.routes(), extra: environments, domains: domains, environment: "staging")
    let product = Rulebook.Outcome.route("product", ["region": "de", "id": "4"])
    staging.check([
      "https://de.example-staging.com/products/4": product,
      "test-staging://product/4": .route("product", ["id": "4"]),
      "test://product/4": .route("product", ["id": "4"]),
      "https://example-staging.com/orders/7": .route("order", ["number": "7"]),
      "https://de.example.com/products/4": .refused(.unsupportedHost("de.example.com")),
      "https://example-qa.com/orders/7": .refused(.unsupportedHost("example-qa.com")),
    ])
    let qa = try Rulebook(
      routes: Self.routes(), extra: environments, domains: domains, environment: "qa")
    qa.check([
      "https://de.example-qa.com/products/4": product,
      "test://product/4": .route("product", ["id": "4"]),
      "https://example-staging.com/orders/7": .refused(.unsupportedHost("example-staging.com")),
    ])
    let production = try Rulebook(routes: Self.routes(), extra: environments, domains: domains)
    production.check([
      "https://de.example.com/products/4": product,
      "test-staging://product/4": .refused(.unsupportedScheme("test-staging")),
      "https://example-staging.com/orders/7": .refused(.unsupportedHost("example-staging.com")),
    ])
  }

  @Test func everyProductionHostIsRenamedToOneOfItsKind() {
    func errors(_ environments: String) -> [String] {
      diagnostics(of: Self.text(environments), severity: .error).map {
        String($0.split(separator: " error: ", maxSplits: 1)[1])
      }
    }
    #expect(
      errors(#"{ "staging": { "hosts": { "example.com": "example-staging.com" } } }"#) == [
        #"environment 'staging': 'hosts' does not rename '{region}.example.com'; every host needs its staging host ("{region}.example.com": "…"), so that no production link opens its builds"#
      ])
    #expect(
      errors(
        #"{ "staging": { "hosts": { "example.com": "example-staging.com", "{region}.example.com": "eu.example-staging.com" } } }"#
      ) == [
        "environment 'staging': 'eu.example-staging.com' must be a host of the same kind as '{region}.example.com' (the wildcard {region}), so that every route reads the same values"
      ])
    #expect(
      errors(#"{ "production": { "hosts": {} } }"#) == [
        "environment 'production': production is the spec's own hosts, app IDs and scheme; name the others"
      ])
    #expect(
      errors(#"{ "Staging": { "hosts": {} } }"#) == [
        #"environment 'Staging': name environments in lowercase letters, digits and '-' ("staging"); the name is a folder of the generated files and a build flag"#
      ])
    #expect(
      errors(
        #"{ "qa": { "hosts": { "example.com": "qa.example.com", "{region}.example.com": "{region}.qa.example.com", "other.com": "x.com" } } }"#
      ) == [
        "environment 'qa': 'other.com' is not a host of the app; rename its hosts as 'domains' and 'hosts' spell them (example.com, {region}.example.com)"
      ])
  }

  /// No two builds claim a host: a host production or another environment lists, one under another build's
  /// open wildcard (Apple's `*.example.com` takes every subdomain, however deep), and a wildcard over another
  /// build's host are errors at the environment's key. A closed label (an enum) claims its values' hosts only.
  @Test func noTwoBuildsClaimAHost() {
    func errors(_ environments: String, label: String = Self.openLabel) -> [String] {
      diagnostics(of: Self.text(environments, label: label), severity: .error).map {
        String($0.split(separator: " error: ", maxSplits: 1)[1])
      }
    }
    let apple =
      "Apple's applinks:*.example.com takes every subdomain of example.com, however deep, so both builds would claim its links, and which one opens them is undefined; give this build a host outside example.com (such as 'example-staging.com')"
    #expect(
      errors(
        #"{ "staging": { "hosts": { "example.com": "staging.example.com", "{region}.example.com": "{region}.staging.example.com" } } }"#
      ) == [
        "environment 'staging': 'staging.example.com' is under production's '{region}.example.com': \(apple)",
        "environment 'staging': '{region}.staging.example.com' is under production's '{region}.example.com': \(apple)",
      ])
    #expect(
      errors(
        #"{ "staging": { "hosts": { "example.com": "example.com", "{region}.example.com": "{region}.example-staging.com" } } }"#
      ) == [
        "environment 'staging': 'example.com' is also a host of production: both builds' entitlements would list applinks:example.com, and with both on a device, which one opens its links is undefined; give this build a host of its own"
      ])
    #expect(
      errors(
        #"""
        { "staging": { "hosts": { "example.com": "example-staging.com", "{region}.example.com": "{region}.example-staging.com" } },
          "qa": { "hosts": { "example.com": "qa.example-staging.com", "{region}.example.com": "{region}.example-qa.com" } } }
        """#
      ) == [
        "environment 'qa': 'qa.example-staging.com' is under the 'staging' environment's '{region}.example-staging.com': Apple's applinks:*.example-staging.com takes every subdomain of example-staging.com, however deep, so both builds would claim its links, and which one opens them is undefined; give this build a host outside example-staging.com (such as 'example-staging-qa.com')"
      ])
    // With the label closed, production publishes de.example.com and fr.example.com: a staging host beside them is
    // the team's own, and one of them is production's.
    let closed = Self.closedLabel
    #expect(
      errors(
        #"{ "staging": { "hosts": { "example.com": "staging.example.com", "{region}.example.com": "{region}.staging.example.com" } } }"#,
        label: closed) == [])
    #expect(
      errors(
        #"{ "staging": { "hosts": { "example.com": "fr.example.com", "{region}.example.com": "{region}.example-staging.com" } } }"#,
        label: closed) == [
          "environment 'staging': 'fr.example.com' is also a host of production: both builds' entitlements would list applinks:fr.example.com, and with both on a device, which one opens its links is undefined; give this build a host of its own"
        ])
  }

  /// `routegen match --environment` reads links as that build does; production is the default.
  @Test func matchReadsAsTheEnvironmentsBuild() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-environment-\(UUID().uuidString).routes.json")
    try Self.text(Self.staging).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    func match(_ arguments: [String]) -> String {
      var output = ""
      let tool = CommandLineTool(
        standardOutput: { output += $0 + "\n" }, standardError: { output += $0 + "\n" })
      _ = tool.run(["match", file.path] + arguments)
      return output
    }
    let link = "https://de.example-staging.com/products/4"
    #expect(match(["--environment", "staging", link]).contains("  route:   product"))
    #expect(match([link]).contains("TestRoute.ParseError.unsupportedHost"))
    #expect(match(["--environment", "qa", link]).contains("the spec has no environment 'qa'"))
  }
}
