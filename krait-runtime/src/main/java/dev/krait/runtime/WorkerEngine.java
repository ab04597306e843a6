/*
 * The engine of Isolation.PROCESS: instead of starting the interpreter, CellRun opens a remote
 * execution in a worker of this pool and starts it there (see process/RemoteExecution).
 */
package dev.krait.runtime;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.runtime.process.RemoteExecution;
import dev.krait.runtime.process.WorkerPool;

/** Starts cells in worker processes. */
final class WorkerEngine implements Engine {
  private final WorkerPool pool;

  WorkerEngine(WorkerPool pool) {
    this.pool = pool;
  }

  WorkerPool pool() {
    return pool;
  }

  /** A remote execution not yet started: CellRun keeps it so cancellation can kill its worker early. */
  RemoteExecution open() {
    return new RemoteExecution(pool);
  }

  @Override
  public Execution start(String source, ExecutionOptions options) {
    throw new UnsupportedOperationException("cells of a worker engine start through open()");
  }
}
