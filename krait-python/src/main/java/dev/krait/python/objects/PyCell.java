/*
 * A cell: one variable shared between a scope and the closures defined in it.
 */
package dev.krait.python.objects;

/** {@code cell}: a box holding a variable captured by a closure (null content = unbound). */
public final class PyCell extends PyObject {
  public static final PyType TYPE = PyType.builtin("cell", PyType.OBJECT, t -> t.defineGetter("cell_contents",
      o -> {
        PyObject v = ((PyCell) o).value;
        if (v == null) {
          throw Errors.valueError("Cell is empty");
        }
        return v;
      }));

  public PyObject value;

  public PyCell(PyObject value) {
    this.value = value;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    if (value != null) {
      visitor.visit(value);
    }
  }
}
