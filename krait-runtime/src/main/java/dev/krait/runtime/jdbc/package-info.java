/**
 * Durable state in a SQL database: {@link dev.krait.runtime.jdbc.JdbcCellStore}, the store and
 * effect journal of a conversation in SQLite or PostgreSQL (docs/durable.md).
 */
package dev.krait.runtime.jdbc;
