/*
 * Runs cells: the public entry point of the runtime. Each cell is driven by short tasks on an
 * executor; no thread is held while a cell waits for tools or timers.
 */
package dev.krait.runtime;

import dev.krait.runtime.internal.CellChecks;
import dev.krait.runtime.internal.KraitThreads;
import dev.krait.runtime.internal.ReplayEvent;
import dev.krait.runtime.internal.SnapshotCodec;
import dev.krait.runtime.internal.ToolNames;
import dev.krait.runtime.process.WorkerPool;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Runs Python cells against a host's tools, under {@link CellLimits}.
 *
 * <p><b>Threading.</b> A cell is driven by short tasks on {@linkplain Builder#executor an executor}
 * (default: a shared daemon pool with one thread per processor and 64 MiB stacks): a task resumes
 * the interpreter until every Python task waits, then returns the thread. Tool results, timers
 * ({@code asyncio.sleep}) and cancellation schedule the next task. So thousands of waiting cells
 * hold no threads, and a tool may itself run a child cell on the same executor without deadlock.
 * Timers run on {@linkplain Builder#scheduler a scheduler} (default: one shared daemon thread).
 * On the default pool, the thread that calls {@link #executeModule} compiles a small cell and runs
 * its first slice itself (at most about 0.2 ms of running), which saves handing the cell to a pool
 * thread and back: a cell that ends in that slice (a trivial one) is complete when the call
 * returns. Whatever that thread's stack, the outcome is the pool's: a slice that reaches anything
 * that could depend on the stack (deep recursion, deep data) is discarded unseen and run again
 * on the pool, and the slice publishes its tool calls, outputs and printed text when it ends.
 *
 * <p><b>End of a cell.</b> However the cell ends (completion, uncaught exception, {@code exit()},
 * limit, cancellation), the cancellation of every tool call still in flight is cancelled, and the
 * returned future completes only after every admitted call has settled (or the
 * {@linkplain CellLimits#drainTimeout() drain timeout} expired: abort with
 * {@link ToolError.CleanupUnconfirmed}). A fatal {@link ToolError} at any point makes the outcome
 * {@link CellAbort.Tool}; otherwise a cancelled caller gets {@link CellAbort.Cancelled}.
 *
 * <p><b>Dropped observers.</b> Cancelling (or otherwise completing) the returned future cancels the
 * cell, which then still drains its tool calls in the background. The returned future itself is
 * never completed exceptionally by Krait: internal errors are {@link CellAbort.Internal}.
 *
 * <p>Immutable and thread-safe; one executor can run any number of cells concurrently.
 */
public final class CodeExecutor {
  private final CellLimits limits;
  private final Executor executor;
  /** The executor is the default pool (KraitThreads.cells()). */
  private final boolean ownPool;
  private final ScheduledExecutorService scheduler;
  private final Engine engine;
  private final Duration warmUp;
  private final boolean hostCells;
  private final CompletableFuture<Void> warmedUp;
  private final boolean checkBeforeRun;
  private final Isolation isolation;
  private final int idleWorkers;
  private final int cellsPerWorker;
  private final int maxWorkers;
  private final String workerTestMode;
  /** The tool names of the last cell and their identifiers: hosts pass the same tools cell after cell. */
  private volatile ToolIdentifiers lastIdentifiers;
  private final byte[] snapshotKey;
  private final CellJournal journal;

  private record ToolIdentifiers(List<String> names, Map<String, String> byIdentifier,
      Optional<String> collision) {}

  private CodeExecutor(Builder b) {
    this.snapshotKey = b.snapshotKey != null ? b.snapshotKey : randomKey();
    this.journal = b.journal;
    this.limits = b.limits;
    this.isolation = b.isolation;
    this.idleWorkers = b.idleWorkers;
    this.cellsPerWorker = b.cellsPerWorker;
    this.maxWorkers = b.maxWorkers;
    this.workerTestMode = b.workerTestMode;
    this.executor = b.executor != null ? b.executor : KraitThreads.cells();
    this.ownPool = this.executor == KraitThreads.cells();
    this.scheduler = b.scheduler != null ? b.scheduler : KraitThreads.timers();
    this.engine = isolation == Isolation.PROCESS
        ? new WorkerEngine(WorkerPool.of(new WorkerPool.Config(limits.heapBytes(), idleWorkers, cellsPerWorker, maxWorkers, workerTestMode)))
        : b.engine;
    // the host's interpreter does not run cells in process mode: nothing of it to warm
    this.warmUp = isolation == Isolation.PROCESS ? Duration.ZERO : b.warmUp;
    this.hostCells = b.hostCells;
    this.warmedUp = warmUp.isZero() ? CompletableFuture.completedFuture(null) : WarmUp.start(warmUp);
    this.checkBeforeRun = b.checkBeforeRun;
  }

  /** An executor with these limits and the default thread pools. */
  public static CodeExecutor create(CellLimits limits) {
    return builder().limits(limits).build();
  }

  /** A builder with default limits and the default thread pools. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from this executor's configuration. */
  public Builder newBuilder() {
    Builder b = new Builder();
    b.limits = limits;
    b.executor = executor;
    b.scheduler = scheduler;
    b.engine = engine;
    b.warmUp = warmUp;
    b.hostCells = hostCells;
    b.checkBeforeRun = checkBeforeRun;
    b.isolation = isolation;
    b.idleWorkers = idleWorkers;
    b.cellsPerWorker = cellsPerWorker;
    b.maxWorkers = maxWorkers;
    b.workerTestMode = workerTestMode;
    b.snapshotKey = snapshotKey;
    b.journal = journal;
    return b;
  }

  /** Where this executor's cells run. */
  public Isolation isolation() {
    return isolation;
  }

  /** The worker pool of {@link Isolation#PROCESS} (null in process). */
  WorkerPool workerPool() {
    return engine instanceof WorkerEngine workers ? workers.pool() : null;
  }

  /**
   * Completes when the JVM's warm-up is over (at once if this executor was built without one). A
   * host that wants its first cells fast can wait for it before taking traffic; cells run at any
   * time regardless.
   */
  public CompletableFuture<Void> warmedUp() {
    return warmedUp.copy();
  }

  /** The limits every cell runs under. */
  public CellLimits limits() {
    return limits;
  }

  /**
   * Checks {@code source} against {@code tools} without running it: syntax errors, unknown tools,
   * unknown or missing keyword arguments and literal arguments that break a tool's input schema
   * are errors; imports of modules Krait lacks (outside a {@code try} catching ImportError), names
   * bound nowhere and tool results used without {@code await} are warnings. Positions are those of
   * {@code <cell>}. {@link #executeModule} runs the same check first (unless
   * {@linkplain Builder#checkBeforeRun disabled}) and does not run a cell with errors.
   */
  public CheckReport check(String source, ToolExecutor tools) {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(tools, "tools");
    return CellChecks.check(source, Engine.FILENAME, metadataOf(tools));
  }

  /** The tools' metadata, or their bare names when metadata() fails. */
  static List<ToolMetadata> metadataOf(ToolExecutor tools) {
    try {
      return tools.metadata();
    } catch (RuntimeException e) {
      List<ToolMetadata> names = new java.util.ArrayList<>();
      tools.names().forEach(n -> names.add(new ToolMetadata(n, "")));
      return names;
    }
  }

  /**
   * Starts running {@code source} as one cell (top-level {@code await} allowed) and returns at once
   * (on the default pool, after compiling a small cell and running at most about 0.2 ms of it on
   * this thread: see the class's "Threading"; a cell that ends that soon is complete on return).
   *
   * <p>The cell sees fresh globals: {@code tools} (one async function per tool, named by
   * normalising the tool name to a Python identifier), {@code text}, {@code image},
   * {@code notify}, {@code store}, {@code load}, {@code ALL_TOOLS} ({@code context.metadata()}),
   * {@code yield_control} and {@code exit}. If two tool names normalise to the same identifier,
   * the cell fails with an {@code EXECUTION_ERROR} before anything runs. The cell is first
   * {@linkplain #check checked}: with errors it does not run and fails with {@code CHECK_ERROR}
   * (no tool is called); warnings go to {@link CellContext#takeWarnings()}.
   *
   * @param cancellation cancel it to stop the cell; the outcome is then {@link CellAbort.Cancelled}
   *     (after draining)
   * @return the outcome; never completed exceptionally by Krait
   */
  public CompletableFuture<CellOutcome> executeModule(String source, ToolExecutor tools,
      Cancellation cancellation, CellContext context) {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(tools, "tools");
    Objects.requireNonNull(cancellation, "cancellation");
    Objects.requireNonNull(context, "context");
    if (cancellation.isCancelled()) {
      return CompletableFuture.completedFuture(new CellAbort.Cancelled(List.of()));
    }
    List<String> names;
    try {
      names = List.copyOf(tools.names());
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(
          new CellAbort.Internal("ToolExecutor.names() failed: " + e, List.of()));
    }
    ToolIdentifiers ids = lastIdentifiers;
    if (ids == null || !ids.names().equals(names)) {
      Map<String, String> byIdentifier = new LinkedHashMap<>();
      Optional<String> collision = ToolNames.collision(names, byIdentifier);
      ids = new ToolIdentifiers(names, java.util.Collections.unmodifiableMap(byIdentifier), collision);
      lastIdentifiers = ids;
    }
    if (ids.collision().isPresent()) {
      return CompletableFuture.completedFuture(new CellResult.Failure(
          CellDiagnostic.of(CellDiagnostic.Kind.EXECUTION_ERROR, ids.collision().get()), List.of()));
    }
    Map<String, String> byIdentifier = ids.byIdentifier();
    CellRun.Durability durability = null;
    if (journal != null || anyGated(tools, names)) {
      durability = new CellRun.Durability(snapshotKey, null, Map.of(), journal, 0, false);
    }
    // In process mode a driving task waits on the worker's pipe while the worker computes: it runs
    // on the worker-session threads, never on the host's cell threads.
    Executor driver = isolation == Isolation.PROCESS ? KraitThreads.workerSessions() : executor;
    CellRun run = new CellRun(this.limits, driver, scheduler, engine, source, tools, byIdentifier,
        cancellation, context, checkBeforeRun, durability);
    // On the default pool the starting thread runs a small cell's first slice itself (CellRun):
    // a host that chose its own executor decided where cells run.
    return start(ownPool && isolation == Isolation.IN_PROCESS ? run.borrowingCaller() : run);
  }

  private CompletableFuture<CellOutcome> start(CellRun run) {
    if (engine instanceof WorkerEngine workers) {
      return run.start(workers.pool());
    }
    if (hostCells && WarmUp.hostCellStarted()) {
      CompletableFuture<CellOutcome> result = run.start();
      result.whenComplete((outcome, error) -> WarmUp.hostCellEnded());
      return result;
    }
    return run.start();
  }

  private static boolean anyGated(ToolExecutor tools, List<String> names) {
    for (String name : names) {
      try {
        if (tools.requiresApproval(name)) {
          return true;
        }
      } catch (RuntimeException e) {
        return true; // callTool treats a failing requiresApproval as "ask"
      }
    }
    return false;
  }

  private static byte[] randomKey() {
    byte[] key = new byte[32];
    new java.security.SecureRandom().nextBytes(key);
    return key;
  }

  /**
   * Verifies and decodes a snapshot made by an executor with the same
   * {@linkplain Builder#snapshotKey snapshot key}. Nothing of it is interpreted before its HMAC
   * checks out.
   *
   * @throws SnapshotException when it was altered, made with another key, of another format, or
   *     malformed; the message says which
   */
  public CellSnapshot openSnapshot(byte[] snapshot) throws SnapshotException {
    Objects.requireNonNull(snapshot, "snapshot");
    return new CellSnapshot(SnapshotCodec.decode(snapshot, snapshotKey), -1);
  }

  /**
   * The cells of this executor's {@linkplain Builder#journal journal} that have not ended: running
   * (here or on another host), suspended, or lost with a host that stopped. Empty without a journal.
   */
  public List<String> recoverable() {
    return journal == null ? List.of() : journal.open();
  }

  /**
   * Rebuilds cell {@code cellId} from the {@linkplain Builder#journal journal} (every entry is
   * authenticated with the snapshot key first), as of its last entry: continue it with
   * {@link #resume(CellSnapshot, Map, ToolExecutor, Cancellation, CellContext)}. Calls whose outcome
   * is in the journal are answered from it; calls that started without a journaled outcome are
   * {@linkplain CellSnapshot#inDoubt() in doubt} and run again only if the decisions approve them.
   * A cell that crashed in the middle of running goes live where its journal ends.
   *
   * @throws SnapshotException when the journal has no such cell, the cell has ended, or an entry
   *     fails authentication or decoding
   * @throws IllegalStateException when this executor has no journal
   */
  public CellSnapshot recover(String cellId) throws SnapshotException {
    Objects.requireNonNull(cellId, "cellId");
    if (journal == null) {
      throw new IllegalStateException("this executor has no journal to recover cells from");
    }
    SnapshotCodec.Journal read =
        SnapshotCodec.readJournal(journal.read(cellId), snapshotKey, cellId);
    if (read.ended()) {
      throw new SnapshotException("cell " + cellId + " has ended: there is nothing to recover");
    }
    return new CellSnapshot(read.state(), read.entries());
  }

  /**
   * With a journal: claims the next entry of the snapshot's cell (so a second host resuming the
   * same cell fails here, before anything runs) and returns the entry after it.
   */
  private long claim(CellSnapshot snapshot) {
    String cell = snapshot.cellId();
    long at = snapshot.journalEntries();
    if (at < 0) {
      // from snapshot bytes: the journal must be at this snapshot (or not know the cell yet)
      List<byte[]> entries = journal.read(cell);
      if (entries.isEmpty()) {
        journal.append(cell, 0, SnapshotCodec.journalHeader(snapshot.state(), snapshotKey, cell));
        journal.append(cell, 1, eventsEntry(snapshot, snapshot.state().events(), 1));
        return 2;
      }
      SnapshotCodec.Journal read;
      try {
        read = SnapshotCodec.readJournal(entries, snapshotKey, cell);
      } catch (SnapshotException e) {
        throw new CellConflictException(cell, "cell " + cell + " has a journal that cannot be read: " + e.getMessage());
      }
      if (read.ended() || read.state().events().size() != snapshot.state().events().size()) {
        throw new CellConflictException(cell, "cell " + cell + " was continued elsewhere: its journal has moved"
            + " past this snapshot (" + (read.ended() ? "the cell has ended" : "another host resumed it") + ")");
      }
      at = entries.size();
    }
    journal.append(cell, at, eventsEntry(snapshot, List.of(), at));
    return at + 1;
  }

  private byte[] eventsEntry(CellSnapshot snapshot, List<ReplayEvent> events, long seq) {
    try {
      return SnapshotCodec.journalEvents(snapshot.cpuNanosUsed(), events, snapshotKey, snapshot.cellId(), seq);
    } catch (SnapshotCodec.Unsnapshottable e) {
      throw new IllegalStateException("a decoded snapshot cannot be journaled: " + e.getMessage(), e);
    }
  }

  /** {@link #resume(CellSnapshot, Map, ToolExecutor, Cancellation, CellContext)} of {@link #openSnapshot}. */
  public CompletableFuture<CellOutcome> resume(byte[] snapshot, Map<String, ApprovalDecision> decisions,
      ToolExecutor tools, Cancellation cancellation, CellContext context) throws SnapshotException {
    return resume(openSnapshot(snapshot), decisions, tools, cancellation, context);
  }

  /**
   * Continues a {@linkplain CellResult.Suspended suspended} cell. The cell is rebuilt by running
   * its source again while every call it makes up to the suspension is answered from the
   * snapshot (none is started again: a difference in the calls ends the cell with an
   * {@code EXECUTION_ERROR} naming it); then approved calls start, rejected ones raise
   * {@code ToolError} with the reason in the cell, and requests without a decision stay pending.
   * Outputs, notifications and printed text the cell produced before the suspension are not
   * repeated; its store writes are staged again in {@code context}. The CPU budget counts what the
   * cell had spent before. The outcome may be {@link CellResult.Suspended} again.
   *
   * @param decisions by {@link ApprovalRequest#id()}; each must be one of
   *     {@link CellSnapshot#pendingApprovals()}
   * @param tools the tools, as for {@link #executeModule} (the calls replayed from the snapshot
   *     must still exist by the same names)
   * @throws IllegalArgumentException when a decision names no pending request
   */
  public CompletableFuture<CellOutcome> resume(CellSnapshot snapshot, Map<String, ApprovalDecision> decisions,
      ToolExecutor tools, Cancellation cancellation, CellContext context) {
    Objects.requireNonNull(snapshot, "snapshot");
    Objects.requireNonNull(decisions, "decisions");
    Objects.requireNonNull(tools, "tools");
    Objects.requireNonNull(cancellation, "cancellation");
    Objects.requireNonNull(context, "context");
    java.util.Set<String> pendingIds = new java.util.HashSet<>();
    snapshot.pendingApprovals().forEach(r -> pendingIds.add(r.id()));
    for (Map.Entry<String, ApprovalDecision> d : decisions.entrySet()) {
      Objects.requireNonNull(d.getValue(), "decision");
      if (!pendingIds.contains(d.getKey())) {
        throw new IllegalArgumentException("no pending approval request has the id " + d.getKey()
            + " (pending: " + String.join(", ", new java.util.TreeSet<>(pendingIds)) + ")");
      }
    }
    if (cancellation.isCancelled()) {
      return CompletableFuture.completedFuture(new CellAbort.Cancelled(List.of()));
    }
    List<String> names;
    try {
      names = List.copyOf(tools.names());
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(
          new CellAbort.Internal("ToolExecutor.names() failed: " + e, List.of()));
    }
    Map<String, String> byIdentifier = new LinkedHashMap<>();
    Optional<String> collision = ToolNames.collision(names, byIdentifier);
    if (collision.isPresent()) {
      return CompletableFuture.completedFuture(new CellResult.Failure(
          CellDiagnostic.of(CellDiagnostic.Kind.EXECUTION_ERROR, collision.get()), List.of()));
    }
    long nextEntry = journal == null ? 0 : claim(snapshot);
    CellRun.Durability durability = new CellRun.Durability(snapshotKey, snapshot.state(), Map.copyOf(decisions),
        journal, nextEntry, snapshot.journalEntries() >= 0);
    return start(new CellRun(this.limits, executor, scheduler, engine, snapshot.source(), tools, byIdentifier,
        cancellation, context, checkBeforeRun, durability));
  }

  /** Configures a {@link CodeExecutor}. */
  public static final class Builder {
    private CellLimits limits = CellLimits.defaults();
    private Executor executor;
    private ScheduledExecutorService scheduler;
    private Engine engine = Engine.PYTHON;
    private Duration warmUp = WarmUp.enabledByDefault() ? WarmUp.DEFAULT_BUDGET : Duration.ZERO;
    private boolean hostCells = true;
    private boolean checkBeforeRun = true;
    private Isolation isolation = Isolation.IN_PROCESS;
    private int idleWorkers = 2;
    private int cellsPerWorker = 1;
    private int maxWorkers = Math.max(4, 2 * Runtime.getRuntime().availableProcessors());
    private String workerTestMode = "";
    private byte[] snapshotKey;
    private CellJournal journal;

    private Builder() {}

    /**
     * Makes every cell durable against a crash of this host: each cell writes its effect journal
     * there as it runs (tool calls before they start, their outcomes before the cell sees them), and
     * a cell whose host stopped is continued with {@link #recover}. Hosts that share a journal (and
     * a {@linkplain #snapshotKey snapshot key}) resume each other's cells; exactly one of them can
     * continue a given cell (the others get {@link CellConflictException}). See docs/durable.md.
     */
    public Builder journal(CellJournal journal) {
      this.journal = Objects.requireNonNull(journal, "journal");
      return this;
    }

    /**
     * Where cells run (default {@link Isolation#IN_PROCESS}). With {@link Isolation#PROCESS} each
     * cell runs in a worker JVM started from this JVM's own {@code java} and class path, with a
     * cleared environment, its heap capped from {@link CellLimits#heapBytes()}, its CPU time watched
     * from outside, and killed on cancellation, on a dropped observer and at the wall-clock cap;
     * the cell contract is the same (docs/security.md, docs/worker-protocol.md). Cells are then
     * driven on threads of their own, not on {@link #executor}.
     */
    public Builder isolation(Isolation isolation) {
      this.isolation = Objects.requireNonNull(isolation, "isolation");
      return this;
    }

    /**
     * {@link Isolation#PROCESS}: how many started, warmed workers wait for cells (default 2, at
     * most 256). Executors with the same heap limit and worker options share them. 0: every cell
     * starts a cold worker of its own (slowest; nothing runs in the background).
     */
    public Builder idleWorkers(int idle) {
      if (idle < 0 || idle > 256) {
        throw new IllegalArgumentException("idle workers must be between 0 and 256: " + idle);
      }
      this.idleWorkers = idle;
      return this;
    }

    /**
     * {@link Isolation#PROCESS}: how many cells one worker runs before it is retired (default 1:
     * a fresh process per cell). Above 1, each cell still gets a fresh interpreter state (globals,
     * modules, meter), but cells of one worker share a JVM: they are separated from each other by
     * the in-process sandbox only, as in {@link Isolation#IN_PROCESS}, while the host stays
     * separated from all of them. A worker that was killed or broke the protocol is never reused.
     */
    public Builder cellsPerWorker(int cells) {
      if (cells < 1) {
        throw new IllegalArgumentException("cells per worker must be at least 1: " + cells);
      }
      this.cellsPerWorker = cells;
      return this;
    }

    /**
     * {@link Isolation#PROCESS}: how many cells of the pool have a worker at once (default: twice
     * the processors, at least 4). Further cells wait for one in order, holding no thread; a cell
     * cancelled while it waits ends as {@link CellAbort.Cancelled} at once.
     */
    public Builder maxWorkers(int max) {
      if (max < 1) {
        throw new IllegalArgumentException("max workers must be at least 1: " + max);
      }
      this.maxWorkers = max;
      return this;
    }

    /** Tests of the host's defences: the workers misbehave as WorkerMain's test modes say. */
    Builder workerTestMode(String mode) {
      this.workerTestMode = Objects.requireNonNull(mode, "mode");
      return this;
    }

    /**
     * The key (at least 16 bytes; 32 random bytes recommended) that authenticates snapshots of
     * suspended cells (HMAC-SHA256): an executor restores only snapshots made with its key. Share
     * it between the hosts that resume each other's cells, and keep it secret: whoever has it can
     * make snapshots this executor trusts. Default: a random key of this executor alone.
     */
    public Builder snapshotKey(byte[] key) {
      Objects.requireNonNull(key, "key");
      if (key.length < SnapshotCodec.MIN_KEY_BYTES) {
        throw new IllegalArgumentException("a snapshot key must have at least "
            + SnapshotCodec.MIN_KEY_BYTES + " bytes, not " + key.length);
      }
      this.snapshotKey = key.clone();
      return this;
    }

    /**
     * Whether {@link #executeModule} checks each cell before running it (default true): a cell
     * with check errors fails with {@code CHECK_ERROR} without running.
     */
    public Builder checkBeforeRun(boolean check) {
      this.checkBeforeRun = check;
      return this;
    }

    /**
     * Whether building this executor starts the JVM's warm-up (default: on, unless the system
     * property {@code krait.warmUp} is {@code false}): a corpus of cells exercising every opcode,
     * the builtins and the common modules, run in the background so that the host's first cells
     * find the JVM warm (novel cells then run about twice as fast). It runs once per JVM, on its own
     * daemon thread, steps aside while host cells run, and stops after 10 s of its own
     * running time. It never changes what a cell sees or its limits. Turn it off for one-shot
     * processes (a command-line run) and tests.
     */
    public Builder warmUp(boolean on) {
      this.warmUp = on ? WarmUp.DEFAULT_BUDGET : Duration.ZERO;
      return this;
    }

    /** Warm up for at most this much running time (zero: no warm-up). See {@link #warmUp(boolean)}. */
    public Builder warmUp(Duration budget) {
      Objects.requireNonNull(budget, "budget");
      if (budget.isNegative()) {
        throw new IllegalArgumentException("warm-up budget must not be negative: " + budget);
      }
      this.warmUp = budget;
      return this;
    }

    /** The warm-up's own executor: its cells do not make the warm-up wait for them. */
    Builder hostCells(boolean counted) {
      this.hostCells = counted;
      return this;
    }

    /** The limits of every cell (default {@link CellLimits#defaults()}). */
    public Builder limits(CellLimits limits) {
      this.limits = Objects.requireNonNull(limits, "limits");
      return this;
    }

    /**
     * Runs the short tasks that drive cells. Python runs on its threads, so give them large stacks
     * (see {@code dev.krait.runtime.internal.KraitThreads#CELL_STACK_BYTES}). Its size bounds how
     * many cells compute at once, not how many can wait.
     */
    public Builder executor(Executor executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    /** Runs timers: {@code asyncio.sleep} wake-ups, the wall-clock cap, the drain timeout. */
    public Builder scheduler(ScheduledExecutorService scheduler) {
      this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
      return this;
    }

    Builder engine(Engine engine) {
      this.engine = Objects.requireNonNull(engine, "engine");
      return this;
    }

    /** The executor. */
    public CodeExecutor build() {
      return new CodeExecutor(this);
    }
  }
}
