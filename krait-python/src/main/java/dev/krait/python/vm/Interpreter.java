/*
 * PLACEHOLDER written by the architect: the VM engineer replaces this with the real
 * implementation behind dev.krait.python.Python (compile = parse + compile to bytecode;
 * start = a new VM execution).
 */
package dev.krait.python.vm;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.Program;
import dev.krait.python.PythonSyntaxError;

public final class Interpreter {
  private Interpreter() {}

  public static Program compile(String source, String filename) throws PythonSyntaxError {
    throw new UnsupportedOperationException("not yet implemented");
  }

  public static Execution start(Program program, ExecutionOptions options) {
    throw new UnsupportedOperationException("not yet implemented");
  }
}
