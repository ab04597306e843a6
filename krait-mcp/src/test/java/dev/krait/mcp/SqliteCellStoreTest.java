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
}
