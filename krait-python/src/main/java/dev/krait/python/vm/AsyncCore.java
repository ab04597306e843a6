/*
 * The core of asyncio, implemented next to the VM because it drives tasks: Future, Task,
 * CancelledError, run (suspending the cell's main task in place when called from its plain
 * frames), the sleep primitive, gather, shield, create_task, ensure_future, the loop object.
 * The module object is assembled by stdlib.AsyncioModule, which adds the parts written in
 * Python over Future (lib/asyncio/: locks, queues, tasks' waiting functions, timeouts,
 * taskgroups), each loaded on first use.
 */
package dev.krait.python.vm;

import dev.krait.python.ExecutionOptions;
import dev.krait.python.compiler.CodeObject;
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
import java.util.ArrayList;
import java.util.List;

/** asyncio's core, shared by AsyncioModule. */
public final class AsyncCore {
  private AsyncCore() {}

  /** asyncio.CancelledError: a BaseException, as in Python 3.8+. */
  public static final PyType CANCELLED_ERROR = PyType.builtin("CancelledError", ExceptionTypes.BASE_EXCEPTION,
      PyType::markBaseType);
  /** asyncio.InvalidStateError. */
  public static final PyType INVALID_STATE_ERROR = PyType.builtin("InvalidStateError", ExceptionTypes.EXCEPTION,
      PyType::markBaseType);

  /**
   * asyncio's core functions and types, as a module. Its functions keep no state of an execution
   * (each finds the running one through Vm.current()): AsyncioModule builds this once per JVM and
   * gives every execution a copy of its dict.
   */
  public static PyModule createModule() {
    PyModule m = new PyModule("asyncio");
    m.put("CancelledError", CANCELLED_ERROR);
    m.put("InvalidStateError", INVALID_STATE_ERROR);
    m.put("TimeoutError", ExceptionTypes.TIMEOUT_ERROR);
    m.put("Future", PyFuture.TYPE);
    m.put("Task", PyTask.TYPE);
    m.put("run", new InPlaceAwait());
    // the awaitable primitive; asyncio.sleep itself is a coroutine function (lib/asyncio/tasks.py), as in CPython
    m.def("_sleep", (a, k) -> {
      Vm vm = Vm.current();
      PyObject[] p = Args.bind("sleep", a, k, 0, new String[] {"delay", "result"}, 1);
      return sleep(vm, p[0], p[1] == null ? PyNone.NONE : p[1]);
    });
    m.def("create_task", (a, k) -> {
      Vm vm = Vm.current();
      PyObject[] p = Args.bind("create_task", a, k, 0, new String[] {"coro", "name", "context"}, 1);
      return createTask(vm, p[0], p[1]);
    });
    m.def("ensure_future", (a, k) -> {
      Vm vm = Vm.current();
      PyObject[] p = Args.bind("ensure_future", a, k, 0, new String[] {"coro_or_future", "loop"}, 1);
      return ensureFuture(vm, p[0]);
    });
    m.def("gather", (a, k) -> gather(Vm.current(), a, k));
    m.def("shield", (a, k) -> shield(Vm.current(), Args.bind("shield", a, k, 0, new String[] {"arg"}, 1)[0]));
    m.def("iscoroutine", (a, k) -> {
      Args.exact("iscoroutine", a, k, 1);
      return PyBool.of(a[0] instanceof PyGenerator g && g.kind == PyGenerator.COROUTINE
          || a[0] instanceof Awaiting.Sleep0);
    });
    m.def("iscoroutinefunction", (a, k) -> {
      Args.exact("iscoroutinefunction", a, k, 1);
      return PyBool.of(a[0] instanceof PyFunction f && (f.code.flags & CodeObject.COROUTINE) != 0);
    });
    m.def("isfuture", (a, k) -> {
      Args.exact("isfuture", a, k, 1);
      return PyBool.of(a[0] instanceof PyFuture);
    });
    m.def("all_tasks", (a, k) -> {
      Vm vm = Vm.current();
      Args.range("all_tasks", a, k, 0, 1);
      dev.krait.python.objects.PySet s = new dev.krait.python.objects.PySet();
      if (vm.loop.runningTask() == null) {
        throw Errors.runtimeError("no running event loop");
      }
      for (PyTask t : vm.loop.tasks) {
        if (!t.isDone() && t != vm.loop.hiddenTask) {
          s.add(t);
        }
      }
      return s;
    });
    m.def("get_event_loop", (a, k) -> Vm.current().loop.loopObject());
    m.def("get_running_loop", (a, k) -> {
      Vm vm = Vm.current();
      if (vm.loop.runningTask() == null) {
        throw Errors.runtimeError("no running event loop");
      }
      return vm.loop.loopObject();
    });
    m.def("new_event_loop", (a, k) -> new LoopObject(Vm.current())); // a view of the one loop, closed on its own
    // one loop per execution: setting it is accepted and changes nothing
    m.def("set_event_loop", (a, k) -> {
      Args.exact("set_event_loop", a, k, 1);
      return PyNone.NONE;
    });
    m.def("current_task", (a, k) -> {
      Vm vm = Vm.current();
      if (vm.loop.runningTask() == null) {
        throw Errors.runtimeError("no running event loop");
      }
      return vm.loop.currentTask;
    });
    return m;
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
    EventLoop.Timer timer = vm.loop.callAt(dev.krait.python.stdlib.HostSources.loopNanos() + nanos, () -> {
      if (!fut.isDone()) {
        fut.setResult(result);
      }
    });
    fut.onDone(f -> timer.cancelled = true);
    return fut;
  }

  static PyTask createTask(Vm vm, PyObject coro, PyObject name) {
    if (vm.loop.runningTask() == null) {
      throw Errors.runtimeError("no running event loop");
    }
    return newTask(vm, coro, name);
  }

  static PyTask newTask(Vm vm, PyObject coro, PyObject name) {
    if (!(coro instanceof PyGenerator g) || g.kind != PyGenerator.COROUTINE) {
      throw Errors.typeError("a coroutine was expected, got " + Ops.repr(coro));
    }
    String auto = vm.loop.nextTaskName(); // CPython 3.11 spends a number on named tasks too
    String n = name == null || name == PyNone.NONE ? auto : Ops.str(name);
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
      return newTask(vm, aw, null);
    }
    if (aw instanceof Awaiting.Sleep0 || aw instanceof PyGenerator.AsyncGenStep
        || aw.type().lookup("__await__") != null) {
      return newTask(vm, Ops.call(wrapFunction(vm), aw), null);
    }
    throw Errors.typeError("An asyncio.Future, a coroutine or an awaitable is required");
  }

  /** asyncio.tasks._wrap_awaitable: a coroutine that awaits any awaitable, so that a Task can run it. */
  private static PyObject wrapFunction(Vm vm) {
    return Ops.getattr(Modules.importName(vm, "asyncio.tasks", PyTuple.EMPTY), "_wrap_awaitable");
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
    java.util.IdentityHashMap<PyObject, PyFuture> seen = new java.util.IdentityHashMap<>();
    for (int i = 0; i < n; i++) {
      // the same awaitable twice is awaited once (CPython's arg_to_fut)
      PyFuture f = seen.get(a[i]);
      if (f == null) {
        Ops.hash(a[i]); // CPython keys its arg_to_fut dict by the argument: a list is "unhashable"
        f = ensureFuture(vm, a[i]);
        seen.put(a[i], f);
      }
      children[i] = f;
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

  /** A future already done with value: awaiting it gives value without suspending (for async methods written in Java). */
  public static PyObject completed(PyObject value) {
    PyFuture f = new PyFuture(Vm.current().loop);
    f.setResult(value);
    return f;
  }

  /**
   * asyncio.shield: a new future that takes on arg's outcome. Cancelling it (as when the task
   * awaiting it is cancelled) leaves arg running; arg being cancelled cancels it.
   */
  static PyFuture shield(Vm vm, PyObject arg) {
    PyFuture inner = ensureFuture(vm, arg);
    if (inner.isDone()) {
      return inner;
    }
    PyFuture outer = new PyFuture(vm.loop);
    inner.onDone(f -> {
      if (outer.isCancelled()) {
        return;
      }
      if (f.isCancelled()) {
        outer.cancel(null);
      } else if (f.exception != null) {
        outer.setException(f.exception);
      } else {
        outer.setResult(f.resultValue());
      }
    });
    return outer;
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

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visitAll(children);
    }
  }

  /** asyncio.run: awaited in place from the cell's plain frames, otherwise a nested loop. */
  static final class InPlaceAwait extends PyObject {
    static final PyType TYPE = PyType.builtin("builtin_function_or_method", PyType.OBJECT, t -> { });

    @Override
    public PyType type() {
      return PyBuiltinFunction.TYPE;
    }

    /** loop.run_until_complete rather than asyncio.run. */
    final boolean untilComplete;

    InPlaceAwait() {
      this(false);
    }

    InPlaceAwait(boolean untilComplete) {
      this.untilComplete = untilComplete;
    }

    /** Starts the coroutine as a task; the caller awaits the returned future. */
    PyFuture start(PyObject[] args, String[] kwnames) {
      Vm vm = Vm.current();
      if (untilComplete) {
        PyObject[] p = Args.bind("run_until_complete", args, kwnames, 0, new String[] {"future"}, 1);
        return ensureFuture(vm, p[0]);
      }
      PyObject[] p = Args.bind("run", args, kwnames, 0, new String[] {"main", "debug"}, 1);
      // each CPython asyncio.run also spends two task numbers on its shutdown steps
      if (vm.loop.runsStarted++ > 0) {
        vm.loop.nextTaskName();
        vm.loop.nextTaskName();
      }
      PyTask caller = vm.loop.currentTask;
      if (p[0] instanceof Awaiting.Sleep0) {
        // asyncio.sleep is a coroutine function in CPython: run(asyncio.sleep(0)) is valid
        return withShutdown(vm, newTask(vm, Ops.call(wrapFunction(vm), p[0]), null), caller);
      }
      if (!(p[0] instanceof PyGenerator g) || g.kind != PyGenerator.COROUTINE) {
        throw Errors.valueError("a coroutine was expected, got " + Ops.repr(p[0]));
      }
      return withShutdown(vm, newTask(vm, p[0], null), caller);
    }

    /**
     * asyncio.run's ending, as CPython's: once main is done, every other task still alive is
     * cancelled and the loop runs until they have all finished, then the run gives main's outcome.
     * A task that swallows its cancellation and goes on keeps the run — and so the cell — going
     * until a limit ends it, as it keeps CPython's asyncio.run from returning.
     */
    private static PyFuture withShutdown(Vm vm, PyFuture main, PyTask caller) {
      PyFuture run = new PyFuture(vm.loop);
      main.onDone(m -> {
        List<PyTask> rest = new ArrayList<>();
        for (PyTask t : vm.loop.tasks) {
          if (t != main && t != caller && t != vm.loop.hiddenTask && !t.isDone()) {
            rest.add(t);
          }
        }
        rest.sort(java.util.Comparator.comparingLong(t -> t.serial)); // the identity set has no order
        int[] left = {rest.size()};
        Runnable finish = () -> {
          PyBaseException e = main.exceptionOrNull();
          if (e != null) {
            run.setException(e);
          } else {
            run.setResult(main.resultValue());
          }
        };
        if (rest.isEmpty()) {
          finish.run();
          return;
        }
        for (PyTask t : rest) {
          t.cancel(null);
          t.onDone(done -> {
            if (--left[0] == 0) {
              finish.run();
            }
          });
        }
      });
      return run;
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
      Vm vm = Vm.current();
      if (vm.current != null && Awaiting.insideCoroutine(vm.current)) {
        throw Errors.runtimeError(untilComplete ? "This event loop is already running"
            : "asyncio.run() cannot be called from a running event loop");
      }
      PyFuture task = start(args, kwnames);
      return runNested(vm, task);
    }

    @Override
    public String toString() {
      return untilComplete ? "<built-in method run_until_complete>" : "<built-in function run>";
    }
  }

  /** The time.sleep function object (the time module takes it from here). */
  public static PyObject timeSleep() {
    return new TimeSleep();
  }

  /**
   * time.sleep. Called from a task's stackless frames (Calls suspends in place), it suspends the
   * task and blocks the whole loop until the deadline, as CPython's blocking sleep does: no other
   * task runs meanwhile, and the execution returns Step.Blocked to the host instead of holding a
   * thread or spending the CPU budget. Called from a nested Java context (a function called by a
   * builtin, e.g. a sort key or __repr__), nothing can suspend: it validates and returns at once.
   */
  static final class TimeSleep extends PyObject {
    @Override
    public PyType type() {
      return PyBuiltinFunction.TYPE;
    }

    static double seconds(PyObject[] a, String[] k) {
      Args.exact("sleep", a, k, 1);
      double secs;
      if (a[0] instanceof PyInt i) {
        secs = i.doubleValue();
      } else if (a[0] instanceof PyFloat f) {
        secs = f.value();
      } else {
        throw Errors.typeError("'" + a[0].type().name() + "' object cannot be interpreted as an integer");
      }
      if (Double.isNaN(secs)) {
        throw Errors.valueError("Invalid value NaN (not a number)");
      }
      if (secs < 0) {
        throw Errors.valueError("sleep length must be non-negative");
      }
      return secs;
    }

    /** Starts a loop-blocking sleep of the current task; null when there is nothing to wait. */
    PyFuture start(Vm vm, PyObject[] a, String[] k) {
      double secs = seconds(a, k);
      if (!(secs > 0)) {
        return null;
      }
      long nanos = (long) Math.min(secs * 1e9, Long.MAX_VALUE / 4);
      PyFuture fut = new PyFuture(vm.loop);
      vm.loop.sleepingFuture = fut;
      vm.loop.sleepingTask = vm.loop.currentTask;
      vm.loop.sleepUntil = dev.krait.python.stdlib.HostSources.loopNanos() + nanos;
      return fut;
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
      seconds(args, kwnames);
      return PyNone.NONE;
    }

    @Override
    public String toString() {
      return "<built-in function sleep>";
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
    boolean closed;

    LoopObject(Vm vm) {
      this.vm = vm;
    }

    @Override
    public PyType type() {
      return LOOP_TYPE;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(vm);
    }
  }

  static PyObject makeLoopObject(Vm vm) {
    return new LoopObject(vm);
  }

  private static Vm vmOf(PyObject o) {
    return ((LoopObject) o).vm;
  }

  private static void installLoop(PyType t) {
    t.defineMethod("time", (a, k) -> PyFloat.of(dev.krait.python.stdlib.HostSources.loopNanos() / 1e9));
    t.defineMethod("create_task", (a, k) -> {
      PyObject[] p = Args.bind("create_task", a, k, 1, new String[] {"coro", "name", "context"}, 1);
      return newTask(vmOf(a[0]), p[0], p[1]);
    });
    t.defineMethod("create_future", (a, k) -> new PyFuture(vmOf(a[0]).loop));
    t.defineMethod("call_soon", (a, k) -> {
      Vm vm = vmOf(a[0]);
      PyObject[] rest = java.util.Arrays.copyOfRange(a, 2, a.length - Args.kwCount(k));
      LoopHandle h = new LoopHandle(a[1], rest, -1);
      vm.loop.callSoon(h::run);
      return h;
    });
    t.defineMethod("call_later", (a, k) -> timed(a, k, false));
    t.defineMethod("call_at", (a, k) -> timed(a, k, true));
    t.defineMethod("run_in_executor", (a, k) -> {
      // no threads in the sandbox: the function runs now and the returned future holds its outcome
      Args.noKeywords("run_in_executor", k);
      if (a.length < 3) {
        throw Errors.typeError("run_in_executor() missing required argument 'func' (pos 2)");
      }
      PyFuture fut = new PyFuture(vmOf(a[0]).loop);
      try {
        fut.setResult(a[2].call(java.util.Arrays.copyOfRange(a, 3, a.length), null));
      } catch (PyError e) {
        fut.setException(e.value());
      }
      return fut;
    });
    // an attribute that is itself an in-place await, so a cell's plain frames suspend on it as
    // on asyncio.run (timers then fire); from nested Java contexts it drives the loop directly
    t.defineGetter("run_until_complete", o -> new InPlaceAwait(true));
    t.defineMethod("stop", (a, k) -> PyNone.NONE);
    t.defineMethod("run_forever", (a, k) -> {
      throw Errors.of(ExceptionTypes.NOT_IMPLEMENTED_ERROR,
          "run_forever() is not available in Krait: use asyncio.run() or top-level await");
    });
    t.defineMethod("is_running", (a, k) -> PyBool.of(vmOf(a[0]).loop.runningTask() != null));
    t.defineMethod("is_closed", (a, k) -> PyBool.of(((LoopObject) a[0]).closed));
    t.defineMethod("close", (a, k) -> {
      ((LoopObject) a[0]).closed = true;
      return PyNone.NONE;
    });
  }

  /** loop.call_later(delay, callback, *args) or, when absolute, loop.call_at(when, callback, *args). */
  private static LoopHandle timed(PyObject[] a, String[] k, boolean absolute) {
    Vm vm = vmOf(a[0]);
    double time = PyFloat.toFloat(a[1]);
    PyObject[] rest = java.util.Arrays.copyOfRange(a, 3, a.length - Args.kwCount(k));
    long now = dev.krait.python.stdlib.HostSources.loopNanos();
    double delay = absolute ? time - now / 1e9 : time;
    long nanos = delay > 0 ? (long) Math.min(delay * 1e9, Long.MAX_VALUE / 4) : 0;
    LoopHandle h = new LoopHandle(a[2], rest, absolute ? time : (now + nanos) / 1e9);
    h.timer = vm.loop.callAt(now + nanos, h::run);
    return h;
  }

  static final PyType HANDLE_TYPE = PyType.builtin("TimerHandle", PyType.OBJECT, t -> {
    t.defineMethod("cancel", (a, k) -> {
      LoopHandle h = (LoopHandle) a[0];
      h.cancelled = true;
      if (h.timer != null) {
        h.timer.cancelled = true;
      }
      return PyNone.NONE;
    });
    t.defineMethod("cancelled", (a, k) -> PyBool.of(((LoopHandle) a[0]).cancelled));
    t.defineMethod("when", (a, k) -> PyFloat.of(((LoopHandle) a[0]).when));
    t.defineMethod("__repr__", (a, k) -> {
      LoopHandle h = (LoopHandle) a[0];
      return PyStr.of("<" + (h.when < 0 ? "Handle" : "TimerHandle") + (h.cancelled ? " cancelled" : "") + ">");
    });
  });

  /** What loop.call_soon/call_later/call_at return: cancel() keeps the callback from running. */
  static final class LoopHandle extends PyObject {
    final PyObject callback;
    final PyObject[] args;
    final double when;
    EventLoop.Timer timer;
    boolean cancelled;

    LoopHandle(PyObject callback, PyObject[] args, double when) {
      this.callback = callback;
      this.args = args;
      this.when = when;
    }

    void run() {
      if (cancelled) {
        return;
      }
      try {
        callback.call(args, null);
      } catch (PyError e) {
        // CPython's loop logs "Exception in callback" and keeps running
      }
    }

    @Override
    public PyType type() {
      return HANDLE_TYPE;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(callback);
      v.visitAll(args);
      v.visit(timer);
    }
  }

  static ExecutionOptions unused() {
    return null;
  }

  static PyError unusedError() {
    return null;
  }
}
