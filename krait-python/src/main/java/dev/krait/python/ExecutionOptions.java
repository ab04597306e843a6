/*
 * The limits and host wiring of one execution, built by a validating builder with sensible
 * defaults (5 s of CPU, 64 MiB of live Python data, output to nowhere, no host functions).
 */
package dev.krait.python;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/** Immutable options for {@link Python#start}. */
public final class ExecutionOptions {
  private final long cpuTimeNanos;
  private final long heapBytes;
  private final long wallClockNanos;
  private final int recursionLimit;
  private final int maxHostDepth;
  private final Consumer<String> stdout;
  private final Consumer<String> stderr;
  private final ExternalHost host;
  private final Map<String, Object> globals;
  private final boolean lastValue;
  private final long shallowSliceNanos;

  private ExecutionOptions(Builder b) {
    this.lastValue = b.lastValue;
    this.shallowSliceNanos = b.shallowSliceNanos;
    this.cpuTimeNanos = b.cpuTimeNanos;
    this.heapBytes = b.heapBytes;
    this.wallClockNanos = b.wallClockNanos;
    this.recursionLimit = b.recursionLimit;
    this.maxHostDepth = b.maxHostDepth;
    this.stdout = b.stdout;
    this.stderr = b.stderr;
    this.host = b.host;
    this.globals = Map.copyOf(b.globals);
  }

  public static Builder builder() {
    return new Builder();
  }

  public static ExecutionOptions defaults() {
    return builder().build();
  }

  /** CPU budget in nanoseconds, counted only while Python runs. */
  public long cpuTimeNanos() {
    return cpuTimeNanos;
  }

  /** Bytes of live Python data the cell may keep. */
  public long heapBytes() {
    return heapBytes;
  }

  /**
   * The wall-clock cap the host enforces, from the start of the execution (Long.MAX_VALUE: none).
   * Knowing it, the execution ends at once, as this limit, when every task waits for a timer that
   * falls after the cap and nothing else can wake them (a sleep that cannot finish in time).
   */
  public long wallClockNanos() {
    return wallClockNanos;
  }

  /** Python call depth at which RecursionError is raised (sys.getrecursionlimit()). */
  public int recursionLimit() {
    return recursionLimit;
  }

  /** Deepest nesting of lists/dicts allowed across the host boundary (127 in the cell contract). */
  public int maxHostDepth() {
    return maxHostDepth;
  }

  /** Receives text written by print(), in order. */
  public Consumer<String> stdout() {
    return stdout;
  }

  /** Receives text written to sys.stderr (print(..., file=sys.stderr), warnings); dropped by default. */
  public Consumer<String> stderr() {
    return stderr;
  }

  public ExternalHost host() {
    return host;
  }

  /** Host values (see {@link HostValues}) bound as globals of the cell, e.g. {@code tools}, {@code text}. */
  public Map<String, Object> globals() {
    return globals;
  }

  /**
   * Whether {@link Step.Completed#value()} carries the value of the cell's last expression statement
   * (off by default: the value is then always null).
   */
  public boolean lastValue() {
    return lastValue;
  }

  /**
   * Nanoseconds the first {@link Execution#resume()} may run on a thread whose stack depth is not
   * known (the host's own), or 0 (the default: every resume runs on a thread with a deep stack).
   * Such a run stops with {@link Step.Cancelled} and {@link Execution#needsDeepStack()} as soon as
   * its outcome could depend on the thread's stack (Java recursion deeper than a few levels, a
   * RecursionError, a StackOverflowError) or it runs past this time; the host then discards the
   * execution, with everything it produced, and starts the cell again on a deep-stack thread. So a
   * cell's outcome never depends on which thread ran its first slice.
   */
  public long shallowSliceNanos() {
    return shallowSliceNanos;
  }

  /** Builder with defaults; every setter validates its argument. */
  public static final class Builder {
    private long cpuTimeNanos = 5_000_000_000L;
    private long heapBytes = 64L << 20;
    private long wallClockNanos = Long.MAX_VALUE;
    private int recursionLimit = 1000;
    private int maxHostDepth = 127;
    private Consumer<String> stdout = s -> {};
    private Consumer<String> stderr = s -> {};
    private ExternalHost host = ExternalHost.NONE;
    private Map<String, Object> globals = new LinkedHashMap<>();
    /** {@code globals} is a caller's immutable map, kept as it is until another global is added. */
    private boolean globalsShared;
    private boolean lastValue;
    private long shallowSliceNanos;

    private Builder() {}

    /** See {@link ExecutionOptions#shallowSliceNanos()}. */
    public Builder shallowSliceNanos(long nanos) {
      if (nanos < 0) {
        throw new IllegalArgumentException("shallowSliceNanos must not be negative");
      }
      this.shallowSliceNanos = nanos;
      return this;
    }

    /** See {@link ExecutionOptions#lastValue()}. */
    public Builder lastValue(boolean on) {
      this.lastValue = on;
      return this;
    }

    public Builder cpuTimeNanos(long nanos) {
      if (nanos <= 0) {
        throw new IllegalArgumentException("cpuTimeNanos must be positive");
      }
      this.cpuTimeNanos = nanos;
      return this;
    }

    public Builder heapBytes(long bytes) {
      if (bytes < (1L << 20)) {
        throw new IllegalArgumentException("heapBytes must be at least 1 MiB");
      }
      this.heapBytes = bytes;
      return this;
    }

    public Builder wallClockNanos(long nanos) {
      if (nanos <= 0) {
        throw new IllegalArgumentException("wallClockNanos must be positive");
      }
      this.wallClockNanos = nanos;
      return this;
    }

    public Builder recursionLimit(int limit) {
      if (limit < 10 || limit > 100_000) {
        throw new IllegalArgumentException("recursionLimit must be between 10 and 100000");
      }
      this.recursionLimit = limit;
      return this;
    }

    public Builder maxHostDepth(int depth) {
      if (depth < 1) {
        throw new IllegalArgumentException("maxHostDepth must be positive");
      }
      this.maxHostDepth = depth;
      return this;
    }

    public Builder stdout(Consumer<String> sink) {
      this.stdout = Objects.requireNonNull(sink);
      return this;
    }

    public Builder stderr(Consumer<String> sink) {
      this.stderr = Objects.requireNonNull(sink);
      return this;
    }

    public Builder host(ExternalHost host) {
      this.host = Objects.requireNonNull(host);
      return this;
    }

    public Builder global(String name, Object hostValue) {
      if (globalsShared) {
        globals = new LinkedHashMap<>(globals);
        globalsShared = false;
      }
      globals.put(Objects.requireNonNull(name), hostValue);
      return this;
    }

    /**
     * Binds every entry of {@code hostValues} as by {@link #global}. Given first, the map is kept
     * without a copy when it is immutable (Map.copyOf of one is itself): a host that gives many
     * executions the same globals builds that map once, not a map per execution.
     */
    public Builder globals(Map<String, Object> hostValues) {
      if (globals.isEmpty() && !globalsShared) {
        globals = Map.copyOf(hostValues);
        globalsShared = true;
      } else {
        hostValues.forEach(this::global);
      }
      return this;
    }

    public ExecutionOptions build() {
      return new ExecutionOptions(this);
    }
  }
}
