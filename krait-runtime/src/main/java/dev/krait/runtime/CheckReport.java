/*
 * What the pre-run check found in a cell: errors (the cell would only fail, so it does not run)
 * and warnings (reported beside a normal run). Printed like a compiler's diagnostics.
 */
package dev.krait.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The result of {@link CodeExecutor#check}: diagnostics in source order.
 *
 * @param diagnostics errors and warnings, in source order
 */
public record CheckReport(List<Diagnostic> diagnostics) {
  public CheckReport {
    diagnostics = List.copyOf(diagnostics);
  }

  /** How serious a finding is. */
  public enum Severity {
    /** The cell can only fail here (perhaps after other tools already ran): it is not run. */
    ERROR,
    /** The cell may rely on the failure (a caught ImportError, NameError) or the check is unsure. */
    WARNING
  }

  /**
   * One finding at a 1-based line and column.
   *
   * @param message one line, e.g. {@code tools.get_forcast is not a tool; did you mean tools.get_forecast?}
   */
  public record Diagnostic(Severity severity, int line, int column, String message) {
    public Diagnostic {
      Objects.requireNonNull(severity, "severity");
      Objects.requireNonNull(message, "message");
    }

    /** {@code FILE:LINE:COL: error: message} (or {@code warning}). */
    public String format(String file) {
      return file + ":" + line + ":" + column + ": " + (severity == Severity.ERROR ? "error" : "warning") + ": "
          + message;
    }
  }

  /** The errors. */
  public List<Diagnostic> errors() {
    return of(Severity.ERROR);
  }

  /** The warnings. */
  public List<Diagnostic> warnings() {
    return of(Severity.WARNING);
  }

  /** Whether the cell must not run. */
  public boolean hasErrors() {
    return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
  }

  /** Every diagnostic formatted on its own line, {@code FILE:LINE:COL: error: message}. */
  public String format(String file) {
    StringBuilder out = new StringBuilder();
    diagnostics.forEach(d -> out.append(d.format(file)).append('\n'));
    return out.toString();
  }

  private List<Diagnostic> of(Severity severity) {
    List<Diagnostic> result = new ArrayList<>();
    diagnostics.forEach(d -> {
      if (d.severity() == severity) {
        result.add(d);
      }
    });
    return result;
  }
}
