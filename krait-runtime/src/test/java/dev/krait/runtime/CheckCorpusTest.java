/*
 * The pre-run check, data-driven: each src/test/resources/check/NAME.py is a faulty cell whose
 * leading "# expect: LINE:COL: error|warning: message" comments are exactly the diagnostics the
 * check must report against the corpus tools below. A cell with an error must then fail as
 * CHECK_ERROR when run, with no tool invoked and no call recorded. Then the other direction: no
 * conformance script and no example cell has a check error (no false positives).
 * Regenerate the expectations after a deliberate change with -Dkrait.check.regen=true and review.
 */
package dev.krait.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

class CheckCorpusTest {
  private static final Path CASES = Path.of("src/test/resources/check");
  private static final String EXPECT = "# expect: ";

  /** The corpus tools: typed ones from check/tools.json and one without a schema; counts invocations. */
  static final class CorpusTools implements ToolExecutor {
    final AtomicInteger invoked = new AtomicInteger();
    private final List<ToolMetadata> metadata;

    CorpusTools() throws IOException {
      metadata = new ArrayList<>(SignatureGoldenTest.load(CASES.resolve("tools.json")));
      metadata.add(new ToolMetadata("echo", "Returns its input (no schema)."));
    }

    @Override
    public List<String> names() {
      return metadata.stream().map(ToolMetadata::name).toList();
    }

    @Override
    public List<ToolMetadata> metadata() {
      return metadata;
    }

    @Override
    public CompletableFuture<JsonNode> invoke(String name, JsonNode input, Cancellation cancellation) {
      invoked.incrementAndGet();
      return CompletableFuture.completedFuture(JsonNodeFactory.instance.objectNode().put("ok", true));
    }
  }

  private static List<Path> cases() throws IOException {
    try (Stream<Path> files = Files.list(CASES)) {
      return files.filter(p -> p.toString().endsWith(".py")).sorted().toList();
    }
  }

  @Test
  void the_corpus_has_at_least_sixty_faulty_cells_and_each_expects_something() throws IOException {
    List<Path> cases = cases();
    assertThat(cases).hasSizeGreaterThanOrEqualTo(60);
    for (Path c : cases) {
      assertThat(Files.readString(c)).as(c.toString()).startsWith(EXPECT);
    }
  }

  @TestFactory
  Stream<DynamicTest> each_faulty_cell_gets_its_diagnostics_and_an_erroneous_one_never_runs() throws IOException {
    CodeExecutor executor = CodeExecutor.create(CellLimits.defaults());
    return cases().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
      String source = Files.readString(file, StandardCharsets.UTF_8);
      CorpusTools tools = new CorpusTools();
      CheckReport report = executor.check(source, tools);
      List<String> actual = new ArrayList<>();
      report.diagnostics().forEach(d -> actual.add(shown(d)));
      if (Boolean.getBoolean("krait.check.regen")) {
        source = regenerate(executor, tools, source);
        Files.writeString(file, source, StandardCharsets.UTF_8);
        actual.clear();
        report = executor.check(source, tools);
        report.diagnostics().forEach(d -> actual.add(shown(d)));
      }
      assertThat(actual).as("diagnostics").isEqualTo(expected(source));
      assertThat(actual).as("a faulty cell").isNotEmpty();
      if (report.hasErrors()) {
        CellContext context = new CellContext(CellStore.inMemory(), tools.metadata());
        CellOutcome outcome = TestSupport.await(executor.executeModule(source, tools, Cancellation.create(), context));
        CellDiagnostic d = TestSupport.failure(outcome);
        boolean syntax = report.errors().get(0).message().matches("^(SyntaxError|IndentationError|TabError): .*");
        assertThat(d.kind()).isEqualTo(syntax ? CellDiagnostic.Kind.PARSE_ERROR : CellDiagnostic.Kind.CHECK_ERROR);
        if (!syntax) {
          assertThat(d.traceback()).contains(report.format("<cell>"));
        }
        assertThat(((CellResult.Failure) outcome).toolCalls()).isEmpty();
        assertThat(tools.invoked.get()).as("tools invoked").isZero();
        assertThat(context.takeOutput()).isEmpty();
        assertThat(context.takePrinted()).isEmpty();
      }
    }));
  }

  /** {@code LINE:COL: severity: message}, the list of provided modules (which grows) elided. */
  private static String shown(CheckReport.Diagnostic d) {
    return d.format("").substring(1).replaceAll("; it provides abc, asyncio, .*$", "; it provides abc, asyncio, ...");
  }

  private static List<String> expected(String source) {
    List<String> out = new ArrayList<>();
    for (String line : source.split("\n")) {
      if (!line.startsWith(EXPECT)) {
        break;
      }
      out.add(line.substring(EXPECT.length()));
    }
    return out;
  }

  /** The cell with fresh expect lines (their count shifts line numbers, so iterate to a fixed point). */
  private static String regenerate(CodeExecutor executor, ToolExecutor tools, String source) {
    List<String> lines = List.of(source.split("\n", -1));
    String body = String.join("\n", lines.subList(expected(source).size(), lines.size()));
    int k = expected(source).size();
    for (int round = 0; round < 8; round++) {
      String probe = (EXPECT + "?\n").repeat(k) + body;
      List<CheckReport.Diagnostic> found = executor.check(probe, tools).diagnostics();
      if (found.size() == k) {
        StringBuilder out = new StringBuilder();
        found.forEach(d -> out.append(EXPECT).append(shown(d)).append('\n'));
        return out + body;
      }
      k = found.size();
    }
    throw new AssertionError("expectations do not settle");
  }

  @TestFactory
  Stream<DynamicTest> no_conformance_script_or_example_cell_has_a_check_error() throws IOException {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> s = Files.list(Path.of("../krait-python/src/test/resources/conformance"))) {
      s.filter(p -> p.toString().endsWith(".py")).sorted().forEach(files::add);
    }
    try (Stream<Path> s = Files.list(Path.of("../examples"))) {
      s.filter(p -> p.toString().endsWith(".py")).sorted().forEach(files::add);
    }
    assertThat(files).hasSizeGreaterThan(100);
    CodeExecutor executor = CodeExecutor.create(CellLimits.defaults());
    ToolExecutor none = ToolExecutor.builder().build();
    // one test per folder keeps the report short; the message names every file with an error
    return Stream.of(DynamicTest.dynamicTest(files.size() + " scripts", () -> {
      List<String> bad = new ArrayList<>();
      for (Path f : files) {
        String source = Files.readString(f, StandardCharsets.UTF_8);
        CheckReport report = executor.check(source, none);
        if (report.hasErrors() && !expectsSyntaxError(f)) {
          bad.add(report.format(f.getFileName().toString()));
        }
      }
      assertThat(bad).as("check errors in valid scripts").isEmpty();
    }));
  }

  /** A conformance case whose expected output is CPython's SyntaxError (the check must report it). */
  private static boolean expectsSyntaxError(Path py) throws IOException {
    Path out = Path.of(py.toString().replaceAll("\\.py$", ".out"));
    return Files.exists(out) && Files.readString(out).strip().matches("(?s).*!! (SyntaxError|IndentationError|TabError): [^\n]*");
  }
}
