/*
 * map(function, iterable, ...): the function applied to the items of one or more iterators.
 */
package dev.krait.python.objects;

import java.util.function.Consumer;

/** {@code map}. */
public final class PyMap extends PyIterator {
  public static final PyType TYPE = PyType.builtin("map", PyType.OBJECT, PyMap::install);

  private final PyObject function;
  private final PyObject[] iterators;

  public PyMap(PyObject function, PyObject[] iterables) {
    this.function = function;
    this.iterators = new PyObject[iterables.length];
    for (int i = 0; i < iterables.length; i++) {
      iterators[i] = Ops.iter(iterables[i]);
    }
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyObject nextOrNull() {
    PyObject[] args = new PyObject[iterators.length];
    for (int i = 0; i < iterators.length; i++) {
      PyObject v = Ops.next(iterators[i]);
      if (v == null) {
        return null;
      }
      args[i] = v;
    }
    return function.call(args, null);
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    visitor.visit(function);
    for (PyObject it : iterators) {
      visitor.visit(it);
    }
  }

  private static void install(PyType t) {
    PyIterator.installIteratorProtocol(t);
    t.defineStaticMethod("__new__", (a, k) -> {
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError("map() takes no keyword arguments");
      }
      if (a.length < 3) {
        throw Errors.typeError("map() must have at least two arguments.");
      }
      PyObject[] iterables = new PyObject[a.length - 2];
      System.arraycopy(a, 2, iterables, 0, iterables.length);
      return new PyMap(a[1], iterables);
    });
  }
}
