#!/usr/bin/env bash
# After editing the runtime in Sources/RouteGenRuntime/RuntimeHostRoute.swift: embed it into the generator, then
# rewrite the rest of that file as the generator writes it (a test checks both).
set -euo pipefail
cd "$(dirname "$0")/.."
# The runtime is embedded byte for byte in generated files, which swift format must leave unchanged.
swift format -i Sources/RouteGenRuntime/RuntimeHostRoute.swift
python3 scripts/embed-runtime.py
swift build --product routegen >/dev/null
generated=$(mktemp)
swift run -q routegen swift Tests/RuntimeTests/RuntimeHost.routes.json --output-file "$generated"
{ sed -n '1,/^$/p' Sources/RouteGenRuntime/RuntimeHostRoute.swift; cat "$generated"; } > "$generated.new"
mv "$generated.new" Sources/RouteGenRuntime/RuntimeHostRoute.swift
rm -f "$generated"
echo "Sources/RouteGenRuntime/RuntimeHostRoute.swift and the embedded runtime are up to date"
