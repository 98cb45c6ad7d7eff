import Foundation
import RouteGenRuntime

/// A route's forms: its patterns, what each reads and sets, its forbidden query keys, and whether builders can
/// write every value.
extension RouteChecker {
  /// A forbidden key is a key the route never reads: one it reads would make its own links refused.
  mutating func checkForbiddenQuery(web: RouteForm?, scheme: RouteForm?) {
    var seen: Set<String> = []
    for key in document.forbiddenQuery {
      let folded = Literal.folded(key.value, caseSensitive: caseSensitive)
      if key.value.isEmpty {
        log.error(
          "\(context): 'forbiddenQuery' lists an empty key; write the query keys that mean another flow, e.g. [\"token\"]",
          at: key.location)
      } else if !seen.insert(folded).inserted {
        log.error("\(context): 'forbiddenQuery' lists '\(key.value)' twice", at: key.location)
      } else if let pattern = ((web?.patterns ?? []) + (scheme?.patterns ?? [])).first(where: {
        pattern in
        pattern.query.contains { Literal.folded($0.key, caseSensitive: caseSensitive) == folded }
      }) {
        log.error(
          "\(context): 'forbiddenQuery' lists '\(key.value)', which the pattern '\(pattern.source)' reads; a route cannot refuse a key it reads (remove it from one of them)",
          at: key.location)
      }
    }
  }

  mutating func checkForm(
    _ documents: [PatternDocument], kind: FormKind, parameters: [Parameter], hosts: [Host] = [],
    hostParameter: String? = nil,
    at location: SourceLocation
  ) -> RouteForm? {
    let formName = kind == .web ? "web" : "scheme"
    var patterns: [Pattern] = []
    for (index, document) in documents.enumerated() {
      guard var pattern = parsePattern(document.pattern, kind: kind, index: index) else { continue }
      var ok = true
      pattern.hosts = hosts
      if let written = document.hosts, let hostsLocation = document.hostsLocation {
        guard
          let own = patternHosts(
            written, of: pattern, kind: kind, hostParameter: hostParameter, at: hostsLocation)
        else { continue }
        (pattern.hosts, pattern.hasOwnHosts) = (own, true)
      }
      if kind == .web, let hostParameter {
        if pattern.placeholderNames.contains(hostParameter)
          || document.set.contains(where: { $0.name.value == hostParameter })
        {
          log.error(
            "\(context): {\(hostParameter)} is the first label of the route's host; the web pattern '\(pattern.source)' cannot give it too (remove it from the pattern)",
            at: Self.location(of: "{" + hostParameter, in: document.pattern))
          continue
        }
        pattern.hostParameter = hostParameter
      }
      var seen: Set<String> = []
      for name in pattern.placeholderNames {
        guard let parameter = parameters.first(where: { $0.name == name }) else {
          if brokenParameters.contains(name) {
            ok = false
            continue
          }
          let declared = parameters.map(\.name)
          var message =
            "\(context): the placeholder {\(name)} in '\(pattern.source)' is not declared in 'params'"
          // A declared parameter this pattern does not use is the likely meaning, however it is spelled.
          let setNames = Set(document.set.map(\.name.value))
          let unused = declared.filter {
            !pattern.placeholderNames.contains($0) && !setNames.contains($0)
          }
          if let suggestion = Suggestion.nearest(to: name, in: declared) {
            message += "; did you mean {\(suggestion)}?"
          } else if unused.count == 1 {
            message += "; did you mean {\(unused[0])}, which is declared and not used here?"
          } else {
            message += "; add \"\(name)\": {\"type\": \"string\"} to 'params'"
          }
          log.error(message, at: Self.location(of: "{" + name, in: document.pattern))
          ok = false
          continue
        }
        if !seen.insert(name).inserted {
          log.error(
            "\(context): {\(name)} appears twice in '\(pattern.source)'",
            at: document.pattern.location)
          ok = false
        }
        if pattern.catchAll == name, case .string = parameter.type {
        } else if pattern.catchAll == name {
          log.error(
            "\(context): the catch-all {\(name)...} must be a string parameter",
            at: document.pattern.location)
          ok = false
        }
        let inQuery = pattern.query.contains { $0.template?.parameter == name }
        if parameter.isList
          && !pattern.query.contains(where: {
            $0.template?.parameter == name && $0.template?.hasLiteralText == false
          })
        {
          log.error(
            "\(context): the list parameter {\(name)} must be a whole query value, which a link gives once per item (e.g. '?\(name)={\(name)}'): not in the path or the fragment, nor with text around it",
            at: Self.location(of: "{" + name, in: document.pattern))
          ok = false
        }
        if case .destination = parameter.type, !inQuery {
          log.error(
            "\(context): the route parameter {\(name)} must be a query value (e.g. 'login?next={\(name)}')",
            at: document.pattern.location)
          ok = false
        }
      }
      for set in document.set {
        guard let parameter = parameters.first(where: { $0.name == set.name.value }) else {
          log.error(
            "\(context): 'set' names '\(set.name.value)', which is not declared in 'params'",
            at: set.name.location)
          ok = false
          continue
        }
        if seen.contains(parameter.name) {
          log.error(
            "\(context): '\(parameter.name)' is both a placeholder and in 'set' of '\(pattern.source)'",
            at: set.name.location)
          ok = false
          continue
        }
        if parameter.isList {
          log.error(
            "\(context): 'set' cannot give the list parameter '\(parameter.name)' a value; a pattern without its key gives an empty list",
            at: set.name.location)
          ok = false
          continue
        }
        switch Self.value(of: set.value, as: parameter.type, caseSensitive: caseSensitive) {
        case .success(let value): pattern.fixed[parameter.name] = value
        case .failure(let refusal):
          log.error(
            "\(context): the 'set' value \(Self.display(set.value)) for '\(parameter.name)' \(refusal.reason)",
            at: set.value.location)
          ok = false
        }
      }
      if ok { patterns.append(pattern) }
    }
    guard patterns.count == documents.count else { return nil }

    // Every parameter must be written somewhere in each form, and required ones in every pattern,
    // so that every value can be built and parsed back.
    for parameter in parameters {
      let bound = patterns.filter {
        $0.placeholderNames.contains(parameter.name) || $0.fixed[parameter.name] != nil
      }
      // A host that names it but was refused has its own error: no second one here.
      if kind == .web
        && document.hosts?.contains(where: { $0.value.contains("{\(parameter.name)}") }) == true
        && bound.isEmpty
      {
        continue
      }
      // A host's label may stay out of custom-scheme links when a host without one is listed too: they are then
      // built only without a label (one with a label would parse back without it).
      let isLabel = kind == .scheme && parameter.name == hostParameter
      if bound.isEmpty && isLabel && parameter.isOptional { continue }
      if bound.isEmpty {
        let label =
          isLabel
          ? " (or list a host without a label beside the wildcard and make it optional: custom-scheme links are then built only without a label)"
          : ""
        log.error(
          "\(context): the parameter '\(parameter.name)' does not appear in the \(formName) form; add {\(parameter.name)} to '\(patterns[0].source)'\(label)",
          at: location)
      } else if !parameter.mayBeAbsent,
        let missing = patterns.first(where: { !bound.map(\.index).contains($0.index) })
      {
        log.error(
          "\(context): the required parameter '\(parameter.name)' is missing from the \(formName) pattern '\(missing.source)'; add {\(parameter.name)} or make it optional",
          at: missing.location)
      }
    }
    let form = RouteForm(kind: kind, patterns: patterns)
    // A label left out of the form is never built there: no pattern need write it.
    let written = parameters.filter { parameter in
      parameter.name != hostParameter
        || patterns.contains { $0.placeholderNames.contains(parameter.name) }
    }
    if !log.hasErrors { checkBuildable(form, parameters: written, at: location) }
    return form
  }

  /// The position of `text` inside a pattern string (exact for patterns without JSON escapes).
  static func location(of text: String, in pattern: Located<String>) -> SourceLocation {
    guard let range = pattern.value.range(of: text) else { return pattern.location }
    let offset =
      pattern.value.utf8.distance(from: pattern.value.startIndex, to: range.lowerBound) + 1
    var location = pattern.location
    location.column += offset
    location.offset += offset
    return location
  }

  mutating func parsePattern(_ text: Located<String>, kind: FormKind, index: Int)
    -> Pattern?
  {
    switch PatternParser.parse(text.value, kind: kind, index: index, location: text.location) {
    case .success(let pattern):
      return pattern
    case .failure(let failure):
      var location = text.location
      // +1 for the opening quote; exact for patterns without JSON escapes.
      location.column += failure.offset + 1
      location.offset += failure.offset + 1
      log.error("\(context): \(failure.message) in '\(text.value)'", at: location)
      return nil
    }
  }

  /// For each kind of value a parameter can take, some pattern of the form must be able to write it.
  mutating func checkBuildable(
    _ form: RouteForm, parameters: [Parameter], at location: SourceLocation
  ) {
    for shape in BuildShape.all(for: parameters, in: form)
    where BuildShape.pattern(for: shape, in: form, parameters: parameters) == nil {
      log.error(
        "\(context): \(Self.unbuildable(shape, in: form, parameters: parameters))", at: location)
    }
  }

  /// In words: the values no pattern writes, the nearest pattern and what stops it, and a pattern that would.
  static func unbuildable(
    _ shape: [String: ValueState], in form: RouteForm, parameters: [Parameter]
  ) -> String {
    let formName = form.kind == .web ? "web" : "scheme"
    let states = shape.sorted { $0.key < $1.key }
    let described = states.map { name, state in
      switch state {
      case .absent: "\(name) is absent"
      case .fixed(let value): "\(name) is \(value)"
      case .other: "\(name) has a value"
      }
    }
    var message =
      "no \(formName) pattern can write a link where \(described.joined(separator: " and "))"
    // The nearest pattern: one that writes every value but one.
    for pattern in form.patterns {
      let refused = parameters.filter {
        !BuildShape.expresses(pattern, $0, shape[$0.name] ?? .other)
      }
      guard refused.count == 1, let name = refused.first?.name else { continue }
      if let fixed = pattern.fixed[name] {
        message += " ('\(pattern.source)' sets \(name) to \(fixed))"
      } else if pattern.placeholderNames.contains(name) {
        message += " ('\(pattern.source)' always writes {\(name)})"
      } else {
        message += " ('\(pattern.source)' has no {\(name)})"
      }
      break
    }
    // A pattern that would: a shorter one without the absent values, with the others as query items.
    let given = states.filter { $0.value == .other }.map(\.key)
    let absent = states.filter { $0.value == .absent }.map(\.key)
    // A pattern without its fragment when that is what writes an absent value (`#post{id}`).
    let bases = form.patterns.compactMap { pattern -> (source: String, pattern: Pattern)? in
      guard pattern.fixed.isEmpty else { return nil }
      var source = pattern.source
      var names = pattern.placeholderNames
      if let fragment = pattern.fragment {
        guard let name = fragment.template?.parameter, absent.contains(name) else { return nil }
        source = String(source.prefix { $0 != "#" })
        names.removeAll { $0 == name }
      }
      return absent.allSatisfy { !names.contains($0) } ? (source, pattern) : nil
    }
    guard !given.isEmpty || bases.contains(where: { $0.source != $0.pattern.source }),
      let (source, base) = bases.min(by: { $0.source.count < $1.source.count })
    else {
      return message + "; add a pattern for it"
    }
    let items = given.filter { !base.placeholderNames.contains($0) }.map { "\($0)={\($0)}" }
    let example =
      source
      + (items.isEmpty ? "" : (base.query.isEmpty ? "?" : "&") + items.joined(separator: "&"))
    let without =
      absent.isEmpty ? "" : " without " + absent.map { "{\($0)}" }.joined(separator: ", ")
    let writes =
      given.isEmpty ? "" : " that writes " + given.map { "{\($0)}" }.joined(separator: ", ")
    return message + "; add a \(formName) pattern\(writes)\(without), such as '\(example)'"
  }
}
