/*
 * classmethod(f): binds f to the class, whether accessed through the class or an instance.
 */
package dev.krait.python.objects;

/** {@code classmethod}. */
public final class PyClassMethod extends FunctionWrapper {
  public static final PyType TYPE = PyType.builtin("classmethod", PyType.OBJECT,
      t -> install(t, "classmethod", PyClassMethod::new));

  public PyClassMethod(PyObject function) {
    super(function);
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
}
