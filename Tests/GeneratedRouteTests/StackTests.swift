import Foundation
import RouteGenRuntime
import Testing

/// The generated `parent` and `stack` (NovaSocial's spec names parents): the screens a link opens from a cold
/// start, the parents' values taken from the child's.
@Suite struct StackTests {
  @Test func aFollowersLinkOpensTheFeedTheProfileAndTheList() throws {
    let route = try NovaSocialRoute(string: "https://nova.social/user/123/followers")
    #expect(route.stack == [.feed, .userProfile(userId: "123"), .followers(userId: "123")])
    #expect(route.parent == .userProfile(userId: "123"))
    #expect(NovaSocialRoute.feed.stack == [.feed] && NovaSocialRoute.feed.parent == nil)
    #expect(
      try NovaSocialRoute(string: "novasocial://settings/privacy").stack == [
        .settings, .privacySettings,
      ])
    // A type whose spec names no parent: every route is its own stack.
    let forums = try AwfulRoute(string: "awful://forums")
    #expect(forums.stack == [forums] && forums.parent == nil)
  }

  /// What a SwiftUI app keeps for `NavigationStack(path:)`: the routes above the root view's (the tab a link
  /// selects), for every example link of the spec.
  @Test func everyExampleLinksStackStartsAtARootAndEndsAtItsRoute() throws {
    for example in NovaSocialRoute._examples {
      guard let route = try? NovaSocialRoute(string: example.link) else { continue }
      let stack = route.stack
      #expect(stack.last == route && stack.first?.parent == nil, "\(example.link)")
      for (below, above) in zip(stack, stack.dropFirst()) { #expect(above.parent == below) }
    }
  }
}
