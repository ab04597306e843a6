/*
 * STUB by the architect — the containers engineer owns and replaces this file.
 */
package dev.krait.python.objects;

import java.util.ArrayList;

/** {@code list}. */
public class PyList extends PyObject {
  public static final PyType TYPE = PyType.builtin("list", PyType.OBJECT, t -> t.markBaseType());
  final ArrayList<PyObject> items = new ArrayList<>();

  public void append(PyObject o) {
    items.add(o);
  }

  public PyObject[] toArray() {
    return items.toArray(new PyObject[0]);
  }

  @Override
  public PyType type() {
    return TYPE;
  }
}
