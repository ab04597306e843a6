#!/usr/bin/env python3
"""CPython's side of the novel-cell measurement (scripts/bench-novel-cells.sh runs both sides).

  novel_cells.py select DIR LIST     write the cases to measure, one name a line
  novel_cells.py run DIR LIST [--prewarm FILE] [--prewarm-runs N] [--passes 2]

`select` keeps the host-free conformance cases that measure computing, not waiting: it drops the
hand-written ones (3.12 syntax python3.11 cannot run), the known Krait failures and the cases
that wait for real time (both sides would only sleep: any `sleep(` but of zero, and timeouts)
or whose output in one shared process differs from the expected one (they depend on process
state), and those printing more than a host keeps by default (CellLimits.maxPrintedChars, 1 Mi
chars: Krait's side would be cut there and count as wrong). The rule is static, so the list is the same on every machine. `run` executes every listed case once
per pass in this one process, each the way the conformance runner does (compiled with top-level
await allowed, fresh globals, stdout captured, a returned coroutine run with asyncio.run), and
prints `passN <wall ms> <cpu ms> <mismatches> <cpu ms>` like dev.krait.bench.NovelCells (whose
last column is the CPU of the threads that ran cells; here that is the process's).
"""
import ast
import asyncio
import inspect
import io
import linecache
import pathlib
import re
import sys
import time
import traceback

MAX_PRINTED_CHARS = 1 << 20
WAITS = re.compile(r"sleep\((?!\s*(0\s*[,)]|-|\"|nan|float))|timeout|wait_for|as_completed")


def listed(path):
    names = set()
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.split("#", 1)[0].strip()
            if line:
                names.add(line[:-3] if line.endswith(".py") else line)
    return names


def select(cases, out):
    skip = listed(cases / "HANDWRITTEN") | listed(cases / "KNOWN_FAILURES")
    keep = []
    for p in sorted(cases.glob("*.py")):
        if p.stem in skip or not p.with_suffix(".out").exists():
            continue
        if len(p.with_suffix(".out").read_text(encoding="utf-8")) > MAX_PRINTED_CHARS:
            continue
        source = p.read_text(encoding="utf-8")
        if WAITS.search(source) or run_one(source) != p.with_suffix(".out").read_text(encoding="utf-8"):
            continue
        keep.append(p.stem)
    out.write_text("".join(n + "\n" for n in keep), encoding="utf-8")
    print(f"{len(keep)} cases selected", file=sys.stderr)


def run_one(source):
    linecache.cache["<cell>"] = (len(source), None, source.splitlines(True), "<cell>")
    out = io.StringIO()
    real = sys.stdout
    sys.stdout = out
    try:
        try:
            code = compile(source, "<cell>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
            result = eval(code, {"__name__": "__main__"})
            if inspect.iscoroutine(result):
                asyncio.run(result)
        except BaseException as exc:  # noqa: BLE001 - the ending is part of the output
            last = traceback.format_exception_only(type(exc), exc)[-1].rstrip("\n")
            if out.getvalue() and not out.getvalue().endswith("\n"):
                out.write("\n")
            out.write("!! " + last + "\n")
    finally:
        sys.stdout = real
    return out.getvalue()


def run(cases, names, prewarm, prewarm_runs, passes):
    sources = {n: (cases / (n + ".py")).read_text(encoding="utf-8") for n in names}
    expected = {n: (cases / (n + ".out")).read_text(encoding="utf-8") for n in names}
    if prewarm:
        text = pathlib.Path(prewarm).read_text(encoding="utf-8")
        for _ in range(prewarm_runs):
            run_one(text)
    for p in range(1, passes + 1):
        cpu0 = time.process_time()
        total = 0.0
        wrong = 0
        for n, src in sources.items():
            t0 = time.perf_counter()
            got = run_one(src)
            total += time.perf_counter() - t0
            wrong += got != expected[n]
        cpu = time.process_time() - cpu0
        print(f"pass{p} {total * 1e3:.1f} {cpu * 1e3:.1f} {wrong} {cpu * 1e3:.1f}", flush=True)


def main():
    args = sys.argv[1:]
    if len(args) >= 3 and args[0] == "select":
        select(pathlib.Path(args[1]), pathlib.Path(args[2]))
        return
    if len(args) < 3 or args[0] != "run":
        sys.exit(__doc__)
    cases, lst = pathlib.Path(args[1]), pathlib.Path(args[2])
    opts = dict(zip(args[3::2], args[4::2]))
    names = [n for n in lst.read_text(encoding="utf-8").splitlines() if n.strip()]
    run(cases, names, opts.get("--prewarm"), int(opts.get("--prewarm-runs", "1")),
        int(opts.get("--passes", "2")))


if __name__ == "__main__":
    main()
