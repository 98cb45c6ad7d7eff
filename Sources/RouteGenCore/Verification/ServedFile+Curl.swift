import Foundation

extension ServedFile {
  /// Fetches `url` as `fetch` does, trusting the certificates of `caBundle` (a PEM file) instead of the system's:
  /// a CI runner behind a corporate proxy that re-signs TLS, without root to change the system's store.
  /// FoundationNetworking trusts only the system's bundle on Linux (it ignores `SSL_CERT_FILE` and
  /// `CURL_CA_BUNDLE`), so this asks `curl`, which macOS and CI images carry: one GET (`--proto =https`, no
  /// redirect followed), at most the size limit read, within `timeout`.
  static func fetch(_ url: URL, timeout: TimeInterval, trusting caBundle: String) -> ServedFile {
    let limit = AASARenderer.maximumSize + 1
    let source = url.absoluteString
    let headers = FileManager.default.temporaryDirectory.appendingPathComponent(
      "routegen-headers-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: headers) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "curl", "--silent", "--show-error", "--proto", "=https", "--cacert", caBundle,
      "--max-time", String(timeout), "--user-agent", "AASA-Bot/1.0.0 (routegen verify)",
      "--header", "Accept: application/json", "--dump-header", headers.path, "--output", "-",
      source,
    ]
    let output = Pipe()
    let errors = Pipe()
    (process.standardOutput, process.standardError) = (output, errors)
    do {
      try process.run()
    } catch {
      return ServedFile(
        source: source, isFetched: true, body: [],
        failure:
          "curl, which reads a CA bundle (--ca-bundle, SSL_CERT_FILE), could not be started: \(error.localizedDescription)"
      )
    }
    // The body up to the limit; a larger one is cut there (its last byte tells that it is too large).
    var body: [UInt8] = []
    while body.count < limit {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      body += chunk.prefix(limit - body.count)
    }
    let cut = body.count >= limit
    if cut { process.terminate() }
    // curl may explain over several lines ("More details here: …"): one line, as a report's finding is.
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " ")
    process.waitUntilExit()
    var file = ServedFile(source: source, isFetched: true, body: body)
    let response = (try? String(contentsOf: headers, encoding: .utf8)).map(Self.response) ?? nil
    file.status = response?.status
    file.contentType = response?.headers["content-type"]
    if let status = file.status, (300..<400).contains(status) {
      file.redirect = response?.headers["location"]
    }
    if file.status == nil || (!cut && process.terminationStatus != 0 && file.redirect == nil) {
      file.failure = Self.curlFailure(process.terminationStatus, message, timeout: timeout)
    }
    return file
  }

  /// The status and the headers (names lowercased) of the response `--dump-header` wrote.
  private static func response(_ text: String) -> (status: Int, headers: [String: String])? {
    var lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    // An interim response (`100 Continue`) comes first: the final one is the last status line.
    if let last = lines.lastIndex(where: { $0.hasPrefix("HTTP/") }) { lines.removeFirst(last) }
    guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/"),
      let status = statusLine.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return (status, headers)
  }

  /// curl's exit status in the words `fetch` uses for URLSession's errors.
  private static func curlFailure(_ status: Int32, _ message: String, timeout: TimeInterval)
    -> String
  {
    let failure: FetchFailure
    switch status {
    case 28: failure = .timedOut
    case 6: failure = .unresolved
    case 7: failure = .refused
    case 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91: failure = .tls(message)
    default: failure = .other(message.isEmpty ? "curl exited with status \(status)" : message)
    }
    return failure.text(timeout: timeout)
  }
}
