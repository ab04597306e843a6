/*
 * The common shape of an instance of a stdlib class written in Java that Python code may
 * subclass (string.Template, json.JSONEncoder, textwrap.TextWrapper, difflib.Differ, ...): the
 * class it was made for (the stdlib class or a user subclass of it) and an instance dict for the
 * attributes Python code sets. Subclasses add their own state and visit it after super's walk.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;
import dev.krait.python.objects.ReferenceVisitor;

abstract class ClassInstance extends PyObject {
  private final PyType type;
  private final PyDict dict = new PyDict();

  ClassInstance(PyType type) {
    this.type = type;
  }

  @Override
  public final PyType type() {
    return type;
  }

  @Override
  public final PyDict instanceDict() {
    return dict;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(type);
    v.visit(dict);
  }
}
