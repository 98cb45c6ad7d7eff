import Foundation
import RouteGenRuntime
import Testing

/// A link that waits through sign-in (`PendingSignIn`), over the seed apps' routes: NovaSocial's that need a
/// signed-in user, Unveil's that need the `host` role, and Unveil's `login?next=` links.
@Suite struct PendingSignInTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)
  static let host = RouteViewer(isSignedIn: true, roles: ["host"])
  static let guest = RouteViewer(isSignedIn: true)

  @Test func aRouteThatNeedsSignInWaitsAndComesBackOnce() throws {
    var pending = PendingSignIn<NovaSocialRoute>(lifetime: 300)
    let notifications = try NovaSocialRoute(string: "https://nova.social/notifications")
    #expect(
      pending.arrived(notifications, viewer: .signedOut, now: Self.start)
        == .signIn(waiting: notifications))
    #expect(pending.signedIn(as: Self.guest, now: Self.start + 60) == notifications)
    // Once: a second sign-in (another account, a relaunch) opens nothing.
    #expect(pending.signedIn(as: Self.guest, now: Self.start + 61) == nil)
    // A route anyone may open is opened, and one the viewer meets too.
    #expect(pending.arrived(.feed, viewer: .signedOut, now: Self.start) == .open(.feed))
    #expect(
      pending.arrived(notifications, viewer: Self.guest, now: Self.start) == .open(notifications))
    #expect(pending.waiting == nil)
  }

  @Test func itIsForgottenAfterItsLifetimeWhenAnotherLinkArrivesOrOnCancel() throws {
    var pending = PendingSignIn<NovaSocialRoute>(lifetime: 300)
    _ = pending.arrived(.notifications, viewer: .signedOut, now: Self.start)
    #expect(pending.signedIn(as: Self.guest, now: Self.start + 300) == nil)

    _ = pending.arrived(.notifications, viewer: .signedOut, now: Self.start)
    #expect(
      pending.arrived(.post(postId: "1"), viewer: .signedOut, now: Self.start)
        == .open(.post(postId: "1")))
    #expect(pending.signedIn(as: Self.guest, now: Self.start + 1) == nil)

    _ = pending.arrived(.privacySettings, viewer: .signedOut, now: Self.start)
    pending.cancel()
    #expect(pending.signedIn(as: Self.guest, now: Self.start + 1) == nil)
  }

  /// A route for hosts is never handed to a guest: held while signed out, dropped when a guest signs in, refused
  /// outright to a signed-in guest.
  @Test func aRouteWhoseRoleTheUserLacksIsNeverHandedBack() throws {
    let dashboard = try UnveilRoute(
      string:
        "https://app.sendunveil.com/host/events/123e4567-e89b-12d3-a456-426614174000/dashboard")
    #expect(dashboard.authRequirement == .role("host"))
    var pending = PendingSignIn<UnveilRoute>()
    #expect(
      pending.arrived(dashboard, viewer: .signedOut, now: Self.start) == .signIn(waiting: dashboard)
    )
    #expect(pending.signedIn(as: Self.guest, now: Self.start + 1) == nil)
    #expect(
      pending.arrived(dashboard, viewer: Self.guest, now: Self.start) == .notAllowed(dashboard))
    #expect(pending.waiting == nil)
    _ = pending.arrived(dashboard, viewer: .signedOut, now: Self.start)
    #expect(pending.signedIn(as: Self.host, now: Self.start + 1) == dashboard)
  }

  /// The app stores it where it likes: it encodes its route as its link, and survives a relaunch.
  @Test func itSurvivesARelaunchAsJSON() throws {
    var pending = PendingSignIn<NovaSocialRoute>(lifetime: 300)
    #expect(
      pending.arrived(.notifications, viewer: .signedOut, now: Self.start)
        == .signIn(waiting: .notifications))
    let stored = try JSONEncoder().encode(pending)
    #expect(
      String(decoding: stored, as: UTF8.self).contains(#""https:\/\/nova.social\/notifications""#))
    var relaunched = try JSONDecoder().decode(PendingSignIn<NovaSocialRoute>.self, from: stored)
    #expect(relaunched == pending)
    #expect(relaunched.signedIn(as: Self.guest, now: Self.start + 10) == .notifications)
  }

  /// Unveil's `login?next=` link carries its destination: the sign-in screen a link opens holds it as a waiting
  /// route would be held.
  @Test func aLoginLinksNextWaitsLikeALink() throws {
    let login = try UnveilRoute(
      string:
        "https://app.sendunveil.com/login?next=%2Fhost%2Fevents%2F123e4567-e89b-12d3-a456-426614174000%2Fdashboard"
    )
    guard case .login(let next?) = login else {
      Issue.record("not a login with a destination: \(login)")
      return
    }
    var pending = PendingSignIn<UnveilRoute>()
    #expect(pending.arrived(next, viewer: .signedOut, now: Self.start) == .signIn(waiting: next))
    #expect(pending.signedIn(as: Self.host, now: Self.start + 1) == next)
  }
}
