/*
 * Limits around waiting (issue 12): a wait that cannot end before the host's wall-clock cap ends
 * the execution at once as that limit, instead of holding the cell until the cap; asyncio.run's
 * shutdown waits for the tasks it cancels, so a task that will not die is ended by the budget; and
 * a limit hit inside user code that runs while a traceback is written is still that limit.
 * Each test looks at the very first step the execution returns, so none depends on timing.
 */
package dev.krait.python.vm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.ExecutionOptions;
import dev.krait.python.ExternalHost;
import dev.krait.python.ExternalReply;
import dev.krait.python.HostValues;
import dev.krait.python.Python;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
import org.junit.jupiter.api.Test;

class WaitLimitsTest {
  private static final long CAP = 60_000_000_000L;

  /**
   * The first step of {@code src} under a 60 s wall-clock cap and a CPU budget of 5 s (waits spend
   * none; a cold JVM's first execution may spend a few hundred ms setting up).
   */
  private static Step firstStep(String src) throws PythonSyntaxError {
    return firstStep(src, ExecutionOptions.builder().cpuTimeNanos(5_000_000_000L));
  }

  /** The same with a 300 ms budget, for cells that must end by it. */
  private static Step firstStepOnASmallBudget(String src) throws PythonSyntaxError {
    return firstStep(src, ExecutionOptions.builder().cpuTimeNanos(300_000_000L));
  }

  private static Step firstStep(String src, ExecutionOptions.Builder options) throws PythonSyntaxError {
    return Python.start(Python.compile(src, "<cell>"), options.wallClockNanos(CAP).build()).resume();
  }

  private static void assertWallClock(Step s, int line) {
    assertThat(s).isInstanceOfSatisfying(Step.LimitExceeded.class, l -> {
      assertThat(l.message()).isEqualTo("wall-clock limit of 60 s exceeded at line " + line);
      assertThat(l.traceback()).contains("line " + line).endsWith("LimitExceeded: " + l.message() + "\n");
    });
  }

  @Test
  void aSleepPastTheCapEndsAtOnce() throws PythonSyntaxError {
    assertWallClock(firstStep("import asyncio\nawait asyncio.sleep(10**9)\n"), 2);
  }

  @Test
  void aBlockingSleepPastTheCapEndsAtOnce() throws PythonSyntaxError {
    assertWallClock(firstStep("import time\nx = 1\ntime.sleep(10**9)\n"), 3);
  }

  @Test
  void aSleepInATaskPastTheCapNamesTheCellLineItWaitsAt() throws PythonSyntaxError {
    assertWallClock(firstStep("""
        import asyncio
        async def forever():
            await asyncio.sleep(10**9)
        await asyncio.create_task(forever())
        """), 4);
  }

  @Test
  void waitForAndTimeoutDeadlinesPastTheCapEndAtOnce() throws PythonSyntaxError {
    assertWallClock(firstStep("import asyncio\nawait asyncio.wait_for(asyncio.Event().wait(), 10**9)\n"), 2);
    assertWallClock(firstStep("""
        import asyncio
        async with asyncio.timeout(10**8):
            await asyncio.Event().wait()
        """), 3);
  }

  @Test
  void aSleepWithinTheCapOrAPendingCallThatMayWakeItBlocks() throws PythonSyntaxError {
    assertThat(firstStep("import asyncio\nawait asyncio.sleep(30)\n")).isInstanceOf(Step.Blocked.class);
    // a tool may answer before the cap: the cell waits (the host's timer still bounds it)
    ExternalHost host = (name, args, kwargs) -> new ExternalReply.Pending(1);
    Step s = firstStep("""
        import asyncio
        await asyncio.wait_for(call(), 10**9)
        """, ExecutionOptions.builder().host(host).global("call", new HostValues.HostFunction("call")));
    assertThat(s).isInstanceOf(Step.Blocked.class);
  }

  @Test
  void aTaskLeftSleepingDoesNotStopTheCellFromEnding() throws PythonSyntaxError {
    Step s = firstStep("""
        import asyncio
        async def forever():
            await asyncio.sleep(10**9)
        t = asyncio.create_task(forever())
        await asyncio.sleep(0)
        print('done')
        """);
    assertThat(s).isInstanceOf(Step.Completed.class);
  }

  @Test
  void asyncioRunWaitsForTheTasksItCancelsAndTheBudgetEndsOneThatWillNotDie() throws PythonSyntaxError {
    Step s = firstStepOnASmallBudget("""
        import asyncio
        async def immortal():
            while True:
                try:
                    await asyncio.sleep(0)
                except asyncio.CancelledError:
                    pass
        async def main():
            asyncio.create_task(immortal())
            await asyncio.sleep(0)
            return 1
        asyncio.run(main())
        print('returned')
        """);
    assertThat(s).isInstanceOfSatisfying(Step.LimitExceeded.class,
        l -> assertThat(l.message()).startsWith("CPU budget of 300 ms exceeded at line "));
  }

  @Test
  void aBudgetOverrunInsideStrWhileTheTracebackIsWrittenIsTheLimit() throws PythonSyntaxError {
    Step s = firstStepOnASmallBudget("""
        class E(Exception):
            def __str__(self):
                while True:
                    pass
        raise E()
        """);
    assertThat(s).isInstanceOfSatisfying(Step.LimitExceeded.class,
        l -> assertThat(l.message()).startsWith("CPU budget of 300 ms exceeded at line "));
    Step viaRepr = firstStepOnASmallBudget("""
        class R:
            def __repr__(self):
                while True:
                    pass
        raise ValueError(R())
        """);
    assertThat(viaRepr).isInstanceOf(Step.LimitExceeded.class);
  }
}
