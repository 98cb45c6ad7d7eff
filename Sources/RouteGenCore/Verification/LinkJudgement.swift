import Foundation
import RouteGenRuntime

/// Each route's links judged as iOS judges them against a served file: opened in the app, sent to Safari (by an
/// `exclude`, or claimed by no component), or opened in the app though the app refuses them (where the generated
/// file does not claim them).
///
/// The links are the route's examples and `routegen breaking`'s sample links (`LinkSamples`) on the hosts iOS
/// reads this address's file for; the refused ones, each such link with a query key its route refuses, and a link
/// into each of the spec's excluded paths.
/// What a served file claims, as one platform reads it: the rule (component) that decides a link, if any, whether
/// it excludes, and how a report names it.
protocol LinkClaims {
  func deciding(_ url: String) -> Int?
  func excludes(_ index: Int) -> Bool
  /// `claimed by component 3 (`/user/?*`)`.
  func describe(_ index: Int) -> String
  /// Why a link no rule decides goes to the browser: `no component claims them`.
  static var unclaimed: String { get }
}

extension LinkClaims {
  func opensApp(_ url: String) -> Bool { deciding(url).map { !excludes($0) } ?? false }
}

extension AASAMatcher: LinkClaims {
  static let unclaimed = "no component claims them"

  func excludes(_ index: Int) -> Bool { components[index].exclude }

  func describe(_ index: Int) -> String {
    let component = components[index]
    let pattern = component.path.map { "`\($0)`" } ?? "every path"
    let what =
      component.exclude
      ? "excluded by component \(index + 1) (\(pattern))"
      : "claimed by component \(index + 1) (\(pattern))"
    // The served file's words: quoted as a value from outside is.
    return component.comment.isEmpty
      ? what : what + ", " + RouteGen.LogText.quoted(component.comment)
  }
}

extension AndroidRuleMatcher: LinkClaims {
  static let unclaimed = "no dynamic rule claims them"

  func excludes(_ index: Int) -> Bool { rules[index].exclude }

  func describe(_ index: Int) -> String {
    let pattern = rules[index].path.map { "`\($0)`" } ?? "every path"
    return
      "\(rules[index].exclude ? "excluded" : "claimed") by dynamic rule \(index + 1) (\(pattern))"
  }
}

extension AndroidManifestMatcher: LinkClaims {
  static let unclaimed = "no intent filter takes them"

  func deciding(_ url: String) -> Int? { filter(taking: url, verifiedOnly: true) }

  func excludes(_ index: Int) -> Bool { false }

  func describe(_ index: Int) -> String {
    "taken by the manifest's intent filter \(index + 1), as no dynamic rule is kept"
  }
}

struct LinkJudgement {
  struct Verdict {
    var route: String?
    var links = 0
    /// Links the app opens that iOS sends to Safari, each with why.
    var toSafari: [(url: String, reason: String)] = []
    /// Links the app refuses that the served file claims, each with the component that does.
    var claimedRefused: [(url: String, reason: String)] = []

    var opensApp: Int { links - toSafari.count }
  }

  let app: AppModel
  private let matcher: RouteMatcher
  /// The universal-link samples, each with the address iOS reads its file from (found once, for every address).
  private let samples: [(sample: LinkSample, address: String?)]

  init(app: AppModel) {
    self.app = app
    matcher = RouteMatcher(app: app)
    samples = LinkSamples.of(app).filter { $0.url.hasPrefix("https://") }.map { sample in
      (
        sample,
        URLComponents(string: sample.url)?.host.flatMap { app.address(ofLinkHost: $0.lowercased()) }
      )
    }
  }

  /// The address iOS reads a link host's file from: the host's own, else the wildcard's that covers it (its apex).
  func address(ofLinkHost host: String) -> String? {
    app.address(ofLinkHost: host)
  }

  private func samples(on address: String) -> [LinkSample] {
    samples.filter { $0.address == address }.map(\.sample)
  }

  /// One verdict per web route that has links on `address`, in the spec's order, and one (route nil) for the
  /// spec's excluded paths.
  func verdicts(on address: String, served: some LinkClaims, generated: some LinkClaims)
    -> [Verdict]
  {
    var verdicts: [String: Verdict] = [:]
    func describe(_ index: Int?) -> String {
      index.map(served.describe) ?? type(of: served).unclaimed
    }
    for sample in samples(on: address) {
      guard case .success(let match) = matcher.match(sample.url) else { continue }
      let route = match.value.name
      verdicts[route, default: Verdict(route: route)].links += 1
      let deciding = served.deciding(sample.url)
      if deciding.map(served.excludes) ?? true {
        verdicts[route]!.toSafari.append((sample.url, describe(deciding)))
      }
    }
    for (route, url) in refusedLinks(on: address) {
      guard case .failure = matcher.match(url), served.opensApp(url), !generated.opensApp(url)
      else { continue }
      verdicts[route ?? "", default: Verdict(route: route)].claimedRefused.append(
        (url, describe(served.deciding(url))))
    }
    let order = [""] + app.routes.map(\.name)
    return order.compactMap { verdicts[$0] }
  }

  /// Links the app refuses and the generated file does not claim: each sample with a key its route refuses, and
  /// each excluded path of the spec (its wildcards filled).
  private func refusedLinks(on address: String) -> [(route: String?, url: String)] {
    var links: [(String?, String)] = []
    var keyed: Set<String> = []
    for sample in samples(on: address) where sample.pattern != nil {
      guard let route = app.route(named: sample.route), let key = route.forbiddenQuery.first,
        keyed.insert(route.name).inserted
      else { continue }
      let hash = sample.url.firstIndex(of: "#") ?? sample.url.endIndex
      let separator = sample.url[..<hash].contains("?") ? "&" : "?"
      links.append(
        (
          route.name,
          sample.url[..<hash] + separator + PercentEncoding.encode(key, for: .queryKey)
            + "=routegen" + sample.url[hash...]
        ))
    }
    let host = app.allHosts.first { $0.address == address }?.sampleName ?? address
    for path in app.aasa.exclude {
      let filled = path.map { $0 == "*" || $0 == "?" ? "x" : $0 }
      links.append((nil, "https://\(host)" + String(filled)))
    }
    return links
  }
}
