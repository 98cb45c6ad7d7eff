#!/usr/bin/env bash
# The full benchmark, with the 1,000- and 10,000-route synthetic specs compiled in. Their release compile is slow
# (the Swift optimizer's cold-block analysis on the generated code; see the README's Performance section).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p Sources/RouteGenBenchLarge
swift run -c release routegen synthesize --routes 1000 > Sources/RouteGenBenchLarge/Synthetic1000.routes.json
swift run -c release routegen synthesize --routes 10000 > Sources/RouteGenBenchLarge/Synthetic10000.routes.json
ROUTEGEN_BENCH_LARGE=1 swift run -c release --scratch-path .build-bench-large routegen-bench "$@"
