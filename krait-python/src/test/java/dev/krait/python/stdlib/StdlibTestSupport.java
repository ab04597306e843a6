/*
 * Helpers for the stdlib module tests: build Python values from Java, call module functions
 * with positional and keyword arguments, and render results with repr() for comparison with
 * strings produced by CPython 3.11.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import java.util.ArrayList;
import java.util.List;

/** Static helpers for stdlib tests. */
final class StdlibTestSupport {
  private StdlibTestSupport() {}

  static final PyObject NONE = PyNone.NONE;
  static final PyObject TRUE = PyBool.TRUE;
  static final PyObject FALSE = PyBool.FALSE;

  static PyStr s(String v) {
    return PyStr.of(v);
  }

  static PyInt i(long v) {
    return PyInt.of(v);
  }

  static PyFloat f(double v) {
    return PyFloat.of(v);
  }

  static PyList list(PyObject... items) {
    PyList l = new PyList();
    for (PyObject o : items) {
      l.append(o);
    }
    return l;
  }

  static PyTuple tuple(PyObject... items) {
    return PyTuple.of(items);
  }

  /** dict(k1, v1, k2, v2, ...). */
  static PyDict dict(PyObject... kv) {
    PyDict d = new PyDict();
    for (int j = 0; j < kv.length; j += 2) {
      d.setItem(kv[j], kv[j + 1]);
    }
    return d;
  }

  /** A call: positional args, then "name=" markers followed by keyword values. */
  static PyObject call(PyObject callable, Object... args) {
    List<PyObject> values = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<PyObject> kwValues = new ArrayList<>();
    for (int j = 0; j < args.length; j++) {
      Object a = args[j];
      if (a instanceof String k && k.endsWith("=")) {
        names.add(k.substring(0, k.length() - 1));
        kwValues.add((PyObject) args[++j]);
      } else {
        values.add((PyObject) a);
      }
    }
    values.addAll(kwValues);
    return callable.call(values.toArray(new PyObject[0]), names.isEmpty() ? null : names.toArray(new String[0]));
  }

  /** module.fn(args...). */
  static PyObject fn(PyObject module, String name, Object... args) {
    return call(Ops.getattr(module, name), args);
  }

  /** obj.method(args...). */
  static PyObject meth(PyObject obj, String name, Object... args) {
    return call(Ops.getattr(obj, name), args);
  }

  static String repr(PyObject o) {
    return Ops.repr(o);
  }

  static String str(PyObject o) {
    return Ops.str(o);
  }

  /** "ExcType: message" of the Python exception a call raises, or "no error". */
  static String error(Runnable r) {
    try {
      r.run();
      return "no error";
    } catch (PyError e) {
      return e.value().type().name() + ": " + Ops.str(e.value());
    }
  }
}
