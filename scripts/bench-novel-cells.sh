#!/usr/bin/env bash
# Side-by-side: novel cells in a warm host. The host-free conformance cases (selection rule in
# scripts/novel_cells.py) run ONCE each in one process that has already run other Python (the
# CPU kernels of scripts/bench_kernels.py, twice), then a second time: python3 exec-ing the files
# (scripts/novel_cells.py) beside Krait (dev.krait.bench.NovelCells, through CodeExecutor).
# ROUNDS rounds interleaved; the table shows medians and ratios to python3 of the same round.
# Usage: scripts/bench-novel-cells.sh [ROUNDS]    (build first: ./mvnw -q -DskipTests package)
# KRAIT_NOVEL_VARIANTS="name|JAVA|JVM flags|NovelCells flags;..." replaces the Krait columns, e.g.
#   "17|java|-Xss16m|--warm-up off;25|/usr/lib/jvm/temurin-25-jdk-amd64/bin/java|-Xss16m|"
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS="${1:-3}"
CASES=krait-python/src/test/resources/conformance
JAR="${KRAIT_BENCH_JAR:-krait-bench/target/krait-bench.jar}"
WORK="$(mktemp -d)"; trap 'rm -rf "$WORK"' EXIT
python3 scripts/novel_cells.py select "$CASES" "$WORK/list"
sed "s/^REPS = .*/REPS = 2/" scripts/bench_kernels.py > "$WORK/prewarm.py"
J25=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
DEFAULT="krait17 warm-up|java|-Xss16m|;krait17 no warm-up|java|-Xss16m|--warm-up off"
[ -x "$J25" ] && DEFAULT="$DEFAULT;krait25 warm-up|$J25|-Xss16m|;krait25 no warm-up|$J25|-Xss16m|--warm-up off"
IFS=';' read -ra VARIANTS <<< "${KRAIT_NOVEL_VARIANTS:-$DEFAULT}"
for r in $(seq "$ROUNDS"); do
  python3 scripts/novel_cells.py run "$CASES" "$WORK/list" --prewarm "$WORK/prewarm.py" --prewarm-runs 1 \
    | sed "s/^/python3|$r|/" >> "$WORK/results"
  for v in "${VARIANTS[@]}"; do
    IFS='|' read -r name java jvm flags <<< "$v"
    # shellcheck disable=SC2086
    "$java" $jvm -cp "$JAR" dev.krait.bench.NovelCells --list "$WORK/list" --cases "$CASES" \
      --prewarm "$WORK/prewarm.py" --prewarm-runs 1 $flags | sed "s/^/$name|$r|/" >> "$WORK/results"
  done
done
python3 - "$WORK/results" "$(wc -l < "$WORK/list")" <<'PY'
import statistics, sys
rows = [l.rstrip("\n").split("|") for l in open(sys.argv[1])]
data = {}
for name, rnd, line in rows:
    p, wall, cpu, bad, cells = line.split()
    data.setdefault(name, {}).setdefault(rnd, {})[p] = (float(wall), float(cpu), int(bad), float(cells))
def med(name, key):
    return statistics.median(key(r) for r in data[name].values())
py = data["python3"]
print(f"{sys.argv[2]} cases, {len(py)} rounds (medians; ratios to python3 in the same round)")
print(f"{'':22} {'pass1 ms':>9} {'ratio':>6} {'pass2 ms':>9} {'ratio':>6} {'p1/p2':>6} {'p1 cpu ms':>9}"
      f" {'p1 cell cpu':>11} {'ratio':>6} {'wrong':>5}")
for name in data:
    m1 = med(name, lambda r: r["pass1"][0])
    m2 = med(name, lambda r: r["pass2"][0])
    r1 = med(name, lambda r: r["pass1"][0] / py[[k for k, v in data[name].items() if v is r][0]]["pass1"][0])
    r2 = med(name, lambda r: r["pass2"][0] / py[[k for k, v in data[name].items() if v is r][0]]["pass2"][0])
    q = med(name, lambda r: r["pass1"][0] / r["pass2"][0])
    c1 = med(name, lambda r: r["pass1"][1])
    t1 = med(name, lambda r: r["pass1"][3])
    rt = med(name, lambda r: r["pass1"][3] / py[[k for k, v in data[name].items() if v is r][0]]["pass1"][3])
    bad = max(r["pass1"][2] for r in data[name].values())
    print(f"{name:22} {m1:9.0f} {r1:5.2f}x {m2:9.0f} {r2:5.2f}x {q:6.2f} {c1:9.0f} {t1:11.0f} {rt:5.2f}x {bad:5d}")
print("(pass1: every case run once in a JVM/process that ran other Python first; pass2: again;"
      " wall time summed over cases; p1 cpu: process CPU of pass 1, JIT threads included; p1 cell cpu:"
      " CPU of the threads that ran the cells, the measure least disturbed by a busy machine)")
PY
