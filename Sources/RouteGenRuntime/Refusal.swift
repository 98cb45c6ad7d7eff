extension RouteGen {
  /// Why a value was refused, as `RouteParseError.invalidParameter` says it: a phrase after "which". RouteGenCore's
  /// reference matcher words its refusals the same way, and the differential tests compare the two.
  enum Refusal {
    static let control = "contains control characters"
    static let hostLabel = "is not a host label (letters, digits and inner '-')"
    static let nested = "nests one destination in another"

    static func isControl(_ scalar: UInt32) -> Bool {
      scalar < 0x20 || scalar == 0x7F || (0x80...0x9F).contains(scalar)
    }

    static func oneOf(_ texts: [String]) -> String {
      "is not one of " + texts.joined(separator: ", ")
    }

    /// For a number that its parameter's bounds refuse.
    static func outside<Number: Comparable>(_ number: Number, _ bounds: (Number?, Number?))
      -> String
    {
      if let minimum = bounds.0, number < minimum { return "is less than \(minimum)" }
      return "is greater than \(bounds.1.map { "\($0)" } ?? "its maximum")"
    }
  }
}

extension RouteGen.Parameter {
  /// A number parameter's bounds (see `allows`), each read with `read` from its 64 bits.
  func bounds<Number>(_ read: (Int) -> Number) -> (Number?, Number?) {
    (
      table[constraints] == 0 ? nil : read(table.int64(constraints &+ 1)),
      table[constraints &+ 5] == 0 ? nil : read(table.int64(constraints &+ 6))
    )
  }

  /// Whether a constrained string allows a scalar (see `ValueText.fits`).
  func allowsCharacter(_ scalar: Int) -> Bool {
    if scalar < 128 { return table[constraints &+ 2 &+ scalar / 16] >> (scalar % 16) & 1 == 1 }
    if table[constraints &+ 10] == 1 { return true }
    return (0..<table[constraints &+ 11]).contains {
      let range = constraints &+ 12 &+ 2 &* $0
      return table[range] <= scalar && scalar <= table[range &+ 1]
    }
  }

  /// A constrained string's allowed characters as the spec writes them (`A-Za-z0-9_`).
  var characters: RouteGen.TableText {
    table.text(constraints &+ 12 &+ 2 &* table[constraints &+ 11])
  }
}

extension RouteGen.Parser {
  /// The reason a captured value failed its checks in `fill`: found again once no route accepts the URL, so that
  /// parsing keeps no more than positions. The checks are in `fill`'s and `check`'s order.
  func refusal(_ value: RouteGen.ValueText, _ parameter: RouteGen.Parameter) -> String {
    typealias Refusal = RouteGen.Refusal
    let range = value.start..<value.end
    let source = failure.captureSource
    if source == RouteGen.Capture.segment || source == RouteGen.Capture.rest,
      self.source.isDot(range)
    {
      return "is a dot segment"
    }
    if source == RouteGen.Capture.rest && self.source.endsWithSlash(range) {
      return "ends with '/', which a link cannot keep"
    }
    let text = value.string
    if parameter.type == RouteGen.Parameter.destination {
      guard let routeType = destinations.pointee.routeType else { return Refusal.nested }
      if text.unicodeScalars.contains(where: { Refusal.isControl($0.value) }) {
        return Refusal.control
      }
      let link =
        text.hasPrefix("/") && !text.hasPrefix("//") ? table.string(table.webBase) + text : text
      let error = routeType._destinationError(link).map { " (\($0))" } ?? ""
      return "is not a link to a route of this app" + error
    }
    if text.isEmpty { return "is empty" }
    if text.unicodeScalars.contains(where: { Refusal.isControl($0.value) }) {
      return Refusal.control
    }
    let constraints = parameter.constraints
    func list(_ at: Int) -> [String] {
      (0..<table[at]).map { table.string(table.text(at &+ 1 &+ 2 &* $0)) }
    }
    switch parameter.type {
    case RouteGen.Parameter.string:
      let length = text.unicodeScalars.count
      if table[constraints] > 0 && length < table[constraints] {
        return "is shorter than \(table[constraints]) characters"
      }
      if table[constraints &+ 1] > 0 && length > table[constraints &+ 1] {
        return "is longer than \(table[constraints &+ 1]) characters"
      }
      let refused = text.unicodeScalars.first { !parameter.allowsCharacter(Int($0.value)) } ?? " "
      return
        "contains '\(refused.escaped(asASCII: true))', outside [\(table.string(parameter.characters))]"
    case RouteGen.Parameter.int, RouteGen.Parameter.keywordInt:
      let keywords = parameter.type == RouteGen.Parameter.keywordInt ? list(constraints &+ 10) : []
      if failure.captureRefused != 0,
        value.isListed(table, failure.captureRefused, fold: failure.captureFolds)
      {
        return "is written differently in \(url.isWeb ? "web" : "custom-scheme") links"
      }
      guard let number = value.int() else {
        return "is not an integer"
          + (keywords.isEmpty ? "" : " or one of \(keywords.joined(separator: ", "))")
      }
      return Refusal.outside(number, parameter.bounds { $0 })
    case RouteGen.Parameter.double:
      guard let number = value.double() else { return "is not a finite decimal number" }
      return Refusal.outside(
        number, parameter.bounds { Double(bitPattern: UInt64(UInt(bitPattern: $0))) })
    case RouteGen.Parameter.bool:
      return Refusal.oneOf(list(constraints) + list(constraints &+ 1 &+ 2 &* table[constraints]))
    case RouteGen.Parameter.uuid:
      return "is not a UUID (8-4-4-4-12 hex digits)"
    case RouteGen.Parameter.date:
      return "is not an ISO 8601 date-time like 2025-08-25T19:00:00Z"
    default:
      // An enum: its values as links write them (the first text of each).
      var wires: [String] = []
      var at = constraints &+ 1
      for _ in 0..<table[constraints] {
        wires.append(table.string(table.text(at &+ 1)))
        at &+= 1 &+ 2 &* table[at]
      }
      return Refusal.oneOf(wires)
    }
  }
}
