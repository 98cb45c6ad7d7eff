import Foundation

/// Where Android opens a link of an app, as its code reads the generated files: the intent filters alone (Android
/// 14 and lower) and, for an App Link, the dynamic rules of the `assetlinks.json` its host is served too (Android
/// 15+). A custom-scheme link opens wherever a filter takes it.
struct AndroidReading {
  /// The generated intent filters.
  let manifest: AndroidManifestMatcher
  let files: [AASAFile]
  /// The generated dynamic rules of each AASA file's hosts, by the AASA file's path (none where unreadable).
  let rules: [String: AndroidRuleMatcher]

  init(app: AppModel) {
    manifest = AndroidManifestMatcher(
      xml: ManifestRenderer().render(app).first?.contents ?? "")
    files = AASAFile.all(in: app)
    let rendered = Dictionary(
      uniqueKeysWithValues: AssetLinksRenderer().render(app).map { ($0.path, $0.contents) })
    var rules: [String: AndroidRuleMatcher] = [:]
    for file in files {
      let json = Data((rendered[AssetLinksRenderer.path(of: file)] ?? "").utf8)
      rules[file.path] = try? AndroidRuleMatcher(json: json, package: app.android?.package ?? "")
    }
    self.rules = rules
  }

  /// Whether Android 14 and lower (`older`) and Android 15+ (`newer`) open `link` in the app.
  func opens(_ link: String) -> (older: Bool, newer: Bool) {
    let uri = AndroidURI(link)
    guard uri.scheme == "https" || uri.scheme == "http" else {
      let taken = manifest.takes(link)
      return (taken, taken)
    }
    let older = manifest.opensApp(link)
    let file = uri.host.flatMap { AASAFile.servedOn($0.lowercased(), among: files) }
    return (older, older && (file.flatMap { rules[$0.path] }?.opensApp(link) ?? false))
  }
}
