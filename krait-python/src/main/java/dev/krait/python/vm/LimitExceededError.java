/*
 * Thrown when a cell exceeds a resource limit. Deliberately not a PyError: Python's except
 * clauses (even `except BaseException`) never see it, and finally blocks do not run for it;
 * it unwinds straight out of the VM to the host.
 */
package dev.krait.python.vm;

/** A resource limit was exceeded; ends the whole execution. */
public final class LimitExceededError extends RuntimeException {
  public LimitExceededError(String message) {
    super(message, null, false, false);
  }
}
