/*
 * What a host function shows of itself to introspection. Host functions (the cell's tools) are
 * builtins to Python, but a model reads them like Python functions: help(tools.get_forecast),
 * its __doc__ and inspect.signature (through __wrapped__) come from a Python stub the host supplies. The vm implements
 * this (it compiles and runs the stub); objects only asks.
 */
package dev.krait.python.objects;

/** The documentation side of a host function; every method runs on the cell's thread. */
public interface HostDescription extends Referrer {
  /** The module the function appears in ("tools"), as its {@code __module__}. */
  String module();

  /** The docstring, or None. */
  PyObject doc();

  /**
   * The stub's Python function, or null when there is none: the host function's
   * {@code __wrapped__}, so inspect.signature and help() read the stub as they read any wrapper.
   */
  PyObject wrapped();
}
