/*
 * Size arithmetic for the memory limit, in one place: results and buffers are sized from
 * untrusted operands (a repetition count of 2**61, a width of 2**63 - 1, a tab size times the
 * number of tabs), so the products and sums that estimate them must not wrap around to a small
 * or negative number that then passes the limit check. Every operation here saturates at
 * Long.MAX_VALUE (treating negative operands as 0), so an impossible size stays impossible and
 * the meter refuses it before anything is allocated.
 */
package dev.krait.python.vm;

/** Saturating size arithmetic and the byte estimates of common objects. */
public final class Sizes {
  private Sizes() {}

  /** a + b, at most Long.MAX_VALUE; negative operands count as 0. */
  public static long add(long a, long b) {
    a = Math.max(a, 0);
    b = Math.max(b, 0);
    long r = a + b;
    return r < 0 ? Long.MAX_VALUE : r;
  }

  /** a + b + c, saturating. */
  public static long add(long a, long b, long c) {
    return add(add(a, b), c);
  }

  /** a × b, at most Long.MAX_VALUE; negative operands count as 0. */
  public static long mul(long a, long b) {
    if (a <= 0 || b <= 0) {
      return 0;
    }
    long hi = Math.multiplyHigh(a, b);
    long lo = a * b;
    return hi != 0 || lo < 0 ? Long.MAX_VALUE : lo;
  }

  /** Estimated bytes of a str of {@code chars} characters (UTF-16 in Java, plus the header). */
  public static long string(long chars) {
    return add(40, mul(2, chars));
  }

  /** Estimated bytes of an array of {@code count} references (list, tuple, dict storage). */
  public static long slots(long count) {
    return add(16, mul(8, count));
  }
}
