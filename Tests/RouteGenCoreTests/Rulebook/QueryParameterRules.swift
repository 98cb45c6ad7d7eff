import RouteGenRuntime
import Testing

/// ParsingRules, **Query parameters** match by name in any order; unknown keys are ignored (unless the route sets
/// `refuseOtherQuery`); an empty value is absent; a key the route reads, or one whose value the pattern fixes, given
/// twice is refused; a fragment of items is read by the same rules; a list parameter takes each of its items.
@Suite struct QueryParameterRules {
  static let routes = """
    { "name": "thread", "summary": "A thread.", "params": { "id": "int", "page": { "type": "int", "optional": true } },
      "web": "/thread?id={id}&page={page}" },
    { "name": "member", "summary": "A member.", "params": { "id": "int" }, "web": "/member.php?action=getinfo&userid={id}" },
    { "name": "strict", "summary": "Strict.", "params": { "q": "string" }, "web": "/strict?q={q}", "refuseOtherQuery": true },
    { "name": "sticker", "summary": "A pack.", "params": { "packId": "string", "packKey": "string" },
      "web": "/addstickers/#pack_id={packId}&pack_key={packKey}" },
    { "name": "products", "summary": "Products.", "params": { "tags": { "type": "string", "list": true } }, "web": "/products?tag={tags}" }
    """

  @Test func itemsMatchByNameInAnyOrderAndOthersAreIgnored() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/thread?id=4&page=2": .route("thread", ["id": "4", "page": "2"]),
      "https://example.com/thread?page=2&utm_source=x&id=4": .route(
        "thread", ["id": "4", "page": "2"]),
    ])
  }

  @Test func anEmptyValueIsAbsent() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/thread?id=4&page=": .route("thread", ["id": "4"]),
      "https://example.com/thread?id=&page=2": .refused(.missingParameter("id")),
    ])
  }

  @Test func aKeyGivenTwiceIsRefused() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/thread?id=4&id=5": .refused(.repeatedParameter("id"))
    ])
  }

  /// A key whose value the pattern fixes, given twice, with any value or none: which did the sender mean? The
  /// pattern does not take the URL (another pattern of the route may), and says why when no other does.
  @Test func aFixedKeyGivenTwiceIsRefused() throws {
    let rules = try Rulebook(routes: Self.routes)
    let member = "https://example.com/member.php?action=getinfo&userid=7"
    rules.check([
      member: .route("member", ["id": "7"]),
      member + "&action=456": .refused(.repeatedParameter("action")),
      member + "&action": .refused(.repeatedParameter("action")),
      member + "&action=getinfo": .refused(.repeatedParameter("action")),
      "https://example.com/member.php?action=456&userid=1&action=getinfo": .refused(
        .repeatedParameter("action")),
      // Keys compare as the spec says: case-sensitively here.
      member + "&ACTION=getinfo": .route("member", ["id": "7"]),
    ])
    try Rulebook(routes: Self.routes, extra: #" "caseSensitive": false,"#).check([
      member + "&ACTION=getinfo": .refused(.repeatedParameter("action"))
    ])
    let keywords = try Rulebook(
      routes: """
        { "name": "thread", "summary": "A thread.",
          "params": { "id": "string", "page": { "type": "int", "optional": true, "keywords": ["last"] } },
          "web": ["/thread?id={id}&page={page}", { "pattern": "/thread?id={id}&goto=last", "set": { "page": "last" } }] }
        """)
    keywords.check([
      "https://example.com/thread?id=7&goto=last": .route("thread", ["id": "7", "page": "last"]),
      // The route's other pattern reads no `goto`: it takes the URL without a page.
      "https://example.com/thread?id=7&goto=last&goto=1": .route("thread", ["id": "7"]),
      "https://example.com/thread?id=7&page=x&goto=last&goto": .refused(
        .repeatedParameter("goto")),
    ])
  }

  @Test func refuseOtherQueryRefusesKeysTheRouteDoesNotRead() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/strict?q=a": .route("strict", ["q": "a"]),
      "https://example.com/strict?q=a&unknown=1": .refused(.forbiddenQueryKey("unknown")),
    ])
  }

  @Test func aFragmentOfItemsIsReadAsAQuery() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/addstickers/#pack_id=p1&pack_key=k1": .route(
        "sticker", ["packId": "p1", "packKey": "k1"]),
      "https://example.com/addstickers#pack_key=k1&x=y&pack_id=p1": .route(
        "sticker", ["packId": "p1", "packKey": "k1"]),
      "https://example.com/addstickers/#pack_id=p1&pack_id=p2&pack_key=k1": .refused(
        .repeatedParameter("packId")),
    ])
  }

  @Test func aListTakesEachItemInURLOrder() throws {
    try Rulebook(routes: Self.routes).check([
      "https://example.com/products?tag=b&tag=a": .route("products", ["tags": "b,a"]),
      "https://example.com/products?tag=a&tag=": .route("products", ["tags": "a"]),
      "https://example.com/products": .route("products"),
    ])
  }
}
