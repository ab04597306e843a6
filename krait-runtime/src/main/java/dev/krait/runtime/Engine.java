/*
 * The seam between the runtime and the interpreter: compile and start a cell. Package-private so
 * tests can drive the runtime with a scripted fake Execution.
 */
package dev.krait.runtime;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.Python;
import dev.krait.python.PythonSyntaxError;

/** Compiles and starts cells. */
@FunctionalInterface
interface Engine {
  /** The file name cells have in tracebacks. */
  String FILENAME = "<cell>";

  Execution start(String source, ExecutionOptions options) throws PythonSyntaxError;

  /** The real interpreter. */
  Engine PYTHON = (source, options) -> Python.start(Python.compile(source, FILENAME), options);
}
