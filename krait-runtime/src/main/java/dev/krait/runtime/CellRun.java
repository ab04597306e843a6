/*
 * One running cell: the state machine that drives an Execution from short executor tasks, answers
 * its host calls (tools and helpers), enforces bounds, and drains admitted calls at the end.
 *
 * Durable cells (some tool requires approval, or the cell is resumed from a snapshot) also keep a
 * log of every input from outside the interpreter (settlements, clock readings, load() answers)
 * and run with deterministic randomness; suspension writes the log into a snapshot, and a resume
 * replays it into a fresh interpreter, checking that the cell makes the same calls, before going
 * live (docs/durable.md).
 *
 * Threading: all state except the few volatile flags and the settlement queue is touched only by
 * drive(), which runs as at most one task at a time (the wip counter serialises it, the classic
 * "drain loop"): whoever moves wip from 0 to 1 submits the task, others just bump the counter.
 *
 * Borrowed first slice (default executor only): the thread that starts a small cell compiles it
 * and runs its first slice itself, saving the two thread wake-ups of a hand-off to the pool and
 * back (most of a trivial cell's cost). The host's thread may have a small stack, so the slice
 * runs shallow (ExecutionOptions.shallowSliceNanos) and publishes nothing while it runs: tool
 * starts, outputs and printed text are held until it ends. If anything in it could depend on the
 * stack (or it runs long, or it stores a value), it is discarded and the cell starts again on the
 * pool, reusing only the compiled program: the outcome is the one a pool thread gives.
 */
package dev.krait.runtime;

import dev.krait.python.Execution;
import dev.krait.python.ExecutionOptions;
import dev.krait.python.ExternalHost;
import dev.krait.python.ExternalReply;
import dev.krait.python.HostValues;
import dev.krait.python.Program;
import dev.krait.python.PythonFailure;
import dev.krait.python.PythonSyntaxError;
import dev.krait.python.Step;
import dev.krait.python.stdlib.HostSources;
import dev.krait.runtime.internal.CellChecks;
import dev.krait.runtime.internal.DeterministicRandom;
import dev.krait.runtime.internal.ReplayEvent;
import dev.krait.runtime.internal.SnapshotCodec;
import dev.krait.runtime.internal.JsonBridge;
import dev.krait.runtime.internal.PythonStubs;
import dev.krait.runtime.internal.JsonBridge.RejectedValue;
import dev.krait.runtime.internal.ToolInputs;
import dev.krait.runtime.process.RemoteExecution;
import dev.krait.runtime.process.WorkerFailure;
import dev.krait.runtime.process.WorkerPool;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/** Drives one cell. Created and started by {@link CodeExecutor#executeModule}. */
final class CellRun implements ExternalHost {
  static final String TOOL_PREFIX = "tools.";
  /** "wall-clock limit of 60 s exceeded", as the interpreter names its CPU and memory limits. */
  private String wallClockExceeded() {
    long ms = limits.wallClockTimeout().toMillis();
    String value = ms % 1000 == 0 ? ms / 1000 + " s" : ms >= 1000 ? String.format(java.util.Locale.ROOT, "%.1f s", ms / 1000.0)
        : ms + " ms";
    return "wall-clock limit of " + value + " exceeded";
  }
  static final String DEADLOCK =
      "RuntimeError: every task of the cell is waiting and nothing can wake it (deadlock)";

  private enum Phase { STARTING, RUNNING, DRAINING, DONE }

  /** One admitted tool call. */
  private static final class Call {
    final String name;
    final JsonNode input;
    final Cancellation cancellation;
    ToolCall.Outcome outcome;
    /** A call to an approval-gated tool that has not been approved (so not started) yet. */
    boolean awaitingApproval;

    Call(String name, JsonNode input, Cancellation cancellation) {
      this.name = name;
      this.input = input;
      this.cancellation = cancellation;
    }

    ToolCall record() {
      return new ToolCall(name, input, outcome != null ? outcome : new ToolCall.Unsettled());
    }
  }

  /** A marker for pending ids that are not tool calls (yield_control, calls refused before admission). */
  private static final Call YIELD = new Call("", JsonNodeFactory.instance.nullNode(), null);

  /** The outcome of a pending id, produced on any thread, applied by drive(). */
  private record Settlement(long id, ToolCall.Outcome outcome, ExternalReply reply) {}

  private final CellLimits limits;
  private final Executor executor;
  private final ScheduledExecutorService timers;
  private final Engine engine;
  private final String source;
  private final ToolExecutor tools;
  private final Map<String, String> toolByIdentifier;
  private Map<String, ToolMetadata> toolMetadata; // by name, read on the first tool call
  private final CellContext context;
  private final boolean checkBeforeRun;
  private final Cancellation cellToken;
  private final Cancellation scope;
  private final CompletableFuture<CellOutcome> result = new CompletableFuture<>();

  /**
   * How a durable cell is configured; null for an ordinary one. {@code journal}: where its log is
   * written as it runs (null: only into the snapshot); {@code nextEntry}: the journal position the
   * resume claimed plus one (0 for a new cell); {@code openTail}: the restored log is a journal that
   * may end anywhere (a crash), so the replay goes live where it ends instead of diverging.
   */
  record Durability(byte[] key, SnapshotCodec.State restored, Map<String, ApprovalDecision> decisions,
      CellJournal journal, long nextEntry, boolean openTail) {
    Durability(byte[] key, SnapshotCodec.State restored, Map<String, ApprovalDecision> decisions) {
      this(key, restored, decisions, null, 0, false);
    }
  }

  /** Events a durable cell may log (the clock readings of a busy loop are the risk). */
  static final int MAX_LOG_EVENTS = 2_000_000;

  private final Durability durability;
  private final List<ReplayEvent> log;
  private final byte[] seed;
  private final DeterministicRandom random;
  private final java.time.Clock recordingClock;
  private java.time.Clock baseClock;
  private int cursor;
  private int replayEnd;
  private boolean replaying;
  private String diverged;
  private long lastTick;
  private long tickOffset;
  // the effect journal (durability.journal() != null)
  private String cellId;
  private long journalEntry;
  private int journaled;
  private boolean settledSinceFlush;
  private String journalError;
  private long cpuAtLastRun;
  private boolean restateCpu;
  /** Answers of requests made during the replay that the log has not delivered yet (its tail was cut). */
  private final Map<Long, ExternalReply> replayReplies = new HashMap<>();

  private final AtomicInteger wip = new AtomicInteger();
  private final ConcurrentLinkedQueue<Settlement> settlements = new ConcurrentLinkedQueue<>();
  private volatile boolean cancelRequested;
  private volatile boolean wallExpired;
  private volatile boolean drainExpired;
  private volatile Execution execution;

  // Touched only by drive().
  private Phase phase = Phase.STARTING;
  private long nextId;
  private final List<Call> calls = new ArrayList<>();
  private final Map<Long, Call> pending = new HashMap<>();
  private Cancellation.Registration cancelRegistration;
  private ScheduledFuture<?> wakeTimer;
  private long wakeAtNanos = -1;
  private ScheduledFuture<?> wallTimer;
  private long startNanos;
  private ScheduledFuture<?> drainTimer;
  private Function<List<ToolCall>, CellOutcome> primary;
  private ToolError fatal;
  private String hostLimit;
  private long printedChars;
  private boolean printTruncated;
  private int outputCount;
  private long outputChars;

  /** Sources up to this size may run their first slice on the starting thread (compiling is in it). */
  static final int BORROW_MAX_SOURCE_CHARS = 4096;
  /** Running time of a borrowed slice before the cell moves to the pool. */
  static final long BORROW_NANOS = 200_000;
  /** Borrowed slices running on this thread (a tool started by one may start a cell: that one goes to the pool). */
  private static final ThreadLocal<int[]> BORROWING = ThreadLocal.withInitial(() -> new int[1]);
  /** The starting thread may run the first slice (CodeExecutor: the default executor, no durability). */
  private boolean mayBorrow;
  /** The running slice is borrowed: effects wait in {@link #held} until it ends. */
  private boolean borrowed;
  /** The borrowed slice must be discarded and the cell started again on the pool. */
  private boolean movePending;
  private int overflowsBefore;
  private final List<Runnable> held = new ArrayList<>();
  /** The compiled program, kept when a borrowed slice is discarded. */
  private Program compiled;
  private boolean checked;

  CellRun(CellLimits limits, Executor executor, ScheduledExecutorService timers, Engine engine,
      String source, ToolExecutor tools, Map<String, String> toolByIdentifier, Cancellation caller,
      CellContext context, boolean checkBeforeRun, Durability durability) {
    this.checkBeforeRun = checkBeforeRun;
    this.durability = durability;
    if (durability != null) {
      SnapshotCodec.State restored = durability.restored();
      this.log = new ArrayList<>(restored != null ? restored.events() : List.of());
      this.replayEnd = log.size();
      this.seed = restored != null ? restored.seed() : freshSeed();
      this.random = new DeterministicRandom(seed);
      this.recordingClock = new RecordingClock();
      this.cellId = SnapshotCodec.cellId(seed);
      this.journalEntry = durability.nextEntry();
      this.journaled = log.size();
      this.cpuAtLastRun = restored != null ? restored.cpuNanosUsed() : 0;
    } else {
      this.log = null;
      this.seed = null;
      this.random = null;
      this.recordingClock = null;
    }
    this.limits = limits;
    this.executor = executor;
    this.timers = timers;
    this.engine = engine;
    this.source = source;
    this.tools = tools;
    this.toolByIdentifier = toolByIdentifier;
    this.context = context;
    this.cellToken = caller.child();
    this.scope = cellToken.child();
  }

  CompletableFuture<CellOutcome> start() {
    // A dropped observer (cancel, orTimeout, completeExceptionally) cancels the cell; Krait itself
    // only ever completes the future normally.
    result.whenComplete((outcome, error) -> {
      if (error != null) {
        cellToken.cancel();
      }
    });
    if (mayBorrow && source.length() <= BORROW_MAX_SOURCE_CHARS && BORROWING.get()[0] == 0
        && !dev.krait.python.vm.ResourceMeter.running()) {
      driveBorrowed();
    } else {
      signal();
    }
    return result;
  }

  /** Lets {@link #start()} run the first slice on the calling thread (see the file's comment). */
  CellRun borrowingCaller() {
    mayBorrow = durability == null && engine == Engine.PYTHON;
    return this;
  }

  /** The first step, on the starting thread; what is left goes to the executor. */
  private void driveBorrowed() {
    wip.incrementAndGet(); // this thread owns the drain loop: signals meanwhile only count
    int[] borrowing = BORROWING.get();
    borrowing[0]++;
    borrowed = true;
    overflowsBefore = dev.krait.python.vm.ResourceMeter.overflowsCaught();
    try {
      step();
    } catch (StackOverflowError e) {
      movePending = true; // the host's stack was too small for something: the pool does it again
    } catch (Throwable t) {
      if (borrowed) {
        moveOff();
      }
      internalError(t);
    } finally {
      borrowing[0]--;
    }
    if (movePending) {
      moveOff();
      handOff(); // wip stays held: the pool's drive() takes it over
    } else if (wip.decrementAndGet() != 0) {
      handOff();
    }
  }

  /** Whether the borrowed slice must be discarded: something in it could depend on the stack. */
  private boolean mustMove() {
    if (!borrowed) {
      return false;
    }
    if (movePending || dev.krait.python.vm.ResourceMeter.overflowsCaught() != overflowsBefore
        || (execution != null && execution.needsDeepStack() && !cancelRequested)) {
      movePending = true;
    }
    return movePending;
  }

  /** Forgets everything the borrowed slice did (none of it was published) but the compiled program. */
  private void moveOff() {
    borrowed = false;
    movePending = false;
    Execution dropped = execution;
    execution = null;
    if (dropped != null) {
      dropped.cancel();
    }
    held.clear();
    calls.clear();
    pending.clear();
    settlements.clear();
    nextId = 0;
    outputCount = 0;
    outputChars = 0;
    printedChars = 0;
    printTruncated = false;
    hostLimit = null;
    fatal = null;
    if (phase == Phase.RUNNING) {
      phase = Phase.STARTING;
    }
  }

  /** The borrowed slice ended well: publishes what it held, in order; later slices run on the pool. */
  private void endBorrowed() {
    borrowed = false;
    if (execution != null) {
      execution.onDeepStack();
    }
    if (!held.isEmpty()) {
      List<Runnable> effects = new ArrayList<>(held);
      held.clear();
      effects.forEach(Runnable::run);
    }
  }

  /** Holds an effect while the slice is borrowed; does it now otherwise. */
  private void effect(Runnable effect) {
    if (borrowed) {
      held.add(effect);
    } else {
      effect.run();
    }
  }

  /** A host call a borrowed slice cannot hold back (store, yield_control): the pool runs the cell. */
  private ExternalReply moveForHostCall() {
    movePending = true;
    stopPython();
    return new ExternalReply.Error("RuntimeError", "the cell moves to a cell thread");
  }

  private void handOff() {
    try {
      executor.execute(this::drive);
    } catch (RejectedExecutionException e) {
      rejected(e);
    }
  }

  /**
   * Starts once {@code pool} grants a permit (process mode: at most so many cells have a worker at
   * once). A cell cancelled while it waits ends at once as Cancelled; a granted permit is returned
   * when the cell's outcome is published.
   */
  CompletableFuture<CellOutcome> start(WorkerPool pool) {
    CompletableFuture<Void> permit = pool.permit();
    result.whenComplete((outcome, error) -> {
      if (error != null) {
        cellToken.cancel();
      }
      if (permit.isDone() && !permit.isCancelled()) {
        pool.returnPermit();
      }
    });
    if (!permit.isDone()) {
      Cancellation.Registration waiting = cellToken.onCancel(() -> {
        if (pool.withdraw(permit)) {
          result.complete(new CellAbort.Cancelled(List.of()));
        }
      });
      permit.thenRun(waiting::close);
    }
    permit.thenRun(this::signal);
    return result;
  }

  // ---------------------------------------------------------------- the drain loop

  private void signal() {
    if (wip.getAndIncrement() == 0) {
      try {
        executor.execute(this::drive);
      } catch (RejectedExecutionException e) {
        rejected(e);
      }
    }
  }

  /** Nobody can drive the cell any more: report it and cancel what we can. */
  private void rejected(RejectedExecutionException e) {
    scope.cancel();
    cellToken.cancel();
    result.complete(new CellAbort.Internal("the cell executor rejected a task: " + e.getMessage(),
        List.of()));
  }

  private void drive() {
    int missed = 1;
    while (true) {
      java.time.Clock savedClock = null;
      java.util.Random savedRandom = null;
      java.util.function.LongSupplier savedTicker = null;
      if (durability != null) {
        if (baseClock == null) {
          baseClock = HostSources.clock();
        }
        savedClock = HostSources.setThreadClock(recordingClock);
        savedRandom = HostSources.setThreadRandom(random);
        savedTicker = HostSources.setThreadTicker(this::tick);
      }
      try {
        step();
      } catch (Throwable t) {
        internalError(t);
      } finally {
        if (durability != null) {
          HostSources.setThreadClock(savedClock);
          HostSources.setThreadRandom(savedRandom);
          HostSources.setThreadTicker(savedTicker);
        }
      }
      missed = wip.addAndGet(-missed);
      if (missed == 0) {
        return;
      }
    }
  }

  private void step() {
    if (phase == Phase.DONE) {
      settlements.clear();
      return;
    }
    if (phase == Phase.STARTING) {
      begin();
      if (movePending) {
        return;
      }
    }
    applySettlements();
    if (phase == Phase.RUNNING) {
      if (cancelRequested) {
        finish(calls -> new CellAbort.Cancelled(calls));
      } else if (wallExpired) {
        finish(limit(wallClockExceeded()));
      } else {
        runPython();
      }
    }
    if (phase == Phase.DRAINING) {
      applySettlements();
      if (pending.isEmpty() || drainExpired) {
        complete();
      }
    }
  }

  private void begin() {
    phase = Phase.RUNNING;
    if (cancelRegistration == null) {
      cancelRegistration = cellToken.onCancel(() -> {
        cancelRequested = true;
        stopPython();
        signal();
      });
      startNanos = System.nanoTime();
    }
    if (cancelRequested) {
      return;
    }
    ExecutionOptions options = ExecutionOptions.builder()
        .cpuTimeNanos(limits.timeout().toNanos())
        .heapBytes(limits.heapBytes())
        .wallClockNanos(limits.wallClockTimeout().toNanos())
        .maxHostDepth(JsonBridge.MAX_DEPTH)
        .stdout(this::onPrint)
        // a cell has one printed stream: what it writes to sys.stderr (logging, warnings) joins it
        // in order, as a terminal shows both, rather than being lost to the model
        .stderr(this::onPrint)
        .host(this)
        .globals(globals())
        .lastValue(limits.lastExpressionValue())
        .shallowSliceNanos(borrowed ? BORROW_NANOS : 0)
        .build();
    if (source.length() > limits.maxSourceChars()) {
      String message = "source too large: " + source.length() + " characters (the limit is "
          + limits.maxSourceChars() + ")";
      CellDiagnostic diagnostic = new CellDiagnostic(CellDiagnostic.Kind.PARSE_ERROR, "SyntaxError: " + message,
          Optional.of("SyntaxError: " + message + "\n"));
      finish(calls -> new CellResult.Failure(diagnostic, calls));
      return;
    }
    if (checkBeforeRun && !checked) {
      CellChecks.Checked check = CellChecks.checkAndCompile(source, Engine.FILENAME, CodeExecutor.metadataOf(tools));
      if (mustMove() || !passesCheck(check.report())) {
        return; // a check that overflowed the host's stack is made again on the pool
      }
      checked = true;
      compiled = check.program();
    }
    try {
      replaying = replayEnd > 0;
      if (engine instanceof WorkerEngine workers) {
        // Known before it starts, so that cancellation can kill the worker at any point of its
        // start-up (which has a time-out of its own).
        RemoteExecution remote = workers.open();
        execution = remote;
        if (cancelRequested) {
          remote.cancel();
        }
        remote.start(source, Engine.FILENAME, options);
        // The wall-clock cap counts from here, not from the start of a JVM, and is armed now: a
        // worker that hangs never reports Blocked.
        startNanos = System.nanoTime();
        armWallTimer();
      } else {
        execution = compiled != null ? engine.start(source, compiled, options) : engine.start(source, options);
      }
    } catch (WorkerFailure e) {
      finish(calls -> new CellAbort.Internal(e.getMessage(), calls));
      return;
    } catch (PythonSyntaxError e) {
      if (mustMove()) {
        return;
      }
      CellDiagnostic diagnostic = new CellDiagnostic(CellDiagnostic.Kind.PARSE_ERROR,
          e.kind() + ": " + e.msg(), Optional.ofNullable(e.report()));
      finish(calls -> new CellResult.Failure(diagnostic, calls));
      return;
    }
    if (cancelRequested || wallExpired) {
      stopPython();
    }
    if (durability != null) {
      context.setCellId(cellId);
      if (!startJournal()) {
        return;
      }
    }
    if (replaying) {
      replay();
    }
  }

  // ---------------------------------------------------------------- durable cells

  private static byte[] freshSeed() {
    byte[] b = new byte[SnapshotCodec.SEED_BYTES];
    HostSources.random().nextBytes(b);
    return b;
  }

  /** Entry 0 of a new journaled cell: its source, seed and gates. False (cell finished) if it fails. */
  private boolean startJournal() {
    CellJournal journal = durability.journal();
    if (journal == null || durability.restored() != null) {
      return true; // a resume's claim wrote its entries already
    }
    try {
      journal.append(cellId, 0, SnapshotCodec.journalHeader(new SnapshotCodec.State(SnapshotCodec.KRAIT_VERSION,
          source, 0, seed, gatedTools(), List.of()), durability.key(), cellId));
      journalEntry = 1;
      return true;
    } catch (RuntimeException e) {
      String message = journalMessage(e);
      finish(calls -> new CellAbort.Internal(message, calls));
      return false;
    }
  }

  /**
   * Writes the events logged since the last write as one journal entry; durable when it returns.
   * False if it failed: the cell is then stopped (it must not go on with effects it cannot record).
   */
  private boolean flushJournal() {
    CellJournal journal = durability == null ? null : durability.journal();
    if (journal == null || journalError != null) {
      return journalError == null;
    }
    settledSinceFlush = false;
    if (journaled == log.size()) {
      return true;
    }
    try {
      journal.append(cellId, journalEntry, SnapshotCodec.journalEvents(cpuAtLastRun,
          log.subList(journaled, log.size()), durability.key(), cellId, journalEntry));
      journalEntry++;
      journaled = log.size();
      return true;
    } catch (SnapshotCodec.Unsnapshottable | RuntimeException e) {
      journalError = e instanceof SnapshotCodec.Unsnapshottable
          ? "the cell cannot be journaled: " + e.getMessage() : journalMessage(e);
      stopPython();
      return false;
    }
  }

  private String journalMessage(Exception e) {
    return e instanceof CellConflictException ? e.getMessage()
        : "the cell's journal could not be written: " + e;
  }

  /**
   * Ends the journal of a finished cell. A success ends it when the host commits the context (with
   * its store writes, atomically); any other outcome now. A cell that lost its journal to another
   * host (a conflict) leaves it alone.
   */
  private void endJournal(CellOutcome outcome) {
    CellJournal journal = durability == null ? null : durability.journal();
    if (journal == null || outcome instanceof CellResult.Suspended
        || (journalError != null && !journalError.startsWith("the cell cannot be journaled"))) {
      return;
    }
    byte[] end = SnapshotCodec.journalEnd(durability.key(), cellId, journalEntry);
    if (outcome instanceof CellResult.Success) {
      context.endJournalOnCommit(journal, cellId, journalEntry, end);
      return;
    }
    try {
      journal.end(cellId, journalEntry, end, context.store(), Map.of());
    } catch (RuntimeException e) {
      // the cell stays open in the journal; recovering it replays it to this same end
    }
  }

  private List<String> gatedTools() {
    List<String> gatedTools = new ArrayList<>();
    for (String name : toolByIdentifier.values()) {
      if (gated(name)) {
        gatedTools.add(name);
      }
    }
    return gatedTools;
  }

  /**
   * Whether the cell is still replaying. When a journal recovered after a crash ends, the cell goes
   * live where it ends, even in the middle of a run.
   */
  private boolean replayingNow() {
    // a call approved in the middle of a run (a recovery that went live there) was started there
    while (replaying && cursor < replayEnd && log.get(cursor) instanceof ReplayEvent.Started started) {
      cursor++;
      Call call = pending.get(started.id());
      if (call != null && call != YIELD) {
        call.awaitingApproval = false;
      }
    }
    if (replaying && durability.openTail() && cursor >= replayEnd) {
      goLiveInRun();
    }
    return replaying;
  }

  /** The id a person uses for pending call {@code id}. */
  static String callId(long id) {
    return Long.toString(id);
  }

  /**
   * Rebuilds the suspended state by running the cell again with the logged inputs: settlements
   * delivered before the same resumes, calls answered from the log (never started again), then
   * goes live and applies the reviewer's decisions.
   */
  private void replay() {
    while (cursor < replayEnd && phase == Phase.RUNNING) {
      ReplayEvent event = log.get(cursor);
      if (event instanceof ReplayEvent.Resumed) {
        cursor++;
        Step step = execution.resume();
        if (diverged != null) {
          finishDiverged();
          return;
        }
        if (hostLimit != null) {
          finish(limit(hostLimit));
          return;
        }
        if (replaying && durability.openTail() && cursor >= replayEnd) {
          goLiveInRun(); // the recovered journal ends with this run
        }
        if (!replaying) {
          afterLiveRun();
          handleStep(step);
          return;
        }
        if (!(step instanceof Step.Blocked)) {
          if (step instanceof Step.Cancelled || step instanceof Step.LimitExceeded) {
            replaying = false;
            handleStep(step);
          } else {
            diverge("the cell ended (" + step.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT)
                + ") where the recorded run waited");
            finishDiverged();
          }
          return;
        }
      } else if (event instanceof ReplayEvent.Started started) {
        cursor++;
        Call call = pending.get(started.id());
        if (call == null || call == YIELD) {
          diverge("the snapshot starts call " + started.id() + ", which the replay has not made");
          finishDiverged();
          return;
        }
        call.awaitingApproval = false;
      } else if (event instanceof ReplayEvent.ToolSettled settled) {
        cursor++;
        Call call = pending.remove(settled.id());
        if (call == null || call == YIELD) {
          diverge("the snapshot settles call " + settled.id() + ", which the replay has not made");
          finishDiverged();
          return;
        }
        call.awaitingApproval = false;
        Settlement settlement = settlementOf(settled.id(), settled.outcome());
        call.outcome = settled.outcome();
        call.cancellation.cancel();
        noteFatal(settled.outcome());
        execution.settle(settled.id(), settlement.reply());
      } else if (event instanceof ReplayEvent.ReplySettled settled) {
        cursor++;
        Call call = pending.remove(settled.id());
        if (call != YIELD) {
          diverge("the snapshot answers request " + settled.id() + ", which the replay has not made");
          finishDiverged();
          return;
        }
        replayReplies.remove(settled.id());
        execution.settle(settled.id(), settled.errorType() == null ? new ExternalReply.Value(null)
            : new ExternalReply.Error(settled.errorType(), settled.message()));
      } else {
        diverge("the recorded run made " + describe(event) + " here; the replay did not");
        finishDiverged();
        return;
      }
    }
    if (phase != Phase.RUNNING) {
      return;
    }
    goLive();
  }

  private void goLive() {
    execution.setCpuNanosUsed(durability.restored().cpuNanosUsed());
    if (!applyDecisions() && suspendable()) {
      suspend();
    }
  }

  /** Goes live in the middle of a replayed run (a recovered journal ends there). */
  private void goLiveInRun() {
    restateCpu = true;
    applyDecisions();
  }

  /** After a run that went live: the CPU spent is the recorded figure plus the live part. */
  private void afterLiveRun() {
    if (restateCpu) {
      restateCpu = false;
      execution.setCpuNanosUsed(durability.restored().cpuNanosUsed());
    }
  }

  /**
   * Ends the replay: from here on the clock, randomness and tools are live. Applies the decisions
   * to the calls awaiting them, and to the calls in doubt (started before a crash, their outcome
   * never journaled: run again only if approved). True if any decision applied.
   */
  private boolean applyDecisions() {
    replaying = false;
    if (lastTick != 0) {
      tickOffset = lastTick - System.nanoTime();
    }
    replayReplies.forEach((id, reply) -> settlements.add(new Settlement(id, null, reply)));
    replayReplies.clear();
    boolean decided = false;
    List<Long> ids = new ArrayList<>(pending.keySet());
    java.util.Collections.sort(ids);
    List<Long> approved = new ArrayList<>();
    for (long id : ids) {
      Call call = pending.get(id);
      if (call == YIELD) {
        continue;
      }
      boolean inDoubt = !call.awaitingApproval;
      ApprovalDecision decision = durability.decisions().get(callId(id));
      if (decision instanceof ApprovalDecision.Approved) {
        call.awaitingApproval = false;
        record(new ReplayEvent.Started(id));
        approved.add(id);
        decided = true;
      } else if (decision instanceof ApprovalDecision.Rejected rejected) {
        call.awaitingApproval = false;
        ToolError error = new ToolError.Failed("tools." + dev.krait.runtime.internal.ToolNames.identifier(call.name)
            + ": the call was rejected by the reviewer: " + rejected.reason());
        settlements.add(new Settlement(id, new ToolCall.Errored(error), new ExternalReply.Error("ToolError",
            error.message())));
        decided = true;
      } else if (inDoubt) {
        call.awaitingApproval = true; // in doubt and undecided: it waits for a decision like a gated call
      }
    }
    // all starts are journaled by the first call's write, then the tools are invoked
    approved.forEach(id -> startCall(id, pending.get(id)));
    return decided;
  }

  private static String describe(ReplayEvent event) {
    if (event instanceof ReplayEvent.Called c) {
      return "call " + c.id() + " (tools." + c.tool() + ")";
    } else if (event instanceof ReplayEvent.Loaded) {
      return "a load()";
    } else if (event instanceof ReplayEvent.Ticked || event instanceof ReplayEvent.Clocked) {
      return "a clock reading";
    } else if (event instanceof ReplayEvent.Resumed) {
      return "a wait";
    }
    return "a settlement";
  }

  /** The next event of the log for a host call being replayed, or null (diverged) if it is not one. */
  private ReplayEvent replayed(String what) {
    if (cursor >= replayEnd) {
      diverge("the replay made " + what + " the recorded run did not make");
      return null;
    }
    ReplayEvent event = log.get(cursor);
    if (event instanceof ReplayEvent.Resumed || event instanceof ReplayEvent.ToolSettled
        || event instanceof ReplayEvent.ReplySettled || event instanceof ReplayEvent.Started) {
      diverge("the replay made " + what + " where the recorded run waited");
      return null;
    }
    cursor++;
    return event;
  }

  private ExternalReply diverge(String what) {
    if (diverged == null) {
      diverged = what;
    }
    stopPython();
    return new ExternalReply.Error("RuntimeError", "the resumed cell diverged from its recorded run");
  }

  private void finishDiverged() {
    String message = "RuntimeError: the resumed cell did not repeat its recorded run: " + diverged
        + " (a cell resumes by running again with its recorded tool results, so it must make the"
        + " same calls in the same order; see docs/durable.md)";
    finish(calls -> new CellResult.Failure(CellDiagnostic.of(CellDiagnostic.Kind.EXECUTION_ERROR, message), calls));
  }

  private void record(ReplayEvent event) {
    if (log.size() >= MAX_LOG_EVENTS) {
      exceedHostLimit("durable log limit exceeded: more than " + MAX_LOG_EVENTS
          + " recorded events (tool results, clock readings, load() answers)");
      return;
    }
    log.add(event);
  }

  /** The loop's clock of a durable cell (see HostSources.setThreadTicker): recorded, or replayed. */
  private long tick() {
    if (replayingNow()) {
      ReplayEvent event = replayed("a clock reading");
      if (event instanceof ReplayEvent.Ticked t) {
        lastTick = t.nanos();
      } else if (event != null) {
        diverge("the replay read the clock where the recorded run made " + describe(event));
      }
      return lastTick;
    }
    long now = Math.max(System.nanoTime() + tickOffset, lastTick);
    lastTick = now;
    record(new ReplayEvent.Ticked(now));
    return now;
  }

  /** The loop clock's value now, without recording a reading. */
  private long loopNow() {
    return durability != null ? System.nanoTime() + tickOffset : HostSources.loopNanos();
  }

  /** The wall clock of a durable cell: recorded, or replayed. */
  private final class RecordingClock extends java.time.Clock {
    @Override
    public java.time.ZoneId getZone() {
      return java.time.ZoneOffset.UTC;
    }

    @Override
    public java.time.Clock withZone(java.time.ZoneId zone) {
      return this;
    }

    @Override
    public java.time.Instant instant() {
      if (replayingNow()) {
        ReplayEvent event = replayed("a clock reading");
        if (event instanceof ReplayEvent.Clocked c) {
          return java.time.Instant.ofEpochSecond(0, c.epochNanos());
        }
        if (event != null) {
          diverge("the replay read the clock where the recorded run made " + describe(event));
        }
        return java.time.Instant.EPOCH;
      }
      java.time.Instant now = (baseClock != null ? baseClock : java.time.Clock.systemUTC()).instant();
      record(new ReplayEvent.Clocked(now.getEpochSecond() * 1_000_000_000L + now.getNano()));
      return now;
    }
  }

  /**
   * Whether calls to {@code name} need approval: the tools say so, or they did when the cell
   * suspended (a resumed cell keeps its gates).
   */
  private boolean gated(String name) {
    if (durability.restored() != null && durability.restored().gatedTools().contains(name)) {
      return true;
    }
    try {
      return tools.requiresApproval(name);
    } catch (RuntimeException e) {
      return true; // when in doubt, ask
    }
  }

  /** Whether the cell can suspend now: it waits, and on approval-gated calls only. */
  private boolean suspendable() {
    if (durability == null || pending.isEmpty() || !settlements.isEmpty()) {
      return false;
    }
    for (Call call : pending.values()) {
      if (call == YIELD || !call.awaitingApproval) {
        return false;
      }
    }
    return true;
  }

  /** Ends the cell as Suspended, with its log as the snapshot. */
  private void suspend() {
    if (fatal != null) {
      finish(calls -> new CellAbort.Tool(fatal, calls)); // the cell can never succeed: no point waiting
      return;
    }
    cpuAtLastRun = execution.cpuNanosUsed();
    if (!flushJournal()) {
      finish(calls -> new CellAbort.Internal(journalError, calls));
      return;
    }
    SnapshotCodec.State state = new SnapshotCodec.State(SnapshotCodec.KRAIT_VERSION, source,
        execution.cpuNanosUsed(), seed, gatedTools(), log);
    byte[] bytes;
    try {
      bytes = SnapshotCodec.encode(state, durability.key());
    } catch (SnapshotCodec.Unsnapshottable e) {
      String message = "the cell cannot be suspended: " + e.getMessage();
      finish(calls -> new CellAbort.Internal(message, calls));
      return;
    }
    List<Long> ids = new ArrayList<>(pending.keySet());
    java.util.Collections.sort(ids);
    List<ApprovalRequest> requests = new ArrayList<>();
    for (long id : ids) {
      Call call = pending.get(id);
      requests.add(new ApprovalRequest(callId(id), call.name, call.input.deepCopy()));
    }
    finish(calls -> new CellResult.Suspended(requests, bytes, calls));
  }

  /** Judges the pre-run check's report; false (and the cell finished as CHECK_ERROR) on errors. */
  private boolean passesCheck(CheckReport report) {
    if (report.hasErrors()) {
      if (CellChecks.isSyntaxError(report)) {
        return true; // the interpreter reports it, as PARSE_ERROR
      }
      List<CheckReport.Diagnostic> errors = report.errors();
      String first = errors.get(0).message();
      String message = first + (errors.size() > 1 ? " (and " + (errors.size() - 1)
          + " more found before running; nothing ran)" : " (found before running; nothing ran)");
      CellDiagnostic diagnostic = new CellDiagnostic(CellDiagnostic.Kind.CHECK_ERROR, message,
          Optional.of(report.format(Engine.FILENAME)));
      finish(calls -> new CellResult.Failure(diagnostic, calls));
      return false;
    }
    if (replayEnd == 0) {
      context.addWarnings(report.warnings()); // a resumed cell's were reported when it first ran
    }
    return true;
  }

  // The host functions every cell gets: immutable host values (each cell's interpreter makes Python
  // functions of its own from them), so one of each serves every cell.
  private static final HostValues.HostFunction TEXT = new HostValues.HostFunction("text");
  private static final HostValues.HostFunction IMAGE = new HostValues.HostFunction("image");
  private static final HostValues.HostFunction NOTIFY = new HostValues.HostFunction("notify");
  private static final HostValues.HostFunction STORE = new HostValues.HostFunction("store");
  private static final HostValues.HostFunction LOAD = new HostValues.HostFunction("load");
  private static final HostValues.HostFunction YIELD_CONTROL = new HostValues.HostFunction("yield_control");
  private static final HostValues.HostFunction EXIT = new HostValues.HostFunction("exit");

  /** The last globals made and the tools values they hold. */
  private record Globals(Object tools, Object allTools, Map<String, Object> map) {}

  private static volatile Globals lastGlobals;

  /** A cell's host globals: one immutable map while the tools' values are reused (see below). */
  private Map<String, Object> globals() {
    Object tools = toolsNamespace();
    Object all = allTools();
    Globals last = lastGlobals;
    if (last != null && last.tools() == tools && last.allTools() == all) {
      return last.map();
    }
    Map<String, Object> map = Map.of("tools", tools, "ALL_TOOLS", all, "text", TEXT, "image", IMAGE,
        "notify", NOTIFY, "store", STORE, "load", LOAD, "yield_control", YIELD_CONTROL, "exit", EXIT);
    lastGlobals = new Globals(tools, all, map);
    return map;
  }

  /** The last tools namespace made, and the identifiers and metadata it was made from. */
  private record ToolsNamespace(Map<String, String> byIdentifier, List<ToolMetadata> from,
      HostValues.HostNamespace value) {}

  private static volatile ToolsNamespace lastToolsNamespace;

  /**
   * The {@code tools} global as host values. Reused while the tools are the same (the executor
   * keeps one identifier map per tool list; metadata equal): a host passes the same tools cell
   * after cell, and the namespace (a map, a function and a stub per tool) was made for each.
   * Immutable, so sharing it is safe: each cell's interpreter makes its own Python objects.
   */
  private Object toolsNamespace() {
    List<ToolMetadata> metadata = context.metadata();
    ToolsNamespace last = lastToolsNamespace;
    if (last != null && last.byIdentifier() == toolByIdentifier
        && (last.from() == metadata || last.from().equals(metadata))) {
      return last.value();
    }
    HostValues.HostNamespace value = makeToolsNamespace();
    lastToolsNamespace = new ToolsNamespace(toolByIdentifier, List.copyOf(metadata), value);
    return value;
  }

  private HostValues.HostNamespace makeToolsNamespace() {
    Map<String, Object> attributes = new LinkedHashMap<>();
    Map<String, ToolMetadata> byIdentifier = new HashMap<>();
    context.metadata().forEach(tool -> byIdentifier.put(tool.identifier(), tool));
    toolByIdentifier.keySet().forEach(id -> {
      ToolMetadata tool = byIdentifier.get(id);
      // what help(tools.x), tools.x.__doc__ and inspect.signature(tools.x) show; made only when asked
      java.util.function.Supplier<String> stub =
          tool == null ? null : () -> PythonStubs.IMPORTS + "\n\n" + CodeMode.stub(tool);
      attributes.put(id, new HostValues.HostFunction(TOOL_PREFIX + id, stub));
    });
    return new HostValues.HostNamespace("tools", java.util.Collections.unmodifiableMap(attributes));
  }

  /** The last ALL_TOOLS made and the metadata it was made from: hosts pass the same tools cell after cell. */
  private record AllTools(List<ToolMetadata> from, HostValues.Constant value) {}

  private static volatile AllTools lastAllTools;

  /**
   * ALL_TOOLS as host values. Reused while the metadata is equal: converting every schema was a
   * large part of a small cell's cost with a few dozen tools. As a constant, the interpreter
   * converts it to Python once and gives each cell a copy of its own.
   */
  private Object allTools() {
    List<ToolMetadata> metadata = context.metadata();
    AllTools last = lastAllTools;
    if (last != null && (last.from() == metadata || last.from().equals(metadata))) {
      return last.value();
    }
    HostValues.Constant value = new HostValues.Constant(makeAllTools(metadata));
    lastAllTools = new AllTools(List.copyOf(metadata), value);
    return value;
  }

  private static List<Object> makeAllTools(List<ToolMetadata> metadata) {
    List<Object> list = new ArrayList<>();
    for (ToolMetadata tool : metadata) {
      Map<String, Object> attributes = new LinkedHashMap<>();
      attributes.put("name", tool.name());
      attributes.put("description", tool.description());
      tool.inputSchema().ifPresent(schema -> attributes.put("input_schema", schemaValue(schema)));
      tool.outputSchema().ifPresent(schema -> attributes.put("output_schema", schemaValue(schema)));
      list.add(new HostValues.HostNamespace("ToolMetadata", attributes));
    }
    return list;
  }

  /** A schema as a dict; one outside the JSON boundary is shown as None. */
  private static Object schemaValue(JsonNode schema) {
    try {
      return JsonBridge.toHost(schema);
    } catch (JsonBridge.RejectedValue e) {
      return null;
    }
  }

  private void stopPython() {
    Execution running = execution;
    if (running != null) {
      running.cancel();
    }
  }

  private void armWallTimer() {
    if (wallTimer == null) {
      wallTimer = schedule(() -> {
        wallExpired = true;
        stopPython();
        signal();
      }, startNanos + limits.wallClockTimeout().toNanos() - System.nanoTime());
    }
  }

  private void runPython() {
    if (durability != null) {
      // the outcomes about to reach the cell are journaled first
      if (settledSinceFlush && !flushJournal()) {
        finish(calls -> new CellAbort.Internal(journalError, calls));
        return;
      }
      record(new ReplayEvent.Resumed());
    }
    Step step;
    try {
      step = execution.resume();
    } catch (WorkerFailure e) {
      finish(calls -> new CellAbort.Internal(e.getMessage(), calls));
      return;
    }
    if (durability != null) {
      cpuAtLastRun = execution.cpuNanosUsed();
    }
    if (borrowed) {
      if (mustMove()) {
        return;
      }
      endBorrowed();
    }
    handleStep(step);
  }

  private void handleStep(Step step) {
    if (journalError != null) {
      finish(calls -> new CellAbort.Internal(journalError, calls));
      return;
    }
    if (hostLimit != null) {
      // An output bound was exceeded during this resume: whatever Python did after the refusal
      // (caught the error, finished, raised), the cell ends with LimitExceeded.
      finish(limit(hostLimit));
      return;
    }
    if (step instanceof Step.Blocked blocked) {
      // Armed lazily: a cell that never waits is bounded by its CPU budget alone, and trivial
      // cells then never touch the timer thread.
      armWallTimer();
      long wakeAt = blocked.wakeAtNanos();
      if (suspendable()) {
        suspend();
      } else if (wakeAt < 0 && pending.isEmpty() && settlements.isEmpty()) {
        finish(calls -> new CellResult.Failure(
            CellDiagnostic.of(CellDiagnostic.Kind.EXECUTION_ERROR, DEADLOCK), calls));
      } else if (wakeAt >= 0 && (wakeTimer == null || wakeTimer.isDone() || wakeAt != wakeAtNanos)) {
        cancel(wakeTimer);
        wakeAtNanos = wakeAt;
        wakeTimer = schedule(this::signal, wakeAt - loopNow());
      }
    } else if (step instanceof Step.Completed completed) {
      JsonNode value = lastValue(completed.value());
      finish(calls -> new CellResult.Success(value, calls));
    } else if (step instanceof Step.Raised raised) {
      PythonFailure failure = raised.failure();
      CellDiagnostic diagnostic = new CellDiagnostic(CellDiagnostic.Kind.EXECUTION_ERROR,
          failure.lastLine(), Optional.ofNullable(failure.traceback()));
      finish(calls -> new CellResult.Failure(diagnostic, calls));
    } else if (step instanceof Step.LimitExceeded exceeded) {
      finish(hostLimit != null ? limit(hostLimit) : limit(exceeded.message(), exceeded.traceback()));
    } else if (step instanceof Step.Cancelled) {
      if (hostLimit != null) {
        finish(limit(hostLimit));
      } else if (wallExpired) {
        finish(limit(wallClockExceeded()));
      } else if (cancelRequested) {
        finish(calls -> new CellAbort.Cancelled(calls));
      } else {
        finish(calls -> new CellAbort.Internal("the interpreter stopped without being cancelled", calls));
      }
    } else {
      finish(calls -> new CellAbort.Internal("unknown interpreter step: " + step, calls));
    }
  }

  private static Function<List<ToolCall>, CellOutcome> limit(String message) {
    return limit(message, null);
  }

  /** A limit's outcome; {@code traceback} (the running task's frames, ending with the message) may be null. */
  private static Function<List<ToolCall>, CellOutcome> limit(String message, String traceback) {
    CellDiagnostic diagnostic = new CellDiagnostic(CellDiagnostic.Kind.LIMIT_EXCEEDED, message,
        java.util.Optional.ofNullable(traceback));
    return calls -> new CellResult.Failure(diagnostic, calls);
  }

  /** Python is over: cancel what is in flight and start draining. */
  private void finish(Function<List<ToolCall>, CellOutcome> outcome) {
    if (phase == Phase.DRAINING || phase == Phase.DONE) {
      return;
    }
    phase = Phase.DRAINING;
    primary = outcome;
    if (execution instanceof RemoteExecution remote) {
      remote.close(); // its worker goes back to the pool, or is killed if it is mid-cell
    }
    execution = null;
    cancel(wakeTimer);
    cancel(wallTimer);
    pending.values().removeIf(call -> call == YIELD || call.awaitingApproval); // never started
    scope.cancel();
    if (!pending.isEmpty()) {
      drainTimer = schedule(() -> {
        drainExpired = true;
        signal();
      }, limits.drainTimeout().toNanos());
    }
  }

  private void complete() {
    phase = Phase.DONE;
    cancel(drainTimer);
    cancel(wakeTimer);
    cancel(wallTimer);
    List<ToolCall> recorded = new ArrayList<>(calls.size());
    calls.forEach(call -> {
      if (!call.awaitingApproval) {
        recorded.add(call.record());
      }
    });
    CellOutcome outcome;
    if (fatal != null) {
      outcome = new CellAbort.Tool(fatal, recorded);
    } else if (!pending.isEmpty()) {
      List<String> names = new ArrayList<>();
      pending.values().forEach(call -> names.add(call.name));
      outcome = new CellAbort.Tool(new ToolError.CleanupUnconfirmed(pending.size()
          + " tool call(s) did not settle within " + limits.drainTimeout() + " of being cancelled: "
          + String.join(", ", names)), recorded);
    } else if (cancelRequested) {
      outcome = new CellAbort.Cancelled(recorded);
    } else {
      outcome = primary.apply(recorded);
    }
    pending.clear();
    calls.clear();
    if (cancelRegistration != null) {
      cancelRegistration.close();
    }
    cellToken.cancel(); // releases the registration in the caller's token
    settlements.clear();
    endJournal(outcome);
    result.complete(outcome);
  }

  private void internalError(Throwable t) {
    String message = "internal error: " + t;
    if (phase == Phase.RUNNING || phase == Phase.STARTING) {
      finish(calls -> new CellAbort.Internal(message, calls));
      if (pending.isEmpty()) {
        complete();
      }
    } else if (phase == Phase.DRAINING) {
      primary = calls -> new CellAbort.Internal(message, calls);
      if (pending.isEmpty()) {
        complete();
      }
    } else {
      result.complete(new CellAbort.Internal(message, List.of()));
    }
  }

  private void applySettlements() {
    Settlement settlement;
    while ((settlement = settlements.poll()) != null) {
      Call call = pending.remove(settlement.id());
      if (call == null) {
        continue;
      }
      if (call != YIELD) {
        call.outcome = settlement.outcome();
        call.cancellation.cancel(); // done with it: releases its registration in the scope
        noteFatal(settlement.outcome());
      }
      Execution running = execution;
      if (phase == Phase.RUNNING && running != null) {
        if (durability != null) {
          settledSinceFlush = true;
          record(call != YIELD ? new ReplayEvent.ToolSettled(settlement.id(), settlement.outcome())
              : settlement.reply() instanceof ExternalReply.Error e
                  ? new ReplayEvent.ReplySettled(settlement.id(), e.pythonType(), e.message())
                  : new ReplayEvent.ReplySettled(settlement.id(), null, null));
        }
        running.settle(settlement.id(), settlement.reply());
      }
    }
  }

  private void noteFatal(ToolCall.Outcome outcome) {
    if (outcome instanceof ToolCall.Errored errored && errored.error().isFatal() && fatal == null) {
      fatal = errored.error();
    }
  }

  private ScheduledFuture<?> schedule(Runnable task, long delayNanos) {
    try {
      return timers.schedule(task, Math.max(0, delayNanos), TimeUnit.NANOSECONDS);
    } catch (RejectedExecutionException e) {
      throw new IllegalStateException("the cell scheduler rejected a timer", e);
    }
  }

  private static void cancel(ScheduledFuture<?> timer) {
    if (timer != null) {
      timer.cancel(false);
    }
  }

  // ---------------------------------------------------------------- host calls (VM thread)

  @Override
  public ExternalReply call(String function, List<Object> args, Map<String, Object> kwargs) {
    if (phase != Phase.RUNNING) {
      return new ExternalReply.Error("RuntimeError", "the cell has ended");
    }
    if (function.startsWith(TOOL_PREFIX)) {
      return callTool(function.substring(TOOL_PREFIX.length()), args, kwargs);
    }
    switch (function) {
      case "text":
        return text(args, kwargs);
      case "image":
        return image(args, kwargs);
      case "notify":
        return notify(args, kwargs);
      case "store":
        return store(args, kwargs);
      case "load":
        return load(args, kwargs);
      case "yield_control":
        return yieldControl(args, kwargs);
      case "exit":
        if (args.size() > 1 || !kwargs.isEmpty()) {
          return typeError("exit() takes at most 1 argument");
        }
        return new ExternalReply.Exit();
      default:
        return new ExternalReply.Error("RuntimeError", "no host function named " + function);
    }
  }

  private ExternalReply callTool(String identifier, List<Object> args, Map<String, Object> kwargs) {
    String name = toolByIdentifier.get(identifier);
    if (name == null) {
      return new ExternalReply.Error("AttributeError", "no tool named " + identifier);
    }
    Object value;
    if (args.size() == 1 && kwargs.isEmpty()) {
      value = args.get(0);
    } else if (args.isEmpty()) {
      value = kwargs;
    } else {
      return typeError("tools." + identifier
          + "() takes one JSON argument or keyword arguments, not " + args.size() + " positional argument"
          + (args.size() == 1 ? "" : "s") + (kwargs.isEmpty() ? "" : " and keyword arguments"));
    }
    JsonNode input;
    try {
      input = JsonBridge.toJson(value);
    } catch (RejectedValue e) {
      return new ExternalReply.Error(e.pythonType(), "tools." + identifier + "() input: " + e.getMessage());
    }
    ToolMetadata metadata = metadata(name);
    if (metadata != null) {
      ToolInputs.Checked checked = ToolInputs.check(metadata, input, args.isEmpty());
      if (checked.error() != null) {
        return refuse(checked.error());
      }
      input = checked.input();
    }
    long id = ++nextId;
    if (replayingNow()) {
      ReplayEvent event = replayed("call " + id + " (tools." + identifier + ")");
      if (event == null) {
        return new ExternalReply.Error("RuntimeError", "the resumed cell diverged from its recorded run");
      }
      if (!(event instanceof ReplayEvent.Called c) || c.id() != id || !c.tool().equals(name)
          || !SnapshotCodec.sameJson(c.input(), input)) {
        return diverge("the replay made call " + id + " (tools." + identifier + ") where the recorded run made "
            + describe(event) + (event instanceof ReplayEvent.Called c2 && c2.tool().equals(name)
                ? " with another input" : ""));
      }
      Call call = new Call(name, input, scope.child());
      call.awaitingApproval = c.gated();
      calls.add(call);
      pending.put(id, call);
      return new ExternalReply.Pending(id); // settled from the log, never started again
    }
    Call call = new Call(name, input, scope.child());
    calls.add(call);
    pending.put(id, call);
    if (durability != null) {
      boolean gated = gated(name);
      record(new ReplayEvent.Called(id, name, input, gated));
      if (gated) {
        call.awaitingApproval = true;
        return new ExternalReply.Pending(id);
      }
    }
    if (borrowed) {
      held.add(() -> startCall(id, call)); // started when the slice ends (at its first wait, at the latest)
    } else {
      startCall(id, call);
    }
    return new ExternalReply.Pending(id);
  }

  /** Starts an admitted call: invokes the tool; its settlement comes back through the queue. */
  private void startCall(long id, Call call) {
    if (!flushJournal()) {
      call.awaitingApproval = true; // never started: nothing to drain
      return;
    }
    String name = call.name;
    JsonNode input = call.input;
    CompletableFuture<JsonNode> future;
    try {
      future = tools.invoke(name, input.deepCopy(), call.cancellation);
      if (future == null) {
        future = CompletableFuture.failedFuture(new IllegalStateException("the tool returned no future"));
      }
    } catch (Throwable t) {
      future = CompletableFuture.failedFuture(t);
    }
    future.whenComplete((output, error) -> {
      settlements.add(settle(id, output, error));
      signal();
    });
  }

  private ToolMetadata metadata(String name) {
    if (toolMetadata == null) {
      toolMetadata = new HashMap<>();
      try {
        tools.metadata().forEach(m -> toolMetadata.putIfAbsent(m.name(), m));
      } catch (RuntimeException e) {
        // no metadata: calls go to the tools unchecked
      }
    }
    return toolMetadata.get(name);
  }

  /**
   * A call refused before admission (its input breaks the tool's schema): not a tool call, no
   * effect; the cell gets a future that fails with ToolError, as if the tool had failed at once.
   */
  private ExternalReply refuse(String message) {
    long id = ++nextId;
    pending.put(id, YIELD);
    if (replayingNow()) {
      replayReplies.put(id, new ExternalReply.Error("ToolError", message));
      return new ExternalReply.Pending(id); // its answer is in the log
    }
    settlements.add(new Settlement(id, null, new ExternalReply.Error("ToolError", message)));
    signal();
    return new ExternalReply.Pending(id);
  }

  /** The settlement of a recorded outcome, as {@link #settle} made it when the call settled. */
  private static Settlement settlementOf(long id, ToolCall.Outcome outcome) {
    if (outcome instanceof ToolCall.Errored errored) {
      return new Settlement(id, outcome, new ExternalReply.Error("ToolError", errored.error().message()));
    }
    return settle(id, ((ToolCall.Returned) outcome).value(), null);
  }

  /** Runs on whichever thread completed the tool's future. */
  private static Settlement settle(long id, JsonNode output, Throwable error) {
    if (error != null) {
      ToolError toolError = toolError(error);
      return new Settlement(id, new ToolCall.Errored(toolError),
          new ExternalReply.Error("ToolError", toolError.message()));
    }
    JsonNode value = output != null ? output : JsonNodeFactory.instance.nullNode();
    try {
      return new Settlement(id, new ToolCall.Returned(value), new ExternalReply.Value(JsonBridge.toHost(value)));
    } catch (RejectedValue e) {
      return new Settlement(id, new ToolCall.Returned(value),
          new ExternalReply.Error(e.pythonType(), "tool result: " + e.getMessage()));
    } catch (RuntimeException | StackOverflowError e) {
      return new Settlement(id, new ToolCall.Returned(value),
          new ExternalReply.Error("ValueError", "tool result cannot be read: " + e));
    }
  }

  static ToolError toolError(Throwable error) {
    Throwable cause = error;
    while ((cause instanceof CompletionException || cause instanceof ExecutionException)
        && cause.getCause() != null) {
      cause = cause.getCause();
    }
    if (cause instanceof ToolException toolException) {
      return toolException.error();
    }
    if (cause instanceof CancellationException) {
      return new ToolError.Failed("the tool call was cancelled");
    }
    String message = cause.getMessage();
    return new ToolError.Failed(message == null || message.isBlank()
        ? cause.getClass().getSimpleName() : message);
  }

  private ExternalReply text(List<Object> args, Map<String, Object> kwargs) {
    if (args.size() != 1 || !kwargs.isEmpty()) {
      return typeError("text() takes exactly one argument (" + (args.size() + kwargs.size()) + " given)");
    }
    String text;
    if (args.get(0) instanceof String s) {
      text = s;
    } else {
      try {
        text = JsonBridge.write(JsonBridge.toJson(args.get(0)));
      } catch (RejectedValue e) {
        return new ExternalReply.Error(e.pythonType(), "text(): " + e.getMessage());
      }
    }
    CellOutput output = new CellOutput.Text(text);
    return emit(text.length(), () -> context.addOutput(output));
  }

  private ExternalReply image(List<Object> args, Map<String, Object> kwargs) {
    Object detailArg = kwargs.get("detail");
    if (args.size() == 2 && !kwargs.containsKey("detail")) {
      detailArg = args.get(1);
    } else if (args.size() != 1) {
      return typeError("image() takes one image object and an optional detail");
    }
    for (String key : kwargs.keySet()) {
      if (!key.equals("detail")) {
        return typeError("image() got an unexpected keyword argument '" + key + "'");
      }
    }
    if (!(args.get(0) instanceof Map<?, ?> image) || !"image".equals(image.get("type"))
        || !(image.get("data") instanceof String data) || !(image.get("mimeType") instanceof String mime)
        || mime.isEmpty()) {
      return typeError("image() expects {\"type\": \"image\", \"data\": <base64 str>, \"mimeType\": <str>}");
    }
    Optional<ImageDetail> detail = Optional.empty();
    if (detailArg != null) {
      detail = detailArg instanceof String s ? ImageDetail.fromPythonName(s) : Optional.empty();
      if (detail.isEmpty()) {
        return new ExternalReply.Error("ValueError",
            "image() detail must be 'auto', 'low', 'high' or 'original'");
      }
    }
    if (outputChars + data.length() <= limits.maxOutputChars()) {
      try {
        Base64.getDecoder().decode(data);
      } catch (IllegalArgumentException e) {
        return new ExternalReply.Error("ValueError", "image() data is not valid base64");
      }
    }
    CellOutput output = new CellOutput.Media(mime, data, detail);
    return emit((long) data.length() + mime.length(), () -> context.addOutput(output));
  }

  private ExternalReply notify(List<Object> args, Map<String, Object> kwargs) {
    if (args.size() != 1 || !kwargs.isEmpty() || !(args.get(0) instanceof String message)) {
      return typeError("notify() takes exactly one str argument");
    }
    return emit(message.length(), () -> context.addNotification(message));
  }

  private ExternalReply store(List<Object> args, Map<String, Object> kwargs) {
    if (args.size() != 2 || !kwargs.isEmpty() || !(args.get(0) instanceof String key)) {
      return typeError("store() takes a str key and a JSON value");
    }
    if (borrowed) {
      return moveForHostCall(); // a later load() of the slice must see it: not held back
    }
    JsonNode value;
    String json;
    try {
      value = JsonBridge.toJson(args.get(1));
      json = JsonBridge.write(value);
    } catch (RejectedValue e) {
      return new ExternalReply.Error(e.pythonType(), "store(): " + e.getMessage());
    }
    // staged again when replayed: the resumed context commits every write of the cell
    return emit((long) key.length() + json.length(), () -> context.store(key, value), true);
  }

  private ExternalReply load(List<Object> args, Map<String, Object> kwargs) {
    Object fallback = null;
    if (args.size() == 2 && kwargs.isEmpty()) {
      fallback = args.get(1);
    } else if (args.size() == 1 && kwargs.size() == 1 && kwargs.containsKey("default")) {
      fallback = kwargs.get("default");
    } else if (args.size() != 1 || !kwargs.isEmpty()) {
      return typeError("load() takes a str key and an optional default");
    }
    if (!(args.get(0) instanceof String key)) {
      return typeError("load() key must be str");
    }
    Optional<JsonNode> value;
    if (replayingNow()) {
      ReplayEvent event = replayed("a load(" + quote(key) + ")");
      if (!(event instanceof ReplayEvent.Loaded loaded)) {
        return event == null ? new ExternalReply.Error("RuntimeError", "the resumed cell diverged from its recorded run")
            : diverge("the replay made a load() where the recorded run made " + describe(event));
      }
      value = Optional.ofNullable(loaded.value());
    } else {
      value = context.load(key);
      if (durability != null) {
        record(new ReplayEvent.Loaded(value.orElse(null)));
      }
    }
    if (value.isEmpty()) {
      return new ExternalReply.Value(fallback);
    }
    try {
      return new ExternalReply.Value(JsonBridge.toHost(value.get()));
    } catch (RejectedValue e) {
      return new ExternalReply.Error(e.pythonType(), "load(" + quote(key) + "): " + e.getMessage());
    }
  }

  private ExternalReply yieldControl(List<Object> args, Map<String, Object> kwargs) {
    if (!args.isEmpty() || !kwargs.isEmpty()) {
      return typeError("yield_control() takes no arguments");
    }
    if (borrowed) {
      return moveForHostCall();
    }
    long id = ++nextId;
    pending.put(id, YIELD);
    if (replayingNow()) {
      replayReplies.put(id, new ExternalReply.Value(null));
      return new ExternalReply.Pending(id); // its answer is in the log
    }
    // Settled by a fresh task, so other work queued on the executor runs first.
    try {
      executor.execute(() -> {
        settlements.add(new Settlement(id, null, new ExternalReply.Value(null)));
        signal();
      });
    } catch (RejectedExecutionException e) {
      settlements.add(new Settlement(id, null, new ExternalReply.Value(null)));
      signal();
    }
    return new ExternalReply.Pending(id);
  }

  /** Accounts one item handed to the host against the output bounds, then adds it. */
  private ExternalReply emit(long chars, Runnable add) {
    return emit(chars, add, false);
  }

  /** {@code evenReplayed}: add it also while replaying (outputs the host saw before are not repeated). */
  private ExternalReply emit(long chars, Runnable add, boolean evenReplayed) {
    if (outputCount >= limits.maxOutputs()) {
      return exceedHostLimit("output limit exceeded: more than " + limits.maxOutputs()
          + " outputs, notifications and store writes");
    }
    if (outputChars + chars > limits.maxOutputChars()) {
      return exceedHostLimit("output limit exceeded: more than " + limits.maxOutputChars()
          + " chars of outputs, notifications and stored values");
    }
    outputCount++;
    outputChars += chars;
    if (!replaying || evenReplayed) {
      effect(add);
    }
    return new ExternalReply.Value(null);
  }

  /** Ends the cell with LimitExceeded: the interpreter has no reply for that, so cancel it. */
  private ExternalReply exceedHostLimit(String message) {
    if (hostLimit == null) {
      hostLimit = message;
    }
    stopPython();
    return new ExternalReply.Error("RuntimeError", message);
  }

  private void onPrint(String text) {
    if (printTruncated || text.isEmpty()) {
      return;
    }
    long room = limits.maxPrintedChars() - printedChars;
    if (text.length() <= room) {
      printedChars += text.length();
      if (!replaying) {
        effect(() -> context.appendPrinted(text));
      }
      return;
    }
    int keep = (int) room;
    if (keep > 0 && Character.isHighSurrogate(text.charAt(keep - 1))) {
      keep--;
    }
    printTruncated = true;
    printedChars = limits.maxPrintedChars();
    if (replaying) {
      return;
    }
    String kept = text.substring(0, keep) + CellLimits.PRINT_TRUNCATED;
    effect(() -> context.appendPrinted(kept));
  }

  private static ExternalReply typeError(String message) {
    return new ExternalReply.Error("TypeError", message);
  }

  private static String quote(String key) {
    return "'" + key.replace("\\", "\\\\").replace("'", "\\'") + "'";
  }

  /** The cell's value as JSON; the interpreter already turned what JSON cannot carry into its repr. */
  private static JsonNode lastValue(Object hostValue) {
    if (hostValue == null) {
      return JsonNodeFactory.instance.nullNode();
    }
    try {
      return JsonBridge.toJson(hostValue);
    } catch (JsonBridge.RejectedValue e) {
      return JsonNodeFactory.instance.stringNode(String.valueOf(hostValue));
    }
  }
}
