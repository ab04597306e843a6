/*
 * The DataSource of krait.store.type=sqlite, kept apart so that the sqlite-jdbc driver (an optional
 * dependency) is loaded only when that store is chosen. WAL journal and a 30 s busy timeout, as
 * Krait's other SQLite store, so several processes can share the file.
 */
package dev.krait.spring.boot;

import javax.sql.DataSource;

final class SqliteFiles {
  private SqliteFiles() {}

  static DataSource dataSource(String file) {
    try {
      Class.forName("org.sqlite.SQLiteDataSource");
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("krait.store.type=sqlite needs the SQLite driver on the classpath "
          + "(org.xerial:sqlite-jdbc)");
    }
    org.sqlite.SQLiteConfig config = new org.sqlite.SQLiteConfig();
    config.setBusyTimeout(30_000);
    config.setJournalMode(org.sqlite.SQLiteConfig.JournalMode.WAL);
    org.sqlite.SQLiteDataSource ds = new org.sqlite.SQLiteDataSource(config);
    ds.setUrl("jdbc:sqlite:" + java.nio.file.Path.of(file).toAbsolutePath());
    return ds;
  }
}
