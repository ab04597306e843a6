/*
 * None: a singleton, never Java null.
 */
package dev.krait.python.objects;

/** {@code None}. */
public final class PyNone extends PyObject {
  public static final PyType TYPE = PyType.builtin("NoneType", PyType.OBJECT, PyNone::install);
  public static final PyNone NONE = new PyNone();

  private PyNone() {}

  @Override
  public PyType type() {
    return TYPE;
  }

  private static void install(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      if (a.length > 1 || (k != null && k.length > 0)) {
        throw Errors.typeError("NoneType takes no arguments");
      }
      return NONE;
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of("None"));
    t.defineMethod("__bool__", (a, k) -> PyBool.FALSE);
    t.defineMethod("__hash__", (a, k) -> PyInt.of(-2_078_054_796L));
  }

  @Override
  public String toString() {
    return "None";
  }
}
