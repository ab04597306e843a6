/*
 * The core of asyncio, implemented next to the VM because it drives tasks: Future, Task,
 * CancelledError, run (suspending the cell's main task in place when called from its plain
 * frames), sleep, gather, create_task, ensure_future, wait_for, loops. The module object is
 * assembled by stdlib.AsyncioModule; later additions (Queue, Lock, Event, Semaphore,
 * TaskGroup...) can be written in Python on top of Future via {@link #definePython}.
 */
package dev.krait.python.vm;

import dev.krait.python.ExecutionOptions;
import dev.krait.python.compiler.CodeObject;
import dev.krait.python.compiler.Compiler;
import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.parser.Parser;

/** asyncio's core, shared by AsyncioModule. */
public final class AsyncCore {
  private AsyncCore() {}

  /** asyncio.CancelledError: a BaseException, as in Python 3.8+. */
  public static final PyType CANCELLED_ERROR = PyType.builtin("CancelledError", ExceptionTypes.BASE_EXCEPTION,
      PyType::markBaseType);
  /** asyncio.InvalidStateError. */
  public static final PyType INVALID_STATE_ERROR = PyType.builtin("InvalidStateError", ExceptionTypes.EXCEPTION,
      PyType::markBaseType);

  private static final String PY_HELPERS = String.join("\n",
      "async def _wrap_awaitable(aw):",
      "    return await aw",
      "");
  private static volatile CodeObject helpersCode;

  /** A fresh asyncio module for the running execution. */
  public static PyModule createModule() {
    Vm vm = Vm.current();
    PyModule m = new PyModule("asyncio");
    m.put("CancelledError", CANCELLED_ERROR);
    m.put("InvalidStateError", INVALID_STATE_ERROR);
    m.put("TimeoutError", ExceptionTypes.TIMEOUT_ERROR);
    m.put("Future", PyFuture.TYPE);
    m.put("Task", PyTask.TYPE);
    m.put("run", new InPlaceAwait());
    m.def("sleep", (a, k) -> {
      PyObject[] p = Args.bind("sleep", a, k, 0, new String[] {"delay", "result"}, 1);
      return sleep(vm, p[0], p[1] == null ? PyNone.NONE : p[1]);
    });
    m.def("create_task", (a, k) -> {
      PyObject[] p = Args.bind("create_task", a, k, 0, new String[] {"coro", "name", "context"}, 1);
      return createTask(vm, p[0], p[1]);
    });
    m.def("ensure_future", (a, k) -> {
      PyObject[] p = Args.bind("ensure_future", a, k, 0, new String[] {"coro_or_future", "loop"}, 1);
      return ensureFuture(vm, p[0]);
    });
    m.def("gather", (a, k) -> gather(vm, a, k));
    m.def("wait_for", (a, k) -> {
      PyObject[] p = Args.bind("wait_for", a, k, 0, new String[] {"fut", "timeout"}, 2);
      return waitFor(vm, p[0], p[1]);
    });
    m.def("shield", (a, k) -> {
      Args.exact("shield", a, k, 1);
      return ensureFuture(vm, a[0]);
    });
    m.def("iscoroutine", (a, k) -> {
      Args.exact("iscoroutine", a, k, 1);
      return PyBool.of(a[0] instanceof PyGenerator g && g.kind == PyGenerator.COROUTINE);
    });
    m.def("iscoroutinefunction", (a, k) -> {
      Args.exact("iscoroutinefunction", a, k, 1);
      return PyBool.of(a[0] instanceof PyFunction f && (f.code.flags & CodeObject.COROUTINE) != 0);
    });
    m.def("isfuture", (a, k) -> PyBool.of(a.length == 1 && a[0] instanceof PyFuture));
    m.def("get_event_loop", (a, k) -> vm.loop.loopObject());
    m.def("get_running_loop", (a, k) -> vm.loop.loopObject());
    m.def("new_event_loop", (a, k) -> vm.loop.loopObject());
    m.def("current_task", (a, k) -> vm.loop.currentTask == null ? PyNone.NONE : vm.loop.currentTask);
    return m;
  }

  /**
   * Runs Python source in the asyncio module's namespace (for parts of asyncio written in
   * Python on top of Future, e.g. Queue or Lock).
   */
  public static void definePython(PyModule module, String source) {
    Vm vm = Vm.current();
    CodeObject code = Compiler.compileModule(Parser.parseModule(source, "<asyncio>"), "<asyncio>", source, false);
    Frame f = new Frame(code, module.instanceDict(), vm.builtins, module.instanceDict());
    vm.runNested(f);
  }

  static PyObject sleep(Vm vm, PyObject delayObj, PyObject result) {
    double delay;
    if (delayObj instanceof PyInt i) {
      delay = i.fitsLong() ? i.longValue() : Double.MAX_VALUE;
    } else if (delayObj instanceof PyFloat fl) {
      delay = fl.value();
    } else {
      throw Errors.typeError("'<=' not supported between instances of '" + delayObj.type().name() + "' and 'int'");
    }
    if (!(delay > 0)) {
      return new Awaiting.Sleep0(result);
    }
    PyFuture fut = new PyFuture(vm.loop);
    long nanos = delay > 1e9 ? Long.MAX_VALUE / 4 : (long) (delay * 1e9);
    EventLoop.Timer timer = vm.loop.callAt(System.nanoTime() + nanos, () -> {
      if (!fut.isDone()) {
        fut.setResult(result);
      }
    });
    fut.onDone(f -> timer.cancelled = true);
    return fut;
  }

  static PyTask createTask(Vm vm, PyObject coro, PyObject name) {
    if (!(coro instanceof PyGenerator g) || g.kind != PyGenerator.COROUTINE) {
      throw Errors.typeError("a coroutine was expected, got " + Ops.repr(coro));
    }
    String n = name == null || name == PyNone.NONE ? vm.loop.nextTaskName() : Ops.str(name);
    vm.meter.allocate(128);
    PyTask t = new PyTask(vm.loop, g, n);
    t.schedule();
    return t;
  }

  static PyFuture ensureFuture(Vm vm, PyObject aw) {
    if (aw instanceof PyFuture f) {
      return f;
    }
    if (aw instanceof PyGenerator g && g.kind == PyGenerator.COROUTINE) {
      return createTask(vm, aw, null);
    }
    if (aw instanceof Awaiting.Sleep0 || aw instanceof PyGenerator.AsyncGenStep
        || aw.type().lookup("__await__") != null) {
      return createTask(vm, Ops.call(wrapFunction(vm), aw), null);
    }
    throw Errors.typeError("An asyncio.Future, a coroutine or an awaitable is required");
  }

  private static PyObject wrapFunction(Vm vm) {
    PyObject f = vm.asyncHelpers == null ? null : vm.asyncHelpers.getItemOrNull(PyStr.of("_wrap_awaitable"));
    if (f != null) {
      return f;
    }
    CodeObject code = helpersCode;
    if (code == null) {
      code = Compiler.compileModule(Parser.parseModule(PY_HELPERS, "<asyncio>"), "<asyncio>", PY_HELPERS, false);
      helpersCode = code;
    }
    PyDict g = new PyDict();
    g.setItem(PyStr.of("__name__"), PyStr.of("asyncio"));
    vm.runNested(new Frame(code, g, vm.builtins, g));
    vm.asyncHelpers = g;
    return g.getItemOrNull(PyStr.of("_wrap_awaitable"));
  }

  static PyObject gather(Vm vm, PyObject[] a, String[] k) {
    int nkw = Args.kwCount(k);
    boolean returnExceptions = false;
    for (int i = 0; i < nkw; i++) {
      if (k[i].equals("return_exceptions")) {
        returnExceptions = Ops.truthy(a[a.length - nkw + i]);
      } else {
        throw Errors.typeError("gather() got an unexpected keyword argument '" + k[i] + "'");
      }
    }
    int n = a.length - nkw;
    PyFuture outer = new PyFuture(vm.loop);
    PyFuture[] children = new PyFuture[n];
    for (int i = 0; i < n; i++) {
      children[i] = ensureFuture(vm, a[i]);
    }
    if (n == 0) {
      outer.setResult(new PyList());
      return outer;
    }
    final boolean retEx = returnExceptions;
    int[] done = {0};
    for (PyFuture child : children) {
      child.onDone(c -> {
        done[0]++;
        if (outer.isDone()) {
          return;
        }
        if (!retEx && c.exceptionOrNull() != null) {
          outer.setException(c.exceptionOrNull());
          return;
        }
        if (done[0] == n) {
          PyList results = new PyList();
          for (PyFuture ch : children) {
            PyBaseException e = ch.exceptionOrNull();
            results.append(e != null ? e : ch.resultValue());
          }
          outer.setResult(results);
        }
      });
    }
    return new GatheringFuture(vm.loop, outer, children);
  }

  /** The future gather() returns: cancelling it cancels the children. */
  static final class GatheringFuture extends PyFuture {
    final PyFuture[] children;

    GatheringFuture(EventLoop loop, PyFuture inner, PyFuture[] children) {
      super(loop);
      this.children = children;
      inner.onDone(f -> {
        if (isDone()) {
          return;
        }
        if (f.isCancelled()) {
          super.cancel(f.cancelMessage);
        } else if (f.exception != null) {
          setException(f.exception);
        } else {
          setResult(f.resultValue());
        }
      });
    }

    @Override
    boolean cancel(String msg) {
      if (isDone()) {
        return false;
      }
      boolean any = false;
      for (PyFuture c : children) {
        any |= c.cancel(msg);
      }
      return any;
    }
  }

  static PyObject waitFor(Vm vm, PyObject aw, PyObject timeout) {
    PyFuture inner = ensureFuture(vm, aw);
    if (timeout == PyNone.NONE) {
      return inner;
    }
    double seconds = timeout instanceof PyInt i ? i.longValue() : ((PyFloat) Ops.call(PyFloat.TYPE, timeout)).value();
    PyFuture outer = new PyFuture(vm.loop);
    inner.onDone(f -> {
      if (outer.isDone()) {
        return;
      }
      if (f.isCancelled()) {
        outer.cancel(f.cancelMessage);
      } else if (f.exception != null) {
        outer.setException(f.exception);
      } else {
        outer.setResult(f.resultValue());
      }
    });
    long nanos = seconds <= 0 ? 0 : (long) Math.min(seconds * 1e9, Long.MAX_VALUE / 4);
    EventLoop.Timer timer = vm.loop.callAt(System.nanoTime() + nanos, () -> {
      if (!inner.isDone()) {
        inner.cancel(null);
        if (!outer.isDone()) {
          outer.setException(new PyBaseException(ExceptionTypes.TIMEOUT_ERROR, PyTuple.EMPTY));
        }
      }
    });
    outer.onDone(f -> timer.cancelled = true);
    return outer;
  }

  /** asyncio.run: awaited in place from the cell's plain frames, otherwise a nested loop. */
  static final class InPlaceAwait extends PyObject {
    static final PyType TYPE = PyType.builtin("builtin_function_or_method", PyType.OBJECT, t -> { });

    @Override
    public PyType type() {
      return PyBuiltinFunction.TYPE;
    }

    /** Starts the coroutine as a task; the caller awaits the returned future. */
    PyFuture start(PyObject[] args, String[] kwnames) {
      Vm vm = Vm.current();
      PyObject[] p = Args.bind("run", args, kwnames, 0, new String[] {"main", "debug"}, 1);
      if (!(p[0] instanceof PyGenerator g) || g.kind != PyGenerator.COROUTINE) {
        throw Errors.valueError("a coroutine was expected, got " + Ops.repr(p[0]));
      }
      return createTask(vm, p[0], null);
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
      Vm vm = Vm.current();
      if (vm.current != null && Awaiting.insideCoroutine(vm.current)) {
        throw Errors.runtimeError("asyncio.run() cannot be called from a running event loop");
      }
      PyFuture task = start(args, kwnames);
      return runNested(vm, task);
    }

    @Override
    public String toString() {
      return "<built-in function run>";
    }
  }

  /** Drives the loop on the Java stack until fut is done (never sleeps). */
  static PyObject runNested(Vm vm, PyFuture fut) {
    EventLoop loop = vm.loop;
    while (!fut.isDone()) {
      loop.fireDueTimers();
      Runnable r = loop.ready.poll();
      if (r == null) {
        throw Errors.runtimeError("asyncio.run() cannot wait here; call it at the top level of the cell");
      }
      r.run();
    }
    return fut.resultOrThrow();
  }

  // ---------------------------------------------------------------- the loop object

  static final PyType LOOP_TYPE = PyType.builtin("_KraitEventLoop", PyType.OBJECT, AsyncCore::installLoop);

  static final class LoopObject extends PyObject {
    final Vm vm;

    LoopObject(Vm vm) {
      this.vm = vm;
    }

    @Override
    public PyType type() {
      return LOOP_TYPE;
    }
  }

  static PyObject makeLoopObject(Vm vm) {
    return new LoopObject(vm);
  }

  private static Vm vmOf(PyObject o) {
    return ((LoopObject) o).vm;
  }

  private static void installLoop(PyType t) {
    t.defineMethod("time", (a, k) -> PyFloat.of(System.nanoTime() / 1e9));
    t.defineMethod("create_task", (a, k) -> {
      PyObject[] p = Args.bind("create_task", a, k, 1, new String[] {"coro", "name", "context"}, 1);
      return createTask(vmOf(a[0]), p[0], p[1]);
    });
    t.defineMethod("create_future", (a, k) -> new PyFuture(vmOf(a[0]).loop));
    t.defineMethod("call_soon", (a, k) -> {
      Vm vm = vmOf(a[0]);
      PyObject cb = a[1];
      PyObject[] rest = java.util.Arrays.copyOfRange(a, 2, a.length - Args.kwCount(k));
      vm.loop.callSoon(() -> cb.call(rest, null));
      return PyNone.NONE;
    });
    t.defineMethod("call_later", (a, k) -> {
      Vm vm = vmOf(a[0]);
      double delay = ((PyFloat) Ops.call(PyFloat.TYPE, a[1])).value();
      PyObject cb = a[2];
      PyObject[] rest = java.util.Arrays.copyOfRange(a, 3, a.length - Args.kwCount(k));
      vm.loop.callAt(System.nanoTime() + (long) Math.max(0, delay * 1e9), () -> cb.call(rest, null));
      return PyNone.NONE;
    });
    t.defineMethod("run_until_complete", (a, k) -> {
      Vm vm = vmOf(a[0]);
      return runNested(vm, ensureFuture(vm, a[1]));
    });
    t.defineMethod("is_running", (a, k) -> PyBool.TRUE);
    t.defineMethod("is_closed", (a, k) -> PyBool.FALSE);
    t.defineMethod("close", (a, k) -> PyNone.NONE);
  }

  static ExecutionOptions unused() {
    return null;
  }

  static PyError unusedError() {
    return null;
  }
}
