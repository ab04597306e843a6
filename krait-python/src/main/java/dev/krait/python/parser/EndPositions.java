/*
 * Where each AST node ends. CPython's AST carries end_lineno/end_col_offset on every node; Krait
 * keeps them beside the tree, keyed by node identity, so that the node records stay small and
 * the many places that build or match nodes do not have to thread two more numbers through.
 * Only the compiler's position table (and through it the caret lines of tracebacks) reads them.
 *
 * An open-addressing table of its own (node array, packed long array) rather than an
 * IdentityHashMap<Node, Long>: every parse of every cell fills it, one entry per node, and the
 * map's boxed values and repeated growth from its default size were a visible part of checking
 * a small cell. The parser sizes it from the token count, so it rarely grows.
 */
package dev.krait.python.parser;

/** End line (1-based) and end column (0-based code points, exclusive) of the nodes of one parse. */
public final class EndPositions {
  /** For trees built without positions (generated code, tests). */
  public static final EndPositions NONE = new EndPositions(0);

  private Node[] keys;
  /** endLine << 32 | endCol, beside its key. */
  private long[] ends;
  private int size;

  /** A table for about {@code expected} nodes. */
  EndPositions(int expected) {
    int capacity = 16;
    while (capacity < expected * 2 && capacity < (1 << 30)) {
      capacity <<= 1;
    }
    keys = new Node[expected == 0 ? 1 : capacity];
    ends = new long[keys.length];
  }

  void put(Node n, int endLine, int endCol) {
    if (this == NONE) {
      return;
    }
    if ((size + 1) * 2 > keys.length) {
      grow();
    }
    int i = slot(keys, n);
    if (keys[i] == null) {
      keys[i] = n;
      size++;
    }
    ends[i] = ((long) endLine << 32) | (endCol & 0xffffffffL);
  }

  /** The number of nodes with an end position (about the size of the tree). */
  public int size() {
    return size;
  }

  /** The node's end line, or -1 if unknown. */
  public int endLine(Node n) {
    long v = get(n);
    return v == -1 ? -1 : (int) (v >>> 32);
  }

  /** The node's end column, or -1 if unknown. */
  public int endCol(Node n) {
    long v = get(n);
    return v == -1 ? -1 : (int) v;
  }

  private long get(Node n) {
    if (size == 0) {
      return -1;
    }
    int i = slot(keys, n);
    return keys[i] == null ? -1 : ends[i];
  }

  /** Where n is in table, or the empty slot where it would go (linear probing). */
  private static int slot(Node[] table, Node n) {
    int mask = table.length - 1;
    int h = System.identityHashCode(n) * 0x9E3779B9;
    int i = (h ^ (h >>> 16)) & mask;
    while (table[i] != null && table[i] != n) {
      i = (i + 1) & mask;
    }
    return i;
  }

  private void grow() {
    Node[] oldKeys = keys;
    long[] oldEnds = ends;
    keys = new Node[oldKeys.length * 2];
    ends = new long[keys.length];
    for (int j = 0; j < oldKeys.length; j++) {
      if (oldKeys[j] != null) {
        int i = slot(keys, oldKeys[j]);
        keys[i] = oldKeys[j];
        ends[i] = oldEnds[j];
      }
    }
  }
}
