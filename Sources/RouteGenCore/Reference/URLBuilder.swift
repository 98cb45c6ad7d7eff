/// Builds the canonical URL of a route value in one form: the reference for the generated builders.
///
/// It picks the pattern with `BuildShape` (the first that can write every value), writes each value with
/// `ValueCodec.format`, percent-encodes it for its position, and leaves out absent values and defaults (writing
/// the defaults after all when the link without them reads otherwise). A link is given only if the reference
/// matcher reads it back as the same value (the generated builders decide most of this at generation time; this
/// checks every link, independently).
public struct URLBuilder: Sendable {
  public let app: AppModel
  private let matcher: RouteMatcher

  public init(app: AppModel) {
    self.app = app
    matcher = RouteMatcher(app: app)
  }

  /// The link, or nil when the route has no such form, or when the link would not parse back to this value
  /// (a value the parser refuses or another route takes, a link longer than the spec's maxURLLength).
  public func url(for value: RouteValue, form kind: FormKind) -> String? {
    // A value left out as its default may leave a link that another route takes (`/quill/index/` for
    // `q: "index"`); written out (`?flag=N`), it may read back.
    for writesDefaults in [false, true] {
      guard let link = unlimitedURL(for: value, form: kind, writesDefaults: writesDefaults),
        link.utf8.count <= app.maxURLLength
      else { return nil }
      if case .success(let match) = matcher.match(link), sameWireValues(match.value, value) {
        return link
      }
    }
    return nil
  }

  /// Whether two values are written alike: the same route and the same wire text for each parameter.
  public func sameWireValues(_ a: RouteValue, _ b: RouteValue) -> Bool {
    guard a.name == b.name, let route = app.route(named: a.name) else { return false }
    if route.otherQuery && a.otherQueryItems != b.otherQueryItems { return false }
    return route.parameters.allSatisfy { parameter in
      wireTexts(a.values[parameter.name], parameter)
        == wireTexts(b.values[parameter.name], parameter)
    }
  }

  private func unlimitedURL(for value: RouteValue, form kind: FormKind, writesDefaults: Bool)
    -> String?
  {
    guard let route = app.route(named: value.name), let form = route.form(kind) else { return nil }
    var shape: [String: ValueState] = [:]
    for parameter in route.parameters {
      shape[parameter.name] = state(of: value.values[parameter.name], parameter, in: form)
    }
    guard let pattern = BuildShape.pattern(for: shape, in: form, parameters: route.parameters)
    else { return nil }
    var url = "\(app.scheme ?? "")://"
    if kind == .web {
      guard let host = host(of: value, route, pattern) else { return nil }
      url = "\(app.webSchemes[0])://\(host)"
    }
    // The items the route passes on follow those its pattern writes.
    let path = PatternWriter(pattern: pattern, kind: kind).write(
      otherItems: route.otherQuery ? value.otherQueryItems : []
    ) {
      texts(of: $0, value, route, $1, writesDefaults: writesDefaults)
    }
    return path.map { url + $0 }
  }

  /// The host of a universal link: the host parameter's value on the pattern's first wildcard host, else its
  /// first name; nil for a value that is not a host label.
  private func host(of value: RouteValue, _ route: Route, _ pattern: Pattern) -> String? {
    guard let name = route.hostParameter, let parameter = route.parameter(named: name),
      let typed = value.values[name]
    else {
      return pattern.buildHost(labelled: false)?.name
    }
    guard let label = format(typed, parameter), let host = pattern.buildHost(labelled: true),
      host.isWritableValue(label)
    else {
      return nil
    }
    return label + "." + host.name
  }

  /// A `route` parameter's wire text: the destination's web path (its whole link on another host), or its
  /// custom-scheme URL when it has no web form; nil when it has no link.
  public func destinationText(_ value: RouteValue) -> String? {
    if let web = url(for: value, form: .web) {
      guard let base = app.webBase, web.hasPrefix(base + "/") else { return web }
      return String(web.dropFirst(base.count))
    }
    return url(for: value, form: .scheme)
  }

  /// The value as written in URLs, before percent-encoding (`parameters` of the generated type); nil for a
  /// destination without a link.
  public func format(_ value: ParameterValue, _ parameter: Parameter) -> String? {
    switch value {
    case .destination(let destination): return destinationText(destination)
    case .int(let number): return ValueCodec.format(number, digits: parameter.digits)
    case .list(let items): return items.compactMap { format($0, parameter) }.joined(separator: ",")
    default: return ValueCodec.format(value, as: parameter.type)
    }
  }

  /// A value's texts as links write them, before encoding: one, or a list's items; nil when absent or unwritable.
  private func wireTexts(_ value: ParameterValue?, _ parameter: Parameter) -> [String?]? {
    guard let value else { return nil }
    if case .list(let items) = value { return items.map { format($0, parameter) } }
    return [format(value, parameter)]
  }

  /// A parameter's texts before encoding (a list's items; else one); none when it has no value, and for its
  /// default in a query or fragment (a path must still spell it). A value without a text (a destination without
  /// a link) is left out, so the link does not parse back to it.
  private func texts(
    of name: String, _ value: RouteValue, _ route: Route, _ position: PercentEncoding.Position,
    writesDefaults: Bool
  ) -> [String] {
    guard let parameter = route.parameter(named: name), let typed = value.values[name] else {
      return []
    }
    if !writesDefaults && position != .pathSegment && position != .host
      && typed == parameter.defaultValue
    {
      return []
    }
    return wireTexts(typed, parameter)?.compactMap { $0 } ?? []
  }

  private func state(of value: ParameterValue?, _ parameter: Parameter, in form: RouteForm)
    -> ValueState
  {
    guard let value, value != parameter.defaultValue else { return .absent }
    if form.patterns.contains(where: { $0.fixed[parameter.name] == value }) { return .fixed(value) }
    return .other
  }
}
