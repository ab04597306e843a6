/*
 * Golden tests: each snippet of ast_cases.src parses to the same tree (with line/column of
 * every node) as CPython 3.11's ast module gave for it (ast_cases.expected).
 */
package dev.krait.python.parser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class ParserAstTest {
  @TestFactory
  List<DynamicTest> snippetsMatchCPythonAst() {
    Map<String, String> sources = CorpusFiles.snippets("ast_cases.src");
    Map<String, String> expected = CorpusFiles.expected("ast_cases.expected");
    assertThat(expected.keySet()).containsExactlyElementsOf(sources.keySet());
    List<DynamicTest> tests = new ArrayList<>();
    for (Map.Entry<String, String> e : sources.entrySet()) {
      tests.add(DynamicTest.dynamicTest(e.getKey(), () -> {
        Node.Module m = Parser.parseModule(e.getValue(), "<cell>");
        assertThat(AstDump.dump(m)).isEqualTo(expected.get(e.getKey()));
      }));
    }
    return tests;
  }
}
