/*
 * classmethod(f): binds f to the class, whether accessed through the class or an instance.
 */
package dev.krait.python.objects;

/** {@code classmethod}. */
public final class PyClassMethod extends PyObject implements Descriptor {
  public static final PyType TYPE = PyType.builtin("classmethod", PyType.OBJECT, PyClassMethod::install);

  private final PyObject function;

  public PyClassMethod(PyObject function) {
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
    PyType cls = owner != null ? owner : instance.type();
    return new PyBoundMethod(cls, function);
  }

  private static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.exact("classmethod", a, k, 2);
      return new PyClassMethod(a[1]);
    });
    t.defineMethod("__init__", (a, k) -> PyNone.NONE);
    t.defineGetter("__func__", o -> ((PyClassMethod) o).function);
    t.defineGetter("__wrapped__", o -> ((PyClassMethod) o).function);
    t.defineMethod("__get__", (a, k) -> { // descriptor protocol visible to Python (functools.singledispatchmethod)
      Args.range("__get__", a, k, 2, 3);
      PyObject inst = a[1] == PyNone.NONE ? null : a[1];
      PyObject owner = a.length > 2 ? a[2] : PyNone.NONE;
      if (inst == null && owner == PyNone.NONE) {
        throw Errors.typeError("__get__(None, None) is invalid");
      }
      return ((PyClassMethod) a[0]).get(inst, owner instanceof PyType ot ? ot : null);
    });
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    super.forEachReference(v);
    v.visit(function);
  }
}
