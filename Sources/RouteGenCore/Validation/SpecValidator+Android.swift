/// The Android app (`"android"`): the package and signing certificates `assetlinks.json` names. Android verifies
/// App Links on web hosts, so the app needs domains.
extension SpecValidator {
  mutating func checkAndroid(servesWeb: Bool) -> AndroidConfiguration? {
    guard let android = document.android else { return nil }
    let errorsBefore = log.errorCount
    if !servesWeb {
      log.error(
        "'android' is set but the app has no 'domains'; Android App Links are web links, verified through each domain's assetlinks.json",
        at: android.location)
    }
    var package = ""
    if let written = android.package {
      package = written.value
      let segments = package.split(separator: ".", omittingEmptySubsequences: false)
      let valid =
        segments.count >= 2
        && segments.allSatisfy { segment in
          segment.first.map { $0.isASCII && $0.isLetter } == true
            && segment.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
      if !valid {
        log.error(
          "'android.package' must be an Android application ID such as \"com.example.shop\": two or more segments joined by '.', each a letter then letters, digits or '_'; '\(package)' is not",
          at: written.location)
      }
    } else {
      log.error(
        "'android' has no 'package'; add the app's application ID, e.g. \"package\": \"com.example.shop\"",
        at: android.location)
    }
    if android.fingerprints.isEmpty {
      log.error(
        "'android' has no 'fingerprints'; add the SHA-256 fingerprint of the app's signing certificate (`keytool -list -v`, or Play Console's app signing key with Play App Signing)",
        at: android.location)
    }
    var seen: Set<String> = []
    for fingerprint in android.fingerprints {
      let text = fingerprint.value
      let pairs = text.split(separator: ":", omittingEmptySubsequences: false)
      let hex =
        pairs.count == 32 && pairs.allSatisfy { $0.count == 2 && $0.allSatisfy(\.isHexDigit) }
      if !hex {
        log.error(
          "'android.fingerprints': '\(text)' is not a SHA-256 fingerprint; write its 32 bytes in hex joined by ':' (\"14:6D:E9:…\", as keytool prints it)",
          at: fingerprint.location)
      } else if text != text.uppercased() {
        log.error(
          "'android.fingerprints': write '\(text)' in uppercase ('\(text.uppercased())'), as keytool and Play Console print it and Android's examples spell it",
          at: fingerprint.location)
      } else if !seen.insert(text).inserted {
        log.error("'android.fingerprints': '\(text)' is listed twice", at: fingerprint.location)
      }
    }
    guard log.errorCount == errorsBefore else { return nil }
    return AndroidConfiguration(package: package, fingerprints: android.fingerprints.map(\.value))
  }
}
