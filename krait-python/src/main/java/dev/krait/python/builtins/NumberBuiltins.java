/*
 * Builtins about numbers: abs, divmod, pow, round, bin, hex, oct.
 */
package dev.krait.python.builtins;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.BigMath;
import java.math.BigInteger;

/** {@code abs divmod pow round bin hex oct}. */
final class NumberBuiltins {
  private NumberBuiltins() {}

  static PyObject abs(PyObject[] a, String[] k) {
    // exact int and float (the common case in arithmetic loops) without the __abs__ call
    if (a.length == 1 && (k == null || k.length == 0)) {
      if (a[0].getClass() == PyInt.class) {
        return PyInt.abs((PyInt) a[0]);
      }
      if (a[0].getClass() == PyFloat.class) {
        return PyFloat.of(Math.abs(((PyFloat) a[0]).value()));
      }
    }
    exactlyOne("abs", a, k);
    PyObject r = Ops.callSpecial(a[0], "__abs__");
    if (r == null) {
      throw Errors.typeError("bad operand type for abs(): '" + a[0].type().name() + "'");
    }
    return r;
  }

  /**
   * Checks the call of a builtin taking exactly one positional argument (len, repr, abs, ...):
   * the common call is checked without building the argument array that CPython's message for
   * a wrong call is computed from.
   */
  static void exactlyOne(String name, PyObject[] a, String[] k) {
    if (a.length != 1 || Args.kwCount(k) != 0) {
      Args.exact(name, prepend(a), k, 2);
    }
  }

  /** Args.* count self; builtins have none, so checks are made on a shifted view. */
  static PyObject[] prepend(PyObject[] a) {
    PyObject[] out = new PyObject[a.length + 1];
    out[0] = PyNone.NONE;
    System.arraycopy(a, 0, out, 1, a.length);
    return out;
  }

  static void expectCount(String name, PyObject[] a, String[] k, int n) {
    Args.noKeywords(name, k);
    if (a.length != n) {
      throw Errors.typeError(name + " expected " + n + " argument" + (n == 1 ? "" : "s") + ", got " + a.length);
    }
  }

  static PyObject divmod(PyObject[] a, String[] k) {
    expectCount("divmod", a, k, 2);
    PyObject x = a[0];
    PyObject y = a[1];
    PyType tx = x.type();
    PyType ty = y.type();
    PyObject fx = tx.lookup("__divmod__");
    PyObject fy = tx == ty ? null : ty.lookup("__rdivmod__");
    if (fy != null && ty.isSubtypeOf(tx) && fy != tx.lookup("__rdivmod__")) {
      PyObject r = Ops.callMethodDescriptor(fy, y, new PyObject[] {x}, null);
      if (r != PyNotImplemented.NOT_IMPLEMENTED) {
        return r;
      }
      fy = null;
    }
    if (fx != null && fx != PyNone.NONE) {
      PyObject r = Ops.callMethodDescriptor(fx, x, new PyObject[] {y}, null);
      if (r != PyNotImplemented.NOT_IMPLEMENTED) {
        return r;
      }
    }
    if (fy != null && fy != PyNone.NONE) {
      PyObject r = Ops.callMethodDescriptor(fy, y, new PyObject[] {x}, null);
      if (r != PyNotImplemented.NOT_IMPLEMENTED) {
        return r;
      }
    }
    throw Errors.typeError("unsupported operand type(s) for divmod(): '" + tx.name() + "' and '" + ty.name() + "'");
  }

  static PyObject pow(PyObject[] a, String[] k) {
    PyObject[] b = Args.bind("pow", a, k, 0, new String[] {"base", "exp", "mod"}, 2);
    if (b[2] == null || b[2] == PyNone.NONE) {
      return Ops.binary(b[0], b[1], Ops.Binary.POW);
    }
    PyObject base = b[0];
    PyObject exp = b[1];
    PyObject mod = b[2];
    PyObject f = base.type().lookup("__pow__");
    if (f != null && f != PyNone.NONE) {
      PyObject r = Ops.callMethodDescriptor(f, base, new PyObject[] {exp, mod}, null);
      if (r != PyNotImplemented.NOT_IMPLEMENTED) {
        return r;
      }
    }
    if (!(base instanceof PyInt) || !(exp instanceof PyInt) || !(mod instanceof PyInt)) {
      if (base.type().lookup("__pow__") != null && (base instanceof PyInt || isNumber(base))) {
        throw Errors.typeError("pow() 3rd argument not allowed unless all arguments are integers");
      }
    }
    throw Errors.typeError("unsupported operand type(s) for ** or pow(): '" + base.type().name() + "', '"
        + exp.type().name() + "', '" + mod.type().name() + "'");
  }

  private static boolean isNumber(PyObject o) {
    return o.type().lookup("__float__") != null || o.type().lookup("__index__") != null;
  }

  static PyObject round(PyObject[] a, String[] k) {
    int n = a.length;
    if (n > 2) {
      throw Errors.typeError("round() takes at most 2 arguments (" + n + " given)");
    }
    PyObject[] b = Args.bind("round", a, k, 0, new String[] {"number", "ndigits"}, 1);
    PyObject method = b[0].type().lookup("__round__");
    if (method == null || method == PyNone.NONE) {
      throw Errors.typeError("type " + b[0].type().name() + " doesn't define __round__ method");
    }
    if (b[1] == null || b[1] == PyNone.NONE) {
      return Ops.callMethodDescriptor(method, b[0], new PyObject[0], null);
    }
    return Ops.callMethodDescriptor(method, b[0], new PyObject[] {b[1]}, null);
  }

  static PyObject bin(PyObject[] a, String[] k) {
    exactlyOne("bin", a, k);
    return PyStr.of(radix(Ops.index(a[0]), 2, "0b"));
  }

  static PyObject oct(PyObject[] a, String[] k) {
    exactlyOne("oct", a, k);
    return PyStr.of(radix(Ops.index(a[0]), 8, "0o"));
  }

  static PyObject hex(PyObject[] a, String[] k) {
    exactlyOne("hex", a, k);
    return PyStr.of(radix(Ops.index(a[0]), 16, "0x"));
  }

  /** {@code -0b101} style rendering of an int in base 2, 8 or 16. */
  static String radix(PyInt i, int base, String prefix) {
    String digits;
    boolean negative;
    if (i.fitsLong()) {
      long v = i.longValue();
      negative = v < 0;
      digits = v == Long.MIN_VALUE ? BigInteger.valueOf(v).negate().toString(base)
          : Long.toString(Math.abs(v), base);
    } else {
      BigInteger v = i.bigValue();
      negative = v.signum() < 0;
      digits = BigMath.toPowerOfTwoString(v, base);
    }
    return (negative ? "-" : "") + prefix + digits;
  }
}
