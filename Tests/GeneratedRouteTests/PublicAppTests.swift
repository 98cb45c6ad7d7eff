import Foundation
import Testing

/// The URLs of WordPress for iOS's own link tests (wordpress-mobile/WordPress-iOS,
/// Tests/KeystoneTests/Tests/Utility: UniversalLinkRouterTests, MBarRouteTests, RouteMatcherTests), each reaching
/// the route that app's router sends it to; the spec lists them as examples too.
@Suite struct WordPressAppTests {
    typealias Route = WordPressRoute

    /// `supportPostLinks`: an `http` post link on the News blog's host.
    @Test func universalLinkRouterTests() throws {
        #expect(try Route(string: "http://en.blog.wordpress.com/2025/11/26/wordpress-migration-checklist/")
            == .newsPost(year: 2025, month: 11, day: 26, postName: "wordpress-migration-checklist"))
        #expect(Route.newsPost(year: 2025, month: 11, day: 26, postName: "a").universalLinkString == "https://en.blog.wordpress.com/2025/11/26/a")
    }

    /// Marketing redirects on public-api.wordpress.com: a path, a path with the email's stats, and a login whose
    /// own `redirect_to` is the destination and whose `login_reason` is the campaign (the app follows it, as its
    /// MbarRoute does).
    @Test func mbarRouteTests() throws {
        #expect(try Route(string: "https://public-api.wordpress.com/mbar?redirect_to=/post") == .marketingRedirect(redirectTo: .newPost))
        #expect(try Route(string: "https://public-api.wordpress.com/mbar?redirect_to=/start&stat=groovemails-events&bin=wpcom_email_click")
            == .marketingRedirect(redirectTo: .start))
        let login = try Route(
            string: "https://public-api.wordpress.com/mbar/?stat=groovemails-events&bin=wpcom_email_click&redirect_to=https://wordpress.com/wp-login.php?action=immediate-login%26timestamp=1617470831%26login_reason=user_first_flow%26user_id=123456789%26token=abcdef%26login_email=test%40example.com%26login_locale=en%26redirect_to=https%3A%2F%2Fwordpress.com%2Fstart%26sr=1%26signature=abcdef%26user=123456")
        guard case .marketingLoginRedirect(let query) = login else {
            Issue.record("not a login redirect: \(login)")
            return
        }
        let items = try #require(URLComponents(string: "?" + query)?.queryItems)
        let destination = try #require(items.first { $0.name == "redirect_to" }?.value)
        #expect(try Route(string: destination) == .start)
        #expect(items.first { $0.name == "login_reason" }?.value == "user_first_flow")
    }

    /// The routes of RouteMatcherTests that are the app's own (its other cases are made-up test routes).
    @Test func routeMatcherTests() throws {
        #expect(try Route(string: "https://wordpress.com/me") == .me)
        #expect(try Route(string: "https://wordpress.com/stats") == .stats)
        #expect(try Route(string: "https://wordpress.com/stats?source=widget") == .stats)
        #expect(try Route(string: "https://wordpress.com/stats/subscribers/testsite.com") == .subscriberStats(domain: "testsite.com"))
        #expect(try Route(string: "https://wordpress.com/stats/subscribers/day/testsite.com") == .subscriberStatsDay(domain: "testsite.com"))
        #expect(try Route(string: "https://apps.wordpress.com/get/?campaign=qr-code-media#%2Fmedia%2F1234567")
            == .appBanner(campaign: "qr-code-media", destination: "/media/1234567"))
        // Its negative cases: a path no route has, and a path longer than a route's.
        #expect(throws: Route.ParseError.noRoute(path: "/hello")) { try Route(string: "https://wordpress.com/hello") }
        #expect(throws: Route.ParseError.noRoute(path: "/me/account/share")) { try Route(string: "https://wordpress.com/me/account/share") }
    }
}
