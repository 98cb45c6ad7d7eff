#!/usr/bin/env python3
"""Copies Specs/route-spec.schema.json into Sources/RouteGenCore/Reading/EmbeddedSchema.swift, which `routegen init`
writes beside a new spec. Run it after editing the schema; a test fails when the two differ.

    python3 scripts/embed-schema.py
"""
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
source = root / "Specs/route-spec.schema.json"
target = root / "Sources/RouteGenCore/Reading/EmbeddedSchema.swift"

text = source.read_text(encoding="utf-8")
if '"""#' in text or "\\#" in text or not text.endswith("\n"):
    sys.exit(f"{source}: must end with a newline and may not contain '\"\"\"#' or '\\#' (it is embedded in a raw string literal)")
body = text[:-1].split("\n")
indented = "\n".join(("    " + line) if line else "" for line in body)
target.write_text(
    "// Written by scripts/embed-schema.py from Specs/route-spec.schema.json. Do not edit.\n"
    "\n"
    "/// The spec schema, byte for byte, for `routegen init` to put beside the specs it writes.\n"
    "enum EmbeddedSchema {\n"
    "  static let fileName = \"route-spec.schema.json\"\n"
    "\n"
    '  static let text = #"""\n'
    f"{indented}\n"
    '\n    """#\n'
    "}\n",
    encoding="utf-8",
)
print(f"wrote {target.relative_to(root)} ({len(body)} lines)")
