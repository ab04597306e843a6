/*
 * One SQL database holding everything a conversation's durable cells need: the store/load state
 * and the cells' effect journals. SQLite (one file, the default for one host) and PostgreSQL (a
 * fleet of hosts sharing conversations) are the two tested dialects; the SQL is the subset both
 * speak, so only the binary column type differs. It is one class for both so that the guarantees
 * (atomic end-with-writes, one writer per journal position) are written and tested once.
 */
package dev.krait.runtime.jdbc;

import dev.krait.runtime.CellConflictException;
import dev.krait.runtime.CellJournal;
import dev.krait.runtime.CellStore;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * A {@link CellStore} and {@link CellJournal} for one conversation, in a JDBC database (SQLite or
 * PostgreSQL; the driver is the host's dependency). Many hosts may open the same conversation, each
 * with its own connection:
 *
 * <ul>
 *   <li>{@link #commit} writes all entries in one transaction (all or nothing); concurrent commits
 *       are serialised by the database (last writer wins per key, no commit is torn or lost);
 *   <li>{@link #append} writes a journal position once: a second host writing the same position of
 *       a cell gets {@link CellConflictException} (the primary key decides, no locks held);
 *   <li>{@link #end} writes the end of a cell's journal and its store writes in one transaction.
 * </ul>
 *
 * <p>Tables: {@code krait_state(conversation, k, v)}, {@code krait_cells(cell, conversation, ended)},
 * {@code krait_journal(cell, seq, entry)}, created if missing (not krait-mcp's {@code krait_store}:
 * the two can share a SQLite file). Thread-safe (one connection, used by
 * one thread at a time).
 */
public final class JdbcCellStore implements CellStore, CellJournal, AutoCloseable {
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  private final Connection connection;
  private final String conversation;
  private final String where;

  private JdbcCellStore(Connection connection, String conversation) throws SQLException {
    this.connection = connection;
    this.conversation = conversation;
    this.where = connection.getMetaData().getURL();
    boolean postgres = connection.getMetaData().getDatabaseProductName().toLowerCase(java.util.Locale.ROOT)
        .contains("postgres");
    String bytes = postgres ? "BYTEA" : "BLOB";
    try (Statement s = connection.createStatement()) {
      s.executeUpdate("CREATE TABLE IF NOT EXISTS krait_state (conversation TEXT NOT NULL, k TEXT NOT NULL,"
          + " v TEXT NOT NULL, PRIMARY KEY (conversation, k))");
      s.executeUpdate("CREATE TABLE IF NOT EXISTS krait_cells (cell TEXT PRIMARY KEY,"
          + " conversation TEXT NOT NULL, ended INTEGER NOT NULL)");
      s.executeUpdate("CREATE TABLE IF NOT EXISTS krait_journal (cell TEXT NOT NULL, seq BIGINT NOT NULL,"
          + " entry " + bytes + " NOT NULL, PRIMARY KEY (cell, seq))");
    }
  }

  /**
   * Opens {@code conversation} on {@code connection} (which the store then owns and closes),
   * creating the tables if missing.
   */
  public static JdbcCellStore open(Connection connection, String conversation) {
    Objects.requireNonNull(connection, "connection");
    Objects.requireNonNull(conversation, "conversation");
    try {
      connection.setAutoCommit(true);
      return new JdbcCellStore(connection, conversation);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot open the cell store: " + e.getMessage(), e);
    }
  }

  /** Opens {@code conversation} in the database at {@code url} (e.g. {@code jdbc:postgresql://host/db}). */
  public static JdbcCellStore open(String url, Properties properties, String conversation) {
    try {
      return open(DriverManager.getConnection(url, properties), conversation);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot connect to " + url + ": " + e.getMessage(), e);
    }
  }

  /**
   * Opens {@code conversation} in the SQLite file {@code file} (needs {@code org.xerial:sqlite-jdbc}):
   * WAL journal, 30 s busy timeout, and transactions that take the write lock when they begin, so
   * processes sharing the file are serialised rather than failing with "database is locked".
   */
  public static JdbcCellStore sqlite(Path file, String conversation) {
    Properties p = new Properties();
    p.setProperty("journal_mode", "WAL");
    p.setProperty("busy_timeout", "30000");
    p.setProperty("synchronous", "FULL");
    p.setProperty("transaction_mode", "IMMEDIATE");
    return open("jdbc:sqlite:" + file.toAbsolutePath(), p, conversation);
  }

  /** The conversation this store holds. */
  public String conversation() {
    return conversation;
  }

  // ---------------------------------------------------------------- the store

  @Override
  public synchronized Optional<JsonNode> load(String key) {
    Objects.requireNonNull(key, "key");
    try (PreparedStatement s = connection.prepareStatement(
        "SELECT v FROM krait_state WHERE conversation = ? AND k = ?")) {
      s.setString(1, conversation);
      s.setString(2, key);
      try (ResultSet r = s.executeQuery()) {
        return r.next() ? Optional.of(JSON.readTree(r.getString(1))) : Optional.empty();
      }
    } catch (SQLException e) {
      throw failure("read the store", e);
    }
  }

  @Override
  public synchronized void commit(Map<String, JsonNode> writes) {
    if (!writes.isEmpty()) {
      transaction("commit to the store", () -> upsert(writes));
    }
  }

  private void upsert(Map<String, JsonNode> writes) throws SQLException {
    if (writes.isEmpty()) {
      return;
    }
    try (PreparedStatement s = connection.prepareStatement("INSERT INTO krait_state (conversation, k, v)"
        + " VALUES (?, ?, ?) ON CONFLICT (conversation, k) DO UPDATE SET v = excluded.v")) {
      for (Map.Entry<String, JsonNode> w : writes.entrySet()) {
        s.setString(1, conversation);
        s.setString(2, Objects.requireNonNull(w.getKey(), "key"));
        s.setString(3, JSON.writeValueAsString(Objects.requireNonNull(w.getValue(), "value")));
        s.addBatch();
      }
      s.executeBatch();
    }
  }

  // ---------------------------------------------------------------- the journal

  @Override
  public synchronized void append(String cell, long seq, byte[] entry) {
    Objects.requireNonNull(cell, "cell");
    Objects.requireNonNull(entry, "entry");
    writeEntry(cell, seq, "write the journal", () -> insertEntry(cell, seq, entry));
  }

  @Override
  public synchronized void end(String cell, long seq, byte[] entry, CellStore store, Map<String, JsonNode> writes) {
    Objects.requireNonNull(cell, "cell");
    if (store != this) {
      store.commit(writes); // another store: it commits first, then the journal ends
    }
    writeEntry(cell, seq, "end the journal", () -> {
      insertEntry(cell, seq, entry);
      try (PreparedStatement s = connection.prepareStatement("UPDATE krait_cells SET ended = 1 WHERE cell = ?")) {
        s.setString(1, cell);
        s.executeUpdate();
      }
      if (store == this) {
        upsert(writes);
      }
    });
  }

  private void insertEntry(String cell, long seq, byte[] entry) throws SQLException {
    if (seq == 0) {
      try (PreparedStatement s = connection.prepareStatement(
          "INSERT INTO krait_cells (cell, conversation, ended) VALUES (?, ?, 0)")) {
        s.setString(1, cell);
        s.setString(2, conversation);
        s.executeUpdate();
      }
    } else if (entries(cell) != seq || ended(cell)) {
      throw new Conflict();
    }
    try (PreparedStatement s = connection.prepareStatement(
        "INSERT INTO krait_journal (cell, seq, entry) VALUES (?, ?, ?)")) {
      s.setString(1, cell);
      s.setLong(2, seq);
      s.setBytes(3, entry);
      s.executeUpdate();
    }
  }

  /** A write at a position that is taken, not next, or after the end. */
  private static final class Conflict extends SQLException {
    private static final long serialVersionUID = 1L;
  }

  /** Runs {@code body} in a transaction; a failure that left the position taken is a conflict. */
  private void writeEntry(String cell, long seq, String what, Body body) {
    try {
      transaction(what, body);
    } catch (IllegalStateException e) {
      boolean taken;
      try {
        taken = e.getCause() instanceof Conflict || entries(cell) > seq || ended(cell);
      } catch (SQLException again) {
        throw e;
      }
      if (taken) {
        throw CellConflictException.at(cell, seq);
      }
      throw e;
    }
  }

  private long entries(String cell) throws SQLException {
    try (PreparedStatement s = connection.prepareStatement("SELECT COUNT(*) FROM krait_journal WHERE cell = ?")) {
      s.setString(1, cell);
      try (ResultSet r = s.executeQuery()) {
        r.next();
        return r.getLong(1);
      }
    }
  }

  private boolean ended(String cell) throws SQLException {
    try (PreparedStatement s = connection.prepareStatement("SELECT ended FROM krait_cells WHERE cell = ?")) {
      s.setString(1, cell);
      try (ResultSet r = s.executeQuery()) {
        return r.next() && r.getInt(1) != 0;
      }
    }
  }

  @Override
  public synchronized List<byte[]> read(String cell) {
    Objects.requireNonNull(cell, "cell");
    return column("SELECT entry FROM krait_journal WHERE cell = ? ORDER BY seq", cell, r -> r.getBytes(1));
  }

  @Override
  public synchronized List<String> open() {
    return column("SELECT cell FROM krait_cells WHERE conversation = ? AND ended = 0 ORDER BY cell", conversation,
        r -> r.getString(1));
  }

  // ---------------------------------------------------------------- plumbing

  private interface Column<T> {
    T read(ResultSet r) throws SQLException;
  }

  /** The first column of every row a one-parameter query of the journal returns, in order. */
  private <T> List<T> column(String sql, String parameter, Column<T> column) {
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      s.setString(1, parameter);
      List<T> out = new ArrayList<>();
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          out.add(column.read(r));
        }
      }
      return out;
    } catch (SQLException e) {
      throw failure("read the journal", e);
    }
  }

  private interface Body {
    void run() throws SQLException;
  }

  private void transaction(String what, Body body) {
    try {
      connection.setAutoCommit(false);
      try {
        body.run();
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
      throw failure(what, e);
    }
  }

  private IllegalStateException failure(String what, SQLException e) {
    return new IllegalStateException("cannot " + what + " (" + where + "): " + e.getMessage(), e);
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
