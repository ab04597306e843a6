/*
 * complex: two doubles with CPython's arithmetic algorithms (Smith's division, c_powi for
 * small integral exponents, polar form otherwise), repr, hash and string parsing.
 */
package dev.krait.python.objects;

/** {@code complex}. */
public class PyComplex extends PyObject {
  public static final PyType TYPE = PyType.builtin("complex", PyType.OBJECT, PyComplex::install);

  final double real;
  final double imag;

  public PyComplex(double real, double imag) {
    this.real = real;
    this.imag = imag;
  }

  public static PyComplex of(double real, double imag) {
    return new PyComplex(real, imag);
  }

  public double real() {
    return real;
  }

  public double imag() {
    return imag;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public long shallowSize() {
    return 32;
  }

  /** An instance of a Python subclass of complex. */
  static final class Sub extends PyComplex {
    private final PyType cls;
    private final PyDict dict = new PyDict();

    Sub(PyType cls, double re, double im) {
      super(re, im);
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

  // ---------------------------------------------------------------- arithmetic

  static PyComplex toComplex(PyObject o) {
    if (o instanceof PyComplex c) {
      return c;
    }
    if (o instanceof PyFloat f) {
      return new PyComplex(f.value, 0.0);
    }
    if (o instanceof PyInt i) {
      return new PyComplex(i.doubleValue(), 0.0);
    }
    return null;
  }

  static PyComplex prod(PyComplex a, PyComplex b) {
    return new PyComplex(a.real * b.real - a.imag * b.imag, a.real * b.imag + a.imag * b.real);
  }

  static PyComplex quot(PyComplex a, PyComplex b) {
    double absBr = Math.abs(b.real);
    double absBi = Math.abs(b.imag);
    if (absBr >= absBi) {
      if (absBr == 0.0) {
        throw Errors.zeroDivision("complex division by zero");
      }
      double ratio = b.imag / b.real;
      double denom = b.real + b.imag * ratio;
      return new PyComplex((a.real + a.imag * ratio) / denom, (a.imag - a.real * ratio) / denom);
    } else if (absBi >= absBr) {
      double ratio = b.real / b.imag;
      double denom = b.real * ratio + b.imag;
      return new PyComplex((a.real * ratio + a.imag) / denom, (a.imag * ratio - a.real) / denom);
    }
    return new PyComplex(Double.NaN, Double.NaN);
  }

  private static PyComplex powu(PyComplex x, long n) {
    PyComplex r = new PyComplex(1.0, 0.0);
    PyComplex p = x;
    long mask = 1;
    while (mask > 0 && n >= mask) {
      if ((n & mask) != 0) {
        r = prod(r, p);
      }
      mask <<= 1;
      p = prod(p, p);
    }
    return r;
  }

  /** a ** b with CPython's algorithm and errors. */
  static PyComplex pow(PyComplex a, PyComplex b) {
    PyComplex r;
    if (b.imag == 0.0 && b.real == Math.floor(b.real) && Math.abs(b.real) <= 100.0) {
      long n = (long) b.real;
      if (n > 0) {
        r = powu(a, n);
      } else if (n == 0) {
        r = new PyComplex(1.0, 0.0);
      } else {
        if (a.real == 0 && a.imag == 0) {
          throw Errors.zeroDivision("0.0 to a negative or complex power");
        }
        r = quot(new PyComplex(1.0, 0.0), powu(a, -n));
      }
    } else if (b.real == 0.0 && b.imag == 0.0) {
      r = new PyComplex(1.0, 0.0);
    } else if (a.real == 0.0 && a.imag == 0.0) {
      if (b.imag != 0.0 || b.real < 0.0) {
        throw Errors.zeroDivision("0.0 to a negative or complex power");
      }
      r = new PyComplex(0.0, 0.0);
    } else {
      double vabs = Math.hypot(a.real, a.imag);
      double len = Math.pow(vabs, b.real);
      double at = Math.atan2(a.imag, a.real);
      double phase = at * b.real;
      if (b.imag != 0.0) {
        len /= Math.exp(at * b.imag);
        phase += b.imag * Math.log(vabs);
      }
      r = new PyComplex(len * Math.cos(phase), len * Math.sin(phase));
    }
    if (Double.isInfinite(r.real) || Double.isInfinite(r.imag)) {
      if (!Double.isInfinite(a.real) && !Double.isInfinite(a.imag) && !Double.isInfinite(b.real)
          && !Double.isInfinite(b.imag)) {
        throw Errors.overflow("complex exponentiation");
      }
    }
    return r;
  }

  static double abs(PyComplex c) {
    if (Double.isInfinite(c.real) || Double.isInfinite(c.imag)) {
      return Double.POSITIVE_INFINITY;
    }
    if (Double.isNaN(c.real) || Double.isNaN(c.imag)) {
      return Double.NaN;
    }
    double r = Math.hypot(c.real, c.imag);
    if (Double.isInfinite(r)) {
      throw Errors.overflow("absolute value too large");
    }
    return r;
  }

  static String repr(double re, double im) {
    if (re == 0 && Double.doubleToRawLongBits(re) == 0) {
      return FloatRepr.reprNoDot(im) + "j";
    }
    String r = FloatRepr.reprNoDot(re);
    String i = FloatRepr.reprNoDot(im);
    boolean negIm = Double.doubleToRawLongBits(im) < 0 && !Double.isNaN(im);
    return "(" + r + (negIm ? "" : "+") + i + "j)";
  }

  long hashValue() {
    long hr = PyFloat.hashDouble(real);
    long hi = PyFloat.hashDouble(imag);
    if (Double.isNaN(real)) {
      hr = ObjectMethods.identityHash(this) >>> 4;
    }
    if (Double.isNaN(imag)) {
      hi = ObjectMethods.identityHash(this) >>> 4;
    }
    long h = hr + 1000003L * hi;
    return h == -1 ? -2 : h;
  }

  // ---------------------------------------------------------------- parsing

  static PyComplex parse(String original) {
    String s = original.strip();
    if (s.startsWith("(") && s.endsWith(")") && s.length() >= 2) {
      s = s.substring(1, s.length() - 1).strip();
    }
    if (s.isEmpty()) {
      throw malformed();
    }
    // find the split between real and imaginary parts: a sign not at start and not after 'e'
    if (s.endsWith("j") || s.endsWith("J")) {
      String body = s.substring(0, s.length() - 1);
      int split = -1;
      for (int i = body.length() - 1; i > 0; i--) {
        char c = body.charAt(i);
        if ((c == '+' || c == '-') && body.charAt(i - 1) != 'e' && body.charAt(i - 1) != 'E') {
          split = i;
          break;
        }
      }
      String rePart = split < 0 ? null : body.substring(0, split);
      String imPart = split < 0 ? body : body.substring(split);
      double im;
      if (imPart.isEmpty() || imPart.equals("+")) {
        im = 1.0;
      } else if (imPart.equals("-")) {
        im = -1.0;
      } else {
        im = parseDouble(imPart);
      }
      double re = rePart == null ? 0.0 : parseDouble(rePart);
      return new PyComplex(re, im);
    }
    return new PyComplex(parseDouble(s), 0.0);
  }

  private static double parseDouble(String s) {
    if (s.isEmpty() || PyStr.isPyWhitespace(s.charAt(0)) || PyStr.isPyWhitespace(s.charAt(s.length() - 1))) {
      throw malformed();
    }
    try {
      return PyFloat.parse(s);
    } catch (PyError e) {
      throw malformed();
    }
  }

  private static PyError malformed() {
    return Errors.valueError("complex() arg is a malformed string");
  }

  static PyComplex construct(PyObject[] a, String[] k) {
    PyObject[] p = Args.bind("complex", a, k, 1, new String[] {"real", "imag"}, 0);
    PyObject r = p[0];
    PyObject i = p[1];
    if (r == null) {
      r = PyInt.of(0);
    }
    if (r instanceof PyStr s) {
      if (i != null) {
        throw Errors.typeError("complex() can't take second arg if first is a string");
      }
      return parse(s.value());
    }
    if (i instanceof PyStr) {
      throw Errors.typeError("complex() second argument must be a number, not 'str'");
    }
    PyComplex cr;
    PyObject special = r instanceof PyComplex ? null : Ops.callSpecial(r, "__complex__");
    if (special != null) {
      if (!(special instanceof PyComplex sc)) {
        throw Errors.typeError("__complex__ returned non-complex (type " + special.type().name() + ")");
      }
      cr = sc;
    } else if (r instanceof PyComplex rc) {
      cr = rc;
    } else if (r instanceof PyFloat || r instanceof PyInt) {
      cr = toComplex(r);
    } else if (r.type().lookup("__float__") != null || r.type().lookup("__index__") != null) {
      cr = new PyComplex(PyFloat.toFloat(r), 0.0);
    } else {
      throw Errors.typeError("complex() first argument must be a string or a number, not '" + r.type().name()
          + "'");
    }
    if (i == null) {
      return cr;
    }
    PyComplex ci;
    if (i instanceof PyComplex ic) {
      ci = ic;
    } else if (i instanceof PyFloat || i instanceof PyInt) {
      ci = toComplex(i);
    } else if (i.type().lookup("__float__") != null || i.type().lookup("__index__") != null) {
      ci = new PyComplex(PyFloat.toFloat(i), 0.0);
    } else {
      throw Errors.typeError("complex() second argument must be a number, not '" + i.type().name() + "'");
    }
    // as CPython: the cross terms only when an argument is complex, so complex(-4, -0.0) keeps its -0.0
    boolean crComplex = special != null || r instanceof PyComplex;
    double re = i instanceof PyComplex ? cr.real - ci.imag : cr.real;
    double im = crComplex ? cr.imag + ci.real : ci.real;
    return new PyComplex(re, im);
  }

  // ---------------------------------------------------------------- the type

  private interface COp {
    PyObject apply(PyComplex a, PyComplex b);
  }

  private static void binop(PyType t, String name, String rname, COp op) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      PyComplex y = toComplex(a[1]);
      return y == null ? PyNotImplemented.NOT_IMPLEMENTED : op.apply((PyComplex) a[0], y);
    });
    t.defineMethod(rname, (a, k) -> {
      Args.exact(rname, a, k, 2);
      PyComplex y = toComplex(a[1]);
      return y == null ? PyNotImplemented.NOT_IMPLEMENTED : op.apply(y, (PyComplex) a[0]);
    });
  }

  private static PyObject eq(PyComplex c, PyObject o) {
    if (o instanceof PyComplex oc) {
      return PyBool.of(c.real == oc.real && c.imag == oc.imag);
    }
    if (o instanceof PyFloat f) {
      return PyBool.of(c.imag == 0 && c.real == f.value);
    }
    if (o instanceof PyInt i) {
      return PyBool.of(c.imag == 0 && PyInt.compareWithFloat(i, c.real) == 0);
    }
    return PyNotImplemented.NOT_IMPLEMENTED;
  }

  static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      PyType cls = (PyType) a[0];
      PyComplex v = construct(a, k);
      if (cls == TYPE) {
        return v;
      }
      return new Sub(cls, v.real, v.imag);
    });
    binop(t, "__add__", "__radd__", (x, y) -> new PyComplex(x.real + y.real, x.imag + y.imag));
    binop(t, "__sub__", "__rsub__", (x, y) -> new PyComplex(x.real - y.real, x.imag - y.imag));
    binop(t, "__mul__", "__rmul__", PyComplex::prod);
    binop(t, "__truediv__", "__rtruediv__", PyComplex::quot);
    t.defineMethod("__pow__", (a, k) -> {
      Args.range("__pow__", a, k, 2, 3);
      if (a.length > 2 && a[2] != PyNone.NONE) {
        throw Errors.valueError("complex modulo");
      }
      PyComplex y = toComplex(a[1]);
      return y == null ? PyNotImplemented.NOT_IMPLEMENTED : pow((PyComplex) a[0], y);
    });
    t.defineMethod("__rpow__", (a, k) -> {
      Args.range("__rpow__", a, k, 2, 3);
      if (a.length > 2 && a[2] != PyNone.NONE) {
        throw Errors.valueError("complex modulo");
      }
      PyComplex y = toComplex(a[1]);
      return y == null ? PyNotImplemented.NOT_IMPLEMENTED : pow(y, (PyComplex) a[0]);
    });
    t.defineMethod("__eq__", (a, k) -> eq((PyComplex) a[0], a[1]));
    t.defineMethod("__ne__", (a, k) -> {
      PyObject r = eq((PyComplex) a[0], a[1]);
      return r == PyNotImplemented.NOT_IMPLEMENTED ? r : PyBool.of(r == PyBool.FALSE);
    });
    t.defineMethod("__neg__", (a, k) -> new PyComplex(-((PyComplex) a[0]).real, -((PyComplex) a[0]).imag));
    t.defineMethod("__pos__", (a, k) -> new PyComplex(((PyComplex) a[0]).real, ((PyComplex) a[0]).imag));
    t.defineMethod("__abs__", (a, k) -> PyFloat.of(abs((PyComplex) a[0])));
    t.defineMethod("__bool__", (a, k) -> PyBool.of(((PyComplex) a[0]).real != 0 || ((PyComplex) a[0]).imag != 0));
    t.defineMethod("__hash__", (a, k) -> PyInt.of(((PyComplex) a[0]).hashValue()));
    t.defineMethod("__repr__", (a, k) -> PyStr.of(repr(((PyComplex) a[0]).real, ((PyComplex) a[0]).imag)));
    t.defineMethod("__complex__", (a, k) -> new PyComplex(((PyComplex) a[0]).real, ((PyComplex) a[0]).imag));
    t.defineMethod("__format__", (a, k) -> {
      Args.exact("__format__", a, k, 2);
      String spec = Ops.strValue(a[1], "format() argument 2 must be str, not " + a[1].type().name());
      if (spec.isEmpty()) {
        return Ops.strObject(a[0]);
      }
      PyComplex c = (PyComplex) a[0];
      return PyStr.of(FormatSpec.formatComplex(c.real, c.imag, spec));
    });
    t.defineNoArgMethod("conjugate", o -> new PyComplex(((PyComplex) o).real, -((PyComplex) o).imag));
    t.defineMethod("__getnewargs__", (a, k) -> PyTuple.of(PyFloat.of(((PyComplex) a[0]).real),
        PyFloat.of(((PyComplex) a[0]).imag)));
    t.defineGetter("real", o -> PyFloat.of(((PyComplex) o).real));
    t.defineGetter("imag", o -> PyFloat.of(((PyComplex) o).imag));
  }
}
