import RouteGenRuntime
import Testing

/// ParsingRules, **Excluded paths**: a web link whose path the app's AASA file excludes (`aasa.exclude`, Apple's
/// patterns: `*` any run of characters, `/` too, `?` one; `/ads/*` takes `/ads` too) is refused
/// (`excludedPath`), as iOS never opens it in the app, whatever route would read it; the path is read as iOS
/// matches it (escapes of unreserved characters decoded, letters ignoring case where the app's do). Custom-scheme
/// links have no AASA file: they are read as ever.
@Suite struct ExcludedPathRules {
  static let routes = """
    { "name": "section", "summary": "A section front.", "params": { "name": "string" },
      "web": "/{name}", "scheme": "{name}" },
    { "name": "story", "summary": "A story.", "params": { "name": "string", "slug": "string" },
      "web": "/{name}/{slug}", "scheme": "{name}/{slug}" }
    """

  @Test func anExcludedPathIsRefusedWhicheverRouteWouldReadIt() throws {
    try Rulebook(routes: Self.routes, exclude: ["/ads/*", "/?"]).check([
      "https://example.com/ads/landing": .refused(.excludedPath("/ads/landing")),
      "https://example.com/ads": .refused(.excludedPath("/ads")),
      "https://example.com/ads/": .refused(.excludedPath("/ads/")),
      "https://example.com/%61ds/landing": .refused(.excludedPath("/%61ds/landing")),
      "https://example.com/x": .refused(.excludedPath("/x")),
      // Case counts as in Apple's default, where the app's paths are case-sensitive.
      "https://example.com/Ads/landing": .route("story", ["name": "Ads", "slug": "landing"]),
      "https://example.com/adsx/landing": .route("story", ["name": "adsx", "slug": "landing"]),
      "https://example.com/xy": .route("section", ["name": "xy"]),
      "test://ads/landing": .route("story", ["name": "ads", "slug": "landing"]),
      // Escapes that spell no text refuse a link before any path is read, excluded or not.
      "https://example.com/ads/landing?q=%E6%9C": .refused(.invalidPercentEncoding("%E6%9C")),
    ])
  }

  @Test func lettersIgnoreCaseWhereTheAppsPathsDo() throws {
    try Rulebook(routes: Self.routes, extra: #""caseSensitive": false,"#, exclude: ["/ads/*"])
      .check([
        "https://example.com/Ads/landing": .refused(.excludedPath("/Ads/landing")),
        "https://example.com/politics/budget": .route(
          "story", ["name": "politics", "slug": "budget"]),
      ])
  }
}
