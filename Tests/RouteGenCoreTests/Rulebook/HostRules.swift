import RouteGenRuntime
import Testing

/// ParsingRules, **Hosts**: a host is read by the routes of the longest entry that takes it, as iOS picks the AASA
/// file it reads (a host listed by name before any wildcard over it, `*.teams.shop.example` before
/// `*.shop.example`); a wildcard's label (`{region}`, one label; `{team...}`, labels joined by `.`) is its
/// parameter's value, lowercase, refused with the reason when the parameter's type or constraints refuse it.
@Suite struct HostRules {
  /// A wildcard host's first label is a value, wherever the wildcard is written: in the app's domains (for every
  /// route without hosts of its own) as in a route's hosts; its links are built on the label's host.
  @Test func aWildcardsLabelIsTheValueOfItsParameter() throws {
    let product = """
      { "name": "product", "summary": "A product.",
        "params": { "region": { "type": "string", "optional": true }, "id": { "type": "int", "min": 1 } },
        "web": "/products/{id}", "scheme": "product/{id}?region={region}" }
      """
    let blog = """
      { "name": "post", "summary": "A post.", "hosts": ["{blog}.blogs.example"],
        "params": { "blog": "string", "id": "int" }, "web": "/p/{id}", "scheme": "post/{id}?blog={blog}" }
      """
    let inDomains = try Rulebook(
      routes: product, domains: ["shop.example", "{region}.shop.example"])
    let inHosts = try Rulebook(routes: blog, domains: ["shop.example"])
    let label = "is not a host label (letters, digits and inner '-')"
    inDomains.check([
      "https://de.shop.example/products/42": .route("product", ["region": "de", "id": "42"]),
      "https://DE.Shop.Example/products/42": .route("product", ["region": "de", "id": "42"]),
      "https://shop.example/products/42": .route("product", ["id": "42"]),
      "test://product/42?region=fr": .route("product", ["region": "fr", "id": "42"]),
      "https://my_shop.shop.example/products/42": .refused(
        .invalidParameter(name: "region", value: "my_shop", reason: label)),
      "https://a.b.shop.example/products/42": .refused(.unsupportedHost("a.b.shop.example")),
    ])
    inDomains.checkLinks([
      "https://de.shop.example/products/42": (
        web: "https://de.shop.example/products/42", scheme: "test://product/42?region=de"
      ),
      "test://product/42": (web: "https://shop.example/products/42", scheme: "test://product/42"),
    ])
    inHosts.check([
      "https://news.blogs.example/p/7": .route("post", ["blog": "news", "id": "7"]),
      "https://blogs.example/p/7": .refused(.unsupportedHost("blogs.example")),
      // Two labels under a one-label wildcard: no host of the app, in a route's hosts as in the domains.
      "https://a.b.blogs.example/p/7": .refused(.unsupportedHost("a.b.blogs.example")),
    ])
    inHosts.checkLinks([
      "test://post/7?blog=news": (
        web: "https://news.blogs.example/p/7", scheme: "test://post/7?blog=news"
      )
    ])
  }

  /// A label may be narrowed (an enum of the labels a team ships, characters and lengths), and is compared ignoring
  /// case as hosts are; a host listed by name is its own, not a label; `{x...}` takes labels joined by `.`; and of
  /// the entries that take a host, the longest alone routes it, as iOS picks the file it reads.
  @Test func theLongestEntryPicksAHostsRoutes() throws {
    let product = """
      { "name": "product", "summary": "A product.",
        "params": { "region": { "type": "enum", "values": ["de", "fr"], "optional": true }, "id": "int" },
        "web": "/products/{id}", "scheme": "product/{id}" },
      { "name": "team", "summary": "A team.", "hosts": ["{team...}.teams.shop.example"],
        "params": { "team": { "type": "string", "characters": "a-z.", "maxLength": 9 } }, "web": "/t" }
      """
    let shop = try Rulebook(
      routes: product, domains: ["shop.example", "{region}.shop.example", "www.shop.example"])
    shop.check([
      "https://DE.shop.example/products/1": .route("product", ["region": "de", "id": "1"]),
      "https://www.shop.example/products/1": .route("product", ["id": "1"]),
      "https://it.shop.example/products/1": .refused(
        .invalidParameter(name: "region", value: "it", reason: "is not one of de, fr")),
      "https://A.B.Teams.shop.example/t": .route("team", ["team": "a.b"]),
      "https://abcd.efgh.ij.teams.shop.example/t": .refused(
        .invalidParameter(
          name: "team", value: "abcd.efgh.ij", reason: "is longer than 9 characters")),
      // `*.teams.shop.example` is the longest entry that takes it: no product there.
      "https://a.teams.shop.example/products/1": .refused(.noRoute(path: "/products/1")),
    ])
    shop.checkLinks([
      "https://fr.shop.example/products/1": (
        web: "https://fr.shop.example/products/1", scheme: nil
      ),
      "https://www.shop.example/products/1": (
        web: "https://shop.example/products/1", scheme: "test://product/1"
      ),
    ])
  }
}
