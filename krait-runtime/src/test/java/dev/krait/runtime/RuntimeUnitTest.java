/*
 * Unit tests of the runtime's own parts, independent of the interpreter: limits, cancellation,
 * names, the JSON bridge, context and store, and the cell driver against a scripted fake VM.
 */
package dev.krait.runtime;

import static dev.krait.runtime.TestSupport.await;
import static dev.krait.runtime.TestSupport.context;
import static dev.krait.runtime.TestSupport.failure;
import static dev.krait.runtime.TestSupport.json;
import static dev.krait.runtime.TestSupport.success;
import static dev.krait.runtime.TestSupport.tools;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.python.ExternalReply;
import dev.krait.python.HostValues;
import dev.krait.python.Step;
import dev.krait.runtime.internal.JsonBridge;
import dev.krait.runtime.internal.KraitThreads;
import dev.krait.runtime.internal.ToolNames;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

class RuntimeUnitTest {
  private static ThreadPoolExecutor pool;
  private static ScheduledThreadPoolExecutor timers;

  @BeforeAll
  static void pools() {
    pool = (ThreadPoolExecutor) Executors.newFixedThreadPool(4, KraitThreads.daemonThreads("test-cell-", 0));
    timers = new ScheduledThreadPoolExecutor(1, KraitThreads.daemonThreads("test-timer-", 0));
    timers.setRemoveOnCancelPolicy(true);
  }

  @AfterAll
  static void shutdown() {
    pool.shutdownNow();
    timers.shutdownNow();
  }

  private static CodeExecutor fake(FakeEngine.Script script) {
    return fake(CellLimits.defaults(), script);
  }

  private static CodeExecutor fake(CellLimits limits, FakeEngine.Script script) {
    return CodeExecutor.builder().limits(limits).executor(pool).scheduler(timers)
        .engine(new FakeEngine(script)).build();
  }

  /** Calls tools.wait({}) on the first resume, then completes when it has been settled. */
  private static FakeEngine.Script awaitOneCall(String tool, AtomicReference<ExternalReply> seen) {
    return fake -> {
      if (fake.memory.isEmpty()) {
        fake.memory.add(((ExternalReply.Pending) fake.call("tools." + tool, Map.of())).id());
      }
      ExternalReply reply = fake.settled.get((Long) fake.memory.get(0));
      if (reply == null) {
        return new Step.Blocked(-1);
      }
      seen.set(reply);
      return new Step.Completed();
    };
  }

  private static void assertNoLeaks() throws InterruptedException {
    // the fake tools' own timers (at most a few hundred microseconds) may still be due
    for (int i = 0; i < 100 && (pool.getActiveCount() > 0 || !pool.getQueue().isEmpty()
        || !timers.getQueue().isEmpty()); i++) {
      Thread.sleep(10);
    }
    assertThat(pool.getActiveCount()).isZero();
    assertThat(pool.getQueue()).isEmpty();
    assertThat(timers.getQueue()).isEmpty();
  }

  // ------------------------------------------------------------------ limits

  @Test
  void limits_are_validated_with_exact_messages() {
    assertThatThrownBy(() -> CellLimits.builder().timeout(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("timeout must be positive: PT0S");
    assertThatThrownBy(() -> CellLimits.builder().timeout(Duration.ofMillis(-1)))
        .hasMessage("timeout must be positive: PT-0.001S");
    assertThatThrownBy(() -> CellLimits.builder().timeout(Duration.ofHours(25)))
        .hasMessage("timeout must be at most 24 hours: PT25H");
    assertThatThrownBy(() -> CellLimits.builder().heapBytes(8L * 1024 * 1024 - 1))
        .hasMessage("heapBytes must be at least 8 MiB (8388608): 8388607");
    assertThatThrownBy(() -> CellLimits.builder().wallClockTimeout(Duration.ZERO))
        .hasMessage("wallClockTimeout must be positive: PT0S");
    assertThatThrownBy(() -> CellLimits.builder().drainTimeout(Duration.ofDays(2)))
        .hasMessage("drainTimeout must be at most 24 hours: PT48H");
    assertThatThrownBy(() -> CellLimits.builder().maxOutputs(-1))
        .hasMessage("maxOutputs must not be negative: -1");
    assertThatThrownBy(() -> CellLimits.builder().maxSourceChars(0))
        .hasMessage("maxSourceChars must be positive: 0");
    assertThatThrownBy(() -> CellLimits.builder().timeout(null)).isInstanceOf(NullPointerException.class);

    CellLimits defaults = CellLimits.defaults();
    assertThat(defaults.timeout()).isEqualTo(Duration.ofSeconds(5));
    assertThat(defaults.heapBytes()).isEqualTo(64L << 20);
    assertThat(defaults.wallClockTimeout()).isEqualTo(Duration.ofSeconds(60));
    assertThat(CellLimits.builder().timeout(Duration.ofMinutes(1)).build().wallClockTimeout())
        .isEqualTo(Duration.ofMinutes(10));
    assertThat(CellLimits.builder().timeout(Duration.ofHours(24)).build().wallClockTimeout())
        .isEqualTo(Duration.ofHours(24));
    assertThat(CellLimits.builder().heapBytes(8L << 20).build().heapBytes()).isEqualTo(8L << 20);
    CellLimits custom = CellLimits.builder().timeout(Duration.ofMillis(150)).build();
    assertThat(custom.newBuilder().build()).isEqualTo(custom);
    assertThat(custom.newBuilder().timeout(Duration.ofMinutes(1)).build().wallClockTimeout())
        .isEqualTo(Duration.ofMinutes(10));
  }

  // ------------------------------------------------------------------ cancellation

  @Test
  void cancellation_runs_listeners_once_and_children_detach() {
    Cancellation root = Cancellation.create();
    AtomicInteger runs = new AtomicInteger();
    Cancellation.Registration removed = root.onCancel(runs::incrementAndGet);
    root.onCancel(runs::incrementAndGet);
    root.onCancel(() -> {
      throw new IllegalStateException("listener failure must not stop the others");
    });
    root.onCancel(runs::incrementAndGet);
    removed.close();
    Cancellation child = root.child();
    Cancellation lonely = root.child();
    lonely.cancel();
    assertThat(lonely.isCancelled()).isTrue();
    assertThat(root.isCancelled()).isFalse();
    assertThat(root.listenerCount()).isEqualTo(4); // 3 listeners + child; lonely detached itself
    root.cancel();
    root.cancel();
    assertThat(runs).hasValue(2);
    assertThat(child.isCancelled()).isTrue();
    root.onCancel(runs::incrementAndGet); // already cancelled: runs at once
    assertThat(runs).hasValue(3);
    assertThat(root.listenerCount()).isZero();
  }

  // ------------------------------------------------------------------ names

  @Test
  void tool_names_are_normalised_like_the_seed_tool_identifier() {
    assertThat(ToolNames.identifier("echo")).isEqualTo("echo");
    assertThat(ToolNames.identifier("search-web")).isEqualTo("search_web");
    assertThat(ToolNames.identifier("files.read_v2")).isEqualTo("files_read_v2");
    assertThat(ToolNames.identifier("1password")).isEqualTo("_password");
    assertThat(ToolNames.identifier("a1")).isEqualTo("a1");
    assertThat(ToolNames.identifier("")).isEqualTo("_");
    assertThat(ToolNames.identifier("class")).isEqualTo("class_");
    assertThat(ToolNames.identifier("None")).isEqualTo("None_");
    assertThat(ToolNames.identifier("await")).isEqualTo("await_");
    assertThat(ToolNames.identifier("print")).isEqualTo("print"); // a builtin, not a keyword
    assertThat(ToolNames.identifier("naïve")).isEqualTo("na_ve");
    assertThat(ToolNames.identifier("😀x")).isEqualTo("_x"); // one code point, one underscore
    assertThat(ToolNames.identifier("x😀1")).isEqualTo("x_1");
    assertThat(ToolNames.identifier("ｅcho")).isEqualTo("_cho"); // only ASCII letters survive
  }

  @Test
  void colliding_tool_names_fail_the_cell_before_anything_runs() {
    FakeEngine engine = new FakeEngine(fake -> new Step.Completed());
    CodeExecutor executor = CodeExecutor.builder().executor(pool).scheduler(timers).engine(engine).build();
    AtomicInteger invoked = new AtomicInteger();
    ToolExecutor colliding = ToolExecutor.builder()
        .tool("a-b", "", input -> {
          invoked.incrementAndGet();
          return input;
        })
        .tool("a.b", "", input -> input)
        .build();
    CellOutcome outcome = await(executor.executeModule("pass", colliding, Cancellation.create(), context()));
    CellDiagnostic diagnostic = failure(outcome);
    assertThat(diagnostic.kind()).isEqualTo(CellDiagnostic.Kind.EXECUTION_ERROR);
    assertThat(diagnostic.message())
        .isEqualTo("tool names collide after Python normalization: 'a-b' and 'a.b' are both tools.a_b");
    assertThat(outcome.toolCalls()).isEmpty();
    assertThat(engine.started).hasValue(0);
    assertThat(invoked).hasValue(0);
  }

  @Test
  void the_tools_namespace_uses_normalised_names_and_all_tools_lists_metadata() {
    AtomicReference<FakeEngine.Fake> seen = new AtomicReference<>();
    CodeExecutor executor = fake(fake -> {
      seen.set(fake);
      return new Step.Completed();
    });
    ToolExecutor tools = ToolExecutor.builder()
        .tool("search-web", "Searches.", input -> input)
        .tool("class", "Classifies.", input -> input)
        .build();
    CellContext context = new CellContext(CellStore.inMemory(), tools.metadata());
    success(await(executor.executeModule("", tools, Cancellation.create(), context)));
    Map<String, Object> globals = seen.get().options.globals();
    HostValues.HostNamespace namespace = (HostValues.HostNamespace) globals.get("tools");
    assertThat(namespace.attributes()).containsOnlyKeys("search_web", "class_");
    assertThat(((HostValues.Constant) globals.get("ALL_TOOLS")).value()).isEqualTo(List.of(
        new HostValues.HostNamespace("ToolMetadata", Map.of("name", "search-web", "description", "Searches.")),
        new HostValues.HostNamespace("ToolMetadata", Map.of("name", "class", "description", "Classifies."))));
    assertThat(globals).containsKeys("text", "image", "notify", "store", "load", "yield_control", "exit");
    assertThat(seen.get().options.maxHostDepth()).isEqualTo(127);
  }

  /** ALL_TOOLS is converted once and copied into each cell: what one cell changes, the next does not see. */
  @Test
  void every_cell_gets_its_own_all_tools() {
    ToolMetadata typed = ToolMetadata.of("find", "Finds.", json(
        "{\"type\": \"object\", \"properties\": {\"q\": {\"type\": \"string\", \"enum\": [\"a\", \"b\"]}}}"),
        json("{\"type\": \"array\", \"items\": {\"type\": \"object\"}}"));
    ToolExecutor tools = ToolExecutor.builder().tool(typed, input -> input).build();
    CodeExecutor executor = CodeExecutor.builder().warmUp(false).executor(Runnable::run).build();
    String show = "print(repr(ALL_TOOLS), vars(ALL_TOOLS[0]) == {'name': 'find', 'description': 'Finds.',"
        + " 'input_schema': ALL_TOOLS[0].input_schema, 'output_schema': ALL_TOOLS[0].output_schema})\n";
    String change = show + """
        t = ALL_TOOLS[0]
        t.input_schema["properties"]["q"]["enum"].append("c")
        t.input_schema["properties"]["q"]["type"] = "int"
        t.output_schema["items"].clear()
        t.name = "lost"
        t.extra = 1
        ALL_TOOLS.append(1)
        """ + show;
    CellContext first = new CellContext(CellStore.inMemory(), tools.metadata());
    success(await(executor.executeModule(change, tools, Cancellation.create(), first)));
    String[] printed = first.takePrinted().split("\n");
    assertThat(printed[0]).isEqualTo("[ToolMetadata(name='find', description='Finds.', input_schema={'type': 'object',"
        + " 'properties': {'q': {'type': 'string', 'enum': ['a', 'b']}}}, output_schema={'type': 'array',"
        + " 'items': {'type': 'object'}})] True");
    assertThat(printed[1]).isNotEqualTo(printed[0]);
    for (int i = 0; i < 2; i++) {
      CellContext next = new CellContext(CellStore.inMemory(), tools.metadata());
      success(await(executor.executeModule(show, tools, Cancellation.create(), next)));
      assertThat(next.takePrinted()).isEqualTo(printed[0] + "\n");
    }
  }

  // ------------------------------------------------------------------ JSON bridge

  private static Object nested(int depth) {
    Object value = "leaf";
    for (int i = 0; i < depth; i++) {
      value = List.of(value);
    }
    return value;
  }

  @Test
  void json_bridge_accepts_127_levels_and_rejects_128_both_ways() throws Exception {
    JsonNode deep = JsonBridge.toJson(nested(127));
    assertThat(JsonBridge.toHost(deep)).isEqualTo(nested(127));
    assertThatThrownBy(() -> JsonBridge.toJson(nested(128)))
        .hasMessage("JSON nesting of 128 levels or more is not allowed");
    JsonNode tooDeep = JsonNodeFactory.instance.arrayNode().add(deep);
    assertThatThrownBy(() -> JsonBridge.toHost(tooDeep)).isInstanceOf(JsonBridge.RejectedValue.class);
  }

  @Test
  void json_bridge_rejects_lossy_values() throws Exception {
    BigInteger max = BigInteger.TWO.pow(64).subtract(BigInteger.ONE);
    JsonNode big = JsonBridge.toJson(Map.of("n", max));
    assertThat(JsonBridge.write(big)).isEqualTo("{\"n\":18446744073709551615}");
    assertThat(JsonBridge.toHost(json("{\"n\":18446744073709551615}"))).isEqualTo(Map.of("n", max));
    assertThat(JsonBridge.toHost(json("-9223372036854775808"))).isEqualTo(Long.MIN_VALUE);
    assertThat(JsonBridge.toHost(json("9223372036854775808"))).isEqualTo(BigInteger.TWO.pow(63));
    assertThatThrownBy(() -> JsonBridge.toHost(json("18446744073709551616")))
        .hasMessage("JSON ints must be between -2**63 and 2**64-1");
    assertThatThrownBy(() -> JsonBridge.toJson(BigInteger.TWO.pow(100)))
        .hasMessage("JSON ints must be between -2**63 and 2**64-1");
    assertThatThrownBy(() -> JsonBridge.toJson(Double.NaN))
        .hasMessage("JSON floats must be finite (no NaN or infinity)");
    assertThatThrownBy(() -> JsonBridge.toHost(json("1e400")))
        .hasMessage("JSON floats must be finite (no NaN or infinity)");
    assertThatThrownBy(() -> JsonBridge.toJson(Map.of(1L, "bad"))).hasMessage("JSON object keys must be str");
    assertThatThrownBy(() -> JsonBridge.toJson(new byte[] {1}))
        .hasMessage("value of type byte[] is not JSON serializable");
    assertThatThrownBy(() -> JsonBridge.toHost(JsonNodeFactory.instance.binaryNode(new byte[] {1})))
        .isInstanceOf(JsonBridge.RejectedValue.class);
    List<Object> cycle = new ArrayList<>();
    cycle.add(cycle);
    assertThatThrownBy(() -> JsonBridge.toJson(cycle)).isInstanceOf(JsonBridge.RejectedValue.class);
    assertThat(JsonBridge.write(JsonBridge.toJson(Map.of("text", "你好")))).isEqualTo("{\"text\":\"你好\"}");
    assertThat(JsonBridge.toHost(json("[1.5, true, null, \"s\", {}]")))
        .isEqualTo(java.util.Arrays.asList(1.5, true, null, "s", Map.of()));
  }

  // ------------------------------------------------------------------ context and store

  @Test
  void context_stages_writes_until_commit_and_store_values_are_copies() {
    CellStore store = CellStore.inMemory();
    CellContext first = new CellContext(store, List.of());
    first.store("k", json("{\"a\":[1]}"));
    assertThat(first.load("k")).contains(json("{\"a\":[1]}"));
    assertThat(new CellContext(store, List.of()).load("k")).isEmpty();
    first.commit();
    assertThat(first.hasStagedWrites()).isFalse();
    CellContext second = new CellContext(store, List.of());
    JsonNode loaded = second.load("k").orElseThrow();
    ((tools.jackson.databind.node.ObjectNode) loaded).put("mutated", true);
    assertThat(second.load("k")).contains(json("{\"a\":[1]}"));
    assertThat(second.takeOutput()).isEmpty();
    assertThat(second.takeNotifications()).isEmpty();
    assertThat(second.takePrinted()).isEmpty();
  }

  // ------------------------------------------------------------------ driver, with a fake VM

  @Test
  void a_tool_call_is_admitted_when_called_and_its_result_converted() {
    AtomicReference<ExternalReply> seen = new AtomicReference<>();
    CellOutcome outcome = await(fake(awaitOneCall("echo", seen))
        .executeModule("", tools((name, input, c) ->
            CompletableFuture.completedFuture(json("{\"n\":18446744073709551615}"))),
            Cancellation.create(), context()));
    assertThat(success(outcome)).isEqualTo(1);
    assertThat(seen.get()).isEqualTo(new ExternalReply.Value(Map.of("n", BigInteger.TWO.pow(64).subtract(BigInteger.ONE))));
    ToolCall call = outcome.toolCalls().get(0);
    assertThat(call.name()).isEqualTo("echo");
    assertThat(call.input()).isEqualTo(json("{}"));
    assertThat(call.outcome()).isEqualTo(new ToolCall.Returned(json("{\"n\":18446744073709551615}")));
  }

  @Test
  void helpers_collect_outputs_notifications_print_and_store() throws Exception {
    CellContext context = context();
    CellOutcome outcome = await(fake(fake -> {
      fake.options.stdout().accept("hello\n");
      assertThat(fake.call("text", "plain")).isEqualTo(new ExternalReply.Value(null));
      fake.call("text", Map.of("a", List.of(1L, true)));
      fake.options.host().call("image", List.of(Map.of("type", "image", "data", "R0lGODlhAQABAAAAACw=",
          "mimeType", "image/gif")), Map.of("detail", "original"));
      assertThat(fake.call("image", Map.of("type", "image", "data", "%%%", "mimeType", "image/gif")))
          .isEqualTo(new ExternalReply.Error("ValueError", "image() data is not valid base64"));
      assertThat(fake.options.host().call("image", List.of(Map.of("type", "image", "data", "",
          "mimeType", "image/gif")), Map.of("detail", "huge")))
          .isInstanceOf(ExternalReply.Error.class);
      fake.call("notify", "ready");
      assertThat(fake.call("notify", 1L)).isInstanceOf(ExternalReply.Error.class);
      fake.call("store", "k", Map.of("v", 1L));
      assertThat(fake.call("load", "k")).isEqualTo(new ExternalReply.Value(Map.of("v", 1L)));
      assertThat(fake.call("load", "missing")).isEqualTo(new ExternalReply.Value(null));
      assertThat(fake.call("load", "missing", 7L)).isEqualTo(new ExternalReply.Value(7L));
      assertThat(fake.call("tools.echo", 1L, 2L)).isEqualTo(new ExternalReply.Error("TypeError",
          "tools.echo() takes one JSON argument or keyword arguments, not 2 positional arguments"));
      assertThat(fake.call("exit")).isEqualTo(new ExternalReply.Exit());
      return new Step.Completed();
    }).executeModule("", TestSupport.echo(), Cancellation.create(), context));
    assertThat(success(outcome)).isZero();
    assertThat(context.takeOutput()).containsExactly(
        new CellOutput.Text("plain"),
        new CellOutput.Text("{\"a\":[1,true]}"),
        new CellOutput.Media("image/gif", "R0lGODlhAQABAAAAACw=", java.util.Optional.of(ImageDetail.ORIGINAL)));
    assertThat(context.takeNotifications()).containsExactly("ready");
    assertThat(context.takePrinted()).isEqualTo("hello\n");
    assertThat(context.load("k")).contains(json("{\"v\":1}"));
  }

  @Test
  void end_of_cell_cancels_unawaited_calls_and_waits_for_their_cleanup() throws Exception {
    CompletableFuture<Void> cancelled = new CompletableFuture<>();
    CompletableFuture<Void> release = new CompletableFuture<>();
    ToolExecutor tools = tools((name, input, cancellation) -> {
      CompletableFuture<JsonNode> result = new CompletableFuture<>();
      cancellation.onCancel(() -> {
        cancelled.complete(null);
        release.thenRun(() -> result.complete(json("\"cleaned\"")));
      });
      return result;
    });
    CompletableFuture<CellOutcome> future = fake(fake -> {
      fake.call("tools.wait", Map.of());
      return new Step.Completed();
    }).executeModule("", tools, Cancellation.create(), context());
    cancelled.get(5, TimeUnit.SECONDS);
    Thread.sleep(30);
    assertThat(future).isNotDone();
    release.complete(null);
    CellOutcome outcome = await(future);
    assertThat(success(outcome)).isEqualTo(1);
    assertThat(outcome.toolCalls().get(0).outcome()).isEqualTo(new ToolCall.Returned(json("\"cleaned\"")));
    assertNoLeaks();
  }

  @Test
  void cancellation_and_a_dropped_observer_both_drain() throws Exception {
    for (boolean dropObserver : new boolean[] {false, true}) {
      CompletableFuture<Void> started = new CompletableFuture<>();
      AtomicBoolean cleaned = new AtomicBoolean();
      ToolExecutor tools = tools((name, input, cancellation) -> {
        started.complete(null);
        CompletableFuture<JsonNode> result = new CompletableFuture<>();
        cancellation.onCancel(() -> timers.schedule(() -> {
          cleaned.set(true);
          result.complete(null);
        }, 30, TimeUnit.MILLISECONDS));
        return result;
      });
      Cancellation caller = Cancellation.create();
      CompletableFuture<CellOutcome> future =
          fake(awaitOneCall("wait", new AtomicReference<>())).executeModule("", tools, caller, context());
      started.get(5, TimeUnit.SECONDS);
      if (dropObserver) {
        future.cancel(true);
      } else {
        caller.cancel();
        CellOutcome outcome = await(future);
        assertThat(outcome).isInstanceOf(CellAbort.Cancelled.class);
        assertThat(cleaned).isTrue(); // published only after the drain
        assertThat(outcome.toolCalls()).hasSize(1);
      }
      for (int i = 0; i < 500 && !cleaned.get(); i++) {
        Thread.sleep(10);
      }
      assertThat(cleaned).isTrue();
      assertThat(caller.listenerCount()).isZero();
    }
    assertNoLeaks();
  }

  @Test
  void a_caught_fatal_tool_error_cannot_publish_success() {
    AtomicReference<ExternalReply> seen = new AtomicReference<>();
    CellOutcome outcome = await(fake(awaitOneCall("echo", seen)).executeModule("",
        tools((name, input, c) -> CompletableFuture.failedFuture(
            new ToolException(new ToolError.Persistence("journal unavailable")))),
        Cancellation.create(), context()));
    assertThat(seen.get()).isEqualTo(new ExternalReply.Error("ToolError", "journal unavailable"));
    assertThat(outcome).isInstanceOf(CellAbort.Tool.class);
    assertThat(((CellAbort.Tool) outcome).error()).isEqualTo(new ToolError.Persistence("journal unavailable"));
  }

  @Test
  void a_tool_that_throws_a_java_exception_is_an_ordinary_tool_failure() throws Exception {
    AtomicReference<ExternalReply> seen = new AtomicReference<>();
    ToolExecutor throwing = tools((name, input, c) -> {
      throw new IllegalStateException("database is down");
    });
    CellOutcome outcome = await(fake(awaitOneCall("echo", seen))
        .executeModule("", throwing, Cancellation.create(), context()));
    assertThat(success(outcome)).isEqualTo(1);
    assertThat(seen.get()).isEqualTo(new ExternalReply.Error("ToolError", "database is down"));
    assertThat(outcome.toolCalls().get(0).outcome())
        .isEqualTo(new ToolCall.Errored(new ToolError.Failed("database is down")));

    ToolExecutor sync = ToolExecutor.builder().tool("echo", "", input -> {
      throw new java.io.IOException("disk full");
    }).build();
    await(fake(awaitOneCall("echo", seen)).executeModule("", sync, Cancellation.create(), context()));
    assertThat(seen.get()).isEqualTo(new ExternalReply.Error("ToolError", "disk full"));
    assertNoLeaks();
  }

  @Test
  void a_tool_that_ignores_cancellation_ends_as_cleanup_unconfirmed_after_the_drain_timeout()
      throws Exception {
    CompletableFuture<JsonNode> never = new CompletableFuture<>();
    CellLimits limits = CellLimits.builder().drainTimeout(Duration.ofMillis(100)).build();
    CellOutcome outcome = await(fake(limits, fake -> {
      fake.call("tools.wait", Map.of());
      return new Step.Completed();
    }).executeModule("", tools((name, input, c) -> never), Cancellation.create(), context()));
    assertThat(outcome).isInstanceOf(CellAbort.Tool.class);
    assertThat(((CellAbort.Tool) outcome).error()).isInstanceOf(ToolError.CleanupUnconfirmed.class);
    assertThat(((CellAbort.Tool) outcome).error().message())
        .isEqualTo("1 tool call(s) did not settle within PT0.1S of being cancelled: wait");
    assertThat(outcome.toolCalls().get(0).outcome()).isEqualTo(new ToolCall.Unsettled());
    never.complete(json("\"late\"")); // an answer after the cell ended is ignored
    assertNoLeaks();
  }

  @Test
  void a_tool_that_answers_after_the_cell_ended_is_drained_and_recorded() throws Exception {
    ToolExecutor late = tools((name, input, c) -> {
      CompletableFuture<JsonNode> result = new CompletableFuture<>();
      timers.schedule(() -> result.complete(json("\"late\"")), 50, TimeUnit.MILLISECONDS);
      return result;
    });
    CellOutcome outcome = await(fake(fake -> {
      fake.call("tools.wait", Map.of());
      return new Step.Completed();
    }).executeModule("", late, Cancellation.create(), context()));
    assertThat(success(outcome)).isEqualTo(1);
    assertThat(outcome.toolCalls().get(0).outcome()).isEqualTo(new ToolCall.Returned(json("\"late\"")));
    assertNoLeaks();
  }

  @Test
  void outputs_past_their_bounds_end_the_cell_with_limit_exceeded() {
    CellLimits limits = CellLimits.builder().maxOutputs(3).maxOutputChars(100).maxPrintedChars(10).build();
    CellContext context = context();
    CellOutcome outcome = await(fake(limits, fake -> {
      fake.options.stdout().accept("0123456");
      fake.options.stdout().accept("789abcdef");
      fake.options.stdout().accept("more");
      for (int i = 0; i < 5; i++) {
        fake.call("text", "x");
      }
      return new Step.Blocked(-1); // a VM that observed cancel() answers Cancelled
    }).executeModule("", TestSupport.echo(), Cancellation.create(), context));
    assertThat(failure(outcome)).isEqualTo(CellDiagnostic.of(CellDiagnostic.Kind.LIMIT_EXCEEDED,
        "output limit exceeded: more than 3 outputs, notifications and store writes"));
    assertThat(context.takeOutput()).hasSize(3);
    assertThat(context.takePrinted()).isEqualTo("0123456789" + CellLimits.PRINT_TRUNCATED);

    CellOutcome big = await(fake(limits, fake -> {
      fake.call("text", "y".repeat(101));
      return new Step.Blocked(-1);
    }).executeModule("", TestSupport.echo(), Cancellation.create(), context()));
    assertThat(failure(big).message())
        .isEqualTo("output limit exceeded: more than 100 chars of outputs, notifications and stored values");
  }

  @Test
  void a_cell_waiting_on_nothing_is_a_deadlock_error() {
    CellOutcome outcome = await(fake(fake -> new Step.Blocked(-1))
        .executeModule("", TestSupport.echo(), Cancellation.create(), context()));
    assertThat(failure(outcome)).isEqualTo(
        CellDiagnostic.of(CellDiagnostic.Kind.EXECUTION_ERROR, CellRun.DEADLOCK));
  }

  @Test
  void timers_wake_the_cell_and_the_wall_clock_cap_ends_it() throws Exception {
    long[] wakeAt = {0};
    CellOutcome woken = await(fake(fake -> {
      if (wakeAt[0] == 0) {
        wakeAt[0] = System.nanoTime() + 30_000_000;
      }
      return System.nanoTime() >= wakeAt[0] ? new Step.Completed() : new Step.Blocked(wakeAt[0]);
    }).executeModule("", TestSupport.echo(), Cancellation.create(), context()));
    success(woken);

    CellLimits limits = CellLimits.builder().wallClockTimeout(Duration.ofMillis(100)).build();
    CellOutcome capped = await(fake(limits, fake -> new Step.Blocked(System.nanoTime() + 1_000_000_000_000L))
        .executeModule("", TestSupport.echo(), Cancellation.create(), context()));
    assertThat(failure(capped)).isEqualTo(
        CellDiagnostic.of(CellDiagnostic.Kind.LIMIT_EXCEEDED, "wall-clock limit of 100 ms exceeded"));
    assertNoLeaks();
  }

  @Test
  void yield_control_lets_the_host_run_and_resumes() {
    long[] id = {-1};
    CellOutcome outcome = await(fake(fake -> {
      if (id[0] < 0) {
        id[0] = ((ExternalReply.Pending) fake.call("yield_control")).id();
      }
      return fake.settled.containsKey(id[0]) ? new Step.Completed() : new Step.Blocked(-1);
    }).executeModule("", TestSupport.echo(), Cancellation.create(), context()));
    assertThat(success(outcome)).isZero();
  }

  @Test
  void a_pre_cancelled_token_and_an_interpreter_bug_are_reported_without_exceptions() {
    Cancellation cancelled = Cancellation.create();
    cancelled.cancel();
    assertThat(await(fake(fake -> new Step.Completed())
        .executeModule("", TestSupport.echo(), cancelled, context()))).isInstanceOf(CellAbort.Cancelled.class);
    CellOutcome bug = await(fake(fake -> {
      throw new IllegalStateException("boom");
    }).executeModule("", TestSupport.echo(), Cancellation.create(), context()));
    assertThat(bug).isInstanceOf(CellAbort.Internal.class);
    assertThat(((CellAbort.Internal) bug).message()).contains("boom");
  }

  @Test
  void a_thousand_waiting_cells_need_no_threads_fake_vm() {
    ToolExecutor slow = tools((name, input, c) -> {
      CompletableFuture<JsonNode> result = new CompletableFuture<>();
      timers.schedule(() -> result.complete(input), 200, TimeUnit.MILLISECONDS);
      return result;
    });
    CodeExecutor executor = fake(awaitOneCall("wait", new AtomicReference<>()));
    List<CompletableFuture<CellOutcome>> futures = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      futures.add(executor.executeModule("", slow, Cancellation.create(), context()));
    }
    futures.forEach(future -> assertThat(success(await(future))).isEqualTo(1));
    assertThat(pool.getMaximumPoolSize()).isEqualTo(4);
  }

  @Test
  void fan_out_calls_are_all_in_flight_at_once() {
    AtomicInteger inFlight = new AtomicInteger();
    AtomicInteger maxInFlight = new AtomicInteger();
    ToolExecutor tools = tools((name, input, c) -> {
      maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
      CompletableFuture<JsonNode> result = new CompletableFuture<>();
      timers.schedule(() -> {
        inFlight.decrementAndGet();
        result.complete(input);
      }, 20, TimeUnit.MILLISECONDS);
      return result;
    });
    CellOutcome outcome = await(fake(fake -> {
      if (fake.memory.isEmpty()) {
        for (long i = 0; i < 50; i++) {
          fake.memory.add(((ExternalReply.Pending) fake.call("tools.echo", Map.of("i", i))).id());
        }
      }
      return fake.settled.size() == 50 ? new Step.Completed() : new Step.Blocked(-1);
    }).executeModule("", tools, Cancellation.create(), context()));
    assertThat(success(outcome)).isEqualTo(50);
    assertThat(maxInFlight).hasValue(50);
    assertThat(outcome.toolCalls()).extracting(call -> call.input().get("i").asInt())
        .containsExactlyElementsOf(java.util.stream.IntStream.range(0, 50).boxed().toList());
  }

  @Test
  void cancellation_racing_with_completion_always_publishes_one_drained_outcome() throws Exception {
    java.util.Random random = new java.util.Random(42);
    for (int round = 0; round < 300; round++) {
      List<CompletableFuture<JsonNode>> started = java.util.Collections.synchronizedList(new ArrayList<>());
      int delay = random.nextInt(300);
      ToolExecutor tools = tools((name, input, c) -> {
        CompletableFuture<JsonNode> result = new CompletableFuture<>();
        started.add(result);
        timers.schedule(() -> result.complete(input), delay, TimeUnit.MICROSECONDS);
        return result;
      });
      Cancellation caller = Cancellation.create();
      CompletableFuture<CellOutcome> future = fake(awaitOneCall("echo", new AtomicReference<>()))
          .executeModule("", tools, caller, context());
      java.util.concurrent.locks.LockSupport.parkNanos(random.nextInt(300_000));
      if (random.nextBoolean()) {
        caller.cancel();
      } else {
        future.cancel(true);
      }
      CellOutcome outcome;
      try {
        outcome = future.get(5, TimeUnit.SECONDS);
        assertThat(outcome).isInstanceOfAny(CellAbort.Cancelled.class, CellResult.Success.class);
        started.forEach(call -> assertThat(call).isDone());
      } catch (java.util.concurrent.CancellationException dropped) {
        // the observer dropped it; the drain still happens
      }
      for (int i = 0; i < 200 && caller.listenerCount() > 0; i++) {
        Thread.sleep(1);
      }
      assertThat(caller.listenerCount()).isZero();
    }
    assertNoLeaks();
  }
}
