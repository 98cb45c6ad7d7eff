#!/usr/bin/env bash
# Counts the instructions one parse or one build of a committed generated file costs, with callgrind (instructions,
# not seconds: the same on every run, whatever else the machine does), and where they go, function by function.
#
#   scripts/profile.sh <App> parse|web|scheme <url> [more urls…]
#
#   parse   init(string:) of the URL (a hit or a miss)
#   web     universalLinkString of the route the URL parses to
#   scheme  customSchemeURLString of it
#
# Each URL is run once and 201 times in one process; the difference / 200 is one call, without start-up. For the
# first URL it also prints the functions that account for it (self cost, the route type's names shortened).
# Needs valgrind (apt-get install valgrind) and python3. Builds into .build-profile/ (git ignores .build*).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 3 ]; then
  sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
app=$1
mode=$2
shift 2
case "$mode" in parse | web | scheme) ;; *) echo "mode is parse, web or scheme, not '$mode'" >&2; exit 2 ;; esac
source_file="Generated/$app/${app}Route.swift"
[ -f "$source_file" ] || { echo "no $source_file" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "valgrind is not installed: apt-get install valgrind" >&2; exit 2; }

build=.build-profile
mkdir -p "$build/driver"
case "$mode" in
  web) call="consume(route!.universalLinkString)" ;;
  scheme) call="consume(route!.customSchemeURLString)" ;;
  *) call="consume(try? ${app}Route(string: url))" ;;
esac
cat >"$build/driver/main.swift" <<EOF
@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }
let url = CommandLine.arguments[1]
let calls = Int(CommandLine.arguments[2])!
let route = "$mode" == "parse" ? nil : try! ${app}Route(string: url)
for _ in 0..<calls { $call }
EOF
binary="$build/profile-$app"
swiftc -O -swift-version 6 -module-name Profiled "$source_file" "$build/driver/main.swift" -o "$binary"

count() { valgrind --tool=callgrind --callgrind-out-file="$build/$2.out" "$binary" "$1" "$3" 2>&1 | awk '/refs:/ {gsub(",", "", $NF); print $NF}'; }
first=1
for url in "$@"; do
  once=$(count "$url" once 1)
  many=$(count "$url" many 201)
  echo "$(( (many - once) / 200 )) instructions  $app $mode $url"
  if [ "$first" = 1 ]; then
    first=0
    python3 - "$build/once.out" "$build/many.out" "$app" <<'PY'
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
rows = sorted(((many.get(name, 0) - once.get(name, 0)) / 200, name) for name in set(once) | set(many))
for cost, name in reversed(rows):
    if cost < 10:
        break
    name = name.split(":", 1)[-1]
    name, recursion = re.subn(r"'\d+$", "", name)  # callgrind's mark for a recursive call's frames
    try:
        name = subprocess.run(["swift", "demangle", "--simplified", "--compact", name], capture_output=True, text=True).stdout.strip() or name
    except OSError:
        pass
    name = name.replace(f"Profiled.{sys.argv[3]}Route.", "")
    print(f"  {cost:7.0f}  {name[:140]}{' (recursive calls)' if recursion else ''}")
PY
  fi
done
