/*
 * Where a cell runs: in the host's JVM (the default, microsecond start-up) or in a worker process
 * of its own (the OS between the cell and the host). docs/security.md says which to choose.
 */
package dev.krait.runtime;

/** How cells are isolated from the host. See {@link CodeExecutor.Builder#isolation}. */
public enum Isolation {
  /** Cells run on the host's threads, inside the interpreter's sandbox (the default). */
  IN_PROCESS,
  /**
   * Each cell runs in a worker JVM (the same interpreter and sandbox inside), driven over a JSON
   * protocol; the host admits tool calls, publishes outputs and enforces limits from outside.
   */
  PROCESS
}
