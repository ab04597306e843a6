/*
 * int: arbitrary precision with a long fast path. The value is a long unless it does not fit,
 * then a BigInteger (always normalised: big != null exactly when the value is outside the long
 * range). Small values are cached. Arithmetic helpers are public static so the VM's inline
 * fast paths and the builtins share one implementation of Python's rules (floor division,
 * modulo signs, exact comparisons with floats, CPython's numeric hash).
 */
package dev.krait.python.objects;

import dev.krait.python.vm.BigMath;
import dev.krait.python.vm.ResourceMeter;
import java.math.BigDecimal;
import java.math.BigInteger;

/** {@code int}. */
public class PyInt extends PyObject {
  public static final PyType TYPE = PyType.builtin("int", PyType.OBJECT, PyInt::install);

  /** CPython's modulus for numeric hashes: 2**61 - 1. */
  public static final long HASH_MODULUS = (1L << 61) - 1;
  /** CPython's default limit of digits for int/str conversion in non-power-of-two bases. */
  public static final int MAX_STR_DIGITS = 4300;

  private static final int CACHE_LOW = -5;
  private static final int CACHE_HIGH = 1024;
  private static final PyInt[] CACHE = new PyInt[CACHE_HIGH - CACHE_LOW + 1];

  static {
    for (int i = 0; i < CACHE.length; i++) {
      CACHE[i] = new PyInt(i + CACHE_LOW);
    }
  }

  private static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
  private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);
  private static final BigInteger BIG_HASH_MODULUS = BigInteger.valueOf(HASH_MODULUS);

  final long value;
  final BigInteger big;

  PyInt(long value) {
    this.value = value;
    this.big = null;
  }

  PyInt(BigInteger big) {
    if (big.bitLength() < 64) {
      this.value = big.longValue();
      this.big = null;
    } else {
      this.value = 0;
      this.big = big;
    }
  }

  /** The int with this value (cached for small values). */
  public static PyInt of(long v) {
    if (v >= CACHE_LOW && v <= CACHE_HIGH) {
      return CACHE[(int) v - CACHE_LOW];
    }
    return new PyInt(v);
  }

  /** The int with this value, normalised to the long representation when it fits. */
  public static PyInt of(BigInteger b) {
    if (b.bitLength() < 64) {
      return of(b.longValue());
    }
    return new PyInt(b);
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public long shallowSize() {
    return big == null ? 24 : 48 + big.bitLength() / 8;
  }

  // ---------------------------------------------------------------- value access

  public int signum() {
    return big != null ? big.signum() : Long.signum(value);
  }

  public boolean fitsLong() {
    return big == null;
  }

  /** The value when {@link #fitsLong()}; otherwise the low 64 bits. */
  public long longValue() {
    return big == null ? value : big.longValue();
  }

  public boolean fitsInt() {
    return big == null && value == (int) value;
  }

  public BigInteger bigValue() {
    return big != null ? big : BigInteger.valueOf(value);
  }

  /** float(self): correctly rounded, OverflowError when too large. */
  public double doubleValue() {
    if (big == null) {
      return (double) value;
    }
    double d = big.doubleValue();
    if (Double.isInfinite(d)) {
      throw Errors.overflow("int too large to convert to float");
    }
    return d;
  }

  /** The value as a Java int index, or OverflowError with CPython's message. */
  public int intValueExact(String what) {
    if (!fitsInt()) {
      throw Errors.overflow("Python int too large to convert to C " + what);
    }
    return (int) value;
  }

  /** Value clamped into a Java long range (for slice arithmetic). */
  public long clampedLong() {
    if (big == null) {
      return value;
    }
    return big.signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
  }

  /** Index-sized value or OverflowError "cannot fit 'int' into an index-sized integer". */
  public long asIndexSized() {
    if (big != null) {
      throw Errors.overflow("cannot fit 'int' into an index-sized integer");
    }
    return value;
  }

  public int bitLength() {
    if (big != null) {
      return big.abs().bitLength();
    }
    if (value == Long.MIN_VALUE) {
      return 64;
    }
    return 64 - Long.numberOfLeadingZeros(Math.abs(value));
  }

  /** CPython's hash of this int. */
  public long hashValue() {
    return hashLong(this);
  }

  static long hashLong(PyInt i) {
    long h;
    if (i.big == null) {
      long v = i.value;
      if (v == Long.MIN_VALUE) {
        h = -4; // 2**63 mod (2**61 - 1)
      } else {
        long m = Math.abs(v) % HASH_MODULUS;
        h = v < 0 ? -m : m;
      }
    } else {
      long m = i.big.abs().mod(BIG_HASH_MODULUS).longValue();
      h = i.big.signum() < 0 ? -m : m;
    }
    return h == -1 ? -2 : h;
  }

  /** Unwraps an int argument of a binary operator, or null when the other operand is not an int. */
  static PyInt asInt(PyObject o) {
    return o instanceof PyInt i ? i : null;
  }

  /** A plain int with this one's value (for subclasses and bools). */
  public PyInt exact() {
    if (getClass() == PyInt.class) {
      return this;
    }
    return big != null ? new PyInt(big) : of(value);
  }

  // ---------------------------------------------------------------- arithmetic helpers

  public static PyInt add(PyInt a, PyInt b) {
    if (a.big == null && b.big == null) {
      long r = a.value + b.value;
      if (((a.value ^ r) & (b.value ^ r)) < 0) {
        return new PyInt(BigInteger.valueOf(a.value).add(BigInteger.valueOf(b.value)));
      }
      return of(r);
    }
    chargeBits(Math.max(a.bitLength(), b.bitLength()) + 1L);
    return of(a.bigValue().add(b.bigValue()));
  }

  public static PyInt sub(PyInt a, PyInt b) {
    if (a.big == null && b.big == null) {
      long r = a.value - b.value;
      if (((a.value ^ b.value) & (a.value ^ r)) < 0) {
        return new PyInt(BigInteger.valueOf(a.value).subtract(BigInteger.valueOf(b.value)));
      }
      return of(r);
    }
    chargeBits(Math.max(a.bitLength(), b.bitLength()) + 1L);
    return of(a.bigValue().subtract(b.bigValue()));
  }

  public static PyInt mul(PyInt a, PyInt b) {
    if (a.big == null && b.big == null) {
      long x = a.value;
      long y = b.value;
      long hi = Math.multiplyHigh(x, y);
      long lo = x * y;
      if ((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) {
        return of(lo);
      }
      return new PyInt(BigInteger.valueOf(x).multiply(BigInteger.valueOf(y)));
    }
    return of(BigMath.multiply(a.bigValue(), b.bigValue()));
  }

  /** Charges the meter for an int of about {@code bits} bits before it is built. */
  static void chargeBits(long bits) {
    BigMath.chargeResult(bits);
  }

  public static PyInt neg(PyInt a) {
    if (a.big == null) {
      if (a.value == Long.MIN_VALUE) {
        return new PyInt(BigInteger.valueOf(a.value).negate());
      }
      return of(-a.value);
    }
    return of(a.big.negate());
  }

  public static PyInt abs(PyInt a) {
    return a.signum() < 0 ? neg(a) : a.exact();
  }

  public static PyInt invert(PyInt a) {
    if (a.big == null) {
      return of(~a.value);
    }
    return of(a.big.not());
  }

  static PyError zeroDivision() {
    return Errors.zeroDivision("integer division or modulo by zero");
  }

  /** Python floor division. */
  public static PyInt floorDiv(PyInt a, PyInt b) {
    if (b.signum() == 0) {
      throw zeroDivision();
    }
    if (a.big == null && b.big == null) {
      if (a.value == Long.MIN_VALUE && b.value == -1) {
        return new PyInt(BigInteger.valueOf(a.value).negate());
      }
      return of(Math.floorDiv(a.value, b.value));
    }
    BigInteger[] qr = BigMath.divideAndRemainder(a.bigValue(), b.bigValue());
    BigInteger q = qr[0];
    if (qr[1].signum() != 0 && (qr[1].signum() != b.signum())) {
      q = q.subtract(BigInteger.ONE);
    }
    return of(q);
  }

  /** Python modulo (sign of the divisor). */
  public static PyInt mod(PyInt a, PyInt b) {
    if (b.signum() == 0) {
      throw Errors.zeroDivision("integer modulo by zero");
    }
    if (a.big == null && b.big == null) {
      if (b.value == -1) {
        return of(0);
      }
      return of(Math.floorMod(a.value, b.value));
    }
    BigInteger r = BigMath.remainder(a.bigValue(), b.bigValue());
    if (r.signum() != 0 && r.signum() != b.signum()) {
      r = r.add(b.bigValue());
    }
    return of(r);
  }

  public static PyTuple divmod(PyInt a, PyInt b) {
    if (b.signum() == 0) {
      throw zeroDivision();
    }
    if (a.big == null && b.big == null) {
      return PyTuple.of(floorDiv(a, b), mod(a, b));
    }
    // one division for both (a second one would double the cost of a huge divmod)
    BigInteger[] qr = BigMath.divideAndRemainder(a.bigValue(), b.bigValue());
    BigInteger q = qr[0];
    BigInteger r = qr[1];
    if (r.signum() != 0 && r.signum() != b.signum()) {
      q = q.subtract(BigInteger.ONE);
      r = r.add(b.bigValue());
    }
    return PyTuple.of(of(q), of(r));
  }

  /** a / b as a correctly rounded float. */
  public static double trueDiv(PyInt a, PyInt b) {
    if (b.signum() == 0) {
      throw Errors.zeroDivision("division by zero");
    }
    if (a.big == null && b.big == null && Math.abs(a.value) <= (1L << 53) && Math.abs(b.value) <= (1L << 53)) {
      return (double) a.value / (double) b.value;
    }
    BigInteger x = a.bigValue();
    BigInteger y = b.bigValue();
    boolean negative = (x.signum() < 0) != (y.signum() < 0);
    x = x.abs();
    y = y.abs();
    if (x.signum() == 0) {
      return negative ? -0.0 : 0.0;
    }
    int shift = y.bitLength() - x.bitLength() + 55;
    BigInteger num = shift >= 0 ? x.shiftLeft(shift) : x;
    BigInteger den = shift >= 0 ? y : y.shiftLeft(-shift);
    BigInteger[] qr = num.divideAndRemainder(den);
    BigInteger q = qr[0];
    if (qr[1].signum() != 0) {
      q = q.setBit(0);
    }
    // q has 55 or 56 bits; q * 2**-shift, rounded once.
    double result = scaleRound(q, -shift);
    if (Double.isInfinite(result)) {
      throw Errors.overflow("integer division result too large for a float");
    }
    return negative ? -result : result;
  }

  /** Correctly rounds q * 2**exp (q positive, with a sticky low bit) to a double. */
  static double scaleRound(BigInteger q, int exp) {
    int bl = q.bitLength();
    int topExp = bl + exp; // value in [2**(topExp-1), 2**topExp)
    int keep = 53;
    if (topExp - 1 < -1022) {
      keep = 53 - (-1022 - (topExp - 1));
      if (keep < 0) {
        return 0.0;
      }
    }
    if (bl > keep) {
      int drop = bl - keep;
      BigInteger kept = q.shiftRight(drop);
      BigInteger rem = q.subtract(kept.shiftLeft(drop));
      BigInteger half = BigInteger.ONE.shiftLeft(drop - 1);
      int c = rem.compareTo(half);
      if (c > 0 || (c == 0 && kept.testBit(0))) {
        kept = kept.add(BigInteger.ONE);
      }
      return Math.scalb(kept.doubleValue(), exp + drop);
    }
    return Math.scalb(q.doubleValue(), exp);
  }

  public static PyInt lshift(PyInt a, PyInt b) {
    if (b.signum() < 0) {
      throw Errors.valueError("negative shift count");
    }
    if (a.signum() == 0) {
      return of(0);
    }
    if (!b.fitsLong() || b.value > Integer.MAX_VALUE - 64) {
      ResourceMeter.current().allocate(Long.MAX_VALUE);
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    int n = (int) b.value;
    if (a.big == null && n < 63) {
      long v = a.value;
      long r = v << n;
      if ((r >> n) == v) {
        return of(r);
      }
    }
    chargeBits((long) a.bitLength() + n);
    return of(a.bigValue().shiftLeft(n));
  }

  public static PyInt rshift(PyInt a, PyInt b) {
    if (b.signum() < 0) {
      throw Errors.valueError("negative shift count");
    }
    if (!b.fitsLong() || b.value >= Integer.MAX_VALUE) {
      return of(a.signum() < 0 ? -1 : 0);
    }
    if (a.big == null) {
      return of(b.value >= 64 ? (a.value < 0 ? -1 : 0) : a.value >> b.value);
    }
    return of(a.big.shiftRight((int) b.value));
  }

  public static PyInt and(PyInt a, PyInt b) {
    if (a.big == null && b.big == null) {
      return of(a.value & b.value);
    }
    chargeBits(Math.max(a.bitLength(), b.bitLength()));
    return of(a.bigValue().and(b.bigValue()));
  }

  public static PyInt or(PyInt a, PyInt b) {
    if (a.big == null && b.big == null) {
      return of(a.value | b.value);
    }
    chargeBits(Math.max(a.bitLength(), b.bitLength()));
    return of(a.bigValue().or(b.bigValue()));
  }

  public static PyInt xor(PyInt a, PyInt b) {
    if (a.big == null && b.big == null) {
      return of(a.value ^ b.value);
    }
    chargeBits(Math.max(a.bitLength(), b.bitLength()));
    return of(a.bigValue().xor(b.bigValue()));
  }

  /** a ** b for b >= 0 (exact), metered before computing. */
  public static PyInt powNonNegative(PyInt a, PyInt b) {
    if (b.signum() == 0) {
      return of(1);
    }
    if (a.big == null && (a.value == 0 || a.value == 1)) {
      return a.exact();
    }
    if (a.big == null && a.value == -1) {
      return of(b.bigValue().testBit(0) ? -1 : 1);
    }
    if (!b.fitsLong() || b.value > Integer.MAX_VALUE) {
      ResourceMeter.current().allocate(Long.MAX_VALUE);
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    long e = b.value;
    if (a.big == null) {
      // fast path: repeated squaring in longs with overflow detection
      long base = a.value;
      long result = 1;
      long ee = e;
      boolean ok = true;
      while (ee > 0) {
        if ((ee & 1) != 0) {
          long hi = Math.multiplyHigh(result, base);
          long lo = result * base;
          if (!((hi == 0 && lo >= 0) || (hi == -1 && lo < 0))) {
            ok = false;
            break;
          }
          result = lo;
        }
        ee >>= 1;
        if (ee > 0) {
          long hi = Math.multiplyHigh(base, base);
          long lo = base * base;
          if (!((hi == 0 && lo >= 0) || (hi == -1 && lo < 0))) {
            ok = false;
            break;
          }
          base = lo;
        }
      }
      if (ok) {
        return of(result);
      }
    }
    int abits = a.bitLength();
    long estimate = (abits - 1L) * e + 1;
    if (estimate > Long.MAX_VALUE / 16) {
      ResourceMeter.current().allocate(Long.MAX_VALUE);
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    chargeBits(estimate);
    if (estimate > Integer.MAX_VALUE - 64) {
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    return of(BigMath.pow(a.bigValue(), e));
  }

  /** Three-argument pow for ints. */
  public static PyInt powMod(PyInt a, PyInt b, PyInt m) {
    if (m.signum() == 0) {
      throw Errors.valueError("pow() 3rd argument cannot be 0");
    }
    BigInteger mod = m.bigValue();
    BigInteger am = mod.abs();
    if (am.equals(BigInteger.ONE)) {
      return of(0);
    }
    BigInteger base = a.bigValue();
    BigInteger exp = b.bigValue();
    if (exp.signum() < 0) {
      try {
        base = BigMath.modInverse(base, am);
      } catch (ArithmeticException e) {
        throw Errors.valueError("base is not invertible for the given modulus");
      }
      exp = exp.negate();
    }
    BigInteger r = BigMath.modPow(base, exp, am);
    if (mod.signum() < 0 && r.signum() != 0) {
      r = r.subtract(am);
    }
    return of(r);
  }

  /** Compares two ints: negative, zero or positive. */
  public static int compare(PyInt a, PyInt b) {
    if (a.big == null && b.big == null) {
      return Long.compare(a.value, b.value);
    }
    return a.bigValue().compareTo(b.bigValue());
  }

  /** Exact comparison of an int with a float; NaN compares as unordered (returns 2). */
  public static int compareWithFloat(PyInt a, double d) {
    if (Double.isNaN(d)) {
      return 2;
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? -1 : 1;
    }
    if (a.big == null && Math.abs(a.value) <= (1L << 53)) {
      return Double.compare((double) a.value, d) == 0 ? 0 : ((double) a.value < d ? -1 : ((double) a.value > d
          ? 1 : 0));
    }
    BigInteger b = a.bigValue();
    if (b.bitLength() > 1024) {
      // beyond every finite double: the sign decides (BigDecimal would rescale a huge int)
      return b.signum();
    }
    return new BigDecimal(b).compareTo(new BigDecimal(d));
  }

  /** The value of a float that is integral, as an int (no checks for inf/nan; callers check). */
  public static PyInt fromDouble(double d) {
    if (Double.isNaN(d)) {
      throw Errors.valueError("cannot convert float NaN to integer");
    }
    if (Double.isInfinite(d)) {
      throw Errors.overflow("cannot convert float infinity to integer");
    }
    if (Math.abs(d) < 9.2e18) {
      return of((long) d);
    }
    return of(new BigDecimal(d).toBigInteger());
  }

  // ---------------------------------------------------------------- conversion to and from text

  /** str(self) in base 10, with CPython's digit limit. */
  public String toDecimalString() {
    if (big == null) {
      return Long.toString(value);
    }
    if (big.bitLength() > 14300) {
      throw Errors.valueError("Exceeds the limit (" + MAX_STR_DIGITS
          + " digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit");
    }
    String s = big.toString();
    int digits = s.length() - (big.signum() < 0 ? 1 : 0);
    if (digits > MAX_STR_DIGITS) {
      throw Errors.valueError("Exceeds the limit (" + MAX_STR_DIGITS
          + " digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit");
    }
    return s;
  }

  /** The digits of |self| in a power-of-two base (no prefix). */
  String absToString(int radix) {
    if (big == null) {
      if (value == Long.MIN_VALUE) {
        return BigInteger.valueOf(value).negate().toString(radix);
      }
      return Long.toString(Math.abs(value), radix);
    }
    if (radix == 10) {
      String s = toDecimalString();
      return s.startsWith("-") ? s.substring(1) : s;
    }
    return BigMath.toPowerOfTwoString(big, radix);
  }

  /** int(s, base): CPython's parser (whitespace, sign, prefixes, underscores, Unicode digits). */
  public static PyInt parse(String original, int base) {
    String s = original;
    int start = 0;
    int end = s.length();
    while (start < end && PyStr.isPyWhitespace(s.charAt(start))) {
      start++;
    }
    while (end > start && PyStr.isPyWhitespace(s.charAt(end - 1))) {
      end--;
    }
    int i = start;
    boolean negative = false;
    if (i < end && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
      negative = s.charAt(i) == '-';
      i++;
    }
    int b = base;
    boolean allowLeadingUnderscore = false;
    if (i + 1 < end && s.charAt(i) == '0') {
      char p = Character.toLowerCase(s.charAt(i + 1));
      int pb = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
      if (pb != 0 && (b == 0 || b == pb)) {
        b = pb;
        i += 2;
        allowLeadingUnderscore = true;
      }
    }
    boolean base0Decimal = false;
    if (b == 0) {
      b = 10;
      base0Decimal = true;
    }
    if (i >= end) {
      throw invalidLiteral(original, base);
    }
    // collect digits, validating underscores
    StringBuilder digits = null;
    long acc = 0;
    boolean overflow = false;
    boolean prevUnderscore = false;
    boolean any = false;
    int ndigits = 0;
    boolean nonZero = false;
    for (int j = i; j < end; j++) {
      char c = s.charAt(j);
      if (c == '_') {
        if (prevUnderscore || !(any || (allowLeadingUnderscore && j == i))) {
          throw invalidLiteral(original, base);
        }
        prevUnderscore = true;
        continue;
      }
      int d;
      if (c < 128) {
        d = Character.digit(c, 36);
      } else {
        int cp = Character.codePointAt(s, j);
        if (Character.charCount(cp) == 2) {
          j++;
        }
        d = Character.getType(cp) == Character.DECIMAL_DIGIT_NUMBER ? Character.digit(cp, 10) : -1;
      }
      if (d < 0 || d >= b) {
        throw invalidLiteral(original, base);
      }
      prevUnderscore = false;
      any = true;
      ndigits++;
      if (d != 0) {
        nonZero = true;
      }
      if (!overflow) {
        long next = acc * b + d;
        if (acc > (Long.MAX_VALUE - d) / b) {
          overflow = true;
          digits = new StringBuilder();
          digits.append(Long.toString(acc, b));
          digits.append(Character.forDigit(d, b));
        } else {
          acc = next;
        }
      } else {
        digits.append(Character.forDigit(d, b));
      }
    }
    if (!any || prevUnderscore) {
      throw invalidLiteral(original, base);
    }
    if (base0Decimal && nonZero && Character.digit(s.charAt(i), 10) == 0) {
      throw invalidLiteral(original, base);
    }
    if (base0Decimal && !nonZero && ndigits > 0 && Character.digit(s.charAt(i), 10) == 0) {
      return of(0);
    }
    if (!overflow) {
      return of(negative ? -acc : acc);
    }
    if ((b & (b - 1)) != 0 && ndigits > MAX_STR_DIGITS) {
      throw Errors.valueError("Exceeds the limit (" + MAX_STR_DIGITS + " digits) for integer string conversion: "
          + "value has " + ndigits + " digits; use sys.set_int_max_str_digits() to increase the limit");
    }
    BigInteger v;
    if (BigMath.bitsPerDigit(b) != 0) {
      v = BigMath.parsePowerOfTwo(digits, b);
    } else {
      ResourceMeter.current().tick(ndigits);
      v = new BigInteger(digits.toString(), b);
    }
    return of(negative ? v.negate() : v);
  }

  private static PyError invalidLiteral(String s, int base) {
    String shown = s.length() > 200 ? s.substring(0, 200) : s;
    return Errors.valueError("invalid literal for int() with base " + base + ": " + PyStr.repr(shown));
  }

  // ---------------------------------------------------------------- subclass instances

  /** An instance of a Python subclass of int. */
  static final class Sub extends PyInt {
    private final PyType cls;
    private final PyDict dict = new PyDict();

    Sub(PyType cls, PyInt v) {
      super(v.bigValue());
      this.cls = cls;
    }

    @Override
    public PyType type() {
      return cls;
    }

    @Override
    public PyDict instanceDict() {
      return dict;
    }

    @Override
    public void forEachReference(ReferenceVisitor v) {
      v.visit(cls);
      v.visit(dict);
    }
  }

  // ---------------------------------------------------------------- the type

  /** int(x=0) / int(x, base=10). */
  static PyInt construct(PyObject[] a, String[] k) {
    int nk = Args.kwCount(k);
    PyObject x = null;
    PyObject baseObj = null;
    int npos = a.length - 1 - nk;
    if (npos + nk > 2) {
      throw Errors.typeError("int() takes at most 2 arguments (" + (npos + nk) + " given)");
    }
    if (npos >= 1) {
      x = a[1];
    }
    if (npos == 2) {
      baseObj = a[2];
    }
    for (int i = 0; i < nk; i++) {
      if (!k[i].equals("base")) {
        throw Errors.typeError("'" + k[i] + "' is an invalid keyword argument for int()");
      }
      if (baseObj != null) {
        throw Errors.typeError("argument for int() given by name ('base') and position (2)");
      }
      baseObj = a[a.length - nk + i];
    }
    if (x == null) {
      if (baseObj != null) {
        throw Errors.typeError("int() missing string argument");
      }
      return of(0);
    }
    if (baseObj != null) {
      PyInt bi = Ops.index(baseObj);
      long base = bi.fitsLong() ? bi.value : 100;
      if (base != 0 && (base < 2 || base > 36)) {
        throw Errors.valueError("int() base must be >= 2 and <= 36, or 0");
      }
      if (x instanceof PyStr s) {
        return parse(s.value(), (int) base);
      }
      if (x instanceof PyBytes || x instanceof PyByteArray) {
        return parse(bytesText(x), (int) base);
      }
      throw Errors.typeError("int() can't convert non-string with explicit base");
    }
    return toInt(x);
  }

  private static String bytesText(PyObject x) {
    byte[] data = x instanceof PyBytes b ? b.bytes() : ((PyByteArray) x).toByteArray();
    return new String(data, java.nio.charset.StandardCharsets.ISO_8859_1);
  }

  /** int(x) for one argument. */
  public static PyInt toInt(PyObject x) {
    if (x instanceof PyInt i) {
      return i.exact();
    }
    if (x instanceof PyFloat f) {
      return fromDouble(f.value);
    }
    if (x instanceof PyStr s) {
      return parse(s.value(), 10);
    }
    if (x instanceof PyBytes || x instanceof PyByteArray) {
      return parse(bytesText(x), 10);
    }
    PyObject r = Ops.callSpecial(x, "__int__");
    if (r == null) {
      r = Ops.callSpecial(x, "__index__");
    }
    if (r == null) {
      r = Ops.callSpecial(x, "__trunc__");
      if (r != null && !(r instanceof PyInt)) {
        return Ops.index(r).exact();
      }
    }
    if (r == null) {
      throw Errors.typeError("int() argument must be a string, a bytes-like object or a real number, not '"
          + x.type().name() + "'");
    }
    if (!(r instanceof PyInt ri)) {
      throw Errors.typeError("__int__ returned non-int (type " + r.type().name() + ")");
    }
    return ri.exact();
  }

  interface IntOp {
    PyObject apply(PyInt a, PyInt b);
  }

  private static void binop(PyType t, String name, String rname, IntOp op) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      PyInt x = (PyInt) a[0];
      PyInt y = asInt(a[1]);
      return y == null ? PyNotImplemented.NOT_IMPLEMENTED : op.apply(x, y);
    });
    t.defineMethod(rname, (a, k) -> {
      Args.exact(rname, a, k, 2);
      PyInt x = (PyInt) a[0];
      PyInt y = asInt(a[1]);
      return y == null ? PyNotImplemented.NOT_IMPLEMENTED : op.apply(y, x);
    });
  }

  private static void cmp(PyType t, String name, Ops.Compare c) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      PyInt x = (PyInt) a[0];
      int r;
      if (a[1] instanceof PyInt y) {
        r = compare(x, y);
      } else if (a[1] instanceof PyFloat f) {
        r = compareWithFloat(x, f.value);
        if (r == 2) {
          return PyBool.of(c == Ops.Compare.NE);
        }
      } else {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return PyBool.of(compareResult(r, c));
    });
  }

  static boolean compareResult(int r, Ops.Compare c) {
    return switch (c) {
      case LT -> r < 0;
      case LE -> r <= 0;
      case EQ -> r == 0;
      case NE -> r != 0;
      case GT -> r > 0;
      case GE -> r >= 0;
    };
  }

  /** int ** int (float result for negative exponents). */
  public static PyObject pow(PyInt a, PyInt b) {
    if (b.signum() < 0) {
      return PyFloat.pow(a.doubleValue(), b.doubleValue());
    }
    return powNonNegative(a, b);
  }

  static PyObject pow3(PyInt a, PyInt b, PyObject m) {
    if (m == PyNone.NONE) {
      return pow(a, b);
    }
    if (!(m instanceof PyInt mi)) {
      return PyNotImplemented.NOT_IMPLEMENTED;
    }
    return powMod(a, b, mi);
  }

  /** round(int, ndigits) with half-even rounding for negative ndigits. */
  public static PyInt round(PyInt x, PyInt nd) {
    if (nd.signum() >= 0) {
      return x.exact();
    }
    if (!nd.fitsLong() || nd.value < -100000) {
      if (nd.fitsLong() && -nd.value <= x.bitLength()) {
        // fall through to the exact algorithm below
      } else {
        return of(0);
      }
    }
    int n = (int) -nd.value;
    BigInteger pow10 = BigMath.pow(BigInteger.TEN, n);
    BigInteger v = x.bigValue();
    BigInteger[] qr = BigMath.divideAndRemainder(v, pow10);
    BigInteger q = qr[0];
    BigInteger r = qr[1];
    if (r.signum() < 0) {
      r = r.add(pow10);
      q = q.subtract(BigInteger.ONE);
    }
    int c = r.shiftLeft(1).compareTo(pow10);
    if (c > 0 || (c == 0 && q.testBit(0))) {
      q = q.add(BigInteger.ONE);
    }
    return of(BigMath.multiply(q, pow10));
  }

  static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      if (a.length == 0 || !(a[0] instanceof PyType cls)) {
        throw Errors.typeError("int.__new__(X): X is not a type object");
      }
      PyInt v = construct(a, k);
      if (cls == TYPE) {
        return v;
      }
      if (!cls.isSubtypeOf(TYPE)) {
        throw Errors.typeError("int.__new__(" + cls.name() + "): " + cls.name() + " is not a subtype of int");
      }
      return new Sub(cls, v);
    });
    binop(t, "__add__", "__radd__", PyInt::add);
    binop(t, "__sub__", "__rsub__", PyInt::sub);
    binop(t, "__mul__", "__rmul__", (x, y) -> mul(x, y));
    binop(t, "__floordiv__", "__rfloordiv__", PyInt::floorDiv);
    binop(t, "__mod__", "__rmod__", PyInt::mod);
    binop(t, "__divmod__", "__rdivmod__", PyInt::divmod);
    binop(t, "__truediv__", "__rtruediv__", (x, y) -> PyFloat.of(trueDiv(x, y)));
    binop(t, "__lshift__", "__rlshift__", PyInt::lshift);
    binop(t, "__rshift__", "__rrshift__", PyInt::rshift);
    binop(t, "__and__", "__rand__", PyInt::and);
    binop(t, "__or__", "__ror__", PyInt::or);
    binop(t, "__xor__", "__rxor__", PyInt::xor);
    t.defineMethod("__pow__", (a, k) -> {
      Args.range("__pow__", a, k, 2, 3);
      PyInt y = asInt(a[1]);
      if (y == null) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return pow3((PyInt) a[0], y, a.length > 2 ? a[2] : PyNone.NONE);
    });
    t.defineMethod("__rpow__", (a, k) -> {
      Args.range("__rpow__", a, k, 2, 3);
      PyInt y = asInt(a[1]);
      if (y == null) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return pow3(y, (PyInt) a[0], a.length > 2 ? a[2] : PyNone.NONE);
    });
    cmp(t, "__lt__", Ops.Compare.LT);
    cmp(t, "__le__", Ops.Compare.LE);
    cmp(t, "__eq__", Ops.Compare.EQ);
    cmp(t, "__ne__", Ops.Compare.NE);
    cmp(t, "__gt__", Ops.Compare.GT);
    cmp(t, "__ge__", Ops.Compare.GE);
    t.defineMethod("__neg__", (a, k) -> neg((PyInt) a[0]));
    t.defineMethod("__pos__", (a, k) -> ((PyInt) a[0]).exact());
    t.defineMethod("__abs__", (a, k) -> abs((PyInt) a[0]));
    t.defineMethod("__invert__", (a, k) -> invert((PyInt) a[0]));
    t.defineMethod("__bool__", (a, k) -> PyBool.of(((PyInt) a[0]).signum() != 0));
    t.defineMethod("__index__", (a, k) -> ((PyInt) a[0]).exact());
    t.defineMethod("__int__", (a, k) -> ((PyInt) a[0]).exact());
    t.defineMethod("__trunc__", (a, k) -> ((PyInt) a[0]).exact());
    t.defineMethod("__floor__", (a, k) -> ((PyInt) a[0]).exact());
    t.defineMethod("__ceil__", (a, k) -> ((PyInt) a[0]).exact());
    t.defineMethod("__float__", (a, k) -> PyFloat.of(((PyInt) a[0]).doubleValue()));
    t.defineMethod("__hash__", (a, k) -> of(((PyInt) a[0]).hashValue()));
    t.defineMethod("__repr__", (a, k) -> PyStr.of(((PyInt) a[0]).toDecimalString()));
    t.defineMethod("__format__", (a, k) -> {
      Args.exact("__format__", a, k, 2);
      String spec = Ops.strValue(a[1], "format() argument 2 must be str, not " + a[1].type().name());
      return PyStr.of(FormatSpec.formatInt((PyInt) a[0], spec));
    });
    t.defineMethod("__round__", (a, k) -> {
      Args.range("__round__", a, k, 1, 2);
      if (a.length == 1) {
        return ((PyInt) a[0]).exact();
      }
      return round((PyInt) a[0], Ops.index(a[1]));
    });
    t.defineNoArgMethod("__getnewargs__", o -> PyTuple.of(((PyInt) o).exact()));
    t.defineNoArgMethod("conjugate", o -> ((PyInt) o).exact());
    t.defineMethod("bit_length", (a, k) -> {
      Args.exact("bit_length", a, k, 1);
      return of(((PyInt) a[0]).bitLength());
    });
    t.defineMethod("bit_count", (a, k) -> {
      Args.exact("bit_count", a, k, 1);
      PyInt x = (PyInt) a[0];
      if (x.big == null && x.value != Long.MIN_VALUE) {
        return of(Long.bitCount(Math.abs(x.value)));
      }
      return of(x.bigValue().abs().bitCount());
    });
    t.defineNoArgMethod("as_integer_ratio", o -> PyTuple.of(((PyInt) o).exact(), of(1)));
    t.defineGetter("real", o -> ((PyInt) o).exact());
    t.defineGetter("imag", o -> of(0));
    t.defineGetter("numerator", o -> ((PyInt) o).exact());
    t.defineGetter("denominator", o -> of(1));
    t.defineMethod("to_bytes", (a, k) -> {
      PyObject[] p = bindWithKeywordOnly("to_bytes", a, k, new String[] {"length", "byteorder"}, "signed");
      long length = p[0] == null ? 1 : Ops.index(p[0]).asIndexSized();
      String order = p[1] == null ? "big" : Ops.strValue(p[1],
          "to_bytes() argument 'byteorder' must be str, not " + p[1].type().name());
      boolean signed = p[2] != null && Ops.truthy(p[2]);
      return PyBytes.wrap(toBytes((PyInt) a[0], length, order, signed));
    });
    t.defineClassMethod("from_bytes", (a, k) -> {
      PyObject[] p = bindWithKeywordOnly("from_bytes", a, k, new String[] {"bytes", "byteorder"}, "signed");
      if (p[0] == null) {
        throw Errors.typeError("from_bytes() missing required argument 'bytes' (pos 1)");
      }
      String order = p[1] == null ? "big" : Ops.strValue(p[1],
          "from_bytes() argument 'byteorder' must be str, not " + p[1].type().name());
      boolean signed = p[2] != null && Ops.truthy(p[2]);
      byte[] data = PyBytes.bytesFromObject(p[0]);
      PyInt v = fromBytes(data, order, signed);
      PyType cls = (PyType) a[0];
      if (cls == TYPE) {
        return v;
      }
      return cls.call(new PyObject[] {v}, null);
    });
  }

  /** Binds (self, positional-or-keyword names..., *, kwonly) -> values (nulls when absent). */
  static PyObject[] bindWithKeywordOnly(String fname, PyObject[] a, String[] k, String[] names, String kwonly) {
    int nk = Args.kwCount(k);
    int npos = a.length - 1 - nk;
    if (npos > names.length) {
      throw Errors.typeError(fname + "() takes at most " + names.length + " positional arguments (" + npos
          + " given)");
    }
    PyObject[] out = new PyObject[names.length + 1];
    System.arraycopy(a, 1, out, 0, npos);
    for (int i = 0; i < nk; i++) {
      String kw = k[i];
      int idx = -1;
      for (int j = 0; j < names.length; j++) {
        if (names[j].equals(kw)) {
          idx = j;
        }
      }
      if (kw.equals(kwonly)) {
        idx = names.length;
      }
      if (idx < 0) {
        throw Errors.typeError(fname + "() got an unexpected keyword argument '" + kw + "'");
      }
      if (out[idx] != null) {
        throw Errors.typeError("argument for " + fname + "() given by name ('" + kw + "') and position ("
            + (idx + 1) + ")");
      }
      out[idx] = a[a.length - nk + i];
    }
    return out;
  }

  static byte[] toBytes(PyInt x, long length, String order, boolean signed) {
    boolean little;
    if (order.equals("little")) {
      little = true;
    } else if (order.equals("big")) {
      little = false;
    } else {
      throw Errors.valueError("byteorder must be either 'little' or 'big'");
    }
    if (length < 0) {
      throw Errors.valueError("length argument must be non-negative");
    }
    if (!signed && x.signum() < 0) {
      throw Errors.overflow("can't convert negative int to unsigned");
    }
    BigInteger v = x.bigValue();
    int needBits = signed ? v.bitLength() + 1 : v.bitLength();
    if (x.signum() == 0) {
      needBits = 0;
    }
    if (needBits > length * 8) {
      throw Errors.overflow("int too big to convert");
    }
    ResourceMeter.current().allocate(length + 16);
    byte[] out = new byte[(int) length];
    byte[] raw = v.toByteArray(); // big-endian two's complement
    byte fillByte = (byte) (v.signum() < 0 ? 0xff : 0);
    for (int i = 0; i < length; i++) {
      int src = raw.length - 1 - i;
      byte b = src >= 0 ? raw[src] : fillByte;
      out[little ? i : (int) length - 1 - i] = b;
    }
    return out;
  }

  static PyInt fromBytes(byte[] data, String order, boolean signed) {
    boolean little;
    if (order.equals("little")) {
      little = true;
    } else if (order.equals("big")) {
      little = false;
    } else {
      throw Errors.valueError("byteorder must be either 'little' or 'big'");
    }
    if (data.length == 0) {
      return of(0);
    }
    chargeBits(data.length * 8L);
    ResourceMeter.current().tick(data.length);
    byte[] be = new byte[data.length];
    for (int i = 0; i < data.length; i++) {
      be[i] = little ? data[data.length - 1 - i] : data[i];
    }
    BigInteger v = signed ? new BigInteger(be) : new BigInteger(1, be);
    return of(v);
  }

  @Override
  public String toString() {
    return big != null ? big.toString() : Long.toString(value);
  }
}
