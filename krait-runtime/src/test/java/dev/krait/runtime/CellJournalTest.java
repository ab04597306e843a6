/*
 * The effect journal: a host killed with kill -9 while its cell waits on a tool is recovered in
 * another JVM without re-running the calls that completed; the call that was in flight is in doubt
 * and runs again only if approved; a journal position is claimed by exactly one host.
 */
package dev.krait.runtime;

import static dev.krait.runtime.TestSupport.await;
import static dev.krait.runtime.TestSupport.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.runtime.jdbc.JdbcCellStore;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

class CellJournalTest {
  static final byte[] KEY = DurableCellsTest.KEY;

  /** Two completed calls, one in flight when the host dies (its input drawn at random), one after it. */
  static final String CELL = String.join("\n",
      "import random",
      "a = await tools.fetch(n=1)",
      "b = await tools.fetch(n=2)",
      "seen = load('seen')",
      "print('before', a['n'], b['n'], seen)",
      "c = await tools.slow(n=3, token=random.random())",
      "d = await tools.fetch(n=4)",
      "print('after', c['n'], d['n'], seen, load('seen'))",
      "store('result', [a['n'], b['n'], c['n'], d['n']])",
      "");

  /** Tools that append "tool n" to {@code calls} when invoked; slow never answers if {@code hang}. */
  static ToolExecutor tools(Path calls, boolean hang) {
    return ToolExecutor.builder()
        .asyncTool("fetch", "Fetches.", (input, c) -> CompletableFuture.completedFuture(note(calls, "fetch", input)))
        .asyncTool("slow", "Is slow.", (input, c) -> {
          JsonNode out = note(calls, "slow", input);
          return hang ? new CompletableFuture<>() : CompletableFuture.completedFuture(out);
        })
        .build();
  }

  static JsonNode note(Path calls, String tool, JsonNode input) {
    try {
      Files.writeString(calls, tool + " " + input.get("n") + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return input;
  }

  static List<String> calls(Path calls) throws Exception {
    return Files.exists(calls) ? Files.readAllLines(calls) : List.of();
  }

  static CodeExecutor executor(CellJournal journal) {
    return CodeExecutor.builder().warmUp(false).snapshotKey(KEY).journal(journal).build();
  }

  /** The done-when test: a real kill -9 of the host JVM while its cell waits on tools.slow. */
  @Test
  void aHostKilledWhileACellWaitsOnAToolResumesFromItsJournalWithoutRerunningCompletedCalls(@TempDir Path dir)
      throws Exception {
    Path db = dir.resolve("cells.db");
    Path calls = dir.resolve("calls.txt");
    String cell = runAndKill(db, calls);
    assertThat(calls(calls)).containsExactly("fetch 1", "fetch 2", "slow 3");

    try (JdbcCellStore store = JdbcCellStore.sqlite(db, "conversation")) {
      CodeExecutor executor = executor(store);
      assertThat(executor.recoverable()).containsExactly(cell);
      CellSnapshot recovered = executor.recover(cell);
      assertThat(recovered.inDoubt()).extracting(ApprovalRequest::tool).containsExactly("slow");
      assertThat(recovered.pendingApprovals()).isEqualTo(recovered.inDoubt());
      String slowId = recovered.inDoubt().get(0).id();
      CellContext context = new CellContext(store, List.of());
      store.commit(Map.of("seen", json("2"))); // the replay reads what the crashed run read
      CellOutcome outcome = await(executor.resume(recovered, Map.of(slowId, ApprovalDecision.approve()),
          tools(calls, false), Cancellation.create(), context));
      assertThat(outcome).isInstanceOf(CellResult.Success.class);
      assertThat(context.takePrinted()).as("the replayed part prints nothing again")
          .isEqualTo("after 3 4 1 2\n");
      assertThat(calls(calls)).as("fetch 1 and 2 answered from the journal; slow 3 approved again")
          .containsExactly("fetch 1", "fetch 2", "slow 3", "slow 3", "fetch 4");
      assertThat(outcome.toolCalls()).extracting(ToolCall::name).containsExactly("fetch", "fetch", "slow", "fetch");
      assertThat(store.load("result")).isEmpty();
      context.commit();
      assertThat(store.load("result")).contains(json("[1, 2, 3, 4]"));
      assertThat(executor.recoverable()).isEmpty();
      assertThatThrownBy(() -> executor.recover(cell)).isInstanceOf(SnapshotException.class)
          .hasMessage("cell " + cell + " has ended: there is nothing to recover");
    }
  }

  @Test
  void aCallInDoubtThatIsRejectedRaisesToolErrorAndIsNotRunAgain(@TempDir Path dir) throws Exception {
    Path db = dir.resolve("cells.db");
    Path calls = dir.resolve("calls.txt");
    String cell = runAndKill(db, calls);
    try (JdbcCellStore store = JdbcCellStore.sqlite(db, "conversation")) {
      CodeExecutor executor = executor(store);
      CellSnapshot recovered = executor.recover(cell);
      CellContext context = new CellContext(store, List.of());
      CellOutcome undecided = await(executor.resume(recovered, Map.of(), tools(calls, false),
          Cancellation.create(), context));
      assertThat(undecided).as("an undecided call in doubt waits like a gated one")
          .isInstanceOf(CellResult.Suspended.class);
      CellResult.Suspended suspended = (CellResult.Suspended) undecided;
      assertThat(suspended.pending()).extracting(ApprovalRequest::tool).containsExactly("slow");
      CellOutcome outcome = await(executor.resume(executor.recover(cell),
          Map.of(suspended.pending().get(0).id(), ApprovalDecision.reject("it may have run")),
          tools(calls, false), Cancellation.create(), context));
      assertThat(outcome).isInstanceOf(CellResult.Failure.class);
      assertThat(((CellResult.Failure) outcome).diagnostic().message())
          .isEqualTo("ToolError: tools.slow: the call was rejected by the reviewer: it may have run");
      assertThat(calls(calls)).containsExactly("fetch 1", "fetch 2", "slow 3");
      assertThat(executor.recoverable()).as("a failure ends the journal").isEmpty();
    }
  }

  /** Starts {@link CrashingHost}, waits until tools.slow is in flight, kills it with SIGKILL. */
  static String runAndKill(Path db, Path calls) throws Exception {
    String javaBin = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(javaBin, "-XX:TieredStopAtLevel=1", "-Xshare:auto",
        "-cp", System.getProperty("java.class.path"), CrashingHost.class.getName(), db.toString(), calls.toString()));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      StringBuilder seen = new StringBuilder();
      while ((line = out.readLine()) != null) {
        seen.append(line).append('\n');
        if (line.startsWith("IN FLIGHT ")) {
          Process kill = new ProcessBuilder("kill", "-9", Long.toString(process.pid())).start();
          assertThat(kill.waitFor()).isZero();
          assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
          assertThat(process.exitValue()).as("killed by SIGKILL").isEqualTo(128 + 9);
          return line.substring("IN FLIGHT ".length());
        }
      }
      process.destroyForcibly();
      throw new AssertionError("the host ended before its call was in flight:\n" + seen);
    }
  }

  /** The host that dies: runs {@link #CELL} with a SQLite journal; tools.slow never answers. */
  public static final class CrashingHost {
    public static void main(String[] args) throws Exception {
      Path db = Paths.get(args[0]);
      Path calls = Paths.get(args[1]);
      JdbcCellStore store = JdbcCellStore.sqlite(db, "conversation");
      store.commit(Map.of("seen", json("1")));
      CellContext context = new CellContext(store, List.of());
      CompletableFuture<String> inFlight = new CompletableFuture<>();
      ToolExecutor base = tools(calls, true);
      ToolExecutor watched = new ToolExecutor() {
        @Override
        public CompletableFuture<JsonNode> invoke(String name, JsonNode input, Cancellation cancellation) {
          CompletableFuture<JsonNode> result = base.invoke(name, input, cancellation);
          if (name.equals("slow")) {
            inFlight.complete(context.cellId().orElseThrow());
          }
          return result;
        }

        @Override
        public List<String> names() {
          return base.names();
        }

        @Override
        public List<ToolMetadata> metadata() {
          return base.metadata();
        }
      };
      executor(store).executeModule(CELL, watched, Cancellation.create(), context);
      System.out.println("IN FLIGHT " + inFlight.get(60, TimeUnit.SECONDS));
      System.out.flush();
      Thread.sleep(120_000); // killed long before this
      System.exit(3);
    }
  }

  @Test
  void exactlyOneOfTwoHostsResumesASuspendedCell() throws Exception {
    CellJournal journal = CellJournal.inMemory();
    DurableCellsTest.Counting counting = new DurableCellsTest.Counting();
    CodeExecutor first = executor(journal);
    CodeExecutor second = executor(journal);
    CellResult.Suspended suspended = (CellResult.Suspended) await(first.executeModule(DurableCellsTest.GATHER,
        counting.tools(), Cancellation.create(), DurableCellsTest.context()));
    Map<String, ApprovalDecision> all = new java.util.HashMap<>();
    suspended.pending().forEach(r -> all.put(r.id(), ApprovalDecision.approve()));
    CellSnapshot a = first.openSnapshot(suspended.snapshot());
    CellSnapshot b = second.recover(a.cellId());
    CompletableFuture<CellOutcome> winner = first.resume(a, all, counting.tools(), Cancellation.create(),
        DurableCellsTest.context());
    assertThatThrownBy(() -> second.resume(b, all, counting.tools(), Cancellation.create(), DurableCellsTest.context()))
        .isInstanceOf(CellConflictException.class)
        .hasMessage("cell " + a.cellId() + " was continued elsewhere: its journal has moved past entry "
            + b.journalEntries() + " (another host resumed it, or it has ended)");
    assertThat(await(winner)).isInstanceOf(CellResult.Success.class);
    assertThat(counting.of("refund")).isEqualTo(2);
    assertThatThrownBy(() -> second.resume(suspended.snapshot(), all, counting.tools(), Cancellation.create(),
        DurableCellsTest.context()))
        .isInstanceOf(CellConflictException.class)
        .hasMessage("cell " + a.cellId() + " was continued elsewhere: its journal has moved past this snapshot"
            + " (another host resumed it)");
  }

  @Test
  void aSnapshotFromAnotherHostJoinsTheJournalAndAlteredEntriesAreRefused() throws Exception {
    DurableCellsTest.Counting counting = new DurableCellsTest.Counting();
    CellResult.Suspended suspended = (CellResult.Suspended) await(DurableCellsTest.executor().executeModule(
        DurableCellsTest.GATHER, counting.tools(), Cancellation.create(), DurableCellsTest.context()));
    CellJournal journal = CellJournal.inMemory();
    CodeExecutor executor = executor(journal);
    CellSnapshot snapshot = executor.openSnapshot(suspended.snapshot());
    CellOutcome again = await(executor.resume(snapshot, Map.of(), counting.tools(), Cancellation.create(),
        DurableCellsTest.context()));
    assertThat(again).isInstanceOf(CellResult.Suspended.class);
    assertThat(executor.recoverable()).containsExactly(snapshot.cellId());
    assertThat(executor.recover(snapshot.cellId()).pendingApprovals()).isEqualTo(snapshot.pendingApprovals());

    CellJournal forged = CellJournal.inMemory();
    List<byte[]> entries = journal.read(snapshot.cellId());
    for (int i = 0; i < entries.size(); i++) {
      byte[] entry = entries.get(i);
      if (i == 1) {
        entry[entry.length / 2] ^= 1;
      }
      forged.append(snapshot.cellId(), i, entry);
    }
    assertThatThrownBy(() -> executor(forged).recover(snapshot.cellId()))
        .isInstanceOf(SnapshotException.class)
        .hasMessage("authentication failed: journal entry 1 of cell " + snapshot.cellId()
            + " was altered, moved, or made with another key");
  }

  @Test
  void aJournaledCellInAWorkerProcessSuspendsAndIsRecovered() throws Exception {
    CellJournal journal = CellJournal.inMemory();
    DurableCellsTest.Counting counting = new DurableCellsTest.Counting();
    CodeExecutor executor = CodeExecutor.builder().warmUp(false).snapshotKey(KEY).journal(journal)
        .isolation(Isolation.PROCESS).idleWorkers(0).build();
    CellContext first = DurableCellsTest.context();
    CellOutcome outcome = await(executor.executeModule(DurableCellsTest.GATHER, counting.tools(),
        Cancellation.create(), first));
    assertThat(outcome).isInstanceOf(CellResult.Suspended.class);
    CellSnapshot recovered = executor.recover(first.cellId().orElseThrow());
    Map<String, ApprovalDecision> all = new java.util.HashMap<>();
    recovered.pendingApprovals().forEach(r -> all.put(r.id(), ApprovalDecision.approve()));
    CellContext second = DurableCellsTest.context();
    CellOutcome done = await(executor.resume(recovered, all, counting.tools(), Cancellation.create(), second));
    assertThat(done).isInstanceOf(CellResult.Success.class);
    assertThat(second.takePrinted()).isEqualTo("refund {'id': 1, 'amount': 5}\nrefund {'id': 2, 'amount': 6}\n"
        + "send {'to': 'ann'}\n");
    assertThat(counting.of("lookup")).isEqualTo(1);
    second.commit();
    assertThat(executor.recoverable()).isEmpty();
  }

  /** A call whose start cannot be journaled does not start: the cell stops instead. */
  @Test
  void aJournalThatFailsStopsTheCellBeforeTheCallStarts(@TempDir Path dir) throws Exception {
    Path calls = dir.resolve("calls.txt");
    CellJournal memory = CellJournal.inMemory();
    CellJournal failing = new CellJournal() {
      @Override
      public void append(String cell, long seq, byte[] entry) {
        if (seq > 0) {
          throw new IllegalStateException("disk full");
        }
        memory.append(cell, seq, entry);
      }

      @Override
      public List<byte[]> read(String cell) {
        return memory.read(cell);
      }

      @Override
      public void end(String cell, long seq, byte[] entry, CellStore store, Map<String, JsonNode> writes) {
        memory.end(cell, seq, entry, store, writes);
      }

      @Override
      public List<String> open() {
        return memory.open();
      }
    };
    CellOutcome outcome = await(executor(failing).executeModule(CELL, tools(calls, false), Cancellation.create(),
        new CellContext(CellStore.inMemory(), List.of())));
    assertThat(outcome).isInstanceOf(CellAbort.Internal.class);
    assertThat(((CellAbort.Internal) outcome).message())
        .isEqualTo("the cell's journal could not be written: java.lang.IllegalStateException: disk full");
    assertThat(calls(calls)).as("nothing started").isEmpty();
  }
}
