/*
 * The novel-cell measurement: what an agent host really does is run code it has never seen, so
 * this runs a list of small scripts (the host-free conformance cases) ONCE each, in a JVM that has
 * already run other Python, then a second time, and reports the total of each pass. A plain main,
 * not JMH: the first pass is the point, and JMH's iterations would only measure the second.
 * scripts/bench-novel-cells.sh runs it beside scripts/novel_cells.py (the same files exec'd by
 * python3 in one process) and prints the table.
 *
 *   java -cp krait-bench/target/krait-bench.jar dev.krait.bench.NovelCells \
 *       --list LIST --cases DIR [--prewarm FILE] [--prewarm-runs N] [--passes 2] [--warm-up on|off]
 *       [--warm-up-ms N] [--executor pool|caller] [--per-case FILE] [--diag] [--jfr FILE]
 * With the warm-up on (the default of a long-lived host), the measurement starts once it is over.
 */
package dev.krait.bench;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellAbort;
import dev.krait.runtime.CellContext;
import dev.krait.runtime.CellDiagnostic;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.ToolExecutor;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs each listed case once per pass and prints
 * {@code passN <wall ms> <process cpu ms> <mismatches> <cell threads' cpu ms>}.
 */
public final class NovelCells {
  private NovelCells() {}

  public static void main(String[] argv) throws Exception {
    Map<String, String> a = Args.parse(argv);
    Path cases = Path.of(a.getOrDefault("cases", "krait-python/src/test/resources/conformance"));
    List<String> names = Files.readAllLines(Path.of(a.get("list")), StandardCharsets.UTF_8);
    names.removeIf(String::isBlank);
    int passes = Integer.parseInt(a.getOrDefault("passes", "2"));
    CodeExecutor.Builder b = CodeExecutor.builder().limits(CellLimits.builder()
        .timeout(Duration.ofSeconds(60)).wallClockTimeout(Duration.ofSeconds(120)).build());
    if ("caller".equals(a.get("executor"))) {
      b.executor(Runnable::run);
    }
    if ("off".equals(a.get("warm-up"))) {
      b.warmUp(false);
    } else if (a.containsKey("warm-up-ms")) {
      b.warmUp(Duration.ofMillis(Long.parseLong(a.get("warm-up-ms"))));
    } else {
      b.warmUp(true);
    }
    CodeExecutor executor = b.build();
    long w0 = System.nanoTime();
    executor.warmedUp().join(); // a host that has been up for a while
    if (a.containsKey("diag")) {
      System.err.printf("warm-up: %.0f ms%n", (System.nanoTime() - w0) / 1e6);
    }

    Map<String, String> sources = new LinkedHashMap<>();
    Map<String, String> expected = new LinkedHashMap<>();
    for (String name : names) {
      sources.put(name, Files.readString(cases.resolve(name + ".py"), StandardCharsets.UTF_8));
      Path out = cases.resolve(name + ".out");
      expected.put(name, Files.exists(out) ? Files.readString(out, StandardCharsets.UTF_8) : null);
    }
    if (a.containsKey("prewarm")) {
      String prewarm = Files.readString(Path.of(a.get("prewarm")), StandardCharsets.UTF_8);
      int runs = Integer.parseInt(a.getOrDefault("prewarm-runs", "1"));
      for (int i = 0; i < runs; i++) {
        run(executor, prewarm);
      }
    }
    PrintWriter perCase = a.containsKey("per-case")
        ? new PrintWriter(Files.newBufferedWriter(Path.of(a.get("per-case")), StandardCharsets.UTF_8)) : null;
    jdk.jfr.Recording recording = null;
    for (int pass = 1; pass <= passes; pass++) {
      if (pass == Integer.parseInt(a.getOrDefault("jfr-from", "1")) && a.containsKey("jfr")) {
        recording = new jdk.jfr.Recording(jdk.jfr.Configuration.getConfiguration("profile"));
        recording.enable("jdk.Deoptimization");
        recording.enable("jdk.Compilation").withThreshold(Duration.ZERO);
        recording.start();
      }
      long cpu0 = processCpuNanos();
      long cells0 = cellThreadsCpuNanos();
      long classes0 = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
      long jit0 = ManagementFactory.getCompilationMXBean().getTotalCompilationTime();
      long gc0 = gcMillis();
      long total = 0;
      int mismatches = 0;
      List<String> wrong = new ArrayList<>();
      long compileNanos = 0;
      for (Map.Entry<String, String> e : sources.entrySet()) {
        if (a.containsKey("phases")) {
          // the same source compiled once more, apart: the share of parsing and compiling
          long c0 = cellThreadsCpuNanos();
          try {
            dev.krait.python.Python.compile(e.getValue(), "<cell>");
          } catch (dev.krait.python.PythonSyntaxError ignored) {
            // measured all the same
          }
          compileNanos += cellThreadsCpuNanos() - c0;
        }
        long t0 = System.nanoTime();
        String actual = run(executor, e.getValue());
        long dt = System.nanoTime() - t0;
        total += dt;
        if (!actual.equals(expected.get(e.getKey()))) {
          mismatches++;
          wrong.add(e.getKey());
        }
        if (perCase != null) {
          perCase.printf("%d %s %.3f%n", pass, e.getKey(), dt / 1e6);
        }
      }
      long cpu = processCpuNanos() - cpu0;
      long cellsCpu = cellThreadsCpuNanos() - cells0;
      if (recording != null && pass == passes) {
        recording.stop();
        recording.dump(Path.of(a.get("jfr")));
        recording.close();
      }
      System.out.printf("pass%d %.1f %.1f %d %.1f%n", pass, total / 1e6, cpu / 1e6, mismatches, cellsCpu / 1e6);
      if (a.containsKey("phases")) {
        System.err.printf("pass%d: compiling the sources again took %.0f ms of CPU%n", pass, compileNanos / 1e6);
      }
      if (a.containsKey("diag")) {
        System.err.printf("pass%d: %d classes loaded, %d ms in JIT compilers, %d ms in GC%n", pass,
            ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount() - classes0,
            ManagementFactory.getCompilationMXBean().getTotalCompilationTime() - jit0, gcMillis() - gc0);
      }
      if (!wrong.isEmpty() && a.containsKey("show-mismatches")) {
        System.err.println("mismatches: " + wrong);
      }
    }
    if (perCase != null) {
      perCase.close();
    }
    System.exit(0);
  }

  /** Runs one cell; renders what it printed and how it ended as the conformance runner does. */
  static String run(CodeExecutor executor, String source) {
    CellContext context = new CellContext(CellStore.inMemory(), List.of());
    CellOutcome outcome = executor.executeModule(source, ToolExecutor.builder().build(),
        Cancellation.create(), context).join();
    String printed = context.takePrinted();
    String ending = ending(outcome);
    if (ending == null) {
      return printed;
    }
    if (!printed.isEmpty() && !printed.endsWith("\n")) {
      printed += "\n";
    }
    return printed + "!! " + ending + "\n";
  }

  private static String ending(CellOutcome outcome) {
    if (outcome instanceof CellResult.Success) {
      return null;
    }
    if (outcome instanceof CellResult.Failure f) {
      CellDiagnostic d = f.diagnostic();
      return d.kind() == CellDiagnostic.Kind.LIMIT_EXCEEDED ? "LimitExceeded: " + d.message() : d.message();
    }
    return outcome instanceof CellAbort ? "Abort: " + outcome : "Unknown: " + outcome;
  }

  static long gcMillis() {
    long t = 0;
    for (var gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      t += Math.max(0, gc.getCollectionTime());
    }
    return t;
  }

  /**
   * CPU time of the threads that ran cells (this one and the cell pool's): what the cells cost
   * on their own thread, without the JIT compilers and GC threads working beside them. Unlike
   * wall time it hardly depends on what else the machine is doing.
   */
  static long cellThreadsCpuNanos() {
    java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long total = threads.getCurrentThreadCpuTime();
    for (java.lang.management.ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
      if (info != null && info.getThreadName().startsWith("krait-cell-")) {
        total += Math.max(0, threads.getThreadCpuTime(info.getThreadId()));
      }
    }
    return total;
  }

  /** CPU time of the whole process (all threads, the JIT compilers' included). */
  static long processCpuNanos() {
    java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    if (os instanceof com.sun.management.OperatingSystemMXBean sun) {
      return sun.getProcessCpuTime();
    }
    return 0;
  }

  /** {@code --key value} pairs. */
  static final class Args {
    private Args() {}

    static Map<String, String> parse(String[] argv) throws IOException {
      Map<String, String> m = new LinkedHashMap<>();
      for (int i = 0; i < argv.length; i++) {
        if (!argv[i].startsWith("--")) {
          throw new IllegalArgumentException("unexpected argument " + argv[i]);
        }
        String key = argv[i].substring(2);
        boolean flag = i + 1 >= argv.length || argv[i + 1].startsWith("--");
        m.put(key, flag ? "true" : argv[++i]);
      }
      return m;
    }
  }
}
