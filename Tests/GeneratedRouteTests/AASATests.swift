import Foundation
import RouteGenCore
import Testing

/// The independent AASA matcher, checked on Apple's documented examples.
@Suite struct AASAMatcherTests {
    func component(_ path: String? = nil, query: [String: String]? = nil, fragment: String? = nil, exclude: Bool = false, caseSensitive: Bool = true) -> AASAMatcher.Component {
        AASAMatcher.Component(path: path, query: query.map { .items($0) }, fragment: fragment, exclude: exclude, caseSensitive: caseSensitive, percentEncoded: true)
    }

    @Test func wildcards() {
        let star = AASAMatcher(components: [component("/buy/*")])
        #expect(star.opensApp("https://a.com/buy/shoes"))
        #expect(star.opensApp("https://a.com/buy/shoes/red"))
        #expect(star.opensApp("https://a.com/buy"), "/x/* also matches /x")
        #expect(!star.opensApp("https://a.com/sell/shoes"))
        let some = AASAMatcher(components: [component("/u/?*")])
        #expect(some.opensApp("https://a.com/u/1"))
        #expect(some.opensApp("https://a.com/u/1/2"), "?* crosses /")
        #expect(!some.opensApp("https://a.com/u/"), "?* needs at least one character")
        let four = AASAMatcher(components: [component("/a/????")])
        #expect(four.opensApp("https://a.com/a/abcd"))
        #expect(!four.opensApp("https://a.com/a/abc"))
    }

    @Test func trailingSlashesAreIgnored() {
        let matcher = AASAMatcher(components: [component("/profile")])
        #expect(matcher.opensApp("https://a.com/profile/"))
        #expect(matcher.opensApp("https://a.com/profile"))
    }

    @Test func excludesComeFirstAndStopTheSearch() {
        let matcher = AASAMatcher(components: [component("/help/website/*", exclude: true), component("/help/*")])
        #expect(!matcher.opensApp("https://a.com/help/website/faq"))
        #expect(matcher.opensApp("https://a.com/help/app"))
        // An exclude like /users/*/* also knocks out /users/1; /users/?*/?* does not.
        let broad = AASAMatcher(components: [component("/users/*/*", exclude: true), component("/users/*")])
        #expect(!broad.opensApp("https://a.com/users/1"))
        let narrow = AASAMatcher(components: [component("/users/?*/?*", exclude: true), component("/users/*")])
        #expect(narrow.opensApp("https://a.com/users/1"))
        #expect(!narrow.opensApp("https://a.com/users/1/2"))
    }

    @Test func queryDictionaries() {
        let matcher = AASAMatcher(components: [component("/show", query: ["id": "?*", "goto": "post"])])
        #expect(matcher.opensApp("https://a.com/show?goto=post&id=3&extra=1"), "extra keys are ignored")
        #expect(!matcher.opensApp("https://a.com/show?goto=post"), "a missing key is empty, and ?* needs a character")
        #expect(!matcher.opensApp("https://a.com/show?goto=last&id=3"))
        let optional = AASAMatcher(components: [component("/search", query: ["q": "*"])])
        #expect(optional.opensApp("https://a.com/search"), "\"*\" does not require the key")
    }

    @Test func fragmentsAndCase() {
        let matcher = AASAMatcher(components: [component("/t", fragment: "post?*"), component("/T", caseSensitive: false)])
        #expect(matcher.opensApp("https://a.com/t#post12"))
        #expect(!matcher.opensApp("https://a.com/tt#post12"))
        #expect(matcher.opensApp("https://a.com/t"), "the second component matches case-insensitively")
        #expect(!AASAMatcher(components: [component("/T")]).opensApp("https://a.com/t"))
    }
}

/// Every URL the generated parser accepts as a universal link opens the app through the committed AASA file; and
/// near-misses open it only where ROUTES.md says the AASA cannot tell them apart.
@Suite struct AASAAgreementTests {
    static let webApps = ["iBurn", "Awful", "NovaSocial", "Unveil", "WordPress"]

    @Test(arguments: webApps)
    func agreement(appName: String) throws {
        let model = try PropertyTests.model(appName)
        let app = GeneratedApp.all.first { $0.name == appName }!
        // The committed file served on each host: the one a device fetches for a URL decides.
        let files = AASAFile.all(in: model)
        var matchers: [String: AASAMatcher] = [:]
        for file in files {
            let aasa = try Data(contentsOf: packageRoot.appendingPathComponent("Generated/\(appName)/\(file.path)"))
            matchers[file.path] = try AASAMatcher(json: aasa, appID: model.aasa.appIDs[0])
        }
        func matcher(_ url: String) -> AASAMatcher? {
            let host = URLComponents(string: url)?.host?.lowercased() ?? ""
            return AASAFile.servedOn(host, among: files).flatMap { matchers[$0.path] }
        }
        let builder = URLBuilder(app: model)
        var random = RandomValues(app: model, generator: SeededGenerator(seed: 0xAA5A + UInt64(appName.utf8.count)))

        // Accepted ⇒ matched, on examples, random values on every domain, and their variations.
        var accepted = 0
        var corpus = model.routes.flatMap { $0.examples.map(\.value) }
        for route in model.routes where route.web != nil {
            for _ in 0..<25 {
                guard let url = builder.url(for: random.value(for: route), form: .web) else { continue }
                // On each host of the route (a wildcard with its label).
                let host = URLComponents(string: url)!.host!
                for other in route.hosts {
                    let name = other.isWildcard ? String(host.prefix { $0 != "." }) + "." + other.name : other.name
                    let onHost = url.replacingOccurrences(of: "://\(host)/", with: "://\(name)/")
                    corpus.append(onHost)
                    corpus += random.mutations(of: onHost)
                }
            }
        }
        for url in corpus where url.hasPrefix("https://") {
            guard case .success = app.parse(url) else { continue }
            accepted += 1
            let opens = matcher(url)?.opensApp(url) == true
            #expect(opens, "\(appName): the app accepts \(url) but the AASA leaves it to Safari")
        }
        #expect(accepted > model.routes.filter { $0.web != nil }.count * 20)

        // Near-misses: refused by the parser. The AASA may open one only through a component whose route
        // ROUTES.md lists as unable to tell it apart: with extra path segments, or with an unchecked value.
        var counts: [String: Int] = [:]
        for nearMiss in NearMiss.all(in: model) {
            guard case .failure = app.parse(nearMiss.url), let matcher = matcher(nearMiss.url), let index = matcher.deciding(nearMiss.url),
                !matcher.components[index].exclude
            else { continue }
            let deciding = matcher.components[index]
            guard let (route, pattern) = NearMiss.pattern(named: deciding.comment, in: model) else {
                Issue.record("\(appName): component '\(deciding.comment)' names no pattern of the spec")
                continue
            }
            let limits = AASALimit.limits(of: pattern, in: route)
            var path = URLComponents(string: nearMiss.url)!.path
            if path.count > 1 && path.hasSuffix("/") { path.removeLast() }  // a trailing slash is ignored by both
            let segments = path == "/" ? 0 : path.split(separator: "/", omittingEmptySubsequences: false).count - 1
            let explained = segments > pattern.segments.count
                ? limits.contains { if case .extraSegments = $0 { true } else { false } }
                : limits.contains { if case .untypedValue = $0 { true } else { false } }
            #expect(explained, "\(appName): the AASA opens \(nearMiss.url) (\(nearMiss.kind)) through \(pattern.source), the parser refuses it, and ROUTES.md does not say so")
            counts[nearMiss.kind, default: 0] += 1
        }
        print("\(appName): \(accepted) accepted URLs all matched by the AASA; near-misses it cannot tell apart: \(counts.sorted { $0.key < $1.key })")
    }

    @Test func legacyPathsAndWebcredentialsWhereAsked() throws {
        let unveil = try JSONSerialization.jsonObject(with: Data(contentsOf: packageRoot.appendingPathComponent("Generated/Unveil/apple-app-site-association"))) as! [String: Any]
        #expect((unveil["webcredentials"] as? [String: Any])?["apps"] as? [String] == ["ABCDE12345.com.unveil.wedding"])
        let details = (unveil["applinks"] as! [String: Any])["details"] as! [[String: Any]]
        #expect(details.contains { $0["appID"] as? String == "ABCDE12345.com.unveil.wedding" && ($0["paths"] as? [String])?.contains("/host/events/?*/dashboard") == true })
        let awful = try String(contentsOf: packageRoot.appendingPathComponent("Generated/Awful/apple-app-site-association"), encoding: .utf8)
        #expect(awful.contains("\"/\": \"/admin/*\",\n            \"exclude\": true"), "excludes come first")
        #expect(!FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Generated/Ghost/apple-app-site-association").path))
    }
}

/// URLs one step away from the spec's own web examples: another literal, a wrong value, an extra segment, a
/// changed query literal, a missing required query key.
struct NearMiss {
    var url: String
    var kind: String

    static func all(in model: AppModel) -> [NearMiss] {
        let matcher = RouteMatcher(app: model)
        var result: [NearMiss] = []
        for route in model.routes {
            for example in route.examples.map(\.value) where example.hasPrefix("https://") {
                guard case .success(let match) = matcher.match(example), match.form == .web,
                    let pattern = route.web?.patterns.first(where: { $0.source == match.pattern }),
                    let parts = URLComponents(string: example)
                else { continue }
                let base = "https://\(parts.host ?? "")"
                let query = parts.percentEncodedQuery.map { "?" + $0 } ?? ""
                let fragment = parts.percentEncodedFragment.map { "#" + $0 } ?? ""
                let pieces = parts.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                for (index, segment) in pattern.segments.enumerated() where index + 1 < pieces.count {
                    var changed = pieces
                    switch segment {
                    case .literal: changed[index + 1] = "zz" + changed[index + 1]
                    case .template(let template): changed[index + 1] = template.prefix + "x!y" + template.suffix
                    }
                    result.append(NearMiss(url: base + changed.joined(separator: "/") + query + fragment, kind: segment.template == nil ? "other literal" : "wrong value"))
                }
                result.append(NearMiss(url: base + parts.percentEncodedPath + "/extra" + query + fragment, kind: "extra segment"))
                let items = (parts.percentEncodedQuery ?? "").split(separator: "&").map(String.init)
                for item in pattern.query {
                    let key = PercentEncoding.encode(item.key, for: .queryKey) + "="
                    let others = items.filter { !$0.hasPrefix(key) }
                    switch item.value {
                    case .literal(let literal):
                        result.append(NearMiss(url: base + parts.percentEncodedPath + "?" + (others + [key + "zz" + literal]).joined(separator: "&") + fragment, kind: "other query literal"))
                    case .template(let template):
                        guard route.parameter(named: template.parameter)?.mayBeAbsent == false else { continue }
                        result.append(NearMiss(url: base + parts.percentEncodedPath + (others.isEmpty ? "" : "?" + others.joined(separator: "&")) + fragment, kind: "missing query key"))
                        result.append(NearMiss(url: base + parts.percentEncodedPath + "?" + (others + [key + "x!y"]).joined(separator: "&") + fragment, kind: "wrong query value"))
                    }
                }
            }
        }
        return result
    }

    /// The route and pattern an AASA component's comment names: `route: summary (pattern)`.
    static func pattern(named comment: String, in model: AppModel) -> (Route, Pattern)? {
        guard let open = comment.lastIndex(of: "(") else { return nil }
        let source = String(comment[comment.index(after: open)...].dropLast())
        let name = String(comment.prefix { $0 != ":" && $0 != " " })
        guard let route = model.route(named: name), let pattern = route.web?.patterns.first(where: { $0.source == source }) else { return nil }
        return (route, pattern)
    }
}
