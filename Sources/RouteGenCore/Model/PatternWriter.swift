/// A pattern written with a text for each placeholder, each piece percent-encoded for where it goes: the path (a
/// universal link's starts with `/`), the query and the fragment, without the scheme and host. `URLBuilder` writes
/// route values with it and `LinkSamples` sample texts, so that the two write links alike.
struct PatternWriter {
  let pattern: Pattern
  let kind: FormKind

  /// `texts` gives a parameter's texts for a position, before encoding: none leaves its query item or the
  /// fragment out, and gives no link when the path needs one; a list's query item is written once per text.
  /// `otherItems` follow the pattern's own query items.
  func write(
    otherItems: [QueryItemValue] = [], texts: (String, PercentEncoding.Position) -> [String]
  ) -> String? {
    let spelling = pattern.spelling
    func text(_ name: String, _ position: PercentEncoding.Position) -> String? {
      texts(name, position).first
    }
    /// A value with the literal text around it, as spelled.
    func piece(
      _ template: Template, _ spelled: Spelling.Affixes, _ position: PercentEncoding.Position
    ) -> String? {
      text(template.parameter, position).map {
        spelled.before + PercentEncoding.encode($0, for: position) + spelled.after
      }
    }
    var pieces: [String] = []
    for (index, segment) in pattern.segments.enumerated() {
      let position: PercentEncoding.Position = kind == .scheme && index == 0 ? .host : .pathSegment
      switch segment {
      case .literal: pieces.append(spelling.segments[index].before)
      case .template(let template):
        guard let piece = piece(template, spelling.segments[index], position) else { return nil }
        pieces.append(piece)
      }
    }
    if let catchAll = pattern.catchAll, let rest = text(catchAll, .pathSegment) {
      // A catch-all keeps its slashes: each piece is encoded on its own (the first as a host when it is one).
      let host = kind == .scheme && pattern.segments.isEmpty
      // Split at its `/` bytes: a combining mark after a `/` makes one `Character` of the two, not one segment.
      pieces.append(
        Substring(rest).pieces(separatedBy: "/", omittingEmpty: false).enumerated().map {
          PercentEncoding.encode(String($1), for: host && $0 == 0 ? .host : .pathSegment)
        }.joined(separator: "/"))
    }
    var url =
      (kind == .web ? "/" : "") + pieces.joined(separator: "/") + (pattern.endsWithSlash ? "/" : "")
    /// `key=value` items as spelled, a list's key once per text; an absent value's item left out.
    func written(_ items: [QueryItem], keys: [String], values: [Spelling.Affixes]) -> [String] {
      zip(items, zip(keys, values)).flatMap { item, spelled -> [String] in
        let (key, value) = spelled
        guard case .template(let template) = item.value else { return [key + "=" + value.before] }
        return texts(template.parameter, .queryValue).map {
          key + "=" + value.before + PercentEncoding.encode($0, for: .queryValue) + value.after
        }
      }
    }
    var items = written(pattern.query, keys: spelling.queryKeys, values: spelling.queryValues)
    items += otherItems.map {
      PercentEncoding.encode($0.name, for: .queryKey) + "="
        + PercentEncoding.encode($0.value, for: .queryValue)
    }
    if !items.isEmpty { url += "?" + items.joined(separator: "&") }
    let fragmentItems = written(
      pattern.fragmentItems, keys: spelling.fragmentKeys, values: spelling.fragmentValues)
    if !fragmentItems.isEmpty { url += "#" + fragmentItems.joined(separator: "&") }
    switch pattern.fragment {
    case .literal: url += "#" + spelling.fragment.before
    case .template(let template):
      if let text = piece(template, spelling.fragment, .fragment) { url += "#" + text }
    case nil: break
    }
    return url
  }
}
