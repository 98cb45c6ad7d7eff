import Foundation

/// Which file of a spec with parts the committed Swift no longer matches: the routes whose records differ
/// between the committed file and what `generate` writes now, by the file (the spec or a part) that declares
/// each, so that the warning names the part a team changed.
struct StaleRecords {
  /// By file: the routes whose records changed or were added; then the routes only the committed file has.
  var changed: [(file: String, routes: [String])] = []
  var removed: [String] = []

  init(_ model: AppModel, committed: String, now: String) {
    let (before, after) = (Self.records(committed), Self.records(now))
    for route in model.routes where before[route.name] != after[route.name] {
      let file = model.file(of: route.location)
      if let index = changed.firstIndex(where: { $0.file == file }) {
        changed[index].routes.append(route.name)
      } else {
        changed.append((file, [route.name]))
      }
    }
    removed = before.keys.filter { model.route(named: $0) == nil }.sorted()
  }

  /// `Orders.routes-part.json changed: 'order', 'orders'`; nil when no route's record differs (a change of the
  /// app's own keys).
  var detail: String? {
    guard !changed.isEmpty || !removed.isEmpty else { return nil }
    var phrases = changed.map { file, routes in
      "\((file as NSString).lastPathComponent) changed: \(routes.prefix(5).map { "'\($0)'" }.joined(separator: ", "))\(routes.count > 5 ? " and \(routes.count - 5) more" : "")"
    }
    if !removed.isEmpty {
      phrases.append("removed: \(removed.prefix(5).map { "'\($0)'" }.joined(separator: ", "))")
    }
    return phrases.joined(separator: "; ")
  }

  /// Each route's record in a generated file's record comments, by the route's name (`// route order "An order."`
  /// and the lines indented under it).
  static func records(_ text: String) -> [String: String] {
    var records: [String: String] = [:]
    var name: String?
    var lines: [Substring] = []
    func close() {
      if let name { records[name] = lines.joined(separator: "\n") }
      (name, lines) = (nil, [])
    }
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("// route ") {
        close()
        name = trimmed.dropFirst(9).prefix { $0 != " " }.description
      } else if !trimmed.hasPrefix("//  ") {
        close()
        continue
      }
      if name != nil { lines.append(line) }
    }
    close()
    return records
  }
}
