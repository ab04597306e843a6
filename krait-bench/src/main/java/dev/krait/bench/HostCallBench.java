/*
 * The cost of host calls inside a cell: a cell that gathers N calls of a tool answering at once
 * (a completed future, so only Krait's side is measured: admission, the JSON bridge, settlement,
 * resumption). (time(N=100) - time(N=1)) / 99 is the cost of one call in a 100-way gather.
 *   java -jar krait-bench/target/krait-bench.jar HostCallBench
 */
package dev.krait.bench;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellContext;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.ToolExecutor;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
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
public class HostCallBench {
  @Param({"1", "100"})
  public int calls;

  private CodeExecutor pooled;
  private CodeExecutor callerRuns;
  private ToolExecutor tools;
  private CellStore store;
  private String source;

  @Setup
  public void setUp() {
    pooled = CodeExecutor.create(CellLimits.defaults());
    callerRuns = CodeExecutor.builder().limits(CellLimits.defaults()).executor(Runnable::run).build();
    tools = ToolExecutor.builder()
        .asyncTool("echo", "Answers at once.", (input, cancellation) -> CompletableFuture.completedFuture(input))
        .build();
    store = CellStore.inMemory();
    source = "import asyncio\n"
        + "r = await asyncio.gather(*[tools.echo(i=i) for i in range(" + calls + ")])\n";
  }

  @Benchmark
  public CellOutcome defaultExecutor() {
    return pooled.executeModule(source, tools, Cancellation.create(), new CellContext(store, List.of())).join();
  }

  @Benchmark
  public CellOutcome callerRunsExecutor() {
    return callerRuns.executeModule(source, tools, Cancellation.create(), new CellContext(store, List.of())).join();
  }
}
