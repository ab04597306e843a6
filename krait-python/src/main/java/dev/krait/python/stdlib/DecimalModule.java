/*
 * The decimal module on java.math.BigDecimal: Decimal with CPython's construction rules (str,
 * int, exact float, tuple), arithmetic under the execution's context (precision, rounding),
 * quantize/normalize/to_integral_value/as_tuple, comparisons with int and float, hashing equal
 * to int/float hashes, str/repr/format, NaN and Infinity, getcontext/setcontext/localcontext and
 * the signal exceptions (InvalidOperation, DivisionByZero...). The context is per execution.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code import decimal}. */
public final class DecimalModule {
  private DecimalModule() {}

  static final PyObject NI = PyNotImplemented.NOT_IMPLEMENTED;
  public static final PyType DECIMAL = PyType.builtin("Decimal", PyType.OBJECT, DecimalModule::install);
  public static final PyType CONTEXT = PyType.builtin("Context", PyType.OBJECT, DecimalModule::installContext);
  static final PyType CTX_MANAGER = PyType.builtin("_ContextManager", PyType.OBJECT, DecimalModule::installManager);

  public static final PyType DECIMAL_EXCEPTION = exc("DecimalException", ExceptionTypes.ARITHMETIC_ERROR);
  public static final PyType INVALID_OPERATION = exc("InvalidOperation", DECIMAL_EXCEPTION);
  public static final PyType CONVERSION_SYNTAX = exc("ConversionSyntax", INVALID_OPERATION);
  public static final PyType DIVISION_BY_ZERO = PyType.builtin("DivisionByZero",
      new PyType[] {DECIMAL_EXCEPTION, ExceptionTypes.ZERO_DIVISION_ERROR}, PyType::markBaseType);
  public static final PyType DIVISION_UNDEFINED = PyType.builtin("DivisionUndefined",
      new PyType[] {INVALID_OPERATION, ExceptionTypes.ZERO_DIVISION_ERROR}, PyType::markBaseType);
  public static final PyType INEXACT = exc("Inexact", DECIMAL_EXCEPTION);
  public static final PyType ROUNDED = exc("Rounded", DECIMAL_EXCEPTION);
  public static final PyType OVERFLOW = PyType.builtin("Overflow", new PyType[] {INEXACT, ROUNDED},
      PyType::markBaseType);
  public static final PyType CLAMPED = exc("Clamped", DECIMAL_EXCEPTION);
  public static final PyType SUBNORMAL = exc("Subnormal", DECIMAL_EXCEPTION);
  public static final PyType UNDERFLOW = exc("Underflow", DECIMAL_EXCEPTION);
  public static final PyType FLOAT_OPERATION = PyType.builtin("FloatOperation",
      new PyType[] {DECIMAL_EXCEPTION, ExceptionTypes.TYPE_ERROR}, PyType::markBaseType);

  private static PyType exc(String name, PyType base) {
    return PyType.builtin(name, base, PyType::markBaseType);
  }

  static RuntimeException raise(PyType t) {
    return Errors.of(t, "[<class 'decimal." + t.name() + "'>]");
  }

  static final String[] ROUNDINGS = {"ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_CEILING",
      "ROUND_FLOOR", "ROUND_UP", "ROUND_HALF_DOWN", "ROUND_05UP"};

  static RoundingMode mode(String r) {
    return switch (r) {
      case "ROUND_DOWN" -> RoundingMode.DOWN;
      case "ROUND_HALF_UP" -> RoundingMode.HALF_UP;
      case "ROUND_CEILING" -> RoundingMode.CEILING;
      case "ROUND_FLOOR" -> RoundingMode.FLOOR;
      case "ROUND_UP" -> RoundingMode.UP;
      case "ROUND_HALF_DOWN" -> RoundingMode.HALF_DOWN;
      case "ROUND_05UP" -> RoundingMode.DOWN;
      default -> RoundingMode.HALF_EVEN;
    };
  }

  /** A decimal context (precision and rounding; other fields are kept for display). */
  static final class Ctx extends PyObject {
    int prec = 28;
    String rounding = "ROUND_HALF_EVEN";
    long emax = 999999;
    long emin = -999999;
    int capitals = 1;
    int clamp = 0;

    @Override
    public PyType type() {
      return CONTEXT;
    }

    MathContext mc() {
      return new MathContext(prec, mode(rounding));
    }

    Ctx copy() {
      Ctx c = new Ctx();
      c.prec = prec;
      c.rounding = rounding;
      c.emax = emax;
      c.emin = emin;
      c.capitals = capitals;
      c.clamp = clamp;
      return c;
    }
  }

  /** The current context of each execution (keyed by its meter). */
  private static final Map<ResourceMeter, Ctx[]> CONTEXTS = Collections.synchronizedMap(new WeakHashMap<>());

  static Ctx[] slot() {
    return CONTEXTS.computeIfAbsent(ResourceMeter.current(), m -> new Ctx[] {new Ctx()});
  }

  static Ctx ctx() {
    return slot()[0];
  }

  // ================================================================ the value

  /** kind: 0 finite, 1 infinity, 2 NaN, 3 sNaN. */
  static final class Dec extends PyObject {
    final int kind;
    final boolean neg;
    final BigDecimal v;

    Dec(int kind, boolean neg, BigDecimal v) {
      this.kind = kind;
      this.neg = neg;
      this.v = v;
    }

    @Override
    public PyType type() {
      return DECIMAL;
    }

    boolean finite() {
      return kind == 0;
    }

    boolean nan() {
      return kind >= 2;
    }
  }

  static Dec fin(BigDecimal v) {
    return new Dec(0, v.signum() < 0, v);
  }

  static Dec fin(BigDecimal v, boolean negZero) {
    return new Dec(0, v.signum() < 0 || (v.signum() == 0 && negZero), v);
  }

  static final Pattern NUM = Pattern.compile(
      "([+-])?(?:(\\d+)(?:\\.(\\d*))?|\\.(\\d+))(?:[eE]([+-]?\\d+))?");

  static Dec parse(String s0) {
    String s = s0.strip().replace("_", "");
    if (s0.contains("__") || s0.strip().startsWith("_") || s0.strip().endsWith("_")) {
      throw raise(INVALID_OPERATION);
    }
    Matcher m = NUM.matcher(s);
    if (m.matches()) {
      boolean neg = "-".equals(m.group(1));
      String ip = m.group(2) != null ? m.group(2) : "";
      String fp = m.group(3) != null ? m.group(3) : m.group(4) != null ? m.group(4) : "";
      long exp = m.group(5) == null ? 0 : Long.parseLong(m.group(5));
      ResourceMeter.current().allocate(s.length());
      BigInteger coeff = new BigInteger((ip + fp).isEmpty() ? "0" : ip + fp);
      BigDecimal v = new BigDecimal(coeff, (int) (fp.length() - exp));
      return new Dec(0, neg, neg ? v.negate() : v);
    }
    String low = s.toLowerCase(java.util.Locale.ROOT);
    boolean neg = low.startsWith("-");
    if (low.startsWith("-") || low.startsWith("+")) {
      low = low.substring(1);
    }
    if (low.equals("inf") || low.equals("infinity")) {
      return new Dec(1, neg, BigDecimal.ZERO);
    }
    if (low.matches("nan\\d*")) {
      return new Dec(2, neg, BigDecimal.ZERO);
    }
    if (low.matches("snan\\d*")) {
      return new Dec(3, neg, BigDecimal.ZERO);
    }
    throw raise(INVALID_OPERATION);
  }

  static Dec fromFloat(double d) {
    if (Double.isNaN(d)) {
      return new Dec(2, false, BigDecimal.ZERO);
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

  static Dec convert(PyObject o, boolean forOperator) {
    if (o instanceof Dec d) {
      return d;
    }
    if (o instanceof PyInt i) {
      return fin(new BigDecimal(i.bigValue()));
    }
    if (!forOperator && o instanceof PyFloat f) {
      return fromFloat(f.value());
    }
    return null;
  }

  static Dec round(BigDecimal v, boolean negZero) {
    Ctx c = ctx();
    if (v.precision() > c.prec) {
      v = v.round(c.mc());
    }
    return fin(v, negZero);
  }

  // ================================================================ text

  static String sci(Dec d, boolean eng) {
    String sign = d.neg ? "-" : "";
    if (d.kind == 1) {
      return sign + "Infinity";
    }
    if (d.kind == 2) {
      return sign + "NaN";
    }
    if (d.kind == 3) {
      return sign + "sNaN";
    }
    String digits = d.v.unscaledValue().abs().toString();
    long exp = -(long) d.v.scale();
    long leftdigits = exp + digits.length();
    long dotplace;
    if (exp <= 0 && leftdigits > -6) {
      dotplace = leftdigits;
    } else {
      dotplace = 1;
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
    String e = leftdigits == dotplace ? "" : "E" + (leftdigits - dotplace >= 0 ? "+" : "") + (leftdigits - dotplace);
    return sign + intpart + fracpart + e;
  }

  // ================================================================ module

  public static PyModule create() {
    PyModule m = new PyModule("decimal");
    m.put("Decimal", DECIMAL);
    m.put("Context", CONTEXT);
    for (String r : ROUNDINGS) {
      m.put(r, PyStr.of(r));
    }
    m.put("DecimalException", DECIMAL_EXCEPTION);
    m.put("InvalidOperation", INVALID_OPERATION);
    m.put("ConversionSyntax", CONVERSION_SYNTAX);
    m.put("DivisionByZero", DIVISION_BY_ZERO);
    m.put("DivisionUndefined", DIVISION_UNDEFINED);
    m.put("Inexact", INEXACT);
    m.put("Rounded", ROUNDED);
    m.put("Overflow", OVERFLOW);
    m.put("Underflow", UNDERFLOW);
    m.put("Clamped", CLAMPED);
    m.put("Subnormal", SUBNORMAL);
    m.put("FloatOperation", FLOAT_OPERATION);
    m.put("MAX_PREC", PyInt.of(999999999999999999L));
    m.put("MAX_EMAX", PyInt.of(999999999999999999L));
    m.put("MIN_EMIN", PyInt.of(-999999999999999999L));
    Ctx basic = new Ctx();
    basic.prec = 9;
    basic.rounding = "ROUND_HALF_UP";
    m.put("BasicContext", basic);
    m.put("ExtendedContext", new Ctx());
    m.put("DefaultContext", new Ctx());
    m.def("getcontext", (a, k) -> {
      Args.exact("getcontext", a, k, 0);
      return ctx();
    });
    m.def("setcontext", (a, k) -> {
      Args.exact("setcontext", a, k, 1);
      if (!(a[0] instanceof Ctx c)) {
        throw Errors.typeError("argument must be a context");
      }
      slot()[0] = c;
      return PyNone.NONE;
    });
    m.def("localcontext", (a, k) -> {
      PyObject[] p = Args.bind("localcontext", a, k, 0, new String[] {"ctx", "prec", "rounding"}, 0);
      Ctx base = p[0] == null || p[0] == PyNone.NONE ? ctx() : (Ctx) p[0];
      Ctx c = base.copy();
      if (p[1] != null) {
        c.prec = Support.toInt(p[1]);
      }
      if (p[2] != null) {
        c.rounding = Ops.str(p[2]);
      }
      return new Manager(c);
    });
    return m;
  }

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

  private static void installContext(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject[] p = Args.bind("Context", a, k, 1, new String[] {"prec", "rounding", "Emin", "Emax", "capitals",
          "clamp", "flags", "traps"}, 0);
      Ctx c = new Ctx();
      if (p[0] != null && p[0] != PyNone.NONE) {
        setPrec(c, p[0]);
      }
      if (p[1] != null && p[1] != PyNone.NONE) {
        setRounding(c, p[1]);
      }
      return c;
    });
    t.defineProperty("prec", o -> PyInt.of(((Ctx) o).prec), (o, v) -> setPrec((Ctx) o, v));
    t.defineProperty("rounding", o -> PyStr.of(((Ctx) o).rounding), (o, v) -> setRounding((Ctx) o, v));
    t.defineProperty("Emax", o -> PyInt.of(((Ctx) o).emax), (o, v) -> ((Ctx) o).emax = Support.toLong(v));
    t.defineProperty("Emin", o -> PyInt.of(((Ctx) o).emin), (o, v) -> ((Ctx) o).emin = Support.toLong(v));
    t.defineProperty("capitals", o -> PyInt.of(((Ctx) o).capitals), (o, v) -> ((Ctx) o).capitals = Support.toInt(v));
    t.defineProperty("clamp", o -> PyInt.of(((Ctx) o).clamp), (o, v) -> ((Ctx) o).clamp = Support.toInt(v));
    t.defineMethod("copy", (a, k) -> ((Ctx) a[0]).copy());
    t.defineMethod("create_decimal", (a, k) -> {
      Args.range("create_decimal", a, k, 1, 2);
      Dec d = a.length > 1 ? construct(a[1]) : fin(BigDecimal.ZERO);
      if (!d.finite()) {
        return d;
      }
      Ctx c = (Ctx) a[0];
      return fin(d.v.precision() > c.prec ? d.v.round(c.mc()) : d.v, d.neg);
    });
    t.defineMethod("__repr__", (a, k) -> {
      Ctx c = (Ctx) a[0];
      return PyStr.of("Context(prec=" + c.prec + ", rounding=" + c.rounding + ", Emin=" + c.emin + ", Emax=" + c.emax
          + ", capitals=" + c.capitals + ", clamp=" + c.clamp
          + ", flags=[], traps=[InvalidOperation, DivisionByZero, Overflow])");
    });
  }

  static void setPrec(Ctx c, PyObject v) {
    if (!(v instanceof PyInt)) {
      throw Errors.typeError("'" + v.type().name() + "' object cannot be interpreted as an integer");
    }
    long p = Support.toLong(v);
    if (p < 1 || p > 999999999999999999L) {
      throw Errors.valueError("valid range for prec is [1, MAX_PREC]");
    }
    c.prec = (int) Math.min(p, 100_000);
  }

  static void setRounding(Ctx c, PyObject v) {
    String r = v instanceof PyStr s ? s.value() : "";
    if (!java.util.Arrays.asList(ROUNDINGS).contains(r)) {
      throw Errors.typeError("valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
          + "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]");
    }
    c.rounding = r;
  }

  static Dec construct(PyObject v) {
    if (v instanceof Dec d) {
      return d;
    }
    if (v instanceof PyStr s) {
      return parse(s.value());
    }
    if (v instanceof PyInt i) {
      return fin(new BigDecimal(i.bigValue()));
    }
    if (v instanceof PyFloat f) {
      return fromFloat(f.value());
    }
    if (v instanceof PyTuple t) {
      if (t.size() != 3) {
        throw Errors.valueError("argument must be a sequence of length 3");
      }
      long sign = Support.toLong(t.get(0));
      if (sign != 0 && sign != 1) {
        throw Errors.valueError("sign must be an integer with the value 0 or 1");
      }
      StringBuilder digits = new StringBuilder();
      for (PyObject dg : Ops.toArray(t.get(1))) {
        long x = Support.toLong(dg);
        if (x < 0 || x > 9) {
          throw Errors.valueError("coefficient must be a tuple of digits");
        }
        digits.append(x);
      }
      if (t.get(2) instanceof PyStr s) {
        int kind = s.value().equals("F") ? 1 : s.value().equals("n") ? 2 : 3;
        return new Dec(kind, sign == 1, BigDecimal.ZERO);
      }
      long exp = Support.toLong(t.get(2));
      BigDecimal bd = new BigDecimal(new BigInteger(digits.length() == 0 ? "0" : digits.toString()), (int) -exp);
      return new Dec(0, sign == 1, sign == 1 ? bd.negate() : bd);
    }
    throw Errors.typeError("conversion from " + v.type().name() + " to Decimal is not supported");
  }

  // ================================================================ arithmetic

  interface Op2 {
    PyObject apply(Dec a, Dec b);
  }

  static void binop(PyType t, String name, String rname, Op2 op) {
    t.defineMethod(name, (a, k) -> {
      Dec y = convert(a[1], true);
      return y == null ? NI : op.apply((Dec) a[0], y);
    });
    t.defineMethod(rname, (a, k) -> {
      Dec y = convert(a[1], true);
      return y == null ? NI : op.apply(y, (Dec) a[0]);
    });
  }

  static Dec nanResult(Dec a, Dec b) {
    if (a.kind == 3 || b.kind == 3) {
      throw raise(INVALID_OPERATION);
    }
    return a.nan() ? a : b.nan() ? b : null;
  }

  static Dec inf(boolean neg) {
    return new Dec(1, neg, BigDecimal.ZERO);
  }

  static PyObject add(Dec a, Dec b, boolean sub) {
    Dec n = nanResult(a, b);
    if (n != null) {
      return n;
    }
    boolean bneg = sub != b.neg;
    if (a.kind == 1 || b.kind == 1) {
      if (a.kind == 1 && b.kind == 1 && a.neg != bneg) {
        throw raise(INVALID_OPERATION);
      }
      return a.kind == 1 ? a : inf(bneg);
    }
    BigDecimal r = sub ? a.v.subtract(b.v) : a.v.add(b.v);
    boolean negZero = r.signum() == 0 && a.neg && bneg
        || r.signum() == 0 && a.neg != bneg && ctx().rounding.equals("ROUND_FLOOR");
    return round(r, negZero);
  }

  static PyObject mul(Dec a, Dec b) {
    Dec n = nanResult(a, b);
    if (n != null) {
      return n;
    }
    boolean neg = a.neg != b.neg;
    if (a.kind == 1 || b.kind == 1) {
      if ((a.finite() && a.v.signum() == 0) || (b.finite() && b.v.signum() == 0)) {
        throw raise(INVALID_OPERATION);
      }
      return inf(neg);
    }
    ResourceMeter.current().allocate((a.v.precision() + b.v.precision()) / 2L);
    return round(a.v.multiply(b.v), neg);
  }

  static PyObject div(Dec a, Dec b) {
    Dec n = nanResult(a, b);
    if (n != null) {
      return n;
    }
    boolean neg = a.neg != b.neg;
    if (a.kind == 1) {
      if (b.kind == 1) {
        throw raise(INVALID_OPERATION);
      }
      return inf(neg);
    }
    if (b.kind == 1) {
      return fin(BigDecimal.ZERO, neg);
    }
    if (b.v.signum() == 0) {
      if (a.v.signum() == 0) {
        throw raise(DIVISION_UNDEFINED);
      }
      throw raise(DIVISION_BY_ZERO);
    }
    BigDecimal q;
    if (a.v.signum() == 0) {
      q = BigDecimal.ZERO.setScale(Math.max(Integer.MIN_VALUE / 2, a.v.scale() - b.v.scale()));
      if (q.scale() < 0) {
        q = BigDecimal.ZERO.setScale(q.scale());
      }
    } else {
      q = a.v.divide(b.v, ctx().mc());
    }
    return round(q, neg);
  }

  static PyObject[] divmod(Dec a, Dec b) {
    Dec n = nanResult(a, b);
    if (n != null) {
      return new PyObject[] {n, n};
    }
    if (a.kind == 1 || b.kind == 1) {
      if (a.kind == 1 && b.kind == 1) {
        throw raise(INVALID_OPERATION);
      }
      if (a.kind == 1) {
        throw raise(INVALID_OPERATION);
      }
      return new PyObject[] {fin(BigDecimal.ZERO, a.neg != b.neg), a};
    }
    if (b.v.signum() == 0) {
      if (a.v.signum() == 0) {
        throw raise(DIVISION_UNDEFINED);
      }
      throw raise(INVALID_OPERATION);
    }
    BigDecimal q = a.v.divideToIntegralValue(b.v);
    if (q.precision() > ctx().prec && q.signum() != 0) {
      throw raise(INVALID_OPERATION);
    }
    BigDecimal r = a.v.subtract(b.v.multiply(q));
    q = q.setScale(0, RoundingMode.DOWN);
    return new PyObject[] {fin(q, a.neg != b.neg), round(r, a.neg)};
  }

  static PyObject pow(Dec a, Dec b) {
    Dec n = nanResult(a, b);
    if (n != null) {
      return n;
    }
    if (!a.finite() || !b.finite()) {
      if (b.kind == 1) {
        int cmp = a.finite() ? a.v.abs().compareTo(BigDecimal.ONE) : 1;
        if (cmp == 0) {
          return fin(BigDecimal.ONE.round(ctx().mc()));
        }
        return (cmp > 0) != b.neg ? inf(false) : fin(BigDecimal.ZERO);
      }
      if (b.v.signum() == 0) {
        return fin(BigDecimal.ONE);
      }
      boolean oddInt = b.v.stripTrailingZeros().scale() <= 0 && b.v.toBigInteger().testBit(0);
      return b.neg ? fin(BigDecimal.ZERO, a.neg && oddInt) : inf(a.neg && oddInt);
    }
    BigDecimal e = b.v.stripTrailingZeros();
    if (e.scale() <= 0) {
      BigInteger ie = e.toBigIntegerExact();
      if (a.v.signum() == 0) {
        if (ie.signum() < 0) {
          throw raise(DIVISION_BY_ZERO);
        }
        if (ie.signum() == 0) {
          throw raise(INVALID_OPERATION);
        }
        return fin(BigDecimal.ZERO, a.neg && ie.testBit(0));
      }
      if (ie.bitLength() > 31) {
        throw Errors.overflow("exponent too large");
      }
      int iv = ie.intValue();
      ResourceMeter.current().tick(Math.abs(iv) / 64 + 1);
      MathContext mc = new MathContext(ctx().prec + 10, RoundingMode.HALF_EVEN);
      BigDecimal r = a.v.pow(iv, mc);
      BigDecimal exact = Math.abs((long) iv) * a.v.precision() <= ctx().prec + 10 && iv >= 0 ? a.v.pow(iv) : null;
      return round(exact != null ? exact : r, false);
    }
    if (a.v.signum() < 0) {
      throw raise(INVALID_OPERATION);
    }
    double r = Math.pow(a.v.doubleValue(), b.v.doubleValue());
    return round(new BigDecimal(r).round(new MathContext(Math.min(ctx().prec, 16))), false);
  }

  static Integer compare(Dec a, PyObject other) {
    Dec b = convert(other, false);
    if (b == null) {
      return null;
    }
    if (a.nan() || b.nan()) {
      return Integer.MIN_VALUE;
    }
    if (a.kind == 1 || b.kind == 1) {
      int x = a.kind == 1 ? (a.neg ? -1 : 1) * 2 : a.v.signum();
      int y = b.kind == 1 ? (b.neg ? -1 : 1) * 2 : b.v.signum();
      if (a.kind == 1 && b.kind == 1) {
        return Integer.compare(x, y);
      }
      return a.kind == 1 ? (a.neg ? -1 : 1) : (b.neg ? 1 : -1);
    }
    return a.v.compareTo(b.v);
  }

  static final BigInteger P = BigInteger.valueOf(PyInt.HASH_MODULUS);
  static final BigInteger INV10 = BigInteger.TEN.modPow(P.subtract(BigInteger.TWO), P);

  static long hash(Dec d) {
    if (d.kind == 3) {
      throw Errors.typeError("Cannot hash a signaling NaN value.");
    }
    if (d.kind == 2) {
      return System.identityHashCode(d);
    }
    if (d.kind == 1) {
      return d.neg ? -314159 : 314159;
    }
    BigInteger coeff = d.v.unscaledValue().abs();
    int exp = -d.v.scale();
    BigInteger expHash = exp >= 0 ? BigInteger.TEN.modPow(BigInteger.valueOf(exp), P)
        : INV10.modPow(BigInteger.valueOf(-exp), P);
    long h = coeff.multiply(expHash).mod(P).longValue();
    long ans = d.v.signum() < 0 ? -h : h;
    return ans == -1 ? -2 : ans;
  }

  static RoundingMode roundingArg(PyObject r) {
    if (r == null || r == PyNone.NONE) {
      return mode(ctx().rounding);
    }
    return mode(Ops.str(r));
  }

  static Dec quantize(Dec a, Dec e, RoundingMode rm) {
    Dec n = nanResult(a, e);
    if (n != null) {
      return n;
    }
    if (!a.finite() || !e.finite()) {
      if (a.kind == 1 && e.kind == 1) {
        return a;
      }
      throw raise(INVALID_OPERATION);
    }
    BigDecimal r = a.v.setScale(e.v.scale(), rm);
    if (r.precision() > ctx().prec && r.signum() != 0) {
      throw raise(INVALID_OPERATION);
    }
    return fin(r, a.neg);
  }

  // ================================================================ the type

  private static void install(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject[] p = Args.bind("Decimal", a, k, 1, new String[] {"value", "context"}, 0);
      return p[0] == null ? fin(BigDecimal.ZERO) : construct(p[0]);
    });
    t.defineClassMethod("from_float", (a, k) -> {
      Args.exact("from_float", a, k, 2);
      if (a[1] instanceof PyInt i) {
        return fin(new BigDecimal(i.bigValue()));
      }
      if (!(a[1] instanceof PyFloat f)) {
        throw Errors.typeError("argument must be int or float");
      }
      return fromFloat(f.value());
    });
    t.defineMethod("__str__", (a, k) -> PyStr.of(sci((Dec) a[0], false)));
    t.defineMethod("__repr__", (a, k) -> PyStr.of("Decimal('" + sci((Dec) a[0], false) + "')"));
    t.defineMethod("to_eng_string", (a, k) -> PyStr.of(sci((Dec) a[0], true)));
    binop(t, "__add__", "__radd__", (x, y) -> add(x, y, false));
    binop(t, "__sub__", "__rsub__", (x, y) -> add(x, y, true));
    binop(t, "__mul__", "__rmul__", DecimalModule::mul);
    binop(t, "__truediv__", "__rtruediv__", DecimalModule::div);
    binop(t, "__floordiv__", "__rfloordiv__", (x, y) -> divmod(x, y)[0]);
    binop(t, "__mod__", "__rmod__", (x, y) -> divmod(x, y)[1]);
    binop(t, "__divmod__", "__rdivmod__", (x, y) -> PyTuple.of(divmod(x, y)));
    binop(t, "__pow__", "__rpow__", DecimalModule::pow);
    t.defineMethod("__neg__", (a, k) -> {
      Dec d = (Dec) a[0];
      if (!d.finite()) {
        return new Dec(d.kind, !d.neg, d.v);
      }
      return round(d.v.negate(), false);
    });
    t.defineMethod("__pos__", (a, k) -> {
      Dec d = (Dec) a[0];
      return d.finite() ? round(d.v, false) : d;
    });
    t.defineMethod("__abs__", (a, k) -> {
      Dec d = (Dec) a[0];
      return d.finite() ? round(d.v.abs(), false) : new Dec(d.kind, false, d.v);
    });
    t.defineMethod("__bool__", (a, k) -> {
      Dec d = (Dec) a[0];
      return PyBool.of(!d.finite() || d.v.signum() != 0);
    });
    t.defineMethod("__int__", (a, k) -> toInt((Dec) a[0]));
    t.defineMethod("__trunc__", (a, k) -> toInt((Dec) a[0]));
    t.defineMethod("__float__", (a, k) -> {
      Dec d = (Dec) a[0];
      if (d.kind == 1) {
        return PyFloat.of(d.neg ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY);
      }
      if (d.nan()) {
        if (d.kind == 3) {
          throw Errors.valueError("cannot convert signaling NaN to float");
        }
        return PyFloat.of(Double.NaN);
      }
      return PyFloat.of(d.v.signum() == 0 && d.neg ? -0.0 : Double.parseDouble(d.v.toString()));
    });
    t.defineMethod("__round__", (a, k) -> {
      Args.range("__round__", a, k, 1, 2);
      Dec d = (Dec) a[0];
      if (a.length == 1 || a[1] == PyNone.NONE) {
        if (d.nan()) {
          throw Errors.valueError("cannot round a NaN");
        }
        if (d.kind == 1) {
          throw Errors.overflow("cannot round an infinity");
        }
        return PyInt.of(d.v.setScale(0, RoundingMode.HALF_EVEN).toBigIntegerExact());
      }
      int nd = Support.toInt(a[1]);
      return quantize(d, fin(BigDecimal.ONE.scaleByPowerOfTen(-nd).setScale(nd)), mode(ctx().rounding));
    });
    t.defineMethod("__floor__", (a, k) -> PyInt.of(((Dec) a[0]).v.setScale(0, RoundingMode.FLOOR).toBigIntegerExact()));
    t.defineMethod("__ceil__", (a, k) -> PyInt.of(((Dec) a[0]).v.setScale(0, RoundingMode.CEILING).toBigIntegerExact()));
    t.defineMethod("__hash__", (a, k) -> PyInt.of(hash((Dec) a[0])));
    String[] ops = {"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"};
    for (int i = 0; i < ops.length; i++) {
      int op = i;
      t.defineMethod(ops[i], (a, k) -> {
        Dec self = (Dec) a[0];
        Integer c = compare(self, a[1]);
        if (c == null) {
          return NI;
        }
        if (c == Integer.MIN_VALUE) {
          if (op >= 2) {
            throw raise(INVALID_OPERATION);
          }
          return PyBool.of(op == 1);
        }
        return PyBool.of(switch (op) {
          case 0 -> c == 0;
          case 1 -> c != 0;
          case 2 -> c < 0;
          case 3 -> c <= 0;
          case 4 -> c > 0;
          default -> c >= 0;
        });
      });
    }
    t.defineMethod("quantize", (a, k) -> {
      PyObject[] p = Args.bind("quantize", a, k, 1, new String[] {"exp", "rounding", "context"}, 1);
      Dec e = convert(p[0], false);
      if (e == null) {
        throw Errors.typeError("conversion from " + p[0].type().name() + " to Decimal is not supported");
      }
      return quantize((Dec) a[0], e, roundingArg(p[1]));
    });
    for (String name : new String[] {"to_integral_value", "to_integral"}) {
      t.defineMethod(name, (a, k) -> {
        PyObject[] p = Args.bind(name, a, k, 1, new String[] {"rounding", "context"}, 0);
        Dec d = (Dec) a[0];
        if (!d.finite() || d.v.scale() <= 0) {
          return d;
        }
        return fin(d.v.setScale(0, roundingArg(p[0])), d.neg);
      });
    }
    t.defineMethod("normalize", (a, k) -> {
      Dec d = (Dec) a[0];
      if (!d.finite()) {
        return d;
      }
      BigDecimal v = d.v.round(ctx().mc());
      if (v.signum() == 0) {
        return fin(BigDecimal.ZERO, d.neg);
      }
      return fin(v.stripTrailingZeros());
    });
    t.defineMethod("as_tuple", (a, k) -> {
      Dec d = (Dec) a[0];
      PyObject exp;
      PyObject[] digits;
      if (d.finite()) {
        String s = d.v.unscaledValue().abs().toString();
        digits = new PyObject[s.length()];
        for (int i = 0; i < s.length(); i++) {
          digits[i] = PyInt.of(s.charAt(i) - '0');
        }
        exp = PyInt.of(-d.v.scale());
      } else {
        digits = d.kind == 1 ? new PyObject[] {PyInt.of(0)} : new PyObject[0];
        exp = PyStr.of(d.kind == 1 ? "F" : d.kind == 2 ? "n" : "N");
      }
      return NamedTuples.make(DECIMAL_TUPLE, PyInt.of(d.neg ? 1 : 0), PyTuple.wrap(digits), exp);
    });
    t.defineMethod("as_integer_ratio", (a, k) -> {
      Dec d = (Dec) a[0];
      if (!d.finite()) {
        throw d.nan() ? Errors.valueError("cannot convert NaN to integer ratio")
            : Errors.overflow("cannot convert Infinity to integer ratio");
      }
      BigInteger num = d.v.unscaledValue();
      BigInteger den = BigInteger.ONE;
      if (d.v.scale() > 0) {
        den = BigInteger.TEN.pow(d.v.scale());
      } else {
        num = num.multiply(BigInteger.TEN.pow(-d.v.scale()));
      }
      BigInteger g = num.gcd(den);
      if (g.signum() != 0) {
        num = num.divide(g);
        den = den.divide(g);
      }
      return PyTuple.of(PyInt.of(num), PyInt.of(den));
    });
    t.defineMethod("sqrt", (a, k) -> {
      Dec d = (Dec) a[0];
      if (d.nan()) {
        return d;
      }
      if (d.neg && !(d.finite() && d.v.signum() == 0)) {
        throw raise(INVALID_OPERATION);
      }
      if (d.kind == 1) {
        return d;
      }
      BigDecimal r = d.v.sqrt(ctx().mc());
      int ideal = (int) Math.floor(-d.v.scale() / 2.0);
      BigDecimal stripped = r.stripTrailingZeros();
      if (stripped.multiply(stripped).compareTo(d.v) == 0) {
        r = stripped.scale() < -ideal ? stripped.setScale(-ideal) : stripped;
      }
      return fin(r);
    });
    t.defineMethod("adjusted", (a, k) -> {
      Dec d = (Dec) a[0];
      return PyInt.of(d.finite() ? d.v.precision() - d.v.scale() - 1 : 0);
    });
    t.defineMethod("is_nan", (a, k) -> PyBool.of(((Dec) a[0]).nan()));
    t.defineMethod("is_qnan", (a, k) -> PyBool.of(((Dec) a[0]).kind == 2));
    t.defineMethod("is_snan", (a, k) -> PyBool.of(((Dec) a[0]).kind == 3));
    t.defineMethod("is_infinite", (a, k) -> PyBool.of(((Dec) a[0]).kind == 1));
    t.defineMethod("is_finite", (a, k) -> PyBool.of(((Dec) a[0]).finite()));
    t.defineMethod("is_zero", (a, k) -> PyBool.of(((Dec) a[0]).finite() && ((Dec) a[0]).v.signum() == 0));
    t.defineMethod("is_signed", (a, k) -> PyBool.of(((Dec) a[0]).neg));
    t.defineMethod("copy_abs", (a, k) -> {
      Dec d = (Dec) a[0];
      return new Dec(d.kind, false, d.v.abs());
    });
    t.defineMethod("copy_negate", (a, k) -> {
      Dec d = (Dec) a[0];
      return new Dec(d.kind, !d.neg, d.v.negate());
    });
    t.defineMethod("compare", (a, k) -> {
      Args.exact("compare", a, k, 2);
      Integer c = compare((Dec) a[0], a[1]);
      if (c == null) {
        throw Errors.typeError("conversion from " + a[1].type().name() + " to Decimal is not supported");
      }
      if (c == Integer.MIN_VALUE) {
        return new Dec(2, false, BigDecimal.ZERO);
      }
      return fin(BigDecimal.valueOf(Integer.signum(c)));
    });
    t.defineMethod("max", (a, k) -> {
      Args.exact("max", a, k, 2);
      Integer c = compare((Dec) a[0], a[1]);
      return c != null && c != Integer.MIN_VALUE && c < 0 ? convert(a[1], false) : a[0];
    });
    t.defineMethod("min", (a, k) -> {
      Args.exact("min", a, k, 2);
      Integer c = compare((Dec) a[0], a[1]);
      return c != null && c != Integer.MIN_VALUE && c > 0 ? convert(a[1], false) : a[0];
    });
    t.defineMethod("__format__", (a, k) -> {
      Args.exact("__format__", a, k, 2);
      return PyStr.of(format((Dec) a[0], Support.string(a[1], "format()")));
    });
    t.defineMethod("__copy__", (a, k) -> a[0]);
    t.defineMethod("__deepcopy__", (a, k) -> a[0]);
    t.defineMethod("__reduce__", (a, k) -> PyTuple.of(DECIMAL, PyTuple.of(PyStr.of(sci((Dec) a[0], false)))));
  }

  static final PyType DECIMAL_TUPLE = NamedTuples.define("DecimalTuple", "DecimalTuple",
      new String[] {"sign", "digits", "exponent"}, null);

  static PyObject toInt(Dec d) {
    if (d.nan()) {
      throw Errors.valueError("cannot convert NaN to integer");
    }
    if (d.kind == 1) {
      throw Errors.overflow("cannot convert Infinity to integer");
    }
    return PyInt.of(d.v.setScale(0, RoundingMode.DOWN).toBigIntegerExact());
  }

  static final Pattern SPEC = Pattern.compile(
      "(?:(.)?([<>=^]))?([-+ ])?(z)?(#)?(0)?(\\d+)?([,_])?(?:\\.(\\d+))?([eEfFgGn%])?", Pattern.DOTALL);

  /** Decimal.__format__ for the fixed, percent and general forms agents use. */
  static String format(Dec d, String spec) {
    Matcher m = SPEC.matcher(spec);
    if (!m.matches()) {
      throw Errors.valueError("invalid format string");
    }
    String fill = m.group(1) != null ? m.group(1) : m.group(6) != null && m.group(2) == null ? "0" : " ";
    String align = m.group(2) != null ? m.group(2) : m.group(6) != null ? "=" : ">";
    String sign = m.group(3) != null ? m.group(3) : "-";
    int width = m.group(7) != null ? Integer.parseInt(m.group(7)) : 0;
    String group = m.group(8);
    Integer prec = m.group(9) != null ? Integer.valueOf(m.group(9)) : null;
    String type = m.group(10);
    boolean neg = d.neg;
    String body;
    if (!d.finite()) {
      body = d.kind == 1 ? "Infinity" : "NaN";
    } else {
      BigDecimal v = d.v.abs();
      RoundingMode rm = mode(ctx().rounding);
      if (type == null || type.equals("g") || type.equals("G") || type.equals("n")) {
        if (prec != null) {
          v = v.round(new MathContext(Math.max(prec, 1), rm));
        }
        body = sci(fin(v), false);
        if (type != null && type.equals("G")) {
          body = body.replace('e', 'E');
        }
      } else if (type.equals("f") || type.equals("F") || type.equals("%")) {
        if (type.equals("%")) {
          v = v.movePointRight(2);
        }
        if (prec != null) {
          v = v.setScale(prec, rm);
        } else if (v.scale() < 0) {
          v = v.setScale(0);
        }
        body = v.toPlainString() + (type.equals("%") ? "%" : "");
      } else {
        int p = prec == null ? Math.max(v.precision() - 1, 0) : prec;
        BigDecimal r = v.signum() == 0 ? v : v.round(new MathContext(p + 1, rm));
        String digits = r.unscaledValue().toString();
        while (digits.length() < p + 1) {
          digits += "0";
        }
        long exp = r.signum() == 0 ? 0 : (long) r.precision() - r.scale() - 1;
        body = digits.charAt(0) + (p > 0 ? "." + digits.substring(1, p + 1) : "") + (type.equals("E") ? "E" : "e")
            + (exp < 0 ? "-" : "+") + (Math.abs(exp) < 10 ? "0" : "") + Math.abs(exp);
      }
      if (m.group(4) != null && neg && v.signum() == 0) {
        neg = false;
      }
    }
    if (group != null && d.finite()) {
      int dot = body.indexOf('.');
      int end = dot >= 0 ? dot : body.length();
      int e = body.indexOf('e');
      if (e >= 0 && e < end) {
        end = e;
      }
      String ip = body.substring(0, end);
      StringBuilder g = new StringBuilder();
      for (int i = 0; i < ip.length(); i++) {
        if (i > 0 && (ip.length() - i) % 3 == 0) {
          g.append(group);
        }
        g.append(ip.charAt(i));
      }
      body = g + body.substring(end);
    }
    String signStr = neg ? "-" : sign.equals("+") ? "+" : sign.equals(" ") ? " " : "";
    int len = signStr.length() + body.length();
    if (len >= width) {
      return signStr + body;
    }
    String pad = fill.repeat(width - len);
    return switch (align) {
      case "<" -> signStr + body + pad;
      case "^" -> fill.repeat((width - len) / 2) + signStr + body + fill.repeat(width - len - (width - len) / 2);
      case "=" -> signStr + pad + body;
      default -> pad + signStr + body;
    };
  }
}
