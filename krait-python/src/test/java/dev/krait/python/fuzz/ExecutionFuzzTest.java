/*
 * Fuzz target: whole-cell execution under small limits (50 ms CPU, 8 MiB heap). Every input ends
 * in a syntax error, completion, a Python exception, a limit or cancellation; no Java exception
 * escapes Execution.resume() and none is smuggled in as "SystemError: internal error".
 * Corpus: .../fuzz/ExecutionFuzzTestInputs/execute/. Dictionary: fuzz/hostile-calls.dict, fragments of
 * hostile calls (huge ints, 10 MB strings, size overflows, unbounded waits) for the mutator to
 * splice together, so that fuzzing explores the limits of every builtin, not only the grammar.
 * Fuzz for real: JAZZER_FUZZ=1 ./mvnw -pl krait-python test -Dtest=ExecutionFuzzTest
 */
package dev.krait.python.fuzz;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.krait.python.Program;

class ExecutionFuzzTest {
  @FuzzTest(maxDuration = "3m")
  @DictionaryFile(resourcePath = "hostile-calls.dict")
  void execute(byte[] input) {
    Program program = FuzzSupport.compile(FuzzSupport.source(input));
    if (program != null) {
      FuzzSupport.run(program);
    }
  }
}
