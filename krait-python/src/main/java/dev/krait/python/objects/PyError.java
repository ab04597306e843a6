/*
 * The Java throwable that carries a Python exception through Java code (builtins, Ops, the
 * VM). Python's except clauses see only these; resource limits use a different throwable
 * (vm.LimitExceededError) precisely so that Python cannot catch them.
 */
package dev.krait.python.objects;

/** A raised Python exception in flight. No Java stack trace is captured (they are never shown). */
public final class PyError extends RuntimeException implements Referrer {
  private final PyBaseException value;

  public PyError(PyBaseException value) {
    super(null, null, false, false);
    this.value = value;
  }

  /** The Python exception object. */
  public PyBaseException value() {
    return value;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(value);
  }

  @Override
  public long shallowSize() {
    return 32;
  }

  /** True when the exception is an instance of {@code type} (or a subclass). */
  public boolean matches(PyType type) {
    return value.type().isSubtypeOf(type);
  }

  @Override
  public String getMessage() {
    return value.type().name() + ": " + value.messageForJava();
  }
}
