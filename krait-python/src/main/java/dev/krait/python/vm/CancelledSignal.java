/*
 * Thrown at the next meter check after the host cancelled an execution. Like a limit, Python
 * cannot catch it.
 */
package dev.krait.python.vm;

/** The host cancelled the execution. */
public final class CancelledSignal extends RuntimeException {
  public CancelledSignal() {
    super("cancelled", null, false, false);
  }
}
