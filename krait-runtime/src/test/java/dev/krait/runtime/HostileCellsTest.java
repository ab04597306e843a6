/*
 * The security suite (issue 5): hostile cells, one resource file per family under
 * src/test/resources/hostile/, each run through a CodeExecutor with small limits. Every case
 * asserts its documented outcome (kind and message fragment), a bounded wall-clock time, the
 * absence of Java internals in the diagnostic, that the cell thread is free again at once after the
 * outcome (a thread still computing for a finished cell is one the host has lost), and that a
 * normal cell runs fine afterwards on the same executor. Failures name the case; a cell that does
 * not finish reports the stacks of the cell threads, so the loop that held it can be found. Format
 * of a family file, see hostile/README.txt.
 */
package dev.krait.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.runtime.internal.KraitThreads;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class HostileCellsTest {
  /** The families, one file each. */
  static final List<String> FAMILIES = List.of("introspection", "outside", "memory", "cpu", "stack",
      "output", "exceptions", "async", "json", "bignum", "strings");

  /** Small limits so the suite stays fast. */
  static final CellLimits LIMITS = CellLimits.builder()
      .timeout(Duration.ofMillis(500))
      .heapBytes(16L << 20)
      .wallClockTimeout(Duration.ofSeconds(2))
      .drainTimeout(Duration.ofSeconds(2))
      .maxPrintedChars(1L << 20)
      .maxOutputs(10_000)
      .maxOutputChars(4L << 20)
      .build();

  /** No case may take longer than this from submission to outcome. */
  static final Duration DEADLINE = Duration.ofSeconds(10);

  /**
   * CPU time a cell thread may still spend on a cell after its outcome is known (finishing the
   * task that delivered it). Measured as the thread's CPU time, so a loaded machine does not make
   * it fail; the documented margin past the budget is 50 ms (docs/security.md).
   */
  static final Duration FREE_MARGIN_CPU = Duration.ofMillis(50);
  /** Wall-clock bound on the same wait, for a thread that is held without computing. */
  static final Duration FREE_MARGIN_WALL = Duration.ofSeconds(3);

  private static CellThreads pool;
  private static ScheduledExecutorService timers;
  private static CodeExecutor executor;

  @BeforeAll
  static void start() {
    timers = Executors.newSingleThreadScheduledExecutor(KraitThreads.daemonThreads("hostile-timer-", 0));
    freshPool();
  }

  /** A new pool of two cell threads (again after a case left a thread held, so the next cases run). */
  static void freshPool() {
    if (pool != null) {
      pool.shutdownNow();
    }
    pool = new CellThreads(2);
    executor = CodeExecutor.builder().limits(LIMITS).executor(pool).scheduler(timers).build();
  }

  @AfterAll
  static void stop() {
    pool.shutdownNow();
    timers.shutdownNow();
  }

  /** One hostile cell and what it must end in. */
  record Case(String family, String name, List<String> kinds, String fragment, String source) {}

  @TestFactory
  Stream<DynamicNode> hostileCells() throws IOException {
    List<DynamicNode> families = new ArrayList<>();
    for (String family : FAMILIES) {
      String only = System.getProperty("hostile.only", "");
      // -Dhostile.only=REGEX runs the cases whose name contains a match (like the conformance filter)
      java.util.regex.Pattern filter = java.util.regex.Pattern.compile(only);
      List<Case> cases = load(family).stream().filter(c -> only.isEmpty() || filter.matcher(c.name()).find()).toList();
      families.add(DynamicContainer.dynamicContainer(family + " (" + cases.size() + ")",
          cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)))));
    }
    return families.stream();
  }

  @Test
  void suiteIsLargeEnoughAndCoversEveryFamily() throws IOException {
    int total = 0;
    for (String family : FAMILIES) {
      int n = load(family).size();
      assertThat(n).as(family).isGreaterThanOrEqualTo(8);
      total += n;
    }
    assertThat(total).isGreaterThanOrEqualTo(150);
  }

  // ---------------------------------------------------------------- memory accounting (issue 5)

  @Test
  void churningThroughAGigabyteOfShortLivedStringsFitsInSixteenMebibytes() {
    CellLimits limits = LIMITS.newBuilder().timeout(Duration.ofSeconds(20)).wallClockTimeout(Duration.ofSeconds(60)).build();
    CellContext context = TestSupport.context();
    // 16,384 strings of 32 Ki chars = 512 Mi chars, charged at 2 bytes a char: 1 GiB allocated.
    CellOutcome outcome = run(CodeExecutor.builder().limits(limits).executor(pool).scheduler(timers).build(), """
        total = 0
        for i in range(16384):
            s = str(i % 10) * 32768
            total += len(s)
        text(total)
        """, context, Duration.ofSeconds(60));
    assertThat(outcome).as(String.valueOf(outcome)).isInstanceOf(CellResult.Success.class);
    assertThat(TestSupport.texts(context)).containsExactly(String.valueOf(16384L * 32768));
  }

  @Test
  void keepingThirtyTwoMebibytesAliveFailsUnderSixteen() {
    // A generous CPU budget, so that it is the memory limit that ends the cell.
    CellLimits limits = LIMITS.newBuilder().timeout(Duration.ofSeconds(20)).wallClockTimeout(Duration.ofSeconds(60)).build();
    CellOutcome outcome = run(CodeExecutor.builder().limits(limits).executor(pool).scheduler(timers).build(), """
        kept = []
        for i in range(1024):
            kept.append(str(i % 10) * 16384)
        text(len(kept))
        """, TestSupport.context(), DEADLINE);
    CellDiagnostic d = TestSupport.failure(outcome);
    assertThat(d.kind()).isEqualTo(CellDiagnostic.Kind.LIMIT_EXCEEDED);
    assertThat(d.message()).contains("memory");
    normalCellStillRuns();
  }

  // ---------------------------------------------------------------- running one case

  static void check(Case c) {
    long start = System.nanoTime();
    CellOutcome outcome = run(c.name(), executor, c.source(), TestSupport.context(), DEADLINE);
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    Duration deadline = DEADLINE;
    cellThreadsFreeAgain(c.name());
    // The meter counts the wall time of the cell's running slices, so on a loaded machine a case
    // meant to reach another limit (or to succeed) can spend its 500 ms first. Such a case runs
    // again with that limit raised, as HostileCellsProcessTest does; the limit a case is about is
    // never raised, and every rerun is held to the same checks.
    for (int factor : HostileCellsProcessTest.RERUN_FACTORS) {
      CellLimits raised = HostileCellsProcessTest.raisedLimits(c, outcome, factor);
      if (raised == null) {
        break;
      }
      CodeExecutor rerun = CodeExecutor.builder().limits(raised).executor(pool).scheduler(timers).build();
      deadline = DEADLINE.multipliedBy(factor);
      start = System.nanoTime();
      outcome = run(c.name() + " (rerun with raised limits)", rerun, c.source(), TestSupport.context(), deadline);
      took = Duration.ofNanos(System.nanoTime() - start);
      cellThreadsFreeAgain(c.name());
    }
    String got = describe(outcome);
    assertThat(took).as("wall-clock time of %s", c.name()).isLessThan(deadline);
    assertThat(c.kinds()).as("outcome of %s: %s", c.name(), got).contains(kindOf(outcome));
    if (outcome instanceof CellResult.Failure f) {
      String message = f.diagnostic().message();
      assertThat(List.of(c.fragment().split("\\|")).stream().anyMatch(message::contains))
          .as("message of %s: %s, expected %s", c.name(), got, c.fragment()).isTrue();
      String all = message + f.diagnostic().traceback().orElse("");
      assertThat(all).as("no Java internals leak from %s", c.name())
          .doesNotContain("java.").doesNotContain("internal error").doesNotContain("dev.krait")
          .doesNotContain("Exception:").doesNotContain("StackOverflow");
    }
    normalCellStillRuns();
  }

  static void normalCellStillRuns() {
    CellContext context = TestSupport.context();
    CellOutcome after = run("the normal cell after it", executor,
        "import asyncio\nr = await tools.echo({'n': sum(range(10))})\ntext(r['n'])", context, DEADLINE);
    assertThat(after).as("the next cell: %s", describe(after)).isInstanceOf(CellResult.Success.class);
    assertThat(TestSupport.texts(context)).containsExactly("45");
  }

  static CellOutcome run(CodeExecutor exec, String source, CellContext context, Duration deadline) {
    return run("the cell", exec, source, context, deadline);
  }

  /**
   * Runs a cell; one that does not finish fails naming {@code name}, with the stacks of the cell
   * threads (where it is held), and the pool is replaced so that the next cases are not starved.
   */
  static CellOutcome run(String name, CodeExecutor exec, String source, CellContext context, Duration deadline) {
    CompletableFuture<CellOutcome> f = exec.executeModule(source, TestSupport.echo(), Cancellation.create(), context);
    try {
      return f.get(deadline.toMillis() + 5_000, TimeUnit.MILLISECONDS);
    } catch (Exception e) {
      f.cancel(true);
      String stacks = pool.stacks();
      freshPool();
      throw new AssertionError(name + ": the cell did not finish within " + deadline + " (" + e
          + "); the cell threads:\n" + stacks, e);
    }
  }

  /**
   * After an outcome, the cell threads must be free again within {@link #FREE_MARGIN_CPU} of CPU
   * time: a thread still busy for an ended cell (an unbounded Java call the cancellation cannot
   * reach) would hold the host's pool. Fails naming the case, with the busy thread's stack.
   */
  static void cellThreadsFreeAgain(String name) {
    long wallStart = System.nanoTime();
    Map<Thread, Long> cpuAtOutcome = new HashMap<>();
    while (true) {
      List<Thread> busy = pool.busy();
      if (busy.isEmpty()) {
        return;
      }
      for (Thread t : busy) {
        long cpu = CellThreads.cpuNanos(t);
        long since = cpu - cpuAtOutcome.computeIfAbsent(t, k -> cpu);
        boolean wallOver = System.nanoTime() - wallStart > FREE_MARGIN_WALL.toNanos();
        if (since > FREE_MARGIN_CPU.toNanos() || wallOver) {
          String stack = CellThreads.stack(t);
          freshPool();
          throw new AssertionError(name + ": the cell thread " + t.getName() + " was still busy "
              + (wallOver ? FREE_MARGIN_WALL.toMillis() + " ms (wall clock)" : since / 1_000_000 + " ms of CPU time")
              + " after the cell's outcome:\n" + stack);
        }
      }
      try {
        Thread.sleep(1);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(name + ": interrupted", e);
      }
    }
  }

  /** The cell threads of the suite: a fixed pool that knows which of its threads run a task. */
  static final class CellThreads extends ThreadPoolExecutor {
    private static final ThreadMXBean MX =
        ManagementFactory.getThreadMXBean();
    private final Set<Thread> all = ConcurrentHashMap.newKeySet();
    private final Set<Thread> running = ConcurrentHashMap.newKeySet();

    CellThreads(int n) {
      super(n, n, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>());
      ThreadFactory threads = KraitThreads.daemonThreads("hostile-cell-", KraitThreads.CELL_STACK_BYTES);
      setThreadFactory(r -> {
        Thread t = threads.newThread(r);
        all.add(t);
        return t;
      });
    }

    @Override
    protected void beforeExecute(Thread t, Runnable r) {
      running.add(t);
    }

    @Override
    protected void afterExecute(Runnable r, Throwable error) {
      running.remove(Thread.currentThread());
    }

    /** Threads running a task, or with tasks queued for them (then the first thread stands for it). */
    List<Thread> busy() {
      List<Thread> busy = new ArrayList<>(running);
      if (busy.isEmpty() && !getQueue().isEmpty() && !all.isEmpty()) {
        busy.add(all.iterator().next());
      }
      return busy;
    }

    String stacks() {
      StringBuilder sb = new StringBuilder();
      all.forEach(t -> sb.append(stack(t)));
      return sb.toString();
    }

    static String stack(Thread t) {
      StringBuilder sb = new StringBuilder("\"").append(t.getName()).append("\" ").append(t.getState())
          .append(", ").append(cpuNanos(t) / 1_000_000).append(" ms CPU\n");
      for (StackTraceElement e : t.getStackTrace()) {
        sb.append("    at ").append(e).append('\n');
      }
      return sb.toString();
    }

    static long cpuNanos(Thread t) {
      long cpu = MX.getThreadCpuTime(t.getId());
      return cpu < 0 ? 0 : cpu;
    }
  }

  static String kindOf(CellOutcome outcome) {
    if (outcome instanceof CellResult.Success) {
      return "ok";
    }
    if (outcome instanceof CellResult.Failure f) {
      return switch (f.diagnostic().kind()) {
        case PARSE_ERROR -> "parse";
        case EXECUTION_ERROR -> "error";
        case LIMIT_EXCEEDED -> "limit";
        case CHECK_ERROR -> "check";
      };
    }
    return "abort";
  }

  static String describe(CellOutcome outcome) {
    if (outcome instanceof CellResult.Failure f) {
      return kindOf(outcome) + ": " + f.diagnostic().message();
    }
    return String.valueOf(outcome);
  }

  // ---------------------------------------------------------------- the family files

  private static final Pattern HEADER = Pattern.compile("### (.*?) \\| (\\S+)(?: \\|(.*))?");
  private static final Pattern REPEAT = Pattern.compile("\\{\\{\"((?:[^\"\\\\]|\\\\.)*)\" \\* (\\d+)\\}\\}");

  /**
   * Loads hostile/FAMILY.txt: cases start with a header line
   * {@code ### name | kind[|kind] | message fragment}; the cell is every line up to the next
   * header. {@code {{"text" * N}}} in a cell expands to text repeated N times (for sources too big
   * to write down: deep nesting, 10 MB lines).
   */
  static List<Case> load(String family) throws IOException {
    String text;
    try (InputStream in = HostileCellsTest.class.getResourceAsStream("/hostile/" + family + ".txt")) {
      if (in == null) {
        throw new IOException("missing hostile/" + family + ".txt");
      }
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<Case> cases = new ArrayList<>();
    Matcher header = null;
    StringBuilder body = new StringBuilder();
    for (String line : (text + "\n### end | ok").split("\n", -1)) {
      if (line.startsWith("### ")) {
        if (header != null) {
          String fragment = header.group(3) == null ? "" : header.group(3).trim();
          cases.add(new Case(family, family + ": " + header.group(1).trim(), List.of(header.group(2).split("\\|")),
              fragment, expand(body.toString().stripTrailing())));
        }
        header = HEADER.matcher(line);
        if (!header.matches()) {
          throw new IOException("bad header in hostile/" + family + ".txt: " + line);
        }
        body.setLength(0);
      } else if (header != null) {
        body.append(line).append('\n');
      }
    }
    return cases;
  }

  static String expand(String source) {
    Matcher m = REPEAT.matcher(source);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String unit = m.group(1).replace("\\n", "\n").replace("\\\"", "\"").replace("\\\\", "\\");
      m.appendReplacement(out, Matcher.quoteReplacement(unit.repeat(Integer.parseInt(m.group(2)))));
    }
    m.appendTail(out);
    return out.toString();
  }

}
