/*
 * Estimated CPU cost of big-int operations, one function per operation, in the meter's work
 * units (nanoseconds of CPU on the machines Krait is measured on, C1-compiled as the CLI runs).
 * A single java.math.BigInteger call cannot tick, so before one that may be long the caller
 * charges its estimate (ResourceMeter.charge) and the meter refuses work that cannot fit in
 * what is left of the budget; BigMath does this for every costly operation.
 *
 * The formulas follow the algorithms BigInteger uses (schoolbook below 80 words, Karatsuba up
 * to 240, Toom-Cook 3 above; Burnikel-Ziegler division; Montgomery modPow; binary gcd), with
 * constants from measurements on these machines (thread CPU time, JDK 17 C1: a multiplication
 * of two w-word ints took about 33 ns × w^1.465 in the Toom-Cook range, a 2w-by-w division
 * about 99 ns × w^1.465) and rounded down to about 70% of them: an estimate may still be off by
 * a few times, so it is used only to refuse what clearly cannot finish, and BigMath splits long
 * work into pieces that charge one by one, so the clock is read between them anyway.
 */
package dev.krait.python.vm;

/** Cost estimates for big-int work, in nanoseconds of CPU. */
public final class BigCost {
  private BigCost() {}

  /** Nanoseconds per word product in schoolbook multiplication. */
  private static final double WORD_PRODUCT = 2.0;
  private static final double KARATSUBA_WORDS = 80;
  private static final double TOOM_WORDS = 240;
  private static final double KARATSUBA_EXP = Math.log(3) / Math.log(2);
  private static final double TOOM_EXP = Math.log(5) / Math.log(3);
  /** A division costs about this many multiplications of the same size (Burnikel-Ziegler). */
  private static final double DIVISION_FACTOR = 3.0;
  /** Nanoseconds per (bit × word) of a binary gcd or modular inverse. */
  private static final double GCD_BIT_WORD = 0.25;
  /** Nanoseconds per byte of a linear pass (shift, add, conversion to a power-of-two base). */
  private static final double LINEAR_BYTE = 0.5;

  /** 32-bit words of an int of {@code bits} bits. */
  static double words(long bits) {
    return Math.max(1, (bits + 31) / 32);
  }

  /** Balanced multiplication of two n-word ints. */
  private static double balanced(double n) {
    if (n < KARATSUBA_WORDS) {
      return WORD_PRODUCT * n * n;
    }
    double atKaratsuba = WORD_PRODUCT * KARATSUBA_WORDS * KARATSUBA_WORDS;
    if (n < TOOM_WORDS) {
      return atKaratsuba * Math.pow(n / KARATSUBA_WORDS, KARATSUBA_EXP);
    }
    double atToom = atKaratsuba * Math.pow(TOOM_WORDS / KARATSUBA_WORDS, KARATSUBA_EXP);
    return atToom * Math.pow(n / TOOM_WORDS, TOOM_EXP);
  }

  private static long units(double ns) {
    return ns >= Long.MAX_VALUE / 2.0 ? Long.MAX_VALUE / 2 : (long) ns;
  }

  /** a × b for ints of {@code bitsA} and {@code bitsB} bits (unbalanced: the larger in pieces). */
  public static long multiply(long bitsA, long bitsB) {
    double n = Math.min(words(bitsA), words(bitsB));
    double m = Math.max(words(bitsA), words(bitsB));
    if (n < KARATSUBA_WORDS) {
      return units(WORD_PRODUCT * n * m);
    }
    return units(balanced(n) * (m / n));
  }

  /** a × a for an int of {@code bits} bits. */
  public static long square(long bits) {
    return multiply(bits, bits) * 2 / 3;
  }

  /** divmod(a, b), a // b or a % b for ints of {@code bitsA} and {@code bitsB} bits. */
  public static long divide(long bitsA, long bitsB) {
    if (bitsA < bitsB) {
      return 0;
    }
    double n = words(bitsB);
    double q = words(bitsA - bitsB + 1);
    if (n < KARATSUBA_WORDS || q < KARATSUBA_WORDS / 2) {
      return units(1.5 * WORD_PRODUCT * n * q);
    }
    return units(DIVISION_FACTOR * multiply(bitsB, bitsA - bitsB + 1));
  }

  /**
   * a ** e by square-and-multiply for a base of {@code bitsBase} bits: the sum of the squarings
   * and multiplications BigMath.pow does, each sized as it will be (one step per bit of e).
   */
  public static long pow(long bitsBase, long exponent) {
    double resultBits = (double) Math.max(1, bitsBase) * Math.max(1, exponent);
    if (resultBits > Long.MAX_VALUE / 4.0) {
      return Long.MAX_VALUE / 2;
    }
    double total = 0;
    long base = Math.max(1, bitsBase);
    long result = 0;
    for (long e = exponent; e != 0; e >>>= 1) {
      if ((e & 1) != 0) {
        total += result == 0 ? 0 : multiply(result, base);
        result += base;
      }
      if (e > 1) {
        total += square(base);
        base *= 2;
      }
    }
    return units(total);
  }

  /** One modular squaring (or multiplication) modulo an int of {@code bitsModulus} bits. */
  public static long modMultiply(long bitsModulus) {
    return units(square(bitsModulus) + (double) divide(2 * bitsModulus, bitsModulus));
  }

  /** BigInteger.modPow: Montgomery steps, schoolbook-quadratic in the modulus. */
  public static long modPowMontgomery(long bitsModulus, long bitsExponent) {
    double n = words(bitsModulus);
    return units(2.4 * WORD_PRODUCT * n * n * Math.max(1, bitsExponent));
  }

  /** Square-and-multiply with a 4-bit window, each step a multiplication and a division. */
  public static long modPowSteps(long bitsModulus, long bitsExponent) {
    return units(1.3 * modMultiply(bitsModulus) * (double) Math.max(1, bitsExponent));
  }

  /** pow(b, e, m) as BigMath computes it: the cheaper of the two methods. */
  public static long modPow(long bitsModulus, long bitsExponent) {
    return Math.min(modPowMontgomery(bitsModulus, bitsExponent), modPowSteps(bitsModulus, bitsExponent));
  }

  /** gcd(a, b): Euclid steps, then a binary gcd quadratic in the smaller operand. */
  public static long gcd(long bitsA, long bitsB) {
    long small = Math.min(bitsA, bitsB);
    long large = Math.max(bitsA, bitsB);
    return units(GCD_BIT_WORD * small * words(small) + divide(large, small));
  }

  /** pow(a, -1, m): an extended gcd, quadratic in the modulus. */
  public static long modInverse(long bitsModulus) {
    return units(2.0 * GCD_BIT_WORD * bitsModulus * words(bitsModulus));
  }

  /** isqrt(n) by Newton's method with doubling precision: about two divisions of full size. */
  public static long isqrt(long bits) {
    return units(2.0 * (divide(bits, bits / 2) + square(bits / 2)));
  }

  /** A product of many small factors as a balanced tree (factorial, comb, perm), {@code resultBits} long. */
  public static long product(long resultBits) {
    return units(3.6 * multiply(resultBits / 2, resultBits / 2));
  }

  /** A linear pass over an int of {@code bits} bits (shift, bitwise op, power-of-two base text). */
  public static long linear(long bits) {
    return units(LINEAR_BYTE * (bits / 8.0 + 1));
  }

  /** Conversion between an int of {@code bits} bits and decimal text (divide and conquer). */
  public static long decimal(long bits) {
    return units(3.0 * divide(bits, bits / 2));
  }
}
