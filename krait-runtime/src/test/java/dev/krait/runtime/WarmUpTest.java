/*
 * The warm-up: its corpus cells end as CORPUS says (a corpus cell that silently fails would warm
 * the wrong paths), it ends by itself, and host cells run correctly and unaffected beside it.
 */
package dev.krait.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.JsonNodeFactory;

class WarmUpTest {

  @Test
  void everyCorpusCellEndsAsListed() {
    CodeExecutor executor = WarmUp.executor();
    CellStore store = CellStore.inMemory();
    List<WarmUp.Cell> corpus = WarmUp.corpus();
    assertThat(corpus).hasSizeGreaterThan(10);
    for (WarmUp.Cell cell : corpus) {
      CellOutcome outcome = WarmUp.runCell(executor, cell, store);
      String what = cell.name() + " ended " + outcome;
      switch (cell.ending()) {
        case OK -> assertThat(outcome).as(what).isInstanceOf(CellResult.Success.class);
        case RAISES -> assertThat(kind(outcome)).as(what).isEqualTo(CellDiagnostic.Kind.EXECUTION_ERROR);
        case SYNTAX -> assertThat(kind(outcome)).as(what).isEqualTo(CellDiagnostic.Kind.PARSE_ERROR);
        case LIMIT -> assertThat(kind(outcome)).as(what).isEqualTo(CellDiagnostic.Kind.LIMIT_EXCEEDED);
        default -> throw new AssertionError(cell.ending());
      }
    }
    // the agent cell stored its summary and counted its runs across rounds
    assertThat(store.load("runs")).isPresent();
  }

  @Test
  void warmUpEndsByItselfAndHostCellsRunBesideIt() throws Exception {
    CodeExecutor executor = CodeExecutor.builder().warmUp(Duration.ofMillis(500)).build();
    ToolExecutor tools = ToolExecutor.builder().tool("double", "", in -> JsonNodeFactory.instance.numberNode(in.get("n").asInt() * 2)).build();
    List<CompletableFuture<CellOutcome>> cells = new ArrayList<>();
    List<CellContext> contexts = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      CellContext context = new CellContext(CellStore.inMemory(), tools.metadata());
      contexts.add(context);
      // names the warm-up corpus defines are not visible to a host cell, nor its store
      cells.add(executor.executeModule("""
          try:
              Shape
              leaked = True
          except NameError:
              leaked = False
          text({"leaked": leaked, "runs": load("runs", None), "double": await tools.double(n=%d)})
          """.formatted(i), tools, Cancellation.create(), context));
    }
    for (int i = 0; i < cells.size(); i++) {
      assertThat(cells.get(i).get(60, TimeUnit.SECONDS)).isInstanceOf(CellResult.Success.class);
      assertThat(contexts.get(i).takeOutput()).containsExactly(
          new CellOutput.Text("{\"leaked\":false,\"runs\":null,\"double\":" + 2 * i + "}"));
    }
    executor.warmedUp().get(WarmUp.WALL_CAP.toSeconds() + 30, TimeUnit.SECONDS);
    assertThat(WarmUp.hostCellsRunning()).isZero();
    // once it is over, executors built later do not start another, and report it done
    assertThat(CodeExecutor.builder().warmUp(true).build().warmedUp()).isDone();
    assertThat(CodeExecutor.builder().warmUp(false).build().warmedUp()).isDone();
  }

  private static CellDiagnostic.Kind kind(CellOutcome outcome) {
    return outcome instanceof CellResult.Failure f ? f.diagnostic().kind() : null;
  }
}
