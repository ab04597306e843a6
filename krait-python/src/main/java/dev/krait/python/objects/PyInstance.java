/*
 * An instance of a user class whose only builtin base is object: a type pointer and a dict.
 */
package dev.krait.python.objects;

/** Instance of a Python class (no builtin base other than object). */
public final class PyInstance extends PyObject {
  private PyType type;
  private final PyDict dict;

  public PyInstance(PyType type) {
    this.type = type;
    this.dict = PyDict.forInstance(type);
  }

  @Override
  public PyType type() {
    return type;
  }

  /** {@code obj.__class__ = Other} (only between compatible user classes). */
  public void setType(PyType type) {
    this.type = type;
  }

  @Override
  public PyDict instanceDict() {
    return dict;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(type);
    v.visit(dict);
  }
}
