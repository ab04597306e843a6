/*
 * The embedding example of krait-runtime/README.md, kept compiling and passing.
 */
package dev.krait.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.JsonNodeFactory;

class ReadmeExampleTest {
  @Test
  void the_readme_example_works() {
    CodeExecutor executor = CodeExecutor.create(CellLimits.builder()
        .timeout(Duration.ofSeconds(5))
        .heapBytes(64L << 20)
        .build());
    ToolExecutor tools = ToolExecutor.builder()
        .tool("get-weather", "Weather for a city.", input ->
            JsonNodeFactory.instance.objectNode().put("city", input.get("city").asString()).put("celsius", 21))
        .build();
    CellStore store = CellStore.inMemory();
    CellContext context = new CellContext(store, tools.metadata());
    String cell = """
        import asyncio
        cities = ["Oslo", "Lima", "Pune"]
        reports = await asyncio.gather(*(tools.get_weather(city=c) for c in cities))
        text({r["city"]: r["celsius"] for r in reports})
        """;
    CellOutcome outcome = executor.executeModule(cell, tools, Cancellation.create(), context).join();
    assertThat(outcome).isInstanceOf(CellResult.Success.class);
    assertThat(context.takeOutput())
        .containsExactly(new CellOutput.Text("{\"Oslo\":21,\"Lima\":21,\"Pune\":21}"));
    context.commit();
  }
}
