/*
 * Worker processes for Isolation.PROCESS: a bounded set of pre-started, warmed workers per
 * configuration, handed out one cell at a time. A JVM takes hundreds of milliseconds to start and
 * warm, so the pool starts replacements in the background as workers are taken; with an idle
 * target of 0 every cell starts a cold worker of its own (the seed's approach).
 *
 * Shared by every executor with the same configuration (the worker's heap cap follows the cell's
 * heap limit), so many executors cost no more processes than one. A worker that fails to start
 * slows the refilling down (exponential back-off) instead of spinning.
 */
package dev.krait.runtime.process;

import dev.krait.runtime.internal.KraitThreads;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import tools.jackson.databind.node.ObjectNode;

/** Pre-started worker processes of one configuration. */
public final class WorkerPool {
  /**
   * What makes workers interchangeable.
   *
   * @param heapBytes the cells' heap limit: the worker JVM's -Xmx follows from it
   * @param idle how many started, warmed workers to keep waiting (0: a cold worker per cell)
   * @param cellsPerWorker how many cells one worker runs, each with a fresh interpreter state
   * @param maxWorkers how many cells of this pool run at once; the others wait, holding no thread
   * @param testMode a misbehaviour for the tests of the host's defences ("" in production)
   */
  public record Config(long heapBytes, int idle, int cellsPerWorker, int maxWorkers, String testMode) {
    public Config {
      if (maxWorkers < 1) {
        throw new IllegalArgumentException("max workers must be at least 1: " + maxWorkers);
      }
      if (idle < 0 || idle > 256) {
        throw new IllegalArgumentException("idle workers must be between 0 and 256: " + idle);
      }
      if (cellsPerWorker < 1) {
        throw new IllegalArgumentException("cells per worker must be at least 1: " + cellsPerWorker);
      }
    }
  }

  /** A worker that will run many cells warms up on the runtime's corpus for this long before its hello. */
  static final long MULTI_CELL_WARM_UP_MILLIS = 3000;

  /** A worker that sends no hello within this time after starting is killed. */
  static final long START_TIMEOUT_SECONDS = 60;

  private static final Map<Config, WorkerPool> POOLS = new ConcurrentHashMap<>();
  private static final ExecutorService SPAWNERS = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 30,
      TimeUnit.SECONDS, new SynchronousQueue<>(), KraitThreads.daemonThreads("krait-worker-start-", 0));

  private final Config config;
  private final List<String> command;
  private final List<String> coldCommand;
  private final long maxFrameBytes;
  private final LinkedBlockingDeque<WorkerProcess> idle = new LinkedBlockingDeque<>();
  private final Set<WorkerProcess> busy = ConcurrentHashMap.newKeySet();
  private final AtomicInteger starting = new AtomicInteger();
  private volatile int failures;
  private volatile long retryAtNanos;
  private volatile boolean backingOff;
  private final java.util.ArrayDeque<java.util.concurrent.CompletableFuture<Void>> waiting = new java.util.ArrayDeque<>();
  private int permitted;

  private WorkerPool(Config config) {
    this.config = config;
    this.maxFrameBytes = config.heapBytes() + WorkerProtocol.FRAME_SLACK_BYTES;
    this.command = command(config);
    List<String> cold = new ArrayList<>(command);
    cold.removeIf(arg -> arg.startsWith("--warm-up-millis="));
    cold.add("--cold");
    this.coldCommand = List.copyOf(cold);
    refill();
  }

  /** The shared pool of this configuration (started on first use). */
  public static WorkerPool of(Config config) {
    return POOLS.computeIfAbsent(config, WorkerPool::new);
  }

  public Config config() {
    return config;
  }

  /** The worker JVM's heap cap: twice the cell's limit (the meter estimates sizes) plus the interpreter's own. */
  static long workerHeapBytes(long cellHeapBytes) {
    return Math.min(cellHeapBytes, 64L << 30) * 2 + (96L << 20);
  }

  private static List<String> command(Config config) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx" + ((workerHeapBytes(config.heapBytes()) + (1L << 20) - 1) >> 20) + "m");
    command.add("-XX:+ExitOnOutOfMemoryError");
    command.add("-XX:+DisplayVMOutputToStderr"); // "Terminating due to OutOfMemoryError" must not reach the pipe
    command.add("-XX:+UseSerialGC");
    command.add("-XX:-UsePerfData");
    command.add("-Xshare:auto");
    if (config.cellsPerWorker() == 1) {
      // one short cell per JVM: C2 would only add compile threads' CPU to the worker's account
      command.add("-XX:TieredStopAtLevel=1");
    }
    command.add("-Dkrait.warmUp=false");
    if (!config.testMode().isEmpty()) {
      command.add("-D" + WorkerMain.TEST_MODE + "=" + config.testMode());
    }
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(WorkerMain.class.getName());
    if (config.cellsPerWorker() > 1) {
      command.add("--warm-up-millis=" + MULTI_CELL_WARM_UP_MILLIS);
    }
    return List.copyOf(command);
  }

  /**
   * A permit to run one cell, granted at once while fewer than {@code maxWorkers} cells hold one,
   * else when one is returned (first come, first served). A waiting cell holds no thread.
   */
  public java.util.concurrent.CompletableFuture<Void> permit() {
    synchronized (waiting) {
      if (permitted < config.maxWorkers()) {
        permitted++;
        return java.util.concurrent.CompletableFuture.completedFuture(null);
      }
      java.util.concurrent.CompletableFuture<Void> permit = new java.util.concurrent.CompletableFuture<>();
      waiting.addLast(permit);
      return permit;
    }
  }

  /** Withdraws a permit not yet granted (its cell was cancelled while waiting); false if it was granted. */
  public boolean withdraw(java.util.concurrent.CompletableFuture<Void> permit) {
    synchronized (waiting) {
      if (waiting.remove(permit)) {
        permit.cancel(false);
        return true;
      }
      return false;
    }
  }

  /** Returns a granted permit: the longest-waiting cell gets it. */
  public void returnPermit() {
    java.util.concurrent.CompletableFuture<Void> next;
    synchronized (waiting) {
      next = waiting.pollFirst();
      if (next == null) {
        permitted--;
        return;
      }
    }
    next.complete(null);
  }

  /** Cells holding a permit now (running or draining). */
  public int cellsRunning() {
    synchronized (waiting) {
      return permitted;
    }
  }

  /**
   * A worker for one cell: a waiting, warmed one if there is one (its hello already read), else a
   * fresh one whose hello the caller must read ({@link Lease#fresh}). Starts replacements.
   */
  Lease acquire() {
    try {
      WorkerProcess worker;
      while ((worker = idle.pollFirst()) != null) {
        if (worker.isAlive()) {
          busy.add(worker);
          return new Lease(worker, false);
        }
      }
      // a cell is waiting for this one: one round of warm-up only (class initialisation), not the rehearsal
      worker = WorkerProcess.spawn(coldCommand, maxFrameBytes);
      busy.add(worker);
      return new Lease(worker, true);
    } finally {
      refill();
    }
  }

  /** A worker handed to one cell. */
  record Lease(WorkerProcess worker, boolean fresh) {}

  /**
   * Takes back a worker whose cell ended cleanly; it runs another cell if its quota allows. It goes
   * back even when the idle target is met (it came from a cell that holds a permit, so the pool
   * stays within idle + maxWorkers workers): retiring it would only start a new JVM, and its warm-up,
   * for the next cell that takes an idle one.
   */
  void release(WorkerProcess worker) {
    busy.remove(worker);
    worker.cellsRun++;
    if (worker.cellsRun < config.cellsPerWorker() && worker.isAlive()) {
      idle.addFirst(worker); // the most recently used is the warmest
      return;
    }
    SPAWNERS.execute(worker::retire);
  }

  /** Forgets a worker that was killed or died. */
  void discard(WorkerProcess worker) {
    busy.remove(worker);
    refill();
  }

  /** Waits until the pool has its idle workers started (tests and benchmarks that want a full pool). */
  public boolean awaitIdle(java.time.Duration timeout) throws InterruptedException {
    return awaitIdle(config.idle(), timeout);
  }

  /** Waits until at least {@code atLeast} started workers wait for cells; false after the timeout. */
  public boolean awaitIdle(int atLeast, java.time.Duration timeout) throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (idle.size() < atLeast) {
      if (System.nanoTime() - deadline > 0) {
        return false;
      }
      refill();
      Thread.sleep(20);
    }
    return true;
  }

  /** Process ids of the workers running cells now (for tests that kill one). */
  public List<Long> busyPids() {
    return busy.stream().map(WorkerProcess::pid).toList();
  }

  /** Reads a new worker's hello frame: the worker is started and warm. */
  static void awaitHello(WorkerProcess worker) throws IOException, WorkerProtocol.Violation {
    ObjectNode hello = worker.receive();
    if (hello == null) {
      throw new WorkerFailure("the worker process exited with " + WorkerProcess.describeExit(worker.reap())
          + " before it was ready");
    }
    if (!hello.get("type").asString().equals("hello")) {
      throw new WorkerProtocol.Violation("the first frame must be hello, not " + hello.get("type").asString());
    }
    if (WorkerProtocol.integer(hello, "version") != WorkerProtocol.VERSION) {
      throw new WorkerProtocol.Violation("hello names protocol version " + hello.get("version")
          + ", the host speaks " + WorkerProtocol.VERSION);
    }
  }

  private void refill() {
    if (config.idle() == 0 || backingOff && System.nanoTime() - retryAtNanos < 0) {
      return;
    }
    while (true) {
      int now = starting.get();
      if (idle.size() + now >= config.idle()) {
        return;
      }
      if (starting.compareAndSet(now, now + 1)) {
        SPAWNERS.execute(this::startOne);
      }
    }
  }

  private void startOne() {
    WorkerProcess worker = null;
    try {
      worker = WorkerProcess.spawn(command, maxFrameBytes);
      WorkerProcess started = worker;
      ScheduledFuture<?> timeout = KraitThreads.timers().schedule(started::kill, START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
      try {
        awaitHello(worker);
      } finally {
        timeout.cancel(false);
      }
      failures = 0;
      backingOff = false;
      idle.addLast(worker);
    } catch (IOException | WorkerProtocol.Violation | WorkerFailure e) {
      if (worker != null) {
        worker.kill();
      }
      int failed = ++failures;
      retryAtNanos = System.nanoTime() + Math.min(30_000L, 100L << Math.min(failed, 10)) * 1_000_000L;
      backingOff = true;
    } finally {
      starting.decrementAndGet();
    }
  }
}
