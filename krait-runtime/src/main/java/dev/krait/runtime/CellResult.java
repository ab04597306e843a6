/*
 * The outcomes of a cell the model should see: it ran to an end, or it stopped at approval-gated
 * tool calls and can be resumed from its snapshot.
 */
package dev.krait.runtime;

import java.util.List;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * A cell that ran to its end ({@link Success} or {@link Failure}) or that waits for approvals
 * ({@link Suspended}).
 */
public sealed interface CellResult extends CellOutcome {

  /**
   * The cell completed (or called {@code exit()}).
   *
   * @param value the value of the cell's last expression statement when
   *     {@link CellLimits#lastExpressionValue()} is on (see there); otherwise always JSON
   *     {@code null} (cells report through {@code text}/{@code image})
   */
  record Success(JsonNode value, List<ToolCall> toolCalls) implements CellResult {
    public Success {
      Objects.requireNonNull(value, "value");
      toolCalls = List.copyOf(toolCalls);
    }
  }

  /**
   * Every task of the cell waits on calls to tools that {@linkplain ToolExecutor#requiresApproval
   * require approval} (nothing else is in flight, no timer pending): the calls have not started.
   * Show {@link #pending()} to a person and continue with {@link CodeExecutor#resume}, from these
   * {@link #snapshot()} bytes, in this process or another one with the same snapshot key. Do not
   * {@linkplain CellContext#commit() commit} the context: the cell has not ended, and its store
   * writes so far are staged again by the resume.
   *
   * @param pending the calls awaiting a decision, in call order
   * @param snapshot the authenticated snapshot (see docs/durable.md)
   * @param toolCalls the admitted calls so far (approval-gated calls are admitted when approved)
   */
  record Suspended(List<ApprovalRequest> pending, byte[] snapshot, List<ToolCall> toolCalls)
      implements CellResult {
    public Suspended {
      pending = List.copyOf(pending);
      snapshot = snapshot.clone();
      toolCalls = List.copyOf(toolCalls);
    }

    /** A copy of the snapshot bytes. */
    @Override
    public byte[] snapshot() {
      return snapshot.clone();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Suspended s && pending.equals(s.pending)
          && java.util.Arrays.equals(snapshot, s.snapshot) && toolCalls.equals(s.toolCalls);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hash(pending, java.util.Arrays.hashCode(snapshot), toolCalls);
    }

    @Override
    public String toString() {
      return "Suspended[pending=" + pending + ", snapshot=" + snapshot.length + " bytes, toolCalls="
          + toolCalls + "]";
    }
  }

  /** The cell did not parse, raised an uncaught exception, or exceeded a limit. */
  record Failure(CellDiagnostic diagnostic, List<ToolCall> toolCalls) implements CellResult {
    public Failure {
      Objects.requireNonNull(diagnostic, "diagnostic");
      toolCalls = List.copyOf(toolCalls);
    }
  }
}
