/*
 * The pattern agent cells rely on most: a semaphore-bounded fan-out over many external host
 * calls (`async with sem: await tools.x(...)` inside asyncio.gather), driven through the public
 * Execution API with a fake host that answers Pending and settles calls between resumes.
 * Also time.sleep inside tasks: it suspends the task (Step.Blocked) instead of spending CPU.
 */
package dev.krait.python.vm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.ExternalReply;
import dev.krait.python.HostValues;
import dev.krait.python.Python;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class AsyncHostFanoutTest {

  /** A pending host call: its id and the argument it was called with. */
  record Call(long id, Object arg) {}

  private static Execution start(String src, ExecutionOptions.Builder b) {
    try {
      return Python.start(Python.compile(src, "<cell>"), b.build());
    } catch (PythonSyntaxError e) {
      throw new AssertionError(e.report());
    }
  }

  private static final String FANOUT = """
      import asyncio
      sem = asyncio.Semaphore(@LIMIT@)
      active = 0
      peak = 0
      async def fetch(i):
          global active, peak
          async with sem:
              active += 1
              peak = max(peak, active)
              try:
                  r = await tools.lookup(item=i)
              finally:
                  active -= 1
          return r["value"]
      async def main():
          results = await asyncio.gather(*(fetch(i) for i in range(@N@)), return_exceptions=True)
          errors = [r for r in results if isinstance(r, Exception)]
          values = [r for r in results if not isinstance(r, Exception)]
          print(len(values), sum(values), len(errors), type(errors[0]).__name__ if errors else None)
          print("peak", peak, "locked", sem.locked())
          print(values[:5])
      asyncio.run(main())
      """;

  @Test
  void semaphoreBoundedFanOutOverAThousandPendingHostCalls() {
    int n = 1000;
    int limit = 10;
    StringBuilder out = new StringBuilder();
    List<Call> inFlight = new ArrayList<>();
    long[] ids = {0};
    int[] maxInFlight = {0};
    Execution ex = start(FANOUT.replace("@LIMIT@", String.valueOf(limit)).replace("@N@", String.valueOf(n)),
        ExecutionOptions.builder().stdout(out::append)
            .global("tools", new HostValues.HostNamespace("Tools",
                Map.of("lookup", new HostValues.HostFunction("lookup"))))
            .host((name, args, kwargs) -> {
              assertThat(name).isEqualTo("lookup");
              assertThat(args).isEmpty();
              inFlight.add(new Call(++ids[0], kwargs.get("item")));
              maxInFlight[0] = Math.max(maxInFlight[0], inFlight.size());
              return new ExternalReply.Pending(ids[0]);
            }));
    Random random = new Random(42);
    int resumes = 0;
    Step step = ex.resume();
    while (step instanceof Step.Blocked blocked) {
      assertThat(blocked.wakeAtNanos()).isEqualTo(-1);
      assertThat(inFlight).isNotEmpty().hasSizeLessThanOrEqualTo(limit);
      // settle a random subset (out of order) before resuming
      int settle = 1 + random.nextInt(inFlight.size());
      for (int j = 0; j < settle; j++) {
        Call c = inFlight.remove(random.nextInt(inFlight.size()));
        long item = ((Number) c.arg()).longValue();
        ExternalReply reply = item % 250 == 7
            ? new ExternalReply.Error("ToolError", "lookup failed for " + item)
            : new ExternalReply.Value(Map.of("value", item));
        ex.settle(c.id(), reply);
      }
      step = ex.resume();
      resumes++;
    }
    assertThat(step).as(step.toString()).isInstanceOf(Step.Completed.class);
    assertThat(ids[0]).isEqualTo(n);
    assertThat(maxInFlight[0]).isEqualTo(limit);
    assertThat(resumes).isGreaterThan(n / limit / 2);
    long expectedSum = 0;
    for (int i = 0; i < n; i++) {
      if (i % 250 != 7) {
        expectedSum += i;
      }
    }
    assertThat(out.toString()).isEqualTo(
        "996 " + expectedSum + " 4 ToolError\n"
        + "peak " + limit + " locked False\n"
        + "[0, 1, 2, 3, 4]\n");
  }

  @Test
  void fanOutWithTaskGroupAndTimeoutOverPendingCalls() {
    StringBuilder out = new StringBuilder();
    ArrayDeque<Call> inFlight = new ArrayDeque<>();
    long[] ids = {0};
    Execution ex = start("""
        import asyncio
        sem = asyncio.BoundedSemaphore(5)
        async def one(i):
            async with sem:
                return await tools.lookup(i)
        async def main():
            async with asyncio.TaskGroup() as tg:
                tasks = [tg.create_task(one(i)) for i in range(50)]
            print(sum(t.result() for t in tasks))
            done = []
            for fut in asyncio.as_completed([one(i) for i in range(5)]):
                done.append(await fut)
            print(sorted(done))
            try:
                async with asyncio.timeout(0.05):
                    await tools.lookup(-1)
            except TimeoutError:
                print("timed out")
        asyncio.run(main())
        """, ExecutionOptions.builder().stdout(out::append)
        .global("tools", new HostValues.HostNamespace("Tools",
            Map.of("lookup", new HostValues.HostFunction("lookup"))))
        .host((name, args, kwargs) -> {
          inFlight.add(new Call(++ids[0], args.get(0)));
          return new ExternalReply.Pending(ids[0]);
        }));
    Step step = ex.resume();
    while (step instanceof Step.Blocked blocked) {
      Call c = inFlight.pollLast();
      if (c != null && ((Number) c.arg()).longValue() >= 0) {
        ex.settle(c.id(), new ExternalReply.Value(((Number) c.arg()).longValue() * 2));
      } else if (blocked.wakeAtNanos() >= 0) {
        sleepUntil(blocked.wakeAtNanos());
      }
      step = ex.resume();
    }
    assertThat(step).as(step.toString()).isInstanceOf(Step.Completed.class);
    assertThat(out.toString()).isEqualTo("2450\n[0, 2, 4, 6, 8]\ntimed out\n");
  }

  @Test
  void timeSleepInTasksSuspendsWithoutSpendingTheCpuBudget() {
    StringBuilder out = new StringBuilder();
    Execution ex = start("""
        import asyncio, time
        async def w(name):
            time.sleep(0.2)
            print(name)
        async def main():
            await asyncio.gather(w("a"), w("b"), w("c"))
        asyncio.run(main())
        time.sleep(0.2)
        print("end")
        """, ExecutionOptions.builder().stdout(out::append).cpuTimeNanos(150_000_000L));
    long t0 = System.nanoTime();
    int blocks = 0;
    Step step = ex.resume();
    while (step instanceof Step.Blocked blocked) {
      assertThat(blocked.wakeAtNanos()).isGreaterThan(0);
      blocks++;
      sleepUntil(blocked.wakeAtNanos());
      step = ex.resume();
    }
    assertThat(step).as(step.toString()).isInstanceOf(Step.Completed.class);
    assertThat(out.toString()).isEqualTo("a\nb\nc\nend\n");
    assertThat(blocks).isGreaterThanOrEqualTo(4);
    assertThat(System.nanoTime() - t0).isGreaterThanOrEqualTo(800_000_000L);
  }

  @Test
  void timeSleepInANestedJavaContextReturnsAtOnce() {
    StringBuilder out = new StringBuilder();
    Execution ex = start("""
        import time
        t0 = time.monotonic()
        print(sorted([2, 1], key=lambda x: time.sleep(5) or x))
        print(time.monotonic() - t0 < 1)
        """, ExecutionOptions.builder().stdout(out::append));
    Step step = ex.resume();
    assertThat(step).as(step.toString()).isInstanceOf(Step.Completed.class);
    assertThat(out.toString()).isEqualTo("[1, 2]\nTrue\n");
  }

  @Test
  void runInExecutorRunsTheFunctionInPlace() {
    // no threads in the sandbox: the function runs at once and its future holds the outcome
    StringBuilder out = new StringBuilder();
    Execution ex = start("""
        import asyncio
        async def main():
            r = await asyncio.get_running_loop().run_in_executor(None, pow, 2, 10)
            t = await asyncio.to_thread(sorted, [3, 1, 2])
            print(r, t)
        asyncio.run(main())
        """, ExecutionOptions.builder().stdout(out::append));
    Step step = ex.resume();
    assertThat(step).as(step.toString()).isInstanceOf(Step.Completed.class);
    assertThat(out.toString()).isEqualTo("1024 [1, 2, 3]\n");
  }

  private static void sleepUntil(long deadline) {
    long wait = deadline - System.nanoTime();
    if (wait > 0) {
      try {
        Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
  }
}
