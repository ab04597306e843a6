/*
 * A cell that cannot be compiled. Thrown by Python.compile; carries CPython's wording and position.
 */
package dev.krait.python;

/** The source is not valid Python (SyntaxError, IndentationError or TabError). */
public final class PythonSyntaxError extends Exception {
  private final String kind;
  private final String msg;
  private final int line;
  private final int column;
  private final String report;

  public PythonSyntaxError(String kind, String msg, int line, int column, String report) {
    super(kind + ": " + msg, null, false, false);
    this.kind = kind;
    this.msg = msg;
    this.line = line;
    this.column = column;
    this.report = report;
  }

  /** "SyntaxError", "IndentationError" or "TabError". */
  public String kind() {
    return kind;
  }

  public String msg() {
    return msg;
  }

  /** 1-based line. */
  public int line() {
    return line;
  }

  /** 1-based column (CPython's offset). */
  public int column() {
    return column;
  }

  /** What CPython prints: the File/line header, the source line with a caret, and "SyntaxError: msg". */
  public String report() {
    return report;
  }
}
