/*
 * The cell contract of seeds/000 (the Rust contract tests), one test per scenario with the same
 * name and substance, plus the runtime's own guarantees beyond the seed. Runs the real interpreter.
 */
package dev.krait.runtime;

import static dev.krait.runtime.TestSupport.await;
import static dev.krait.runtime.TestSupport.context;
import static dev.krait.runtime.TestSupport.echo;
import static dev.krait.runtime.TestSupport.failure;
import static dev.krait.runtime.TestSupport.json;
import static dev.krait.runtime.TestSupport.success;
import static dev.krait.runtime.TestSupport.texts;
import static dev.krait.runtime.TestSupport.tools;
import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.runtime.internal.KraitThreads;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

class CellContractTest {
  private static ThreadPoolExecutor pool;
  private static ScheduledThreadPoolExecutor timers;

  @BeforeAll
  static void pools() {
    pool = (ThreadPoolExecutor) Executors.newFixedThreadPool(4,
        KraitThreads.daemonThreads("contract-cell-", KraitThreads.CELL_STACK_BYTES));
    timers = new ScheduledThreadPoolExecutor(1, KraitThreads.daemonThreads("contract-timer-", 0));
    timers.setRemoveOnCancelPolicy(true);
  }

  @AfterAll
  static void shutdown() {
    pool.shutdownNow();
    timers.shutdownNow();
  }

  /** Nothing a finished cell started may still be running or scheduled. */
  @AfterEach
  void nothingLeaks() throws InterruptedException {
    for (int i = 0; i < 200 && (pool.getActiveCount() > 0 || !pool.getQueue().isEmpty()
        || !timers.getQueue().isEmpty()); i++) {
      Thread.sleep(10);
    }
    assertThat(pool.getActiveCount()).as("busy cell threads").isZero();
    assertThat(pool.getQueue()).as("queued cell tasks").isEmpty();
    assertThat(timers.getQueue()).as("pending timers").isEmpty();
  }

  /** Where the cells run: CellContractProcessTest runs every scenario again in worker processes. */
  Isolation isolation() {
    return Isolation.IN_PROCESS;
  }

  /** Whether cells run on the default pool (CellContractDefaultPoolTest: first slices on the test's thread). */
  boolean defaultPool() {
    return false;
  }

  private CodeExecutor executor(CellLimits limits) {
    if (defaultPool()) {
      return CodeExecutor.builder().limits(limits).warmUp(false).build();
    }
    // process mode: workers shared by the suite and reused across cells, so it stays affordable
    return CodeExecutor.builder().limits(limits).executor(pool).scheduler(timers).isolation(isolation())
        .cellsPerWorker(50).build();
  }

  private static CellLimits timeout(long millis) {
    return CellLimits.builder().timeout(Duration.ofMillis(millis)).build();
  }

  private CellOutcome run(String source, CellContext context) {
    return await(executor(CellLimits.defaults()).executeModule(source, echo(), Cancellation.create(), context));
  }

  private static CompletableFuture<JsonNode> after(long millis, JsonNode value) {
    CompletableFuture<JsonNode> result = new CompletableFuture<>();
    timers.schedule(() -> result.complete(value), millis, TimeUnit.MILLISECONDS);
    return result;
  }

  private static JsonNode nullNode() {
    return JsonNodeFactory.instance.nullNode();
  }

  // ---------------------------------------------------------------- the seed's scenarios

  @Test
  void python_fanout_and_partial_failure_use_real_host_tools() {
    AtomicInteger arrived = new AtomicInteger();
    CompletableFuture<Void> barrier = new CompletableFuture<>();
    ToolExecutor tools = tools((name, input, cancellation) -> {
      if (arrived.incrementAndGet() == 2) {
        barrier.complete(null);
      }
      return barrier.orTimeout(5, TimeUnit.SECONDS).thenApplyAsync(ignored -> {
        if (input.get("id").asInt() == 2) {
          throw ToolException.failed("failed-two");
        }
        return input;
      });
    });
    CellContext context = context();
    CellOutcome outcome = await(executor(CellLimits.defaults()).executeModule("""
        import asyncio
        async def settled(n):
            try:
                return {"ok": True, "value": await tools.echo(id=n)}
            except Exception as exc:
                return {"ok": False, "error": str(exc)}
        text(await asyncio.gather(settled(1), settled(2)))
        """, tools, Cancellation.create(), context));
    assertThat(success(outcome)).isEqualTo(2);
    JsonNode output = json(texts(context).get(0));
    assertThat(output.get(0)).isEqualTo(json("{\"ok\":true,\"value\":{\"id\":1}}"));
    assertThat(output.get(1).get("ok").asBoolean()).isFalse();
    assertThat(output.get(1).get("error").asString()).contains("failed-two");
  }

  @Test
  void output_store_metadata_and_fresh_globals_obey_cell_contract() {
    CellStore store = CellStore.inMemory();
    CellContext first = new CellContext(store, List.of(new ToolMetadata("echo", "echo JSON")));
    success(run("""
        secret = "private"
        print(secret)
        store("receipt", {"text": "你好", "values": [1, True, None]})
        text(ALL_TOOLS[0].name)
        image({"type":"image", "data":"R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=", "mimeType":"image/gif"}, detail="original")
        notify("ready")
        await yield_control()
        secret
        """, first));
    List<CellOutput> outputs = first.takeOutput();
    assertThat(outputs).hasSize(2);
    assertThat(outputs.get(0)).isEqualTo(new CellOutput.Text("echo"));
    assertThat(outputs.get(1)).isInstanceOfSatisfying(CellOutput.Media.class, media -> {
      assertThat(media.detail()).contains(ImageDetail.ORIGINAL);
      assertThat(media.mimeType()).isEqualTo("image/gif");
    });
    assertThat(first.takeNotifications()).containsExactly("ready");
    assertThat(first.takePrinted()).isEqualTo("private\n");
    first.commit();
    CellContext second = new CellContext(store, List.of());
    success(run("text(load('receipt'))\ntry:\n    text(secret)\nexcept NameError:\n    text('fresh')", second));
    List<String> texts = texts(second);
    assertThat(texts.get(1)).isEqualTo("fresh");
    assertThat(json(texts.get(0))).isEqualTo(json("{\"text\":\"你好\",\"values\":[1,true,null]}"));
  }

  @Test
  void json_boundary_rejects_lossy_types_and_cycles_before_effects() {
    for (String value : List.of("{1: 'bad'}", "float('nan')", "b'bytes'", "2**100", "{1,2}")) {
      CellContext context = context();
      CellOutcome outcome = run(
          "try:\n    await tools.echo(" + value + ")\nexcept Exception:\n    text('rejected')", context);
      assertThat(success(outcome)).as(value).isZero();
      assertThat(texts(context)).as(value).containsExactly("rejected");
    }
    CellOutcome cycle = run("a=[]\na.append(a)\nawait tools.echo(a)", context());
    assertThat(cycle).isInstanceOf(CellResult.Failure.class);
    assertThat(cycle.toolCalls()).isEmpty();
    CellContext context = context();
    assertThat(success(run("text(await tools.echo({'n':18446744073709551615}))", context))).isEqualTo(1);
    assertThat(texts(context).get(0)).contains("18446744073709551615");
  }

  @Test
  void cpu_memory_parse_and_os_errors_stay_inside_worker() {
    record Case(String source, CellLimits limits, CellDiagnostic.Kind kind) {}
    for (Case c : List.of(
        new Case("while True: pass", timeout(150), CellDiagnostic.Kind.LIMIT_EXCEEDED),
        new Case("items=['x'*32000 for i in range(10000)]",
            CellLimits.builder().heapBytes(8L << 20).build(), CellDiagnostic.Kind.LIMIT_EXCEEDED),
        new Case("def", CellLimits.defaults(), CellDiagnostic.Kind.PARSE_ERROR),
        new Case("open('/etc/passwd').read()", CellLimits.defaults(), CellDiagnostic.Kind.EXECUTION_ERROR))) {
      CellOutcome outcome = await(executor(c.limits())
          .executeModule(c.source(), echo(), Cancellation.create(), context()));
      assertThat(failure(outcome).kind()).as(c.source()).isEqualTo(c.kind());
    }
    success(run("text('Host still works')", context()));
  }

  @Test
  void tool_waits_and_python_sleep_do_not_spend_execution_budget() {
    ToolExecutor tools = tools((name, input, cancellation) -> after(400, input));
    CellOutcome outcome = await(executor(timeout(200)).executeModule(
        "import asyncio\nawait tools.wait({})\nawait asyncio.sleep(0.4)\ntext('done')",
        tools, Cancellation.create(), context()));
    assertThat(success(outcome)).isEqualTo(1);
  }

  @Test
  void completion_and_failure_cancel_unawaited_tools_and_wait_for_cleanup() throws Exception {
    for (String tail : List.of("text('done')", "raise ValueError('bad')", "exit()\nawait tools.echo({})")) {
      CompletableFuture<Void> entered = new CompletableFuture<>();
      CompletableFuture<Void> cancelled = new CompletableFuture<>();
      CompletableFuture<Void> release = new CompletableFuture<>();
      ToolExecutor tools = tools((name, input, cancellation) -> {
        if (name.equals("echo")) {
          return entered.thenApply(ignored -> nullNode());
        }
        entered.complete(null);
        CompletableFuture<JsonNode> result = new CompletableFuture<>();
        cancellation.onCancel(() -> {
          cancelled.complete(null);
          release.thenRun(() -> result.complete(nullNode()));
        });
        return result;
      });
      CompletableFuture<CellOutcome> task = executor(CellLimits.defaults()).executeModule(
          "tools.wait({})\nawait tools.echo({})\n" + tail, tools, Cancellation.create(), context());
      cancelled.get(30, TimeUnit.SECONDS);
      Thread.sleep(30);
      assertThat(task).as(tail).isNotDone();
      release.complete(null);
      CellOutcome outcome = await(task);
      assertThat(outcome).as(tail).isInstanceOf(CellResult.class);
      assertThat(outcome.toolCalls()).as(tail).hasSize(2);
    }
  }

  @Test
  void cancellation_and_dropped_observer_drain_the_owned_effect() throws Exception {
    for (boolean dropObserver : new boolean[] {false, true}) {
      CompletableFuture<Void> started = new CompletableFuture<>();
      AtomicBoolean cleaned = new AtomicBoolean();
      ToolExecutor tools = tools((name, input, cancellation) -> {
        started.complete(null);
        CompletableFuture<JsonNode> result = new CompletableFuture<>();
        cancellation.onCancel(() -> timers.schedule(() -> {
          cleaned.set(true);
          result.complete(nullNode());
        }, 30, TimeUnit.MILLISECONDS));
        return result;
      });
      Cancellation cancellation = Cancellation.create();
      CompletableFuture<CellOutcome> task = executor(CellLimits.defaults())
          .executeModule("await tools.wait({})", tools, cancellation, context());
      started.get(30, TimeUnit.SECONDS);
      if (dropObserver) {
        task.cancel(true);
      } else {
        cancellation.cancel();
        assertThat(await(task)).isInstanceOf(CellAbort.Cancelled.class);
      }
      for (int i = 0; i < 500 && !cleaned.get(); i++) {
        Thread.sleep(10);
      }
      assertThat(cleaned).as("drop observer: " + dropObserver).isTrue();
      assertThat(cancellation.listenerCount()).isZero();
    }
    Cancellation cancellation = Cancellation.create();
    CompletableFuture<CellOutcome> task = executor(CellLimits.defaults())
        .executeModule("while True: pass", echo(), cancellation, context());
    Thread.sleep(50);
    cancellation.cancel();
    assertThat(task.get(2, TimeUnit.SECONDS)).isInstanceOf(CellAbort.Cancelled.class);
  }

  @Test
  void caught_fatal_tool_error_cannot_publish_success() {
    ToolExecutor tools = tools((name, input, cancellation) -> CompletableFuture.failedFuture(
        new ToolException(new ToolError.Persistence("journal unavailable"))));
    CellOutcome outcome = await(executor(CellLimits.defaults()).executeModule(
        "try:\n    await tools.echo({})\nexcept Exception:\n    text('caught')\nawait tools.echo({})",
        tools, Cancellation.create(), context()));
    assertThat(outcome).isInstanceOfSatisfying(CellAbort.Tool.class,
        abort -> assertThat(abort.error()).isInstanceOf(ToolError.Persistence.class));
  }

  @Test
  void json_depth_is_independent_of_request_and_reply_framing() {
    for (int depth = 123; depth <= 128; depth++) {
      for (boolean hostValue : new boolean[] {false, true}) {
        int levels = depth;
        ToolExecutor tools = tools((name, input, cancellation) -> {
          if (!hostValue) {
            return CompletableFuture.completedFuture(input);
          }
          JsonNode value = JsonNodeFactory.instance.stringNode("leaf");
          for (int i = 0; i < levels; i++) {
            value = JsonNodeFactory.instance.arrayNode().add(value);
          }
          return CompletableFuture.completedFuture(value);
        });
        CellContext context = context();
        String source = "v='leaf'\nfor _ in range(" + depth + "):\n    v=[v]\ntry:\n    v=await tools.echo("
            + (hostValue ? "None" : "v") + ")\n    for _ in range(" + depth
            + "):\n        v=v[0]\n    text(v)\nexcept Exception:\n    text('rejected')";
        success(await(executor(CellLimits.defaults()).executeModule(source, tools, Cancellation.create(), context)));
        assertThat(texts(context)).as("depth " + depth + ", host value " + hostValue)
            .containsExactly(depth < 128 ? "leaf" : "rejected");
      }
    }
  }

  @Test
  void parent_cell_can_await_child_without_a_worker_pool_deadlock() {
    CodeExecutor child = executor(CellLimits.defaults());
    ToolExecutor tools = tools((name, input, cancellation) ->
        child.executeModule("text('child')", echo(), cancellation, context()).thenApply(outcome -> {
          success(outcome);
          return JsonNodeFactory.instance.stringNode("child settled");
        }));
    CellContext context = context();
    CellOutcome outcome = await(executor(CellLimits.defaults())
        .executeModule("text(await tools.echo({}))", tools, Cancellation.create(), context));
    assertThat(success(outcome)).isEqualTo(1);
    assertThat(texts(context)).containsExactly("child settled");
  }

  @Test
  void execution_budget_accumulates_across_host_resumes() {
    CellOutcome outcome = await(executor(timeout(150)).executeModule(
        "while True:\n    await tools.echo({})", echo(), Cancellation.create(), context()));
    assertThat(failure(outcome).kind()).isEqualTo(CellDiagnostic.Kind.LIMIT_EXCEEDED);
    assertThat(outcome.toolCalls().size()).isGreaterThan(1);
  }

  @Test
  void loading_deep_host_or_javascript_store_values_is_catchable() {
    CellContext context = context();
    JsonNode deep = JsonNodeFactory.instance.numberNode(0);
    for (int i = 0; i < 132; i++) {
      deep = JsonNodeFactory.instance.arrayNode().add(deep);
    }
    context.store("deep", deep);
    success(run("try:\n    load('deep')\nexcept Exception:\n    text('rejected')", context));
    assertThat(texts(context)).containsExactly("rejected");
  }

  // ---------------------------------------------------------------- beyond the seed

  @Test
  void tool_names_are_normalised_to_identifiers() {
    ToolExecutor tools = ToolExecutor.builder()
        .tool("search-web", "Searches the web.", input -> input.get("q"))
        .tool("class", "Classifies.", input -> JsonNodeFactory.instance.stringNode("classified"))
        .tool("2fa", "Second factor.", input -> JsonNodeFactory.instance.stringNode("ok"))
        .build();
    CellContext context = new CellContext(CellStore.inMemory(), tools.metadata());
    CellOutcome outcome = await(executor(CellLimits.defaults()).executeModule("""
        text(await tools.search_web(q='krait'))
        text(await tools.class_())
        text(await tools._fa({}))
        text([t.name for t in ALL_TOOLS])
        text(ALL_TOOLS[0].description)
        """, tools, Cancellation.create(), context));
    assertThat(success(outcome)).isEqualTo(3);
    assertThat(texts(context)).containsExactly("krait", "classified", "ok",
        "[\"search-web\",\"class\",\"2fa\"]", "Searches the web.");
    assertThat(outcome.toolCalls().get(0).name()).isEqualTo("search-web");
    assertThat(outcome.toolCalls().get(1).input()).isEqualTo(json("{}"));
  }

  @Test
  void bad_tool_arguments_are_clear_catchable_errors() {
    CellContext context = context();
    CellOutcome outcome = run("""
        for call in (lambda: tools.echo(1, 2), lambda: tools.echo({'a': 1}, b=2)):
            try:
                await call()
            except TypeError as exc:
                text(str(exc))
        """, context);
    assertThat(success(outcome)).isZero();
    assertThat(texts(context)).containsExactly(
        "tools.echo() takes one JSON argument or keyword arguments, not 2 positional arguments",
        "tools.echo() takes one JSON argument or keyword arguments, not 1 positional argument and keyword arguments");
  }

  @Test
  void a_thousand_cells_waiting_on_a_slow_tool_share_four_threads() {
    ToolExecutor slow = tools((name, input, cancellation) -> after(200, input));
    CodeExecutor executor = executor(CellLimits.defaults());
    List<CompletableFuture<CellOutcome>> cells = new ArrayList<>();
    List<CellContext> contexts = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      CellContext context = context();
      contexts.add(context);
      cells.add(executor.executeModule("text(await tools.wait({'i': " + i + "}))", slow,
          Cancellation.create(), context));
    }
    for (int i = 0; i < 1000; i++) {
      assertThat(success(await(cells.get(i)))).isEqualTo(1);
      assertThat(texts(contexts.get(i))).containsExactly("{\"i\":" + i + "}");
    }
    assertThat(pool.getLargestPoolSize()).isLessThanOrEqualTo(4);
  }

  @Test
  void limits_cannot_be_caught_by_python() {
    CellContext context = context();
    CellOutcome cpu = await(executor(timeout(150)).executeModule(
        "try:\n    while True: pass\nexcept BaseException:\n    pass\ntext('escaped')",
        echo(), Cancellation.create(), context));
    assertThat(failure(cpu).kind()).isEqualTo(CellDiagnostic.Kind.LIMIT_EXCEEDED);
    CellOutcome memory = await(executor(CellLimits.builder().heapBytes(8L << 20).build()).executeModule(
        "try:\n    items=['x'*32000 for i in range(10000)]\nexcept BaseException:\n    pass\ntext('escaped')",
        echo(), Cancellation.create(), context));
    assertThat(failure(memory).kind()).isEqualTo(CellDiagnostic.Kind.LIMIT_EXCEEDED);
    CellOutcome outputs = await(executor(CellLimits.builder().maxOutputs(5).build()).executeModule(
        "for i in range(100):\n    try:\n        text(str(i))\n    except BaseException:\n        pass\n"
            + "notify('escaped')", echo(), Cancellation.create(), context));
    assertThat(failure(outputs).kind()).isEqualTo(CellDiagnostic.Kind.LIMIT_EXCEEDED);
    assertThat(texts(context)).containsExactly("0", "1", "2", "3", "4");
    assertThat(context.takeNotifications()).isEmpty();
  }

  @Test
  void print_and_outputs_are_bounded() {
    CellContext context = context();
    CellOutcome outcome = await(executor(CellLimits.builder().maxPrintedChars(100).build()).executeModule(
        "for i in range(1000):\n    print('line', i)\ntext('after')", echo(), Cancellation.create(), context));
    assertThat(success(outcome)).isZero();
    String printed = context.takePrinted();
    assertThat(printed).endsWith(CellLimits.PRINT_TRUNCATED).startsWith("line 0\nline 1\n");
    assertThat(printed.length()).isEqualTo(100 + CellLimits.PRINT_TRUNCATED.length());
    assertThat(texts(context)).containsExactly("after");
    CellOutcome big = await(executor(CellLimits.builder().maxOutputChars(1000).build()).executeModule(
        "text('x' * 600)\ntext('y' * 600)", echo(), Cancellation.create(), context));
    assertThat(failure(big).message()).startsWith("output limit exceeded");
  }

  @Test
  void stderr_writes_and_warnings_join_the_printed_stream_in_order() {
    CellContext context = context();
    CellOutcome outcome = await(executor(CellLimits.builder().build()).executeModule(
        "import sys, warnings\nprint('a')\nprint('b', file=sys.stderr)\nwarnings.warn('careful')\nprint('c')",
        echo(), Cancellation.create(), context));
    assertThat(success(outcome)).isZero();
    assertThat(context.takePrinted())
        .isEqualTo("a\nb\n<cell>:4: UserWarning: careful\n  warnings.warn('careful')\nc\n");
  }

  @Test
  void a_tool_that_throws_a_java_exception_raises_tool_error_in_python() {
    ToolExecutor tools = ToolExecutor.builder().tool("echo", "", input -> {
      throw new IllegalStateException("database is down");
    }).build();
    CellContext context = context();
    CellOutcome outcome = await(executor(CellLimits.defaults()).executeModule(
        "try:\n    await tools.echo({})\nexcept ToolError as exc:\n    text(type(exc).__name__ + ': ' + str(exc))",
        tools, Cancellation.create(), context));
    assertThat(success(outcome)).isEqualTo(1);
    assertThat(texts(context)).containsExactly("ToolError: database is down");
    CellOutcome uncaught = await(executor(CellLimits.defaults())
        .executeModule("await tools.echo({})", tools, Cancellation.create(), context()));
    assertThat(failure(uncaught)).satisfies(d -> {
      assertThat(d.kind()).isEqualTo(CellDiagnostic.Kind.EXECUTION_ERROR);
      assertThat(d.message()).isEqualTo("ToolError: database is down");
      assertThat(d.traceback()).hasValueSatisfying(t -> assertThat(t).startsWith("Traceback"));
    });
  }

  @Test
  void a_tool_that_never_answers_until_cancelled_is_cancelled_when_the_cell_ends() {
    AtomicInteger cancelledCalls = new AtomicInteger();
    ToolExecutor tools = tools((name, input, cancellation) -> {
      CompletableFuture<JsonNode> result = new CompletableFuture<>();
      cancellation.onCancel(() -> {
        cancelledCalls.incrementAndGet();
        result.completeExceptionally(ToolException.failed("cancelled"));
      });
      return result;
    });
    CellOutcome outcome = await(executor(CellLimits.defaults()).executeModule(
        "tools.wait({})\ntools.wait({})\ntext('done')", tools, Cancellation.create(), context()));
    assertThat(success(outcome)).isEqualTo(2);
    assertThat(cancelledCalls).hasValue(2);
    assertThat(outcome.toolCalls()).extracting(ToolCall::outcome)
        .containsOnly(new ToolCall.Errored(new ToolError.Failed("cancelled")));
    // Awaited, it holds the cell until the wall-clock cap, which cancels it too.
    CellOutcome capped = await(executor(CellLimits.builder().wallClockTimeout(Duration.ofMillis(200)).build())
        .executeModule("await tools.wait({})", tools, Cancellation.create(), context()));
    assertThat(failure(capped)).isEqualTo(
        CellDiagnostic.of(CellDiagnostic.Kind.LIMIT_EXCEEDED, "wall-clock limit of 200 ms exceeded"));
    assertThat(cancelledCalls).hasValue(3);
  }

  @Test
  void a_tool_that_answers_after_the_cell_ended_is_drained_or_reported() {
    ToolExecutor late = tools((name, input, cancellation) -> after(50, json("\"late\"")));
    CellOutcome drained = await(executor(CellLimits.defaults())
        .executeModule("tools.wait({})\ntext('done')", late, Cancellation.create(), context()));
    assertThat(success(drained)).isEqualTo(1);
    assertThat(drained.toolCalls().get(0).outcome()).isEqualTo(new ToolCall.Returned(json("\"late\"")));
    CompletableFuture<JsonNode> never = new CompletableFuture<>();
    CellOutcome abandoned = await(executor(CellLimits.builder().drainTimeout(Duration.ofMillis(50)).build())
        .executeModule("tools.wait({})", tools((n, i, c) -> never), Cancellation.create(), context()));
    assertThat(abandoned).isInstanceOfSatisfying(CellAbort.Tool.class,
        abort -> assertThat(abort.error()).isInstanceOf(ToolError.CleanupUnconfirmed.class));
    never.complete(json("\"too late\""));
  }

  @Test
  void sleeping_forever_ends_at_once_as_the_wall_clock_limit() {
    // the sleep cannot end before the cap, and nothing else can wake the cell: it ends at once,
    // located where it waits (a cap of 10 minutes shows it is not the cap's timer that ends it)
    CellOutcome outcome = await(executor(CellLimits.builder().wallClockTimeout(Duration.ofMinutes(10)).build())
        .executeModule("import asyncio\nawait asyncio.sleep(10**9)", echo(), Cancellation.create(), context()));
    CellDiagnostic d = failure(outcome);
    assertThat(d.kind()).isEqualTo(CellDiagnostic.Kind.LIMIT_EXCEEDED);
    assertThat(d.message()).isEqualTo("wall-clock limit of 600 s exceeded at line 2");
    assertThat(d.traceback()).hasValueSatisfying(tb -> assertThat(tb).contains("line 2, in <module>")
        .endsWith("LimitExceeded: wall-clock limit of 600 s exceeded at line 2\n"));
  }

  @Test
  void a_syntax_error_is_a_parse_error_with_a_report() {
    CellOutcome outcome = run("x = (1,\n", context());
    CellDiagnostic diagnostic = failure(outcome);
    assertThat(diagnostic.kind()).isEqualTo(CellDiagnostic.Kind.PARSE_ERROR);
    assertThat(diagnostic.message()).startsWith("SyntaxError: ");
    assertThat(diagnostic.traceback()).isNotEqualTo(Optional.empty());
  }
}
