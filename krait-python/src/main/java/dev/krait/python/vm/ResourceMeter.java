/*
 * The one narrow interface through which every limit is enforced: CPU time (checked every
 * few thousand ticks on backward jumps, calls and long builtin loops), host cancellation,
 * memory (sizes charged before allocating, re-measured by walking what is reachable when the
 * charge passes the limit, or when the thread has allocated half a limit that nothing charged),
 * and Java-stack depth for builtins that recurse (repr of nested lists, ==, hash, deep copies).
 * The meter of the running execution is found through a thread-local set by the VM on entry to
 * resume(), so deep builtin code needs no parameter.
 * A shallow slice (a first slice on a host's thread, whose stack may be small) also stops, for the
 * host to run the cell again on a deep stack, at anything whose outcome could depend on the stack.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ReferenceVisitor;
import dev.krait.python.objects.Referrer;
import java.util.function.LongSupplier;

/** Budget accounting for one execution. */
public final class ResourceMeter {
  private static final ThreadLocal<ResourceMeter> CURRENT = new ThreadLocal<>();
  private static final ResourceMeter UNLIMITED = new ResourceMeter(Long.MAX_VALUE, Long.MAX_VALUE, 1000);
  /** Ticks between clock reads: a clock read costs ~20 ns, a tick ~1 ns. */
  private static final int TICKS_PER_CHECK = 4096;
  /** Java-level recursion allowed to builtins (repr, ==, hash on nested data) before RecursionError. */
  private static final int MAX_NATIVE_DEPTH = 2000;

  private final long cpuBudgetNanos;
  private final long heapLimitBytes;
  private final int recursionLimit;
  /** Time of the slices that ended. */
  private long cpuSpentNanos;
  /** nanoTime at the start of the running slice, or -1 between slices (and while uncharged). */
  private long sliceStartNanos = -1;
  private int unchargedDepth;
  private int ticksUntilCheck = TICKS_PER_CHECK;
  private volatile boolean cancelled;
  private long chargedBytes;
  private long nextMeasureAt;
  /** Live data found by the last walk. */
  private long lastLiveBytes;
  private LongSupplier liveBytesWalker;
  /** The largest object of the last walk, for the message of a memory limit. */
  @dev.krait.python.objects.NotWalked("set by the walk: an object the walk itself found")
  dev.krait.python.objects.PyObject largestLive;
  /** Buffers that builtins are filling right now: invisible otherwise, so roots of the walk. */
  @dev.krait.python.objects.NotWalked("roots: visited by Vm.forEachReference")
  private Object[] held = new Object[4];
  private int heldCount;
  /** State of stdlib modules kept per execution (csv dialects, random's generator, decimal's context). */
  @dev.krait.python.objects.NotWalked("roots: visited by Vm.forEachReference")
  private final java.util.Map<Object, Object> locals = new java.util.HashMap<>();
  private int nativeDepth;
  /**
   * A first slice on a thread of unknown stack depth (ExecutionOptions.shallowSliceNanos): it may
   * recurse in Java only this deep, and runs until {@link #shallowUntil} (nanoTime).
   */
  static final int SHALLOW_NATIVE_DEPTH = 32;
  private boolean shallow;
  private long shallowUntil;
  private boolean needsDeepStack;
  /** StackOverflowErrors caught and turned into Python outcomes, per thread (see {@link #overflowCaught()}). */
  private static final ThreadLocal<int[]> OVERFLOWS = ThreadLocal.withInitial(() -> new int[1]);
  /** A limit found while a Java class initialiser ran on this thread; raised at the next check after it. */
  @dev.krait.python.objects.NotWalked("an exception about to be thrown, holding no Python objects")
  private RuntimeException deferred;

  public ResourceMeter(long cpuBudgetNanos, long heapLimitBytes, int recursionLimit) {
    this.cpuBudgetNanos = cpuBudgetNanos;
    this.heapLimitBytes = heapLimitBytes;
    this.recursionLimit = recursionLimit;
    this.nextMeasureAt = heapLimitBytes;
  }

  /** Whether an execution is running on this thread (its resume(), settle() or set-up). */
  public static boolean running() {
    return CURRENT.get() != null;
  }

  /**
   * Notes that a StackOverflowError was caught on this thread and turned into an outcome (a
   * SyntaxError, a RecursionError, a fallback): such outcomes depend on the thread's stack, so a
   * host that ran a slice on a thread of unknown depth compares {@link #overflowsCaught()} before
   * and after it.
   */
  public static void overflowCaught() {
    OVERFLOWS.get()[0]++;
    ResourceMeter m = CURRENT.get();
    if (m != null) {
      m.onRecursionError();
    }
  }

  /** How many StackOverflowErrors this thread has caught so far (see {@link #overflowCaught()}). */
  public static int overflowsCaught() {
    return OVERFLOWS.get()[0];
  }

  /** Runs the first slice as a shallow one for at most {@code nanos} from now (0: an ordinary meter). */
  public void shallow(long nanos) {
    shallow = nanos > 0;
    shallowUntil = System.nanoTime() + nanos;
  }

  /** The shallow slice is over: from now on the execution runs on deep-stack threads. */
  public void deep() {
    shallow = false;
  }

  /** Whether a shallow slice stopped because it needs a deep stack (see {@link #shallow}). */
  public boolean needsDeepStack() {
    return needsDeepStack;
  }

  /**
   * Called where a RecursionError is made: on a shallow slice its outcome could depend on the
   * thread's stack, so the slice stops at the next check (not here: some callers make the error
   * inside a handler that must not throw anything else).
   */
  public void onRecursionError() {
    if (shallow) {
      needsDeepStack = true;
      ticksUntilCheck = 0;
    }
  }

  private CancelledSignal toDeepStack() {
    needsDeepStack = true;
    return new CancelledSignal();
  }

  /** The meter of the execution running on this thread (an unlimited one outside any execution). */
  public static ResourceMeter current() {
    ResourceMeter m = CURRENT.get();
    return m == null ? UNLIMITED : m;
  }

  /** Makes this the current meter and starts a CPU slice; returns the previous meter to restore. */
  public ResourceMeter enter() {
    ResourceMeter previous = CURRENT.get();
    CURRENT.set(this);
    startSlice();
    return previous;
  }

  /** Ends the CPU slice started by {@link #enter()} and restores the previous meter. */
  public void exit(ResourceMeter previous) {
    endSlice();
    // set, even to null, rather than remove(): re-adding the entry on the next enter costs more
    CURRENT.set(previous);
  }

  /**
   * Runs the interpreter's own start-up work (compiling and initialising library code written in
   * Python, such as parts of asyncio) without charging its time to the cell's CPU budget: it is
   * not the cell's computation, and on a cold JVM it can take a large share of a small budget.
   * The slice is suspended for the duration, so checks inside the work do not count it either.
   */
  public void runUncharged(Runnable work) {
    boolean suspend = unchargedDepth++ == 0 && sliceStartNanos >= 0;
    if (suspend) {
      endSlice();
    }
    try {
      work.run();
    } finally {
      unchargedDepth--;
      if (suspend) {
        startSlice();
      }
    }
  }

  private void startSlice() {
    sliceStartNanos = System.nanoTime();
    allocationMark = -1; // another cell may have run on this thread since the last reading
  }

  private void endSlice() {
    if (sliceStartNanos >= 0) {
      cpuSpentNanos += sliceNanos(System.nanoTime());
      sliceStartNanos = -1;
    }
  }

  /** Time of the running slice (wall time inside resume(): the VM runs on one thread). */
  private long sliceNanos(long now) {
    return now - sliceStartNanos;
  }

  /** Thread-safe: the next check throws {@link CancelledSignal}. */
  public void cancel() {
    cancelled = true;
  }

  public boolean isCancelled() {
    return cancelled;
  }

  public int recursionLimit() {
    return recursionLimit;
  }

  /** CPU nanoseconds spent, including the running slice. */
  public long cpuNanosUsed() {
    long spent = cpuSpentNanos;
    if (sliceStartNanos >= 0) {
      spent += sliceNanos(System.nanoTime());
    }
    return spent;
  }

  /**
   * Restates the CPU spent so far (between slices): a host that rebuilt this execution by
   * replaying a recorded one charges it what the original had spent, not what the replay cost.
   */
  public void setCpuSpent(long nanos) {
    if (sliceStartNanos >= 0) {
      throw new IllegalStateException("the CPU spent cannot be restated while Python runs");
    }
    cpuSpentNanos = Math.max(0, nanos);
  }

  /** One unit of work: call on backward jumps, calls, and each iteration of long builtin loops. */
  public void tick() {
    if (--ticksUntilCheck <= 0) {
      check();
    }
  }

  /**
   * One unit of work counted without checking now (compiled leaf code, which must not raise):
   * the next {@link #tick} checks if this one reached the limit.
   */
  public void tickDeferred() {
    ticksUntilCheck--;
  }

  /** Many units of work at once (e.g. a builtin that copies n items). */
  public void tick(long units) {
    ticksUntilCheck -= (int) Math.min(units, Integer.MAX_VALUE);
    if (ticksUntilCheck <= 0) {
      check();
    }
  }

  /**
   * Ticks for item {@code i} of a loop over input, {@code k} units at once every {@code k} items
   * ({@code k} a power of two): the "loop over n items ticking every k" of builtins whose items
   * are cheap, so that the common iteration costs one mask test.
   */
  public void tickEvery(long i, int k) {
    if ((i & (k - 1)) == 0) {
      tick(k);
    }
  }

  /**
   * Charges work that a single Java call is about to do without ticking (a big-int multiply, a
   * division, a gcd): {@code workUnits} is its estimated cost in nanoseconds of CPU (see
   * {@link BigCost}). Work that cannot fit in what is left of the budget is refused now, as the
   * CPU limit, instead of holding the cell thread past its budget; work that fits is allowed, and
   * the clock is read at the next tick, so what it really took is counted. {@code what} says what
   * was refused ("an int multiplication of 112,000,000 by 112,000,000 bits"), or null.
   */
  public void charge(long workUnits, String what) {
    if (workUnits <= 0) {
      return;
    }
    if (cancelled) {
      fail(new CancelledSignal());
    } else if (this != UNLIMITED && workUnits > cpuBudgetNanos - cpuNanosUsed()) {
      fail(LimitExceededError.cpu(cpuBudgetNanos, what == null ? null
          : what + " needs about " + LimitExceededError.duration(workUnits) + " of CPU"));
    }
    // Read the clock as soon as the work is done: it may have taken longer than estimated.
    ticksUntilCheck = Math.min(ticksUntilCheck, 1);
  }

  /** {@link #charge(long, String)} without saying what. */
  public void charge(long workUnits) {
    charge(workUnits, null);
  }

  /** Nanoseconds of CPU budget left (negative once spent; Long.MAX_VALUE when unlimited). */
  public long remainingNanos() {
    return this == UNLIMITED ? Long.MAX_VALUE : cpuBudgetNanos - cpuNanosUsed();
  }

  /** Checks cancellation and the CPU budget now. */
  public void check() {
    ticksUntilCheck = TICKS_PER_CHECK;
    if (deferred != null) {
      RuntimeException e = deferred;
      deferred = null;
      fail(e);
    } else if (cancelled) {
      fail(new CancelledSignal());
    } else if (shallow && unchargedDepth == 0 && (needsDeepStack || System.nanoTime() - shallowUntil > 0)) {
      fail(toDeepStack()); // never inside the interpreter's own start-up work
    } else if (this != UNLIMITED && cpuNanosUsed() > cpuBudgetNanos) {
      fail(LimitExceededError.cpu(cpuBudgetNanos));
    } else {
      watchAllocation();
    }
  }

  // ---------------------------------------------------------------- allocation nobody charged

  /**
   * The JVM's count of bytes allocated by each thread (HotSpot's TLAB accounting: a few tens of
   * nanoseconds to read), or null where the runtime has none, which leaves only the charges.
   */
  private static final com.sun.management.ThreadMXBean THREAD_ALLOCATION = threadAllocationCounter();
  /** The running thread's allocation count at the last reading; -1 when it must be read afresh. */
  private long allocationMark = -1;
  /** Bytes this thread allocated in this execution's slices since the last walk. */
  private long allocatedSinceWalk;

  private static com.sun.management.ThreadMXBean threadAllocationCounter() {
    try {
      if (java.lang.management.ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
          && t.isThreadAllocatedMemorySupported() && t.isThreadAllocatedMemoryEnabled()) {
        t.getCurrentThreadAllocatedBytes();
        return t;
      }
    } catch (RuntimeException | LinkageError e) {
      // no java.management in this runtime image: only what builtins charge is seen
    }
    return null;
  }

  /**
   * Charges are estimates made where a builtin allocates; the many small objects made on the way
   * (the tuples of {@code list(itertools.product(...))}, the ints of a materialised range, an
   * iterator's buffer) are not each charged, so live data could grow several times the limit
   * before the charges reached it. At every check (every few thousand ticks) this reads how much
   * the thread really allocated, and re-walks live data once that passes half the limit (or twice
   * the live data of the last walk, so a large live set is not walked too often): garbage costs a
   * cheap walk, live data over the limit is found within half a limit of allocation.
   */
  private void watchAllocation() {
    if (THREAD_ALLOCATION == null || liveBytesWalker == null || sliceStartNanos < 0) {
      return;
    }
    long now = THREAD_ALLOCATION.getCurrentThreadAllocatedBytes();
    if (allocationMark >= 0 && now > allocationMark) {
      allocatedSinceWalk += now - allocationMark;
    }
    allocationMark = now;
    if (allocatedSinceWalk > Math.max(heapLimitBytes / 2, 2 * lastLiveBytes)) {
      remeasure(0, false, null);
    }
  }

  /**
   * Throws a limit ({@code e}) now, or defers it when a Java class's static initialiser is running
   * on this thread above the cell's entry: an exception out of an initialiser (a type's table built
   * on its first use, inside a cell) breaks that class for the rest of the JVM's life, so every
   * later cell would fail with NoClassDefFoundError. An initialiser's work is fixed and small, so
   * the limit is raised at the first check after it returns (a few hundred ticks), or not at all if
   * the cell ends first. Only the failing path pays for the stack walk.
   */
  private void fail(RuntimeException e) {
    if (insideClassInitialiser()) {
      deferred = e;
      ticksUntilCheck = CLASS_INIT_RECHECK_TICKS;
      return;
    }
    throw e;
  }

  /** Ticks between re-checks while a limit waits for a class initialiser to return. */
  private static final int CLASS_INIT_RECHECK_TICKS = 256;

  /** Whether a {@code <clinit>} frame lies between here and the interpreter's entry on this thread. */
  static boolean insideClassInitialiser() {
    return StackWalker.getInstance().walk(frames -> frames
        .takeWhile(f -> !f.getClassName().equals(ENTRY_CLASS))
        .anyMatch(f -> f.getMethodName().equals("<clinit>")));
  }

  /** Where every execution enters Python (a class initialiser below it is the host's, not ours). */
  private static final String ENTRY_CLASS = "dev.krait.python.vm.Interpreter";

  // ---------------------------------------------------------------- memory

  /**
   * Charges an allocation of about {@code bytes} before it is made. A single allocation larger
   * than the whole limit fails at once, without trying; otherwise, when the running charge
   * passes the limit, live data is re-measured and the cell fails only if that is over.
   */
  public void allocate(long bytes) {
    allocate(bytes, null);
  }

  /** {@link #allocate(long)}, saying what is allocated ("a list of 9,000,000 items") if it cannot be. */
  public void allocate(long bytes, String what) {
    if (deferred != null) {
      return;
    }
    if (bytes < 0 || bytes > heapLimitBytes) {
      fail(LimitExceededError.memory(heapLimitBytes, what != null ? what : "an object of " + LimitExceededError.bytes(bytes)));
      return;
    }
    chargedBytes = Sizes.add(chargedBytes, bytes);
    // Filling what is allocated is work too: a builtin that builds n bytes spends ~n/8 ticks.
    tick(bytes >> 3);
    if (chargedBytes > nextMeasureAt) {
      remeasure(bytes, true, what);
    }
  }

  /**
   * Fails at once, without charging, if a buffer of {@code bytes} cannot exist beside what the
   * cell keeps alive: for buffers a builtin grows before its result is reachable (list storage,
   * the builder of a repr, a join or a format). The walk cannot see them, so their size is
   * bounded here: when the charges so far leave no room, live data is re-measured, and the cell
   * fails if live data and the buffer together pass the limit. Cheap when there is room, so it
   * may be called as a buffer grows.
   */
  public void requireFits(long bytes) {
    requireFits(bytes, null);
  }

  /** {@link #requireFits(long)}, saying what the buffer is if it cannot exist. */
  public void requireFits(long bytes, String what) {
    if (deferred != null) {
      return;
    }
    if (bytes < 0 || bytes > heapLimitBytes) {
      fail(LimitExceededError.memory(heapLimitBytes, what != null ? what : "an object of " + LimitExceededError.bytes(bytes)));
      return;
    }
    if (Sizes.add(chargedBytes, bytes) > heapLimitBytes && liveBytesWalker != null) {
      remeasure(bytes, false, what);
    }
  }

  /** {@link #requireFits(long)} for a str (or string builder) of n chars. */
  public void requireFitsString(long length) {
    requireFits(Sizes.string(length), length > 1000 ? "a str of " + LimitExceededError.count(length) + " characters" : null);
  }

  /** Convenience: the estimated size of a str of n code points (UTF-16 in Java, plus header). */
  public void allocateString(long length) {
    long bytes = Sizes.string(length);
    allocate(bytes, bytes > heapLimitBytes ? "a str of " + LimitExceededError.count(length) + " characters" : null);
  }

  /** Convenience: an array of n references (list/tuple/dict storage). */
  public void allocateSlots(long count) {
    long bytes = Sizes.slots(count);
    allocate(bytes, bytes > heapLimitBytes ? "a container of " + LimitExceededError.count(count) + " items" : null);
  }

  /**
   * Walks live data; fails if it and {@code extraBytes} more (the object about to be made, which
   * the walk cannot see yet) do not fit the limit. {@code charged}: the extra bytes are an
   * allocation that stays charged, not a passing buffer.
   */
  private void remeasure(long extraBytes, boolean charged, String what) {
    if (liveBytesWalker == null) {
      if (Sizes.add(chargedBytes, charged ? 0 : extraBytes) > heapLimitBytes) {
        fail(LimitExceededError.memory(heapLimitBytes, what));
      }
      return;
    }
    // The walk ticks this meter: counting from zero before it starts keeps its checks from walking again.
    allocatedSinceWalk = 0;
    long live = liveBytesWalker.getAsLong();
    lastLiveBytes = live;
    if (Sizes.add(live, extraBytes) > heapLimitBytes) {
      String held = LimitExceededError.bytes(live) + " of live data"
          + (largestLive == null ? "" : ", the largest " + MemoryWalker.describe(largestLive));
      fail(LimitExceededError.memory(heapLimitBytes, what == null ? held : what + " beside " + held));
      return;
    }
    largestLive = null;
    chargedBytes = charged ? live + extraBytes : live;
    // Re-walk only after another half-limit of allocation, so the walk's cost stays amortised.
    nextMeasureAt = Math.max(live + heapLimitBytes / 2, heapLimitBytes);
  }

  /**
   * Makes what a builtin is filling while Python code runs (the items of {@code list(it)}, the
   * set being built by {@code set(it)}, the running total of {@code sum}) visible to the memory
   * walk until {@link #release}: without it, those objects are reachable only from the Java stack
   * and the walk would not count them. {@code buffer} is anything
   * {@link ReferenceVisitor#visitAny} understands: a Python object, an array (a one-slot array
   * for a value that changes), a Java collection. Pair with release in a finally.
   */
  public void hold(Object buffer) {
    if (this == UNLIMITED) {
      return;
    }
    if (heldCount == held.length) {
      held = java.util.Arrays.copyOf(held, heldCount * 2);
    }
    held[heldCount++] = buffer;
  }

  /** Ends {@link #hold} of {@code buffer}. */
  public void release(Object buffer) {
    for (int i = heldCount - 1; i >= 0; i--) {
      if (held[i] == buffer) {
        System.arraycopy(held, i + 1, held, i, heldCount - i - 1);
        held[--heldCount] = null;
        return;
      }
    }
  }

  void visitHeld(ReferenceVisitor v) {
    for (int i = 0; i < heldCount; i++) {
      v.visitAny(held[i]);
    }
    for (Object o : locals.values()) {
      v.visitAny(o);
    }
  }

  /**
   * The value of the running execution's slot {@code key}, made by {@code create} on first use:
   * state a stdlib module keeps per execution. It lives as long as the execution and is a root
   * of the memory walk. (Outside any execution there is one shared slot per key.)
   */
  @SuppressWarnings("unchecked")
  public <T> T local(Object key, java.util.function.Supplier<T> create) {
    if (this == UNLIMITED) {
      synchronized (locals) {
        return (T) locals.computeIfAbsent(key, k -> create.get());
      }
    }
    Object v = locals.get(key);
    if (v == null) {
      v = create.get();
      locals.put(key, v);
    }
    return (T) v;
  }

  // ---------------------------------------------------------------- compiling

  /**
   * Estimated bytes that compiling one token of source keeps alive until the code object is
   * made: the lexer's token arrays and value, an AST node or two, their end positions, the
   * symbol table's share, and the instructions, positions and constants emitted for it.
   * Measured from the JVM heap on degenerate sources (y = 1 per line, a list literal of 10^7
   * items: 130 to 250 bytes a token, garbage included); the lower end, so that no program that
   * would fit is refused.
   */
  public static final long COMPILE_BYTES_PER_TOKEN = 128;

  /**
   * Called by the lexer as its token arrays grow, for source compiled inside a cell (exec,
   * eval): the source's code points and the estimated footprint of {@code tokens} tokens must fit
   * beside live data. The phases tick per token, statement and expression, so compiling is
   * charged to the CPU budget as well; outside an execution (the cell itself is compiled before
   * it runs, library code uncharged) the meter is unlimited and this costs a compare.
   */
  public void requireFitsCompiling(long sourceChars, long tokens) {
    if (this == UNLIMITED) {
      return;
    }
    long bytes = Sizes.add(Sizes.mul(sourceChars, 4), Sizes.mul(tokens, COMPILE_BYTES_PER_TOKEN));
    requireFits(bytes, "compiling " + LimitExceededError.count(sourceChars) + " characters of source ("
        + (tokens == 0 ? "" : "at least " + LimitExceededError.count(tokens) + " tokens, ") + "about "
        + LimitExceededError.bytes(bytes) + ")");
  }

  /**
   * Runs {@code work} with no meter current: for the interpreter's own work done while a cell
   * runs that must not depend on the cell's limits (compiling shared library code once per JVM).
   */
  public static <T> T unmetered(java.util.function.Supplier<T> work) {
    ResourceMeter previous = CURRENT.get();
    CURRENT.remove();
    try {
      return work.get();
    } finally {
      if (previous != null) {
        CURRENT.set(previous);
      }
    }
  }

  /** Installs the VM's walker that sums the sizes of everything the cell can still reach. */
  public void setLiveBytesWalker(LongSupplier walker) {
    this.liveBytesWalker = walker;
  }

  public long chargedBytes() {
    return chargedBytes;
  }

  public long heapLimitBytes() {
    return heapLimitBytes;
  }

  // ---------------------------------------------------------------- Java recursion of builtins

  /** Enter a recursive builtin step (repr/eq/hash of nested data); pair with {@link #leaveNative()}. */
  public void enterNative(String where) {
    if (shallow && nativeDepth >= SHALLOW_NATIVE_DEPTH) {
      fail(toDeepStack());
    }
    if (++nativeDepth > Math.min(MAX_NATIVE_DEPTH, recursionLimit + 50)) {
      nativeDepth--;
      throw Errors.recursion("maximum recursion depth exceeded" + (where == null ? "" : " " + where));
    }
  }

  public void leaveNative() {
    nativeDepth--;
  }
}
