#!/usr/bin/env bash
# After editing the runtime in Sources/RouteGenRuntime/RuntimeHostRoute.swift: embed it into the generator, then
# rewrite the rest of that file as the generator writes it (a test checks both).
set -euo pipefail
cd "$(dirname "$0")/.."
# The runtime is embedded byte for byte in generated files, which swift format must leave unchanged.
swift format -i Sources/RouteGenRuntime/RuntimeHostRoute.swift
# Only a runtime that compiles is embedded (building `routegen` does not compile it).
swift build -q --target RouteGenRuntime
python3 scripts/embed-runtime.py
swift build --product routegen >/dev/null
generated=$(mktemp)
swift run -q routegen swift Tests/RuntimeTests/RuntimeHost.routes.json --output-file "$generated"
# Generated files carry no section markers (`// routegen:if …`); the runtime's home keeps its runtime as written.
python3 - "$generated" <<'PYTHON'
import pathlib, sys
home = pathlib.Path("Sources/RouteGenRuntime/RuntimeHostRoute.swift").read_text(encoding="utf-8").split("\n")
generated = pathlib.Path(sys.argv[1]).read_text(encoding="utf-8").split("\n")
def region(lines):
    return lines.index("// routegen:runtime:begin"), lines.index("// routegen:runtime:end")
home_begin, home_end = region(home)
begin, end = region(generated)
header = home[:home.index("") + 1]
pathlib.Path(sys.argv[1]).write_text(
    "\n".join(header + generated[:begin] + home[home_begin:home_end] + generated[end:]), encoding="utf-8")
PYTHON
mv "$generated" Sources/RouteGenRuntime/RuntimeHostRoute.swift
echo "Sources/RouteGenRuntime/RuntimeHostRoute.swift and the embedded runtime are up to date"
