/*
 * Many cells in flight at once: N cells started together, each gathering 3 tool calls that
 * answer after a delay (2 s, on a timer: the tools hold no thread). Reports the wall time until
 * every cell is done, the process CPU per cell (against the same cell run alone, after warming),
 * and the heap after the run against before it (both after a GC). A plain main: the first burst
 * is what a host sees.
 *   java -cp krait-bench/target/krait-bench.jar dev.krait.bench.ConcurrentCells [--cells 10000]
 *       [--delay-ms 2000] [--executor pool|caller]
 */
package dev.krait.bench;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellContext;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.ToolExecutor;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;

/** Prints {@code cells wall_ms cpu_us_per_cell alone_cpu_us heap_before_mb heap_after_mb failures}. */
public final class ConcurrentCells {
  private static final String CELL = """
      import asyncio
      a, b, c = await asyncio.gather(tools.lookup(k=1), tools.lookup(k=2), tools.lookup(k=3))
      text({"sum": a["k"] + b["k"] + c["k"]})
      """;

  private ConcurrentCells() {}

  public static void main(String[] argv) throws Exception {
    Map<String, String> a = NovelCells.Args.parse(argv);
    int cells = Integer.parseInt(a.getOrDefault("cells", "10000"));
    long delayMs = Long.parseLong(a.getOrDefault("delay-ms", "2000"));
    ScheduledExecutorService answers = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "tool-answers");
      t.setDaemon(true);
      return t;
    });
    long[] delay = {0};
    ToolExecutor tools = ToolExecutor.builder().asyncTool("lookup", "Answers after a delay.", (input, c) -> {
      if (delay[0] == 0) {
        return CompletableFuture.completedFuture(input);
      }
      CompletableFuture<JsonNode> f = new CompletableFuture<>();
      answers.schedule(() -> f.complete(input), delay[0], TimeUnit.MILLISECONDS);
      return f;
    }).build();
    CodeExecutor.Builder b = CodeExecutor.builder().limits(CellLimits.builder()
        .wallClockTimeout(java.time.Duration.ofSeconds(600)).build());
    if ("caller".equals(a.get("executor"))) {
      b.executor(Runnable::run);
    }
    CodeExecutor executor = b.build();
    CellStore store = CellStore.inMemory();
    // the warm-up's thread would otherwise count in the process CPU of the measurements below
    executor.warmedUp().join();

    // the same cell alone (tools answering at once), warmed, then timed
    for (int i = 0; i < 20000; i++) {
      run(executor, tools, store);
    }
    int alone = 5000;
    long cpu0 = NovelCells.processCpuNanos();
    for (int i = 0; i < alone; i++) {
      run(executor, tools, store);
    }
    double aloneUs = (NovelCells.processCpuNanos() - cpu0) / 1e3 / alone;

    delay[0] = delayMs;
    long heapBefore = usedHeapAfterGc();
    cpu0 = NovelCells.processCpuNanos();
    long t0 = System.nanoTime();
    List<CompletableFuture<CellOutcome>> futures = new ArrayList<>(cells);
    for (int i = 0; i < cells; i++) {
      futures.add(executor.executeModule(CELL, tools, Cancellation.create(), new CellContext(store, List.of())));
    }
    int failures = 0;
    for (CompletableFuture<CellOutcome> f : futures) {
      if (!(f.join() instanceof CellResult.Success)) {
        failures++;
      }
    }
    long wall = System.nanoTime() - t0;
    double cpuUs = (NovelCells.processCpuNanos() - cpu0) / 1e3 / cells;
    futures = null;
    long heapAfter = usedHeapAfterGc();
    System.out.printf("cells=%d wall_ms=%.0f (delay %d) cpu_us_per_cell=%.1f alone_cpu_us=%.1f "
            + "heap_before_mb=%.1f heap_after_mb=%.1f failures=%d%n",
        cells, wall / 1e6, delayMs, cpuUs, aloneUs, heapBefore / 1048576.0, heapAfter / 1048576.0, failures);
    System.exit(0);
  }

  private static CellOutcome run(CodeExecutor executor, ToolExecutor tools, CellStore store) {
    return executor.executeModule(CELL, tools, Cancellation.create(), new CellContext(store, List.of())).join();
  }

  private static long usedHeapAfterGc() throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(100);
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }
}
