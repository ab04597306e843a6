/*
 * STUB by the architect — the strings engineer owns and replaces this file.
 */
package dev.krait.python.objects;

/** {@code str}. */
public class PyStr extends PyObject {
  public static final PyType TYPE = PyType.builtin("str", PyType.OBJECT, t -> t.markBaseType());
  public static final PyStr EMPTY = new PyStr("");
  final String value;

  PyStr(String value) {
    this.value = value;
  }

  public static PyStr of(String s) {
    return new PyStr(s);
  }

  public String value() {
    return value;
  }

  @Override
  public PyType type() {
    return TYPE;
  }
}
