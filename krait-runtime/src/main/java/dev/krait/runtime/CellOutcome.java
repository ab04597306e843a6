/*
 * Everything executeModule can end with: a result the cell produced, or an abort.
 */
package dev.krait.runtime;

import java.util.List;

/**
 * How a cell ended: a {@link CellResult} (the cell ran and produced success or a diagnostic the
 * model should see) or a {@link CellAbort} (the cell's result must not be used: cancelled, fatal
 * tool error, internal error). Either way, {@link #toolCalls()} lists every admitted call, and
 * every one of them had settled before the outcome was published (or the drain timeout expired,
 * which is itself an abort).
 */
public sealed interface CellOutcome permits CellResult, CellAbort {

  /** Every admitted tool call, in call order. */
  List<ToolCall> toolCalls();
}
