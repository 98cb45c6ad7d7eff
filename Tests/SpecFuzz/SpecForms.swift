import Foundation
import RouteGenCore

/// Every key and form of the spec format, and which of them the fuzzer's specs used. A run fails when one was
/// never written, and when the schema (`Specs/route-spec.schema.json`) has a key or a value this table does not
/// list: a new key or form is not done until the fuzzer writes it.
enum SpecForms {
  /// Keys as the schema groups them (`route.hosts`), values of the schema's enums (`type.uuid`), and the forms
  /// of patterns, hosts and parameters, which the model tells.
  static let table: [String: String] = [
    // The app's keys.
    "app.$schema": "the schema reference", "app.$comment": "a note", "app.app": "the app's name",
    "app.scheme": "the custom scheme", "app.extraSchemes": "schemes accepted, never built",
    "app.webSchemes": "schemes of universal links", "app.domains": "universal-link hosts",
    "app.aasa": "the AASA settings", "app.access": "the generated code's access level",
    "app.maxURLLength": "the longest URL", "app.caseSensitive": "literals ignoring case",
    "app.refuseDefaultPort": "`:443` refused", "app.enums": "enums declared once",
    "app.routes": "the routes", "app.include": "the spec's parts",
    "app.environments": "other builds' hosts, app IDs and scheme",
    "environments.hosts": "an environment's host for each of production's",
    "environments.appIDs": "an environment's app IDs",
    "environments.scheme": "an environment's scheme",
    "environments.extraSchemes": "an environment's extra schemes (production's)",
    "environments.developerMode": "Apple's developer mode", "environments.$comment": "a note",
    "environments.android": "an environment's Android app",
    "app.android": "the Android app", "android.package": "its package",
    "android.fingerprints": "its signing certificates", "android.$comment": "a note",
    "environments.collision": "a host another build claims (the validator must refuse it)",
    "text.invisible": "a control or invisible character in a name, summary or doc (refused)",
    "access.public": "public", "access.package": "package", "access.internal": "internal",
    "aasa.appIDs": "app IDs", "aasa.webcredentials": "webcredentials", "aasa.appclips": "App Clips",
    "aasa.legacyPaths": "the iOS 12 form", "aasa.exclude": "paths never opened",
    "enums.$comment": "a note", "enums.doc": "its documentation", "enums.values": "its values",
    "app.labels": "a wildcard's label declared once for the app",
    "labels.string": "a label as a type alone", "labels.type": "a label's type",
    "labels.$comment": "a note on a label", "labels.doc": "a label's documentation",
    "labels.minLength": "a label's shortest value", "labels.maxLength": "a label's longest value",
    "labels.characters": "a label's characters", "labels.values": "a label's enum values",
    "labels.typeName": "a label's Swift type name",
    // A route's keys.
    "route.$comment": "a note", "route.name": "its name", "route.summary": "its summary",
    "route.auth": "who may open it",
    "route.feature": "its feature tag", "route.parent": "the route under it",
    "route.formerNames": "names it had",
    "route.otherQuery": "other query items passed on",
    "route.refuseOtherQuery": "other query keys refused",
    "route.hosts": "hosts of its own", "route.forbiddenQuery": "keys that mean another flow",
    "route.retired": "retired, with a note", "route.web": "universal-link patterns",
    "route.scheme": "custom-scheme patterns", "route.params": "its parameters",
    "route.examples": "its examples",
    "forbiddenQuery.key": "a key as an object",
    "forbiddenQuery.onlyWithValue": "refused only with a value",
    "pattern.pattern": "a pattern object", "pattern.set": "values a pattern fixes",
    "pattern.hosts": "a pattern's own hosts",
    // A parameter's keys, types and formats.
    "param.$comment": "a note", "param.type": "its type", "param.doc": "its documentation",
    "param.optional": "optional", "param.formerNames": "names it had", "param.list": "a list",
    "param.default": "a default", "param.min": "a lower bound", "param.max": "an upper bound",
    "param.minLength": "a shortest text", "param.maxLength": "a longest text",
    "param.characters": "allowed characters", "param.format": "a format",
    "param.values": "an enum's values",
    "param.keywords": "an int's keywords", "param.trueValues": "texts of true",
    "param.falseValues": "texts of false",
    "param.typeName": "its Swift type's name", "format.hostName": "a host name",
    "type.string": "string", "type.int": "int", "type.double": "double", "type.bool": "bool",
    "type.uuid": "uuid",
    "type.date": "date", "type.enum": "enum", "type.route": "a destination",
    "type.appEnum": "an app's enum",
    "param.shorthand": "a type alone (`\"id\": \"int\"`)",
    "enumValue.case": "a case name", "enumValue.wire": "a wire value",
    "enumValue.aliases": "aliases",
    "enumValue.doc": "its documentation",
    // Examples: a URL alone, with the values it parses to, or refused with each `ParseError` case.
    "example.url": "an example object's URL", "example.values": "an example's values",
    "param.digits": "an int zero-padded in links",
    "example.refused": "an example the app refuses", "example.$comment": "a note on an example",
    "example.plain": "an example that is a URL alone",
    "refused.urlTooLong": "too long", "refused.malformedURL": "malformed",
    "refused.unsupportedScheme": "another scheme", "refused.unsupportedHost": "another host",
    "refused.userInfoNotAllowed": "user info", "refused.portNotAllowed": "a port",
    "refused.invalidPercentEncoding": "a bad escape", "refused.noRoute": "no route",
    "refused.missingParameter": "a missing value", "refused.invalidParameter": "an invalid value",
    "refused.repeatedParameter": "a repeated key", "refused.forbiddenQueryKey": "a refused key",
    "refused.excludedPath": "a path the AASA file excludes",
    "refused.retired": "a retired route's link",
    // Forms the model tells.
    "domains.wildcard": "`{label}.domain` in the app's domains",
    "hosts.wildcard": "a wildcard in a route's hosts",
    "hosts.wildcardBesideName": "a wildcard beside a name: the label is optional",
    "hosts.names": "a route's hosts without a wildcard",
    "hosts.nameUnderWildcard":
      "a name one label under a wildcard of the app (`www` beside `{region}`)",
    "label.enum": "a wildcard's label as an enum",
    "label.constrained": "a label with characters or lengths",
    "label.notInScheme": "a label left out of the custom-scheme form",
    "label.spansLabels": "a wildcard's value of several labels (`{site...}`)",
    "form.webOnly": "a route with universal links only",
    "form.schemeOnly": "a custom-scheme route only",
    "form.both": "both forms", "segment.literal": "a literal segment",
    "segment.encoded": "a percent-encoded literal",
    "segment.placeholder": "a whole-segment value",
    "segment.affixed": "a value with text around it",
    "segment.catchAll": "a catch-all", "segment.trailingSlash": "a pattern ending with `/`",
    "segment.schemeHostValue": "a custom-scheme URL whose host is a value",
    "query.placeholder": "a query value", "query.literal": "a query literal",
    "query.affixed": "text around a query value",
    "fragment.literal": "fragment text", "fragment.placeholder": "a fragment value",
    "fragment.affixed": "text around a fragment value", "fragment.items": "a fragment of items",
    "param.optionalInPath": "an optional path value, with a pattern without it",
    "param.optionalInFragment": "an optional value in fragment text",
    "pattern.alias": "more than one pattern in a form", "set.keyword": "a keyword set by a pattern",
    "auth.required": "sign-in", "auth.role": "a role",
    "precedence.sharedFirstLiteral": "routes that share a first segment",
    "precedence.literalBesideValue":
      "a literal segment and a value at one position, the literal's route reading the query or fragment",
    "exclude.hidesRoute": "an excluded path that a route would read",
  ]

  /// The keys and values the schema names, as the table writes them.
  static func schemaEntries() throws -> Set<String> {
    let url = DriverBuild.packageRoot.appendingPathComponent("Specs/route-spec.schema.json")
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    var entries: Set<String> = []
    func group(_ path: [String]) -> String {
      switch path {
      case []: "app"
      case ["routes"]: "route"
      case ["routes", "web"], ["routes", "scheme"]: "pattern"
      case ["routes", "params"]: "param"
      case ["routes", "forbiddenQuery"]: "forbiddenQuery"
      case ["enumValues"]: "enumValue"
      case ["androidApp"]: "android"
      case ["routes", "examples"]: "example"
      case ["routes", "examples", "refused"]: "refused"
      case ["routes", "params", "format"]: "format"
      case ["parameterType"]: "type"
      default: path.joined(separator: ".")
      }
    }
    func walk(_ node: Any, _ path: [String]) {
      if let list = node as? [Any] {
        list.forEach { walk($0, path) }
        return
      }
      guard let object = node as? [String: Any] else { return }
      if let properties = object["properties"] as? [String: Any] {
        for (key, value) in properties {
          entries.insert(group(path) + "." + key)
          walk(value, path + [key])
        }
      }
      if let values = object["enum"] as? [String] {
        entries.formUnion(values.map { group(path) + "." + $0 })
      }
      // Conditions (`if`, `not`) name keys and values without declaring them.
      for (key, value) in object where !["properties", "if", "not"].contains(key) {
        if key == "$defs", let definitions = value as? [String: Any] {
          for (name, definition) in definitions { walk(definition, [name]) }
        } else {
          walk(value, path)
        }
      }
    }
    walk(schema, [])
    return entries
  }

  /// What the specs of a run used.
  struct Coverage {
    private(set) var used: Set<String> = []

    mutating func use(_ form: String) { used.insert(form) }

    mutating func record(_ spec: FuzzSpec) {
      keys(spec.json)
      if spec.parts > 0 { used.insert("app.include") }
      forms(spec.model)
    }

    /// The table's entries no spec used, and the schema's entries the table lacks.
    func missing() throws -> [String] {
      let schema = try SpecForms.schemaEntries()
      let unlisted = schema.subtracting(SpecForms.table.keys).map {
        "\($0): in the schema, not in SpecForms.table"
      }
      let unused = Set(SpecForms.table.keys).subtracting(used).map {
        "\($0): \(SpecForms.table[$0]!)"
      }
      return (unlisted + unused).sorted()
    }

    private mutating func keys(_ spec: JSON) {
      for member in spec.members {
        used.insert("app." + member.key)
        switch member.key {
        case "aasa": member.value.members.forEach { used.insert("aasa." + $0.key) }
        case "android": member.value.members.forEach { used.insert("android." + $0.key) }
        case "access": used.insert("access." + (member.value.text ?? ""))
        case "environments":
          for environment in member.value.members {
            environment.value.members.forEach { used.insert("environments." + $0.key) }
          }
        case "enums":
          for definition in member.value.members {
            for key in definition.value.members {
              used.insert("enums." + key.key)
              if key.key == "values" { enumValues(key.value) }
            }
          }
        case "routes": member.value.elements.forEach { route($0) }
        case "labels":
          for label in member.value.members {
            if label.value.text != nil { used.insert("labels.string") }
            label.value.members.forEach { used.insert("labels." + $0.key) }
          }
        default: break
        }
      }
    }

    private mutating func route(_ route: JSON) {
      for member in route.members {
        used.insert("route." + member.key)
        switch member.key {
        case "web", "scheme":
          for pattern in member.value.elements {
            pattern.members.forEach { used.insert("pattern." + $0.key) }
          }
        case "forbiddenQuery":
          for entry in member.value.elements {
            entry.members.forEach { used.insert("forbiddenQuery." + $0.key) }
          }
        case "examples":
          for entry in member.value.elements {
            if entry.text != nil { used.insert("example.plain") }
            entry.members.forEach { used.insert("example." + $0.key) }
            if let kind = entry["refused"]?.text { used.insert("refused." + kind) }
          }
        case "params":
          for param in member.value.members {
            if let type = param.value.text {
              used.insert("param.shorthand")
              used.insert(
                "type."
                  + (["string", "int", "double", "bool", "uuid", "date", "enum", "route"].contains(
                    type) ? type : "appEnum"))
            }
            for key in param.value.members {
              used.insert("param." + key.key)
              switch key.key {
              case "type":
                let type = key.value.text ?? ""
                used.insert(
                  "type."
                    + (["string", "int", "double", "bool", "uuid", "date", "enum", "route"]
                      .contains(type) ? type : "appEnum"))
              case "format": used.insert("format." + (key.value.text ?? ""))
              case "values": enumValues(key.value)
              default: break
              }
            }
          }
        default: break
        }
      }
    }

    private mutating func enumValues(_ values: JSON) {
      for value in values.elements { value.members.forEach { used.insert("enumValue." + $0.key) } }
    }

    private mutating func forms(_ app: AppModel) {
      func use(_ form: String, _ condition: Bool = true) {
        if condition { used.insert(form) }
      }
      use("domains.wildcard", app.domains.contains(where: \.isWildcard))
      var firstLiterals: [String: Int] = [:]
      for route in app.routes {
        use("form.webOnly", route.web != nil && route.scheme == nil)
        use("form.schemeOnly", route.web == nil && route.scheme != nil)
        use("form.both", route.web != nil && route.scheme != nil)
        use("auth.required", route.auth == .required)
        if case .role = route.auth { use("auth.role") }
        if route.hasOwnHosts {
          let wildcard = route.hosts.contains(where: \.isWildcard)
          use("hosts.wildcard", wildcard)
          use("hosts.wildcardBesideName", wildcard && route.hosts.contains { !$0.isWildcard })
          use("hosts.names", !wildcard)
        }
        if let label = route.hostParameter.flatMap(route.parameter(named:)) {
          if case .enumeration = label.type { use("label.enum") }
          use("label.constrained", AASALimit.describesConstraint(label.type) != nil)
          use(
            "label.notInScheme",
            route.scheme.map { !$0.patterns.contains { $0.placeholderNames.contains(label.name) } }
              ?? false)
        }
        use("label.spansLabels", route.hosts.contains(where: \.spansLabels))
        let wildcards = app.allHosts.filter(\.isWildcard)
        use(
          "hosts.nameUnderWildcard",
          route.hosts.contains { host in
            !host.isWildcard && wildcards.contains { $0.label(of: host.name) != nil }
          })
        for parameter in route.parameters where parameter.isOptional {
          for pattern in (route.web?.patterns ?? []) + (route.scheme?.patterns ?? []) {
            use(
              "param.optionalInPath",
              pattern.segments.contains { $0.template?.parameter == parameter.name })
            use(
              "param.optionalInFragment",
              pattern.fragment?.template?.parameter == parameter.name
                && pattern.fragment?.template?.hasLiteralText == true)
          }
        }
        if case .literal(let first)? = route.web?.canonical.segments.first {
          firstLiterals[first, default: 0] += 1
        }
        for form in [route.web, route.scheme].compactMap({ $0 }) {
          use("pattern.alias", form.patterns.count > 1)
          for pattern in form.patterns {
            for (position, segment) in pattern.segments.enumerated() {
              switch segment {
              case .literal: use("segment.literal")
              case .template(let template):
                use(template.hasLiteralText ? "segment.affixed" : "segment.placeholder")
                use("segment.schemeHostValue", form.kind == .scheme && position == 0)
              }
            }
            use("segment.encoded", pattern.source.split(separator: "?")[0].contains("%"))
            use("segment.catchAll", pattern.catchAll != nil)
            use("segment.trailingSlash", pattern.endsWithSlash)
            for item in pattern.query {
              switch item.value {
              case .literal: use("query.literal")
              case .template(let template):
                use(template.hasLiteralText ? "query.affixed" : "query.placeholder")
              }
            }
            switch pattern.fragment {
            case .literal?: use("fragment.literal")
            case .template(let template)?:
              use(template.hasLiteralText ? "fragment.affixed" : "fragment.placeholder")
            case nil: break
            }
            use("fragment.items", !pattern.fragmentItems.isEmpty)
            for value in pattern.fixed.values {
              if case .keyword = value { use("set.keyword") }
            }
          }
        }
      }
      use("precedence.sharedFirstLiteral", firstLiterals.values.contains { $0 > 1 })
      // A literal and a value at the same position, the literal's route reading more than its path: the link the
      // literal's route refuses must not reach the value's.
      let web = app.routes.flatMap { route in (route.web?.patterns ?? []).map { (route, $0) } }
      use(
        "precedence.literalBesideValue",
        web.contains { literal in
          guard case .literal? = literal.1.segments.first,
            !literal.1.allItems.isEmpty || literal.1.fragment != nil
          else { return false }
          return web.contains { value in
            value.0.name != literal.0.name && value.1.segments.count == literal.1.segments.count
              && value.1.segments.first?.template != nil
          }
        })
      use("exclude.hidesRoute", app.aasa.exclude.contains { !app.linksHidden(by: $0).isEmpty })
    }
  }
}
