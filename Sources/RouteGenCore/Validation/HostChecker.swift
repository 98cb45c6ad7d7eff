/// Checks hosts: their syntax (in `domains` and a route's `hosts`), and what a route's hosts ask of its parameters.
enum HostChecker {
  /// Distinct host lists the generated parser can tell apart (a bit each in one of its 24-bit numbers).
  static let maximumHostLists = 24

  /// A host as written: `nova.social`, or `{blog}.wordpress.com` (a placeholder as the whole first label).
  static func parse(_ written: Located<String>, what: String, log: inout DiagnosticLog) -> Host? {
    var value = written.value
    var parameter: String?
    var spansLabels = false
    if value.hasPrefix("{") {
      guard let close = value.firstIndex(of: "}"),
        value[value.index(after: close)...].hasPrefix(".")
      else {
        log.error(
          "the \(what) '\(value)' has a placeholder that is not the whole first label; write it like \"{blog}.wordpress.com\"",
          at: written.location)
        return nil
      }
      var name = String(value[value.index(after: value.startIndex)..<close])
      // `{site...}`: one or more labels (`fr.blog`), as Apple's `*.` takes every subdomain.
      if name.hasSuffix("...") {
        name.removeLast(3)
        spansLabels = true
      }
      guard SwiftName.lowerCamel(name) != nil else {
        log.error(
          "the \(what) '\(value)': '{\(name)}' must name a parameter (letters, digits, '-' or '_')",
          at: written.location)
        return nil
      }
      parameter = name
      value = String(value[value.index(close, offsetBy: 2)...])
      if value.contains("{") {
        log.error(
          "the \(what) '\(written.value)' has a placeholder after its first label; only the first label may be one, like \"{\(name)}.example.com\"",
          at: written.location)
        return nil
      }
    }
    let labels = value.split(separator: ".", omittingEmptySubsequences: false)
    let valid =
      labels.count >= 2
      && labels.allSatisfy { label in
        !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
          && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
      }
    guard valid else {
      let wildcard =
        value.contains("*")
        ? "; for any first label write a placeholder: \"{blog}.example.com\"" : ""
      log.error(
        "'\(written.value)' is not a \(what) name; write just the host, like \"nova.social\" (no scheme, port or path)\(wildcard)",
        at: written.location)
      return nil
    }
    if value != value.lowercased() {
      let lowercase = parameter.map { "{\($0)}." } ?? ""
      log.error(
        "write the \(what) '\(written.value)' in lowercase ('\(lowercase + value.lowercased())'); hosts are matched case-insensitively",
        at: written.location)
      return nil
    }
    return Host(name: value, parameter: parameter, spansLabels: spansLabels)
  }

  /// A list of hosts as written: each parsed, and no URL host matching two of them.
  static func parseList(_ written: [Located<String>], what: String, log: inout DiagnosticLog)
    -> [Host]
  {
    let hosts = written.compactMap { entry in
      parse(entry, what: what, log: &log).map { Located($0, at: entry.location) }
    }
    checkDistinct(hosts, what: what, log: &log)
    return hosts.map(\.value)
  }

  private static func checkDistinct(
    _ hosts: [Located<Host>], what: String, log: inout DiagnosticLog
  ) {
    for (index, host) in hosts.enumerated() {
      guard let earlier = hosts[..<index].first(where: { $0.value.overlaps(host.value) })?.value
      else { continue }
      // A name beside a wildcard over it is fine: the name is more specific (`Host.overlaps`).
      let shared = host.value.entitlement
      let reason =
        earlier == host.value ? "is listed twice" : "and '\(earlier.spelled)' both match \(shared)"
      log.error("the \(what) '\(host.value.spelled)' \(reason); keep one", at: host.location)
    }
  }

  /// What a route's hosts ask of its parameters: one wildcard host at most, whose placeholder is a declared
  /// string or enum parameter whose values are host labels, not read by a web pattern, without a default; optional
  /// exactly when some host is a name (then a link without it is built there).
  static func checkParameter(
    of hosts: [Host], where source: String, route: String, parameters: [Parameter],
    appEnums: [String] = [], at location: SourceLocation, log: inout DiagnosticLog
  ) {
    let names = Set(hosts.compactMap(\.parameter))
    guard let name = names.sorted().first else { return }
    let context = "route '\(route)'"
    guard names.count == 1 else {
      log.error(
        "\(context): the wildcard hosts in \(source) name different parameters (\(names.sorted().map { "{\($0)}" }.joined(separator: ", "))); a route's host gives one parameter, so use one name",
        at: location)
      return
    }
    let wildcards = hosts.filter(\.isWildcard)
    guard wildcards.count == 1 else {
      // A link rebuilt from the value alone would go to the first wildcard's site, whichever the URL named.
      let spelled = wildcards.map { "'\($0.spelled)'" }.joined(separator: " and ")
      log.error(
        "\(context): the wildcard hosts \(spelled) in \(source) both give {\(name)}, so a link built from its value could not tell which host it came from; keep one wildcard host here and give the other to a route of its own",
        at: location)
      return
    }
    guard let parameter = parameters.first(where: { $0.name == name }) else {
      var message = "\(context): the placeholder {\(name)} in \(source) is not declared in 'params'"
      if let suggestion = Suggestion.nearest(to: name, in: parameters.map(\.name)) {
        message += "; did you mean {\(suggestion)}?"
      } else {
        // A declaration that passes the checks below: the app's enum of the label's name where it declares one,
        // optional where a host without a placeholder gives links without it.
        let optional = hosts.contains { !$0.isWildcard } ? ", \"optional\": true" : ""
        let declaration =
          appEnums.first { $0.lowercased() == name.lowercased() }.map {
            "{\"type\": \"\($0)\"\(optional)}"
          }
          ?? "{\"type\": \"string\", \"characters\": \"\(wildcards[0].spansLabels ? "a-z0-9.-" : "a-z0-9-")\"\(optional)}"
        message +=
          "; add \"\(name)\": \(declaration) to 'params'\(source.hasPrefix("the app") ? " or give the route 'hosts' of its own" : "")"
      }
      log.error(message, at: location)
      return
    }
    let plainHost = hosts.first { !$0.isWildcard }?.name
    var problem: String?
    if parameter.isList {
      problem = "cannot be a list (a host has one first label)"
    } else if parameter.defaultValue != nil {
      problem =
        "cannot have a default; make it optional instead, and the link without it is built on \(plainHost.map { "'\($0)'" } ?? "a host without a placeholder")"
    } else if let type = labelTypeProblem(parameter.type, on: wildcards[0]) {
      problem = type
    } else if let plainHost, !parameter.isOptional {
      problem = "must be optional: on the host '\(plainHost)' a link has no value for it"
    } else if plainHost == nil && parameter.isOptional {
      problem =
        "cannot be optional: every host in \(source) is a wildcard, so every link has a value for it (or add a host without a placeholder)"
    }
    if let problem {
      log.error(
        "\(context): the parameter '\(name)', which the host in \(source) gives, \(problem)",
        at: parameter.location)
    }
  }

  /// Why a wildcard's label cannot have values of `type`, or nil: a label is lowercase letters, digits and inner
  /// `-` (as URLs give it, and builders write it), labels are joined by `.` (`{site...}`); a `string` may narrow
  /// them (`characters`, lengths) and an `enum` may list some.
  static func labelTypeProblem(_ type: ParameterType, on host: Host) -> String? {
    let what = host.spansLabels ? "host labels" : "a host label"
    switch type {
    case .string(let constraints) where constraints.isHostName:
      return
        "cannot have the format 'hostName' (\(host.spelled) gives \(what), before '\(host.name)'); narrow it with 'characters' (\"a-z\"), 'minLength' and 'maxLength', or make it an enum"
    case .string(let constraints):
      guard let characters = constraints.characters,
        let outside = firstNonLabel(characters, dots: host.spansLabels)
      else { return nil }
      let allowed =
        host.spansLabels
        ? "lowercase letters, digits, '-' and '.'" : "lowercase letters, digits and '-'"
      return
        "allows '\(Character(outside))' in 'characters', which \(what) cannot have (\(allowed)); allow only those, like \"a-z0-9-\""
    case .enumeration(let enumType):
      guard
        let wire = enumType.values.flatMap({ [$0.wire] + $0.aliases }).first(where: {
          !host.isWritableValue($0)
        })
      else { return nil }
      return
        "has the value '\(wire)', which is not \(what) (lowercase letters, digits and inner '-', 63 at most\(host.spansLabels ? " a label, labels joined by '.'" : ""))"
    default:
      return "must be a string or an enum (its value is \(what)), not \(type.name)"
    }
  }

  /// The first character `characters` allows that a host label cannot have (`dots`: nor labels joined by `.`).
  private static func firstNonLabel(_ characters: CharacterSet, dots: Bool) -> Unicode.Scalar? {
    func run(_ first: Unicode.Scalar, _ last: Unicode.Scalar) -> ClosedRange<UInt32> {
      first.value...last.value
    }
    let label = [run("a", "z"), run("0", "9"), run("-", "-")] + (dots ? [run(".", ".")] : [])
    for range in characters.ranges {
      var value = range.lowerBound
      // Step over the label characters the range starts with; what follows them in it is outside.
      while let run = label.first(where: { $0.contains(value) }) {
        guard run.upperBound < range.upperBound else { break }
        value = run.upperBound + 1
      }
      if !label.contains(where: { $0.contains(value) }) { return Unicode.Scalar(value) }
    }
    return nil
  }
}
