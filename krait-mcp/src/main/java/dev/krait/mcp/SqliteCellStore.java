/*
 * A durable CellStore in one SQLite file, shared safely by several processes.
 */
package dev.krait.mcp;

import dev.krait.mcp.internal.Json;
import dev.krait.runtime.CellStore;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.sqlite.SQLiteConfig;
import tools.jackson.databind.JsonNode;

/**
 * {@code store}/{@code load} state kept in a SQLite database file, so it survives restarts.
 *
 * <p>{@link #commit} writes all entries in one {@code IMMEDIATE} transaction: other readers see
 * all of a commit or none of it, and writers from several processes sharing the file are
 * serialised by SQLite's lock (WAL journal, 30 s busy timeout), so no commit is lost or torn.
 * A failed commit rolls back and throws {@link IllegalStateException}. Thread-safe.
 */
public final class SqliteCellStore implements CellStore, AutoCloseable {
  private final Path file;
  private final Connection connection;

  private SqliteCellStore(Path file, Connection connection) {
    this.file = file;
    this.connection = connection;
  }

  /** Opens (creating if needed) the store in {@code file}. */
  public static SqliteCellStore open(Path file) {
    Objects.requireNonNull(file, "file");
    SQLiteConfig config = new SQLiteConfig();
    config.setBusyTimeout(30_000);
    config.setJournalMode(SQLiteConfig.JournalMode.WAL);
    config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
    config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
    try {
      Connection connection = config.createConnection("jdbc:sqlite:" + file.toAbsolutePath());
      try (Statement s = connection.createStatement()) {
        s.executeUpdate("CREATE TABLE IF NOT EXISTS krait_store (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
      }
      return new SqliteCellStore(file, connection);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot open store " + file + ": " + e.getMessage(), e);
    }
  }

  /** The database file. */
  public Path file() {
    return file;
  }

  @Override
  public synchronized Optional<JsonNode> load(String key) {
    Objects.requireNonNull(key, "key");
    try (PreparedStatement s = connection.prepareStatement("SELECT value FROM krait_store WHERE key = ?")) {
      s.setString(1, key);
      try (ResultSet r = s.executeQuery()) {
        return r.next() ? Optional.of(Json.MAPPER.readTree(r.getString(1))) : Optional.empty();
      }
    } catch (SQLException e) {
      throw new IllegalStateException("cannot read store " + file + ": " + e.getMessage(), e);
    }
  }

  @Override
  public synchronized void commit(Map<String, JsonNode> writes) {
    if (writes.isEmpty()) {
      return;
    }
    try {
      connection.setAutoCommit(false);
      try (PreparedStatement s = connection.prepareStatement(
          "INSERT INTO krait_store (key, value) VALUES (?, ?) "
              + "ON CONFLICT(key) DO UPDATE SET value = excluded.value")) {
        for (Map.Entry<String, JsonNode> w : writes.entrySet()) {
          s.setString(1, Objects.requireNonNull(w.getKey(), "key"));
          s.setString(2, Json.MAPPER.writeValueAsString(Objects.requireNonNull(w.getValue(), "value")));
          s.addBatch();
        }
        s.executeBatch();
        connection.commit();
      } catch (SQLException | RuntimeException e) {
        try {
          connection.rollback();
        } catch (SQLException ignored) {
          // the original failure is what matters
        }
        throw e;
      } finally {
        connection.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw new IllegalStateException("cannot commit to store " + file + ": " + e.getMessage(), e);
    }
  }

  @Override
  public synchronized void close() {
    try {
      connection.close();
    } catch (SQLException ignored) {
      // closing anyway
    }
  }
}
