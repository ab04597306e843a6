/*
 * The seam between the runtime and the interpreter: compile and start a cell. Package-private so
 * tests can drive the runtime with a scripted fake Execution.
 */
package dev.krait.runtime;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.Program;
import dev.krait.python.Python;
import dev.krait.python.PythonSyntaxError;

/** Compiles and starts cells. */
interface Engine {
  /** The file name cells have in tracebacks. */
  String FILENAME = "<cell>";

  Execution start(String source, ExecutionOptions options) throws PythonSyntaxError;

  /**
   * Starts {@code source} whose program the pre-run check already compiled; an engine that does
   * not run Krait's programs starts the source its own way.
   */
  default Execution start(String source, Program compiled, ExecutionOptions options) throws PythonSyntaxError {
    return start(source, options);
  }

  /** The real interpreter. */
  Engine PYTHON = new Engine() {
    @Override
    public Execution start(String source, ExecutionOptions options) throws PythonSyntaxError {
      return Python.start(Python.compile(source, FILENAME), options);
    }

    @Override
    public Execution start(String source, Program compiled, ExecutionOptions options) {
      return Python.start(compiled, options);
    }
  };
}
