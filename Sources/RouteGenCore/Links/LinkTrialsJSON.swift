extension LinkTrials {
  /// `routegen links --format json`: each link with what it reaches and the link a simulator opens, for scripts.
  var json: JSONOutput {
    let values = ExampleValues(app: app)
    var members: [(String, JSONOutput)] = [
      ("app", .string(app.name)), ("spec", .string(app.specPath)),
      ("samples", .bool(includesSamples)),
    ]
    if let bundleID { members.append(("bundleID", .string(bundleID))) }
    members.append(
      (
        "links",
        .array(
          trials.map { trial in
            .object([
              ("link", .string(trial.link)),
              ("sample", .bool(trial.isSample)),
              ("route", .string(trial.value.name)),
              ("values", .object(values.json(trial.value))),
              ("description", .string(app.routeDescription(trial.value))),
              ("stack", .array(trial.stack.map { .string(app.routeDescription($0)) })),
              ("simulatorLink", .string(trial.opened)),
              ("opensUniversalLink", .bool(trial.opensUniversalLink)),
            ])
          })
      ))
    return .object(members)
  }
}
