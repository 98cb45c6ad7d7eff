/// NovaSocial's links written by hand, as a careful engineer would without RouteGen: straight from the enum into a
/// stack buffer, percent-encoding with the generated builders' rules (a value is never empty, `.` or `..` in a path,
/// nor holds a control character; a custom-scheme search is not `#` and more, which is a hashtag's link), for links
/// up to 1,000 bytes (the generated builders go to the spec's 2,000). It is the benchmark's reference for what
/// building a link can cost; `AppWorkloads` checks that it writes the generated links of the spec's examples.
enum HandWrittenLinks {
  static func link(_ route: NovaSocialRoute, web: Bool) -> String? {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1000) { buffer in
      var link = LinkWriter(buffer: buffer)
      link.append(web ? "https://nova.social/" : "novasocial://")
      switch route {
      case .feed: link.append("feed")
      case .userProfile(let userId):
        link.append("user/")
        link.segment(userId)
      case .currentUserProfile: link.append(web ? "profile" : "user")
      case .followers(let userId):
        link.append("user/")
        link.segment(userId)
        link.append("/followers")
      case .following(let userId):
        link.append("user/")
        link.segment(userId)
        link.append("/following")
      case .post(let postId):
        link.append("post/")
        link.segment(postId)
      case .explore: link.append("explore")
      case .notifications: link.append("notifications")
      case .search(let q):
        if !web, let q, q.utf8.count > 1, q.utf8.first == UInt8(ascii: "#") { return nil }
        link.append("search")
        if let q {
          link.append("?q=")
          link.queryValue(q)
        }
      case .hashtag(let tag):
        if web {
          link.append("hashtag/")
          link.segment(tag)
        } else {
          link.append("search?q=%23")
          link.queryValue(tag)
        }
      case .verifyEmail(let token):
        link.append(web ? "verify?token=" : "auth/verify?token=")
        link.queryValue(token)
      case .resetPassword(let token):
        link.append(web ? "reset-password?token=" : "auth/reset-password?token=")
        link.queryValue(token)
      case .oauthCallback(let provider, let code):
        if web { return nil }
        link.append("auth/oauth/")
        link.append(provider.rawValue)
        link.append("?code=")
        link.queryValue(code)
      case .settings: link.append("settings")
      case .privacySettings: link.append("settings/privacy")
      case .accountSettings: link.append("settings/account")
      case .notificationSettings: link.append("settings/notifications")
      case .camera: if web { return nil } else { link.append("camera") }
      case .mediaLibrary: if web { return nil } else { link.append("media") }
      }
      return link.text
    }
  }
}

/// Bytes written into a buffer; no text once a value could not be written or the buffer is full.
private struct LinkWriter {
  let buffer: UnsafeMutableBufferPointer<UInt8>
  var count = 0
  var failed = false

  var text: String? { failed ? nil : String(decoding: buffer[..<count], as: UTF8.self) }

  mutating func append(_ literal: StaticString) {
    copy(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { copy($0) }
  }

  mutating func segment(_ value: String) {
    var value = value
    value.withUTF8 { bytes in
      if bytes.isEmpty || (bytes.count <= 2 && bytes.allSatisfy { $0 == UInt8(ascii: ".") }) {
        failed = true
      }
      encode(bytes, kept: (0x07FF_6000_0000_0000, 0x47FF_FFFE_87FF_FFFF))
    }
  }

  mutating func queryValue(_ value: String) {
    var value = value
    value.withUTF8 { bytes in
      if bytes.isEmpty { failed = true }
      encode(bytes, kept: (0x03FF_6000_0000_0000, 0x47FF_FFFE_87FF_FFFE))
    }
  }

  private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count <= buffer.count - count else {
      failed = true
      return
    }
    UnsafeMutableRawPointer(buffer.baseAddress! + count).copyMemory(
      from: bytes.baseAddress!, byteCount: bytes.count)
    count += bytes.count
  }

  /// Keeps the bytes of `kept` (bit masks over ASCII 0–63 and 64–127: `A-Z a-z 0-9 - . _ ~`, and `:` `@` in a
  /// path segment), writes the rest as `%XX`; refuses control characters (C0, DEL, C1).
  private mutating func encode(
    _ bytes: UnsafeBufferPointer<UInt8>, kept: (low: UInt64, high: UInt64)
  ) {
    guard !failed, bytes.count * 3 <= buffer.count - count else {
      failed = true
      return
    }
    var previous: UInt8 = 0
    for byte in bytes {
      defer { previous = byte }
      if byte < 64 ? kept.low >> byte & 1 != 0 : byte < 128 && kept.high >> (byte - 64) & 1 != 0 {
        buffer[count] = byte
        count += 1
        continue
      }
      if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0) {
        failed = true
        return
      }
      (buffer[count], buffer[count + 1], buffer[count + 2]) = (
        UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 15)
      )
      count += 3
    }
  }

  private func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }
}
