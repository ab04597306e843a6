/*
 * The root of every Python value. Behaviour lives in type dictionaries (see PyType) so that
 * user classes, subclasses of builtins and builtins all follow one protocol; the virtual
 * methods here are the few hooks the VM and Ops call directly, with generic defaults that
 * dispatch through the type. Builtin classes override them as fast paths.
 */
package dev.krait.python.objects;

/**
 * A Python object. Subclasses: the builtin types (PyInt, PyStr, PyList, ...), PyInstance for
 * instances of user classes, PyType for classes themselves.
 */
public abstract class PyObject implements Referrer {
  /** The number of the last memory walk that counted this object (see {@link #markWalked}). */
  private int walkMark;

  /** The Python type of this object ({@code type(x)}). */
  public abstract PyType type();

  /** The instance {@code __dict__}, or null when this object has none. */
  public PyDict instanceDict() {
    return null;
  }

  /**
   * Calls this object: {@code args} holds the positional arguments followed by the values of
   * the keyword arguments named by {@code kwnames} (null or empty when there are none), as
   * CPython's vectorcall does. The default looks up {@code __call__} on the type.
   */
  public PyObject call(PyObject[] args, String[] kwnames) {
    PyObject method = type().lookup("__call__");
    if (method == null) {
      throw Errors.typeError("'" + type().name() + "' object is not callable");
    }
    return Ops.callMethodDescriptor(method, this, args, kwnames);
  }

  /**
   * Approximate bytes of this object itself, excluding the objects it references: the memory
   * limit re-measures live data by summing these over everything reachable. Containers and
   * strings override it.
   */
  @Override
  public long shallowSize() {
    return 32;
  }

  /**
   * Visits every object this one references (see {@link Referrer}). The default visits the
   * instance dict, and the captured variables of an anonymous class (an iterator written inline
   * in a builtin); every named class with fields that can hold objects overrides it, calling super.
   */
  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    visitor.visit(instanceDict());
    Captures.visit(this, visitor);
  }

  /**
   * For the memory walk only: marks this object as counted by walk number {@code walk} and says
   * whether it was not yet (a field instead of an identity set keeps the walk fast and its own
   * memory small). Objects shared by every execution (small ints, builtin types) may be marked by
   * two walks at once; they form no cycles, so at worst one walk counts such an object twice.
   */
  public final boolean markWalked(int walk) {
    if (walkMark == walk) {
      return false;
    }
    walkMark = walk;
    return true;
  }

  /** Java-side debugging aid only; Python's repr is {@link Ops#repr}. */
  @Override
  public String toString() {
    return "<" + type().name() + " object>";
  }
}
