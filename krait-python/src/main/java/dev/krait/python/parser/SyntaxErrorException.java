/*
 * A compile-time error in a cell's source, raised by the lexer, the parser or the compiler.
 * It is plain data (kind, message, position) so that the host can report it as a ParseError
 * and the VM can turn it into a Python SyntaxError object for eval/exec.
 */
package dev.krait.python.parser;

/**
 * A {@code SyntaxError} (or its subclasses {@code IndentationError}/{@code TabError}) at a
 * 1-based line and 1-based column (CPython's {@code offset}), with the offending source line.
 */
public final class SyntaxErrorException extends RuntimeException {
  private final String kind;
  private final String msg;
  private final int line;
  private final int column;
  private final String sourceLine;
  /** CPython's end_lineno and end_offset (1-based, exclusive); endColumn -1 when unknown. */
  private final int endLine;
  private final int endColumn;

  /**
   * @param kind "SyntaxError", "IndentationError" or "TabError"
   * @param msg CPython's message, e.g. "invalid syntax" or "'(' was never closed"
   * @param line 1-based line
   * @param column 1-based column (CPython's offset)
   * @param sourceLine the text of that line without its newline, or null
   */
  public SyntaxErrorException(String kind, String msg, int line, int column, String sourceLine) {
    this(kind, msg, line, column, sourceLine, line, -1);
  }

  public SyntaxErrorException(String kind, String msg, int line, int column, String sourceLine, int endLine,
      int endColumn) {
    super(msg, null, false, false);
    this.kind = kind;
    this.msg = msg;
    this.line = line;
    this.column = column;
    this.sourceLine = sourceLine;
    this.endLine = endLine;
    this.endColumn = endColumn;
  }

  /** The same error spanning to the given end (1-based line, 1-based exclusive column). */
  public SyntaxErrorException withEnd(int endLine, int endColumn) {
    return new SyntaxErrorException(kind, msg, line, column, sourceLine, endLine, endColumn);
  }

  public int endLine() {
    return endLine;
  }

  public int endColumn() {
    return endColumn;
  }

  public static SyntaxErrorException syntax(String msg, int line, int column, String sourceLine) {
    return new SyntaxErrorException("SyntaxError", msg, line, column, sourceLine);
  }

  public String kind() {
    return kind;
  }

  public String msg() {
    return msg;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  public String sourceLine() {
    return sourceLine;
  }

  /** The last line CPython prints: {@code SyntaxError: invalid syntax (<cell>, line 3)} is how str() renders it. */
  @Override
  public String getMessage() {
    return kind + ": " + msg + " (line " + line + ", column " + column + ")";
  }
}
