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
  }
}
