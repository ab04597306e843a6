/*
 * The decimal module, modelled on CPython's C implementation (libmpdec) for what a program can
 * observe, with the arithmetic carried over from _pydecimal (the specification's reference code):
 * every operation computes its result and a set of libmpdec status bits; the context then ORs the
 * bits into its flags and raises the first trapped signal with the list of trapped conditions, so
 * messages read exactly like CPython's ("[<class 'decimal.DivisionByZero'>]"). Values are sign,
 * coefficient and exponent (a BigDecimal plus a sign for -0); rounding to a context (_fix) handles
 * precision, Emin/Emax, subnormals, clamping and overflow. exp/ln/log10 are correctly rounded through
 * _pydecimal's integer algorithms (_dexp, _dlog); power follows libmpdec (repeated squaring at extra
 * precision for integral exponents, exp(y*ln(x)) at prec+23 digits otherwise), because its results
 * differ from _pydecimal's in the last digit for some rounding modes and CPython uses libmpdec.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.BuiltinBody;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.BigMath;
import dev.krait.python.vm.ResourceMeter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Collections;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code import decimal}. */
public final class DecimalModule {
  private DecimalModule() {}

  static final PyObject NI = PyNotImplemented.NOT_IMPLEMENTED;
  public static final PyType DECIMAL = PyType.builtin("decimal.Decimal", PyType.OBJECT, DecimalModule::install);
  public static final PyType CONTEXT = PyType.builtin("decimal.Context", PyType.OBJECT, DecimalModule::installContext);
  static final PyType CTX_MANAGER = PyType.builtin("decimal.ContextManager", PyType.OBJECT,
      DecimalModule::installManager);
  static final PyType SIGNAL_DICT = PyType.builtin("decimal.SignalDict", PyType.OBJECT,
      DecimalModule::installSignalDict);

  public static final PyType DECIMAL_EXCEPTION = exc("DecimalException", ExceptionTypes.ARITHMETIC_ERROR);
  public static final PyType CLAMPED = exc("Clamped", DECIMAL_EXCEPTION);
  public static final PyType INVALID_OPERATION = exc("InvalidOperation", DECIMAL_EXCEPTION);
  public static final PyType CONVERSION_SYNTAX = exc("ConversionSyntax", INVALID_OPERATION);
  public static final PyType DIVISION_IMPOSSIBLE = exc("DivisionImpossible", INVALID_OPERATION);
  public static final PyType DIVISION_UNDEFINED = exc2("DivisionUndefined", INVALID_OPERATION,
      ExceptionTypes.ZERO_DIVISION_ERROR);
  public static final PyType INVALID_CONTEXT = exc("InvalidContext", INVALID_OPERATION);
  public static final PyType DIVISION_BY_ZERO = exc2("DivisionByZero", DECIMAL_EXCEPTION,
      ExceptionTypes.ZERO_DIVISION_ERROR);
  public static final PyType INEXACT = exc("Inexact", DECIMAL_EXCEPTION);
  public static final PyType ROUNDED = exc("Rounded", DECIMAL_EXCEPTION);
  public static final PyType SUBNORMAL = exc("Subnormal", DECIMAL_EXCEPTION);
  public static final PyType OVERFLOW = exc2("Overflow", INEXACT, ROUNDED);
  public static final PyType UNDERFLOW = PyType.builtin("decimal.Underflow", new PyType[] {INEXACT, ROUNDED, SUBNORMAL},
      PyType::markBaseType);
  public static final PyType FLOAT_OPERATION = exc2("FloatOperation", DECIMAL_EXCEPTION, ExceptionTypes.TYPE_ERROR);

  private static PyType exc(String name, PyType base) {
    return PyType.builtin("decimal." + name, base, PyType::markBaseType);
  }

  private static PyType exc2(String name, PyType a, PyType b) {
    return PyType.builtin("decimal." + name, new PyType[] {a, b}, PyType::markBaseType);
  }

  // ================================================================ status bits (libmpdec's)

  static final int S_CLAMPED = 1;
  static final int S_CONVERSION = 1 << 1;
  static final int S_DIVZERO = 1 << 2;
  static final int S_DIVIMPOSSIBLE = 1 << 3;
  static final int S_DIVUNDEFINED = 1 << 4;
  static final int S_INEXACT = 1 << 6;
  static final int S_INVCONTEXT = 1 << 7;
  static final int S_INVALID = 1 << 8;
  static final int S_FLOAT = 1 << 10;
  static final int S_OVERFLOW = 1 << 11;
  static final int S_ROUNDED = 1 << 12;
  static final int S_SUBNORMAL = 1 << 13;
  static final int S_UNDERFLOW = 1 << 14;
  static final int IEEE_INVALID = S_CONVERSION | S_DIVIMPOSSIBLE | S_DIVUNDEFINED | S_INVCONTEXT | S_INVALID;
  static final String[] BIT_NAMES = {"Clamped", "InvalidOperation", "DivisionByZero", "InvalidOperation",
      "InvalidOperation", "InvalidOperation", "Inexact", "InvalidOperation", "InvalidOperation", "InvalidOperation",
      "FloatOperation", "Overflow", "Rounded", "Subnormal", "Underflow"};

  /** The signals in CPython's signal_map order (SignalDict keys, choice of the exception raised). */
  static PyType[] signals() {
    return new PyType[] {INVALID_OPERATION, FLOAT_OPERATION, DIVISION_BY_ZERO, OVERFLOW, UNDERFLOW, SUBNORMAL,
        INEXACT, ROUNDED, CLAMPED};
  }

  static final int[] SIGNAL_BITS = {IEEE_INVALID, S_FLOAT, S_DIVZERO, S_OVERFLOW, S_UNDERFLOW, S_SUBNORMAL,
      S_INEXACT, S_ROUNDED, S_CLAMPED};

  static int signalBits(PyObject key, String msg) {
    PyType[] sigs = signals();
    for (int i = 0; i < sigs.length; i++) {
      if (key == sigs[i]) {
        return SIGNAL_BITS[i];
      }
    }
    throw Errors.withArgs(ExceptionTypes.KEY_ERROR, PyStr.of(msg));
  }

  static final String SIGNALS_MSG = "valid values for signals are:\n  [InvalidOperation, FloatOperation, "
      + "DivisionByZero,\n   Overflow, Underflow, Subnormal, Inexact, Rounded,\n   Clamped]";

  /** The exception for a set of trapped status bits, as CPython's flags_as_exception/flags_as_list. */
  static RuntimeException trapped(int bits) {
    PyType[] sigs = signals();
    PyType type = DECIMAL_EXCEPTION;
    for (int i = 0; i < sigs.length; i++) {
      if ((bits & SIGNAL_BITS[i]) != 0) {
        type = sigs[i];
        break;
      }
    }
    PyList list = new PyList();
    PyType[] conds = {INVALID_OPERATION, CONVERSION_SYNTAX, DIVISION_IMPOSSIBLE, DIVISION_UNDEFINED, INVALID_CONTEXT};
    int[] condBits = {S_INVALID, S_CONVERSION, S_DIVIMPOSSIBLE, S_DIVUNDEFINED, S_INVCONTEXT};
    for (int i = 0; i < conds.length; i++) {
      if ((bits & condBits[i]) != 0) {
        list.append(conds[i]);
      }
    }
    for (int i = 1; i < sigs.length; i++) {
      if ((bits & SIGNAL_BITS[i]) != 0) {
        list.append(sigs[i]);
      }
    }
    return Errors.withArgs(type, list);
  }

  static String bitList(int bits) {
    StringBuilder sb = new StringBuilder("[");
    boolean invalidDone = false;
    for (int j = 0; j < BIT_NAMES.length; j++) {
      int f = bits & (1 << j);
      if (f == 0) {
        continue;
      }
      if ((f & IEEE_INVALID) != 0) {
        if (invalidDone) {
          continue;
        }
        invalidDone = true;
      }
      if (sb.length() > 1) {
        sb.append(", ");
      }
      sb.append(BIT_NAMES[j]);
    }
    return sb.append("]").toString();
  }

  static final String[] ROUNDINGS = {"ROUND_UP", "ROUND_DOWN", "ROUND_CEILING", "ROUND_FLOOR", "ROUND_HALF_UP",
      "ROUND_HALF_DOWN", "ROUND_HALF_EVEN", "ROUND_05UP"};

  // ================================================================ the context

  /** A decimal context: precision, rounding, exponent limits, and the flags and traps as status bits. */
  static final class Ctx extends ClassInstance {
    long prec = 28;
    String rounding = "ROUND_HALF_EVEN";
    long emax = 999999;
    long emin = -999999;
    int capitals = 1;
    int clamp = 0;
    int flags = 0;
    int traps = IEEE_INVALID | S_DIVZERO | S_OVERFLOW;

    Ctx() {
      this(CONTEXT);
    }

    Ctx(PyType type) {
      super(type);
    }

    @Override
    boolean ownInstancesTakeAttributes() {
      return false;
    }

    long etiny() {
      return emin - prec + 1;
    }

    long etop() {
      return emax - prec + 1;
    }

    Ctx copy() {
      Ctx c = new Ctx();
      c.prec = prec;
      c.rounding = rounding;
      c.emax = emax;
      c.emin = emin;
      c.capitals = capitals;
      c.clamp = clamp;
      c.flags = flags;
      c.traps = traps;
      return c;
    }

    /** Records an operation's status: flags are set, and a trapped condition raises. */
    void finish(St st) {
      flags |= st.s;
      int t = st.s & traps;
      if (t != 0) {
        throw trapped(t);
      }
    }
  }

  /** The status bits an operation raised. */
  static final class St {
    int s;

    void add(int bits) {
      s |= bits;
    }
  }

  /** The current context of each execution. */
  static Ctx[] slot() {
    return ResourceMeter.current().local(Ctx[].class, () -> new Ctx[] {new Ctx()});
  }

  static Ctx ctx() {
    return slot()[0];
  }

  static Ctx ctxArg(PyObject o) {
    if (o == null || o == PyNone.NONE) {
      return ctx();
    }
    if (!(o instanceof Ctx c)) {
      throw Errors.typeError("optional argument must be a context");
    }
    return c;
  }

  // ================================================================ the value

  /** kind: 0 finite, 1 infinity, 2 NaN, 3 sNaN. */
  static final class Dec extends PyObject {
    final int kind;
    final boolean neg;
    final BigDecimal v;
    final String payload;
    PyType type = DECIMAL;
    PyDict dict;

    Dec(int kind, boolean neg, BigDecimal v) {
      this(kind, neg, v, "");
    }

    Dec(int kind, boolean neg, BigDecimal v, String payload) {
      this.kind = kind;
      this.neg = neg;
      this.v = v;
      this.payload = payload;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public PyDict instanceDict() {
      if (type != DECIMAL && dict == null) {
        dict = new PyDict();
      }
      return dict;
    }

    boolean finite() {
      return kind == 0;
    }

    boolean nan() {
      return kind >= 2;
    }

    boolean inf() {
      return kind == 1;
    }

    boolean zero() {
      return kind == 0 && v.signum() == 0;
    }

    BigInteger coeff() {
      return v.unscaledValue().abs();
    }

    long exp() {
      return -(long) v.scale();
    }

    int ndigits() {
      return v.precision();
    }

    long adjusted() {
      return exp() + ndigits() - 1;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
      v.visit(dict);
    }
  }

  static Dec triple(boolean neg, BigInteger coeff, long exp) {
    if (exp > Integer.MAX_VALUE || exp < Integer.MIN_VALUE + 1) {
      throw Errors.notImplemented("Krait's Decimal supports exponents within +-2147483647 only");
    }
    return new Dec(0, neg, new BigDecimal(neg ? coeff.negate() : coeff, (int) -exp));
  }

  static Dec triple(boolean neg, long coeff, long exp) {
    return triple(neg, BigInteger.valueOf(coeff), exp);
  }

  static Dec fin(BigDecimal v) {
    return new Dec(0, v.signum() < 0, v);
  }

  static Dec fin(BigDecimal v, boolean negZero) {
    return new Dec(0, v.signum() < 0 || (v.signum() == 0 && negZero), v);
  }

  static Dec inf(boolean neg) {
    return new Dec(1, neg, BigDecimal.ZERO);
  }

  static final Dec NAN = new Dec(2, false, BigDecimal.ZERO);
  static final Dec ONE = triple(false, 1, 0);
  static final Dec ZERO = triple(false, 0, 0);

  static Dec withSign(Dec d, boolean neg) {
    if (d.neg == neg) {
      return d;
    }
    if (!d.finite()) {
      return new Dec(d.kind, neg, d.v, d.payload);
    }
    return new Dec(0, neg, d.v.negate());
  }

  /** Powers of ten below 10**512, computed once each (the hot path of every rounding and division). */
  private static final BigInteger[] POW10 = new BigInteger[512];

  static BigInteger pow10(long n) {
    if (n >= 0 && n < POW10.length) {
      BigInteger p = POW10[(int) n];
      if (p == null) {
        p = BigMath.pow(BigInteger.TEN, (int) n);
        POW10[(int) n] = p;
      }
      return p;
    }
    if (n > 100_000_000L) {
      throw Errors.notImplemented("Krait's Decimal cannot work with more than 100000000 digits");
    }
    if (n > 2000) {
      ResourceMeter.current().allocate(n / 2);
    }
    return BigMath.pow(BigInteger.TEN, (int) n);
  }

  static int len(BigInteger n) {
    if (n.signum() == 0) {
      return 1;
    }
    return new BigDecimal(n).precision();
  }

  // ================================================================ parsing and conversion

  static final Pattern NUM = Pattern.compile(
      "([+-])?(?:(\\d+)(?:\\.(\\d*))?|\\.(\\d+))(?:[eE]([+-]?\\d+))?");

  /** Parses a numeric string; null when it is not one (ConversionSyntax). */
  static Dec parseOrNull(String s0) {
    StringBuilder b = new StringBuilder();
    String st = s0.strip();
    for (int i = 0; i < st.length(); i++) {
      char ch = st.charAt(i);
      if (ch == '_') {
        continue;
      }
      if (Character.isDigit(ch) && (ch < '0' || ch > '9')) {
        b.append((char) ('0' + Character.digit(ch, 10)));
      } else {
        b.append(ch);
      }
    }
    String s = b.toString();
    Matcher m = NUM.matcher(s);
    if (m.matches()) {
      boolean neg = "-".equals(m.group(1));
      String ip = m.group(2) != null ? m.group(2) : "";
      String fp = m.group(3) != null ? m.group(3) : m.group(4) != null ? m.group(4) : "";
      long exp;
      try {
        exp = m.group(5) == null ? 0 : Long.parseLong(m.group(5));
      } catch (NumberFormatException e) {
        throw Errors.notImplemented("Krait's Decimal supports exponents within +-2147483647 only");
      }
      ResourceMeter.current().allocate(s.length());
      BigInteger coeff = BigMath.parseDecimal((ip + fp).isEmpty() ? "0" : ip + fp);
      return triple(neg, coeff, exp - fp.length());
    }
    String low = dev.krait.python.objects.PyStr.lowerCase(s);
    boolean neg = low.startsWith("-");
    if (low.startsWith("-") || low.startsWith("+")) {
      low = low.substring(1);
    }
    if (low.equals("inf") || low.equals("infinity")) {
      return new Dec(1, neg, BigDecimal.ZERO);
    }
    if (low.matches("nan\\d*")) {
      return new Dec(2, neg, BigDecimal.ZERO, payload(low.substring(3)));
    }
    if (low.matches("snan\\d*")) {
      return new Dec(3, neg, BigDecimal.ZERO, payload(low.substring(4)));
    }
    return null;
  }

  static String payload(String digits) {
    String p = digits.replaceFirst("^0+", "");
    return p;
  }

  static Dec fromFloat(double d) {
    if (Double.isNaN(d)) {
      return new Dec(2, Math.copySign(1.0, d) < 0, BigDecimal.ZERO);
    }
    if (Double.isInfinite(d)) {
      return new Dec(1, d < 0, BigDecimal.ZERO);
    }
    BigDecimal v = new BigDecimal(d);
    if (v.signum() != 0) {
      v = v.stripTrailingZeros();
      if (v.scale() < 0) {
        v = v.setScale(0);
      }
    }
    return fin(v, d == 0 && 1 / d < 0);
  }

  /** Decimal(value) in context c: strings signal ConversionSyntax, floats FloatOperation. */
  static Dec construct(PyObject v, Ctx c, St st) {
    if (v instanceof Dec d) {
      return d;
    }
    if (v instanceof PyStr s) {
      Dec d = parseOrNull(s.value());
      if (d == null) {
        st.add(S_CONVERSION);
        return NAN;
      }
      return d;
    }
    if (v instanceof PyInt i) {
      return fin(new BigDecimal(i.bigValue()));
    }
    if (v instanceof PyFloat f) {
      st.add(S_FLOAT);
      return fromFloat(f.value());
    }
    if (v instanceof PyTuple || v instanceof PyList) {
      PyObject[] t = Ops.toArray(v);
      if (t.length != 3) {
        throw Errors.valueError("argument must be a sequence of length 3");
      }
      if (!(t[0] instanceof PyInt) || !(Ops.eq(t[0], PyInt.of(0)) || Ops.eq(t[0], PyInt.of(1)))) {
        throw Errors.valueError("sign must be an integer with the value 0 or 1");
      }
      boolean sign = Ops.eq(t[0], PyInt.of(1));
      if (t[2] instanceof PyStr s) {
        String e = s.value();
        if (e.equals("F")) {
          return new Dec(1, sign, BigDecimal.ZERO);
        }
        if (!e.equals("n") && !e.equals("N")) {
          throw Errors.valueError("string argument in the third position must be 'F', 'n' or 'N'");
        }
        return new Dec(e.equals("n") ? 2 : 3, sign, BigDecimal.ZERO, payload(digitString(t[1])));
      }
      if (!(t[2] instanceof PyInt)) {
        throw Errors.valueError("exponent must be an integer");
      }
      String digits = digitString(t[1]);
      return triple(sign, new BigInteger(digits.isEmpty() ? "0" : digits), Support.toLong(t[2]));
    }
    throw Errors.typeError("conversion from " + v.type().name() + " to Decimal is not supported");
  }

  static String digitString(PyObject tuple) {
    if (!(tuple instanceof PyTuple || tuple instanceof PyList)) {
      throw Errors.valueError("coefficient must be a tuple of digits");
    }
    StringBuilder digits = new StringBuilder();
    for (PyObject dg : Ops.toArray(tuple)) {
      if (!(dg instanceof PyInt)) {
        throw Errors.valueError("coefficient must be a tuple of digits");
      }
      long x = Support.toLong(dg);
      if (x < 0 || x > 9) {
        throw Errors.valueError("coefficient must be a tuple of digits");
      }
      digits.append(x);
    }
    return digits.toString();
  }

  /** An operand of an arithmetic operator: Decimal or int, else null (NotImplemented). */
  static Dec operand(PyObject o) {
    if (o instanceof Dec d) {
      return d;
    }
    if (o instanceof PyInt i) {
      return fin(new BigDecimal(i.bigValue()));
    }
    return null;
  }

  /** An operand of a method or context method: Decimal or int, else TypeError. */
  static Dec operandRaise(PyObject o) {
    Dec d = operand(o);
    if (d == null) {
      throw Errors.typeError("conversion from " + o.type().name() + " to Decimal is not supported");
    }
    return d;
  }

  // ================================================================ rounding (_pydecimal's _fix and _rescale)

  /**
   * Keeps the first {@code keep} digits of coefficient c (which has n digits): returns
   * {quotient (incremented when rounding up), changed} with changed 0 exact, 1 rounded up, -1 down.
   */
  static Object[] roundCoeff(boolean neg, BigInteger c, int n, long keep, String rounding) {
    long drop = n - keep;
    BigInteger[] qr = BigMath.divideAndRemainder(c, pow10(drop));
    BigInteger q = qr[0];
    BigInteger r = qr[1];
    if (r.signum() == 0) {
      return new Object[] {q, 0};
    }
    boolean up;
    switch (rounding) {
      case "ROUND_DOWN":
        up = false;
        break;
      case "ROUND_UP":
        up = true;
        break;
      case "ROUND_CEILING":
        up = !neg;
        break;
      case "ROUND_FLOOR":
        up = neg;
        break;
      case "ROUND_05UP": {
        int last = BigMath.mod(q, BigInteger.TEN).intValue();
        up = last == 0 || last == 5;
        break;
      }
      default: {
        BigInteger half = BigInteger.valueOf(5).multiply(pow10(drop - 1));
        int cmp = r.compareTo(half);
        if (rounding.equals("ROUND_HALF_UP")) {
          up = cmp >= 0;
        } else if (rounding.equals("ROUND_HALF_DOWN")) {
          up = cmp > 0;
        } else {
          up = cmp > 0 || (cmp == 0 && q.testBit(0));
        }
      }
    }
    return up ? new Object[] {q.add(BigInteger.ONE), 1} : new Object[] {q, -1};
  }

  static Dec overflowResult(boolean neg, Ctx c, String r) {
    if (r.equals("ROUND_HALF_UP") || r.equals("ROUND_HALF_EVEN") || r.equals("ROUND_HALF_DOWN")
        || r.equals("ROUND_UP") || (!neg && r.equals("ROUND_CEILING")) || (neg && r.equals("ROUND_FLOOR"))) {
      return inf(neg);
    }
    return triple(neg, pow10(c.prec).subtract(BigInteger.ONE), c.emax - c.prec + 1);
  }

  static Dec fix(Dec d, Ctx c, St st) {
    return fix(d, c, c.rounding, st);
  }

  /** Rounds d to the context (precision, exponent limits), raising the conditions of _fix. */
  static Dec fix(Dec d, Ctx c, String rounding, St st) {
    if (!d.finite()) {
      if (d.nan() && d.payload.length() > c.prec - c.clamp) {
        return new Dec(d.kind, d.neg, BigDecimal.ZERO, "");
      }
      return d;
    }
    long etiny = c.etiny();
    long etop = c.etop();
    long exp = d.exp();
    if (d.zero()) {
      long expMax = c.clamp == 0 ? c.emax : etop;
      long newExp = Math.min(Math.max(exp, etiny), expMax);
      if (newExp != exp) {
        st.add(S_CLAMPED);
        return triple(d.neg, BigInteger.ZERO, newExp);
      }
      return d;
    }
    int n = d.ndigits();
    long expMin = n + exp - c.prec;
    if (expMin > etop) {
      st.add(S_OVERFLOW | S_INEXACT | S_ROUNDED);
      return overflowResult(d.neg, c, rounding);
    }
    boolean subnormal = expMin < etiny;
    if (subnormal) {
      expMin = etiny;
    }
    if (exp < expMin) {
      BigInteger coeff = d.coeff();
      long digits = n + exp - expMin;
      if (digits < 0) {
        coeff = BigInteger.ONE;
        n = 1;
        digits = 0;
      }
      Object[] rr = roundCoeff(d.neg, coeff, n, digits, rounding);
      BigInteger q = (BigInteger) rr[0];
      int changed = (Integer) rr[1];
      if (changed > 0 && len(q) > c.prec) {
        q = BigMath.divide(q, BigInteger.TEN);
        expMin += 1;
      }
      Dec ans;
      if (expMin > etop) {
        st.add(S_OVERFLOW | S_INEXACT | S_ROUNDED);
        ans = overflowResult(d.neg, c, rounding);
      } else {
        ans = triple(d.neg, q, expMin);
      }
      if (changed != 0 && subnormal) {
        st.add(S_UNDERFLOW);
      }
      if (subnormal) {
        st.add(S_SUBNORMAL);
      }
      if (changed != 0) {
        st.add(S_INEXACT);
      }
      st.add(S_ROUNDED);
      if (ans.zero()) {
        st.add(S_CLAMPED);
      }
      return ans;
    }
    if (subnormal) {
      st.add(S_SUBNORMAL);
    }
    if (c.clamp == 1 && exp > etop) {
      st.add(S_CLAMPED);
      return triple(d.neg, d.coeff().multiply(pow10(exp - etop)), etop);
    }
    return d;
  }

  /** _rescale: d at exponent exp, rounding when digits are lost (no context limits). */
  static Dec rescale(Dec d, long exp, String rounding) {
    if (!d.finite()) {
      return d;
    }
    if (d.zero()) {
      return triple(d.neg, BigInteger.ZERO, exp);
    }
    long e = d.exp();
    if (e >= exp) {
      return triple(d.neg, d.coeff().multiply(pow10(e - exp)), exp);
    }
    int n = d.ndigits();
    BigInteger coeff = d.coeff();
    long digits = n + e - exp;
    if (digits < 0) {
      coeff = BigInteger.ONE;
      n = 1;
      digits = 0;
    }
    Object[] rr = roundCoeff(d.neg, coeff, n, digits, rounding);
    return triple(d.neg, (BigInteger) rr[0], exp);
  }

  // ================================================================ arithmetic (_pydecimal)

  /** NaN operands: sNaN signals InvalidOperation and gives its quiet NaN; else the first NaN. */
  static Dec checkNans(Dec a, Dec b, Ctx c, St st) {
    if (a.kind == 3 || (b != null && b.kind == 3)) {
      st.add(S_INVALID);
      Dec s = a.kind == 3 ? a : b;
      return fix(new Dec(2, s.neg, BigDecimal.ZERO, s.payload), c, st);
    }
    if (a.kind == 2) {
      return fix(a, c, st);
    }
    if (b != null && b.kind == 2) {
      return fix(b, c, st);
    }
    return null;
  }

  static Dec invalid(St st) {
    st.add(S_INVALID);
    return NAN;
  }

  static Dec add(Dec a, Dec b, Ctx c, St st) {
    if (!a.finite() || !b.finite()) {
      Dec n = checkNans(a, b, c, st);
      if (n != null) {
        return n;
      }
      if (a.inf()) {
        if (a.neg != b.neg && b.inf()) {
          return invalid(st);
        }
        return a;
      }
      return b;
    }
    long exp = Math.min(a.exp(), b.exp());
    boolean negZero = c.rounding.equals("ROUND_FLOOR") && a.neg != b.neg;
    if (a.zero() && b.zero()) {
      boolean sign = (a.neg && b.neg) || negZero;
      return fix(triple(sign, BigInteger.ZERO, exp), c, st);
    }
    if (a.zero()) {
      exp = Math.max(exp, b.exp() - c.prec - 1);
      return fix(rescale(b, exp, c.rounding), c, st);
    }
    if (b.zero()) {
      exp = Math.max(exp, a.exp() - c.prec - 1);
      return fix(rescale(a, exp, c.rounding), c, st);
    }
    // _normalize: a far smaller operand only matters as a sticky digit
    Dec big = a.exp() < b.exp() ? b : a;
    Dec small = big == a ? b : a;
    long stickyExp = big.exp() + Math.min(-1, big.ndigits() - c.prec - 2);
    if (small.adjusted() < stickyExp) {
      small = triple(small.neg, BigInteger.ONE, stickyExp);
    }
    ResourceMeter.current().allocate(Math.abs(big.exp() - small.exp()) / 2 + 16);
    BigDecimal sum = big.v.add(small.v);
    if (sum.signum() == 0) {
      return fix(triple(negZero, BigInteger.ZERO, exp), c, st);
    }
    return fix(fin(sum), c, st);
  }

  static Dec sub(Dec a, Dec b, Ctx c, St st) {
    return add(a, b.nan() ? b : negate(b), c, st);
  }

  static Dec negate(Dec b) {
    return b.finite() ? new Dec(0, !b.neg, b.v.negate()) : new Dec(b.kind, !b.neg, b.v, b.payload);
  }

  static Dec mul(Dec a, Dec b, Ctx c, St st) {
    boolean sign = a.neg != b.neg;
    if (!a.finite() || !b.finite()) {
      Dec n = checkNans(a, b, c, st);
      if (n != null) {
        return n;
      }
      if (a.inf()) {
        return b.zero() ? invalid(st) : inf(sign);
      }
      return a.zero() ? invalid(st) : inf(sign);
    }
    long exp = a.exp() + b.exp();
    if (a.zero() || b.zero()) {
      return fix(triple(sign, BigInteger.ZERO, exp), c, st);
    }
    ResourceMeter.current().allocate((a.ndigits() + (long) b.ndigits()) / 2);
    return fix(triple(sign, a.coeff().multiply(b.coeff()), exp), c, st);
  }

  static Dec div(Dec a, Dec b, Ctx c, St st) {
    boolean sign = a.neg != b.neg;
    if (!a.finite() || !b.finite()) {
      Dec n = checkNans(a, b, c, st);
      if (n != null) {
        return n;
      }
      if (a.inf() && b.inf()) {
        return invalid(st);
      }
      if (a.inf()) {
        return inf(sign);
      }
      st.add(S_CLAMPED);
      return triple(sign, BigInteger.ZERO, c.etiny());
    }
    if (b.zero()) {
      if (a.zero()) {
        st.add(S_DIVUNDEFINED);
        return NAN;
      }
      st.add(S_DIVZERO);
      return inf(sign);
    }
    BigInteger coeff;
    long exp;
    if (a.zero()) {
      exp = a.exp() - b.exp();
      coeff = BigInteger.ZERO;
    } else {
      long shift = b.ndigits() - a.ndigits() + c.prec + 1;
      exp = a.exp() - b.exp() - shift;
      BigInteger[] qr = shift >= 0 ? a.coeff().multiply(pow10(shift)).divideAndRemainder(b.coeff())
          : a.coeff().divideAndRemainder(b.coeff().multiply(pow10(-shift)));
      coeff = qr[0];
      if (qr[1].signum() != 0) {
        if (BigMath.mod(coeff, BigInteger.valueOf(5)).signum() == 0) {
          coeff = coeff.add(BigInteger.ONE);
        }
      } else {
        long ideal = a.exp() - b.exp();
        while (exp < ideal && BigMath.mod(coeff, BigInteger.TEN).signum() == 0 && coeff.signum() != 0) {
          coeff = BigMath.divide(coeff, BigInteger.TEN);
          exp++;
        }
      }
    }
    return fix(triple(sign, coeff, exp), c, st);
  }

  /** _divide: (a // b, a % b) for finite a, nonzero b (b may be infinite). */
  static Dec[] divideInt(Dec a, Dec b, Ctx c, St st) {
    boolean sign = a.neg != b.neg;
    long ideal = b.inf() ? a.exp() : Math.min(a.exp(), b.exp());
    long expdiff = b.inf() ? 0 : a.adjusted() - b.adjusted();
    if (a.zero() || b.inf() || expdiff <= -2) {
      return new Dec[] {triple(sign, BigInteger.ZERO, 0), rescale(a, ideal, c.rounding)};
    }
    if (expdiff <= c.prec) {
      BigInteger x = a.coeff();
      BigInteger y = b.coeff();
      if (a.exp() >= b.exp()) {
        x = BigMath.multiply(x, pow10(a.exp() - b.exp()));
      } else {
        y = BigMath.multiply(y, pow10(b.exp() - a.exp()));
      }
      BigInteger[] qr = BigMath.divideAndRemainder(x, y);
      if (qr[0].compareTo(pow10(c.prec)) < 0) {
        return new Dec[] {triple(sign, qr[0], 0), triple(a.neg, qr[1], ideal)};
      }
    }
    st.add(S_DIVIMPOSSIBLE);
    return new Dec[] {NAN, NAN};
  }

  static Dec[] divmod(Dec a, Dec b, Ctx c, St st) {
    Dec n = checkNans(a, b, c, st);
    if (n != null) {
      return new Dec[] {n, n};
    }
    boolean sign = a.neg != b.neg;
    if (a.inf()) {
      if (b.inf()) {
        Dec x = invalid(st);
        return new Dec[] {x, x};
      }
      return new Dec[] {inf(sign), invalid(st)};
    }
    if (b.zero()) {
      if (a.zero()) {
        st.add(S_DIVUNDEFINED);
        return new Dec[] {NAN, NAN};
      }
      st.add(S_DIVZERO);
      return new Dec[] {inf(sign), invalid(st)};
    }
    Dec[] qr = divideInt(a, b, c, st);
    return new Dec[] {qr[0], fix(qr[1], c, st)};
  }

  static Dec mod(Dec a, Dec b, Ctx c, St st) {
    Dec n = checkNans(a, b, c, st);
    if (n != null) {
      return n;
    }
    if (a.inf()) {
      return invalid(st);
    }
    if (b.zero()) {
      if (!a.zero()) {
        return invalid(st);
      }
      st.add(S_DIVUNDEFINED);
      return NAN;
    }
    return fix(divideInt(a, b, c, st)[1], c, st);
  }

  static Dec floordiv(Dec a, Dec b, Ctx c, St st) {
    Dec n = checkNans(a, b, c, st);
    if (n != null) {
      return n;
    }
    if (a.inf()) {
      if (b.inf()) {
        return invalid(st);
      }
      return inf(a.neg != b.neg);
    }
    if (b.zero()) {
      if (!a.zero()) {
        st.add(S_DIVZERO);
        return inf(a.neg != b.neg);
      }
      st.add(S_DIVUNDEFINED);
      return NAN;
    }
    return divideInt(a, b, c, st)[0];
  }

  static Dec remainderNear(Dec a, Dec b, Ctx c, St st) {
    Dec n = checkNans(a, b, c, st);
    if (n != null) {
      return n;
    }
    if (a.inf()) {
      return invalid(st);
    }
    if (b.zero()) {
      if (!a.zero()) {
        return invalid(st);
      }
      st.add(S_DIVUNDEFINED);
      return NAN;
    }
    if (b.inf()) {
      return fix(a, c, st);
    }
    long ideal = Math.min(a.exp(), b.exp());
    if (a.zero()) {
      return fix(triple(a.neg, BigInteger.ZERO, ideal), c, st);
    }
    long expdiff = a.adjusted() - b.adjusted();
    if (expdiff >= c.prec + 1) {
      st.add(S_DIVIMPOSSIBLE);
      return NAN;
    }
    if (expdiff <= -2) {
      return fix(rescale(a, ideal, c.rounding), c, st);
    }
    BigInteger x = a.coeff();
    BigInteger y = b.coeff();
    if (a.exp() >= b.exp()) {
      x = BigMath.multiply(x, pow10(a.exp() - b.exp()));
    } else {
      y = BigMath.multiply(y, pow10(b.exp() - a.exp()));
    }
    BigInteger[] qr = BigMath.divideAndRemainder(x, y);
    BigInteger q = qr[0];
    BigInteger r = qr[1];
    int cmp = r.shiftLeft(1).add(q.testBit(0) ? BigInteger.ONE : BigInteger.ZERO).compareTo(y);
    boolean sign = a.neg;
    if (cmp > 0) {
      r = r.subtract(y);
      q = q.add(BigInteger.ONE);
    }
    if (q.compareTo(pow10(c.prec)) >= 0) {
      st.add(S_DIVIMPOSSIBLE);
      return NAN;
    }
    if (r.signum() < 0) {
      sign = !sign;
      r = r.negate();
    }
    return fix(triple(sign, r, ideal), c, st);
  }

  static Dec plus(Dec a, Ctx c, St st) {
    if (!a.finite()) {
      Dec n = checkNans(a, null, c, st);
      if (n != null) {
        return n;
      }
    }
    Dec ans = a.zero() && !c.rounding.equals("ROUND_FLOOR") ? withSign(a, false) : a;
    return fix(ans, c, st);
  }

  static Dec minus(Dec a, Ctx c, St st) {
    if (!a.finite()) {
      Dec n = checkNans(a, null, c, st);
      if (n != null) {
        return n;
      }
    }
    Dec ans = a.zero() && !c.rounding.equals("ROUND_FLOOR") ? withSign(a, false) : negate(a);
    return fix(ans, c, st);
  }

  static Dec abs(Dec a, Ctx c, St st) {
    if (!a.finite()) {
      Dec n = checkNans(a, null, c, st);
      if (n != null) {
        return n;
      }
    }
    return a.neg ? minus(a, c, st) : plus(a, c, st);
  }

  static Dec fma(Dec a, Dec b, Dec third, Ctx c, St st) {
    Dec product;
    if (!a.finite() || !b.finite()) {
      if (a.kind == 3 || b.kind == 3) {
        st.add(S_INVALID);
        Dec s = a.kind == 3 ? a : b;
        return new Dec(2, s.neg, BigDecimal.ZERO, s.payload);
      }
      if (a.kind == 2) {
        product = a;
      } else if (b.kind == 2) {
        product = b;
      } else if (a.inf()) {
        if (b.zero()) {
          return invalid(st);
        }
        product = inf(a.neg != b.neg);
      } else {
        if (a.zero()) {
          return invalid(st);
        }
        product = inf(a.neg != b.neg);
      }
    } else {
      ResourceMeter.current().allocate((a.ndigits() + (long) b.ndigits()) / 2);
      product = triple(a.neg != b.neg, a.coeff().multiply(b.coeff()), a.exp() + b.exp());
    }
    return add(product, third, c, st);
  }

  // ================================================================ comparison

  /** Numeric comparison of non-NaN values: -1, 0, 1. */
  static int cmp(Dec a, Dec b) {
    if (a.inf() || b.inf()) {
      int x = a.inf() ? (a.neg ? -1 : 1) : 0;
      int y = b.inf() ? (b.neg ? -1 : 1) : 0;
      if (x != 0 && y != 0) {
        return Integer.compare(x, y);
      }
      return x != 0 ? x : -y;
    }
    return a.v.compareTo(b.v);
  }

  static Dec compare(Dec a, Dec b, Ctx c, St st, boolean signal) {
    if (a.nan() || b.nan()) {
      if (signal) {
        st.add(S_INVALID);
        return NAN;
      }
      return checkNans(a, b, c, st);
    }
    return decOf(cmp(a, b));
  }

  static Dec decOf(long v) {
    return fin(BigDecimal.valueOf(v));
  }

  static int compareTotal(Dec a, Dec b) {
    if (a.neg && !b.neg) {
      return -1;
    }
    if (!a.neg && b.neg) {
      return 1;
    }
    boolean sign = a.neg;
    int an = a.kind == 2 ? 1 : a.kind == 3 ? 2 : 0;
    int bn = b.kind == 2 ? 1 : b.kind == 3 ? 2 : 0;
    if (an != 0 || bn != 0) {
      if (an == bn) {
        int k = a.payload.length() != b.payload.length() ? Integer.compare(a.payload.length(), b.payload.length())
            : Integer.signum(a.payload.compareTo(b.payload));
        return sign ? -k : k;
      }
      if (sign) {
        if (an == 1) {
          return -1;
        }
        if (bn == 1) {
          return 1;
        }
        if (an == 2) {
          return -1;
        }
        return 1;
      }
      if (an == 1) {
        return 1;
      }
      if (bn == 1) {
        return -1;
      }
      if (an == 2) {
        return 1;
      }
      return -1;
    }
    int k = cmp(a, b);
    if (k != 0) {
      return k;
    }
    if (a.inf() || b.inf()) {
      return 0;
    }
    if (a.exp() < b.exp()) {
      return sign ? 1 : -1;
    }
    if (a.exp() > b.exp()) {
      return sign ? -1 : 1;
    }
    return 0;
  }

  static Dec maxMin(Dec a, Dec b, Ctx c, St st, boolean max, boolean mag) {
    if (a.nan() || b.nan()) {
      int sn = a.kind == 2 ? 1 : a.kind == 3 ? 2 : 0;
      int on = b.kind == 2 ? 1 : b.kind == 3 ? 2 : 0;
      if (on == 1 && sn == 0) {
        return fix(a, c, st);
      }
      if (sn == 1 && on == 0) {
        return fix(b, c, st);
      }
      return checkNans(a, b, c, st);
    }
    int k = mag ? cmp(withSign(a, false), withSign(b, false)) : cmp(a, b);
    if (k == 0) {
      k = compareTotal(a, b);
    }
    Dec ans = max ? (k == -1 ? b : a) : (k == -1 ? a : b);
    return fix(ans, c, st);
  }

  // ================================================================ sqrt, exp, ln, log10, power (_pydecimal)

  static final BigInteger TWO = BigInteger.TWO;
  static final BigInteger FIVE = BigInteger.valueOf(5);

  static Dec sqrt(Dec a, Ctx c, St st) {
    if (!a.finite()) {
      Dec n = checkNans(a, null, c, st);
      if (n != null) {
        return n;
      }
      if (a.inf() && !a.neg) {
        return a;
      }
    }
    if (a.zero()) {
      return fix(triple(a.neg, BigInteger.ZERO, Math.floorDiv(a.exp(), 2)), c, st);
    }
    if (a.neg) {
      return invalid(st);
    }
    long prec = c.prec + 1;
    long e = a.exp() >> 1;
    BigInteger cc;
    long l;
    if ((a.exp() & 1) != 0) {
      cc = a.coeff().multiply(BigInteger.TEN);
      l = (a.ndigits() >> 1) + 1;
    } else {
      cc = a.coeff();
      l = (a.ndigits() + 1) >> 1;
    }
    long shift = prec - l;
    boolean exact;
    if (shift >= 0) {
      cc = BigMath.multiply(cc, pow10(2 * shift));
      exact = true;
    } else {
      BigInteger[] qr = BigMath.divideAndRemainder(cc, pow10(-2 * shift));
      cc = qr[0];
      exact = qr[1].signum() == 0;
    }
    e -= shift;
    BigInteger n = BigMath.isqrt(cc);
    exact = exact && BigMath.multiply(n, n).equals(cc);
    if (exact) {
      if (shift >= 0) {
        n = BigMath.divide(n, pow10(shift));
      } else {
        n = BigMath.multiply(n, pow10(-shift));
      }
      e += shift;
    } else if (BigMath.mod(n, FIVE).signum() == 0) {
      n = n.add(BigInteger.ONE);
    }
    return fix(triple(false, n, e), c, "ROUND_HALF_EVEN", st);
  }

  static BigInteger divNearest(BigInteger a, BigInteger b) {
    BigInteger[] qr = BigMath.divideAndRemainder(a, b);
    BigInteger q = qr[0];
    BigInteger r = qr[1];
    if (r.signum() != 0 && (r.signum() < 0) != (b.signum() < 0)) {
      q = q.subtract(BigInteger.ONE);
      r = r.add(b);
    }
    BigInteger t = r.shiftLeft(1).add(q.testBit(0) ? BigInteger.ONE : BigInteger.ZERO);
    return t.compareTo(b) > 0 ? q.add(BigInteger.ONE) : q;
  }

  static BigInteger floorDiv(BigInteger a, BigInteger b) {
    BigInteger[] qr = BigMath.divideAndRemainder(a, b);
    if (qr[1].signum() != 0 && (qr[1].signum() < 0) != (b.signum() < 0)) {
      return qr[0].subtract(BigInteger.ONE);
    }
    return qr[0];
  }

  static BigInteger rshiftNearest(BigInteger x, int shift) {
    BigInteger b = BigInteger.ONE.shiftLeft(shift);
    BigInteger q = x.shiftRight(shift);
    BigInteger t = x.and(b.subtract(BigInteger.ONE)).shiftLeft(1).add(q.testBit(0) ? BigInteger.ONE : BigInteger.ZERO);
    return t.compareTo(b) > 0 ? q.add(BigInteger.ONE) : q;
  }

  static BigInteger sqrtNearest(BigInteger n, BigInteger a) {
    BigInteger b = BigInteger.ZERO;
    ResourceMeter m = ResourceMeter.current();
    while (!a.equals(b)) {
      m.tick();
      b = a;
      a = a.subtract(floorDiv(n.negate(), a)).shiftRight(1);
    }
    return a;
  }

  static long ceilDiv(long a, long b) {
    return -Math.floorDiv(-a, b);
  }

  /** Integer approximation to M*log(x/M). */
  static BigInteger ilog(BigInteger x, BigInteger bigM) {
    final int bigL = 8;
    BigInteger y = x.subtract(bigM);
    int r = 0;
    ResourceMeter m = ResourceMeter.current();
    while ((r <= bigL && y.abs().shiftLeft(bigL - r).compareTo(bigM) >= 0)
        || (r > bigL && y.abs().shiftRight(r - bigL).compareTo(bigM) >= 0)) {
      m.tick();
      y = divNearest(BigMath.multiply(bigM, y).shiftLeft(1),
          bigM.add(sqrtNearest(BigMath.multiply(bigM, bigM.add(rshiftNearest(y, r))), bigM)));
      r++;
    }
    long t = ceilDiv(10L * len(bigM), 3L * bigL);
    BigInteger yshift = rshiftNearest(y, r);
    BigInteger w = divNearest(bigM, BigInteger.valueOf(t));
    for (long k = t - 1; k > 0; k--) {
      m.tick();
      w = divNearest(bigM, BigInteger.valueOf(k)).subtract(divNearest(BigMath.multiply(yshift, w), bigM));
    }
    return divNearest(BigMath.multiply(w, y), bigM);
  }

  static String log10Digits = "23025850929940456840179914546843642076011014886";

  /** floor(10**p * log(10)), digits cached like _Log10Memoize. */
  static synchronized BigInteger log10Digits(long p) {
    if (p < 0) {
      throw Errors.valueError("p should be nonnegative");
    }
    if (p >= log10Digits.length()) {
      long extra = 3;
      String digits;
      while (true) {
        BigInteger bigM = pow10(p + extra + 2);
        digits = BigMath.toDecimalString(divNearest(ilog(BigMath.multiply(BigInteger.TEN, bigM), bigM), BigInteger.valueOf(100)));
        if (!digits.substring(digits.length() - (int) extra).equals("0".repeat((int) extra))) {
          break;
        }
        extra += 3;
      }
      String stripped = digits.replaceFirst("0+$", "");
      log10Digits = stripped.substring(0, stripped.length() - 1);
    }
    return new BigInteger(log10Digits.substring(0, (int) p + 1));
  }

  /** Integer approximation to 10**p * log(c*10**e), error at most 1. */
  static BigInteger dlog(BigInteger c, long e, long p) {
    p += 2;
    long l = len(c);
    long f = e + l - (e + l >= 1 ? 1 : 0);
    BigInteger logD;
    if (p > 0) {
      long k = e + p - f;
      if (k >= 0) {
        c = BigMath.multiply(c, pow10(k));
      } else {
        c = divNearest(c, pow10(-k));
      }
      logD = ilog(c, pow10(p));
    } else {
      logD = BigInteger.ZERO;
    }
    BigInteger fLogTen;
    if (f != 0) {
      long extra = Long.toString(Math.abs(f)).length() - 1;
      if (p + extra >= 0) {
        fLogTen = divNearest(BigInteger.valueOf(f).multiply(log10Digits(p + extra)), pow10(extra));
      } else {
        fLogTen = BigInteger.ZERO;
      }
    } else {
      fLogTen = BigInteger.ZERO;
    }
    return divNearest(fLogTen.add(logD), BigInteger.valueOf(100));
  }

  /** Integer approximation to 10**p * log10(c*10**e), error at most 1. */
  static BigInteger dlog10(BigInteger c, long e, long p) {
    p += 2;
    long l = len(c);
    long f = e + l - (e + l >= 1 ? 1 : 0);
    BigInteger logD;
    BigInteger logTenpower;
    if (p > 0) {
      BigInteger bigM = pow10(p);
      long k = e + p - f;
      if (k >= 0) {
        c = BigMath.multiply(c, pow10(k));
      } else {
        c = divNearest(c, pow10(-k));
      }
      logD = ilog(c, bigM);
      BigInteger log10 = log10Digits(p);
      logD = divNearest(BigMath.multiply(logD, bigM), log10);
      logTenpower = BigInteger.valueOf(f).multiply(bigM);
    } else {
      logD = BigInteger.ZERO;
      logTenpower = divNearest(BigInteger.valueOf(f), pow10(-p));
    }
    return divNearest(logTenpower.add(logD), BigInteger.valueOf(100));
  }

  /** Integer approximation to M*exp(x/M). */
  static BigInteger iexp(BigInteger x, BigInteger bigM) {
    final int bigL = 8;
    int r = floorDiv(x.shiftLeft(bigL), bigM).bitLength();
    long t = ceilDiv(10L * len(bigM), 3L * bigL);
    BigInteger y = divNearest(x, BigInteger.valueOf(t));
    BigInteger mshift = bigM.shiftLeft(r);
    ResourceMeter m = ResourceMeter.current();
    for (long i = t - 1; i > 0; i--) {
      m.tick();
      y = divNearest(BigMath.multiply(x, mshift.add(y)), BigMath.multiply(mshift, BigInteger.valueOf(i)));
    }
    for (int k = r - 1; k >= 0; k--) {
      m.tick();
      BigInteger ms = bigM.shiftLeft(k + 2);
      y = divNearest(BigMath.multiply(y, y.add(ms)), ms);
    }
    return bigM.add(y);
  }

  /** exp(c*10**e) as (d, f): d*10**f with p digits, error in d at most 1. */
  static Object[] dexp(BigInteger c, long e, long p) {
    p += 2;
    long extra = Math.max(0, e + len(c) - 1);
    long q = p + extra;
    long shift = e + q;
    BigInteger cshift = shift >= 0 ? BigMath.multiply(c, pow10(shift)) : floorDiv(c, pow10(-shift));
    BigInteger l10 = log10Digits(q);
    BigInteger quot = floorDiv(cshift, l10);
    BigInteger rem = cshift.subtract(BigMath.multiply(quot, l10));
    rem = divNearest(rem, pow10(extra));
    return new Object[] {divNearest(iexp(rem, pow10(p)), BigInteger.valueOf(1000)),
        quot.longValueExact() - p + 3};
  }

  static boolean roundable(BigInteger coeff, long p) {
    long k = len(coeff.abs()) - p - 1;
    return BigMath.mod(coeff, BigMath.multiply(FIVE, pow10(k))).signum() != 0;
  }

  static Dec exp(Dec a, Ctx c, St st) {
    if (!a.finite()) {
      Dec n = checkNans(a, null, c, st);
      if (n != null) {
        return n;
      }
      return a.neg ? ZERO : a;
    }
    if (a.zero()) {
      return ONE;
    }
    long p = c.prec;
    long adj = a.adjusted();
    Dec ans;
    if (!a.neg && adj > Long.toString((c.emax + 1) * 3).length()) {
      ans = triple(false, BigInteger.ONE, c.emax + 1);
    } else if (a.neg && adj > Long.toString((-c.etiny() + 1) * 3).length()) {
      ans = triple(false, BigInteger.ONE, c.etiny() - 1);
    } else if (!a.neg && adj < -p) {
      ans = triple(false, pow10(p).add(BigInteger.ONE), -p);
    } else if (a.neg && adj < -p - 1) {
      ans = triple(false, pow10(p + 1).subtract(BigInteger.ONE), -p - 1);
    } else {
      BigInteger cc = a.neg ? a.coeff().negate() : a.coeff();
      long e = a.exp();
      long extra = 3;
      Object[] r;
      ResourceMeter m = ResourceMeter.current();
      while (true) {
        m.tick();
        r = dexp(cc, e, p + extra);
        if (roundable((BigInteger) r[0], p)) {
          break;
        }
        extra += 3;
      }
      ans = triple(false, (BigInteger) r[0], (Long) r[1]);
    }
    return fix(ans, c, "ROUND_HALF_EVEN", st);
  }

  static long lnExpBound(Dec a) {
    long adj = a.adjusted();
    if (adj >= 1) {
      return Long.toString(adj * 23 / 10).length() - 1;
    }
    if (adj <= -2) {
      return Long.toString((-1 - adj) * 23 / 10).length() - 1;
    }
    BigInteger c = a.coeff();
    long e = a.exp();
    if (adj == 0) {
      String num = BigMath.toDecimalString(c.subtract(pow10(-e)));
      String den = BigMath.toDecimalString(c);
      return num.length() - den.length() - (num.compareTo(den) < 0 ? 1 : 0);
    }
    return e + BigMath.toDecimalString(pow10(-e).subtract(c)).length() - 1;
  }

  static Dec ln(Dec a, Ctx c, St st) {
    if (!a.finite()) {
      Dec n = checkNans(a, null, c, st);
      if (n != null) {
        return n;
      }
    }
    if (a.zero()) {
      return inf(true);
    }
    if (a.inf() && !a.neg) {
      return a;
    }
    if (!a.neg && a.finite() && a.v.compareTo(BigDecimal.ONE) == 0) {
      return ZERO;
    }
    if (a.neg) {
      return invalid(st);
    }
    BigInteger cc = a.coeff();
    long e = a.exp();
    long p = c.prec;
    long places = p - lnExpBound(a) + 2;
    BigInteger coeff;
    ResourceMeter m = ResourceMeter.current();
    while (true) {
      m.tick();
      coeff = dlog(cc, e, places);
      if (roundable(coeff, p)) {
        break;
      }
      places += 3;
    }
    return fix(triple(coeff.signum() < 0, coeff.abs(), -places), c, "ROUND_HALF_EVEN", st);
  }

  static long log10ExpBound(Dec a) {
    long adj = a.adjusted();
    if (adj >= 1) {
      return Long.toString(adj).length() - 1;
    }
    if (adj <= -2) {
      return Long.toString(-1 - adj).length() - 1;
    }
    BigInteger c = a.coeff();
    long e = a.exp();
    if (adj == 0) {
      String num = BigMath.toDecimalString(c.subtract(pow10(-e)));
      String den = BigMath.toDecimalString(BigMath.multiply(c, BigInteger.valueOf(231)));
      return num.length() - den.length() - (num.compareTo(den) < 0 ? 1 : 0) + 2;
    }
    String num = BigMath.toDecimalString(pow10(-e).subtract(c));
    return num.length() + e - (num.compareTo("231") < 0 ? 1 : 0) - 1;
  }

  static Dec log10(Dec a, Ctx c, St st) {
    if (!a.finite()) {
      Dec n = checkNans(a, null, c, st);
      if (n != null) {
        return n;
      }
    }
    if (a.zero()) {
      return inf(true);
    }
    if (a.inf() && !a.neg) {
      return a;
    }
    if (a.neg) {
      return invalid(st);
    }
    Dec ans;
    String digits = BigMath.toDecimalString(a.coeff());
    if (digits.charAt(0) == '1' && digits.substring(1).equals("0".repeat(digits.length() - 1))) {
      ans = decOf(a.exp() + digits.length() - 1);
    } else {
      BigInteger cc = a.coeff();
      long e = a.exp();
      long p = c.prec;
      long places = p - log10ExpBound(a) + 2;
      BigInteger coeff;
      ResourceMeter m = ResourceMeter.current();
      while (true) {
        m.tick();
        coeff = dlog10(cc, e, places);
        if (roundable(coeff, p)) {
          break;
        }
        places += 3;
      }
      ans = triple(coeff.signum() < 0, coeff.abs(), -places);
    }
    return fix(ans, c, "ROUND_HALF_EVEN", st);
  }

  static boolean isInteger(Dec d) {
    if (!d.finite()) {
      return false;
    }
    if (d.exp() >= 0) {
      return true;
    }
    return d.zero() || d.coeff().mod(pow10(-d.exp())).signum() == 0;
  }

  static boolean isEven(Dec d) {
    if (d.zero() || d.exp() > 0) {
      return true;
    }
    return !d.coeff().divide(pow10(-d.exp())).testBit(0);
  }

  static Dec pow(Dec x, Dec y, Ctx c, St st) {
    Dec nan = checkNans(x, y, c, st);
    if (nan != null) {
      return nan;
    }
    if (y.zero()) {
      if (x.zero()) {
        return invalid(st);
      }
      return ONE;
    }
    boolean resultSign = false;
    if (x.neg) {
      if (isInteger(y)) {
        if (!isEven(y)) {
          resultSign = true;
        }
      } else if (!x.zero()) {
        return invalid(st);
      }
      x = negate(x);
    }
    if (x.zero()) {
      return !y.neg ? triple(resultSign, BigInteger.ZERO, 0) : inf(resultSign);
    }
    if (x.inf()) {
      return !y.neg ? inf(resultSign) : triple(resultSign, BigInteger.ZERO, 0);
    }
    if (x.v.compareTo(BigDecimal.ONE) == 0) {
      long exp;
      if (isInteger(y)) {
        long multiplier;
        if (y.neg) {
          multiplier = 0;
        } else if (y.v.compareTo(BigDecimal.valueOf(c.prec)) > 0) {
          multiplier = c.prec;
        } else {
          multiplier = y.v.longValue();
        }
        exp = x.exp() * multiplier;
        if (exp < 1 - c.prec) {
          exp = 1 - c.prec;
          st.add(S_ROUNDED);
        }
      } else {
        st.add(S_INEXACT | S_ROUNDED);
        exp = 1 - c.prec;
      }
      return triple(resultSign, pow10(-exp), exp);
    }
    long selfAdj = x.adjusted();
    if (y.inf()) {
      if (!y.neg == (selfAdj < 0)) {
        return triple(resultSign, BigInteger.ZERO, 0);
      }
      return inf(resultSign);
    }
    long bound = log10ExpBound(x) + y.adjusted();
    if ((selfAdj >= 0) == !y.neg) {
      if (bound >= Long.toString(c.emax).length()) {
        return fix(triple(resultSign, BigInteger.ONE, c.emax + 1), c, st);
      }
    } else {
      long etiny = c.etiny();
      if (bound >= Long.toString(-etiny).length()) {
        return fix(triple(resultSign, BigInteger.ONE, etiny - 1), c, st);
      }
    }
    Dec r = isInteger(y) ? powInt(x, y, resultSign, c, st) : powReal(x, y, c, st);
    if (r.inf()) {
      r = triple(r.neg, BigInteger.ONE, c.emax + 1);
    }
    return fix(r, c, st);
  }

  /** libmpdec's _mpd_qpow_int: repeated squaring at prec + len(y) + 2 digits (HALF_EVEN), x > 0. */
  static Dec powInt(Dec x, Dec y, boolean resultSign, Ctx c, St st) {
    Ctx work = c.copy();
    work.prec = c.prec + y.ndigits() + y.exp() + 2;
    work.rounding = "ROUND_HALF_EVEN";
    work.clamp = 0;
    Dec base = x;
    if (y.neg) {
      work.prec += 1;
      St ws = new St();
      base = div(ONE, x, work, ws);
      st.add(ws.s);
      if ((ws.s & (IEEE_INVALID | S_DIVZERO)) != 0) {
        return NAN;
      }
    }
    BigInteger n = y.v.toBigIntegerExact().abs();
    St ws = new St();
    Dec result = base;
    ResourceMeter m = ResourceMeter.current();
    for (int bit = n.bitLength() - 2; bit >= 0; bit--) {
      m.tick();
      result = mul(result, result, work, ws);
      if (n.testBit(bit)) {
        result = mul(result, base, work, ws);
      }
      if (!result.finite() || (result.zero() && (ws.s & S_CLAMPED) != 0)) {
        break;
      }
    }
    st.add(ws.s);
    return withSign(result, resultSign);
  }

  /** libmpdec's _mpd_qpow_real: exp(y * ln(x)) at max(len(x), prec) + 23 digits, then rounded. */
  static Dec powReal(Dec x, Dec y, Ctx c, St st) {
    Ctx work = new Ctx();
    work.prec = Math.max(x.ndigits(), c.prec) + 4 + 19;
    work.rounding = "ROUND_HALF_EVEN";
    work.emax = 999_999_999L;
    work.emin = -999_999_999L;
    work.traps = 0;
    St ws = new St();
    Dec r = ln(x, work, ws);
    r = mul(r, y, work, ws);
    St es = new St();
    r = exp(r, work, es);
    st.add(es.s | (ws.s & (IEEE_INVALID | S_DIVZERO | S_OVERFLOW | S_UNDERFLOW)) | S_INEXACT | S_ROUNDED);
    if (r.finite() && r.v.compareTo(BigDecimal.ONE) == 0) {
      r = triple(false, pow10(c.prec - 1), 1 - c.prec);
    }
    return r;
  }

  // ================================================================ other operations

  static Dec quantize(Dec a, Dec e, String rounding, Ctx c, St st) {
    if (!a.finite() || !e.finite()) {
      Dec n = checkNans(a, e, c, st);
      if (n != null) {
        return n;
      }
      if (a.inf() && e.inf()) {
        return a;
      }
      return invalid(st);
    }
    long ee = e.exp();
    if (!(c.etiny() <= ee && ee <= c.emax)) {
      return invalid(st);
    }
    if (a.zero()) {
      return fix(triple(a.neg, BigInteger.ZERO, ee), c, st);
    }
    long adj = a.adjusted();
    if (adj > c.emax || adj - ee + 1 > c.prec) {
      return invalid(st);
    }
    Dec ans = rescale(a, ee, rounding);
    if (ans.adjusted() > c.emax || ans.ndigits() > c.prec) {
      return invalid(st);
    }
    if (!ans.zero() && ans.adjusted() < c.emin) {
      st.add(S_SUBNORMAL);
    }
    if (ans.exp() > a.exp()) {
      if (ans.v.compareTo(a.v) != 0) {
        st.add(S_INEXACT);
      }
      st.add(S_ROUNDED);
    }
    return fix(ans, c, st);
  }

  static Dec toIntegral(Dec a, String rounding, Ctx c, St st, boolean exact) {
    if (!a.finite()) {
      Dec n = checkNans(a, null, c, st);
      return n != null ? n : a;
    }
    if (a.exp() >= 0) {
      return a;
    }
    if (exact && a.zero()) {
      return triple(a.neg, BigInteger.ZERO, 0);
    }
    Dec ans = rescale(a, 0, rounding);
    if (exact) {
      if (ans.v.compareTo(a.v) != 0) {
        st.add(S_INEXACT);
      }
      st.add(S_ROUNDED);
    }
    return ans;
  }

  static Dec logb(Dec a, Ctx c, St st) {
    Dec n = checkNans(a, null, c, st);
    if (n != null) {
      return n;
    }
    if (a.inf()) {
      return inf(false);
    }
    if (a.zero()) {
      st.add(S_DIVZERO);
      return inf(true);
    }
    return fix(decOf(a.adjusted()), c, st);
  }

  static Dec scaleb(Dec a, Dec b, Ctx c, St st) {
    Dec n = checkNans(a, b, c, st);
    if (n != null) {
      return n;
    }
    if (!b.finite() || b.exp() != 0) {
      return invalid(st);
    }
    long lim = 2 * (c.emax + c.prec);
    BigInteger bi = b.v.toBigIntegerExact();
    if (bi.compareTo(BigInteger.valueOf(-lim)) < 0 || bi.compareTo(BigInteger.valueOf(lim)) > 0) {
      return invalid(st);
    }
    if (a.inf()) {
      return a;
    }
    return fix(triple(a.neg, a.coeff(), a.exp() + bi.longValue()), c, st);
  }

  static Dec normalize(Dec a, Ctx c, St st) {
    if (!a.finite()) {
      Dec n = checkNans(a, null, c, st);
      if (n != null) {
        return n;
      }
    }
    Dec dup = fix(a, c, st);
    if (dup.inf()) {
      return dup;
    }
    if (dup.zero()) {
      return triple(dup.neg, BigInteger.ZERO, 0);
    }
    long expMax = c.clamp == 0 ? c.emax : c.etop();
    BigInteger coeff = dup.coeff();
    long exp = dup.exp();
    while (exp < expMax && BigMath.mod(coeff, BigInteger.TEN).signum() == 0) {
      coeff = BigMath.divide(coeff, BigInteger.TEN);
      exp++;
    }
    return triple(dup.neg, coeff, exp);
  }

  static Dec nextMinus(Dec a, Ctx c, St st) {
    Dec n = checkNans(a, null, c, st);
    if (n != null) {
      return n;
    }
    if (a.inf()) {
      if (a.neg) {
        return a;
      }
      return triple(false, pow10(c.prec).subtract(BigInteger.ONE), c.etop());
    }
    Ctx cc = c.copy();
    cc.rounding = "ROUND_FLOOR";
    St ignored = new St();
    Dec newSelf = fix(a, cc, ignored);
    if (newSelf.v.compareTo(a.v) != 0 || newSelf.neg != a.neg) {
      return newSelf;
    }
    return add(a, triple(true, BigInteger.ONE, c.etiny() - 1), cc, ignored);
  }

  static Dec nextPlus(Dec a, Ctx c, St st) {
    Dec n = checkNans(a, null, c, st);
    if (n != null) {
      return n;
    }
    if (a.inf()) {
      if (!a.neg) {
        return a;
      }
      return triple(true, pow10(c.prec).subtract(BigInteger.ONE), c.etop());
    }
    Ctx cc = c.copy();
    cc.rounding = "ROUND_CEILING";
    St ignored = new St();
    Dec newSelf = fix(a, cc, ignored);
    if (newSelf.v.compareTo(a.v) != 0 || newSelf.neg != a.neg) {
      return newSelf;
    }
    return add(a, triple(false, BigInteger.ONE, c.etiny() - 1), cc, ignored);
  }

  static Dec nextToward(Dec a, Dec b, Ctx c, St st) {
    Dec n = checkNans(a, b, c, st);
    if (n != null) {
      return n;
    }
    int k = cmp(a, b);
    if (k == 0) {
      return withSign(a, b.neg);
    }
    Dec ans = k == -1 ? nextPlus(a, c, st) : nextMinus(a, c, st);
    if (ans.inf()) {
      st.add(S_OVERFLOW | S_INEXACT | S_ROUNDED);
    } else if (ans.finite() && ans.adjusted() < c.emin) {
      st.add(S_UNDERFLOW | S_SUBNORMAL | S_INEXACT | S_ROUNDED);
      if (ans.zero()) {
        st.add(S_CLAMPED);
      }
    }
    return ans;
  }

  static boolean isNormal(Dec a, Ctx c) {
    return a.finite() && !a.zero() && c.emin <= a.adjusted();
  }

  static boolean isSubnormal(Dec a, Ctx c) {
    return a.finite() && !a.zero() && a.adjusted() < c.emin;
  }

  static String numberClass(Dec a, Ctx c) {
    if (a.kind == 3) {
      return "sNaN";
    }
    if (a.kind == 2) {
      return "NaN";
    }
    if (a.inf()) {
      return a.neg ? "-Infinity" : "+Infinity";
    }
    if (a.zero()) {
      return a.neg ? "-Zero" : "+Zero";
    }
    if (isSubnormal(a, c)) {
      return a.neg ? "-Subnormal" : "+Subnormal";
    }
    return a.neg ? "-Normal" : "+Normal";
  }

  // ================================================================ logical operations, shift, rotate

  static boolean isLogical(Dec d) {
    return d.finite() && !d.neg && d.exp() == 0 && BigMath.toDecimalString(d.coeff()).chars().allMatch(ch -> ch == '0' || ch == '1');
  }

  static String fillLogical(String digits, long prec) {
    if (digits.length() < prec) {
      return "0".repeat((int) (prec - digits.length())) + digits;
    }
    return digits.substring((int) (digits.length() - prec));
  }

  /** logical_and/or/xor (op 0/1/2): digit-wise on operands of 0s and 1s, as _pydecimal. */
  static Dec logical(Dec a, Dec b, Ctx c, St st, int op) {
    if (!isLogical(a) || !isLogical(b)) {
      return invalid(st);
    }
    String x = fillLogical(BigMath.toDecimalString(a.coeff()), c.prec);
    String y = fillLogical(BigMath.toDecimalString(b.coeff()), c.prec);
    StringBuilder r = new StringBuilder(x.length());
    for (int i = 0; i < x.length(); i++) {
      int p = x.charAt(i) - '0';
      int q = y.charAt(i) - '0';
      r.append(op == 0 ? p & q : op == 1 ? p | q : p ^ q);
    }
    return triple(false, BigMath.parseDecimal(r.toString()), 0);
  }

  /** shift (rotate=false) or rotate the coefficient by b digits within prec digits. */
  static Dec shiftRotate(Dec a, Dec b, Ctx c, St st, boolean rotate) {
    Dec n = checkNans(a, b, c, st);
    if (n != null) {
      return n;
    }
    if (!b.finite() || b.exp() != 0 || b.v.abs().compareTo(BigDecimal.valueOf(c.prec)) > 0) {
      return invalid(st);
    }
    if (a.inf()) {
      return a;
    }
    int k = b.v.intValueExact();
    String digits = BigMath.toDecimalString(a.coeff());
    long topad = c.prec - digits.length();
    if (topad > 0) {
      ResourceMeter.current().allocateString(topad);
      digits = "0".repeat((int) topad) + digits;
    } else if (topad < 0) {
      digits = digits.substring((int) -topad);
    }
    String out;
    int len = digits.length();
    if (rotate) {
      int r = Math.floorMod(k, Math.max(len, 1));
      out = digits.substring(r) + digits.substring(0, r);
    } else if (k < 0) {
      out = digits.substring(0, Math.max(0, len + k));
    } else {
      String shifted = digits + "0".repeat(k);
      out = shifted.substring(Math.max(0, shifted.length() - (int) c.prec));
    }
    return triple(a.neg, out.isEmpty() ? BigInteger.ZERO : new BigInteger(out), a.exp());
  }

  // ================================================================ text

  static String sci(Dec d, boolean eng, int capitals) {
    String sign = d.neg ? "-" : "";
    if (d.kind == 1) {
      return sign + "Infinity";
    }
    if (d.kind == 2) {
      return sign + "NaN" + d.payload;
    }
    if (d.kind == 3) {
      return sign + "sNaN" + d.payload;
    }
    String digits = BigMath.toDecimalString(d.coeff());
    long exp = d.exp();
    long leftdigits = exp + digits.length();
    long dotplace;
    if (exp <= 0 && leftdigits > -6) {
      dotplace = leftdigits;
    } else if (!eng) {
      dotplace = 1;
    } else if (d.zero()) {
      dotplace = Math.floorMod(leftdigits + 1, 3) - 1;
    } else {
      dotplace = Math.floorMod(leftdigits - 1, 3) + 1;
    }
    String intpart;
    String fracpart;
    if (dotplace <= 0) {
      intpart = "0";
      fracpart = "." + "0".repeat((int) -dotplace) + digits;
    } else if (dotplace >= digits.length()) {
      intpart = digits + "0".repeat((int) (dotplace - digits.length()));
      fracpart = "";
    } else {
      intpart = digits.substring(0, (int) dotplace);
      fracpart = "." + digits.substring((int) dotplace);
    }
    long e = leftdigits - dotplace;
    String es = leftdigits == dotplace ? "" : (capitals == 1 ? "E" : "e") + (e >= 0 ? "+" : "") + e;
    return sign + intpart + fracpart + es;
  }

  static String str(Dec d) {
    return sci(d, false, ctx().capitals);
  }

  static final BigInteger P = BigInteger.valueOf(PyInt.HASH_MODULUS);
  static final BigInteger INV10 = BigMath.modPow(BigInteger.TEN, P.subtract(BigInteger.TWO), P);

  static long hash(Dec d) {
    if (d.kind == 3) {
      throw Errors.typeError("Cannot hash a signaling NaN value");
    }
    if (d.kind == 2) {
      return System.identityHashCode(d);
    }
    if (d.kind == 1) {
      return d.neg ? -314159 : 314159;
    }
    BigInteger coeff = d.coeff();
    long exp = d.exp();
    BigInteger expHash = exp >= 0 ? BigMath.modPow(BigInteger.TEN, BigInteger.valueOf(exp), P)
        : BigMath.modPow(INV10, BigInteger.valueOf(-exp), P);
    long h = BigMath.multiply(coeff, expHash).mod(P).longValue();
    long ans = d.neg ? -h : h;
    return ans == -1 ? -2 : ans;
  }

  static final Pattern SPEC = Pattern.compile(
      "(?:(.)?([<>=^]))?([-+ ])?(z)?(#)?(0)?(\\d+)?([,_])?(?:\\.(\\d+))?([eEfFgGn%])?", Pattern.DOTALL);

  static Dec round(Dec d, long places, String rounding) {
    if (!d.finite() || d.zero()) {
      return d;
    }
    Dec ans = rescale(d, d.adjusted() + 1 - places, rounding);
    if (ans.adjusted() != d.adjusted()) {
      ans = rescale(ans, ans.adjusted() + 1 - places, rounding);
    }
    return ans;
  }

  /** Decimal.__format__, as _pydecimal's (rounding with the context's rounding mode). */
  static String format(Dec d, String spec, Ctx c) {
    Matcher m = SPEC.matcher(spec);
    if (!m.matches() || m.group(5) != null || "_".equals(m.group(8))) { // the C version has no '#' or '_'
      throw Errors.valueError("invalid format string");
    }
    boolean zeropad = m.group(6) != null;
    String fill = m.group(1) != null ? m.group(1) : " ";
    String align = m.group(2) != null ? m.group(2) : ">";
    String signSpec = m.group(3) != null ? m.group(3) : "-";
    boolean noNegZero = m.group(4) != null;
    boolean alt = m.group(5) != null;
    long width = m.group(7) != null ? Long.parseLong(m.group(7)) : 0;
    String sep = m.group(8) != null ? m.group(8) : "";
    Long precision = m.group(9) != null ? Long.valueOf(m.group(9)) : null;
    String type = m.group(10);
    if (width > 100_000_000L || (precision != null && precision > 100_000_000L)) {
      throw Errors.valueError("Too many decimal digits in format string");
    }
    if (type != null && type.equals("n")) {
      type = "g";
    }
    if (type != null && (type.equals("g") || type.equals("G")) && precision != null && precision == 0) {
      precision = 1L;
    }
    if (!d.finite()) {
      String sign = d.neg ? "-" : signSpec.equals("-") ? "" : signSpec;
      String body = sci(withSign(d, false), false, c.capitals);
      if ("%".equals(type)) {
        body += "%";
      }
      return align(sign, body, fill, align, width);
    }
    if (type == null) {
      type = c.capitals == 1 ? "G" : "g";
    }
    if (type.equals("%")) {
      d = triple(d.neg, d.coeff(), d.exp() + 2);
    }
    String rounding = c.rounding;
    if (precision != null) {
      if (type.equals("e") || type.equals("E")) {
        d = round(d, precision + 1, rounding);
      } else if (type.equals("f") || type.equals("F") || type.equals("%")) {
        d = rescale(d, -precision, rounding);
      } else if (d.ndigits() > precision) {
        d = round(d, precision, rounding);
      }
    }
    if (d.zero() && d.exp() > 0 && (type.equals("f") || type.equals("F") || type.equals("%"))) {
      d = rescale(d, 0, rounding);
    }
    boolean neg = d.neg && !(d.zero() && noNegZero);
    String digits = BigMath.toDecimalString(d.coeff());
    long leftdigits = d.exp() + digits.length();
    long dotplace;
    if (type.equals("e") || type.equals("E")) {
      dotplace = d.zero() && precision != null ? 1 - precision : 1;
    } else if (type.equals("f") || type.equals("F") || type.equals("%")) {
      dotplace = leftdigits;
    } else {
      dotplace = d.exp() <= 0 && leftdigits > -6 ? leftdigits : 1;
    }
    ResourceMeter.current().allocateString(Math.abs(dotplace) + digits.length() + width);
    String intpart;
    String fracpart;
    if (dotplace < 0) {
      intpart = "0";
      fracpart = "0".repeat((int) -dotplace) + digits;
    } else if (dotplace > digits.length()) {
      intpart = digits + "0".repeat((int) (dotplace - digits.length()));
      fracpart = "";
    } else {
      intpart = dotplace == 0 ? "0" : digits.substring(0, (int) dotplace);
      fracpart = digits.substring((int) dotplace);
    }
    long exp = leftdigits - dotplace;
    String sign = neg ? "-" : signSpec.equals("-") ? "" : signSpec;
    if (!fracpart.isEmpty() || alt) {
      fracpart = "." + fracpart;
    }
    if (exp != 0 || type.equals("e") || type.equals("E")) {
      String echar = type.equals("E") || type.equals("G") ? "E" : "e";
      fracpart += echar + (exp >= 0 ? "+" : "") + exp;
    }
    if (type.equals("%")) {
      fracpart += "%";
    }
    long minWidth = zeropad && m.group(2) == null ? width - fracpart.length() - sign.length() : 0;
    intpart = thousands(intpart, sep, minWidth);
    return align(sign, intpart + fracpart, fill, align, width);
  }

  static String thousands(String digits, String sep, long minWidth) {
    if (sep.isEmpty()) {
      long l = Math.max(Math.max(digits.length(), minWidth), 1);
      return "0".repeat((int) (l - digits.length())) + digits;
    }
    java.util.ArrayList<String> groups = new java.util.ArrayList<>();
    while (true) {
      long l = Math.min(Math.max(Math.max(digits.length(), minWidth), 1), 3);
      String tail = digits.substring(Math.max(0, digits.length() - (int) l));
      groups.add("0".repeat((int) (l - tail.length())) + tail);
      digits = digits.substring(0, Math.max(0, digits.length() - (int) l));
      minWidth -= l;
      if (digits.isEmpty() && minWidth <= 0) {
        break;
      }
      minWidth -= sep.length();
    }
    Collections.reverse(groups);
    return String.join(sep, groups);
  }

  static String align(String sign, String body, String fill, String align, long width) {
    long padn = width - sign.length() - body.length();
    String padding = padn > 0 ? fill.repeat((int) padn) : "";
    switch (align) {
      case "<":
        return sign + body + padding;
      case "=":
        return sign + padding + body;
      case "^": {
        int half = padding.length() / 2;
        return padding.substring(0, half) + sign + body + padding.substring(half);
      }
      default:
        return padding + sign + body;
    }
  }

  // ================================================================ the Python-facing Decimal type

  interface Op1 {
    Dec apply(Dec a, Ctx c, St st);
  }

  interface Op2 {
    Dec apply(Dec a, Dec b, Ctx c, St st);
  }

  static Dec run1(Op1 op, Dec a, Ctx c) {
    St st = new St();
    Dec r = op.apply(a, c, st);
    c.finish(st);
    return r;
  }

  static Dec run2(Op2 op, Dec a, Dec b, Ctx c) {
    St st = new St();
    Dec r = op.apply(a, b, c, st);
    c.finish(st);
    return r;
  }

  static Dec self(PyObject o) {
    if (!(o instanceof Dec d)) {
      throw Errors.typeError("descriptor requires a 'decimal.Decimal' object but received a '"
          + o.type().name() + "'");
    }
    return d;
  }

  /** An operator pair (x op y, y op x) on Decimal and int operands. */
  static void binop(PyType t, String name, String rname, Op2 op) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      Dec y = operand(a[1]);
      return y == null ? NI : run2(op, self(a[0]), y, ctx());
    });
    t.defineMethod(rname, (a, k) -> {
      Args.exact(rname, a, k, 2);
      Dec y = operand(a[1]);
      return y == null ? NI : run2(op, y, self(a[0]), ctx());
    });
  }

  /** Decimal.name(context=None) and Context.name(x). */
  static void unary(PyType t, String name, Op1 op) {
    t.defineMethod(name, (a, k) -> {
      PyObject[] p = Args.bind(name, a, k, 1, new String[] {"context"}, 0);
      return run1(op, self(a[0]), ctxArg(p[0]));
    });
    CONTEXT_UNARY.put(name, op);
  }

  /** Decimal.name(other, context=None) and Context.name(x, y). */
  static void binary(PyType t, String name, Op2 op) {
    t.defineMethod(name, (a, k) -> {
      PyObject[] p = Args.bind(name, a, k, 1, new String[] {"other", "context"}, 1);
      return run2(op, self(a[0]), operandRaise(p[0]), ctxArg(p[1]));
    });
    CONTEXT_BINARY.put(name, op);
  }

  static final Map<String, Op1> CONTEXT_UNARY = new java.util.LinkedHashMap<>();
  static final Map<String, Op2> CONTEXT_BINARY = new java.util.LinkedHashMap<>();

  static String roundingArg(PyObject r, Ctx c) {
    if (r == null || r == PyNone.NONE) {
      return c.rounding;
    }
    if (!(r instanceof PyStr s) || !java.util.Arrays.asList(ROUNDINGS).contains(s.value())) {
      throw Errors.typeError(ROUNDING_MSG);
    }
    return s.value();
  }

  static final String ROUNDING_MSG = "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, "
      + "ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]";

  static PyObject toInt(Dec d, String rounding) {
    if (d.nan()) {
      throw Errors.valueError("cannot convert NaN to integer");
    }
    if (d.inf()) {
      throw Errors.overflow("cannot convert Infinity to integer");
    }
    ResourceMeter.current().allocate(Math.max(0, d.exp()) / 2 + d.ndigits() / 2);
    Dec r = rescale(d, 0, rounding);
    return PyInt.of(r.v.toBigIntegerExact());
  }

  static PyObject roundInt(Dec d, String rounding) {
    return toInt(d, rounding);
  }

  /** Rich comparison with CPython's operand rules (int, float with FloatOperation, Fraction). */
  static PyObject richCompare(Dec a, PyObject other, int op) {
    Ctx c = ctx();
    St st = new St();
    Dec b = operand(other);
    BigInteger[] ratio = null;
    if (b == null) {
      if (other instanceof PyFloat f) {
        b = fromFloat(f.value());
        if (op >= 2) {
          st.add(S_FLOAT);
        } else {
          c.flags |= S_FLOAT;
        }
      } else if (StatisticsModule.named(other.type(), "Fraction")) {
        ratio = new BigInteger[] {Ops.index(Ops.getattr(other, "numerator")).bigValue(),
            Ops.index(Ops.getattr(other, "denominator")).bigValue()};
        b = fin(new BigDecimal(ratio[0]));
      } else {
        return NI;
      }
    }
    if (a.nan() || b.nan()) {
      if (op >= 2 || a.kind == 3 || b.kind == 3) {
        st.add(S_INVALID);
      }
      c.finish(st);
      return PyBool.of(op == 1);
    }
    c.finish(st);
    int k;
    if (ratio != null) {
      k = a.inf() ? (a.neg ? -1 : 1) : a.v.multiply(new BigDecimal(ratio[1])).compareTo(new BigDecimal(ratio[0]));
    } else {
      k = cmp(a, b);
    }
    switch (op) {
      case 0:
        return PyBool.of(k == 0);
      case 1:
        return PyBool.of(k != 0);
      case 2:
        return PyBool.of(k < 0);
      case 3:
        return PyBool.of(k <= 0);
      case 4:
        return PyBool.of(k > 0);
      default:
        return PyBool.of(k >= 0);
    }
  }

  static Dec ofType(PyType cls, Dec d) {
    if (cls == DECIMAL) {
      return d;
    }
    Dec r = new Dec(d.kind, d.neg, d.v, d.payload);
    r.type = cls;
    return r;
  }

  private static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      int npos = a.length - (k == null ? 0 : k.length) - 1;
      if (npos > 2) {
        throw Errors.typeError("function takes at most 2 arguments (" + npos + " given)");
      }
      PyObject[] p = Args.bind("Decimal", a, k, 1, new String[] {"value", "context"}, 0);
      PyType cls = (PyType) a[0];
      Ctx c = ctxArg(p[1]);
      if (p[0] == null) {
        return ofType(cls, ZERO);
      }
      St st = new St();
      Dec d = construct(p[0], c, st);
      c.finish(st);
      return ofType(cls, d);
    });
    t.defineClassMethod("from_float", (a, k) -> {
      Args.exact("from_float", a, k, 2);
      Dec d;
      if (a[1] instanceof PyInt i) {
        d = fin(new BigDecimal(i.bigValue()));
      } else if (a[1] instanceof PyFloat f) {
        d = fromFloat(f.value());
      } else {
        throw Errors.typeError("argument must be int or float");
      }
      return a[0] == DECIMAL ? d : Ops.call(a[0], d);
    });
    t.defineMethod("__str__", (a, k) -> PyStr.of(str(self(a[0]))));
    t.defineMethod("__repr__", (a, k) -> PyStr.of("Decimal('" + str(self(a[0])) + "')"));
    t.defineMethod("to_eng_string", (a, k) -> {
      PyObject[] p = Args.bind("to_eng_string", a, k, 1, new String[] {"context"}, 0);
      return PyStr.of(sci(self(a[0]), true, ctxArg(p[0]).capitals));
    });
    t.defineMethod("__format__", (a, k) -> {
      Args.range("__format__", a, k, 2, 3);
      return PyStr.of(format(self(a[0]), Support.string(a[1], "format()"), ctx()));
    });
    binop(t, "__add__", "__radd__", DecimalModule::add);
    binop(t, "__sub__", "__rsub__", DecimalModule::sub);
    binop(t, "__mul__", "__rmul__", DecimalModule::mul);
    binop(t, "__truediv__", "__rtruediv__", DecimalModule::div);
    binop(t, "__floordiv__", "__rfloordiv__", DecimalModule::floordiv);
    binop(t, "__mod__", "__rmod__", DecimalModule::mod);
    t.defineMethod("__divmod__", (a, k) -> {
      Dec y = operand(a[1]);
      if (y == null) {
        return NI;
      }
      Ctx c = ctx();
      St st = new St();
      Dec[] r = divmod(self(a[0]), y, c, st);
      c.finish(st);
      return PyTuple.of(r[0], r[1]);
    });
    t.defineMethod("__rdivmod__", (a, k) -> {
      Dec y = operand(a[1]);
      if (y == null) {
        return NI;
      }
      Ctx c = ctx();
      St st = new St();
      Dec[] r = divmod(y, self(a[0]), c, st);
      c.finish(st);
      return PyTuple.of(r[0], r[1]);
    });
    t.defineMethod("__pow__", (a, k) -> {
      Args.range("__pow__", a, k, 2, 3);
      Dec y = operand(a[1]);
      if (y == null) {
        return NI;
      }
      if (a.length > 2 && a[2] != PyNone.NONE) {
        Dec m = operand(a[2]);
        if (m == null) {
          return NI;
        }
        return powMod(self(a[0]), y, m, ctx());
      }
      return run2(DecimalModule::pow, self(a[0]), y, ctx());
    });
    t.defineMethod("__rpow__", (a, k) -> {
      Args.range("__rpow__", a, k, 2, 3);
      Dec y = operand(a[1]);
      return y == null ? NI : run2(DecimalModule::pow, y, self(a[0]), ctx());
    });
    t.defineMethod("__neg__", (a, k) -> run1(DecimalModule::minus, self(a[0]), ctx()));
    t.defineMethod("__pos__", (a, k) -> run1(DecimalModule::plus, self(a[0]), ctx()));
    t.defineMethod("__abs__", (a, k) -> run1(DecimalModule::abs, self(a[0]), ctx()));
    t.defineMethod("__bool__", (a, k) -> PyBool.of(!self(a[0]).zero()));
    t.defineMethod("__int__", (a, k) -> toInt(self(a[0]), "ROUND_DOWN"));
    t.defineMethod("__trunc__", (a, k) -> toInt(self(a[0]), "ROUND_DOWN"));
    t.defineMethod("__floor__", (a, k) -> roundInt(self(a[0]), "ROUND_FLOOR"));
    t.defineMethod("__ceil__", (a, k) -> roundInt(self(a[0]), "ROUND_CEILING"));
    t.defineMethod("__float__", (a, k) -> {
      Dec d = self(a[0]);
      if (d.nan()) {
        if (d.kind == 3) {
          throw Errors.valueError("cannot convert signaling NaN to float");
        }
        return PyFloat.of(d.neg ? -Double.NaN : Double.NaN);
      }
      if (d.inf()) {
        return PyFloat.of(d.neg ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY);
      }
      if (d.zero()) {
        return PyFloat.of(d.neg ? -0.0 : 0.0);
      }
      return PyFloat.of(Double.parseDouble(sci(d, false, 1)));
    });
    t.defineMethod("__complex__", (a, k) -> {
      Dec d = self(a[0]);
      if (d.kind == 3) {
        throw Errors.valueError("cannot convert signaling NaN to float");
      }
      double re = d.nan() ? (d.neg ? -Double.NaN : Double.NaN) : d.inf() ? (d.neg ? Double.NEGATIVE_INFINITY
          : Double.POSITIVE_INFINITY) : d.zero() ? (d.neg ? -0.0 : 0.0) : Double.parseDouble(sci(d, false, 1));
      return dev.krait.python.objects.PyComplex.of(re, 0.0);
    });
    t.defineMethod("__round__", (a, k) -> {
      Args.range("__round__", a, k, 1, 2);
      Dec d = self(a[0]);
      if (a.length == 1 || a[1] == PyNone.NONE) {
        return roundInt(d, "ROUND_HALF_EVEN");
      }
      if (!(a[1] instanceof PyInt)) {
        throw Errors.typeError("optional arg must be an integer");
      }
      long nd = Support.toLong(a[1]);
      Ctx c = ctx();
      St st = new St();
      Dec r = quantize(d, triple(false, BigInteger.ONE, -nd), c.rounding, c, st);
      c.finish(st);
      return r;
    });
    t.defineMethod("__hash__", (a, k) -> PyInt.of(hash(self(a[0]))));
    String[] ops = {"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"};
    for (int i = 0; i < ops.length; i++) {
      int op = i;
      t.defineMethod(ops[i], (a, k) -> richCompare(self(a[0]), a[1], op));
    }
    t.defineMethod("quantize", (a, k) -> {
      PyObject[] p = Args.bind("quantize", a, k, 1, new String[] {"exp", "rounding", "context"}, 1);
      Ctx c = ctxArg(p[2]);
      Dec e = operandRaise(p[0]);
      String r = roundingArg(p[1], c);
      return run2((x, y, cc, st) -> quantize(x, y, r, cc, st), self(a[0]), e, c);
    });
    for (String name : new String[] {"to_integral_value", "to_integral", "to_integral_exact"}) {
      boolean exact = name.equals("to_integral_exact");
      t.defineMethod(name, (a, k) -> {
        PyObject[] p = Args.bind(name, a, k, 1, new String[] {"rounding", "context"}, 0);
        Ctx c = ctxArg(p[1]);
        String r = roundingArg(p[0], c);
        return run1((x, cc, st) -> toIntegral(x, r, cc, st, exact), self(a[0]), c);
      });
    }
    unary(t, "exp", DecimalModule::exp);
    unary(t, "ln", DecimalModule::ln);
    unary(t, "log10", DecimalModule::log10);
    unary(t, "sqrt", DecimalModule::sqrt);
    unary(t, "logb", DecimalModule::logb);
    unary(t, "normalize", DecimalModule::normalize);
    unary(t, "next_minus", DecimalModule::nextMinus);
    unary(t, "next_plus", DecimalModule::nextPlus);
    binary(t, "compare", (x, y, c, st) -> compare(x, y, c, st, false));
    binary(t, "compare_signal", (x, y, c, st) -> compare(x, y, c, st, true));
    binary(t, "compare_total", (x, y, c, st) -> decOf(compareTotal(x, y)));
    binary(t, "compare_total_mag", (x, y, c, st) -> decOf(compareTotal(withSign(x, false), withSign(y, false))));
    binary(t, "max", (x, y, c, st) -> maxMin(x, y, c, st, true, false));
    binary(t, "min", (x, y, c, st) -> maxMin(x, y, c, st, false, false));
    binary(t, "max_mag", (x, y, c, st) -> maxMin(x, y, c, st, true, true));
    binary(t, "min_mag", (x, y, c, st) -> maxMin(x, y, c, st, false, true));
    binary(t, "remainder_near", DecimalModule::remainderNear);
    binary(t, "scaleb", DecimalModule::scaleb);
    binary(t, "next_toward", DecimalModule::nextToward);
    binary(t, "copy_sign", (x, y, c, st) -> withSign(x, y.neg));
    binary(t, "logical_and", (x, y, c, st) -> logical(x, y, c, st, 0));
    binary(t, "logical_or", (x, y, c, st) -> logical(x, y, c, st, 1));
    binary(t, "logical_xor", (x, y, c, st) -> logical(x, y, c, st, 2));
    binary(t, "shift", (x, y, c, st) -> shiftRotate(x, y, c, st, false));
    binary(t, "rotate", (x, y, c, st) -> shiftRotate(x, y, c, st, true));
    unary(t, "logical_invert", (x, c, st) -> logical(x, triple(false, new BigInteger("1".repeat((int) c.prec)), 0),
        c, st, 2));
    t.defineMethod("same_quantum", (a, k) -> {
      PyObject[] p = Args.bind("same_quantum", a, k, 1, new String[] {"other", "context"}, 1);
      return PyBool.of(sameQuantum(self(a[0]), operandRaise(p[0])));
    });
    t.defineMethod("fma", (a, k) -> {
      PyObject[] p = Args.bind("fma", a, k, 1, new String[] {"other", "third", "context"}, 2);
      Dec b = operandRaise(p[0]);
      Dec third = operandRaise(p[1]);
      Ctx c = ctxArg(p[2]);
      St st = new St();
      Dec r = fma(self(a[0]), b, third, c, st);
      c.finish(st);
      return r;
    });
    t.defineMethod("number_class", (a, k) -> {
      PyObject[] p = Args.bind("number_class", a, k, 1, new String[] {"context"}, 0);
      return PyStr.of(numberClass(self(a[0]), ctxArg(p[0])));
    });
    t.defineMethod("is_normal", (a, k) -> {
      PyObject[] p = Args.bind("is_normal", a, k, 1, new String[] {"context"}, 0);
      return PyBool.of(isNormal(self(a[0]), ctxArg(p[0])));
    });
    t.defineMethod("is_subnormal", (a, k) -> {
      PyObject[] p = Args.bind("is_subnormal", a, k, 1, new String[] {"context"}, 0);
      return PyBool.of(isSubnormal(self(a[0]), ctxArg(p[0])));
    });
    t.defineMethod("as_tuple", (a, k) -> {
      Dec d = self(a[0]);
      PyObject exp;
      PyObject[] digits;
      String s = d.finite() ? BigMath.toDecimalString(d.coeff()) : d.payload;
      if (d.inf()) {
        s = "0";
      }
      digits = new PyObject[s.length()];
      for (int i = 0; i < s.length(); i++) {
        digits[i] = PyInt.of(s.charAt(i) - '0');
      }
      exp = d.finite() ? PyInt.of(d.exp()) : PyStr.of(d.kind == 1 ? "F" : d.kind == 2 ? "n" : "N");
      return NamedTuples.make(DECIMAL_TUPLE, PyInt.of(d.neg ? 1 : 0), PyTuple.wrap(digits), exp);
    });
    t.defineMethod("as_integer_ratio", (a, k) -> {
      Dec d = self(a[0]);
      if (!d.finite()) {
        throw d.nan() ? Errors.valueError("cannot convert NaN to integer ratio")
            : Errors.overflow("cannot convert Infinity to integer ratio");
      }
      BigInteger num = d.coeff();
      BigInteger den = BigInteger.ONE;
      if (d.exp() < 0) {
        den = pow10(-d.exp());
      } else {
        num = BigMath.multiply(num, pow10(d.exp()));
      }
      BigInteger g = BigMath.gcd(num, den);
      if (g.signum() != 0) {
        num = BigMath.divide(num, g);
        den = BigMath.divide(den, g);
      }
      return PyTuple.of(PyInt.of(d.neg ? num.negate() : num), PyInt.of(den));
    });
    t.defineMethod("adjusted", (a, k) -> {
      Dec d = self(a[0]);
      return PyInt.of(d.finite() ? d.adjusted() : 0);
    });
    t.defineMethod("is_nan", (a, k) -> PyBool.of(self(a[0]).nan()));
    t.defineMethod("is_qnan", (a, k) -> PyBool.of(self(a[0]).kind == 2));
    t.defineMethod("is_snan", (a, k) -> PyBool.of(self(a[0]).kind == 3));
    t.defineMethod("is_infinite", (a, k) -> PyBool.of(self(a[0]).kind == 1));
    t.defineMethod("is_finite", (a, k) -> PyBool.of(self(a[0]).finite()));
    t.defineMethod("is_zero", (a, k) -> PyBool.of(self(a[0]).zero()));
    t.defineMethod("is_signed", (a, k) -> PyBool.of(self(a[0]).neg));
    t.defineMethod("is_canonical", (a, k) -> PyBool.TRUE);
    t.defineMethod("canonical", (a, k) -> self(a[0]));
    t.defineMethod("radix", (a, k) -> decOf(10));
    t.defineMethod("conjugate", (a, k) -> self(a[0]));
    t.defineGetter("real", o -> o);
    t.defineGetter("imag", o -> ZERO);
    t.defineMethod("copy_abs", (a, k) -> withSign(self(a[0]), false));
    t.defineMethod("copy_negate", (a, k) -> negate(self(a[0])));
    t.defineMethod("__copy__", (a, k) -> a[0]);
    t.defineMethod("__deepcopy__", (a, k) -> a[0]);
    t.defineMethod("__reduce__", (a, k) -> PyTuple.of(a[0].type(), PyTuple.of(PyStr.of(sci(self(a[0]), false, 1)))));
  }

  static boolean sameQuantum(Dec a, Dec b) {
    if (!a.finite() || !b.finite()) {
      return (a.nan() && b.nan()) || (a.inf() && b.inf());
    }
    return a.exp() == b.exp();
  }

  /** pow(x, y, m) for integral operands, as _pydecimal's _power_modulo. */
  static Dec powMod(Dec x, Dec y, Dec m, Ctx c) {
    St st = new St();
    Dec r;
    if (x.nan() || y.nan() || m.nan()) {
      if (x.kind == 3 || y.kind == 3 || m.kind == 3) {
        st.add(S_INVALID);
      }
      r = x.nan() ? x : y.nan() ? y : m;
      r = new Dec(2, r.neg, BigDecimal.ZERO, r.payload);
    } else if (!isInteger(x) || !isInteger(y) || !isInteger(m) || y.neg || m.zero()
        || m.adjusted() >= c.prec || (x.zero() && y.zero())) {
      r = invalid(st);
    } else {
      BigInteger mod = m.v.toBigIntegerExact().abs();
      BigInteger base = x.v.toBigIntegerExact().abs().mod(mod);
      BigInteger e = y.v.toBigIntegerExact();
      BigInteger res = BigMath.modPow(base, e, mod);
      boolean sign = x.neg && !isEven(y);
      r = triple(sign, res, 0);
    }
    c.finish(st);
    return r;
  }

  static final PyType DECIMAL_TUPLE = NamedTuples.define("DecimalTuple", "DecimalTuple",
      new String[] {"sign", "digits", "exponent"}, null);

  // ================================================================ Context

  static final String[] CONTEXT_PARAMS = {"prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps"};

  /** Binds Context(...)/localcontext(...) arguments with the C implementation's messages. */
  static PyObject[] bindContextArgs(PyObject[] a, String[] k, int skip, boolean allowPositional) {
    int nkw = k == null ? 0 : k.length;
    int npos = a.length - nkw - skip;
    if (npos > CONTEXT_PARAMS.length) {
      throw Errors.typeError("function takes at most 8 arguments (" + npos + " given)");
    }
    PyObject[] p = new PyObject[CONTEXT_PARAMS.length];
    for (int i = 0; i < npos; i++) {
      p[i] = a[skip + i];
    }
    for (int j = 0; j < nkw; j++) {
      int idx = java.util.Arrays.asList(CONTEXT_PARAMS).indexOf(k[j]);
      if (idx < 0) {
        throw Errors.typeError("'" + k[j] + "' is an invalid keyword argument for this function");
      }
      if (p[idx] != null) {
        throw Errors.typeError("argument for function given by name ('" + k[j] + "') and position (" + (idx + 1)
            + ")");
      }
      p[idx] = a[a.length - nkw + j];
    }
    return p;
  }

  static void applyContextArgs(Ctx c, PyObject[] p) {
    if (p[0] != null && p[0] != PyNone.NONE) {
      setPrec(c, p[0]);
    }
    if (p[1] != null && p[1] != PyNone.NONE) {
      c.rounding = roundingArg(p[1], c);
    }
    if (p[2] != null && p[2] != PyNone.NONE) {
      setEmin(c, p[2]);
    }
    if (p[3] != null && p[3] != PyNone.NONE) {
      setEmax(c, p[3]);
    }
    if (p[4] != null && p[4] != PyNone.NONE) {
      c.capitals = (int) zeroOne(p[4], "capitals");
    }
    if (p[5] != null && p[5] != PyNone.NONE) {
      c.clamp = (int) zeroOne(p[5], "clamp");
    }
    if (p[6] != null && p[6] != PyNone.NONE) {
      c.flags = signalSet(p[6]);
    }
    if (p[7] != null && p[7] != PyNone.NONE) {
      c.traps = signalSet(p[7]);
    }
  }

  /** A list of signals or a {signal: bool} dict, as status bits. */
  static int signalSet(PyObject o) {
    int bits = 0;
    if (o instanceof PyDict || o instanceof SignalDict) {
      PyObject[] keys = Ops.toArray(o);
      if (keys.length != 9) {
        throw Errors.withArgs(ExceptionTypes.KEY_ERROR, PyStr.of("invalid signal dict"));
      }
      for (PyObject key : keys) {
        int b = signalBits(key, "invalid signal dict");
        if (Ops.truthy(Ops.getitem(o, key))) {
          bits |= b;
        }
      }
      return bits;
    }
    for (PyObject key : Ops.toArray(o)) {
      bits |= signalBits(key, SIGNALS_MSG);
    }
    return bits;
  }

  static long intArg(PyObject v) {
    if (!(v instanceof PyInt)) {
      throw Errors.typeError("an integer is required");
    }
    return Ops.index(v).clampedLong();
  }

  static void setPrec(Ctx c, PyObject v) {
    long p = intArg(v);
    if (p < 1 || p > 999999999999999999L) {
      throw Errors.valueError("valid range for prec is [1, MAX_PREC]");
    }
    if (p > 100_000L) { // single BigInteger operations beyond this run too long to be interrupted
      throw Errors.notImplemented("Krait's decimal contexts support prec up to 100000");
    }
    c.prec = p;
  }

  static void setEmin(Ctx c, PyObject v) {
    long e = intArg(v);
    if (e > 0 || e < -999999999999999999L) {
      throw Errors.valueError("valid range for Emin is [MIN_EMIN, 0]");
    }
    c.emin = Math.max(e, -999_999_999L);
  }

  static void setEmax(Ctx c, PyObject v) {
    long e = intArg(v);
    if (e < 0 || e > 999999999999999999L) {
      throw Errors.valueError("valid range for Emax is [0, MAX_EMAX]");
    }
    c.emax = Math.min(e, 999_999_999L);
  }

  static long zeroOne(PyObject v, String what) {
    long x = intArg(v);
    if (x != 0 && x != 1) {
      throw Errors.valueError("valid values for " + what + " are 0 or 1");
    }
    return x;
  }

  static Ctx cself(PyObject o) {
    if (!(o instanceof Ctx c)) {
      throw Errors.typeError("descriptor requires a 'decimal.Context' object but received a '"
          + o.type().name() + "'");
    }
    return c;
  }

  static String contextRepr(Ctx c) {
    return "Context(prec=" + c.prec + ", rounding=" + c.rounding + ", Emin=" + c.emin + ", Emax=" + c.emax
        + ", capitals=" + c.capitals + ", clamp=" + c.clamp + ", flags=" + bitList(c.flags) + ", traps="
        + bitList(c.traps) + ")";
  }

  private static void installContext(PyType t) {
    DECIMAL.lookup("exp"); // installs Decimal, which registers the operations shared with Context
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new Ctx((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      applyContextArgs(cself(a[0]), bindContextArgs(a, k, 1, true));
      return PyNone.NONE;
    });
    t.defineProperty("prec", o -> PyInt.of(cself(o).prec), (o, v) -> setPrec(cself(o), v));
    t.defineProperty("rounding", o -> PyStr.of(cself(o).rounding),
        (o, v) -> cself(o).rounding = roundingArg(v, cself(o)));
    t.defineProperty("Emax", o -> PyInt.of(cself(o).emax), (o, v) -> setEmax(cself(o), v));
    t.defineProperty("Emin", o -> PyInt.of(cself(o).emin), (o, v) -> setEmin(cself(o), v));
    t.defineProperty("capitals", o -> PyInt.of(cself(o).capitals),
        (o, v) -> cself(o).capitals = (int) zeroOne(v, "capitals"));
    t.defineProperty("clamp", o -> PyInt.of(cself(o).clamp), (o, v) -> cself(o).clamp = (int) zeroOne(v, "clamp"));
    t.defineGetter("flags", o -> new SignalDict(cself(o), false));
    t.defineGetter("traps", o -> new SignalDict(cself(o), true));
    t.defineMethod("copy", (a, k) -> cself(a[0]).copy());
    t.defineMethod("__copy__", (a, k) -> cself(a[0]).copy());
    t.defineMethod("__deepcopy__", (a, k) -> cself(a[0]).copy());
    t.defineMethod("clear_flags", (a, k) -> {
      cself(a[0]).flags = 0;
      return PyNone.NONE;
    });
    t.defineMethod("clear_traps", (a, k) -> {
      cself(a[0]).traps = 0;
      return PyNone.NONE;
    });
    t.defineMethod("Etiny", (a, k) -> PyInt.of(cself(a[0]).etiny()));
    t.defineMethod("Etop", (a, k) -> PyInt.of(cself(a[0]).etop()));
    t.defineMethod("radix", (a, k) -> decOf(10));
    t.defineMethod("__repr__", (a, k) -> PyStr.of(contextRepr(cself(a[0]))));
    t.defineMethod("create_decimal", (a, k) -> {
      PyObject[] p = Args.bind("create_decimal", a, k, 1, new String[] {"num"}, 0);
      Ctx c = cself(a[0]);
      St st = new St();
      Dec d = p[0] == null ? ZERO : construct(p[0], c, st);
      if (d.nan() && d.payload.length() > c.prec - c.clamp) {
        st.add(S_CONVERSION);
        d = NAN;
      } else {
        d = fix(d, c, st);
      }
      c.finish(st);
      return d;
    });
    t.defineMethod("create_decimal_from_float", (a, k) -> {
      Args.exact("create_decimal_from_float", a, k, 2);
      Ctx c = cself(a[0]);
      Dec d;
      if (a[1] instanceof PyInt i) {
        d = fin(new BigDecimal(i.bigValue()));
      } else if (a[1] instanceof PyFloat f) {
        d = fromFloat(f.value());
      } else {
        throw Errors.typeError("argument must be int or float");
      }
      return run1(DecimalModule::fix, d, c);
    });
    ctxUnary(t, "abs", DecimalModule::abs);
    ctxUnary(t, "minus", DecimalModule::minus);
    ctxUnary(t, "plus", DecimalModule::plus);
    ctxUnary(t, "copy_abs", (x, c, st) -> withSign(x, false));
    ctxUnary(t, "copy_negate", (x, c, st) -> negate(x));
    ctxUnary(t, "copy_decimal", (x, c, st) -> x);
    ctxUnary(t, "canonical", (x, c, st) -> x);
    ctxUnary(t, "to_integral", (x, c, st) -> toIntegral(x, c.rounding, c, st, false));
    ctxUnary(t, "to_integral_value", (x, c, st) -> toIntegral(x, c.rounding, c, st, false));
    ctxUnary(t, "to_integral_exact", (x, c, st) -> toIntegral(x, c.rounding, c, st, true));
    for (String name : new String[] {"exp", "ln", "log10", "sqrt", "logb", "normalize", "next_minus", "next_plus",
        "logical_invert"}) {
      ctxUnary(t, name, CONTEXT_UNARY.get(name));
    }
    ctxBinary(t, "add", DecimalModule::add);
    ctxBinary(t, "subtract", DecimalModule::sub);
    ctxBinary(t, "multiply", DecimalModule::mul);
    ctxBinary(t, "divide", DecimalModule::div);
    ctxBinary(t, "divide_int", DecimalModule::floordiv);
    ctxBinary(t, "remainder", DecimalModule::mod);
    ctxBinary(t, "quantize", (x, y, c, st) -> quantize(x, y, c.rounding, c, st));
    for (Map.Entry<String, Op2> e : CONTEXT_BINARY.entrySet()) {
      ctxBinary(t, e.getKey(), e.getValue());
    }
    t.defineMethod("divmod", (a, k) -> {
      Args.exact("divmod", a, k, 3);
      Ctx c = cself(a[0]);
      St st = new St();
      Dec[] r = divmod(operandRaise(a[1]), operandRaise(a[2]), c, st);
      c.finish(st);
      return PyTuple.of(r[0], r[1]);
    });
    t.defineMethod("power", (a, k) -> {
      PyObject[] p = Args.bind("power", a, k, 1, new String[] {"a", "b", "modulo"}, 2);
      Ctx c = cself(a[0]);
      if (p[2] != null && p[2] != PyNone.NONE) {
        return powMod(operandRaise(p[0]), operandRaise(p[1]), operandRaise(p[2]), c);
      }
      return run2(DecimalModule::pow, operandRaise(p[0]), operandRaise(p[1]), c);
    });
    t.defineMethod("fma", (a, k) -> {
      Args.exact("fma", a, k, 4);
      Ctx c = cself(a[0]);
      St st = new St();
      Dec r = fma(operandRaise(a[1]), operandRaise(a[2]), operandRaise(a[3]), c, st);
      c.finish(st);
      return r;
    });
    t.defineMethod("same_quantum", (a, k) -> {
      Args.exact("same_quantum", a, k, 3);
      return PyBool.of(sameQuantum(operandRaise(a[1]), operandRaise(a[2])));
    });
    t.defineMethod("number_class", (a, k) -> {
      Args.exact("number_class", a, k, 2);
      return PyStr.of(numberClass(operandRaise(a[1]), cself(a[0])));
    });
    t.defineMethod("to_sci_string", (a, k) -> {
      Args.exact("to_sci_string", a, k, 2);
      return PyStr.of(sci(operandRaise(a[1]), false, cself(a[0]).capitals));
    });
    t.defineMethod("to_eng_string", (a, k) -> {
      Args.exact("to_eng_string", a, k, 2);
      return PyStr.of(sci(operandRaise(a[1]), true, cself(a[0]).capitals));
    });
    String[] preds = {"is_canonical", "is_finite", "is_infinite", "is_nan", "is_qnan", "is_snan", "is_signed",
        "is_zero", "is_normal", "is_subnormal"};
    for (String name : preds) {
      t.defineMethod(name, (a, k) -> {
        Args.exact(name, a, k, 2);
        Ctx c = cself(a[0]);
        Dec d = operandRaise(a[1]);
        if (name.equals("is_normal")) {
          return PyBool.of(isNormal(d, c));
        }
        if (name.equals("is_subnormal")) {
          return PyBool.of(isSubnormal(d, c));
        }
        return Ops.call(Ops.getattr(d, name));
      });
    }
  }

  static void ctxUnary(PyType t, String name, Op1 op) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      return run1(op, operandRaise(a[1]), cself(a[0]));
    });
  }

  static void ctxBinary(PyType t, String name, Op2 op) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 3);
      return run2(op, operandRaise(a[1]), operandRaise(a[2]), cself(a[0]));
    });
  }

  // ================================================================ SignalDict (context.flags / context.traps)

  /** A live view of a context's flags or traps, keyed by signal class (CPython's SignalDict). */
  static final class SignalDict extends PyObject {
    final Ctx ctx;
    final boolean traps;

    SignalDict(Ctx ctx, boolean traps) {
      this.ctx = ctx;
      this.traps = traps;
    }

    int bits() {
      return traps ? ctx.traps : ctx.flags;
    }

    void set(int bits) {
      if (traps) {
        ctx.traps = bits;
      } else {
        ctx.flags = bits;
      }
    }

    @Override
    public PyType type() {
      return SIGNAL_DICT;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(ctx);
    }
  }

  static SignalDict sd(PyObject o) {
    return (SignalDict) o;
  }

  private static void installSignalDict(PyType t) {
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      return PyBool.of((sd(a[0]).bits() & signalBits(a[1], SIGNALS_MSG)) != 0);
    });
    t.defineMethod("__setitem__", (a, k) -> {
      Args.exact("__setitem__", a, k, 3);
      SignalDict d = sd(a[0]);
      int b = signalBits(a[1], SIGNALS_MSG);
      d.set(Ops.truthy(a[2]) ? d.bits() | b : d.bits() & ~b);
      return PyNone.NONE;
    });
    t.defineMethod("__delitem__", (a, k) -> {
      throw Errors.valueError("signal keys cannot be deleted");
    });
    t.defineMethod("__len__", (a, k) -> PyInt.of(9));
    t.defineMethod("__iter__", (a, k) -> Ops.iter(PyList.of(signals())));
    t.defineMethod("__contains__", (a, k) -> {
      for (PyType s : signals()) {
        if (s == a[1]) {
          return PyBool.TRUE;
        }
      }
      return PyBool.FALSE;
    });
    t.defineMethod("keys", (a, k) -> PyList.of(signals()));
    t.defineMethod("values", (a, k) -> {
      PyList out = new PyList();
      for (int b : SIGNAL_BITS) {
        out.append(PyBool.of((sd(a[0]).bits() & b) != 0));
      }
      return out;
    });
    t.defineMethod("items", (a, k) -> {
      PyList out = new PyList();
      PyType[] sigs = signals();
      for (int i = 0; i < sigs.length; i++) {
        out.append(PyTuple.of(sigs[i], PyBool.of((sd(a[0]).bits() & SIGNAL_BITS[i]) != 0)));
      }
      return out;
    });
    t.defineMethod("copy", (a, k) -> toDict(sd(a[0])));
    t.defineMethod("get", (a, k) -> {
      Args.range("get", a, k, 2, 3);
      for (PyType s : signals()) {
        if (s == a[1]) {
          return PyBool.of((sd(a[0]).bits() & signalBits(s, SIGNALS_MSG)) != 0);
        }
      }
      return a.length > 2 ? a[2] : PyNone.NONE;
    });
    t.defineMethod("__eq__", (a, k) -> {
      if (a[1] instanceof SignalDict o) {
        return PyBool.of(normalized(o.bits()) == normalized(sd(a[0]).bits()));
      }
      if (a[1] instanceof PyDict) {
        return PyBool.of(Ops.eq(toDict(sd(a[0])), a[1]));
      }
      return NI;
    });
    t.defineMethod("__repr__", (a, k) -> {
      StringBuilder sb = new StringBuilder("{");
      PyType[] sigs = signals();
      for (int i = 0; i < sigs.length; i++) {
        if (i > 0) {
          sb.append(", ");
        }
        sb.append("<class '").append(sigs[i].name()).append("'>:")
            .append((sd(a[0]).bits() & SIGNAL_BITS[i]) != 0 ? "True" : "False");
      }
      return PyStr.of(sb.append("}").toString());
    });
  }

  static int normalized(int bits) {
    return (bits & IEEE_INVALID) != 0 ? bits | IEEE_INVALID : bits;
  }

  static PyDict toDict(SignalDict d) {
    PyDict out = new PyDict();
    PyType[] sigs = signals();
    for (int i = 0; i < sigs.length; i++) {
      out.setItem(sigs[i], PyBool.of((d.bits() & SIGNAL_BITS[i]) != 0));
    }
    return out;
  }

  // ================================================================ localcontext

  /** localcontext()'s context manager. */
  static final class Manager extends PyObject {
    final Ctx ctx;
    Ctx saved;

    Manager(Ctx ctx) {
      this.ctx = ctx;
    }

    @Override
    public PyType type() {
      return CTX_MANAGER;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(ctx);
      v.visit(saved);
    }
  }

  private static void installManager(PyType t) {
    t.defineMethod("__enter__", (a, k) -> {
      Manager m = (Manager) a[0];
      Ctx[] s = slot();
      m.saved = s[0];
      s[0] = m.ctx;
      return m.ctx;
    });
    t.defineMethod("__exit__", (a, k) -> {
      Manager m = (Manager) a[0];
      slot()[0] = m.saved;
      return PyBool.FALSE;
    });
  }

  // ================================================================ module

  static Ctx template(long prec, String rounding, int traps) {
    Ctx c = new Ctx();
    c.prec = prec;
    c.rounding = rounding;
    c.traps = traps;
    return c;
  }

  public static PyModule create() {
    PyModule m = new PyModule("decimal");
    m.put("Decimal", DECIMAL);
    m.put("Context", CONTEXT);
    m.put("DecimalTuple", DECIMAL_TUPLE);
    for (String r : ROUNDINGS) {
      m.put(r, PyStr.of(r));
    }
    m.put("DecimalException", DECIMAL_EXCEPTION);
    m.put("Clamped", CLAMPED);
    m.put("InvalidOperation", INVALID_OPERATION);
    m.put("ConversionSyntax", CONVERSION_SYNTAX);
    m.put("DivisionImpossible", DIVISION_IMPOSSIBLE);
    m.put("DivisionUndefined", DIVISION_UNDEFINED);
    m.put("InvalidContext", INVALID_CONTEXT);
    m.put("DivisionByZero", DIVISION_BY_ZERO);
    m.put("Inexact", INEXACT);
    m.put("Rounded", ROUNDED);
    m.put("Subnormal", SUBNORMAL);
    m.put("Overflow", OVERFLOW);
    m.put("Underflow", UNDERFLOW);
    m.put("FloatOperation", FLOAT_OPERATION);
    m.put("MAX_PREC", PyInt.of(999999999999999999L));
    m.put("MAX_EMAX", PyInt.of(999999999999999999L));
    m.put("MIN_EMIN", PyInt.of(-999999999999999999L));
    m.put("MIN_ETINY", PyInt.of(-1999999999999999997L));
    m.put("HAVE_THREADS", PyBool.TRUE);
    m.put("HAVE_CONTEXTVAR", PyBool.TRUE);
    m.put("__version__", PyStr.of("1.70"));
    m.put("__libmpdec_version__", PyStr.of("2.5.1"));
    m.put("BasicContext", template(9, "ROUND_HALF_UP", S_CLAMPED | IEEE_INVALID | S_DIVZERO | S_OVERFLOW | S_UNDERFLOW));
    m.put("ExtendedContext", template(9, "ROUND_HALF_EVEN", 0));
    Ctx dflt = new Ctx();
    m.put("DefaultContext", dflt);
    java.util.Set<Ctx> templates = java.util.Set.of((Ctx) m.instanceDict().getItemOrNull(PyStr.of("BasicContext")),
        (Ctx) m.instanceDict().getItemOrNull(PyStr.of("ExtendedContext")), dflt);
    m.def("getcontext", (a, k) -> {
      Args.exact("getcontext", a, k, 0);
      return ctx();
    });
    m.def("setcontext", (a, k) -> {
      Args.exact("setcontext", a, k, 1);
      if (!(a[0] instanceof Ctx c)) {
        throw Errors.typeError("argument must be a context");
      }
      if (templates.contains(c)) {
        c = c.copy();
        c.flags = 0;
      }
      slot()[0] = c;
      return PyNone.NONE;
    });
    m.def("localcontext", (a, k) -> {
      int nkw = k == null ? 0 : k.length;
      int npos = a.length - nkw;
      if (npos > 1) {
        throw Errors.typeError("localcontext() takes at most 1 positional argument (" + npos + " given)");
      }
      PyObject base = npos == 1 ? a[0] : null;
      String[] kw = k;
      PyObject[] rest = a;
      int ctxKw = k == null ? -1 : java.util.Arrays.asList(k).indexOf("ctx");
      if (ctxKw >= 0) {
        base = a[npos + ctxKw];
        java.util.List<PyObject> vals = new java.util.ArrayList<>();
        java.util.List<String> names = new java.util.ArrayList<>();
        for (int j = 0; j < nkw; j++) {
          if (j != ctxKw) {
            names.add(k[j]);
            vals.add(a[npos + j]);
          }
        }
        kw = names.toArray(new String[0]);
        rest = vals.toArray(new PyObject[0]);
        npos = 0;
      }
      if (base != null && base != PyNone.NONE && !(base instanceof Ctx)) {
        throw Errors.typeError("optional argument must be a context");
      }
      Ctx c = (base == null || base == PyNone.NONE ? ctx() : (Ctx) base).copy();
      PyObject[] kwOnly = new PyObject[rest.length - npos];
      System.arraycopy(rest, npos, kwOnly, 0, kwOnly.length);
      applyContextArgs(c, bindContextArgs(kwOnly, kw, 0, false));
      return new Manager(c);
    });
    return m;
  }
}
