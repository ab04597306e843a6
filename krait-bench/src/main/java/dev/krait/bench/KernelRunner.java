/*
 * The Krait side of scripts/bench-vs-cpython.sh: runs every kernel as a cell in this one JVM (so
 * later kernels find a warm JIT, as a long-lived agent host would) and prints the harness's line
 * per kernel: "name wall_median_ms cpu_mean_ms first_ms digest". The harness reads the process's
 * CPU time (all threads) through the host function _cpu_clock. Usage:
 *   java -cp krait-bench.jar dev.krait.bench.KernelRunner [--dir D] [--warmup N] [--reps N] [NAME...]
 * -Dkrait.bench.threadCpu=true reads the cell thread's CPU time instead (JIT compiler and GC
 * threads left out): what the compiled code itself costs, steadier on a machine shared with others.
 */
package dev.krait.bench;

import dev.krait.python.ExecutionOptions;
import dev.krait.python.ExternalReply;
import dev.krait.python.HostValues;
import dev.krait.python.Program;
import dev.krait.python.Python;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public final class KernelRunner {
  private KernelRunner() {}

  private static final boolean THREAD_CPU = Boolean.getBoolean("krait.bench.threadCpu");

  private static long processCpuNanos() {
    if (THREAD_CPU) {
      return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }

  public static void main(String[] args) throws PythonSyntaxError {
    Path dir = null;
    int warmup = 20;
    int reps = 10;
    List<String> names = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--dir" -> dir = Path.of(args[++i]);
        case "--warmup" -> warmup = Integer.parseInt(args[++i]);
        case "--reps" -> reps = Integer.parseInt(args[++i]);
        default -> names.add(args[i]);
      }
    }
    if (names.isEmpty()) {
      names = List.of(Kernels.NAMES);
    }
    int failures = 0;
    for (String name : names) {
      Program p = Python.compile(Kernels.timedCell(dir, name, warmup, reps), name + ".py");
      ExecutionOptions options = ExecutionOptions.builder()
          .cpuTimeNanos(3_600_000_000_000L)
          .heapBytes(4L << 30)
          .stdout(System.out::print)
          .stderr(System.err::print)
          .global("_cpu_clock", new HostValues.HostFunction("cpu"))
          .host((fn, a, kw) -> new ExternalReply.Value(processCpuNanos() / 1e9))
          .build();
      Step step = Python.run(p, options);
      if (!(step instanceof Step.Completed)) {
        failures++;
        System.err.println(name + ": " + (step instanceof Step.Raised r ? r.failure().traceback() : step));
      }
    }
    System.out.flush();
    if (failures > 0) {
      System.exit(1);
    }
  }
}
