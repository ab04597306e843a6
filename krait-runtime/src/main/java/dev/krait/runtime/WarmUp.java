/*
 * The JVM-wide warm-up. A host never runs the same cell twice, so what it feels is the JVM's
 * first time on each path: interpreted Java, first-use class loading and lambda linkage, C2
 * compiling and deoptimising. This runs a corpus of cells shipped in krait-python's jar
 * (resources warmup/CORPUS: every opcode, the builtins, the common modules, tools, the failure
 * reports) round after round, in the background, so those costs are paid before the host's cells
 * arrive.
 *
 * Shaped so it can never hurt a host: once per JVM whatever the number of executors; on its own
 * daemon thread (never one of the host's or the cell pool's); its cells are ordinary cells with
 * their own globals, store and meter, so nothing of them is visible to anyone else; it steps
 * aside while host cells run (they would share the CPU with it, and a cell's budget counts the
 * time it is on the CPU), and it is bounded by a budget of its own running time and by a
 * wall-clock cap.
 */
package dev.krait.runtime;

import dev.krait.runtime.internal.KraitThreads;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** Runs the warm-up corpus once per JVM, in the background. */
public final class WarmUp {
  /** Default budget: the warm-up's own running time. */
  static final Duration DEFAULT_BUDGET = Duration.ofSeconds(10);
  /** The warm-up gives up this long after it started, however little it could run. */
  static final Duration WALL_CAP = Duration.ofSeconds(60);
  /** System property that switches the default off ({@code -Dkrait.warmUp=false}). */
  static final String PROPERTY = "krait.warmUp";
  private static final String RESOURCE_DIR = "warmup/";

  /** How a corpus cell must end. */
  enum Ending { OK, RAISES, SYNTAX, LIMIT }

  /** One cell of the corpus. */
  record Cell(String name, String source, Ending ending) {}

  private static final AtomicInteger HOST_CELLS = new AtomicInteger();
  private static volatile boolean running;
  private static CompletableFuture<Void> started;

  private WarmUp() {}

  /** Whether executors warm up unless told otherwise. */
  static boolean enabledByDefault() {
    return !"false".equalsIgnoreCase(System.getProperty(PROPERTY, "true"));
  }

  /** Starts the warm-up if no executor has yet; returns the future of the one warm-up of this JVM. */
  static synchronized CompletableFuture<Void> start(Duration budget) {
    if (started == null) {
      started = new CompletableFuture<>();
      running = true;
      CompletableFuture<Void> done = started;
      Thread thread = new Thread(null, () -> run(budget, done), "krait-warm-up", KraitThreads.CELL_STACK_BYTES);
      thread.setDaemon(true);
      thread.setPriority(Thread.MIN_PRIORITY);
      thread.start();
    }
    return started;
  }

  /**
   * Called when a host cell starts: the warm-up waits while any runs. Returns whether the cell was
   * counted (then call {@link #hostCellEnded()} when it ends); once the warm-up is over, nothing is.
   */
  static boolean hostCellStarted() {
    if (!running) {
      return false;
    }
    HOST_CELLS.incrementAndGet();
    return true;
  }

  static void hostCellEnded() {
    HOST_CELLS.decrementAndGet();
  }

  /** Host cells running now, as far as the warm-up knows (for tests). */
  static int hostCellsRunning() {
    return HOST_CELLS.get();
  }

  private static void run(Duration budget, CompletableFuture<Void> done) {
    try {
      List<Cell> corpus = corpus();
      CodeExecutor executor = executor();
      long spent = 0;
      long budgetNanos = budget.toNanos();
      long cap = System.nanoTime() + WALL_CAP.toNanos();
      rounds:
      while (spent < budgetNanos) {
        CellStore store = CellStore.inMemory();
        for (Cell cell : corpus) {
          while (HOST_CELLS.get() > 0) {
            if (System.nanoTime() > cap) {
              break rounds;
            }
            Thread.sleep(2);
          }
          long t0 = runningNanos();
          runCell(executor, cell, store);
          spent += runningNanos() - t0;
          if (spent >= budgetNanos || System.nanoTime() > cap) {
            break rounds;
          }
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (RuntimeException | Error e) {
      // the warm-up is an optimisation: whatever went wrong, the host is not to know
    } finally {
      running = false;
      done.complete(null);
    }
  }

  /**
   * Runs the corpus on this thread for about {@code budget} of running time, now: a worker process
   * of {@link Isolation#PROCESS} that will run many cells warms itself so before it says hello.
   */
  public static void runHere(Duration budget) {
    long cap = System.nanoTime() + WALL_CAP.toNanos();
    long spent = 0;
    try {
      List<Cell> corpus = corpus();
      CodeExecutor executor = executor();
      while (spent < budget.toNanos() && System.nanoTime() < cap) {
        CellStore store = CellStore.inMemory();
        for (Cell cell : corpus) {
          // wall time here: the worker's hello waits for this, and its start has a time-out
          long t0 = System.nanoTime();
          runCell(executor, cell, store);
          spent += System.nanoTime() - t0;
          if (spent >= budget.toNanos()) {
            return;
          }
        }
      }
    } catch (RuntimeException | Error e) {
      // an optimisation: whatever went wrong, nobody is to know
    }
  }

  /**
   * This thread's CPU time, which the budget counts: on a busy machine the wall time of a cell is
   * mostly waiting for a processor, and a wall-time budget bought a fraction of the warmth it buys
   * on an idle one (the wall-clock cap still bounds the whole). The wall clock where the JVM cannot
   * tell a thread's CPU time.
   */
  private static long runningNanos() {
    try {
      java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
      if (threads.isCurrentThreadCpuTimeSupported()) {
        return threads.getCurrentThreadCpuTime();
      }
    } catch (LinkageError | UnsupportedOperationException e) {
      // a runtime image without java.management: fall back to the wall clock
    }
    return System.nanoTime();
  }

  /** The executor of warm-up cells: this thread runs them; their cells do not count as the host's. */
  static CodeExecutor executor() {
    return CodeExecutor.builder().warmUp(false).executor(Runnable::run).hostCells(false).build();
  }

  static CellOutcome runCell(CodeExecutor executor, Cell cell, CellStore store) {
    ToolExecutor tools = tools();
    CellContext context = new CellContext(store, tools.metadata());
    CellOutcome outcome = executor.executeModule(cell.source(), tools, Cancellation.create(), context).join();
    if (outcome instanceof CellResult.Success) {
      context.commit();
    }
    return outcome;
  }

  /** Tools that answer at once: echo (its input), lookup (a small record), fail (a ToolError). */
  static ToolExecutor tools() {
    return ToolExecutor.builder()
        .asyncTool("echo", "Returns its input.", (input, c) -> CompletableFuture.completedFuture(input))
        .asyncTool("lookup", "Looks a key up.", (input, c) -> CompletableFuture.completedFuture(record(input)))
        .asyncTool("fail", "Always fails.",
            (input, c) -> CompletableFuture.failedFuture(ToolException.failed("failed: " + input.path("reason"))))
        .build();
  }

  private static JsonNode record(JsonNode input) {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.set("key", input.path("key"));
    node.putArray("values").add(1).add(2.5).add("three").addNull().add(true);
    node.putObject("meta").put("source", "warm-up").put("count", 5);
    return node;
  }

  /** The corpus, in order, from the resources next to the interpreter. */
  static List<Cell> corpus() {
    List<Cell> cells = new ArrayList<>();
    for (String line : read("CORPUS").split("\n")) {
      line = line.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] parts = line.split("\\s+");
      cells.add(new Cell(parts[0], read(parts[0]), Ending.valueOf(parts[1].toUpperCase(java.util.Locale.ROOT))));
    }
    return cells;
  }

  private static String read(String name) {
    ClassLoader loader = WarmUp.class.getClassLoader();
    try (InputStream in = loader.getResourceAsStream(RESOURCE_DIR + name)) {
      if (in == null) {
        throw new IllegalStateException("warm-up resource missing: " + RESOURCE_DIR + name);
      }
      StringBuilder b = new StringBuilder();
      try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
        r.lines().forEach(l -> b.append(l).append('\n'));
      }
      return b.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
