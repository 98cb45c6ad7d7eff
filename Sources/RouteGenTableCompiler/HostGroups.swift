import RouteGenRuntime

extension RouteGen {
  /// The host lists a table tells apart, defined once for the generator's model (`AppModel.hostGroups`, which the
  /// association files follow) and the compiled table: the app's domains first (even when no route uses them), then
  /// each other list a web pattern is on, once, in pattern order. A pattern matches a universal link only on a host
  /// of its list.
  package enum HostGroups {
    package static func of<List>(
      domains: List, patternHosts: some Sequence<List>, same: (List, List) -> Bool
    ) -> [List] {
      var groups = [domains]
      for hosts in patternHosts where !groups.contains(where: { same($0, hosts) }) {
        groups.append(hosts)
      }
      return groups
    }
  }
}
