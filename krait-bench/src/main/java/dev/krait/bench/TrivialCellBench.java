/*
 * The smallest measurement of per-cell overhead: a cell `1 + 1` from source to outcome, on the
 * default executor and on a caller-runs executor. Run with
 *   java -jar krait-bench/target/krait-bench.jar TrivialCellBench
 */
package dev.krait.bench;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellContext;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.ToolExecutor;
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

@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class TrivialCellBench {
  private CodeExecutor pooled;
  private CodeExecutor callerRuns;
  private ToolExecutor tools;
  private CellStore store;

  @Setup
  public void setUp() {
    pooled = CodeExecutor.create(CellLimits.defaults());
    callerRuns = CodeExecutor.builder().limits(CellLimits.defaults()).executor(Runnable::run).build();
    tools = ToolExecutor.builder().build();
    store = CellStore.inMemory();
  }

  @Benchmark
  public CellOutcome defaultExecutor() {
    return pooled.executeModule("1 + 1", tools, Cancellation.create(), new CellContext(store, java.util.List.of())).join();
  }

  @Benchmark
  public CellOutcome callerRunsExecutor() {
    return callerRuns.executeModule("1 + 1", tools, Cancellation.create(), new CellContext(store, java.util.List.of())).join();
  }
}
