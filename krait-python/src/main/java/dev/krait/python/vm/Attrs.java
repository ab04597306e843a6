/*
 * Attribute access from bytecode: LOAD_METHOD finds plain functions on the type without
 * allocating a bound method, and LOAD_ATTR has a fast path for ordinary instances.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;

/** LOAD_ATTR / LOAD_METHOD. */
final class Attrs {
  private Attrs() {}

  private static volatile PyObject objectGetattribute;

  static PyObject defaultGetattribute() {
    PyObject g = objectGetattribute;
    if (g == null) {
      g = PyType.OBJECT.lookup("__getattribute__");
      objectGetattribute = g;
    }
    return g;
  }

  static PyObject getattr(PyObject o, String name) {
    return Ops.getattr(o, name);
  }

  /** (o -- method o) or (o -- attr null); returns the new sp. */
  static int loadMethod(PyObject[] stack, int sp, String name) {
    PyObject o = stack[sp - 1];
    if (!(o instanceof PyType)) {
      PyType tp = o.type();
      PyObject descr = tp.lookup(name);
      if ((descr instanceof PyFunction || descr instanceof PyBuiltinFunction bf && bf.isMethod())
          && tp.lookup("__getattribute__") == defaultGetattribute()) {
        PyDict d = o.instanceDict();
        if (d == null || d.getStrOrNull(name) == null) {
          stack[sp - 1] = descr;
          stack[sp++] = o;
          return sp;
        }
      }
    }
    stack[sp - 1] = Ops.getattr(o, name);
    stack[sp++] = null;
    return sp;
  }
}
