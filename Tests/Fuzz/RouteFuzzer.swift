import Foundation
import RouteGenCore
import RouteGenRuntime

// libFuzzer target for one app's generated parser. scripts/fuzz.sh compiles this file with the app's
// Generated/<App>/<App>Route.swift and one line naming the type (`typealias FuzzedRoute = NovaSocialRoute`),
// links the core, and runs it with ROUTEGEN_FUZZ_SPEC set to the app's spec.
//
// Every input must: not crash or hang; if accepted, build links that the generated builders and the core's
// builder write alike and that parse back to the same route; agree with the core's reference matcher (same
// route and values, or the same error); and, when `URL(string:)` keeps the text as it is, read the same from
// `init(string:)` as from `init(url:)` with that `URL`.

/// The spec's own matcher and builder: the reference the generated code must agree with.
let reference: (matcher: RouteMatcher, builder: URLBuilder) = {
  guard let path = ProcessInfo.processInfo.environment["ROUTEGEN_FUZZ_SPEC"] else {
    fatalError("set ROUTEGEN_FUZZ_SPEC to the app's spec")
  }
  let loaded = Pipeline.load(path: path)
  guard let model = loaded.model else { fatalError("\(path) has errors: \(loaded.diagnostics)") }
  return (RouteMatcher(app: model), URLBuilder(app: model))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  check(text)
  // Through Foundation's URL too, as an app receives links: for a valid URL string (one `URL(string:)` keeps as
  // it is), what one initializer accepts, the other accepts alike, and what both refuse gets the same error, for
  // every text that starts `scheme://`. Other text `init(string:)` reads as a browser does (ParsingRules), which
  // `URL(string:)` does not.
  if let url = URL(string: text) {
    let viaURL = Result { () throws(FuzzedRoute.ParseError) in try FuzzedRoute(url: url) }
    let viaString = Result { () throws(FuzzedRoute.ParseError) in try FuzzedRoute(string: text) }
    let bothRefuse = (try? viaURL.get()) == nil && (try? viaString.get()) == nil
    if url.absoluteString == text, isHierarchical(text), !hasNonASCIIHost(text),
      !(bothRefuse && hasUserInfoOrPort(text))
    {
      require(
        viaURL == viaString,
        "init(url:) and init(string:) differ for \(text.debugDescription) (URL: \(url.absoluteString))"
      )
    }
    check(url.absoluteString)
  }
  return 0
}

func check(_ text: String) {
  let generated = Result { () throws(FuzzedRoute.ParseError) in try FuzzedRoute(string: text) }
  switch (generated, reference.matcher.match(text)) {
  case (.success(let route), .success(let match)):
    require(
      route.name == match.value.name,
      "\(text): generated \(route.name), reference \(match.value.name)")
    let model = reference.matcher.app
    var expected: [String: String] = [:]
    for parameter in model.route(named: match.value.name)!.parameters {
      if let value = match.value.values[parameter.name],
        let text = reference.builder.format(value, parameter)
      {
        expected[parameter.name] = text
      }
    }
    require(
      route.parameters == expected,
      "\(text): generated values \(route.parameters), reference \(expected)")
    let links = [(route.universalLinkString, FormKind.web), (route.customSchemeURLString, .scheme)]
    for (link, form) in links {
      require(
        link == reference.builder.url(for: match.value, form: form),
        "\(text): the \(form) link \(link ?? "nil") differs from the reference builder's")
      guard let link else { continue }
      require(
        (try? FuzzedRoute(string: link)) == route,
        "\(text): its link \(link) does not parse back to \(route)")
    }
    require(
      route.universalLink?.absoluteString == route.universalLinkString,
      "\(text): universalLink differs from its text")
    require(
      route.customSchemeURL?.absoluteString == route.customSchemeURLString,
      "\(text): customSchemeURL differs from its text")
  case (.failure(let error), .failure(let failure)):
    // One error type: the same case, payload and words (an invalid value's reason too).
    require(
      error == failure,
      "\(text): generated \(String(reflecting: error)), reference \(String(reflecting: failure))")
  case (.success(let route), .failure(let failure)):
    require(false, "\(text): generated \(route), reference refuses: \(failure)")
  case (.failure(let error), .success(let match)):
    require(false, "\(text): generated refuses (\(error)), reference \(match.value)")
  }
}

/// Whether the text starts with a scheme and `//`.
func isHierarchical(_ text: String) -> Bool {
  guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")), let first = text.utf8.first else {
    return false
  }
  let scheme = text.utf8[..<colon]
  return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20)
    && scheme.allSatisfy {
      ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z"))
        || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || "+-.".utf8.contains($0)
    }
    && text.utf8[colon...].dropFirst().starts(with: "//".utf8)
}

/// The text's authority: after the first `://`, up to `/`, `?` or `#`. Found in the UTF-8 bytes: by Characters, a
/// combining mark after `//` hides the `://` (`novasocial://\u{301}…` would find a later `https://`).
func authority(_ text: String) -> ArraySlice<UInt8> {
  let bytes = Array(text.utf8)
  guard let colon = bytes.indices.first(where: { bytes[$0...].starts(with: "://".utf8) }) else {
    return []
  }
  return bytes[(colon + 3)...].prefix {
    $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
  }
}

func hasNonASCIIHost(_ text: String) -> Bool { authority(text).contains { $0 >= 0x80 } }

func hasUserInfoOrPort(_ text: String) -> Bool {
  authority(text).contains { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":") }
}

/// A broken property is a crash: libFuzzer saves the input and stops.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}
