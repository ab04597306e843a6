/*
 * The systematic bound test (issue 12): every builtin, every method of the core types and every
 * public callable of every provided module, enumerated by introspection when the test runs (so a
 * new one is covered without editing this file), is called with adversarially large arguments —
 * a million-bit int, 2**63-1, 10 MB strings and bytes, a 10,000-deep list, 100,000-wide
 * containers — under a small CPU budget. Each call must end with a result, a Python exception or
 * LimitExceeded, within the budget plus MARGIN of the cell thread's CPU time: never a hang, a Java
 * exception, an "internal error" or a Java name in a message.
 *
 * Shape: the calls of one callable on one receiver form a batch, run as one execution so that the
 * argument values are built once; a host function marks each call before it starts. A batch that
 * ends on a limit blames the marked call (a limit is an allowed outcome) and the rest of the batch
 * runs again in a new execution. Batches run on two cell threads in parallel, each measured by its
 * thread's CPU clock, so a loaded machine does not fail the test. -Dbounded.only=REGEX runs the
 * callables whose label matches.
 */
package dev.krait.python;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.vm.Interpreter;
import dev.krait.python.vm.Modules;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class BoundedOperationsTest {
  /** The CPU budget of each execution (small: every call must respect it). */
  static final long BUDGET_NANOS = 1_000_000_000L;
  /** How far past the budget a cell thread may run (the documented goal is 50 ms). */
  static final long MARGIN_NANOS = 100_000_000L;
  static final long HEAP_BYTES = 128L << 20;
  /** An execution still running after this much wall-clock time is a hang. */
  static final long HANG_SECONDS = 30;

  /** The argument values: name and the statements that build it (only those a batch uses run). */
  static final Map<String, String> VALUES = new LinkedHashMap<>();

  static {
    VALUES.put("H", "H = (1 << 10**6) - 1");
    VALUES.put("N", "N = 2**63 - 1");
    VALUES.put("M", "M = -2**63");
    VALUES.put("F", "F = 1e308");
    VALUES.put("S", "S = 'ab' * (5 * 10**6)");
    VALUES.put("U", "U = '\\u00df\\u0130\\U0001F600' * 10**6");
    VALUES.put("B", "B = b'ab' * (5 * 10**6)");
    VALUES.put("D", "D = []\nfor _ in range(10**4):\n    D = [D]");
    VALUES.put("W", "W = list(range(10**5))");
    VALUES.put("T", "T = tuple(range(10**5))");
    VALUES.put("E", "E = dict.fromkeys(range(10**5))");
    VALUES.put("Q", "Q = set(range(10**5))");
    VALUES.put("X", "X = 'x'");
    VALUES.put("I", "I = -1");
  }

  /** Argument lists tried for every callable (besides no arguments and each value alone). */
  static final List<String> PAIRS = List.of("S, S", "S, N", "S, H", "S, X", "X, N", "N, X", "B, B", "B, N",
      "U, N", "W, W", "W, N", "N, N", "H, H", "H, N", "D, D", "E, E", "Q, Q", "T, N", "I, N", "N, I",
      "S, S, N", "S, X, S", "H, H, H", "N, N, N", "X, S, N", "B, B, N");

  /** Receivers of each type's methods: large ones (fresh copies of mutable ones) and a small one. */
  static final Map<String, List<String>> RECEIVERS = new LinkedHashMap<>();

  static {
    RECEIVERS.put("str", List.of("S", "U", "X"));
    RECEIVERS.put("bytes", List.of("B", "b'x'"));
    RECEIVERS.put("bytearray", List.of("bytearray(B)", "bytearray(b'x')"));
    RECEIVERS.put("int", List.of("H", "N", "3"));
    RECEIVERS.put("float", List.of("F", "0.5"));
    RECEIVERS.put("list", List.of("W.copy()", "D", "[X]"));
    RECEIVERS.put("dict", List.of("dict(E)", "{X: 1}"));
    RECEIVERS.put("set", List.of("set(Q)", "{1}"));
    RECEIVERS.put("frozenset", List.of("frozenset(Q)", "frozenset({1})"));
    RECEIVERS.put("tuple", List.of("T", "(X,)"));
  }

  /** Callables not called: they end the cell on purpose. */
  static final Pattern NOT_CALLED = Pattern.compile("builtins\\.(exit|quit)");

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  /** Two drivers, each running its batches on a fresh cell thread it watches. */
  private static final ExecutorService DRIVERS = Executors.newFixedThreadPool(2, r -> {
    Thread t = new Thread(r, "bounded-driver");
    t.setDaemon(true);
    return t;
  });
  private static final ScheduledExecutorService WATCHDOG = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "bounded-watchdog");
    t.setDaemon(true);
    return t;
  });

  @AfterAll
  static void stop() {
    DRIVERS.shutdownNow();
    WATCHDOG.shutdownNow();
  }

  /** One callable on one receiver: {@code target} is the expression called, {@code setup} what it needs. */
  record Batch(String label, String target) {}

  @TestFactory
  Stream<DynamicTest> everyCallableIsBounded() throws Exception {
    String only = System.getProperty("bounded.only", "");
    Pattern filter = Pattern.compile(only);
    List<Batch> batches = new ArrayList<>();
    for (Batch b : enumerate()) {
      if (only.isEmpty() || filter.matcher(b.label()).find()) {
        batches.add(b);
      }
    }
    assertThat(batches).as("callables enumerated").hasSizeGreaterThan(only.isEmpty() ? 500 : 0);
    List<Future<List<String>>> results = new ArrayList<>();
    for (Batch b : batches) {
      results.add(DRIVERS.submit(() -> runWatched(b)));
    }
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < batches.size(); i++) {
      Batch b = batches.get(i);
      Future<List<String>> result = results.get(i);
      tests.add(DynamicTest.dynamicTest(b.label(), () -> {
        List<String> problems = result.get(10, TimeUnit.MINUTES);
        assertThat(problems).as("calls of %s that were not bounded", b.label()).isEmpty();
      }));
    }
    return tests.stream();
  }

  // ---------------------------------------------------------------- what is called

  /** Every builtin, core-type method and module function, found by running a cell that lists them. */
  static List<Batch> enumerate() throws PythonSyntaxError {
    StringBuilder src = new StringBuilder("""
        def _listed(owner, obj):
            for n in sorted(dir(obj)):
                try:
                    v = getattr(obj, n)
                except Exception:
                    continue
                if callable(v) and not (isinstance(v, type) and issubclass(v, BaseException)):
                    print(owner + '\\t' + n)
        import builtins
        _listed('builtins', builtins)
        """);
    for (String type : RECEIVERS.keySet()) {
      src.append("_listed('").append(type).append("', ").append(type).append(")\n");
    }
    for (String module : Modules.available()) {
      if (!module.startsWith("_") && !module.startsWith("asyncio.")) {
        src.append("import ").append(module).append("\n");
        src.append("_listed('").append(module).append("', ").append(module).append(")\n");
      }
    }
    StringBuilder out = new StringBuilder();
    Step s = Python.run(Python.compile(src.toString(), "<enumerate>"),
        ExecutionOptions.builder().cpuTimeNanos(60_000_000_000L).heapBytes(256L << 20).stdout(out::append).build());
    assertThat(s).as("the enumerating cell").isInstanceOf(Step.Completed.class);
    List<Batch> batches = new ArrayList<>();
    for (String line : out.toString().split("\n")) {
      String[] parts = line.split("\t");
      String owner = parts[0];
      String name = parts[1];
      String label = owner + "." + name;
      if (NOT_CALLED.matcher(label).matches() || owner.equals("builtins") && name.startsWith("_")
          || !owner.equals("builtins") && !RECEIVERS.containsKey(owner) && name.startsWith("_")) {
        continue;
      }
      if (RECEIVERS.containsKey(owner)) {
        for (String receiver : RECEIVERS.get(owner)) {
          batches.add(new Batch(label + " on " + receiver, "(" + receiver + ")." + name));
        }
      } else {
        batches.add(new Batch(label, owner.equals("builtins") ? "builtins." + name : owner + "." + name));
      }
    }
    return batches;
  }

  /** The calls of a batch: no arguments, each value alone, then the pairs and triples. */
  static List<String> argumentLists() {
    List<String> lists = new ArrayList<>();
    lists.add("");
    lists.addAll(VALUES.keySet());
    lists.addAll(PAIRS);
    return lists;
  }

  // ---------------------------------------------------------------- running a batch

  /** What a cell thread is doing, for its driver. */
  static final class Progress {
    volatile String call = "";
    volatile long executionStartedAt = System.nanoTime();
  }

  /**
   * Runs {@code b} on a cell thread of its own; when one execution of it has not returned long
   * after the watchdog cancelled it, the thread is held by a call that cannot be cancelled: that
   * is reported with the thread's stack, and the thread is left behind.
   */
  static List<String> runWatched(Batch b) throws InterruptedException {
    Progress progress = new Progress();
    java.util.concurrent.CompletableFuture<List<String>> done = new java.util.concurrent.CompletableFuture<>();
    Thread cell = new Thread(null, () -> {
      try {
        done.complete(run(b, progress));
      } catch (Throwable t) {
        done.complete(List.of(b.target() + ": the test harness failed: " + t));
      }
    }, "bounded-cell", 64L << 20);
    cell.setDaemon(true);
    cell.start();
    while (true) {
      try {
        return done.get(1, TimeUnit.SECONDS);
      } catch (java.util.concurrent.TimeoutException e) {
        if (System.nanoTime() - progress.executionStartedAt > (HANG_SECONDS + 10) * 1_000_000_000L) {
          StringBuilder stack = new StringBuilder();
          for (StackTraceElement frame : cell.getStackTrace()) {
            stack.append("\n    at ").append(frame);
          }
          return List.of(progress.call + ": the cell thread is held by a call that cancellation cannot stop"
              + stack);
        }
      } catch (java.util.concurrent.ExecutionException e) {
        return List.of(b.target() + ": " + e.getCause());
      }
    }
  }

  /** Runs every call of {@code b}; returns the problems found (empty when all were bounded). */
  static List<String> run(Batch b, Progress progress) {
    long batchCpu = THREADS.getCurrentThreadCpuTime();
    try {
      return runFrom(b, progress);
    } finally {
      if (Boolean.getBoolean("bounded.stats")) {
        System.out.println("bounded-stats\t" + b.label() + "\t"
            + (THREADS.getCurrentThreadCpuTime() - batchCpu) / 1_000_000 + " ms");
      }
    }
  }

  static List<String> runFrom(Batch b, Progress progress) {
    List<String> calls = argumentLists();
    List<String> problems = new ArrayList<>();
    int from = 0;
    while (from < calls.size()) {
      int[] marked = {-1};
      Map<Integer, String> bad = new LinkedHashMap<>();
      ExternalHost host = (function, args, kwargs) -> {
        int index = ((Number) args.get(0)).intValue();
        if (function.equals("_mark")) {
          marked[0] = index;
          progress.call = call(b, calls, index);
        } else {
          bad.put(index, String.valueOf(args.get(1)));
        }
        return new ExternalReply.Value(null);
      };
      String source = source(b, calls, from);
      progress.executionStartedAt = System.nanoTime();
      long cpuStart = THREADS.getCurrentThreadCpuTime();
      Step step;
      Execution e;
      try {
        e = Python.start(Python.compile(source, "<cell>"), ExecutionOptions.builder()
            .cpuTimeNanos(BUDGET_NANOS).heapBytes(HEAP_BYTES).wallClockNanos(1_000_000_000L).host(host)
            .global("_mark", new HostValues.HostFunction("_mark"))
            .global("_bad", new HostValues.HostFunction("_bad")).build());
      } catch (PythonSyntaxError err) {
        problems.add("the batch does not compile: " + err.getMessage() + "\n" + source);
        return problems;
      }
      ScheduledFuture<?> watchdog = WATCHDOG.schedule(e::cancel, HANG_SECONDS, TimeUnit.SECONDS);
      try {
        step = e.resume();
        while (step instanceof Step.Blocked blocked && blocked.wakeAtNanos() >= 0) {
          long wait = blocked.wakeAtNanos() - System.nanoTime();
          if (wait > 0) {
            Thread.sleep(Math.min(wait / 1_000_000 + 1, 2_000));
          }
          step = e.resume();
        }
      } catch (Throwable t) {
        problems.add(call(b, calls, marked[0]) + ": a Java exception reached the host: " + t);
        return problems;
      } finally {
        watchdog.cancel(false);
      }
      long cpu = THREADS.getCurrentThreadCpuTime() - cpuStart;
      bad.forEach((i, what) -> problems.add(call(b, calls, i) + ": " + what));
      int culprit = Math.max(marked[0], from);
      if (cpu > BUDGET_NANOS + MARGIN_NANOS) {
        problems.add(call(b, calls, culprit) + ": the cell thread ran " + cpu / 1_000_000
            + " ms of CPU under a budget of " + BUDGET_NANOS / 1_000_000 + " ms (" + step + ")");
      }
      if (step instanceof Step.Completed) {
        return problems;
      }
      if (step instanceof Step.LimitExceeded limit && marked[0] < from) {
        problems.add(b.target() + ": building the arguments ended the cell: " + limit.message());
        return problems;
      }
      if (step instanceof Step.LimitExceeded limit && Boolean.getBoolean("bounded.stats")) {
        System.out.println("bounded-limit\t" + call(b, calls, culprit) + "\t" + cpu / 1_000_000 + " ms\t" + limit.message());
      }
      if (step instanceof Step.LimitExceeded) {
        from = culprit + 1; // a limit is an allowed end of that call; the rest runs again
        continue;
      }
      problems.add(call(b, calls, culprit) + ": ended as " + (step instanceof Step.Cancelled
          ? "a hang (cancelled after " + HANG_SECONDS + " s)" : String.valueOf(step)));
      from = culprit + 1;
    }
    return problems;
  }

  static String call(Batch b, List<String> calls, int index) {
    return index < 0 ? b.target() + " (building the arguments)" : b.target() + "(" + calls.get(index) + ")";
  }

  /** The cell of a batch from call {@code from} on: the values it needs, then one guarded call each. */
  static String source(Batch b, List<String> calls, int from) {
    StringBuilder src = new StringBuilder("import builtins\n");
    StringBuilder body = new StringBuilder();
    for (int i = from; i < calls.size(); i++) {
      body.append("_call(").append(i).append(", lambda: ").append(b.target()).append(", ")
          .append(calls.get(i).isEmpty() ? "" : calls.get(i) + ", ").append(")\n");
    }
    String used = b.target() + " " + String.join(" ", calls.subList(from, calls.size()));
    VALUES.forEach((name, code) -> {
      if (Pattern.compile("\\b" + name + "\\b").matcher(used).find()) {
        src.append(code).append('\n');
      }
    });
    src.append("""
        def _problem(e):
            # a Java exception turned into SystemError, or a Java name in a message
            text = ' '.join(a[:300] for a in e.args if isinstance(a, str))
            if type(e).__name__ == 'SystemError' or 'internal error' in text or 'java.' in text or 'dev.krait' in text:
                return type(e).__name__ + ': ' + text
            return None
        def _call(i, target, *args):
            _mark(i)
            try:
                r = target()(*args)
                if hasattr(type(r), '__next__'):
                    next(r)
                    next(r)
            except BaseException as e:
                p = _problem(e)
                if p is not None:
                    _bad(i, p)
        """);
    return src.append(body).toString();
  }
}
