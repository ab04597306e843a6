/*
 * __future__: the feature records CPython's module defines. The compiler acts on
 * `from __future__ import annotations` (annotations kept as strings, PEP 563); the other features
 * are mandatory in 3.11 and change nothing. The import still runs and binds the feature objects,
 * as in CPython, so the module exists; it is library Python (lib/__future__.py) because it is
 * only data.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.PyModule;

/** The {@code __future__} module. */
public final class FutureModule {
  private FutureModule() {}

  public static PyModule create() {
    return Support.libraryModule("__future__");
  }
}
