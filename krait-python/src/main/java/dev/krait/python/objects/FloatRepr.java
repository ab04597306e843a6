/*
 * Conversion of doubles to text exactly as CPython does it: the shortest digits that round-trip
 * (repr), and correctly rounded fixed/exponent/general formats (format specs, %-formatting,
 * round()). Digits come from the exact binary value via BigDecimal (never from
 * Double.toString, which is not always shortest on JDK 17); the layout of digits, decimal
 * point and exponent mirrors CPython's format_float_short so every corner (alternate form,
 * the ".0" of repr, exponent switching) agrees.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** Python's float-to-string algorithms. */
final class FloatRepr {
  private FloatRepr() {}

  private static final MathContext MC15 = new MathContext(15, RoundingMode.HALF_EVEN);
  private static final MathContext MC16 = new MathContext(16, RoundingMode.HALF_EVEN);
  private static final MathContext MC17 = new MathContext(17, RoundingMode.HALF_EVEN);

  /** Digits (no leading/trailing zeros, may be empty) with value 0.DIGITS * 10**decpt. */
  record Digits(String digits, int decpt) {}

  /** repr(float). */
  static String repr(double d) {
    if (Double.isNaN(d)) {
      return "nan";
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? "inf" : "-inf";
    }
    if (d == Math.rint(d) && Math.abs(d) < 1e16) {
      if (d == 0) {
        return (Double.doubleToRawLongBits(d) < 0) ? "-0.0" : "0.0";
      }
      return Long.toString((long) d) + ".0";
    }
    return format(d, 'r', 0, true, false, false);
  }

  /** repr of a complex component: like repr but without the ".0" of integral values. */
  static String reprNoDot(double d) {
    if (Double.isNaN(d)) {
      return "nan";
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? "inf" : "-inf";
    }
    return format(d, 'r', 0, false, false, false);
  }

  /**
   * CPython's PyOS_double_to_string for finite and non-finite values, with sign ('-' only).
   * code is one of e f g r (lower case; {@code upper} selects E F G and INF/NAN).
   */
  static String format(double d, char code, int precision, boolean addDot0, boolean alt, boolean upper) {
    boolean negative = Double.doubleToRawLongBits(d) < 0;
    String body = formatAbs(Math.abs(d), code, precision, addDot0, alt, upper);
    return negative && !Double.isNaN(d) ? "-" + body : body;
  }

  /** The text of |d| (no sign). */
  static String formatAbs(double d, char code, int precision, boolean addDot0, boolean alt, boolean upper) {
    if (Double.isNaN(d)) {
      return upper ? "NAN" : "nan";
    }
    if (Double.isInfinite(d)) {
      return upper ? "INF" : "inf";
    }
    Digits dg;
    int prec = precision;
    switch (code) {
      case 'e' -> {
        prec++;
        dg = significant(d, prec);
      }
      case 'f' -> dg = fixed(d, prec);
      case 'g' -> {
        if (prec == 0) {
          prec = 1;
        }
        dg = significant(d, prec);
      }
      default -> dg = shortest(d);
    }
    return layout(dg, code, prec, addDot0, alt, upper);
  }

  /** CPython's format_float_short buffer layout. */
  static String layout(Digits dg, char code, int precision, boolean addDot0, boolean alt, boolean upper) {
    String digits = dg.digits();
    int digitsLen = digits.length();
    int decpt = dg.decpt();
    int vdigitsEnd = digitsLen;
    boolean useExp = false;
    int exp = 0;
    switch (code) {
      case 'e' -> {
        useExp = true;
        vdigitsEnd = precision;
      }
      case 'f' -> vdigitsEnd = decpt + precision;
      case 'g' -> {
        if (decpt <= -4 || decpt > (addDot0 ? precision - 1 : precision)) {
          useExp = true;
        }
        if (alt) {
          vdigitsEnd = precision;
        }
      }
      default -> {
        if (decpt <= -4 || decpt > 16) {
          useExp = true;
        }
      }
    }
    if (useExp) {
      exp = decpt - 1;
      decpt = 1;
    }
    int vdigitsStart = decpt <= 0 ? decpt - 1 : 0;
    if (!useExp && addDot0) {
      vdigitsEnd = Math.max(vdigitsEnd, decpt + 1);
    } else {
      vdigitsEnd = Math.max(vdigitsEnd, decpt);
    }
    long size = (long) vdigitsEnd - vdigitsStart + 8;
    if (size > 10000) {
      ResourceMeter.current().allocateString(size);
    }
    StringBuilder sb = new StringBuilder((int) Math.min(size, Integer.MAX_VALUE - 16));
    if (decpt <= 0) {
      repeat(sb, '0', decpt - vdigitsStart);
      sb.append('.');
      repeat(sb, '0', -decpt);
    } else {
      repeat(sb, '0', -vdigitsStart);
    }
    if (0 < decpt && decpt <= digitsLen) {
      sb.append(digits, 0, decpt);
      sb.append('.');
      sb.append(digits, decpt, digitsLen);
    } else {
      sb.append(digits);
    }
    if (digitsLen < decpt) {
      repeat(sb, '0', decpt - digitsLen);
      sb.append('.');
      repeat(sb, '0', vdigitsEnd - decpt);
    } else {
      repeat(sb, '0', vdigitsEnd - digitsLen);
    }
    if (sb.charAt(sb.length() - 1) == '.' && !alt) {
      sb.setLength(sb.length() - 1);
    }
    if (useExp) {
      sb.append(upper ? 'E' : 'e');
      sb.append(exp < 0 ? '-' : '+');
      int ae = Math.abs(exp);
      if (ae < 10) {
        sb.append('0');
      }
      sb.append(ae);
    }
    return sb.toString();
  }

  private static void repeat(StringBuilder sb, char c, int n) {
    for (int i = 0; i < n; i++) {
      sb.append(c);
    }
  }

  private static Digits fromBigDecimal(BigDecimal r) {
    if (r.signum() == 0) {
      return new Digits("0", 1);
    }
    BigDecimal s = r.stripTrailingZeros();
    String digits = s.unscaledValue().toString();
    return new Digits(digits, digits.length() - s.scale());
  }

  /** dtoa mode 0: the shortest digits that round-trip, closest to d among those. d >= 0, finite. */
  static Digits shortest(double d) {
    if (d == 0) {
      return new Digits("0", 1);
    }
    Digits quick = shortestUpTo15(d);
    if (quick != null) {
      return quick;
    }
    BigDecimal exact = new BigDecimal(d);
    if (d < Double.MIN_NORMAL) {
      for (int p = 1; p <= 17; p++) {
        BigDecimal r = exact.round(new MathContext(p, RoundingMode.HALF_EVEN));
        if (r.doubleValue() == d) {
          return fromBigDecimal(r);
        }
      }
    }
    BigDecimal r15 = exact.round(MC15);
    if (r15.doubleValue() == d) {
      return fromBigDecimal(r15);
    }
    BigDecimal r16 = exact.round(MC16);
    if (r16.doubleValue() == d) {
      return fromBigDecimal(r16);
    }
    BigDecimal ulp16 = r16.ulp();
    BigDecimal other = r16.compareTo(exact) < 0 ? r16.add(ulp16) : r16.subtract(ulp16);
    if (other.doubleValue() == d) {
      return fromBigDecimal(other);
    }
    return fromBigDecimal(exact.round(MC17));
  }

  private static final double[] POW10 = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
      1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

  /**
   * The shortest digits of d > 0 when some decimal of at most 15 significant digits reads back
   * as d (most floats a program writes: 2.5, 0.1, 1234.56), found without BigDecimal; else null.
   * Why it is exact: at most one decimal of 15 digits reads back as a given double (DBL_DIG), so
   * a candidate that reads back is the one the exact search finds. The candidate comes from
   * floating-point scaling; the check c / 10^k == d is exact because c < 2^53 and 10^k for
   * k <= 22 are exact doubles and IEEE division rounds correctly, as a decimal parse does.
   */
  private static Digits shortestUpTo15(double d) {
    if (!(d >= 1e-7 && d < 1e15)) {
      return null;
    }
    int e = (int) Math.floor(Math.log10(d));
    int k = 14 - e;
    if (k < 0 || k > 22) {
      return null;
    }
    double scaled = d * POW10[k];
    if (!(scaled < 1e15)) {
      return null;
    }
    long c = Math.round(scaled);
    if (c <= 0 || c >= 1_000_000_000_000_000L || (double) c / POW10[k] != d) {
      return null;
    }
    while (c % 10 == 0) {
      c /= 10;
      k--;
    }
    String digits = Long.toString(c);
    return new Digits(digits, digits.length() - k);
  }

  /** dtoa mode 2: n significant digits, correctly rounded (half-even on the exact value). */
  static Digits significant(double d, int n) {
    if (d == 0) {
      return new Digits("0", 1);
    }
    if (n > 800) {
      n = 800;
    }
    return fromBigDecimal(new BigDecimal(d).round(new MathContext(n, RoundingMode.HALF_EVEN)));
  }

  /** dtoa mode 3: digits through n places after the point (empty digits when it rounds to 0). */
  static Digits fixed(double d, int n) {
    if (d == 0) {
      return new Digits("0", 1);
    }
    if (n > 1100) {
      // every double is exact within 1075 places; more places only add zeros
      Digits dg = fromBigDecimal(new BigDecimal(d));
      return dg;
    }
    BigDecimal r = new BigDecimal(d).setScale(n, RoundingMode.HALF_EVEN);
    if (r.signum() == 0) {
      return new Digits("", -n);
    }
    return fromBigDecimal(r);
  }

  /** round(x, ndigits) for floats, correctly rounded like CPython's dtoa-based double_round. */
  static double round(double x, long ndigits) {
    if (Double.isNaN(x) || Double.isInfinite(x) || x == 0) {
      return x;
    }
    if (ndigits > 330) {
      return x;
    }
    if (ndigits < -310) {
      return 0.0 * x;
    }
    BigDecimal r = new BigDecimal(x).setScale((int) ndigits, RoundingMode.HALF_EVEN);
    double y = r.doubleValue();
    if (Double.isInfinite(y)) {
      throw Errors.overflow("rounded value too large to represent");
    }
    if (y == 0) {
      return x < 0 ? -0.0 : 0.0;
    }
    return y;
  }
}
