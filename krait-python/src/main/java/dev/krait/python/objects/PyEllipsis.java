/*
 * Ellipsis (...).
 */
package dev.krait.python.objects;

/** {@code Ellipsis}. */
public final class PyEllipsis extends PyObject {
  public static final PyType TYPE = PyType.builtin("ellipsis", PyType.OBJECT, PyEllipsis::install);
  public static final PyEllipsis ELLIPSIS = new PyEllipsis();

  private PyEllipsis() {}

  @Override
  public PyType type() {
    return TYPE;
  }

  private static void install(PyType t) {
    t.defineMethod("__repr__", (a, k) -> PyStr.of("Ellipsis"));
  }
}
