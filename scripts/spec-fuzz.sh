#!/usr/bin/env bash
# The spec-space fuzzer's long run (Fuzzing.md): random valid specs from a seed for a given time, their generated
# Swift compiled in batches and every link held to the reference, the builders, the AASA files, ROUTES.md,
# routegen match and a browser. CI runs a fixed-seed slice of 200 specs.
#
#   scripts/spec-fuzz.sh [seconds (default 1800)] [seed (default: the current time)]
#
# What it finds is printed, the first kinds shrunk to entries for Tests/SpecFuzz/Regressions.swift; the exit
# status is 1 when it found anything.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-1800}
seed=${2:-$(date +%s)}
if ! python3 -c "import ada_url" 2>/dev/null; then
  python3 -m pip install --quiet --disable-pip-version-check ada-url
fi
swift build --product routegen-spec-fuzz
exec "$(swift build --show-bin-path)/routegen-spec-fuzz" --seed "$seed" --seconds "$seconds" --shrink 8 \
  --work .build-spec-fuzz
