/*
 * JdbcConversationStores on a real database (a SQLite file): conversations kept apart, values
 * replaced, state surviving a new instance, all-or-nothing commits, and table names checked.
 */
package dev.krait.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.runtime.CellStore;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteDataSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

class JdbcConversationStoresTest {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private static SQLiteDataSource sqlite(Path file) {
    SQLiteDataSource ds = new SQLiteDataSource();
    ds.setUrl("jdbc:sqlite:" + file);
    return ds;
  }

  @Test
  void conversationsAreApartAndStateSurvives(@TempDir Path dir) {
    JdbcConversationStores stores = JdbcConversationStores.create(sqlite(dir.resolve("s.db")), "krait_store");
    CellStore ann = stores.of("ann");
    ann.commit(Map.of("city", F.stringNode("Oslo"), "n", F.numberNode(1)));
    ann.commit(Map.of("n", F.numberNode(2)));
    assertThat(stores.of("bob").load("city")).isEmpty();
    JdbcConversationStores again = JdbcConversationStores.create(sqlite(dir.resolve("s.db")), "krait_store");
    assertThat(again.of("ann").load("city")).contains(F.stringNode("Oslo"));
    assertThat(again.of("ann").load("n")).contains(F.numberNode(2));
  }

  @Test
  void aFailedCommitLeavesNothing(@TempDir Path dir) {
    CellStore s = JdbcConversationStores.create(sqlite(dir.resolve("s.db")), "t").of("c");
    Map<String, JsonNode> writes = new LinkedHashMap<>();
    writes.put("a", F.numberNode(1));
    writes.put("b", null);
    assertThatThrownBy(() -> s.commit(writes)).isInstanceOf(NullPointerException.class);
    assertThat(s.load("a")).isEmpty();
  }

  @Test
  void tableNamesArePlainIdentifiers(@TempDir Path dir) {
    assertThatThrownBy(() -> JdbcConversationStores.create(sqlite(dir.resolve("s.db")), "x; DROP TABLE y"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("table must be a plain SQL identifier (letters, digits, _): x; DROP TABLE y");
  }
}
