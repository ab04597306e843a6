/*
 * What durability costs: for a small and a large cell state, the snapshot's size, the time from
 * the start of a cell to its Suspended outcome (run + snapshot), and the time of a resume that
 * approves the pending call and finishes (replay + the rest). "large/computed" builds 10,000
 * records in Python (replay recomputes them: small snapshot, resume costs the computation);
 * "large/fetched" gets them from a tool (the log holds them: large snapshot, cheap replay).
 * With a SQLite journal the same, the cell recovered from the journal instead of the bytes.
 * Medians of --rounds runs in one warm JVM, after --warm rounds. A plain main.
 *   java -cp krait-bench/target/krait-bench.jar dev.krait.bench.DurableBench [--rounds 30] [--warm 30]
 */
package dev.krait.bench;

import dev.krait.runtime.ApprovalDecision;
import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellContext;
import dev.krait.runtime.CellJournal;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.CellSnapshot;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.ToolExecutor;
import dev.krait.runtime.jdbc.JdbcCellStore;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * Prints {@code case variant bytes suspend_ms resume_ms total_vs_plain} per case and variant:
 * plain (the same cell with nothing gated: its run time is the baseline), snapshot (suspend to
 * bytes, resume from them) and journal/sqlite (every cell journaled in a SQLite file; resume
 * recovers the cell from the journal; bytes: the journal's).
 */
public final class DurableBench {
  private static final Map<String, String> CASES = new java.util.LinkedHashMap<>();

  static {
    CASES.put("small", """
        import asyncio
        order = await tools.lookup(id=7)
        total = order["id"] * 3
        r = await asyncio.gather(tools.refund(id=1), tools.refund(id=2), tools.refund(id=3))
        text({"total": total, "refunds": len(r)})
        """);
    CASES.put("large/computed", """
        records = [{"id": i, "name": f"customer {i}", "score": (i * 7919) % 1000, "tags": ["a", "b"]}
                   for i in range(10_000)]
        best = sorted(records, key=lambda r: -r["score"])[:10]
        await tools.refund(ids=[r["id"] for r in best])
        text({"records": len(records), "best": best[0]["id"]})
        """);
    CASES.put("large/fetched", """
        records = await tools.fetch(n=10_000)
        best = sorted(records, key=lambda r: -r["score"])[:10]
        await tools.refund(ids=[r["id"] for r in best])
        text({"records": len(records), "best": best[0]["id"]})
        """);
  }

  private DurableBench() {}

  public static void main(String[] argv) throws Exception {
    Map<String, String> a = NovelCells.Args.parse(argv);
    int rounds = Integer.parseInt(a.getOrDefault("rounds", "30"));
    int warm = Integer.parseInt(a.getOrDefault("warm", "30"));
    byte[] key = "durable-bench-key-0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("durable-bench");
    CodeExecutor plain = CodeExecutor.builder().warmUp(false).build();
    CodeExecutor snapshots = CodeExecutor.builder().warmUp(false).snapshotKey(key).build();
    try (JdbcCellStore sqlite = JdbcCellStore.sqlite(dir.resolve("journal.db"), "bench")) {
      CodeExecutor journaled = CodeExecutor.builder().warmUp(false).snapshotKey(key).journal(sqlite).build();
      System.out.println("case variant bytes suspend_ms resume_ms total_vs_plain");
      for (Map.Entry<String, String> c : CASES.entrySet()) {
        // the variants take turns in every round, so they see the same JIT state and machine load
        double[] base = new double[rounds];
        double[][] snap = new double[2][rounds];
        double[][] jour = new double[2][rounds];
        long[] sizes = new long[2];
        for (int i = -warm; i < rounds; i++) {
          long t0 = System.nanoTime();
          CellOutcome outcome = plain.executeModule(c.getValue(), tools(false), Cancellation.create(), context()).join();
          if (!(outcome instanceof CellResult.Success)) {
            throw new IllegalStateException(c.getKey() + " plain: " + outcome);
          }
          double plainMs = (System.nanoTime() - t0) / 1e6;
          double[] s1 = once(c.getKey(), c.getValue(), snapshots, null);
          double[] s2 = once(c.getKey(), c.getValue(), journaled, sqlite);
          if (i >= 0) {
            base[i] = plainMs;
            snap[0][i] = s1[0];
            snap[1][i] = s1[1];
            jour[0][i] = s2[0];
            jour[1][i] = s2[1];
            sizes[0] = (long) s1[2];
            sizes[1] = (long) s2[2];
          }
        }
        double p = median(base);
        System.out.printf(java.util.Locale.ROOT, "%s plain - %.2f - 1.00%n", c.getKey(), p);
        print(c.getKey(), "snapshot", sizes[0], median(snap[0]), median(snap[1]), p);
        print(c.getKey(), "journal/sqlite", sizes[1], median(jour[0]), median(jour[1]), p);
      }
    }
  }

  private static void print(String name, String variant, long size, double suspend, double resume, double plainMs) {
    System.out.printf(java.util.Locale.ROOT, "%s %s %d %.2f %.2f %.2f%n", name, variant, size, suspend, resume,
        (suspend + resume) / plainMs);
  }

  /**
   * Suspends and resumes the cell once: {suspend ms, resume ms, bytes}. With a journal the resume
   * recovers the cell from it (as a host that did not make the snapshot does) and the bytes are
   * the journal's.
   */
  private static double[] once(String name, String source, CodeExecutor executor, CellJournal journal)
      throws Exception {
    CellContext context = context();
    long t0 = System.nanoTime();
    CellOutcome outcome = executor.executeModule(source, tools(true), Cancellation.create(), context).join();
    long t1 = System.nanoTime();
    if (!(outcome instanceof CellResult.Suspended s)) {
      throw new IllegalStateException(name + ": " + outcome);
    }
    Map<String, ApprovalDecision> all = new java.util.HashMap<>();
    s.pending().forEach(r -> all.put(r.id(), ApprovalDecision.approve()));
    long t2 = System.nanoTime();
    String cell = context.cellId().orElseThrow();
    CellSnapshot snapshot = journal == null ? executor.openSnapshot(s.snapshot()) : executor.recover(cell);
    CellOutcome done = executor.resume(snapshot, all, tools(true), Cancellation.create(), context()).join();
    long t3 = System.nanoTime();
    if (!(done instanceof CellResult.Success)) {
      throw new IllegalStateException(name + " resume: " + done);
    }
    long size = s.snapshot().length;
    if (journal != null) {
      size = 0;
      for (byte[] entry : journal.read(cell)) {
        size += entry.length;
      }
    }
    return new double[] {(t1 - t0) / 1e6, (t3 - t2) / 1e6, size};
  }

  /** The bench's tools; refund requires approval when {@code gated}. */
  private static ToolExecutor tools(boolean gated) {
    ToolExecutor.Builder b = ToolExecutor.builder()
        .tool("lookup", "", input -> input)
        .tool("fetch", "", input -> records(input.get("n").asInt()))
        .tool("refund", "", input -> input);
    return gated ? b.requiresApproval().build() : b.build();
  }

  private static CellContext context() {
    return new CellContext(CellStore.inMemory(), List.of());
  }

  private static JsonNode records(int n) {
    ArrayNode list = JsonNodeFactory.instance.arrayNode();
    for (int i = 0; i < n; i++) {
      var r = list.addObject();
      r.put("id", i).put("name", "customer " + i).put("score", (i * 7919) % 1000);
      r.putArray("tags").add("a").add("b");
    }
    return list;
  }

  private static double median(double[] xs) {
    double[] s = xs.clone();
    Arrays.sort(s);
    return s[s.length / 2];
  }
}
