/*
 * The Java throwable that carries a Python exception through Java code (builtins, Ops, the
 * VM). Python's except clauses see only these; resource limits use a different throwable
 * (vm.LimitExceededError) precisely so that Python cannot catch them.
 */
package dev.krait.python.objects;

/** A raised Python exception in flight. No Java stack trace is captured (they are never shown). */
public final class PyError extends RuntimeException implements Referrer {
  private final PyBaseException value;
  /**
   * For an argument-count TypeError raised by {@link Args} ("items() takes no arguments"): the
   * bare name it starts with, which the builtin method being called qualifies with its type
   * ("dict.items() ..."), as CPython words the errors of METH_NOARGS / METH_O methods.
   */
  private String unqualifiedName;

  public PyError(PyBaseException value) {
    super(null, null, false, false);
    this.value = value;
  }

  /** Marks this error's message as starting with {@code name()}, to be qualified by the method called. */
  PyError qualifiable(String name) {
    this.unqualifiedName = name;
    return this;
  }

  /** The bare callable name the message starts with, when a method may qualify it; else null. */
  String unqualifiedName() {
    return unqualifiedName;
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
