/*
 * numbers: the abstract numeric tower (Number > Complex > Real > Rational > Integral). It is
 * library Python (lib/numbers.py): the classes are ABCs that user classes subclass or register
 * with, so they are most naturally Python classes, and nothing in them is on a hot path.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.PyModule;

/** {@code numbers}. */
public final class NumbersModule {
  private NumbersModule() {}

  public static PyModule create() {
    return Support.libraryModule("numbers");
  }
}
