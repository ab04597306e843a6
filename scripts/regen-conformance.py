#!/usr/bin/env python3
"""Regenerate the expected output (.out) of every Krait conformance case with CPython.

Each case `krait-python/src/test/resources/conformance/<area>__<variant>.py` is run the way
Krait runs a cell: compiled with ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, executed with globals
{'__name__': '__main__'} (a coroutine produced by top-level await is run with asyncio.run),
stdout captured. An uncaught exception or a compile error appends one final line
`!! <last line of traceback.format_exception_only(exc)>`.

Every case runs in a fresh python3 subprocess with a timeout. Cases listed in
conformance/HANDWRITTEN (3.12-only syntax, etc.) are skipped: their .out is written by hand.

Usage:
  scripts/regen-conformance.py            rewrite every .out
  scripts/regen-conformance.py --check    report differences, write nothing (exit 1 on any)
  scripts/regen-conformance.py NAME...    only cases whose name contains one of the substrings
"""
import argparse
import concurrent.futures
import difflib
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CASES = ROOT / "krait-python" / "src" / "test" / "resources" / "conformance"
TIMEOUT_SECONDS = 10

# Runs inside the child interpreter: argv[1] is the case path.
RUNNER = r'''
import ast, asyncio, inspect, io, linecache, sys, traceback
path = sys.argv[1]
with open(path, encoding="utf-8") as f:
    source = f.read()
# the cell's lines are known under its name, as Krait knows them (traceback.format_exc shows them)
linecache.cache["<cell>"] = (len(source), None, source.splitlines(True), "<cell>")
out = io.StringIO()
real = sys.stdout
sys.stdout = out
try:
    try:
        code = compile(source, "<cell>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
        g = {"__name__": "__main__"}
        result = eval(code, g)
        if inspect.iscoroutine(result):
            asyncio.run(result)
    except BaseException as exc:  # noqa: BLE001 - any uncaught exception is the observable result
        lines = traceback.format_exception_only(type(exc), exc)
        last = lines[-1].rstrip("\n")
        text = out.getvalue()
        if text and not text.endswith("\n"):
            out.write("\n")
        out.write("!! " + last + "\n")
finally:
    sys.stdout = real
sys.stdout.buffer.write(out.getvalue().encode("utf-8", "surrogatepass"))
sys.stdout.flush()
'''


def handwritten():
    f = CASES / "HANDWRITTEN"
    if not f.exists():
        return set()
    names = set()
    for line in f.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.add(line[:-3] if line.endswith(".py") else line)
    return names


def run_case(path):
    env = dict(os.environ)
    env.pop("PYTHONHASHSEED", None)  # random per run: a second run exposes str-hash dependence
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    try:
        proc = subprocess.run(
            [sys.executable, "-I", "-c", RUNNER, str(path)],
            capture_output=True,
            timeout=TIMEOUT_SECONDS,
            env=env,
            cwd=str(CASES),
        )
    except subprocess.TimeoutExpired:
        return None, f"timed out after {TIMEOUT_SECONDS}s"
    if proc.returncode != 0:
        return None, f"runner exited {proc.returncode}: {proc.stderr.decode(errors='replace')}"
    if proc.stderr:
        return None, "wrote to stderr: " + proc.stderr.decode(errors="replace")
    return proc.stdout.decode("utf-8", "surrogatepass"), None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="report differences without writing")
    ap.add_argument("names", nargs="*", help="substrings selecting cases")
    args = ap.parse_args()
    if sys.version_info[:2] != (3, 11):
        print(f"warning: expected CPython 3.11, running {sys.version.split()[0]}", file=sys.stderr)

    skip = handwritten()
    cases = sorted(p for p in CASES.glob("*.py") if not args.names or any(n in p.name for n in args.names))
    for name in sorted(skip):
        if not (CASES / (name + ".py")).exists():
            print(f"HANDWRITTEN lists missing case {name}", file=sys.stderr)
    todo = [p for p in cases if p.stem not in skip]
    for p in cases:
        if p.stem in skip and not p.with_suffix(".out").exists():
            print(f"handwritten case {p.stem} has no .out", file=sys.stderr)

    problems = 0
    changed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as pool:
        results = list(pool.map(run_case, todo))
    for path, (output, error) in zip(todo, results):
        if error is not None:
            problems += 1
            print(f"ERROR {path.stem}: {error}", file=sys.stderr)
            continue
        out_path = path.with_suffix(".out")
        old = out_path.read_text(encoding="utf-8") if out_path.exists() else None
        if old == output:
            continue
        changed += 1
        if args.check:
            print(f"DIFF {path.stem}")
            diff = difflib.unified_diff(
                (old or "").splitlines(keepends=True), output.splitlines(keepends=True),
                "expected", "actual")
            sys.stdout.writelines("    " + line for line in diff)
        else:
            with open(out_path, "w", encoding="utf-8", newline="") as f:
                f.write(output)
    for out_path in sorted(CASES.glob("*.out")):
        if not out_path.with_suffix(".py").exists():
            print(f"orphan expected output {out_path.name}", file=sys.stderr)
    verb = "differ" if args.check else "rewritten"
    print(f"{len(todo)} cases run, {len(skip & {p.stem for p in cases})} handwritten skipped, "
          f"{changed} {verb}, {problems} errors")
    return 1 if problems or (args.check and changed) else 0


if __name__ == "__main__":
    sys.exit(main())
