/*
 * Where an Execution stands after Execution.resume(): the VM returns to the host when the
 * cell has finished or when every task is waiting on something outside the VM.
 */
package dev.krait.python;

/** The state an {@link Execution} reached when {@link Execution#resume()} returned. */
public sealed interface Step {

  /**
   * The cell finished normally (or called exit()).
   *
   * @param value with {@link ExecutionOptions#lastValue()} on, the value of the cell's last
   *     expression statement as a host value (see {@link HostValues}), or its {@code repr} as a
   *     String when JSON cannot carry it; null for None, for a cell that does not end with an
   *     expression, for exit(), and whenever the option is off
   */
  record Completed(Object value) implements Step {
    /** Completed without a value. */
    public Completed() {
      this(null);
    }
  }

  /** An uncaught Python exception ended the cell. */
  record Raised(PythonFailure failure) implements Step {}

  /**
   * Every task waits: on pending external calls, and/or on a timer. {@code wakeAtNanos} is the
   * loop clock reading ({@link dev.krait.python.stdlib.HostSources#loopNanos()}, by default
   * {@link System#nanoTime()}) at which the earliest timer fires, or -1 when no timer is pending.
   * The host calls {@link Execution#resume()} again after settling a call or when the timer is due.
   */
  record Blocked(long wakeAtNanos) implements Step {}

  /**
   * A resource limit (CPU budget, memory, output) was exceeded. Python code cannot catch this.
   *
   * @param message which limit, its value, where: {@code CPU budget of 2 s exceeded at line 3},
   *     {@code memory limit of 64 MiB exceeded at line 5: a list of 9,000,000 items}
   * @param traceback the frames the cell was running, CPython-style, ending with
   *     {@code LimitExceeded: message}; null when the limit was hit outside Python code
   */
  record LimitExceeded(String message, String traceback) implements Step {
    /** A limit without a traceback. */
    public LimitExceeded(String message) {
      this(message, null);
    }
  }

  /** {@link Execution#cancel()} was called. */
  record Cancelled() implements Step {}
}
