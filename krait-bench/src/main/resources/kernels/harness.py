
# ---- appended to a kernel by the runners (scripts/bench_kernels.py, KernelRunner) ----
def _bench_main(name, warmup, reps):
    # Wall time (perf_counter) and the process's CPU time: Krait's runner passes the JVM's process
    # CPU time (every thread: JIT compilers and GC included) as _cpu_clock; CPython's is process_time.
    import hashlib
    import time
    cpu = globals().get("_cpu_clock") or time.process_time
    result = None
    first = None
    for _ in range(warmup):
        t0 = time.perf_counter()
        result = bench()
        t = (time.perf_counter() - t0) * 1000.0
        if first is None:
            first = t
    # The CPU clock of a JVM ticks coarsely (10 ms): CPU time is the mean over all runs.
    times = []
    c0 = cpu()
    for _ in range(reps):
        t0 = time.perf_counter()
        result = bench()
        times.append((time.perf_counter() - t0) * 1000.0)
    cpu_mean = (cpu() - c0) * 1000.0 / reps
    if first is None:
        first = times[0]
    digest = hashlib.sha1(repr(result).encode()).hexdigest()[:10]
    print(name, "%.3f" % _median(times), "%.3f" % cpu_mean, "%.3f" % first, digest)


def _median(values):
    values = sorted(values)
    half = len(values) // 2
    return values[half] if len(values) % 2 else (values[half - 1] + values[half]) / 2
