/// The fixed part of every generated file: reading a URL string, percent-coding, and parsing and formatting
/// typed values. It mirrors `URLParts`, `PercentEncoding`, `ValueCodec` and `ISODate` in the core; the
/// differential tests hold them together. Emitted nested in the route type, so files never clash.
enum SwiftSupportCode {
    /// Helpers every generated file needs.
    static let text = #"""
        /// Reading and writing the pieces of URLs, without Foundation's URL parsing (which differs by platform).
        fileprivate enum Text {
          /// A URL string's UTF-8 bytes and where its parts lie in them (still percent-encoded).
          /// Everything works on bytes: URL syntax is ASCII, and bytes are far cheaper than characters.
          struct Parts {
            var bytes: [UInt8]
            var scheme: String
            var host: String
            var path: Range<Int>
            var query: Range<Int>?
            var fragment: Range<Int>?

            func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

            /// Decodes the path segments: `/a/b/` is a, b; `/` and nothing are none; `//` is one empty segment.
            func appendSegments(to segments: inout [String]) throws(ParseError) {
              let rest = path.dropFirst()
              var start = rest.lowerBound
              for index in rest where bytes[index] == 0x2F {
                try appendSegment(start..<index, to: &segments)
                start = index + 1
              }
              // The empty segment after a trailing slash does not count.
              if start < rest.upperBound {
                try appendSegment(start..<rest.upperBound, to: &segments)
              }
            }

            private func appendSegment(_ range: Range<Int>, to segments: inout [String])
              throws(ParseError)
            {
              guard let segment = Text.decode(bytes[range], plusIsSpace: false) else {
                throw .invalidPercentEncoding(text(range))
              }
              segments.append(segment)
            }

            /// The parts of `range` between `separator` bytes.
            func ranges(in range: Range<Int>, separatedBy separator: UInt8, omittingEmpty: Bool)
              -> [Range<Int>]
            {
              var result: [Range<Int>] = []
              result.reserveCapacity(bytes[range].reduce(1) { $1 == separator ? $0 + 1 : $0 })
              var start = range.lowerBound
              for index in range where bytes[index] == separator {
                if !omittingEmpty || index > start { result.append(start..<index) }
                start = index + 1
              }
              if !range.isEmpty, !omittingEmpty || start < range.upperBound {
                result.append(start..<range.upperBound)
              }
              return result
            }
          }

          static func split(_ string: String) throws(ParseError) -> Parts {
            let bytes = Array(string.utf8)
            if let bad = bytes.first(where: { $0 <= 0x20 || $0 == 0x7F }) {
              throw .malformedURL(
                reason: bad == 0x20 ? "it contains a space" : "it contains a control character")
            }
            guard let colon = bytes.firstIndex(of: 0x3A) else {
              throw .malformedURL(reason: "it has no scheme")
            }
            let scheme = bytes[..<colon]
            guard let first = scheme.first, isLetter(first),
              scheme.allSatisfy({
                isLetter($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E
              })
            else {
              throw .malformedURL(
                reason: "'\(String(decoding: scheme, as: UTF8.self))' is not a valid scheme")
            }
            guard bytes.count > colon + 2, bytes[colon + 1] == 0x2F, bytes[colon + 2] == 0x2F else {
              throw .malformedURL(
                reason: "expected '//' after '\(String(decoding: scheme, as: UTF8.self)):'")
            }
            var end = colon + 3
            while end < bytes.count, bytes[end] != 0x2F, bytes[end] != 0x3F, bytes[end] != 0x23 {
              end += 1
            }
            let authority = bytes[(colon + 3)..<end]
            if authority.contains(0x40) { throw .userInfoNotAllowed }
            if let portColon = authority.lastIndex(of: 0x3A) {
              throw .portNotAllowed(String(decoding: authority[(portColon + 1)...], as: UTF8.self))
            }
            var parts = Parts(
              bytes: bytes, scheme: lowercased(bytes: scheme), host: lowercased(bytes: authority),
              path: end..<bytes.count)
            if let hash = bytes[end...].firstIndex(of: 0x23) {
              parts.fragment = (hash + 1)..<bytes.count
              parts.path = end..<hash
            }
            if let question = bytes[parts.path].firstIndex(of: 0x3F) {
              parts.query = (question + 1)..<parts.path.upperBound
              parts.path = end..<question
            }
            return parts
          }

          static func isLetter(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
          }
          static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

          /// ASCII-only lowercasing: look-alike letters from other scripts never match.
          static func lowercased<S: StringProtocol>(_ text: S) -> String {
            lowercased(bytes: text.utf8)
          }

          static func lowercased(bytes: some Collection<UInt8>) -> String {
            if !bytes.contains(where: { (0x41...0x5A).contains($0) }) {
              return String(decoding: bytes, as: UTF8.self)
            }
            return String(
              decoding: bytes.map { (0x41...0x5A).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
          }

          /// Decodes `%XX` escapes (and `+` as a space in queries); nil for a bad escape or invalid UTF-8.
          static func decode(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) -> String? {
            if !bytes.contains(0x25) && !(plusIsSpace && bytes.contains(0x2B)) {
              return String(decoding: bytes, as: UTF8.self)
            }
            var decoded: [UInt8] = []
            decoded.reserveCapacity(bytes.count)
            var iterator = bytes.makeIterator()
            while let byte = iterator.next() {
              if byte == 0x25 {
                guard let high = iterator.next().flatMap(hexValue),
                  let low = iterator.next().flatMap(hexValue)
                else {
                  return nil
                }
                decoded.append(high << 4 | low)
              } else {
                decoded.append(plusIsSpace && byte == 0x2B ? 0x20 : byte)
              }
            }
            return isValidUTF8(decoded) ? String(decoding: decoded, as: UTF8.self) : nil
          }

          static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x41 + 10
            case 0x61...0x66: byte - 0x61 + 10
            default: nil
            }
          }

          /// Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF.
          static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
            var index = 0
            while index < bytes.count {
              let byte = bytes[index]
              let length: Int
              switch byte {
              case 0x00...0x7F: length = 1
              case 0xC2...0xDF: length = 2
              case 0xE0...0xEF: length = 3
              case 0xF0...0xF4: length = 4
              default: return false
              }
              guard index + length <= bytes.count else { return false }
              for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
              if length > 1 {
                let second = bytes[index + 1]
                if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F)
                  || (byte == 0xF0 && second < 0x90) || (byte == 0xF4 && second > 0x8F)
                {
                  return false
                }
              }
              index += length
            }
            return true
          }

          /// The text between a literal prefix and suffix; nil when they do not match or nothing is left.
          static func middle(_ text: String, _ prefix: String, _ suffix: String) -> String? {
            let utf8 = text.utf8
            guard utf8.count > prefix.utf8.count + suffix.utf8.count else { return nil }
            let start = utf8.index(utf8.startIndex, offsetBy: prefix.utf8.count)
            let end = utf8.index(utf8.endIndex, offsetBy: -suffix.utf8.count)
            guard same(text[..<start], prefix), same(text[end...], suffix) else { return nil }
            return String(text[start..<end])
          }

          // Typed helpers: generated code calls these instead of operators and overloaded initializers,
          // which keeps type-checking linear in the number of routes.

          /// A value fit for any parameter: not empty, no control characters.
          static func clean(_ text: String) -> String? { isClean(text) ? text : nil }

          /// Whether `text` (as a value) has between `minimum` and `maximum` Unicode scalars.
          static func length(_ text: String, _ minimum: Int?, _ maximum: Int?) -> Bool {
            let count = text.unicodeScalars.count
            return count >= (minimum ?? 0) && count <= (maximum ?? Int.max)
          }

          /// `.` and `..` never name a value in a path.
          static func isDot(_ text: String) -> Bool { text == "." || text == ".." }

          /// No text, or exactly one: a query key the route reads must not repeat.
          static func atMostOne(_ texts: [String]) -> Bool { texts.count < 2 }

          static func int(_ text: String, _ minimum: Int?, _ maximum: Int?) -> Int? {
            guard isClean(text), let value = int(text) else { return nil }
            return value >= (minimum ?? Int.min) && value <= (maximum ?? Int.max) ? value : nil
          }

          static func bool(_ text: String) -> Bool? {
            switch text {
            case "true": true
            case "false": false
            default: nil
            }
          }

          static func wire(_ value: Int) -> String { String(value) }
          static func wire(_ value: Double) -> String { "\(value)" }
          static func wire(_ value: Bool) -> String { value ? "true" : "false" }
          static func differs<T: Equatable>(_ value: T, _ other: T) -> Bool { value != other }

          /// Values are never empty and never contain control characters.
          static func isClean(_ text: String) -> Bool {
            !text.isEmpty
              && !text.unicodeScalars.contains {
                $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value)
              }
          }

          /// Decimal digits with an optional `-`; leading zeros are fine (`042` is 42); no `+`, no overflow.
          static func int(_ text: String) -> Int? {
            var utf8 = Substring(text).utf8[...]
            let negative = utf8.first == 0x2D
            if negative { utf8 = utf8.dropFirst() }
            guard !utf8.isEmpty else { return nil }
            var value = 0
            for byte in utf8 {
              guard isDigit(byte) else { return nil }
              let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
              let digit = Int(byte - 0x30)
              let (next, overflow2) =
                negative
                ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
              if overflow || overflow2 { return nil }
              value = next
            }
            return value
          }

          /// Percent-encodes all but `A-Z a-z 0-9 - . _ ~` (and `:` `@` in a path segment).
          static func encode(_ text: String, inPath: Bool) -> String {
            let utf8 = text.utf8
            func keeps(_ byte: UInt8) -> Bool {
              isLetter(byte) || isDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F
                || byte == 0x7E
                || (inPath && (byte == 0x3A || byte == 0x40))
            }
            if utf8.allSatisfy(keeps) { return text }
            func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x37 + value }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count * 3)
            for byte in utf8 {
              if keeps(byte) {
                bytes.append(byte)
              } else {
                bytes.append(0x25)
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
              }
            }
            return String(decoding: bytes, as: UTF8.self)
          }

          /// A link the parser accepts: nil when it is longer than the spec's maxURLLength.
          static func fitting(_ link: String?, _ maximum: Int) -> String? {
            guard let link, link.utf8.count <= maximum else { return nil }
            return link
          }

          /// Every URL the builders make is valid by construction (everything unsafe is percent-encoded).
          static func link(_ string: String) -> URL {
            guard let url = URL(string: string) else {
              preconditionFailure("routegen built an invalid URL: \(string)")
            }
            return url
          }
        }
        """#

    /// Finite decimal numbers, strictly: `-?digits(.digits)?([eE][+-]?digits)?`.
    static let double = #"""
        extension Text {
          static func double(_ text: String, _ minimum: Double?, _ maximum: Double?) -> Double? {
            guard isClean(text), let value = double(text) else { return nil }
            return value >= (minimum ?? -Double.infinity) && value <= (maximum ?? Double.infinity)
              ? value : nil
          }

          static func double(_ text: String) -> Double? {
            let bytes = Array(text.utf8)
            var index = 0
            func digits() -> Int {
              let start = index
              while index < bytes.count, isDigit(bytes[index]) { index += 1 }
              return index - start
            }
            if index < bytes.count, bytes[index] == 0x2D { index += 1 }
            guard digits() > 0 else { return nil }
            if index < bytes.count, bytes[index] == 0x2E {
              index += 1
              guard digits() > 0 else { return nil }
            }
            if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
              index += 1
              if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
              guard digits() > 0 else { return nil }
            }
            guard index == bytes.count, let value = Double(text), value.isFinite else { return nil }
            return value
          }
        }
        """#

    /// UUIDs: 8-4-4-4-12 hex digits in any case; written in lowercase.
    static let uuid = #"""
        extension Text {
          /// Lowercase, with dashes (`123e4567-e89b-…`).
          static func wire(_ value: UUID) -> String {
            func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x57 + value }
            var text: [UInt8] = []
            text.reserveCapacity(36)
            withUnsafeBytes(of: value.uuid) { bytes in
              for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { text.append(0x2D) }
                text.append(hexDigit(byte >> 4))
                text.append(hexDigit(byte & 0x0F))
              }
            }
            return String(decoding: text, as: UTF8.self)
          }

          /// 8-4-4-4-12 hex digits, in any case.
          static func uuid(_ text: String) -> UUID? {
            let utf8 = Array(text.utf8)
            guard utf8.count == 36 else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var nibble = 0
            for (index, byte) in utf8.enumerated() {
              if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == 0x2D else { return nil }
                continue
              }
              guard let digit = hexValue(byte) else { return nil }
              withUnsafeMutableBytes(of: &value) { $0[nibble / 2] |= nibble % 2 == 0 ? digit << 4 : digit }
              nibble += 1
            }
            return UUID(uuid: value)
          }
        }
        """#

    /// ISO 8601 date-times, kept to the millisecond, written in UTC.
    static let date = #"""
        extension Text {
          static func date(_ text: String) -> Date? {
            let b = Array(text.utf8)
            func number(_ start: Int, _ count: Int) -> Int? {
              guard start + count <= b.count else { return nil }
              var value = 0
              for index in start..<start + count {
                guard isDigit(b[index]) else { return nil }
                value = value * 10 + Int(b[index] - 0x30)
              }
              return value
            }
            guard b.count >= 20, b[4] == 0x2D, b[7] == 0x2D, b[10] == 0x54, b[13] == 0x3A, b[16] == 0x3A,
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
              hour < 24, minute < 60, second < 60
            else { return nil }
            var index = 19
            var milliseconds = 0
            if b[index] == 0x2E {
              index += 1
              var count = 0
              while index < b.count, isDigit(b[index]) {
                if count < 3 {
                  milliseconds = milliseconds * 10 + Int(b[index] - 0x30)
                } else if b[index] != 0x30 {
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
            if b[index] == 0x5A {
              index += 1
            } else if b[index] == 0x2B || b[index] == 0x2D {
              guard let hours = number(index + 1, 2), index + 3 < b.count, b[index + 3] == 0x3A,
                let minutes = number(index + 4, 2), hours < 24, minutes < 60
              else { return nil }
              offsetMinutes = (hours * 60 + minutes) * (b[index] == 0x2D ? -1 : 1)
              index += 6
            } else {
              return nil
            }
            guard index == b.count else { return nil }
            let days = daysFromCivil(year: year, month: month, day: day)
            let seconds =
              Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offsetMinutes * 60)
            return Date(timeIntervalSince1970: Double(seconds * 1000 + Int64(milliseconds)) / 1000)
          }

          static func format(_ date: Date) -> String {
            let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
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
            let (year, month, day) = civilFromDays(Int(days))
            func pad(_ value: Int, _ width: Int) -> String {
              let text = String(value)
              return String(repeating: "0", count: max(0, width - text.count)) + text
            }
            var result = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
            result += "\(pad(Int(secondOfDay / 3600), 2)):\(pad(Int(secondOfDay % 3600 / 60), 2))"
            result += ":\(pad(Int(secondOfDay % 60), 2))"
            if millis != 0 { result += "." + pad(Int(millis), 3) }
            return result + "Z"
          }

          static func daysIn(month: Int, year: Int) -> Int {
            switch month {
            case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
            case 4, 6, 9, 11: 30
            default: 31
            }
          }

          static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
            let y = month <= 2 ? year - 1 : year
            let era = (y >= 0 ? y : y - 399) / 400
            let yearOfEra = y - era * 400
            let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            return era * 146_097 + dayOfEra - 719_468
          }

          static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
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
        }
        """#
}
