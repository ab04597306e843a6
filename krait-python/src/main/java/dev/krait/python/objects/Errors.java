/*
 * One place that makes Python exceptions from Java, so CPython's wording stays consistent.
 * Every factory returns a PyError for the caller to throw: {@code throw Errors.typeError(...)}.
 */
package dev.krait.python.objects;

/** Factories for raising builtin Python exceptions from Java code. */
public final class Errors {
  private Errors() {}

  /** An exception of any type with a single message argument. */
  public static PyError of(PyType type, String message) {
    return new PyError(new PyBaseException(type, PyTuple.of(PyStr.of(message))));
  }

  /** An exception with no arguments. */
  public static PyError of(PyType type) {
    return new PyError(new PyBaseException(type, PyTuple.EMPTY));
  }

  /** An exception with the given argument objects. */
  public static PyError withArgs(PyType type, PyObject... args) {
    return new PyError(new PyBaseException(type, PyTuple.of(args)));
  }

  public static PyError typeError(String message) {
    return of(ExceptionTypes.TYPE_ERROR, message);
  }

  public static PyError valueError(String message) {
    return of(ExceptionTypes.VALUE_ERROR, message);
  }

  public static PyError attributeError(String message) {
    return of(ExceptionTypes.ATTRIBUTE_ERROR, message);
  }

  /** {@code 'Foo' object has no attribute 'bar'}, with the name/obj attributes set. */
  public static PyError noAttribute(PyObject obj, String name) {
    String message;
    if (obj instanceof PyModule m) {
      message = "module '" + m.name() + "' has no attribute '" + name + "'";
    } else if (obj instanceof PyType t) {
      message = "type object '" + t.name() + "' has no attribute '" + name + "'";
    } else {
      message = "'" + obj.type().name() + "' object has no attribute '" + name + "'";
    }
    PyError e = attributeError(message);
    e.value().instanceDict().setItem(PyStr.of("name"), PyStr.of(name));
    e.value().instanceDict().setItem(PyStr.of("obj"), obj);
    return e;
  }

  /** KeyError(key): its str() is repr(key). */
  public static PyError keyError(PyObject key) {
    return withArgs(ExceptionTypes.KEY_ERROR, key);
  }

  public static PyError indexError(String message) {
    return of(ExceptionTypes.INDEX_ERROR, message);
  }

  /** {@code name 'x' is not defined}. */
  public static PyError nameError(String name) {
    PyError e = of(ExceptionTypes.NAME_ERROR, "name '" + name + "' is not defined");
    e.value().instanceDict().setItem(PyStr.of("name"), PyStr.of(name));
    return e;
  }

  /** {@code cannot access local variable 'x' where it is not associated with a value} (3.11 wording). */
  public static PyError unboundLocal(String name) {
    PyError e = of(ExceptionTypes.UNBOUND_LOCAL_ERROR,
        "cannot access local variable '" + name + "' where it is not associated with a value");
    e.value().instanceDict().setItem(PyStr.of("name"), PyStr.of(name));
    return e;
  }

  public static PyError zeroDivision(String message) {
    return of(ExceptionTypes.ZERO_DIVISION_ERROR, message);
  }

  public static PyError overflow(String message) {
    return of(ExceptionTypes.OVERFLOW_ERROR, message);
  }

  public static PyError runtimeError(String message) {
    return of(ExceptionTypes.RUNTIME_ERROR, message);
  }

  public static PyError notImplemented(String message) {
    return of(ExceptionTypes.NOT_IMPLEMENTED_ERROR, message);
  }

  public static PyError recursion(String message) {
    dev.krait.python.vm.ResourceMeter.current().onRecursionError();
    return of(ExceptionTypes.RECURSION_ERROR, message);
  }

  /** StopIteration carrying a generator's return value (no args when the value is None). */
  public static PyError stopIteration(PyObject value) {
    return value == PyNone.NONE ? of(ExceptionTypes.STOP_ITERATION) : withArgs(ExceptionTypes.STOP_ITERATION, value);
  }

  public static PyError stopAsyncIteration() {
    return of(ExceptionTypes.STOP_ASYNC_ITERATION);
  }

  /** {@code No module named 'os'}. */
  public static PyError moduleNotFound(String module) {
    PyError e = of(ExceptionTypes.MODULE_NOT_FOUND_ERROR, "No module named '" + module + "'");
    e.value().instanceDict().setItem(PyStr.of("name"), PyStr.of(module));
    return e;
  }

  public static PyError importError(String message) {
    return of(ExceptionTypes.IMPORT_ERROR, message);
  }

  /** The message CPython uses for an unsupported binary operator. */
  public static PyError unsupportedOperands(String symbol, PyObject a, PyObject b) {
    return typeError("unsupported operand type(s) for " + symbol + ": '" + a.type().name() + "' and '"
        + b.type().name() + "'");
  }

  /** {@code unhashable type: 'list'}. */
  public static PyError unhashable(PyObject o) {
    return typeError("unhashable type: '" + o.type().name() + "'");
  }
}
