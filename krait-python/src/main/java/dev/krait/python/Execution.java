/*
 * One running cell. The host drives it: resume() runs Python until the cell ends or every
 * task waits; settle() delivers the outcome of a pending external call; cancel() stops it
 * from any thread. No thread is ever held while the cell waits.
 */
package dev.krait.python;

/** A cell in progress. Not thread-safe except {@link #cancel()}: drive it from one thread at a time. */
public interface Execution {

  /**
   * Runs ready tasks until the cell finishes or every task waits. CPU time spent inside this
   * call is charged to the budget, which accumulates across calls; waiting between calls is free.
   */
  Step resume();

  /** Settles a call that answered {@link ExternalReply.Pending}; its awaiting task becomes ready. */
  void settle(long pendingId, ExternalReply outcome);

  /** Asks the cell to stop; a running {@link #resume()} returns {@link Step.Cancelled} promptly. Thread-safe. */
  void cancel();

  /** CPU nanoseconds charged so far. */
  long cpuNanosUsed();

  /**
   * Restates the CPU nanoseconds charged so far; only between {@link #resume()} calls. A host that
   * rebuilt an execution by deterministic replay charges it what the original had spent.
   */
  void setCpuNanosUsed(long nanos);

  /**
   * Whether the last {@link #resume()}, run under {@link ExecutionOptions#shallowSliceNanos()},
   * stopped because its outcome could depend on the thread's stack (or it ran too long there): the
   * host must discard this execution and run the cell again from its start on a deep-stack thread.
   */
  default boolean needsDeepStack() {
    return false;
  }

  /** The first slice ended on the shallow thread without needing more: later resumes run on deep stacks. */
  default void onDeepStack() {}
}
