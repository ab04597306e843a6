/*
 * pydoc: the text documentation help() prints. Library Python (lib/pydoc.py): it is layout over
 * inspect, which is where the work is, and runs only when a cell asks for help.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.PyModule;

/** The {@code pydoc} module. */
public final class PydocModule {
  private PydocModule() {}

  public static PyModule create() {
    return Support.libraryModule("pydoc");
  }
}
