/*
 * Conversation state in a relational database through a plain javax.sql.DataSource (SQLite,
 * PostgreSQL, H2...), so a Spring application keeps store/load state where it keeps its data. Plain
 * JDBC and portable SQL (no vendor upsert): a commit is one transaction of UPDATE-else-INSERT.
 */
package dev.krait.spring.ai;

import dev.krait.runtime.CellStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import tools.jackson.databind.JsonNode;

/**
 * {@link ConversationStores} in one table of a {@link DataSource}:
 * {@code (conversation_id, state_key, state_value)} with the first two as primary key, created if
 * missing. Each conversation's {@link CellStore#commit} writes all its entries in one transaction
 * (all or none are visible); a failed commit rolls back and throws {@link IllegalStateException}.
 * Thread-safe: each operation borrows its own connection.
 */
public final class JdbcConversationStores implements ConversationStores {
  /** The default table name. */
  public static final String DEFAULT_TABLE = "krait_store";
  private static final Pattern TABLE_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");

  private final DataSource dataSource;
  private final String table;

  private JdbcConversationStores(DataSource dataSource, String table) {
    this.dataSource = dataSource;
    this.table = table;
  }

  /**
   * Stores in {@code table} of {@code dataSource}, creating the table if it does not exist.
   *
   * @throws IllegalArgumentException if {@code table} is not a plain SQL identifier
   * @throws IllegalStateException if the table cannot be created
   */
  public static JdbcConversationStores create(DataSource dataSource, String table) {
    Objects.requireNonNull(dataSource, "dataSource");
    Objects.requireNonNull(table, "table");
    if (!TABLE_NAME.matcher(table).matches()) {
      throw new IllegalArgumentException("table must be a plain SQL identifier (letters, digits, _): " + table);
    }
    try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
      s.executeUpdate("CREATE TABLE IF NOT EXISTS " + table + " (conversation_id VARCHAR(255) NOT NULL, "
          + "state_key VARCHAR(255) NOT NULL, state_value TEXT NOT NULL, PRIMARY KEY (conversation_id, state_key))");
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create the store table " + table + ": " + e.getMessage(), e);
    }
    return new JdbcConversationStores(dataSource, table);
  }

  @Override
  public CellStore of(String conversationId) {
    Objects.requireNonNull(conversationId, "conversationId");
    return new Conversation(conversationId);
  }

  /** One conversation's view of the table. */
  private final class Conversation implements CellStore {
    private final String id;

    Conversation(String id) {
      this.id = id;
    }

    @Override
    public Optional<JsonNode> load(String key) {
      Objects.requireNonNull(key, "key");
      try (Connection c = dataSource.getConnection();
          PreparedStatement s = c.prepareStatement(
              "SELECT state_value FROM " + table + " WHERE conversation_id = ? AND state_key = ?")) {
        s.setString(1, id);
        s.setString(2, key);
        try (ResultSet r = s.executeQuery()) {
          return r.next() ? Optional.of(KraitToolCallback.MAPPER.readTree(r.getString(1))) : Optional.empty();
        }
      } catch (SQLException e) {
        throw new IllegalStateException("cannot read the store: " + e.getMessage(), e);
      }
    }

    @Override
    public void commit(Map<String, JsonNode> writes) {
      if (writes.isEmpty()) {
        return;
      }
      try (Connection c = dataSource.getConnection()) {
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(false);
        try (PreparedStatement update = c.prepareStatement(
                "UPDATE " + table + " SET state_value = ? WHERE conversation_id = ? AND state_key = ?");
            PreparedStatement insert = c.prepareStatement(
                "INSERT INTO " + table + " (conversation_id, state_key, state_value) VALUES (?, ?, ?)")) {
          for (Map.Entry<String, JsonNode> w : writes.entrySet()) {
            String json = KraitToolCallback.MAPPER.writeValueAsString(Objects.requireNonNull(w.getValue(), "value"));
            update.setString(1, json);
            update.setString(2, id);
            update.setString(3, Objects.requireNonNull(w.getKey(), "key"));
            if (update.executeUpdate() == 0) {
              insert.setString(1, id);
              insert.setString(2, w.getKey());
              insert.setString(3, json);
              insert.executeUpdate();
            }
          }
          c.commit();
        } catch (SQLException | RuntimeException e) {
          c.rollback();
          throw e;
        } finally {
          c.setAutoCommit(auto);
        }
      } catch (SQLException e) {
        throw new IllegalStateException("cannot commit to the store: " + e.getMessage(), e);
      }
    }
  }
}
