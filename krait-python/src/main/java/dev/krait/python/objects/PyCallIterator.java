/*
 * iter(callable, sentinel): calls the callable until it returns the sentinel.
 */
package dev.krait.python.objects;

import java.util.function.Consumer;

/** {@code callable_iterator}. */
public final class PyCallIterator extends PyIterator {
  public static final PyType TYPE = PyType.builtin("callable_iterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);

  private PyObject callable;
  private final PyObject sentinel;

  public PyCallIterator(PyObject callable, PyObject sentinel) {
    this.callable = callable;
    this.sentinel = sentinel;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyObject nextOrNull() {
    if (callable == null) {
      return null;
    }
    PyObject v;
    try {
      v = callable.call(new PyObject[0], null);
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.STOP_ITERATION)) {
        callable = null;
        return null;
      }
      throw e;
    }
    if (Ops.eq(v, sentinel)) {
      callable = null;
      return null;
    }
    return v;
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    if (callable != null) {
      visitor.visit(callable);
    }
    visitor.visit(sentinel);
  }
}
