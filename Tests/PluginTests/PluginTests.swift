import Foundation
import Testing

/// `CafeRoute` is generated at build time by RouteGenPlugin from Cafe.routes.json in this target.
@Suite struct BuildToolPluginTests {
  @Test func theGeneratedTypeParsesAndBuilds() throws {
    #expect(try CafeRoute(string: "https://cafe.example/orders/42") == .order(id: 42))
    #expect(try CafeRoute(string: "cafe://menu?section=tea") == .menu(section: .tea))
    #expect(CafeRoute.order(id: 7).universalLink?.absoluteString == "https://cafe.example/orders/7")
    #expect(CafeRoute.order(id: 7).requiresAuthentication)
    #expect(
      throws: CafeRoute.ParseError.invalidParameter(
        name: "id", value: "0", reason: "is less than 1")
    ) { try CafeRoute(string: "cafe://order/0") }
  }
}

/// `Synthetic100Route` comes from the benchmark's 100-route spec (symlinked): past 64 routes every per-route member
/// is split into chunk functions, and these tests hold the chunks to the spec.
@Suite struct ChunkedGeneratedCodeTests {
  /// The synthetic spec names route `i` by its kind (`i % 5`) and its index.
  static let names = (0..<100).map { ["item", "user", "tab", "search", "feed"][$0 % 5] + "\($0)" }

  /// Cafe refuses a URL that names the default port, as some apps' own parsers do (`refuseDefaultPort`); other
  /// apps read it as the URL without it (RuntimeParsingTests).
  @Test func theSpecsExamplesHold() throws {
    try CafeRoute.checkExamples()
  }

  @Test func anAppMayRefuseTheDefaultPort() {
    #expect(throws: CafeRoute.ParseError.portNotAllowed("443")) {
      try CafeRoute(string: "https://cafe.example:443/orders/42")
    }
    #expect(throws: CafeRoute.ParseError.portNotAllowed("443")) {
      try CafeRoute(url: URL(string: "https://Cafe.Example:443/orders/42")!)
    }
    #expect(throws: CafeRoute.ParseError.portNotAllowed("8443")) {
      try CafeRoute(string: "https://cafe.example:8443/orders/42")
    }
    #expect(throws: CafeRoute.ParseError.portNotAllowed("443")) {
      try CafeRoute(string: "cafe://menu:443")
    }
  }

  /// Past 64 routes the examples are a list per chunk of routes (one literal of every example type-checks in time
  /// that grows with the square of its length): all of them, in spec order, and each holds.
  @Test func theExamplesOfEveryChunkAreCheckedInSpecOrder() throws {
    let links = Synthetic100Route._examples.map(\.link)
    #expect(links.count == 100)
    #expect(links.first == "https://synth.example/s0/items0/1")
    #expect(links.last == "synth://s3/feed99")
    try Synthetic100Route.checkExamples()
  }

  @Test func allRoutesListsEveryRouteInSpecOrder() {
    #expect(Synthetic100Route.allRoutes.map(\.name) == Self.names)
    #expect(Synthetic100Route.allRoutes[99].customSchemePatterns == ["s3/feed99"])
    #expect(Synthetic100Route.allRoutes[98].requiresAuthentication)
  }

  @Test func routesOnEitherSideOfAChunkBoundaryParseBuildAndCompare() throws {
    // Route 63 is the last of the first chunk, 64 the first of the second.
    let last = try Synthetic100Route(string: "synth://s2/search63?q=tea")
    let first = try Synthetic100Route(string: "synth://s2/feed64")
    #expect(last == .search63(q: "tea"))
    #expect(first == .feed64)
    #expect(last.name == "search63" && first.name == "feed64")
    #expect(last.parameters == ["q": "tea", "page": "1"])
    #expect(last.requiresAuthentication && !first.requiresAuthentication)
    #expect(first.customSchemeURLString == "synth://s2/feed64")
    #expect(last != first && Set([last, first, last]).count == 2)
    #expect(
      try Synthetic100Route(string: "synth://s3/users96/123E4567-E89B-12D3-A456-426614174000")
        .customSchemeURLString == "synth://s3/users96/123e4567-e89b-12d3-a456-426614174000")
  }
}
