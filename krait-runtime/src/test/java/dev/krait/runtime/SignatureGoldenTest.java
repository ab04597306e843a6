/*
 * The Python signatures CodeMode generates, compared with golden files: for each
 * src/test/resources/signatures/NAME.json (a list of MCP-shaped tools: name, description,
 * inputSchema, outputSchema), NAME.py is the expected CodeMode.signatures(...) text. Each golden
 * stub must also run as a cell (it is valid Python whose TypedDicts and defs Krait can execute).
 * Regenerate after a deliberate change with -Dkrait.signatures.regen=true, then review the diff.
 */
package dev.krait.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class SignatureGoldenTest {
  private static final Path DIR = Path.of("src/test/resources/signatures");

  static List<ToolMetadata> load(Path json) throws IOException {
    JsonNode tools = JsonMapper.shared().readTree(Files.readString(json, StandardCharsets.UTF_8));
    List<ToolMetadata> result = new ArrayList<>();
    for (JsonNode t : tools) {
      result.add(new ToolMetadata(t.path("name").asString(), t.path("description").asString(""),
          Optional.ofNullable(t.get("inputSchema")), Optional.ofNullable(t.get("outputSchema"))));
    }
    return result;
  }

  @TestFactory
  Stream<DynamicTest> signatures_match_the_golden_files_and_run_as_python() throws IOException {
    List<Path> cases;
    try (Stream<Path> files = Files.list(DIR)) {
      cases = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
    assertThat(cases).isNotEmpty();
    return cases.stream().map(json -> DynamicTest.dynamicTest(json.getFileName().toString(), () -> {
      String actual = CodeMode.signatures(load(json));
      Path golden = Path.of(json.toString().replaceAll("\\.json$", ".py"));
      if (Boolean.getBoolean("krait.signatures.regen")) {
        Files.writeString(golden, actual, StandardCharsets.UTF_8);
      }
      assertThat(actual).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
      CellContext context = new CellContext(CellStore.inMemory(), List.of());
      CellOutcome outcome = TestSupport.await(CodeExecutor.create(CellLimits.defaults()).executeModule(
          actual + "\ntext('ran')\n", ToolExecutor.builder().build(), Cancellation.create(), context));
      assertThat(outcome).as(() -> outcome.toString()).isInstanceOf(CellResult.Success.class);
      assertThat(TestSupport.texts(context)).containsExactly("ran");
    }));
  }
}
