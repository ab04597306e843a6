/*
 * The common shape of an instance of a stdlib class written in Java that Python code may
 * subclass (string.Template, json.JSONEncoder, collections.deque, decimal.Context,
 * fractions.Fraction, ...): the class it was made for (the stdlib class or a user subclass of it)
 * and an instance dict for the attributes Python code sets, made when first asked for. Classes
 * CPython writes in C or with __slots__ say so (ownInstancesTakeAttributes), and then only a user
 * subclass's instances get a dict, as in CPython. Subclasses add their own state and visit it
 * after super's walk.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;
import dev.krait.python.objects.ReferenceVisitor;

abstract class ClassInstance extends PyObject {
  private final PyType type;
  private PyDict dict;

  ClassInstance(PyType type) {
    this.type = type;
  }

  @Override
  public final PyType type() {
    return type;
  }

  @Override
  public final PyDict instanceDict() {
    if (dict == null && (ownInstancesTakeAttributes() || !type.isBuiltin())) {
      dict = new PyDict();
    }
    return dict;
  }

  /** Whether an instance of the stdlib class itself (not of a user subclass) has a dict. */
  boolean ownInstancesTakeAttributes() {
    return true;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(type);
    v.visit(dict);
  }
}
