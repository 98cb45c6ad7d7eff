#!/usr/bin/env python3
"""Copies the runtime (the body of `extension RuntimeHostRoute` between the `routegen:runtime` markers in
Sources/RouteGenRuntime/RuntimeHostRoute.swift) into Sources/RouteGenCore/Rendering/Swift/EmbeddedRuntime.swift, which
the generator embeds byte for byte in every generated file. Run it after editing the runtime; a test fails when the
two differ.

    python3 scripts/embed-runtime.py
"""
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
source = root / (sys.argv[1] if len(sys.argv) > 1 else "Sources/RouteGenRuntime/RuntimeHostRoute.swift")
target = root / "Sources/RouteGenCore/Rendering/Swift/EmbeddedRuntime.swift"

lines = source.read_text(encoding="utf-8").split("\n")
begin = lines.index("// routegen:runtime:begin")
end = lines.index("// routegen:runtime:end")
if lines[begin + 1] != "extension RuntimeHostRoute {" or lines[end - 1] != "}":
    sys.exit(f"{source}: the runtime must be exactly `extension RuntimeHostRoute {{` … `}}` between the markers")
body = lines[begin + 2:end - 1]
text = "\n".join(body) + "\n"
if '"""#' in text or "\\#" in text:
    sys.exit(f"{source}: the runtime may not contain '\"\"\"#' or '\\#' (it is embedded in a raw string literal)")

indented = "\n".join(("    " + line) if line else "" for line in body)
target.write_text(
    "// Written by scripts/embed-runtime.py from Sources/RouteGenRuntime/RuntimeHostRoute.swift. Do not edit.\n"
    "\n"
    "/// The runtime every generated route file carries, byte for byte: the body of `extension RuntimeHostRoute` in\n"
    "/// RouteGenRuntime, where it is compiled and tested as itself.\n"
    "enum EmbeddedRuntime {\n"
    '    static let body = #"""\n'
    f"{indented}\n"
    '\n    """#\n'
    "}\n",
    encoding="utf-8",
)
print(f"wrote {target.relative_to(root)} ({len(body)} lines)")
