import RouteGenRuntime

/// The one definition of how typed values are written in URLs. The generated Swift implements the same rules,
/// and the differential tests hold the two together.
public enum ValueCodec {
  /// Why a wire value was refused, as a short phrase ("is not an integer").
  public struct Refusal: Error, Sendable, Hashable {
    public var reason: String
  }

  /// Parses a decoded wire value. `route` parameters are parsed by the matcher, which knows the app.
  public static func parse(_ text: String, as type: ParameterType, caseSensitive: Bool) -> Result<
    ParameterValue, Refusal
  > {
    if text.isEmpty { return .failure(Refusal(reason: RouteGen.Reason.empty)) }
    if text.unicodeScalars.contains(where: RouteGen.Reason.isControl) {
      return .failure(Refusal(reason: RouteGen.Reason.control))
    }
    switch type {
    case .string(let constraints):
      return parseString(text, constraints).map { .string($0) }
    case .int(let min, let max, let keywords):
      if let keyword = keywords.first(where: {
        Literal.equal(text, $0, caseSensitive: caseSensitive)
      }) {
        return .success(.keyword(keyword))
      }
      guard let value = parseInt(text) else {
        return .failure(Refusal(reason: RouteGen.Reason.notInteger(keywords: keywords)))
      }
      if let min, value < min { return .failure(Refusal(reason: RouteGen.Reason.less(than: min))) }
      if let max, value > max {
        return .failure(Refusal(reason: RouteGen.Reason.greater(than: max)))
      }
      return .success(.int(value))
    case .double(let min, let max):
      guard let value = parseDouble(text) else {
        return .failure(Refusal(reason: RouteGen.Reason.notDecimal))
      }
      if let min, value < min { return .failure(Refusal(reason: RouteGen.Reason.less(than: min))) }
      if let max, value > max {
        return .failure(Refusal(reason: RouteGen.Reason.greater(than: max)))
      }
      return .success(.double(value))
    case .bool(let spellings):
      // Compared as enum values are: ignoring ASCII case where the spec says literals do.
      if spellings.trueValues.contains(where: {
        Literal.equal(text, $0, caseSensitive: caseSensitive)
      }) {
        return .success(.bool(true))
      }
      if spellings.falseValues.contains(where: {
        Literal.equal(text, $0, caseSensitive: caseSensitive)
      }) {
        return .success(.bool(false))
      }
      return .failure(
        Refusal(reason: RouteGen.Reason.oneOf(spellings.trueValues + spellings.falseValues)))
    case .uuid:
      guard let uuid = parseUUID(text) else {
        return .failure(Refusal(reason: RouteGen.Reason.notUUID))
      }
      return .success(.uuid(uuid))
    case .date:
      guard let milliseconds = ISODate.parse(text) else {
        return .failure(Refusal(reason: RouteGen.Reason.notDate))
      }
      return .success(.date(milliseconds: milliseconds))
    case .enumeration(let enumType):
      for value in enumType.values {
        if Literal.equal(text, value.wire, caseSensitive: caseSensitive)
          || value.aliases.contains(where: { Literal.equal(text, $0, caseSensitive: caseSensitive) }
          )
        {
          return .success(.enumCase(value.caseName))
        }
      }
      return .failure(Refusal(reason: RouteGen.Reason.oneOf(enumType.values.map(\.wire))))
    case .destination:
      return .failure(Refusal(reason: "is a route; the matcher parses it"))
    }
  }

  /// An int as builders write it: at least `digits` digits, zero-padded after the sign (`05`, `-05`).
  public static func format(_ number: Int, digits: Int?) -> String {
    let text = String(number.magnitude)
    let padding = String(repeating: "0", count: max(0, (digits ?? 0) - text.count))
    return (number < 0 ? "-" : "") + padding + text
  }

  /// The canonical wire text of a value (before percent-encoding).
  public static func format(_ value: ParameterValue, as type: ParameterType) -> String {
    switch value {
    case .string(let text): return text
    case .int(let number): return String(number)
    case .keyword(let word): return word
    case .double(let number): return String(number)
    case .bool(let flag):
      if case .bool(let spellings) = type { return spellings.text(flag) }
      return flag ? "true" : "false"
    case .uuid(let text): return text
    case .date(let milliseconds): return ISODate.format(milliseconds: milliseconds)
    case .enumCase(let name):
      if case .enumeration(let enumType) = type,
        let match = enumType.values.first(where: { $0.caseName == name })
      {
        return match.wire
      }
      return name
    case .destination(let route): return route.name
    case .queryItems(let items):
      return items.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    // As the generated `parameters` reports a list: its items' texts joined by commas.
    case .list(let items): return items.map { format($0, as: type) }.joined(separator: ",")
    }
  }

  static func parseString(_ text: String, _ constraints: StringConstraints) -> Result<
    String, Refusal
  > {
    let length = text.unicodeScalars.count
    if let minLength = constraints.minLength, length < minLength {
      return .failure(Refusal(reason: RouteGen.Reason.shorter(than: minLength)))
    }
    if let maxLength = constraints.maxLength, length > maxLength {
      return .failure(Refusal(reason: RouteGen.Reason.longer(than: maxLength)))
    }
    if let characters = constraints.characters,
      let bad = text.unicodeScalars.first(where: { !characters.contains($0) })
    {
      return .failure(Refusal(reason: RouteGen.Reason.outside(bad, characters: characters.source)))
    }
    if constraints.isHostName && !RouteGen.Reason.isHostName(text) {
      return .failure(Refusal(reason: RouteGen.Reason.hostName))
    }
    return .success(text)
  }

  /// Decimal digits with an optional leading `-`; leading zeros are accepted (`042` is 42); no `+`, no overflow.
  public static func parseInt(_ text: String) -> Int? {
    var utf8 = Substring(text).utf8[...]
    var negative = false
    if utf8.first == UInt8(ascii: "-") {
      negative = true
      utf8 = utf8.dropFirst()
    }
    guard !utf8.isEmpty else { return nil }
    var value = 0
    for byte in utf8 {
      guard byte.isASCIIDigit else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        negative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      if overflow1 || overflow2 { return nil }
      value = next
    }
    return value
  }

  /// `-?digits(.digits)?([eE][+-]?digits)?`, finite. No `inf`, `nan`, hex or leading `+`.
  public static func parseDouble(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var i = 0
    func digits() -> Int {
      let start = i
      while i < bytes.count, bytes[i].isASCIIDigit { i += 1 }
      return i - start
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard digits() > 0 else { return nil }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits() > 0 else { return nil }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { return nil }
    }
    guard i == bytes.count, let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// 8-4-4-4-12 hex digits in any letter case; returns the lowercase form.
  public static func parseUUID(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard bytes.count == 36 else { return nil }
    var result: [UInt8] = []
    result.reserveCapacity(36)
    for (i, byte) in bytes.enumerated() {
      if i == 8 || i == 13 || i == 18 || i == 23 {
        guard byte == UInt8(ascii: "-") else { return nil }
        result.append(byte)
        continue
      }
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"):
        result.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): result.append(byte + 32)
      default: return nil
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}

/// ISO 8601 date-times without Foundation's formatters (which differ across platforms):
/// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, kept to the millisecond, always written in UTC.
public enum ISODate {
  /// As generated code reads a date: the runtime's parser.
  public static func parse(_ text: String) -> Int64? {
    var text = text
    return text.withUTF8 { RouteGen.parseDate($0) }.map(Int64.init)
  }

  public static func format(milliseconds: Int64) -> String {
    var seconds = milliseconds / 1000
    var millis = milliseconds % 1000
    if millis < 0 {
      millis += 1000
      seconds -= 1
    }
    var days = seconds / 86_400
    var secondOfDay = seconds % 86_400
    if secondOfDay < 0 {
      secondOfDay += 86_400
      days -= 1
    }
    let (year, month, day) = RouteGen.civilFromDays(Int(days))
    func pad(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    var result = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
    result +=
      "\(pad(Int(secondOfDay / 3600), 2)):\(pad(Int(secondOfDay % 3600 / 60), 2)):\(pad(Int(secondOfDay % 60), 2))"
    if millis != 0 { result += "." + pad(Int(millis), 3) }
    return result + "Z"
  }
}
