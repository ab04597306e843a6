/*
 * The pre-run check's cost next to running the cell it checks, in one run: a 100-line agent-style
 * cell (resources/check/agent_cell.py) against typed tools that answer at once, on a caller-runs
 * executor — check alone, the run with the check (the default), the run without it; and the same
 * for a trivial cell, where the check is pure per-cell overhead. Run with
 *   java -jar krait-bench/target/krait-bench.jar CheckBench
 */
package dev.krait.bench;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellContext;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CheckReport;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.ToolExecutor;
import dev.krait.runtime.ToolMetadata;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CheckBench {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;
  private String cell;
  private CodeExecutor checked;
  private CodeExecutor unchecked;
  private ToolExecutor tools;

  @Setup
  public void setUp() throws IOException {
    try (InputStream in = CheckBench.class.getResourceAsStream("/check/agent_cell.py")) {
      cell = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    JsonMapper json = JsonMapper.shared();
    tools = ToolExecutor.builder()
        .tool(ToolMetadata.of("list_orders", "Orders of a customer, by page.", json.readTree("""
            {"type": "object", "properties": {"customer": {"type": "string"},
             "page": {"type": "integer", "minimum": 1}, "page_size": {"type": "integer", "maximum": 100}},
             "required": ["customer"], "additionalProperties": false}"""), null), CheckBench::listOrders)
        .tool(ToolMetadata.of("get_order", "One order.", json.readTree("""
            {"type": "object", "properties": {"id": {"type": "integer"}}, "required": ["id"]}"""), null),
            CheckBench::getOrder)
        .tool(ToolMetadata.of("send_email", "Sends an email.", json.readTree("""
            {"type": "object", "properties": {"to": {"type": "string"}, "subject": {"type": "string"},
             "body": {"type": "string"}}, "required": ["to", "subject", "body"]}"""), null), in -> F.nullNode())
        .executor(Runnable::run)
        .build();
    checked = CodeExecutor.builder().limits(CellLimits.defaults()).executor(Runnable::run).build();
    unchecked = CodeExecutor.builder().limits(CellLimits.defaults()).executor(Runnable::run)
        .checkBeforeRun(false).build();
    if (checked.check(cell, tools).hasErrors() || !(run(checked, cell) instanceof CellResult.Success)) {
      throw new IllegalStateException("the benchmark cell must pass the check and succeed: "
          + checked.check(cell, tools).format("agent_cell.py") + run(checked, cell));
    }
  }

  private static JsonNode listOrders(JsonNode in) {
    int page = in.path("page").asInt(1);
    ObjectNode out = F.objectNode().put("has_more", page < 3);
    ArrayNode orders = out.putArray("orders");
    for (int i = 0; i < 5; i++) {
      orders.addObject().put("id", page * 100 + i);
    }
    return out;
  }

  private static JsonNode getOrder(JsonNode in) {
    int id = in.path("id").asInt();
    ObjectNode out = F.objectNode().put("status", id % 7 == 0 ? "refunded" : id % 2 == 0 ? "paid" : "open");
    ArrayNode lines = out.putArray("lines");
    for (int i = 0; i < 3; i++) {
      lines.addObject().put("sku", "SKU" + ((id + i) % 11)).put("quantity", 1 + i).put("price", 9.5 + i);
    }
    return out;
  }

  private CellOutcome run(CodeExecutor executor, String source) {
    return executor.executeModule(source, tools, Cancellation.create(),
        new CellContext(CellStore.inMemory(), tools.metadata())).join();
  }

  @Benchmark
  public CheckReport checkOnly() {
    return checked.check(cell, tools);
  }

  @Benchmark
  public CellOutcome runWithCheck() {
    return run(checked, cell);
  }

  @Benchmark
  public CellOutcome runWithoutCheck() {
    return run(unchecked, cell);
  }

  @Benchmark
  public CellOutcome trivialWithCheck() {
    return run(checked, "1 + 1");
  }

  @Benchmark
  public CellOutcome trivialWithoutCheck() {
    return run(unchecked, "1 + 1");
  }
}
