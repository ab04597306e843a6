/*
 * The fixed and significant-digit conversions (format specs, %-formatting, round()) take an exact
 * 64/128-bit integer path for everyday floats; here they are held to the exact BigDecimal results
 * over random doubles of every size, values near powers of ten (where log10 may be off by one)
 * and halfway cases.
 */
package dev.krait.python.objects;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FloatFormatDigitsTest {
  private static FloatRepr.Digits digits(BigDecimal r, int placesIfZero) {
    if (r.signum() == 0) {
      return placesIfZero < 0 ? new FloatRepr.Digits("0", 1) : new FloatRepr.Digits("", -placesIfZero);
    }
    BigDecimal s = r.stripTrailingZeros();
    String digits = s.unscaledValue().toString();
    return new FloatRepr.Digits(digits, digits.length() - s.scale());
  }

  private static List<Double> values() {
    List<Double> out = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(1204);
    for (int i = 0; i < 1000; i++) {
      out.add(Double.longBitsToDouble(random.nextLong(0x3c00000000000000L, 0x4400000000000000L))); // 1e-19..1e19
      out.add(random.nextInt(1, 1_000_000) / 1000.0);
      out.add(random.nextInt(1, 100_000) / 8.0); // halfway cases at 0..2 places
      out.add(random.nextDouble() * 1e6);
    }
    for (int k = -20; k <= 20; k++) {
      double p = Double.parseDouble("1e" + k);
      out.add(p);
      out.add(Math.nextDown(p));
      out.add(Math.nextUp(p));
      out.add(p * 9.99999999999999);
      out.add(p * 0.9999999999999999);
    }
    out.add(Double.MIN_VALUE);
    out.add(2.675);
    out.add(0.5);
    out.add(1.5);
    out.add(2.5);
    return out;
  }

  @Test
  void fixedPlacesMatchTheExactValue() {
    for (double d : values()) {
      for (int n = 0; n <= 20; n++) {
        BigDecimal r = new BigDecimal(d).setScale(n, RoundingMode.HALF_EVEN);
        assertThat(FloatRepr.fixed(d, n)).as("%s to %d places", d, n).isEqualTo(digits(r, n));
      }
    }
  }

  @Test
  void significantDigitsMatchTheExactValue() {
    for (double d : values()) {
      for (int n = 1; n <= 19; n++) {
        BigDecimal r = new BigDecimal(d).round(new MathContext(n, RoundingMode.HALF_EVEN));
        assertThat(FloatRepr.significant(d, n)).as("%s to %d digits", d, n).isEqualTo(digits(r, -1));
      }
    }
  }

  @Test
  void roundMatchesTheExactValue() {
    for (double d : values()) {
      for (int n = 0; n <= 20; n++) {
        for (double x : new double[] {d, -d}) {
          double expected = new BigDecimal(x).setScale(n, RoundingMode.HALF_EVEN).doubleValue();
          if (expected == 0) {
            expected = x < 0 ? -0.0 : 0.0;
          }
          assertThat(FloatRepr.round(x, n)).as("round(%s, %d)", x, n).isEqualTo(expected);
        }
      }
    }
  }
}
