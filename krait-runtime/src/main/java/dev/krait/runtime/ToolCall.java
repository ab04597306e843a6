/*
 * The record of one admitted tool call, and how it settled.
 */
package dev.krait.runtime;

import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * A tool call the cell made and the runtime admitted (its input crossed the JSON boundary and
 * {@link ToolExecutor#invoke} was called). Every admitted call appears in the outcome's
 * {@link CellOutcome#toolCalls()}, in call order, whether or not Python awaited it.
 *
 * @param name the tool's original (un-normalised) name
 * @param input the JSON input the tool received
 * @param outcome how the call settled
 */
public record ToolCall(String name, JsonNode input, Outcome outcome) {
  public ToolCall {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(input, "input");
    Objects.requireNonNull(outcome, "outcome");
  }

  /** How an admitted call settled. */
  public sealed interface Outcome {}

  /** The tool produced a value (possibly one the cell then rejected at the JSON boundary). */
  public record Returned(JsonNode value) implements Outcome {
    public Returned {
      Objects.requireNonNull(value, "value");
    }
  }

  /** The tool failed. */
  public record Errored(ToolError error) implements Outcome {
    public Errored {
      Objects.requireNonNull(error, "error");
    }
  }

  /**
   * The tool had not settled when the drain timeout ({@link CellLimits#drainTimeout()}) expired;
   * the cell then ends as {@link CellAbort.Tool} with {@link ToolError.CleanupUnconfirmed}.
   */
  public record Unsettled() implements Outcome {}
}
