/*
 * STUB by the architect — the numbers engineer owns and replaces this file.
 */
package dev.krait.python.objects;

/** {@code float}. */
public class PyFloat extends PyObject {
  public static final PyType TYPE = PyType.builtin("float", PyType.OBJECT, t -> t.markBaseType());
  final double value;

  PyFloat(double value) {
    this.value = value;
  }

  public static PyFloat of(double v) {
    return new PyFloat(v);
  }

  public double value() {
    return value;
  }

  @Override
  public PyType type() {
    return TYPE;
  }
}
