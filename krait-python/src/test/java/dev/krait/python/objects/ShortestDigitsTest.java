/*
 * ShortestDigits against an exact reference: the shortest decimal that reads back, found by
 * rounding the double's exact BigDecimal value to 1..17 significant digits (slow, obviously
 * right), over random bit patterns of every exponent, subnormals, and the decimals a program
 * writes. CPython's own reprs of a sample are checked by the conformance case
 * float__repr_shortest_digits.
 */
package dev.krait.python.objects;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ShortestDigitsTest {
  /** The shortest digits of d > 0 that read back, the closest of them (ties even). */
  private static FloatRepr.Digits reference(double d) {
    BigDecimal exact = new BigDecimal(d);
    for (int p = 1; p <= 17; p++) {
      BigDecimal r = exact.round(new MathContext(p, RoundingMode.HALF_EVEN));
      BigDecimal best = null;
      // the nearest p-digit decimal, or its neighbour one unit away, may be the one that reads back
      for (BigDecimal c : new BigDecimal[] {r, r.subtract(r.ulp()), r.add(r.ulp())}) {
        if (c.signum() > 0 && c.doubleValue() == d
            && (best == null || c.subtract(exact).abs().compareTo(best.subtract(exact).abs()) < 0)) {
          best = c;
        }
      }
      if (best != null) {
        BigDecimal s = best.stripTrailingZeros();
        String digits = s.unscaledValue().toString();
        return new FloatRepr.Digits(digits, digits.length() - s.scale());
      }
    }
    throw new AssertionError("no 17-digit decimal reads back as " + d);
  }

  private static void check(double d) {
    assertThat(ShortestDigits.of(d)).as("%s (bits %x)", d, Double.doubleToRawLongBits(d)).isEqualTo(reference(d));
  }

  @Test
  void randomBitPatternsOfEveryExponent() {
    SplittableRandom random = new SplittableRandom(20261204);
    for (int i = 0; i < 2_000; i++) {
      double d = Double.longBitsToDouble(random.nextLong() & Long.MAX_VALUE);
      if (d > 0 && !Double.isInfinite(d) && !Double.isNaN(d)) {
        check(d);
      }
    }
  }

  @Test
  void subnormalsPowersAndEdges() {
    double[] edges = {Double.MIN_VALUE, 2 * Double.MIN_VALUE, Double.MIN_NORMAL, Math.nextDown(Double.MIN_NORMAL),
        Double.MAX_VALUE, Math.nextDown(Double.MAX_VALUE), 1.0, Math.nextUp(1.0), Math.nextDown(1.0),
        1e23, 9007199254740993.0, 5e-324, 1.7976931348623157e308, 2.2250738585072014e-308};
    for (double d : edges) {
      check(d);
    }
    for (int e = -1074; e <= 1023; e += 7) {
      check(Math.scalb(1.0, e));
    }
    for (int e = -323; e <= 308; e += 3) {
      double d = Double.parseDouble("1e" + e);
      check(d);
      check(Math.nextUp(d));
      check(Math.nextDown(d));
    }
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 2_000; i++) {
      check(Double.longBitsToDouble(random.nextLong(1, 1L << 52))); // subnormal
    }
  }

  @Test
  void decimalsProgramsWrite() {
    for (int i = 1; i < 2_000; i++) {
      check(i / 1000.0);
      check(i * 0.1 + 0.2);
      check(i / 3.0);
      check(Math.sqrt(i));
    }
    assertThat(ShortestDigits.of(0.30000000000000004)).isEqualTo(new FloatRepr.Digits("30000000000000004", 0));
    assertThat(ShortestDigits.of(5e-324)).isEqualTo(new FloatRepr.Digits("5", -323));
    assertThat(ShortestDigits.of(1e23)).isEqualTo(new FloatRepr.Digits("1", 24));
  }
}
