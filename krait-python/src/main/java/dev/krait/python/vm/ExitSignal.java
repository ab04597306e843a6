/*
 * exit()/quit() or a host Exit reply: ends the cell successfully. Not a PyError, so no
 * except clause or finally block runs for it.
 */
package dev.krait.python.vm;

/** Ends the execution as Step.Completed. */
final class ExitSignal extends RuntimeException {
  ExitSignal() {
    super("exit", null, false, false);
  }
}
