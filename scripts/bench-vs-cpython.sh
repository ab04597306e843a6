#!/usr/bin/env bash
# Side-by-side: the same kernels (scripts/bench_kernels.py) under python3 and under Krait
# (one JVM, REPS repetitions each). Prints best (warm) and first-run times and the ratio.
# Usage: scripts/bench-vs-cpython.sh [REPS]   (build first: ./mvnw -q -o -B install -Dmaven.test.skip=true)
# KRAIT_JAR=path overrides the jar; KRAIT_BASELINE_JAR=path adds a column for a second (older) build.
set -euo pipefail
cd "$(dirname "$0")/.."
REPS="${1:-20}"
JAR="${KRAIT_JAR:-krait-cli/target/krait.jar}"
PY="$(mktemp)"; KR="$(mktemp)"; BL="$(mktemp)"; SRC="$(mktemp --suffix=.py)"
trap 'rm -f "$PY" "$KR" "$BL" "$SRC"' EXIT
sed "s/^REPS = .*/REPS = $REPS/" scripts/bench_kernels.py > "$SRC"
python3 "$SRC" > "$PY"
java ${KRAIT_JAVA_OPTS:--Xss16m} -jar "$JAR" run --timeout 600s "$SRC" > "$KR"
if [ -n "${KRAIT_BASELINE_JAR:-}" ]; then
  java ${KRAIT_JAVA_OPTS:--Xss16m} -jar "$KRAIT_BASELINE_JAR" run --timeout 600s "$SRC" > "$BL"
  printf '%-14s %10s %12s %8s %10s %8s %12s %12s\n' kernel cpython_ms base_ms ratio krait_ms ratio base_first krait_first
  join <(sort "$PY") <(sort "$BL") | join - <(sort "$KR") | while read -r name pb pf bb bf kb kf; do
    awk -v n="$name" -v pb="$pb" -v bb="$bb" -v bf="$bf" -v kb="$kb" -v kf="$kf" \
      'BEGIN { printf "%-14s %10.2f %12.2f %7.2fx %10.2f %7.2fx %12.2f %12.2f\n", n, pb, bb, bb / pb, kb, kb / pb, bf, kf }'
  done
else
  printf '%-14s %12s %12s %8s %14s\n' kernel cpython_ms krait_ms ratio krait_first_ms
  join <(sort "$PY") <(sort "$KR") | while read -r name pb pf kb kf; do
    awk -v n="$name" -v pb="$pb" -v kb="$kb" -v kf="$kf" \
      'BEGIN { printf "%-14s %12.2f %12.2f %7.2fx %14.2f\n", n, pb, kb, kb / pb, kf }'
  done
fi
echo "(best of $REPS in one process; ratio = krait/cpython best time, < 1 means Krait is faster; first = first repetition)"
