extension RouteGenRoute {
  /// No parents: a spec without `parent` generates none.
  public var _parent: Self? { nil }

  /// The route whose screen is under this one's when a link opens it from a cold start (the spec's `parent`),
  /// with this route's values of the same names; nil at the root of the app's screens.
  @inlinable
  public var parent: Self? { _parent }

  /// The routes from the root to this one, this one last: the screens a link opens, so that Back goes somewhere
  /// sensible (`NavigationStack(path:)` takes all but the first when the first is the root view's).
  /// `[.feed, .userProfile(userId: "123"), .followers(userId: "123")]` for `.followers(userId: "123")`.
  public var stack: [Self] {
    var stack = [self]
    // The spec has no cycle (routegen refuses one); the bound only keeps a hand-edited file from looping.
    while let parent = stack[0]._parent, stack.count < 1_000 { stack.insert(parent, at: 0) }
    return stack
  }
}
