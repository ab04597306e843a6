package dev.krait.mcp;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * A child process of SqliteCellStoreTest: {@code FILE WRITER COMMITS GO_FILE}. Waits for GO_FILE
 * (so every writer starts at once), then makes COMMITS commits, each of several keys: its own
 * {@code wW-I-kJ} keys and the {@code shared-*} keys every writer overwrites, all with one value.
 */
public final class StoreWriterMain {
  static final int KEYS_PER_COMMIT = 4;
  static final String[] SHARED = {"shared-a", "shared-b", "shared-c"};

  public static void main(String[] args) throws Exception {
    ChildProcesses.exitWithParent();
    Path file = Path.of(args[0]);
    int writer = Integer.parseInt(args[1]);
    int commits = Integer.parseInt(args[2]);
    Path go = Path.of(args[3]);
    long deadline = System.currentTimeMillis() + 60_000;
    while (!Files.exists(go) && System.currentTimeMillis() < deadline) {
      Thread.sleep(5);
    }
    try (SqliteCellStore store = SqliteCellStore.open(file)) {
      for (int i = 0; i < commits; i++) {
        store.commit(commit(writer, i));
      }
    }
    System.exit(0);
  }

  static JsonNode value(int writer, int commit) {
    ObjectNode v = JsonNodeFactory.instance.objectNode().put("writer", writer).put("commit", commit);
    v.put("padding", "x".repeat(2000 + 97 * commit % 3000)); // values of several pages
    return v;
  }

  static Map<String, JsonNode> commit(int writer, int i) {
    JsonNode v = value(writer, i);
    Map<String, JsonNode> writes = new LinkedHashMap<>();
    for (int k = 0; k < KEYS_PER_COMMIT; k++) {
      writes.put("w" + writer + "-" + i + "-k" + k, v);
    }
    for (String shared : SHARED) {
      writes.put(shared, v);
    }
    return writes;
  }
}
