extension RouteGen {
  /// Why a value was refused, as `RouteParseError.invalidParameter` says it: a phrase after "which". The runtime
  /// and RouteGenCore's reference matcher both word their refusals with these, and the differential tests compare
  /// the two.
  package enum Reason {
    package static let empty = "is empty"
    package static let control = "contains control characters"
    /// A `.` or `..` segment in a path value, which a browser resolves to another page.
    package static let dotSegment =
      "has a '.' or '..' segment, which a browser resolves to another page"
    /// A path value that starts with `/` or holds `//`: an empty segment, which servers merge away.
    package static let emptySegment =
      "has an empty segment (a '/' at its start, or '//'), which servers merge away"
    /// A `\` in a path value, which browsers read as `/` in an `https` URL.
    package static let backslash = "contains '\\', which a browser reads as '/'"
    package static let trailingSlash = "ends with '/', which a link cannot keep"
    package static let hostName =
      "is not a host name (two or more labels of letters, digits and '-', separated by '.')"
    package static let hostLabel = "is not a host label (letters, digits and inner '-')"
    package static let nested = "nests one destination in another"
    package static let notDecimal = "is not a finite decimal number"
    package static let notUUID = "is not a UUID (8-4-4-4-12 hex digits)"
    package static let notDate = "is not an ISO 8601 date-time like 2025-08-25T19:00:00Z"

    /// Whether a value is a host name (`"format": "hostName"`): the one rule, RouteGenCore's too.
    package static func isHostName(_ value: String) -> Bool {
      var bytes = value.utf8.makeIterator()
      return RouteGen.isHostName(&bytes)
    }

    /// Why a value cannot be in a path (see `pathRefusal`): the one rule, RouteGenCore's too.
    package static func inPath(_ value: String) -> String? {
      var bytes = value.utf8.makeIterator()
      return RouteGen.pathRefusal(&bytes)
    }

    package static func oneOf(_ texts: [String]) -> String {
      "is not one of " + texts.joined(separator: ", ")
    }

    package static func notInteger(keywords: [String]) -> String {
      "is not an integer"
        + (keywords.isEmpty ? "" : " or one of " + keywords.joined(separator: ", "))
    }

    package static func less(than bound: some CustomStringConvertible) -> String {
      "is less than \(bound)"
    }

    package static func greater(than bound: some CustomStringConvertible) -> String {
      "is greater than \(bound)"
    }

    package static func shorter(than length: Int) -> String {
      "is shorter than \(length) characters"
    }

    package static func longer(than length: Int) -> String { "is longer than \(length) characters" }

    /// A string's first scalar outside its parameter's characters, as the spec writes them (`A-Za-z0-9_`).
    package static func outside(_ scalar: Unicode.Scalar, characters: String) -> String {
      "contains '\(scalar.escaped(asASCII: true))', outside [\(characters)]"
    }

    /// A keyword that this form of links writes with a pattern of its own (`goto=lastpost`), found in a placeholder.
    package static func writtenDifferently(web: Bool) -> String {
      "is written differently in \(web ? "web" : "custom-scheme") links"
    }

    /// A `route` parameter's value that is not a link to a route of the app, and why (nil: it reaches none).
    package static func notALink(_ error: RouteParseError?) -> String {
      "is not a link to a route of this app" + (error.map { " (\($0))" } ?? "")
    }

    /// The control characters no value may hold (C0, DEL, C1): the one definition, RouteGenCore's too.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
    }

    /// For a number that its parameter's bounds refuse.
    static func outside<Number: Comparable & CustomStringConvertible>(
      _ number: Number, _ bounds: (Number?, Number?)
    ) -> String {
      if let minimum = bounds.0, number < minimum { return less(than: minimum) }
      return bounds.1.map { greater(than: $0) } ?? "is greater than its maximum"
    }
  }
}

extension RouteGen.TableParameter {
  /// A number parameter's bounds (see `allows`), each read with `read` from its 64 bits.
  func bounds<Number>(_ read: (Int) -> Number) -> (Number?, Number?) {
    (
      table[constraints, RouteGen.BoundsSlot.hasMinimum] == 0 ? nil : read(bound(.minimum)),
      table[constraints, RouteGen.BoundsSlot.hasMaximum] == 0 ? nil : read(bound(.maximum))
    )
  }

  /// Whether a constrained string allows a scalar (see `ValueText.fits`).
  func allowsCharacter(_ scalar: Int) -> Bool {
    if scalar < 128 {
      let bitmap = constraints &+ RouteGen.StringSlot.asciiBitmap.rawValue
      return table[bitmap &+ scalar / 16] >> (scalar % 16) & 1 == 1
    }
    if table[constraints, RouteGen.StringSlot.anyBeyondASCII] == 1 { return true }
    return (0..<table[ranges]).contains {
      let range = ranges &+ 1 &+ 2 &* $0
      return table[range] <= scalar && scalar <= table[range &+ 1]
    }
  }

  /// A constrained string's allowed ranges beyond ASCII: a count, then each one's low and high scalar.
  private var ranges: Int { constraints &+ RouteGen.StringSlot.ranges.rawValue }

  /// A constrained string's allowed characters as the spec writes them (`A-Za-z0-9_`), after its ranges.
  var characters: RouteGen.TableText { table.text(ranges &+ 1 &+ 2 &* table[ranges]) }
}

extension RouteGen.Parser {
  /// The reason a captured value failed its checks in `fill`: found again once no route accepts the URL, so that
  /// parsing keeps no more than positions. The checks are in `fill`'s and `check`'s order.
  func reason(_ value: RouteGen.ValueText, _ parameter: RouteGen.TableParameter) -> String {
    typealias Reason = RouteGen.Reason
    let range = value.start..<value.end
    let source = failure.captureSource
    if source == .segment || source == .rest,
      let refusal = self.source.pathRefusal(range)
    {
      return refusal
    }
    if source == .rest && self.source.endsWithSlash(range) {
      return Reason.trailingSlash
    }
    let text = value.string
    // A destination is parsed whole, so it is not refused for being empty (its parse says why).
    let isDestination = parameter.kind == .destination
    let routeType = collected.pointee.routeType
    if isDestination && routeType == nil { return Reason.nested }
    if !isDestination && text.isEmpty { return Reason.empty }
    if text.unicodeScalars.contains(where: Reason.isControl) { return Reason.control }
    if isDestination, let routeType {
      let link =
        text.hasPrefix("/") && !text.hasPrefix("//") ? table.string(table.webBase) + text : text
      return Reason.notALink(
        routeType._destinationError(link, environment: collected.pointee.environment))
    }
    let constraints = parameter.constraints
    func strings(_ list: RouteGen.TextList) -> [String] {
      (0..<list.count).map { table.string(list.text($0)) }
    }
    switch parameter.kind {
    case .string:
      let length = text.unicodeScalars.count
      let minimum = table[constraints, RouteGen.StringSlot.minimumLength]
      let maximum = table[constraints, RouteGen.StringSlot.maximumLength]
      if minimum > 0 && length < minimum { return Reason.shorter(than: minimum) }
      if maximum > 0 && length > maximum { return Reason.longer(than: maximum) }
      // Within its lengths and characters, a value is refused for not being a host name.
      guard
        let refused = text.unicodeScalars.first(where: { !parameter.allowsCharacter(Int($0.value)) }
        )
      else { return Reason.hostName }
      return Reason.outside(refused, characters: table.string(parameter.characters))
    case .int:
      let keywords = parameter.hasKeywords ? strings(parameter.keywords) : []
      if failure.captureExcluded != 0,
        value.isListed(
          RouteGen.TextList(table: table, at: failure.captureExcluded), fold: failure.captureFolds)
      {
        return Reason.writtenDifferently(web: url.isWeb)
      }
      guard let number = value.int() else { return Reason.notInteger(keywords: keywords) }
      return Reason.outside(number, parameter.bounds { $0 })
    case .double:
      guard let number = value.double() else { return Reason.notDecimal }
      return Reason.outside(
        number, parameter.bounds { Double(bitPattern: UInt64(UInt(bitPattern: $0))) })
    case .bool:
      return Reason.oneOf(strings(parameter.trueTexts) + strings(parameter.falseTexts))
    case .uuid:
      return Reason.notUUID
    case .date:
      return Reason.notDate
    case .enumeration:
      // Its values as links write them (the first text of each).
      var wires: [String] = []
      var texts = RouteGen.TextList(table: table, at: constraints &+ 1)
      for _ in 0..<table[constraints] {
        wires.append(table.string(texts.text(0)))
        texts = RouteGen.TextList(table: table, at: texts.end)
      }
      return Reason.oneOf(wires)
    case .destination:
      preconditionFailure("a destination's refusal is its parse's, found above")
    }
  }
}
