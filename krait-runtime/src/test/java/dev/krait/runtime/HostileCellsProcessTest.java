/*
 * The security suite (HostileCellsTest: hostile cases of every family and the memory-accounting
 * tests) with cells running in worker processes: the same outcomes in both modes.
 */
package dev.krait.runtime;

class HostileCellsProcessTest extends HostileCellsTest {
  @Override
  Isolation isolation() {
    return Isolation.PROCESS;
  }

  /**
   * Every 8th case of each family (about 50 of the 400, every family): on the shared 2-core test
   * machine the whole suite in worker processes takes over ten minutes and, under a load of 30+,
   * cases fail by the CPU budget and wall-clock cap alone. -Dhostile.stride=1 runs every case.
   */
  @Override
  int caseStride() {
    return Integer.getInteger("hostile.stride", 8);
  }

  /** The suite's shared workers are started before the first case. */
  @org.junit.jupiter.api.BeforeAll
  static void startWorkers() throws InterruptedException {
    CodeExecutor.builder().isolation(Isolation.PROCESS).cellsPerWorker(SHARED_WORKER_CELLS).limits(LIMITS).build().workerPool()
        .awaitIdle(java.time.Duration.ofSeconds(120));
  }
}
