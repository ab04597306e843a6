#!/usr/bin/env python3
"""Run the hostile corpus through the real `krait` command, one process per cell.

HostileCellsTest runs these cells in-process under small limits; this script runs the same
cells the way an attacker meets the CLI (`krait run --timeout 2s --heap 64m`), and checks
the outside of each run: exit code 0-3 (a correct result is as good as a limit), no Java
names in anything printed, wall time and peak RSS of the process (from /usr/bin/time).
Cells that need host tools simply fail with a NameError (exit 1), which is a clean outcome.

Usage: scripts/hostile_cli.py [--krait ./krait] [--timeout 2s] [--heap 64m] [--dir DIR]
                              [--max-wall 4] [--max-rss-mb 400] [--jobs 1] [NAME-FRAGMENT...]
--dir DIR runs every DIR/*.py instead of the corpus (a held-out set of hostile cells).
Build first: ./mvnw -q -DskipTests package. Prints one line per cell that breaks a bar, then
a summary with the slowest and largest runs; exits 1 if any cell broke a bar.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "krait-runtime", "src", "test", "resources", "hostile")
HEADER = re.compile(r"^### (.*?) \| ([a-z|]+) \|(.*)$")
REPEAT = re.compile(r'\{\{"((?:[^"\\]|\\.)*)" \* (\d+)\}\}')
# What a Java name looks like when it leaks: a package path, a stack frame, a Java exception.
JAVA_NAMES = re.compile(r"\b(?:java|javax|jdk|sun|dev\.krait)\.[a-z]|\.java:\d+|"
                        r"\bat [a-z]+\.[a-z]+\.|(?:Pointer|ClassCast|IllegalState|IllegalArgument|"
                        r"ArrayIndexOutOfBounds|Arithmetic)Exception|StackOverflowError|OutOfMemoryError")


def expand(source):
    def unit(m):
        text = m.group(1).replace("\\n", "\n").replace('\\"', '"').replace("\\\\", "\\")
        return text * int(m.group(2))
    return REPEAT.sub(unit, source)


def files(folder):
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                yield os.path.basename(folder.rstrip("/")), name[:-3], f.read()


def cases():
    for name in sorted(os.listdir(CORPUS)):
        if not name.endswith(".txt") or name == "README.txt":
            continue
        family = name[:-4]
        current, body = None, []
        with open(os.path.join(CORPUS, name), encoding="utf-8") as f:
            for line in f.read().split("\n"):
                m = HEADER.match(line)
                if m:
                    if current:
                        yield family, current, expand("\n".join(body).rstrip())
                    current, body = m.group(1), []
                elif current is not None:
                    body.append(line)
        if current:
            yield family, current, expand("\n".join(body).rstrip())


def run(args, family, name, source):
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False, encoding="utf-8") as f:
        f.write(source)
        path = f.name
    stats = path + ".time"
    cmd = ["/usr/bin/time", "-f", "%e %M", "-o", stats, args.krait, "run",
           "--timeout", args.timeout, "--heap", args.heap, path]
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True,
                           timeout=args.max_wall * 5 + 30)
        code, out = p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired as e:
        code, out = "hung", (e.stdout or b"") + (e.stderr or b"")
    wall = time.monotonic() - start
    rss_mb = 0.0
    try:
        with open(stats) as f:
            last = f.read().strip().splitlines()[-1].split()
            wall, rss_mb = float(last[0]), int(last[1]) / 1024
    except (OSError, IndexError, ValueError):
        pass
    for p_ in (path, stats):
        try:
            os.unlink(p_)
        except OSError:
            pass
    text = out.decode("utf-8", "replace")
    problems = []
    if code == "hung" or not (0 <= code <= 3):
        problems.append(f"exit {code}")
    leak = JAVA_NAMES.search(text)
    if leak:
        problems.append(f"java name {leak.group(0)!r}")
    if wall > args.max_wall:
        problems.append(f"wall {wall:.2f} s")
    if rss_mb > args.max_rss_mb:
        problems.append(f"rss {rss_mb:.0f} MB")
    last_line = text.strip().splitlines()[-1][:120] if text.strip() else ""
    return family, name, code, wall, rss_mb, problems, last_line


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--krait", default=os.path.join(HERE, "..", "krait"))
    ap.add_argument("--timeout", default="2s")
    ap.add_argument("--heap", default="64m")
    ap.add_argument("--max-wall", type=float, default=4.0)
    ap.add_argument("--max-rss-mb", type=float, default=400.0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--dir")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    selected = [c for c in (files(args.dir) if args.dir else cases()) if not args.names or any(n in c[1] for n in args.names)]
    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for r in pool.map(lambda c: run(args, *c), selected):
            results.append(r)
            family, name, code, wall, rss, problems, last = r
            if problems:
                print(f"FAIL {family}/{name}: {', '.join(problems)} | {last}", flush=True)
    bad = [r for r in results if r[5]]
    print(f"{len(results)} cells, {len(bad)} broke a bar (exit 0-3, no Java names, "
          f"wall <= {args.max_wall} s, rss <= {args.max_rss_mb} MB)")
    for label, key in (("slowest", 3), ("largest", 4)):
        top = sorted(results, key=lambda r: -r[key])[:5]
        print(f"{label}: " + "; ".join(f"{r[0]}/{r[1]} {r[3]:.2f} s {r[4]:.0f} MB" for r in top))
    codes = {}
    for r in results:
        codes[r[2]] = codes.get(r[2], 0) + 1
    print("exit codes: " + ", ".join(f"{k}: {v}" for k, v in sorted(codes.items(), key=str)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
