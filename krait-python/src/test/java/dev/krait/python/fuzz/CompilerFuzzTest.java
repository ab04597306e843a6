/*
 * Fuzz target: the whole front end (lexer, parser, compiler) through Python.compile. Every input
 * ends in a Program or a PythonSyntaxError. Corpus: .../fuzz/CompilerFuzzTestInputs/compile/.
 * Fuzz for real: JAZZER_FUZZ=1 ./mvnw -pl krait-python test -Dtest=CompilerFuzzTest
 */
package dev.krait.python.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

class CompilerFuzzTest {
  @FuzzTest(maxDuration = "3m")
  void compile(byte[] input) {
    FuzzSupport.compile(FuzzSupport.source(input));
  }
}
