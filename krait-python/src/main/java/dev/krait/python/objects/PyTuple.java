/*
 * STUB by the architect — the containers engineer owns and replaces this file.
 */
package dev.krait.python.objects;

/** {@code tuple}. */
public class PyTuple extends PyObject {
  public static final PyType TYPE = PyType.builtin("tuple", PyType.OBJECT, t -> t.markBaseType());
  public static final PyTuple EMPTY = new PyTuple(new PyObject[0]);
  final PyObject[] items;

  PyTuple(PyObject[] items) {
    this.items = items;
  }

  public static PyTuple of(PyObject... items) {
    return items.length == 0 ? EMPTY : new PyTuple(items.clone());
  }

  public int size() {
    return items.length;
  }

  public PyObject get(int i) {
    return items[i];
  }

  public PyObject[] toArray() {
    return items.clone();
  }

  @Override
  public PyType type() {
    return TYPE;
  }
}
