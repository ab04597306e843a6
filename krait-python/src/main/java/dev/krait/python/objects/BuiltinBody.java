/*
 * The Java signature of every builtin function and method: CPython's vectorcall shape.
 */
package dev.krait.python.objects;

/**
 * Body of a builtin. {@code args} holds positional arguments then the values of keyword
 * arguments named by {@code kwnames} (null or empty when none). For methods, args[0] is self.
 * Use {@link Args} to validate and bind.
 */
@FunctionalInterface
public interface BuiltinBody {
  PyObject call(PyObject[] args, String[] kwnames);
}
