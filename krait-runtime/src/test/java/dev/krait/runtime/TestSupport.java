/*
 * Shared helpers for the runtime tests: tools from lambdas, contexts, awaiting outcomes.
 */
package dev.krait.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

final class TestSupport {
  private TestSupport() {}

  /** A tool body as the seed's tests write them: name, input, cancellation -> future. */
  interface Body {
    CompletableFuture<JsonNode> invoke(String name, JsonNode input, Cancellation cancellation);
  }

  /** Tools named "echo" and "wait" whose calls all go to {@code body}. */
  static ToolExecutor tools(Body body) {
    return new ToolExecutor() {
      @Override
      public List<String> names() {
        return List.of("echo", "wait");
      }

      @Override
      public CompletableFuture<JsonNode> invoke(String name, JsonNode input, Cancellation cancellation) {
        return body.invoke(name, input, cancellation);
      }
    };
  }

  /** Echoes its input at once. */
  static ToolExecutor echo() {
    return tools((name, input, cancellation) -> CompletableFuture.completedFuture(input));
  }

  static CellContext context() {
    return new CellContext(CellStore.inMemory(), List.of(new ToolMetadata("echo", "echo JSON")));
  }

  static JsonNode json(String text) {
    return JsonMapper.shared().readTree(text);
  }

  static CellOutcome await(CompletableFuture<CellOutcome> future) {
    try {
      return future.get(30, TimeUnit.SECONDS); // process mode may start a JVM for the cell
    } catch (Exception e) {
      throw new AssertionError("cell did not finish: " + e, e);
    }
  }

  /** Asserts success and returns the number of tool calls. */
  static int success(CellOutcome outcome) {
    assertThat(outcome).isInstanceOf(CellResult.Success.class);
    CellResult.Success success = (CellResult.Success) outcome;
    assertThat(success.value().isNull()).isTrue();
    return success.toolCalls().size();
  }

  static CellDiagnostic failure(CellOutcome outcome) {
    assertThat(outcome).isInstanceOf(CellResult.Failure.class);
    return ((CellResult.Failure) outcome).diagnostic();
  }

  static List<String> texts(CellContext context) {
    return context.takeOutput().stream()
        .map(output -> output instanceof CellOutput.Text text ? text.text() : output.toString())
        .toList();
  }
}
