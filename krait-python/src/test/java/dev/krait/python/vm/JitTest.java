/*
 * What the compiling tier must keep that the conformance corpus cannot show (JitDifferentialTest
 * covers ordinary semantics): limits inside compiled loops and calls, suspension of a task from
 * deep in compiled calls, deep recursion past the compiled Java-stack bound, and that the tier
 * really ran. Every test forces compilation at the first call (threshold 0).
 */
package dev.krait.python.vm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.Python;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class JitTest {
  private int saved;

  @BeforeEach
  void force() {
    saved = Jit.threshold();
    Jit.setThreshold(0);
  }

  @AfterEach
  void restore() {
    Jit.setThreshold(saved);
  }

  private static Step run(String src, ExecutionOptions.Builder options, StringBuilder out) throws PythonSyntaxError {
    return Python.run(Python.compile(src, "<cell>"), options.stdout(out::append).build());
  }

  @Test
  void cpuBudgetStopsACompiledLoop() throws PythonSyntaxError {
    long before = Jit.compiledCount();
    StringBuilder out = new StringBuilder();
    Step s = run("""
        def spin():
            n = 0
            while True:
                n += 1
        spin()
        """, ExecutionOptions.builder().cpuTimeNanos(200_000_000L), out);
    assertThat(s).isInstanceOfSatisfying(Step.LimitExceeded.class,
        l -> assertThat(l.message()).startsWith("CPU budget of 200 ms exceeded at line "));
    assertThat(Jit.compiledCount()).isGreaterThan(before);
  }

  @Test
  void cancellationStopsCompiledCalls() throws Exception {
    Execution e = Python.start(Python.compile("""
        def f(n):
            return n + 1
        def loop():
            n = 0
            while True:
                n = f(n)
        loop()
        """, "<cell>"), ExecutionOptions.builder().cpuTimeNanos(60_000_000_000L).build());
    ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    try {
      timer.schedule(e::cancel, 100, TimeUnit.MILLISECONDS);
      assertThat(e.resume()).isInstanceOf(Step.Cancelled.class);
    } finally {
      timer.shutdownNow();
    }
  }

  @Test
  void memoryLimitSeesWhatCompiledFramesHold() throws PythonSyntaxError {
    StringBuilder out = new StringBuilder();
    Step s = run("""
        def grow():
            parts = []
            for i in range(10 ** 9):
                parts.append([i, i, i, i])
            return parts
        grow()
        """, ExecutionOptions.builder().heapBytes(16L << 20), out);
    assertThat(s).isInstanceOfSatisfying(Step.LimitExceeded.class,
        l -> assertThat(l.message()).startsWith("memory limit of 16 MiB exceeded at line "));
  }

  @Test
  void deepRecursionIsARecursionErrorWithItsTraceback() throws PythonSyntaxError {
    StringBuilder out = new StringBuilder();
    Step s = run("""
        def down(n):
            return down(n + 1) + 1
        try:
            down(0)
        except RecursionError as e:
            print("caught", e)
        def count(n):
            return 0 if n == 0 else 1 + count(n - 1)
        print(count(900))
        down(0)
        """, ExecutionOptions.builder().recursionLimit(1000), out);
    assertThat(out.toString()).isEqualTo("caught maximum recursion depth exceeded\n900\n");
    assertThat(s).isInstanceOf(Step.Raised.class);
    String tb = ((Step.Raised) s).failure().traceback();
    assertThat(tb).endsWith("RecursionError: maximum recursion depth exceeded\n")
        .contains("  File \"<cell>\", line 2, in down\n    return down(n + 1) + 1\n           ^^^^^^^^^^^\n")
        .contains("[Previous line repeated");
  }

  @Test
  void timeSleepDeepInCompiledCallsSuspendsTheTask() throws PythonSyntaxError {
    StringBuilder out = new StringBuilder();
    Execution e = Python.start(Python.compile("""
        import asyncio, time
        log = []
        def nap(who):
            time.sleep(0.02)
            log.append(who + " woke")
            return len(log)
        def middle(who):
            total = 0
            for i in range(3):
                total += i
            return nap(who) + total
        async def sleeper():
            log.append("sleeper " + str(middle("sleeper")))
        async def other():
            log.append("other ran")
        async def main():
            await asyncio.gather(sleeper(), other())
            print(log)
        asyncio.run(main())
        """, "<cell>"), ExecutionOptions.builder().stdout(out::append).build());
    // the sleep suspends the task (the VM returns to the host with a timer) rather than blocking
    // the thread, though compiled frames were under it: they were handed to the interpreter
    Step s = e.resume();
    assertThat(s).isInstanceOf(Step.Blocked.class);
    assertThat(((Step.Blocked) s).wakeAtNanos()).isPositive();
    while (s instanceof Step.Blocked b) {
      long wait = b.wakeAtNanos() - System.nanoTime();
      if (wait > 0) {
        java.util.concurrent.locks.LockSupport.parkNanos(wait);
      }
      s = e.resume();
    }
    assertThat(s).isInstanceOf(Step.Completed.class);
    // as in CPython: the sleep holds the loop (no other task runs meanwhile)
    assertThat(out.toString()).isEqualTo("['sleeper woke', 'sleeper 4', 'other ran']\n");
  }
}
