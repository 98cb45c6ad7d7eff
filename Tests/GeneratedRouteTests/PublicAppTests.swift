import Foundation
import Testing

/// The URLs of WordPress for iOS's own link tests (wordpress-mobile/WordPress-iOS,
/// Tests/KeystoneTests/Tests/Utility: UniversalLinkRouterTests, MBarRouteTests, RouteMatcherTests), each reaching
/// the route that app's router sends it to; the spec lists them as examples too.
@Suite struct WordPressAppTests {
  typealias Route = WordPressRoute

  /// `supportPostLinks`: an `http` post link on the News blog's host.
  @Test func universalLinkRouterTests() throws {
    #expect(
      try Route(string: "http://en.blog.wordpress.com/2025/11/26/wordpress-migration-checklist/")
        == .newsPost(year: 2025, month: 11, day: 26, postName: "wordpress-migration-checklist"))
    #expect(
      Route.newsPost(year: 2025, month: 11, day: 26, postName: "a").universalLinkString
        == "https://en.blog.wordpress.com/2025/11/26/a")
  }

  /// Marketing redirects on public-api.wordpress.com: a path, a path with the email's stats, and a login whose
  /// own `redirect_to` is the destination and whose `login_reason` is the campaign (the app follows it, as its
  /// MbarRoute does).
  @Test func mbarRouteTests() throws {
    #expect(
      try Route(string: "https://public-api.wordpress.com/mbar?redirect_to=/post")
        == .marketingRedirect(redirectTo: .newPost))
    #expect(
      try Route(
        string:
          "https://public-api.wordpress.com/mbar?redirect_to=/start&stat=groovemails-events&bin=wpcom_email_click"
      )
        == .marketingRedirect(redirectTo: .start))
    let login = try Route(
      string:
        "https://public-api.wordpress.com/mbar/?stat=groovemails-events&bin=wpcom_email_click&redirect_to=https://wordpress.com/wp-login.php?action=immediate-login%26timestamp=1617470831%26login_reason=user_first_flow%26user_id=123456789%26token=abcdef%26login_email=test%40example.com%26login_locale=en%26redirect_to=https%3A%2F%2Fwordpress.com%2Fstart%26sr=1%26signature=abcdef%26user=123456"
    )
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
    #expect(
      try Route(string: "https://wordpress.com/stats/subscribers/testsite.com")
        == .subscriberStats(domain: "testsite.com"))
    #expect(
      try Route(string: "https://wordpress.com/stats/subscribers/day/testsite.com")
        == .subscriberStatsDay(domain: "testsite.com"))
    #expect(
      try Route(string: "https://apps.wordpress.com/get/?campaign=qr-code-media#%2Fmedia%2F1234567")
        == .appBanner(campaign: "qr-code-media", destination: "/media/1234567"))
    // Its negative cases: a path no route has, and a path longer than a route's.
    #expect(throws: Route.ParseError.noRoute(path: "/hello")) {
      try Route(string: "https://wordpress.com/hello")
    }
    #expect(throws: Route.ParseError.noRoute(path: "/me/account/share")) {
      try Route(string: "https://wordpress.com/me/account/share")
    }
  }
}

/// The URLs of Awful's own route tests (Awful/Awful.app, App/Tests/AwfulRouteTests.swift), each reaching the
/// route that app's router sends it to, and its invalid URLs refused; the spec lists the valid ones as examples.
/// (Its `noseen=1` flag is not modelled: those links reach the same route, without it.)
@Suite struct AwfulAppTests {
  typealias Route = AwfulRoute

  @Test func awfulSchemeURLs() throws {
    #expect(try Route(string: "awful://bookmarks/") == .bookmarks)
    #expect(try Route(string: "awful://forums/") == .forumList)
    #expect(try Route(string: "awful://forums/123") == .forum(id: "123"))
    #expect(
      try Route(string: "awful://threads/456/pages/5")
        == .threadPage(threadID: "456", page: .number(5)))
    #expect(
      try Route(string: "awful://threads/456/pages/last")
        == .threadPage(threadID: "456", page: .last))
    #expect(
      try Route(string: "awful://threads/456/pages/unread")
        == .threadPage(threadID: "456", page: .unread))
    #expect(try Route(string: "awful://posts/789") == .post(id: "789"))
    #expect(try Route(string: "awful://users/123") == .profile(userID: "123"))
    #expect(try Route(string: "awful://banlist/456") == .rapSheet(userID: "456"))
    #expect(try Route(string: "awful://messages/") == .messages)
    #expect(try Route(string: "awful://messages/123") == .message(id: "123"))
    #expect(try Route(string: "awful://lepers/") == .lepersColony)
    #expect(try Route(string: "awful://settings/") == .settings)
    #expect(
      try Route(string: "awful://threads/456/pages/5?userid=123")
        == .threadPageSingleUser(threadID: "456", userID: "123", page: .number(5)))
    #expect(
      try Route(string: "awful://threads/456/pages/5?extra=value&another=param")
        == .threadPage(threadID: "456", page: .number(5)))
    #expect(
      try Route(string: "awful://THREADS/456/PAGES/LAST")
        == .threadPage(threadID: "456", page: .last))
    #expect(
      try Route(string: "awful://threads/456/pages/5?noseen=1")
        == .threadPage(threadID: "456", page: .number(5)))
    #expect(try Route(string: "awful://posts/789?noseen=1") == .post(id: "789"))
  }

  @Test func forumURLs() throws {
    let forums = "https://forums.somethingawful.com"
    #expect(try Route(string: forums + "/forumdisplay.php?forumid=123") == .forum(id: "123"))
    #expect(
      try Route(string: forums + "/showthread.php?threadid=456") == .threadPage(threadID: "456"))
    #expect(
      try Route(string: forums + "/showthread.php?threadid=456&pagenumber=5")
        == .threadPage(threadID: "456", page: .number(5)))
    #expect(
      try Route(string: forums + "/showthread.php?threadid=456&goto=lastpost")
        == .threadPage(threadID: "456", page: .last))
    #expect(
      try Route(string: forums + "/showthread.php?threadid=456&goto=newpost")
        == .threadPage(threadID: "456", page: .unread))
    #expect(try Route(string: forums + "/showthread.php?goto=post&postid=789") == .post(id: "789"))
    #expect(
      try Route(string: forums + "/member.php?action=getinfo&userid=123") == .profile(userID: "123")
    )
    #expect(try Route(string: forums + "/banlist.php?userid=456") == .rapSheet(userID: "456"))
    #expect(try Route(string: forums + "/private.php") == .messages)
    #expect(
      try Route(string: forums + "/private.php?action=show&privatemessageid=123")
        == .message(id: "123"))
    #expect(try Route(string: forums + "/forumdisplay.php?forumid=268") == .lepersColony)
    #expect(
      try Route(string: forums + "/showthread.php?threadid=456&userid=123&pagenumber=5")
        == .threadPageSingleUser(threadID: "456", userID: "123", page: .number(5)))
    #expect(
      try Route(string: "awfulhttps://forums.somethingawful.com/showthread.php?threadid=456")
        == .threadPage(threadID: "456"))
    #expect(
      try Route(string: "awfulhttp://forums.somethingawful.com/forumdisplay.php?forumid=123")
        == .forum(id: "123"))
  }

  @Test func invalidURLsAreRefused() {
    for url in [
      "https://google.com", "awful://invalid/path", "awful://forums/invalid",
      "awful://threads/invalid/pages/1",
      "awful://threads/456/pages/invalid", "awful://posts/invalid", "awful://users/invalid",
      "awful://",
      "https://forums.somethingawful.com/showthread.php",
    ] {
      #expect(throws: Route.ParseError.self, "\(url)") { try Route(string: url) }
    }
  }
}
