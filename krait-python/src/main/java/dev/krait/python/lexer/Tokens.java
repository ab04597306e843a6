/*
 * The lexer's output: every token of a source in parallel arrays (no object per token),
 * plus the code points and line starts so that the parser can quote source text.
 */
package dev.krait.python.lexer;

/**
 * A tokenised source. Token {@code i} has kind {@code type[i]}, starts at code point
 * {@code start[i]} on 1-based {@code line[i]} at 0-based code-point column {@code col[i]}, ends
 * (exclusive) at code point {@code end[i]}, and carries {@code value[i]}: the name for NAME and
 * keywords, the number for NUMBER, String or byte[] for STRING, the decoded text for FSTRING_MIDDLE,
 * and a Boolean "raw" for FSTRING_START.
 */
public final class Tokens {
  public final int[] source;
  public final int count;
  public final TokenType[] type;
  public final int[] line;
  public final int[] col;
  public final int[] start;
  public final int[] end;
  public final Object[] value;
  private final int[] lineStarts;
  private final int lineCount;
  /**
   * The lexer's error if tokenising stopped early; the last token is then an ERRORTOKEN. The parser
   * raises it only if it gets that far, so an earlier syntax error wins, as with CPython's lazy tokenizer.
   */
  public final RuntimeException error;

  Tokens(int[] source, int count, TokenType[] type, int[] line, int[] col, int[] start, int[] end, Object[] value,
      int[] lineStarts, int lineCount, RuntimeException error) {
    this.error = error;
    this.source = source;
    this.count = count;
    this.type = type;
    this.line = line;
    this.col = col;
    this.start = start;
    this.end = end;
    this.value = value;
    this.lineStarts = lineStarts;
    this.lineCount = lineCount;
  }

  /** Source text between two code point offsets. */
  public String text(int from, int to) {
    return new String(source, from, Math.max(0, to - from));
  }

  /** The text of 1-based line {@code n} without its newline, or null if there is no such line. */
  public String lineText(int n) {
    return lineText(source, lineStarts, lineCount, n);
  }

  static String lineText(int[] source, int[] lineStarts, int lineCount, int n) {
    if (n < 1 || n > lineCount) {
      return null;
    }
    int s = lineStarts[n - 1];
    int e = s;
    while (e < source.length && source[e] != '\n') {
      e++;
    }
    return new String(source, s, e - s);
  }
}
