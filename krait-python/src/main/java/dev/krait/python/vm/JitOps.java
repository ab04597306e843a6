/*
 * What compiled code (vm/JitCompiler) calls: one small static method per instruction of the
 * dispatch loop, doing exactly what that case of Vm.run does to the frame (same helpers, same
 * order of effects), but with the stack pointer and the argument as parameters that are constants
 * at each call site. The JVM inlines these into the generated method, so every Python instruction
 * gets its own machine code, folded on its constants and profiled on its own types.
 *
 * `sp` is always the frame's stack pointer before the instruction (an index into the frame's one
 * array of locals and stack), `at` the instruction's index.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyTuple;

/** Instruction bodies for compiled code. Public only to the generated classes (same package). */
final class JitOps {
  private JitOps() {}

  private static final int ADD = Ops.Binary.ADD.ordinal();
  private static final int SUB = Ops.Binary.SUB.ordinal();
  private static final int MUL = Ops.Binary.MUL.ordinal();
  private static final int MOD = Ops.Binary.MOD.ordinal();
  private static final int FLOORDIV = Ops.Binary.FLOORDIV.ordinal();
  private static final int TRUEDIV = Ops.Binary.TRUEDIV.ordinal();
  private static final int AND = Ops.Binary.AND.ordinal();
  private static final int OR = Ops.Binary.OR.ordinal();
  private static final int XOR = Ops.Binary.XOR.ordinal();
  private static final int LSHIFT = Ops.Binary.LSHIFT.ordinal();
  private static final int RSHIFT = Ops.Binary.RSHIFT.ordinal();
  /** Ints of at most this magnitude convert to double exactly (2**53). */
  private static final long EXACT_DOUBLE = 1L << 53;

  // ---------------------------------------------------------------- stack, locals and names

  static void swap(PyObject[] s, int sp, int arg) {
    PyObject t = s[sp - 1];
    s[sp - 1] = s[sp - arg];
    s[sp - arg] = t;
  }

  static void loadClosure(Frame f, PyObject[] s, int sp, int arg) {
    s[sp] = f.cells[arg];
  }

  static void popBlock(Frame f) {
    f.blockCount--;
  }

  static void loadFast(CodeObject co, PyObject[] s, int sp, int arg) {
    PyObject v = s[arg];
    if (v == null) {
      throw Errors.unboundLocal(co.varnames[arg]);
    }
    s[sp] = v;
  }

  static void storeFast(PyObject[] s, int sp, int arg) {
    s[arg] = s[sp - 1];
    s[sp - 1] = null;
  }

  static void loadDeref(Frame f, PyObject[] s, int sp, int arg) {
    PyObject v = f.cells[arg].value;
    if (v == null) {
      throw Exc.unboundDeref(f.code, arg);
    }
    s[sp] = v;
  }

  static void storeDeref(Frame f, PyObject[] s, int sp, int arg) {
    f.cells[arg].value = s[sp - 1];
    s[sp - 1] = null;
  }

  static void loadGlobal(Frame f, PyObject[] s, int sp, int at, int arg) {
    s[sp] = Names.loadGlobal(f, at, arg);
  }

  static void loadName(Frame f, PyObject[] s, int sp, int arg) {
    s[sp] = Names.loadName(f, arg);
  }

  static void storeName(Frame f, PyObject[] s, int sp, int arg) {
    Names.storeName(f, arg, s[sp - 1]);
    s[sp - 1] = null;
  }

  // ---------------------------------------------------------------- attributes and items

  static void loadAttr(CodeObject co, PyObject[] s, int sp, int at, int arg) {
    s[sp - 1] = Attrs.getattr(s[sp - 1], co, at, co.names[arg]);
  }

  static void loadMethod(Vm vm, Frame f, CodeObject co, PyObject[] s, int sp, int at, int arg) {
    vm.current = f;
    Attrs.loadMethod(s, sp, co, at, co.names[arg]);
  }

  static void storeAttr(Vm vm, Frame f, CodeObject co, PyObject[] s, int sp, int at, int arg) {
    f.ip = at + 1;
    vm.current = f;
    Attrs.setattr(s[sp - 1], co, at, co.names[arg], s[sp - 2]);
    s[sp - 1] = null;
    s[sp - 2] = null;
  }

  static void binarySubscr(Vm vm, Frame f, PyObject[] s, int sp) {
    vm.current = f;
    PyObject k = s[sp - 1];
    s[sp - 1] = null;
    s[sp - 2] = Arith.getitem(s[sp - 2], k);
  }

  static void storeSubscr(Vm vm, Frame f, PyObject[] s, int sp) {
    vm.current = f;
    Arith.setitem(s[sp - 2], s[sp - 1], s[sp - 3]);
    s[sp - 1] = null;
    s[sp - 2] = null;
    s[sp - 3] = null;
  }

  // ---------------------------------------------------------------- operators

  /** BINARY_OP: exact small ints for the common kinds inline, everything else as the loop does. */
  static void binaryOp(Vm vm, Frame f, PyObject[] s, int sp, int arg) {
    PyObject b = s[sp - 1];
    s[sp - 1] = null;
    PyObject a = s[sp - 2];
    PyObject r = binaryOrNull(a, b, arg);
    if (r != null) {
      s[sp - 2] = r;
      return;
    }
    vm.current = f;
    s[sp - 2] = Arith.binary(a, b, arg);
  }

  /** BINARY_OP's fast paths (exact ints and floats): the result, or null for the general path. */
  static PyObject binaryOrNull(PyObject a, PyObject b, int arg) {
    if (a.getClass() == PyInt.class && b.getClass() == PyInt.class) {
      return smallInts((PyInt) a, (PyInt) b, arg & 15);
    } else if (a.getClass() == PyFloat.class || b.getClass() == PyFloat.class) {
      return floatOperands(a, b, arg & 15);
    }
    return null;
  }

  /**
   * Two floats, or a float and an exact int that converts to a double exactly (|i| <= 2**53, as
   * int.__float__ would give), for the kinds {@link #floats} does; null otherwise.
   */
  private static PyObject floatOperands(PyObject a, PyObject b, int kind) {
    double x;
    double y;
    if (a.getClass() == PyFloat.class) {
      x = ((PyFloat) a).value();
    } else if (a.getClass() == PyInt.class && exactDouble((PyInt) a)) {
      x = ((PyInt) a).longValue();
    } else {
      return null;
    }
    if (b.getClass() == PyFloat.class) {
      y = ((PyFloat) b).value();
    } else if (b.getClass() == PyInt.class && exactDouble((PyInt) b)) {
      y = ((PyInt) b).longValue();
    } else {
      return null;
    }
    return floats(x, y, kind);
  }

  private static boolean exactDouble(PyInt i) {
    if (!i.fitsLong()) {
      return false;
    }
    long v = i.longValue();
    return v >= -EXACT_DOUBLE && v <= EXACT_DOUBLE;
  }

  private static PyObject smallInts(PyInt ia, PyInt ib, int kind) {
    if (!ia.fitsLong() || !ib.fitsLong()) {
      return null;
    }
    long x = ia.longValue();
    long y = ib.longValue();
    if (kind == ADD) {
      long r = x + y;
      return ((x ^ r) & (y ^ r)) < 0 ? null : PyInt.of(r);
    } else if (kind == SUB) {
      long r = x - y;
      return ((x ^ y) & (x ^ r)) < 0 ? null : PyInt.of(r);
    } else if (kind == MUL) {
      long hi = Math.multiplyHigh(x, y);
      long r = x * y;
      return (hi == 0 && r >= 0) || (hi == -1 && r < 0) ? PyInt.of(r) : null;
    } else if (kind == MOD) {
      return y == 0 ? null : PyInt.of(Math.floorMod(x, y));
    } else if (kind == FLOORDIV) {
      return y == 0 || (x == Long.MIN_VALUE && y == -1) ? null : PyInt.of(Math.floorDiv(x, y));
    }
    return bitwise(x, y, kind);
  }

  /**
   * The bitwise kinds, shifts within a long, and true division of ints that are exact doubles
   * (IEEE division of two exact values is the correctly rounded quotient int / int gives); null
   * for the rest (negative shift counts and division by zero raise on the general path).
   */
  private static PyObject bitwise(long x, long y, int kind) {
    if (kind == AND) {
      return PyInt.of(x & y);
    } else if (kind == OR) {
      return PyInt.of(x | y);
    } else if (kind == XOR) {
      return PyInt.of(x ^ y);
    } else if (kind == RSHIFT) {
      return y < 0 ? null : PyInt.of(x >> Math.min(y, 63));
    } else if (kind == LSHIFT) {
      if (y < 0 || y > 62) {
        return null;
      }
      long r = x << y;
      return (r >> y) == x ? PyInt.of(r) : null;
    } else if (kind == TRUEDIV) {
      return y == 0 || x < -EXACT_DOUBLE || x > EXACT_DOUBLE || y < -EXACT_DOUBLE || y > EXACT_DOUBLE
          ? null : PyFloat.of((double) x / (double) y);
    }
    return null;
  }

  private static PyObject floats(double x, double y, int kind) {
    if (kind == ADD) {
      return PyFloat.of(x + y);
    } else if (kind == SUB) {
      return PyFloat.of(x - y);
    } else if (kind == MUL) {
      return PyFloat.of(x * y);
    } else if (kind == TRUEDIV) {
      return y == 0 ? null : PyFloat.of(x / y);
    }
    return null;
  }

  static void compareOp(Vm vm, Frame f, PyObject[] s, int sp, int arg) {
    PyObject b = s[sp - 1];
    s[sp - 1] = null;
    PyObject a = s[sp - 2];
    PyObject r = compareOrNull(a, b, arg);
    if (r != null) {
      s[sp - 2] = r;
      return;
    }
    vm.current = f;
    s[sp - 2] = Arith.compare(a, b, arg);
  }

  /**
   * COMPARE_OP of two exact ints within a long or two floats (IEEE comparisons are Python's for
   * floats, NaN included: only != holds): the bool, or null for the general path.
   */
  static PyObject compareOrNull(PyObject a, PyObject b, int arg) {
    if (a.getClass() == PyInt.class && b.getClass() == PyInt.class && ((PyInt) a).fitsLong()
        && ((PyInt) b).fitsLong()) {
      return compare(((PyInt) a).longValue(), ((PyInt) b).longValue(), arg) ? PyBool.TRUE : PyBool.FALSE;
    }
    if (a.getClass() == PyFloat.class && b.getClass() == PyFloat.class) {
      double x = ((PyFloat) a).value();
      double y = ((PyFloat) b).value();
      boolean r = switch (arg) {
        case 0 -> x < y;
        case 1 -> x <= y;
        case 2 -> x == y;
        case 3 -> x != y;
        case 4 -> x > y;
        default -> x >= y;
      };
      return r ? PyBool.TRUE : PyBool.FALSE;
    }
    return null;
  }

  private static boolean compare(long x, long y, int arg) {
    return switch (arg) {
      case 0 -> x < y;
      case 1 -> x <= y;
      case 2 -> x == y;
      case 3 -> x != y;
      case 4 -> x > y;
      default -> x >= y;
    };
  }

  static void isOp(PyObject[] s, int sp, int arg) {
    PyObject b = s[sp - 1];
    s[sp - 1] = null;
    s[sp - 2] = PyBool.of((s[sp - 2] == b) != (arg == 1));
  }

  static void containsOp(Vm vm, Frame f, PyObject[] s, int sp, int arg) {
    vm.current = f;
    PyObject b = s[sp - 1];
    s[sp - 1] = null;
    s[sp - 2] = PyBool.of(Ops.contains(b, s[sp - 2]) != (arg == 1));
  }

  static void unaryNot(PyObject[] s, int sp) {
    s[sp - 1] = PyBool.of(!Arith.truthy(s[sp - 1]));
  }

  // ---------------------------------------------------------------- building

  static void buildTuple(Vm vm, PyObject[] s, int sp, int arg) {
    vm.meter.allocateSlots(arg);
    s[sp - arg] = Support.tuple(s, sp - arg, arg);
  }

  static void buildList(Vm vm, PyObject[] s, int sp, int arg) {
    vm.meter.allocateSlots(arg);
    int from = sp - arg;
    PyList l = new PyList();
    for (int i = 0; i < arg; i++) {
      l.append(s[from + i]);
      s[from + i] = null;
    }
    s[from] = l;
  }

  static void buildString(Vm vm, PyObject[] s, int sp, int arg) {
    s[sp - arg] = Support.concatStrings(vm.meter, s, sp - arg, arg);
  }

  static void listAppend(Vm vm, PyObject[] s, int sp, int arg) {
    PyObject v = s[sp - 1];
    s[sp - 1] = null;
    vm.meter.allocate(8);
    ((PyList) s[sp - 1 - arg]).append(v);
  }

  static void formatValue(Vm vm, Frame f, PyObject[] s, int sp, int arg) {
    vm.current = f;
    int top = sp;
    PyObject spec = null;
    if ((arg & 4) != 0) {
      spec = s[--top];
    }
    s[top] = null;
    s[top - 1] = Support.formatValue(s[top - 1], arg & 3, spec);
  }

  static void unpackSequence(Vm vm, Frame f, PyObject[] s, int sp, int arg) {
    vm.current = f;
    Support.unpack(s, sp, arg);
  }

  // ---------------------------------------------------------------- branches and iteration

  /** POP_JUMP_IF_FALSE: whether to jump. */
  static boolean popJumpIfFalse(PyObject[] s, int sp) {
    PyObject v = s[sp - 1];
    s[sp - 1] = null;
    return v == PyBool.FALSE || v != PyBool.TRUE && !Arith.truthy(v);
  }

  /** POP_JUMP_IF_TRUE: whether to jump. */
  static boolean popJumpIfTrue(PyObject[] s, int sp) {
    PyObject v = s[sp - 1];
    s[sp - 1] = null;
    return v == PyBool.TRUE || v != PyBool.FALSE && Arith.truthy(v);
  }

  /** JUMP_IF_FALSE_OR_POP: whether to jump (the value stays); otherwise it is popped. */
  static boolean jumpIfFalseOrPop(PyObject[] s, int sp) {
    if (!Arith.truthy(s[sp - 1])) {
      return true;
    }
    s[sp - 1] = null;
    return false;
  }

  /** JUMP_IF_TRUE_OR_POP: whether to jump (the value stays); otherwise it is popped. */
  static boolean jumpIfTrueOrPop(PyObject[] s, int sp) {
    if (Arith.truthy(s[sp - 1])) {
      return true;
    }
    s[sp - 1] = null;
    return false;
  }

  static void getIter(Vm vm, Frame f, PyObject[] s, int sp) {
    vm.current = f;
    PyObject o = s[sp - 1];
    if (!(o instanceof PyGenerator g && g.kind == PyGenerator.GENERATOR)) {
      s[sp - 1] = Ops.iter(o);
    }
  }

  static void popIter(Vm vm, Frame f, PyObject[] s, int sp, int at) {
    PyObject it = s[sp - 1];
    s[sp - 1] = null;
    if (it instanceof PyGenerator g && g.kind == PyGenerator.GENERATOR && g.started && !g.finished) {
      f.ip = at + 1;
      f.sp = sp - 1;
      vm.current = f;
      g.close();
    }
  }

  /**
   * FOR_ITER: pushes the next value and returns false, or pops the exhausted iterator and returns
   * true (jump to the loop's exit). A generator is resumed by a nested loop, as a builtin that
   * iterates one does; it cannot suspend the task either way.
   */
  static boolean forIter(Vm vm, Frame f, PyObject[] s, int sp, int at) {
    PyObject it = s[sp - 1];
    PyObject v;
    if (it instanceof PyIterator pi) {
      vm.current = f;
      v = pi.nextOrNull();
    } else {
      v = nextSlow(vm, f, it, sp, at);
    }
    if (v == null) {
      s[sp - 1] = null;
      return true;
    }
    s[sp] = v;
    return false;
  }

  private static PyObject nextSlow(Vm vm, Frame f, PyObject it, int sp, int at) {
    f.ip = at + 1;
    f.sp = sp;
    vm.current = f;
    return it instanceof PyGenerator pg ? pg.nextOrNull() : Ops.next(it);
  }

  // ---------------------------------------------------------------- calls and the rest

  static void raise(Frame f, Vm vm, PyObject[] s, int sp, int at, int arg) {
    f.ip = at + 1;
    vm.current = f;
    PyObject cause = arg == 2 ? s[sp - 1] : null;
    PyObject exc = s[sp - arg];
    throw Exc.makeRaise(exc, cause, f);
  }

  static PyObject returnValue(Frame f, PyObject[] s, int sp, int at) {
    PyObject v = s[sp - 1];
    s[sp - 1] = null;
    f.sp = sp - 1;
    f.ip = at + 1;
    return v;
  }

  /** A plain generator's yield: the frame is saved to resume after it; Jit.resume sees jitYielded. */
  static PyObject yieldValue(Vm vm, Frame f, PyObject[] s, int sp, int at) {
    PyObject v = s[sp - 1];
    s[sp - 1] = null;
    f.ip = at + 1;
    f.sp = sp - 1;
    f.resumeMode = Frame.RESUME_YIELD;
    vm.jitYielded = true;
    return v;
  }

  /** Any instruction the loop keeps out of line (ColdOps): no jumps, no frame switches. */
  static void cold(Vm vm, Frame f, PyObject[] s, int sp, int at, int ins) {
    f.ip = at + 1;
    ColdOps.exec(vm, f, s, sp, ins);
  }

  /**
   * CALL, CALL_KW, CALL_EX: the result (a PyObject); or the callee's new frame (a Frame) when
   * it is a Python function whose code is compiled, which the call site then runs; or
   * {@link Jit#DEOPT} when the frame must go on in the interpreter (the callee stays
   * interpreted, or the call suspended the task).
   */
  static Object call(Vm vm, Frame f, PyObject[] s, int sp, int at, int op, int arg) {
    f.ip = at + 1;
    vm.current = f;
    Frame next = null;
    if (op == Op.CALL && s[sp - arg - 2] instanceof PyFunction fn) {
      next = Calls.fastFunction(vm, f, s, sp, arg, fn);
    }
    return next != null ? Jit.calleeFrame(vm, next) : callSlow(vm, f, s, sp, op, arg);
  }

  /** The rest of {@link #call}, out of line so that the function fast path stays small. */
  private static Object callSlow(Vm vm, Frame f, PyObject[] s, int sp, int op, int arg) {
    Frame next = op == Op.CALL && s[sp - arg - 2] instanceof dev.krait.python.objects.PyType t
        ? Calls.fastClass(vm, f, s, sp, arg, t) : null;
    if (next == null) {
      f.sp = sp;
      next = Calls.call(vm, f, op, arg);
      if (next == null) {
        return s[--f.sp];
      }
      if (next == Awaiting.SUSPEND) {
        vm.jitSuspended = f;
        return Jit.DEOPT;
      }
    }
    return Jit.calleeFrame(vm, next);
  }

  // ---------------------------------------------------------------- leaf functions (JitCompiler.leafOk)

  /** Calls whose leaf entry handed over to the interpreter more often than this stop using it. */
  static final int LEAF_DEOPTS = 64;

  /**
   * At a compiled CALL (positional): the callee's compiled code when the callee is a plain
   * function (or a method LOAD_METHOD pushed), or a plain class whose __init__ is (the new
   * instance then replaces the class and the null in the call's slots, and is Vm.leafInit until
   * the call ends), with a leaf entry taking exactly these arguments,
   * the call then entered as the fast path enters it (ip saved, depth counted, a CPU tick);
   * else null, nothing changed (the site takes {@link #call}). Below the recursion limit only:
   * at the limit the general path raises.
   */
  static JitCode leafTarget(Vm vm, Frame f, PyObject[] s, int sp, int at, int arg) {
    JitCode jc = leafEntry(vm, s, sp - arg - 2, arg);
    if (jc != null) {
      f.ip = at + 1;
    }
    return jc;
  }

  /** {@link #leafTarget} over the call's slots s[base..base + arg + 2), for a caller frame or leaf. */
  private static JitCode leafEntry(Vm vm, PyObject[] s, int base, int arg) {
    PyObject callee = s[base];
    PyFunction fn;
    boolean init = false;
    if (callee instanceof PyFunction pf) {
      fn = pf;
    } else if (callee instanceof dev.krait.python.objects.PyType t && s[base + 1] == null
        && (fn = Calls.simpleInit(vm, t)) != null) {
      init = true;
    } else {
      return null;
    }
    // a callee of compiled code is compiled at once (as Jit.calleeFrame does), leaf or not
    JitCode jc = fn.code.jit instanceof JitCode c ? c : fn.code.isGenerator() ? null : Jit.codeNow(fn.code);
    if (jc == null || !jc.hasLeaf || jc.leafDeopts > LEAF_DEOPTS) {
      return null;
    }
    CodeObject co = fn.code;
    int n = s[base + 1] == null && !init ? arg : arg + 1;
    int nfree = fn.closure == null ? 0 : fn.closure.length;
    if (n != co.argcount || nfree != co.freevars.length || vm.depth >= vm.recursionLimit) {
      return null;
    }
    if (init) {
      // as Calls.fastClass: the new instance is __init__'s self, in the call's self slot
      PyObject self = new dev.krait.python.objects.PyInstance((dev.krait.python.objects.PyType) callee);
      vm.meter.allocate(64);
      s[base] = fn;
      s[base + 1] = self;
      vm.leafInit = self;
    }
    vm.depth++;
    vm.meter.tick();
    return jc;
  }

  /**
   * A CALL inside a leaf whose callee is no builtin it may run itself: a[0..arg + 2) are the
   * call's slots (callable, self or null, arguments), a[arg + 2] keeps the calling leaf's
   * Vm.leafInit meanwhile. The callee's compiled code when it has a usable leaf entry (as
   * {@link #leafTarget} finds, entered as it enters it), fewer than Jit.JAVA_DEPTH Java frames
   * deep; else null, nothing changed (the calling leaf hands over before the call). The leaf
   * then runs it (a virtual call of its own, so each site's callee is profiled on its own).
   */
  static JitCode nestedTarget(Vm vm, PyObject[] a, int arg) {
    if (vm.depth - vm.jitBase >= Jit.JAVA_DEPTH) {
      return null;
    }
    a[arg + 2] = vm.leafInit;
    vm.leafInit = null;
    JitCode jc = leafEntry(vm, a, 0, arg);
    if (jc == null) {
      vm.leafInit = a[arg + 2];
    }
    return jc;
  }

  /**
   * After a nested leaf call (see {@link #nestedTarget}) returned v: its value, or DEOPT (its
   * frame is on top of the chain with no caller yet: the calling leaf makes its own frame,
   * Jit.leafDeoptAtCall). The calling leaf's Vm.leafInit is back either way.
   */
  static PyObject nestedDone(Vm vm, PyObject[] a, int arg, PyObject v) {
    PyObject r = v == Jit.DEOPT ? v : leafResult(vm, v);
    vm.leafInit = a[arg + 2];
    return r;
  }

  /** The index of a leaf call's first argument in the caller's stack (after the method's self slot or not). */
  static int firstArg(PyObject[] s, int base) {
    return s[base + 1] == null ? base + 2 : base + 1;
  }

  /**
   * After a leaf entry returned v: the call's slots cleared from the caller's stack; the value,
   * or DEOPT (the callee's frame is on top of the chain, linked to f, and f waits at the call).
   */
  static Object leafDone(Vm vm, Frame f, PyObject[] s, int base, int sp, PyObject v) {
    for (int i = base; i < sp; i++) {
      s[i] = null;
    }
    if (v == Jit.DEOPT) {
      f.sp = base;
      return v;
    }
    return leafResult(vm, v);
  }

  /** A leaf call returned v: it leaves the depth; a class call's value is its instance. */
  private static PyObject leafResult(Vm vm, PyObject v) {
    vm.depth--;
    PyObject self = vm.leafInit;
    if (self != null) {
      // a class call's __init__ (leafTarget): its value is the instance, as Jit.popFrame gives
      vm.leafInit = null;
      if (v != PyNone.NONE) {
        throw Errors.typeError("__init__() should return None, not '" + v.type().name() + "'");
      }
      return self;
    }
    return v;
  }

  /** LOAD_METHOD's plain case in a leaf: the function found on o's type (o stays as self); null otherwise. */
  static PyObject methodOrNull(PyObject o, CodeObject co, int at, int arg) {
    return Attrs.methodOrNull(o, co, at, co.names[arg]);
  }

  static boolean storeAttrInPlace(PyObject o, PyObject v, CodeObject co, int at, int arg) {
    return Attrs.storeInPlace(o, co, at, co.names[arg], v);
  }

  static PyObject globalOrNull(PyFunction fn, CodeObject co, int at) {
    return Names.cachedGlobal(fn.globals, fn.builtins, co, at);
  }

  static PyObject attrOrNull(PyObject o, CodeObject co, int at, int arg) {
    return Attrs.instanceValueOrNull(o, co, at, co.names[arg]);
  }

  /** A truth test without calling Python: 1 true, 0 false, -1 when __bool__/__len__ would decide. */
  static int truthOrUnknown(PyObject v) {
    if (v == PyBool.TRUE) {
      return 1;
    }
    if (v == PyBool.FALSE || v == PyNone.NONE) {
      return 0;
    }
    if (v.getClass() == PyInt.class) {
      return ((PyInt) v).signum() != 0 ? 1 : 0;
    }
    return -1;
  }

  /** UNARY_NEGATIVE of an exact int within a long (but its minimum) or a float; null otherwise. */
  static PyObject negOrNull(PyObject v) {
    if (v.getClass() == PyInt.class && ((PyInt) v).fitsLong() && ((PyInt) v).longValue() != Long.MIN_VALUE) {
      return PyInt.of(-((PyInt) v).longValue());
    }
    return v.getClass() == PyFloat.class ? PyFloat.of(-((PyFloat) v).value()) : null;
  }

  /** UNARY_NOT when {@link #truthOrUnknown} decides without Python; null otherwise. */
  static PyObject notOrNull(PyObject v) {
    int t = truthOrUnknown(v);
    return t < 0 ? null : t == 0 ? PyBool.TRUE : PyBool.FALSE;
  }

  /**
   * BINARY_SUBSCR of an exact list or tuple by an exact int in range (negative ones counted from
   * the end); null otherwise (a slice, a miss, a subclass: the general path decides or raises).
   */
  static PyObject itemOrNull(PyObject o, PyObject k) {
    if (k.getClass() != PyInt.class || !((PyInt) k).fitsLong()) {
      return null;
    }
    long i = ((PyInt) k).longValue();
    if (o.getClass() == PyList.class && o.type() == PyList.TYPE) {
      PyList l = (PyList) o;
      int n = l.size();
      long j = i < 0 ? i + n : i;
      return j >= 0 && j < n ? l.get((int) j) : null;
    }
    if (o.getClass() == PyTuple.class && o.type() == PyTuple.TYPE) {
      PyTuple t = (PyTuple) o;
      int n = t.size();
      long j = i < 0 ? i + n : i;
      return j >= 0 && j < n ? t.get((int) j) : null;
    }
    return null;
  }

  /** The shared builtins a leaf may call (Builtins.table() is one immutable table per JVM). */
  private static final class PureBuiltins {
    static final PyObject ABS = dev.krait.python.builtins.Builtins.table().get("abs");
    static final PyObject LEN = dev.krait.python.builtins.Builtins.table().get("len");
  }

  /** Whether a leaf may call the builtin of this name (see {@link #pureCallOrNull}). */
  static boolean pureBuiltin(String name) {
    return name.equals("abs") || name.equals("len");
  }

  /**
   * CALL with one positional argument in a leaf: abs of an exact int within a long (but its
   * minimum) or a float, len of an exact list, tuple, str or dict - what the builtin answers,
   * with the call's CPU tick counted (checked at the next tick: a leaf raises nothing); null for
   * anything else (the interpreter makes the call).
   */
  static PyObject pureCallOrNull(Vm vm, PyObject callable, PyObject self, PyObject x) {
    PyObject r = null;
    if (self != null) {
      return null;
    } else if (callable == PureBuiltins.ABS) {
      r = x.getClass() == PyFloat.class ? PyFloat.of(Math.abs(((PyFloat) x).value()))
          : x.getClass() == PyInt.class && ((PyInt) x).signum() >= 0 ? x : negOrNull(x);
    } else if (callable == PureBuiltins.LEN) {
      r = lenOrNull(x);
    }
    if (r != null) {
      vm.meter.tickDeferred();
    }
    return r;
  }

  private static PyObject lenOrNull(PyObject x) {
    Class<?> c = x.getClass();
    if (c == PyList.class && x.type() == PyList.TYPE) {
      return PyInt.of(((PyList) x).size());
    } else if (c == PyTuple.class && x.type() == PyTuple.TYPE) {
      return PyInt.of(((PyTuple) x).size());
    } else if (c == dev.krait.python.objects.PyStr.class && x.type() == dev.krait.python.objects.PyStr.TYPE) {
      return PyInt.of(((dev.krait.python.objects.PyStr) x).length());
    } else if (c == dev.krait.python.objects.PyDict.class && x.type() == dev.krait.python.objects.PyDict.TYPE) {
      return PyInt.of(((dev.krait.python.objects.PyDict) x).size());
    }
    return null;
  }

  static PyObject isOrNot(PyObject a, PyObject b, int arg) {
    return PyBool.of((a == b) != (arg == 1));
  }

  /** Stops compiled code before instruction {@code at}: the interpreter executes it next. */
  static PyObject deopt(Vm vm, Frame f, int sp, int at) {
    f.ip = at;
    f.sp = sp;
    if (vm.jitTop == null) {
      vm.jitTop = f;
    }
    return Jit.DEOPT;
  }

  static PyObject none() {
    return PyNone.NONE;
  }

  static PyError unreachable() {
    return Errors.runtimeError("internal error: compiled code reached an instruction it does not run");
  }
}
