import Foundation

extension RouteGen {
  /// A UUID's 36 bytes (hex digits of either case, dashes at 8, 13, 18 and 23) as its two halves, the first
  /// sixteen hex digits and the last sixteen.
  static func uuid(_ text: UnsafePointer<UInt8>) -> (Int, Int)? {
    // Without a branch per digit: a byte that is not a hex digit sets `invalid`.
    var invalid = false
    func digits(_ start: Int, _ count: Int, after value: UInt64 = 0) -> UInt64 {
      var value = value
      for index in start..<(start &+ count) {
        let digit = text[index] &- UInt8(ascii: "0")
        let letter = (text[index] | 0x20) &- UInt8(ascii: "a")
        invalid = invalid || (digit > 9 && letter > 5)
        value = value << 4 | UInt64(digit < 10 ? digit : letter &+ 10)
      }
      return value
    }
    let high = digits(14, 4, after: digits(9, 4, after: digits(0, 8)))
    let low = digits(24, 12, after: digits(19, 4))
    let dash = UInt8(ascii: "-")
    guard !invalid, text[8] == dash, text[13] == dash, text[18] == dash, text[23] == dash else {
      return nil
    }
    return (Int(truncatingIfNeeded: high), Int(truncatingIfNeeded: low))
  }

  /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` as milliseconds since 1970; digits past the millisecond must be 0.
  /// (Public for RouteGen's generator, which reads dates in specs and URLs as generated code does.)
  package static func parseDate(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
    func number(_ start: Int, _ count: Int) -> Int? {
      guard start + count <= b.count else { return nil }
      var value = 0
      for index in start..<start + count {
        guard isDigit(b[index]) else { return nil }
        value = value * 10 + Int(b[index] - UInt8(ascii: "0"))
      }
      return value
    }
    guard b.count >= 20, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
      b[10] == UInt8(ascii: "T"),
      b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
      let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
      (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
      hour < 24, minute < 60, second < 60
    else { return nil }
    var index = 19
    var milliseconds = 0
    if b[index] == UInt8(ascii: ".") {
      index += 1
      var count = 0
      while index < b.count, isDigit(b[index]) {
        if count < 3 {
          milliseconds = milliseconds * 10 + Int(b[index] - UInt8(ascii: "0"))
        } else if b[index] != UInt8(ascii: "0") {
          return nil
        }
        count += 1
        index += 1
      }
      guard count > 0 else { return nil }
      for _ in count..<max(count, 3) { milliseconds *= 10 }
    }
    guard index < b.count else { return nil }
    var offsetMinutes = 0
    if b[index] == UInt8(ascii: "Z") {
      index += 1
    } else if b[index] == UInt8(ascii: "+") || b[index] == UInt8(ascii: "-") {
      guard let hours = number(index + 1, 2), index + 3 < b.count,
        b[index + 3] == UInt8(ascii: ":"),
        let minutes = number(index + 4, 2), hours < 24, minutes < 60
      else { return nil }
      offsetMinutes = (hours * 60 + minutes) * (b[index] == UInt8(ascii: "-") ? -1 : 1)
      index += 6
    } else {
      return nil
    }
    guard index == b.count else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60
    return seconds * 1000 + milliseconds
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year, month and day of a day counted from 1970-01-01 (Howard Hinnant's algorithm).
  package static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// A date as whole milliseconds since 1970, or nil when it cannot be written (not finite, or outside the years
  /// 0000–9999 that ISO 8601's four digits hold).
  static func milliseconds(_ date: Date) -> Int? {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    guard milliseconds >= -62_167_219_200_000, milliseconds <= 253_402_300_799_999 else {
      return nil
    }
    return Int(milliseconds)
  }

  /// ISO 8601 in UTC, with milliseconds when there are any.
  static func formatDate(_ milliseconds: Int) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: dateCapacity) { text in
      let count = writeDate(milliseconds, into: text.baseAddress!)
      return String(decoding: UnsafeBufferPointer(rebasing: text[..<count]), as: UTF8.self)
    }
  }

  /// The most bytes `writeDate` writes: `9999-12-31T23:59:59.999Z`.
  static let dateCapacity = 24

  /// Writes `formatDate`'s text into `text` (the years 0000–9999 that `milliseconds` gives); returns its length.
  static func writeDate(_ milliseconds: Int, into text: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
    let millis = milliseconds - seconds * 1000
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civilFromDays(days)
    var count = 0
    func write(_ value: Int, _ width: Int, then separator: Unicode.Scalar) {
      var value = value
      for index in (0..<width).reversed() {
        text[count &+ index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
        value /= 10
      }
      text[count &+ width] = UInt8(ascii: separator)
      count &+= width &+ 1
    }
    write(year, 4, then: "-")
    write(month, 2, then: "-")
    write(day, 2, then: "T")
    write(secondOfDay / 3600, 2, then: ":")
    write(secondOfDay % 3600 / 60, 2, then: ":")
    if millis == 0 {
      write(secondOfDay % 60, 2, then: "Z")
    } else {
      write(secondOfDay % 60, 2, then: ".")
      write(millis, 3, then: "Z")
    }
    return count
  }
}
