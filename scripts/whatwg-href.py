#!/usr/bin/env python3
"""A browser's reading of links, for the spec-space fuzzer: reads a JSON array of URL strings on standard input
and writes a JSON array of the same length, each the URL's `href` by the WHATWG URL standard (ada-url, the URL
parser of Node.js), or null where the standard refuses it. Install: pip install ada-url."""
import json
import sys

import ada_url

hrefs = []
for link in json.load(sys.stdin):
    try:
        hrefs.append(ada_url.URL(link).href)
    except ValueError:
        hrefs.append(None)
json.dump(hrefs, sys.stdout)
