/*
 * reversed(seq): __reversed__ when the type has it, otherwise the sequence protocol
 * (__len__ and __getitem__) walked backwards.
 */
package dev.krait.python.objects;

import java.util.function.Consumer;

/** {@code reversed}. */
public final class PyReversed extends PyIterator {
  public static final PyType TYPE = PyType.builtin("reversed", PyType.OBJECT, PyReversed::install);

  private PyObject seq;
  private long index;

  private PyReversed(PyObject seq, long length) {
    this.seq = seq;
    this.index = length - 1;
  }

  /** {@code reversed(obj)}. */
  public static PyObject of(PyObject obj) {
    PyObject rev = obj.type().lookup("__reversed__");
    if (rev == PyNone.NONE) {
      throw Errors.typeError("'" + obj.type().name() + "' object is not reversible");
    }
    if (rev != null) {
      return Ops.callMethodDescriptor(rev, obj, new PyObject[0], null);
    }
    if (obj.type().lookup("__getitem__") == null || obj.type().lookup("__len__") == null
        || obj instanceof PyDict) {
      throw Errors.typeError("'" + obj.type().name() + "' object is not reversible");
    }
    return new PyReversed(obj, Ops.len(obj));
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyObject nextOrNull() {
    if (seq == null || index < 0) {
      seq = null;
      return null;
    }
    try {
      return Ops.getitem(seq, PyInt.of(index--));
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.INDEX_ERROR) || e.matches(ExceptionTypes.STOP_ITERATION)) {
        seq = null;
        return null;
      }
      throw e;
    }
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    if (seq != null) {
      visitor.visit(seq);
    }
  }

  private static void install(PyType t) {
    PyIterator.installIteratorProtocol(t);
    t.defineStaticMethod("__new__", (a, k) -> {
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError("reversed() takes no keyword arguments");
      }
      if (a.length != 2) {
        throw Errors.typeError("reversed expected 1 argument, got " + (a.length - 1));
      }
      return of(a[1]);
    });
  }
}
