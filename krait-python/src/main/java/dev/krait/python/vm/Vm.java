/*
 * The virtual machine of one execution: ONE dispatch loop over heap frames. Python-to-Python
 * calls and generator/coroutine resumption push frames and continue in the same loop; a yield
 * or an await of something not ready returns from the loop with the frame chain saved in its
 * generator or task. Cases are short and delegate to handlers in sibling files (Arith, Calls,
 * Support, Exc, Awaiting).
 */
package dev.krait.python.vm;

import dev.krait.python.ExecutionOptions;
import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.ReferenceVisitor;
import dev.krait.python.objects.Referrer;
import java.util.LinkedHashMap;
import java.util.Map;

/** One execution's interpreter state and its dispatch loop. */
public final class Vm implements Referrer {
  private static final ThreadLocal<Vm> CURRENT = new ThreadLocal<>();
  private static final int BIN_ADD = Ops.Binary.ADD.ordinal();
  private static final int BIN_SUB = Ops.Binary.SUB.ordinal();

  final ResourceMeter meter;
  @dev.krait.python.objects.NotWalked("the host's settings; its globals become Python objects when the execution starts")
  final ExecutionOptions options;
  final PyDict builtins;
  final int recursionLimit;
  final EventLoop loop;
  final Map<String, PyModule> modules = new LinkedHashMap<>();
  /** Python frames currently linked into running chains (the recursion depth). */
  int depth;
  /** The frame whose instruction is calling into Java right now (globals(), super(), ...). */
  Frame current;
  /** Set by every run of the loop: whether it ended by a yield (true) or a return (false). */
  boolean lastYielded;
  /** Nested loop invocations on the Java stack (1 = only the task-level loop). */
  int nesting;
  /** The main module's globals. */
  PyDict mainGlobals;
  /** Frames that were current when each nested loop started (roots for the memory walk). */
  final java.util.ArrayDeque<Frame> outerFrames = new java.util.ArrayDeque<>();
  /** One-entry cache of Calls.simpleInit: the class, its __init__ (or null), the look-up version. */
  dev.krait.python.objects.PyType initCacheType;
  PyFunction initCacheFn;
  int initCacheVersion;
  /** Set when the host answered an external call with Exit. */
  boolean exitRequested;
  /** Set by a compiled generator's yield (see Jit.resume). */
  boolean jitYielded;
  /** The Python depth where the innermost run of compiled code began (Jit bounds compiled Java recursion). */
  int jitBase;
  /** After compiled code deoptimised: the frame on top of the chain it left, and what to raise there. */
  Frame jitTop;
  PyError jitThrow;
  /** After a call in compiled code suspended the task: the frame that made the call. */
  Frame jitSuspended;
  /** The value a frame returned in compiled code when it was the bottom of the loop (Jit.RETURNED). */
  PyObject jitValue;
  /** The instance a leaf entry of __init__ is initialising (JitOps.leafTarget), until that call ends. */
  PyObject leafInit;

  Vm(ResourceMeter meter, ExecutionOptions options, PyDict builtins) {
    this.meter = meter;
    this.options = options;
    this.builtins = builtins;
    this.recursionLimit = options.recursionLimit();
    this.loop = new EventLoop(this);
  }

  /**
   * The roots of the memory walk: everything the execution can still reach starts here (the
   * main module, imported modules, the running frame chains, the event loop, the buffers
   * builtins hold while they run).
   */
  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(mainGlobals);
    v.visit(builtins);
    v.visitAll(modules.values());
    v.visit(current);
    v.visitAll(outerFrames);
    v.visit(loop);
    v.visit(initCacheType);
    v.visit(initCacheFn);
    v.visit(jitTop);
    v.visit(jitThrow);
    v.visit(jitSuspended);
    v.visit(jitValue);
    v.visit(leafInit);
    v.visit(yieldedValue);
    v.visit(lastValue);
    v.visit(throwOnSwitch);
    v.visit(pendingAfterSwitch);
    v.visit(pendingOut);
    if (meter != null) {
      meter.visitHeld(v);
    }
  }

  /** The interpreter's own state is not the cell's data. */
  @Override
  public long shallowSize() {
    return 0;
  }

  /** The VM running on this thread. */
  static Vm current() {
    Vm vm = CURRENT.get();
    if (vm == null) {
      throw new IllegalStateException("no Krait execution is running on this thread");
    }
    return vm;
  }

  static Vm currentOrNull() {
    return CURRENT.get();
  }

  Vm enter() {
    Vm prev = CURRENT.get();
    CURRENT.set(this);
    return prev;
  }

  void exit(Vm prev) {
    // set, even to null, rather than remove(): re-adding the entry on the next enter costs more
    CURRENT.set(prev);
  }

  // ================================================================ entry points

  /** Calls a Python function from Java: a nested loop, bounded by the native-depth meter. */
  PyObject callFunction(PyFunction fn, PyObject[] args, String[] kwnames) {
    if (kwnames == null) {
      PyObject r = Jit.leafFromJava(this, fn, args);
      if (r != null) {
        return r;
      }
    }
    int npos = args.length - (kwnames == null ? 0 : kwnames.length);
    Frame f = Calls.bindFrame(this, fn, null, args, 0, npos, kwnames, args, npos);
    if (fn.code.isGenerator()) {
      return Calls.makeGenerator(f, fn);
    }
    return runNested(f);
  }

  /** Runs a fresh frame to completion on the Java stack. */
  PyObject runNested(Frame f) {
    meter.enterNative(null);
    enterFrame();
    try {
      PyObject r = Jit.callFromJava(this, f);
      if (r != null) {
        return r;
      }
      r = execute(f, null);
      if (lastYielded) {
        throw Errors.runtimeError("cannot suspend inside a function called from a builtin");
      }
      return r;
    } catch (StackOverflowError e) {
      throw Errors.recursion("maximum recursion depth exceeded");
    } finally {
      meter.leaveNative();
    }
  }

  void enterFrame() {
    if (++depth > recursionLimit) {
      depth--;
      throw Errors.recursion("maximum recursion depth exceeded");
    }
    meter.tick();
  }

  /**
   * Resumes a generator/coroutine from Java with a sent value or an exception to throw in.
   * Returns the yielded value ({@link #lastYielded} true) or the return value.
   */
  PyObject resumeGenerator(PyGenerator gen, PyObject value, PyBaseException throwIn) {
    if (gen.running) {
      throw Errors.valueError(gen.kind == PyGenerator.COROUTINE ? "coroutine already executing"
          : "generator already executing");
    }
    if (gen.finished) {
      if (throwIn != null) {
        throw throwIn.toError();
      }
      if (gen.kind == PyGenerator.COROUTINE) {
        throw Errors.runtimeError("cannot reuse already awaited coroutine");
      }
      lastYielded = false;
      return PyNone.NONE;
    }
    if (!gen.started && value != PyNone.NONE && throwIn == null) {
      throw Errors.typeError("can't send non-None value to a just-started "
          + (gen.kind == PyGenerator.COROUTINE ? "coroutine" : "generator"));
    }
    if (!gen.started && throwIn != null) {
      gen.finished = true;
      throw throwIn.toError();
    }
    meter.enterNative(null);
    try {
      Frame top = linkGenerator(gen, null);
      PyBaseException pending = throwIn != null ? throwIn : resumeInto(top, value);
      if (pending == null && top == gen.frame) {
        PyObject r = Jit.resume(this, gen, top);
        if (r != null) {
          return r;
        }
      }
      return execute(top, pending);
    } catch (StackOverflowError e) {
      throw Errors.recursion("maximum recursion depth exceeded");
    } finally {
      gen.running = false;
      meter.leaveNative();
    }
  }

  /** Links gen's chain onto {@code back}; returns its top frame. */
  Frame linkGenerator(PyGenerator gen, Frame back) {
    gen.running = true;
    gen.started = true;
    gen.frame.back = back;
    int n = 0;
    for (Frame x = gen.top; x != null && x != back; x = x.back) {
      n++;
    }
    depth += n;
    if (depth > recursionLimit) {
      depth -= n;
      gen.running = false;
      gen.frame.back = null;
      throw Errors.recursion("maximum recursion depth exceeded");
    }
    meter.tick();
    return gen.top;
  }

  /** Delivers a sent value to a suspended top frame; returns an exception to raise there, or null. */
  static PyBaseException resumeInto(Frame top, PyObject value) {
    byte mode = top.resumeMode;
    top.resumeMode = Frame.RESUME_NONE;
    switch (mode) {
      case Frame.RESUME_YIELD -> top.stack[top.sp++] = value;
      case Frame.RESUME_SEND -> {
        top.stack[top.sp - 1] = value;
        top.ip--;
      }
      case Frame.RESUME_CALL_AWAIT -> {
        PyFuture fut = top.awaiting;
        top.awaiting = null;
        if (fut.exceptionOrNull() != null) {
          return fut.exceptionOrNull();
        }
        top.stack[top.sp++] = fut.resultValue();
      }
      default -> { }
    }
    return null;
  }

  // ================================================================ the loop

  /**
   * Runs from {@code start} until the bottom frame of its chain (the frame whose back is null)
   * returns or the chain suspends. {@code throwIn} is raised at start's current instruction first.
   */
  PyObject execute(Frame start, PyBaseException throwIn) {
    nesting++;
    Frame outer = current;
    if (outer != null) {
      outerFrames.push(outer);
    }
    try {
      return run(start, throwIn);
    } finally {
      nesting--;
      if (outer != null) {
        outerFrames.pop();
      }
      current = outer;
    }
  }

  @SuppressWarnings("checkstyle:MethodLength")
  private PyObject run(Frame start, PyBaseException throwIn) {
    Frame f = start;
    PyError pending = throwIn == null ? null : throwIn.toError();
    boolean reraise = false;
    final ResourceMeter meter = this.meter;
    outer:
    while (true) {
      final PyObject[] stack = f.stack;
      final PyObject[] fast = f.fast;
      final int[] code = f.instrs;
      final CodeObject co = f.code;
      final PyObject[] consts = co.consts;
      int ip = f.ip;
      int sp = f.sp;
      try {
        if (pending != null) {
          PyError e = pending;
          pending = null;
          throw e;
        }
        while (true) {
          final int ins = code[ip++];
          final int arg = ins >>> 8;
          switch (ins & 0xff) {
            case Op.NOP -> { }
            case Op.POP_TOP -> stack[--sp] = null;
            case Op.PUSH_NULL -> stack[sp++] = null;
            case Op.COPY -> {
              stack[sp] = stack[sp - arg];
              sp++;
            }
            case Op.SWAP -> {
              PyObject t = stack[sp - 1];
              stack[sp - 1] = stack[sp - arg];
              stack[sp - arg] = t;
            }
            case Op.LOAD_CONST -> stack[sp++] = consts[arg];
            case Op.LOAD_FAST -> {
              PyObject v = fast[arg];
              if (v == null) {
                throw Errors.unboundLocal(co.varnames[arg]);
              }
              stack[sp++] = v;
            }
            case Op.STORE_FAST -> {
              fast[arg] = stack[--sp];
              stack[sp] = null;
            }
            case Op.LOAD_DEREF -> {
              PyObject v = f.cells[arg].value;
              if (v == null) {
                throw Exc.unboundDeref(co, arg);
              }
              stack[sp++] = v;
            }
            case Op.STORE_DEREF -> {
              f.cells[arg].value = stack[--sp];
              stack[sp] = null;
            }
            case Op.LOAD_CLOSURE -> stack[sp++] = f.cells[arg];
            case Op.LOAD_GLOBAL -> stack[sp++] = Names.loadGlobal(f, ip - 1, arg);
            case Op.LOAD_NAME -> stack[sp++] = Names.loadName(f, arg);
            case Op.STORE_NAME -> {
              Names.storeName(f, arg, stack[--sp]);
              stack[sp] = null;
            }
            case Op.LOAD_ATTR -> stack[sp - 1] = Attrs.getattr(stack[sp - 1], co, ip - 1, co.names[arg]);
            case Op.LOAD_METHOD -> {
              current = f;
              sp = Attrs.loadMethod(stack, sp, co, ip - 1, co.names[arg]);
            }
            case Op.STORE_ATTR -> {
              f.ip = ip;
              current = f;
              Attrs.setattr(stack[sp - 1], co, ip - 1, co.names[arg], stack[sp - 2]);
              stack[--sp] = null;
              stack[--sp] = null;
            }
            case Op.BINARY_SUBSCR -> {
              current = f;
              PyObject k = stack[--sp];
              stack[sp] = null;
              stack[sp - 1] = Arith.getitem(stack[sp - 1], k);
            }
            case Op.STORE_SUBSCR -> {
              current = f;
              Arith.setitem(stack[sp - 2], stack[sp - 1], stack[sp - 3]);
              sp -= 3;
              stack[sp] = stack[sp + 1] = stack[sp + 2] = null;
            }
            case Op.BINARY_OP -> {
              PyObject b = stack[--sp];
              stack[sp] = null;
              PyObject a = stack[sp - 1];
              // exact small ints, + and - (the commonest case), without leaving the loop
              if (a.getClass() == PyInt.class && b.getClass() == PyInt.class && ((PyInt) a).fitsLong()
                  && ((PyInt) b).fitsLong()) {
                long x = ((PyInt) a).longValue();
                long y = ((PyInt) b).longValue();
                int kind = arg & 15;
                if (kind == BIN_ADD) {
                  long r = x + y;
                  if (((x ^ r) & (y ^ r)) >= 0) {
                    stack[sp - 1] = PyInt.of(r);
                    break;
                  }
                } else if (kind == BIN_SUB) {
                  long r = x - y;
                  if (((x ^ y) & (x ^ r)) >= 0) {
                    stack[sp - 1] = PyInt.of(r);
                    break;
                  }
                }
              }
              current = f;
              stack[sp - 1] = Arith.binary(a, b, arg);
            }
            case Op.COMPARE_OP -> {
              PyObject b = stack[--sp];
              stack[sp] = null;
              PyObject a = stack[sp - 1];
              if (a.getClass() == PyInt.class && b.getClass() == PyInt.class && ((PyInt) a).fitsLong()
                  && ((PyInt) b).fitsLong()) {
                long x = ((PyInt) a).longValue();
                long y = ((PyInt) b).longValue();
                boolean r = switch (arg) {
                  case 0 -> x < y;
                  case 1 -> x <= y;
                  case 2 -> x == y;
                  case 3 -> x != y;
                  case 4 -> x > y;
                  default -> x >= y;
                };
                stack[sp - 1] = r ? PyBool.TRUE : PyBool.FALSE;
                break;
              }
              current = f;
              stack[sp - 1] = Arith.compare(a, b, arg);
            }
            case Op.IS_OP -> {
              PyObject b = stack[--sp];
              stack[sp] = null;
              stack[sp - 1] = PyBool.of((stack[sp - 1] == b) != (arg == 1));
            }
            case Op.CONTAINS_OP -> {
              current = f;
              PyObject b = stack[--sp];
              stack[sp] = null;
              stack[sp - 1] = PyBool.of(Ops.contains(b, stack[sp - 1]) != (arg == 1));
            }
            case Op.UNARY_NOT -> stack[sp - 1] = PyBool.of(!Arith.truthy(stack[sp - 1]));
            case Op.BUILD_TUPLE -> {
              meter.allocateSlots(arg);
              sp -= arg;
              PyObject t = Support.tuple(stack, sp, arg);
              stack[sp++] = t;
            }
            case Op.BUILD_LIST -> {
              meter.allocateSlots(arg);
              sp -= arg;
              PyList l = new PyList();
              for (int i = 0; i < arg; i++) {
                l.append(stack[sp + i]);
                stack[sp + i] = null;
              }
              stack[sp++] = l;
            }
            case Op.BUILD_STRING -> {
              sp -= arg;
              PyObject s = Support.concatStrings(meter, stack, sp, arg);
              stack[sp++] = s;
            }
            case Op.LIST_APPEND -> {
              PyObject v = stack[--sp];
              stack[sp] = null;
              meter.allocate(8);
              ((PyList) stack[sp - arg]).append(v);
            }
            case Op.FORMAT_VALUE -> {
              current = f;
              PyObject spec = (arg & 4) != 0 ? stack[--sp] : null;
              stack[sp] = null;
              stack[sp - 1] = Support.formatValue(stack[sp - 1], arg & 3, spec);
            }
            case Op.UNPACK_SEQUENCE -> {
              current = f;
              sp = Support.unpack(stack, sp, arg);
            }
            case Op.JUMP -> {
              if (arg < ip) {
                meter.tick();
                f.ip = arg;
                f.sp = sp;
                Frame next = Jit.loop(this, f, arg);
                if (next != null) {
                  if (next == Jit.RETURNED) {
                    lastYielded = false;
                    PyObject v = jitValue;
                    jitValue = null;
                    return v;
                  }
                  f = jitSwitch(next);
                  if (f == null) {
                    return lastValue;
                  }
                  if (jitThrow != null) {
                    pending = jitThrow;
                    jitThrow = null;
                  }
                  continue outer;
                }
              }
              ip = arg;
            }
            case Op.POP_JUMP_IF_FALSE -> {
              PyObject v = stack[--sp];
              stack[sp] = null;
              if (v == PyBool.FALSE || v != PyBool.TRUE && !Arith.truthy(v)) {
                ip = arg;
              }
            }
            case Op.POP_JUMP_IF_TRUE -> {
              PyObject v = stack[--sp];
              stack[sp] = null;
              if (v == PyBool.TRUE || v != PyBool.FALSE && Arith.truthy(v)) {
                ip = arg;
              }
            }
            case Op.JUMP_IF_FALSE_OR_POP -> {
              if (!Arith.truthy(stack[sp - 1])) {
                ip = arg;
              } else {
                stack[--sp] = null;
              }
            }
            case Op.JUMP_IF_TRUE_OR_POP -> {
              if (Arith.truthy(stack[sp - 1])) {
                ip = arg;
              } else {
                stack[--sp] = null;
              }
            }
            case Op.GET_ITER -> {
              current = f;
              PyObject o = stack[sp - 1];
              if (!(o instanceof PyGenerator g && g.kind == PyGenerator.GENERATOR)) {
                stack[sp - 1] = Ops.iter(o);
              }
            }
            case Op.POP_ITER -> {
              PyObject it = stack[--sp];
              stack[sp] = null;
              if (it instanceof PyGenerator g && g.kind == PyGenerator.GENERATOR && g.started && !g.finished) {
                f.ip = ip;
                f.sp = sp;
                current = f;
                g.close();
              }
            }
            case Op.FOR_ITER -> {
              PyObject it = stack[sp - 1];
              if (it instanceof PyGenerator g && g.kind == PyGenerator.GENERATOR) {
                if (g.finished) {
                  stack[--sp] = null;
                  ip = arg;
                  break;
                }
                if (g.running) {
                  throw Errors.valueError("generator already executing");
                }
                f.ip = ip;
                f.sp = sp;
                Frame top = linkGenerator(g, f);
                resumeInto(top, PyNone.NONE);
                f = top;
                continue outer;
              }
              current = f;
              PyObject v = it instanceof PyIterator pi ? pi.nextOrNull()
                  : it instanceof PyGenerator pg ? pg.nextOrNull() : Ops.next(it);
              if (v == null) {
                stack[--sp] = null;
                ip = arg;
              } else {
                stack[sp++] = v;
              }
            }
            case Op.SETUP_FINALLY -> f.pushBlock(arg, sp);
            case Op.SETUP_CLEANUP -> f.pushBlock(arg, sp - 1);
            case Op.POP_BLOCK -> f.blockCount--;
            case Op.POP_EXCEPT_AND_RERAISE -> {
              PyObject exc = stack[--sp];
              PyObject prev = stack[--sp];
              stack[sp] = stack[sp + 1] = null;
              f.handled = prev == PyNone.NONE ? null : (PyBaseException) prev;
              reraise = true;
              throw ((PyBaseException) exc).toError();
            }
            case Op.RERAISE -> {
              PyObject exc = stack[--sp];
              stack[sp] = null;
              reraise = true;
              throw ((PyBaseException) exc).toError();
            }
            case Op.RAISE_VARARGS -> {
              f.ip = ip;
              current = f;
              if (arg == 0) {
                PyBaseException active = Exc.handledException(f);
                if (active == null) {
                  throw Errors.runtimeError("No active exception to reraise");
                }
                reraise = true;
                throw active.toError();
              }
              PyObject cause = arg == 2 ? stack[--sp] : null;
              PyObject exc = stack[--sp];
              throw Exc.makeRaise(exc, cause, f);
            }
            case Op.RETURN_VALUE -> {
              PyObject v = stack[--sp];
              stack[sp] = null;
              f.sp = sp;
              f.ip = ip;
              Frame back = f.back;
              depth--;
              if (f.generator != null) {
                PyGenerator g = f.generator;
                g.finished = true;
                g.running = false;
                f.back = null;
                if (g.kind == PyGenerator.ASYNC_GENERATOR) {
                  if (back == null) {
                    lastYielded = false;
                    return v;
                  }
                  f = back;
                  PyGenerator.AsyncGenStep step = (PyGenerator.AsyncGenStep) f.stack[f.sp - 1];
                  f.stack[--f.sp] = null;
                  if (step.mode == PyGenerator.AsyncGenStep.CLOSE) {
                    f.stack[f.sp++] = PyNone.NONE;
                  } else if (step.dflt != null) {
                    f.stack[f.sp++] = step.dflt;
                  } else {
                    pending = Errors.stopAsyncIteration();
                  }
                  continue outer;
                }
              }
              if (f.initSelf != null) {
                if (v != PyNone.NONE) {
                  f.ip = ip;
                  pending = Errors.typeError("__init__() should return None, not '" + v.type().name() + "'");
                  f = back;
                  continue outer;
                }
                v = f.initSelf;
              }
              if (back == null) {
                lastYielded = false;
                return v;
              }
              f = back;
              Calls.deliverReturn(f, v);
              continue outer;
            }
            case Op.YIELD_VALUE -> {
              PyObject v = stack[--sp];
              stack[sp] = null;
              f.ip = ip;
              f.sp = sp;
              f.resumeMode = Frame.RESUME_YIELD;
              Frame target = yieldFrom(f, v);
              if (target == null) {
                return v;
              }
              if (pendingAfterSwitch != null) {
                pending = pendingAfterSwitch;
                pendingAfterSwitch = null;
              }
              f = target;
              continue outer;
            }
            case Op.SEND -> {
              current = f;
              f.ip = ip;
              f.sp = sp;
              Frame next = Awaiting.send(this, f);
              if (next == null) {
                sp = f.sp;
                ip = f.ip;
                break;
              }
              if (next == Awaiting.SUSPEND) {
                Frame target = yieldFrom(f, yieldedValue);
                yieldedValue = null;
                if (target == null) {
                  return lastValue;
                }
                f = target;
                continue outer;
              }
              f = next;
              if (throwOnSwitch != null) {
                pending = throwOnSwitch.toError();
                throwOnSwitch = null;
              }
              continue outer;
            }
            case Op.END_ASYNC_FOR -> {
              PyObject exc = stack[sp - 1];
              if (exc.type().isSubtypeOf(ExceptionTypes.STOP_ASYNC_ITERATION)) {
                stack[--sp] = null;
                stack[--sp] = null;
              } else {
                stack[--sp] = null;
                reraise = true;
                throw ((PyBaseException) exc).toError();
              }
            }
            case Op.CALL, Op.CALL_KW, Op.CALL_EX -> {
              f.ip = ip;
              current = f;
              Frame next = (ins & 0xff) == Op.CALL ? Calls.fastCall(this, f, stack, sp, arg) : null;
              if (next == null) {
                f.sp = sp;
                next = Calls.call(this, f, ins & 0xff, arg);
                if (next == null) {
                  sp = f.sp;
                  break;
                }
              }
              if (next != Awaiting.SUSPEND) {
                next = Jit.enter(this, next);
              } else {
                jitSuspended = f;
              }
              f = jitSwitch(next);
              if (f == null) {
                return lastValue;
              }
              if (jitThrow != null) {
                pending = jitThrow;
                jitThrow = null;
              }
              continue outer;
            }
            default -> sp = ColdOps.exec(this, f, stack, sp, ins);
          }
        }
      } catch (PyError e) {
        f.ip = ip;
        f.sp = sp;
        PyBaseException exc = e.value();
        if (!reraise) {
          Exc.noteRaised(exc, f);
        }
        reraise = false;
        Frame handler = unwind(f, exc);
        if (handler == null) {
          PyBaseException out = pendingOut;
          pendingOut = null;
          throw out == e.value() ? e : out.toError();
        }
        f = handler;
      } catch (LimitExceededError e) {
        f.ip = ip;
        f.sp = sp;
        e.noteFrame(f);
        throw e;
      } catch (CancelledSignal | ExitSignal e) {
        throw e;
      } catch (StackOverflowError e) {
        f.ip = ip;
        f.sp = sp;
        pending = Errors.recursion("maximum recursion depth exceeded");
      } catch (OutOfMemoryError e) {
        f.ip = ip;
        LimitExceededError limit = LimitExceededError.memory(meter.heapLimitBytes(), "the JVM ran out of memory");
        limit.noteFrame(f);
        throw limit;
      } catch (RuntimeException e) {
        f.ip = ip;
        f.sp = sp;
        pending = Errors.of(ExceptionTypes.SYSTEM_ERROR, "internal error: " + e);
      }
    }
  }

  /**
   * The frame the loop goes on with after a call or a compiled stretch returned {@code next}: next
   * itself, or, for {@link Awaiting#SUSPEND}, where the yield of the suspended frame
   * ({@link #jitSuspended}) leads; null when the loop must return {@link #lastValue}.
   */
  private Frame jitSwitch(Frame next) {
    if (next != Awaiting.SUSPEND) {
      return next;
    }
    Frame from = jitSuspended;
    jitSuspended = null;
    Frame target = yieldFrom(from, yieldedValue);
    yieldedValue = null;
    return target;
  }

  /** Set by handlers that ask the loop to suspend (SEND on a pending future, in-place await). */
  PyObject yieldedValue;
  private PyObject lastValue;

  /**
   * Propagates a yield of {@code v} from frame {@code f} down its chain: through frames that
   * delegate (SEND, in-place await calls) to the consumer (FOR_ITER) or to the bottom of the
   * chain. Returns the frame to continue in, or null when the loop must return (the value is
   * then in {@link #lastValue}/{@code lastYielded}).
   */
  private Frame yieldFrom(Frame f, PyObject v) {
    Frame top = f;
    if (f.generator != null && f.generator.kind == PyGenerator.ASYNC_GENERATOR && f.resumeMode == Frame.RESUME_YIELD) {
      PyGenerator g = f.generator;
      Frame back = f.back;
      g.top = f;
      g.running = false;
      f.back = null;
      depth--;
      if (back == null) {
        lastYielded = true;
        lastValue = v;
        return null;
      }
      PyGenerator.AsyncGenStep step = (PyGenerator.AsyncGenStep) back.stack[back.sp - 1];
      back.stack[--back.sp] = null;
      if (step.mode == PyGenerator.AsyncGenStep.CLOSE) {
        pendingAfterSwitch = Errors.runtimeError("async generator ignored GeneratorExit");
      } else {
        back.stack[back.sp++] = v;
      }
      return back;
    }
    int n = 0;
    Frame g = f;
    while (true) {
      n++;
      Frame b = g.back;
      if (b == null) {
        depth -= n;
        if (g.generator != null) {
          g.generator.top = top;
          g.generator.running = false;
        } else {
          throw new IllegalStateException("suspension outside a generator or task");
        }
        lastYielded = true;
        lastValue = v;
        return null;
      }
      int bop = b.instrs[b.ip - 1] & 0xff;
      if (bop == Op.FOR_ITER) {
        depth -= n;
        PyGenerator gen = g.generator;
        gen.top = top;
        gen.running = false;
        g.back = null;
        b.stack[b.sp++] = v;
        return b;
      }
      if (bop != Op.SEND && bop != Op.CALL && bop != Op.CALL_KW && bop != Op.CALL_EX) {
        throw new IllegalStateException("yield into " + bop);
      }
      g = b;
    }
  }

  /** An exception to raise in the frame a SEND switched to (async generator athrow/aclose). */
  PyBaseException throwOnSwitch;

  /** An exception to raise in the frame a yield switched to (async generators). */
  private PyError pendingAfterSwitch;

  /**
   * Finds the handler for exc starting in frame f, popping frames without one. Returns the
   * frame to continue in (its ip at the handler), or null when the bottom frame was left.
   */
  private Frame unwind(Frame f, PyBaseException exc) {
    while (true) {
      if (f.blockCount > 0) {
        f.blockCount--;
        int level = f.blockLevel[f.blockCount];
        for (int i = level; i < f.sp; i++) {
          f.stack[i] = null;
        }
        f.sp = level;
        f.stack[f.sp++] = exc;
        f.ip = f.blockHandler[f.blockCount];
        return f;
      }
      Frame back = f.back;
      depth--;
      f.back = null;
      if (f.generator != null) {
        PyGenerator g = f.generator;
        g.finished = true;
        g.running = false;
        if ((f.code.flags & CodeObject.TOP_LEVEL_AWAIT) == 0) {
          exc = Exc.generatorExit(g, exc);
        }
        if (g.kind == PyGenerator.ASYNC_GENERATOR && back != null) {
          PyGenerator.AsyncGenStep step = (PyGenerator.AsyncGenStep) back.stack[back.sp - 1];
          if (step.mode == PyGenerator.AsyncGenStep.CLOSE && (exc.type().isSubtypeOf(ExceptionTypes.GENERATOR_EXIT)
              || exc.type().isSubtypeOf(ExceptionTypes.STOP_ASYNC_ITERATION))) {
            back.stack[back.sp - 1] = PyNone.NONE;
            return back;
          }
        }
      }
      if (back == null) {
        pendingOut = exc;
        return null;
      }
      f = back;
      Exc.addTraceback(exc, f);
    }
  }

  /** The exception leaving the bottom frame (may differ from the one raised: PEP 479). */
  private PyBaseException pendingOut;

  // ================================================================ helpers for builtins

  /** Java-side view of the running frame (globals(), locals(), super()). */
  Frame currentFrame() {
    return current;
  }

}
