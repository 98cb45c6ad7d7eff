/// A universal-link host: a name (`nova.social`), or a wildcard whose first label is a parameter's value
/// (`{blog}.wordpress.com`: exactly one label before `wordpress.com`; not the apex, as Apple's `*.` rule), or whose
/// labels are (`{site...}.wordpress.com`: one or more, `fr.blog`, as Apple's `*.` takes every subdomain).
public struct Host: Sendable, Hashable {
  /// The lowercase name; for a wildcard, what follows its labels.
  public var name: String
  /// The parameter whose value a wildcard's first label (or labels) is; nil for a name.
  public var parameter: String?
  /// Whether the wildcard's value is one or more labels (`{site...}`), not exactly one.
  public var spansLabels = false

  public init(name: String, parameter: String? = nil, spansLabels: Bool = false) {
    self.name = name
    self.parameter = parameter
    self.spansLabels = spansLabels
  }

  public var isWildcard: Bool { parameter != nil }

  /// As the spec writes it.
  public var spelled: String {
    parameter.map { "{\($0)\(spansLabels ? "..." : "")}.\(name)" } ?? name
  }

  /// The hosts a wildcard's label values give (`de` → `de.shop.example`).
  public func named(byLabels values: [String]) -> [String] {
    values.map { "\($0).\(name)" }
  }

  /// As entitlements and Apple's documentation write it: `*.wordpress.com`.
  public var entitlement: String { isWildcard ? "*." + name : name }

  /// How a URL's host (lowercase) matches: nil when it does not; else the wildcard's label (labels), or "" for a
  /// name.
  public func label(of host: String) -> Substring? {
    // Bytes, as URLs are: a combining mark after a `.` must not hide it, and no Unicode equivalence applies.
    guard isWildcard else { return host.utf8.elementsEqual(name.utf8) ? "" : nil }
    let suffix = Array(("." + name).utf8)
    guard host.utf8.count > suffix.count, host.utf8.reversed().starts(with: suffix.reversed())
    else { return nil }
    let end = host.utf8.index(host.utf8.endIndex, offsetBy: -suffix.count)
    let label = host[..<end]
    return spansLabels || !label.utf8.contains(UInt8(ascii: ".")) ? label : nil
  }

  /// Whether this host's `applinks` entry takes a URL's host (lowercase): a name itself, a wildcard (`*.`) every
  /// subdomain of its name, however many labels deep (Apple's Associated Domains Entitlement).
  public func entitles(_ host: String) -> Bool {
    guard isWildcard else { return host.utf8.elementsEqual(name.utf8) }
    let suffix = Array(("." + name).utf8)
    return host.utf8.count > suffix.count && host.utf8.reversed().starts(with: suffix.reversed())
  }

  /// Of `hosts`, the one whose entry iOS picks for a link's host (lowercase), and so whose AASA file it reads: the
  /// longest entry that takes it (Apple: "Domain matching is based on the longest substring in the applinks
  /// entries"), the host of that name before any wildcard.
  public static func matching(_ host: String, in hosts: [Host]) -> Host? {
    hosts.filter { $0.entitles(host) }.max { $0.name.utf8.count < $1.name.utf8.count }
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

  /// A wildcard's value a builder can write: one label, or labels joined by `.` when it spans labels.
  public func isWritableValue<S: StringProtocol>(_ value: S) -> Bool {
    spansLabels ? Self.isWritableLabels(value) : Self.isWritableLabel(value)
  }

  /// Labels a builder can write, joined by `.` (`fr.blog`).
  public static func isWritableLabels<S: StringProtocol>(_ value: S) -> Bool {
    value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isWritableLabel($0) }
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
