/*
 * Access to the shared builtins table (builtins.Builtins) by name, for opcodes that build
 * builtin objects (slice, set) and for the compiler's constants (bytes, complex).
 */
package dev.krait.python.vm;

import dev.krait.python.builtins.Builtins;
import dev.krait.python.objects.PyObject;

/** Builtin objects by name. */
public final class BuiltinsTable {
  private BuiltinsTable() {}

  /** The builtin named {@code name}; IllegalStateException when this build lacks it. */
  public static PyObject get(String name) {
    PyObject o = Builtins.table().get(name);
    if (o == null) {
      throw new IllegalStateException("builtin " + name + " is not available");
    }
    return o;
  }
}
