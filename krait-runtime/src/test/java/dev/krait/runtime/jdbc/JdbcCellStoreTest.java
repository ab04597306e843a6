/*
 * JdbcCellStore on its two databases, a real PostgreSQL server and a SQLite file, each host with a
 * connection of its own: a cell suspended by one host is resumed by the other, exactly one of two
 * hosts racing to resume a cell wins, and a cell's end commits with its store writes.
 */
package dev.krait.runtime.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.runtime.ApprovalDecision;
import dev.krait.runtime.ApprovalRequest;
import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellConflictException;
import dev.krait.runtime.CellContext;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.CellSnapshot;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.ToolExecutor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class JdbcCellStoreTest {
  static final byte[] KEY = "jdbc-cell-store-test-key-0123456789".getBytes(java.nio.charset.StandardCharsets.UTF_8);
  static final String CELL = String.join("\n",
      "import asyncio",
      "order = await tools.lookup(id=7)",
      "a, b = await asyncio.gather(tools.refund(id=1), tools.refund(id=2))",
      "store('refunded', [a['id'], b['id']])",
      "print('done', order['id'], a['id'], b['id'])",
      "");

  @TempDir static Path dir;
  static TestPostgres postgres;

  @BeforeAll
  static void startPostgres() throws Exception {
    postgres = TestPostgres.start();
  }

  @AfterAll
  static void stopPostgres() throws Exception {
    if (postgres != null) {
      postgres.close();
    }
  }

  final Map<String, AtomicInteger> counts = new ConcurrentHashMap<>();

  ToolExecutor tools() {
    return ToolExecutor.builder()
        .tool("lookup", "Looks up.", input -> count("lookup", input))
        .tool("refund", "Refunds.", input -> count("refund", input)).requiresApproval()
        .build();
  }

  JsonNode count(String tool, JsonNode input) {
    counts.computeIfAbsent(tool, t -> new AtomicInteger()).incrementAndGet();
    return input;
  }

  int of(String tool) {
    AtomicInteger n = counts.get(tool);
    return n == null ? 0 : n.get();
  }

  static CodeExecutor executor(JdbcCellStore store) {
    return CodeExecutor.builder().warmUp(false).snapshotKey(KEY).journal(store).build();
  }

  static CellOutcome await(java.util.concurrent.CompletableFuture<CellOutcome> f) throws Exception {
    return f.get(60, TimeUnit.SECONDS);
  }

  static Map<String, ApprovalDecision> approveAll(List<ApprovalRequest> pending) {
    Map<String, ApprovalDecision> all = new HashMap<>();
    pending.forEach(r -> all.put(r.id(), ApprovalDecision.approve()));
    return all;
  }

  static JsonNode json(String text) {
    return JsonMapper.shared().readTree(text);
  }

  static Function<String, JdbcCellStore> sqlite(String file) {
    return conversation -> JdbcCellStore.sqlite(dir.resolve(file), conversation);
  }

  static Function<String, JdbcCellStore> postgres() {
    return postgres::open;
  }

  @Test
  void twoHostsOnOnePostgresqlDatabaseResumeEachOthersCells() throws Exception {
    twoHostsResumeEachOthersCells(postgres(), "pg-two-hosts");
  }

  @Test
  void twoHostsOnOneSqliteFileResumeEachOthersCells() throws Exception {
    twoHostsResumeEachOthersCells(sqlite("two-hosts.db"), "two-hosts");
  }

  @Test
  void ofTwoPostgresqlHostsRacingToResumeACellExactlyOneWins() throws Exception {
    exactlyOneOfTwoRacingHostsWins(postgres(), "pg-race");
  }

  @Test
  void ofTwoSqliteHostsRacingToResumeACellExactlyOneWins() throws Exception {
    exactlyOneOfTwoRacingHostsWins(sqlite("race.db"), "race");
  }

  @Test
  void postgresqlCommitsAreAtomicAndKeptPerConversation() throws Exception {
    commitsAreAtomicAndKeptPerConversation(postgres(), "pg-commits");
  }

  @Test
  void sqliteCommitsAreAtomicAndKeptPerConversation() throws Exception {
    commitsAreAtomicAndKeptPerConversation(sqlite("commits.db"), "commits");
  }

  void twoHostsResumeEachOthersCells(Function<String, JdbcCellStore> open, String conversation) throws Exception {
    try (JdbcCellStore storeA = open.apply(conversation); JdbcCellStore storeB = open.apply(conversation)) {
      CodeExecutor hostA = executor(storeA);
      CodeExecutor hostB = executor(storeB);
      // A runs the cell to its suspension; B takes it from the shared journal and finishes it
      CellContext onA = new CellContext(storeA, List.of());
      CellResult.Suspended suspended = (CellResult.Suspended) await(hostA.executeModule(CELL, tools(),
          Cancellation.create(), onA));
      String cell = onA.cellId().orElseThrow();
      assertThat(hostB.recoverable()).containsExactly(cell);
      CellSnapshot onB = hostB.recover(cell);
      assertThat(onB.pendingApprovals()).hasToString(suspended.pending().toString());
      CellContext contextB = new CellContext(storeB, List.of());
      CellOutcome done = await(hostB.resume(onB, approveAll(onB.pendingApprovals()), tools(),
          Cancellation.create(), contextB));
      assertThat(done).isInstanceOf(CellResult.Success.class);
      assertThat(contextB.takePrinted()).isEqualTo("done 7 1 2\n");
      assertThat(of("lookup")).as("run once, on A").isEqualTo(1);
      assertThat(of("refund")).isEqualTo(2);
      assertThat(storeA.load("refunded")).isEmpty();
      contextB.commit();
      assertThat(storeA.load("refunded")).as("B's commit, seen by A").contains(json("[1, 2]"));
      assertThat(hostA.recoverable()).isEmpty();

      // and back: B suspends a cell, A resumes it from B's snapshot bytes
      CellContext second = new CellContext(storeB, List.of());
      CellResult.Suspended fromB = (CellResult.Suspended) await(hostB.executeModule(CELL, tools(),
          Cancellation.create(), second));
      CellContext contextA = new CellContext(storeA, List.of());
      CellOutcome finished = await(hostA.resume(fromB.snapshot(), approveAll(fromB.pending()), tools(),
          Cancellation.create(), contextA));
      assertThat(finished).isInstanceOf(CellResult.Success.class);
      assertThat(contextA.takePrinted()).isEqualTo("done 7 1 2\n");
      contextA.commit();
      assertThat(hostB.recoverable()).isEmpty();
      assertThatThrownBy(() -> hostB.resume(fromB.snapshot(), approveAll(fromB.pending()), tools(),
          Cancellation.create(), new CellContext(storeB, List.of())))
          .isInstanceOf(CellConflictException.class)
          .hasMessageEndingWith("its journal has moved past this snapshot (the cell has ended)");
    }
  }

  void exactlyOneOfTwoRacingHostsWins(Function<String, JdbcCellStore> open, String conversation) throws Exception {
    try (JdbcCellStore storeA = open.apply(conversation); JdbcCellStore storeB = open.apply(conversation)) {
      CellContext first = new CellContext(storeA, List.of());
      await(executor(storeA).executeModule(CELL, tools(), Cancellation.create(), first));
      String cell = first.cellId().orElseThrow();
      List<JdbcCellStore> stores = List.of(storeA, storeB);
      CountDownLatch ready = new CountDownLatch(2);
      List<Object> results = java.util.Collections.synchronizedList(new ArrayList<>());
      List<Thread> threads = new ArrayList<>();
      for (JdbcCellStore store : stores) {
        Thread t = new Thread(() -> {
          try {
            CodeExecutor host = executor(store);
            CellSnapshot snapshot = host.recover(cell);
            ready.countDown();
            ready.await();
            results.add(await(host.resume(snapshot, approveAll(snapshot.pendingApprovals()), tools(),
                Cancellation.create(), new CellContext(store, List.of()))));
          } catch (Exception e) {
            results.add(e);
          }
        });
        threads.add(t);
        t.start();
      }
      for (Thread t : threads) {
        t.join(120_000);
      }
      assertThat(results).hasSize(2);
      assertThat(results).filteredOn(r -> r instanceof CellResult.Success).hasSize(1);
      assertThat(results).filteredOn(r -> r instanceof CellConflictException).hasSize(1)
          .first().extracting(r -> ((Exception) r).getMessage()).asString()
          .startsWith("cell " + cell + " was continued elsewhere");
      assertThat(of("refund")).as("the loser started nothing").isEqualTo(2);
    }
  }

  void commitsAreAtomicAndKeptPerConversation(Function<String, JdbcCellStore> open, String conversation) {
    try (JdbcCellStore a = open.apply(conversation); JdbcCellStore other = open.apply(conversation + "-other")) {
      a.commit(Map.of("x", json("{\"n\": 1}"), "y", json("[true]")));
      assertThat(a.load("x")).contains(json("{\"n\": 1}"));
      assertThat(other.load("x")).isEmpty();
      Map<String, JsonNode> bad = new java.util.LinkedHashMap<>();
      bad.put("x", json("2"));
      bad.put("z", null);
      assertThatThrownBy(() -> a.commit(bad)).isInstanceOf(NullPointerException.class);
      assertThat(a.load("x")).as("nothing of a failed commit").contains(json("{\"n\": 1}"));
      a.commit(Map.of("x", json("3")));
      assertThat(a.load("x")).contains(json("3"));
    }
  }
}
