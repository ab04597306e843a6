/*
 * The shared default thread pools: cell driving, timers, synchronous tools. All daemon threads.
 */
package dev.krait.runtime.internal;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** Lazily created, process-wide default pools. */
public final class KraitThreads {
  /** Stack size of cell threads: a safety margin for deep (but bounded) Java recursion in the VM. */
  public static final long CELL_STACK_BYTES = 64L << 20;

  private KraitThreads() {}

  /** A fixed pool, one thread per processor, with large stacks, that drives cells in short tasks. */
  public static ExecutorService cells() {
    return Cells.POOL;
  }

  /** A single daemon thread for timers (sleep wake-ups, wall-clock caps, drain timeouts). */
  public static ScheduledExecutorService timers() {
    return Timers.POOL;
  }

  /** A cached pool for synchronous tools (they may block), idle threads retire after 60 s. */
  public static ExecutorService tools() {
    return Tools.POOL;
  }

  /**
   * A cached pool that drives cells running in worker processes: a driving task waits on the
   * worker's pipe while it computes, so these threads are not the host's cell threads.
   */
  public static ExecutorService workerSessions() {
    return Sessions.POOL;
  }

  /** A daemon thread factory with the given name prefix and stack size (0 for the default). */
  public static ThreadFactory daemonThreads(String prefix, long stackBytes) {
    AtomicInteger counter = new AtomicInteger();
    return runnable -> {
      Thread thread = new Thread(null, runnable, prefix + counter.incrementAndGet(), stackBytes);
      thread.setDaemon(true);
      return thread;
    };
  }

  private static final class Cells {
    static final ExecutorService POOL = Executors.newFixedThreadPool(
        Math.max(2, Runtime.getRuntime().availableProcessors()),
        daemonThreads("krait-cell-", CELL_STACK_BYTES));
  }

  private static final class Timers {
    static final ScheduledExecutorService POOL = create();

    private static ScheduledExecutorService create() {
      ScheduledThreadPoolExecutor pool =
          new ScheduledThreadPoolExecutor(1, daemonThreads("krait-timer-", 0));
      pool.setRemoveOnCancelPolicy(true);
      return pool;
    }
  }

  private static final class Sessions {
    static final ExecutorService POOL = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60,
        TimeUnit.SECONDS, new SynchronousQueue<>(), daemonThreads("krait-worker-session-", 0));
  }

  private static final class Tools {
    static final ExecutorService POOL = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60,
        TimeUnit.SECONDS, new SynchronousQueue<>(), daemonThreads("krait-tool-", 0));
  }
}
