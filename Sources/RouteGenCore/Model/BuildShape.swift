/// Which pattern a builder uses for a value. The builder takes the first pattern of the form (canonical first)
/// that can write every parameter's value; the validator proves that one always exists.
public enum ValueState: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// nil for an optional parameter, the default for one with a default.
  case absent
  /// A value some pattern fixes with `set`.
  case fixed(ParameterValue)
  /// Any other value.
  case other

  public var description: String {
    switch self {
    case .absent: "absent"
    case .fixed(let value): "\(value)"
    case .other: "any other value"
    }
  }

  private var order: Int {
    switch self {
    case .absent: 0
    case .fixed: 1
    case .other: 2
    }
  }

  public static func < (lhs: ValueState, rhs: ValueState) -> Bool {
    if lhs.order != rhs.order { return lhs.order < rhs.order }
    return lhs.description < rhs.description
  }
}

public enum BuildShape {
  /// The states a parameter can be in, as far as choosing a pattern is concerned.
  public static func states(of parameter: Parameter, in form: RouteForm) -> [ValueState] {
    var states: [ValueState] = parameter.mayBeAbsent ? [.absent] : []
    let fixed = Set(form.patterns.compactMap { $0.fixed[parameter.name] })
    states += fixed.map { ValueState.fixed($0) }.sorted()
    var coversAll = false
    switch parameter.type {
    case .bool: coversAll = fixed.count == 2
    case .enumeration(let enumType): coversAll = fixed.count == enumType.values.count
    default: break
    }
    if !coversAll { states.append(.other) }
    return states
  }

  /// Whether `pattern` can write `parameter` in `state`.
  public static func expresses(_ pattern: Pattern, _ parameter: Parameter, _ state: ValueState)
    -> Bool
  {
    if let fixed = pattern.fixed[parameter.name] { return state == .fixed(fixed) }
    let inPath =
      pattern.segments.contains { $0.template?.parameter == parameter.name }
      || pattern.catchAll == parameter.name
    let inQueryOrFragment = !inPath && pattern.placeholderNames.contains(parameter.name)
    guard inPath || inQueryOrFragment else { return state == .absent }
    switch state {
    case .other: return true
    case .fixed(let value):
      if case .keyword = value { return false }  // keywords with a pattern of their own are written only there
      return true
    case .absent:
      // Fragment text around a value (`#post{id}`) is what the parser requires of the pattern: a link without
      // the value has no fragment, and reaches no route.
      if let template = pattern.fragment?.template, template.parameter == parameter.name,
        template.hasLiteralText
      {
        return false
      }
      return inQueryOrFragment || parameter.defaultValue != nil
    }
  }

  /// The first pattern that can write the combination of states.
  public static func pattern(
    for shape: [String: ValueState], in form: RouteForm, parameters: [Parameter]
  ) -> Pattern? {
    form.patterns.first { pattern in
      parameters.allSatisfy { expresses(pattern, $0, shape[$0.name] ?? .other) }
    }
  }

  /// Every combination of states worth checking. Parameters every pattern writes in every state are left out;
  /// past 4096 combinations, each parameter's states are checked one at a time instead.
  public static func all(for parameters: [Parameter], in form: RouteForm) -> [[String: ValueState]]
  {
    let relevant = relevantStates(parameters, form)
    guard combinationCount(relevant) <= 4096 else {
      return relevant.flatMap { name, states in states.map { [name: $0] } }
    }
    var shapes: [[String: ValueState]] = [[:]]
    for (name, states) in relevant {
      shapes = shapes.flatMap { shape in states.map { shape.merging([name: $0]) { $1 } } }
    }
    return shapes
  }

  /// Whether every combination of values takes `pattern` or a pattern before it, so that a builder need not test
  /// for it (false when there are too many combinations to tell).
  public static func coversTheRest(_ pattern: Pattern, in form: RouteForm, parameters: [Parameter])
    -> Bool
  {
    guard combinationCount(relevantStates(parameters, form)) <= 4096 else { return false }
    return all(for: parameters, in: form).allSatisfy { shape in
      self.pattern(for: shape, in: form, parameters: parameters).map { $0.index <= pattern.index }
        ?? false
    }
  }

  private static func relevantStates(_ parameters: [Parameter], _ form: RouteForm) -> [(
    String, [ValueState]
  )] {
    parameters.compactMap { parameter in
      let states = states(of: parameter, in: form)
      let free = form.patterns.allSatisfy { pattern in
        states.allSatisfy { expresses(pattern, parameter, $0) }
      }
      return free ? nil : (parameter.name, states)
    }
  }

  private static func combinationCount(_ relevant: [(String, [ValueState])]) -> Int {
    relevant.reduce(1) { $0 * $1.1.count }
  }
}
