#!/usr/bin/env bash
# Side-by-side start-up of the krait command: `./krait run` of a trivial cell and of a 50-line cell
# (krait-bench/src/main/resources/cli/cell50.py) against python3 running the same file, ROUNDS
# rounds interleaved, median wall time of each. Build first: ./mvnw -q -DskipTests package.
# Usage: scripts/bench-cli.sh [ROUNDS]
# KRAIT_BENCH_VARIANTS="name=VAR=VALUE,VAR=VALUE ..." adds variants run with those environment
# variables (KRAIT_LAUNCHER=path runs another launcher script), e.g.
#   KRAIT_BENCH_VARIANTS="jdk17=KRAIT_JAVA=/usr/lib/jvm/java-17-openjdk-amd64/bin/java"
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
    launcher = env.pop("KRAIT_LAUNCHER", "./krait")
    runs[(name, "trivial")] = [launcher, "run", trivial]
    runs[(name, "cell50")] = [launcher, "run", cell50]
times = {k: [] for k in runs}
cpus = {k: [] for k in runs}
expected = {}
for _ in range(rounds):
    for key, cmd in runs.items():
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=envs[key[0]])
        out = proc.stdout.read()
        _, _, usage = os.wait4(proc.pid, 0)
        times[key].append((time.perf_counter() - t0) * 1e3)
        cpus[key].append((usage.ru_utime + usage.ru_stime) * 1e3)
        if expected.setdefault(key[1], out) != out:
            sys.exit(f"{key[0]} printed something else for {key[1]}: {out!r}")
print(f"{'':10} {'trivial ms':>11} {'ratio':>6} {'cpu ms':>7} {'cell50 ms':>10} {'ratio':>6} {'cpu ms':>7}")
med = lambda d, k: statistics.median(d[k])
for name in envs:
    row = [name]
    for c in ("trivial", "cell50"):
        w, p = med(times, (name, c)), med(times, ("python3", c))
        row.append(f"{w:11.0f} {w / p:5.2f}x {med(cpus, (name, c)):7.0f}")
    print(f"{row[0]:10} {row[1]} {row[2][1:]}")
print(f"(median of {rounds} rounds, interleaved; ratio = wall time against python3 running the same file;"
      " cpu = user+system time of the process, all its threads)")
PY
