package dev.krait.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.node.JsonNodeFactory;

class SqliteCellStoreTest {

  @Test
  void survivesReopenAndConcurrentWritersLoseNothing(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("s.db");
    try (SqliteCellStore store = SqliteCellStore.open(file)) {
      store.commit(Map.of("a", JsonNodeFactory.instance.objectNode().put("x", 1)));
    }
    try (SqliteCellStore store = SqliteCellStore.open(file)) {
      assertThat(store.load("a").orElseThrow().get("x").asInt()).isEqualTo(1);
      assertThat(store.load("missing")).isEmpty();
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    List<Future<?>> jobs = new ArrayList<>();
    for (int w = 0; w < 4; w++) {
      int writer = w;
      jobs.add(pool.submit(() -> {
        try (SqliteCellStore store = SqliteCellStore.open(file)) { // one connection each, as separate processes
          for (int i = 0; i < 50; i++) {
            var v = JsonNodeFactory.instance.numberNode(i);
            store.commit(Map.of("w" + writer + "-" + i, v, "pair" + writer + "-a", v, "pair" + writer + "-b", v));
          }
        }
        return null;
      }));
    }
    for (Future<?> job : jobs) {
      job.get();
    }
    pool.shutdown();
    try (SqliteCellStore store = SqliteCellStore.open(file)) {
      for (int w = 0; w < 4; w++) {
        for (int i = 0; i < 50; i++) {
          assertThat(store.load("w" + w + "-" + i)).isPresent();
        }
        assertThat(store.load("pair" + w + "-a")).isEqualTo(store.load("pair" + w + "-b"));
      }
    }
  }

  @Test
  void severalProcessesCommittingToOneFileLoseAndTearNothing(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("shared.db");
    Path go = dir.resolve("go");
    int writers = 3;
    int commits = 60;
    List<Process> processes = new ArrayList<>();
    for (int w = 0; w < writers; w++) {
      List<String> command = new ArrayList<>(McpToolsTest.javaCommand(StoreWriterMain.class));
      command.addAll(List.of(file.toString(), String.valueOf(w), String.valueOf(commits), go.toString()));
      processes.add(new ProcessBuilder(command).redirectErrorStream(true)
          .redirectOutput(dir.resolve("writer" + w + ".log").toFile()).start());
    }
    java.nio.file.Files.createFile(go);
    for (int w = 0; w < writers; w++) {
      Process p = processes.get(w);
      if (!p.waitFor(90, java.util.concurrent.TimeUnit.SECONDS)) {
        processes.forEach(Process::destroyForcibly);
        throw new AssertionError("writer " + w + " did not finish");
      }
      assertThat(p.exitValue()).as(() -> readLog(dir, p, processes)).isZero();
    }
    try (SqliteCellStore store = SqliteCellStore.open(file)) {
      for (int w = 0; w < writers; w++) {
        for (int i = 0; i < commits; i++) {
          var expected = StoreWriterMain.value(w, i);
          for (int k = 0; k < StoreWriterMain.KEYS_PER_COMMIT; k++) {
            String key = "w" + w + "-" + i + "-k" + k;
            assertThat(store.load(key)).as(key).contains(expected);
          }
        }
      }
      // The keys every commit overwrote all hold the value of one and the same (last) commit.
      var a = store.load(StoreWriterMain.SHARED[0]).orElseThrow();
      for (String shared : StoreWriterMain.SHARED) {
        assertThat(store.load(shared)).as(shared).contains(a);
      }
      assertThat(a.get("commit").asInt()).isEqualTo(commits - 1);
    }
  }

  private static String readLog(Path dir, Process p, List<Process> processes) {
    try {
      return java.nio.file.Files.readString(dir.resolve("writer" + processes.indexOf(p) + ".log"));
    } catch (java.io.IOException e) {
      return e.toString();
    }
  }
}
