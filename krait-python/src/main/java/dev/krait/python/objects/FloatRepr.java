/*
 * Conversion of doubles to text exactly as CPython does it: the shortest digits that round-trip
 * (repr), and correctly rounded fixed/exponent/general formats (format specs, %-formatting,
 * round()). Shortest digits come from ShortestDigits, the others from the exact binary value via
 * BigDecimal (never from Double.toString, which is not always shortest on JDK 17); the layout of digits, decimal
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
    return d == 0 ? new Digits("0", 1) : ShortestDigits.of(d);
  }

  /** dtoa mode 2: n significant digits, correctly rounded (half-even on the exact value). */
  static Digits significant(double d, int n) {
    if (d == 0) {
      return new Digits("0", 1);
    }
    if (n > 800) {
      n = 800;
    }
    // n significant digits are the digits through n - 1 - k places, k = floor(log10 d). log10 can
    // be one too high just below a power of ten (then q would be 10^(n-1), checked exactly where
    // 10^k is a double) or one too low just above one (then q has n + 1 digits: only 10^n, which
    // reads the same, is taken); anything else goes the exact way.
    int k = (int) Math.floor(Math.log10(d));
    int places = n - 1 - k;
    long q = places >= 0 ? roundedScaled(d, places) : -1;
    if (q > 0) {
      int len = decimalLength(q);
      boolean right = len == n && (q != LONG_POW10[n - 1] || (k >= 0 && k < POW10.length && d >= POW10[k]));
      if (right || (len == n + 1 && q == LONG_POW10[n])) {
        return digitsOf(q, places);
      }
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
    long q = n >= 0 ? roundedScaled(d, n) : -1;
    if (q == 0) {
      return new Digits("", -n);
    } else if (q > 0) {
      return digitsOf(q, n);
    }
    BigDecimal r = new BigDecimal(d).setScale(n, RoundingMode.HALF_EVEN);
    if (r.signum() == 0) {
      return new Digits("", -n);
    }
    return fromBigDecimal(r);
  }

  private static final long[] LONG_POW10 = new long[19];

  static {
    LONG_POW10[0] = 1;
    for (int i = 1; i < LONG_POW10.length; i++) {
      LONG_POW10[i] = LONG_POW10[i - 1] * 10;
    }
  }

  private static int decimalLength(long q) {
    int len = 1;
    while (len < LONG_POW10.length && q >= LONG_POW10[len]) {
      len++;
    }
    return len;
  }

  /** The digits of q / 10^places (q > 0) without trailing zeros, and their decimal point. */
  private static Digits digitsOf(long q, int places) {
    int len = decimalLength(q);
    while (q % 10 == 0) {
      q /= 10;
    }
    return new Digits(Long.toString(q), len - places);
  }

  /**
   * d · 10^places rounded half-even to an integer, exactly, for finite d > 0 and places <= 18
   * when the result is below 2^62; else -1. d = m · 2^e, so this is m · 10^places (a 128-bit
   * product) shifted right by -e with the bits shifted out deciding the rounding: the formats
   * and round() of everyday floats without BigDecimal.
   */
  static long roundedScaled(double d, int places) {
    if (places > 18 || !(d * LONG_POW10[places] < 4.0e18)) {
      return -1;
    }
    long m = PyFloat.significand(d);
    int e = PyFloat.binaryExponent(d);
    long p10 = LONG_POW10[places];
    if (e >= 0) {
      return (m << e) * p10; // an integer below 4e18 (checked above)
    }
    long lo = m * p10;
    long hi = Math.multiplyHigh(m, p10);
    int s = -e;
    if (s >= 116) {
      return 0; // m · 10^18 < 2^113: below one half
    }
    long q;
    long remHi;
    long remLo;
    long halfHi;
    long halfLo;
    if (s < 64) {
      q = (lo >>> s) | (hi << (64 - s));
      remHi = 0;
      remLo = lo & ((1L << s) - 1);
      halfHi = 0;
      halfLo = 1L << (s - 1);
    } else {
      int t = s - 64;
      q = hi >>> t;
      remHi = t == 0 ? 0 : hi & ((1L << t) - 1);
      remLo = lo;
      halfHi = t == 0 ? 0 : 1L << (t - 1);
      halfLo = t == 0 ? Long.MIN_VALUE : 0;
    }
    int cmp = remHi != halfHi ? Long.compareUnsigned(remHi, halfHi) : Long.compareUnsigned(remLo, halfLo);
    if (cmp > 0 || (cmp == 0 && (q & 1) == 1)) {
      q++;
    }
    return q;
  }

  private static final double[] POW10 = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
      1e13, 1e14, 1e15, 1e16, 1e17, 1e18};

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
    double y;
    long q = ndigits >= 0 ? roundedScaled(Math.abs(x), (int) ndigits) : -1;
    if (q >= 0 && q < 1L << 53) {
      // q and 10^n are exact doubles and the division rounds correctly, as parsing q·10^-n would
      y = Math.copySign(q / POW10[(int) ndigits], x);
    } else {
      y = new BigDecimal(x).setScale((int) ndigits, RoundingMode.HALF_EVEN).doubleValue();
    }
    if (Double.isInfinite(y)) {
      throw Errors.overflow("rounded value too large to represent");
    }
    if (y == 0) {
      return x < 0 ? -0.0 : 0.0;
    }
    return y;
  }
}
