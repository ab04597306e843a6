/*
 * One of object's own attributes (__getattribute__, __setattr__, __new__), looked up on first use
 * and kept: call sites compare a type's attribute with it to know that the type does not override
 * it. Looked up late, not in a static initialiser, because type installers run lazily and a static
 * look-up here would run them while the VM's classes are still being initialised.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.NotWalked;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;

final class ObjectSlot {
  private final String name;
  @NotWalked("a builtin attribute of object, shared by every cell: no cell's data")
  private volatile PyObject value;

  ObjectSlot(String name) {
    this.name = name;
  }

  PyObject get() {
    PyObject v = value;
    if (v == null) {
      v = PyType.OBJECT.lookup(name);
      value = v;
    }
    return v;
  }
}
