/*
 * filter(function or None, iterable): the items for which the function (or truth) holds.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.util.function.Consumer;

/** {@code filter}. */
public final class PyFilter extends PyIterator {
  public static final PyType TYPE = PyType.builtin("filter", PyType.OBJECT, PyFilter::install);

  private final PyObject function;
  private final PyObject iterator;

  public PyFilter(PyObject function, PyObject iterable) {
    this.function = function;
    this.iterator = Ops.iter(iterable);
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyObject nextOrNull() {
    ResourceMeter meter = ResourceMeter.current();
    boolean identity = function == PyNone.NONE || function == PyBool.TYPE;
    for (PyObject v = Ops.next(iterator); v != null; v = Ops.next(iterator)) {
      meter.tick();
      boolean keep = identity ? Ops.truthy(v) : Ops.truthy(function.call(new PyObject[] {v}, null));
      if (keep) {
        return v;
      }
    }
    return null;
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    visitor.visit(function);
    visitor.visit(iterator);
  }

  private static void install(PyType t) {
    PyIterator.installIteratorProtocol(t);
    t.defineStaticMethod("__new__", (a, k) -> {
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError("filter() takes no keyword arguments");
      }
      if (a.length != 3) {
        throw Errors.typeError("filter expected 2 arguments, got " + (a.length - 1));
      }
      return new PyFilter(a[1], a[2]);
    });
  }
}
