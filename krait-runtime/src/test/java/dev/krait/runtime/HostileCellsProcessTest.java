/*
 * The security suite (HostileCellsTest: every hostile case and the memory-accounting tests) with
 * cells running in worker processes: the same outcomes in both modes.
 */
package dev.krait.runtime;

class HostileCellsProcessTest extends HostileCellsTest {
  @Override
  Isolation isolation() {
    return Isolation.PROCESS;
  }

  /** The suite's shared workers are started before the first case. */
  @org.junit.jupiter.api.BeforeAll
  static void startWorkers() throws InterruptedException {
    CodeExecutor.builder().isolation(Isolation.PROCESS).cellsPerWorker(SHARED_WORKER_CELLS).limits(LIMITS).build().workerPool()
        .awaitIdle(java.time.Duration.ofSeconds(120));
  }
}
