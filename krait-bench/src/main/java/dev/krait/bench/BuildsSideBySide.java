/*
 * Two builds of Krait side by side in one JVM: each build is loaded by its own class loader (so
 * both can be present at once) and the same cell files run under both, rounds alternating
 * between them, so that the machine's load falls on both alike. For each cell it prints the
 * best round of each build as the mean per run, in thread CPU time (steadier on a shared
 * machine) and in wall time, and the ratio new/old of the CPU times (< 1: the new build is
 * faster). Cells run as fresh executions, as a host runs them. Usage:
 *   java -cp krait-bench.jar dev.krait.bench.BuildsSideBySide OLD_CP NEW_CP ROUNDS RUNS FILE...
 * where a classpath is a krait.jar or a krait-python/target/classes directory (':'-separated).
 */
package dev.krait.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

public final class BuildsSideBySide {
  private BuildsSideBySide() {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** One build: Python.compile and Python.run reached by reflection through its own loader. */
  private static final class Build {
    private final Method compile;
    private final Method run;
    private final Object options;

    Build(String classpath) throws ReflectiveOperationException, MalformedURLException {
      String[] parts = classpath.split(":");
      URL[] urls = new URL[parts.length];
      for (int i = 0; i < parts.length; i++) {
        urls[i] = Path.of(parts[i]).toUri().toURL();
      }
      ClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
      Class<?> python = loader.loadClass("dev.krait.python.Python");
      Class<?> program = loader.loadClass("dev.krait.python.Program");
      Class<?> optionsType = loader.loadClass("dev.krait.python.ExecutionOptions");
      compile = python.getMethod("compile", String.class, String.class);
      run = python.getMethod("run", program, optionsType);
      Object builder = optionsType.getMethod("builder").invoke(null);
      Consumer<String> discard = s -> { };
      builder.getClass().getMethod("stdout", Consumer.class).invoke(builder, discard);
      builder.getClass().getMethod("cpuTimeNanos", long.class).invoke(builder, 600_000_000_000L);
      options = builder.getClass().getMethod("build").invoke(builder);
    }

    Object compile(String source) throws ReflectiveOperationException {
      return compile.invoke(null, source, "<cell>");
    }

    /** Runs the program n times; returns {cpu, wall} nanoseconds per run. */
    double[] time(Object program, int n) throws ReflectiveOperationException {
      long cpu0 = THREADS.getCurrentThreadCpuTime();
      long wall0 = System.nanoTime();
      for (int i = 0; i < n; i++) {
        Object step = run.invoke(null, program, options);
        if (!step.toString().startsWith("Completed")) {
          throw new IllegalStateException("the cell did not complete: " + step);
        }
      }
      return new double[] {(THREADS.getCurrentThreadCpuTime() - cpu0) / (double) n,
          (System.nanoTime() - wall0) / (double) n};
    }
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 5) {
      System.err.println("usage: BuildsSideBySide OLD_CP NEW_CP ROUNDS RUNS_PER_ROUND FILE...");
      System.exit(64);
    }
    Build old = new Build(args[0]);
    Build neu = new Build(args[1]);
    int rounds = Integer.parseInt(args[2]);
    int runs = Integer.parseInt(args[3]);
    System.out.printf("%-28s %13s %13s %7s %13s %13s%n", "cell (best round, per run)", "old_cpu_us", "new_cpu_us",
        "ratio", "old_wall_us", "new_wall_us");
    for (int f = 4; f < args.length; f++) {
      String source = Files.readString(Path.of(args[f]));
      Object oldProgram = old.compile(source);
      Object newProgram = neu.compile(source);
      double[] bestOld = {Double.MAX_VALUE, Double.MAX_VALUE};
      double[] bestNew = {Double.MAX_VALUE, Double.MAX_VALUE};
      for (int r = 0; r < rounds; r++) {
        // which build goes first alternates, so neither always finds the other's garbage or warmth
        if (r % 2 == 0) {
          keepBest(bestOld, old.time(oldProgram, runs));
          keepBest(bestNew, neu.time(newProgram, runs));
        } else {
          keepBest(bestNew, neu.time(newProgram, runs));
          keepBest(bestOld, old.time(oldProgram, runs));
        }
      }
      System.out.printf("%-28s %13.1f %13.1f %6.2fx %13.1f %13.1f%n", Path.of(args[f]).getFileName(),
          bestOld[0] / 1e3, bestNew[0] / 1e3, bestNew[0] / bestOld[0], bestOld[1] / 1e3, bestNew[1] / 1e3);
    }
  }

  private static void keepBest(double[] best, double[] t) {
    best[0] = Math.min(best[0], t[0]);
    best[1] = Math.min(best[1], t[1]);
  }
}
