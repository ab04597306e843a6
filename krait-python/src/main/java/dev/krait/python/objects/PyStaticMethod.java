/*
 * staticmethod(f): returns f unbound from both instance and class access.
 */
package dev.krait.python.objects;

/** {@code staticmethod}. */
public final class PyStaticMethod extends PyObject implements Descriptor {
  public static final PyType TYPE = PyType.builtin("staticmethod", PyType.OBJECT, PyStaticMethod::install);

  private final PyObject function;

  public PyStaticMethod(PyObject function) {
    this.function = function;
  }

  public PyObject function() {
    return function;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyObject get(PyObject instance, PyType owner) {
    return function;
  }

  @Override
  public PyObject call(PyObject[] args, String[] kwnames) {
    return function.call(args, kwnames);
  }

  private static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.exact("staticmethod", a, k, 2);
      return new PyStaticMethod(a[1]);
    });
    t.defineMethod("__init__", (a, k) -> PyNone.NONE);
    t.defineGetter("__func__", o -> ((PyStaticMethod) o).function);
    t.defineGetter("__wrapped__", o -> ((PyStaticMethod) o).function);
    t.defineMethod("__get__", (a, k) -> { // descriptor protocol visible to Python (functools.singledispatchmethod)
      Args.range("__get__", a, k, 2, 3);
      PyObject inst = a[1] == PyNone.NONE ? null : a[1];
      PyObject owner = a.length > 2 ? a[2] : PyNone.NONE;
      if (inst == null && owner == PyNone.NONE) {
        throw Errors.typeError("__get__(None, None) is invalid");
      }
      return ((PyStaticMethod) a[0]).get(inst, owner instanceof PyType ot ? ot : null);
    });
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    super.forEachReference(v);
    v.visit(function);
  }
}
