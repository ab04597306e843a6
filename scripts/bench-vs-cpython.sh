#!/usr/bin/env bash
# Side by side: every kernel of krait-bench/src/main/resources/kernels under python3 (one process)
# and under Krait (one warm JVM, dev.krait.bench.KernelRunner), in the same run. Prints per kernel
# the median times, the ratio Krait / CPython (< 1 means Krait is faster) and the geometric mean,
# and flags a kernel whose result digest differs between the two.
# Usage: scripts/bench-vs-cpython.sh [-w WARMUP] [-r REPS] [-n ROUNDS] [NAME...]
#   ROUNDS > 1 alternates CPython and Krait that many times and keeps each kernel's best median.
#   Build first: ./mvnw -q -B -DskipTests package -pl krait-bench -am
#   KRAIT_BENCH_JAR=path overrides the jar; KRAIT_JAVA_OPTS adds JVM options (default -Xss16m);
#   KRAIT_KERNELS=dir runs the kernels of another folder (a held-out set, with its own harness.py).
set -euo pipefail
cd "$(dirname "$0")/.."
WARMUP=20 REPS=10 ROUNDS=1
while getopts "w:r:n:" opt; do
  case "$opt" in
    w) WARMUP="$OPTARG" ;;
    r) REPS="$OPTARG" ;;
    n) ROUNDS="$OPTARG" ;;
    *) exit 64 ;;
  esac
done
shift $((OPTIND - 1))
JAR="${KRAIT_BENCH_JAR:-krait-bench/target/krait-bench.jar}"
DIR="${KRAIT_KERNELS:-krait-bench/src/main/resources/kernels}"
if [ ! -f "$JAR" ]; then
  echo "bench-vs-cpython: $JAR not found; build it with: ./mvnw -q -B -DskipTests package -pl krait-bench -am" >&2
  exit 64
fi
PY="$(mktemp)"; KR="$(mktemp)"
trap 'rm -f "$PY" "$KR"' EXIT
for _ in $(seq "$ROUNDS"); do
  python3 scripts/bench_kernels.py --dir "$DIR" --warmup "$WARMUP" --reps "$REPS" "$@" >> "$PY"
  # shellcheck disable=SC2086
  java ${KRAIT_JAVA_OPTS:--Xss16m} -cp "$JAR" dev.krait.bench.KernelRunner --dir "$DIR" \
    --warmup "$WARMUP" --reps "$REPS" "$@" >> "$KR"
done
# Per kernel, the best median over the rounds (wall and CPU time separately), in first-seen order.
awk -v rounds="$ROUNDS" -v warmup="$WARMUP" -v reps="$REPS" '
  function best(arr, k, v) { if (!(k in arr) || v < arr[k]) arr[k] = v }
  FNR == 1 { file++ }
  file == 1 { best(pw, $1, $2); best(pc, $1, $3); pd[$1] = $5; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
  file == 2 { best(kw, $1, $2); best(kc, $1, $3); best(kf, $1, $4); kd[$1] = $5 }
  END {
    printf "%-20s %9s %9s %7s   %9s %9s %7s %10s\n", "kernel", "py_wall", "kr_wall", "ratio", "py_cpu", "kr_cpu", "ratio", "kr_first"
    lw = 0; lc = 0; count = 0; slower = 0
    for (i = 1; i <= n; i++) {
      k = order[i]
      if (!(k in kw)) { printf "%-20s %9.2f %9s\n", k, pw[k], "FAILED"; continue }
      rw = kw[k] / pw[k]; rc = kc[k] / pc[k]; lw += log(rw); lc += log(rc); count++; if (rw > 1) slower++
      printf "%-20s %9.2f %9.2f %6.2fx   %9.2f %9.2f %6.2fx %10.2f%s\n", k, pw[k], kw[k], rw, pc[k], kc[k], rc, kf[k], (pd[k] == kd[k] ? "" : "  RESULT DIFFERS")
    }
    if (count > 0) printf "%-20s %9s %9s %6.2fx   %9s %9s %6.2fx\n", "geometric mean", "", "", exp(lw / count), "", "", exp(lc / count)
    printf "(ms: wall = median of %d runs after %d warm-up runs, cpu = mean, best of %d round(s); ratio = krait/cpython, < 1 is faster;\n", reps, warmup, rounds
    printf " cpu = process CPU time of all threads (JIT and GC included); %d kernel(s) slower than CPython by wall time)\n", slower
  }' "$PY" "$KR"
