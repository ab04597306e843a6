/*
 * Golden tests for bad input: each snippet of error_cases.src fails with the same error kind,
 * message, line and 1-based column as CPython 3.11's compile() (error_cases.expected). A snippet
 * that parses is compiled too, for the errors CPython reports from its compiler (e.g. break in
 * an except* block).
 */
package dev.krait.python.parser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.krait.python.compiler.Compiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class ParserErrorTest {
  @TestFactory
  List<DynamicTest> errorsMatchCPython() {
    Map<String, String> sources = CorpusFiles.snippets("error_cases.src");
    Map<String, String> expected = CorpusFiles.expected("error_cases.expected");
    assertThat(expected.keySet()).containsExactlyElementsOf(sources.keySet());
    List<DynamicTest> tests = new ArrayList<>();
    for (Map.Entry<String, String> e : sources.entrySet()) {
      tests.add(DynamicTest.dynamicTest(e.getKey(), () -> {
        SyntaxErrorException ex = catchThrowableOfType(SyntaxErrorException.class,
            () -> Compiler.compileModule(Parser.parseModule(e.getValue(), "<cell>"), "<cell>", e.getValue(),
                false));
        assertThat(ex).as("no error raised").isNotNull();
        assertThat(ex.kind() + "|" + ex.msg() + "|" + ex.line() + "|" + ex.column())
            .isEqualTo(expected.get(e.getKey()));
      }));
    }
    return tests;
  }
}
