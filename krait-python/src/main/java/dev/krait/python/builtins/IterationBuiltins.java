/*
 * Builtins about iteration: iter, next, len, sorted, aiter, anext.
 */
package dev.krait.python.builtins;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyCallIterator;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PySet;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;

/** {@code iter next len sorted aiter anext}. */
final class IterationBuiltins {
  private IterationBuiltins() {}

  static PyObject iter(PyObject[] a, String[] k) {
    Args.noKeywords("iter", k);
    if (a.length == 0) {
      throw Errors.typeError("iter expected at least 1 argument, got 0");
    }
    if (a.length > 2) {
      throw Errors.typeError("iter expected at most 2 arguments, got " + a.length);
    }
    if (a.length == 1) {
      return Ops.iter(a[0]);
    }
    if (!TypeBuiltins.isCallable(a[0])) {
      throw Errors.typeError("iter(v, w): v must be callable");
    }
    return new PyCallIterator(a[0], a[1]);
  }

  static PyObject next(PyObject[] a, String[] k) {
    Args.noKeywords("next", k);
    if (a.length == 0) {
      throw Errors.typeError("next expected at least 1 argument, got 0");
    }
    if (a.length > 2) {
      throw Errors.typeError("next expected at most 2 arguments, got " + a.length);
    }
    PyObject it = a[0];
    if (it instanceof PyIterator pit) {
      PyObject v = pit.nextOrNull();
      if (v != null) {
        return v;
      }
      if (a.length == 2) {
        return a[1];
      }
      throw Errors.of(ExceptionTypes.STOP_ITERATION);
    }
    PyObject method = it.type().lookup("__next__");
    if (method == null || method == PyNone.NONE) {
      throw Errors.typeError("'" + it.type().name() + "' object is not an iterator");
    }
    try {
      return Ops.callMethodDescriptor(method, it, new PyObject[0], null);
    } catch (PyError e) {
      if (a.length == 2 && e.matches(ExceptionTypes.STOP_ITERATION)) {
        return a[1];
      }
      throw e;
    }
  }

  static PyObject len(PyObject[] a, String[] k) {
    NumberBuiltins.exactlyOne("len", a, k);
    PyObject o = a[0];
    PyType t = o.type();
    if (t == PyList.TYPE) {
      return PyInt.of(((PyList) o).size());
    }
    if (t == PyTuple.TYPE) {
      return PyInt.of(((PyTuple) o).size());
    }
    if (t == PyDict.TYPE) {
      return PyInt.of(((PyDict) o).size());
    }
    if (t == PySet.TYPE || t == PySet.FROZEN_TYPE) {
      return PyInt.of(((PySet) o).size());
    }
    if (t == PyStr.TYPE) {
      return PyInt.of(((PyStr) o).length());
    }
    return PyInt.of(Ops.len(o));
  }

  static PyObject sorted(PyObject[] a, String[] k) {
    int npos = Args.posCount(a, k);
    if (npos != 1) {
      throw Errors.typeError("sorted expected 1 argument, got " + npos);
    }
    PyObject key = null;
    boolean reverse = false;
    int nkw = Args.kwCount(k);
    for (int i = 0; i < nkw; i++) {
      PyObject v = a[1 + i];
      switch (k[i]) {
        case "key" -> key = v;
        case "reverse" -> reverse = Ops.truthy(v);
        default -> throw Errors.typeError("'" + k[i] + "' is an invalid keyword argument for sort()");
      }
    }
    PyList list = PyList.fromIterable(a[0]);
    list.sort(key, reverse);
    return list;
  }

  static PyObject aiter(PyObject[] a, String[] k) {
    NumberBuiltins.exactlyOne("aiter", a, k);
    PyObject r = Ops.callSpecial(a[0], "__aiter__");
    if (r == null) {
      throw Errors.typeError("'" + a[0].type().name() + "' object is not an async iterable");
    }
    if (r.type().lookup("__anext__") == null) {
      throw Errors.typeError("aiter() returned not an async iterator of type '" + r.type().name() + "'");
    }
    return r;
  }

  static PyObject anext(PyObject[] a, String[] k) {
    Args.noKeywords("anext", k);
    if (a.length == 0) {
      throw Errors.typeError("anext expected at least 1 argument, got 0");
    }
    if (a.length > 2) {
      throw Errors.typeError("anext expected at most 2 arguments, got " + a.length);
    }
    PyObject method = a[0].type().lookup("__anext__");
    if (method == null || method == PyNone.NONE) {
      throw Errors.typeError("'" + a[0].type().name() + "' object is not an async iterator");
    }
    PyObject awaitable = Ops.callMethodDescriptor(method, a[0], new PyObject[0], null);
    if (a.length == 1) {
      return awaitable;
    }
    if (dev.krait.python.vm.PyGenerator.setAnextDefault(awaitable, a[1])) {
      return awaitable;
    }
    return new AnextAwaitable(awaitable, a[1]);
  }
}
