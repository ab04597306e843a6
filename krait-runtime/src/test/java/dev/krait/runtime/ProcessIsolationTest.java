/*
 * What only Isolation.PROCESS can show (issue 17): the host survives workers that are killed,
 * crash, run out of memory, hang, stop reading, flood their output or break the protocol, and the
 * limits hold from outside when the worker's own meter does not. Misbehaviour comes from the
 * worker's test modes (WorkerMain.TEST_MODE); the cell contract itself is CellContractTest's,
 * run in both modes.
 */
package dev.krait.runtime;

import static dev.krait.runtime.TestSupport.context;
import static dev.krait.runtime.TestSupport.echo;
import static dev.krait.runtime.TestSupport.texts;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

class ProcessIsolationTest {
  private static final CellLimits LIMITS = CellLimits.builder().timeout(Duration.ofSeconds(2))
      .heapBytes(16L << 20).wallClockTimeout(Duration.ofSeconds(20)).build();

  private static CodeExecutor executor(String testMode) {
    return executor(testMode, LIMITS);
  }

  private static CodeExecutor executor(String testMode, CellLimits limits) {
    return CodeExecutor.builder().isolation(Isolation.PROCESS).limits(limits).idleWorkers(testMode.isEmpty() ? 1 : 0)
        .workerTestMode(testMode).build();
  }

  private static CellOutcome run(CodeExecutor executor, String source, ToolExecutor tools, CellContext context) {
    try {
      return executor.executeModule(source, tools, Cancellation.create(), context).get(60, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new AssertionError("cell did not finish: " + e, e);
    }
  }

  private static CellOutcome run(CodeExecutor executor, String source) {
    return run(executor, source, echo(), context());
  }

  private static void assertInternal(CellOutcome outcome, String fragment) {
    assertThat(outcome).as(String.valueOf(outcome)).isInstanceOf(CellAbort.Internal.class);
    assertThat(((CellAbort.Internal) outcome).message()).contains(fragment).doesNotContain("dev.krait", "Exception");
  }

  private static void assertLimit(CellOutcome outcome, String fragment) {
    assertThat(outcome).as(String.valueOf(outcome)).isInstanceOf(CellResult.Failure.class);
    CellDiagnostic diagnostic = ((CellResult.Failure) outcome).diagnostic();
    assertThat(diagnostic.kind()).isEqualTo(CellDiagnostic.Kind.LIMIT_EXCEEDED);
    assertThat(diagnostic.message()).contains(fragment);
  }

  /** After any misbehaviour, a well-behaved executor still runs cells: the host carried on. */
  private static void hostCarriesOn() {
    CellContext context = context();
    CellOutcome outcome = run(executor(""), "text(await tools.echo(n=41))", echo(), context);
    assertThat(outcome).as(String.valueOf(outcome)).isInstanceOf(CellResult.Success.class);
    assertThat(texts(context)).containsExactly("{\"n\":41}");
  }

  @Test
  void aCellRunsInAWorkerWithToolsPrintsOutputsAndStoreAsInProcess() {
    String source = """
        import asyncio
        rs = await asyncio.gather(*(tools.echo(i=i) for i in range(100)))
        print("sum", sum(r["i"] for r in rs))
        text({"s": "\\ud800 \u00fc", "r": repr(await tools.echo(["\\udfff", 1.5, -0.0, 2**64 - 1, -2**63]))})
        store("k", [1, 2.5, None, "x", 2**64 - 1])
        notify("done")
        await asyncio.sleep(0.01)
        """;
    List<String> seen = new java.util.ArrayList<>();
    for (Isolation mode : Isolation.values()) {
      CellStore store = CellStore.inMemory();
      CellContext context = new CellContext(store, List.of(new ToolMetadata("echo", "echo JSON")));
      // a generous budget: the first cell of a cold interpreter spends CPU on class loading
      CodeExecutor executor = CodeExecutor.builder().isolation(mode).idleWorkers(1)
          .limits(LIMITS.newBuilder().timeout(Duration.ofSeconds(20)).build()).build();
      CellOutcome outcome = run(executor, source, echo(), context);
      assertThat(outcome).as(String.valueOf(outcome)).isInstanceOf(CellResult.Success.class);
      assertThat(((CellResult.Success) outcome).toolCalls()).hasSize(101);
      context.commit();
      seen.add(context.takePrinted() + texts(context) + context.takeNotifications() + store.load("k").orElseThrow());
    }
    assertThat(seen.get(1)).isEqualTo(seen.get(0));
    assertThat(seen.get(0)).startsWith("sum 4950\n").contains("[1,2.5,null,\"x\",18446744073709551615]");
  }

  @Test
  void aWorkerKilledWithSigkillMidCellIsAClearFailureWhileOtherCellsCarryOn() throws Exception {
    CodeExecutor executor = executor("");
    CompletableFuture<JsonNode> release = new CompletableFuture<>();
    CountDownLatch holding = new CountDownLatch(2);
    Set<Long> bystanders = ConcurrentHashMap.newKeySet();
    List<Long> killed = new CopyOnWriteArrayList<>();
    ToolExecutor tools = TestSupport.tools((name, input, cancellation) -> {
      if (name.equals("wait")) {
        holding.countDown();
        return release;
      }
      // the victim's worker is the one busy worker that is not a bystander's: kill -9 it
      for (long pid : executor.workerPool().busyPids()) {
        if (!bystanders.contains(pid)) {
          killed.add(pid);
          ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
      }
      return CompletableFuture.supplyAsync(() -> JsonNodeFactory.instance.nullNode(),
          CompletableFuture.delayedExecutor(300, TimeUnit.MILLISECONDS));
    });
    List<CellContext> contexts = List.of(context(), context());
    List<CompletableFuture<CellOutcome>> inFlight = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      inFlight.add(executor.executeModule("r = await tools.wait({'i': " + i + "})\ntext(r['ok'] + " + i + ")",
          tools, Cancellation.create(), contexts.get(i)));
    }
    assertThat(holding.await(120, TimeUnit.SECONDS)).as("both bystanders wait on their tool").isTrue();
    bystanders.addAll(executor.workerPool().busyPids());
    assertThat(bystanders).hasSize(2);

    CellOutcome outcome = run(executor, "await tools.echo()", tools, context());
    assertInternal(outcome, "the worker process exited with signal 9 (SIGKILL) in the middle of the cell");
    assertThat(((CellAbort.Internal) outcome).toolCalls()).hasSize(1);
    assertThat(killed).hasSize(1).doesNotContainAnyElementsOf(bystanders);
    assertGone(killed.get(0));

    release.complete(TestSupport.json("{\"ok\": 10}"));
    for (int i = 0; i < 2; i++) {
      CellOutcome carriedOn = inFlight.get(i).get(60, TimeUnit.SECONDS);
      assertThat(carriedOn).as(String.valueOf(carriedOn)).isInstanceOf(CellResult.Success.class);
      assertThat(texts(contexts.get(i))).containsExactly(String.valueOf(10 + i));
    }
    hostCarriesOn();
  }

  /** A worker the host killed or lost is reaped before the outcome is published: no such process remains. */
  private static void assertGone(long pid) {
    assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("worker %d is gone", pid).isFalse();
  }

  /** Runs {@code source} while a cell of a well-behaved executor waits on a tool; that cell must then complete. */
  private static CellOutcome runBesideABystander(CodeExecutor executor, String source) throws Exception {
    CompletableFuture<JsonNode> release = new CompletableFuture<>();
    CountDownLatch holding = new CountDownLatch(1);
    CellContext context = context();
    CompletableFuture<CellOutcome> bystander = executor("").executeModule("text(await tools.wait())",
        TestSupport.tools((name, input, cancellation) -> {
          holding.countDown();
          return release;
        }), Cancellation.create(), context);
    assertThat(holding.await(120, TimeUnit.SECONDS)).as("the bystander waits on its tool").isTrue();
    CellOutcome outcome = run(executor, source);
    release.complete(TestSupport.json("\"still here\""));
    CellOutcome carriedOn = bystander.get(60, TimeUnit.SECONDS);
    assertThat(carriedOn).as(String.valueOf(carriedOn)).isInstanceOf(CellResult.Success.class);
    assertThat(texts(context)).containsExactly("still here");
    return outcome;
  }

  /** Starts {@code source} and returns the pid of the worker that took it (the pool's only busy one). */
  private static long workerOf(CodeExecutor executor, CompletableFuture<CellOutcome> cell) throws InterruptedException {
    for (int i = 0; i < 1200 && !cell.isDone(); i++) {
      List<Long> busy = executor.workerPool().busyPids();
      if (!busy.isEmpty()) {
        return busy.get(0);
      }
      Thread.sleep(50);
    }
    throw new AssertionError("no worker took the cell: " + cell.getNow(null));
  }

  @Test
  void aWorkerThatExitsBeforeReadyIsAClearFailure() {
    assertInternal(run(executor("exit-at-boot"), "pass"), "the worker process exited with code 7 before it was ready");
    assertInternal(run(executor("exit-at-start"), "pass"), "the worker process exited with code 7 before it was ready");
    hostCarriesOn();
  }

  @Test
  void systemExitThroughABugIsAClearFailureWhileOtherCellsCarryOn() throws Exception {
    assertInternal(runBesideABystander(executor("exit-mid-cell"), "text('x')"), "exited with code 1 in the middle of the cell");
    hostCarriesOn();
  }

  @Test
  void aWorkerOutOfMemoryIsTheMemoryLimit() throws Exception {
    assertLimit(runBesideABystander(executor("oom"), "text('x')"),
        "memory limit of 16 MiB exceeded: the worker process ran out of memory");
    hostCarriesOn();
  }

  @Test
  void aWorkerFloodingStdoutWithGarbageEndsAsAProtocolViolation() {
    assertInternal(run(executor("garbage"), "pass"), "worker protocol violation: malformed frame (not JSON): 'this is not a frame'");
    hostCarriesOn();
  }

  @Test
  void aWorkerWritingOneEndlessLineHitsTheFrameBound() {
    assertInternal(run(executor("endless-line"), "pass"),
        "worker protocol violation: a frame exceeds the bound of " + ((16L << 20) + (4L << 20)) + " bytes");
    hostCarriesOn();
  }

  @Test
  void duplicateAndOutOfOrderFramesEndTheCell() {
    assertInternal(run(executor("duplicate-ready"), "pass"), "worker protocol violation: unexpected ready frame while the cell runs");
    assertInternal(run(executor("repeat-seq"), "pass"), "worker protocol violation: duplicate ready frame (seq 1 again; expected 2)");
    assertInternal(run(executor("skip-seq"), "pass"), "worker protocol violation: out-of-order ready frame (seq 3, expected 2)");
    hostCarriesOn();
  }

  @Test
  void aFrameWithAFieldOfTheWrongTypeEndsTheCell() {
    assertInternal(run(executor("bad-step"), "pass"), "worker protocol violation: malformed step frame: \"cpu_nanos\" must be an int");
    hostCarriesOn();
  }

  @Test
  void aWorkerThatStopsReadingItsStdinIsEndedByTheWallClock() {
    // The tool's result is far bigger than a pipe's buffer: the host's write blocks until the
    // wall-clock cap kills the worker.
    CellLimits limits = LIMITS.newBuilder().wallClockTimeout(Duration.ofSeconds(3)).build();
    JsonNode big = JsonNodeFactory.instance.stringNode("y".repeat(1 << 20));
    long started = System.nanoTime();
    CellOutcome outcome = run(executor("ignore-stdin", limits), "await tools.echo()",
        TestSupport.tools((name, input, cancellation) -> CompletableFuture.completedFuture(big)), context());
    assertLimit(outcome, "wall-clock limit of 3 s exceeded");
    assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(30));
    hostCarriesOn();
  }

  @Test
  void aBuiltinRunningForMinutesIsEndedByTheWatchdog() throws Exception {
    CellLimits limits = LIMITS.newBuilder().timeout(Duration.ofSeconds(1)).wallClockTimeout(Duration.ofMinutes(10)).build();
    long started = System.nanoTime();
    CodeExecutor executor = executor("unmetered-builtin", limits);
    CompletableFuture<CellOutcome> cell = executor.executeModule("text('never')", echo(), Cancellation.create(), context());
    long pid = workerOf(executor, cell);
    CellOutcome outcome = cell.get(120, TimeUnit.SECONDS);
    assertLimit(outcome, "CPU budget of 1 s exceeded: the worker process was stopped from outside after");
    assertGone(pid);
    String message = ((CellResult.Failure) outcome).diagnostic().message();
    double cpu = Double.parseDouble(message.replaceAll(".*after ([0-9.]+) s of CPU time.*", "$1"));
    // budget 1 s + margin 0.5 s + one watchdog period: within budget + 1 s of the worker's CPU time
    assertThat(cpu).isLessThanOrEqualTo(2.0);
    assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(60));
    hostCarriesOn();
  }

  @Test
  void cancellationAndADroppedObserverKillTheWorker() throws Exception {
    CodeExecutor executor = executor("");
    Cancellation cancellation = Cancellation.create();
    CompletableFuture<CellOutcome> future = executor.executeModule("while True: pass", echo(), cancellation, context());
    Thread.sleep(500);
    cancellation.cancel();
    assertThat(future.get(30, TimeUnit.SECONDS)).isInstanceOf(CellAbort.Cancelled.class);

    CompletableFuture<CellOutcome> dropped = executor.executeModule("while True: pass", echo(), Cancellation.create(), context());
    Thread.sleep(500);
    List<Long> busy = executor.workerPool().busyPids();
    dropped.cancel(true);
    for (int i = 0; i < 300 && busy.stream().anyMatch(pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)); i++) {
      Thread.sleep(100);
    }
    assertThat(busy).allMatch(pid -> ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true));
    hostCarriesOn();
  }

  @Test
  void theWorkerSeesAClearedEnvironmentAndTheSameSandbox() {
    CodeExecutor executor = executor("");
    CellOutcome outcome = run(executor, "open('/etc/passwd')");
    assertThat(outcome).isInstanceOf(CellResult.Failure.class);
    assertThat(((CellResult.Failure) outcome).diagnostic().kind()).isEqualTo(CellDiagnostic.Kind.EXECUTION_ERROR);
    List<String> seen = new java.util.ArrayList<>();
    CellOutcome looked = run(executor, "await tools.wait()", TestSupport.tools((name, input, cancellation) -> {
      long pid = executor.workerPool().busyPids().get(0);
      ProcessHandle worker = ProcessHandle.of(pid).orElseThrow();
      seen.addAll(List.of(worker.info().arguments().orElseThrow()));
      try {
        // /proc/PID/environ of the worker is empty: nothing of the host's environment reached it
        seen.add("environ bytes: " + java.nio.file.Files.readAllBytes(java.nio.file.Path.of("/proc", String.valueOf(pid), "environ")).length);
      } catch (java.io.IOException e) {
        seen.add("environ unreadable: " + e);
      }
      return CompletableFuture.completedFuture(JsonNodeFactory.instance.nullNode());
    }), context());
    assertThat(looked).isInstanceOf(CellResult.Success.class);
    // the heap cap of a worker follows the cell's limit: 2 x 16 MiB + 96 MiB
    assertThat(seen).contains("-Xmx128m", "-XX:+ExitOnOutOfMemoryError", "environ bytes: 0",
        dev.krait.runtime.process.WorkerMain.class.getName());
  }
}
