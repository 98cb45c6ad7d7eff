import Foundation
import RouteGenRuntime
import Testing

/// A wildcard host's first label, compiled: `Regional.routes.json` writes it in the app's domains (the region of
/// a product) and in a route's hosts (the blog of a post). Parsing gives the label as the value, and builders
/// write the value back as the label.
@Suite struct RegionalHostTests {
  typealias Route = RegionalRoute

  @Test func theDomainsLabelIsTheRegion() throws {
    let german = Route.product(region: "de", id: 42)
    #expect(try Route(string: "https://de.shop.example/products/42") == german)
    #expect(try Route(url: URL(string: "https://DE.shop.example/products/42")!) == german)
    #expect(try Route(string: "shop://product/42?region=de") == german)
    #expect(try Route(string: "https://shop.example/products/42") == .product(id: 42))
    #expect(german.universalLinkString == "https://de.shop.example/products/42")
    #expect(german.customSchemeURLString == "shop://product/42?region=de")
    #expect(Route.product(id: 42).universalLinkString == "https://shop.example/products/42")
    #expect(german.parameters == ["region": "de", "id": "42"])
    #expect(
      throws: Route.ParseError.invalidParameter(
        name: "region", value: "my_shop",
        reason: "is not a host label (letters, digits and inner '-')")
    ) {
      try Route(string: "https://my_shop.shop.example/products/42")
    }
    // A value no host label can carry makes no link.
    #expect(Route.product(region: "My Shop", id: 42).universalLinkString == nil)
  }

  @Test func aRoutesHostsLabelIsTheBlog() throws {
    let post = Route.post(blog: "news", slug: "café")
    #expect(try Route(string: "https://news.blogs.example/p/caf%C3%A9") == post)
    #expect(post.universalLinkString == "https://news.blogs.example/p/caf%C3%A9")
    #expect(post.customSchemeURLString == "shop://post/caf%C3%A9?blog=news")
    #expect(throws: Route.ParseError.unsupportedHost("blogs.example")) {
      try Route(string: "https://blogs.example/p/cafe")
    }
  }
}

@Suite struct RuntimeExampleTests {
  @Test func everyExampleHolds() throws {
    try RuntimeHostRoute.checkExamples()
    try RegionalRoute.checkExamples()
  }
}
