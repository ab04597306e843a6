/*
 * The descriptor protocol for Java-implemented attributes (functions, methods, properties,
 * classmethod, staticmethod, slots of builtins). User classes with __get__ go through Ops.
 */
package dev.krait.python.objects;

/** An object found in a type's dict that customises attribute access on instances. */
public interface Descriptor {

  /** {@code __get__}: instance is null when accessed on the class itself. */
  PyObject get(PyObject instance, PyType owner);

  /** True for data descriptors (they define {@code __set__}/{@code __delete__}) which win over the instance dict. */
  default boolean isData() {
    return false;
  }

  /** {@code __set__}; only called when {@link #isData()}. */
  default void set(PyObject instance, PyObject value) {
    throw Errors.attributeError("attribute is read-only");
  }

  /** {@code __delete__}; only called when {@link #isData()}. */
  default void delete(PyObject instance) {
    throw Errors.attributeError("attribute cannot be deleted");
  }
}
