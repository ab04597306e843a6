/*
 * The entry point of the interpreter: source -> Program (lexer, parser, compiler) ->
 * Execution (VM). Everything else in krait-python is internal to these few types.
 */
package dev.krait.python;

import dev.krait.python.vm.Interpreter;

/** Compile and run Python cells. */
public final class Python {
  private Python() {}

  /** Parses and compiles a module; top-level {@code await} is allowed. */
  public static Program compile(String source, String filename) throws PythonSyntaxError {
    return Interpreter.compile(source, filename);
  }

  /** Starts an execution of a compiled program; nothing runs until {@link Execution#resume()}. */
  public static Execution start(Program program, ExecutionOptions options) {
    return Interpreter.start(program, options);
  }

  /**
   * Runs a program to its end on the calling thread, sleeping through timers
   * ({@code asyncio.sleep}). For scripts that make no pending external calls: a cell left
   * waiting on one ends as a RuntimeError-free {@link Step.Blocked} return.
   */
  public static Step run(Program program, ExecutionOptions options) {
    Execution execution = start(program, options);
    while (true) {
      Step step = execution.resume();
      if (!(step instanceof Step.Blocked blocked) || blocked.wakeAtNanos() < 0) {
        return step;
      }
      long waitNanos = blocked.wakeAtNanos() - dev.krait.python.stdlib.HostSources.loopNanos();
      if (waitNanos > 0) {
        try {
          Thread.sleep(waitNanos / 1_000_000, (int) (waitNanos % 1_000_000));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          execution.cancel();
        }
      }
    }
  }
}
