/*
 * Why a cell failed: it did not parse, failed the pre-run check, raised an exception, or exceeded a limit.
 */
package dev.krait.runtime;

import java.util.Objects;
import java.util.Optional;

/**
 * The reason carried by {@link CellResult.Failure}.
 *
 * @param kind which of the three failure kinds this is
 * @param message one line: {@code SyntaxError: invalid syntax}, {@code ValueError: bad}, or the
 *     limit that was exceeded
 * @param traceback the CPython-style report (traceback, or source line with caret for a
 *     syntax error) when there is one
 */
public record CellDiagnostic(Kind kind, String message, Optional<String> traceback) {

  /** The failure kinds of the cell contract (and the pre-run check's). */
  public enum Kind {
    /** The source is not valid Python. Nothing ran. */
    PARSE_ERROR,
    /** An uncaught Python exception ended the cell (including every attempt at ambient authority). */
    EXECUTION_ERROR,
    /** CPU budget, heap, wall-clock cap or an output bound was exceeded. Python cannot catch this. */
    LIMIT_EXCEEDED,
    /**
     * The pre-run check found errors (unknown tools, wrong keyword arguments, literal arguments that
     * break a schema). Nothing ran and no tool was called; the traceback lists every diagnostic.
     */
    CHECK_ERROR
  }

  public CellDiagnostic {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(traceback, "traceback");
  }

  /** A diagnostic without a traceback. */
  public static CellDiagnostic of(Kind kind, String message) {
    return new CellDiagnostic(kind, message, Optional.empty());
  }
}
