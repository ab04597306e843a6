/*
 * Builtins that reduce an iterable: all, any, min, max, sum.
 */
package dev.krait.python.builtins;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Containers;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;

/** {@code all any min max sum}. */
final class ReductionBuiltins {
  private ReductionBuiltins() {}

  static PyObject all(PyObject[] a, String[] k) {
    NumberBuiltins.exactlyOne("all", a, k);
    PyObject it = Ops.iter(a[0]);
    ResourceMeter meter = ResourceMeter.current();
    for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
      meter.tick();
      if (!Ops.truthy(v)) {
        return PyBool.FALSE;
      }
    }
    return PyBool.TRUE;
  }

  static PyObject any(PyObject[] a, String[] k) {
    NumberBuiltins.exactlyOne("any", a, k);
    PyObject it = Ops.iter(a[0]);
    ResourceMeter meter = ResourceMeter.current();
    for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
      meter.tick();
      if (Ops.truthy(v)) {
        return PyBool.TRUE;
      }
    }
    return PyBool.FALSE;
  }

  static PyObject max(PyObject[] a, String[] k) {
    return minMax(a, k, true);
  }

  static PyObject min(PyObject[] a, String[] k) {
    return minMax(a, k, false);
  }

  /** {@code val > best} (max) or {@code val < best} (min), with exact-type fast paths. */
  private static boolean better(PyObject val, PyObject best, boolean isMax) {
    PyType tv = val.type();
    if (tv == best.type() && (tv == PyInt.TYPE || tv == PyFloat.TYPE || tv == PyStr.TYPE)) {
      return isMax ? Containers.lt(best, val) : Containers.lt(val, best);
    }
    return Ops.truthy(Ops.richCompare(val, best, isMax ? Ops.Compare.GT : Ops.Compare.LT));
  }

  private static PyObject minMax(PyObject[] a, String[] k, boolean isMax) {
    String name = isMax ? "max" : "min";
    int nkw = Args.kwCount(k);
    int npos = a.length - nkw;
    PyObject key = null;
    PyObject dflt = null;
    for (int i = 0; i < nkw; i++) {
      PyObject v = a[npos + i];
      switch (k[i]) {
        case "key" -> key = v;
        case "default" -> dflt = v;
        default -> throw Errors.typeError("'" + k[i] + "' is an invalid keyword argument for " + name + "()");
      }
    }
    if (key == PyNone.NONE) {
      key = null;
    }
    if (npos == 0) {
      throw Errors.typeError(name + " expected at least 1 argument, got 0");
    }
    PyObject it;
    if (npos == 1) {
      it = Ops.iter(a[0]);
    } else {
      if (dflt != null) {
        throw Errors.typeError("Cannot specify a default for " + name + "() with multiple positional arguments");
      }
      PyObject[] items = new PyObject[npos];
      System.arraycopy(a, 0, items, 0, npos);
      it = Ops.iter(dev.krait.python.objects.PyTuple.wrap(items));
    }
    ResourceMeter meter = ResourceMeter.current();
    PyObject best = null;
    PyObject bestKey = null;
    for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
      meter.tick();
      PyObject kv = key == null ? v : key.call(new PyObject[] {v}, null);
      if (best == null || better(kv, bestKey, isMax)) {
        best = v;
        bestKey = kv;
      }
    }
    if (best == null) {
      if (dflt != null) {
        return dflt;
      }
      throw Errors.valueError(name + "() arg is an empty sequence");
    }
    return best;
  }

  static PyObject sum(PyObject[] a, String[] k) {
    int npos = Args.posCount(a, k);
    if (npos == 0 && Args.kwCount(k) == 0) {
      throw Errors.typeError("sum() takes at least 1 positional argument (0 given)");
    }
    if (npos > 2) {
      throw Errors.typeError("sum() takes at most 2 arguments (" + a.length + " given)");
    }
    PyObject[] b = Args.bind("sum", a, k, 0, new String[] {"iterable", "start"}, 1);
    PyObject result = b[1] == null ? PyInt.of(0) : b[1];
    if (result instanceof PyStr) {
      throw Errors.typeError("sum() can't sum strings [use ''.join(seq) instead]");
    }
    String tn = result.type().name();
    if (tn.equals("bytes")) {
      throw Errors.typeError("sum() can't sum bytes [use b''.join(seq) instead]");
    }
    if (tn.equals("bytearray")) {
      throw Errors.typeError("sum() can't sum bytearray [use b''.join(seq) instead]");
    }
    PyObject it = Ops.iter(b[0]);
    ResourceMeter meter = ResourceMeter.current();
    PyObject item = null;
    // int fast path
    if (result.type() == PyInt.TYPE && ((PyInt) result).fitsLong()) {
      long acc = ((PyInt) result).longValue();
      boolean pending = false;
      while (true) {
        item = next(it);
        if (item == null) {
          return PyInt.of(acc);
        }
        meter.tick();
        PyType t = item.type();
        if ((t == PyInt.TYPE || t == PyBool.TYPE) && ((PyInt) item).fitsLong()) {
          long x = ((PyInt) item).longValue();
          long s = acc + x;
          if (((acc ^ s) & (x ^ s)) < 0) {
            pending = true;
            break;
          }
          acc = s;
          continue;
        }
        pending = true;
        break;
      }
      result = PyInt.of(acc);
      if (pending) {
        result = Ops.binary(result, item, Ops.Binary.ADD);
        item = null;
      }
    }
    // float fast path
    if (result.type() == PyFloat.TYPE) {
      double acc = ((PyFloat) result).value();
      while (true) {
        item = next(it);
        if (item == null) {
          return PyFloat.of(acc);
        }
        meter.tick();
        PyType t = item.type();
        if (t == PyFloat.TYPE) {
          acc += ((PyFloat) item).value();
          continue;
        }
        if ((t == PyInt.TYPE || t == PyBool.TYPE) && ((PyInt) item).fitsLong()) {
          acc += (double) ((PyInt) item).longValue();
          continue;
        }
        break;
      }
      result = Ops.binary(PyFloat.of(acc), item, Ops.Binary.ADD);
    }
    // the running total (a list growing by +, say) is seen by the memory walk while the iterator runs
    PyObject[] total = {result};
    meter.hold(total);
    try {
      for (item = next(it); item != null; item = next(it)) {
        meter.tick();
        total[0] = Ops.binary(total[0], item, Ops.Binary.ADD);
      }
      return total[0];
    } finally {
      meter.release(total);
    }
  }

  private static PyObject next(PyObject it) {
    return it instanceof PyIterator pit ? pit.nextOrNull() : Ops.next(it);
  }
}
