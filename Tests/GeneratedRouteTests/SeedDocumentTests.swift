import Foundation
import RouteGenRuntime
import Testing

/// Every URL the seed documents show parses to the route they describe and builds back to its canonical form.
@Suite struct SeedDocumentTests {
  static let uuid = UUID(uuidString: "123e4567-e89b-12d3-a456-426614174000")!

  /// Parses `url`, checks the route, and checks that the same form builds `canonical` (default: `url` itself).
  func check<Route: RouteGenRoute>(
    _ url: String, _ expected: Route, builds canonical: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let route = try Route(string: url)
      #expect(route == expected, "\(url)", sourceLocation: sourceLocation)
      let isWeb = url.hasPrefix("http") || url.hasPrefix("awfulhttp")
      let built = isWeb ? route.universalLink : route.customSchemeURL
      #expect(built?.absoluteString == (canonical ?? url), "\(url)", sourceLocation: sourceLocation)
      #expect(
        try Route(url: #require(Route(url: URL(string: url)!).url)) == expected,
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(url) was refused: \(error)", sourceLocation: sourceLocation)
    }
  }

  @Test func iBurn() {
    let uid = "a2Id0000000cbObEAI"
    check("iburn://art/\(uid)", iBurnRoute.art(uid: uid))
    check("iburn://camp/\(uid)", iBurnRoute.camp(uid: uid))
    check("iburn://event/\(uid)", iBurnRoute.event(uid: uid))
    check("iburn://art/invalid", iBurnRoute.art(uid: "invalid"))
    check("https://iburnapp.com/art/\(uid)", iBurnRoute.art(uid: uid))
    check(
      "https://www.iburnapp.com/art/\(uid)", iBurnRoute.art(uid: uid),
      builds: "https://iburnapp.com/art/\(uid)")
    check(
      "iburn://pin?lat=40.7868&lng=-119.2068&title=Test%20Pin",
      iBurnRoute.pin(lat: 40.7868, lng: -119.2068, title: "Test Pin"))
    check(
      "iburn://pin?lat=40.78&lng=-119.20&title=Test",
      iBurnRoute.pin(lat: 40.78, lng: -119.2, title: "Test"),
      builds: "iburn://pin?lat=40.78&lng=-119.2&title=Test")
    check(
      "iburn://pin?lat=40.78&lng=-119.2",
      iBurnRoute.pin(lat: 40.78, lng: -119.2, title: "Custom Pin", color: "red"))
    // The shipping app's share links: the id in the query, with or without a trailing slash.
    check(
      "https://iburnapp.com/art/?uid=\(uid)", iBurnRoute.art(uid: uid),
      builds: "https://iburnapp.com/art/\(uid)")
    check("iburn://camp?uid=\(uid)", iBurnRoute.camp(uid: uid), builds: "iburn://camp/\(uid)")
    check(
      "https://iburnapp.com/pin/?lat=40.7868&lng=-119.2068",
      iBurnRoute.pin(lat: 40.7868, lng: -119.2068),
      builds: "https://iburnapp.com/pin?lat=40.7868&lng=-119.2068")
    // A share link as the seed's generator writes it (metadata in the query).
    let start = Date(timeIntervalSince1970: 1_756_188_000)
    check(
      "https://iburnapp.com/event/\(uid)?title=Sunrise%20Yoga&lat=40.786800&lng=-119.206800&addr=9%3A00%20%26%20C&start=2025-08-26T06:00:00Z&host=Camp%20Zen&host_id=a1XVI000008yf262AA&host_type=camp&all_day=true&year=2025",
      iBurnRoute.event(
        uid: uid, title: "Sunrise Yoga", lat: 40.7868, lng: -119.2068, addr: "9:00 & C", year: 2025,
        start: start, host: "Camp Zen", hostId: "a1XVI000008yf262AA", hostType: .camp, allDay: true),
      builds:
        "https://iburnapp.com/event/\(uid)?title=Sunrise%20Yoga&lat=40.7868&lng=-119.2068&addr=9:00%20%26%20C&start=2025-08-26T06:00:00Z&host=Camp%20Zen&host_id=a1XVI000008yf262AA&host_type=camp&all_day=true&year=2025"
    )
    check(
      "haf0ca0d3f6e80591495cf24f7f513abdf://art/\(uid)", iBurnRoute.art(uid: uid),
      builds: "iburn://art/\(uid)")
  }

  @Test func awful() {
    let web = "https://forums.somethingawful.com"
    check("\(web)/forumdisplay.php?forumid=123", AwfulRoute.forum(id: "123"))
    check(
      "\(web)/showthread.php?threadid=456&pagenumber=2",
      AwfulRoute.threadPage(threadID: "456", page: .number(2)))
    check("\(web)/showthread.php?goto=post&postid=789", AwfulRoute.post(id: "789"))
    check("\(web)/member.php?action=getinfo&userid=123", AwfulRoute.profile(userID: "123"))
    check("\(web)/banlist.php", AwfulRoute.lepersColony)
    check("\(web)/banlist.php?userid=123", AwfulRoute.rapSheet(userID: "123"))
    check("\(web)/showthread.php?threadid=123", AwfulRoute.threadPage(threadID: "123"))
    check(
      "\(web)/showthread.php?threadid=456&goto=lastpost",
      AwfulRoute.threadPage(threadID: "456", page: .last))
    check(
      "\(web)/showthread.php?threadid=456&goto=newpost",
      AwfulRoute.threadPage(threadID: "456", page: .unread))
    check(
      "\(web)/showthread.php?threadid=456&pagenumber=2#post789", AwfulRoute.post(id: "789"),
      builds: "\(web)/showthread.php?goto=post&postid=789")
    check(
      "awfulhttps://forums.somethingawful.com/showthread.php?threadid=456",
      AwfulRoute.threadPage(threadID: "456"), builds: "\(web)/showthread.php?threadid=456")
    check(
      "http://archives.somethingawful.com/banlist.php", AwfulRoute.lepersColony,
      builds: "\(web)/banlist.php")
    check("awful://threads/456", AwfulRoute.threadPage(threadID: "456"))
    check("awful://threads/456/pages/2", AwfulRoute.threadPage(threadID: "456", page: .number(2)))
    check("awful://threads/456/pages/last", AwfulRoute.threadPage(threadID: "456", page: .last))
    check("awful://threads/456/pages/unread", AwfulRoute.threadPage(threadID: "456", page: .unread))
    check("awful://posts/789", AwfulRoute.post(id: "789"))
    check("awful://users/123", AwfulRoute.profile(userID: "123"))
    check("awful://forums", AwfulRoute.forumList)
    check("awful://forums/123", AwfulRoute.forum(id: "123"))
    check("awful://banlist", AwfulRoute.lepersColony)
    check("awful://banlist/123", AwfulRoute.rapSheet(userID: "123"))
    check("awful://bookmarks", AwfulRoute.bookmarks)
    check("awful://messages", AwfulRoute.messages)
    check("awful://settings", AwfulRoute.settings)
    // Its own URLs round-trip, unlike the shipping parser that dropped goto=lastpost/newpost.
    #expect(
      AwfulRoute.threadPage(threadID: "1", page: .last).universalLink?.absoluteString
        == "\(web)/showthread.php?threadid=1&goto=lastpost")
    #expect(
      AwfulRoute.threadPage(threadID: "1", page: .unread).customSchemeURL?.absoluteString
        == "awful://threads/1/pages/unread")
    #expect(AwfulRoute.forumList.universalLink == nil)
  }

  @Test func ghost() {
    check("ghost://dashboard", GhostRoute.tab(tab: .dashboard))
    check("ghost://settings", GhostRoute.tab(tab: .settings))
    check("ghost://dashboard/weather", GhostRoute.weather(tab: .dashboard))
    check(
      "ghost://dashboard/weather/city?name=Chicago",
      GhostRoute.weatherCity(tab: .dashboard, name: "Chicago"))
    check(
      "ghost://dashboard/weather/city?name=Los%20Angeles",
      GhostRoute.weatherCity(tab: .dashboard, name: "Los Angeles"))
    check("ghost://dashboard/weather/refresh", GhostRoute.weatherRefresh(tab: .dashboard))
    check("ghost://dashboard/weather/settings", GhostRoute.weatherSettings(tab: .dashboard))
    check("ghost://dashboard/art/refresh", GhostRoute.artRefresh(tab: .dashboard))
    check("ghost://settings/weather/units", GhostRoute.weatherUnits(tab: .settings))
    // The document's older shape: the feature in the host, no tab (opens on the dashboard).
    check(
      "ghost://weather/city?name=Chicago", GhostRoute.weatherCity(name: "Chicago"),
      builds: "ghost://dashboard/weather/city?name=Chicago")
    check("ghost://weather", GhostRoute.weather(), builds: "ghost://dashboard/weather")
    check(
      "ghost://weather/settings", GhostRoute.weatherSettings(),
      builds: "ghost://dashboard/weather/settings")
    check("ghost://art", GhostRoute.art(), builds: "ghost://dashboard/art")
    check("ghost://art/refresh", GhostRoute.artRefresh(), builds: "ghost://dashboard/art/refresh")
    #expect(GhostRoute.weatherCity(name: "Chicago").feature == .weather)
    #expect(GhostRoute.artRefresh().feature == .art)
    #expect(GhostRoute.tab(tab: .settings).feature == nil)
    #expect(GhostRoute.weather().universalLink == nil)
  }

  @Test func novaSocial() {
    let web = "https://nova.social"
    check("\(web)/user/123", NovaSocialRoute.userProfile(userId: "123"))
    check("\(web)/u/123", NovaSocialRoute.userProfile(userId: "123"), builds: "\(web)/user/123")
    check(
      "\(web)/@johndoe", NovaSocialRoute.userProfile(userId: "johndoe"),
      builds: "\(web)/user/johndoe")
    check("novasocial://user/123", NovaSocialRoute.userProfile(userId: "123"))
    check("\(web)/profile", NovaSocialRoute.currentUserProfile)
    check("novasocial://user", NovaSocialRoute.currentUserProfile)
    check("\(web)/user/123/followers", NovaSocialRoute.followers(userId: "123"))
    check("novasocial://user/123/following", NovaSocialRoute.following(userId: "123"))
    check("\(web)/post/456", NovaSocialRoute.post(postId: "456"))
    check("\(web)/p/456", NovaSocialRoute.post(postId: "456"), builds: "\(web)/post/456")
    check("novasocial://post/456", NovaSocialRoute.post(postId: "456"))
    check("\(web)/", NovaSocialRoute.feed, builds: "\(web)/feed")
    check("\(web)/feed", NovaSocialRoute.feed)
    check("novasocial://feed", NovaSocialRoute.feed)
    check("\(web)/explore", NovaSocialRoute.explore)
    check("\(web)/notifications", NovaSocialRoute.notifications)
    check("novasocial://notifications", NovaSocialRoute.notifications)
    check("\(web)/search?q=swift", NovaSocialRoute.search(q: "swift"))
    check("novasocial://search?q=swift", NovaSocialRoute.search(q: "swift"))
    check("\(web)/hashtag/ios", NovaSocialRoute.hashtag(tag: "ios"))
    check("\(web)/tag/ios", NovaSocialRoute.hashtag(tag: "ios"), builds: "\(web)/hashtag/ios")
    check("novasocial://search?q=%23ios", NovaSocialRoute.hashtag(tag: "ios"))
    check("\(web)/verify?token=abc123xyz", NovaSocialRoute.verifyEmail(token: "abc123xyz"))
    check(
      "novasocial://auth/verify?token=abc123xyz", NovaSocialRoute.verifyEmail(token: "abc123xyz"))
    check(
      "\(web)/reset-password?token=xyz789abc", NovaSocialRoute.resetPassword(token: "xyz789abc"))
    check(
      "novasocial://auth/reset-password?token=xyz789abc",
      NovaSocialRoute.resetPassword(token: "xyz789abc"))
    check(
      "novasocial://auth/oauth/google?code=authcode123",
      NovaSocialRoute.oauthCallback(provider: .google, code: "authcode123"))
    check("\(web)/settings", NovaSocialRoute.settings)
    check("\(web)/settings/privacy", NovaSocialRoute.privacySettings)
    check("novasocial://settings/account", NovaSocialRoute.accountSettings)
    check("\(web)/settings/notifications", NovaSocialRoute.notificationSettings)
    check("novasocial://camera", NovaSocialRoute.camera)
    check("novasocial://media", NovaSocialRoute.mediaLibrary)
    // Custom-scheme-only routes have no universal link; their `url` is the custom-scheme URL.
    #expect(NovaSocialRoute.camera.universalLink == nil)
    #expect(
      NovaSocialRoute.oauthCallback(provider: .apple, code: "x").url?.absoluteString
        == "novasocial://auth/oauth/apple?code=x")
    #expect(NovaSocialRoute.notifications.requiresAuthentication)
    #expect(!NovaSocialRoute.post(postId: "1").requiresAuthentication)
    #expect(NovaSocialRoute.userProfile(userId: "123").name == "userProfile")
    #expect(
      NovaSocialRoute.oauthCallback(provider: .google, code: "c").parameters == [
        "provider": "google", "code": "c",
      ])
    #expect(NovaSocialRoute.allRoutes.count == 19)
  }

  @Test func unveil() {
    let web = "https://app.sendunveil.com"
    let id = "123e4567-e89b-12d3-a456-426614174000"
    check("\(web)/", UnveilRoute.home)
    check("unveil://home", UnveilRoute.home)
    check("\(web)/select-event", UnveilRoute.selectEvent)
    check("unveil://select-event", UnveilRoute.selectEvent)
    check("\(web)/login", UnveilRoute.login())
    check("unveil://login", UnveilRoute.login())
    check("\(web)/setup", UnveilRoute.setup)
    check("\(web)/guest/events/\(id)", UnveilRoute.guestEvent(eventId: Self.uuid))
    check("unveil://guest/event/\(id)", UnveilRoute.guestEvent(eventId: Self.uuid))
    check("\(web)/guest/events/\(id)/schedule", UnveilRoute.guestSchedule(eventId: Self.uuid))
    check("\(web)/host/events/create", UnveilRoute.createEvent)
    check("unveil://host/create-event", UnveilRoute.createEvent)
    check("\(web)/host/events/\(id)/dashboard", UnveilRoute.hostDashboard(eventId: Self.uuid))
    check("unveil://host/event/\(id)", UnveilRoute.hostDashboard(eventId: Self.uuid))
    check("unveil://host/event/\(id)/guests", UnveilRoute.hostGuests(eventId: Self.uuid))
    check("\(web)/host/events/\(id)/messages", UnveilRoute.hostMessages(eventId: Self.uuid))
    check("\(web)/host/events/\(id)/details", UnveilRoute.hostEventDetails(eventId: Self.uuid))
    check("\(web)/host/events/\(id)/edit", UnveilRoute.hostEditEvent(eventId: Self.uuid))
    check("\(web)/host/events/\(id)/schedule", UnveilRoute.hostSchedule(eventId: Self.uuid))
    check(
      "\(web)/host/events/\(id)/messages/compose",
      UnveilRoute.hostComposeMessage(eventId: Self.uuid))
    check(
      "\(web)/host/events/\(id)/messages/analytics",
      UnveilRoute.hostMessageAnalytics(eventId: Self.uuid))
    check(
      "unveil://host/event/\(id.uppercased())", UnveilRoute.hostDashboard(eventId: Self.uuid),
      builds: "unveil://host/event/\(id)")
    // Web-only routes have no custom-scheme URL.
    #expect(UnveilRoute.hostEventDetails(eventId: Self.uuid).customSchemeURL == nil)
    #expect(UnveilRoute.hostDashboard(eventId: Self.uuid).authRequirement == .role("host"))
  }

  /// The destination survives the trip through login: `/login?next=<destination>` and back.
  @Test func unveilLoginRoundTrip() throws {
    let destination = UnveilRoute.guestEvent(eventId: Self.uuid)
    let login = UnveilRoute.login(next: destination)
    #expect(
      login.universalLink?.absoluteString
        == "https://app.sendunveil.com/login?next=/guest/events/123e4567-e89b-12d3-a456-426614174000"
    )
    #expect(try UnveilRoute(url: login.universalLink!) == login)
    #expect(try UnveilRoute(url: login.customSchemeURL!) == login)
    guard
      case .login(let next) = try UnveilRoute(
        string: "https://app.sendunveil.com/login?next=%2Fguest%2Fevents%2F\(Self.uuid.uuidString)")
    else {
      Issue.record("not a login route")
      return
    }
    #expect(next == destination)
    #expect(login.parameters == ["next": "/guest/events/123e4567-e89b-12d3-a456-426614174000"])
    // A destination without a web form travels as its custom-scheme URL; nesting logins is refused.
    #expect(
      throws: UnveilRoute.ParseError.invalidParameter(
        name: "next", value: "/login?next=/setup",
        reason:
          "is not a link to a route of this app (the parameter 'next' has the value '/setup', which nests one destination in another)"
      )
    ) {
      try UnveilRoute(string: "https://app.sendunveil.com/login?next=%2Flogin%3Fnext%3D%2Fsetup")
    }
  }
}

/// Every example of every spec, as the spec states it (its route and values, or the error that refuses it), holds
/// for the compiled parser and builders: what an app's own unit test does with `checkExamples()`.
@Suite struct ExampleTests {
  @Test func everyExampleOfEverySpecHolds() throws {
    try iBurnRoute.checkExamples()
    try AwfulRoute.checkExamples()
    try GhostRoute.checkExamples()
    try NovaSocialRoute.checkExamples()
    try UnveilRoute.checkExamples()
    try WordPressRoute.checkExamples()
    #expect(NovaSocialRoute._examples.count > 30 && WordPressRoute._examples.count > 50)
  }
}
