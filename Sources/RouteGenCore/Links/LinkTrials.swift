/// The links `routegen links` tries, each with the route and values it must reach and the link that opens it on
/// a simulator: the spec's examples that reach a route and, when asked, `routegen breaking`'s sample links.
///
/// `xcrun simctl openurl booted <https link>` often opens Safari rather than the app on a simulator (it must have
/// fetched the domain's apple-app-site-association file for the installed build), so a universal link is opened
/// by its route's custom-scheme URL with the same values where the route has one; the custom-scheme URL is built
/// by `URLBuilder`, which gives only a link that parses back to the same values.
public struct LinkTrial: Sendable, Hashable {
  /// The link as the spec (or the sample) writes it.
  public var link: String
  /// Where it comes from: an example of the spec, or a sample link of `routegen breaking`.
  public var isSample: Bool
  /// What it reaches.
  public var value: RouteValue
  /// The screens a cold start opens for it, root first, `value` last.
  public var stack: [RouteValue]
  /// Whether `link` is a universal link (else a custom-scheme URL).
  public var isUniversalLink: Bool
  /// The link to open on a simulator: `link` itself, or its custom-scheme form.
  public var opened: String

  /// Whether a universal link is opened through its custom-scheme form.
  public var opensByScheme: Bool { opened != link }
  /// Whether the link opened is a universal link (its route has no custom-scheme form for these values).
  public var opensUniversalLink: Bool { isUniversalLink && !opensByScheme }
}

public struct LinkTrials: Sendable {
  public let app: AppModel
  public let trials: [LinkTrial]
  /// Whether `routegen breaking`'s sample links are tried too.
  public let includesSamples: Bool
  /// The `http://` links, which the app reads and iOS does not open in it: a universal link is https (the AASA
  /// file is fetched over https, and an http link opens Safari). Not tried. (A web scheme the app registers
  /// itself, Awful's `awfulhttps`, opens the app as a custom scheme does.)
  public var notUniversal: [String] { httpTrials.map(\.link) }
  /// The `http://` examples as trials: Android opens them in the app where its filters list `http`.
  public let httpTrials: [LinkTrial]
  /// The examples the app must refuse, each with the `ParseError` case (the spec's own build only).
  public let refused: [(link: String, error: String)]

  /// The links of `app`; for an environment's build, `production` is the spec's own model, whose links are
  /// written again on the build's hosts and scheme (the same route and values, in the same form).
  public init(app: AppModel, production: AppModel? = nil, samples: Bool) {
    self.app = app
    includesSamples = samples
    let source = production ?? app
    var links = source.routes.flatMap(\.examples).map { ($0.value, false) }
    if samples {
      let examples = Set(links.map(\.0))
      links += LinkSamples.of(source).map(\.url).filter { !examples.contains($0) }.map {
        ($0, true)
      }
    }
    let matcher = RouteMatcher(app: app)
    let builder = URLBuilder(app: app)
    if let production {
      let read = RouteMatcher(app: production)
      links = links.compactMap { link, isSample in
        guard case .success(let match) = read.match(link),
          let rewritten = builder.url(for: match.value, form: match.form)
        else { return nil }
        return (rewritten, isSample)
      }
    }
    var seen: Set<String> = []
    var httpTrials: [LinkTrial] = []
    trials = links.compactMap { link, isSample in
      // A sample that another route's precedence refuses is no link to try.
      guard seen.insert(link).inserted, case .success(let match) = matcher.match(link) else {
        return nil
      }
      let byScheme = match.form == .web ? builder.url(for: match.value, form: .scheme) : nil
      let trial = LinkTrial(
        link: link, isSample: isSample, value: match.value, stack: app.stack(of: match.value),
        isUniversalLink: match.form == .web, opened: byScheme ?? link)
      if match.form == .web, link.lowercased().hasPrefix("http:") {
        if !isSample { httpTrials.append(trial) }
        return nil
      }
      return trial
    }
    self.httpTrials = httpTrials
    refused =
      production != nil
      ? []
      : app.routes.flatMap(\.checkedExamples).compactMap { example in
        guard case .refused(let error) = example.expectation else { return nil }
        return (example.url.value, error)
      }
  }

  /// The trials by the link a simulator opens, in order of first appearance: universal links whose route's
  /// custom-scheme URL is the same link (`https://nova.social/u/123`, `…/user/123`) are tried once, by it.
  public var bySimulatorLink: [[LinkTrial]] {
    var groups: [[LinkTrial]] = []
    var positions: [String: Int] = [:]
    for trial in trials {
      if let position = positions[trial.opened] {
        groups[position].append(trial)
      } else {
        positions[trial.opened] = groups.count
        groups.append([trial])
      }
    }
    return groups
  }

  /// The app's bundle ID, from its first AASA app ID (`ABCDE12345.com.nova.social` → `com.nova.social`).
  public var bundleID: String? {
    app.aasa.appIDs.first.flatMap { id in
      id.firstIndex(of: ".").map { String(id[id.index(after: $0)...]) }
    }
  }
}
