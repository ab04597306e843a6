/*
 * The compiling tier's policy and its contract with the interpreter. A plain function's code
 * (not a generator, coroutine or module/class body) that gets hot - calls plus loop back-edges
 * past a threshold - is compiled by JitCompiler to a JVM method over the same heap Frame the
 * interpreter would use. The frame stays the truth (locals and value stack live in its array), so
 * everything that looks at frames keeps working, and handing a frame back to the interpreter
 * ("deoptimising") is just returning: the frame's ip and sp say where to go on.
 *
 * Compiled code hands its frame back (returns DEOPT) when: an exception is raised inside a try or
 * with block (the interpreter runs the handler); it meets an instruction it does not run (a bare
 * raise, a re-raise); a call suspends the task (time.sleep in a task); or a callee did so. Every
 * compiled caller on the Java stack then returns DEOPT too, its frame already saved at its call,
 * so the interpreter continues the whole chain as heap frames - never a compiled frame while an
 * execution is blocked. Compiled frames recurse on the Java stack only JAVA_DEPTH deep; past that a
 * call deoptimises, so the recursion limit, not the thread's stack, bounds Python recursion.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;

/** When to compile, and the protocol between compiled code and the interpreter. */
final class Jit {
  private Jit() {}

  /** Returned by compiled code: the frame (and its callers) go on in the interpreter. */
  static final PyObject DEOPT = new PyObject() {
    @Override
    public PyType type() {
      return PyType.OBJECT;
    }
  };

  /** Marks a code object that cannot be compiled (too big for the JVM's JIT). */
  private static final Object FAILED = new Object();

  /**
   * Calls plus back-edges before a code object is compiled; negative turns the tier off. 0 (tests)
   * compiles every function on its first call.
   */
  private static volatile int threshold = Integer.getInteger("krait.jit.threshold", 1000);

  /** Compiled frames allowed on the Java stack at once (past that, calls go through the interpreter). */
  static final int JAVA_DEPTH = 200;

  static void setThreshold(int t) {
    threshold = t;
  }

  static int threshold() {
    return threshold;
  }

  /** The compiled code of co once it is hot (compiling it now if it just became so), else null. */
  static JitCode codeFor(CodeObject co) {
    Object j = co.jit;
    if (j != null) {
      return j == FAILED ? null : (JitCode) j;
    }
    int t = threshold;
    if (t < 0 || ++co.hotness < t || !compilable(co)) {
      return null;
    }
    return compile(co);
  }

  /** The compiled code of co, compiling it now whatever its hotness (callees of compiled code). */
  static JitCode codeNow(CodeObject co) {
    Object j = co.jit;
    if (j != null) {
      return j == FAILED ? null : (JitCode) j;
    }
    if (threshold < 0 || !compilable(co)) {
      return null;
    }
    return compile(co);
  }

  /** Plain functions and plain generators (not coroutines or async generators, not module/class bodies). */
  private static boolean compilable(CodeObject co) {
    return (co.flags & (CodeObject.COROUTINE | CodeObject.ASYNC_GENERATOR | CodeObject.NAME_SCOPE)) == 0;
  }

  private static final java.util.concurrent.atomic.AtomicLong COMPILED = new java.util.concurrent.atomic.AtomicLong();
  private static final boolean TRACE = Boolean.getBoolean("krait.jit.trace");

  /** Code objects compiled so far in this JVM (for tests and benchmarks). */
  static long compiledCount() {
    return COMPILED.get();
  }

  private static JitCode compile(CodeObject co) {
    synchronized (co) {
      if (co.jit == null) {
        JitCode code = JitCompiler.compile(co);
        co.jit = code == null ? FAILED : code;
        if (code != null) {
          COMPILED.incrementAndGet();
        }
        if (TRACE) {
          System.err.println("krait jit: " + (code == null ? "not compiled: " : code.hasLeaf ? "compiled with a leaf entry: " : "compiled: ") + co.qualname
              + " (" + co.code.length + " instructions)");
        }
      }
      return co.jit == FAILED ? null : (JitCode) co.jit;
    }
  }

  // ---------------------------------------------------------------- entering compiled code

  /**
   * The interpreter is about to run a new frame nf (linked to its caller and entered): runs it
   * compiled when its code is hot. Returns the frame the interpreter goes on with: nf itself
   * (interpret it), its caller with the result delivered, or the frame a deoptimisation left on
   * top; {@link Awaiting#SUSPEND} when the chain suspended (see {@link Vm#jitSuspended}).
   */
  static Frame enter(Vm vm, Frame nf) {
    if (nf.generator != null) {
      return nf;
    }
    JitCode code = codeFor(nf.code);
    if (code == null) {
      return nf;
    }
    Frame caller = nf.back;
    nf.jitEntry = true;
    PyObject r = run(vm, code, nf, 0);
    if (r == DEOPT) {
      return afterDeopt(vm);
    }
    Calls.deliverReturn(caller, popFrame(vm, nf, r));
    return caller;
  }

  /**
   * On-stack replacement at a loop's back-edge: frame f (not a generator's) continues compiled
   * from instruction {@code target} once its code is hot. Returns null (stay in the interpreter),
   * or, as {@link #enter}, the frame to go on with; {@link #RETURNED} when f was the bottom frame
   * of the running loop and returned (the value is in {@link Vm#jitValue}).
   */
  static Frame loop(Vm vm, Frame f, int target) {
    if (f.generator != null || f.function == null || f.initSelf != null) {
      return null;
    }
    JitCode code = codeFor(f.code);
    if (code == null || !code.entersAt(target)) {
      return null;
    }
    Frame caller = f.back;
    f.jitEntry = true;
    PyObject r = run(vm, code, f, target);
    if (r == DEOPT) {
      return afterDeopt(vm);
    }
    PyObject v = popFrame(vm, f, r);
    if (caller == null) {
      vm.jitValue = v;
      return RETURNED;
    }
    Calls.deliverReturn(caller, v);
    return caller;
  }

  /**
   * Marker from {@link #loop}: the loop's bottom frame returned. Compiled with no meter current:
   * this class is first initialised inside a cell, and a limit thrown from a static initialiser
   * would break the class for the whole JVM (a cold first cell with a 50 ms budget did).
   */
  static final Frame RETURNED = new Frame(ResourceMeter.unmetered(() ->
      dev.krait.python.compiler.Compiler.compileEval(new dev.krait.python.parser.Node.Constant(null, 1, 0),
          "<returned>", "None")), new dev.krait.python.objects.PyDict(), new dev.krait.python.objects.PyDict(), null);

  private static Frame afterDeopt(Vm vm) {
    Frame suspended = vm.jitSuspended;
    if (suspended != null) {
      vm.jitTop = null;
      return Awaiting.SUSPEND;
    }
    Frame top = vm.jitTop;
    vm.jitTop = null;
    return top;
  }

  /**
   * Runs compiled code for f, entered from the interpreter or from Java: compiled frames called
   * from here on count their Java depth from the Python depth now (see {@link #calleeFrame}).
   */
  private static PyObject run(Vm vm, JitCode code, Frame f, int entry) {
    int saved = vm.jitBase;
    vm.jitBase = vm.depth;
    try {
      return code.run(vm, f, entry);
    } finally {
      vm.jitBase = saved;
    }
  }

  /**
   * From a compiled call site, about callee frame nf (linked and entered): nf itself when its
   * code is compiled and the Java stack has room (the site then runs it, so each site's JVM call
   * is profiled and inlined on its own), or DEOPT with nf left on top of the chain for the
   * interpreter (its code cannot be compiled, or enough compiled frames are on the Java stack).
   */
  static Object calleeFrame(Vm vm, Frame nf) {
    if (nf.generator == null && vm.depth - vm.jitBase < JAVA_DEPTH && codeNow(nf.code) != null) {
      return nf;
    }
    if (vm.jitTop == null) {
      vm.jitTop = nf;
    }
    return DEOPT;
  }

  /**
   * A leaf entry (JitCode.leaf) of fn met instruction {@code ip} whose fast path does not hold:
   * its state (locals and stack in {@code fast}, {@code sp} deep) becomes a heap frame linked to
   * the caller f, on top of the chain, and the interpreter runs that instruction next. The call
   * was already counted in the depth, as the frame now is.
   */
  static PyObject leafDeopt(Vm vm, Frame f, dev.krait.python.objects.PyFunction fn, PyObject[] fast, int ip,
      int sp) {
    if (++((JitCode) fn.code.jit).leafDeopts == JitOps.LEAF_DEOPTS + 1 && TRACE) {
      System.err.println("krait jit: leaf entry no longer used: " + fn.code.qualname + " (hands over at " + ip + ")");
    }
    Frame nf = leafFrame(vm, f, fn, fast, ip, sp);
    if (vm.jitTop == null) {
      vm.jitTop = nf;
    }
    return DEOPT;
  }

  /**
   * A leaf entry of fn called a leaf (JitOps.nestedLeaf) that handed over: fn's state (slots
   * below the call, {@code sp} deep) becomes a heap frame linked to the caller f, waiting at the
   * call ({@code ip} after it) for the callee's value; the callee's frame chain (on top, its bottom
   * without a caller yet) is linked to it. The call was already counted in the depth.
   */
  static PyObject leafDeoptAtCall(Vm vm, Frame f, dev.krait.python.objects.PyFunction fn, PyObject[] fast, int ip,
      int sp) {
    Frame callee = vm.jitTop;
    while (callee.back != null) {
      callee = callee.back;
    }
    callee.back = leafFrame(vm, f, fn, fast, ip, sp);
    return DEOPT;
  }

  /** The heap frame of a leaf that hands over at ip (its slots, sp deep), linked to the caller f. */
  private static Frame leafFrame(Vm vm, Frame f, dev.krait.python.objects.PyFunction fn, PyObject[] fast, int ip,
      int sp) {
    Frame nf = new Frame(fn.code, fn, fast, fn.closure == null ? Frame.NO_CELLS : fn.closure);
    nf.initSelf = vm.leafInit; // the instance a leaf __init__ was filling
    vm.leafInit = null;
    nf.ip = ip;
    nf.sp = sp;
    nf.back = f;
    return nf;
  }

  /**
   * What a leaf entry of fn threw while instruction {@code pc} ran: as {@link #onThrow} for a
   * compiled frame its compiled caller f entered, with the frame made only now for the
   * traceback entry; the call leaves the depth, and the error propagates to f's handler.
   */
  static PyObject leafThrow(Vm vm, Frame f, dev.krait.python.objects.PyFunction fn, Throwable t, int pc) {
    PyError e = asPyError(t);
    Frame nf = new Frame(fn.code, fn, new PyObject[fn.code.frameSize],
        fn.closure == null ? Frame.NO_CELLS : fn.closure);
    nf.ip = pc + 1;
    nf.back = f;
    Exc.noteRaised(e.value(), nf);
    vm.leafInit = null;
    vm.depth--;
    throw e;
  }

  /** After a compiled call site ran callee nf and got r: the value for the caller, or DEOPT. */
  static Object calleeDone(Vm vm, Frame nf, PyObject r) {
    return r == DEOPT ? DEOPT : popFrame(vm, nf, r);
  }

  /** A compiled frame returned v: leaves it as RETURN_VALUE does for a plain function's frame. */
  static PyObject popFrame(Vm vm, Frame f, PyObject v) {
    vm.depth--;
    if (f.initSelf != null) {
      if (v != PyNone.NONE) {
        throw Errors.typeError("__init__() should return None, not '" + v.type().name() + "'");
      }
      return f.initSelf;
    }
    return v;
  }

  /**
   * Called from Java (a builtin calling a Python function): runs frame f (whose back is null)
   * compiled if hot, to its end, on the Java stack; deoptimised frames finish in a nested loop.
   * Returns null when f's code is not compiled (the caller interprets it).
   */
  static PyObject callFromJava(Vm vm, Frame f) {
    JitCode code = codeFor(f.code);
    if (code == null) {
      return null;
    }
    // as Vm.execute does around a nested loop
    vm.nesting++;
    Frame outer = vm.current;
    if (outer != null) {
      vm.outerFrames.push(outer);
    }
    PyObject r;
    f.jitEntry = true;
    try {
      r = run(vm, code, f, 0);
    } finally {
      vm.nesting--;
      if (outer != null) {
        vm.outerFrames.pop();
      }
      vm.current = outer;
    }
    if (r == DEOPT) {
      Frame top = vm.jitTop;
      vm.jitTop = null;
      vm.jitSuspended = null;
      PyError pending = vm.jitThrow;
      vm.jitThrow = null;
      return vm.execute(top, pending == null ? null : pending.value());
    }
    vm.lastYielded = false;
    return popFrame(vm, f, r);
  }

  /**
   * Called from Java with positional arguments (a sort key, map, filter, min/max key): runs fn's
   * leaf entry with no heap frame when it has one taking exactly these arguments, the call
   * counted (depth, CPU tick) as {@link Vm#runNested} counts it. A hand-over makes the frame (no
   * caller: the builtin is the caller) and a nested loop finishes it. Returns null when fn has no
   * usable leaf entry (the caller takes the general path).
   */
  static PyObject leafFromJava(Vm vm, dev.krait.python.objects.PyFunction fn, PyObject[] args) {
    CodeObject co = fn.code;
    if (!(co.jit instanceof JitCode jc) || !jc.hasLeaf || jc.leafDeopts > JitOps.LEAF_DEOPTS
        || args.length != co.argcount || (fn.closure == null ? 0 : fn.closure.length) != co.freevars.length) {
      return null;
    }
    vm.meter.enterNative(null);
    try {
      vm.enterFrame();
      PyObject r = jc.leaf(vm, null, fn, args, 0);
      if (r != DEOPT) {
        vm.depth--;
        return r;
      }
      Frame top = vm.jitTop;
      vm.jitTop = null;
      return vm.execute(top, null);
    } catch (StackOverflowError e) {
      throw Errors.recursion("maximum recursion depth exceeded");
    } finally {
      vm.meter.leaveNative();
    }
  }

  /**
   * Resuming plain generator gen from Java (Vm.resumeGenerator: a builtin or compiled code
   * iterating it) when its own frame f is on top: runs f compiled from where it stopped, to its
   * next yield (then returns the value with lastYielded set, as the loop would) or until it
   * deoptimises (the nested loop goes on). Returns null when f stays interpreted.
   */
  static PyObject resume(Vm vm, PyGenerator gen, Frame f) {
    if (gen.kind != PyGenerator.GENERATOR || f.resumeMode != Frame.RESUME_NONE) {
      return null;
    }
    JitCode code = codeFor(f.code);
    if (code == null || !code.entersAt(f.ip)) {
      return null;
    }
    vm.nesting++;
    Frame outer = vm.current;
    if (outer != null) {
      vm.outerFrames.push(outer);
    }
    f.jitEntry = true;
    vm.jitYielded = false;
    PyObject r;
    try {
      r = run(vm, code, f, f.ip);
    } finally {
      vm.nesting--;
      if (outer != null) {
        vm.outerFrames.pop();
      }
      vm.current = outer;
    }
    if (r == DEOPT) {
      Frame top = vm.jitTop;
      vm.jitTop = null;
      vm.jitSuspended = null;
      PyError pending = vm.jitThrow;
      vm.jitThrow = null;
      return vm.execute(top, pending == null ? null : pending.value());
    }
    // a yield (a generator's return always deoptimises): leave as the loop's yield does
    vm.jitYielded = false;
    vm.depth--;
    gen.top = f;
    gen.running = false;
    vm.lastYielded = true;
    return r;
  }

  // ---------------------------------------------------------------- exceptions in compiled code

  /**
   * The handler of every compiled method: {@code t} was thrown while instruction {@code pc - 1}
   * ran, with {@code sp} the stack pointer before it. Like the loop's unwind: with a try/with
   * block open the frame deoptimises with t pending (the interpreter runs the handler), and so
   * does a frame the interpreter entered (it unwinds from there as usual); otherwise the frame
   * gets its traceback entry, leaves the chain, and t propagates to its compiled caller.
   */
  static PyObject onThrow(Vm vm, Frame f, Throwable t, int pc, int sp) {
    PyError e = asPyError(t);
    f.ip = pc;
    f.sp = sp;
    if (f.blockCount > 0 || f.jitEntry) {
      vm.jitTop = f;
      vm.jitThrow = e;
      return DEOPT;
    }
    Exc.noteRaised(e.value(), f);
    vm.depth--;
    f.back = null;
    throw e;
  }

  private static PyError asPyError(Throwable t) {
    if (t instanceof PyError e) {
      return e;
    }
    if (t instanceof LimitExceededError || t instanceof CancelledSignal || t instanceof ExitSignal) {
      throw (RuntimeException) t;
    }
    if (t instanceof StackOverflowError) {
      return Errors.recursion("maximum recursion depth exceeded");
    }
    if (t instanceof OutOfMemoryError) {
      throw LimitExceededError.memory(ResourceMeter.current().heapLimitBytes(), "the JVM ran out of memory");
    }
    if (t instanceof RuntimeException) {
      return Errors.of(ExceptionTypes.SYSTEM_ERROR, "internal error: " + t);
    }
    throw sneaky(t);
  }

  @SuppressWarnings("unchecked")
  private static <T extends Throwable> RuntimeException sneaky(Throwable t) throws T {
    throw (T) t;
  }
}
