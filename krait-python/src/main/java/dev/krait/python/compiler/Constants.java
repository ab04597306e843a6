/*
 * Python objects for literal values of the AST, and the keys that de-duplicate them in a
 * constant pool (1, 1.0 and True are different constants).
 */
package dev.krait.python.compiler;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyEllipsis;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.parser.Node;
import java.math.BigInteger;

/** Literal conversion for the compiler. */
public final class Constants {
  private Constants() {}

  /** The Python object of a literal as the parser represents it (see Node.Constant). */
  public static PyObject of(Object v) {
    if (v == null) {
      return PyNone.NONE;
    }
    if (v instanceof Boolean b) {
      return PyBool.of(b);
    }
    if (v instanceof Long l) {
      return PyInt.of(l);
    }
    if (v instanceof Integer i) {
      return PyInt.of(i);
    }
    if (v instanceof BigInteger big) {
      return PyInt.of(big);
    }
    if (v instanceof Double d) {
      return PyFloat.of(d);
    }
    if (v instanceof String s) {
      return PyStr.of(s);
    }
    if (v instanceof byte[] bytes) {
      PyList items = new PyList();
      for (byte b : bytes) {
        items.append(PyInt.of(b & 0xff));
      }
      return Ops.call(dev.krait.python.vm.BuiltinsTable.get("bytes"), items);
    }
    if (v instanceof Node.ImaginaryLiteral im) {
      return Ops.call(dev.krait.python.vm.BuiltinsTable.get("complex"), PyFloat.of(0.0), PyFloat.of(im.imag()));
    }
    if (v == Node.EllipsisLiteral.INSTANCE) {
      return PyEllipsis.ELLIPSIS;
    }
    if (v instanceof PyObject o) {
      return o;
    }
    throw new IllegalArgumentException("unknown constant " + v.getClass());
  }

  /** A key equal for equal constants of the same type only. */
  static Object key(PyObject c) {
    if (c == PyNone.NONE || c instanceof PyBool) {
      return c;
    }
    if (c instanceof PyStr s && c.type() == PyStr.TYPE) {
      return "s:" + s.value();
    }
    if (c instanceof PyInt i && c.type() == PyInt.TYPE && i.fitsLong()) {
      return "i:" + i.longValue();
    }
    if (c instanceof PyFloat f && c.type() == PyFloat.TYPE) {
      return "f:" + Double.doubleToRawLongBits(f.value());
    }
    return c;
  }

  static boolean isTruthyLiteral(Object v) {
    return Boolean.TRUE.equals(v) || v instanceof Long l && l != 0;
  }

  /** Unused helper kept for symmetry with tuples of constants. */
  static PyTuple tuple(PyObject... items) {
    return PyTuple.of(items);
  }
}
