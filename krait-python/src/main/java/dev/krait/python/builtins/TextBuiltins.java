/*
 * Builtins about text: repr, ascii, format, chr, ord.
 */
package dev.krait.python.builtins;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;

/** {@code repr ascii format chr ord}. */
final class TextBuiltins {
  private TextBuiltins() {}

  static PyObject repr(PyObject[] a, String[] k) {
    NumberBuiltins.exactlyOne("repr", a, k);
    return Ops.reprObject(a[0]);
  }

  static PyObject ascii(PyObject[] a, String[] k) {
    NumberBuiltins.exactlyOne("ascii", a, k);
    return PyStr.ascii(a[0]);
  }

  static PyObject format(PyObject[] a, String[] k) {
    PyObject[] b = Args.bind("format", a, k, 0, new String[] {"value", "format_spec"}, 1);
    String spec = "";
    if (b[1] != null) {
      if (!(b[1] instanceof PyStr s)) {
        throw Errors.typeError("format() argument 2 must be str, not " + b[1].type().name());
      }
      spec = s.value();
    }
    return Ops.format(b[0], spec);
  }

  static PyObject chr(PyObject[] a, String[] k) {
    NumberBuiltins.exactlyOne("chr", a, k);
    PyInt i = Ops.index(a[0]);
    if (!i.fitsLong()) {
      throw Errors.overflow("Python int too large to convert to C int");
    }
    long v = i.longValue();
    if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
      throw Errors.overflow("Python int too large to convert to C int");
    }
    if (v < 0 || v > 0x10FFFF) {
      throw Errors.valueError("chr() arg not in range(0x110000)");
    }
    return PyStr.of(new String(Character.toChars((int) v)));
  }

  static PyObject ord(PyObject[] a, String[] k) {
    NumberBuiltins.exactlyOne("ord", a, k);
    PyObject x = a[0];
    if (x instanceof PyStr s) {
      String v = s.value();
      int n = v.codePointCount(0, v.length());
      if (n != 1) {
        throw Errors.typeError("ord() expected a character, but string of length " + n + " found");
      }
      return PyInt.of(v.codePointAt(0));
    }
    String tn = x.type().name();
    if (tn.equals("bytes") || tn.equals("bytearray") || x.type().isSubtypeOf(bytesLike(tn))) {
      long n = Ops.len(x);
      if (n != 1) {
        throw Errors.typeError("ord() expected a character, but string of length " + n + " found");
      }
      return Ops.getitem(x, PyInt.of(0));
    }
    throw Errors.typeError("ord() expected string of length 1, but " + tn + " found");
  }

  private static dev.krait.python.objects.PyType bytesLike(String name) {
    PyObject t = Builtins.table().get("bytes");
    return t instanceof dev.krait.python.objects.PyType pt ? pt : dev.krait.python.objects.PyNone.TYPE;
  }
}
