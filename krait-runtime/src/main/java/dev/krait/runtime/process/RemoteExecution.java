/*
 * The host's side of a cell that runs in a worker process: an Execution like the in-process one,
 * so the runtime's cell driver (admission of tool calls, outputs, store writes, draining, limits)
 * is one and the same in both modes. resume() sends the settled calls, then answers the worker's
 * frames (prints, calls out) until it reports a step; the host functions it calls are the
 * runtime's own, so everything that has an effect happens in the host.
 *
 * Limits from outside: a watchdog reads the worker's CPU time (all its threads) ten times a second
 * and kills a worker past its budget plus a margin; cancel() kills it at once (cancellation, the
 * wall-clock cap, a dropped observer); an exit by OutOfMemoryError is the memory limit. Every frame
 * is checked (size, JSON, order, fields, the JSON boundary of every value); any violation kills
 * the worker and ends the cell as an internal error naming it. The worker is reaped before the
 * step that ends the cell is returned.
 */
package dev.krait.runtime.process;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.ExternalReply;
import dev.krait.python.PythonFailure;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
import dev.krait.python.vm.LimitExceededError;
import dev.krait.runtime.internal.JsonBridge;
import dev.krait.runtime.internal.KraitThreads;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** A cell running in a worker process. Driven from one thread at a time; cancel() from any. */
public final class RemoteExecution implements Execution {
  /** CPU time a worker may use beyond the cell's budget before the watchdog kills it. */
  public static final long WATCHDOG_MARGIN_NANOS = 500_000_000L;
  private static final long WATCHDOG_PERIOD_MILLIS = 100;

  private static final Set<RemoteExecution> WATCHED = ConcurrentHashMap.newKeySet();
  private static boolean watchdogStarted;

  private enum State { NEW, WAITING, RUNNING, ENDED }

  private final WorkerPool pool;
  private volatile WorkerProcess worker;
  private volatile boolean cancelled;
  private volatile String overBudget;
  private volatile boolean startTimedOut;
  private volatile Thread driver; // the thread inside resume()
  private boolean stopRequested;
  /** The host stopped the cell while admitting a pipelined call, and no reply has told the worker. */
  private boolean stopUntold;
  private volatile State state = State.NEW;
  private ExecutionOptions options;
  private Step ended; // the step the cell ended in while starting (killed before it ran)
  private long budgetNanos;
  private volatile long baselineNanos = -1;
  private long cpuUsed;
  private final ArrayNode settled = WorkerProtocol.NODES.arrayNode();
  /** The worker's id of each pipelined call the host admitted, by the host's pending id. */
  private final Map<Long, Long> workerIds = new java.util.HashMap<>();
  private long lastPipelinedId = WorkerProtocol.PIPELINED_IDS;

  public RemoteExecution(WorkerPool pool) {
    this.pool = pool;
  }

  /**
   * Takes a worker and starts the cell in it; returns once it is ready to run. Throws the syntax
   * error the worker's compiler reported, or {@link WorkerFailure}. If the cell was cancelled or
   * killed meanwhile, returns normally and the first {@link #resume()} says so.
   */
  public void start(String source, String filename, ExecutionOptions options) throws PythonSyntaxError {
    this.options = options;
    this.budgetNanos = options.cpuTimeNanos();
    WorkerPool.Lease lease = pool.acquire();
    worker = lease.worker();
    if (cancelled) {
      worker.destroy();
    }
    WorkerProcess starting = worker;
    java.util.concurrent.ScheduledFuture<?> timeout = KraitThreads.timers().schedule(() -> {
      startTimedOut = true;
      starting.destroy();
    }, WorkerPool.START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    try {
      begin(lease, source, filename, options);
    } finally {
      timeout.cancel(false);
    }
  }

  private void begin(WorkerPool.Lease lease, String source, String filename, ExecutionOptions options)
      throws PythonSyntaxError {
    try {
      if (lease.fresh()) {
        try {
          WorkerPool.awaitHello(worker);
        } catch (WorkerFailure e) {
          ended = end("before it was ready", e);
          return;
        }
      }
      watch();
      ObjectNode start = WorkerProtocol.frame("start");
      start.put("source", source);
      start.put("filename", filename);
      start.put("cpu_nanos", options.cpuTimeNanos());
      start.put("wall_clock_nanos", options.wallClockNanos());
      start.put("heap_bytes", options.heapBytes());
      start.put("recursion_limit", options.recursionLimit());
      start.put("max_host_depth", options.maxHostDepth());
      start.put("last_value", options.lastValue());
      ObjectNode globals = start.putObject("globals");
      for (Map.Entry<String, Object> global : options.globals().entrySet()) {
        try {
          globals.set(global.getKey(), WorkerProtocol.global(global.getValue()));
        } catch (JsonBridge.RejectedValue e) {
          throw new WorkerFailure("the global " + global.getKey() + " cannot be sent to a worker: " + e.getMessage());
        }
      }
      worker.send(start);
      ObjectNode frame = worker.receive();
      if (frame == null) {
        ended = end("before it was ready", null);
        return;
      }
      String type = frame.get("type").asString();
      if (type.equals("ready")) {
        state = State.WAITING;
      } else if (type.equals("syntax_error")) {
        PythonSyntaxError error = new PythonSyntaxError(WorkerProtocol.string(frame, "kind"),
            WorkerProtocol.string(frame, "msg"), (int) WorkerProtocol.integer(frame, "line"),
            (int) WorkerProtocol.integer(frame, "column"), WorkerProtocol.optionalString(frame, "report"));
        finishCleanly();
        throw error;
      } else {
        throw new WorkerProtocol.Violation("expected a ready frame, got " + describe(type));
      }
    } catch (IOException e) {
      ended = end("before it was ready", null);
    } catch (WorkerProtocol.Violation v) {
      ended = violation(v);
    }
  }

  @Override
  public Step resume() {
    if (ended != null) {
      return ended;
    }
    if (state != State.WAITING) {
      throw new IllegalStateException("resume() of a remote cell in state " + state);
    }
    state = State.RUNNING;
    driver = Thread.currentThread();
    try {
      ObjectNode resume = WorkerProtocol.frame("resume");
      resume.set("settled", settled.deepCopy());
      settled.removeAll();
      worker.send(resume);
      while (true) {
        ObjectNode frame = worker.receive();
        if (frame == null) {
          return end("in the middle of the cell", null);
        }
        switch (frame.get("type").asString()) {
          case "print" -> {
            if (!stopUntold) { // in process the VM would have stopped at its next check
              print(frame);
            }
          }
          case "call" -> call(frame);
          case "step" -> {
            Step step = step(frame);
            return stopUntold && !(step instanceof Step.Cancelled) ? stopped(step) : step;
          }
          default -> throw new WorkerProtocol.Violation("unexpected " + describe(frame.get("type").asString())
              + " frame while the cell runs");
        }
      }
    } catch (IOException e) {
      return end("in the middle of the cell", null);
    } catch (WorkerProtocol.Violation v) {
      return violation(v);
    } finally {
      driver = null;
    }
  }

  private static String describe(String type) {
    String shown = type.length() > 40 ? type.substring(0, 40) + "..." : type;
    return switch (type) {
      case "hello", "ready", "print", "call", "step", "syntax_error" -> shown;
      default -> "unknown '" + shown.replaceAll("[^\\x20-\\x7e]", "?") + "'";
    };
  }

  private void print(ObjectNode frame) throws WorkerProtocol.Violation {
    String text = WorkerProtocol.string(frame, "text");
    switch (WorkerProtocol.string(frame, "stream")) {
      case "stdout" -> options.stdout().accept(text);
      case "stderr" -> options.stderr().accept(text);
      default -> throw new WorkerProtocol.Violation("malformed print frame: unknown stream");
    }
  }

  private void call(ObjectNode frame) throws WorkerProtocol.Violation, IOException {
    String function = WorkerProtocol.string(frame, "function");
    List<Object> args = new ArrayList<>();
    Map<String, Object> kwargs = new LinkedHashMap<>();
    try {
      for (JsonNode arg : WorkerProtocol.array(frame, "args")) {
        args.add(WorkerProtocol.hostValue(arg));
      }
      for (Map.Entry<String, JsonNode> entry : WorkerProtocol.object(frame, "kwargs").properties()) {
        kwargs.put(entry.getKey(), WorkerProtocol.hostValue(entry.getValue()));
      }
    } catch (JsonBridge.RejectedValue e) {
      throw new WorkerProtocol.Violation("a call of " + function + " with a value outside the JSON boundary: "
          + e.getMessage());
    }
    if (frame.has("id")) {
      pipelined(frame, function, args, kwargs);
      return;
    }
    ExternalReply reply = options.host().call(function, args, kwargs);
    ObjectNode answer = WorkerProtocol.frame("reply");
    answer.set("reply", WorkerProtocol.reply(reply));
    if (stopRequested) {
      answer.put("stop", true);
      stopUntold = false;
    }
    worker.send(answer);
  }

  /**
   * A tool call the worker did not wait for: admitted here as any call, answered with nothing. Its
   * pending id is mapped to the worker's own; an admission the host refuses (the cell has ended, a
   * resumed cell diverged) settles the worker's future with that error at the next resume. Once the
   * host stopped the cell while admitting one, later ones are dropped unadmitted (and prints
   * unpublished) until the worker is told, as the VM in process would have stopped at once.
   */
  private void pipelined(ObjectNode frame, String function, List<Object> args, Map<String, Object> kwargs)
      throws WorkerProtocol.Violation {
    long id = WorkerProtocol.integer(frame, "id");
    if (id != lastPipelinedId + 1 || !WorkerMain.pipelines(function, args, kwargs)) {
      throw new WorkerProtocol.Violation("malformed call frame: a call of " + function + " with id " + id
          + " (expected a tool call with id " + (lastPipelinedId + 1) + ")");
    }
    lastPipelinedId = id;
    if (stopUntold) {
      return;
    }
    ExternalReply reply = options.host().call(function, args, kwargs);
    stopUntold = stopRequested; // the host stopped the cell while admitting it: no reply can say so
    if (reply instanceof ExternalReply.Pending pending) {
      workerIds.put(pending.id(), id);
      return;
    }
    ObjectNode outcome = WorkerProtocol.reply(reply instanceof ExternalReply.Exit
        ? new ExternalReply.Error("RuntimeError", "a tool call cannot exit the cell") : reply);
    outcome.put("id", id);
    settled.add(outcome);
  }

  /**
   * The step a worker reported after the host asked its cell to stop while answering a call it
   * did not wait for: the cell is cancelled as the VM would have been; a worker still in the cell
   * is told to drop it and stays reusable.
   */
  private Step stopped(Step step) {
    if (step instanceof Step.Blocked) {
      try {
        worker.send(WorkerProtocol.frame("abandon"));
        finishCleanly();
      } catch (IOException e) {
        end("", null); // dead already: reaped there
        return new Step.Cancelled();
      }
    }
    return new Step.Cancelled();
  }

  private Step step(ObjectNode frame) throws WorkerProtocol.Violation {
    long cpu = WorkerProtocol.integer(frame, "cpu_nanos");
    if (cpu < 0) {
      throw new WorkerProtocol.Violation("malformed step frame: negative cpu_nanos");
    }
    cpuUsed = cpu;
    String step = WorkerProtocol.string(frame, "step");
    switch (step) {
      case "blocked" -> {
        long wakeIn = WorkerProtocol.integer(frame, "wake_in_nanos");
        if (wakeIn < -1) {
          throw new WorkerProtocol.Violation("malformed step frame: wake_in_nanos " + wakeIn);
        }
        state = State.WAITING;
        return new Step.Blocked(wakeIn < 0 ? -1 : System.nanoTime() + wakeIn);
      }
      case "completed" -> {
        Object value;
        try {
          value = frame.has("value") ? WorkerProtocol.hostValue(frame.get("value")) : null;
        } catch (JsonBridge.RejectedValue e) {
          throw new WorkerProtocol.Violation("a completed step whose value is outside the JSON boundary: " + e.getMessage());
        }
        finishCleanly();
        return new Step.Completed(value);
      }
      case "raised" -> {
        PythonFailure failure = new PythonFailure(WorkerProtocol.string(frame, "exception"),
            WorkerProtocol.string(frame, "message"), WorkerProtocol.optionalString(frame, "traceback"));
        finishCleanly();
        return new Step.Raised(failure);
      }
      case "limit" -> {
        Step.LimitExceeded limit = new Step.LimitExceeded(WorkerProtocol.string(frame, "message"),
            WorkerProtocol.optionalString(frame, "traceback"));
        finishCleanly();
        return limit;
      }
      case "cancelled" -> {
        if (!stopRequested) {
          throw new WorkerProtocol.Violation("a cancelled step the host did not ask for");
        }
        finishCleanly();
        return new Step.Cancelled();
      }
      default -> throw new WorkerProtocol.Violation("malformed step frame: unknown step '"
          + (step.length() > 40 ? step.substring(0, 40) : step) + "'");
    }
  }

  @Override
  public void settle(long pendingId, ExternalReply outcome) {
    ObjectNode node = WorkerProtocol.reply(outcome);
    Long workerId = workerIds.remove(pendingId);
    node.put("id", workerId != null ? workerId : pendingId);
    settled.add(node);
  }

  @Override
  public void cancel() {
    if (Thread.currentThread() == driver) {
      // A host function asked to stop the cell while answering a call (an output bound): the
      // reply tells the worker to cancel its VM, which then reports a cancelled step; the worker
      // stays sound and reusable.
      stopRequested = true;
      return;
    }
    cancelled = true;
    WorkerProcess running = worker;
    if (running != null && state != State.ENDED) {
      running.destroy();
    }
  }

  @Override
  public long cpuNanosUsed() {
    return cpuUsed;
  }

  /**
   * Only the host's count: the worker's meter starts from zero (replaying a suspended cell in a
   * worker does not carry the CPU spent before the suspension into the worker's budget).
   */
  @Override
  public void setCpuNanosUsed(long nanos) {
    cpuUsed = nanos;
  }

  /** The process id of the worker running this cell (-1 before it has one). */
  public long workerPid() {
    WorkerProcess running = worker;
    return running == null ? -1 : running.pid();
  }

  /**
   * The cell is over on the host's side: a worker waiting for the next resume is told to drop the
   * cell and goes back to its pool; one in any other state is killed.
   */
  public void close() {
    WorkerProcess running = worker;
    if (running == null || state == State.ENDED) {
      return;
    }
    unwatch();
    if (state == State.WAITING && !cancelled && overBudget == null && ended == null) {
      try {
        running.send(WorkerProtocol.frame("abandon"));
        state = State.ENDED;
        pool.release(running);
        return;
      } catch (IOException e) {
        // dead already: reaped below
      }
    }
    state = State.ENDED;
    running.kill();
    pool.discard(running);
  }

  private void finishCleanly() {
    state = State.ENDED;
    unwatch();
    pool.release(worker);
  }

  /**
   * The worker's output ended (it exited, or we killed it): reap it, then say why. A cell the host
   * cancelled or the watchdog stopped ends that way; an exit by OutOfMemoryError is the memory
   * limit; anything else is a crash, reported as such.
   */
  private Step end(String when, WorkerFailure failure) {
    state = State.ENDED;
    unwatch();
    WorkerProcess dead = worker;
    int code = dead.kill();
    pool.discard(dead);
    if (cancelled) {
      return new Step.Cancelled();
    }
    if (overBudget != null) {
      return new Step.LimitExceeded(overBudget);
    }
    if (code == WorkerProcess.OOM_EXIT_CODE) {
      return new Step.LimitExceeded(LimitExceededError.memory(options.heapBytes(),
          "the worker process ran out of memory").getMessage());
    }
    if (startTimedOut) {
      throw new WorkerFailure("the worker process did not become ready within " + WorkerPool.START_TIMEOUT_SECONDS
          + " s (the host is unaffected)");
    }
    if (failure != null) {
      throw failure;
    }
    throw new WorkerFailure("the worker process exited with " + WorkerProcess.describeExit(code) + " " + when
        + " (the host is unaffected)");
  }

  private Step violation(WorkerProtocol.Violation v) {
    if (cancelled || overBudget != null) {
      return end("", null); // killed by us mid-frame: the cut-off frame is not the worker's fault
    }
    state = State.ENDED;
    unwatch();
    worker.kill();
    pool.discard(worker);
    throw new WorkerFailure("worker protocol violation: " + v.getMessage());
  }

  // ---------------------------------------------------------------- the CPU watchdog

  private void watch() {
    baselineNanos = worker.cpuNanos();
    if (baselineNanos < 0) {
      return; // the platform cannot tell a process's CPU time: the in-worker meter alone bounds it
    }
    WATCHED.add(this);
    synchronized (RemoteExecution.class) {
      if (!watchdogStarted) {
        watchdogStarted = true;
        KraitThreads.timers().scheduleWithFixedDelay(RemoteExecution::watchAll, WATCHDOG_PERIOD_MILLIS,
            WATCHDOG_PERIOD_MILLIS, TimeUnit.MILLISECONDS);
      }
    }
  }

  private void unwatch() {
    WATCHED.remove(this);
  }

  private static void watchAll() {
    for (RemoteExecution execution : WATCHED) {
      try {
        execution.checkCpu();
      } catch (RuntimeException e) {
        // a worker that vanished meanwhile: its reader reports it
      }
    }
  }

  private void checkCpu() {
    WorkerProcess running = worker;
    long baseline = baselineNanos;
    if (running == null || baseline < 0) {
      return;
    }
    long used = running.cpuNanos() - baseline;
    if (used > budgetNanos + WATCHDOG_MARGIN_NANOS) {
      overBudget = LimitExceededError.cpu(budgetNanos).getMessage() + ": the worker process was stopped from outside after "
          + String.format(Locale.ROOT, "%.1f s", used / 1e9) + " of CPU time";
      WATCHED.remove(this);
      running.destroy();
    }
  }
}
