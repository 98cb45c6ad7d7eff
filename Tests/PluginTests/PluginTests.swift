import Foundation
import Testing

/// `CafeRoute` is generated at build time by RouteGenPlugin from Cafe.routes.json in this target.
@Suite struct BuildToolPluginTests {
    @Test func theGeneratedTypeParsesAndBuilds() throws {
        #expect(try CafeRoute(string: "https://cafe.example/orders/42") == .order(id: 42))
        #expect(try CafeRoute(string: "cafe://menu?section=tea") == .menu(section: .tea))
        #expect(CafeRoute.order(id: 7).universalLink?.absoluteString == "https://cafe.example/orders/7")
        #expect(CafeRoute.order(id: 7).requiresAuthentication)
        #expect(throws: CafeRoute.ParseError.invalidParameter(name: "id", value: "0")) { try CafeRoute(string: "cafe://order/0") }
    }
}
