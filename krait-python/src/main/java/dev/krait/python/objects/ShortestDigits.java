/*
 * The shortest decimal digits that read back as a double (repr(float)), found with 64-bit
 * integer arithmetic only: the interval of decimals that round to the double is scaled by a
 * 125-bit approximation of a power of five, and digits are removed while the interval still
 * holds a shorter decimal (the method of Ulf Adams' Ryū paper, PLDI 2018, written from its
 * description). A BigDecimal search did the same with three or four exact roundings and
 * parses; this is about twenty times faster, and repr of computed floats (0.30000000000000004)
 * is common in reports.
 *
 * The tables of powers of five are built once from BigInteger when first needed.
 */
package dev.krait.python.objects;

import java.math.BigInteger;

/** Shortest round-trip digits of a positive finite double, closest to it, ties to even. */
final class ShortestDigits {
  private ShortestDigits() {}

  /** Bits kept of each power of five and of each reciprocal. */
  private static final int POW5_BITS = 125;
  private static final int POW5_INV_BITS = 125;

  /** The tables, built on first use (a class of their own so the build waits for it). */
  private static final class Tables {
    /** 5^i normalised to POW5_BITS bits, as low and high 64-bit halves. */
    static final long[] POW5_LO = new long[326];
    static final long[] POW5_HI = new long[326];
    /** floor(2^(bits(5^q) - 1 + POW5_INV_BITS) / 5^q) + 1, as halves. */
    static final long[] INV_LO = new long[342];
    static final long[] INV_HI = new long[342];

    static {
      BigInteger mask = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
      BigInteger five = BigInteger.valueOf(5);
      BigInteger pow = BigInteger.ONE;
      for (int i = 0; i < INV_LO.length; i++) {
        int len = pow.bitLength();
        if (i < POW5_LO.length) {
          BigInteger v = len >= POW5_BITS ? pow.shiftRight(len - POW5_BITS) : pow.shiftLeft(POW5_BITS - len);
          POW5_LO[i] = v.and(mask).longValue();
          POW5_HI[i] = v.shiftRight(64).longValue();
        }
        BigInteger inv = BigInteger.ONE.shiftLeft(len - 1 + POW5_INV_BITS).divide(pow).add(BigInteger.ONE);
        INV_LO[i] = inv.and(mask).longValue();
        INV_HI[i] = inv.shiftRight(64).longValue();
        pow = pow.multiply(five);
      }
    }
  }

  /** ceil(log2(5^e)) for 0 < e (1 for e = 0). */
  private static int pow5Bits(int e) {
    return ((e * 1217359) >>> 19) + 1;
  }

  /** floor(log10(2^e)) for 0 <= e <= 1650. */
  private static int log10Pow2(int e) {
    return (e * 78913) >>> 18;
  }

  /** floor(log10(5^e)) for 0 <= e <= 2620. */
  private static int log10Pow5(int e) {
    return (e * 732923) >>> 20;
  }

  private static int pow5Factor(long v) {
    int count = 0;
    while (v > 0 && v % 5 == 0) {
      v /= 5;
      count++;
    }
    return count;
  }

  private static boolean multipleOfPow5(long v, int p) {
    return pow5Factor(v) >= p;
  }

  private static boolean multipleOfPow2(long v, int p) {
    return (v & ((1L << p) - 1)) == 0;
  }

  /** The high 64 bits of the unsigned 128-bit product of a and b. */
  private static long unsignedMultiplyHigh(long a, long b) {
    return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
  }

  /** (m * (hi·2^64 + lo)) >> j, for 0 <= m < 2^62 and 64 < j < 128. */
  private static long mulShift(long m, long lo, long hi, int j) {
    long high0 = unsignedMultiplyHigh(m, lo);
    long low2 = m * hi;
    long high2 = unsignedMultiplyHigh(m, hi);
    long sum = low2 + high0;
    if (Long.compareUnsigned(sum, low2) < 0) {
      high2++;
    }
    int s = j - 64;
    return (sum >>> s) | (high2 << (64 - s));
  }

  /** The digits of d > 0 (finite) with no trailing zeros, and their decimal point. */
  static FloatRepr.Digits of(double d) {
    long m2 = PyFloat.significand(d);
    int e2 = PyFloat.binaryExponent(d) - 2;
    boolean acceptBounds = (m2 & 1) == 0;
    // The double is mv · 2^e2; its rounding interval is (mm, mp) in the same units, narrower
    // below a power of two (except at the bottom of the exponent range).
    long mv = 4 * m2;
    int mmShift = m2 != 1L << 52 || e2 == -1076 ? 1 : 0;
    long mp = mv + 2;
    long mm = mv - 1 - mmShift;

    // The three scaled by 2^e2 / 10^e10 (e2 >= 0) or 2^e2 · 5^-e2 / 10^(e10 - e2), truncated.
    int q;
    int e10;
    long lo;
    long hi;
    int shift;
    if (e2 >= 0) {
      q = log10Pow2(e2) - (e2 > 3 ? 1 : 0);
      e10 = q;
      lo = Tables.INV_LO[q];
      hi = Tables.INV_HI[q];
      shift = -e2 + q + POW5_INV_BITS + pow5Bits(q) - 1;
    } else {
      q = log10Pow5(-e2) - (-e2 > 1 ? 1 : 0);
      e10 = q + e2;
      int i = -e2 - q;
      lo = Tables.POW5_LO[i];
      hi = Tables.POW5_HI[i];
      shift = q - (pow5Bits(i) - POW5_BITS);
    }
    long vr = mulShift(mv, lo, hi, shift);
    long vp = mulShift(mp, lo, hi, shift);
    long vm = mulShift(mm, lo, hi, shift);

    boolean vmTrailingZeros = false;
    boolean vrTrailingZeros = false;
    if (e2 >= 0) {
      if (q <= 21) {
        // Only here can the scaled values be exact: then their removed digits are all zeros.
        if (mv % 5 == 0) {
          vrTrailingZeros = multipleOfPow5(mv, q);
        } else if (acceptBounds) {
          vmTrailingZeros = multipleOfPow5(mm, q);
        } else if (multipleOfPow5(mp, q)) {
          vp--;
        }
      }
    } else {
      if (q <= 1) {
        vrTrailingZeros = true;
        if (acceptBounds) {
          vmTrailingZeros = mmShift == 1;
        } else {
          vp--;
        }
      } else if (q < 63) {
        vrTrailingZeros = multipleOfPow2(mv, q);
      }
    }

    int removed = 0;
    int lastRemoved = 0;
    long output;
    if (vmTrailingZeros || vrTrailingZeros) {
      while (vp / 10 > vm / 10) {
        vmTrailingZeros &= vm % 10 == 0;
        vrTrailingZeros &= lastRemoved == 0;
        lastRemoved = (int) (vr % 10);
        vr /= 10;
        vp /= 10;
        vm /= 10;
        removed++;
      }
      if (vmTrailingZeros) {
        while (vm % 10 == 0) {
          vrTrailingZeros &= lastRemoved == 0;
          lastRemoved = (int) (vr % 10);
          vr /= 10;
          vp /= 10;
          vm /= 10;
          removed++;
        }
      }
      if (vrTrailingZeros && lastRemoved == 5 && vr % 2 == 0) {
        lastRemoved = 4; // exactly halfway: round to even
      }
      output = vr + ((vr == vm && (!acceptBounds || !vmTrailingZeros)) || lastRemoved >= 5 ? 1 : 0);
    } else {
      boolean roundUp = false;
      while (vp / 10 > vm / 10) {
        roundUp = vr % 10 >= 5;
        vr /= 10;
        vp /= 10;
        vm /= 10;
        removed++;
      }
      output = vr + (vr == vm || roundUp ? 1 : 0);
    }
    int exp = e10 + removed;
    while (output % 10 == 0) {
      output /= 10;
      exp++;
    }
    String digits = Long.toString(output);
    return new FloatRepr.Digits(digits, digits.length() + exp);
  }
}
