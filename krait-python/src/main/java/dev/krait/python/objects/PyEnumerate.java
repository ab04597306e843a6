/*
 * enumerate(iterable, start=0): pairs of a counter and the items of an iterator.
 */
package dev.krait.python.objects;

import java.util.function.Consumer;

/** {@code enumerate}. */
public final class PyEnumerate extends PyIterator {
  public static final PyType TYPE = PyType.builtin("enumerate", PyType.OBJECT, PyEnumerate::install);

  private final PyObject iterator;
  private long count;
  /** The counter as an int object once it leaves the long range (or started outside it). */
  private PyObject bigCount;

  public PyEnumerate(PyObject iterable, PyObject start) {
    this.iterator = Ops.iter(iterable);
    if (start == null) {
      count = 0;
    } else {
      PyInt s = Ops.index(start);
      if (s.fitsLong()) {
        count = s.longValue();
      } else {
        bigCount = s;
      }
    }
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyObject nextOrNull() {
    PyObject v = Ops.next(iterator);
    if (v == null) {
      return null;
    }
    PyObject index;
    if (bigCount == null) {
      index = PyInt.of(count);
      if (count == Long.MAX_VALUE) {
        bigCount = Ops.binary(index, PyInt.of(1), Ops.Binary.ADD);
      } else {
        count++;
      }
    } else {
      index = bigCount;
      bigCount = Ops.binary(bigCount, PyInt.of(1), Ops.Binary.ADD);
    }
    return new PyTuple(new PyObject[] {index, v});
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(iterator);
    v.visit(bigCount);
  }

  private static void install(PyType t) {
    PyIterator.installIteratorProtocol(t);
    t.defineStaticMethod("__new__", (a, k) -> {
      int npos = Args.posCount(a, k) - 1;
      if (npos == 0 && Args.kwCount(k) == 0) {
        throw Errors.typeError("enumerate() missing required argument 'iterable'");
      }
      PyObject[] b = Args.bind("enumerate", a, k, 1, new String[] {"iterable", "start"}, 0);
      if (b[0] == null) {
        throw Errors.typeError("enumerate() missing required argument 'iterable'");
      }
      return new PyEnumerate(b[0], b[1]);
    });
    t.defineClassMethod("__class_getitem__", (a, k) -> new PyGenericAlias((PyType) a[0], a[1]));
  }
}
