#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a fixed time: one per app (its generated parser and builders
# against the core's reference matcher, Tests/Fuzz/RouteFuzzer.swift) and one for the spec reader
# (Tests/Fuzz/SpecFuzzer.swift). Seeds come from Tests/Fuzz/Corpus (scripts/fuzz-corpus.py writes them);
# what a run discovers stays in .build-fuzz/corpus and makes the next run start further.
#
#   scripts/fuzz.sh [seconds per target (default 60)] [target...]    targets: iBurn Awful Ghost NovaSocial Unveil WordPress Spec
#
# A crash stops that target, saves the input as .build-fuzz/artifacts/<target>-crash-…, and fails the script;
# reproduce it with: ROUTEGEN_FUZZ_SPEC=Specs/<App>.routes.json .build-fuzz/fuzz-<App> <that file>
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(iBurn Awful Ghost NovaSocial Unveil WordPress Spec); fi

build=.build-fuzz
mkdir -p "$build/artifacts"
flags=(-swift-version 6 -parse-as-library -sanitize=fuzzer,address -O)
quiet_linker() { grep -v "ld.gold: warning: Cannot export local symbol" >&2 || true; }

echo "building the runtime, the table compiler and the core with -sanitize=fuzzer,address"
swiftc "${flags[@]}" -module-name RouteGenRuntime -package-name RouteGen -emit-library -static -emit-module \
  -emit-module-path "$build/RouteGenRuntime.swiftmodule" -o "$build/libRouteGenRuntime.a" \
  Sources/RouteGenRuntime/*/*.swift 2> >(quiet_linker)
swiftc "${flags[@]}" -I "$build" -module-name RouteGenTableCompiler -package-name RouteGen -emit-library -static \
  -emit-module -emit-module-path "$build/RouteGenTableCompiler.swiftmodule" -o "$build/libRouteGenTableCompiler.a" \
  Sources/RouteGenTableCompiler/*.swift 2> >(quiet_linker)
# shellcheck disable=SC2046
swiftc "${flags[@]}" -I "$build" -module-name RouteGenCore -package-name RouteGen -emit-library -static -emit-module \
  -emit-module-path "$build/RouteGenCore.swiftmodule" -o "$build/libRouteGenCore.a" \
  $(find Sources/RouteGenCore -name '*.swift' | sort) 2> >(quiet_linker)

summary=()
failed=0
for target in "${targets[@]}"; do
  echo "building fuzz-$target"
  if [ "$target" = Spec ]; then
    sources=(Tests/Fuzz/SpecFuzzer.swift)
    spec=""
    max_len=65536
  else
    echo "typealias FuzzedRoute = ${target}Route" > "$build/$target.swift"
    sources=(Tests/Fuzz/RouteFuzzer.swift "Generated/$target/${target}Route.swift" "Generated/$target/${target}Route+Table.swift" "$build/$target.swift")
    spec="Specs/$target.routes.json"
    max_len=4096
  fi
  swiftc "${flags[@]}" -I "$build" -L "$build" -lRouteGenCore -lRouteGenTableCompiler -lRouteGenRuntime "${sources[@]}" -o "$build/fuzz-$target" 2> >(quiet_linker)

  mkdir -p "$build/corpus/$target"
  log="$build/$target.log"
  status=0
  ASAN_OPTIONS=detect_leaks=0 ROUTEGEN_FUZZ_SPEC="$spec" "$build/fuzz-$target" \
    "$build/corpus/$target" "Tests/Fuzz/Corpus/$target" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 \
    -artifact_prefix="$build/artifacts/$target-" >"$log" 2>&1 || status=$?
  runs=$(grep -Eo 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 || true)
  corpus=$(grep -Eo 'corp: [0-9]+' "$log" | tail -1 || true)
  if [ "$status" -ne 0 ]; then
    failed=1
    summary+=("$target: FAILED (exit $status); see $log")
    grep -E "Fatal error|ERROR:|SUMMARY|Test unit written" "$log" | head -8 >&2 || true
  else
    summary+=("$target: ${runs:-no runs?}s, ${corpus:-corp: ?} inputs in the corpus, no crash")
  fi
done

echo
echo "fuzzing, $seconds s per target:"
printf '  %s\n' "${summary[@]}"
exit "$failed"
