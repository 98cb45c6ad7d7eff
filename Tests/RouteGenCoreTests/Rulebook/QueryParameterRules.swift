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
      "https://example.com/thread?id=4&id=5": .refused(.repeatedParameter("id")),
      "https://example.com/member.php?action=getinfo&userid=7&action=456": .refused(
        .repeatedParameter("action")),
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
