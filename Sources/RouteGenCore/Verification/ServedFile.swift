import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What one address served as its AASA file: fetched over HTTPS as iOS fetches it, or read from a saved copy.
public struct ServedFile: Sendable {
  /// Where it came from, as the report names it: the URL fetched, or the saved file's path.
  public var source: String
  public var isFetched: Bool
  /// The HTTP status; nil for a saved copy, or when no response arrived.
  public var status: Int?
  public var contentType: String?
  /// Where a redirect pointed (its `Location`), which iOS does not follow.
  public var redirect: String?
  /// The body, at most `AASARenderer.maximumSize` bytes and one more (which tells that it is too large).
  public var body: [UInt8]
  /// Why no response arrived: a timeout, a certificate, a name that does not resolve.
  public var failure: String?

  public var isOversized: Bool { body.count > AASARenderer.maximumSize }

  /// A saved copy of the file.
  public static func read(_ path: String) -> ServedFile {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return ServedFile(source: path, isFetched: false, body: [], failure: "cannot read \(path)")
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: AASARenderer.maximumSize + 1)) ?? Data()
    return ServedFile(source: path, isFetched: false, status: nil, body: Array(data))
  }

  /// Fetches `url` the way iOS does: one GET, no redirect followed, at most the size limit read, within `timeout`.
  public static func fetch(_ url: URL, timeout: TimeInterval) -> ServedFile {
    let fetch = Fetch(limit: AASARenderer.maximumSize + 1)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let session = URLSession(configuration: configuration, delegate: fetch, delegateQueue: nil)
    var request = URLRequest(url: url, timeoutInterval: timeout)
    // The user agent of Apple's CDN fetcher, so that a firewall rule that refuses it shows here too.
    request.setValue("AASA-Bot/1.0.0 (routegen verify)", forHTTPHeaderField: "User-Agent")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let task = session.dataTask(with: request)
    task.resume()
    // The session's own timeouts end the task; this wait only guards against a task that never ends.
    if fetch.finished.wait(timeout: .now() + timeout + 5) == .timedOut { task.cancel() }
    session.finishTasksAndInvalidate()
    return fetch.result(source: url.absoluteString, timeout: timeout)
  }
}

/// The delegate of one fetch: keeps the response, stops at a redirect, and stops reading past the limit.
private final class Fetch: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  let finished = DispatchSemaphore(value: 0)
  private let limit: Int
  private let lock = NSLock()
  private var response: HTTPURLResponse?
  private var redirect: String?
  private var body: [UInt8] = []
  private var error: Error?

  init(limit: Int) {
    self.limit = limit
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    lock.withLock {
      self.response = response
      redirect = response.value(forHTTPHeaderField: "Location") ?? request.url?.absoluteString
    }
    completionHandler(nil)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    lock.withLock { self.response = response as? HTTPURLResponse ?? self.response }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let full = lock.withLock {
      body += data.prefix(limit - body.count)
      return body.count >= limit
    }
    if full { dataTask.cancel() }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    lock.withLock { self.error = error }
    finished.signal()
  }

  func result(source: String, timeout: TimeInterval) -> ServedFile {
    lock.withLock {
      var file = ServedFile(
        source: source, isFetched: true, status: response?.statusCode, body: body)
      file.contentType = response?.value(forHTTPHeaderField: "Content-Type")
      file.redirect = redirect
      // A cancel after the limit, or after a redirect, is ours: the response stands.
      if let error, response == nil || (body.count < limit && redirect == nil) {
        file.failure = Self.describe(error, timeout: timeout)
      }
      return file
    }
  }

  private static func describe(_ error: Error, timeout: TimeInterval) -> String {
    let error = error as NSError
    guard error.domain == NSURLErrorDomain else { return error.localizedDescription }
    let failure: ServedFile.FetchFailure
    switch error.code {
    case NSURLErrorTimedOut, NSURLErrorCancelled: failure = .timedOut
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: failure = .unresolved
    case NSURLErrorCannotConnectToHost: failure = .refused
    case NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasBadDate,
      NSURLErrorServerCertificateHasUnknownRoot,
      NSURLErrorServerCertificateNotYetValid, NSURLErrorSecureConnectionFailed:
      failure = .tls(error.localizedDescription)
    default: failure = .other(error.localizedDescription)
    }
    return failure.text(timeout: timeout)
  }
}

extension ServedFile {
  /// Why a fetch got no response, in the same words whichever client fetched (URLSession, curl).
  enum FetchFailure {
    case timedOut, unresolved, refused
    case tls(String)
    case other(String)

    func text(timeout: TimeInterval) -> String {
      switch self {
      case .timedOut: "no answer within \(Int(timeout)) seconds (timed out)"
      case .unresolved: "the host name does not resolve"
      case .refused: "the connection was refused"
      case .tls(let detail):
        "the TLS handshake failed (\(detail)); iOS needs a certificate a device trusts"
      case .other(let detail): detail
      }
    }
  }
}
