/*
 * The statistics module, following CPython 3.11's statistics.py: mean/variance/stdev sum the
 * data exactly as rationals (BigInteger fractions) and convert to the data's type (int stays
 * int when exact, float, Decimal, Fraction), stdev's correctly rounded square root of a
 * fraction, fmean/covariance/correlation/linear_regression over fsum, the median family,
 * mode/multimode (first mode wins), quantiles (exclusive/inclusive) and StatisticsError with
 * CPython's messages. NormalDist is not provided.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.BuiltinBody;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
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
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** {@code import statistics}. */
public final class StatisticsModule {
  private StatisticsModule() {}

  public static final PyType STATISTICS_ERROR = PyType.builtin("statistics.StatisticsError",
      ExceptionTypes.VALUE_ERROR, PyType::markBaseType);
  static final PyType LINEAR_REGRESSION = NamedTuples.define("statistics.LinearRegression", "LinearRegression",
      new String[] {"slope", "intercept"}, null);

  static PyError err(String msg) {
    return Errors.of(STATISTICS_ERROR, msg);
  }

  public static PyModule create() {
    PyModule m = new PyModule("statistics");
    m.put("StatisticsError", STATISTICS_ERROR);
    m.put("LinearRegression", LINEAR_REGRESSION);
    m.put("NormalDist", NORMAL_DIST);
    m.def("mean", (a, k) -> {
      Args.exact("mean", a, k, 1);
      Sum s = sum(Support.toList(a[0]));
      if (s.count < 1) {
        throw err("mean requires at least one data point");
      }
      return s.nonFinite != null ? s.nonFiniteDiv(s.count) : convert(s.total.div(Frac.of(s.count)), s.type);
    });
    m.def("fmean", (a, k) -> {
      PyObject[] p = Support.bind("fmean", a, k, new String[] {"data", "weights"}, 1);
      List<PyObject> data = Support.toList(p[0]);
      if (p[1] == null || p[1] == PyNone.NONE) {
        double total = MathModule.fsum(Support.list(data));
        if (data.isEmpty()) {
          throw err("fmean requires at least one data point");
        }
        return PyFloat.of(total / data.size());
      }
      List<PyObject> w = Support.toList(p[1]);
      List<PyObject> prods = new ArrayList<>();
      for (int i = 0; i < Math.min(data.size(), w.size()); i++) {
        prods.add(Ops.binary(data.get(i), w.get(i), Ops.Binary.MUL));
      }
      double num = MathModule.fsum(Support.list(prods));
      if (data.size() != w.size()) {
        throw err("data and weights must be the same length");
      }
      double den = MathModule.fsum(Support.list(w));
      if (den == 0) {
        throw err("sum of weights must be non-zero");
      }
      return PyFloat.of(num / den);
    });
    m.def("geometric_mean", (a, k) -> {
      Args.exact("geometric_mean", a, k, 1);
      List<PyObject> data = Support.toList(a[0]);
      List<PyObject> logs = new ArrayList<>();
      for (PyObject x : data) {
        double v = PyFloat.toFloat(x);
        if (!(v > 0) && !Double.isNaN(v)) {
          throw err("geometric mean requires a non-empty dataset containing positive numbers");
        }
        logs.add(PyFloat.of(Math.log(v)));
      }
      if (logs.isEmpty()) {
        throw err("geometric mean requires a non-empty dataset containing positive numbers");
      }
      return PyFloat.of(Math.exp(MathModule.fsum(Support.list(logs)) / logs.size()));
    });
    m.def("harmonic_mean", StatisticsModule::harmonicMean);
    m.def("median", (a, k) -> {
      Args.exact("median", a, k, 1);
      PyObject[] d = sorted(a[0]);
      int n = d.length;
      if (n == 0) {
        throw err("no median for empty data");
      }
      if (n % 2 == 1) {
        return d[n / 2];
      }
      return Ops.binary(Ops.binary(d[n / 2 - 1], d[n / 2], Ops.Binary.ADD), PyInt.of(2), Ops.Binary.TRUEDIV);
    });
    m.def("median_low", (a, k) -> {
      Args.exact("median_low", a, k, 1);
      PyObject[] d = sorted(a[0]);
      int n = d.length;
      if (n == 0) {
        throw err("no median for empty data");
      }
      return n % 2 == 1 ? d[n / 2] : d[n / 2 - 1];
    });
    m.def("median_high", (a, k) -> {
      Args.exact("median_high", a, k, 1);
      PyObject[] d = sorted(a[0]);
      if (d.length == 0) {
        throw err("no median for empty data");
      }
      return d[d.length / 2];
    });
    m.def("median_grouped", StatisticsModule::medianGrouped);
    m.def("mode", (a, k) -> {
      Args.exact("mode", a, k, 1);
      PyDict counts = count(a[0]);
      PyObject best = null;
      long bestCount = 0;
      for (PyObject key : counts.keys()) {
        long c = ((PyInt) counts.getItemOrNull(key)).longValue();
        if (c > bestCount) {
          best = key;
          bestCount = c;
        }
      }
      if (best == null) {
        throw err("no mode for empty data");
      }
      return best;
    });
    m.def("multimode", (a, k) -> {
      Args.exact("multimode", a, k, 1);
      PyDict counts = count(a[0]);
      long max = 0;
      for (PyObject key : counts.keys()) {
        max = Math.max(max, ((PyInt) counts.getItemOrNull(key)).longValue());
      }
      List<PyObject> out = new ArrayList<>();
      for (PyObject key : counts.keys()) {
        if (((PyInt) counts.getItemOrNull(key)).longValue() == max) {
          out.add(key);
        }
      }
      return Support.list(out);
    });
    m.def("variance", (a, k) -> spread("variance", a, k, true, false));
    m.def("pvariance", (a, k) -> spread("pvariance", a, k, false, false));
    m.def("stdev", (a, k) -> spread("stdev", a, k, true, true));
    m.def("pstdev", (a, k) -> spread("pstdev", a, k, false, true));
    m.def("quantiles", StatisticsModule::quantiles);
    m.def("covariance", (a, k) -> {
      Args.exact("covariance", a, k, 2);
      double[][] xy = pairs("covariance", a[0], a[1]);
      double[] x = xy[0];
      double[] y = xy[1];
      double xbar = fsum(x) / x.length;
      double ybar = fsum(y) / y.length;
      double[] p = new double[x.length];
      for (int i = 0; i < x.length; i++) {
        p[i] = (x[i] - xbar) * (y[i] - ybar);
      }
      return PyFloat.of(fsum(p) / (x.length - 1));
    });
    m.def("correlation", (a, k) -> {
      Args.exact("correlation", a, k, 2);
      double[][] xy = pairs("correlation", a[0], a[1]);
      double[] x = xy[0];
      double[] y = xy[1];
      int n = x.length;
      double xbar = fsum(x) / n;
      double ybar = fsum(y) / n;
      double[] pxy = new double[n];
      double[] pxx = new double[n];
      double[] pyy = new double[n];
      for (int i = 0; i < n; i++) {
        double dx = x[i] - xbar;
        double dy = y[i] - ybar;
        pxy[i] = dx * dy;
        pxx[i] = dx * dx;
        pyy[i] = dy * dy;
      }
      double den = Math.sqrt(fsum(pxx) * fsum(pyy));
      if (den == 0) {
        throw err("at least one of the inputs is constant");
      }
      return PyFloat.of(fsum(pxy) / den);
    });
    m.def("linear_regression", (a, k) -> {
      int nk = Args.kwCount(k);
      if (a.length - nk != 2) {
        throw Errors.typeError("linear_regression() takes 2 positional arguments but " + (a.length - nk)
            + " were given");
      }
      boolean proportional = false;
      for (int i = 0; i < nk; i++) {
        if (!k[i].equals("proportional")) {
          throw Errors.typeError("linear_regression() got an unexpected keyword argument '" + k[i] + "'");
        }
        proportional = Ops.truthy(a[2 + i]);
      }
      double[][] xy = pairs("linear regression", a[0], a[1]);
      double[] x = xy[0];
      double[] y = xy[1];
      int n = x.length;
      double sxy;
      double sxx;
      double xbar = 0;
      double ybar = 0;
      double[] pxy = new double[n];
      double[] pxx = new double[n];
      if (proportional) {
        for (int i = 0; i < n; i++) {
          pxy[i] = x[i] * y[i];
          pxx[i] = x[i] * x[i];
        }
      } else {
        xbar = fsum(x) / n;
        ybar = fsum(y) / n;
        for (int i = 0; i < n; i++) {
          double dx = x[i] - xbar;
          pxy[i] = dx * (y[i] - ybar);
          pxx[i] = dx * dx;
        }
      }
      sxy = fsum(pxy);
      sxx = fsum(pxx);
      if (sxx == 0) {
        throw err("x is constant");
      }
      double slope = sxy / sxx;
      double intercept = proportional ? 0.0 : ybar - slope * xbar;
      return NamedTuples.make(LINEAR_REGRESSION, PyFloat.of(slope), PyFloat.of(intercept));
    });
    return m;
  }

  // ================================================================ exact rationals

  /** An exact rational with positive denominator, in lowest terms. */
  record Frac(BigInteger n, BigInteger d) {
    static Frac of(long v) {
      return new Frac(BigInteger.valueOf(v), BigInteger.ONE);
    }

    static Frac make(BigInteger n, BigInteger d) {
      if (d.signum() == 0) {
        throw Errors.zeroDivision("Fraction(" + n + ", 0)");
      }
      if (d.signum() < 0) {
        n = n.negate();
        d = d.negate();
      }
      BigInteger g = BigMath.gcd(n, d);
      if (!g.equals(BigInteger.ONE) && g.signum() != 0) {
        n = BigMath.divide(n, g);
        d = BigMath.divide(d, g);
      }
      return new Frac(n, d);
    }

    Frac add(Frac o) {
      if (d.equals(o.d)) {
        return make(n.add(o.n), d);
      }
      return make(BigMath.multiply(n, o.d).add(BigMath.multiply(o.n, d)), BigMath.multiply(d, o.d));
    }

    Frac sub(Frac o) {
      return add(new Frac(o.n.negate(), o.d));
    }

    Frac mul(Frac o) {
      return make(BigMath.multiply(n, o.n), BigMath.multiply(d, o.d));
    }

    Frac div(Frac o) {
      return make(BigMath.multiply(n, o.d), BigMath.multiply(d, o.n));
    }

    double toDouble() {
      return PyInt.trueDiv(PyInt.of(n), PyInt.of(d));
    }
  }

  /** A number's exact ratio, or null for a non-finite float. */
  static Frac exactRatio(PyObject x) {
    if (x instanceof PyInt i) { // bool included
      return new Frac(i.bigValue(), BigInteger.ONE);
    }
    if (x instanceof PyFloat f) {
      double v = f.value();
      if (Double.isNaN(v) || Double.isInfinite(v)) {
        return null;
      }
      PyTuple t = (PyTuple) Ops.getattr(x, "as_integer_ratio").call(new PyObject[0], null);
      return new Frac(((PyInt) t.get(0)).bigValue(), ((PyInt) t.get(1)).bigValue());
    }
    PyObject m = Ops.getattrOrNull(x, "as_integer_ratio", null);
    if (m == null) {
      throw Errors.typeError("can't convert type '" + x.type().name() + "' to numerator/denominator");
    }
    PyObject t;
    try {
      t = m.call(new PyObject[0], null);
    } catch (PyError e) {
      PyType et = e.value().type();
      if (et.isSubtypeOf(ExceptionTypes.OVERFLOW_ERROR) || et.isSubtypeOf(ExceptionTypes.VALUE_ERROR)) {
        return null;
      }
      throw e;
    }
    PyObject[] nd = Ops.toArray(t);
    return Frac.make(Ops.index(nd[0]).bigValue(), Ops.index(nd[1]).bigValue());
  }

  static boolean named(PyType t, String name) {
    for (PyType b : t.mroArray()) {
      if (b.name().equals(name) || b.name().endsWith("." + name)) {
        return true;
      }
    }
    return false;
  }

  static PyType coerce(PyType t, PyType s) {
    if (t == s) {
      return t;
    }
    if (s == PyInt.TYPE || s == PyBool.TYPE) {
      return t;
    }
    if (t == PyInt.TYPE) {
      return s;
    }
    if (s.isSubtypeOf(t)) {
      return s;
    }
    if (t.isSubtypeOf(s)) {
      return t;
    }
    if (t.isSubtypeOf(PyInt.TYPE)) {
      return s;
    }
    if (s.isSubtypeOf(PyInt.TYPE)) {
      return t;
    }
    if (named(t, "Fraction") && s.isSubtypeOf(PyFloat.TYPE)) {
      return s;
    }
    if (t.isSubtypeOf(PyFloat.TYPE) && named(s, "Fraction")) {
      return t;
    }
    throw Errors.typeError("don't know how to coerce " + t.name().substring(t.name().lastIndexOf('.') + 1) + " and "
        + s.name().substring(s.name().lastIndexOf('.') + 1));
  }

  /** Result of _sum / _ss. */
  @dev.krait.python.objects.NotWalked("lives during one sum")
  static final class Sum {
    PyType type = PyInt.TYPE;
    Frac total = Frac.of(0);
    PyObject nonFinite;
    long count;

    PyObject nonFiniteDiv(long n) {
      return Ops.binary(nonFinite, PyInt.of(n), Ops.Binary.TRUEDIV);
    }
  }

  static Sum sum(List<PyObject> data) {
    Sum s = new Sum();
    Set<PyType> types = new LinkedHashSet<>();
    ResourceMeter m = ResourceMeter.current();
    for (PyObject x : data) {
      m.tick();
      types.add(x.type());
      Frac r = exactRatio(x);
      s.count++;
      if (r == null) {
        s.nonFinite = s.nonFinite == null ? x : Ops.binary(s.nonFinite, x, Ops.Binary.ADD);
      } else {
        s.total = s.total.add(r);
      }
    }
    s.type = reduceTypes(types);
    return s;
  }

  static PyType reduceTypes(Set<PyType> types) {
    PyType t = PyInt.TYPE;
    for (PyType s : types) {
      t = coerce(t, s == PyBool.TYPE ? PyInt.TYPE : s);
    }
    return t;
  }

  /** statistics._convert. */
  static PyObject convert(Frac v, PyType t) {
    if (t.isSubtypeOf(PyInt.TYPE) && !v.d.equals(BigInteger.ONE)) {
      t = PyFloat.TYPE;
    }
    if (t == PyInt.TYPE) {
      return PyInt.of(v.n);
    }
    if (t == PyFloat.TYPE) {
      return PyFloat.of(v.toDouble());
    }
    if (t.isSubtypeOf(PyFloat.TYPE)) {
      return t.call(new PyObject[] {PyFloat.of(v.toDouble())}, null);
    }
    if (t.isSubtypeOf(PyInt.TYPE)) {
      return t.call(new PyObject[] {PyInt.of(v.n)}, null);
    }
    if (named(t, "Fraction")) {
      return t.call(new PyObject[] {PyInt.of(v.n), PyInt.of(v.d)}, null);
    }
    PyObject num = t.call(new PyObject[] {PyInt.of(v.n)}, null);
    PyObject den = t.call(new PyObject[] {PyInt.of(v.d)}, null);
    return Ops.binary(num, den, Ops.Binary.TRUEDIV);
  }

  // ================================================================ variance family

  static PyObject spread(String name, PyObject[] a, String[] k, boolean sample, boolean root) {
    PyObject[] p = Support.bind(name, a, k, new String[] {"data", sample ? "xbar" : "mu"}, 1);
    List<PyObject> data = Support.toList(p[0]);
    PyObject c = p[1] == null ? PyNone.NONE : p[1];
    Sum ss;
    if (c != PyNone.NONE) {
      List<PyObject> sq = new ArrayList<>(data.size());
      for (PyObject x : data) {
        PyObject d = Ops.binary(x, c, Ops.Binary.SUB);
        sq.add(Ops.binary(d, d, Ops.Binary.MUL));
      }
      ss = sum(sq);
    } else {
      ss = new Sum();
      Set<PyType> types = new LinkedHashSet<>();
      Frac sx = Frac.of(0);
      Frac sxx = Frac.of(0);
      ResourceMeter m = ResourceMeter.current();
      for (PyObject x : data) {
        m.tick();
        types.add(x.type());
        Frac r = exactRatio(x);
        ss.count++;
        if (r == null) {
          ss.nonFinite = ss.nonFinite == null ? x : Ops.binary(ss.nonFinite, x, Ops.Binary.ADD);
        } else {
          sx = sx.add(r);
          sxx = sxx.add(r.mul(r));
        }
      }
      if (ss.count > 0 && ss.nonFinite == null) {
        Frac cnt = Frac.of(ss.count);
        ss.total = cnt.mul(sxx).sub(sx.mul(sx)).div(cnt);
      }
      ss.type = reduceTypes(types);
    }
    long n = ss.count;
    if (sample && n < 2) {
      throw err(name + " requires at least two data points");
    }
    if (!sample && n < 1) {
      throw err(name + " requires at least one data point");
    }
    long div = sample ? n - 1 : n;
    if (ss.nonFinite != null) {
      PyObject v = ss.nonFiniteDiv(div);
      if (root) { // CPython 3.11 takes mss.numerator of the float/Decimal NaN or infinity
        throw Errors.noAttribute(v, "numerator");
      }
      return v;
    }
    Frac mss = ss.total.div(Frac.of(div));
    if (!root) {
      return convert(mss, ss.type);
    }
    if (named(ss.type, "Decimal")) {
      return decimalSqrtOfFrac(mss.n, mss.d);
    }
    return PyFloat.of(floatSqrtOfFrac(mss.n, mss.d));
  }

  /** CPython's _decimal_sqrt_of_frac: sqrt(n/m) as a Decimal, correctly rounded (checks both neighbours). */
  static PyObject decimalSqrtOfFrac(BigInteger n, BigInteger m) {
    PyType dec = DecimalModule.DECIMAL;
    if (n.signum() <= 0) {
      if (n.signum() == 0) {
        return dec.call(new PyObject[] {PyStr.of("0.0")}, null);
      }
      n = n.negate();
      m = m.negate();
    }
    PyObject q = Ops.binary(dec.call(new PyObject[] {PyInt.of(n)}, null), dec.call(new PyObject[] {PyInt.of(m)}, null),
        Ops.Binary.TRUEDIV);
    PyObject root = Ops.getattr(q, "sqrt").call(new PyObject[0], null);
    BigInteger[] r = ratio(root);
    PyObject plus = Ops.getattr(root, "next_plus").call(new PyObject[0], null);
    BigInteger[] p = ratio(plus);
    BigInteger four = BigInteger.valueOf(4);
    // n / m > ((root + plus) / 2) ** 2
    if (BigMath.multiply(four, n).multiply(r[1].multiply(p[1]).pow(2))
        .compareTo(BigMath.multiply(m, r[1].multiply(p[0]).add(p[1].multiply(r[0])).pow(2))) > 0) {
      return plus;
    }
    PyObject minus = Ops.getattr(root, "next_minus").call(new PyObject[0], null);
    BigInteger[] mi = ratio(minus);
    if (BigMath.multiply(four, n).multiply(r[1].multiply(mi[1]).pow(2))
        .compareTo(BigMath.multiply(m, r[1].multiply(mi[0]).add(mi[1].multiply(r[0])).pow(2))) < 0) {
      return minus;
    }
    return root;
  }

  static BigInteger[] ratio(PyObject d) {
    PyObject[] t = Ops.toArray(Ops.getattr(d, "as_integer_ratio").call(new PyObject[0], null));
    return new BigInteger[] {Ops.index(t[0]).bigValue(), Ops.index(t[1]).bigValue()};
  }

  static BigInteger isqrtRto(BigInteger n, BigInteger m) {
    BigInteger a = BigMath.isqrt(BigMath.divide(n, m));
    return BigMath.multiply(a, a).multiply(m).equals(n) ? a : a.or(BigInteger.ONE);
  }

  /** Correctly rounded sqrt(n/m) (statistics._float_sqrt_of_frac). */
  static double floatSqrtOfFrac(BigInteger n, BigInteger m) {
    int q = Math.floorDiv(n.bitLength() - m.bitLength() - 109, 2);
    BigInteger num;
    BigInteger den;
    if (q >= 0) {
      num = isqrtRto(n, m.shiftLeft(2 * q)).shiftLeft(q);
      den = BigInteger.ONE;
    } else {
      num = isqrtRto(n.shiftLeft(-2 * q), m);
      den = BigInteger.ONE.shiftLeft(-q);
    }
    return PyInt.trueDiv(PyInt.of(num), PyInt.of(den));
  }

  // ================================================================ the rest

  static PyObject[] sorted(PyObject data) {
    PyObject[] d = Support.toList(data).toArray(new PyObject[0]);
    Support.sort(d, d.clone(), false);
    return d;
  }

  static PyDict count(PyObject data) {
    PyDict counts = new PyDict();
    Support.forEach(data, x -> {
      PyObject c = counts.getItemOrNull(x);
      counts.setItem(x, PyInt.of(c == null ? 1 : ((PyInt) c).longValue() + 1));
    });
    return counts;
  }

  static double fsum(double[] v) {
    List<PyObject> l = new ArrayList<>(v.length);
    for (double d : v) {
      l.add(PyFloat.of(d));
    }
    return MathModule.fsum(Support.list(l));
  }

  static double[][] pairs(String what, PyObject xs, PyObject ys) {
    List<PyObject> x = Support.toList(xs);
    List<PyObject> y = Support.toList(ys);
    String fname = what.replace(' ', '_');
    if (x.size() != y.size()) {
      throw err(what + " requires that both inputs have same number of data points");
    }
    if (x.size() < 2) {
      throw err(what + " requires at least two data points");
    }
    double[][] out = new double[2][x.size()];
    for (int i = 0; i < x.size(); i++) {
      out[0][i] = PyFloat.toFloat(x.get(i));
      out[1][i] = PyFloat.toFloat(y.get(i));
    }
    return out;
  }

  static void failNeg(PyObject x) {
    if (Ops.lt(x, PyInt.of(0))) {
      throw err("harmonic mean does not support negative values");
    }
  }

  static PyObject harmonicMean(PyObject[] a, String[] k) {
    PyObject[] p = Support.bind("harmonic_mean", a, k, new String[] {"data", "weights"}, 1);
    List<PyObject> data = Support.toList(p[0]);
    int n = data.size();
    boolean noWeights = p[1] == null || p[1] == PyNone.NONE;
    if (n < 1) {
      throw err("harmonic_mean requires at least one data point");
    }
    if (n == 1 && noWeights) {
      PyObject x = data.get(0);
      if (x instanceof PyInt || x instanceof PyFloat || named(x.type(), "Fraction") || named(x.type(), "Decimal")) {
        failNeg(x);
        return x;
      }
      throw Errors.typeError("unsupported type");
    }
    List<PyObject> weights;
    PyObject sumWeights;
    Frac sumW = null;
    if (noWeights) {
      weights = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        weights.add(PyInt.of(1));
      }
      sumW = Frac.of(n);
    } else {
      weights = Support.toList(p[1]);
      if (weights.size() != n) {
        throw err("Number of weights does not match data size");
      }
      for (PyObject w : weights) {
        failNeg(w);
      }
      Sum sw = sum(weights);
      sumW = sw.total;
    }
    List<PyObject> terms = new ArrayList<>();
    try {
      for (int i = 0; i < n; i++) {
        PyObject x = data.get(i);
        failNeg(x);
        PyObject w = weights.get(i);
        terms.add(Ops.truthy(w) ? Ops.binary(w, x, Ops.Binary.TRUEDIV) : PyInt.of(0));
      }
    } catch (PyError e) {
      if (e.value().type().isSubtypeOf(ExceptionTypes.ZERO_DIVISION_ERROR)) {
        return PyInt.of(0);
      }
      throw e;
    }
    Sum s = sum(terms);
    if (s.nonFinite != null) {
      return Ops.binary(PyFloat.of(sumW.toDouble()), s.nonFinite, Ops.Binary.TRUEDIV);
    }
    if (s.total.n.signum() <= 0) {
      throw err("Weighted sum must be positive");
    }
    return convert(sumW.div(s.total), s.type);
  }

  static PyObject medianGrouped(PyObject[] a, String[] k) {
    PyObject[] p = Support.bind("median_grouped", a, k, new String[] {"data", "interval"}, 1);
    PyObject interval = p[1] == null ? PyInt.of(1) : p[1];
    PyObject[] d = sorted(p[0]);
    int n = d.length;
    if (n == 0) {
      throw err("no median for empty data");
    }
    if (n == 1) {
      return d[0];
    }
    PyObject x = d[n / 2];
    for (PyObject o : new PyObject[] {x, interval}) {
      if (o instanceof PyStr || o instanceof dev.krait.python.objects.PyBytes) {
        throw Errors.typeError("expected number but got " + Ops.repr(o));
      }
    }
    PyObject lower;
    try {
      lower = Ops.binary(x, Ops.binary(interval, PyInt.of(2), Ops.Binary.TRUEDIV), Ops.Binary.SUB);
    } catch (PyError e) {
      if (!e.value().type().isSubtypeOf(ExceptionTypes.TYPE_ERROR)) {
        throw e;
      }
      lower = PyFloat.of(PyFloat.toFloat(x) - PyFloat.toFloat(interval) / 2);
    }
    int l1 = 0;
    while (l1 < n && Ops.lt(d[l1], x)) {
      l1++;
    }
    int hi = l1;
    while (hi < n && !Ops.lt(x, d[hi])) {
      hi++;
    }
    int l2 = hi - 1;
    int cf = l1;
    int f = l2 - l1 + 1;
    PyObject frac = Ops.binary(Ops.binary(interval,
        Ops.binary(Ops.binary(PyInt.of(n), PyInt.of(2), Ops.Binary.TRUEDIV), PyInt.of(cf), Ops.Binary.SUB),
        Ops.Binary.MUL), PyInt.of(f), Ops.Binary.TRUEDIV);
    return Ops.binary(lower, frac, Ops.Binary.ADD);
  }

  static PyObject quantiles(PyObject[] a, String[] k) {
    int nk = Args.kwCount(k);
    int npos = a.length - nk;
    if (npos != 1) {
      throw Errors.typeError("quantiles() takes 1 positional argument but " + npos + " were given");
    }
    long n = 4;
    String method = "exclusive";
    PyObject methodObj = PyStr.of(method);
    for (int i = 0; i < nk; i++) {
      PyObject v = a[1 + i];
      switch (k[i]) {
        case "n" -> n = Support.toLong(v);
        case "method" -> methodObj = v;
        default -> throw Errors.typeError("quantiles() got an unexpected keyword argument '" + k[i] + "'");
      }
    }
    if (n < 1) {
      throw err("n must be at least 1");
    }
    PyObject[] d = sorted(a[0]);
    int ld = d.length;
    if (ld < 2) {
      throw err("must have at least two data points");
    }
    method = methodObj instanceof PyStr ms ? ms.value() : null;
    ResourceMeter.current().allocateSlots(n);
    PyList result = new PyList();
    PyInt nn = PyInt.of(n);
    if ("inclusive".equals(method)) {
      long m = ld - 1;
      for (long i = 1; i < n; i++) {
        ResourceMeter.current().tick();
        long j = Math.floorDiv(i * m, n);
        long delta = Math.floorMod(i * m, n);
        PyObject interp = j + 1 < ld
            ? Ops.binary(Ops.binary(Ops.binary(d[(int) j], PyInt.of(n - delta), Ops.Binary.MUL),
                Ops.binary(d[(int) j + 1], PyInt.of(delta), Ops.Binary.MUL), Ops.Binary.ADD), nn, Ops.Binary.TRUEDIV)
            : Ops.binary(Ops.binary(d[(int) j], PyInt.of(n - delta), Ops.Binary.MUL), nn, Ops.Binary.TRUEDIV);
        result.append(interp);
      }
      return result;
    }
    if ("exclusive".equals(method)) {
      long m = ld + 1;
      for (long i = 1; i < n; i++) {
        ResourceMeter.current().tick();
        long j = Math.floorDiv(i * m, n);
        j = j < 1 ? 1 : j > ld - 1 ? ld - 1 : j;
        long delta = i * m - j * n;
        PyObject interp = Ops.binary(Ops.binary(Ops.binary(d[(int) j - 1], PyInt.of(n - delta), Ops.Binary.MUL),
            Ops.binary(d[(int) j], PyInt.of(delta), Ops.Binary.MUL), Ops.Binary.ADD), nn, Ops.Binary.TRUEDIV);
        result.append(interp);
      }
      return result;
    }
    throw Errors.valueError("Unknown method: " + Ops.repr(methodObj));
  }
  // ================================================================ NormalDist

  /**
   * statistics.NormalDist: CPython's pure-Python class carried over method by method (the same
   * float operations in the same order, AS241 for inv_cdf), so results match to the last bit
   * wherever the libm functions (erf, exp, log) agree.
   */
  public static final PyType NORMAL_DIST = PyType.builtinInModule("statistics", "NormalDist", PyType.OBJECT,
      StatisticsModule::installNormalDist);

  static final class Normal extends ClassInstance {
    double mu = 0.0;
    double sigma = 1.0;

    Normal(PyType type) {
      super(type);
    }

    @Override
    boolean ownInstancesTakeAttributes() {
      return false;
    }
  }

  static Normal nd(double mu, double sigma) {
    if (sigma < 0.0) {
      throw err("sigma must be non-negative");
    }
    Normal n = new Normal(NORMAL_DIST);
    n.mu = mu;
    n.sigma = sigma;
    return n;
  }

  static Normal ndSelf(PyObject o) {
    if (!(o instanceof Normal n)) {
      throw Errors.typeError("descriptor requires a 'NormalDist' object but received a '" + o.type().name() + "'");
    }
    return n;
  }

  static final double SQRT2 = Math.sqrt(2.0);

  static double cdf(Normal n, double x) {
    if (n.sigma == 0) {
      throw err("cdf() not defined when sigma is zero");
    }
    return 0.5 * (1.0 + MathModule.erf((x - n.mu) / (n.sigma * SQRT2)));
  }

  static double fl(PyObject o) {
    return PyFloat.toFloat(o);
  }

  private static void installNormalDist(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new Normal((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = Args.bind("NormalDist", a, k, 1, new String[] {"mu", "sigma"}, 0);
      Normal n = ndSelf(a[0]);
      PyObject mu = p[0] == null ? PyFloat.of(0.0) : p[0];
      PyObject sigma = p[1] == null ? PyFloat.of(1.0) : p[1];
      if (Ops.lt(sigma, PyFloat.of(0.0))) {
        throw err("sigma must be non-negative");
      }
      n.mu = fl(mu);
      n.sigma = fl(sigma);
      return PyNone.NONE;
    });
    t.defineClassMethod("from_samples", (a, k) -> {
      PyObject[] p = Args.bind("from_samples", a, k, 1, new String[] {"data"}, 1);
      PyObject data = p[0] instanceof PyList || p[0] instanceof PyTuple ? p[0] : Support.list(Support.toList(p[0]));
      // CPython's _mean_stdev: the exact mean and the sample stdev, as floats
      if (Ops.len(data) < 2) {
        throw err("stdev requires at least two data points");
      }
      PyDict m = create().instanceDict();
      PyObject xbar = PyFloat.of(fl(Ops.call(m.getItemOrNull(PyStr.of("mean")), data)));
      PyObject sd = PyFloat.of(fl(Ops.call(m.getItemOrNull(PyStr.of("stdev")), data)));
      return Ops.call(a[0], xbar, sd);
    });
    t.defineMethod("samples", (a, k) -> {
      PyObject[] p = Args.bind("samples", a, k, 1, new String[] {"n", "seed"}, 1);
      Normal n = ndSelf(a[0]);
      PyObject seed = p[1] == null ? PyNone.NONE : p[1];
      PyObject gen = seed == PyNone.NONE ? RandomModule.shared() : Ops.call(RandomModule.RANDOM, seed);
      PyObject gauss = Ops.getattr(gen, "gauss");
      long count = Support.toLong(p[0]);
      ResourceMeter.current().allocateSlots(Math.max(count, 0));
      PyList out = new PyList();
      for (long i = 0; i < count; i++) {
        out.append(Ops.call(gauss, PyFloat.of(n.mu), PyFloat.of(n.sigma)));
      }
      return out;
    });
    t.defineMethod("pdf", (a, k) -> {
      Args.exact("pdf", a, k, 2);
      Normal n = ndSelf(a[0]);
      double variance = n.sigma * n.sigma;
      if (variance == 0) {
        throw err("pdf() not defined when sigma is zero");
      }
      double diff = fl(Ops.binary(a[1], PyFloat.of(n.mu), Ops.Binary.SUB));
      return PyFloat.of(Math.exp(diff * diff / (-2.0 * variance)) / Math.sqrt(2 * Math.PI * variance));
    });
    t.defineMethod("cdf", (a, k) -> {
      Args.exact("cdf", a, k, 2);
      Normal n = ndSelf(a[0]);
      if (n.sigma == 0) {
        throw err("cdf() not defined when sigma is zero");
      }
      double x = fl(Ops.binary(a[1], PyFloat.of(n.mu), Ops.Binary.SUB));
      return PyFloat.of(0.5 * (1.0 + MathModule.erf(x / (n.sigma * SQRT2))));
    });
    t.defineMethod("inv_cdf", (a, k) -> {
      Args.exact("inv_cdf", a, k, 2);
      return PyFloat.of(invCdf(ndSelf(a[0]), fl(a[1])));
    });
    t.defineMethod("quantiles", (a, k) -> {
      PyObject[] p = Args.bind("quantiles", a, k, 1, new String[] {"n"}, 0);
      Normal nd = ndSelf(a[0]);
      long n = p[0] == null ? 4 : Support.toLong(p[0]);
      ResourceMeter.current().allocateSlots(Math.max(n, 0));
      PyList out = new PyList();
      for (long i = 1; i < n; i++) {
        out.append(PyFloat.of(invCdf(nd, (double) i / n)));
      }
      return out;
    });
    t.defineMethod("overlap", (a, k) -> {
      Args.exact("overlap", a, k, 2);
      if (!(a[1] instanceof Normal)) {
        throw Errors.typeError("Expected another NormalDist instance");
      }
      Normal x = ndSelf(a[0]);
      Normal y = (Normal) a[1];
      if (y.sigma < x.sigma || (y.sigma == x.sigma && y.mu < x.mu)) {
        Normal tmp = x;
        x = y;
        y = tmp;
      }
      double xv = x.sigma * x.sigma;
      double yv = y.sigma * y.sigma;
      if (xv == 0 || yv == 0) {
        throw err("overlap() not defined when sigma is zero");
      }
      double dv = yv - xv;
      double dm = Math.abs(y.mu - x.mu);
      if (dv == 0) {
        return PyFloat.of(1.0 - MathModule.erf(dm / (2.0 * x.sigma * SQRT2)));
      }
      double aa = x.mu * yv - y.mu * xv;
      double b = x.sigma * y.sigma * Math.sqrt(dm * dm + dv * Math.log(yv / xv));
      double x1 = (aa + b) / dv;
      double x2 = (aa - b) / dv;
      return PyFloat.of(1.0 - (Math.abs(cdf(y, x1) - cdf(x, x1)) + Math.abs(cdf(y, x2) - cdf(x, x2))));
    });
    t.defineMethod("zscore", (a, k) -> {
      Args.exact("zscore", a, k, 2);
      Normal n = ndSelf(a[0]);
      if (n.sigma == 0) {
        throw err("zscore() not defined when sigma is zero");
      }
      return PyFloat.of(fl(Ops.binary(a[1], PyFloat.of(n.mu), Ops.Binary.SUB)) / n.sigma);
    });
    t.defineGetter("mean", o -> PyFloat.of(ndSelf(o).mu));
    t.defineGetter("median", o -> PyFloat.of(ndSelf(o).mu));
    t.defineGetter("mode", o -> PyFloat.of(ndSelf(o).mu));
    t.defineGetter("stdev", o -> PyFloat.of(ndSelf(o).sigma));
    t.defineGetter("variance", o -> PyFloat.of(ndSelf(o).sigma * ndSelf(o).sigma));
    t.defineMethod("__add__", (a, k) -> {
      Normal x = ndSelf(a[0]);
      if (a[1] instanceof Normal y) {
        return nd(x.mu + y.mu, MathModule.hypot(new double[] {x.sigma, y.sigma}));
      }
      return nd(fl(Ops.binary(PyFloat.of(x.mu), a[1], Ops.Binary.ADD)), x.sigma);
    });
    t.defineMethod("__radd__", (a, k) -> {
      Normal x = ndSelf(a[0]);
      return nd(fl(Ops.binary(PyFloat.of(x.mu), a[1], Ops.Binary.ADD)), x.sigma);
    });
    t.defineMethod("__sub__", (a, k) -> {
      Normal x = ndSelf(a[0]);
      if (a[1] instanceof Normal y) {
        return nd(x.mu - y.mu, MathModule.hypot(new double[] {x.sigma, y.sigma}));
      }
      return nd(fl(Ops.binary(PyFloat.of(x.mu), a[1], Ops.Binary.SUB)), x.sigma);
    });
    t.defineMethod("__rsub__", (a, k) -> {
      Normal x = ndSelf(a[0]);
      return nd(-fl(Ops.binary(PyFloat.of(x.mu), a[1], Ops.Binary.SUB)), x.sigma);
    });
    BuiltinBody mul = (a, k) -> {
      Normal x = ndSelf(a[0]);
      double mu = fl(Ops.binary(PyFloat.of(x.mu), a[1], Ops.Binary.MUL));
      return nd(mu, x.sigma * Math.abs(fabsArg(a[1])));
    };
    t.defineMethod("__mul__", mul);
    t.defineMethod("__rmul__", mul);
    t.defineMethod("__truediv__", (a, k) -> {
      Normal x = ndSelf(a[0]);
      double mu = fl(Ops.binary(PyFloat.of(x.mu), a[1], Ops.Binary.TRUEDIV));
      return nd(mu, x.sigma / Math.abs(fabsArg(a[1])));
    });
    t.defineMethod("__pos__", (a, k) -> nd(ndSelf(a[0]).mu, ndSelf(a[0]).sigma));
    t.defineMethod("__neg__", (a, k) -> nd(-ndSelf(a[0]).mu, ndSelf(a[0]).sigma));
    t.defineMethod("__eq__", (a, k) -> {
      if (!(a[1] instanceof Normal y)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      Normal x = ndSelf(a[0]);
      return PyBool.of(x.mu == y.mu && x.sigma == y.sigma);
    });
    t.defineMethod("__hash__", (a, k) -> PyInt.of(Ops.hash(PyTuple.of(PyFloat.of(ndSelf(a[0]).mu),
        PyFloat.of(ndSelf(a[0]).sigma)))));
    t.defineMethod("__repr__", (a, k) -> {
      Normal n = ndSelf(a[0]);
      String name = n.type().name();
      return PyStr.of(name.substring(name.lastIndexOf('.') + 1) + "(mu=" + Ops.repr(PyFloat.of(n.mu)) + ", sigma="
          + Ops.repr(PyFloat.of(n.sigma)) + ")");
    });
    t.defineMethod("__reduce__", (a, k) -> PyTuple.of(a[0].type(), PyTuple.of(PyFloat.of(ndSelf(a[0]).mu),
        PyFloat.of(ndSelf(a[0]).sigma))));
    t.defineMethod("__copy__", (a, k) -> a[0]);
    t.defineMethod("__deepcopy__", (a, k) -> a[0]);
  }

  static double fabsArg(PyObject o) {
    if (o instanceof PyFloat || o instanceof PyInt) {
      return fl(o);
    }
    if (Ops.getattrOrNull(o.type(), "__float__", null) == null && Ops.getattrOrNull(o.type(), "__index__", null) == null) {
      throw Errors.typeError("must be real number, not " + o.type().name());
    }
    return fl(o);
  }

  static double invCdf(Normal n, double p) {
    if (p <= 0.0 || p >= 1.0) {
      throw err("p must be in the range 0.0 < p < 1.0");
    }
    if (n.sigma <= 0.0) {
      throw err("cdf() not defined when sigma at or below zero");
    }
    double mu = n.mu;
    double sigma = n.sigma;
    double q = p - 0.5;
    double num;
    double den;
    if (Math.abs(q) <= 0.425) {
      double r = 0.180625 - q * q;
      num = (((((((2.5090809287301226727e+3 * r
          + 3.3430575583588128105e+4) * r
          + 6.7265770927008700853e+4) * r
          + 4.5921953931549871457e+4) * r
          + 1.3731693765509461125e+4) * r
          + 1.9715909503065514427e+3) * r
          + 1.3314166789178437745e+2) * r
          + 3.3871328727963666080e+0) * q;
      den = (((((((5.2264952788528545610e+3 * r
          + 2.8729085735721942674e+4) * r
          + 3.9307895800092710610e+4) * r
          + 2.1213794301586595867e+4) * r
          + 5.3941960214247511077e+3) * r
          + 6.8718700749205790830e+2) * r
          + 4.2313330701600911252e+1) * r
          + 1.0);
      return mu + (num / den * sigma);
    }
    double r = q <= 0.0 ? p : 1.0 - p;
    r = Math.sqrt(-Math.log(r));
    if (r <= 5.0) {
      r = r - 1.6;
      num = (((((((7.74545014278341407640e-4 * r
          + 2.27238449892691845833e-2) * r
          + 2.41780725177450611770e-1) * r
          + 1.27045825245236838258e+0) * r
          + 3.64784832476320460504e+0) * r
          + 5.76949722146069140550e+0) * r
          + 4.63033784615654529590e+0) * r
          + 1.42343711074968357734e+0);
      den = (((((((1.05075007164441684324e-9 * r
          + 5.47593808499534494600e-4) * r
          + 1.51986665636164571966e-2) * r
          + 1.48103976427480074590e-1) * r
          + 6.89767334985100004550e-1) * r
          + 1.67638483018380384940e+0) * r
          + 2.05319162663775882187e+0) * r
          + 1.0);
    } else {
      r = r - 5.0;
      num = (((((((2.01033439929228813265e-7 * r
          + 2.71155556874348757815e-5) * r
          + 1.24266094738807843860e-3) * r
          + 2.65321895265761230930e-2) * r
          + 2.96560571828504891230e-1) * r
          + 1.78482653991729133580e+0) * r
          + 5.46378491116411436990e+0) * r
          + 6.65790464350110377720e+0);
      den = (((((((2.04426310338993978564e-15 * r
          + 1.42151175831644588870e-7) * r
          + 1.84631831751005468180e-5) * r
          + 7.86869131145613259100e-4) * r
          + 1.48753612908506148525e-2) * r
          + 1.36929880922735805310e-1) * r
          + 5.99832206555887937690e-1) * r
          + 1.0);
    }
    double x = num / den;
    if (q < 0.0) {
      x = -x;
    }
    return mu + (x * sigma);
  }
}
