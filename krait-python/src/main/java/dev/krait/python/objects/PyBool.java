/*
 * STUB by the architect — the numbers engineer owns and replaces this file.
 */
package dev.krait.python.objects;

/** {@code bool}: a subclass of int with two instances. */
public final class PyBool extends PyInt {
  public static final PyType TYPE = PyType.builtin("bool", PyInt.TYPE, t -> {});
  public static final PyBool TRUE = new PyBool(1);
  public static final PyBool FALSE = new PyBool(0);

  private PyBool(long v) {
    super(v);
  }

  public static PyBool of(boolean b) {
    return b ? TRUE : FALSE;
  }

  @Override
  public PyType type() {
    return TYPE;
  }
}
