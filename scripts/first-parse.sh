#!/usr/bin/env bash
# Times a process's first parse, which reads the route table (RouteGen.RouteTable, compiled into the generated
# <App>Route+Table.swift) before it parses, against its
# second: the median of eleven processes (a fresh process's time moves by a fifth between runs), in microseconds,
# per spec.
#
#   scripts/first-parse.sh [--instructions] <spec.routes.json> [more specs…]
#
# The URL parsed is the spec's first example. The runtime is built as its own module (-O, whole module), as an
# app links the library product, and the generated files and a driver as the app (-O). It also times the first parse
# in processes that have parsed a link of another route type (one route) before: the runtime's code has run, so
# what is left is reading the table, without the process's first touch of that code (page faults, lazy binding).
# --instructions also counts the first parse's instructions with callgrind, collecting only inside it (the same
# on every run; needs valgrind). Builds into .build-first-parse/ (git ignores .build*).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
  sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
instructions=false
if [ "$1" = --instructions ]; then
  instructions=true
  shift
  command -v valgrind >/dev/null || { echo "valgrind is not installed: apt-get install valgrind" >&2; exit 2; }
fi
build=.build-first-parse
mkdir -p "$build/runtime"
swift build --product routegen >/dev/null
swiftc -O -wmo -swift-version 6 -parse-as-library -module-name RouteGenRuntime -package-name RouteGen -emit-module \
  -emit-module-path "$build/runtime/RouteGenRuntime.swiftmodule" -emit-library -static \
  -o "$build/runtime/libRouteGenRuntime.a" Sources/RouteGenRuntime/*/*.swift
# The route type parsed first to warm the runtime's code: one route.
mkdir -p "$build/warm"
cat >"$build/warm/Warm.routes.json" <<'JSON'
{
  "app": "Warm",
  "domains": ["warm.example"],
  "aasa": { "appIDs": ["ABCDE12345.example.warm"] },
  "routes": [
    { "name": "item", "summary": "An item.", "web": ["/item/{id}"], "params": { "id": { "type": "int" } } }
  ]
}
JSON
.build/debug/routegen generate "$build/warm/Warm.routes.json" --output "$build/warm/out" >/dev/null
for spec in "$@"; do
  read -r app url < <(python3 -c 'import json, sys
spec = json.load(open(sys.argv[1]))
example = next(e for r in spec["routes"] for e in r.get("examples", []))
print(spec["app"], example if isinstance(example, str) else example["url"])' "$spec")
  rm -rf "$build/$app" && mkdir -p "$build/$app"
  .build/debug/routegen generate "$spec" --output "$build/$app/out" >/dev/null 2>&1
  cat >"$build/$app/main.swift" <<SWIFT
import Foundation
import RouteGenRuntime

@inline(never) func measuredCall(_ url: String) -> ${app}Route? { try? ${app}Route(string: url) }

let url = CommandLine.arguments[1]
if CommandLine.arguments.count > 2 {
  precondition((try? WarmRoute(string: "https://warm.example/item/1")) != nil)
}
let start = DispatchTime.now().uptimeNanoseconds
let first = measuredCall(url)
let middle = DispatchTime.now().uptimeNanoseconds
let second = try? ${app}Route(string: url)
let end = DispatchTime.now().uptimeNanoseconds
precondition(first != nil && first == second, "\(url) does not parse")
print((middle - start) / 1000, end - middle)
SWIFT
  swiftc -O -wmo -swift-version 6 -module-name FirstParse -I "$build/runtime" -L "$build/runtime" -lRouteGenRuntime \
    "$build/$app/out/$app/${app}Route.swift" "$build/$app/out/$app/${app}Route+Table.swift" "$build/warm/out/Warm/WarmRoute.swift" "$build/warm/out/Warm/WarmRoute+Table.swift" "$build/$app/main.swift" \
    -o "$build/$app/first-parse"
  runs=$(for _ in $(seq 11); do "$build/$app/first-parse" "$url"; done | sort -n)
  first=$(echo "$runs" | awk 'NR == 6 { print $1 }')
  second=$(echo "$runs" | awk '{ print $2 }' | sort -n | awk 'NR == 6')
  warm=$(for _ in $(seq 11); do "$build/$app/first-parse" "$url" warm; done | sort -n | awk 'NR == 6 { print $1 }')
  counted=""
  if $instructions; then
    counted=$(valgrind --tool=callgrind --toggle-collect='*measuredCall*' --callgrind-out-file=/dev/null \
      "$build/$app/first-parse" "$url" 2>&1 >/dev/null | awk '/refs:/ { print $NF }')
    counted="; $counted instructions"
  fi
  echo "$app ($(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["routes"]))' "$spec") routes): first parse ${first} µs (${warm} µs after another route type's), second ${second} ns (median of 11 processes; $url)$counted"
done
