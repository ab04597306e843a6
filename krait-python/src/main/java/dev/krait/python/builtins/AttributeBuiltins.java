/*
 * Builtins about attributes: getattr, hasattr, setattr, delattr, vars, dir.
 */
package dev.krait.python.builtins;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;

/** {@code getattr hasattr setattr delattr vars dir}. */
final class AttributeBuiltins {
  private AttributeBuiltins() {}

  private static String name(PyObject o) {
    if (o instanceof PyStr s) {
      return s.value();
    }
    throw Errors.typeError("attribute name must be string, not '" + o.type().name() + "'");
  }

  static PyObject getattr(PyObject[] a, String[] k) {
    Args.noKeywords("getattr", k);
    if (a.length < 2) {
      throw Errors.typeError("getattr expected at least 2 arguments, got " + a.length);
    }
    if (a.length > 3) {
      throw Errors.typeError("getattr expected at most 3 arguments, got " + a.length);
    }
    String n = name(a[1]);
    if (a.length == 3) {
      return Ops.getattrOrNull(a[0], n, a[2]);
    }
    return Ops.getattr(a[0], n);
  }

  static PyObject hasattr(PyObject[] a, String[] k) {
    NumberBuiltins.expectCount("hasattr", a, k, 2);
    return PyBool.of(Ops.hasattr(a[0], name(a[1])));
  }

  static PyObject setattr(PyObject[] a, String[] k) {
    NumberBuiltins.expectCount("setattr", a, k, 3);
    Ops.setattr(a[0], name(a[1]), a[2]);
    return PyNone.NONE;
  }

  static PyObject delattr(PyObject[] a, String[] k) {
    NumberBuiltins.expectCount("delattr", a, k, 2);
    Ops.delattr(a[0], name(a[1]));
    return PyNone.NONE;
  }

  static PyObject vars(PyObject[] a, String[] k) {
    Args.noKeywords("vars", k);
    if (a.length == 0) {
      throw Errors.typeError("vars() without an argument is provided by the interpreter");
    }
    if (a.length > 1) {
      throw Errors.typeError("vars expected at most 1 argument, got " + a.length);
    }
    try {
      return Ops.getattr(a[0], "__dict__");
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.ATTRIBUTE_ERROR)) {
        throw Errors.typeError("vars() argument must have __dict__ attribute");
      }
      throw e;
    }
  }

  static PyObject dir(PyObject[] a, String[] k) {
    Args.noKeywords("dir", k);
    if (a.length == 0) {
      throw Errors.typeError("dir() without an argument is provided by the interpreter");
    }
    if (a.length > 1) {
      throw Errors.typeError("dir expected at most 1 argument, got " + a.length);
    }
    if (a[0] instanceof dev.krait.python.objects.PyType t
        && t.type().lookup("__dir__") == dev.krait.python.objects.PyType.OBJECT.lookup("__dir__")) {
      java.util.TreeSet<String> names = new java.util.TreeSet<>();
      for (dev.krait.python.objects.PyType c : t.mroArray()) {
        names.addAll(c.dict().keySet());
      }
      PyList out = new PyList();
      for (String n : names) {
        out.append(PyStr.of(n));
      }
      return out;
    }
    PyObject r = Ops.callSpecial(a[0], "__dir__");
    if (r == null) {
      throw Errors.typeError("object does not provide __dir__");
    }
    PyList list = PyList.fromIterable(r);
    list.sort(null, false);
    return list;
  }
}
