/*
 * NotImplemented: what binary dunders return to let the other operand try.
 */
package dev.krait.python.objects;

/** {@code NotImplemented}. */
public final class PyNotImplemented extends PyObject {
  public static final PyType TYPE = PyType.builtin("NotImplementedType", PyType.OBJECT, PyNotImplemented::install);
  public static final PyNotImplemented NOT_IMPLEMENTED = new PyNotImplemented();

  private PyNotImplemented() {}

  @Override
  public PyType type() {
    return TYPE;
  }

  private static void install(PyType t) {
    t.defineMethod("__repr__", (a, k) -> PyStr.of("NotImplemented"));
  }
}
