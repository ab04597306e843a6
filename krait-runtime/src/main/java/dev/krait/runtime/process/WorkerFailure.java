/*
 * A worker process that failed the host: it broke the protocol, died, or could not be started.
 * The cell ends as CellAbort.Internal with this message; the host and every other cell carry on.
 */
package dev.krait.runtime.process;

/** Why a worker could not finish its cell. The message is for people: no Java class names. */
public final class WorkerFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  WorkerFailure(String message) {
    super(message, null, false, false);
  }
}
