/*
 * The two outcomes of a cell that ran to an end the model should see.
 */
package dev.krait.runtime;

import java.util.List;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/** A cell that ran to its end: {@link Success} or {@link Failure}. */
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

  /** The cell did not parse, raised an uncaught exception, or exceeded a limit. */
  record Failure(CellDiagnostic diagnostic, List<ToolCall> toolCalls) implements CellResult {
    public Failure {
      Objects.requireNonNull(diagnostic, "diagnostic");
      toolCalls = List.copyOf(toolCalls);
    }
  }
}
