/// What the fuzzer found, shrunk: every run replays each spec with its link (and links drawn from it) through all
/// the checks, and holds the reference to the reading pinned here. Paste what a run prints under "regression
/// tests" at the end of the list, after checking that the pinned reading is the right one.
extension Regression {
  static let all: [Regression] = [
    // A `+` in a fragment item's value is a space, as in a query (ParsingRules); the compiled parser kept it.
    Regression(
      "fragment items: + is a space",
      link: "p://a#sort=@9+",
      expected: "ok\ta\t\"9 \"\tsort=9 \thttps://p.example/a/#k=@9%20\tp://a#sort=@9%20\t",
      spec: #"""
        {
          "app": "P", "scheme": "p", "domains": ["p.example"], "aasa": { "appIDs": ["ABCDE12345.com.example.p"] },
          "routes": [
            { "name": "a", "summary": "A.", "params": { "sort": "string" }, "web": "/a/#k=@{sort}", "scheme": "a#sort=@{sort}" }
          ]
        }
        """#),
    // A catch-all's value never holds an empty segment (`a//b`): servers merge it away.
    Regression(
      "catch-all: an empty segment is refused",
      link: "https://p.example/c/a//b",
      expected:
        "refused\tinvalidParameter(\"rest\", \"a//b\", \"has an empty segment (a \\'/\\' at its start, or \\'//\\'), which servers merge away\")",
      spec: #"""
        {
          "app": "P", "scheme": "p", "domains": ["p.example"], "aasa": { "appIDs": ["ABCDE12345.com.example.p"] },
          "routes": [
            { "name": "c", "summary": "C.", "params": { "rest": "string" }, "web": "/c/{rest...}", "scheme": "c/{rest...}" }
          ]
        }
        """#),
    // An example whose route's values are all left out, and a destination such: `.search()`, not `.search` (a
    // function reference), or the generated Swift does not compile.
    Regression(
      "examples: a case with its values left out",
      link: "https://p.example/login?next=%2Fsearch",
      expected:
        "ok\tlogin\tsearch(nil, [])\tnext=/search\thttps://p.example/login?next=/search\t-\t",
      spec: #"""
        {
          "app": "P", "domains": ["p.example"], "aasa": { "appIDs": ["ABCDE12345.com.example.p"] },
          "routes": [
            { "name": "search", "summary": "S.", "otherQuery": true, "params": { "q": { "type": "string", "optional": true } },
              "web": "/search?q={q}", "examples": [{ "url": "https://p.example/search", "values": {} }] },
            { "name": "login", "summary": "L.", "params": { "next": { "type": "route", "optional": true } },
              "web": "/login?next={next}", "examples": [{ "url": "https://p.example/login?next=%2Fsearch", "values": { "next": "/search" } }] }
          ]
        }
        """#),
    // A catch-all's value is split at its `/` bytes: `/` and a combining mark after it are one `Character`, and the
    // reference split characters, so it wrote %2F where the compiled builders wrote `/`.
    Regression(
      "catch-all: a combining mark after a slash",
      link: "s-app://r#v=%3C%2Be/%CC%81",
      expected:
        "ok\tr\t\"<+e/\u{301}\"\tdefault=<+e/\u{301}\thttps://s.example/%3C+e/%CC%81\ts-app://r#v=%3C%2Be/%CC%81\t",
      spec: #"""
        {
          "app": "S", "scheme": "s-app", "domains": ["s.example"], "aasa": { "appIDs": ["ABCDE12345.com.example.s"] },
          "routes": [
            { "name": "r", "summary": "R.", "params": { "default": "string" }, "web": "/{default...}", "scheme": "r#v={default}" }
          ]
        }
        """#),
    // An absent query item leaves an optional value nil, even when its template has literal text (`n=%23{n}`): the
    // builders' link check thought `a?n=%23{n}` could not take `s://a`, so b's builder wrote a link that reads as a.
    Regression(
      "link check: an absent item whose template has literal text",
      link: "s://a?n=%239223372036854775807/",
      expected: "ok\tb\t\t\t-\t-\t",
      spec: #"""
        {
          "app": "S", "scheme": "s", "domains": ["s.example"], "aasa": { "appIDs": ["ABCDE12345.com.example.s"] },
          "routes": [
            { "name": "a", "summary": "A.", "params": { "n": { "type": "int", "optional": true } }, "scheme": "a?n=%23{n}" },
            { "name": "b", "summary": "B.", "scheme": "a" }
          ]
        }
        """#),
    // A keyword is refused in a placeholder only where its own parameter's pattern sets it: `set: {slug: last}` left
    // the compiled parser refusing `link=last` too (both parameters have the keyword).
    Regression(
      "keywords: another parameter's set keyword",
      link: "https://p.example/i/7?link=last",
      expected: "ok\tpage\tnumber(7), last\tlink=last&slug=7\thttps://p.example/i/7?link=last\t-\t",
      spec: #"""
        {
          "app": "P", "domains": ["p.example"], "aasa": { "appIDs": ["ABCDE12345.com.example.p"] },
          "routes": [
            { "name": "page", "summary": "P.",
              "params": { "slug": { "type": "int", "keywords": ["last"] }, "link": { "type": "int", "keywords": ["last"] } },
              "web": ["/i/{slug}?link={link}", { "pattern": "/i/fixed?link={link}", "set": { "slug": "last" } }] }
          ]
        }
        """#),
    // A wildcard's label is read lowercase whatever its type: an enum's or a narrowed string's label written in
    // capitals (`DE.s.example`) is the same label (the compiled parser compared the capitals).
    Regression(
      "labels: a narrowed label in capitals",
      link: "https://Xy.S.example/p/1",
      expected: "ok\tp\t\"xy\", 1\tid=1&region=xy\thttps://xy.s.example/p/1\t-\t",
      spec: #"""
        {
          "app": "S", "domains": ["s.example", "{region}.s.example", "www.s.example"],
          "aasa": { "appIDs": ["ABCDE12345.com.example.s"] },
          "routes": [
            { "name": "p", "summary": "P.",
              "params": { "region": { "type": "string", "characters": "a-z", "minLength": 2, "maxLength": 2, "optional": true }, "id": "int" },
              "web": "/p/{id}" }
          ]
        }
        """#),
    // An optional value in fragment text (`r4#%23{blog}`) is written only by a pattern with it: the compiled
    // builder took that pattern for nil too, wrote `s://r4` without checking it, and b's pattern takes that link.
    Regression(
      "builders: an optional value in fragment text, absent",
      link: "s://r4?blog=%23x&blog=%23x",
      expected: "ok\ta\tnil\t\thttps://s.example/r4/~x\t-\t",
      spec: #"""
        {
          "app": "S", "scheme": "s", "domains": ["s.example", "{blog}.s.example"],
          "aasa": { "appIDs": ["ABCDE12345.com.example.s"] },
          "routes": [
            { "name": "a", "summary": "A.", "params": { "blog": { "type": "string", "optional": true } },
              "web": "/r4/~x", "scheme": ["r4#%23{blog}", "r4"] },
            { "name": "b", "summary": "B.", "params": { "blog": { "type": "string", "optional": true } },
              "web": "/r4/~x?goto=lastpost", "scheme": "r4?blog=%23{blog}" }
          ]
        }
        """#),
    // `description` lists the query items a route with `otherQuery` passes on, a destination's too; the core's
    // (what `routegen links` expects an app to report) left them out.
    Regression(
      "description: other query items, in a destination",
      link: "https://p.example/login?next=/search?x=1",
      expected:
        "ok\tlogin\tsearch(nil, [\"x\"=\"1\"])\tnext=/search?x=1\thttps://p.example/login?next=/search?x=1\t-\t\tlogin(search(nil, [\"x\"=\"1\"]))\tlogin(next: search(otherQuery: [\"x\": \"1\"]))",
      spec: #"""
        {
          "app": "P", "domains": ["p.example"], "aasa": { "appIDs": ["ABCDE12345.com.example.p"] },
          "routes": [
            { "name": "search", "summary": "S.", "otherQuery": true, "params": { "q": { "type": "string", "optional": true } },
              "web": "/search?q={q}" },
            { "name": "login", "summary": "L.", "params": { "next": { "type": "route", "optional": true } },
              "web": "/login?next={next}" }
          ]
        }
        """#),
    // A parent's argument label is not escaped: `.list(default: x)`, not `` .list(`default`: x) `` (a warning, so
    // an error in the generated file's `-warnings-as-errors` build).
    Regression(
      "parents: a parameter named after a keyword",
      link: "https://p.example/a/x/b",
      expected: "",
      spec: #"""
        {
          "app": "P", "domains": ["p.example"], "aasa": { "appIDs": ["ABCDE12345.com.example.p"] },
          "routes": [
            { "name": "a", "summary": "A.", "params": { "default": "string" }, "web": "/a/{default}" },
            { "name": "b", "summary": "B.", "parent": "a", "params": { "default": "string" }, "web": "/a/{default}/b" }
          ]
        }
        """#),
    // A builder's link that a more specific path takes and then refuses is no link: `s165-app://AZ0` is r0's
    // path (its host `%41z0`, case-folded), which refuses it for its missing values, so `r2(front: "AZ0")` has no
    // custom-scheme URL. The builders wrote it unchecked: their check looked at r0's query too.
    Regression(
      "builders: a more specific path takes the link and refuses it",
      link: "HTTPS://S165.EXAMPLE/%41Z0/",
      expected:
        "ok\tr2Page\t\"AZ0\"\tfront=AZ0\thttps://s165.example/AZ0\t-\t\tr2Page(\"AZ0\")\tr2Page(front: \"AZ0\")",
      spec: #"""
        {
          "app": "S165", "scheme": "s165-app", "domains": ["s165.example"],
          "aasa": { "appIDs": ["ABCDE12345.com.example.s165"] },
          "routes": [
            { "name": "r0Page", "params": { "default": "string", "values": { "type": "int" } },
              "scheme": "%41z0/?a%20b={values}#{default}" },
            { "name": "r2Page", "params": { "front": "string" }, "web": "/{front}", "scheme": "{front}" }
          ]
        }
        """#),
    // A default left out leaves `/quill/index/`, the index's link; written out (`?flag=N`) it reads back, so the
    // builders write it (found by random specs: the builders gave no link).
    Regression(
      "builders: a default written where the link without it reads otherwise",
      link: "https://p.example/quill/index/?flag=N",
      spec: #"""
        {
          "app": "P", "scheme": "p", "domains": ["p.example"], "aasa": { "appIDs": ["ABCDE12345.com.example.p"] },
          "routes": [
            { "name": "index", "summary": "I.", "refuseOtherQuery": true, "web": "/quill/index/", "scheme": "quill/index" },
            { "name": "quill", "summary": "Q.", "web": "/quill/{q}/?flag={flag}", "scheme": "quill/{q}?flag={flag}",
              "params": { "q": "string", "flag": { "type": "bool", "falseValues": ["N"], "default": false } } }
          ]
        }
        """#),
    // Android's `*` stops at the first `.` after `@`: the fragment `@,.json&mode=full#@,.json` opens the app on
    // iOS and the browser on Android (found by random specs; ROUTES.md lists it, and the check excuses it).
    Regression(
      "Android rules: a value that holds the character after its `*`",
      link: "https://s95.example/items3?next=x&a=/x5.php&q=y&mode=full#@a.b.json",
      spec: #"""
        {
          "app": "S95", "domains": ["s95.example"], "aasa": { "appIDs": ["ABCDE12345.com.example.s95"] },
          "android": { "package": "com.example.s95",
            "fingerprints": ["0B:30:55:7A:9F:C4:E9:0E:33:58:7D:A2:C7:EC:11:36:5B:80:A5:CA:EF:14:39:5E:83:A8:CD:F2:17:3C:61:86"] },
          "routes": [
            { "name": "r3", "summary": "R.",
              "params": { "default": "string", "q": "string", "next": "string", "a": "route" },
              "web": "/items3?next={next}&a={a}&q={q}&mode=full#@{default}.json" },
            { "name": "item_5", "summary": "I.", "web": "/x5.php" }
          ]
        }
        """#),
    // A closed label is a host's: another host's parameter of the same name (an enum) left this string label
    // closed, and its links unclaimed.
    Regression(
      "AASA",
      link: "https://lc.blogs2.example/caf%C3%A92",
      expected:
        "ok\titem_2\t\"lc\"\tblog=lc\thttps://lc.blogs2.example/caf%C3%A92\t-\t\titem_2(\"lc\")\titem_2(blog: \"lc\")",
      spec: #"""
          {
            "app": "S55",
            "scheme": "s55.x",
            "aasa": { "appIDs": ["ABCDE12345.com.example.s55"] },
            "routes": [
              {
                "name": "route-0",
                "hosts": ["{blog...}.blogs0.example", "blogs0.example"],
                "params": {
                  "tags": { "type": "uuid" },
                  "next": { "type": "date" },
                  "blog": { "type": "enum", "values": ["de", "fr", "it"], "optional": true }
                },
                "web": "/items0/view?tags={tags}&mode=full#next={next}"
              },
              {
                "name": "item_2",
                "hosts": ["{blog}.blogs2.example", "www.blogs2.example"],
                "params": { "blog": { "type": "string", "optional": true } },
                "web": "/caf%C3%A92"
              }
            ]
          }
        """#),
    // A site label is the link's, optional there, even on a route whose own hosts need it (found by seed 7):
    // the builder wrote `blog.rawValue` of a `Blog?`, and the generated Swift did not compile.
    Regression(
      "labels: an enum label a route's own hosts need",
      link: "https://de.other.example/a",
      spec: #"""
        {
          "app": "P", "scheme": "p", "domains": ["p.example", "{blog}.p.example"],
          "aasa": { "appIDs": ["ABCDE12345.com.example.p"] },
          "labels": { "blog": { "type": "enum", "values": ["de", "fr"] } },
          "routes": [
            { "name": "a", "summary": "A.", "hosts": ["{blog}.other.example"], "web": "/a" }
          ]
        }
        """#),
  ]
}
