/*
 * Fuzz target: lexer + parser. Every input either parses or fails with a SyntaxErrorException;
 * no other Java exception (and no StackOverflowError) may escape. Regression corpus:
 * src/test/resources/dev/krait/python/fuzz/ParserFuzzTestInputs/lexAndParse/ (replayed by the
 * normal test run). Fuzz for real: JAZZER_FUZZ=1 ./mvnw -pl krait-python test -Dtest=ParserFuzzTest
 */
package dev.krait.python.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.krait.python.parser.Parser;
import dev.krait.python.parser.SyntaxErrorException;

class ParserFuzzTest {
  @FuzzTest(maxDuration = "3m")
  void lexAndParse(byte[] input) {
    try {
      Parser.parseModule(FuzzSupport.source(input), "<fuzz>");
    } catch (SyntaxErrorException e) {
      // a diagnostic: fine
    }
  }
}
