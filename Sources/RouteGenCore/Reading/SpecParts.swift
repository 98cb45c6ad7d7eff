/// A spec split by feature: the app's spec lists its parts (`"include": ["Features/Cart.routes-part.json"]`,
/// relative to it), and each part's routes and enums are the app's. The app's own keys (`app`, `domains`,
/// `environments`…) are written in the spec, once.
///
/// A list rather than every file of a folder: it is reviewed as any change is, its order is written down rather
/// than taken from file names, and no stray file joins an app by being copied into its folder. The suffix lets the
/// plugins tell a part from an app by its name, without reading JSON.
///
/// A spec with parts has its routes in the order of their names, whichever file holds them: a route moved from
/// one file to another changes no generated line but its source note, and routes that two branches add to two
/// files land where their names put them.
public enum SpecParts {
  /// How a part's file name ends; an app's spec ends in `.routes.json`.
  public static let suffix = ".routes-part.json"

  /// Reads the parts `document` includes (through `read`, by their paths from the current folder) and adds
  /// their routes and enums to it.
  static func merge(
    into document: inout SpecDocument, log: inout DiagnosticLog, read: (String) -> [UInt8]?
  ) {
    guard !document.include.isEmpty else { return }
    var included: [String: Located<String>] = [:]
    var enums = Dictionary(
      document.enums.map { ($0.name.value, $0.name.location) }, uniquingKeysWith: { a, _ in a })
    for entry in document.include {
      guard let path = check(entry, specPath: log.file, log: &log) else { continue }
      if let first = included[path] {
        log.error(
          "'\(entry.value)' is included twice (first at line \(first.location.line)); remove one",
          at: entry.location)
        continue
      }
      included[path] = entry
      guard let bytes = read(path) else {
        log.error(
          "cannot read the part '\(entry.value)' (at \(path)); does it exist? The path is relative to this spec",
          at: entry.location)
        continue
      }
      guard bytes.count <= SpecDocument.maximumSize else {
        log.error(
          "the part '\(entry.value)' is \(bytes.count) bytes; routegen reads specs of at most \(SpecDocument.maximumSize) bytes",
          at: entry.location)
        continue
      }
      log.parts.append(path)
      let part = SpecDecoder.decodePart(bytes: bytes, part: path, app: document, log: &log)
      document.routes += part.routes.map { route in
        var route = route
        route.part = entry.value
        return route
      }
      for definition in part.enums {
        if let first = enums[definition.name.value] {
          log.error(
            "the enum '\(definition.name.value)' is declared too at \(first.place); declare it once, in the spec or in one part, and use it by name (\"type\": \"\(definition.name.value)\") in both",
            at: definition.name.location)
          continue
        }
        enums[definition.name.value] = definition.name.location
        document.enums.append(definition)
      }
    }
    // Stable: two routes of one name (an error the validator reports) stay in file order.
    document.routes.sort { $0.name.value.utf8.lexicographicallyPrecedes($1.name.value.utf8) }
  }

  /// The path of the part `entry` names, from the current folder (as `specPath` is given), or nil after an error.
  private static func check(
    _ entry: Located<String>, specPath: String, log: inout DiagnosticLog
  ) -> String? {
    let name = entry.value
    if name.isEmpty || name.hasPrefix("/") || name.hasPrefix("~") {
      log.error(
        "'include' lists parts by their path relative to this spec (\"Features/Cart\(suffix)\"), not '\(name)'",
        at: entry.location)
      return nil
    }
    guard name.hasSuffix(suffix), name.split(separator: "/").last! != Substring(suffix) else {
      let stem =
        name.split(separator: "/").last.map { $0.split(separator: ".").first ?? $0 } ?? "Feature"
      log.error(
        "a part's file name ends in \(suffix) (\(stem)\(suffix)), so that the plugins read it as a part of this app and not as an app of its own; rename '\(name)'",
        at: entry.location)
      return nil
    }
    return joined(name, after: specPath)
  }

  /// `Specs/App.routes.json` and `../Cart/Cart.routes-part.json` give `Cart/Cart.routes-part.json`: the path
  /// diagnostics print, so that editors open it.
  static func joined(_ relative: String, after specPath: String) -> String {
    var components = specPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
    for component in relative.split(separator: "/") where component != "." {
      if component == "..", let last = components.last, last != "..", last != ".", !last.isEmpty {
        components.removeLast()
      } else {
        components.append(String(component))
      }
    }
    return components.joined(separator: "/")
  }
}
