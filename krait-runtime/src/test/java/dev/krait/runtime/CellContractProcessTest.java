/*
 * The cell contract (every scenario of CellContractTest) with cells running in worker processes:
 * the same outcomes in both modes is what Isolation.PROCESS promises.
 */
package dev.krait.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class CellContractProcessTest extends CellContractTest {
  @Override
  Isolation isolation() {
    return Isolation.PROCESS;
  }

  /** The suite's shared workers (default limits, 50 cells each) are started before the first test. */
  @org.junit.jupiter.api.BeforeAll
  static void startWorkers() throws InterruptedException {
    CodeExecutor.builder().isolation(Isolation.PROCESS).cellsPerWorker(50).build().workerPool()
        .awaitIdle(Duration.ofSeconds(120));
  }

  /**
   * A thousand waiting cells would be a thousand JVMs: in process mode, cells beyond the cap wait
   * for a worker (holding no thread), and every one of them completes.
   */
  @Override
  @Test
  void a_thousand_cells_waiting_on_a_slow_tool_share_four_threads() {
    AtomicInteger inFlight = new AtomicInteger();
    AtomicInteger most = new AtomicInteger();
    ToolExecutor slow = TestSupport.tools((name, input, cancellation) -> {
      most.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
      return CompletableFuture.supplyAsync(() -> {
        inFlight.decrementAndGet();
        return input;
      }, CompletableFuture.delayedExecutor(50, java.util.concurrent.TimeUnit.MILLISECONDS));
    });
    CodeExecutor executor = CodeExecutor.builder().isolation(Isolation.PROCESS).cellsPerWorker(50).maxWorkers(3)
        .limits(CellLimits.builder().heapBytes(24L << 20).build()).build();
    List<CompletableFuture<CellOutcome>> cells = new ArrayList<>();
    List<CellContext> contexts = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      CellContext context = TestSupport.context();
      contexts.add(context);
      cells.add(executor.executeModule("text(await tools.wait({'i': " + i + "}))", slow, Cancellation.create(), context));
    }
    for (int i = 0; i < 40; i++) {
      try {
        assertThat(TestSupport.success(cells.get(i).get(120, java.util.concurrent.TimeUnit.SECONDS))).isEqualTo(1);
      } catch (Exception e) {
        throw new AssertionError(e);
      }
      assertThat(TestSupport.texts(contexts.get(i))).containsExactly("{\"i\":" + i + "}");
    }
    assertThat(most.get()).as("cells in flight at once").isLessThanOrEqualTo(3);
    assertThat(executor.workerPool().cellsRunning()).isZero();
  }
}
