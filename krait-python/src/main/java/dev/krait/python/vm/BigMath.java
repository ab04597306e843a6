/*
 * Big-int arithmetic under the meter: every java.math.BigInteger operation whose cost is not
 * linear goes through here, so that no single Java call holds a cell thread past its budget.
 * Each operation charges its estimate (BigCost) before it runs, and the meter refuses work that
 * cannot fit in what is left of the CPU budget (a LimitExceeded naming the operation); results
 * whose size cannot fit the heap limit are refused before they are built. Work that may be long
 * but could fit is done in pieces that each charge again, so the clock is read between them:
 * a large multiplication is split (Karatsuba at the top, BigInteger's own algorithms below),
 * a large modular power is square-and-multiply with one step per charge, isqrt is Newton's
 * method with one charge per doubling of precision. Conversions to and from power-of-two bases
 * are linear (BigInteger's are quadratic), as CPython's are.
 *
 * Callers pass and get BigIntegers; the Python rules (floor division, signs of modulo) stay in
 * PyInt, which calls these.
 */
package dev.krait.python.vm;

import java.math.BigInteger;

/** Metered big-int operations. */
public final class BigMath {
  private BigMath() {}

  /** Work below this (ns) is only ticked, never refused: too small to hold a thread. */
  private static final long CHARGE_FLOOR = 200_000L;
  /** Work above this (ns) is split into pieces that charge (and so read the clock) one by one. */
  static final long PIECE = 20_000_000L;
  /** Results larger than this (bits) are charged to the memory limit before they are built. */
  private static final long CHARGED_BITS = 4096;

  /** Charges {@code units} of work: ticks when small, else refuses what cannot fit the budget. */
  private static void charge(ResourceMeter m, long units, String op, long bitsA, long bitsB) {
    if (units < CHARGE_FLOOR) {
      m.tick(units);
      return;
    }
    if (units > m.remainingNanos()) {
      m.charge(units, describe(op, bitsA, bitsB));
    }
    m.charge(units, null);
  }

  /**
   * Charges work estimated by a {@link BigCost} function that is about to be done in one go or
   * in steps that do not charge themselves: refuses it when it cannot fit the budget.
   */
  public static void charge(long units, String what) {
    ResourceMeter m = ResourceMeter.current();
    if (units < CHARGE_FLOOR) {
      m.tick(units);
    } else {
      m.charge(units, what);
    }
  }

  static String describe(String op, long bitsA, long bitsB) {
    String a = LimitExceededError.count(bitsA);
    if (bitsB < 0) {
      return op + " of a " + a + "-bit int";
    }
    return op + " of " + a + "-bit and " + LimitExceededError.count(bitsB) + "-bit ints";
  }

  /** Charges the memory of a result of about {@code bits} bits before it is built. */
  public static void chargeResult(long bits) {
    if (bits > CHARGED_BITS) {
      ResourceMeter.current().allocate(bits / 8 + 32,
          bits / 8 > ResourceMeter.current().heapLimitBytes() ? "an int of " + LimitExceededError.count(bits) + " bits"
              : null);
    }
  }

  // ---------------------------------------------------------------- multiplication

  /** a × b. */
  public static BigInteger multiply(BigInteger a, BigInteger b) {
    return multiply(a, b, PIECE);
  }

  /** a × b, split into pieces of at most {@code piece} ns of estimated work. */
  static BigInteger multiply(BigInteger a, BigInteger b, long piece) {
    long la = a.bitLength();
    long lb = b.bitLength();
    if (la + lb <= CHARGED_BITS) {
      return a.multiply(b);
    }
    ResourceMeter m = ResourceMeter.current();
    chargeResult(la + lb);
    long cost = BigCost.multiply(la, lb);
    charge(m, cost, "a multiplication", la, lb);
    if (cost <= piece) {
      return a.multiply(b);
    }
    BigInteger r = pieces(a.abs(), b.abs(), m, piece);
    return a.signum() * b.signum() < 0 ? r.negate() : r;
  }

  /** x × y for x, y ≥ 0, split until each piece is short, charging each piece. */
  private static BigInteger pieces(BigInteger x, BigInteger y, ResourceMeter m, long piece) {
    long lx = x.bitLength();
    long ly = y.bitLength();
    long cost = BigCost.multiply(lx, ly);
    if (cost <= piece || lx < 256 || ly < 256) {
      charge(m, cost, "a multiplication", lx, ly);
      return x.multiply(y);
    }
    if (lx < ly) {
      BigInteger t = x;
      x = y;
      y = t;
      long tl = lx;
      lx = ly;
      ly = tl;
    }
    if (lx > 2 * ly) {
      // Unbalanced: cut the larger one in halves until the pieces are the size of the smaller.
      int k = (int) (lx / 2) & ~31;
      BigInteger hi = x.shiftRight(k);
      BigInteger lo = low(x, k);
      return pieces(hi, y, m, piece).shiftLeft(k).add(pieces(lo, y, m, piece));
    }
    // Karatsuba: x·y = z2·2^2k + z1·2^k + z0, three products of half the size.
    int k = (int) (lx / 2) & ~31;
    // x1 + x0 may have one bit more than x1: still at most half of x plus one, so this ends
    BigInteger x1 = x.shiftRight(k);
    BigInteger x0 = low(x, k);
    BigInteger y1 = y.shiftRight(k);
    BigInteger y0 = low(y, k);
    BigInteger z2 = pieces(x1, y1, m, piece);
    BigInteger z0 = pieces(x0, y0, m, piece);
    BigInteger z1 = pieces(x1.add(x0), y1.add(y0), m, piece).subtract(z2).subtract(z0);
    return z2.shiftLeft(2 * k).add(z1.shiftLeft(k)).add(z0);
  }

  /** The low {@code k} bits of x ≥ 0. */
  private static BigInteger low(BigInteger x, int k) {
    return x.bitLength() <= k ? x : x.and(BigInteger.ONE.shiftLeft(k).subtract(BigInteger.ONE));
  }

  // ---------------------------------------------------------------- division

  private static void chargeDivision(BigInteger a, BigInteger b) {
    long la = a.bitLength();
    long lb = b.bitLength();
    if (la > 2048 && lb > 64) {
      charge(ResourceMeter.current(), BigCost.divide(la, lb), "a division", la, lb);
    }
  }

  /** {quotient, remainder} truncated towards zero (BigInteger's convention). */
  public static BigInteger[] divideAndRemainder(BigInteger a, BigInteger b) {
    chargeDivision(a, b);
    return a.divideAndRemainder(b);
  }

  /** a / b truncated towards zero. */
  public static BigInteger divide(BigInteger a, BigInteger b) {
    chargeDivision(a, b);
    return a.divide(b);
  }

  /** a rem b (sign of a). */
  public static BigInteger remainder(BigInteger a, BigInteger b) {
    chargeDivision(a, b);
    return a.remainder(b);
  }

  /** a mod m for m > 0 (non-negative result). */
  public static BigInteger mod(BigInteger a, BigInteger m) {
    chargeDivision(a, m);
    return a.mod(m);
  }

  // ---------------------------------------------------------------- powers

  /** a ** e for e ≥ 0 by square-and-multiply, each step a metered multiplication. */
  public static BigInteger pow(BigInteger a, long e) {
    if (e == 0) {
      return BigInteger.ONE;
    }
    long bits = a.bitLength();
    double resultBits = (double) Math.max(bits - 1, 1) * e;
    chargeResult((long) Math.min(resultBits, Long.MAX_VALUE / 2.0));
    if (resultBits > Integer.MAX_VALUE - 64) {
      throw LimitExceededError.memory(ResourceMeter.current().heapLimitBytes(),
          "an int of " + LimitExceededError.count((long) Math.min(resultBits, Long.MAX_VALUE)) + " bits");
    }
    ResourceMeter m = ResourceMeter.current();
    charge(m, BigCost.pow(bits, e), "a power", bits, -1);
    BigInteger base = a;
    BigInteger result = BigInteger.ONE;
    long ee = e;
    while (true) {
      if ((ee & 1) != 0) {
        result = result.equals(BigInteger.ONE) ? base : multiply(result, base);
      }
      ee >>= 1;
      if (ee == 0) {
        return result;
      }
      base = multiply(base, base);
    }
  }

  /** base ** exp mod m for exp ≥ 0 and m > 0. */
  public static BigInteger modPow(BigInteger base, BigInteger exp, BigInteger m) {
    return modPow(base, exp, m, PIECE);
  }

  /** modPow, by steps that charge one by one when the whole is estimated above {@code piece} ns. */
  static BigInteger modPow(BigInteger base, BigInteger exp, BigInteger m, long piece) {
    long lm = m.bitLength();
    long le = exp.bitLength();
    long cost = BigCost.modPow(lm, le);
    ResourceMeter meter = ResourceMeter.current();
    charge(meter, cost, "pow() with a modulus", le, lm);
    if (cost <= piece) {
      return base.modPow(exp, m);
    }
    // Left to right with a 4-bit window; every step charges its share, so the clock is read
    // between steps and a step that cannot fit is refused.
    long step = BigCost.modMultiply(lm);
    BigInteger b = mod(base, m);
    BigInteger[] table = new BigInteger[16];
    table[0] = BigInteger.ONE;
    for (int i = 1; i < 16; i++) {
      charge(meter, step, "pow() with a modulus", le, lm);
      table[i] = mod(multiply(table[i - 1], b), m);
    }
    BigInteger r = BigInteger.ONE;
    int top = (int) ((le + 3) / 4);
    for (int g = top - 1; g >= 0; g--) {
      if (!r.equals(BigInteger.ONE)) {
        for (int s = 0; s < 4; s++) {
          charge(meter, step, "pow() with a modulus", le, lm);
          r = mod(multiply(r, r), m);
        }
      }
      int w = (exp.testBit(4 * g) ? 1 : 0) | (exp.testBit(4 * g + 1) ? 2 : 0) | (exp.testBit(4 * g + 2) ? 4 : 0)
          | (exp.testBit(4 * g + 3) ? 8 : 0);
      if (w != 0) {
        charge(meter, step, "pow() with a modulus", le, lm);
        r = r.equals(BigInteger.ONE) ? table[w] : mod(multiply(r, table[w]), m);
      }
    }
    return r;
  }

  /** The inverse of a modulo m > 0 (ArithmeticException when there is none, as BigInteger). */
  public static BigInteger modInverse(BigInteger a, BigInteger m) {
    long lm = m.bitLength();
    if (lm > 2048) {
      charge(ResourceMeter.current(), BigCost.modInverse(lm), "a modular inverse", lm, -1);
    }
    return a.modInverse(m);
  }

  // ---------------------------------------------------------------- gcd and roots

  /** gcd(|a|, |b|). */
  public static BigInteger gcd(BigInteger a, BigInteger b) {
    long la = a.bitLength();
    long lb = b.bitLength();
    if (la > 2048 && lb > 2048) {
      charge(ResourceMeter.current(), BigCost.gcd(la, lb), "a gcd", la, lb);
    }
    return a.gcd(b);
  }

  /** The integer square root of n ≥ 0, by Newton's method doubling its precision. */
  public static BigInteger isqrt(BigInteger n) {
    long bits = n.bitLength();
    if (bits < 4096) {
      return n.sqrt();
    }
    ResourceMeter m = ResourceMeter.current();
    charge(m, BigCost.isqrt(bits), "an integer square root", bits, -1);
    return sqrtNewton(n, m);
  }

  /**
   * isqrt of n from the isqrt of its top half: with s = isqrt(n >> 2k), (s + 1)·2^k is at least
   * √n and within 2^k of it, and one Newton step from above, a' = (a + n / a) / 2, squares that
   * error, which for k below a quarter of n's length leaves at most one to take off.
   */
  private static BigInteger sqrtNewton(BigInteger n, ResourceMeter m) {
    long bits = n.bitLength();
    if (bits < 4096) {
      return n.sqrt();
    }
    int k = (int) (bits / 4) - 1;
    BigInteger s = sqrtNewton(n.shiftRight(2 * k), m);
    BigInteger a = s.add(BigInteger.ONE).shiftLeft(k);
    charge(m, BigCost.divide(bits, bits / 2) + BigCost.square(bits / 2), "an integer square root", bits, -1);
    a = a.add(n.divide(a)).shiftRight(1);
    while (a.multiply(a).compareTo(n) > 0) {
      a = a.subtract(BigInteger.ONE);
    }
    return a;
  }

  // ---------------------------------------------------------------- decimal text

  /** Digit strings up to this length go straight to BigInteger's (quadratic) parser. */
  private static final int DECIMAL_LEAF = 2000;

  /**
   * The non-negative int written by the ASCII decimal {@code digits} (no sign, no underscores),
   * divide and conquer: the two halves parsed apart and joined by one metered multiplication by
   * a power of ten, so the cost is that of a few large multiplications, not quadratic.
   */
  public static BigInteger parseDecimal(String digits) {
    if (digits.length() <= DECIMAL_LEAF) {
      return new BigInteger(digits);
    }
    ResourceMeter m = ResourceMeter.current();
    chargeResult((long) (digits.length() * 3.33) + 64);
    return parseDecimal(digits, 0, digits.length(), new java.util.HashMap<>(), m);
  }

  private static BigInteger parseDecimal(String s, int from, int to, java.util.Map<Integer, BigInteger> powers,
      ResourceMeter m) {
    int n = to - from;
    if (n <= DECIMAL_LEAF) {
      m.tick(n);
      return new BigInteger(s.substring(from, to));
    }
    int low = n / 2;
    BigInteger hi = parseDecimal(s, from, to - low, powers, m);
    BigInteger lo = parseDecimal(s, to - low, to, powers, m);
    BigInteger scale = powers.computeIfAbsent(low, k -> pow(BigInteger.TEN, k));
    return multiply(hi, scale).add(lo);
  }

  /**
   * The decimal text of {@code x}, charged first: Java's conversion is one call that cannot
   * tick (about 2 s for a million digits), so a conversion that cannot fit the budget is refused
   * before it starts. For callers without CPython's int digit limit (the decimal module's
   * coefficients); ints go through {@code PyInt.toDecimalString}, which has it.
   */
  public static String toDecimalString(BigInteger x) {
    long bits = x.bitLength();
    if (bits > DECIMAL_LEAF * 3) {
      charge(ResourceMeter.current(), BigCost.decimal(bits), "a conversion to decimal text", bits, -1);
    }
    return x.toString();
  }

  // ---------------------------------------------------------------- text in power-of-two bases

  /** log2 of a power-of-two radix (2, 4, 8, 16, 32), else 0. */
  public static int bitsPerDigit(int radix) {
    return (radix & (radix - 1)) == 0 && radix >= 2 && radix <= 32 ? Integer.numberOfTrailingZeros(radix) : 0;
  }

  /**
   * The digits of |x| in a power-of-two radix, lower case, no prefix: linear (each digit read
   * straight from the bits), where BigInteger.toString divides.
   */
  public static String toPowerOfTwoString(BigInteger x, int radix) {
    int d = bitsPerDigit(radix);
    BigInteger v = x.abs();
    long bits = v.bitLength();
    if (bits < 64) {
      return Long.toString(v.longValue(), radix);
    }
    long ndigits = (bits + d - 1) / d;
    ResourceMeter m = ResourceMeter.current();
    m.allocateString(ndigits);
    byte[] be = v.toByteArray();
    char[] out = new char[(int) ndigits];
    int pos = out.length;
    int acc = 0;
    int accBits = 0;
    int mask = radix - 1;
    for (int i = be.length - 1; i >= 0 && pos > 0; i--) {
      acc |= (be[i] & 0xff) << accBits;
      accBits += 8;
      while (accBits >= d && pos > 0) {
        out[--pos] = Character.forDigit(acc & mask, radix);
        acc >>>= d;
        accBits -= d;
      }
      m.tickEvery(i, 4096);
    }
    while (pos > 0) {
      out[--pos] = Character.forDigit(acc & mask, radix);
      acc >>>= d;
    }
    return new String(out);
  }

  /**
   * The non-negative int whose digits in a power-of-two radix are {@code digits} (already
   * checked, no sign, no underscores): linear, where BigInteger's constructor multiplies.
   */
  public static BigInteger parsePowerOfTwo(CharSequence digits, int radix) {
    int d = bitsPerDigit(radix);
    int n = digits.length();
    long bits = (long) n * d;
    ResourceMeter m = ResourceMeter.current();
    chargeResult(bits);
    byte[] be = new byte[(int) ((bits + 7) / 8) + 1];
    int pos = be.length;
    int acc = 0;
    int accBits = 0;
    for (int i = n - 1; i >= 0; i--) {
      acc |= Character.digit(digits.charAt(i), radix) << accBits;
      accBits += d;
      while (accBits >= 8) {
        be[--pos] = (byte) acc;
        acc >>>= 8;
        accBits -= 8;
      }
      m.tickEvery(i, 4096);
    }
    if (accBits > 0) {
      be[--pos] = (byte) acc;
    }
    return new BigInteger(1, be);
  }
}
