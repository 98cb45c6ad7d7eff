#!/usr/bin/env bash
# Counts the instructions one parse or one build of a committed generated file costs, with callgrind (instructions,
# not seconds: the same on every run, whatever else the machine does), and where they go, function by function.
#
#   scripts/profile.sh <App> parse|web|scheme [<url> more urls…]
#
#   parse   init(string:) of the URL (a hit or a miss)
#   web     universalLinkString of the route the URL parses to
#   scheme  customSchemeURLString of it
#
# Each URL is run once and 201 times in one process; the difference / 200 is one call, without start-up. For the
# first URL it also prints the functions that account for it (self cost, the route type's names shortened).
# Without a URL: every example link of Specs/<App>.routes.json together (for a build, those whose route has the
# form), as the benchmark's hits and builds are: the mean per call, and where it goes. Two commits compare exactly.
# Needs valgrind (apt-get install valgrind) and python3. Builds into .build-profile/ (git ignores .build*).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 2 ]; then
  sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
app=$1
mode=$2
shift 2
case "$mode" in parse | web | scheme) ;; *) echo "mode is parse, web or scheme, not '$mode'" >&2; exit 2 ;; esac
source_file="Generated/$app/${app}Route.swift"
[ -f "$source_file" ] || { echo "no $source_file" >&2; exit 2; }
# The type that parses and builds: the route type, or with site labels the link type.
type="${app}Route"
grep -q "struct ${app}Link:" "$source_file" && type="${app}Link"
command -v valgrind >/dev/null || { echo "valgrind is not installed: apt-get install valgrind" >&2; exit 2; }

build=.build-profile
mkdir -p "$build/driver"
case "$mode" in
  web) form=universalLinkString ;;
  scheme) form=customSchemeURLString ;;
  *) form="" ;;
esac
# The driver reads its URLs from a file, one a line. A build's routes are parsed before the rounds, and only
# those with the form are kept; with 0 rounds it prints how many calls a round makes. Each call is made on the
# value itself, as the benchmark makes it: reading an enum out of an array copies it first (for iBurn's routes,
# a fifth of a build).
if [ -z "$form" ]; then
  routes="[${type}]()"
  calls="urls.count"
  round="for url in urls { for _ in 0..<rounds { consume(try? ${type}(string: url)) } }"
else
  routes="urls.compactMap { try? ${type}(string: \$0) }.filter { \$0.$form != nil }"
  calls="routes.count"
  round="for route in routes { for _ in 0..<rounds { consume(route.$form) } }"
fi
cat >"$build/driver/main.swift" <<EOF
import Foundation
import RouteGenRuntime

@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }
let file = try! String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
let urls = file.split(separator: "\n").map(String.init)
let rounds = Int(CommandLine.arguments[2])!
let routes = $routes
if rounds == 0 { print($calls) }
$round
EOF
binary="$build/profile-$app"
# The runtime as its own module, as an app imports the library product (a release build: -O, whole module).
mkdir -p "$build/runtime"
swiftc -O -wmo -swift-version 6 -parse-as-library -module-name RouteGenRuntime -package-name RouteGen -emit-module \
  -emit-module-path "$build/runtime/RouteGenRuntime.swiftmodule" -emit-library -static \
  -o "$build/runtime/libRouteGenRuntime.a" Sources/RouteGenRuntime/*/*.swift
swiftc -O -wmo -swift-version 6 -module-name Profiled -I "$build/runtime" -L "$build/runtime" -lRouteGenRuntime \
  "$source_file" "${source_file%.swift}+Table.swift" "$build/driver/main.swift" -o "$binary"

count() { valgrind --tool=callgrind --callgrind-out-file="$build/$2.out" "$binary" "$1" "$3" 2>&1 | awk '/refs:/ {gsub(",", "", $NF); print $NF}'; }
# Each run's URLs as a file, and the label of its line.
runs=()
if [ $# -eq 0 ]; then
  python3 -c 'import json, sys
for route in json.load(open(sys.argv[1]))["routes"]:
    for example in route.get("examples", []):
        print(example if isinstance(example, str) else example["url"])' "Specs/$app.routes.json" >"$build/urls-0"
  runs+=("$mode, mean over the example links of Specs/$app.routes.json")
else
  for url in "$@"; do
    printf '%s\n' "$url" >"$build/urls-${#runs[@]}"
    runs+=("$mode $url")
  done
fi
for index in "${!runs[@]}"; do
  urls="$build/urls-$index"
  calls=$(( 200 * $("$binary" "$urls" 0) ))
  [ "$calls" -gt 0 ] || { echo "nothing to count: ${runs[$index]}" >&2; exit 1; }
  once=$(count "$urls" once 1)
  many=$(count "$urls" many 201)
  echo "$(( (many - once) / calls )) instructions  $app ${runs[$index]}"
  if [ "$index" = 0 ]; then
    python3 - "$build/once.out" "$build/many.out" "$type" "$calls" <<'PY'
import re, signal, subprocess, sys

signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `| head` ends the listing quietly

def self_costs(path):
    text = subprocess.run(["callgrind_annotate", "--threshold=100", path], capture_output=True, text=True).stdout
    costs = {}
    for line in text.splitlines():
        match = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(\S+)", line)
        if match and "PROGRAM TOTALS" not in line:
            costs[match.group(2)] = costs.get(match.group(2), 0) + int(match.group(1).replace(",", ""))
    return costs

once, many = self_costs(sys.argv[1]), self_costs(sys.argv[2])
rows = sorted(((many.get(name, 0) - once.get(name, 0)) / int(sys.argv[4]), name) for name in set(once) | set(many))
for cost, name in reversed(rows):
    if cost < 10:
        break
    name = name.split(":", 1)[-1]
    name, recursion = re.subn(r"'\d+$", "", name)  # callgrind's mark for a recursive call's frames
    try:
        name = subprocess.run(["swift", "demangle", "--simplified", "--compact", name], capture_output=True, text=True).stdout.strip() or name
    except OSError:
        pass
    name = name.replace(f"Profiled.{sys.argv[3]}.", "")
    print(f"  {cost:7.0f}  {name[:140]}{' (recursive calls)' if recursion else ''}")
PY
  fi
done
