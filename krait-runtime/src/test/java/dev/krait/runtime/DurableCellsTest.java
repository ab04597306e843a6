/*
 * Durable cells: approval-gated tools suspend a cell into an authenticated snapshot, and a resume
 * (in this process or another one) rebuilds it by replay without re-running completed calls.
 */
package dev.krait.runtime;

import static dev.krait.runtime.TestSupport.await;
import static dev.krait.runtime.TestSupport.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

class DurableCellsTest {
  static final byte[] KEY = "durable-cells-test-key-0123456789".getBytes(java.nio.charset.StandardCharsets.UTF_8);

  /** Tools: lookup (ordinary, counts its calls), refund and send (need approval, count theirs). */
  static final class Counting {
    final Map<String, AtomicInteger> calls = new ConcurrentHashMap<>();

    ToolExecutor tools() {
      return ToolExecutor.builder()
          .tool("lookup", "Looks an order up.", input -> count("lookup", input))
          .tool("refund", "Refunds an order.", input -> count("refund", input)).requiresApproval()
          .tool("send", "Sends a message.", input -> count("send", input)).requiresApproval()
          .build();
    }

    JsonNode count(String tool, JsonNode input) {
      calls.computeIfAbsent(tool, t -> new AtomicInteger()).incrementAndGet();
      var node = JsonNodeFactory.instance.objectNode();
      node.put("tool", tool);
      node.set("input", input);
      return node;
    }

    int of(String tool) {
      AtomicInteger n = calls.get(tool);
      return n == null ? 0 : n.get();
    }
  }

  static CodeExecutor executor() {
    return CodeExecutor.builder().warmUp(false).snapshotKey(KEY).build();
  }

  static CellContext context() {
    return new CellContext(CellStore.inMemory(), List.of());
  }

  static String printed(CellContext context) {
    return context.takePrinted();
  }

  static final String GATHER = String.join("\n",
      "import asyncio",
      "order = await tools.lookup(id=7)",
      "print('looked up', order['input']['id'])",
      "results = await asyncio.gather(",
      "    tools.refund(id=1, amount=5), tools.refund(id=2, amount=6), tools.send(to='ann'))",
      "for r in results:",
      "    print(r['tool'], r['input'])",
      "");

  @Test
  void threeGatedCallsInAGatherSuspendAndResumeWithoutRerunningCompletedCalls() throws Exception {
    Counting counting = new Counting();
    CodeExecutor executor = executor();
    CellContext first = context();
    CellOutcome outcome = await(executor.executeModule(GATHER, counting.tools(), Cancellation.create(), first));
    assertThat(outcome).isInstanceOf(CellResult.Suspended.class);
    CellResult.Suspended suspended = (CellResult.Suspended) outcome;
    assertThat(suspended.pending()).extracting(ApprovalRequest::tool).containsExactly("refund", "refund", "send");
    assertThat(suspended.pending().get(2).input()).isEqualTo(json("{\"to\":\"ann\"}"));
    assertThat(counting.of("lookup")).isEqualTo(1);
    assertThat(counting.of("refund")).isZero();
    assertThat(printed(first)).isEqualTo("looked up 7\n");
    assertThat(suspended.toolCalls()).extracting(ToolCall::name).containsExactly("lookup");

    Map<String, ApprovalDecision> all = new java.util.HashMap<>();
    suspended.pending().forEach(r -> all.put(r.id(), ApprovalDecision.approve()));
    CellContext second = context();
    CellOutcome resumed = await(executor.resume(suspended.snapshot(), all, counting.tools(),
        Cancellation.create(), second));
    assertThat(resumed).isInstanceOf(CellResult.Success.class);
    assertThat(printed(second)).isEqualTo("refund {'id': 1, 'amount': 5}\nrefund {'id': 2, 'amount': 6}\n"
        + "send {'to': 'ann'}\n");
    assertThat(counting.of("lookup")).as("completed calls are never re-run").isEqualTo(1);
    assertThat(counting.of("refund")).isEqualTo(2);
    assertThat(counting.of("send")).isEqualTo(1);
    assertThat(resumed.toolCalls()).extracting(ToolCall::name).containsExactly("lookup", "refund", "refund", "send");
  }

  @Test
  void aRejectedCallRaisesToolErrorWithTheReasonAndUndecidedOnesSuspendAgain() throws Exception {
    Counting counting = new Counting();
    CodeExecutor executor = executor();
    String source = String.join("\n",
        "import asyncio",
        "async def attempt(call):",
        "    try:",
        "        return (await call)['input']",
        "    except ToolError as e:",
        "        return 'refused: ' + str(e)",
        "print(await asyncio.gather(attempt(tools.refund(id=1)), attempt(tools.refund(id=2)),",
        "                           attempt(tools.send(to='bob'))))",
        "");
    CellResult.Suspended first = (CellResult.Suspended) await(executor.executeModule(source,
        counting.tools(), Cancellation.create(), context()));
    List<String> ids = first.pending().stream().map(ApprovalRequest::id).toList();

    // decide on the first one only: the cell runs on and suspends again on the other two
    CellOutcome second = await(executor.resume(first.snapshot(), Map.of(ids.get(0),
        ApprovalDecision.reject("too large")), counting.tools(), Cancellation.create(), context()));
    assertThat(second).isInstanceOf(CellResult.Suspended.class);
    CellResult.Suspended again = (CellResult.Suspended) second;
    assertThat(again.pending()).extracting(ApprovalRequest::id).containsExactly(ids.get(1), ids.get(2));
    assertThat(counting.of("refund")).isZero();

    // a resume with no decision at all suspends at once, with the same requests
    CellOutcome idle = await(executor.resume(again.snapshot(), Map.of(), counting.tools(),
        Cancellation.create(), context()));
    assertThat(((CellResult.Suspended) idle).pending()).isEqualTo(again.pending());

    CellContext last = context();
    CellOutcome done = await(executor.resume(again.snapshot(), Map.of(ids.get(1), ApprovalDecision.approve(),
        ids.get(2), ApprovalDecision.approve()), counting.tools(), Cancellation.create(), last));
    assertThat(done).isInstanceOf(CellResult.Success.class);
    assertThat(printed(last)).isEqualTo("['refused: tools.refund: the call was rejected by the reviewer: too large',"
        + " {'id': 2}, {'to': 'bob'}]\n");
    assertThat(counting.of("refund")).isEqualTo(1);
    assertThat(counting.of("send")).isEqualTo(1);
  }

  @Test
  void randomnessClocksTimersLoadsAndStoresReplayAsTheyRan() throws Exception {
    Counting counting = new Counting();
    CodeExecutor executor = executor();
    CellStore store = CellStore.inMemory();
    CellContext seed = new CellContext(store, List.of());
    seed.store("greeting", json("\"hello\""));
    seed.commit();
    String source = String.join("\n",
        "import asyncio, random, time, datetime, uuid, secrets",
        "state = (random.random(), secrets.token_hex(4), str(uuid.uuid4()), time.time(),",
        "         datetime.datetime.now().isoformat(), load('greeting'))",
        "t0 = time.monotonic()",
        "store('seen', [state[0], state[5]])",
        "text('before')",
        "async def ticker():",
        "    await asyncio.sleep(0.05)",
        "    return 'ticked'",
        "tick = asyncio.create_task(ticker())",
        "r = await tools.send(state=list(state))",
        "print(r['input']['state'] == list(state), await tick, time.monotonic() >= t0)",
        "text('after')",
        "");
    CellContext first = new CellContext(store, List.of());
    CellResult.Suspended suspended = (CellResult.Suspended) await(executor.executeModule(source,
        counting.tools(), Cancellation.create(), first));
    assertThat(first.takeOutput()).hasSize(1);
    // the conversation's state changes while the cell waits: the replay still sees what it saw
    CellContext other = new CellContext(store, List.of());
    other.store("greeting", json("\"changed\""));
    other.commit();

    CellContext second = new CellContext(store, List.of());
    CellOutcome done = await(executor.resume(suspended.snapshot(),
        Map.of(suspended.pending().get(0).id(), ApprovalDecision.approve()), counting.tools(),
        Cancellation.create(), second));
    assertThat(done).isInstanceOf(CellResult.Success.class);
    assertThat(second.takePrinted()).isEqualTo("True ticked True\n");
    assertThat(TestSupport.texts(second)).containsExactly("after");
    assertThat(second.hasStagedWrites()).as("the store() before the suspension is staged again").isTrue();
    second.commit();
    assertThat(store.load("seen").orElseThrow().get(1).asString()).isEqualTo("hello");
  }

  @Test
  void aCellWhoseCallsDependOnSomethingNotRecordedFailsClearlyOnResume() throws Exception {
    Counting counting = new Counting();
    CodeExecutor executor = executor();
    // id() numbers objects from a per-JVM counter: not an input the log records
    String source = "await tools.lookup(n=id(object()))\nawait tools.send(x=1)\n";
    CellResult.Suspended suspended = (CellResult.Suspended) await(executor.executeModule(source,
        counting.tools(), Cancellation.create(), context()));
    CellOutcome resumed = await(executor.resume(suspended.snapshot(),
        Map.of(suspended.pending().get(0).id(), ApprovalDecision.approve()), counting.tools(),
        Cancellation.create(), context()));
    assertThat(TestSupport.failure(resumed).message())
        .startsWith("RuntimeError: the resumed cell did not repeat its recorded run: the replay made call 1"
            + " (tools.lookup) where the recorded run made call 1 (tools.lookup) with another input");
    assertThat(counting.of("lookup")).isEqualTo(1);
    assertThat(counting.of("send")).isZero();
  }

  @Test
  void everyAlteredByteAnotherKeyAndGarbageAreRefusedBeforeAnythingRuns() throws Exception {
    Counting counting = new Counting();
    CodeExecutor executor = executor();
    byte[] snapshot = ((CellResult.Suspended) await(executor.executeModule("await tools.send(x=1)\n",
        counting.tools(), Cancellation.create(), context()))).snapshot();
    assertThat(executor.openSnapshot(snapshot).pendingApprovals()).hasSize(1);
    for (int i = 0; i < snapshot.length; i++) {
      byte[] altered = snapshot.clone();
      altered[i] ^= 0x01;
      assertThatThrownBy(() -> executor.openSnapshot(altered)).as("byte " + i)
          .isInstanceOf(SnapshotException.class).hasMessageStartingWith("authentication failed");
    }
    byte[] truncated = java.util.Arrays.copyOf(snapshot, snapshot.length - 1);
    assertThatThrownBy(() -> executor.openSnapshot(truncated)).isInstanceOf(SnapshotException.class);
    assertThatThrownBy(() -> executor.openSnapshot(new byte[3]))
        .hasMessage("not a Krait snapshot (too short: 3 bytes)");
    CodeExecutor foreign = CodeExecutor.builder().warmUp(false)
        .snapshotKey("another-key-of-sufficient-length".getBytes(java.nio.charset.StandardCharsets.UTF_8)).build();
    assertThatThrownBy(() -> foreign.resume(snapshot, Map.of(), counting.tools(), Cancellation.create(), context()))
        .isInstanceOf(SnapshotException.class)
        .hasMessage("authentication failed: the snapshot was altered or made with another key");
    assertThat(counting.of("send")).isZero();
    assertThatThrownBy(() -> executor.resume(snapshot, Map.of("99", ApprovalDecision.approve()),
        counting.tools(), Cancellation.create(), context()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no pending approval request has the id 99");
  }

  @Test
  void theSameStateGivesTheSameBytes() throws Exception {
    Counting counting = new Counting();
    CodeExecutor executor = executor();
    String source = "x = [i * i for i in range(10)]\nawait tools.send(x=x)\n";
    CellResult.Suspended suspended = (CellResult.Suspended) await(executor.executeModule(source,
        counting.tools(), Cancellation.create(), context()));
    // a resume without decisions reaches the same state, and writes it as the same bytes
    CellResult.Suspended again = (CellResult.Suspended) await(executor.resume(suspended.snapshot(), Map.of(),
        counting.tools(), Cancellation.create(), context()));
    assertThat(again.snapshot()).isEqualTo(suspended.snapshot());
  }

  @Test
  void aCellWithoutGatedToolsIsNotDurableAndAFatalErrorDoesNotSuspend() throws Exception {
    CodeExecutor executor = executor();
    ToolExecutor tools = ToolExecutor.builder()
        .asyncTool("boom", "", (input, c) -> CompletableFuture.failedFuture(
            new ToolException(new ToolError.Persistence("disk gone"))))
        .tool("send", "", input -> input).requiresApproval()
        .build();
    String source = "import asyncio\ntry:\n    await tools.boom()\nexcept ToolError:\n    pass\nawait tools.send(x=1)\n";
    CellOutcome outcome = await(executor.executeModule(source, tools, Cancellation.create(), context()));
    assertThat(outcome).isInstanceOf(CellAbort.Tool.class);
  }

  @Test
  void aResumedCellKeepsItsGatesWhateverTheResumingToolsSay() throws Exception {
    Counting counting = new Counting();
    CodeExecutor executor = executor();
    String source = "await tools.send(n=1)\nawait tools.send(n=2)\nprint('sent twice')\n";
    CellResult.Suspended first = (CellResult.Suspended) await(executor.executeModule(source,
        counting.tools(), Cancellation.create(), context()));
    assertThat(executor.openSnapshot(first.snapshot()).gatedTools()).containsExactly("refund", "send");
    ToolExecutor ungated = ToolExecutor.builder().tool("send", "", input -> counting.count("send", input)).build();
    CellOutcome second = await(executor.resume(first.snapshot(), Map.of("1", ApprovalDecision.approve()),
        ungated, Cancellation.create(), context()));
    assertThat(second).isInstanceOf(CellResult.Suspended.class);
    assertThat(((CellResult.Suspended) second).pending()).extracting(ApprovalRequest::input)
        .containsExactly(json("{\"n\":2}"));
    assertThat(counting.of("send")).isEqualTo(1);
  }

  /** The done-when test: suspended here, resumed by a new executor in another JVM. */
  @Test
  void aSuspendedCellFinishesInAnotherJvm(@TempDir Path dir) throws Exception {
    Counting counting = new Counting();
    CellResult.Suspended suspended = (CellResult.Suspended) await(executor().executeModule(GATHER,
        counting.tools(), Cancellation.create(), context()));
    Path snapshot = dir.resolve("cell.snapshot");
    Files.write(snapshot, suspended.snapshot());
    String javaBin = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(javaBin, "-XX:TieredStopAtLevel=1", "-Xshare:auto",
        "-cp", System.getProperty("java.class.path"), ResumeMain.class.getName(), snapshot.toString()));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertThat(process.waitFor()).as(out).isZero();
    assertThat(out).isEqualTo("Success\nrefund {'id': 1, 'amount': 5}\nrefund {'id': 2, 'amount': 6}\n"
        + "send {'to': 'ann'}\ncalls: lookup=0 refund=2 send=1\n");
  }

  /** The other JVM of {@link #aSuspendedCellFinishesInAnotherJvm}: approves everything and resumes. */
  public static final class ResumeMain {
    public static void main(String[] args) throws Exception {
      Counting counting = new Counting();
      CodeExecutor executor = executor();
      CellSnapshot snapshot = executor.openSnapshot(Files.readAllBytes(Paths.get(args[0])));
      Map<String, ApprovalDecision> decisions = new java.util.HashMap<>();
      snapshot.pendingApprovals().forEach(r -> decisions.put(r.id(), ApprovalDecision.approve()));
      CellContext context = context();
      CellOutcome outcome = executor.resume(snapshot, decisions, counting.tools(), Cancellation.create(), context)
          .get(60, java.util.concurrent.TimeUnit.SECONDS);
      System.out.println(outcome.getClass().getSimpleName());
      System.out.print(context.takePrinted());
      System.out.println("calls: lookup=" + counting.of("lookup") + " refund=" + counting.of("refund")
          + " send=" + counting.of("send"));
      System.exit(outcome instanceof CellResult.Success ? 0 : 1);
    }
  }
}
