import RouteGenRuntime
import Testing

/// ParsingRules, **What builders write**: literal text exactly as the spec spells it (only bytes a URL cannot hold
/// there are encoded); a value percent-encoded only where its part of the URL requires it.
@Suite struct BuilderRules {
  static let routes = """
    { "name": "contact", "summary": "A contact.", "params": { "e164": "string" }, "web": "/c#p/+{e164}" },
    { "name": "label", "summary": "A label.", "params": { "id": "int" }, "web": "/l?label=$label&id={id}" },
    { "name": "redirect", "summary": "A redirect.", "params": { "rest": "string" }, "web": "/r?u=https%3A%2F%2Fshop.example%2F{rest}" },
    { "name": "tag", "summary": "A tag.", "params": { "name": "string" }, "web": "/tag/{name}", "scheme": "{name}/tag" },
    { "name": "search", "summary": "Search.", "params": { "q": "string" }, "web": "/search?q={q}", "scheme": "search#{q}" }
    """

  /// A default is left out of the link, unless the link without it reads as another route and the link with it
  /// reads back (found by random specs).
  @Test func aDefaultIsWrittenWhenTheLinkWithoutItReadsOtherwise() throws {
    let routes = """
      { "name": "index", "summary": "The index.", "refuseOtherQuery": true, "web": "/quill/index/" },
      { "name": "quill", "summary": "A quill.", "web": "/quill/{q}/?flag={flag}",
        "params": { "q": "string", "flag": { "type": "bool", "falseValues": ["N"], "default": false } } }
      """
    let rulebook = try Rulebook(routes: routes)
    rulebook.check([
      "https://example.com/quill/index/": .route("index", [:]),
      "https://example.com/quill/index/?flag=N": .route("quill", ["q": "index", "flag": "N"]),
    ])
    rulebook.checkLinks([
      "https://example.com/quill/index/?flag=N": (
        web: "https://example.com/quill/index/?flag=N", scheme: nil
      ),
      "https://example.com/quill/other/?flag=N": (
        web: "https://example.com/quill/other/", scheme: nil
      ),
    ])
  }

  @Test func literalTextIsWrittenAsTheSpecSpellsIt() throws {
    try Rulebook(routes: Self.routes).checkLinks([
      "https://example.com/c#p/+15551234567": (
        web: "https://example.com/c#p/+15551234567", scheme: nil
      ),
      "https://example.com/l?label=$label&id=3": (
        web: "https://example.com/l?label=$label&id=3", scheme: nil
      ),
      "https://example.com/r?u=https%3A%2F%2Fshop.example%2Fshoes": (
        web: "https://example.com/r?u=https%3A%2F%2Fshop.example%2Fshoes", scheme: nil
      ),
    ])
  }

  @Test func aValueIsEncodedOnlyWhereItsPartRequires() throws {
    try Rulebook(routes: Self.routes).checkLinks([
      // A path segment keeps its pchar (`:@!$&'()*+,;=`), encodes `/ ? #`, `%`, spaces and non-ASCII.
      "https://example.com/tag/a:b@c!$&'()*+,;=": (
        web: "https://example.com/tag/a:b@c!$&'()*+,;=", scheme: "test://a%3Ab%40c!$&'()*+,;=/tag"
      ),
      "https://example.com/tag/a%2Fb%3Fc%23d%25e%20f%C3%A9": (
        web: "https://example.com/tag/a%2Fb%3Fc%23d%25e%20f%C3%A9",
        scheme: "test://a%2Fb%3Fc%23d%25e%20f%C3%A9/tag"
      ),
      // A query value keeps `/ ? : @ = ! $ ( ) * , ;` and encodes `&`, `+`, `#` and `'`; a fragment keeps `&`, `+`
      // and `'` and encodes `#`.
      "https://example.com/search?q=a/b?c:d@e=f!$()*,;%26%2B%23'": (
        web: "https://example.com/search?q=a/b?c:d@e=f!$()*,;%26%2B%23%27",
        scheme: "test://search#a/b?c:d@e=f!$()*,;&+%23'"
      ),
    ])
  }
}
