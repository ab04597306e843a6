/*
 * A Java-implemented attribute of builtin types (e.g. __self__, real, args, __name__): a data
 * descriptor so instance dicts cannot shadow it.
 */
package dev.krait.python.objects;

import java.util.function.BiConsumer;
import java.util.function.Function;

/** {@code getset_descriptor}. */
public final class PyGetSetDescriptor extends PyObject implements Descriptor {
  public static final PyType TYPE = PyType.builtin("getset_descriptor", PyType.OBJECT, t -> {});

  private final String name;
  private final String ownerName;
  private final Function<PyObject, PyObject> getter;
  private final BiConsumer<PyObject, PyObject> setter;

  public PyGetSetDescriptor(String name, String ownerName, Function<PyObject, PyObject> getter,
      BiConsumer<PyObject, PyObject> setter) {
    this.name = name;
    this.ownerName = ownerName;
    this.getter = getter;
    this.setter = setter;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyObject get(PyObject instance, PyType owner) {
    return instance == null ? this : getter.apply(instance);
  }

  @Override
  public boolean isData() {
    return true;
  }

  @Override
  public void set(PyObject instance, PyObject value) {
    if (setter == null) {
      throw Errors.attributeError("attribute '" + name + "' of '" + ownerName + "' objects is not writable");
    }
    setter.accept(instance, value);
  }

  @Override
  public void delete(PyObject instance) {
    throw Errors.attributeError("attribute '" + name + "' of '" + ownerName + "' objects is not writable");
  }

  @Override
  public String toString() {
    return "<attribute '" + name + "' of '" + ownerName + "' objects>";
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visitAny(getter);
    v.visitAny(setter);
  }
}
