/*
 * One entry of a durable cell's log: everything from outside the interpreter that decided what
 * the cell did, in the order it happened. Replaying the log into a fresh interpreter rebuilds the
 * cell's state exactly, because the VM is deterministic given these inputs (see docs/durable.md).
 */
package dev.krait.runtime.internal;

import dev.krait.runtime.ToolCall;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/** An input of a durable cell, as recorded and replayed. */
public sealed interface ReplayEvent {

  /** The host resumed the interpreter (after delivering the settlements logged before it). */
  record Resumed() implements ReplayEvent {}

  /**
   * An approval-gated call {@code id} was approved and started (its tool invoked): after a crash
   * it is in doubt, not awaiting a decision.
   */
  record Started(long id) implements ReplayEvent {}

  /**
   * The cell admitted a tool call with pending id {@code id}; {@code gated}: the tool requires
   * approval, so the call was not started when it was made.
   */
  record Called(long id, String tool, JsonNode input, boolean gated) implements ReplayEvent {
    public Called {
      Objects.requireNonNull(tool, "tool");
      Objects.requireNonNull(input, "input");
    }
  }

  /** A tool call settled (it returned or failed) and the interpreter was told. */
  record ToolSettled(long id, ToolCall.Outcome outcome) implements ReplayEvent {
    public ToolSettled {
      Objects.requireNonNull(outcome, "outcome");
    }
  }

  /**
   * A pending id that is not a tool call settled: a {@code yield_control()} (errorType null:
   * the value None) or a call refused before admission (a Python error of that type).
   */
  record ReplySettled(long id, String errorType, String message) implements ReplayEvent {}

  /** {@code load(key)} answered {@code value} (null: the key was absent). */
  record Loaded(JsonNode value) implements ReplayEvent {}

  /** The interpreter read the loop's monotonic clock. */
  record Ticked(long nanos) implements ReplayEvent {}

  /** The interpreter read the wall clock (epoch nanoseconds). */
  record Clocked(long epochNanos) implements ReplayEvent {}
}
