/*
 * Outcomes whose cell result must not be used: cancelled, fatal tool error, internal error.
 */
package dev.krait.runtime;

import java.util.List;
import java.util.Objects;

/** A cell whose result must not be published (do not {@link CellContext#commit()} its context). */
public sealed interface CellAbort extends CellOutcome {

  /** The caller's {@link Cancellation} fired, or the returned future was cancelled. */
  record Cancelled(List<ToolCall> toolCalls) implements CellAbort {
    public Cancelled {
      toolCalls = List.copyOf(toolCalls);
    }
  }

  /**
   * A fatal {@link ToolError} happened (even if Python caught it), or admitted calls did not settle
   * within the drain timeout ({@link ToolError.CleanupUnconfirmed}).
   */
  record Tool(ToolError error, List<ToolCall> toolCalls) implements CellAbort {
    public Tool {
      Objects.requireNonNull(error, "error");
      toolCalls = List.copyOf(toolCalls);
    }
  }

  /** A bug or misconfiguration in Krait or the embedding (never something the cell did). */
  record Internal(String message, List<ToolCall> toolCalls) implements CellAbort {
    public Internal {
      Objects.requireNonNull(message, "message");
      toolCalls = List.copyOf(toolCalls);
    }
  }
}
