/*
 * Width analysis of a pattern tree: the least and most code points a node can match. It decides
 * whether a look-behind is fixed-width (as CPython requires), and lets the compiler drop the
 * empty-iteration check of loops whose body cannot match the empty string.
 */
package dev.krait.python.regex;

import java.util.List;

final class Widths {
  private Widths() {}

  /** {min, max} of node n; groupWidths gives the width of each closed group (for back references). */
  static long[] of(Node n, List<long[]> groupWidths) {
    if (n instanceof Node.Char || n instanceof Node.Dot || n instanceof Node.Set) {
      return new long[] {1, 1};
    }
    if (n instanceof Node.Seq s) {
      long lo = 0;
      long hi = 0;
      for (Node item : s.items) {
        long[] w = of(item, groupWidths);
        lo = Math.min(Node.UNBOUNDED, lo + w[0]);
        hi = Math.min(Node.UNBOUNDED, hi + w[1]);
      }
      return new long[] {lo, hi};
    }
    if (n instanceof Node.Alt a) {
      long lo = Node.UNBOUNDED;
      long hi = 0;
      for (Node b : a.branches) {
        long[] w = of(b, groupWidths);
        lo = Math.min(lo, w[0]);
        hi = Math.max(hi, w[1]);
      }
      return new long[] {lo, hi};
    }
    if (n instanceof Node.Group g) {
      return of(g.body, groupWidths);
    }
    if (n instanceof Node.Atomic a) {
      return of(a.body, groupWidths);
    }
    if (n instanceof Node.Repeat r) {
      long[] w = of(r.body, groupWidths);
      long lo = mul(w[0], r.min);
      long hi = r.max < 0 ? (w[1] == 0 ? 0 : Node.UNBOUNDED) : mul(w[1], r.max);
      return new long[] {lo, hi};
    }
    if (n instanceof Node.BackRef b) {
      long[] w = b.group < groupWidths.size() ? groupWidths.get(b.group) : null;
      return w == null ? new long[] {0, Node.UNBOUNDED} : w;
    }
    if (n instanceof Node.Cond c) {
      long[] y = of(c.yes, groupWidths);
      long[] o = of(c.no, groupWidths);
      return new long[] {Math.min(y[0], o[0]), Math.max(y[1], o[1])};
    }
    return new long[] {0, 0}; // anchors and look-arounds
  }

  private static long mul(long a, long b) {
    long hi = Math.multiplyHigh(a, b);
    long lo = a * b;
    return hi != 0 || lo < 0 || lo > Node.UNBOUNDED ? Node.UNBOUNDED : lo;
  }
}
