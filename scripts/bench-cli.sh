#!/usr/bin/env bash
# Side-by-side start-up of the krait command: `./krait run` of a trivial cell and of a 50-line cell
# (krait-bench/src/main/resources/cli/cell50.py) against python3 running the same file, ROUNDS
# rounds interleaved, median wall time of each. Build first: ./mvnw -q -DskipTests package.
# Usage: scripts/bench-cli.sh [ROUNDS]
# KRAIT_BENCH_VARIANTS="name=ENV ..." adds launcher variants, e.g.
#   KRAIT_BENCH_VARIANTS="jdk17=KRAIT_JAVA=/usr/lib/jvm/java-17-openjdk-amd64/bin/java plain=KRAIT_LAUNCH=plain"
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS="${1:-15}"
TRIVIAL="$(mktemp --suffix=.py)"; trap 'rm -f "$TRIVIAL"' EXIT
echo 'print(1+1)' > "$TRIVIAL"
CELL50=krait-bench/src/main/resources/cli/cell50.py
VARIANTS=("krait=" ${KRAIT_BENCH_VARIANTS:-})
python3 - "$ROUNDS" "$TRIVIAL" "$CELL50" "${VARIANTS[@]}" <<'PY'
import os, statistics, subprocess, sys, time
rounds, trivial, cell50, *variants = sys.argv[1:]
rounds = int(rounds)
runs = {("python3", "trivial"): ["python3", trivial], ("python3", "cell50"): ["python3", cell50]}
envs = {"python3": None}
for v in variants:
    name, _, assign = v.partition("=")
    env = dict(os.environ)
    for kv in filter(None, assign.split(",")):
        k, _, val = kv.partition("=")
        env[k] = val
    envs[name] = env
    runs[(name, "trivial")] = ["./krait", "run", trivial]
    runs[(name, "cell50")] = ["./krait", "run", cell50]
times = {k: [] for k in runs}
expected = {}
for _ in range(rounds):
    for key, cmd in runs.items():
        t0 = time.perf_counter()
        out = subprocess.run(cmd, capture_output=True, env=envs[key[0]]).stdout
        times[key].append((time.perf_counter() - t0) * 1e3)
        if expected.setdefault(key[1], out) != out:
            sys.exit(f"{key[0]} printed something else for {key[1]}: {out!r}")
print(f"{'':10} {'trivial ms':>11} {'ratio':>6} {'cell50 ms':>10} {'ratio':>6}")
base = {c: statistics.median(times[("python3", c)]) for c in ("trivial", "cell50")}
for name in envs:
    t, c = (statistics.median(times[(name, k)]) for k in ("trivial", "cell50"))
    print(f"{name:10} {t:11.0f} {t / base['trivial']:5.2f}x {c:10.0f} {c / base['cell50']:5.2f}x")
print(f"(median of {rounds} rounds, interleaved; ratio = against python3 running the same file)")
PY
