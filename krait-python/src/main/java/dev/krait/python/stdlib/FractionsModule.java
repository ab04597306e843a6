/*
 * The fractions module: Fraction over BigInteger with CPython 3.11's construction rules (ints,
 * Fractions, floats, Decimals via as_integer_ratio, "3/4" / "1.5e3" strings, numerator and
 * denominator), the operator fallbacks (exact with int/Fraction, float with float, complex with
 * complex), comparisons with floats incl. inf/nan, CPython's hash (equal to int/float hashes),
 * str/repr, limit_denominator, round/floor/ceil/trunc, from_float/from_decimal.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyComplex;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code import fractions}. */
public final class FractionsModule {
  private FractionsModule() {}

  public static final PyType FRACTION = PyType.builtinInModule("fractions", "Fraction", PyType.OBJECT, FractionsModule::install);
  static final PyObject NI = PyNotImplemented.NOT_IMPLEMENTED;
  static final BigInteger MOD = BigInteger.valueOf(PyInt.HASH_MODULUS);

  public static PyModule create() {
    PyModule m = new PyModule("fractions");
    m.put("Fraction", FRACTION);
    return m;
  }

  /** A Fraction value (lowest terms, positive denominator). */
  static final class Frac extends ClassInstance {
    final BigInteger n;
    final BigInteger d;

    Frac(PyType type, BigInteger n, BigInteger d) {
      super(type);
      this.n = n;
      this.d = d;
    }

    @Override
    boolean ownInstancesTakeAttributes() {
      return false;
    }

    double toDouble() {
      return PyInt.trueDiv(PyInt.of(n), PyInt.of(d));
    }
  }

  static Frac make(PyType t, BigInteger n, BigInteger d) {
    if (d.signum() == 0) {
      throw Errors.zeroDivision("Fraction(" + n + ", 0)");
    }
    ResourceMeter.current().allocate((n.bitLength() + d.bitLength()) / 8 + 48);
    BigInteger g = BigMath.gcd(n, d);
    if (d.signum() < 0) {
      g = g.negate();
    }
    if (!g.equals(BigInteger.ONE)) {
      n = BigMath.divide(n, g);
      d = BigMath.divide(d, g);
    }
    return new Frac(t, n, d);
  }

  static Frac frac(BigInteger n, BigInteger d) {
    return make(FRACTION, n, d);
  }

  static final Pattern FORMAT = Pattern.compile(
      "\\A\\s*(?<sign>[-+]?)(?=\\d|\\.\\d)(?<num>\\d*|\\d+(_\\d+)*)"
          + "(?:(?:\\s*/\\s*(?<denom>\\d+(_\\d+)*))?|(?:\\.(?<decimal>\\d*|\\d+(_\\d+)*))?"
          + "(?:[eE](?<exp>[-+]?\\d+(_\\d+)*))?)\\s*\\z");

  static boolean isRational(PyObject o) {
    return o instanceof PyInt || o instanceof Frac;
  }

  static BigInteger num(PyObject o) {
    return o instanceof Frac f ? f.n : ((PyInt) o).bigValue();
  }

  static BigInteger den(PyObject o) {
    return o instanceof Frac f ? f.d : BigInteger.ONE;
  }

  static Frac fromRatio(PyType t, PyObject x) {
    PyTuple r = (PyTuple) Ops.getattr(x, "as_integer_ratio").call(new PyObject[0], null);
    return make(t, ((PyInt) r.get(0)).bigValue(), ((PyInt) r.get(1)).bigValue());
  }

  static Frac parse(PyType t, String s) {
    Matcher m = FORMAT.matcher(s);
    if (!m.matches()) {
      throw Errors.valueError("Invalid literal for Fraction: " + PyStr.repr(s));
    }
    ResourceMeter.current().allocate(s.length());
    String numS = m.group("num").replace("_", "");
    // int() of each part, with its digit limit, as CPython's parser does
    BigInteger n = numS.isEmpty() ? BigInteger.ZERO : PyInt.parse(numS, 10).bigValue();
    BigInteger d = BigInteger.ONE;
    String denom = m.group("denom");
    if (denom != null) {
      d = PyInt.parse(denom.replace("_", ""), 10).bigValue();
    } else {
      String dec = m.group("decimal");
      if (dec != null) {
        dec = dec.replace("_", "");
        if (!dec.isEmpty()) {
          BigInteger scale = BigMath.pow(BigInteger.TEN, dec.length());
          n = BigMath.multiply(n, scale).add(PyInt.parse(dec, 10).bigValue());
          d = BigMath.multiply(d, scale);
        }
      }
      String exp = m.group("exp");
      if (exp != null) {
        int e = Integer.parseInt(exp.replace("_", ""));
        if (Math.abs((long) e) > 100000) {
          ResourceMeter.current().allocate(Math.abs((long) e) / 2);
        }
        if (e >= 0) {
          n = BigMath.multiply(n, BigMath.pow(BigInteger.TEN, e));
        } else {
          d = BigMath.multiply(d, BigMath.pow(BigInteger.TEN, -e));
        }
      }
    }
    if ("-".equals(m.group("sign"))) {
      n = n.negate();
    }
    return make(t, n, d);
  }

  static Frac self(PyObject o) {
    if (o instanceof Frac f) {
      return f;
    }
    throw Errors.typeError("descriptor requires a 'Fraction' object but received a '" + o.type().name() + "'");
  }

  /** Binary operator with CPython's fallbacks; {@code exact} computes on two rationals. */
  interface Exact {
    PyObject apply(BigInteger an, BigInteger ad, BigInteger bn, BigInteger bd);
  }

  static void binop(PyType t, String name, Ops.Binary op, Exact exact) {
    t.defineMethod("__" + name + "__", (a, k) -> {
      Args.exact("__" + name + "__", a, k, 2);
      Frac x = self(a[0]);
      PyObject b = a[1];
      if (isRational(b)) {
        return exact.apply(x.n, x.d, num(b), den(b));
      }
      if (b instanceof PyFloat) {
        return Ops.binary(PyFloat.of(x.toDouble()), b, op);
      }
      if (b instanceof PyComplex) {
        return Ops.binary(new PyComplex(x.toDouble(), 0), b, op);
      }
      return NI;
    });
    t.defineMethod("__r" + name + "__", (a, k) -> {
      Args.exact("__r" + name + "__", a, k, 2);
      Frac x = self(a[0]);
      PyObject b = a[1];
      if (isRational(b)) {
        return exact.apply(num(b), den(b), x.n, x.d);
      }
      if (b instanceof PyFloat) {
        return Ops.binary(b, PyFloat.of(x.toDouble()), op);
      }
      if (b instanceof PyComplex) {
        return Ops.binary(b, new PyComplex(x.toDouble(), 0), op);
      }
      return NI;
    });
  }

  static int cmp(Frac a, BigInteger bn, BigInteger bd) {
    return BigMath.multiply(a.n, bd).compareTo(BigMath.multiply(bn, a.d));
  }

  static void compare(PyType t, String name, java.util.function.IntPredicate test) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      Frac x = self(a[0]);
      PyObject b = a[1];
      if (isRational(b)) {
        return PyBool.of(test.test(cmp(x, num(b), den(b))));
      }
      if (b instanceof PyFloat f) {
        double v = f.value();
        if (Double.isNaN(v)) {
          return PyBool.FALSE;
        }
        if (Double.isInfinite(v)) {
          return PyBool.of(test.test(v > 0 ? -1 : 1));
        }
        Frac o = fromRatio(FRACTION, b);
        return PyBool.of(test.test(cmp(x, o.n, o.d)));
      }
      return NI;
    });
  }

  static PyObject floorDivInt(BigInteger a, BigInteger b) {
    BigInteger[] qr = BigMath.divideAndRemainder(a, b);
    BigInteger q = qr[0];
    if (qr[1].signum() != 0 && (qr[1].signum() != b.signum())) {
      q = q.subtract(BigInteger.ONE);
    }
    return PyInt.of(q);
  }

  static BigInteger floorDiv(BigInteger a, BigInteger b) {
    if (b.signum() == 0) {
      throw Errors.zeroDivision("division by zero");
    }
    return ((PyInt) floorDivInt(a, b)).bigValue();
  }

  static BigInteger floorMod(BigInteger a, BigInteger b) {
    return a.subtract(floorDiv(a, b).multiply(b));
  }

  /** Round half to even of n/d to an integer. */
  static BigInteger roundHalfEven(BigInteger n, BigInteger d) {
    BigInteger fl = floorDiv(n, d);
    BigInteger rem = n.subtract(BigMath.multiply(fl, d)); // 0 <= rem < d
    int c = rem.shiftLeft(1).compareTo(d);
    if (c > 0 || (c == 0 && fl.testBit(0))) {
      return fl.add(BigInteger.ONE);
    }
    return fl;
  }

  private static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      PyType cls = (PyType) a[0];
      PyObject[] p = Args.bind("Fraction", a, k, 1, new String[] {"numerator", "denominator"}, 0);
      PyObject numerator = p[0] == null ? PyInt.of(0) : p[0];
      PyObject denominator = p[1];
      if (denominator == null || denominator == PyNone.NONE) {
        if (isRational(numerator)) {
          return make(cls, num(numerator), den(numerator));
        }
        if (numerator instanceof PyFloat || StatisticsModule.named(numerator.type(), "Decimal")) {
          return fromRatio(cls, numerator);
        }
        if (numerator instanceof PyStr s) {
          return parse(cls, s.value());
        }
        throw Errors.typeError("argument should be a string or a Rational instance");
      }
      if (isRational(numerator) && isRational(denominator)) {
        BigInteger n = num(numerator).multiply(den(denominator));
        BigInteger d = den(numerator).multiply(num(denominator));
        if (d.signum() == 0) {
          throw Errors.zeroDivision("Fraction(" + num(numerator) + ", 0)");
        }
        return make(cls, n, d);
      }
      throw Errors.typeError("both arguments should be Rational instances");
    });
    t.defineGetter("numerator", o -> PyInt.of(self(o).n));
    t.defineGetter("denominator", o -> PyInt.of(self(o).d));
    t.defineGetter("real", o -> o);
    t.defineGetter("imag", o -> PyInt.of(0));
    t.defineMethod("conjugate", (a, k) -> a[0]);
    t.defineMethod("as_integer_ratio", (a, k) -> PyTuple.of(PyInt.of(self(a[0]).n), PyInt.of(self(a[0]).d)));
    t.defineClassMethod("from_float", (a, k) -> {
      Args.exact("from_float", a, k, 2);
      PyType cls = (PyType) a[0];
      if (a[1] instanceof PyInt) {
        return make(cls, num(a[1]), BigInteger.ONE);
      }
      if (!(a[1] instanceof PyFloat)) {
        throw Errors.typeError(cls.qualname() + ".from_float() only takes floats, not " + Ops.repr(a[1]) + " ("
            + a[1].type().name() + ")");
      }
      return fromRatio(cls, a[1]);
    });
    t.defineClassMethod("from_decimal", (a, k) -> {
      Args.exact("from_decimal", a, k, 2);
      PyType cls = (PyType) a[0];
      if (a[1] instanceof PyInt) {
        return make(cls, num(a[1]), BigInteger.ONE);
      }
      if (!StatisticsModule.named(a[1].type(), "Decimal")) {
        throw Errors.typeError(cls.qualname() + ".from_decimal() only takes Decimals, not " + Ops.repr(a[1]) + " ("
            + a[1].type().name() + ")");
      }
      return fromRatio(cls, a[1]);
    });
    t.defineMethod("limit_denominator", (a, k) -> {
      PyObject[] p = Args.bind("limit_denominator", a, k, 1, new String[] {"max_denominator"}, 0);
      Frac x = self(a[0]);
      BigInteger max = p[0] == null ? BigInteger.valueOf(1000000) : Ops.index(p[0]).bigValue();
      if (max.compareTo(BigInteger.ONE) < 0) {
        throw Errors.valueError("max_denominator should be at least 1");
      }
      if (x.d.compareTo(max) <= 0) {
        return frac(x.n, x.d);
      }
      BigInteger p0 = BigInteger.ZERO;
      BigInteger q0 = BigInteger.ONE;
      BigInteger p1 = BigInteger.ONE;
      BigInteger q1 = BigInteger.ZERO;
      BigInteger n = x.n;
      BigInteger d = x.d;
      while (true) {
        ResourceMeter.current().tick();
        BigInteger aa = floorDiv(n, d);
        BigInteger q2 = q0.add(BigMath.multiply(aa, q1));
        if (q2.compareTo(max) > 0) {
          break;
        }
        BigInteger np1 = p0.add(BigMath.multiply(aa, p1));
        p0 = p1;
        q0 = q1;
        p1 = np1;
        q1 = q2;
        BigInteger nd = n.subtract(BigMath.multiply(aa, d));
        n = d;
        d = nd;
      }
      BigInteger kk = floorDiv(max.subtract(q0), q1);
      Frac b1 = frac(p0.add(BigMath.multiply(kk, p1)), q0.add(BigMath.multiply(kk, q1)));
      Frac b2 = frac(p1, q1);
      BigInteger e2n = BigMath.multiply(b2.n, x.d).subtract(BigMath.multiply(x.n, b2.d)).abs();
      BigInteger e2d = BigMath.multiply(b2.d, x.d);
      BigInteger e1n = BigMath.multiply(b1.n, x.d).subtract(BigMath.multiply(x.n, b1.d)).abs();
      BigInteger e1d = BigMath.multiply(b1.d, x.d);
      return BigMath.multiply(e2n, e1d).compareTo(BigMath.multiply(e1n, e2d)) <= 0 ? b2 : b1;
    });
    t.defineMethod("__repr__", (a, k) -> {
      Frac x = self(a[0]);
      return PyStr.of(x.type().qualname() + "(" + PyInt.of(x.n).toDecimalString() + ", "
          + PyInt.of(x.d).toDecimalString() + ")");
    });
    t.defineMethod("__str__", (a, k) -> {
      Frac x = self(a[0]);
      String n = PyInt.of(x.n).toDecimalString();
      return PyStr.of(x.d.equals(BigInteger.ONE) ? n : n + "/" + PyInt.of(x.d).toDecimalString());
    });
    binop(t, "add", Ops.Binary.ADD, (an, ad, bn, bd) -> frac(BigMath.multiply(an, bd).add(BigMath.multiply(bn, ad)),
        BigMath.multiply(ad, bd)));
    binop(t, "sub", Ops.Binary.SUB, (an, ad, bn, bd) -> frac(
        BigMath.multiply(an, bd).subtract(BigMath.multiply(bn, ad)), BigMath.multiply(ad, bd)));
    binop(t, "mul", Ops.Binary.MUL, (an, ad, bn, bd) -> frac(BigMath.multiply(an, bn), BigMath.multiply(ad, bd)));
    binop(t, "truediv", Ops.Binary.TRUEDIV, (an, ad, bn, bd) -> {
      if (bn.signum() == 0) {
        throw Errors.zeroDivision("Fraction(" + BigMath.multiply(an, bd) + ", 0)");
      }
      return frac(BigMath.multiply(an, bd), BigMath.multiply(ad, bn));
    });
    binop(t, "floordiv", Ops.Binary.FLOORDIV, (an, ad, bn, bd) -> PyInt.of(floorDiv(BigMath.multiply(an, bd),
        BigMath.multiply(ad, bn))));
    binop(t, "mod", Ops.Binary.MOD, (an, ad, bn, bd) -> {
      BigInteger dd = BigMath.multiply(ad, bd);
      return frac(floorMod(BigMath.multiply(an, bd), BigMath.multiply(bn, ad)), dd);
    });
    t.defineMethod("__divmod__", (a, k) -> divmod(self(a[0]), a[1], false));
    t.defineMethod("__rdivmod__", (a, k) -> divmod(self(a[0]), a[1], true));
    t.defineMethod("__pow__", (a, k) -> {
      if (a.length == 3 && (k == null || k.length == 0)) {
        throw Errors.typeError("Fraction.__pow__() takes 2 positional arguments but 3 were given");
      }
      Args.range("__pow__", a, k, 2, 3);
      Frac x = self(a[0]);
      PyObject b = a[1];
      if (isRational(b)) {
        if (den(b).equals(BigInteger.ONE)) {
          BigInteger power = num(b);
          if (power.bitLength() > 31) {
            throw Errors.overflow("exponent too large");
          }
          int pw = power.intValue();
          ResourceMeter.current().allocate((long) Math.abs(pw) * (x.n.bitLength() + x.d.bitLength()) / 8);
          if (pw >= 0) {
            return make(FRACTION, BigMath.pow(x.n, pw), BigMath.pow(x.d, pw));
          }
          return make(FRACTION, BigMath.pow(x.d, -pw), BigMath.pow(x.n, -pw));
        }
        return Ops.binary(PyFloat.of(x.toDouble()), PyFloat.of(((Frac) b).toDouble()), Ops.Binary.POW);
      }
      if (b instanceof PyFloat || b instanceof PyComplex) {
        return Ops.binary(PyFloat.of(x.toDouble()), b, Ops.Binary.POW);
      }
      return NI;
    });
    t.defineMethod("__rpow__", (a, k) -> {
      Args.range("__rpow__", a, k, 2, 3);
      Frac x = self(a[0]);
      PyObject b = a[1];
      if (x.d.equals(BigInteger.ONE) && x.n.signum() >= 0) {
        return Ops.binary(b, PyInt.of(x.n), Ops.Binary.POW);
      }
      if (b instanceof PyInt) {
        return Ops.binary(frac(num(b), BigInteger.ONE), x, Ops.Binary.POW);
      }
      if (x.d.equals(BigInteger.ONE)) {
        return Ops.binary(b, PyInt.of(x.n), Ops.Binary.POW);
      }
      return Ops.binary(b, PyFloat.of(x.toDouble()), Ops.Binary.POW);
    });
    t.defineMethod("__pos__", (a, k) -> frac(self(a[0]).n, self(a[0]).d));
    t.defineMethod("__neg__", (a, k) -> frac(self(a[0]).n.negate(), self(a[0]).d));
    t.defineMethod("__abs__", (a, k) -> frac(self(a[0]).n.abs(), self(a[0]).d));
    t.defineMethod("__int__", (a, k) -> {
      Frac x = self(a[0]);
      return PyInt.of(x.n.signum() < 0 ? floorDiv(x.n.negate(), x.d).negate() : floorDiv(x.n, x.d));
    });
    t.defineMethod("__trunc__", (a, k) -> {
      Frac x = self(a[0]);
      return PyInt.of(x.n.signum() < 0 ? floorDiv(x.n.negate(), x.d).negate() : floorDiv(x.n, x.d));
    });
    t.defineMethod("__floor__", (a, k) -> PyInt.of(floorDiv(self(a[0]).n, self(a[0]).d)));
    t.defineMethod("__ceil__", (a, k) -> PyInt.of(floorDiv(self(a[0]).n.negate(), self(a[0]).d).negate()));
    t.defineMethod("__round__", (a, k) -> {
      Args.range("__round__", a, k, 1, 2);
      Frac x = self(a[0]);
      if (a.length < 2 || a[1] == PyNone.NONE) {
        return PyInt.of(roundHalfEven(x.n, x.d));
      }
      int nd = Support.toInt(a[1]);
      BigInteger shift = BigMath.pow(BigInteger.TEN, Math.abs(nd));
      if (nd > 0) {
        return make(FRACTION, roundHalfEven(BigMath.multiply(x.n, shift), x.d), shift);
      }
      return make(FRACTION, BigMath.multiply(roundHalfEven(x.n, BigMath.multiply(x.d, shift)), shift),
          BigInteger.ONE);
    });
    t.defineMethod("__float__", (a, k) -> PyFloat.of(self(a[0]).toDouble()));
    t.defineMethod("__bool__", (a, k) -> PyBool.of(self(a[0]).n.signum() != 0));
    t.defineMethod("__hash__", (a, k) -> {
      Frac x = self(a[0]);
      long h;
      BigInteger dm = BigMath.mod(x.d, MOD);
      if (dm.signum() == 0) {
        h = 314159;
      } else {
        BigInteger dinv = BigMath.modInverse(dm, MOD);
        h = x.n.abs().mod(MOD).multiply(dinv).mod(MOD).longValue();
      }
      long r = x.n.signum() >= 0 ? h : -h;
      return PyInt.of(r == -1 ? -2 : r);
    });
    t.defineMethod("__eq__", (a, k) -> {
      Frac x = self(a[0]);
      PyObject b = a[1];
      if (isRational(b)) {
        return PyBool.of(x.n.equals(num(b)) && x.d.equals(den(b)));
      }
      if (b instanceof PyComplex c) {
        if (c.imag() != 0) {
          return PyBool.FALSE;
        }
        b = PyFloat.of(c.real());
      }
      if (b instanceof PyFloat f) {
        double v = f.value();
        if (Double.isNaN(v) || Double.isInfinite(v)) {
          return PyBool.FALSE;
        }
        Frac o = fromRatio(FRACTION, b);
        return PyBool.of(x.n.equals(o.n) && x.d.equals(o.d));
      }
      return NI;
    });
    compare(t, "__lt__", c -> c < 0);
    compare(t, "__le__", c -> c <= 0);
    compare(t, "__gt__", c -> c > 0);
    compare(t, "__ge__", c -> c >= 0);
    t.defineMethod("__copy__", (a, k) -> a[0]);
    t.defineMethod("__deepcopy__", (a, k) -> a[0]);
    t.defineMethod("__reduce__", (a, k) -> PyTuple.of(a[0].type(), PyTuple.of(PyStr.of(Ops.str(a[0])))));
  }

  static PyObject divmod(Frac x, PyObject b, boolean reflected) {
    if (isRational(b)) {
      BigInteger an = reflected ? num(b) : x.n;
      BigInteger ad = reflected ? den(b) : x.d;
      BigInteger bn = reflected ? x.n : num(b);
      BigInteger bd = reflected ? x.d : den(b);
      BigInteger q = floorDiv(BigMath.multiply(an, bd), BigMath.multiply(ad, bn));
      return PyTuple.of(PyInt.of(q), frac(floorMod(BigMath.multiply(an, bd), BigMath.multiply(bn, ad)),
          BigMath.multiply(ad, bd)));
    }
    if (b instanceof PyFloat) {
      PyObject xf = PyFloat.of(x.toDouble());
      PyObject l = reflected ? b : xf;
      PyObject r = reflected ? xf : b;
      return PyTuple.of(Ops.binary(l, r, Ops.Binary.FLOORDIV), Ops.binary(l, r, Ops.Binary.MOD));
    }
    return NI;
  }
}
