/*
 * What classmethod and staticmethod share: one wrapped callable, the constructor taking exactly
 * it, __func__/__wrapped__, and a __get__ visible to Python that defers to the Java descriptor.
 * They differ only in what binding returns.
 */
package dev.krait.python.objects;

import java.util.function.Function;

abstract class FunctionWrapper extends PyObject implements Descriptor {
  final PyObject function;

  FunctionWrapper(PyObject function) {
    this.function = function;
  }

  public final PyObject function() {
    return function;
  }

  static void install(PyType t, String name, Function<PyObject, FunctionWrapper> wrap) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.exact(name, a, k, 2);
      return wrap.apply(a[1]);
    });
    t.defineMethod("__init__", (a, k) -> PyNone.NONE);
    t.defineGetter("__func__", o -> ((FunctionWrapper) o).function);
    t.defineGetter("__wrapped__", o -> ((FunctionWrapper) o).function);
    t.defineMethod("__get__", (a, k) -> { // descriptor protocol visible to Python (functools.singledispatchmethod)
      Args.range("__get__", a, k, 2, 3);
      PyObject inst = a[1] == PyNone.NONE ? null : a[1];
      PyObject owner = a.length > 2 ? a[2] : PyNone.NONE;
      if (inst == null && owner == PyNone.NONE) {
        throw Errors.typeError("__get__(None, None) is invalid");
      }
      return ((FunctionWrapper) a[0]).get(inst, owner instanceof PyType ot ? ot : null);
    });
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    super.forEachReference(v);
    v.visit(function);
  }
}
