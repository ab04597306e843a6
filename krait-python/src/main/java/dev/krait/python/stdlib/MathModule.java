/*
 * The math module: CPython 3.11's functions and constants with its error conventions
 * (ValueError "math domain error", OverflowError "math range error"), exact integer
 * functions (isqrt, comb, perm, factorial, gcd, lcm) on big ints with meter charges, an
 * exactly rounded fsum, and CPython's own gamma/lgamma/erf algorithms.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.vm.BigCost;
import dev.krait.python.vm.BigMath;
import dev.krait.python.vm.LimitExceededError;
import dev.krait.python.vm.ResourceMeter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.function.DoubleUnaryOperator;

/** {@code import math}. */
public final class MathModule {
  private MathModule() {}

  private static final double LOG_PI = 1.144729885849400174143427351353058711647;
  private static final double SQRT_PI = 1.772453850905516027298167483341145182798;

  public static PyModule create() {
    PyModule m = new PyModule("math");
    m.put("pi", PyFloat.of(Math.PI));
    m.put("e", PyFloat.of(Math.E));
    m.put("tau", PyFloat.of(2 * Math.PI));
    m.put("inf", PyFloat.of(Double.POSITIVE_INFINITY));
    m.put("nan", PyFloat.of(Double.NaN));

    unary(m, "sqrt", Math::sqrt, false);
    unary(m, "exp", Math::exp, true);
    unary(m, "exp2", x -> Math.pow(2.0, x), true);
    unary(m, "expm1", Math::expm1, true);
    unary(m, "log1p", MathModule::log1p, false);
    unary(m, "cbrt", MathModule::cbrt, false);
    unary(m, "sin", MathModule::sin, false);
    unary(m, "cos", MathModule::cos, false);
    unary(m, "tan", MathModule::tan, false);
    unary(m, "asin", Math::asin, false);
    unary(m, "acos", Math::acos, false);
    unary(m, "atan", Math::atan, false);
    unary(m, "sinh", Math::sinh, true);
    unary(m, "cosh", Math::cosh, true);
    unary(m, "tanh", Math::tanh, false);
    unary(m, "asinh", MathModule::asinh, false);
    unary(m, "acosh", MathModule::acosh, false);
    unary(m, "atanh", MathModule::atanh, false);
    unary(m, "fabs", Math::abs, false);
    unary(m, "erf", MathModule::erf, false);
    unary(m, "erfc", MathModule::erfc, false);
    m.def("degrees", (a, k) -> {
      one("degrees", a, k);
      return PyFloat.of(toDouble(a[0]) * (180.0 / Math.PI));
    });
    m.def("radians", (a, k) -> {
      one("radians", a, k);
      return PyFloat.of(toDouble(a[0]) * (Math.PI / 180.0));
    });
    m.def("gamma", (a, k) -> {
      one("gamma", a, k);
      return PyFloat.of(gamma(toDouble(a[0])));
    });
    m.def("lgamma", (a, k) -> {
      one("lgamma", a, k);
      return PyFloat.of(lgamma(toDouble(a[0])));
    });
    m.def("log", (a, k) -> {
      Args.noKeywords("log", k);
      if (a.length < 1 || a.length > 2) {
        throw Errors.typeError("math.log requires 1 to 2 arguments");
      }
      double num = logOf(a[0], Math::log, 0);
      if (a.length == 1) {
        return PyFloat.of(num);
      }
      double den = logOf(a[1], Math::log, 0);
      if (den == 0) {
        throw Errors.zeroDivision("float division by zero");
      }
      return PyFloat.of(num / den);
    });
    m.def("log2", (a, k) -> {
      one("log2", a, k);
      return PyFloat.of(logOf(a[0], MathModule::log2, 2));
    });
    m.def("log10", (a, k) -> {
      one("log10", a, k);
      return PyFloat.of(logOf(a[0], MathModule::log10, 10));
    });
    m.def("pow", (a, k) -> {
      two("pow", a, k);
      return PyFloat.of(pow(toDouble(a[0]), toDouble(a[1])));
    });
    m.def("atan2", (a, k) -> {
      two("atan2", a, k);
      return PyFloat.of(Math.atan2(toDouble(a[0]), toDouble(a[1])));
    });
    m.def("copysign", (a, k) -> {
      two("copysign", a, k);
      return PyFloat.of(Math.copySign(toDouble(a[0]), toDouble(a[1])));
    });
    m.def("fmod", (a, k) -> {
      two("fmod", a, k);
      double x = toDouble(a[0]);
      double y = toDouble(a[1]);
      if (Double.isInfinite(y) && Double.isFinite(x)) {
        return PyFloat.of(x);
      }
      double r = x % y;
      if (Double.isNaN(r) && !Double.isNaN(x) && !Double.isNaN(y)) {
        throw domain();
      }
      return PyFloat.of(r);
    });
    m.def("remainder", (a, k) -> {
      two("remainder", a, k);
      double x = toDouble(a[0]);
      double y = toDouble(a[1]);
      if (Double.isNaN(x) || Double.isNaN(y)) {
        return PyFloat.of(Double.NaN);
      }
      if (Double.isInfinite(x) || y == 0) {
        throw domain();
      }
      if (Double.isInfinite(y)) {
        return PyFloat.of(x);
      }
      return PyFloat.of(Math.IEEEremainder(x, y));
    });
    m.def("ldexp", (a, k) -> {
      two("ldexp", a, k);
      double x = toDouble(a[0]);
      if (!(a[1] instanceof PyInt)) {
        throw Errors.typeError("Expected an int as second argument to ldexp.");
      }
      PyInt e = (PyInt) a[1];
      if (x == 0 || !Double.isFinite(x)) {
        return PyFloat.of(x);
      }
      long exp = e.clampedLong();
      if (exp > 5000) {
        throw range();
      }
      if (exp < -5000) {
        return PyFloat.of(Math.copySign(0.0, x));
      }
      double r = Math.scalb(x, (int) exp);
      if (Double.isInfinite(r)) {
        throw range();
      }
      return PyFloat.of(r);
    });
    m.def("frexp", (a, k) -> {
      one("frexp", a, k);
      double x = toDouble(a[0]);
      if (x == 0 || !Double.isFinite(x)) {
        return PyTuple.of(PyFloat.of(x), PyInt.of(0));
      }
      int e = Math.getExponent(x);
      double mant;
      if (e == Double.MIN_EXPONENT - 1) {
        // subnormal
        double y = x * 0x1p54;
        e = Math.getExponent(y) - 54;
      }
      e += 1;
      mant = Math.scalb(x, -e);
      return PyTuple.of(PyFloat.of(mant), PyInt.of(e));
    });
    m.def("modf", (a, k) -> {
      one("modf", a, k);
      double x = toDouble(a[0]);
      if (Double.isInfinite(x)) {
        return PyTuple.of(PyFloat.of(Math.copySign(0.0, x)), PyFloat.of(x));
      }
      double ip = x < 0 ? Math.ceil(x) : Math.floor(x);
      return PyTuple.of(PyFloat.of(Math.copySign(x - ip, x)), PyFloat.of(ip));
    });
    m.def("isfinite", (a, k) -> {
      one("isfinite", a, k);
      return PyBool.of(Double.isFinite(toDouble(a[0])));
    });
    m.def("isinf", (a, k) -> {
      one("isinf", a, k);
      return PyBool.of(Double.isInfinite(toDouble(a[0])));
    });
    m.def("isnan", (a, k) -> {
      one("isnan", a, k);
      return PyBool.of(Double.isNaN(toDouble(a[0])));
    });
    m.def("nextafter", (a, k) -> {
      two("nextafter", a, k);
      return PyFloat.of(Math.nextAfter(toDouble(a[0]), toDouble(a[1])));
    });
    m.def("ulp", (a, k) -> {
      one("ulp", a, k);
      double x = toDouble(a[0]);
      if (Double.isNaN(x)) {
        return PyFloat.of(x);
      }
      if (Double.isInfinite(x)) {
        return PyFloat.of(Double.POSITIVE_INFINITY);
      }
      x = Math.abs(x);
      if (x == Double.MAX_VALUE) {
        return PyFloat.of(x - Math.nextDown(x));
      }
      return PyFloat.of(Math.nextUp(x) - x);
    });
    m.def("floor", (a, k) -> {
      one("floor", a, k);
      PyObject x = a[0];
      if (x instanceof PyFloat f) {
        return PyInt.toInt(PyFloat.of(Math.floor(f.value())));
      }
      if (x instanceof PyInt i) {
        return i.exact();
      }
      PyObject r = Ops.callSpecial(x, "__floor__");
      if (r != null) {
        return r;
      }
      return PyInt.toInt(PyFloat.of(Math.floor(toDouble(x))));
    });
    m.def("ceil", (a, k) -> {
      one("ceil", a, k);
      PyObject x = a[0];
      if (x instanceof PyFloat f) {
        return PyInt.toInt(PyFloat.of(Math.ceil(f.value())));
      }
      if (x instanceof PyInt i) {
        return i.exact();
      }
      PyObject r = Ops.callSpecial(x, "__ceil__");
      if (r != null) {
        return r;
      }
      return PyInt.toInt(PyFloat.of(Math.ceil(toDouble(x))));
    });
    m.def("trunc", (a, k) -> {
      one("trunc", a, k);
      PyObject r = Ops.callSpecial(a[0], "__trunc__");
      if (r == null) {
        throw Errors.typeError("type " + a[0].type().name() + " doesn't define __trunc__ method");
      }
      return r;
    });
    m.def("isqrt", (a, k) -> {
      one("isqrt", a, k);
      PyInt n = Ops.index(a[0]);
      if (n.signum() < 0) {
        throw Errors.valueError("isqrt() argument must be nonnegative");
      }
      return PyInt.of(BigMath.isqrt(n.bigValue()));
    });
    m.def("factorial", (a, k) -> {
      one("factorial", a, k);
      if (a[0] instanceof PyFloat) {
        throw Errors.typeError("'float' object cannot be interpreted as an integer");
      }
      PyInt n = Ops.index(a[0]);
      if (n.signum() < 0) {
        throw Errors.valueError("factorial() not defined for negative values");
      }
      if (!n.fitsLong() || n.longValue() > 100_000_000L) {
        throw Errors.overflow("factorial() argument should not exceed " + Long.MAX_VALUE);
      }
      long nv = n.longValue();
      // result has about log2(n!) ~ n log2 n bits: charge before computing
      double bits = nv < 2 ? 1 : (nv * (Math.log(nv) - 1) + 0.5 * Math.log(2 * Math.PI * nv)) / Math.log(2);
      ResourceMeter.current().allocate((long) (bits / 8) + 64);
      BigMath.charge(BigCost.product((long) bits), "factorial() of " + LimitExceededError.count(nv));
      return PyInt.of(productRange(1, nv));
    });
    m.def("comb", (a, k) -> {
      two("comb", a, k);
      PyInt n = Ops.index(a[0]);
      PyInt r = Ops.index(a[1]);
      if (n.signum() < 0) {
        throw Errors.valueError("n must be a non-negative integer");
      }
      if (r.signum() < 0) {
        throw Errors.valueError("k must be a non-negative integer");
      }
      if (PyInt.compare(r, n) > 0) {
        return PyInt.of(0);
      }
      PyInt nk = PyInt.sub(n, r);
      PyInt kk = PyInt.compare(nk, r) < 0 ? nk : r;
      if (!kk.fitsLong() || !n.fitsLong()) {
        throw Errors.overflow("min(n - k, k) must not exceed " + Long.MAX_VALUE);
      }
      long kv = kk.longValue();
      long nv = n.longValue();
      chargeComb(nv, kv);
      BigInteger num = productRange(nv - kv + 1, nv);
      BigInteger den = productRange(1, kv);
      return PyInt.of(BigMath.divide(num, den));
    });
    m.def("perm", (a, k) -> {
      Args.noKeywords("perm", k);
      if (a.length < 1) {
        throw Errors.typeError("perm expected at least 1 argument, got 0");
      }
      if (a.length > 2) {
        throw Errors.typeError("perm expected at most 2 arguments, got " + a.length);
      }
      PyInt n = Ops.index(a[0]);
      if (a.length == 1 || a[1] == PyNone.NONE) {
        if (n.signum() < 0) {
          throw Errors.valueError("n must be a non-negative integer");
        }
        if (!n.fitsLong() || n.longValue() > 100_000_000L) {
          throw Errors.overflow("n must not exceed " + Long.MAX_VALUE);
        }
        chargeComb(n.longValue(), n.longValue());
        return PyInt.of(productRange(1, n.longValue()));
      }
      PyInt r = Ops.index(a[1]);
      if (n.signum() < 0) {
        throw Errors.valueError("n must be a non-negative integer");
      }
      if (r.signum() < 0) {
        throw Errors.valueError("k must be a non-negative integer");
      }
      if (PyInt.compare(r, n) > 0) {
        return PyInt.of(0);
      }
      if (!r.fitsLong() || !n.fitsLong()) {
        throw Errors.overflow("k must not exceed " + Long.MAX_VALUE);
      }
      chargeComb(n.longValue(), r.longValue());
      return PyInt.of(productRange(n.longValue() - r.longValue() + 1, n.longValue()));
    });
    m.def("gcd", (a, k) -> {
      Args.noKeywords("gcd", k);
      BigInteger g = BigInteger.ZERO;
      long small = 0;
      boolean allSmall = true;
      for (PyObject o : a) {
        PyInt v = Ops.index(o);
        if (allSmall && v.fitsLong() && v.longValue() != Long.MIN_VALUE) {
          small = gcdLong(small, Math.abs(v.longValue()));
        } else {
          if (allSmall) {
            g = BigInteger.valueOf(small);
            allSmall = false;
          }
          g = BigMath.gcd(g, v.bigValue());
        }
      }
      return allSmall ? PyInt.of(small) : PyInt.of(g);
    });
    m.def("lcm", (a, k) -> {
      Args.noKeywords("lcm", k);
      BigInteger l = BigInteger.ONE;
      for (PyObject o : a) {
        BigInteger v = Ops.index(o).bigValue().abs();
        if (v.signum() == 0) {
          for (PyObject rest : a) {
            Ops.index(rest);
          }
          return PyInt.of(0);
        }
        ResourceMeter.current().allocate((l.bitLength() + v.bitLength()) / 8 + 16);
        l = BigMath.multiply(BigMath.divide(l, BigMath.gcd(l, v)), v);
      }
      return PyInt.of(l);
    });
    m.def("prod", (a, k) -> {
      PyObject[] p = bindStart("prod", a, k);
      PyObject acc = p[1] == null ? PyInt.of(1) : p[1];
      PyObject it = Ops.iter(p[0]);
      ResourceMeter meter = ResourceMeter.current();
      for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
        meter.tick();
        acc = Ops.binary(acc, v, Ops.Binary.MUL);
      }
      return acc;
    });
    m.def("fsum", (a, k) -> {
      one("fsum", a, k);
      return PyFloat.of(fsum(a[0]));
    });
    m.def("isclose", (a, k) -> {
      int nk = Args.kwCount(k);
      int npos = a.length - nk;
      if (npos != 2) {
        throw Errors.typeError(npos < 2 ? "isclose() missing required argument '" + (npos == 0 ? "a" : "b")
            + "' (pos " + (npos + 1) + ")" : "isclose() takes exactly 2 positional arguments (" + npos + " given)");
      }
      double rel = 1e-9;
      double abs = 0.0;
      for (int i = 0; i < nk; i++) {
        double v = toDouble(a[npos + i]);
        switch (k[i]) {
          case "rel_tol" -> rel = v;
          case "abs_tol" -> abs = v;
          default -> throw Errors.typeError("isclose() got an unexpected keyword argument '" + k[i] + "'");
        }
      }
      double x = toDouble(a[0]);
      double y = toDouble(a[1]);
      if (rel < 0.0 || abs < 0.0) {
        throw Errors.valueError("tolerances must be non-negative");
      }
      if (x == y) {
        return PyBool.TRUE;
      }
      if (Double.isInfinite(x) || Double.isInfinite(y)) {
        return PyBool.FALSE;
      }
      double diff = Math.abs(y - x);
      return PyBool.of((diff <= Math.abs(rel * y)) || (diff <= Math.abs(rel * x)) || (diff <= abs));
    });
    m.def("hypot", (a, k) -> {
      Args.noKeywords("hypot", k);
      double[] v = new double[a.length];
      for (int i = 0; i < a.length; i++) {
        v[i] = toDouble(a[i]);
      }
      return PyFloat.of(hypot(v));
    });
    m.def("dist", (a, k) -> {
      two("dist", a, k);
      PyObject[] p = Ops.toArray(a[0]);
      PyObject[] q = Ops.toArray(a[1]);
      if (p.length != q.length) {
        throw Errors.valueError("both points must have the same number of dimensions");
      }
      double[] v = new double[p.length];
      for (int i = 0; i < p.length; i++) {
        v[i] = toDouble(p[i]) - toDouble(q[i]);
      }
      return PyFloat.of(hypot(v));
    });
    return m;
  }

  // ---------------------------------------------------------------- helpers

  static PyError domain() {
    return Errors.valueError("math domain error");
  }

  static PyError range() {
    return Errors.overflow("math range error");
  }

  /** A real-number argument as a double ("must be real number, not str"). */
  static double toDouble(PyObject o) {
    if (o instanceof PyFloat f) {
      return f.value();
    }
    if (o instanceof PyInt i) {
      return i.doubleValue();
    }
    if (o.type().lookup("__float__") != null || o.type().lookup("__index__") != null) {
      return PyFloat.toFloat(o);
    }
    throw Errors.typeError("must be real number, not " + o.type().name());
  }

  private static void unary(PyModule m, String name, DoubleUnaryOperator f, boolean canOverflow) {
    m.def(name, (a, k) -> {
      one(name, a, k);
      double x = toDouble(a[0]);
      double r = f.applyAsDouble(x);
      if (Double.isNaN(r) && !Double.isNaN(x)) {
        throw domain();
      }
      if (Double.isInfinite(r) && Double.isFinite(x)) {
        throw canOverflow ? range() : domain();
      }
      return PyFloat.of(r);
    });
  }

  /** Cube root, polished to the correctly rounded result. */
  static double cbrt(double x) {
    double r = Math.cbrt(x);
    if (!Double.isFinite(r) || r == 0) {
      return r;
    }
    BigDecimal target = new BigDecimal(x);
    double best = r;
    BigDecimal bestErr = null;
    for (double c : new double[] {Math.nextDown(r), r, Math.nextUp(r)}) {
      BigDecimal bc = new BigDecimal(c);
      BigDecimal err = bc.multiply(bc).multiply(bc).subtract(target).abs();
      if (bestErr == null || err.compareTo(bestErr) < 0) {
        bestErr = err;
        best = c;
      }
    }
    return best;
  }

  private static double sin(double x) {
    if (Double.isInfinite(x)) {
      return Double.NaN;
    }
    return Math.sin(x);
  }

  private static double cos(double x) {
    if (Double.isInfinite(x)) {
      return Double.NaN;
    }
    return Math.cos(x);
  }

  private static double tan(double x) {
    if (Double.isInfinite(x)) {
      return Double.NaN;
    }
    return Math.tan(x);
  }

  private static double log1p(double x) {
    if (x == -1.0) {
      return Double.NEGATIVE_INFINITY;
    }
    return Math.log1p(x);
  }

  static double asinh(double x) {
    if (Double.isInfinite(x) || Double.isNaN(x) || x == 0) {
      return x;
    }
    double ax = Math.abs(x);
    double r;
    if (ax > 1e8) {
      r = Math.log(ax) + Math.log(2.0);
    } else if (ax > 2.0) {
      r = Math.log(2.0 * ax + 1.0 / (Math.sqrt(x * x + 1.0) + ax));
    } else {
      double t = x * x;
      r = Math.log1p(ax + t / (1.0 + Math.sqrt(1.0 + t)));
    }
    return Math.copySign(r, x);
  }

  private static double acosh(double x) {
    if (x < 1.0) {
      return Double.NaN;
    }
    if (Double.isInfinite(x)) {
      return x;
    }
    if (x >= 1e8) {
      return Math.log(x) + Math.log(2.0);
    }
    if (x > 2.0) {
      double t = x * x;
      return Math.log(2.0 * x - 1.0 / (x + Math.sqrt(t - 1.0)));
    }
    double t = x - 1.0;
    return Math.log1p(t + Math.sqrt(2.0 * t + t * t));
  }

  private static double atanh(double x) {
    double ax = Math.abs(x);
    if (ax >= 1.0) {
      return Double.NaN;
    }
    double t;
    if (ax < 0.5) {
      t = ax + ax;
      t = 0.5 * Math.log1p(t + t * ax / (1.0 - ax));
    } else {
      t = 0.5 * Math.log1p((ax + ax) / (1.0 - ax));
    }
    return Math.copySign(t, x);
  }

  /** A one-argument (METH_O) function's argument check, with CPython's messages. */
  static void one(String name, PyObject[] a, String[] k) {
    if (k != null && k.length > 0) {
      throw Errors.typeError("math." + name + "() takes no keyword arguments");
    }
    if (a.length != 1) {
      throw Errors.typeError("math." + name + "() takes exactly one argument (" + a.length + " given)");
    }
  }

  /** A two-argument function's argument check, with CPython's messages. */
  static void two(String name, PyObject[] a, String[] k) {
    Args.noKeywords(name, k);
    if (a.length != 2) {
      throw Errors.typeError(name + " expected 2 arguments, got " + a.length);
    }
  }

  /**
   * log2 in double-double arithmetic (atanh series of the mantissa), so the result is the correctly
   * rounded value that glibc's log2 gives nearly always; Math.log(x)/Math.log(2) is off by an ulp for
   * about 1 argument in 12.
   */
  static double log2(double x) {
    if (!(x > 0) || Double.isInfinite(x)) {
      return Math.log(x);
    }
    int e = Math.getExponent(x);
    double m;
    if (e == Double.MIN_EXPONENT - 1) {
      double y = x * 0x1p54;
      e = Math.getExponent(y);
      m = Math.scalb(y, -e);
      e -= 54;
    } else {
      m = Math.scalb(x, -e);
    }
    if (m == 1.0) {
      return e;
    }
    if (m > 1.4142135623730951) {
      m /= 2;
      e++;
    }
    double[] s = ddDiv(two(m, -1.0), two(m, 1.0));
    double[] s2 = ddMul(s, s);
    double[] sum = ATANH_COEFFS[ATANH_COEFFS.length - 1];
    for (int k = ATANH_COEFFS.length - 2; k >= 0; k--) {
      sum = ddAdd(ddMul(sum, s2), ATANH_COEFFS[k]);
    }
    double[] lnm = ddMul(ddMul(sum, s), new double[] {2, 0});
    double[] ln = ddAdd(ddMul(LN2_DD, new double[] {e, 0}), lnm);
    double[] q = ddDiv(ln, LN2_DD);
    return q[0] + q[1];
  }

  private static final double[] LN2_DD = {0.6931471805599453, 2.3190468138462996e-17};
  private static final double[][] ATANH_COEFFS = new double[24][];

  static {
    for (int k = 0; k < ATANH_COEFFS.length; k++) {
      ATANH_COEFFS[k] = ddDiv(new double[] {1, 0}, new double[] {2 * k + 1, 0});
    }
  }

  private static double[] two(double a, double b) {
    double s = a + b;
    double bb = s - a;
    return new double[] {s, (a - (s - bb)) + (b - bb)};
  }

  private static double[] ddAdd(double[] a, double[] b) {
    double[] s = two(a[0], b[0]);
    return two(s[0], s[1] + a[1] + b[1]);
  }

  private static double[] ddMul(double[] a, double[] b) {
    double p = a[0] * b[0];
    return two(p, Math.fma(a[0], b[0], -p) + (a[0] * b[1] + a[1] * b[0]));
  }

  private static double[] ddDiv(double[] a, double[] b) {
    double q1 = a[0] / b[0];
    double[] r = ddAdd(a, ddMul(new double[] {-q1, 0}, b));
    double q2 = r[0] / b[0];
    r = ddAdd(r, ddMul(new double[] {-q2, 0}, b));
    double q3 = r[0] / b[0];
    return ddAdd(two(q1, q2), new double[] {q3, 0});
  }

  /** fdlibm's (and glibc's) __ieee754_log10: k*log10(2) + log(m)/ln(10) split into high and low parts. */
  static double log10(double x) {
    if (!(x > 0) || Double.isInfinite(x)) {
      return Math.log10(x);
    }
    long bits = Double.doubleToRawLongBits(x);
    int hx = (int) (bits >>> 32);
    int k = 0;
    if (hx < 0x00100000) {
      k -= 54;
      x *= 1.80143985094819840000e+16;
      bits = Double.doubleToRawLongBits(x);
      hx = (int) (bits >>> 32);
    }
    k += (hx >> 20) - 1023;
    int i = (k & 0x80000000) >>> 31;
    hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
    double y = k + i;
    x = Double.longBitsToDouble(((long) hx << 32) | (bits & 0xffffffffL));
    double z = y * 3.69423907715893078616e-13 + 4.34294481903251816668e-01 * Math.log(x);
    return z + y * 3.01029995663611771306e-01;
  }

  /** log of an int or float argument, supporting ints too large for a double. */
  private static double logOf(PyObject o, DoubleUnaryOperator f, int which) {
    if (o instanceof PyInt i) {
      if (i.signum() <= 0) {
        throw domain();
      }
      double d = i.bitLength() <= 1024 ? i.bigValue().doubleValue() : Double.POSITIVE_INFINITY;
      if (!Double.isInfinite(d)) {
        return f.applyAsDouble(d);
      }
      // CPython: x = frexp(v) (correctly rounded to 53 bits), log(x) + log(2) * e
      java.math.BigInteger v = i.bigValue();
      int e = v.bitLength();
      int shift = e - 55;
      java.math.BigInteger top = v.shiftRight(shift);
      if (v.getLowestSetBit() < shift) {
        top = top.or(java.math.BigInteger.ONE);
      }
      double x = Math.scalb(top.doubleValue(), -55);
      return f.applyAsDouble(x) + f.applyAsDouble(2.0) * e;
    }
    double x = toDouble(o);
    if (Double.isNaN(x)) {
      return x;
    }
    if (x <= 0) {
      throw domain();
    }
    return f.applyAsDouble(x);
  }

  private static boolean isOddInteger(double y) {
    return Math.abs(y) < 9007199254740992.0 && y == Math.floor(y) && Math.abs(y % 2.0) == 1.0;
  }

  /** math.pow: C pow with CPython's error mapping. */
  static double pow(double x, double y) {
    if (Double.isNaN(x)) {
      return y == 0 ? 1.0 : x;
    }
    if (Double.isNaN(y)) {
      return x == 1.0 ? 1.0 : y;
    }
    if (x == 1.0 || y == 0) {
      return 1.0;
    }
    if (Double.isInfinite(x) || Double.isInfinite(y)) {
      if (x == -1.0 && Double.isInfinite(y)) {
        return 1.0;
      }
      return Math.pow(x, y);
    }
    if (x == 0.0) {
      if (y < 0) {
        throw domain();
      }
    }
    if (x < 0 && y != Math.floor(y)) {
      throw domain();
    }
    double r = Math.pow(x, y);
    if (Double.isInfinite(r)) {
      throw range();
    }
    return r;
  }

  private static long gcdLong(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a;
  }

  private static void chargeComb(long n, long k) {
    double bits = k * (Math.log(Math.max(n, 2)) / Math.log(2));
    ResourceMeter.current().allocate((long) Math.min(bits / 8, Long.MAX_VALUE / 2) + 64);
    BigMath.charge(BigCost.product((long) Math.min(bits, Long.MAX_VALUE / 2)),
        "a product of " + LimitExceededError.count(k) + " factors");
  }

  /** The product lo * (lo+1) * ... * hi as a balanced product tree (metered). */
  static BigInteger productRange(long lo, long hi) {
    if (lo > hi) {
      return BigInteger.ONE;
    }
    if (hi - lo < 16) {
      BigInteger r = BigInteger.valueOf(lo);
      for (long i = lo + 1; i <= hi; i++) {
        r = r.multiply(BigInteger.valueOf(i));
      }
      ResourceMeter.current().tick(1 + r.bitLength() / 64);
      return r;
    }
    long mid = (lo + hi) >>> 1;
    BigInteger left = productRange(lo, mid);
    BigInteger right = productRange(mid + 1, hi);
    return BigMath.multiply(left, right);
  }

  private static PyObject[] bindStart(String name, PyObject[] a, String[] k) {
    int nk = Args.kwCount(k);
    int npos = a.length - nk;
    if (npos != 1) {
      throw Errors.typeError(npos == 0 ? name + "() missing required argument 'iterable' (pos 1)"
          : name + "() takes exactly 1 positional argument (" + npos + " given)");
    }
    PyObject start = null;
    for (int i = 0; i < nk; i++) {
      if (!k[i].equals("start")) {
        throw Errors.typeError(name + "() got an unexpected keyword argument '" + k[i] + "'");
      }
      start = a[npos + i];
    }
    return new PyObject[] {a[0], start};
  }

  /** Exactly rounded sum of floats, with CPython's special cases. */
  /**
   * math.fsum: the correctly rounded sum, kept exactly as a list of non-overlapping partial sums
   * (Shewchuk's error-free transformation: each new value is added to every partial, keeping the
   * rounding error of each addition as a smaller partial), then rounded once, half to even. A few
   * doubles per partial instead of an exact BigDecimal (hundreds of digits when magnitudes vary).
   * As CPython: a finite sum that overflows on the way is an OverflowError even if later values
   * would bring it back; infinities and NaNs among the values decide the result.
   */
  static double fsum(PyObject iterable) {
    PyObject it = Ops.iter(iterable);
    double[] partials = new double[8];
    int n = 0;
    double special = 0.0;
    boolean posInf = false;
    boolean negInf = false;
    ResourceMeter meter = ResourceMeter.current();
    for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
      double x = toDouble(v);
      double original = x;
      meter.tick(1 + n);
      int i = 0;
      for (int j = 0; j < n; j++) {
        double y = partials[j];
        if (Math.abs(x) < Math.abs(y)) {
          double t = x;
          x = y;
          y = t;
        }
        double hi = x + y;
        double lo = y - (hi - x);
        if (lo != 0.0) {
          partials[i++] = lo;
        }
        x = hi;
      }
      n = i;
      if (x != 0.0) {
        if (!Double.isFinite(x)) {
          if (Double.isFinite(original)) {
            throw Errors.overflow("intermediate overflow in fsum");
          }
          if (original == Double.POSITIVE_INFINITY) {
            posInf = true;
          } else if (original == Double.NEGATIVE_INFINITY) {
            negInf = true;
          }
          special += original;
          n = 0;
        } else {
          if (n == partials.length) {
            partials = java.util.Arrays.copyOf(partials, n * 2); // at most ~40 partials of a double's range
          }
          partials[n++] = x;
        }
      }
    }
    if (special != 0.0) { // true for NaN too
      if (posInf && negInf) {
        throw Errors.valueError("-inf + inf in fsum");
      }
      return special;
    }
    return roundPartials(partials, n);
  }

  /** The double nearest the exact sum of non-overlapping partials (increasing magnitude), ties to even. */
  private static double roundPartials(double[] partials, int n) {
    if (n == 0) {
      return 0.0;
    }
    double hi = partials[--n];
    double lo = 0.0;
    while (n > 0) {
      double x = hi;
      double y = partials[--n];
      hi = x + y;
      lo = y - (hi - x);
      if (lo != 0.0) {
        break;
      }
    }
    // hi + lo is exact; if lo is exactly half an ulp of hi and the rest points the same way, the
    // rounding of hi + lo went the wrong way: take the other neighbour.
    if (n > 0 && ((lo < 0 && partials[n - 1] < 0) || (lo > 0 && partials[n - 1] > 0))) {
      double y = lo * 2;
      double x = hi + y;
      if (y == x - hi) {
        hi = x;
      }
    }
    return hi;
  }

  static double hypot(double[] v) {
    double max = 0;
    boolean nan = false;
    for (double x : v) {
      double ax = Math.abs(x);
      if (Double.isInfinite(ax)) {
        return Double.POSITIVE_INFINITY;
      }
      if (Double.isNaN(ax)) {
        nan = true;
      }
      max = Math.max(max, ax);
    }
    if (nan) {
      return Double.NaN;
    }
    if (v.length == 1) {
      return Math.abs(v[0]);
    }
    if (v.length == 2) {
      return Math.hypot(v[0], v[1]);
    }
    if (max == 0) {
      return 0.0;
    }
    // scaled, exactly accumulated sum of squares, then a correctly rounded square root
    BigDecimal sum = BigDecimal.ZERO;
    for (double x : v) {
      BigDecimal s = new BigDecimal(x / max);
      sum = sum.add(s.multiply(s));
    }
    double root = sum.sqrt(new java.math.MathContext(40)).doubleValue();
    return root * max;
  }

  // ---------------------------------------------------------------- gamma and erf (CPython's algorithms)

  private static final double[] GAMMA_INTEGRAL = {1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0,
      3628800.0, 39916800.0, 479001600.0, 6227020800.0, 87178291200.0, 1307674368000.0, 20922789888000.0,
      355687428096000.0, 6402373705728000.0, 121645100408832000.0, 2432902008176640000.0,
      51090942171709440000.0, 1124000727777607680000.0};
  private static final double LANCZOS_G = 6.024680040776729583740234375;
  private static final double LANCZOS_G_MINUS_HALF = 5.524680040776729583740234375;
  private static final double[] LANCZOS_NUM = {23531376880.410759688572007674451636754734846804940,
      42919803642.649098768957899047001988850926355848959, 35711959237.355668049440185451547166705960488635843,
      17921034426.037209699919755754458931112671403265390, 6039542586.3520280050642916443072979210699388420708,
      1439720407.3117216736632230727949123939715485786772, 248874557.86205415651146038641322942321632125127801,
      31426415.585400194380614231628318205362874684987640, 2876370.6289353724412254090516208496135991145378768,
      186056.26539522349504029498971604569928220784236328, 8071.6720023658162106380029022722506138218516325024,
      210.82427775157934587250973392071336271166969580291, 2.5066282746310002701649081771338373386264310793408};
  private static final double[] LANCZOS_DEN = {0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
      13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0};

  private static double lanczosSum(double x) {
    double num = 0.0;
    double den = 0.0;
    if (x < 5.0) {
      for (int i = LANCZOS_NUM.length; --i >= 0; ) {
        num = num * x + LANCZOS_NUM[i];
        den = den * x + LANCZOS_DEN[i];
      }
    } else {
      for (int i = 0; i < LANCZOS_NUM.length; i++) {
        num = num / x + LANCZOS_NUM[i];
        den = den / x + LANCZOS_DEN[i];
      }
    }
    return num / den;
  }

  private static double sinpi(double x) {
    double y = Math.abs(x) % 2.0;
    int n = (int) Math.round(2.0 * y);
    double r = switch (n) {
      case 0 -> Math.sin(Math.PI * y);
      case 1 -> Math.cos(Math.PI * (y - 0.5));
      case 2 -> Math.sin(Math.PI * (1.0 - y));
      case 3 -> -Math.cos(Math.PI * (y - 1.5));
      default -> Math.sin(Math.PI * (y - 2.0));
    };
    return Math.copySign(1.0, x) * r;
  }

  static double gamma(double x) {
    if (!Double.isFinite(x)) {
      if (Double.isNaN(x) || x > 0.0) {
        return x;
      }
      throw domain();
    }
    if (x == 0.0) {
      throw domain();
    }
    if (x == Math.floor(x)) {
      if (x < 0.0) {
        throw domain();
      }
      if (x <= GAMMA_INTEGRAL.length) {
        return GAMMA_INTEGRAL[(int) x - 1];
      }
    }
    double absx = Math.abs(x);
    if (absx < 1e-20) {
      double r = 1.0 / x;
      if (Double.isInfinite(r)) {
        throw range();
      }
      return r;
    }
    if (absx > 200.0) {
      if (x < 0.0) {
        return 0.0 / sinpi(x);
      }
      throw range();
    }
    double y = absx + LANCZOS_G_MINUS_HALF;
    double z;
    if (absx > LANCZOS_G_MINUS_HALF) {
      double q = y - absx;
      z = q - LANCZOS_G_MINUS_HALF;
    } else {
      double q = y - LANCZOS_G_MINUS_HALF;
      z = q - absx;
    }
    z = z * LANCZOS_G / y;
    double r;
    if (x < 0.0) {
      r = -Math.PI / sinpi(absx) / absx * Math.exp(y) / lanczosSum(absx);
      r -= z * r;
      if (absx < 140.0) {
        r /= Math.pow(y, absx - 0.5);
      } else {
        double sqrtpow = Math.pow(y, absx / 2.0 - 0.25);
        r /= sqrtpow;
        r /= sqrtpow;
      }
    } else {
      r = lanczosSum(absx) / Math.exp(y);
      r += z * r;
      if (absx < 140.0) {
        r *= Math.pow(y, absx - 0.5);
      } else {
        double sqrtpow = Math.pow(y, absx / 2.0 - 0.25);
        r *= sqrtpow;
        r *= sqrtpow;
      }
    }
    if (Double.isInfinite(r)) {
      throw range();
    }
    return r;
  }

  static double lgamma(double x) {
    if (!Double.isFinite(x)) {
      return Double.isNaN(x) ? x : Double.POSITIVE_INFINITY;
    }
    if (x == Math.floor(x) && x <= 2.0) {
      if (x <= 0.0) {
        throw domain();
      }
      return 0.0;
    }
    double absx = Math.abs(x);
    if (absx < 1e-20) {
      return -Math.log(absx);
    }
    double r = Math.log(lanczosSum(absx)) - LANCZOS_G;
    r += (absx - 0.5) * (Math.log(absx + LANCZOS_G - 0.5) - 1);
    if (x < 0.0) {
      r = LOG_PI - Math.log(Math.abs(sinpi(absx))) - Math.log(absx) - r;
    }
    if (Double.isInfinite(r)) {
      throw range();
    }
    return r;
  }

  /** exp(-x*x) without the rounding error of x*x. */
  private static double expMinusSquare(double x) {
    double hi = x * x;
    double lo = Math.fma(x, x, -hi);
    return Math.exp(-hi) * (1.0 - lo);
  }

  private static double erfSeries(double x) {
    double x2 = x * x;
    double acc = 0.0;
    double fk = 25 + 0.5;
    for (int i = 0; i < 25; i++) {
      acc = 2.0 + x2 * acc / fk;
      fk -= 1.0;
    }
    return acc * x * expMinusSquare(x) / SQRT_PI;
  }

  private static double erfcContfrac(double x) {
    if (x >= 30.0) {
      return 0.0;
    }
    double x2 = x * x;
    double a = 0.0;
    double da = 0.5;
    double p = 1.0;
    double pLast = 0.0;
    double q = da + x2;
    double qLast = 1.0;
    for (int i = 0; i < 50; i++) {
      a += da;
      da += 2.0;
      double b = da + x2;
      double temp = p;
      p = b * p - a * pLast;
      pLast = temp;
      temp = q;
      q = b * q - a * qLast;
      qLast = temp;
    }
    return p / q * x * expMinusSquare(x) / SQRT_PI;
  }

  static double erf(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    double absx = Math.abs(x);
    if (absx < 1.5) {
      return erfSeries(x);
    }
    double cf = erfcContfrac(absx);
    return x > 0.0 ? 1.0 - cf : cf - 1.0;
  }

  static double erfc(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    double absx = Math.abs(x);
    if (absx < 1.5) {
      return 1.0 - erfSeries(x);
    }
    double cf = erfcContfrac(absx);
    return x > 0.0 ? cf : 2.0 - cf;
  }

  static PyStr name() {
    return PyStr.of("math");
  }
}
