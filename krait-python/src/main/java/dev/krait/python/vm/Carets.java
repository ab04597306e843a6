/*
 * The caret line under a traceback's source line, as CPython 3.11 prints it: '^' under the span of
 * the instruction that failed, or '~' for the operands and '^' for the operator of a binary
 * operation or the brackets of a subscript. Like CPython, the anchors come from re-parsing the
 * failing segment, and nothing is printed when the span is the whole line. A model reading the
 * traceback learns which of several subscripts or calls on a line failed.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.parser.EndPositions;
import dev.krait.python.parser.Node;
import dev.krait.python.parser.Parser;

/** Builds the optional caret line of one traceback entry. */
final class Carets {
  private Carets() {}

  /** The caret line (without newline) for the instruction at ip of co on line, or null. */
  static String line(CodeObject co, int ip, int line) {
    int[] pos = co.positionAt(ip);
    String raw = co.rawSourceLine(line);
    if (pos == null || pos[0] != line || raw == null) {
      return null;
    }
    int[] cps = raw.codePoints().toArray();
    int leading = 0;
    while (leading < cps.length && isSpace(cps[leading])) {
      leading++;
    }
    int last = cps.length;
    while (last > leading && isSpace(cps[last - 1])) {
      last--;
    }
    int strippedLen = last - leading;
    if (strippedLen == 0) {
      return null;
    }
    int start = Math.min(Math.max(pos[1], 0), cps.length);
    int end = pos[2] == line ? Math.min(Math.max(pos[3], start), cps.length) : last;
    int[] segment = java.util.Arrays.copyOfRange(cps, start, end);
    int[] anchors = pos[2] == line ? anchors(segment) : null;
    boolean partial = end - start < strippedLen;
    if (!partial && (anchors == null || anchors[1] - anchors[0] <= 0)) {
      return null;
    }
    int dpStart = width(cps, start);
    int dpEnd = width(cps, end);
    StringBuilder sb = new StringBuilder("    ");
    sb.append(" ".repeat(Math.max(0, dpStart - leading)));
    if (anchors != null) {
      int dpLeft = width(segment, Math.min(anchors[0], segment.length));
      int dpRight = width(segment, Math.min(anchors[1], segment.length));
      sb.append("~".repeat(Math.max(0, dpLeft)));
      sb.append("^".repeat(Math.max(0, dpRight - dpLeft)));
      sb.append("~".repeat(Math.max(0, dpEnd - dpStart - dpRight)));
    } else {
      sb.append("^".repeat(Math.max(0, dpEnd - dpStart)));
    }
    return sb.toString();
  }

  /**
   * {left end, right start} of the primary ('~') parts around the operator of a binary operation
   * or the brackets of a subscript, as offsets into the segment; null for any other segment.
   */
  private static int[] anchors(int[] segment) {
    String text = new String(segment, 0, segment.length);
    Node.Module m;
    try {
      m = Parser.parseModule(text, "<segment>");
    } catch (RuntimeException | StackOverflowError e) {
      if (e instanceof StackOverflowError) {
        dev.krait.python.vm.ResourceMeter.overflowCaught();
      }
      return null;
    }
    if (m.body().size() != 1 || !(m.body().get(0) instanceof Node.ExprStmt stmt)) {
      return null;
    }
    EndPositions ends = m.ends();
    int n = segment.length;
    if (stmt.value() instanceof Node.BinOp b) {
      int leftEnd = ends.endCol(b.left());
      int rightStart = b.right().col();
      if (leftEnd < 0 || ends.endLine(b.left()) != 1 || b.right().line() != 1 || rightStart < leftEnd) {
        return null;
      }
      int opLen = rightStart - leftEnd;
      int offset = 0;
      while (offset < opLen && isSpace(segment[leftEnd + offset])) {
        offset++;
      }
      int left = leftEnd + offset;
      int right = left + 1;
      if (offset + 1 < opLen && !isSpace(segment[leftEnd + offset + 1])) {
        right++;
      }
      while (left < n && (isSpace(segment[left]) || segment[left] == ')' || segment[left] == '#')) {
        left++;
        right++;
      }
      return new int[] {left, right};
    }
    if (stmt.value() instanceof Node.Subscript s) {
      int valueEnd = ends.endCol(s.value());
      int sliceEnd = ends.endCol(s.slice());
      if (valueEnd < 0 || sliceEnd < 0 || ends.endLine(s.slice()) != 1 || ends.endLine(s.value()) != 1) {
        return null;
      }
      int left = valueEnd;
      int right = sliceEnd + 1;
      while (left < n && (isSpace(segment[left]) || segment[left] != '[')) {
        left++;
      }
      while (right < n && (isSpace(segment[right]) || segment[right] != ']')) {
        right++;
      }
      if (right < n) {
        right++;
      }
      return new int[] {left, right};
    }
    return null;
  }

  private static boolean isSpace(int c) {
    return Character.isWhitespace(c);
  }

  /** Terminal columns taken by the first offset code points (East Asian W/F count 2, as traceback.py). */
  private static int width(int[] cps, int offset) {
    int w = 0;
    for (int i = 0; i < offset && i < cps.length; i++) {
      w += dev.krait.python.stdlib.UnicodedataModule.isWide(cps[i]) ? 2 : 1;
    }
    return w;
  }
}
