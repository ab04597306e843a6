/*
 * Fuzz target: whole-cell execution under small limits (50 ms CPU, 8 MiB heap). Every input ends
 * in a syntax error, completion, a Python exception, a limit or cancellation; no Java exception
 * escapes Execution.resume() and none is smuggled in as "SystemError: internal error".
 * Corpus: .../fuzz/ExecutionFuzzTestInputs/execute/.
 * Fuzz for real: JAZZER_FUZZ=1 ./mvnw -pl krait-python test -Dtest=ExecutionFuzzTest
 */
package dev.krait.python.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.krait.python.Program;

class ExecutionFuzzTest {
  @FuzzTest(maxDuration = "3m")
  void execute(byte[] input) {
    Program program = FuzzSupport.compile(FuzzSupport.source(input));
    if (program != null) {
      FuzzSupport.run(program);
    }
  }
}
