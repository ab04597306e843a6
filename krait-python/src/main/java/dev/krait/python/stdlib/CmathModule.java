/*
 * The cmath module: CPython's cmathmodule.c formulas for finite arguments (the same scaling for
 * huge and tiny values, the same errno-to-exception mapping: "math domain error" for log(0) and
 * atanh(+-1), "math range error" on overflow). CPython answers infinite and NaN arguments from
 * special-value tables; Krait does not carry those tables, so such arguments raise
 * NotImplementedError rather than give a possibly different answer (phase, polar, rect, isclose
 * and the predicates handle them).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyComplex;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyTuple;
import java.util.function.UnaryOperator;

/** {@code import cmath}. */
public final class CmathModule {
  private CmathModule() {}

  static final double LARGE = Double.MAX_VALUE / 4;
  static final double SQRT_LARGE = Math.sqrt(LARGE);
  static final double LOG_LARGE = Math.log(LARGE);
  static final double SQRT_DBL_MIN = Math.sqrt(Double.MIN_NORMAL);
  static final double LN2 = 0.6931471805599453;
  static final double LN10 = 2.302585092994046;

  /** A complex value during computation; errno as CPython's (0, EDOM=1, ERANGE=2). */
  record C(double re, double im) {}

  /** CPython's errno for the running call (thread-confined: executions may run in parallel threads). */
  static final ThreadLocal<int[]> ERRNO = ThreadLocal.withInitial(() -> new int[1]);

  static C arg(PyObject o, String fname) {
    if (o instanceof PyComplex c) {
      return new C(c.real(), c.imag());
    }
    PyObject special = Ops.callSpecial(o, "__complex__");
    if (special != null) {
      if (!(special instanceof PyComplex c)) {
        throw Errors.typeError("__complex__ returned non-complex (type " + special.type().name() + ")");
      }
      return new C(c.real(), c.imag());
    }
    if (o instanceof PyFloat f) {
      return new C(f.value(), 0.0);
    }
    if (Ops.callSpecial(o, "__float__") == null && o.type().lookup("__index__") == null
        && !(o instanceof dev.krait.python.objects.PyInt)) {
      throw Errors.typeError("must be real number, not " + o.type().name());
    }
    return new C(PyFloat.toFloat(o), 0.0);
  }

  static boolean finite(C z) {
    return Double.isFinite(z.re) && Double.isFinite(z.im);
  }

  static PyObject result(C r) {
    if (ERRNO.get()[0] == 1) {
      throw Errors.valueError("math domain error");
    }
    if (ERRNO.get()[0] == 2) {
      throw Errors.overflow("math range error");
    }
    return PyComplex.of(r.re, r.im);
  }

  static C sqrt(C z) {
    if (z.re == 0. && z.im == 0.) {
      return new C(0., z.im);
    }
    double ax = Math.abs(z.re);
    double ay = Math.abs(z.im);
    double s;
    if (ax < Double.MIN_NORMAL && ay < Double.MIN_NORMAL) {
      ax = Math.scalb(ax, 53);
      s = Math.scalb(Math.sqrt(ax + Math.hypot(ax, Math.scalb(ay, 53))), -27);
    } else {
      ax /= 8.;
      s = 2. * Math.sqrt(ax + Math.hypot(ax, ay / 8.));
    }
    double d = ay / (2. * s);
    return z.re >= 0. ? new C(s, Math.copySign(d, z.im)) : new C(d, Math.copySign(s, z.im));
  }

  static C exp(C z) {
    double l;
    C r;
    if (z.re > LOG_LARGE) {
      l = Math.exp(z.re - 1.);
      r = new C(l * Math.cos(z.im) * Math.E, l * Math.sin(z.im) * Math.E);
    } else {
      l = Math.exp(z.re);
      r = new C(l * Math.cos(z.im), l * Math.sin(z.im));
    }
    if (Double.isInfinite(r.re) || Double.isInfinite(r.im)) {
      ERRNO.get()[0] = 2;
    }
    return r;
  }

  static C log(C z) {
    double ax = Math.abs(z.re);
    double ay = Math.abs(z.im);
    double re;
    if (ax > LARGE || ay > LARGE) {
      re = Math.log(Math.hypot(ax / 2., ay / 2.)) + LN2;
    } else if (ax < Double.MIN_NORMAL && ay < Double.MIN_NORMAL) {
      if (ax > 0. || ay > 0.) {
        re = Math.log(Math.hypot(Math.scalb(ax, 53), Math.scalb(ay, 53))) - 53 * LN2;
      } else {
        ERRNO.get()[0] = 1;
        return new C(Double.NEGATIVE_INFINITY, Math.atan2(z.im, z.re));
      }
    } else {
      double h = Math.hypot(ax, ay);
      if (0.71 <= h && h <= 1.73) {
        double am = Math.max(ax, ay);
        double an = Math.min(ax, ay);
        re = Math.log1p((am - 1) * (am + 1) + an * an) / 2.;
      } else {
        re = Math.log(h);
      }
    }
    return new C(re, Math.atan2(z.im, z.re));
  }

  static C asinh(C z) {
    if (Math.abs(z.re) > LARGE || Math.abs(z.im) > LARGE) {
      double re = z.im >= 0. ? Math.copySign(Math.log(Math.hypot(z.re / 2., z.im / 2.)) + LN2 * 2., z.re)
          : -Math.copySign(Math.log(Math.hypot(z.re / 2., z.im / 2.)) + LN2 * 2., -z.re);
      return new C(re, Math.atan2(z.im, Math.abs(z.re)));
    }
    C s1 = sqrt(new C(1. + z.im, -z.re));
    C s2 = sqrt(new C(1. - z.im, z.re));
    return new C(MathModule.asinh(s1.re * s2.im - s2.re * s1.im), Math.atan2(z.im, s1.re * s2.re - s1.im * s2.im));
  }

  static C acos(C z) {
    if (Math.abs(z.re) > LARGE || Math.abs(z.im) > LARGE) {
      double re = Math.atan2(Math.abs(z.im), z.re);
      double l = Math.log(Math.hypot(z.re / 2., z.im / 2.)) + LN2 * 2.;
      return new C(re, z.re < 0. ? -Math.copySign(l, z.im) : Math.copySign(l, -z.im));
    }
    C s1 = sqrt(new C(1. - z.re, -z.im));
    C s2 = sqrt(new C(1. + z.re, z.im));
    return new C(2. * Math.atan2(s1.re, s2.re), MathModule.asinh(s2.re * s1.im - s2.im * s1.re));
  }

  static C acosh(C z) {
    if (Math.abs(z.re) > LARGE || Math.abs(z.im) > LARGE) {
      return new C(Math.log(Math.hypot(z.re / 2., z.im / 2.)) + LN2 * 2., Math.atan2(z.im, z.re));
    }
    C s1 = sqrt(new C(z.re - 1., z.im));
    C s2 = sqrt(new C(z.re + 1., z.im));
    return new C(MathModule.asinh(s1.re * s2.re + s1.im * s2.im), 2. * Math.atan2(s1.im, s2.re));
  }

  static C atanh(C z) {
    if (z.re < 0.) {
      C r = atanh(new C(-z.re, -z.im));
      return new C(-r.re, -r.im);
    }
    double ay = Math.abs(z.im);
    if (z.re > SQRT_LARGE || ay > SQRT_LARGE) {
      double h = Math.hypot(z.re / 2., z.im / 2.);
      return new C(z.re / 4. / h / h, -Math.copySign(Math.PI / 2., -z.im));
    }
    if (z.re == 1. && ay < SQRT_DBL_MIN) {
      if (ay == 0.) {
        ERRNO.get()[0] = 1;
        return new C(Double.POSITIVE_INFINITY, z.im);
      }
      return new C(-Math.log(Math.sqrt(ay) / Math.sqrt(Math.hypot(ay, 2.))),
          Math.copySign(Math.atan2(2., -ay) / 2, z.im));
    }
    return new C(Math.log1p(4. * z.re / ((1 - z.re) * (1 - z.re) + ay * ay)) / 4.,
        -Math.atan2(-2. * z.im, (1 - z.re) * (1 + z.re) - ay * ay) / 2.);
  }

  static C cosh(C z) {
    C r;
    if (Math.abs(z.re) > LOG_LARGE) {
      double x = z.re - Math.copySign(1., z.re);
      r = new C(Math.cos(z.im) * Math.cosh(x) * Math.E, Math.sin(z.im) * Math.sinh(x) * Math.E);
    } else {
      r = new C(Math.cos(z.im) * Math.cosh(z.re), Math.sin(z.im) * Math.sinh(z.re));
    }
    if (Double.isInfinite(r.re) || Double.isInfinite(r.im)) {
      ERRNO.get()[0] = 2;
    }
    return r;
  }

  static C sinh(C z) {
    C r;
    if (Math.abs(z.re) > LOG_LARGE) {
      double x = z.re - Math.copySign(1., z.re);
      r = new C(Math.cos(z.im) * Math.sinh(x) * Math.E, Math.sin(z.im) * Math.cosh(x) * Math.E);
    } else {
      r = new C(Math.cos(z.im) * Math.sinh(z.re), Math.sin(z.im) * Math.cosh(z.re));
    }
    if (Double.isInfinite(r.re) || Double.isInfinite(r.im)) {
      ERRNO.get()[0] = 2;
    }
    return r;
  }

  static C tanh(C z) {
    if (Math.abs(z.re) > LOG_LARGE) {
      return new C(Math.copySign(1., z.re), 4. * Math.sin(z.im) * Math.cos(z.im) * Math.exp(-2. * Math.abs(z.re)));
    }
    double tx = Math.tanh(z.re);
    double ty = Math.tan(z.im);
    double cx = 1. / Math.cosh(z.re);
    double txty = tx * ty;
    double denom = 1. + txty * txty;
    return new C(tx * (1. + ty * ty) / denom, ((ty / denom) * cx) * cx);
  }

  /** f(i*z) rotated back: the trigonometric functions from the hyperbolic ones, as CPython. */
  static C viaI(C z, UnaryOperator<C> f) {
    C s = f.apply(new C(-z.im, z.re));
    return new C(s.im, -s.re);
  }

  static void def(PyModule m, String name, UnaryOperator<C> f) {
    m.def(name, (a, k) -> {
      one(name, a, k);
      C z = arg(a[0], name);
      if (!finite(z)) {
        if (Double.isNaN(z.re) && Double.isNaN(z.im)) {
          return PyComplex.of(Double.NaN, Double.NaN);
        }
        throw Errors.notImplemented("cmath." + name + "() of an infinite or NaN component is not supported by Krait");
      }
      ERRNO.get()[0] = 0;
      return result(f.apply(z));
    });
  }

  public static PyModule create() {
    PyModule m = new PyModule("cmath");
    m.put("pi", PyFloat.of(Math.PI));
    m.put("e", PyFloat.of(Math.E));
    m.put("tau", PyFloat.of(2 * Math.PI));
    m.put("inf", PyFloat.of(Double.POSITIVE_INFINITY));
    m.put("infj", PyComplex.of(0.0, Double.POSITIVE_INFINITY));
    m.put("nan", PyFloat.of(Double.NaN));
    m.put("nanj", PyComplex.of(0.0, Double.NaN));
    def(m, "sqrt", CmathModule::sqrt);
    def(m, "exp", CmathModule::exp);
    def(m, "log10", z -> {
      C r = log(z);
      return new C(r.re / LN10, r.im / LN10);
    });
    def(m, "acos", CmathModule::acos);
    def(m, "asin", z -> viaI(z, CmathModule::asinh));
    def(m, "atan", z -> viaI(z, CmathModule::atanh));
    def(m, "acosh", CmathModule::acosh);
    def(m, "asinh", CmathModule::asinh);
    def(m, "atanh", CmathModule::atanh);
    def(m, "cos", z -> cosh(new C(-z.im, z.re)));
    def(m, "sin", z -> viaI(z, CmathModule::sinh));
    def(m, "tan", z -> viaI(z, CmathModule::tanh));
    def(m, "cosh", CmathModule::cosh);
    def(m, "sinh", CmathModule::sinh);
    def(m, "tanh", CmathModule::tanh);
    m.def("log", (a, k) -> {
      PyObject[] p = Args.bind("log", a, k, 0, new String[] {"x", "base"}, 1);
      C z = arg(p[0], "log");
      if (!finite(z) || (p[1] != null && p[1] != PyNone.NONE && !finite(arg(p[1], "log")))) {
        throw Errors.notImplemented("cmath.log() of an infinite or NaN component is not supported by Krait");
      }
      ERRNO.get()[0] = 0;
      C r = log(z);
      if (p[1] != null && p[1] != PyNone.NONE) {
        C b = log(arg(p[1], "log"));
        // CPython: c_quot, whose division by zero is EDOM ("math domain error")
        if (b.re == 0 && b.im == 0) {
          throw Errors.valueError("math domain error");
        }
        return Ops.binary(PyComplex.of(r.re, r.im), PyComplex.of(b.re, b.im), Ops.Binary.TRUEDIV);
      }
      return result(r);
    });
    m.def("phase", (a, k) -> {
      one("phase", a, k);
      C z = arg(a[0], "phase");
      return PyFloat.of(Math.atan2(z.im, z.re));
    });
    m.def("polar", (a, k) -> {
      one("polar", a, k);
      C z = arg(a[0], "polar");
      double r = Math.hypot(z.re, z.im);
      if (Double.isInfinite(r) && finite(z)) {
        throw Errors.overflow("math range error");
      }
      return PyTuple.of(PyFloat.of(r), PyFloat.of(Math.atan2(z.im, z.re)));
    });
    m.def("rect", (a, k) -> {
      Args.noKeywords("rect", k);
      if (a.length != 2) {
        throw Errors.typeError("rect expected 2 arguments, got " + a.length);
      }
      double r = PyFloat.toFloat(realArg(a[0]));
      double phi = PyFloat.toFloat(realArg(a[1]));
      if (!Double.isFinite(r) || !Double.isFinite(phi)) {
        throw Errors.notImplemented("cmath.rect() of an infinite or NaN argument is not supported by Krait");
      }
      return PyComplex.of(r * Math.cos(phi), r * Math.sin(phi));
    });
    m.def("isfinite", (a, k) -> {
      one("isfinite", a, k);
      return PyBool.of(finite(arg(a[0], "isfinite")));
    });
    m.def("isinf", (a, k) -> {
      one("isinf", a, k);
      C z = arg(a[0], "isinf");
      return PyBool.of(Double.isInfinite(z.re) || Double.isInfinite(z.im));
    });
    m.def("isnan", (a, k) -> {
      one("isnan", a, k);
      C z = arg(a[0], "isnan");
      return PyBool.of(Double.isNaN(z.re) || Double.isNaN(z.im));
    });
    m.def("isclose", (a, k) -> {
      PyObject[] p = Args.bind("isclose", a, k, 0, new String[] {"a", "b", "rel_tol", "abs_tol"}, 2);
      C x = arg(p[0], "isclose");
      C y = arg(p[1], "isclose");
      double rel = p[2] == null ? 1e-09 : PyFloat.toFloat(p[2]);
      double abs = p[3] == null ? 0.0 : PyFloat.toFloat(p[3]);
      if (rel < 0.0 || abs < 0.0) {
        throw Errors.valueError("tolerances must be non-negative");
      }
      if (x.re == y.re && x.im == y.im) {
        return PyBool.TRUE;
      }
      if (Double.isInfinite(x.re) || Double.isInfinite(x.im) || Double.isInfinite(y.re) || Double.isInfinite(y.im)) {
        return PyBool.FALSE;
      }
      double diff = Math.hypot(x.re - y.re, x.im - y.im);
      return PyBool.of((diff <= rel * Math.hypot(y.re, y.im)) || (diff <= rel * Math.hypot(x.re, x.im))
          || diff <= abs);
    });
    return m;
  }

  static void one(String name, PyObject[] a, String[] k) {
    if (k != null && k.length > 0) {
      throw Errors.typeError("cmath." + name + "() takes no keyword arguments");
    }
    if (a.length != 1) {
      throw Errors.typeError("cmath." + name + "() takes exactly one argument (" + a.length + " given)");
    }
  }

  static PyObject realArg(PyObject o) {
    if (o instanceof PyComplex) {
      throw Errors.typeError("must be real number, not complex");
    }
    return o;
  }
}
