/*
 * Generators, coroutines and async generators: a suspended frame chain. The root frame is
 * created when the generator function is called; `top` is the innermost frame of its
 * yield-from/await chain while it is suspended. Resuming from bytecode (FOR_ITER, SEND) links
 * the chain onto the running frames; resuming from Java (next(), send(), list(gen)) runs a
 * nested VM loop for just this generator.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import java.util.function.Consumer;

/** {@code generator}, {@code coroutine} and {@code async_generator} objects. */
public final class PyGenerator extends PyObject {
  static final int GENERATOR = 0;
  static final int COROUTINE = 1;
  static final int ASYNC_GENERATOR = 2;

  public static final PyType GENERATOR_TYPE = PyType.builtin("generator", PyType.OBJECT, PyGenerator::installGen);
  public static final PyType COROUTINE_TYPE = PyType.builtin("coroutine", PyType.OBJECT, PyGenerator::installCoro);
  public static final PyType ASYNC_GENERATOR_TYPE = PyType.builtin("async_generator", PyType.OBJECT,
      PyGenerator::installAsyncGen);

  final int kind;
  final Frame frame;
  /** Innermost frame of the suspended chain (frame itself unless suspended inside yield from/await). */
  Frame top;
  boolean started;
  boolean running;
  boolean finished;
  String name;
  String qualname;
  /** Async generators: true while an asend/athrow/aclose awaitable is running it. */
  boolean asyncRunning;

  PyGenerator(int kind, Frame frame, String name, String qualname) {
    this.kind = kind;
    this.frame = frame;
    this.top = frame;
    this.name = name;
    this.qualname = qualname;
    frame.generator = this;
  }

  static int kindOf(CodeObject code) {
    if ((code.flags & CodeObject.ASYNC_GENERATOR) != 0) {
      return ASYNC_GENERATOR;
    }
    if ((code.flags & CodeObject.COROUTINE) != 0) {
      return COROUTINE;
    }
    return GENERATOR;
  }

  @Override
  public PyType type() {
    return switch (kind) {
      case COROUTINE -> COROUTINE_TYPE;
      case ASYNC_GENERATOR -> ASYNC_GENERATOR_TYPE;
      default -> GENERATOR_TYPE;
    };
  }

  boolean isCoroutine() {
    return kind == COROUTINE;
  }

  /** The next value, or null when the generator returned (its return value is dropped). */
  public PyObject nextOrNull() {
    Vm vm = Vm.current();
    PyObject v = vm.resumeGenerator(this, PyNone.NONE, null);
    return vm.lastYielded ? v : null;
  }

  /** send(value): the next yielded value; StopIteration(return value) at the end. */
  PyObject send(PyObject value, PyBaseException throwIn) {
    Vm vm = Vm.current();
    PyObject v = vm.resumeGenerator(this, value, throwIn);
    if (vm.lastYielded) {
      return v;
    }
    throw Errors.stopIteration(v);
  }

  PyObject close() {
    if (!started || finished) {
      finished = true;
      return PyNone.NONE;
    }
    Vm vm = Vm.current();
    try {
      vm.resumeGenerator(this, PyNone.NONE, new PyBaseException(ExceptionTypes.GENERATOR_EXIT, PyTuple.EMPTY));
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.GENERATOR_EXIT) || e.matches(ExceptionTypes.STOP_ITERATION)) {
        return PyNone.NONE;
      }
      throw e;
    }
    if (vm.lastYielded) {
      throw Errors.runtimeError(kind == COROUTINE ? "coroutine ignored GeneratorExit"
          : "generator ignored GeneratorExit");
    }
    return PyNone.NONE;
  }

  /** throw(type[, value]) argument normalisation. */
  static PyBaseException exceptionFromThrowArgs(PyObject[] a, String[] k) {
    Args.range("throw", a, k, 2, 4);
    PyObject typ = a[1];
    PyObject val = a.length > 2 ? a[2] : PyNone.NONE;
    if (typ instanceof PyType t && t.isSubtypeOf(ExceptionTypes.BASE_EXCEPTION)) {
      if (val instanceof PyBaseException be && be.type().isSubtypeOf(t)) {
        return be;
      }
      PyObject inst = val == PyNone.NONE ? Ops.call(t) : val instanceof PyTuple tu ? t.call(tu.toArray(), null)
          : Ops.call(t, val);
      return (PyBaseException) inst;
    }
    if (typ instanceof PyBaseException be) {
      if (val != PyNone.NONE) {
        throw Errors.typeError("instance exception may not have a separate value");
      }
      return be;
    }
    throw Errors.typeError("exceptions must be classes or instances deriving from BaseException, not "
        + typ.type().name());
  }

  @Override
  public long shallowSize() {
    return 64;
  }

  @Override
  public void forEachReference(dev.krait.python.objects.ReferenceVisitor visitor) {
    // A suspended generator owns its chain from top down to its root frame; a finished one
    // holds nothing a Python program can reach again.
    if (!finished) {
      visitor.visit(frame);
      for (Frame x = top; x != null && x != frame; x = x.back) {
        visitor.visit(x);
      }
    }
  }

  private String repr() {
    String what = switch (kind) {
      case COROUTINE -> "coroutine";
      case ASYNC_GENERATOR -> "async_generator";
      default -> "generator";
    };
    return "<" + what + " object " + qualname + " at 0x"
        + Long.toHexString((System.identityHashCode(this) & 0xffffffffL) << 4) + ">";
  }

  private static PyGenerator g(PyObject o) {
    return (PyGenerator) o;
  }

  private static void common(PyType t) {
    t.defineProperty("__name__", o -> PyStr.of(g(o).name), (o, v) -> g(o).name = Ops.strValue(v,
        "__name__ must be set to a string object"));
    t.defineProperty("__qualname__", o -> PyStr.of(g(o).qualname), (o, v) -> g(o).qualname = Ops.strValue(v,
        "__qualname__ must be set to a string object"));
    t.defineMethod("__repr__", (a, k) -> PyStr.of(g(a[0]).repr()));
  }

  private static void installGen(PyType t) {
    common(t);
    t.defineMethod("__iter__", (a, k) -> a[0]);
    t.defineMethod("__next__", (a, k) -> g(a[0]).send(PyNone.NONE, null));
    t.defineMethod("send", (a, k) -> {
      Args.exact("send", a, k, 2);
      return g(a[0]).send(a[1], null);
    });
    t.defineMethod("throw", (a, k) -> g(a[0]).send(PyNone.NONE, exceptionFromThrowArgs(a, k)));
    t.defineMethod("close", (a, k) -> g(a[0]).close());
    t.defineGetter("gi_running", o -> PyBool.of(g(o).running));
    t.defineGetter("gi_frame", o -> PyNone.NONE);
    t.defineGetter("gi_yieldfrom", o -> PyNone.NONE);
  }

  private static void installCoro(PyType t) {
    common(t);
    t.defineMethod("send", (a, k) -> {
      Args.exact("send", a, k, 2);
      return g(a[0]).send(a[1], null);
    });
    t.defineMethod("throw", (a, k) -> g(a[0]).send(PyNone.NONE, exceptionFromThrowArgs(a, k)));
    t.defineMethod("close", (a, k) -> g(a[0]).close());
    t.defineMethod("__await__", (a, k) -> new CoroutineWrapper(g(a[0])));
    t.defineGetter("cr_running", o -> PyBool.of(g(o).running));
    t.defineGetter("cr_frame", o -> PyNone.NONE);
    t.defineGetter("cr_await", o -> PyNone.NONE);
  }

  private static void installAsyncGen(PyType t) {
    common(t);
    t.defineMethod("__aiter__", (a, k) -> a[0]);
    t.defineMethod("__anext__", (a, k) -> new AsyncGenStep(g(a[0]), AsyncGenStep.SEND, PyNone.NONE, null));
    t.defineMethod("asend", (a, k) -> {
      Args.exact("asend", a, k, 2);
      return new AsyncGenStep(g(a[0]), AsyncGenStep.SEND, a[1], null);
    });
    t.defineMethod("athrow", (a, k) -> new AsyncGenStep(g(a[0]), AsyncGenStep.THROW, PyNone.NONE,
        exceptionFromThrowArgs(a, k)));
    t.defineMethod("aclose", (a, k) -> new AsyncGenStep(g(a[0]), AsyncGenStep.CLOSE, PyNone.NONE,
        new PyBaseException(ExceptionTypes.GENERATOR_EXIT, PyTuple.EMPTY)));
    t.defineGetter("ag_running", o -> PyBool.of(g(o).running));
    t.defineGetter("ag_frame", o -> PyNone.NONE);
  }

  /** What coroutine.__await__() returns: an iterator driving the coroutine. */
  static final class CoroutineWrapper extends PyIterator {
    static final PyType TYPE = PyType.builtin("coroutine_wrapper", PyType.OBJECT, t -> {
      t.defineMethod("__iter__", (a, k) -> a[0]);
      t.defineMethod("__next__", (a, k) -> ((CoroutineWrapper) a[0]).coro.send(PyNone.NONE, null));
      t.defineMethod("send", (a, k) -> ((CoroutineWrapper) a[0]).coro.send(a[1], null));
      t.defineMethod("throw", (a, k) -> ((CoroutineWrapper) a[0]).coro.send(PyNone.NONE,
          exceptionFromThrowArgs(a, k)));
      t.defineMethod("close", (a, k) -> ((CoroutineWrapper) a[0]).coro.close());
    });
    final PyGenerator coro;

    CoroutineWrapper(PyGenerator coro) {
      this.coro = coro;
    }

    @Override
    public PyType type() {
      return TYPE;
    }

    @Override
    public PyObject nextOrNull() {
      return coro.nextOrNull();
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(coro);
    }
  }

  /** For anext(agen, default): makes an __anext__() step of a native async generator return dflt at the end. */
  public static boolean setAnextDefault(PyObject awaitable, PyObject dflt) {
    if (awaitable instanceof AsyncGenStep step && step.mode == AsyncGenStep.SEND) {
      step.dflt = dflt;
      return true;
    }
    return false;
  }

  /** The awaitable of one step of an async generator: __anext__(), asend(), athrow(), aclose(). */
  static final class AsyncGenStep extends PyObject {
    static final int SEND = 0;
    static final int THROW = 1;
    static final int CLOSE = 2;
    static final PyType TYPE = PyType.builtin("async_generator_asend", PyType.OBJECT, t -> {
      t.defineMethod("__await__", (a, k) -> a[0]);
    });
    final PyGenerator agen;
    final int mode;
    final PyObject value;
    final PyBaseException exc;
    boolean used;
    /** anext(agen, default): the result instead of StopAsyncIteration (null: raise). */
    PyObject dflt;

    AsyncGenStep(PyGenerator agen, int mode, PyObject value, PyBaseException exc) {
      this.agen = agen;
      this.mode = mode;
      this.value = value;
      this.exc = exc;
    }

    @Override
    public PyType type() {
      return TYPE;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(agen);
      v.visit(value);
      v.visit(exc);
      v.visit(dflt);
    }
  }
}
