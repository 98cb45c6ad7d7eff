// The compiled side of the spec-space fuzzer: this file is compiled with the generated route files of a batch of
// random specs (over the RouteGenRuntime library, or with the drop-in runtime), and with the fuzzer itself, so that
// both sides write values and errors in the same words.
import Foundation

#if canImport(RouteGenRuntime)
  import RouteGenRuntime
#endif

/// A generated route type, and its values in the order of its case's associated values (the fuzzer writes the
/// `switch` that lists them for each type).
protocol FuzzedRoute: RouteGenRoute {
  var fuzzedValues: [Any] { get }
}

enum Canonical {
  /// A value as both sides write it: text quoted and escaped, numbers as Swift writes them, a UUID in lowercase, a
  /// date in milliseconds, an enum's case by name, a list and other query items in brackets, a destination as its
  /// route and values, `nil` for none.
  static func value(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { Self.value($0.value) } ?? "nil"
    }
    switch value {
    case let text as String: return text.debugDescription
    case let number as Int: return String(number)
    case let number as Double: return number.description
    case let flag as Bool: return String(flag)
    case let uuid as UUID: return uuid.uuidString.lowercased()
    case let date as Date: return "date(\(Int64((date.timeIntervalSince1970 * 1000).rounded())))"
    case let item as RouteQueryItem:
      return item.name.debugDescription + "=" + item.value.debugDescription
    case let route as any FuzzedRoute: return Self.route(route)
    default:
      if mirror.displayStyle == .collection {
        return "[" + mirror.children.map { Self.value($0.value) }.joined(separator: ", ") + "]"
      }
      // A nested enum: its case (`red`, `number(5)`, `last`).
      return String(describing: value)
    }
  }

  static func route(_ route: any FuzzedRoute) -> String {
    route.name + "(" + route.fuzzedValues.map(value).joined(separator: ", ") + ")"
  }

  static func error(_ error: RouteParseError) -> String {
    switch error {
    case .urlTooLong(let length, let maximum): "urlTooLong(\(length), \(maximum))"
    case .malformedURL(let reason): "malformedURL(\(reason.debugDescription))"
    case .unsupportedScheme(let scheme): "unsupportedScheme(\(scheme.debugDescription))"
    case .unsupportedHost(let host): "unsupportedHost(\(host.debugDescription))"
    case .userInfoNotAllowed: "userInfoNotAllowed"
    case .portNotAllowed(let port): "portNotAllowed(\(port.debugDescription))"
    case .invalidPercentEncoding(let text): "invalidPercentEncoding(\(text.debugDescription))"
    case .noRoute(let path): "noRoute(\(path.debugDescription))"
    case .missingParameter(let name): "missingParameter(\(name.debugDescription))"
    case .invalidParameter(let name, let value, let reason):
      "invalidParameter(\(name.debugDescription), \(value.debugDescription), \(reason.debugDescription))"
    case .repeatedParameter(let name): "repeatedParameter(\(name.debugDescription))"
    case .forbiddenQueryKey(let key): "forbiddenQueryKey(\(key.debugDescription))"
    case .excludedPath(let path): "excludedPath(\(path.debugDescription))"
    case .retired(let route, let note):
      "retired(\(route.debugDescription), \(note.debugDescription))"
    }
  }

  /// A text as one field of a line: tabs, newlines and backslashes escaped.
  static func field(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func unfield(_ text: Substring) -> String {
    var result = ""
    var escaped = false
    for scalar in text.unicodeScalars {
      if escaped {
        switch scalar {
        case "t": result += "\t"
        case "n": result += "\n"
        case "r": result += "\r"
        default: result.unicodeScalars.append(scalar)
        }
        escaped = false
      } else if scalar == "\\" {
        escaped = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// What the compiled parser and builders make of one link, as one line: `ok`, the route, its values, its
/// `parameters`, its two links, what went wrong building them, its `stack` and its `description`; or `refused`
/// and the error.
enum DriverLine {
  /// `environment`: the index of the environment whose build reads and writes the links, chosen at run time (nil:
  /// this build's, production).
  static func check<Route: FuzzedRoute>(_ type: Route.Type, _ link: String, environment: Int?)
    -> [String]
  {
    func parse(_ text: String) throws(RouteParseError) -> Route {
      try Route._parse(text, destinations: true, environment: environment)
    }
    let parsed: Route
    do {
      parsed = environment == nil ? try Route(string: link) : try parse(link)
    } catch {
      return ["refused", Canonical.error(error)]
    }
    var problems: [String] = []
    // `init(url:)` reads the same as `init(string:)` whenever `URL(string:)` keeps the text as it is.
    if let url = URL(string: link), url.absoluteString == link {
      do {
        let viaURL = environment == nil ? try Route(url: url) : try parse(url.absoluteString)
        if viaURL != parsed { problems.append("init(url:) reads \(Canonical.route(viaURL))") }
      } catch {
        problems.append("init(url:) refuses it: \(Canonical.error(error))")
      }
    }
    let links =
      environment == nil
      ? [parsed.universalLinkString, parsed.customSchemeURLString]
      : [true, false].map { parsed._link(web: $0, environment: environment) }
    for (form, built) in zip(["universal link", "custom-scheme URL"], links) {
      guard let built else { continue }
      do {
        let back = try parse(built)
        if back != parsed {
          problems.append("its \(form) \(built) parses as \(Canonical.route(back))")
        }
      } catch {
        problems.append("its \(form) \(built) is refused: \(Canonical.error(error))")
      }
      if let url = URL(string: built) {
        if (try? parse(url.absoluteString)) != parsed {
          problems.append("its \(form) \(built) reads otherwise as a URL")
        }
      } else {
        problems.append("its \(form) \(built) is not a URL to URL(string:)")
      }
    }
    if environment == nil && parsed.url?.absoluteString != (links[0] ?? links[1]) {
      problems.append("url is not its first link")
    }
    let parameters = parsed.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let stack = parsed.stack.map {
      "\($0.name)(\($0.fuzzedValues.map(Canonical.value).joined(separator: ", ")))"
    }
    return [
      "ok", parsed.name, parsed.fuzzedValues.map(Canonical.value).joined(separator: ", "),
      parameters.joined(separator: "&"), links[0] ?? "-", links[1] ?? "-",
      problems.joined(separator: "; "), stack.joined(separator: " > "), parsed.description,
    ]
  }

  /// What the type's `checkExamples()` says of the spec's examples: `examples ok`, or the failure.
  static func examples<Route: FuzzedRoute>(_ type: Route.Type) -> [String] {
    do {
      try Route.checkExamples()
      return ["examples", "ok"]
    } catch {
      return ["examples", error.description]
    }
  }

  /// Reads `<type index>\t<link>` lines from standard input and answers each with its number and `check`'s
  /// fields (an empty link: `examples`'s), flushed line by line, so that the fuzzer knows which link a crash was
  /// on.
  static func run(_ types: [(any FuzzedRoute.Type, Int?)]) {
    var number = 0
    while let line = readLine(strippingNewline: true) {
      number += 1
      guard let tab = line.firstIndex(of: "\t"), let index = Int(line[..<tab]) else { continue }
      let link = Canonical.unfield(line[line.index(after: tab)...])
      let (type, environment) = types[index]
      let fields = link.isEmpty ? examples(type) : check(type, link, environment: environment)
      let answer = ([String(number)] + fields).map(Canonical.field).joined(separator: "\t") + "\n"
      FileHandle.standardOutput.write(Data(answer.utf8))
    }
  }
}
