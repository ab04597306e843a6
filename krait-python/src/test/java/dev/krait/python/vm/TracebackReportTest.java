/*
 * Golden tests of the report of an uncaught exception (PythonFailure.traceback()): each
 * src/test/resources/tracebacks/NAME.py ends in an uncaught exception (or fails to compile) whose
 * full report must equal NAME.expected, CPython 3.11's sys.excepthook output made by gen_expected.py there.
 * The conformance corpus only compares the last line, so exception-group trees, notes and
 * chained members inside groups are checked here.
 */
package dev.krait.python.vm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.ExecutionOptions;
import dev.krait.python.Program;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Python;
import dev.krait.python.Step;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class TracebackReportTest {
  @TestFactory
  List<DynamicTest> reportsMatchCPython() throws IOException, URISyntaxException {
    Path dir = Paths.get("src", "test", "resources", "tracebacks");
    if (!Files.isDirectory(dir)) {
      dir = Paths.get(TracebackReportTest.class.getClassLoader().getResource("tracebacks").toURI());
    }
    List<Path> cases;
    try (Stream<Path> s = Files.list(dir)) {
      cases = s.filter(p -> p.toString().endsWith(".py") && !p.getFileName().toString().startsWith("gen_"))
          .sorted().toList();
    }
    assertThat(cases).isNotEmpty();
    List<DynamicTest> tests = new ArrayList<>();
    for (Path py : cases) {
      String name = py.getFileName().toString().replaceFirst("\\.py$", "");
      tests.add(DynamicTest.dynamicTest(name, () -> {
        String src = Files.readString(py, StandardCharsets.UTF_8);
        String expected = Files.readString(py.resolveSibling(name + ".expected"), StandardCharsets.UTF_8);
        Program p;
        try {
          p = Python.compile(src, "<cell>");
        } catch (PythonSyntaxError e) {
          assertThat(e.report().stripTrailing()).isEqualTo(expected.stripTrailing());
          return;
        }
        Step s = Python.run(p, ExecutionOptions.builder().stdout(x -> { }).build());
        assertThat(s).isInstanceOf(Step.Raised.class);
        assertThat(((Step.Raised) s).failure().traceback().stripTrailing()).isEqualTo(expected.stripTrailing());
      }));
    }
    return tests;
  }
}
