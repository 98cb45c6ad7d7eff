import Foundation
import Testing

/// Routes bound to hosts, in the generated WordPress parser: the app banner only on `apps.wordpress.com`, dated
/// permalinks on `wordpress.com` and on any `*.wordpress.com` blog (the blog is the host's labels before
/// `wordpress.com`, `{blog...}`).
@Suite struct HostBoundRouteTests {
  @Test func aWildcardHostsLabelIsAValue() throws {
    let post = WordPressRoute.wpcomPost(
      blog: "example", year: 2024, month: 5, day: 17, postName: "hello-world")
    #expect(
      try WordPressRoute(string: "https://example.wordpress.com/2024/05/17/hello-world") == post)
    #expect(
      try WordPressRoute(string: "https://Example.WordPress.com/2024/05/17/hello-world") == post,
      "hosts ignore case; the value is lowercase")
    #expect(
      try WordPressRoute(url: URL(string: "https://example.wordpress.com/2024/05/17/hello-world")!)
        == post)
    #expect(
      try WordPressRoute(string: "https://wordpress.com/2024/05/17/hello-world")
        == .wpcomPost(year: 2024, month: 5, day: 17, postName: "hello-world"))
    #expect(post.universalLinkString == "https://example.wordpress.com/2024/05/17/hello-world")
    #expect(
      WordPressRoute.wpcomPost(year: 2024, month: 5, day: 17, postName: "x").universalLinkString
        == "https://wordpress.com/2024/05/17/x")
    // Only values a host label can carry and give back are written; others make no link.
    for blog in [
      "Example", "my_blog", "a..b", ".a", "-a", "", "ü", String(repeating: "a", count: 64),
    ] {
      #expect(
        WordPressRoute.wpcomPost(blog: blog, year: 2024, month: 5, day: 17, postName: "x")
          .universalLinkString == nil, "\(blog)")
    }
    // A host label that is not one the builders write is refused with the parameter (lowercase, as hosts are
    // written in errors), not guessed at.
    #expect(
      throws: WordPressRoute.ParseError.invalidParameter(
        name: "blog", value: "my_blog",
        reason: "is not a host label (letters, digits and inner '-')")
    ) {
      try WordPressRoute(string: "https://My_Blog.wordpress.com/2024/05/17/hello-world")
    }
    // Several labels, as Apple's `*.wordpress.com` takes every subdomain; a host listed by name is its own.
    let french = WordPressRoute.wpcomPost(
      blog: "fr.blog", year: 2024, month: 5, day: 17, postName: "bonjour")
    #expect(
      try WordPressRoute(string: "https://fr.blog.wordpress.com/2024/05/17/bonjour") == french)
    #expect(french.universalLinkString == "https://fr.blog.wordpress.com/2024/05/17/bonjour")
    #expect(
      try WordPressRoute(string: "https://en.blog.wordpress.com/2024/05/17/x")
        == .newsPost(year: 2024, month: 5, day: 17, postName: "x"))
    #expect(
      WordPressRoute.wpcomPost(blog: "en.blog", year: 2024, month: 5, day: 17, postName: "x")
        .universalLinkString == nil, "en.blog.wordpress.com is the News blog's host")
    #expect(throws: WordPressRoute.ParseError.noRoute(path: "/me")) {
      try WordPressRoute(string: "https://example.wordpress.com/me")
    }
    #expect(throws: WordPressRoute.ParseError.unsupportedHost(".wordpress.com")) {
      try WordPressRoute(string: "https://.wordpress.com/2024/05/17/x")
    }
  }

  @Test func aRouteOnItsOwnHostOnlyThere() throws {
    let banner = WordPressRoute.appBanner(
      campaign: "qr-code-media", destination: "/post/example.wordpress.com")
    #expect(
      try WordPressRoute(
        string: "https://apps.wordpress.com/get?campaign=qr-code-media#/post/example.wordpress.com")
        == banner)
    #expect(
      banner.universalLinkString
        == "https://apps.wordpress.com/get?campaign=qr-code-media#/post/example.wordpress.com")
    #expect(try WordPressRoute(string: "https://apps.wordpress.com/get/") == .appBanner())
    #expect(throws: WordPressRoute.ParseError.noRoute(path: "/get")) {
      try WordPressRoute(string: "https://wordpress.com/get")
    }
    #expect(throws: WordPressRoute.ParseError.noRoute(path: "/me")) {
      try WordPressRoute(string: "https://apps.wordpress.com/me")
    }
    // apps.wordpress.com is listed by name, so it is not the blog 'apps' of {blog}.wordpress.com: iOS reads its
    // own AASA file, which claims only the banner, and the parser routes only the banner there.
    #expect(throws: WordPressRoute.ParseError.noRoute(path: "/2024/05/17/x")) {
      try WordPressRoute(string: "https://apps.wordpress.com/2024/05/17/x")
    }
    #expect(
      WordPressRoute.wpcomPost(blog: "apps", year: 2024, month: 5, day: 17, postName: "x")
        .universalLinkString == nil)
  }

  /// A `route` parameter holds a link on another host whole, and a path of the web base as a path.
  @Test func destinationsOnOtherHosts() throws {
    let onBlog = WordPressRoute.marketingRedirect(
      redirectTo: .wpcomPost(blog: "example", year: 2024, month: 5, day: 17, postName: "x"))
    let link = try #require(onBlog.universalLinkString)
    #expect(
      link == "https://wordpress.com/mbar?redirect_to=https://example.wordpress.com/2024/05/17/x")
    #expect(try WordPressRoute(string: link) == onBlog)
    let onBase = WordPressRoute.marketingRedirect(
      redirectTo: .wpcomPost(year: 2024, month: 5, day: 17, postName: "x"))
    #expect(onBase.universalLinkString == "https://wordpress.com/mbar?redirect_to=/2024/05/17/x")
  }

  /// The regional shop (Specs/Shop.routes.json): the label of `{region}.shop.example` is one of the regions the
  /// team ships, `www.shop.example` is a host of its own beside the wildcard, and custom-scheme links carry the
  /// region only where the spec writes it.
  @Test func aRegionalShop() throws {
    #expect(
      try ShopLink(string: "https://de.shop.example/products/42")
        == ShopLink(.product(id: 42), region: .germany))
    #expect(try ShopLink(string: "https://shop.example/products/42") == ShopLink(.product(id: 42)))
    // A host listed by name is no region: iOS reads www's own AASA file, and the parser reads no label there.
    #expect(
      try ShopLink(string: "https://www.shop.example/products/42") == ShopLink(.product(id: 42)))
    #expect(
      throws: ShopLink.ParseError.invalidParameter(
        name: "region", value: "us", reason: "is not one of de, fr, it")
    ) { try ShopLink(string: "https://us.shop.example/products/42") }
    #expect(throws: ShopLink.ParseError.noRoute(path: "/orders/7")) {
      try ShopLink(string: "https://fr.shop.example/orders/7")
    }
    #expect(
      try ShopLink(string: "https://www.shop.example/orders/7") == ShopLink(.order(number: 7)))

    let german = ShopLink(.product(id: 42), region: .germany)
    #expect(german.universalLinkString == "https://de.shop.example/products/42")
    // The product's custom-scheme form has no region: a link would read back without it, so none is built.
    #expect(german.customSchemeURLString == nil)
    #expect(ShopLink(.product(id: 42)).customSchemeURLString == "shop://product/42")
    let italian = ShopLink(.category(slug: "shoes"), region: .italy)
    #expect(italian.universalLinkString == "https://it.shop.example/c/shoes")
    #expect(italian.customSchemeURLString == "shop://category/shoes?region=it")
    #expect(try ShopLink(string: "shop://category/shoes?region=it") == italian)
    try ShopLink.checkExamples()
  }

  /// The region is the link's (the spec's `labels`), not each route's: a `switch` over the route names no region,
  /// the link holds it, and a region the route does not read (orders are on the main site only) makes no link.
  @Test func theRegionIsTheLinksNotEachRoutes() throws {
    let link = try ShopLink(string: "https://fr.shop.example/c/shoes")
    #expect(link.region == .france)
    let screen: String
    switch link.route {
    case .home: screen = "home"
    case .product(let id): screen = "product \(id)"
    case .category(let slug): screen = "category \(slug)"
    case .order(let number): screen = "order \(number)"
    }
    #expect(screen == "category shoes")
    #expect(link.description == #"category(region: "fr", slug: "shoes")"#)
    #expect(link.parameters == ["region": "fr", "slug": "shoes"])

    // Set once, the region is written into the host, and read back.
    var shared = ShopLink(.product(id: 42))
    #expect(shared.universalLinkString == "https://shop.example/products/42")
    shared.region = .italy
    #expect(shared.universalLinkString == "https://it.shop.example/products/42")
    #expect(try ShopLink(string: "https://it.shop.example/products/42") == shared)
    let data = try JSONEncoder().encode(shared)
    #expect(String(decoding: data, as: UTF8.self) == #""https:\/\/it.shop.example\/products\/42""#)
    #expect(try JSONDecoder().decode(ShopLink.self, from: data) == shared)

    // Orders have no regional site: no link, and not the order without a region.
    let stray = ShopLink(.order(number: 7), region: .germany)
    #expect(stray.universalLinkString == nil && stray.customSchemeURLString == nil)
    #expect(stray != ShopLink(.order(number: 7)))
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(stray) }

    // The route alone is equal, hashed and described as its link without a region.
    #expect(ShopRoute.product(id: 42) == ShopLink(.product(id: 42)).route)
    #expect(ShopRoute.product(id: 42) != .product(id: 43))
    #expect(Set<ShopRoute>([.product(id: 42), .product(id: 42), .home]).count == 2)
    #expect(ShopRoute.product(id: 42).description == "product(id: 42)")
  }
}
