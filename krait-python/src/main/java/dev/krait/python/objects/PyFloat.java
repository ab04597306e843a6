/*
 * float: an IEEE double with CPython's arithmetic rules (floor division and modulo signs,
 * ZeroDivisionError instead of inf, OverflowError from **), its shortest repr, correctly
 * rounded round(), and CPython's numeric hash so that 1 == 1.0 hash alike.
 */
package dev.krait.python.objects;

import java.math.BigDecimal;
import java.math.BigInteger;

/** {@code float}. */
public class PyFloat extends PyObject {
  public static final PyType TYPE = PyType.builtin("float", PyType.OBJECT, PyFloat::install);
  private static final PyFloat ZERO = new PyFloat(0.0);
  private static final PyFloat ONE = new PyFloat(1.0);

  final double value;

  PyFloat(double value) {
    this.value = value;
  }

  public static PyFloat of(double v) {
    if (v == 0.0 && Double.doubleToRawLongBits(v) == 0) {
      return ZERO;
    }
    if (v == 1.0) {
      return ONE;
    }
    return new PyFloat(v);
  }

  public double value() {
    return value;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public long shallowSize() {
    return 24;
  }

  @Override
  public String toString() {
    return FloatRepr.repr(value);
  }

  /** float.__repr__ of {@code v}: the shortest digits that read back as v. */
  public static String reprOf(double v) {
    return FloatRepr.repr(v);
  }

  /** An instance of a Python subclass of float. */
  static final class Sub extends PyFloat {
    private final PyType cls;
    private final PyDict dict = new PyDict();

    Sub(PyType cls, double v) {
      super(v);
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

  // ---------------------------------------------------------------- helpers

  /** The integer m of |d| = m · 2^e for finite d: the stored fraction with its hidden bit (m < 2^53). */
  static long significand(double d) {
    long bits = Double.doubleToRawLongBits(d);
    long fraction = bits & ((1L << 52) - 1);
    return ((bits >>> 52) & 0x7ff) == 0 ? fraction : fraction | (1L << 52);
  }

  /** The e of |d| = significand(d) · 2^e for finite d (-1074 for subnormals and zero). */
  static int binaryExponent(double d) {
    int biased = (int) ((Double.doubleToRawLongBits(d) >>> 52) & 0x7ff);
    return biased == 0 ? -1074 : biased - 1075;
  }

  /** CPython's hash of a double (NaN hashes by identity, handled by the caller). */
  public static long hashDouble(double v) {
    if (Double.isInfinite(v)) {
      return v > 0 ? 314159 : -314159;
    }
    if (v == 0) {
      return 0;
    }
    int sign = Double.doubleToRawLongBits(v) < 0 ? -1 : 1;
    long mant = significand(v);
    int e = binaryExponent(v);
    // value = mant * 2**e; mant < 2**53 < P
    long x = mant % PyInt.HASH_MODULUS;
    int shift = e >= 0 ? e % 61 : 60 - ((-1 - e) % 61);
    x = ((x << shift) & PyInt.HASH_MODULUS) | (x >>> (61 - shift));
    if (x >= PyInt.HASH_MODULUS) {
      x -= PyInt.HASH_MODULUS;
    }
    x *= sign;
    return x == -1 ? -2 : x;
  }

  /** The hash of this float (identity-based for NaN, as in CPython 3.10+). */
  public long hashValue() {
    if (Double.isNaN(value)) {
      return ObjectMethods.identityHash(this) >>> 4;
    }
    return hashDouble(value);
  }

  /** Converts an operand of float arithmetic to a double, or returns NaN-marker null via the flag. */
  static boolean isNumber(PyObject o) {
    return o instanceof PyFloat || o instanceof PyInt;
  }

  static double toDouble(PyObject o) {
    if (o instanceof PyFloat f) {
      return f.value;
    }
    return ((PyInt) o).doubleValue();
  }

  /** Python float floor division. */
  public static double floorDiv(double v, double w) {
    if (w == 0) {
      throw Errors.zeroDivision("float floor division by zero");
    }
    return divmod(v, w)[0];
  }

  /** Python float modulo. */
  public static double mod(double v, double w) {
    if (w == 0) {
      throw Errors.zeroDivision("float modulo");
    }
    double m = v % w;
    if (m != 0) {
      if ((w < 0) != (m < 0)) {
        m += w;
      }
    } else {
      m = Math.copySign(0.0, w);
    }
    return m;
  }

  static double[] divmod(double vx, double wx) {
    double mod = vx % wx;
    double div = (vx - mod) / wx;
    if (mod != 0) {
      if ((wx < 0) != (mod < 0)) {
        mod += wx;
        div -= 1.0;
      }
    } else {
      mod = Math.copySign(0.0, wx);
    }
    double floordiv;
    if (div != 0) {
      floordiv = Math.floor(div);
      if (div - floordiv > 0.5) {
        floordiv += 1.0;
      }
    } else {
      floordiv = Math.copySign(0.0, vx / wx);
    }
    return new double[] {floordiv, mod};
  }

  public static double trueDiv(double v, double w) {
    if (w == 0) {
      throw Errors.zeroDivision("float division by zero");
    }
    return v / w;
  }

  private static boolean isOddInteger(double w) {
    return Math.abs(w) < 9007199254740992.0 * 2 && w == Math.floor(w) && Math.abs(w % 2.0) == 1.0;
  }

  /** float ** float with CPython's special cases; a complex result for a negative base to a fractional power. */
  public static PyObject pow(double iv, double iw) {
    if (iw == 0) {
      return of(1.0);
    }
    if (Double.isNaN(iv)) {
      return of(iv);
    }
    if (Double.isNaN(iw)) {
      return of(iv == 1.0 ? 1.0 : iw);
    }
    if (Double.isInfinite(iw)) {
      double av = Math.abs(iv);
      if (av == 1.0) {
        return of(1.0);
      }
      if ((iw > 0) == (av > 1.0)) {
        return of(Math.abs(iw));
      }
      return of(0.0);
    }
    if (Double.isInfinite(iv)) {
      boolean odd = isOddInteger(iw);
      if (iw > 0) {
        return of(odd ? iv : Math.abs(iv));
      }
      return of(odd ? Math.copySign(0.0, iv) : 0.0);
    }
    if (iv == 0.0) {
      boolean odd = isOddInteger(iw);
      if (iw < 0.0) {
        throw Errors.zeroDivision("0.0 cannot be raised to a negative power");
      }
      return of(odd ? iv : 0.0);
    }
    boolean negate = false;
    if (iv < 0.0) {
      if (iw != Math.floor(iw)) {
        return PyComplex.pow(new PyComplex(iv, 0), new PyComplex(iw, 0));
      }
      iv = -iv;
      negate = isOddInteger(iw);
    }
    if (iv == 1.0) {
      return of(negate ? -1.0 : 1.0);
    }
    double ix = Math.pow(iv, iw);
    if (Double.isInfinite(ix)) {
      throw rangeError();
    }
    return of(negate ? -ix : ix);
  }

  static PyError rangeError() {
    return Errors.withArgs(ExceptionTypes.OVERFLOW_ERROR, PyInt.of(34), PyStr.of("Numerical result out of range"));
  }

  /** Compares two numbers where at least one is a float; 2 when unordered (NaN). */
  static int compareNumbers(PyObject a, PyObject b) {
    if (a instanceof PyFloat fa && b instanceof PyFloat fb) {
      double x = fa.value;
      double y = fb.value;
      if (Double.isNaN(x) || Double.isNaN(y)) {
        return 2;
      }
      return x < y ? -1 : (x > y ? 1 : 0);
    }
    if (a instanceof PyFloat fa) {
      int r = PyInt.compareWithFloat((PyInt) b, fa.value);
      return r == 2 ? 2 : -r;
    }
    return PyInt.compareWithFloat((PyInt) a, ((PyFloat) b).value);
  }

  /** float(s): CPython's float parser (whitespace, underscores between digits, inf/nan). */
  public static double parse(String original) {
    String s = original;
    int start = 0;
    int end = s.length();
    while (start < end && PyStr.isPyWhitespace(s.charAt(start))) {
      start++;
    }
    while (end > start && PyStr.isPyWhitespace(s.charAt(end - 1))) {
      end--;
    }
    if (start == end) {
      throw cannotConvert(original);
    }
    StringBuilder clean = new StringBuilder(end - start);
    int i = start;
    char c0 = s.charAt(i);
    if (c0 == '+' || c0 == '-') {
      clean.append(c0);
      i++;
    }
    // only a short text can spell inf/infinity/nan (lowering a long one costs, quadratic with İ)
    String lower = end - i <= 8 ? s.substring(i, end).toLowerCase(java.util.Locale.ROOT) : "";
    if (lower.equals("inf") || lower.equals("infinity")) {
      return c0 == '-' ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
    if (lower.equals("nan")) {
      return Double.NaN;
    }
    // grammar: digits [. digits] [e [sign] digits] with '_' only between digits
    int state = 0; // 0 int part, 1 fraction, 2 exponent
    boolean intDigits = false;
    boolean fracDigits = false;
    boolean expDigits = false;
    char prev = 0;
    for (int j = i; j < end; j++) {
      char c = s.charAt(j);
      int digit = -1;
      if (c >= '0' && c <= '9') {
        digit = c - '0';
      } else if (c > 127 && Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER) {
        digit = Character.digit(c, 10);
      }
      if (digit >= 0) {
        clean.append((char) ('0' + digit));
        if (state == 0) {
          intDigits = true;
        } else if (state == 1) {
          fracDigits = true;
        } else {
          expDigits = true;
        }
      } else if (c == '_') {
        boolean prevDigit = prev >= '0' && prev <= '9' || (prev > 127 && Character.isDigit(prev));
        boolean nextDigit = j + 1 < end && (Character.isDigit(s.charAt(j + 1)));
        if (!prevDigit || !nextDigit) {
          throw cannotConvert(original);
        }
      } else if (c == '.' && state == 0) {
        state = 1;
        clean.append('.');
      } else if ((c == 'e' || c == 'E') && state < 2 && (intDigits || fracDigits)) {
        state = 2;
        clean.append('e');
        if (j + 1 < end && (s.charAt(j + 1) == '+' || s.charAt(j + 1) == '-')) {
          clean.append(s.charAt(j + 1));
          j++;
          c = s.charAt(j);
        }
      } else {
        throw cannotConvert(original);
      }
      prev = c;
    }
    if (!(intDigits || fracDigits) || (state == 2 && !expDigits)) {
      throw cannotConvert(original);
    }
    return Double.parseDouble(clean.toString());
  }

  private static PyError cannotConvert(String s) {
    return Errors.valueError("could not convert string to float: " + PyStr.repr(s));
  }

  /** float(x) for one argument. */
  public static double toFloat(PyObject x) {
    if (x instanceof PyFloat f) {
      return f.value;
    }
    if (x instanceof PyInt i) {
      return i.doubleValue();
    }
    if (x instanceof PyStr s) {
      return parse(s.value());
    }
    if (x instanceof PyBytes || x instanceof PyByteArray) {
      byte[] data = PyBytes.bytesFromObject(x);
      return parse(new String(data, java.nio.charset.StandardCharsets.ISO_8859_1));
    }
    PyObject r = Ops.callSpecial(x, "__float__");
    if (r != null) {
      if (!(r instanceof PyFloat rf)) {
        throw Errors.typeError(x.type().name() + ".__float__ returned non-float (type " + r.type().name() + ")");
      }
      return rf.value;
    }
    r = Ops.callSpecial(x, "__index__");
    if (r != null) {
      return Ops.index(x).doubleValue();
    }
    throw Errors.typeError("float() argument must be a string or a real number, not '" + x.type().name() + "'");
  }

  /** float.hex(). */
  static String hex(double x) {
    if (Double.isNaN(x)) {
      return "nan";
    }
    if (Double.isInfinite(x)) {
      return x > 0 ? "inf" : "-inf";
    }
    String sign = Double.doubleToRawLongBits(x) < 0 ? "-" : "";
    double a = Math.abs(x);
    if (a == 0) {
      return sign + "0x0.0p+0";
    }
    long bits = Double.doubleToRawLongBits(a);
    int rawExp = (int) (bits >>> 52);
    long mant = bits & ((1L << 52) - 1);
    int exp;
    String lead;
    if (rawExp == 0) {
      lead = "0";
      exp = -1022;
    } else {
      lead = "1";
      exp = rawExp - 1023;
    }
    String m = String.format("%013x", mant);
    return sign + "0x" + lead + "." + m + "p" + (exp >= 0 ? "+" : "") + exp;
  }

  /** float.fromhex(s). */
  static double fromHex(String original) {
    String s = original.strip();
    String lower = PyStr.lowerCase(s); // linear: Java's own mapping is quadratic on expanding chars
    int i = 0;
    boolean negative = false;
    if (i < lower.length() && (lower.charAt(i) == '+' || lower.charAt(i) == '-')) {
      negative = lower.charAt(i) == '-';
      i++;
    }
    String body = lower.substring(i);
    if (body.equals("inf") || body.equals("infinity")) {
      return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
    if (body.equals("nan")) {
      return Double.NaN;
    }
    if (body.startsWith("0x")) {
      body = body.substring(2);
    }
    // The digits are gathered first and turned into an int in one linear pass; the exponent is
    // kept exact (saturating), so a long mantissa with a very negative exponent is still 0.0.
    StringBuilder hex = new StringBuilder();
    long fracDigits = 0;
    boolean seenDot = false;
    boolean any = false;
    int j = 0;
    for (; j < body.length(); j++) {
      char c = body.charAt(j);
      int d = Character.digit(c, 16);
      if (d >= 0 && c < 128) {
        any = true;
        if (seenDot) {
          fracDigits++;
        }
        if (d != 0 || hex.length() > 0) {
          hex.append(c);
        }
      } else if (c == '.' && !seenDot) {
        seenDot = true;
      } else {
        break;
      }
    }
    if (!any) {
      throw Errors.valueError("invalid hexadecimal floating-point string");
    }
    long exp = 0;
    if (j < body.length()) {
      if (body.charAt(j) != 'p') {
        throw Errors.valueError("invalid hexadecimal floating-point string");
      }
      String e = body.substring(j + 1);
      if (!e.matches("[+-]?[0-9]+")) {
        throw Errors.valueError("invalid hexadecimal floating-point string");
      }
      try {
        exp = Long.parseLong(e.startsWith("+") ? e.substring(1) : e);
      } catch (NumberFormatException ex) {
        exp = e.startsWith("-") ? Long.MIN_VALUE / 4 : Long.MAX_VALUE / 4;
      }
    }
    exp -= 4L * fracDigits;
    double r;
    if (hex.length() == 0) {
      r = 0.0;
    } else {
      BigInteger mant = dev.krait.python.vm.BigMath.parsePowerOfTwo(hex, 16);
      // keep the top 62 bits and a sticky bit for the rest: enough to round once, correctly
      int drop = Math.max(0, mant.bitLength() - 62);
      if (drop > 0) {
        boolean sticky = mant.getLowestSetBit() < drop;
        mant = mant.shiftRight(drop);
        if (sticky) {
          mant = mant.setBit(0);
        }
        exp += drop;
      }
      long top = exp + mant.bitLength(); // the value is below 2**top and at least 2**(top - 1)
      if (top > 1024) {
        throw Errors.overflow("hexadecimal value too large to represent as a float");
      }
      r = top <= -1075 ? 0.0 : PyInt.scaleRound(mant, (int) exp);
      if (Double.isInfinite(r)) {
        throw Errors.overflow("hexadecimal value too large to represent as a float");
      }
    }
    return negative ? -r : r;
  }

  /** (numerator, denominator) of a finite double in lowest terms. */
  static PyTuple asIntegerRatio(double x) {
    if (Double.isInfinite(x)) {
      throw Errors.overflow("cannot convert Infinity to integer ratio");
    }
    if (Double.isNaN(x)) {
      throw Errors.valueError("cannot convert NaN to integer ratio");
    }
    if (x == 0) {
      return PyTuple.of(PyInt.of(0), PyInt.of(1));
    }
    long mant = significand(x);
    int e = binaryExponent(x);
    int tz = Long.numberOfTrailingZeros(mant);
    mant >>= tz;
    e += tz;
    if (x < 0) {
      mant = -mant;
    }
    BigInteger num = BigInteger.valueOf(mant);
    BigInteger den = BigInteger.ONE;
    if (e >= 0) {
      num = num.shiftLeft(e);
    } else {
      den = den.shiftLeft(-e);
    }
    return PyTuple.of(PyInt.of(num), PyInt.of(den));
  }

  // ---------------------------------------------------------------- the type

  private interface FloatOp {
    PyObject apply(double a, double b);
  }

  private static void binop(PyType t, String name, String rname, FloatOp op) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      if (!isNumber(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return op.apply(((PyFloat) a[0]).value, toDouble(a[1]));
    });
    t.defineMethod(rname, (a, k) -> {
      Args.exact(rname, a, k, 2);
      if (!isNumber(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return op.apply(toDouble(a[1]), ((PyFloat) a[0]).value);
    });
  }

  private static void cmp(PyType t, String name, Ops.Compare c) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      if (!isNumber(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      int r = compareNumbers(a[0], a[1]);
      if (r == 2) {
        return PyBool.of(c == Ops.Compare.NE);
      }
      return PyBool.of(PyInt.compareResult(r, c));
    });
  }

  private static PyObject pow3(PyObject a, PyObject b, PyObject m) {
    if (m != PyNone.NONE) {
      throw Errors.typeError("pow() 3rd argument not allowed unless all arguments are integers");
    }
    return pow(toDouble(a), toDouble(b));
  }

  static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      if (a.length == 0 || !(a[0] instanceof PyType cls)) {
        throw Errors.typeError("float.__new__(X): X is not a type object");
      }
      if (k != null && k.length > 0) {
        throw Errors.typeError("float() takes no keyword arguments");
      }
      if (a.length > 2) {
        throw Errors.typeError("float expected at most 1 argument, got " + (a.length - 1));
      }
      double v = a.length == 1 ? 0.0 : toFloat(a[1]);
      if (cls == TYPE) {
        return a.length > 1 && a[1].getClass() == PyFloat.class ? a[1] : of(v);
      }
      return new Sub(cls, v);
    });
    binop(t, "__add__", "__radd__", (x, y) -> of(x + y));
    binop(t, "__sub__", "__rsub__", (x, y) -> of(x - y));
    binop(t, "__mul__", "__rmul__", (x, y) -> of(x * y));
    binop(t, "__truediv__", "__rtruediv__", (x, y) -> of(trueDiv(x, y)));
    binop(t, "__floordiv__", "__rfloordiv__", (x, y) -> of(floorDiv(x, y)));
    binop(t, "__mod__", "__rmod__", (x, y) -> of(mod(x, y)));
    binop(t, "__divmod__", "__rdivmod__", (x, y) -> {
      if (y == 0) {
        throw Errors.zeroDivision("float divmod()");
      }
      double[] r = divmod(x, y);
      return PyTuple.of(of(r[0]), of(r[1]));
    });
    t.defineMethod("__pow__", (a, k) -> {
      Args.range("__pow__", a, k, 2, 3);
      if (!isNumber(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return pow3(a[0], a[1], a.length > 2 ? a[2] : PyNone.NONE);
    });
    t.defineMethod("__rpow__", (a, k) -> {
      Args.range("__rpow__", a, k, 2, 3);
      if (!isNumber(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return pow3(a[1], a[0], a.length > 2 ? a[2] : PyNone.NONE);
    });
    cmp(t, "__lt__", Ops.Compare.LT);
    cmp(t, "__le__", Ops.Compare.LE);
    cmp(t, "__eq__", Ops.Compare.EQ);
    cmp(t, "__ne__", Ops.Compare.NE);
    cmp(t, "__gt__", Ops.Compare.GT);
    cmp(t, "__ge__", Ops.Compare.GE);
    t.defineMethod("__neg__", (a, k) -> of(-((PyFloat) a[0]).value));
    t.defineMethod("__pos__", (a, k) -> of(((PyFloat) a[0]).value));
    t.defineMethod("__abs__", (a, k) -> of(Math.abs(((PyFloat) a[0]).value)));
    t.defineMethod("__bool__", (a, k) -> PyBool.of(((PyFloat) a[0]).value != 0));
    t.defineMethod("__int__", (a, k) -> PyInt.fromDouble(((PyFloat) a[0]).value));
    t.defineMethod("__trunc__", (a, k) -> PyInt.fromDouble(((PyFloat) a[0]).value));
    t.defineMethod("__floor__", (a, k) -> PyInt.fromDouble(Math.floor(((PyFloat) a[0]).value)));
    t.defineMethod("__ceil__", (a, k) -> PyInt.fromDouble(Math.ceil(((PyFloat) a[0]).value)));
    t.defineMethod("__float__", (a, k) -> of(((PyFloat) a[0]).value));
    t.defineMethod("__hash__", (a, k) -> PyInt.of(((PyFloat) a[0]).hashValue()));
    t.defineMethod("__repr__", (a, k) -> PyStr.of(FloatRepr.repr(((PyFloat) a[0]).value)));
    t.defineMethod("__format__", (a, k) -> {
      Args.exact("__format__", a, k, 2);
      String spec = Ops.strValue(a[1], "format() argument 2 must be str, not " + a[1].type().name());
      if (spec.isEmpty()) {
        return Ops.strObject(a[0]);
      }
      return PyStr.of(FormatSpec.formatFloat(((PyFloat) a[0]).value, spec, a[0].type().name()));
    });
    t.defineMethod("__round__", (a, k) -> {
      Args.range("__round__", a, k, 1, 2);
      double x = ((PyFloat) a[0]).value;
      if (a.length == 1 || a[1] == PyNone.NONE) {
        double r = Math.rint(x);
        return PyInt.fromDouble(r);
      }
      PyInt nd = Ops.index(a[1]);
      long n = nd.fitsLong() ? nd.longValue() : (nd.signum() > 0 ? Long.MAX_VALUE : Long.MIN_VALUE);
      return of(FloatRepr.round(x, n));
    });
    t.defineNoArgMethod("is_integer", o -> {
      double x = ((PyFloat) o).value;
      return PyBool.of(!Double.isInfinite(x) && x == Math.floor(x));
    });
    t.defineNoArgMethod("as_integer_ratio", o -> asIntegerRatio(((PyFloat) o).value));
    t.defineNoArgMethod("conjugate", o -> of(((PyFloat) o).value));
    t.defineNoArgMethod("hex", o -> PyStr.of(hex(((PyFloat) o).value)));
    t.defineClassMethod("fromhex", (a, k) -> {
      Args.exact("fromhex", a, k, 2);
      String s = Ops.strValue(a[1], "fromhex() argument must be str, not " + a[1].type().name());
      double v = fromHex(s);
      PyType cls = (PyType) a[0];
      return cls == TYPE ? of(v) : cls.call(new PyObject[] {of(v)}, null);
    });
    t.defineNoArgMethod("__getnewargs__", o -> PyTuple.of(of(((PyFloat) o).value)));
    t.defineGetter("real", o -> of(((PyFloat) o).value));
    t.defineGetter("imag", o -> of(0.0));
    t.defineClassMethod("__getformat__", (a, k) -> PyStr.of("IEEE, little-endian"));
  }
}
