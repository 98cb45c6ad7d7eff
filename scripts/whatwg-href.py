#!/usr/bin/env python3
"""A browser's reading of links, by the WHATWG URL standard (ada-url, the URL parser of Node.js, from PyPI:
pip install ada-url).

  whatwg-href.py                 reads a JSON array of URL strings on standard input and writes a JSON array of
                                 the same length: each URL's `href`, or null where the standard refuses it (the
                                 spec-space fuzzer's browser check)
  whatwg-href.py --check FILE    FILE is a JSON array of [text, href] pairs (Tests/GeneratedRouteTests/
                                 BrowserReadings.json): fails unless every href is the standard's for its text
  whatwg-href.py --update FILE   writes the standard's href into each pair of FILE
"""
import json
import sys

import ada_url


def href(link):
    try:
        return ada_url.URL(link).href
    except ValueError:
        return None


def main(arguments):
    if not arguments:
        json.dump([href(link) for link in json.load(sys.stdin)], sys.stdout)
        return 0
    mode, path = arguments
    with open(path, encoding="utf-8") as file:
        pairs = json.load(file)
    read = [[text, href(text)] for text, _ in pairs]
    if mode == "--update":
        with open(path, "w", encoding="utf-8") as file:
            file.write("[\n" + ",\n".join("  " + json.dumps(pair) for pair in read) + "\n]\n")
        return 0
    stale = [(text, old, new) for (text, old), (_, new) in zip(pairs, read) if old != new]
    for text, old, new in stale:
        print(f"{path}: {text!r} reads as {new!r}, not {old!r}; run scripts/whatwg-href.py --update {path}")
    return 1 if stale else 0


sys.exit(main(sys.argv[1:]))
