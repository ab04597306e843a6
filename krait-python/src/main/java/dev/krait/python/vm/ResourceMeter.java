/*
 * The one narrow interface through which every limit is enforced: CPU time (checked every
 * few thousand ticks on backward jumps, calls and long builtin loops), host cancellation,
 * memory (sizes charged before allocating, re-measured by walking what is reachable when the
 * charge passes the limit), and Java-stack depth for builtins that recurse (repr of nested
 * lists, ==, hash, deep copies). The meter of the running execution is found through a
 * thread-local set by the VM on entry to resume(), so deep builtin code needs no parameter.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.Errors;
import java.util.function.LongSupplier;

/** Budget accounting for one execution. */
public final class ResourceMeter {
  private static final ThreadLocal<ResourceMeter> CURRENT = new ThreadLocal<>();
  private static final ResourceMeter UNLIMITED = new ResourceMeter(Long.MAX_VALUE, Long.MAX_VALUE, 1000);
  /** Ticks between clock reads: a clock read costs ~20 ns, a tick ~1 ns. */
  private static final int TICKS_PER_CHECK = 4096;
  /** Java-level recursion allowed to builtins (repr, ==, hash on nested data) before RecursionError. */
  private static final int MAX_NATIVE_DEPTH = 2000;

  private final long cpuBudgetNanos;
  private final long heapLimitBytes;
  private final int recursionLimit;
  private long cpuSpentNanos;
  private long sliceStartNanos = -1;
  private int ticksUntilCheck = TICKS_PER_CHECK;
  private volatile boolean cancelled;
  private long chargedBytes;
  private long nextMeasureAt;
  private LongSupplier liveBytesWalker;
  private int nativeDepth;

  public ResourceMeter(long cpuBudgetNanos, long heapLimitBytes, int recursionLimit) {
    this.cpuBudgetNanos = cpuBudgetNanos;
    this.heapLimitBytes = heapLimitBytes;
    this.recursionLimit = recursionLimit;
    this.nextMeasureAt = heapLimitBytes;
  }

  /** The meter of the execution running on this thread (an unlimited one outside any execution). */
  public static ResourceMeter current() {
    ResourceMeter m = CURRENT.get();
    return m == null ? UNLIMITED : m;
  }

  /** Makes this the current meter and starts a CPU slice; returns the previous meter to restore. */
  public ResourceMeter enter() {
    ResourceMeter previous = CURRENT.get();
    CURRENT.set(this);
    sliceStartNanos = System.nanoTime();
    return previous;
  }

  /** Ends the CPU slice started by {@link #enter()} and restores the previous meter. */
  public void exit(ResourceMeter previous) {
    if (sliceStartNanos >= 0) {
      cpuSpentNanos += System.nanoTime() - sliceStartNanos;
      sliceStartNanos = -1;
    }
    if (previous == null) {
      CURRENT.remove();
    } else {
      CURRENT.set(previous);
    }
  }

  /**
   * Runs the interpreter's own start-up work (compiling and initialising library code written in
   * Python, such as parts of asyncio) without charging its time to the cell's CPU budget: it is
   * not the cell's computation, and on a cold JVM it can take a large share of a small budget.
   */
  public void runUncharged(Runnable work) {
    long start = System.nanoTime();
    try {
      work.run();
    } finally {
      if (sliceStartNanos >= 0) {
        sliceStartNanos += System.nanoTime() - start;
      }
    }
  }

  /** Thread-safe: the next check throws {@link CancelledSignal}. */
  public void cancel() {
    cancelled = true;
  }

  public boolean isCancelled() {
    return cancelled;
  }

  public int recursionLimit() {
    return recursionLimit;
  }

  /** CPU nanoseconds spent, including the running slice. */
  public long cpuNanosUsed() {
    long spent = cpuSpentNanos;
    if (sliceStartNanos >= 0) {
      spent += System.nanoTime() - sliceStartNanos;
    }
    return spent;
  }

  /** One unit of work: call on backward jumps, calls, and each iteration of long builtin loops. */
  public void tick() {
    if (--ticksUntilCheck <= 0) {
      check();
    }
  }

  /** Many units of work at once (e.g. a builtin that copies n items). */
  public void tick(long units) {
    ticksUntilCheck -= (int) Math.min(units, Integer.MAX_VALUE);
    if (ticksUntilCheck <= 0) {
      check();
    }
  }

  /** Checks cancellation and the CPU budget now. */
  public void check() {
    ticksUntilCheck = TICKS_PER_CHECK;
    if (cancelled) {
      throw new CancelledSignal();
    }
    if (this != UNLIMITED && cpuNanosUsed() > cpuBudgetNanos) {
      throw new LimitExceededError("Python execution budget exceeded");
    }
  }

  // ---------------------------------------------------------------- memory

  /**
   * Charges an allocation of about {@code bytes} before it is made. A single allocation larger
   * than the whole limit fails at once, without trying; otherwise, when the running charge
   * passes the limit, live data is re-measured and the cell fails only if that is over.
   */
  public void allocate(long bytes) {
    if (bytes < 0 || bytes > heapLimitBytes) {
      throw new LimitExceededError("memory limit exceeded");
    }
    chargedBytes += bytes;
    // Filling what is allocated is work too: a builtin that builds n bytes spends ~n/8 ticks.
    tick(bytes >> 3);
    if (chargedBytes > nextMeasureAt) {
      remeasure();
    }
  }

  /**
   * Fails at once, without charging, if one object of {@code bytes} would pass the limit on its
   * own. For buffers a builtin grows before the result is reachable (list storage, the builder
   * of a repr or a join): the walker cannot see them, so their size is bounded here.
   */
  public void requireFits(long bytes) {
    if (bytes < 0 || bytes > heapLimitBytes) {
      throw new LimitExceededError("memory limit exceeded");
    }
  }

  /** {@link #requireFits(long)} for a str (or string builder) of n chars. */
  public void requireFitsString(long length) {
    requireFits(40 + 2 * Math.max(length, 0));
  }

  /** Convenience: the estimated size of a str of n code points (UTF-16 in Java, plus header). */
  public void allocateString(long length) {
    allocate(40 + 2 * Math.max(length, 0));
  }

  /** Convenience: an array of n references (list/tuple/dict storage). */
  public void allocateSlots(long count) {
    allocate(16 + 8 * Math.max(count, 0));
  }

  private void remeasure() {
    if (liveBytesWalker == null) {
      if (chargedBytes > heapLimitBytes) {
        throw new LimitExceededError("memory limit exceeded");
      }
      return;
    }
    long live = liveBytesWalker.getAsLong();
    if (live > heapLimitBytes) {
      throw new LimitExceededError("memory limit exceeded");
    }
    chargedBytes = live;
    // Re-walk only after another half-limit of allocation, so the walk's cost stays amortised.
    nextMeasureAt = Math.max(live + heapLimitBytes / 2, heapLimitBytes);
  }

  /** Installs the VM's walker that sums the sizes of everything the cell can still reach. */
  public void setLiveBytesWalker(LongSupplier walker) {
    this.liveBytesWalker = walker;
  }

  public long chargedBytes() {
    return chargedBytes;
  }

  public long heapLimitBytes() {
    return heapLimitBytes;
  }

  // ---------------------------------------------------------------- Java recursion of builtins

  /** Enter a recursive builtin step (repr/eq/hash of nested data); pair with {@link #leaveNative()}. */
  public void enterNative(String where) {
    if (++nativeDepth > Math.min(MAX_NATIVE_DEPTH, recursionLimit + 50)) {
      nativeDepth--;
      throw Errors.recursion("maximum recursion depth exceeded" + (where == null ? "" : " " + where));
    }
  }

  public void leaveNative() {
    nativeDepth--;
  }
}
