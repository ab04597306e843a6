/*
 * Latency of one cell in each isolation mode, side by side in one run (issue 17): in-process
 * (warm), a pooled warm worker per cell, a pooled worker reused for many cells, and a fresh cold
 * worker process per cell (the seed's approach). Two cells: a trivial one and a 100-way gather of
 * tool calls that answer at once. Each pooled sample waits until the pool is full first, so it
 * measures a cell that finds a warm worker (what a host with spare capacity sees), not the pool's
 * refill rate. A plain main; prints a Markdown table of p50 and p90 in milliseconds.
 *   java -cp krait-bench/target/krait-bench.jar dev.krait.bench.IsolationLatency [--samples 15]
 */
package dev.krait.bench;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellContext;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.Isolation;
import dev.krait.runtime.ToolExecutor;
import dev.krait.runtime.process.WorkerPool;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Prints {@code | mode | trivial p50 | trivial p90 | gather p50 | gather p90 |}. */
public final class IsolationLatency {
  private static final String TRIVIAL = "text('ok')";
  private static final String GATHER = """
      import asyncio
      rs = await asyncio.gather(*(tools.echo(i=i) for i in range(100)))
      text(sum(r["i"] for r in rs))
      """;
  private static final CellLimits LIMITS = CellLimits.builder().timeout(Duration.ofSeconds(10))
      .wallClockTimeout(Duration.ofSeconds(120)).build();

  private IsolationLatency() {}

  /** One way of running cells: how to build its executor and, for pools, the pool to refill. */
  private record Mode(String name, CodeExecutor executor, WorkerPool pool, int samples) {}

  public static void main(String[] argv) throws Exception {
    Map<String, String> a = NovelCells.Args.parse(argv);
    int samples = Integer.parseInt(a.getOrDefault("samples", "15"));
    ToolExecutor tools = ToolExecutor.builder()
        .asyncTool("echo", "Returns its input.", (input, c) -> CompletableFuture.completedFuture(input)).build();
    int max = Math.max(4, 2 * Runtime.getRuntime().availableProcessors());
    List<Mode> modes = List.of(
        new Mode("in-process (warm)", CodeExecutor.builder().limits(LIMITS).warmUp(false).build(), null, 200),
        new Mode("pooled worker, 1 cell each", CodeExecutor.builder().limits(LIMITS).isolation(Isolation.PROCESS)
            .idleWorkers(2).build(), WorkerPool.of(new WorkerPool.Config(LIMITS.heapBytes(), 2, 1, max, "")), samples),
        new Mode("pooled worker, reused (100 cells)", CodeExecutor.builder().limits(LIMITS).isolation(Isolation.PROCESS)
            .idleWorkers(1).cellsPerWorker(100).build(),
            WorkerPool.of(new WorkerPool.Config(LIMITS.heapBytes(), 1, 100, max, "")), samples * 4),
        new Mode("fresh process per cell (seed)", CodeExecutor.builder().limits(LIMITS).isolation(Isolation.PROCESS)
            .idleWorkers(0).build(), null, samples));
    System.out.println("| mode | trivial p50 ms | trivial p90 ms | 100-way gather p50 ms | gather p90 ms |");
    System.out.println("| --- | ---: | ---: | ---: | ---: |");
    for (Mode mode : modes) {
      // warm the host side (and, for the reused worker, the worker) before measuring
      int warm = mode.pool() == null && mode.samples() > 50 ? 300 : 3;
      for (int i = 0; i < warm; i++) {
        time(mode, TRIVIAL, tools);
        time(mode, GATHER, tools);
      }
      double[] trivial = new double[mode.samples()];
      double[] gather = new double[mode.samples()];
      for (int i = 0; i < mode.samples(); i++) {
        trivial[i] = time(mode, TRIVIAL, tools);
        gather[i] = time(mode, GATHER, tools);
      }
      System.out.printf(Locale.ROOT, "| %s | %.3f | %.3f | %.3f | %.3f |%n", mode.name(),
          percentile(trivial, 50), percentile(trivial, 90), percentile(gather, 50), percentile(gather, 90));
    }
    System.out.println("(" + samples + " samples per process mode, " + 4 * samples + " for the reused worker, 200 in"
        + " process; " + Runtime.getRuntime().availableProcessors() + " processors; "
        + System.getProperty("java.vm.name") + " " + System.getProperty("java.version") + ")");
    System.exit(0);
  }

  /** Milliseconds from submission to outcome of one cell (after the pool, if any, is full). */
  private static double time(Mode mode, String source, ToolExecutor tools) throws Exception {
    if (mode.pool() != null) {
      mode.pool().awaitIdle(Duration.ofSeconds(120));
    }
    CellContext context = new CellContext(CellStore.inMemory(), tools.metadata());
    long t0 = System.nanoTime();
    CellOutcome outcome = mode.executor().executeModule(source, tools, Cancellation.create(), context)
        .get(120, TimeUnit.SECONDS);
    long took = System.nanoTime() - t0;
    if (!(outcome instanceof CellResult.Success)) {
      throw new IllegalStateException(mode.name() + ": " + outcome);
    }
    return took / 1e6;
  }

  private static double percentile(double[] values, int p) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
    return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
  }
}
