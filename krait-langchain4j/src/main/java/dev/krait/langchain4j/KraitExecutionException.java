/*
 * The exception KraitPythonExecutionEngine throws for a cell that did not succeed: the
 * CodeExecutionEngine contract returns a String, so a failure can only be thrown, and callers
 * (a @Tool method, AiServices' error handling) show its message to the model.
 */
package dev.krait.langchain4j;

import dev.krait.runtime.CellOutcome;
import java.util.Objects;

/** A cell run by {@link KraitPythonExecutionEngine} failed; the message is the diagnostic and traceback. */
public final class KraitExecutionException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient CellOutcome outcome;

  KraitExecutionException(String message, CellOutcome outcome) {
    super(message);
    this.outcome = Objects.requireNonNull(outcome, "outcome");
  }

  /** How the cell ended (a failure or an abort). */
  public CellOutcome outcome() {
    return outcome;
  }
}
