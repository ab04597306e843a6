/*
 * Base of every iterator implemented in Java (list iterators, map, zip, generators...): one
 * method that returns the next item or null when exhausted, so Java loops never need to
 * throw and catch StopIteration.
 */
package dev.krait.python.objects;

/** An iterator whose items come from Java. {@code __iter__} returns self; {@code __next__} raises StopIteration. */
public abstract class PyIterator extends PyObject {

  /** The next item, or null when exhausted (then keep returning null). */
  public abstract PyObject nextOrNull();

  /**
   * Installs {@code __iter__}/{@code __next__} on an iterator type; call from the installer of each
   * PyIterator subclass's type.
   */
  public static void installIteratorProtocol(PyType t) {
    t.defineMethod("__iter__", (a, k) -> a[0]);
    t.defineMethod("__next__", (a, k) -> {
      PyObject v = ((PyIterator) a[0]).nextOrNull();
      if (v == null) {
        throw Errors.of(ExceptionTypes.STOP_ITERATION);
      }
      return v;
    });
  }
}
