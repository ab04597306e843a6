/*
 * A pattern the parser refuses: CPython's message and the position in the pattern (a Java char
 * index, -1 for none); the re module turns it into re.error. TooDeep is the nesting CPython's
 * own parser cannot follow, which CPython reports as a RecursionError.
 */
package dev.krait.python.regex;

public class PatternError extends RuntimeException {
  private final int pos;

  PatternError(String msg, int pos) {
    super(msg, null, false, false);
    this.pos = pos;
  }

  /** Where in the pattern (a Java char index), or -1. */
  public int pos() {
    return pos;
  }

  /** Groups nested deeper than CPython's parser follows. */
  public static final class TooDeep extends PatternError {
    TooDeep() {
      super("maximum recursion depth exceeded", -1);
    }
  }
}
