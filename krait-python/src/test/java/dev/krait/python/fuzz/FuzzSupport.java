/*
 * Shared by the Jazzer fuzz targets: decoding inputs and running a cell under small limits,
 * asserting the one property all targets share — every input ends in a result or a
 * diagnostic, and no Java exception escapes.
 */
package dev.krait.python.fuzz;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.Program;
import dev.krait.python.Python;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
import java.nio.charset.StandardCharsets;

final class FuzzSupport {
  private FuzzSupport() {}

  /** Inputs are bytes (so the committed corpus is plain files); invalid UTF-8 becomes U+FFFD. */
  static String source(byte[] input) {
    return new String(input, StandardCharsets.UTF_8);
  }

  /** Compiles, or returns null after a SyntaxError (a diagnostic); anything else propagates. */
  static Program compile(String source) {
    try {
      return Python.compile(source, "<fuzz>");
    } catch (PythonSyntaxError e) {
      if (e.getMessage() == null) {
        throw new AssertionError("a syntax error without a message");
      }
      return null;
    }
  }

  /**
   * Runs a program with 50 ms of CPU, 8 MiB of heap and a 1 s wall-clock cap (a wait past it ends
   * at once), never sleeping: a cell left waiting is cancelled.
   */
  static Step run(Program program) {
    ExecutionOptions options = ExecutionOptions.builder()
        .cpuTimeNanos(50_000_000L)
        .heapBytes(8L << 20)
        .wallClockNanos(1_000_000_000L)
        .stdout(s -> { })
        .build();
    Execution execution = Python.start(program, options);
    for (int i = 0; i < 1000; i++) {
      Step step = execution.resume();
      if (!(step instanceof Step.Blocked blocked)) {
        check(step);
        return step;
      }
      if (blocked.wakeAtNanos() < 0 || blocked.wakeAtNanos() - System.nanoTime() > 5_000_000L) {
        break;
      }
    }
    execution.cancel();
    Step last = execution.resume();
    check(last);
    return last;
  }

  private static void check(Step step) {
    if (step instanceof Step.Raised raised) {
      if (raised.failure().typeName().equals("SystemError")
          && String.valueOf(raised.failure().message()).startsWith("internal error")) {
        throw new AssertionError("a Java exception escaped into the cell: " + raised.failure().message());
      }
    }
  }
}
