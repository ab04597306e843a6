/*
 * Handlers of the building, unpacking, formatting and with-statement opcodes.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import java.util.ArrayList;
import java.util.List;

/** Opcode helpers for collections, strings and context managers. */
final class Support {
  private Support() {}

  static PyObject slice(PyObject lower, PyObject upper, PyObject step) {
    return Ops.call(BuiltinsTable.get("slice"), lower, upper, step);
  }

  static PyObject tuple(PyObject[] stack, int from, int n) {
    PyObject[] items = new PyObject[n];
    System.arraycopy(stack, from, items, 0, n);
    for (int i = 0; i < n; i++) {
      stack[from + i] = null;
    }
    return PyTuple.of(items);
  }

  static PyObject buildSet(PyObject[] stack, int from, int n) {
    PyObject set = Ops.call(BuiltinsTable.get("set"));
    for (int i = 0; i < n; i++) {
      setAdd(set, stack[from + i]);
      stack[from + i] = null;
    }
    return set;
  }

  static void setAdd(PyObject set, PyObject v) {
    Ops.getattr(set, "add").call(new PyObject[] {v}, null);
  }

  static void setUpdate(PyObject set, PyObject iterable) {
    for (PyObject v : iterableArray(iterable, "Value after * must be an iterable, not ")) {
      setAdd(set, v);
    }
  }

  static PyObject concatStrings(ResourceMeter meter, PyObject[] stack, int from, int n) {
    long len = 0;
    for (int i = 0; i < n; i++) {
      len += ((PyStr) stack[from + i]).value().length();
    }
    meter.allocateString(len);
    StringBuilder sb = new StringBuilder((int) Math.min(len, Integer.MAX_VALUE - 16));
    for (int i = 0; i < n; i++) {
      sb.append(((PyStr) stack[from + i]).value());
      stack[from + i] = null;
    }
    return PyStr.of(sb.toString());
  }

  private static PyObject[] iterableArray(PyObject it, String message) {
    try {
      return Ops.toArray(it);
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.TYPE_ERROR) && it.type().lookup("__iter__") == null
          && it.type().lookup("__getitem__") == null) {
        throw Errors.typeError(message + it.type().name());
      }
      throw e;
    }
  }

  static void listExtend(PyObject[] stack, int sp, int depth, PyObject it) {
    PyList list = (PyList) stack[sp - depth];
    String message = "Value after * must be an iterable, not ";
    // in a call f(*x): [callable, null, list]
    if (sp - depth - 2 >= 0 && depth == 1 && stack[sp - depth - 1] == null && stack[sp - depth - 2] != null) {
      message = callableName(stack[sp - depth - 2]) + " argument after * must be an iterable, not ";
    }
    PyObject[] items = iterableArray(it, message);
    ResourceMeter.current().allocateSlots(items.length);
    for (PyObject v : items) {
      list.append(v);
    }
  }

  static String callableName(PyObject c) {
    if (c instanceof PyFunction fn) {
      String mod = fn.module instanceof PyStr ms ? ms.value() : null;
      return (mod == null || mod.equals("builtins") ? "" : mod + ".") + fn.qualname + "()";
    }
    if (c instanceof dev.krait.python.objects.PyBoundMethod bm) {
      return callableName(bm.function());
    }
    if (c instanceof PyType t) {
      return t.name() + "()";
    }
    PyObject n = Ops.getattrOrNull(c, "__qualname__", null);
    if (n == null) {
      n = Ops.getattrOrNull(c, "__name__", null);
    }
    return n instanceof PyStr s ? s.value() + "()" : c.type().name() + " object";
  }

  static void dictUpdate(PyDict d, PyObject m) {
    if (m instanceof PyDict src) {
      for (PyObject k : src.keys()) {
        d.setItem(k, src.getItemOrNull(k));
      }
      return;
    }
    PyObject keys = Ops.getattrOrNull(m, "keys", null);
    if (keys == null) {
      throw Errors.typeError("'" + m.type().name() + "' object is not a mapping");
    }
    for (PyObject k : Ops.toArray(Ops.call(keys))) {
      d.setItem(k, Ops.getitem(m, k));
    }
  }

  static void dictMerge(PyDict d, PyObject m, PyObject callable) {
    List<PyObject> keys = new ArrayList<>();
    if (m instanceof PyDict src) {
      keys.addAll(src.keys());
    } else {
      PyObject keysFn = Ops.getattrOrNull(m, "keys", null);
      if (keysFn == null) {
        throw Errors.typeError(callableName(callable) + " argument after ** must be a mapping, not "
            + m.type().name());
      }
      keys.addAll(List.of(Ops.toArray(Ops.call(keysFn))));
    }
    for (PyObject k : keys) {
      if (!(k instanceof PyStr s)) {
        throw Errors.typeError("keywords must be strings");
      }
      if (d.getItemOrNull(k) != null) {
        throw Errors.typeError(callableName(callable) + " got multiple values for keyword argument '" + s.value()
            + "'");
      }
      d.setItem(k, m instanceof PyDict src ? src.getItemOrNull(k) : Ops.getitem(m, k));
    }
  }

  static PyObject formatValue(PyObject v, int conversion, PyObject spec) {
    switch (conversion) {
      case 1 -> v = Ops.strObject(v);
      case 2 -> v = Ops.reprObject(v);
      case 3 -> v = Ops.call(BuiltinsTable.get("ascii"), v);
      default -> { }
    }
    String s = spec == null ? "" : ((PyStr) spec).value();
    if (s.isEmpty() && v instanceof PyStr && v.type() == PyStr.TYPE) {
      return v;
    }
    return Ops.format(v, s);
  }

  private static PyObject[] unpackItems(PyObject seq) {
    if (seq instanceof PyTuple t && t.type() == PyTuple.TYPE) {
      return t.toArray();
    }
    if (seq instanceof PyList l && l.type() == PyList.TYPE) {
      return l.toArray();
    }
    if (seq.type().lookup("__iter__") == null && seq.type().lookup("__getitem__") == null) {
      throw Errors.typeError("cannot unpack non-iterable " + seq.type().name() + " object");
    }
    return null;
  }

  /** UNPACK_SEQUENCE: returns the new sp. */
  static int unpack(PyObject[] stack, int sp, int n) {
    PyObject seq = stack[--sp];
    // an exact tuple or list of the right size is read in place (no copy of its items)
    if (seq instanceof PyTuple t && t.type() == PyTuple.TYPE && t.size() == n) {
      for (int i = n - 1; i >= 0; i--) {
        stack[sp++] = t.get(i);
      }
      return sp;
    }
    if (seq instanceof PyList l && l.type() == PyList.TYPE && l.size() == n) {
      for (int i = n - 1; i >= 0; i--) {
        stack[sp++] = l.get(i);
      }
      return sp;
    }
    PyObject[] items = unpackItems(seq);
    if (items == null) {
      List<PyObject> got = new ArrayList<>();
      PyObject it = Ops.iter(seq);
      for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
        got.add(v);
        if (got.size() > n) {
          throw Errors.valueError("too many values to unpack (expected " + n + ")");
        }
      }
      items = got.toArray(new PyObject[0]);
    }
    if (items.length < n) {
      throw Errors.valueError("not enough values to unpack (expected " + n + ", got " + items.length + ")");
    }
    if (items.length > n) {
      throw Errors.valueError("too many values to unpack (expected " + n + ")");
    }
    for (int i = n - 1; i >= 0; i--) {
      stack[sp++] = items[i];
    }
    return sp;
  }

  /** UNPACK_EX: returns the new sp. */
  static int unpackEx(PyObject[] stack, int sp, int before, int after) {
    PyObject seq = stack[--sp];
    PyObject[] items = unpackItems(seq);
    if (items == null) {
      items = Ops.toArray(seq);
    }
    if (items.length < before + after) {
      throw Errors.valueError("not enough values to unpack (expected at least " + (before + after) + ", got "
          + items.length + ")");
    }
    for (int i = items.length - 1; i >= items.length - after; i--) {
      stack[sp++] = items[i];
    }
    PyList middle = new PyList();
    ResourceMeter.current().allocateSlots(items.length - before - after);
    for (int i = before; i < items.length - after; i++) {
      middle.append(items[i]);
    }
    stack[sp++] = middle;
    for (int i = before - 1; i >= 0; i--) {
      stack[sp++] = items[i];
    }
    return sp;
  }

  /** BEFORE_WITH / BEFORE_ASYNC_WITH: (mgr -- exit enter_result). */
  static int beforeWith(PyObject[] stack, int sp, boolean async) {
    PyObject mgr = stack[sp - 1];
    PyType tp = mgr.type();
    PyObject enter = tp.lookup(async ? "__aenter__" : "__enter__");
    PyObject exit = tp.lookup(async ? "__aexit__" : "__exit__");
    if (enter == null || exit == null) {
      throw Errors.typeError("'" + tp.name() + "' object does not support the "
          + (async ? "asynchronous " : "") + "context manager protocol");
    }
    PyObject boundExit = Ops.bindDescriptor(exit, mgr, tp);
    stack[sp - 1] = boundExit;
    stack[sp++] = Ops.callMethodDescriptor(enter, mgr, new PyObject[0], null);
    return sp;
  }

  static PyObject none() {
    return PyNone.NONE;
  }
}
