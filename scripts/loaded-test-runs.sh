#!/usr/bin/env bash
# The whole test suite N times in a row (default 3) while stress-ng keeps every core busy:
# the suite must pass on a loaded machine, not only on a quiet one (issue 10).
# Usage: bash scripts/loaded-test-runs.sh [runs] [output dir]
# Needs stress-ng (apt-get install stress-ng) and what `npm test` needs; prints one line per run.
set -u
runs=${1:-3}
out=${2:-$(mktemp -d /tmp/loaded-test-runs.XXXXXX)}
mkdir -p "$out"
cores=$(nproc)
for i in $(seq 1 "$runs"); do
  stress-ng --cpu "$cores" --timeout 3600s --quiet &
  stress=$!
  start=$(date +%s)
  npx vitest run --reporter=default --reporter=json --outputFile="$out/run$i.json" >"$out/run$i.log" 2>&1
  rc=$?
  kill "$stress"
  wait "$stress" 2>/dev/null
  counts=$(node -e 'const r=require(process.argv[1]);console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed`)' "$out/run$i.json" 2>/dev/null || echo "no report")
  echo "run $i: exit $rc, $(( $(date +%s) - start )) s, $counts (log: $out/run$i.log)"
done
