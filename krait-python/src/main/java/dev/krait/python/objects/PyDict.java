/*
 * STUB by the architect — the containers engineer owns and replaces this file.
 */
package dev.krait.python.objects;

import java.util.ArrayList;
import java.util.List;

/** {@code dict}. */
public class PyDict extends PyObject {
  public static final PyType TYPE = PyType.builtin("dict", PyType.OBJECT, t -> t.markBaseType());
  private final List<PyObject> keys = new ArrayList<>();
  private final List<PyObject> values = new ArrayList<>();

  public PyObject getItemOrNull(PyObject key) {
    for (int i = 0; i < keys.size(); i++) {
      if (Ops.eq(keys.get(i), key)) {
        return values.get(i);
      }
    }
    return null;
  }

  public void setItem(PyObject key, PyObject value) {
    for (int i = 0; i < keys.size(); i++) {
      if (Ops.eq(keys.get(i), key)) {
        values.set(i, value);
        return;
      }
    }
    keys.add(key);
    values.add(value);
  }

  public void delItem(PyObject key) {
    for (int i = 0; i < keys.size(); i++) {
      if (Ops.eq(keys.get(i), key)) {
        keys.remove(i);
        values.remove(i);
        return;
      }
    }
    throw Errors.keyError(key);
  }

  public List<PyObject> keys() {
    return new ArrayList<>(keys);
  }

  @Override
  public PyType type() {
    return TYPE;
  }
}
