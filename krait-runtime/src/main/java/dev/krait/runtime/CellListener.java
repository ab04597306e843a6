/*
 * Live, ordered view of what a cell emits, for hosts that stream (e.g. `krait run`).
 */
package dev.krait.runtime;

/**
 * Receives a cell's events as they happen, in order, on the thread running the cell. Must be quick
 * and must not block or throw. Events are delivered in addition to being collected in the
 * {@link CellContext}; bounds ({@link CellLimits}) apply first, so a listener never sees more than
 * the context keeps.
 */
public interface CellListener {

  /** Text written by {@code print} (possibly a partial line). */
  default void onPrint(String text) {}

  /** An output from {@code text} or {@code image}. */
  default void onOutput(CellOutput output) {}

  /** A message from {@code notify}. */
  default void onNotification(String message) {}

  /** A listener that ignores everything. */
  CellListener NONE = new CellListener() {};
}
