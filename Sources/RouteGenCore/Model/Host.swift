/// A universal-link host: a name (`nova.social`), or a wildcard whose first label is a parameter's value
/// (`{blog}.wordpress.com`: exactly one label before `wordpress.com`; not the apex, as Apple's `*.` rule).
public struct Host: Sendable, Hashable {
  /// The lowercase name; for a wildcard, what follows the first label.
  public var name: String
  /// The parameter whose value a wildcard's first label is; nil for a name.
  public var parameter: String?

  public init(name: String, parameter: String? = nil) {
    self.name = name
    self.parameter = parameter
  }

  public var isWildcard: Bool { parameter != nil }

  /// As the spec writes it.
  public var spelled: String { parameter.map { "{\($0)}.\(name)" } ?? name }

  /// As entitlements and Apple's documentation write it: `*.wordpress.com`.
  public var entitlement: String { isWildcard ? "*." + name : name }

  /// How a URL's host (lowercase) matches: nil when it does not; else the wildcard's label, or "" for a name.
  public func label(of host: String) -> Substring? {
    // Bytes, as URLs are: a combining mark after a `.` must not hide it, and no Unicode equivalence applies.
    guard isWildcard else { return host.utf8.elementsEqual(name.utf8) ? "" : nil }
    let suffix = Array(("." + name).utf8)
    guard host.utf8.count > suffix.count, host.utf8.reversed().starts(with: suffix.reversed())
    else { return nil }
    let end = host.utf8.index(host.utf8.endIndex, offsetBy: -suffix.count)
    let label = host[..<end]
    return label.utf8.contains(UInt8(ascii: ".")) ? nil : label
  }

  /// Of `hosts`, the one a link's host (lowercase) belongs to, as iOS picks its entitlement: the host of that
  /// name, else the wildcard whose label it has.
  public static func matching(_ host: String, in hosts: [Host]) -> Host? {
    hosts.first { !$0.isWildcard && $0.name == host } ?? hosts.first { $0.label(of: host) != nil }
  }

  /// The host iOS fetches the AASA file from: the name itself, or a wildcard's apex (TN3155).
  public var address: String { name }

  /// A host name that stands for this host in sample and witness links: a wildcard's with the label `example`.
  public var sampleName: String { isWildcard ? "example." + name : name }

  /// Whether every URL host that `other` (of another version of the app) stands for matches this host: a name
  /// matches itself (or a wildcard over it does), a wildcard only the same wildcard.
  public func covers(_ other: Host) -> Bool {
    other.isWildcard ? isWildcard && name == other.name : label(of: other.name) != nil
  }

  /// Whether some URL host reaches both, in one app. A host listed by name is more specific than a wildcard over
  /// it (iOS matches a link's host to the longest entitlement: Apple's Associated Domains Entitlement), so its
  /// links reach only the routes that name it: a name and a wildcard never share a link.
  public func overlaps(_ other: Host) -> Bool {
    isWildcard == other.isWildcard && name == other.name
  }

  /// A host label a builder can write and the parser gives back unchanged: lowercase letters, digits and inner
  /// `-`, at most 63 bytes.
  public static func isWritableLabel<S: StringProtocol>(_ label: S) -> Bool {
    let bytes = Array(label.utf8)
    return !bytes.isEmpty && bytes.count <= 63 && bytes.first != UInt8(ascii: "-")
      && bytes.last != UInt8(ascii: "-")
      && bytes.allSatisfy {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
      }
  }
}
