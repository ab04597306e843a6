/*
 * JMH over the CPU kernels (resources/kernels): one benchmark invocation is exactly one call of
 * the kernel's bench(), in a long-lived execution. The cell does its set-up once, then loops on
 * `await` of a host call that the benchmark settles, so every resume runs one bench() and blocks
 * again; set-up, compilation and the harness are outside the measurement. Run with
 *   java -jar krait-bench/target/krait-bench.jar KernelBench [-p kernel=fib,loop_sum]
 */
package dev.krait.bench;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.ExternalReply;
import dev.krait.python.HostValues;
import dev.krait.python.Python;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class KernelBench {
  @Param({"fib", "loop_sum", "sort_key", "word_count", "fstring_join", "group_by", "json_roundtrip",
      "class_attrs", "dataclass_records", "method_calls", "closures", "generators", "str_methods",
      "re_match", "set_algebra", "bigint", "sorted_tuples", "counter_defaultdict"})
  public String kernel;

  private Execution execution;
  private long pending = -1;

  @Setup
  public void setUp() throws PythonSyntaxError {
    String cell = Kernels.source(null, kernel)
        + "\nwhile True:\n    await _bench_round()\n    bench()\n";
    ExecutionOptions options = ExecutionOptions.builder()
        .cpuTimeNanos(Long.MAX_VALUE / 4)
        .heapBytes(4L << 30)
        .global("_bench_round", new HostValues.HostFunction("round"))
        .host((fn, args, kw) -> new ExternalReply.Pending(++pending))
        .build();
    execution = Python.start(Python.compile(cell, kernel + ".py"), options);
    expectBlocked(execution.resume());
  }

  @Benchmark
  public Step run() {
    execution.settle(pending, new ExternalReply.Value(null));
    return expectBlocked(execution.resume());
  }

  @TearDown
  public void tearDown() {
    execution.cancel();
  }

  private static Step expectBlocked(Step s) {
    if (!(s instanceof Step.Blocked)) {
      throw new IllegalStateException("kernel did not come back to its await: " + s);
    }
    return s;
  }
}
