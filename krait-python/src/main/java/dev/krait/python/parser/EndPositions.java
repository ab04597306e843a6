/*
 * Where each AST node ends. CPython's AST carries end_lineno/end_col_offset on every node; Krait
 * keeps them beside the tree, keyed by node identity, so that the node records stay small and
 * the many places that build or match nodes do not have to thread two more numbers through.
 * Only the compiler's position table (and through it the caret lines of tracebacks) reads them.
 */
package dev.krait.python.parser;

import java.util.IdentityHashMap;
import java.util.Map;

/** End line (1-based) and end column (0-based code points, exclusive) of the nodes of one parse. */
public final class EndPositions {
  /** For trees built without positions (generated code, tests). */
  public static final EndPositions NONE = new EndPositions();

  private final Map<Node, Long> ends = new IdentityHashMap<>();

  void put(Node n, int endLine, int endCol) {
    if (this != NONE) {
      ends.put(n, ((long) endLine << 32) | (endCol & 0xffffffffL));
    }
  }

  /** The node's end line, or -1 if unknown. */
  public int endLine(Node n) {
    Long v = ends.get(n);
    return v == null ? -1 : (int) (v >>> 32);
  }

  /** The node's end column, or -1 if unknown. */
  public int endCol(Node n) {
    Long v = ends.get(n);
    return v == null ? -1 : (int) (long) v;
  }
}
