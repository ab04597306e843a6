/*
 * staticmethod(f): returns f unbound from both instance and class access.
 */
package dev.krait.python.objects;

/** {@code staticmethod}. */
public final class PyStaticMethod extends FunctionWrapper {
  public static final PyType TYPE = PyType.builtin("staticmethod", PyType.OBJECT,
      t -> install(t, "staticmethod", PyStaticMethod::new));

  public PyStaticMethod(PyObject function) {
    super(function);
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
}
